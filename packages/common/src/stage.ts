/** Parenting stages. The setup dialog's list and the add-child dialog's longer list (part 2 §3). */
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
/** Both readings stand (spec part 2 §3), so the server accepts the union. */
export const CHILD_STAGES = [...new Set([...SETUP_STAGES, ...ADD_CHILD_STAGES])] as [string, ...string[]];
export type SetupStage = (typeof SETUP_STAGES)[number];

/** Stages before birth: their date is a due date and may lie in the future. */
export const PRENATAL_STAGES: readonly string[] = [
  'trying-to-conceive',
  'pregnant-1st',
  'pregnant-2nd',
  'pregnant-3rd',
];

export const STAGE_LABELS: Record<SetupStage, string> = {
  'trying-to-conceive': 'Trying to Conceive',
  'pregnant-1st': 'Pregnant (1st Trimester)',
  'pregnant-2nd': 'Pregnant (2nd Trimester)',
  'pregnant-3rd': 'Pregnant (3rd Trimester)',
  newborn: 'Newborn (0-3 months)',
  infant: 'Infant (4-12 months)',
  toddler: 'Toddler (1-3 years)',
  preschool: 'Preschool (3-5 years)',
};

const DAY_MS = 86_400_000;

/** Whole calendar days from `now` to `date` (UTC dates), negative when the date is past. */
export function daysBetween(now: Date, date: Date): number {
  const utcDay = (d: Date) => Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate());
  return Math.round((utcDay(date) - utcDay(now)) / DAY_MS);
}

/**
 * The stage a due date or birthday implies (part 2 §4): weeks from now to the date, rounded up
 * from days; far-future dates mean trying to conceive, past dates a child's age band.
 */
export function stageFromDate(date: Date, now: Date = new Date()): SetupStage {
  const weeks = Math.ceil(daysBetween(now, date) / 7);
  if (weeks > 40) return 'trying-to-conceive';
  if (weeks > 27) return 'pregnant-1st';
  if (weeks > 13) return 'pregnant-2nd';
  if (weeks >= 0) return 'pregnant-3rd';
  if (weeks > -13) return 'newborn';
  if (weeks > -52) return 'infant';
  if (weeks > -156) return 'toddler';
  return 'preschool';
}

/** The stage a pregnancy trimester answer implies (onboarding, part 2 §2.3). */
export function stageFromTrimester(trimester: 'first' | 'second' | 'third'): SetupStage {
  return trimester === 'first' ? 'pregnant-1st' : trimester === 'second' ? 'pregnant-2nd' : 'pregnant-3rd';
}
