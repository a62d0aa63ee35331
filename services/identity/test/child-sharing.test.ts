import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  childProfile,
  feedingLogResponse,
  growthMeasurementList,
  milestonesResponseSchema,
} from '@nestkeep/common';
import { parentWithChild, signedInUser, startIdentity, userToken, type IdentityHarness } from './harness.js';

/**
 * Child profiles shared with the family partner (opt-in per child), through the identity app on a
 * real database. Two users become a family the way identity stores it: an active family_members
 * row and the owner's plan 'family'.
 */
let h: IdentityHarness;
beforeAll(async () => {
  h = await startIdentity();
});
afterAll(() => h.close());

const infant = { name: 'Maya', currentStage: 'infant', dateOfBirth: '2026-05-10' };

type Adult = Awaited<ReturnType<typeof signedInUser>>;

const emailOf = async (u: Adult) => (await h.db.user.findUniqueOrThrow({ where: { id: u.id } })).email;

async function makeFamily(owner: Adult, member: Adult) {
  await h.db.familyMember.create({
    data: {
      ownerId: owner.id,
      email: await emailOf(member),
      memberUserId: member.id,
      status: 'active',
      acceptedAt: new Date(),
    },
  });
  await h.db.user.update({ where: { id: owner.id }, data: { plan: 'family' } });
}

const patch = async (u: Adult, path: string) =>
  request(h.app)
    .patch(path)
    .set('x-internal-token', await userToken(u.id));

/** An owner with a child shared with the family, and their partner (the member) with a child of their own. */
async function family(opts: { ownerName?: string | null } = {}) {
  const owner = await parentWithChild(h, 'owner', infant);
  const member = await parentWithChild(h, 'member', { name: 'Leo', currentStage: 'toddler' });
  if (opts.ownerName !== undefined)
    await h.db.user.update({ where: { id: owner.id }, data: { displayName: opts.ownerName } });
  await makeFamily(owner, member);
  const shared = await owner.put(`/api/child-profiles/${owner.childId}`, { sharedWithFamily: true });
  expect(shared.status).toBe(200);
  return { owner, member, childId: owner.childId };
}

const listOf = async (u: Adult) => {
  const res = await u.get('/api/child-profiles');
  expect(res.status).toBe(200);
  return (res.body as unknown[]).map((c) => childProfile.parse(c));
};

/** Every read and record route for a child: the statuses a user gets. */
async function reach(u: Adult, childId: number) {
  return {
    milestones: (await u.get(`/api/milestones/${childId}`)).status,
    toggle: (
      await u.post('/api/milestones/toggle', {
        childProfileId: childId,
        milestoneId: 'm9-movement-4',
        isAchieved: true,
      })
    ).status,
    growth: (await u.get(`/api/growth/${childId}`)).status,
    addGrowth: (await u.post(`/api/growth/${childId}`, { measuredOn: '2026-11-01', weightKg: 7.5 })).status,
    feeding: (await u.get(`/api/feeding/${childId}`)).status,
    addFeeding: (
      await u.post(`/api/feeding/${childId}`, {
        kind: 'bottle',
        startedAt: new Date(Date.now() - 3600_000).toISOString(),
        amount: 120,
        unit: 'ml',
      })
    ).status,
  };
}
const ALL_404 = { milestones: 404, toggle: 404, growth: 404, addGrowth: 404, feeding: 404, addFeeding: 404 };
const ALL_OK = { milestones: 200, toggle: 200, growth: 200, addGrowth: 201, feeding: 200, addFeeding: 201 };

