import { describe, expect, it } from 'vitest';
import {
  calculateDueDate,
  DUE_DATE_TEXT,
  KEY_DATE_WEEKS,
  lmpFrom,
  parseCalendarDay,
  progressOf,
  weekCardFor,
  WEEKLY_INFO,
  TRIMESTER_INFO,
  type DueDateMode,
  type DueDateResult,
} from '../src/tools/due-date.js';
import { PHASE_GUIDE } from '../src/tools/phase-guide.js';

const now = new Date('2026-06-15T22:30:00Z');
const day = (iso: string) => parseCalendarDay(iso)!;
const daysAgo = (days: number) => new Date(Date.UTC(2026, 5, 15 - days));
const iso = (d: Date) => d.toISOString().slice(0, 10);

function result(mode: DueDateMode, date: Date): DueDateResult {
  const outcome = calculateDueDate(mode, date, now);
  if (!outcome.ok) throw new Error(outcome.problem);
  return outcome.result;
}

describe('due date from the last menstrual period', () => {
  it('is 280 days after the LMP, on its weekday', () => {
    const r = result('lmp', day('2026-01-01'));
    expect(iso(r.dueDate)).toBe('2026-10-08');
    expect(r.weekday).toBe('Thursday');
    expect(iso(r.lmp)).toBe('2026-01-01');
  });

  it('counts weeks and days pregnant from the LMP, by calendar day whatever the hour of now', () => {
    const r = result('lmp', daysAgo(100));
    expect(r.daysPregnant).toBe(100);
    expect(r.gestationalAge).toBe(14);
    expect(r.gestationalDays).toBe(2);
    expect(r.weeksLeft).toBe(26);
    expect(r.daysLeft).toBe(180);
    expect(r.progressPercentage).toBe(35);
  });

  it('accepts today (0 weeks) with the full 40 weeks and 280 days left', () => {
    const r = result('lmp', daysAgo(0));
    expect(r.gestationalAge).toBe(0);
    expect(r.weeksLeft).toBe(40);
    expect(r.daysLeft).toBe(280);
    expect(r.progressPercentage).toBe(0);
    expect(r.currentTrimester).toBe(1);
  });

  it('past 40 weeks keeps weeksLeft and daysLeft at 0 and progress at 100', () => {
    const r = result('lmp', daysAgo(41 * 7 + 3));
    expect(r.gestationalAge).toBe(41);
    expect(r.weeksLeft).toBe(0);
    expect(r.daysLeft).toBe(0);
    expect(r.progressPercentage).toBe(100);
    expect(r.currentTrimester).toBe(3);
  });

  it('refuses a date after today', () => {
    expect(calculateDueDate('lmp', daysAgo(-1), now)).toEqual({ ok: false, problem: DUE_DATE_TEXT.future });
    expect(calculateDueDate('conception', daysAgo(-1), now)).toEqual({
      ok: false,
      problem: DUE_DATE_TEXT.future,
    });
  });

  it('accepts exactly 44 weeks and refuses a day more', () => {
    expect(calculateDueDate('lmp', daysAgo(44 * 7), now).ok).toBe(true);
    expect(calculateDueDate('lmp', daysAgo(44 * 7 + 1), now)).toEqual({
      ok: false,
      problem: DUE_DATE_TEXT.tooLongAgo,
    });
    // a conception date 42 weeks ago means 44 weeks from the LMP
    expect(calculateDueDate('conception', daysAgo(42 * 7), now).ok).toBe(true);
    expect(calculateDueDate('conception', daysAgo(42 * 7 + 1), now).ok).toBe(false);
  });

  it('refuses a date that is not a real day', () => {
    expect(parseCalendarDay('2026-02-30')).toBeNull();
    expect(parseCalendarDay('')).toBeNull();
    expect(calculateDueDate('lmp', new Date(Number.NaN), now).ok).toBe(false);
  });
});

describe('other modes', () => {
  it('conception: LMP 14 days before, due date 266 days after conception', () => {
    const r = result('conception', day('2026-03-10'));
    expect(iso(r.lmp)).toBe('2026-02-24');
    expect(iso(r.dueDate)).toBe('2026-12-01');
  });

  it('IVF day-3 transfer: LMP 17 days before, due 263 days after', () => {
    expect(iso(lmpFrom('ivf-day3', day('2026-03-10')))).toBe('2026-02-21');
    expect(iso(result('ivf-day3', day('2026-03-10')).dueDate)).toBe('2026-11-28');
  });

  it('IVF day-5 transfer: LMP 19 days before, due 261 days after', () => {
    expect(iso(lmpFrom('ivf-day5', day('2026-03-10')))).toBe('2026-02-19');
    expect(iso(result('ivf-day5', day('2026-03-10')).dueDate)).toBe('2026-11-26');
  });

  it('a conception today is already 2 weeks pregnant', () => {
    expect(result('conception', daysAgo(0)).gestationalAge).toBe(2);
  });
});

