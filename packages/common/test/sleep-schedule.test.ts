import { describe, expect, it } from 'vitest';
import {
  BEDTIME_WINDOW,
  buildSleepPlan,
  childAgeOf,
  formatClock,
  formatDuration,
  parseClock,
  SLEEP_BANDS,
  sleepBandFor,
  type ChildAgeInput,
  type SleepPlan,
} from '../src/tools/sleep-schedule.js';

const at = (clock: string) => parseClock(clock)!;
function plan(age: ChildAgeInput, wake = '07:00'): SleepPlan {
  const outcome = buildSleepPlan(age, at(wake));
  if (!outcome.ok) throw new Error(outcome.problem);
  return outcome.plan;
}
const bandOf = (age: ChildAgeInput) => sleepBandFor(childAgeOf(age)).id;

describe('age bands at every boundary', () => {
  it.each<[ChildAgeInput, string]>([
    [{ weeks: 0 }, '0-6-weeks'],
    [{ weeks: 5 }, '0-6-weeks'],
    [{ weeks: 6 }, '6-weeks-3-months'],
    [{ weeks: 12 }, '6-weeks-3-months'],
    [{ weeks: 13 }, '3-4-months'], // 13 weeks is 3 months
    [{ months: 2 }, '6-weeks-3-months'],
    [{ months: 3 }, '3-4-months'],
    [{ weeks: 17 }, '3-4-months'],
    [{ months: 4 }, '4-6-months'],
    [{ months: 5 }, '4-6-months'],
    [{ months: 6 }, '6-9-months'],
    [{ months: 8 }, '6-9-months'],
    [{ months: 9 }, '9-12-months'],
    [{ months: 11 }, '9-12-months'],
    [{ months: 12 }, '12-18-months'],
    [{ months: 17 }, '12-18-months'],
    [{ months: 18 }, '18-months-3-years'],
    [{ months: 35 }, '18-months-3-years'],
    [{ months: 36 }, '3-5-years'],
    [{ months: 59 }, '3-5-years'],
  ])('%j is in the %s band', (age, band) => {
    expect(bandOf(age)).toBe(band);
  });

  it('reads a birth date by calendar months and whole weeks', () => {
    const now = new Date('2026-06-15T08:00:00Z');
    const birth = (iso: string): ChildAgeInput => ({ birthDate: new Date(`${iso}T00:00:00Z`), now });
    expect(bandOf(birth('2026-05-05'))).toBe('0-6-weeks'); // 5 weeks 6 days
    expect(bandOf(birth('2026-05-04'))).toBe('6-weeks-3-months'); // 6 weeks
    expect(bandOf(birth('2026-03-16'))).toBe('6-weeks-3-months'); // 2 months 30 days
    expect(bandOf(birth('2026-03-15'))).toBe('3-4-months');
    expect(bandOf(birth('2025-12-15'))).toBe('6-9-months');
    expect(bandOf(birth('2024-12-16'))).toBe('12-18-months'); // 17 months 30 days
    expect(bandOf(birth('2024-12-15'))).toBe('18-months-3-years');
    expect(bandOf(birth('2023-06-15'))).toBe('3-5-years');
  });

  it('refuses a birth date in the future and a child of 5 or more', () => {
    const now = new Date('2026-06-15T08:00:00Z');
    expect(buildSleepPlan({ birthDate: new Date('2026-06-16T00:00:00Z'), now }, at('07:00')).ok).toBe(false);
    expect(buildSleepPlan({ months: 60 }, at('07:00')).ok).toBe(false);
    expect(buildSleepPlan({ months: 59 }, at('07:00')).ok).toBe(true);
  });

  it('states every band with its wake window, naps and credited sleep total', () => {
    expect(SLEEP_BANDS.find((b) => b.id === '4-6-months')!.totalSleepHours).toEqual([12, 16]);
    expect(SLEEP_BANDS.find((b) => b.id === '12-18-months')!.totalSleepHours).toEqual([11, 14]);
    expect(SLEEP_BANDS.find((b) => b.id === '3-5-years')!.totalSleepHours).toEqual([10, 13]);
    expect(SLEEP_BANDS.find((b) => b.id === '0-6-weeks')!.totalSleepHours).toEqual([8, 18]);
    for (const b of SLEEP_BANDS) expect(b.totalSleepSource).toMatch(/AASM|NHS/);
  });
});

describe('the day plan from a 7:00 wake-up', () => {
  it.each(SLEEP_BANDS.map((b) => [b.id, b] as const))(
    '%s: the band’s naps, windows in range, bedtime 18:00-20:30',
    (_, band) => {
      const age = 'weeks' in band.from ? { weeks: band.from.weeks } : { months: band.from.months };
      const p = plan(age);
      expect(p.band).toBe(band);
      expect(p.naps.length).toBe(band.naps.length);
      expect(p.adjustments).toEqual([]);
      expect(p.bedtime).toBeGreaterThanOrEqual(BEDTIME_WINDOW.earliest);
      expect(p.bedtime).toBeLessThanOrEqual(BEDTIME_WINDOW.latest);
      for (const w of p.blocks.filter((b) => b.kind === 'wake')) {
        expect(w.minutes).toBeGreaterThanOrEqual(band.wakeWindow[0]);
        expect(w.minutes).toBeLessThanOrEqual(band.wakeWindow[1]);
      }
      // the blocks run back to back from the wake-up to the next morning
      expect(p.blocks[0]!.start).toBe(at('07:00'));
      for (let i = 1; i < p.blocks.length; i++) expect(p.blocks[i]!.start).toBe(p.blocks[i - 1]!.end);
      expect(p.blocks.at(-1)!.end).toBe(at('07:00') + 24 * 60);
      expect(
        p.daySleepMinutes +
          p.nightMinutes +
          p.blocks.filter((b) => b.kind === 'wake').reduce((s, b) => s + b.minutes, 0),
      ).toBe(24 * 60);
    },
  );

  it('gives a 9-month-old two naps and a 6:45 PM bedtime', () => {
    const p = plan({ months: 9 });
    expect(p.naps.map((n) => `${formatClock(n.start)}-${formatClock(n.end)}`)).toEqual([
      '9:30 AM-11:00 AM',
      '2:00 PM-3:15 PM',
    ]);
    expect(formatClock(p.bedtime)).toBe('6:45 PM');
    expect(p.nightMinutes).toBe(12 * 60 + 15);
  });
});

