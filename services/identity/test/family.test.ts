import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it, inject } from 'vitest';
import { closeRedis, createRedis } from '@nestkeep/common';
import { TEST_INTERNAL_SECRET, testPrefix } from '../../../tests/support/db.js';
import { signInvitation } from '../src/domain/family.js';
import { familyPartnerOf } from '../src/db/family.js';
import { familyInviteRateLimit } from '../src/routes/family.js';
import { gatewayToken, signedInUser, startIdentity, userToken, type IdentityHarness } from './harness.js';

const APP_ORIGIN = 'https://nestkeep.example';
let h: IdentityHarness;
let clock = new Date('2026-11-23T12:00:00Z');
let redis: ReturnType<typeof createRedis>;

beforeAll(async () => {
  redis = createRedis(inject('redisUrl'), 'general');
  h = await startIdentity(undefined, {
    now: () => clock,
    family: {
      appOrigin: APP_ORIGIN,
      inviteTtlDays: 7,
      mailer: null,
      // The real limiter on the real Redis, 10 per hour per owner (FAMILY_INVITES_PER_HOUR's default).
      inviteRateLimit: familyInviteRateLimit(redis, testPrefix(), 10, undefined, () => clock),
    },
  });
});
afterAll(async () => {
  await h.close();
  await closeRedis(redis);
});

let seq = 0;
/** Signs in (the gateway's call) with a chosen address; request helpers carry the user's token. */
async function signIn(email: string, displayName?: string) {
  seq += 1;
  const res = await request(h.app)
    .post('/internal/users/sign-in')
    .set('x-internal-token', await gatewayToken())
    .send({ googleId: `fam-${seq}-${Date.now()}`, email, displayName });
  expect(res.status).toBe(201);
  const token = await userToken(res.body.id);
  return {
    id: res.body.id as string,
    email,
    get: (path: string) => request(h.app).get(path).set('x-internal-token', token),
    post: (path: string, body?: object) =>
      request(h.app).post(path).set('x-internal-token', token).send(body),
    patch: (path: string, body?: object) =>
      request(h.app).patch(path).set('x-internal-token', token).send(body),
    del: (path: string) => request(h.app).delete(path).set('x-internal-token', token),
  };
}
type Client = Awaited<ReturnType<typeof signIn>>;

const setPlan = (userId: string, plan: 'free' | 'pro' | 'family') =>
  h.db.user.update({ where: { id: userId }, data: { plan } });

let n = 0;
const address = (label: string) => `${label}-${++n}-${Date.now()}@example.com`;

async function familyOwner(name = 'Olive Owner'): Promise<Client> {
  const owner = await signIn(address('owner'), name);
  await setPlan(owner.id, 'family');
  return owner;
}

const internal = async (path: string) =>
  request(h.app)
    .get(path)
    .set('x-internal-token', await gatewayToken());

const tokenOf = (inviteUrl: string) => new URL(inviteUrl).searchParams.get('token')!;

/** The invitee's choice: the notice's Accept on their one pending invitation. */
async function acceptNotice(invitee: Client) {
  const notice = await invitee.get('/api/family/invitations');
  expect(notice.status).toBe(200);
  expect(notice.body).toHaveLength(1);
  const res = await invitee.post(`/api/family/invitations/${notice.body[0].id}/accept`);
  expect(res.status).toBe(200);
  return res;
}

/** Signs in with an invited address and accepts the invitation (signing in alone never joins). */
async function join(email: string, displayName?: string): Promise<Client> {
  const invitee = await signIn(email, displayName);
  await acceptNotice(invitee);
  return invitee;
}

describe('family status', () => {
  it('a user with no family plan: no plan, not a member; the members list is refused', async () => {
    const u = await signedInUser(h, 'solo');
    const status = await u.get('/api/family/status');
    expect(status.status).toBe(200);
    expect(status.body).toEqual({
      hasFamilyPlan: false,
      isFamilyMember: false,
      primaryUser: null,
      shareNameFavorites: false,
      partnerSharesNameFavorites: null,
      familyEnded: null,
    });
    const members = await u.get('/api/family/members');
    expect(members.status).toBe(403);
    expect(members.body.message).toBe('Family Plan Required');
    const overview = await u.get('/api/family');
    expect(overview.body).toMatchObject({ hasFamilyPlan: false, members: [], limit: 1 });
  });

  it('a free or pro user cannot invite: the message names the family plan', async () => {
    const u = await signIn(address('pro'));
    await setPlan(u.id, 'pro');
    const res = await u.post('/api/family/invite', { email: address('partner') });
    expect(res.status).toBe(403);
    expect(res.body.message).toMatch(/Family plan/);
    expect(await h.db.familyMember.count({ where: { ownerId: u.id } })).toBe(0);
  });
});

