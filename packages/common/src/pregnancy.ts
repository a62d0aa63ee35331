/**
 * The one rule for how far along a pregnancy is, used by onboarding, child profiles, chat, the
 * phase calculator and the due date calculator, so they never disagree.
 *
 * - Weeks pregnant are completed weeks from the first day of the last period (the due date is
 *   280 days after it): on day 213 a person is "30 weeks pregnant" (30+3), as a midwife says it.
 * - Trimesters by completed weeks, the spec's onboarding ranges (and ACOG's): first 0-13,
 *   second 14-27, third 28+. (The spec's due date section also says "below week 13" and "first
 *   trimester ends week 12"; one rule had to win, and the onboarding question asks 0-13.)
 * - Term names as ACOG uses them: early term 37+0 to 38+6, full term 39+0 to 40+6, late term
 *   41+0 to 41+6, post term from 42+0; preterm before 37.
 */

export const PREGNANCY_DAYS = 280;

export type Trimester = 1 | 2 | 3;

/** Each trimester's completed weeks, inclusive; the third has no end (overdue stays in it). */
export const TRIMESTER_WEEKS: Record<Trimester, { from: number; to: number | null }> = {
  1: { from: 0, to: 13 },
  2: { from: 14, to: 27 },
  3: { from: 28, to: null },
};

/** The trimester of a number of completed weeks. */
export function trimesterOfWeeks(weeks: number): Trimester {
  if (weeks <= TRIMESTER_WEEKS[1].to!) return 1;
  return weeks <= TRIMESTER_WEEKS[2].to! ? 2 : 3;
}

/** "0-13 weeks", "14-27 weeks", "28+ weeks": how every screen names a trimester's span. */
export function trimesterWeeksText(trimester: Trimester): string {
  const { from, to } = TRIMESTER_WEEKS[trimester];
  return to === null ? `${from}+ weeks` : `${from}-${to} weeks`;
}

export interface PregnancyAge {
  /** Days since the first day of the last period (negative before it). */
  days: number;
  /** Completed weeks (never below 0), and the days past them. */
  weeks: number;
  extraDays: number;
  trimester: Trimester;
}

/** How far along a pregnancy is after `days` days from the last period. */
export function pregnancyAgeOfDays(days: number): PregnancyAge {
  const weeks = Math.max(0, Math.floor(days / 7));
  const extraDays = days < 0 ? 0 : days % 7;
  return { days, weeks, extraDays, trimester: trimesterOfWeeks(weeks) };
}

/** How far along a pregnancy is with `daysToDue` calendar days left to its due date. */
export function pregnancyAgeFromDaysToDue(daysToDue: number): PregnancyAge {
  return pregnancyAgeOfDays(PREGNANCY_DAYS - daysToDue);
}

/** '30 weeks pregnant' (and '1 week pregnant'); the one way a pregnancy's week is written. */
export function weeksPregnantText(weeks: number): string {
  return `${weeks} week${weeks === 1 ? '' : 's'} pregnant`;
}

export type TermName = 'preterm' | 'early term' | 'full term' | 'late term' | 'post term';

/** ACOG's name for a birth (or a pregnancy) at this many completed weeks. */
export function termNameOf(weeks: number): TermName {
  if (weeks < 37) return 'preterm';
  if (weeks < 39) return 'early term';
  if (weeks < 41) return 'full term';
  return weeks < 42 ? 'late term' : 'post term';
}
