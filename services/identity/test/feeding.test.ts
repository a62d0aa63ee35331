import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { feedingEntrySchema, feedingLogResponse } from '@nestkeep/common';
import { parentWithChild, startIdentity, type IdentityHarness } from './harness.js';

/** The feeding log API against a real database, with a clock the test sets. */
let h: IdentityHarness;
let now = new Date('2026-11-23T12:00:00Z');
beforeAll(async () => {
  h = await startIdentity(undefined, { now: () => now });
});
afterAll(() => h.close());

const parent = () => parentWithChild(h, 'feeding', { name: 'Maya', currentStage: 'infant' });

const at = (iso: string) => new Date(iso).toISOString();

describe('the feeding log', () => {
  it('stores the three kinds, answers them newest first with last feed and totals', async () => {
    now = new Date('2026-11-23T12:00:00Z');
    const p = await parent();
    const breast = await p.post(`/api/feeding/${p.childId}`, {
      kind: 'breast',
      startedAt: at('2026-11-23T06:00:00Z'),
      side: 'left',
      durationSeconds: 12 * 60,
      notes: '  sleepy  ',
    });
    expect(breast.status).toBe(201);
    expect(feedingEntrySchema.parse(breast.body)).toMatchObject({
      kind: 'breast',
      side: 'left',
      durationSeconds: 720,
      notes: 'sleepy',
      childProfileId: p.childId,
    });
    const bottle = await p.post(`/api/feeding/${p.childId}`, {
      kind: 'bottle',
      startedAt: at('2026-11-23T09:00:00Z'),
      amount: 4,
      unit: 'oz',
    });
    expect(bottle.status).toBe(201);
    expect(bottle.body.unit).toBe('oz');
    expect(bottle.body.amountMl).toBeCloseTo(118.294, 3);
    const solids = await p.post(`/api/feeding/${p.childId}`, {
      kind: 'solids',
      startedAt: at('2026-11-23T11:00:00Z'),
      food: 'Peanut butter (thinned)',
      firstTime: true,
    });
    expect(solids.status).toBe(201);
    expect(solids.body).toMatchObject({ food: 'Peanut butter (thinned)', firstTime: true, notes: null });
    await p.post(`/api/feeding/${p.childId}`, {
      kind: 'bottle',
      startedAt: at('2026-11-20T09:00:00Z'),
      amount: 150,
      unit: 'ml',
    });

    const log = await p.get(`/api/feeding/${p.childId}`);
    expect(log.status).toBe(200);
    const body = feedingLogResponse.parse(log.body);
    expect(body.entries.map((e) => e.kind)).toEqual(['solids', 'bottle', 'breast', 'bottle']);
    expect(body.lastFeed).toMatchObject({ kind: 'solids' });
    expect(body.today).toEqual({
      breastFeeds: 1,
      breastMinutes: 12,
      bottleFeeds: 1,
      bottleMl: 118,
      solids: 1,
    });
    expect(body.days).toHaveLength(7);
    expect(body.days.at(-1)?.date).toBe('2026-11-23');
    expect(body.days.find((d) => d.date === '2026-11-20')).toMatchObject({ bottleFeeds: 1, bottleMl: 150 });
    expect(body.timeZone).toBe('UTC');
  });

  it('splits days in the time zone asked for and lists only the asked days', async () => {
    now = new Date('2026-11-23T12:00:00Z');
    const p = await parent();
    // 03:00 UTC on the 23rd is 22:00 on the 22nd in New York.
    await p.post(`/api/feeding/${p.childId}`, {
      kind: 'bottle',
      startedAt: at('2026-11-23T03:00:00Z'),
      amount: 100,
      unit: 'ml',
    });
    const utc = await p.get(`/api/feeding/${p.childId}?days=1`);
    expect(utc.body.today.bottleMl).toBe(100);
    expect(utc.body.entries).toHaveLength(1);
    const newYork = await p.get(`/api/feeding/${p.childId}?days=1&tz=America/New_York`);
    expect(newYork.status).toBe(200);
    expect(newYork.body.today.bottleMl).toBe(0);
    expect(newYork.body.entries).toEqual([]);
    expect(newYork.body.lastFeed).toMatchObject({ amountMl: 100 });
    expect(newYork.body.days.at(-2)).toMatchObject({ date: '2026-11-22', bottleMl: 100 });
  });

  it('rejects bad input with what was wrong and stores nothing', async () => {
    now = new Date('2026-11-23T12:00:00Z');
    const p = await parent();
    const cases: Array<[object, string]> = [
      [{ kind: 'nap', startedAt: at('2026-11-23T11:00:00Z') }, 'Kind must be breast, bottle or solids'],
      [
        { kind: 'breast', startedAt: at('2026-11-23T11:00:00Z'), side: 'left', durationSeconds: 5 * 3600 },
        'durationSeconds: Duration can be at most 4 hours',
      ],
      [
        { kind: 'bottle', startedAt: at('2026-11-23T11:00:00Z'), amount: 20, unit: 'oz' },
        'amount: Amount can be at most 500 ml',
      ],
      [
        { kind: 'bottle', startedAt: at('2026-11-23T11:00:00Z'), amount: 90, unit: 'cups' },
        'unit: Unit must be ml or oz',
      ],
      [
        { kind: 'solids', startedAt: at('2026-11-23T11:00:00Z'), food: 'x'.repeat(101) },
        'food: Food can be at most 100',
      ],
      [{ kind: 'solids', startedAt: 'yesterday', food: 'Pear' }, 'startedAt: Start time must be an ISO date'],
      [
        { kind: 'solids', startedAt: at('2026-11-23T12:06:00Z'), food: 'Pear' },
        'startedAt: Start time cannot be in the future',
      ],
      [{ kind: 'solids', startedAt: at('2025-11-22T11:00:00Z'), food: 'Pear' }, 'more than a year ago'],
      [
        { kind: 'solids', startedAt: at('2026-11-23T11:00:00Z'), food: 'Pear', notes: 'n'.repeat(501) },
        'notes: Notes can be at most 500 characters',
      ],
    ];
    for (const [body, message] of cases) {
      const res = await p.post(`/api/feeding/${p.childId}`, body);
      expect(res.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(res.body.message).toContain(message);
    }
    for (const query of ['days=0', 'days=32', 'days=two', 'tz=Mars/Olympus']) {
      const res = await p.get(`/api/feeding/${p.childId}?${query}`);
      expect(res.status, query).toBe(400);
      expect(res.body.message).toMatch(/days|tz/);
    }
    const log = await p.get(`/api/feeding/${p.childId}`);
    expect(log.body.entries).toEqual([]);
    expect(log.body.lastFeed).toBeNull();
  });

  it("answers 404 for another user's child or entry and deletes only one's own", async () => {
    now = new Date('2026-11-23T12:00:00Z');
    const owner = await parent();
    const other = await parent();
    const entry = await owner.post(`/api/feeding/${owner.childId}`, {
      kind: 'solids',
      startedAt: at('2026-11-23T10:00:00Z'),
      food: 'Egg',
      firstTime: true,
    });
    expect(entry.status).toBe(201);
    expect((await other.get(`/api/feeding/${owner.childId}`)).status).toBe(404);
    const write = await other.post(`/api/feeding/${owner.childId}`, {
      kind: 'solids',
      startedAt: at('2026-11-23T10:00:00Z'),
      food: 'Egg',
    });
    expect(write.status).toBe(404);
    expect((await other.del(`/api/feeding/${owner.childId}/${entry.body.id}`)).status).toBe(404);
    // The other parent's own child cannot reach the owner's entry either.
    expect((await other.del(`/api/feeding/${other.childId}/${entry.body.id}`)).status).toBe(404);
    expect((await owner.get('/api/feeding/abc')).status).toBe(404);
    expect((await owner.get('/api/feeding/999999')).status).toBe(404);
    expect((await owner.get(`/api/feeding/${owner.childId}`)).body.entries).toHaveLength(1);

    expect((await owner.del(`/api/feeding/${owner.childId}/${entry.body.id}`)).status).toBe(204);
    expect((await owner.del(`/api/feeding/${owner.childId}/${entry.body.id}`)).status).toBe(404);
    expect((await owner.get(`/api/feeding/${owner.childId}`)).body.entries).toEqual([]);
  });

  it('goes with the child when the profile is deleted', async () => {
    now = new Date('2026-11-23T12:00:00Z');
    const p = await parent();
    await p.post(`/api/feeding/${p.childId}`, {
      kind: 'bottle',
      startedAt: at('2026-11-23T10:00:00Z'),
      amount: 60,
      unit: 'ml',
    });
    expect((await p.del(`/api/child-profiles/${p.childId}`)).status).toBe(204);
    expect(await h.db.feedingEntry.count({ where: { childProfileId: p.childId } })).toBe(0);
  });
});
