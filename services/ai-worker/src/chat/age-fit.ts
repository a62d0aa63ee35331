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

/** Who the question itself says it is about, when it says so ('my 3yo', '18 weeks with my 2nd'). */
const STATED = {
  // '18mo', '10 mths', '9 month old', 'a 2 week old', '3yo', '2.5 yrs old', '4 yr old'.
  months: /\b(\d{1,2})\s*-?\s*(?:mo|mos|mth|mths|m(?=\s*old)|months?(?=\s*-?\s*olds?\b))\b/g,
  weeksOld: /\b(\d{1,2})\s*-?\s*(?:weeks?|wks?|w)\s*-?\s*old\b|\b(\d{1,2})\s*wo\b/g,
  years:
    /\b(\d{1,2}(?:\.5)?)\s*-?\s*(?:yo|y\/o|yrs?(?=\s*-?\s*olds?\b)|years?(?=\s*-?\s*olds?\b))\b|\b(?:my|our|a|his|her|the|hes|he's|shes|she's|is)\s+(\d{1,2}(?:\.5)?)\s*-?\s*(?:yrs?|years?)\b(?!\s*(?:ago|now|later))/g,
  // Another child, named with a bare age: 'my eldest (5)', 'older one (4)', 'nephew is 5 and ...',
  // 'she's 3, is that ...' (about 1 in 8 questions ask about another child than the profile's).
  child:
    /\b(?:one|eldest|oldest|youngest|middle|son|daughter|boy|girl|kid|child|nephew|niece|brother|sister|stepson|stepdaughter|lo|ds|dd|he|she|hes|shes|he's|she's)\s*(?:\((\d{1,2})\)|(?:is|turned|just turned)\s+(\d{1,2})(?=\s*(?:$|[,.;:!?)]|and\b|now\b|but\b|so\b)))/g,
  // '36 weeks pregnant', '18 weeks with my 2nd', '10 wks w my 2nd', '13 weeks with no2', '20 weeks along'.
  pregnancy:
    /\b(\d{1,2})\s*(?:\+\d\s*)?(?:weeks?|wks?|w)\s+(?:pregnant|along|gone|with|w\/?)\b|\b(?:pregnant|expecting)\s+(?:with\s+\S+\s+)?(?:at\s+)?(\d{1,2})\s*(?:weeks?|wks?|w)\b/g,
  // ...but 'getting pregnant again' is trying for another baby, not being pregnant.
  pregnant:
    /\b(?:i'?m|i am|im|currently|now|while|when|being)\s+pregnant\b|(?<!\b(?:get|getting|to get|become|becoming|fall|falling)\s+)\bpregnant (?:again|with)\b/,
};

/**
 * The ages a question names for the child or pregnancy it asks about; null when it names none.
 * The question's own words beat the profile: a parent of a newborn asking about 'my 3yo', or of a
 * toddler asking at '18 weeks with my 2nd', means the age they wrote. Durations ('for 2 weeks',
 * 'trying 5 months') are not ages: only forms that say 'old', 'pregnant' or use an age shorthand count.
 */
export function statedAgeTarget(question: string): AgeTarget | null {
  const q = question.toLowerCase().replace(/[\u2018\u2019]/g, "'");
  const months: number[] = [];
  for (const m of q.matchAll(STATED.months)) months.push(Number(m[1]));
  for (const m of q.matchAll(STATED.weeksOld))
    months.push(Math.floor(Number(m[1] ?? m[2]) * MONTHS_PER_WEEK));
  for (const m of q.matchAll(STATED.years)) months.push(Math.round(Number(m[1] ?? m[2]) * 12));
  for (const m of q.matchAll(STATED.child))
    if (Number(m[1] ?? m[2]) <= 17) months.push(Number(m[1] ?? m[2]) * 12);
  const weeks = [...q.matchAll(STATED.pregnancy)].map((m) => Number(m[1] ?? m[2])).filter((w) => w <= 42);
  const target: AgeTarget = {};
  if (months.length) target.childMonths = [Math.min(...months), Math.max(...months)];
  if (weeks.length) target.pregnancyWeeks = [Math.min(...weeks), Math.max(...weeks)];
  else if (STATED.pregnant.test(q)) target.pregnancyWeeks = [1, 42];
  return target.childMonths || target.pregnancyWeeks ? target : null;
}

/** Trying for a baby, in the question's words ('trying for number 2', 'ttc'). */
const TRYING =
  /\bttc\b|\btrying (?:for (?:a |another |our )?(?:baby|number (?:\d|two|three)|no\.? ?\d|second|third|2nd|3rd|sibling)|to (?:get pregnant|conceive))\b/i;

/**
 * The ages a question is about: those it names, else the profile's; and trying to conceive as
 * well when the question says so, though the profile is a toddler's ('trying for number 2, my son
 * is 14 months'), so guidance on trying fits as well as guidance for the child's age.
 */
export function questionAgeTarget(question: string, child: ChatChild): AgeTarget {
  const target = statedAgeTarget(question) ?? ageTargetOf(child);
  return TRYING.test(question) && !target.trying ? { ...target, trying: true } : target;
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
