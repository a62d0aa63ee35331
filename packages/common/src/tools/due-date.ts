import { PREGNANCY_DAYS, pregnancyAgeOfDays, termNameOf, type Trimester } from '../pregnancy.js';
import { TRIMESTER_INFO, WEEKLY_INFO, type TrimesterInfo, type WeeklyInfo } from './due-date-info.js';

/**
 * The due date calculator (part 2 §2.11, §3, §4, §9): pure functions of a date, a mode and `now`.
 * Every date is a UTC calendar day (midnight UTC), so the answer never shifts with a time zone:
 * the web turns the visitor's own today into that day before calling.
 */

export { TRIMESTER_INFO, WEEKLY_INFO, type TrimesterInfo, type WeeklyInfo };

/** What the entered date is. IVF transfers count from the embryo's age at transfer. */
export type DueDateMode = 'lmp' | 'conception' | 'ivf-day3' | 'ivf-day5';

export const DUE_DATE_RULES = {
  /** Due date = 280 days (40 weeks) from the first day of the last menstrual period. */
  pregnancyDays: PREGNANCY_DAYS,
  /** Days from the LMP back-dated from each kind of date: conception is day 14 of the cycle;
   * a day-3 embryo was conceived 3 days before transfer (14 + 3), a day-5 blastocyst 5 (14 + 5). */
  lmpOffsetDays: { lmp: 0, conception: 14, 'ivf-day3': 17, 'ivf-day5': 19 } satisfies Record<
    DueDateMode,
    number
  >,
  /** A pregnancy past 44 weeks does not happen without delivery: such a date is a typo. */
  maxWeeks: 44,
  /** The card shows at most this many highlights per trimester (part 2 §9). */
  highlightsShown: 3,
  /** The week card takes the first entry within this many weeks of the current week. */
  weekCardReach: 2,
  /** ... else this week's entry. */
  weekCardFallback: 4,
} as const;

const termLabel = (week: number) => {
  const name = termNameOf(week);
  return `${name[0]!.toUpperCase()}${name.slice(1)}`;
};

/**
 * The weeks of the key dates list (part 2 §9), each with what it means. The trimester and term
 * weeks follow pregnancy.ts (the spec's "first trimester ends week 12" and "full term week 37"
 * gave way to its 0-13 trimester and ACOG's term names).
 */
export const KEY_DATE_WEEKS = [
  {
    week: 14,
    label: 'Second trimester begins',
    detail: 'The risk of miscarriage has fallen markedly, and many feel more energy.',
  },
  {
    week: 20,
    label: 'Anatomy scan',
    detail: 'The mid-pregnancy ultrasound, usually between 18 and 22 weeks.',
  },
  {
    week: 24,
    label: 'Viability',
    detail: 'With intensive neonatal care, a baby born from now has a chance to survive.',
  },
  {
    week: 28,
    label: 'Third trimester begins',
    detail:
      'Know your baby’s usual pattern of movements (no need to count kicks) and call your maternity unit straight away if it slows or changes.',
  },
  {
    week: 37,
    label: termLabel(37),
    detail: 'A baby born from 37+0 to 38+6 weeks is early term.',
  },
  {
    week: 39,
    label: termLabel(39),
    detail: 'From 39+0 to 40+6 weeks: the best time for a baby to be born.',
  },
  { week: 40, label: 'Due date', detail: 'Only about 1 in 20 babies arrives on the day itself.' },
  {
    week: 41,
    label: termLabel(41),
    detail: 'From 41+0 weeks your team will offer a membrane sweep or induction.',
  },
] as const;

export const DUE_DATE_TEXT = {
  successTitle: 'Due date calculated!',
  missingTitle: 'Please enter a date',
  missingDescription: 'Select your last menstrual period or conception date to calculate.',
  future: 'The date cannot be after today.',
  tooLongAgo: `That date means more than ${DUE_DATE_RULES.maxWeeks} weeks of pregnancy. Please check the date.`,
} as const;

export interface KeyDate {
  week: number;
  label: string;
  detail: string;
  date: Date;
  /** The day has come (today or earlier). */
  reached: boolean;
}

export interface TrimesterCard extends TrimesterInfo {
  trimester: 1 | 2 | 3;
  current: boolean;
}

