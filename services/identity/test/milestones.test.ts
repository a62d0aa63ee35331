import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MilestonesResponse } from '@nestkeep/common';
import { parentWithChild as parentOf, signedInUser, startIdentity, type IdentityHarness } from './harness.js';

// The service's clock, moved by the tests that need time to pass.
let clock = new Date();
let h: IdentityHarness;
beforeAll(async () => {
  h = await startIdentity(undefined, { now: () => clock });
});
afterAll(() => h.close());

/** A calendar date `months` and `days` before today (UTC), as the create route takes it. */
function ago(months: number, days = 0): string {
  const d = new Date();
  return new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() - months, d.getUTCDate() - days))
    .toISOString()
    .slice(0, 10);
}

/** A parent with one child of the given stage and date. */
const parentWithChild = (currentStage = 'infant', dateOfBirth: string | null = ago(10, 5)) =>
  parentOf(h, 'milestones', { name: 'Mia', currentStage, dateOfBirth });

const stageOf = (body: MilestonesResponse, id: string) => body.stages.find((s) => s.id === id)!;

describe('GET /api/milestones/:childProfileId', () => {
  it('answers the CDC stages from 2 months to 5 years, each with all four areas, flagged for a 10-month-old', async () => {
    clock = new Date();
    const u = await parentWithChild();
    const res = await u.get(`/api/milestones/${u.childId}`);
    expect(res.status).toBe(200);
    const body = res.body as MilestonesResponse;
    expect(body.stages.map((s) => s.ageInMonths)).toEqual([2, 4, 6, 9, 12, 15, 18, 24, 30, 36, 48, 60]);
    expect(body.stages.map((s) => s.name)).toEqual([
      '2 Months',
      '4 Months',
      '6 Months',
      '9 Months',
      '12 Months',
      '15 Months',
      '18 Months',
      '2 Years',
      '30 Months',
      '3 Years',
      '4 Years',
      '5 Years',
    ]);
    for (const stage of body.stages) {
      expect(stage.description).toContain('CDC');
      expect(new Set(stage.milestones.map((m) => m.category))).toEqual(
        new Set(['social_emotional', 'language_communication', 'cognitive', 'movement_physical']),
      );
      expect(stage.milestones.every((m) => m.progress === null)).toBe(true);
      expect(stage.completionPercentage).toBe(0);
    }
    expect(body.childAgeMonths).toBe(10);
    expect(body.stages.map((s) => [s.id, s.status])).toEqual([
      ['m2', 'past'],
      ['m4', 'past'],
      ['m6', 'past'],
      ['m9', 'current'],
      ['m12', 'current'],
      ['m15', 'future'],
      ['m18', 'future'],
      ['m24', 'future'],
      ['m30', 'future'],
      ['m36', 'future'],
      ['m48', 'future'],
      ['m60', 'future'],
    ]);
    expect(body.currentStageId).toBe('m9');
    expect(body.totalCount).toBe(body.stages.reduce((n, s) => n + s.milestones.length, 0));
    expect(stageOf(body, 'm9').milestones[0]).toEqual({
      id: 'm9-social-1',
      description: 'Is shy, clingy or fearful around strangers',
      category: 'social_emotional',
      hasVideo: false,
      progress: null,
    });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('treats a child not born yet, or without a date, as having every stage ahead', async () => {
    const dueIn = new Date(Date.now() + 60 * 86_400_000).toISOString().slice(0, 10);
    for (const [stage, date] of [
      ['pregnant-3rd', dueIn],
      ['toddler', null],
    ] as const) {
      const u = await parentWithChild(stage, date);
      const body = (await u.get(`/api/milestones/${u.childId}`)).body as MilestonesResponse;
      expect(body.childAgeMonths).toBeNull();
      expect(body.stages.every((s) => s.status === 'future')).toBe(true);
      expect(body.currentStageId).toBe('m2');
    }
  });

  it('opens a 4-year-old on the 4 year stage and flags the earlier stages past', async () => {
    clock = new Date();
    const u = await parentWithChild('preschool', ago(48, 5));
    const body = (await u.get(`/api/milestones/${u.childId}`)).body as MilestonesResponse;
    expect(body.childAgeMonths).toBe(48);
    expect(body.currentStageId).toBe('m48');
    expect(stageOf(body, 'm36').status).toBe('past');
    expect(stageOf(body, 'm60').status).toBe('future');
  });
});

describe('POST /api/milestones/toggle', () => {
  it('stamps achievedAt when achieved, keeps it on a repeat, clears it when un-achieved, and stores the note', async () => {
    const u = await parentWithChild();
    const first = new Date('2026-11-20T09:00:00.000Z');
    clock = first;
    const on = await u.post('/api/milestones/toggle', {
      childProfileId: u.childId,
      milestoneId: 'm9-movement-4',
      isAchieved: true,
      notes: '  Sat up alone on the living-room rug  ',
    });
    expect(on.status).toBe(200);
    expect(on.body).toEqual({
      childProfileId: u.childId,
      milestoneId: 'm9-movement-4',
      isAchieved: true,
      achievedAt: first.toISOString(),
      notes: 'Sat up alone on the living-room rug',
    });

    clock = new Date('2026-11-21T09:00:00.000Z');
    const again = await u.post('/api/milestones/toggle', {
      childProfileId: u.childId,
      milestoneId: 'm9-movement-4',
      isAchieved: true,
    });
    expect(again.body).toMatchObject({
      achievedAt: first.toISOString(),
      notes: 'Sat up alone on the living-room rug',
    });

    clock = new Date();
    const body = (await u.get(`/api/milestones/${u.childId}`)).body as MilestonesResponse;
    const nine = stageOf(body, 'm9');
    expect(nine.milestones.find((m) => m.id === 'm9-movement-4')!.progress).toEqual({
      isAchieved: true,
      achievedAt: first.toISOString(),
      notes: 'Sat up alone on the living-room rug',
    });
    expect(nine.achievedCount).toBe(1);
    expect(nine.completionPercentage).toBe(Math.round(100 / nine.milestones.length));
    expect(body.achievedCount).toBe(1);

    const off = await u.post('/api/milestones/toggle', {
      childProfileId: u.childId,
      milestoneId: 'm9-movement-4',
      isAchieved: false,
    });
    expect(off.body).toMatchObject({
      isAchieved: false,
      achievedAt: null,
      notes: 'Sat up alone on the living-room rug',
    });
    const cleared = await u.post('/api/milestones/toggle', {
      childProfileId: u.childId,
      milestoneId: 'm9-movement-4',
      isAchieved: false,
      notes: '   ',
    });
    expect(cleared.body).toMatchObject({ isAchieved: false, achievedAt: null, notes: null });
    const after = (await u.get(`/api/milestones/${u.childId}`)).body as MilestonesResponse;
    expect(after.achievedCount).toBe(0);
    expect(stageOf(after, 'm9').completionPercentage).toBe(0);
  });

  it("keeps each child's progress apart", async () => {
    const u = await parentWithChild();
    const second = await u.post('/api/child-profiles', {
      name: 'Leo',
      currentStage: 'infant',
      dateOfBirth: ago(6),
    });
    await u.post('/api/milestones/toggle', {
      childProfileId: u.childId,
      milestoneId: 'm6-social-3',
      isAchieved: true,
    });
    const other = (await u.get(`/api/milestones/${second.body.id}`)).body as MilestonesResponse;
    expect(other.achievedCount).toBe(0);
    const own = (await u.get(`/api/milestones/${u.childId}`)).body as MilestonesResponse;
    expect(own.achievedCount).toBe(1);
  });
});

describe('bad input and other users', () => {
  it("answers 404 for another user's child on both routes and stores nothing", async () => {
    const owner = await parentWithChild();
    const stranger = await signedInUser(h, 'stranger');
    const read = await stranger.get(`/api/milestones/${owner.childId}`);
    expect(read.status).toBe(404);
    expect(read.body).toEqual({ error: 'not_found', message: 'Child profile not found' });
    const write = await stranger.post('/api/milestones/toggle', {
      childProfileId: owner.childId,
      milestoneId: 'm2-social-1',
      isAchieved: true,
      notes: 'not mine',
    });
    expect(write.status).toBe(404);
    expect(await h.db.milestoneProgress.count({ where: { childProfileId: owner.childId } })).toBe(0);
  });

  it('answers 404 for an unknown child or milestone', async () => {
    const u = await parentWithChild();
    expect((await u.get('/api/milestones/2147483647')).status).toBe(404);
    const noChild = await u.post('/api/milestones/toggle', {
      childProfileId: 2147483647,
      milestoneId: 'm2-social-1',
      isAchieved: true,
    });
    expect(noChild.status).toBe(404);
    const noMilestone = await u.post('/api/milestones/toggle', {
      childProfileId: u.childId,
      milestoneId: 'm2-social-99',
      isAchieved: true,
    });
    expect(noMilestone.status).toBe(404);
    expect(noMilestone.body.message).toBe('Milestone not found');
  });

  it('answers 400 naming the problem for a malformed child id or body', async () => {
    const u = await parentWithChild();
    for (const id of ['abc', '0', '-3', '1.5', '01', '2147483648']) {
      const res = await u.get(`/api/milestones/${id}`);
      expect(res.status, id).toBe(400);
      expect(res.body.message).toContain('childProfileId');
    }
    const cases: Array<[object, string]> = [
      [{ milestoneId: 'm2-social-1', isAchieved: true }, 'childProfileId'],
      [{ childProfileId: String(u.childId), milestoneId: 'm2-social-1', isAchieved: true }, 'childProfileId'],
      [{ childProfileId: u.childId, isAchieved: true }, 'milestoneId'],
      [{ childProfileId: u.childId, milestoneId: 'm2-social-1', isAchieved: 'yes' }, 'isAchieved'],
      [{ childProfileId: u.childId, milestoneId: 'm2-social-1' }, 'isAchieved'],
      [
        { childProfileId: u.childId, milestoneId: 'm2-social-1', isAchieved: true, notes: 'a'.repeat(1001) },
        'notes',
      ],
      [{ childProfileId: u.childId, milestoneId: 'm2-social-1', isAchieved: true, notes: 42 }, 'notes'],
    ];
    for (const [body, field] of cases) {
      const res = await u.post('/api/milestones/toggle', body);
      expect(res.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(res.body.message).toContain(field);
    }
    expect(await h.db.milestoneProgress.count({ where: { childProfileId: u.childId } })).toBe(0);
  });

  it('forgets the progress when the child profile is deleted', async () => {
    const u = await parentWithChild();
    await u.post('/api/milestones/toggle', {
      childProfileId: u.childId,
      milestoneId: 'm2-social-1',
      isAchieved: true,
    });
    expect(await h.db.milestoneProgress.count({ where: { childProfileId: u.childId } })).toBe(1);
    await h.db.childProfile.delete({ where: { id: u.childId } });
    expect(await h.db.milestoneProgress.count({ where: { childProfileId: u.childId } })).toBe(0);
  });
});
