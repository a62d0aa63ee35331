import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { childProfile } from '@nestkeep/common';
import { contentToken, parentWithChild, startIdentity, userToken, type IdentityHarness } from './harness.js';

/**
 * A family partner's choice of a child the other parent shares is kept on the server (issue 22
 * follow-up): it holds on another device, unlike the browser-only choice before. Chosen with
 * PUT /api/child-profiles/shared-choice; the list then reads that child as active for the partner
 * (and their own as not, without touching their own active flag); activating one of their own ends
 * it. A child that is not shared with the user answers 404 and changes nothing.
 */
let h: IdentityHarness;
beforeAll(async () => {
  h = await startIdentity();
});
afterAll(() => h.close());

type Adult = Awaited<ReturnType<typeof parentWithChild>>;

async function makeFamily(owner: Adult, member: Adult) {
  const email = (await h.db.user.findUniqueOrThrow({ where: { id: member.id } })).email;
  await h.db.familyMember.create({
    data: { ownerId: owner.id, email, memberUserId: member.id, status: 'active', acceptedAt: new Date() },
  });
  await h.db.user.update({ where: { id: owner.id }, data: { plan: 'family' } });
}

/** An owner sharing Maya with the family, and the partner (member) with Leo, their own, active. */
async function family() {
  const owner = await parentWithChild(h, 'owner', { name: 'Maya', currentStage: 'infant' });
  const member = await parentWithChild(h, 'member', { name: 'Leo', currentStage: 'toddler' });
  await makeFamily(owner, member);
  expect((await owner.put(`/api/child-profiles/${owner.childId}`, { sharedWithFamily: true })).status).toBe(
    200,
  );
  return { owner, member, mayaId: owner.childId, leoId: member.childId };
}

/** Which of the user's children the list says is active, by name. */
async function activeOf(u: { get: (path: string) => request.Test }) {
  const res = await u.get('/api/child-profiles');
  expect(res.status).toBe(200);
  return (res.body as unknown[])
    .map((c) => childProfile.parse(c))
    .filter((c) => c.isActive)
    .map((c) => c.name);
}

const choose = (u: Adult, childProfileId: number | null) =>
  u.put('/api/child-profiles/shared-choice', { childProfileId });

/** What content reads of the user's children (which one a save goes to). */
async function internalActive(userId: string) {
  const res = await request(h.app)
    .get(`/internal/users/${userId}/children`)
    .set('x-internal-token', await contentToken());
  expect(res.status).toBe(200);
  return (res.body as Array<{ name: string; isActive: boolean }>)
    .filter((c) => c.isActive)
    .map((c) => c.name);
}

describe("a partner's chosen shared child", () => {
  it('is kept on the server: the list (any device) reads it as active, the owner and own flag untouched', async () => {
    const { owner, member, mayaId, leoId } = await family();
    expect(await activeOf(member)).toEqual(['Leo']);

    const res = await choose(member, mayaId);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ childProfileId: mayaId });

    // A new device: nothing but the account.
    expect(await activeOf(member)).toEqual(['Maya']);
    expect(await internalActive(member.id)).toEqual(['Maya']);
    // The owner's view and the partner's own stored flag are unchanged.
    expect(await activeOf(owner)).toEqual(['Maya']);
    expect((await h.db.childProfile.findUniqueOrThrow({ where: { id: leoId } })).isActive).toBe(true);

    // Choosing their own child again ends it.
    const own = await request(h.app)
      .patch(`/api/child-profiles/${leoId}/activate`)
      .set('x-internal-token', await userToken(member.id))
      .send({});
    expect(own.status).toBe(200);
    expect(await activeOf(member)).toEqual(['Leo']);
    expect(await internalActive(member.id)).toEqual(['Leo']);
  });

  it('null ends the choice', async () => {
    const { member, mayaId } = await family();
    expect((await choose(member, mayaId)).status).toBe(200);
    expect((await choose(member, null)).status).toBe(200);
    expect(await activeOf(member)).toEqual(['Leo']);
  });

  it('a new child of their own made active ends it', async () => {
    const { member, mayaId } = await family();
    expect((await choose(member, mayaId)).status).toBe(200);
    expect(
      (await member.post('/api/child-profiles', { name: 'Ada', currentStage: 'newborn', isActive: true }))
        .status,
    ).toBe(201);
    expect(await activeOf(member)).toEqual(['Ada']);
  });

  it('is ignored once the child is no longer shared with them', async () => {
    const { owner, member, mayaId } = await family();
    expect((await choose(member, mayaId)).status).toBe(200);
    await owner.put(`/api/child-profiles/${mayaId}`, { sharedWithFamily: false });
    expect(await activeOf(member)).toEqual(['Leo']);
    expect(await internalActive(member.id)).toEqual(['Leo']);
  });

  it("another user's child that is not shared, or one's own, is 404 and changes nothing", async () => {
    const { member, mayaId, leoId } = await family();
    const stranger = await parentWithChild(h, 'stranger', { name: 'Zoe', currentStage: 'infant' });
    const strangerShared = await parentWithChild(h, 'stranger2', { name: 'Kim', currentStage: 'infant' });
    await strangerShared.put(`/api/child-profiles/${strangerShared.childId}`, { sharedWithFamily: true });
    expect((await choose(member, mayaId)).status).toBe(200);
    for (const id of [stranger.childId, strangerShared.childId, leoId, 987654321]) {
      const res = await choose(member, id);
      expect(res.status, String(id)).toBe(404);
    }
    expect(await activeOf(member)).toEqual(['Maya']);
    // The owner of a shared child cannot "choose" it this way either: it is their own.
    const { owner } = await family();
    expect((await choose(owner, owner.childId)).status).toBe(404);
  });

  it('takes a positive whole number or null (400 otherwise)', async () => {
    const { member } = await family();
    for (const body of [{}, { childProfileId: 'x' }, { childProfileId: -1 }, { childProfileId: 1.5 }]) {
      const res = await member.put('/api/child-profiles/shared-choice', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
    }
  });
});