export interface DueDateResult {
  lmp: Date;
  dueDate: Date;
  /** 'Monday' ... 'Sunday', of the due date. */
  weekday: string;
  daysPregnant: number;
  /** Completed weeks of pregnancy, counted from the LMP, and the days past them. */
  gestationalAge: number;
  gestationalDays: number;
  weeksLeft: number;
  daysLeft: number;
  progressPercentage: number;
  currentTrimester: Trimester;
  keyDates: KeyDate[];
  weekCard: WeeklyInfo;
  trimesterCards: TrimesterCard[];
}

export type DueDateOutcome = { ok: true; result: DueDateResult } | { ok: false; problem: string };

const DAY_MS = 86_400_000;
const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;

/** Midnight UTC of a moment's UTC calendar day. */
export function utcCalendarDay(d: Date): Date {
  return new Date(Math.floor(d.getTime() / DAY_MS) * DAY_MS);
}
const addDays = (d: Date, days: number) => new Date(utcCalendarDay(d).getTime() + days * DAY_MS);
const dayDiff = (from: Date, to: Date) =>
  Math.round((utcCalendarDay(to).getTime() - utcCalendarDay(from).getTime()) / DAY_MS);

/** A 'yyyy-mm-dd' value (a date input's) as its UTC day; null when it is not a real date. */
export function parseCalendarDay(value: string): Date | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value.trim());
  if (!m) return null;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(y, mo - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === mo - 1 && date.getUTCDate() === d
    ? date
    : null;
}

/** The first day of the last menstrual period the entered date implies. */
export function lmpFrom(mode: DueDateMode, date: Date): Date {
  return addDays(date, -DUE_DATE_RULES.lmpOffsetDays[mode]);
}

/**
 * The week card: the first weekly entry within 2 weeks of the current week, else week 4. A pregnancy
 * past 40 weeks reads as week 40: the spec's fallback is meant for the first weeks, and week 4's
 * card would be absurd for someone overdue.
 */
export function weekCardFor(weeks: number): WeeklyInfo {
  const week = Math.min(weeks, 40);
  const near = WEEKLY_INFO.find((w) => Math.abs(w.week - week) <= DUE_DATE_RULES.weekCardReach);
  return near ?? WEEKLY_INFO.find((w) => w.week === DUE_DATE_RULES.weekCardFallback)!;
}

/** Progress = weeks / 40 as a whole percentage, capped 0 to 100. */
export function progressOf(weeks: number): number {
  return Math.min(100, Math.max(0, Math.round((weeks / 40) * 100)));
}

/**
 * The whole result for a date entered in a mode, or why the date cannot be used: after today, or
 * so long ago the pregnancy would be past 44 weeks.
 */
export function calculateDueDate(mode: DueDateMode, entered: Date, now: Date): DueDateOutcome {
  const today = utcCalendarDay(now);
  if (Number.isNaN(entered.getTime())) return { ok: false, problem: DUE_DATE_TEXT.missingDescription };
  if (dayDiff(today, entered) > 0) return { ok: false, problem: DUE_DATE_TEXT.future };
  const lmp = lmpFrom(mode, entered);
  const daysPregnant = dayDiff(lmp, today);
  if (daysPregnant > DUE_DATE_RULES.maxWeeks * 7) return { ok: false, problem: DUE_DATE_TEXT.tooLongAgo };

  const dueDate = addDays(lmp, DUE_DATE_RULES.pregnancyDays);
  const { weeks, extraDays, trimester: currentTrimester } = pregnancyAgeOfDays(daysPregnant);
  return {
    ok: true,
    result: {
      lmp,
      dueDate,
      weekday: WEEKDAYS[dueDate.getUTCDay()]!,
      daysPregnant,
      gestationalAge: weeks,
      gestationalDays: extraDays,
      weeksLeft: Math.max(0, 40 - weeks),
      daysLeft: Math.max(0, dayDiff(today, dueDate)),
      progressPercentage: progressOf(weeks),
      currentTrimester,
      keyDates: KEY_DATE_WEEKS.map((k) => {
        const date = addDays(lmp, k.week * 7);
        return { ...k, date, reached: dayDiff(date, today) >= 0 };
      }),
      weekCard: weekCardFor(weeks),
      trimesterCards: TRIMESTER_INFO.map((info, i) => ({
        ...info,
        keyHighlights: info.keyHighlights.slice(0, DUE_DATE_RULES.highlightsShown),
        trimester: (i + 1) as Trimester,
        current: i + 1 === currentTrimester,
      })),
    },
  };
}
