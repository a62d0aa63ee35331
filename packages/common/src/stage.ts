import type { Phase } from './content-taxonomy.js';
import { PREGNANCY_DAYS, pregnancyAgeFromDaysToDue, weeksPregnantText, type Trimester } from './pregnancy.js';

/**
 * Parenting stages: the two lists of the spec, one label and age range per stage, the stage a
 * date implies, the stage and age a profile shows, and which dates a stage accepts. Pure functions
 * of a `now`, shared by the server (responses, checks) and the web (forms, client-side labels).
 */

/** The setup dialog's list and the add-child dialog's longer list (part 2 §3). */
export const SETUP_STAGES = [
  'trying-to-conceive',
  'pregnant-1st',
  'pregnant-2nd',
  'pregnant-3rd',
  'newborn',
  'infant',
  'toddler',
  'preschool',
] as const;
export const ADD_CHILD_STAGES = [
  'trying-to-conceive',
  'pregnant-1st',
  'pregnant-2nd',
  'pregnant-3rd',
  'labor-birth',
  'postpartum-recovery',
  'newborn',
  'infant',
  'toddler',
  'preschooler',
] as const;
export type SetupStage = (typeof SETUP_STAGES)[number];
export type ChildStage = SetupStage | (typeof ADD_CHILD_STAGES)[number];
/** Both readings stand (spec part 2 §3), so the server accepts the union. */
export const CHILD_STAGES = [...new Set<ChildStage>([...SETUP_STAGES, ...ADD_CHILD_STAGES])] as [
  ChildStage,
  ...ChildStage[],
];

/**
 * One label and one age range per stage, for every screen. Ages are weeks from birth (negative
 * before it), the same bounds `stageFromDate` uses: so a newborn is under 13 weeks (0-3 months)
 * and an infant 13 to 52 weeks (3-12 months). The spec's two lists label the infant '4-12' and
 * '3-12' months; '3-12' is the one that meets the newborn range without a gap. 'preschooler' is
 * the add-child list's name for 'preschool' and reads the same. Before birth, -40 + w is pregnancy
 * week w, so the trimesters read as weeks 1-13, 14-27 and 28-40 (pregnancy.ts decides them).
 */
export const STAGES: Record<ChildStage, { label: string; fromWeek: number | null; toWeek: number | null }> = {
  'trying-to-conceive': { label: 'Trying to Conceive', fromWeek: null, toWeek: -40 },
  'pregnant-1st': { label: 'Pregnant (1st Trimester)', fromWeek: -40, toWeek: -27 },
  'pregnant-2nd': { label: 'Pregnant (2nd Trimester)', fromWeek: -27, toWeek: -13 },
  'pregnant-3rd': { label: 'Pregnant (3rd Trimester)', fromWeek: -13, toWeek: 0 },
  'labor-birth': { label: 'Labor & Birth', fromWeek: 0, toWeek: 0 },
  'postpartum-recovery': { label: 'Postpartum Recovery', fromWeek: 0, toWeek: 13 },
  newborn: { label: 'Newborn (0-3 months)', fromWeek: 0, toWeek: 13 },
  infant: { label: 'Infant (3-12 months)', fromWeek: 13, toWeek: 52 },
  toddler: { label: 'Toddler (1-3 years)', fromWeek: 52, toWeek: 156 },
  preschool: { label: 'Preschool (3-5 years)', fromWeek: 156, toWeek: 260 },
  preschooler: { label: 'Preschool (3-5 years)', fromWeek: 156, toWeek: 260 },
};

/** Labels by stage value (kept for screens that index a map). */
export const STAGE_LABELS = Object.fromEntries(
  Object.entries(STAGES).map(([stage, info]) => [stage, info.label]),
) as Record<ChildStage, string>;

/** The one label of a stage value; an unknown value (an old row) reads as itself. */
export function stageLabel(stage: string): string {
  return Object.hasOwn(STAGES, stage) ? STAGES[stage as ChildStage].label : stage;
}

/** Stages before birth: their date is a due date (or, trying to conceive, a hoped-for one). */
export const PRENATAL_STAGES: readonly string[] = [
  'trying-to-conceive',
  'pregnant-1st',
  'pregnant-2nd',
  'pregnant-3rd',
];
const PREGNANCY_STAGES: readonly string[] = ['pregnant-1st', 'pregnant-2nd', 'pregnant-3rd'];

/** What a profile's date means for its stage. */
export type DateKind = 'hoped-for' | 'due' | 'birth';
export function dateKindOf(stage: string): DateKind {
  if (stage === 'trying-to-conceive') return 'hoped-for';
  return PREGNANCY_STAGES.includes(stage) ? 'due' : 'birth';
}
export function isPrenatalStage(stage: string): boolean {
  return PRENATAL_STAGES.includes(stage);
}

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;
/** Days since 1970-01-01 of a moment's UTC calendar date. */
const utcDay = (d: Date) => Math.floor(d.getTime() / DAY_MS);

