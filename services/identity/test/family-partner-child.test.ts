import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { familyOverview, familyStatus } from '@nestkeep/common';
import { applyPlanChange } from '../src/db/plans.js';
import {
  ADMIN_EMAIL,
  contentToken,
  gatewayToken,
  signedInUser,
  startIdentity,
  userToken,
  type IdentityHarness,
} from './harness.js';

/**
 * Issue 22 point 5, "a partner sees the right child", through the identity app on a real
 * database: the invitation flow as the routes run it (invite, onboarding on the link's page,
 * accept), content's list of the children a user may save for and chat about, whether the
 * invitation went out by email, and the member told why their family plan ended.
 */
let h: IdentityHarness;
/** A second identity whose invitations go out by email (a mailer that takes every message). */
let mailing: IdentityHarness;
const mailed: string[] = [];
beforeAll(async () => {
  h = await startIdentity();
  mailing = await startIdentity(h.databaseUrl, {
    family: {
      mailer: {
        sendFamilyInvitation: async (m) => void mailed.push(m.to),
        close: () => undefined,
      },
    },
  });
});
afterAll(async () => {
  await mailing.close();
  await h.close();
});

type Adult = Awaited<ReturnType<typeof signedInUser>>;

const emailOf = async (u: Adult) => (await h.db.user.findUniqueOrThrow({ where: { id: u.id } })).email;
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** An owner on the Family plan named `name`, who invites `partner`; the link's token. */
async function ownerInviting(name: string, partner: Adult) {
  const owner = await signedInUser(h, 'owner');
  await h.db.user.update({ where: { id: owner.id }, data: { plan: 'family', displayName: name } });
  const invited = await owner.post('/api/family/invite', { email: await emailOf(partner) });
  expect(invited.status).toBe(201);
  const token = new URL(invited.body.inviteUrl as string).searchParams.get('token')!;
  return { owner, token };
}

const pregnantAnswers = {
  userStage: 'currently_pregnant',
  dueDate: inDays(120),
  interests: ['Birth planning'],
  newsletterOptIn: false,
};

const childrenOf = async (u: Adult) => {
  const res = await u.get('/api/child-profiles');
  expect(res.status).toBe(200);
  return res.body as Array<{ id: number; name: string; sharedBy: string | null; isActive: boolean }>;
};

async function statusOf(u: Adult) {
  const res = await u.get('/api/family/status');
  expect(res.status).toBe(200);
  return familyStatus.parse(res.body);
}

/** Owner 'Ava' sharing her pregnancy 'Baby', and a partner who joined through the link. */
async function joinedFamily() {
  const partner = await signedInUser(h, 'partner');
  const { owner, token } = await ownerInviting('Ava', partner);
  const baby = await owner.post('/api/child-profiles', {
    name: 'Baby',
    currentStage: 'pregnant-2nd',
    dateOfBirth: inDays(120),
  });
  expect(baby.status).toBe(201);
  expect((await owner.put(`/api/child-profiles/${baby.body.id}`, { sharedWithFamily: true })).status).toBe(
    200,
  );
  expect((await partner.post('/api/family/accept', { token })).status).toBe(200);
  return { owner, partner, babyId: baby.body.id as number };
}