describe('invitations', () => {
  it('the owner invites one adult: pending, a link to copy when no email is sent, listed N/1', async () => {
    const owner = await familyOwner();
    expect((await owner.get('/api/family/status')).body).toMatchObject({
      hasFamilyPlan: true,
      isFamilyMember: false,
    });
    const email = address('partner');
    const res = await owner.post('/api/family/invite', { email: `  ${email.toUpperCase()} ` });
    expect(res.status).toBe(201);
    expect(res.body.emailSent).toBe(false);
    expect(res.body.inviteUrl).toMatch(/^https:\/\/nestkeep\.example\/family\/join\?token=[\w.-]+$/);
    expect(res.body.member).toMatchObject({ email, status: 'pending', memberUserId: null, acceptedAt: null });

    const overview = await owner.get('/api/family');
    expect(overview.body).toMatchObject({ hasFamilyPlan: true, limit: 1 });
    expect(overview.body.members).toHaveLength(1);
    expect(overview.body.members[0]).toMatchObject({ id: res.body.member.id, status: 'pending' });
    const members = await owner.get('/api/family/members');
    expect(members.status).toBe(200);
    expect(members.body.map((m: { email: string }) => m.email)).toEqual([email]);
  });

  it('refuses a second adult, the same address twice, yourself, and a bad address', async () => {
    const owner = await familyOwner();
    const first = address('first');
    expect((await owner.post('/api/family/invite', { email: first })).status).toBe(201);

    const second = await owner.post('/api/family/invite', { email: address('second') });
    expect(second.status).toBe(409);
    expect(second.body.message).toBe(
      'Your family plan includes 1 additional adult. Remove the current member to invite someone else.',
    );
    const again = await owner.post('/api/family/invite', { email: first });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('You have already invited this address.');
    const self = await owner.post('/api/family/invite', { email: owner.email });
    expect(self.status).toBe(400);
    expect(self.body.message).toMatch(/cannot invite yourself/);
    const bad = await owner.post('/api/family/invite', { email: 'not-an-address' });
    expect(bad.status).toBe(400);
    expect(await h.db.familyMember.count({ where: { ownerId: owner.id } })).toBe(1);
  });

  it('two invites at once: only one passes the limit', async () => {
    const owner = await familyOwner();
    const results = await Promise.all([
      owner.post('/api/family/invite', { email: address('a') }),
      owner.post('/api/family/invite', { email: address('b') }),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([201, 409]);
    expect(await h.db.familyMember.count({ where: { ownerId: owner.id } })).toBe(1);
  });
});

describe('acceptance, benefits and their end', () => {
  it('accepting the notice joins; the member gets family until the owner plan ends', async () => {
    const owner = await familyOwner('Olive Owner');
    const email = address('member');
    await owner.post('/api/family/invite', { email });
    const member = await join(email.toUpperCase(), 'Max Member');

    const row = await h.db.familyMember.findFirstOrThrow({ where: { ownerId: owner.id } });
    expect(row).toMatchObject({ status: 'active', memberUserId: member.id });
    expect(row.acceptedAt?.toISOString()).toBe(clock.toISOString());

    expect((await member.get('/api/family/status')).body).toEqual({
      hasFamilyPlan: false,
      isFamilyMember: true,
      primaryUser: { displayName: 'Olive Owner', email: owner.email },
      shareNameFavorites: true,
      partnerSharesNameFavorites: true,
      familyEnded: null,
    });
    // The owner's list shows who joined.
    expect((await owner.get('/api/family/members')).body[0]).toMatchObject({
      status: 'active',
      memberUserId: member.id,
      displayName: 'Max Member',
      memberEmail: email.toUpperCase(),
    });
    expect((await member.get('/api/auth/user')).body.plan).toBe('family');
    expect((await internal(`/internal/users/${member.id}`)).body.plan).toBe('family');
    expect((await owner.get('/api/auth/user')).body.plan).toBe('family');

    const invite = await member.post('/api/family/invite', { email: address('x') });
    expect(invite.status).toBe(403);
    expect(invite.body.message).toBe('Family members cannot invite others');

    // The owner's plan ends: the member falls back at once (their own plan, free).
    await setPlan(owner.id, 'free');
    expect((await member.get('/api/auth/user')).body.plan).toBe('free');
    expect((await internal(`/internal/users/${member.id}`)).body.plan).toBe('free');
    expect((await member.get('/api/family/status')).body).toMatchObject({
      isFamilyMember: false,
      primaryUser: null,
    });
    expect((await internal(`/internal/users/${member.id}/family`)).body).toEqual({
      partner: null,
      shareNameFavorites: false,
    });
    expect(await familyPartnerOf(h.db, owner.id)).toBeNull();

    // Renewed: the benefits come back with the same membership.
    await setPlan(owner.id, 'family');
    expect((await member.get('/api/auth/user')).body.plan).toBe('family');
  });

  it('a member on their own pro plan keeps pro when the owner plan ends', async () => {
    const owner = await familyOwner();
    const email = address('pro-member');
    await owner.post('/api/family/invite', { email });
    const member = await join(email);
    await setPlan(member.id, 'pro');
    expect((await member.get('/api/auth/user')).body.plan).toBe('family');
    await setPlan(owner.id, 'free');
    expect((await member.get('/api/auth/user')).body.plan).toBe('pro');
  });

  it('opening the link accepts for the invited address only; the owner and a late holder cannot', async () => {
    const owner = await familyOwner();
    const email = address('link');
    const invite = await owner.post('/api/family/invite', { email });
    const token = tokenOf(invite.body.inviteUrl);

    const own = await owner.post('/api/family/accept', { token });
    expect(own.status).toBe(400);
    expect(own.body.message).toBe('This is your own invitation link. Send it to the adult you invited.');

    const adult = await signIn(email);
    const res = await adult.post('/api/family/accept', { token });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ isFamilyMember: true, primaryUser: { email: owner.email } });
    expect((await adult.get('/api/auth/user')).body.plan).toBe('family');
    // Opening it again is harmless; someone else cannot take it.
    expect((await adult.post('/api/family/accept', { token })).status).toBe(200);
    const late = await (await signIn(address('late'))).post('/api/family/accept', { token });
    expect(late.status).toBe(409);
    expect(late.body.message).toBe('This invitation has already been accepted.');
  });

  it('a tampered or expired link is refused with the same message; a removed invitation is 404', async () => {
    const owner = await familyOwner();
    const invite = await owner.post('/api/family/invite', { email: address('t') });
    const token = tokenOf(invite.body.inviteUrl);
    const adult = await signIn(address('holder'));
    const message = 'This invitation link is invalid or has expired. Ask for a new one.';

    const [payload, signature] = token.split('.') as [string, string];
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString());
    const otherRow = Buffer.from(JSON.stringify({ ...claims, m: claims.m + 1 })).toString('base64url');
    const flipped = signature.slice(0, -2) + (signature.endsWith('AA') ? 'BB' : 'AA');
    for (const bad of [`${otherRow}.${signature}`, `${payload}.${flipped}`, `${payload}x.${signature}`]) {
      const res = await adult.post('/api/family/accept', { token: bad });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(message);
    }
    // Signed with another secret.
    const forged = signInvitation(
      'another-secret-that-is-long-enough-000',
      { memberId: claims.m, email: claims.e },
      clock,
      7,
    );
    expect((await adult.post('/api/family/accept', { token: forged })).body.message).toBe(message);

    const saved = clock;
    try {
      clock = new Date(saved.getTime() + 7 * 86_400_000 + 1000);
      const expired = await adult.post('/api/family/accept', { token });
      expect(expired.status).toBe(400);
      expect(expired.body.message).toBe(message);
    } finally {
      clock = saved;
    }
    expect((await h.db.familyMember.findUniqueOrThrow({ where: { id: claims.m } })).status).toBe('pending');

    // The genuine token of a removed invitation: gone.
    expect((await owner.del(`/api/family/members/${claims.m}`)).status).toBe(204);
    const removed = await adult.post('/api/family/accept', { token });
    expect(removed.status).toBe(404);
    expect(removed.body.message).toBe('This invitation is no longer available. Ask for a new one.');
    expect(signInvitation(TEST_INTERNAL_SECRET, { memberId: 1, email: 'a@b.c' }, clock, 7)).not.toBe(token);
  });

  it("refuses a link once the owner's plan ended, and an adult already in a family", async () => {
    const owner = await familyOwner();
    const email = address('ended');
    const invite = await owner.post('/api/family/invite', { email });
    const token = tokenOf(invite.body.inviteUrl);
    const adult = await signIn(email);
    await setPlan(owner.id, 'free');
    const ended = await adult.post('/api/family/accept', { token });
    expect(ended.status).toBe(409);
    expect(ended.body.message).toBe('The family plan this invitation belongs to is no longer active.');
    await setPlan(owner.id, 'family');

    // The same address joined another family meanwhile: it cannot be in two.
    const otherOwner = await familyOwner();
    await otherOwner.post('/api/family/invite', { email });
    const otherInvitation = (await adult.get('/api/family/invitations')).body.find(
      (i: { owner: { email: string } }) => i.owner.email === otherOwner.email,
    );
    expect((await adult.post(`/api/family/invitations/${otherInvitation.id}/accept`)).status).toBe(200);
    const twice = await adult.post('/api/family/accept', { token });
    expect(twice.status).toBe(409);
    expect(twice.body.message).toBe('You are already part of a family plan.');
    expect(await h.db.familyMember.count({ where: { ownerId: owner.id, status: 'active' } })).toBe(0);
  });

  it('signing in does not accept an invitation from an owner whose plan ended', async () => {
    const owner = await familyOwner();
    const email = address('waiting');
    await owner.post('/api/family/invite', { email });
    await setPlan(owner.id, 'free');
    const invitee = await signIn(email);
    expect((await h.db.familyMember.findFirstOrThrow({ where: { ownerId: owner.id } })).status).toBe(
      'pending',
    );
    expect((await invitee.get('/api/auth/user')).body.plan).toBe('free');
  });

  it('a user already in a family is not moved by another pending invitation at sign-in', async () => {
    const ownerA = await familyOwner();
    const ownerB = await familyOwner();
    const email = address('sought');
    await ownerA.post('/api/family/invite', { email });
    const member = await join(email); // joins A
    expect((await ownerB.post('/api/family/invite', { email })).status).toBe(201);
    await request(h.app)
      .post('/internal/users/sign-in')
      .set('x-internal-token', await gatewayToken())
      .send({ googleId: (await h.db.user.findUniqueOrThrow({ where: { id: member.id } })).googleId, email });
    expect((await h.db.familyMember.findFirstOrThrow({ where: { ownerId: ownerB.id } })).status).toBe(
      'pending',
    );
    expect((await member.get('/api/family/status')).body.primaryUser.email).toBe(ownerA.email);
  });
});