/** Whole calendar days from `now` to `date` (UTC dates), negative when the date is past. */
export function daysBetween(now: Date, date: Date): number {
  return utcDay(date) - utcDay(now);
}

/** The pregnancy stage of each trimester. */
const TRIMESTER_STAGES: Record<Trimester, SetupStage> = {
  1: 'pregnant-1st',
  2: 'pregnant-2nd',
  3: 'pregnant-3rd',
};

/**
 * The stage a due date or birthday implies (part 2 §4): a date more than 40 weeks ahead means
 * trying to conceive; a due date from today on, its trimester by the one pregnancy rule
 * (pregnancy.ts: 0-13, 14-27, 28+ completed weeks); a date up to 6 days past, still the third
 * (the spec rounds weeks up from days); an older date, a child's age band.
 */
export function stageFromDate(date: Date, now: Date = new Date()): SetupStage {
  const daysToDue = daysBetween(now, date);
  if (daysToDue > PREGNANCY_DAYS) return 'trying-to-conceive';
  if (daysToDue >= 0) return TRIMESTER_STAGES[pregnancyAgeFromDaysToDue(daysToDue).trimester];
  // The spec rounds weeks up from days, so a date 1-6 days ago is still week 0: pregnant-3rd.
  if (daysToDue > -7) return 'pregnant-3rd';
  return stageFromBirthDate(date, now);
}

/** A born child's stage from the birth date: newborn under 13 weeks, then the age bands. */
export function stageFromBirthDate(birth: Date, now: Date = new Date()): SetupStage {
  const ageDays = -daysBetween(now, birth);
  if (ageDays < 13 * 7) return 'newborn';
  if (ageDays < 52 * 7) return 'infant';
  if (ageDays < 156 * 7) return 'toddler';
  return 'preschool';
}

/** A pregnancy's trimester from its due date; an overdue pregnancy stays in the third. */
export function stageFromDueDate(due: Date, now: Date = new Date()): SetupStage {
  return TRIMESTER_STAGES[pregnancyAgeFromDaysToDue(Math.max(0, daysBetween(now, due))).trimester];
}

/** The stage a pregnancy trimester answer implies (onboarding, part 2 §2.3). */
export function stageFromTrimester(trimester: 'first' | 'second' | 'third'): SetupStage {
  return trimester === 'first' ? 'pregnant-1st' : trimester === 'second' ? 'pregnant-2nd' : 'pregnant-3rd';
}

/** What the stage and age rules read of a profile: a response (ISO string) or a stored row. */
export interface StagedProfile {
  currentStage: string;
  dateOfBirth: string | Date | null;
}

/**
 * A profile's date when it is one a person could mean (years 1900-2199), else null: a bad row
 * stored before the checks (year 10000, 1800) reads as having no date instead of breaking a list.
 */
export function saneDate(value: string | Date | null | undefined): Date | null {
  if (!value) return null;
  const date = typeof value === 'string' ? new Date(value) : value;
  const year = date.getUTCFullYear();
  return Number.isNaN(date.getTime()) || year < 1900 || year > 2199 ? null : date;
}

/**
 * The stage a profile shows now: with a date, the date decides as the child grows (a pregnancy
 * its trimester, a born child its age band). Labor & Birth and Postpartum Recovery, chosen by
 * the parent, hold through the newborn weeks; trying to conceive, and any profile without a date,
 * shows the stage stored.
 */
export function childStage(profile: StagedProfile, now: Date = new Date()): string {
  const date = saneDate(profile.dateOfBirth);
  const stored = profile.currentStage;
  if (!date) return stored;
  const kind = dateKindOf(stored);
  if (kind === 'hoped-for') return stored;
  if (kind === 'due') return stageFromDueDate(date, now);
  const byAge = stageFromBirthDate(date, now);
  const parentMoment = stored === 'labor-birth' || stored === 'postpartum-recovery';
  return parentMoment && byAge === 'newborn' ? stored : byAge;
}

const plural = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'}`;

/** Whole calendar months from `from` to `to` (UTC dates). */
function wholeMonths(from: Date, to: Date): number {
  const months = (to.getUTCFullYear() - from.getUTCFullYear()) * 12 + (to.getUTCMonth() - from.getUTCMonth());
  return to.getUTCDate() < from.getUTCDate() ? months - 1 : months;
}

/**
 * The child's age for the switcher and dashboard: days in the first week, weeks under 3 months,
 * months under 2 years, then years ('3 weeks old', '5 months old', '2 years old'). A pregnancy
 * shows its completed weeks ('24 weeks pregnant', the one rule of pregnancy.ts) and, in the
 * last 4 weeks, the countdown ('Due in 3 weeks',
 * 'Due in 5 days', 'Due tomorrow', 'Due today', '2 days past due date'). Null without a date,
 * and when trying to conceive.
 */