describe('joining through an invitation', () => {
  it("onboarding on the link's page makes no second 'Baby' when the inviting owner shares their pregnancy", async () => {
    const partner = await signedInUser(h, 'partner');
    const { owner, token } = await ownerInviting('Ava', partner);
    const baby = await owner.post('/api/child-profiles', {
      name: 'Baby',
      currentStage: 'pregnant-2nd',
      dateOfBirth: inDays(120),
    });
    await owner.put(`/api/child-profiles/${baby.body.id}`, { sharedWithFamily: true });

    const onboarded = await partner.post(
      `/api/onboarding?familyInvitation=${encodeURIComponent(token)}`,
      pregnantAnswers,
    );
    expect(onboarded.status).toBe(200);
    expect(onboarded.body).toMatchObject({ onboardingCompleted: true, userStage: 'currently_pregnant' });
    expect(await childrenOf(partner)).toEqual([]);

    expect((await partner.post('/api/family/accept', { token })).status).toBe(200);
    const seen = await childrenOf(partner);
    expect(seen.map((c) => [c.id, c.name, c.sharedBy])).toEqual([[baby.body.id, 'Baby', 'Ava']]);
  });

  it('keeps the child when the owner shares none, and for a link that is not theirs to accept', async () => {
    const partner = await signedInUser(h, 'partner');
    const { token } = await ownerInviting('Ben', partner);
    const res = await partner.post(
      `/api/onboarding?familyInvitation=${encodeURIComponent(token)}`,
      pregnantAnswers,
    );
    expect(res.status).toBe(200);
    expect((await childrenOf(partner)).map((c) => c.name)).toEqual(['Baby']);

    // Someone else holding a link to a family that shares a pregnancy: their own baby is made.
    const stranger = await signedInUser(h, 'stranger');
    const other = await signedInUser(h, 'other');
    const { owner: sharer, token: notTheirs } = await ownerInviting('Cat', other);
    const shared = await sharer.post('/api/child-profiles', { name: 'Bump', currentStage: 'pregnant-1st' });
    await sharer.put(`/api/child-profiles/${shared.body.id}`, { sharedWithFamily: true });
    const strangerRes = await stranger.post(
      `/api/onboarding?familyInvitation=${encodeURIComponent(notTheirs)}`,
      pregnantAnswers,
    );
    expect(strangerRes.status).toBe(200);
    expect((await childrenOf(stranger)).map((c) => c.name)).toEqual(['Baby']);
  });

  it('a parent keeps a child born on another day than the shared one; a forged link changes nothing', async () => {
    const partner = await signedInUser(h, 'partner');
    const { owner, token } = await ownerInviting('Dee', partner);
    const born = inDays(-200);
    const mila = await owner.post('/api/child-profiles', {
      name: 'Mila',
      currentStage: 'infant',
      dateOfBirth: born,
    });
    await owner.put(`/api/child-profiles/${mila.body.id}`, { sharedWithFamily: true });
    const res = await partner.post(`/api/onboarding?familyInvitation=${encodeURIComponent(token)}`, {
      userStage: 'already_parent',
      childrenCount: 2,
      childrenDOBs: [born, inDays(-900)],
      childrenNames: ['Mila', 'Theo'],
      interests: ['Daily routines'],
      newsletterOptIn: false,
    });
    expect(res.status).toBe(200);
    expect((await childrenOf(partner)).map((c) => c.name)).toEqual(['Theo']);

    const forged = await signedInUser(h, 'forged');
    const bad = await forged.post(
      `/api/onboarding?familyInvitation=${encodeURIComponent(`${token}x`)}`,
      pregnantAnswers,
    );
    expect(bad.status).toBe(200);
    expect((await childrenOf(forged)).map((c) => c.name)).toEqual(['Baby']);
  });

  it("the link carries the owner's name for the join page, signed with the invitation", async () => {
    const partner = await signedInUser(h, 'partner');
    const { token } = await ownerInviting('Ava Stone', partner);
    const payload = JSON.parse(Buffer.from(token.split('.')[0]!, 'base64url').toString('utf8'));
    expect(payload).toMatchObject({ o: 'Ava Stone', e: await emailOf(partner) });
  });
});

describe('a child shared with the partner, as content asks for it', () => {
  it('is listed after their own children for saves and chat, never active, naming who shares it', async () => {
    const { partner, babyId } = await joinedFamily();
    const own = await partner.post('/api/child-profiles', { name: 'Leo', currentStage: 'toddler' });
    const res = await request(h.app)
      .get(`/internal/users/${partner.id}/children`)
      .set('x-internal-token', await contentToken());
    expect(res.status).toBe(200);
    expect(res.body).toEqual([
      expect.objectContaining({ id: own.body.id, isActive: true, name: 'Leo', sharedBy: null }),
      expect.objectContaining({
        id: babyId,
        isActive: false,
        name: 'Baby',
        currentStage: 'pregnant-2nd',
        sharedBy: 'Ava',
      }),
    ]);
  });

  it("is gone from the list once the owner's plan ends (a save or chat for it is refused then)", async () => {
    const { owner, partner, babyId } = await joinedFamily();
    await h.db.user.update({ where: { id: owner.id }, data: { plan: 'free' } });
    const res = await request(h.app)
      .get(`/internal/users/${partner.id}/children`)
      .set('x-internal-token', await contentToken());
    expect(res.body.map((c: { id: number }) => c.id)).not.toContain(babyId);
  });
});

describe('whether an invitation went out by email', () => {
  it("is kept on the member row: 'Link ready to share' without SMTP, 'Invitation sent' when emailed", async () => {
    const partner = await signedInUser(h, 'partner');
    const { owner } = await ownerInviting('Eve', partner);
    const overview = familyOverview.parse((await owner.get('/api/family')).body);
    expect(overview.members.map((m) => m.emailSent)).toEqual([false]);

    const mailer = await signedInUser(mailing, 'mailing-owner');
    await mailing.db.user.update({ where: { id: mailer.id }, data: { plan: 'family' } });
    const to = `mailed-${Date.now()}@example.com`;
    const sent = await mailer.post('/api/family/invite', { email: to });
    expect(sent.body).toMatchObject({ emailSent: true, member: { emailSent: true } });
    expect(mailed).toContain(to);
    const listed = familyOverview.parse((await mailer.get('/api/family')).body);
    expect(listed.members.map((m) => m.emailSent)).toEqual([true]);
  });
});