describe('removal, leaving and settings', () => {
  it("the owner removes their member (204); another owner's member is 404", async () => {
    const owner = await familyOwner();
    const email = address('removed');
    const invite = await owner.post('/api/family/invite', { email });
    const member = await join(email);
    const other = await familyOwner();

    const foreign = await other.del(`/api/family/members/${invite.body.member.id}`);
    expect(foreign.status).toBe(404);
    expect(foreign.body.message).toBe('Family member not found');
    expect((await member.del(`/api/family/members/${invite.body.member.id}`)).status).toBe(404);
    expect((await owner.del('/api/family/members/abc')).status).toBe(404);

    expect((await owner.del(`/api/family/members/${invite.body.member.id}`)).status).toBe(204);
    expect((await owner.get('/api/family/members')).body).toEqual([]);
    expect((await member.get('/api/auth/user')).body.plan).toBe('free');
    // The slot is free again.
    expect((await owner.post('/api/family/invite', { email: address('next') })).status).toBe(201);
  });

  it('a member leaves (204), then has no membership to leave (404)', async () => {
    const owner = await familyOwner();
    const email = address('leaver');
    await owner.post('/api/family/invite', { email });
    const member = await join(email);
    expect((await member.del('/api/family/membership')).status).toBe(204);
    expect((await member.get('/api/family/status')).body.isFamilyMember).toBe(false);
    const again = await member.del('/api/family/membership');
    expect(again.status).toBe(404);
    expect(again.body.message).toBe('You are not a member of a family plan.');
  });

  it('the internal family lookup names the partner both ways and carries shareNameFavorites', async () => {
    const owner = await familyOwner('Olive Owner');
    const email = address('partner');
    await owner.post('/api/family/invite', { email });
    const member = await join(email, 'Max Member');

    expect((await internal(`/internal/users/${owner.id}/family`)).body).toEqual({
      partner: { userId: member.id, displayName: 'Max Member', email },
      shareNameFavorites: true,
    });
    expect((await internal(`/internal/users/${member.id}/family`)).body).toEqual({
      partner: { userId: owner.id, displayName: 'Olive Owner', email: owner.email },
      shareNameFavorites: true,
    });
    expect(await familyPartnerOf(h.db, member.id)).toEqual({
      userId: owner.id,
      displayName: 'Olive Owner',
      email: owner.email,
    });

    const off = await member.patch('/api/family/settings', { shareNameFavorites: false });
    expect(off.status).toBe(200);
    expect(off.body.shareNameFavorites).toBe(false);
    expect((await internal(`/internal/users/${owner.id}/family`)).body.shareNameFavorites).toBe(false);
    expect((await owner.patch('/api/family/settings', { shareNameFavorites: 'yes' })).status).toBe(400);

    const loner = await signIn(address('loner'));
    expect((await internal(`/internal/users/${loner.id}/family`)).body).toEqual({
      partner: null,
      shareNameFavorites: false,
    });
    expect((await loner.patch('/api/family/settings', { shareNameFavorites: false })).status).toBe(404);
    expect((await internal('/internal/users/00000000-0000-4000-8000-000000000000/family')).status).toBe(404);
    expect((await internal('/internal/users/nope/family')).status).toBe(404);
    // Users cannot call internal routes.
    expect((await member.get(`/internal/users/${owner.id}/family`)).status).toBe(401);
  });
});

