import type { ChatChild } from './contracts/chat.js';
import { pregnancyAgeFromDaysToDue } from './pregnancy.js';
import { childAgeLabel, childStage, daysBetween, dateKindOf, saneDate, stageLabel } from './stage.js';

/** What identity tells of a child profile, as chat reads it. */
export interface ChatChildProfile {
  name: string | null;
  currentStage: string;
  dateOfBirth: string | Date | null;
}

/** Whole calendar months from `from` to `to` (UTC dates). */
function wholeMonths(from: Date, to: Date): number {
  const months = (to.getUTCFullYear() - from.getUTCFullYear()) * 12 + (to.getUTCMonth() - from.getUTCMonth());
  return to.getUTCDate() < from.getUTCDate() ? months - 1 : months;
}

/**
 * The child a chat question is about (the reply job's `child`): its stage now, the stage's label,
 * the age text the dashboard shows ('Maya, 5 months old'), whole weeks and months since birth,
 * or the completed weeks of pregnancy (pregnancy.ts, as childAgeLabel counts them). Ages are null before birth or without a date; the week is null unless pregnant.
 */
export function chatChildOf(profile: ChatChildProfile, now: Date = new Date()): ChatChild {
  const name = profile.name?.trim() || null;
  const stage = childStage(profile, now);
  const age = childAgeLabel(profile, now);
  const date = saneDate(profile.dateOfBirth);
  const kind = dateKindOf(profile.currentStage);
  let ageWeeks: number | null = null;
  let ageMonths: number | null = null;
  let pregnancyWeek: number | null = null;
  if (date && kind === 'birth') {
    const ageDays = -daysBetween(now, date);
    if (ageDays >= 0) {
      ageWeeks = Math.floor(ageDays / 7);
      const today = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
      ageMonths = Math.max(0, wholeMonths(date, today));
    }
  } else if (date && kind === 'due' && stage.startsWith('pregnant-')) {
    pregnancyWeek = Math.min(42, pregnancyAgeFromDaysToDue(daysBetween(now, date)).weeks);
  }
  return {
    name,
    stage,
    stageLabel: stageLabel(stage),
    ageLabel: age ? (name ? `${name}, ${age}` : age) : null,
    ageWeeks,
    ageMonths,
    pregnancyWeek,
  };
}

/**
 * The stage a question asked about no child is answered for: the user's own onboarding stage
 * (issue 22 point 2). Trying to conceive needs no child profile; a pregnancy without a profile is
 * read from its trimester. A parent's question is always about one of their children: null.
 */
export function stageWithoutChild(
  userStage: string | null | undefined,
  trimester: string | null | undefined,
): string | null {
  if (userStage === 'trying_to_conceive') return 'trying-to-conceive';
  if (userStage === 'currently_pregnant') {
    return trimester === 'third' ? 'pregnant-3rd' : trimester === 'second' ? 'pregnant-2nd' : 'pregnant-1st';
  }
  return null;
}
