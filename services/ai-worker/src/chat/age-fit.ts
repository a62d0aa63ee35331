import { STAGES, type ChatChild, type ChildStage } from '@nestkeep/common';
import type { KnowledgePassage } from './knowledge-schema.js';

/**
 * Who a question is about, as ranges the knowledge base's tags can be compared with: trying to
 * conceive, weeks of pregnancy, or the child's age in months. A profile with a date gives one
 * point (week 24, 5 months); a stage without a date gives the stage's whole range.
 */
export interface AgeTarget {
  trying?: boolean;
  pregnancyWeeks?: [number, number];
  childMonths?: [number, number];
}
type Ages = KnowledgePassage['ages'];

/** Relevance multipliers (retrieval multiplies a passage's text score by one of these). */
export const AGE_FIT = {
  /** The passage is tagged for this child's age. */
  fits: 1.5,
  /** Tagged for the same phase of life, a little older or younger. */
  near: 0.8,
  /** Same phase, far off (a newborn passage for a 2-year-old). */
  far: 0.45,
  /** Another phase of life altogether (a pregnancy passage for a toddler). */
  other: 0.2,
  /** Nothing known about the child, or nothing tagged: no preference. */
  unknown: 1,
} as const;

const MONTHS_PER_WEEK = 12 / 52;

function stageRange(stage: ChildStage): AgeTarget {
  const { fromWeek, toWeek } = STAGES[stage];
  if (stage === 'trying-to-conceive') return { trying: true };
  if (stage.startsWith('pregnant-')) {
    // Weeks before birth: -40..-27 is pregnancy weeks 1-13; the third trimester runs on past 40.
    const from = Math.max(1, 40 + (fromWeek ?? -40) + 1);
    const to = stage === 'pregnant-3rd' ? 42 : 40 + (toWeek ?? 0);
    return { pregnancyWeeks: [from, to] };
  }
  if (stage === 'labor-birth') return { pregnancyWeeks: [37, 42], childMonths: [0, 0] };
  const from = Math.round((fromWeek ?? 0) * MONTHS_PER_WEEK);
  const to = Math.max(from, Math.round((toWeek ?? 0) * MONTHS_PER_WEEK) - 1);
  return { childMonths: [from, to] };
}

/** The ranges a question about this child should prefer; empty when nothing is known. */
export function ageTargetOf(child: ChatChild): AgeTarget {
  const stage = Object.hasOwn(STAGES, child.stage) ? (child.stage as ChildStage) : null;
  if (child.pregnancyWeek !== null && (!stage || stage.startsWith('pregnant-'))) {
    return { pregnancyWeeks: [child.pregnancyWeek, child.pregnancyWeek] };
  }
  if (child.ageMonths !== null && stage !== 'trying-to-conceive' && !stage?.startsWith('pregnant-')) {
    return { childMonths: [child.ageMonths, child.ageMonths] };
  }
  return stage ? stageRange(stage) : {};
}

/** How far apart two ranges are (0 when they overlap). */
function gap([a1, a2]: [number, number], [b1, b2]: [number, number]): number {
  return Math.max(0, b1 - a2, a1 - b2);
}

/** The multiplier for a passage tagged `ages` when the question is about `target`. */
export function ageFit(target: AgeTarget, ages: Ages): number {
  if (!target.trying && !target.pregnancyWeeks && !target.childMonths) return AGE_FIT.unknown;
  let best: number = AGE_FIT.other;
  if (target.trying && ages.trying) best = AGE_FIT.fits;
  if (target.pregnancyWeeks && ages.pregnancyWeeks) {
    const d = gap(target.pregnancyWeeks, ages.pregnancyWeeks);
    best = Math.max(best, d === 0 ? AGE_FIT.fits : d <= 4 ? AGE_FIT.near : AGE_FIT.far);
  }
  if (target.childMonths && ages.childMonths) {
    const d = gap(target.childMonths, ages.childMonths);
    // A month matters at 2 months, much less at 4 years.
    const nearBy = Math.max(2, target.childMonths[0] / 4);
    best = Math.max(best, d === 0 ? AGE_FIT.fits : d <= nearBy ? AGE_FIT.near : AGE_FIT.far);
  }
  return best;
}

/** The ages a saved item's parenting phase stands for; null for 'general' or an unanalysed item. */
export function agesOfPhase(phase: string | null): Ages | null {
  switch (phase) {
    case 'fertility':
      return { trying: true };
    case 'pregnancy':
      return { pregnancyWeeks: [1, 42] };
    case 'postpartum':
      return { childMonths: [0, 6] };
    case 'newborn':
      return { childMonths: [0, 3] };
    case 'infant':
      return { childMonths: [3, 12] };
    case 'toddler':
      return { childMonths: [12, 36] };
    case 'preschool':
      return { childMonths: [36, 60] };
    default:
      return null;
  }
}