describe("each adult's name-favourite switch is their own (issue 21)", () => {
  async function pair() {
    const owner = await familyOwner('Olive Owner');
    const email = address('partner');
    await owner.post('/api/family/invite', { email });
    const member = await join(email, 'Max Member');
    return { owner, member };
  }
  const shared = async (c: Client) =>
    (await internal(`/internal/users/${c.id}/family`)).body.shareNameFavorites as boolean;
  const switches = async (c: Client) => {
    const { shareNameFavorites, partnerSharesNameFavorites } = (await c.get('/api/family/status')).body;
    return { shareNameFavorites, partnerSharesNameFavorites };
  };

  it('the owner cannot turn sharing back on after the member turned it off', async () => {
    const { owner, member } = await pair();
    expect((await member.patch('/api/family/settings', { shareNameFavorites: false })).status).toBe(200);
    const on = await owner.patch('/api/family/settings', { shareNameFavorites: true });
    expect(on.status).toBe(200);
    expect(on.body).toMatchObject({ shareNameFavorites: true, partnerSharesNameFavorites: false });
    // Favourites are shared only while both switches are on.
    expect(await shared(owner)).toBe(false);
    expect(await shared(member)).toBe(false);
    expect(await switches(owner)).toEqual({ shareNameFavorites: true, partnerSharesNameFavorites: false });
    expect(await switches(member)).toEqual({ shareNameFavorites: false, partnerSharesNameFavorites: true });
    // The member's own choice turns it back on.
    expect((await member.patch('/api/family/settings', { shareNameFavorites: true })).status).toBe(200);
    expect(await shared(owner)).toBe(true);
    expect(await shared(member)).toBe(true);
  });

  it('a member cannot turn sharing back on after the owner turned it off', async () => {
    const { owner, member } = await pair();
    expect((await owner.patch('/api/family/settings', { shareNameFavorites: false })).status).toBe(200);
    const on = await member.patch('/api/family/settings', { shareNameFavorites: true });
    expect(on.status).toBe(200);
    expect(on.body).toMatchObject({ shareNameFavorites: true, partnerSharesNameFavorites: false });
    expect(await shared(member)).toBe(false);
    expect(await shared(owner)).toBe(false);
    expect(await switches(owner)).toEqual({ shareNameFavorites: false, partnerSharesNameFavorites: true });
    // A member's switch does not move the owner's, either way.
    await member.patch('/api/family/settings', { shareNameFavorites: false });
    await member.patch('/api/family/settings', { shareNameFavorites: true });
    expect((await switches(owner)).shareNameFavorites).toBe(false);
    expect((await owner.patch('/api/family/settings', { shareNameFavorites: true })).status).toBe(200);
    expect(await shared(member)).toBe(true);
  });

  it("the owner's choice made while the invitation is pending holds when the member joins", async () => {
    const owner = await familyOwner('Olive Owner');
    const email = address('later');
    await owner.post('/api/family/invite', { email });
    expect((await owner.patch('/api/family/settings', { shareNameFavorites: false })).status).toBe(200);
    expect(await switches(owner)).toEqual({ shareNameFavorites: false, partnerSharesNameFavorites: null });
    const member = await join(email);
    expect(await switches(member)).toEqual({ shareNameFavorites: true, partnerSharesNameFavorites: false });
    expect(await shared(member)).toBe(false);
  });
});

