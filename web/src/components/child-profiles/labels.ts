import { format } from 'date-fns';
import { isPrenatalStage, type ChildProfile } from '@nestkeep/common/web';

/*
 * Stage labels and ages are not kept here: every screen shows the profile's `stageLabel` and
 * `ageLabel` (made by common's `stageLabel` and `childAgeLabel`), and forms label a stage value
 * with common's `stageLabel`, so all screens read the same.
 */

/**
 * What a child is called in lists: its name, else (profiles made before names were asked) 'Baby'
 * before birth and 'Child N' after, N counting the unnamed born children in list order.
 */
export function childDisplayName(child: ChildProfile, all: readonly ChildProfile[]): string {
  const name = child.name?.trim();
  if (name) return name;
  if (isPrenatalStage(child.currentStage)) return 'Baby';
  const unnamed = all.filter((c) => !c.name?.trim() && !isPrenatalStage(c.currentStage));
  return `Child ${unnamed.findIndex((c) => c.id === child.id) + 1}`;
}

/**
 * The name a family partner's shared child goes by in lists, choosers and headings: its name with
 * whose it is, 'Baby · Ava's' (issue 22 point 5), so it is never mistaken for one's own. The owner
 * is named by the first word of their display name, or their email's local part.
 */
export function childLabel(child: ChildProfile, all: readonly ChildProfile[]): string {
  const name = childDisplayName(child, all);
  return child.sharedBy ? `${name} · ${ownerShortName(child.sharedBy)}'s` : name;
}

export function ownerShortName(sharedBy: string): string {
  const text = sharedBy.trim();
  if (text.includes('@') && !text.includes(' ')) return text.slice(0, text.indexOf('@')) || text;
  return text.split(/\s+/)[0] || text;
}

/** The stage and, when known, the age: 'Infant (3-12 months) · 5 months old'. */
export function stageAndAge(child: Pick<ChildProfile, 'stageLabel' | 'ageLabel'>): string {
  return child.ageLabel ? `${child.stageLabel} · ${child.ageLabel}` : child.stageLabel;
}

/** Today as YYYY-MM-DD in the browser's time zone (the max of birth-date inputs). */
export function todayIso(now: Date = new Date()): string {
  return format(now, 'yyyy-MM-dd');
}