describe('sharing a child with the family partner', () => {
  it('the owner opts a child in; the partner lists it after their own, named by the owner, never active', async () => {
    const { owner, member, childId } = await family({ ownerName: 'Alex' });
    const mine = await listOf(owner);
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({ id: childId, sharedWithFamily: true, sharedBy: null, isActive: true });

    const theirs = await listOf(member);
    expect(theirs.map((c) => [c.id, c.name, c.sharedBy, c.isActive, c.sharedWithFamily])).toEqual([
      [member.childId, 'Leo', null, true, false],
      [childId, 'Maya', 'Alex', false, true],
    ]);
    // The member's own child is not shared back: the owner sees only theirs.
    expect((await listOf(owner)).map((c) => c.id)).toEqual([childId]);
  });

  it('without a display name the owner is named by email; the owner sharing back shows theirs too', async () => {
    const { owner, member, childId } = await family({ ownerName: null });
    expect((await listOf(member)).find((c) => c.id === childId)?.sharedBy).toBe(await emailOf(owner));
    await h.db.user.update({ where: { id: member.id }, data: { displayName: 'Sam' } });
    expect(
      (await member.put(`/api/child-profiles/${member.childId}`, { sharedWithFamily: true })).status,
    ).toBe(200);
    expect((await listOf(owner)).map((c) => [c.id, c.sharedBy])).toEqual([
      [childId, null],
      [member.childId, 'Sam'],
    ]);
  });

  it('a child not opted in stays private to its owner (404 on every route)', async () => {
    const owner = await parentWithChild(h, 'owner', infant);
    const member = await signedInUser(h, 'member');
    await makeFamily(owner, member);
    expect((await listOf(member)).map((c) => c.id)).toEqual([]);
    expect(await reach(member, owner.childId)).toEqual(ALL_404);
    // Sharing on, then off again.
    await owner.put(`/api/child-profiles/${owner.childId}`, { sharedWithFamily: true });
    expect(await reach(member, owner.childId)).toEqual(ALL_OK);
    const off = await owner.put(`/api/child-profiles/${owner.childId}`, { sharedWithFamily: false });
    expect(off.body).toMatchObject({ sharedWithFamily: false, sharedBy: null });
    expect(await reach(member, owner.childId)).toEqual(ALL_404);
    expect(await listOf(member)).toEqual([]);
  });

  it('the partner cannot edit, share, delete or activate the shared child (404), and it is unchanged', async () => {
    const { owner, member, childId } = await family();
    expect((await member.put(`/api/child-profiles/${childId}`, { name: 'Renamed' })).status).toBe(404);
    expect((await member.put(`/api/child-profiles/${childId}`, { sharedWithFamily: false })).status).toBe(
      404,
    );
    expect((await member.del(`/api/child-profiles/${childId}`)).status).toBe(404);
    expect((await patch(member, `/api/child-profiles/${childId}/activate`)).status).toBe(404);
    const [child] = await listOf(owner);
    expect(child).toMatchObject({ id: childId, name: 'Maya', sharedWithFamily: true, isActive: true });
    // The member's own active child is still theirs and still active.
    expect((await listOf(member))[0]).toMatchObject({ id: member.childId, isActive: true });
  });

  it('sharedWithFamily must be a boolean (400)', async () => {
    const owner = await parentWithChild(h, 'owner', infant);
    const res = await owner.put(`/api/child-profiles/${owner.childId}`, { sharedWithFamily: 'yes' });
    expect(res.status).toBe(400);
    expect(JSON.stringify(res.body)).toContain('sharedWithFamily');
  });
});