const DAY = 86_400_000;
/** Runs `fn` with the clock moved on by `ms`, then puts it back. */
async function later<T>(ms: number, fn: () => Promise<T>): Promise<T> {
  const saved = clock;
  clock = new Date(saved.getTime() + ms);
  try {
    return await fn();
  } finally {
    clock = saved;
  }
}

describe('invitations join only by the invitee’s choice (issue 21)', () => {
  it('signing in never joins: the invitation waits as a notice until the invitee accepts', async () => {
    const owner = await familyOwner('Olive Owner');
    const email = address('quiet');
    await owner.post('/api/family/invite', { email });
    const invitee = await signIn(email);

    expect((await h.db.familyMember.findFirstOrThrow({ where: { ownerId: owner.id } })).status).toBe(
      'pending',
    );
    expect((await invitee.get('/api/family/status')).body.isFamilyMember).toBe(false);
    expect((await invitee.get('/api/auth/user')).body.plan).toBe('free');

    const notice = await invitee.get('/api/family/invitations');
    expect(notice.body).toEqual([
      {
        id: expect.any(Number),
        owner: { displayName: 'Olive Owner', email: owner.email },
        invitedAt: clock.toISOString(),
        expiresAt: new Date(clock.getTime() + 7 * DAY).toISOString(),
      },
    ]);
    // Nobody else sees it, nor can act on it.
    const stranger = await signIn(address('stranger'));
    expect((await stranger.get('/api/family/invitations')).body).toEqual([]);
    const id = notice.body[0].id;
    expect((await stranger.post(`/api/family/invitations/${id}/accept`)).status).toBe(404);
    expect((await stranger.post(`/api/family/invitations/${id}/decline`)).status).toBe(404);
    expect((await invitee.post('/api/family/invitations/abc/accept')).status).toBe(404);

    expect((await invitee.post(`/api/family/invitations/${id}/accept`)).body.isFamilyMember).toBe(true);
    expect((await invitee.get('/api/family/invitations')).body).toEqual([]);
  });

  it('leaving does not let the next sign-in join the next pending invitation', async () => {
    const ownerA = await familyOwner();
    const ownerB = await familyOwner();
    const email = address('leaves');
    const invite = await ownerA.post('/api/family/invite', { email });
    await ownerB.post('/api/family/invite', { email });
    const member = await signIn(email);
    const token = tokenOf(invite.body.inviteUrl);
    expect((await member.post('/api/family/accept', { token })).status).toBe(200);
    expect((await member.del('/api/family/membership')).status).toBe(204);

    const user = await h.db.user.findUniqueOrThrow({ where: { id: member.id } });
    await request(h.app)
      .post('/internal/users/sign-in')
      .set('x-internal-token', await gatewayToken())
      .send({ googleId: user.googleId, email });
    expect((await member.get('/api/family/status')).body.isFamilyMember).toBe(false);
    expect(await h.db.familyMember.count({ where: { memberUserId: member.id } })).toBe(0);
  });

  it('a declined invitation, or one the member left, cannot be accepted later', async () => {
    const owner = await familyOwner();
    const email = address('declines');
    const invite = await owner.post('/api/family/invite', { email });
    const token = tokenOf(invite.body.inviteUrl);
    const invitee = await signIn(email);
    const id = (await invitee.get('/api/family/invitations')).body[0].id;

    expect((await invitee.post(`/api/family/invitations/${id}/decline`)).status).toBe(204);
    expect((await invitee.get('/api/family/invitations')).body).toEqual([]);
    const byNotice = await invitee.post(`/api/family/invitations/${id}/accept`);
    expect(byNotice.status).toBe(404);
    expect(byNotice.body.message).toBe('This invitation is no longer available. Ask for a new one.');
    expect((await invitee.post('/api/family/accept', { token })).status).toBe(404);
    expect((await invitee.get('/api/family/status')).body.isFamilyMember).toBe(false);
    // The owner sees it declined (not vanished); declining again is 404.
    expect((await owner.get('/api/family/members')).body).toMatchObject([{ id, email, status: 'declined' }]);
    expect((await invitee.post(`/api/family/invitations/${id}/decline`)).status).toBe(404);
    expect((await invitee.post('/api/family/decline', { token })).status).toBe(404);

    // Joined by the link, then left: the same link does not bring them back.
    const again = await owner.post('/api/family/invite', { email });
    const token2 = tokenOf(again.body.inviteUrl);
    expect((await invitee.post('/api/family/accept', { token: token2 })).status).toBe(200);
    expect((await invitee.del('/api/family/membership')).status).toBe(204);
    const afterLeave = await invitee.post('/api/family/accept', { token: token2 });
    expect(afterLeave.status).toBe(404);
    expect((await invitee.get('/api/family/status')).body.isFamilyMember).toBe(false);

    // The link's page can decline too (only for the invited address).
    const third = await owner.post('/api/family/invite', { email });
    const token3 = tokenOf(third.body.inviteUrl);
    const other = await signIn(address('not-invited'));
    expect((await other.post('/api/family/decline', { token: token3 })).status).toBe(403);
    expect((await invitee.post('/api/family/decline', { token: token3 })).status).toBe(204);
    expect((await invitee.post('/api/family/accept', { token: token3 })).status).toBe(404);
    expect((await owner.get('/api/family/members')).body.map((m: { status: string }) => m.status)).toEqual([
      'declined',
    ]);
  });

  it('a declined invitation frees the owner’s slot: another address can be invited', async () => {
    const owner = await familyOwner();
    const email = address('says-no');
    await owner.post('/api/family/invite', { email });
    const invitee = await signIn(email);
    const id = (await invitee.get('/api/family/invitations')).body[0].id;
    expect((await invitee.post(`/api/family/invitations/${id}/decline`)).status).toBe(204);

    const next = address('says-yes');
    expect((await owner.post('/api/family/invite', { email: next })).status).toBe(201);
    // The new invitation takes the slot; the declined one makes way for it.
    expect((await owner.get('/api/family/members')).body).toMatchObject([{ email: next, status: 'pending' }]);
    expect((await invitee.post(`/api/family/invitations/${id}/accept`)).status).toBe(404);
  });

  it('an invitation expires after FAMILY_INVITE_TTL_DAYS, by the notice and by the link', async () => {
    const owner = await familyOwner();
    const email = address('slow');
    const invite = await owner.post('/api/family/invite', { email });
    const token = tokenOf(invite.body.inviteUrl);
    expect(invite.body.member.expiresAt).toBe(new Date(clock.getTime() + 7 * DAY).toISOString());
    const invitee = await signIn(email);
    const id = (await invitee.get('/api/family/invitations')).body[0].id;

    await later(7 * DAY + 1000, async () => {
      expect((await invitee.get('/api/family/invitations')).body).toEqual([]);
      const byNotice = await invitee.post(`/api/family/invitations/${id}/accept`);
      expect(byNotice.status).toBe(410);
      expect(byNotice.body.message).toBe('This invitation has expired. Ask for a new one.');
      const byLink = await invitee.post('/api/family/accept', { token });
      expect(byLink.status).toBe(400);
      expect(byLink.body.message).toBe('This invitation link is invalid or has expired. Ask for a new one.');
      expect((await owner.get('/api/family/members')).body[0].status).toBe('expired');
      // The expired invitation no longer holds the owner's one slot.
      const fresh = await owner.post('/api/family/invite', { email });
      expect(fresh.status).toBe(201);
      expect((await owner.get('/api/family/members')).body.map((m: { status: string }) => m.status)).toEqual([
        'pending',
      ]);
    });
    expect((await invitee.get('/api/family/status')).body.isFamilyMember).toBe(false);
  });

  it('another account cannot accept the link: 403 naming the masked address it was sent to', async () => {
    const owner = await familyOwner();
    const email = `lena-${Date.now()}@example.com`;
    const invite = await owner.post('/api/family/invite', { email });
    const token = tokenOf(invite.body.inviteUrl);
    const holder = await signIn(address('forwarded'));

    const res = await holder.post('/api/family/accept', { token });
    expect(res.status).toBe(403);
    expect(res.body.message).toBe(
      'This invitation was sent to l***@example.com. Sign in with that address to accept it.',
    );
    expect((await h.db.familyMember.findFirstOrThrow({ where: { ownerId: owner.id } })).status).toBe(
      'pending',
    );
    expect((await holder.get('/api/family/status')).body.isFamilyMember).toBe(false);
  });

  it('the invite answer is the same whether or not the address is already in a family', async () => {
    const ownerA = await familyOwner();
    const taken = address('taken');
    const invite = await ownerA.post('/api/family/invite', { email: taken });
    const member = await signIn(taken);
    expect((await member.post('/api/family/accept', { token: tokenOf(invite.body.inviteUrl) })).status).toBe(
      200,
    );

    const ownerB = await familyOwner();
    const ownerC = await familyOwner();
    const inFamily = await ownerB.post('/api/family/invite', { email: taken });
    const free = await ownerC.post('/api/family/invite', { email: address('free') });
    const shape = (r: request.Response) => ({
      status: r.status,
      keys: Object.keys(r.body).sort(),
      member: { ...r.body.member, id: 0, email: '', expiresAt: '' },
      emailSent: r.body.emailSent,
    });
    expect(shape(inFamily)).toEqual(shape(free));
    expect(inFamily.status).toBe(201);
    // The owner's list does not tell either.
    const listed = (o: Client) => o.get('/api/family/members').then((r) => r.body[0].status);
    expect(await listed(ownerB)).toBe(await listed(ownerC));

    // The member sees the invitation and cannot accept it while in a family.
    const notice = (await member.get('/api/family/invitations')).body;
    const res = await member.post(`/api/family/invitations/${notice[0].id}/accept`);
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('You are already part of a family plan.');
  });

  it('15 invites in half a second: at most 10 an hour per owner, the rest 429 with a clear message', async () => {
    const owner = await familyOwner();
    const results = await Promise.all(
      Array.from({ length: 15 }, (_, i) => owner.post('/api/family/invite', { email: address(`burst${i}`) })),
    );
    const limited = results.filter((r) => r.status === 429);
    expect(limited).toHaveLength(5);
    expect(limited[0]!.body.message).toBe(
      'You have sent too many invitations. Please try again later (at most 10 per hour).',
    );
    expect(results.filter((r) => r.status === 201)).toHaveLength(1);
    expect(await h.db.familyMember.count({ where: { ownerId: owner.id } })).toBe(1);
    // Another owner is not held back.
    expect((await (await familyOwner()).post('/api/family/invite', { email: address('calm') })).status).toBe(
      201,
    );
  });

  it('refuses a display name with a line break (400) and keeps the old one', async () => {
    const owner = await familyOwner('Olive Owner');
    const res = await request(h.app)
      .put('/api/user/profile')
      .set('x-internal-token', await userToken(owner.id))
      .send({ displayName: 'Olive\nSubject: you won' });
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/Display name cannot contain line breaks/);
    expect((await h.db.user.findUniqueOrThrow({ where: { id: owner.id } })).displayName).toBe('Olive Owner');

    // Google's name cannot be refused at sign-in: its line break becomes a space.
    const google = await signIn(address('google'), 'Max\r\nMember');
    expect((await h.db.user.findUniqueOrThrow({ where: { id: google.id } })).displayName).toBe('Max Member');
  });
});

