import { TRIMESTER_WEEKS } from '../pregnancy.js';
import { daysBetween, stageFromBirthDate, stageFromDate, STAGES, type SetupStage } from '../stage.js';

/**
 * The parenting phase calculator (part 1 §1): the phase a due date or birthday implies, by the
 * stage rule of part 2 §4, with what that phase usually brings. A date from today on is a due
 * date (or a hoped-for one); a past date is a birthday, read by the born child's age bands, so a
 * baby born three days ago is a newborn and not, as the bare rounding would say, still pregnant.
 */

export interface PhaseGuide {
  summary: string;
  /** What the phase usually brings, for the parent. */
  brings: string[];
}

export const PHASE_GUIDE: Record<SetupStage, PhaseGuide> = {
  'trying-to-conceive': {
    summary: 'Getting ready for a pregnancy, or a due date more than 40 weeks away.',
    brings: [
      'Folic acid every day from now, ideally for three months before conceiving',
      'Learning your cycle and fertile window',
      'A preconception check-up to review medicines, vaccines and health conditions',
    ],
  },
  'pregnant-1st': {
    summary: `The first trimester, up to ${TRIMESTER_WEEKS[1].to} weeks: every major organ forms.`,
    brings: [
      'Tiredness, nausea and tender breasts for many',
      'The first prenatal appointment and the dating scan',
      'Folic acid, no alcohol and care with foods such as unpasteurised cheese',
    ],
  },
  'pregnant-2nd': {
    summary: `The second trimester, ${TRIMESTER_WEEKS[2].from} to ${TRIMESTER_WEEKS[2].to} weeks: often the most comfortable stretch.`,
    brings: [
      'More energy and the first movements you can feel',
      'The anatomy scan at about 20 weeks and the glucose test at 24 to 28 weeks',
      'Time to plan leave, childcare and the nursery',
    ],
  },
  'pregnant-3rd': {
    summary: `The third trimester, from ${TRIMESTER_WEEKS[3].from} weeks to birth: the baby gains most of the birth weight.`,
    brings: [
      'Heartburn, broken sleep and practice contractions',
      'Noticing the baby’s movements every day and calling if they slow down',
      'Packing the hospital bag, fitting the car seat and learning the signs of labour',
    ],
  },
  newborn: {
    summary: 'The first three months: feeding, sleeping and getting to know each other.',
    brings: [
      'Feeds every 2 to 3 hours, day and night',
      'Short, broken sleep (always on the back, in a clear cot)',
      'The first social smile at about 6 to 8 weeks, and recovery for the birth parent',
    ],
  },
  infant: {
    summary: 'From 3 to 12 months: rolling, sitting, crawling and first foods.',
    brings: [
      'Solid foods at around 6 months, alongside milk',
      'Naps settling from four to two a day',
      'Babbling, separation anxiety and, for many, first steps near the first birthday',
    ],
  },
  toddler: {
    summary: 'From 1 to 3 years: walking, talking and wanting to do it themselves.',
    brings: [
      'Words turning into short sentences',
      'Big feelings and tantrums, as the child learns to handle them',
      'One nap a day and, for many, starting potty training',
    ],
  },
  preschool: {
    summary: 'From 3 to 5 years: play, friendships and getting ready for school.',
    brings: [
      'Pretend play, questions about everything and longer conversations',
      'Learning to share, take turns and name feelings',
      'Dropping the nap and a steady 10 to 13 hours of sleep',
    ],
  },
};

export interface PhaseResult {
  stage: SetupStage;
  label: string;
  /** How the date was read. */
  dateKind: 'due' | 'birth';
  guide: PhaseGuide;
}

/** The phase a date implies now, with its label and guide. */
export function phaseFromDate(date: Date, now: Date): PhaseResult {
  const born = daysBetween(now, date) < 0;
  const stage = born ? stageFromBirthDate(date, now) : stageFromDate(date, now);
  return { stage, label: STAGES[stage].label, dateKind: born ? 'birth' : 'due', guide: PHASE_GUIDE[stage] };
}
