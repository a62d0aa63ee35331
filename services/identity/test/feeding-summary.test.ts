import { describe, expect, it } from 'vitest';
import { amountInMl, feedingEntryRequest, feedingEntryRequestAt, ML_PER_OZ, mlToOz } from '@nestkeep/common';
import { feedingLog, feedingWindow, toFeedingFields, type FeedingRow } from '../src/domain/feeding.js';
import { addDays, localDate, startOfLocalDate, zoneOffsetMs } from '../src/domain/local-days.js';

let nextId = 0;
function row(kind: string, startedAt: string, fields: Partial<FeedingRow> = {}): FeedingRow {
  nextId += 1;
  return {
    id: nextId,
    childProfileId: 1,
    kind,
    startedAt: new Date(startedAt),
    durationSeconds: null,
    side: null,
    amountMl: null,
    unit: null,
    food: null,
    firstTime: false,
    notes: null,
    createdAt: new Date(startedAt),
    ...fields,
  };
}
const breast = (at: string, seconds: number) => row('breast', at, { side: 'left', durationSeconds: seconds });
const bottle = (at: string, ml: number) => row('bottle', at, { amountMl: ml, unit: 'ml' });
const solids = (at: string) => row('solids', at, { food: 'Avocado' });

describe('local days', () => {
  it('knows the offset of a zone in winter and summer', () => {
    expect(zoneOffsetMs(new Date('2026-01-15T12:00:00Z'), 'Europe/London')).toBe(0);
    expect(zoneOffsetMs(new Date('2026-07-15T12:00:00Z'), 'Europe/London')).toBe(3_600_000);
    expect(zoneOffsetMs(new Date('2026-07-15T12:00:00Z'), 'America/New_York')).toBe(-4 * 3_600_000);
    expect(zoneOffsetMs(new Date('2026-07-15T12:00:00Z'), 'Asia/Kolkata')).toBe(5.5 * 3_600_000);
  });

  it('puts an instant on the local date of its zone', () => {
    const instant = new Date('2026-11-23T02:30:00Z');
    expect(localDate(instant, 'UTC')).toBe('2026-11-23');
    expect(localDate(instant, 'America/Los_Angeles')).toBe('2026-11-22');
    expect(localDate(new Date('2026-11-23T23:30:00Z'), 'Pacific/Auckland')).toBe('2026-11-24');
  });

  it('starts a local day at local midnight, including on DST change days', () => {
    expect(startOfLocalDate('2026-11-23', 'UTC').toISOString()).toBe('2026-11-23T00:00:00.000Z');
    expect(startOfLocalDate('2026-11-23', 'America/New_York').toISOString()).toBe('2026-11-23T05:00:00.000Z');
    // London springs forward at 01:00 on 29 March 2026 and falls back on 25 October.
    expect(startOfLocalDate('2026-03-29', 'Europe/London').toISOString()).toBe('2026-03-29T00:00:00.000Z');
    expect(startOfLocalDate('2026-03-30', 'Europe/London').toISOString()).toBe('2026-03-29T23:00:00.000Z');
    expect(startOfLocalDate('2026-10-26', 'Europe/London').toISOString()).toBe('2026-10-26T00:00:00.000Z');
    // New York springs forward on 8 March 2026: that day is 23 hours long.
    const march8 = startOfLocalDate('2026-03-08', 'America/New_York').getTime();
    const march9 = startOfLocalDate('2026-03-09', 'America/New_York').getTime();
    expect((march9 - march8) / 3_600_000).toBe(23);
  });

  it('adds calendar days across months and years', () => {
    expect(addDays('2026-11-23', -6)).toBe('2026-11-17');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
  });
});

describe('bottle units', () => {
  it('stores ounces as millilitres at 29.5735 ml per oz and keeps the unit', () => {
    expect(ML_PER_OZ).toBe(29.5735);
    expect(amountInMl(4, 'oz')).toBeCloseTo(118.294, 6);
    expect(amountInMl(120, 'ml')).toBe(120);
    expect(mlToOz(29.5735)).toBe(1);
    const fields = toFeedingFields(
      feedingEntryRequest.parse({ kind: 'bottle', startedAt: '2026-11-23T08:00:00Z', amount: 4, unit: 'oz' }),
    );
    expect(fields).toMatchObject({ kind: 'bottle', unit: 'oz', side: null, durationSeconds: null });
    expect(fields.amountMl).toBeCloseTo(118.294, 6);
  });
});