describe('the owner copies a pending invitation’s link again (issue 22 point 5)', () => {
  const linkOf = (owner: Client, id: number) => owner.post(`/api/family/invitations/${id}/link`);

  it('after a reload the owner gets the link of their pending invitation again; it joins the invitee', async () => {
    const owner = await familyOwner();
    const email = address('later-link');
    const invite = await owner.post('/api/family/invite', { email });
    expect(invite.status).toBe(201);
    // A reload: the list says 'Link ready to share' and has the row, not the link.
    const [row] = (await owner.get('/api/family')).body.members as Array<{ id: number; emailSent: boolean }>;
    expect(row).toMatchObject({ id: invite.body.member.id, emailSent: false });

    const res = await linkOf(owner, row!.id);
    expect(res.status).toBe(200);
    expect(res.body.inviteUrl).toMatch(/^https:\/\/nestkeep\.example\/family\/join\?token=[\w.-]+$/);
    // The link already sent keeps working: copying again gives that same link, not a new one.
    expect(res.body.inviteUrl).toBe(invite.body.inviteUrl);
    expect((await linkOf(owner, row!.id)).body.inviteUrl).toBe(res.body.inviteUrl);

    const invitee = await signIn(email);
    expect((await invitee.post('/api/family/accept', { token: tokenOf(res.body.inviteUrl) })).status).toBe(
      200,
    );
    expect((await invitee.get('/api/family/status')).body.isFamilyMember).toBe(true);
  });

  it('carries the invitation’s own expiry, not a new one counted from the copy', async () => {
    const owner = await familyOwner();
    const email = address('expiry-link');
    const invite = await owner.post('/api/family/invite', { email });
    const id = invite.body.member.id as number;
    const copied = await later(6 * DAY, () => linkOf(owner, id));
    expect(copied.status).toBe(200);
    const invitee = await signIn(email);
    await later(7 * DAY + 1000, async () => {
      const res = await invitee.post('/api/family/accept', { token: tokenOf(copied.body.inviteUrl) });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe('This invitation link is invalid or has expired. Ask for a new one.');
    });
  });

  it('only the owner: another owner’s invitation, the invitee and an unknown id are 404', async () => {
    const owner = await familyOwner();
    const email = address('not-yours');
    const id = (await owner.post('/api/family/invite', { email })).body.member.id as number;
    const other = await familyOwner('Other Owner');
    const invitee = await signIn(email);
    for (const [who, path] of [
      [other, `/api/family/invitations/${id}/link`],
      [invitee, `/api/family/invitations/${id}/link`],
      [owner, `/api/family/invitations/999999999/link`],
    ] as const) {
      const res = await who.post(path);
      expect(res.status).toBe(404);
      expect(res.body.message).toBe('Family member not found');
      expect(res.body.inviteUrl).toBeUndefined();
    }
    expect((await owner.post('/api/family/invitations/abc/link')).status).toBe(404);
  });

  it('an accepted, declined or expired invitation has no link to share: 400 saying why', async () => {
    const owner = await familyOwner();
    const email = address('joins');
    const id = (await owner.post('/api/family/invite', { email })).body.member.id as number;
    await join(email);
    const accepted = await linkOf(owner, id);
    expect(accepted.status).toBe(400);
    expect(accepted.body.message).toBe(
      'This invitation has already been accepted. There is no link to share.',
    );

    const owner2 = await familyOwner();
    const email2 = address('declines-link');
    const id2 = (await owner2.post('/api/family/invite', { email: email2 })).body.member.id as number;
    const decliner = await signIn(email2);
    expect((await decliner.post(`/api/family/invitations/${id2}/decline`)).status).toBe(204);
    const declined = await linkOf(owner2, id2);
    expect(declined.status).toBe(400);
    expect(declined.body.message).toBe(
      'This invitation was declined, so its link no longer works. You can send a new invitation.',
    );

    const owner3 = await familyOwner();
    const id3 = (await owner3.post('/api/family/invite', { email: address('too-late') })).body.member
      .id as number;
    await later(7 * DAY + 1000, async () => {
      const expired = await linkOf(owner3, id3);
      expect(expired.status).toBe(400);
      expect(expired.body.message).toBe(
        'This invitation has expired, so its link no longer works. Remove it and send a new invitation.',
      );
    });
  });

  it('an owner whose Family plan ended gets no link (403 Family Plan Required)', async () => {
    const owner = await familyOwner();
    const id = (await owner.post('/api/family/invite', { email: address('plan-gone') })).body.member
      .id as number;
    await setPlan(owner.id, 'pro');
    const res = await linkOf(owner, id);
    expect(res.status).toBe(403);
    expect(res.body.message).toBe('Family Plan Required');
  });
});