export function childAgeLabel(profile: StagedProfile, now: Date = new Date()): string | null {
  const date = saneDate(profile.dateOfBirth);
  if (!date) return null;
  const kind = dateKindOf(profile.currentStage);
  if (kind === 'hoped-for') return null;
  const days = daysBetween(now, date);
  if (kind === 'due') {
    if (days < 0) return `${plural(-days, 'day')} past due date`;
    if (days === 0) return 'Due today';
    if (days === 1) return 'Due tomorrow';
    if (days < 14) return `Due in ${days} days`;
    if (days < 28) return `Due in ${Math.floor(days / 7)} weeks`;
    return weeksPregnantText(pregnancyAgeFromDaysToDue(days).weeks);
  }
  const ageDays = -days;
  if (ageDays <= 0) return 'Born today';
  if (ageDays < 7) return `${plural(ageDays, 'day')} old`;
  const today = new Date(utcDay(now) * DAY_MS);
  const months = wholeMonths(date, today);
  if (months < 3) return `${plural(Math.floor(ageDays / 7), 'week')} old`;
  if (months < 24) return `${plural(months, 'month')} old`;
  return `${plural(Math.floor(months / 12), 'year')} old`;
}

/** How far back a birth date, and ahead a due or hoped-for date, may lie. */
export const MAX_CHILD_AGE_YEARS = 18;
export const MAX_DUE_WEEKS_AHEAD = 44;
export const MAX_HOPED_FOR_YEARS_AHEAD = 5;

/** `now` shifted by whole UTC calendar years (29 February falls back to 28 February). */
function yearsFrom(now: Date, years: number): Date {
  const d = new Date(Date.UTC(now.getUTCFullYear() + years, now.getUTCMonth(), 1));
  const lastDay = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 0)).getUTCDate();
  d.setUTCDate(Math.min(now.getUTCDate(), lastDay));
  return d;
}

/**
 * Why a date does not fit a stage, or null when it does. "Today" is anyone's today: from the
 * latest time zone (UTC-12) to the earliest (UTC+14), so nobody is refused their own today.
 * - a birth date: not in the future, not more than 18 years ago;
 * - a due date: from today to 44 weeks (about 10 months) ahead; a baby who has arrived gets a
 *   born stage and a birth date instead;
 * - trying to conceive: a date is optional and loose (a hoped-for date, never used for the
 *   stage or age), from today up to 5 years ahead.
 */
export function childDateProblem(stage: string, date: Date, now: Date = new Date()): string | null {
  if (Number.isNaN(date.getTime())) return 'is not a real date';
  const day = utcDay(date);
  const earliestToday = utcDay(new Date(now.getTime() - 12 * HOUR_MS));
  const latestToday = utcDay(new Date(now.getTime() + 14 * HOUR_MS));
  const kind = dateKindOf(stage);
  if (kind === 'birth') {
    if (day > latestToday) return 'Date of birth cannot be in the future';
    if (day < utcDay(yearsFrom(now, -MAX_CHILD_AGE_YEARS)) - 1) {
      return `Date of birth cannot be more than ${MAX_CHILD_AGE_YEARS} years ago`;
    }
    return null;
  }
  if (kind === 'due') {
    if (day < earliestToday) {
      return 'Due date cannot be in the past. If your baby has arrived, set the stage to Newborn with the date of birth.';
    }
    if (day > latestToday + MAX_DUE_WEEKS_AHEAD * 7) {
      return `Due date cannot be more than ${MAX_DUE_WEEKS_AHEAD} weeks ahead`;
    }
    return null;
  }
  if (day < earliestToday) return 'A date when trying to conceive cannot be in the past';
  if (day > utcDay(yearsFrom(now, MAX_HOPED_FOR_YEARS_AHEAD)) + 1) {
    return `A date when trying to conceive cannot be more than ${MAX_HOPED_FOR_YEARS_AHEAD} years ahead`;
  }
  return null;
}

/**
 * The content phases (content-taxonomy PHASES) that fit a child's age now (issue 22 point 10): the
 * stage's own phase, never the next one, so the dashboard's 'For {name} now' holds only what fits
 * today. The weeks after birth are both the newborn's and the parent's recovery (both 0-13 weeks,
 * STAGES), so those stages take both. Ask it of the stage the child's date gives (`childStage`,
 * which a profile response's `currentStage` already is), not of a stage stored long ago.
 */
const STAGE_PHASES: Record<ChildStage, readonly Phase[]> = {
  'trying-to-conceive': ['fertility'],
  'pregnant-1st': ['pregnancy'],
  'pregnant-2nd': ['pregnancy'],
  'pregnant-3rd': ['pregnancy'],
  'labor-birth': ['postpartum', 'newborn'],
  'postpartum-recovery': ['postpartum', 'newborn'],
  newborn: ['newborn', 'postpartum'],
  infant: ['infant'],
  toddler: ['toddler'],
  preschool: ['preschool'],
  preschooler: ['preschool'],
};
export function phasesForStage(stage: string): readonly Phase[] {
  return Object.hasOwn(STAGE_PHASES, stage) ? STAGE_PHASES[stage as ChildStage] : [];
}