describe('wake-up times that push bedtime', () => {
  it('an early wake-up holds bedtime at 6:00 PM and lengthens the windows', () => {
    const p = plan({ months: 10 }, '05:00');
    expect(formatClock(p.bedtime)).toBe('6:00 PM');
    expect(p.naps.length).toBe(2);
    expect(p.adjustments[0]).toMatch(/earliest sensible time/);
    expect(p.blocks.at(-2)!.end).toBe(p.bedtime);
  });

  it('a late wake-up holds bedtime at 8:30 PM by shortening the windows a little', () => {
    const p = plan({ months: 10 }, '09:30');
    expect(formatClock(p.bedtime)).toBe('8:30 PM');
    expect(p.naps.length).toBe(2);
    expect(p.adjustments[0]).toMatch(/latest sensible time/);
  });

  it('a late wake-up drops the last nap where the band allows it, bedtime 8:30 PM', () => {
    const p = plan({ months: 14 }, '09:30');
    expect(p.naps.length).toBe(1);
    // The dropped nap's sleep would join the one kept, but a 13-hour night leaves room for 1 hour
    // within the 14 hours the band states.
    expect(p.naps[0]!.minutes).toBe(60);
    expect(formatClock(p.bedtime)).toBe('8:30 PM');
    expect(p.adjustments[0]).toMatch(/one nap keeps bedtime/);
    expect(p.adjustments[1]).toMatch(/within the 14 hours/);
  });

  it('never drops below the band’s fewest naps', () => {
    expect(plan({ months: 24 }, '09:30').naps.length).toBe(1);
    expect(plan({ months: 10 }, '09:30').naps.length).toBe(2);
  });

  it('keeps every plan’s bedtime in 18:00-20:30 for every band and wake-up from 5:00 to 9:30', () => {
    for (const band of SLEEP_BANDS) {
      const age = 'weeks' in band.from ? { weeks: band.from.weeks } : { months: band.from.months };
      for (let wake = at('05:00'); wake <= at('09:30'); wake += 15) {
        const outcome = buildSleepPlan(age, wake);
        if (!outcome.ok) throw new Error(outcome.problem);
        expect(outcome.plan.bedtime).toBeGreaterThanOrEqual(BEDTIME_WINDOW.earliest);
        expect(outcome.plan.bedtime).toBeLessThanOrEqual(BEDTIME_WINDOW.latest);
        for (const b of outcome.plan.blocks) expect(b.minutes).toBeGreaterThan(0);
      }
    }
  });

  it('plans naps and night within the band’s own stated total, for every band and wake-up, with no gaps', () => {
    for (const band of SLEEP_BANDS) {
      const age = 'weeks' in band.from ? { weeks: band.from.weeks } : { months: band.from.months };
      for (let wake = at('05:00'); wake <= at('09:30'); wake += 5) {
        const outcome = buildSleepPlan(age, wake);
        if (!outcome.ok) throw new Error(outcome.problem);
        const { plan: p } = outcome;
        const asleep = p.daySleepMinutes + p.nightMinutes;
        const where = `${band.id} waking ${formatClock(wake)}`;
        expect(asleep, where).toBeLessThanOrEqual(band.totalSleepHours[1] * 60);
        expect(asleep, where).toBeGreaterThanOrEqual(band.totalSleepHours[0] * 60);
        expect(p.daySleepMinutes, where).toBe(p.naps.reduce((sum, n) => sum + n.minutes, 0));
        p.blocks.forEach((b, i) => {
          expect(b.end - b.start, where).toBe(b.minutes);
          expect(b.start, where).toBe(i === 0 ? wake : p.blocks[i - 1]!.end);
        });
        for (const n of p.naps) expect(n.minutes, where).toBeGreaterThanOrEqual(30);
      }
    }
  });

  it('says so when naps are trimmed to keep a newborn’s day and night within 18 hours', () => {
    const p = plan({ weeks: 2 }, '09:00');
    expect(p.daySleepMinutes + p.nightMinutes).toBeLessThanOrEqual(18 * 60);
    expect(p.adjustments.join(' ')).toMatch(/within the 18 hours/);
  });

  it('refuses wake-ups before 5:00 or after 9:30', () => {
    expect(buildSleepPlan({ months: 6 }, at('04:55')).ok).toBe(false);
    expect(buildSleepPlan({ months: 6 }, at('09:35')).ok).toBe(false);
  });
});

describe('clock helpers', () => {
  it('parses and formats', () => {
    expect(parseClock('7:05')).toBe(425);
    expect(parseClock('24:00')).toBeNull();
    expect(parseClock('7am')).toBeNull();
    expect(formatClock(0)).toBe('12:00 AM');
    expect(formatClock(12 * 60 + 5)).toBe('12:05 PM');
    expect(formatClock(24 * 60 + 7 * 60)).toBe('7:00 AM');
    expect(formatDuration(45)).toBe('45 min');
    expect(formatDuration(120)).toBe('2 h');
    expect(formatDuration(95)).toBe('1 h 35 min');
  });
});