describe('the entry rules', () => {
  const now = new Date('2026-11-23T12:00:00Z');
  const check = (body: object) => feedingEntryRequestAt(now).safeParse(body);
  const messages = (body: object) => {
    const result = check(body);
    return result.success ? [] : result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
  };

  it('allows five minutes of clock skew and a year of history, no more', () => {
    const at = (ms: number) => new Date(now.getTime() + ms).toISOString();
    const bottleAt = (ms: number) => ({ kind: 'bottle', startedAt: at(ms), amount: 90, unit: 'ml' });
    expect(check(bottleAt(5 * 60_000)).success).toBe(true);
    expect(messages(bottleAt(5 * 60_000 + 1000))).toEqual(['startedAt: Start time cannot be in the future']);
    expect(check(bottleAt(-365 * 86_400_000)).success).toBe(true);
    expect(messages(bottleAt(-365 * 86_400_000 - 1000))).toEqual([
      'startedAt: Start time cannot be more than a year ago',
    ]);
  });

  it('bounds a breastfeed to 1 second..4 hours and a bottle to 500 ml in either unit', () => {
    const startedAt = '2026-11-23T11:00:00Z';
    expect(check({ kind: 'breast', startedAt, side: 'left', durationSeconds: 4 * 3600 }).success).toBe(true);
    expect(messages({ kind: 'breast', startedAt, side: 'left', durationSeconds: 4 * 3600 + 1 })).toEqual([
      'durationSeconds: Duration can be at most 4 hours',
    ]);
    expect(messages({ kind: 'breast', startedAt, side: 'top', durationSeconds: 0 })).toEqual([
      'side: Side must be left, right or both',
      'durationSeconds: Duration must be at least 1 second',
    ]);
    expect(check({ kind: 'bottle', startedAt, amount: 500, unit: 'ml' }).success).toBe(true);
    expect(check({ kind: 'bottle', startedAt, amount: 16.9, unit: 'oz' }).success).toBe(true);
    expect(messages({ kind: 'bottle', startedAt, amount: 17, unit: 'oz' })).toEqual([
      'amount: Amount can be at most 500 ml (16.9 oz)',
    ]);
    expect(messages({ kind: 'bottle', startedAt, amount: 0, unit: 'ml' })).toEqual([
      'amount: Amount must be more than 0',
    ]);
    expect(messages({ kind: 'solids', startedAt, food: '  ' })).toEqual(['food: Food is required']);
    expect(messages({ kind: 'nap', startedAt })).toEqual(['kind: Kind must be breast, bottle or solids']);
  });
});

describe('the feeding log summary', () => {
  const now = new Date('2026-11-23T12:00:00Z');

  it("totals today's feeds: minutes and millilitres rounded once, solids counted", () => {
    const rows = [
      breast('2026-11-23T01:00:00Z', 10 * 60 + 20),
      breast('2026-11-23T05:00:00Z', 5 * 60 + 20),
      bottle('2026-11-23T07:00:00Z', amountInMl(4, 'oz')),
      bottle('2026-11-23T10:00:00Z', amountInMl(4, 'oz')),
      solids('2026-11-23T11:00:00Z'),
      bottle('2026-11-22T23:59:59Z', 100),
    ];
    const log = feedingLog(rows, rows[4]!, { now, timeZone: 'UTC', days: 7 });
    // 15 min 40 s → 16; 2 × 118.294 ml → 237.
    expect(log.today).toEqual({
      breastFeeds: 2,
      breastMinutes: 16,
      bottleFeeds: 2,
      bottleMl: 237,
      solids: 1,
    });
    expect(log.lastFeed).toMatchObject({ kind: 'solids', food: 'Avocado' });
    expect(log.entries.map((e) => e.startedAt)).toEqual([
      '2026-11-23T11:00:00.000Z',
      '2026-11-23T10:00:00.000Z',
      '2026-11-23T07:00:00.000Z',
      '2026-11-23T05:00:00.000Z',
      '2026-11-23T01:00:00.000Z',
      '2026-11-22T23:59:59.000Z',
    ]);
  });

  it('counts a feed on the local day it started in the given time zone', () => {
    // 02:00 UTC on the 23rd is 21:00 on the 22nd in New York; 23:30 UTC is the 24th in Auckland.
    const rows = [bottle('2026-11-23T02:00:00Z', 120), bottle('2026-11-22T23:30:00Z', 60)];
    const utc = feedingLog(rows, null, { now, timeZone: 'UTC', days: 7 });
    expect(utc.today.bottleMl).toBe(120);
    expect(utc.days.at(-2)).toMatchObject({ date: '2026-11-22', bottleMl: 60 });
    const newYork = feedingLog(rows, null, { now, timeZone: 'America/New_York', days: 7 });
    expect(newYork.today.bottleFeeds).toBe(0);
    expect(newYork.days.at(-2)).toMatchObject({ date: '2026-11-22', bottleFeeds: 2, bottleMl: 180 });
    const auckland = feedingLog(rows, null, { now, timeZone: 'Pacific/Auckland', days: 7 });
    // 12:00 UTC is already 01:00 on the 24th in Auckland (UTC+13 in summer).
    expect(auckland.days.at(-1)).toMatchObject({ date: '2026-11-24', bottleFeeds: 0 });
    expect(auckland.days.at(-2)).toMatchObject({ date: '2026-11-23', bottleFeeds: 2 });
  });

  it('lists seven days oldest first ending today, with empty days, and only the asked days of entries', () => {
    const rows = [
      solids('2026-11-17T09:00:00Z'),
      solids('2026-11-16T23:59:00Z'),
      bottle('2026-11-21T09:00:00Z', 150),
      bottle('2026-11-23T09:00:00Z', 90),
    ];
    const log = feedingLog(rows, null, { now, timeZone: 'UTC', days: 2 });
    expect(log.days.map((d) => d.date)).toEqual([
      '2026-11-17',
      '2026-11-18',
      '2026-11-19',
      '2026-11-20',
      '2026-11-21',
      '2026-11-22',
      '2026-11-23',
    ]);
    expect(log.days.map((d) => d.solids + d.bottleFeeds)).toEqual([1, 0, 0, 0, 1, 0, 1]);
    expect(log.entries.map((e) => e.startedAt)).toEqual(['2026-11-23T09:00:00.000Z']);
    expect(log.lastFeed).toBeNull();
  });

  it('reads entries from the first listed or summarised local day, whichever is earlier', () => {
    expect(feedingWindow(now, 'UTC', 1).since.toISOString()).toBe('2026-11-17T00:00:00.000Z');
    expect(feedingWindow(now, 'UTC', 31).since.toISOString()).toBe('2026-10-24T00:00:00.000Z');
    expect(feedingWindow(now, 'America/New_York', 7)).toEqual({
      since: new Date('2026-11-17T05:00:00.000Z'),
      today: '2026-11-23',
    });
  });
});