describe('trimester boundaries', () => {
  it.each([
    [0, 1],
    [12, 1],
    [13, 1],
    [14, 2],
    [27, 2],
    [28, 3],
    [42, 3],
  ])('week %i is trimester %i', (weeks, trimester) => {
    expect(result('lmp', daysAgo(weeks * 7 + 6)).currentTrimester).toBe(trimester);
  });

  it('13 weeks 6 days is still the first trimester (0-13), 14 weeks the second', () => {
    expect(result('lmp', daysAgo(13 * 7 + 6)).currentTrimester).toBe(1);
    expect(result('lmp', daysAgo(14 * 7)).currentTrimester).toBe(2);
  });

  it('marks exactly the current trimester card, with at most 3 highlights each', () => {
    const cards = result('lmp', daysAgo(20 * 7)).trimesterCards;
    expect(cards.map((c) => c.current)).toEqual([false, true, false]);
    expect(cards.map((c) => c.name)).toEqual(['First Trimester', 'Second Trimester', 'Third Trimester']);
    for (const c of cards) expect(c.keyHighlights.length).toBe(3);
    expect(TRIMESTER_INFO[0]!.keyHighlights.length).toBeGreaterThan(3);
  });
});

describe('progress', () => {
  it('is weeks / 40 capped 0 to 100', () => {
    expect(progressOf(-1)).toBe(0);
    expect(progressOf(0)).toBe(0);
    expect(progressOf(20)).toBe(50);
    expect(progressOf(40)).toBe(100);
    expect(progressOf(43)).toBe(100);
  });
});

describe('week card', () => {
  it.each([
    [0, 4], // nothing within 2 weeks: week 4
    [1, 4], // nothing within 2 weeks: week 4
    [2, 4],
    [6, 4], // 4 and 8 both within 2: the first
    [7, 8],
    [10, 8],
    [11, 12],
    [38, 36],
    [39, 40],
    [42, 40],
    [43, 40], // overdue reads as week 40, not the early-weeks fallback
    [44, 40],
  ])('week %i shows the week %i card', (weeks, card) => {
    expect(weekCardFor(weeks).week).toBe(card);
  });

  it('has an entry for weeks 4, 8, ..., 40 with every field filled', () => {
    expect(WEEKLY_INFO.map((w) => w.week)).toEqual([4, 8, 12, 16, 20, 24, 28, 32, 36, 40]);
    for (const w of WEEKLY_INFO) {
      for (const text of [w.title, w.babySize, w.comparison, w.icon]) expect(text.length).toBeGreaterThan(0);
      for (const list of [w.developments, w.maternalChanges, w.tips]) expect(list.length).toBeGreaterThan(0);
    }
  });
});

describe('key dates', () => {
  it('lists the trimesters, scans and ACOG term names with the due date, dated from the LMP, reached ones marked', () => {
    const r = result('lmp', daysAgo(21 * 7));
    expect(r.keyDates.map((k) => [k.week, k.label])).toEqual([
      [14, 'Second trimester begins'],
      [20, 'Anatomy scan'],
      [24, 'Viability'],
      [28, 'Third trimester begins'],
      [37, 'Early term'],
      [39, 'Full term'],
      [40, 'Due date'],
      [41, 'Late term'],
    ]);
    expect(iso(r.keyDates[1]!.date)).toBe(iso(daysAgo(7)));
    expect(r.keyDates.map((k) => k.reached)).toEqual([true, true, false, false, false, false, false, false]);
    expect(iso(r.keyDates[6]!.date)).toBe(iso(r.dueDate));
  });
});

describe('fetal movements, as the knowledge base says (NHS: know the pattern, no kick counting)', () => {
  it('no key date, week card, trimester card or phase guide tells a parent to count kicks', () => {
    const texts = [
      ...KEY_DATE_WEEKS.map((k) => k.detail),
      ...WEEKLY_INFO.flatMap((w) => [...w.developments, ...w.maternalChanges, ...w.tips]),
      ...TRIMESTER_INFO.flatMap((t) => [...t.keyHighlights, ...t.commonSymptoms, ...t.importantTests]),
      ...Object.values(PHASE_GUIDE).flatMap((g) => [g.summary, ...g.brings]),
    ];
    const countAdvice =
      /\b(?:start|begin|keep)?\s*count(?:ing)?\s+(?:the\s+)?(?:kicks|movements)|\bcount to (?:10|ten)\b|\b(?:10|ten) (?:kicks|movements) (?:in|within)\b/i;
    for (const text of texts) {
      if (/no need to count/i.test(text)) continue;
      expect(text).not.toMatch(countAdvice);
    }
    const week28 = KEY_DATE_WEEKS.find((k) => k.week === 28)!.detail;
    expect(week28).toMatch(/usual pattern/);
    expect(week28).toMatch(/straight away/);
  });
});
