/**
 * The milestone tracker's rules (part 2 §4 "Milestone stage flag", §9): a child's age in whole
 * months, each stage's current/past/future flag by the ±2 month window, a stage's completion and
 * the stage tab the tracker opens on. Pure functions: identity answers with them, tests pin them.
 */

export type MilestoneStageStatus = 'current' | 'past' | 'future';

/** A stage is current while the child's age is within this many months of it (part 2 §9). */
export const MILESTONE_STAGE_WINDOW_MONTHS = 2;

/**
 * Whole calendar months from the birth date to `now` (UTC dates): a baby born on 15 March is 1
 * month old from 15 April, and still 0 on 14 April. Negative when the date is after `now`.
 */
export function childAgeInMonths(dateOfBirth: Date, now: Date): number {
  const months =
    (now.getUTCFullYear() - dateOfBirth.getUTCFullYear()) * 12 +
    (now.getUTCMonth() - dateOfBirth.getUTCMonth());
  return now.getUTCDate() < dateOfBirth.getUTCDate() ? months - 1 : months;
}

/**
 * Current while the child's age is within 2 months of the stage's age (both ends included), past
 * once the child is more than 2 months older, future while more than 2 months younger. Without an
 * age (no birth date, or not born yet) every stage is still ahead: future.
 */
export function stageFlag(childAgeMonths: number | null, stageAgeMonths: number): MilestoneStageStatus {
  if (childAgeMonths === null) return 'future';
  const diff = childAgeMonths - stageAgeMonths;
  if (diff > MILESTONE_STAGE_WINDOW_MONTHS) return 'past';
  if (diff < -MILESTONE_STAGE_WINDOW_MONTHS) return 'future';
  return 'current';
}

/** Achieved share of a stage's milestones, a whole percentage (0 for an empty stage). */
export function completionPercentage(achieved: number, total: number): number {
  if (total <= 0) return 0;
  return Math.round((Math.min(achieved, total) / total) * 100);
}

/**
 * The stage tab to open: the current stage; when two are current (a 3-month-old sits between the
 * 2 and 4 month stages) the nearer one, and on a tie the younger, whose checkup age the child has
 * reached. When none is current: the nearest stage still ahead, else (older than every stage) the
 * last one. Null only when there are no stages.
 */
export function preselectedStageId(
  stages: ReadonlyArray<{ id: string; ageInMonths: number }>,
  childAgeMonths: number | null,
): string | null {
  if (stages.length === 0) return null;
  const byAge = [...stages].sort((a, b) => a.ageInMonths - b.ageInMonths);
  if (childAgeMonths === null) return byAge[0].id;
  const current = byAge.filter((s) => stageFlag(childAgeMonths, s.ageInMonths) === 'current');
  if (current.length > 0) {
    const distance = (s: { ageInMonths: number }) => Math.abs(childAgeMonths - s.ageInMonths);
    return current.reduce((best, s) => (distance(s) < distance(best) ? s : best)).id;
  }
  const ahead = byAge.find((s) => stageFlag(childAgeMonths, s.ageInMonths) === 'future');
  return (ahead ?? byAge[byAge.length - 1]).id;
}
