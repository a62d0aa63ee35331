import { dateKindOf, saneDate, type StagedProfile } from '@nestkeep/common/web';

/**
 * Whether the Solids tab is offered for a child, by age. The NHS advises starting solid foods at
 * around 6 months; some babies start a little earlier on a health visitor's advice (never before
 * 17 weeks, ESPGHAN), and the log must not refuse a meal a parent really gave. So Solids is shut
 * under 4 whole months (a newborn or a pregnancy: walk-a34 showed it for an 8-week-old), open with
 * a note from 4 to 6 months, and open without one from 6 months. A born child without a date goes
 * by its stage: a newborn (0-3 months) is too young, an older stage is not.
 */
export type SolidsReadiness = 'too-young' | 'early' | 'ready';

export const SOLIDS_TOO_YOUNG = 'Solids usually start around 6 months.';
export const SOLIDS_EARLY =
  'The NHS advises starting solids at around 6 months. If you are starting earlier, check with your health visitor.';

const TOO_YOUNG_STAGES = ['newborn', 'labor-birth', 'postpartum-recovery'];

/** Whole calendar months from `from` to `to` (UTC dates, as the age labels count them). */
function wholeMonths(from: Date, to: Date): number {
  const months = (to.getUTCFullYear() - from.getUTCFullYear()) * 12 + (to.getUTCMonth() - from.getUTCMonth());
  return to.getUTCDate() < from.getUTCDate() ? months - 1 : months;
}

export function solidsReadiness(child: StagedProfile, now: Date = new Date()): SolidsReadiness {
  if (dateKindOf(child.currentStage) !== 'birth') return 'too-young';
  const birth = saneDate(child.dateOfBirth);
  if (!birth) return TOO_YOUNG_STAGES.includes(child.currentStage) ? 'too-young' : 'ready';
  const months = wholeMonths(birth, now);
  if (months < 4) return 'too-young';
  return months < 6 ? 'early' : 'ready';
}