describe('the partner told why their family plan ended', () => {
  it('after the owner deletes their account: on their next visit, until they have read it', async () => {
    const { owner, partner } = await joinedFamily();
    expect((await statusOf(partner)).familyEnded).toBeNull();
    const deleted = await owner.del('/api/privacy/delete-account').send({ reason: 'done' });
    expect(deleted.status).toBe(200);

    const status = await statusOf(partner);
    expect(status).toMatchObject({
      isFamilyMember: false,
      familyEnded: { reason: 'owner_deleted', ownerName: null },
    });
    expect((await partner.get('/api/family')).body.familyEnded).toMatchObject({ reason: 'owner_deleted' });
    expect(await childrenOf(partner)).toEqual([]);

    expect((await partner.del('/api/family/ended-notice')).status).toBe(204);
    expect((await statusOf(partner)).familyEnded).toBeNull();
  });

  it('after the owner anonymises their account: told on their next visit that the owner closed it', async () => {
    const { owner, partner } = await joinedFamily();
    const anonymized = await owner.post('/api/privacy/anonymize');
    expect(anonymized.status).toBe(200);

    const status = await statusOf(partner);
    expect(status).toMatchObject({
      isFamilyMember: false,
      familyEnded: { reason: 'owner_anonymized', ownerName: null },
    });
    expect((await partner.get('/api/family')).body.familyEnded).toMatchObject({ reason: 'owner_anonymized' });
    expect(await childrenOf(partner)).toEqual([]);

    expect((await partner.del('/api/family/ended-notice')).status).toBe(204);
    expect((await statusOf(partner)).familyEnded).toBeNull();
  });

  it('an owner whose Family plan had ended anonymises: the partner, told already, is not told again', async () => {
    const { owner, partner } = await joinedFamily();
    const version = Math.floor(Date.now() / 1000);
    await applyPlanChange(h.db, { userId: owner.id, plan: 'free', subscriptionStatus: null, version });
    expect((await partner.del('/api/family/ended-notice')).status).toBe(204);
    expect((await owner.post('/api/privacy/anonymize')).status).toBe(200);
    expect((await statusOf(partner)).familyEnded).toBeNull();
  });

  it('after an admin deletes the owner: the partner is told as if the owner deleted their account', async () => {
    const { owner, partner } = await joinedFamily();
    const signIn = await request(h.app)
      .post('/internal/users/sign-in')
      .set('x-internal-token', await gatewayToken())
      .send({ googleId: `admin-${Date.now()}`, email: ADMIN_EMAIL, displayName: 'The Admin' });
    expect(signIn.body.role).toBe('admin');
    const deleted = await request(h.app)
      .delete(`/api/admin/users/${owner.id}`)
      .set('x-internal-token', await userToken(signIn.body.id, 'admin'));
    expect(deleted.status).toBe(200);

    expect(await statusOf(partner)).toMatchObject({
      isFamilyMember: false,
      familyEnded: { reason: 'owner_deleted', ownerName: null },
    });
    expect(await childrenOf(partner)).toEqual([]);
  });

  it("after the owner's Family plan ends, naming the owner; the plan coming back takes the notice away", async () => {
    const { owner, partner } = await joinedFamily();
    const version = Math.floor(Date.now() / 1000);
    expect(
      await applyPlanChange(h.db, {
        userId: owner.id,
        plan: 'free',
        subscriptionStatus: 'canceled',
        version,
      }),
    ).toBe('applied');
    expect((await statusOf(partner)).familyEnded).toMatchObject({ reason: 'plan_ended', ownerName: 'Ava' });
    // The owner is told nothing of their own plan here; a stale event changes nothing.
    expect((await statusOf(owner)).familyEnded).toBeNull();
    expect(
      await applyPlanChange(h.db, {
        userId: owner.id,
        plan: 'pro',
        subscriptionStatus: 'active',
        version: version - 1,
      }),
    ).toBe('stale');

    expect(
      await applyPlanChange(h.db, {
        userId: owner.id,
        plan: 'family',
        subscriptionStatus: 'active',
        version: version + 1,
      }),
    ).toBe('applied');
    expect(await statusOf(partner)).toMatchObject({ isFamilyMember: true, familyEnded: null });
  });

  it('a member who was already told is not told again when a plan that was not Family changes', async () => {
    const { owner, partner } = await joinedFamily();
    const version = Math.floor(Date.now() / 1000);
    await applyPlanChange(h.db, { userId: owner.id, plan: 'free', subscriptionStatus: null, version });
    expect((await partner.del('/api/family/ended-notice')).status).toBe(204);
    await applyPlanChange(h.db, {
      userId: owner.id,
      plan: 'pro',
      subscriptionStatus: 'active',
      version: version + 1,
    });
    expect((await statusOf(partner)).familyEnded).toBeNull();
  });
});