describe("a shared child's records", () => {
  it('the partner reads and records milestones, growth and feeding; both adults see both records', async () => {
    const { owner, member, childId } = await family();
    // The owner records first.
    await owner.post('/api/milestones/toggle', {
      childProfileId: childId,
      milestoneId: 'm9-social-1',
      isAchieved: true,
    });
    await owner.post(`/api/growth/${childId}`, { measuredOn: '2026-10-01', weightKg: 7.1 });
    await owner.post(`/api/feeding/${childId}`, {
      kind: 'bottle',
      startedAt: new Date(Date.now() - 7200_000).toISOString(),
      amount: 90,
      unit: 'ml',
    });
    // The partner records for the shared child (every route answers as for their own).
    expect(await reach(member, childId)).toEqual(ALL_OK);

    for (const adult of [owner, member]) {
      const milestones = milestonesResponseSchema.parse((await adult.get(`/api/milestones/${childId}`)).body);
      const achieved = milestones.stages
        .flatMap((s) => s.milestones)
        .filter((m) => m.progress?.isAchieved)
        .map((m) => m.id)
        .sort();
      expect(achieved).toEqual(['m9-movement-4', 'm9-social-1']);
      const growth = growthMeasurementList.parse((await adult.get(`/api/growth/${childId}`)).body);
      expect(growth.map((g) => [g.measuredOn, g.weightKg])).toEqual([
        ['2026-10-01', 7.1],
        ['2026-11-01', 7.5],
      ]);
      const feeding = feedingLogResponse.parse((await adult.get(`/api/feeding/${childId}`)).body);
      expect(feeding.entries.map((e) => (e.kind === 'bottle' ? e.amountMl : null))).toEqual([120, 90]);
    }
    // The records keep who made them; milestone progress is the child's (kept under its owner).
    const rows = await h.db.growthMeasurement.findMany({
      where: { childProfileId: childId },
      orderBy: { id: 'asc' },
    });
    expect(rows.map((r) => r.userId)).toEqual([owner.id, member.id]);
    const progress = await h.db.milestoneProgress.findMany({ where: { childProfileId: childId } });
    expect(progress.every((p) => p.userId === owner.id)).toBe(true);
    // The member's own child has none of this.
    expect(growthMeasurementList.parse((await member.get(`/api/growth/${member.childId}`)).body)).toEqual([]);
  });

  it('sharing ends with the family (plan over, membership gone); what the partner recorded stays with the child', async () => {
    const { owner, member, childId } = await family();
    expect(await reach(member, childId)).toEqual(ALL_OK);

    await h.db.user.update({ where: { id: owner.id }, data: { plan: 'free' } });
    expect(await reach(member, childId)).toEqual(ALL_404);
    expect((await listOf(member)).map((c) => c.id)).toEqual([member.childId]);

    await h.db.user.update({ where: { id: owner.id }, data: { plan: 'family' } });
    expect((await member.get(`/api/growth/${childId}`)).status).toBe(200);

    await h.db.familyMember.deleteMany({ where: { ownerId: owner.id } });
    expect(await reach(member, childId)).toEqual(ALL_404);
    expect((await listOf(member)).map((c) => c.id)).toEqual([member.childId]);
    // What the partner recorded stays in the child's history for the owner.
    const growth = growthMeasurementList.parse((await owner.get(`/api/growth/${childId}`)).body);
    expect(growth.map((g) => g.weightKg)).toEqual([7.5]);
    const row = await h.db.growthMeasurement.findUniqueOrThrow({ where: { id: growth[0]!.id } });
    expect(row.userId).toBe(member.id);
  });

  it("another user's child stays 404, shared or not, and a stranger's records cannot be deleted", async () => {
    const { owner, childId } = await family();
    const stranger = await parentWithChild(h, 'stranger', infant);
    expect(await reach(stranger, childId)).toEqual(ALL_404);
    expect((await listOf(stranger)).map((c) => c.id)).toEqual([stranger.childId]);
    const m = await owner.post(`/api/growth/${childId}`, { measuredOn: '2026-09-01', weightKg: 6.9 });
    expect((await stranger.del(`/api/growth/${childId}/${m.body.id}`)).status).toBe(404);
    // A measurement of the child asked for under another child of one's own: 404 too.
    expect((await stranger.del(`/api/growth/${stranger.childId}/${m.body.id}`)).status).toBe(404);
    expect((await owner.get(`/api/growth/${childId}`)).body.map((g: { id: number }) => g.id)).toContain(
      m.body.id,
    );
  });

  const bottle = (u: Adult, childId: number, amount: number) =>
    u.post(`/api/feeding/${childId}`, {
      kind: 'bottle',
      startedAt: new Date(Date.now() - 1800_000).toISOString(),
      amount,
      unit: 'ml',
    });
  const growthIds = async (u: Adult, childId: number) =>
    growthMeasurementList.parse((await u.get(`/api/growth/${childId}`)).body).map((g) => g.id);
  const feedingIds = async (u: Adult, childId: number) =>
    feedingLogResponse.parse((await u.get(`/api/feeding/${childId}`)).body).entries.map((e) => e.id);

  it("the member cannot delete the owner's growth or feeding entries (403); they stay", async () => {
    const { owner, member, childId } = await family();
    const measured = await owner.post(`/api/growth/${childId}`, { measuredOn: '2026-10-01', weightKg: 7.1 });
    const fed = await bottle(owner, childId, 90);
    expect([measured.status, fed.status]).toEqual([201, 201]);

    const growth = await member.del(`/api/growth/${childId}/${measured.body.id}`);
    expect(growth.status).toBe(403);
    expect(growth.body.message).toBe('You can only delete entries you added');
    const feeding = await member.del(`/api/feeding/${childId}/${fed.body.id}`);
    expect(feeding.status).toBe(403);
    expect(feeding.body.message).toBe('You can only delete entries you added');

    for (const adult of [owner, member]) {
      expect(await growthIds(adult, childId)).toEqual([measured.body.id]);
      expect(await feedingIds(adult, childId)).toEqual([fed.body.id]);
    }
    // An entry the child does not have is still 404 for the member.
    expect((await member.del(`/api/growth/${childId}/${measured.body.id + 100000}`)).status).toBe(404);
    expect((await member.del(`/api/feeding/${childId}/${fed.body.id + 100000}`)).status).toBe(404);
  });

  it('the member deletes entries they added; the owner deletes any entry of their own child', async () => {
    const { owner, member, childId } = await family();
    const mineM = await member.post(`/api/growth/${childId}`, { measuredOn: '2026-11-01', weightKg: 7.5 });
    const mineF = await bottle(member, childId, 120);
    expect((await member.del(`/api/growth/${childId}/${mineM.body.id}`)).status).toBe(204);
    expect((await member.del(`/api/feeding/${childId}/${mineF.body.id}`)).status).toBe(204);
    expect(await growthIds(owner, childId)).toEqual([]);
    expect(await feedingIds(owner, childId)).toEqual([]);

    const theirsM = await member.post(`/api/growth/${childId}`, { measuredOn: '2026-11-02', weightKg: 7.6 });
    const theirsF = await bottle(member, childId, 100);
    expect((await owner.del(`/api/growth/${childId}/${theirsM.body.id}`)).status).toBe(204);
    expect((await owner.del(`/api/feeding/${childId}/${theirsF.body.id}`)).status).toBe(204);
    expect(await growthIds(member, childId)).toEqual([]);
    expect(await feedingIds(member, childId)).toEqual([]);
  });

  it('the lists tell each adult which entries they may delete (canDelete)', async () => {
    const { owner, member, childId } = await family();
    const ownerM = await owner.post(`/api/growth/${childId}`, { measuredOn: '2026-10-01', weightKg: 7.1 });
    const memberM = await member.post(`/api/growth/${childId}`, { measuredOn: '2026-11-01', weightKg: 7.5 });
    expect([ownerM.body.canDelete, memberM.body.canDelete]).toEqual([true, true]);
    const ownerF = await bottle(owner, childId, 90);
    const memberF = await bottle(member, childId, 120);
    expect([ownerF.body.canDelete, memberF.body.canDelete]).toEqual([true, true]);

    const canDelete = async (u: Adult) => {
      const growth = growthMeasurementList.parse((await u.get(`/api/growth/${childId}`)).body);
      const log = feedingLogResponse.parse((await u.get(`/api/feeding/${childId}`)).body);
      return {
        growth: Object.fromEntries(growth.map((g) => [g.id, g.canDelete])),
        feeding: Object.fromEntries(log.entries.map((e) => [e.id, e.canDelete])),
        lastFeed: log.lastFeed?.canDelete,
      };
    };
    expect(await canDelete(owner)).toEqual({
      growth: { [ownerM.body.id]: true, [memberM.body.id]: true },
      feeding: { [ownerF.body.id]: true, [memberF.body.id]: true },
      lastFeed: true,
    });
    expect(await canDelete(member)).toEqual({
      growth: { [ownerM.body.id]: false, [memberM.body.id]: true },
      feeding: { [ownerF.body.id]: false, [memberF.body.id]: true },
      // The member's bottle started last: it is the last feed.
      lastFeed: true,
    });
  });
});
