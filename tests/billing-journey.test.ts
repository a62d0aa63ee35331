import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventually, submitLocalCheckout } from './support/billing.js';
import { Client } from './support/http-client.js';
import { startStack, type Stack } from './support/stack.js';

/**
 * Upgrades, trials, payment failures, cancellations and the family plan through the gateway, with
 * the real identity, content and billing services: checkout goes to billing's local test checkout
 * (no Stripe keys), whose Pay sends signed webhooks to billing; billing's outbox relay hands
 * plan.changed to identity's worker over BullMQ, and content reads the plan from identity.
 */
const FREE_LIMIT = 3;

let seq = 0;
function email(label: string) {
  seq += 1;
  return `${label}-${seq}-${Date.now()}@example.com`;
}

async function signedIn(stack: Stack, address = email('parent')) {
  const client = new Client(stack.gatewayUrl);
  const res = await client.devSignIn(address, 'Sam');
  expect(res.status).toBe(200);
  return client;
}

const me = async (c: Client) => (await c.get('/api/auth/user')).json();
const usage = async (c: Client) => (await c.get('/api/user/usage')).json();
const save = (c: Client, title: string) => c.post('/api/content', { title });

async function fillToLimit(c: Client) {
  for (let i = 0; i < FREE_LIMIT; i++) expect((await save(c, `Tip ${i}`)).status).toBe(201);
}

/** Starts a checkout as `c` and answers its url (the local test checkout page). */
async function startCheckout(stack: Stack, c: Client, body: object): Promise<string> {
  const res = await c.post('/api/create-checkout-session', body);
  const json = await res.json();
  expect({ status: res.status, json }).toMatchObject({ status: 200, json: { url: expect.any(String) } });
  expect(new URL(json.url).origin).toBe(stack.gatewayUrl);
  return json.url as string;
}

/** Waits until identity answers `plan` for the user behind `c`. */
function planBecomes(c: Client, plan: string, subscriptionStatus?: string | null) {
  return eventually(
    () => me(c),
    (u) =>
      u.plan === plan && (subscriptionStatus === undefined || u.subscriptionStatus === subscriptionStatus),
    { what: `plan ${plan}${subscriptionStatus === undefined ? '' : ` (${subscriptionStatus})`}` },
  );
}

async function subscriptionIdOf(stack: Stack, c: Client): Promise<string> {
  const { id: userId } = await me(c);
  const row = await eventually(
    () => stack.billing.db.subscription.findFirst({ where: { userId }, orderBy: { createdAt: 'desc' } }),
    (r) => r !== null,
    { what: 'a subscription row' },
  );
  return row!.id;
}

describe('plans through checkout and webhooks', () => {
  let stack: Stack;
  beforeAll(async () => {
    stack = await startStack({ FREE_SAVE_LIMIT: String(FREE_LIMIT) });
  });
  afterAll(() => stack.close());

  it('a free user at the limit upgrades through the local checkout and saves without limit', async () => {
    const parent = await signedIn(stack);
    await fillToLimit(parent);
    const refused = await save(parent, 'One too many');
    expect(refused.status).toBe(403);
    expect(await refused.json()).toMatchObject({ message: 'Usage limit reached', requiresUpgrade: true });
    expect(await usage(parent)).toMatchObject({ usageCount: FREE_LIMIT, plan: 'free', unlimited: false });
    expect(await (await parent.get('/api/subscription')).json()).toMatchObject({
      plan: 'free',
      status: null,
    });

    // The upgrade dialog's shape, coming back to the page it was opened on.
    const returnUrl = `${stack.gatewayUrl}/app?tab=saved`;
    const url = await startCheckout(stack, parent, { plan: 'pro', billingCycle: 'annually', returnUrl });
    const paid = await submitLocalCheckout(parent, url);
    expect(paid.status).toBe(303);
    const back = new URL(paid.location, stack.gatewayUrl);
    expect(back.origin + back.pathname).toBe(`${stack.gatewayUrl}/app`);
    expect(Object.fromEntries(back.searchParams)).toEqual({ tab: 'saved', checkout: 'success' });

    const user = await planBecomes(parent, 'pro', 'active');
    expect(user.plan).toBe('pro');
    expect(await usage(parent)).toMatchObject({ plan: 'pro', unlimited: true });
    for (let i = 0; i < 3; i++) expect((await save(parent, `Pro tip ${i}`)).status).toBe(201);
    expect(await (await parent.get('/api/subscription')).json()).toMatchObject({
      plan: 'pro',
      status: 'active',
      billingCycle: 'annual',
      cancelAtPeriodEnd: false,
      canManage: true,
    });

    // A second checkout while subscribed is refused.
    const again = await parent.post('/api/create-checkout-session', { planType: 'pro', billing: 'monthly' });
    expect(again.status).toBe(409);
    expect(await again.json()).toMatchObject({
      message: 'You already have an active subscription. Manage it from your profile.',
    });
  });

  it("the marketing pages' shape, monthly, defaults its return to /app; Cancel changes nothing", async () => {
    const parent = await signedIn(stack);
    const url = await startCheckout(stack, parent, { planType: 'pro', billing: 'monthly' });
    const cancelled = await submitLocalCheckout(parent, url, /\bCancel\b/);
    expect(cancelled.status).toBe(303);
    const back = new URL(cancelled.location, stack.gatewayUrl);
    expect(back.pathname).toBe('/app');
    expect(back.searchParams.get('checkout')).toBe('cancel');
    expect((await me(parent)).plan).toBe('free');

    const url2 = await startCheckout(stack, parent, { planType: 'pro', billing: 'monthly' });
    const paid = await submitLocalCheckout(parent, url2);
    expect(new URL(paid.location, stack.gatewayUrl).searchParams.get('checkout')).toBe('success');
    await planBecomes(parent, 'pro', 'active');
    expect(await (await parent.get('/api/subscription')).json()).toMatchObject({
      plan: 'pro',
      billingCycle: 'monthly',
    });
  });

  it('another signed-in user cannot open or pay a checkout that is not theirs', async () => {
    const owner = await signedIn(stack);
    const url = await startCheckout(stack, owner, { plan: 'pro', billingCycle: 'monthly' });
    const stranger = await signedIn(stack);
    expect((await stranger.get(url)).status).toBe(404);
    const signedOut = new Client(stack.gatewayUrl);
    expect((await signedOut.get(url)).status).not.toBe(200);
  });

  it('a failed payment makes the subscription past_due (still pro), and cancellation brings the free limit back with every item kept', async () => {
    const parent = await signedIn(stack);
    await fillToLimit(parent);
    const url = await startCheckout(stack, parent, { plan: 'pro', billingCycle: 'monthly' });
    await submitLocalCheckout(parent, url);
    await planBecomes(parent, 'pro', 'active');
    for (let i = 0; i < 2; i++) expect((await save(parent, `Paid tip ${i}`)).status).toBe(201);
    const subscriptionId = await subscriptionIdOf(stack, parent);

    await stack.billing.local!.simulate.paymentFailed(subscriptionId);
    await planBecomes(parent, 'pro', 'past_due');
    expect(await (await parent.get('/api/subscription')).json()).toMatchObject({ status: 'past_due' });
    expect(await usage(parent)).toMatchObject({ unlimited: true });

    await stack.billing.local!.simulate.cancelNow(subscriptionId);
    await planBecomes(parent, 'free', 'canceled');
    expect(await (await parent.get('/api/subscription')).json()).toMatchObject({ plan: 'free' });
    const items = await (await parent.get('/api/content')).json();
    expect(items).toHaveLength(FREE_LIMIT + 2);
    expect(await usage(parent)).toMatchObject({ plan: 'free', unlimited: false });
    // This month's saves are over the free limit now: a new one is refused, nothing was deleted.
    const refused = await save(parent, 'After the downgrade');
    expect(refused.status).toBe(403);
    expect(await refused.json()).toMatchObject({ requiresUpgrade: true });
    expect(await (await parent.get('/api/content')).json()).toHaveLength(FREE_LIMIT + 2);

    // Subscribing again is allowed once the old subscription has ended.
    const url2 = await startCheckout(stack, parent, { plan: 'pro', billingCycle: 'annually' });
    await submitLocalCheckout(parent, url2);
    await planBecomes(parent, 'pro', 'active');
    expect((await save(parent, 'Back on pro')).status).toBe(201);
  });

  it('the local customer portal: cancel at period end (still Pro), resume, switch cycle, cancel now (free)', async () => {
    const parent = await signedIn(stack);
    const url = await startCheckout(stack, parent, { plan: 'pro', billingCycle: 'monthly' });
    await submitLocalCheckout(parent, url);
    await planBecomes(parent, 'pro', 'active');
    const subscription = async () => (await parent.get('/api/subscription')).json();

    const portal = await parent.post('/api/billing/portal', {});
    expect(portal.status).toBe(200);
    const { url: portalUrl } = await portal.json();
    expect(new URL(portalUrl).origin).toBe(stack.gatewayUrl);
    // Only its owner opens it.
    expect((await (await signedIn(stack)).get(portalUrl)).status).toBe(404);

    const press = async (button: RegExp) => {
      const done = await submitLocalCheckout(parent, portalUrl, button);
      expect(done.status).toBe(303);
    };
    await press(/^Cancel subscription$/);
    await eventually(subscription, (s) => s.cancelAtPeriodEnd === true, { what: 'cancel at period end' });
    expect(await me(parent)).toMatchObject({ plan: 'pro', subscriptionStatus: 'active' });

    await press(/^Resume subscription$/);
    await eventually(subscription, (s) => s.cancelAtPeriodEnd === false, { what: 'resumed' });

    await press(/^Switch to annual$/);
    await eventually(subscription, (s) => s.billingCycle === 'annual', { what: 'annual cycle' });
    expect(await me(parent)).toMatchObject({ plan: 'pro' });

    await press(/^Cancel now$/);
    await planBecomes(parent, 'free', 'canceled');
    expect(await usage(parent)).toMatchObject({ plan: 'free', unlimited: false });
  });

  it('signed-out checkout is 401; a return address off the app origin or an unknown plan is 400', async () => {
    const visitor = new Client(stack.gatewayUrl);
    const signedOut = await visitor.post('/api/create-checkout-session', {
      planType: 'pro',
      billing: 'monthly',
    });
    expect(signedOut.status).toBe(401);

    const parent = await signedIn(stack);
    for (const returnUrl of [
      'https://evil.example.com/app',
      `${stack.gatewayUrl.replace('127.0.0.1', 'localhost')}/app`,
      '//evil.example.com/app',
      'javascript:alert(1)',
    ]) {
      const res = await parent.post('/api/create-checkout-session', {
        plan: 'pro',
        billingCycle: 'monthly',
        returnUrl,
      });
      expect({ returnUrl, status: res.status }).toEqual({ returnUrl, status: 400 });
      expect((await res.json()).message).toMatch(/returnUrl/i);
    }
    for (const body of [
      { plan: 'gold', billingCycle: 'monthly' },
      { planType: 'pro', billing: 'weekly' },
      {},
    ]) {
      expect((await parent.post('/api/create-checkout-session', body)).status).toBe(400);
    }
    expect((await me(parent)).plan).toBe('free');
  });
});

describe('a trial (TRIAL_DAYS set)', () => {
  let stack: Stack;
  beforeAll(async () => {
    stack = await startStack({ FREE_SAVE_LIMIT: String(FREE_LIMIT) }, { billing: { trialDays: 14 } });
  });
  afterAll(() => stack.close());

  it('checkout starts a 14-day trial: trialing, unlimited, then active when the trial ends', async () => {
    const parent = await signedIn(stack);
    await fillToLimit(parent);
    const url = await startCheckout(stack, parent, { plan: 'pro', billingCycle: 'annually' });
    await submitLocalCheckout(parent, url);
    await planBecomes(parent, 'trialing', 'trialing');
    expect(await usage(parent)).toMatchObject({ plan: 'trialing', unlimited: true });
    expect((await save(parent, 'Trial tip')).status).toBe(201);
    const sub = await (await parent.get('/api/subscription')).json();
    expect(sub).toMatchObject({ plan: 'trialing', status: 'trialing' });
    const days = (Date.parse(sub.trialEnd) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(13.9);
    expect(days).toBeLessThan(14.1);

    await stack.billing.local!.simulate.trialEnds(await subscriptionIdOf(stack, parent));
    await planBecomes(parent, 'pro', 'active');
  });

  it('tells a signed-out visitor the trial days, for the Start Free Trial copy', async () => {
    const res = await new Client(stack.gatewayUrl).get('/api/billing/plans');
    expect({ status: res.status, body: await res.json() }).toEqual({ status: 200, body: { trialDays: 14 } });
  });
});

describe('the family plan', () => {
  let stack: Stack;
  beforeAll(async () => {
    stack = await startStack({ FREE_SAVE_LIMIT: String(FREE_LIMIT) });
  });
  afterAll(() => stack.close());

  async function familyOwner() {
    const owner = await signedIn(stack, email('owner'));
    const url = await startCheckout(stack, owner, { plan: 'family', billingCycle: 'monthly' });
    await submitLocalCheckout(owner, url);
    await planBecomes(owner, 'family', 'active');
    return owner;
  }

  it('the owner invites one adult, who joins by accepting the notice; a member cannot invite; the plan ending ends theirs', async () => {
    const owner = await familyOwner();
    const partnerEmail = email('partner');
    const invited = await owner.post('/api/family/invite', { email: `  ${partnerEmail.toUpperCase()} ` });
    expect(invited.status).toBeLessThan(300);
    const invitation = await invited.json();
    expect(invitation).toMatchObject({
      member: { email: partnerEmail, status: 'pending' },
      emailSent: false,
    });
    expect(invitation.inviteUrl).toMatch(new RegExp(`^${stack.gatewayUrl}/family/join\\?token=.+`));
    expect(await (await owner.get('/api/family')).json()).toMatchObject({
      hasFamilyPlan: true,
      isFamilyMember: false,
      limit: 1,
      members: [{ email: partnerEmail, status: 'pending', memberUserId: null }],
    });

    // One additional adult only.
    const second = await owner.post('/api/family/invite', { email: email('third') });
    expect(second.status).toBeGreaterThanOrEqual(400);
    expect(second.status).toBeLessThan(500);
    expect((await second.json()).message).toMatch(/\S/);

    // The partner signs in with the invited address (that alone joins nothing) and accepts the
    // notice: an active member on the family plan.
    const partner = await signedIn(stack, partnerEmail);
    expect(await (await partner.get('/api/family/status')).json()).toMatchObject({ isFamilyMember: false });
    const [notice] = await (await partner.get('/api/family/invitations')).json();
    expect(notice).toMatchObject({ owner: { displayName: 'Sam' } });
    expect((await partner.post(`/api/family/invitations/${notice.id}/accept`)).status).toBe(200);
    const partnerUser = await planBecomes(partner, 'family');
    expect(await (await partner.get('/api/family/status')).json()).toMatchObject({
      hasFamilyPlan: false,
      isFamilyMember: true,
      primaryUser: { displayName: 'Sam' },
    });
    expect(await (await owner.get('/api/family')).json()).toMatchObject({
      members: [{ email: partnerEmail, status: 'active', memberUserId: partnerUser.id }],
    });

    // The partner's benefits: unlimited saves in a library of their own.
    expect(await usage(partner)).toMatchObject({ plan: 'family', unlimited: true });
    for (let i = 0; i < FREE_LIMIT + 1; i++)
      expect((await save(partner, `Partner tip ${i}`)).status).toBe(201);
    expect(await (await owner.get('/api/content')).json()).toHaveLength(0);

    // A member cannot invite.
    const memberInvite = await partner.post('/api/family/invite', { email: email('friend') });
    expect(memberInvite.status).toBe(403);

    // The owner's plan ends: both are free again, the partner's items are kept.
    await stack.billing.local!.simulate.cancelNow(await subscriptionIdOf(stack, owner));
    await planBecomes(owner, 'free', 'canceled');
    await planBecomes(partner, 'free');
    expect(await usage(partner)).toMatchObject({ plan: 'free', unlimited: false });
    expect(await (await partner.get('/api/content')).json()).toHaveLength(FREE_LIMIT + 1);
    expect((await save(partner, 'Over the limit now')).status).toBe(403);
  });

  it('an invitation is accepted by its link under its own address only; the owner removes the member', async () => {
    const owner = await familyOwner();
    const inviteeEmail = email('invitee');
    const invited = await (await owner.post('/api/family/invite', { email: inviteeEmail })).json();
    const token = new URL(invited.inviteUrl).searchParams.get('token')!;

    const forwarded = await signedIn(stack, email('other-address'));
    expect((await forwarded.post('/api/family/accept', { token })).status).toBe(403);
    const other = await signedIn(stack, inviteeEmail);
    expect((await other.post('/api/family/accept', { token: `${token}x` })).status).toBe(400);
    const accepted = await other.post('/api/family/accept', { token });
    expect(accepted.status).toBeLessThan(300);
    await planBecomes(other, 'family');

    const [member] = (await (await owner.get('/api/family')).json()).members;
    expect(member).toMatchObject({ status: 'active' });
    const stranger = await signedIn(stack);
    expect((await stranger.delete(`/api/family/members/${member.id}`)).status).toBe(404);
    expect((await owner.delete(`/api/family/members/${member.id}`)).status).toBeLessThan(300);
    await planBecomes(other, 'free');
    expect(await (await owner.get('/api/family')).json()).toMatchObject({ members: [] });
  });

  it("shares baby-name favourites and opted-in children with the partner, until the owner's plan ends", async () => {
    const owner = await familyOwner();
    const sharerEmail = email('sharer');
    const invited = await (await owner.post('/api/family/invite', { email: sharerEmail })).json();
    const partner = new Client(stack.gatewayUrl);
    expect((await partner.devSignIn(sharerEmail, 'Jo')).status).toBe(200);
    const token = new URL(invited.inviteUrl).searchParams.get('token')!;
    expect((await partner.post('/api/family/accept', { token })).status).toBeLessThan(300);
    await planBecomes(partner, 'family');

    // Baby-name favourites, once the owner turns sharing on.
    expect((await owner.patch('/api/family/settings', { shareNameFavorites: true })).status).toBeLessThan(
      300,
    );
    const card = {
      name: 'Aurora',
      gender: 'girl',
      meaning: 'Dawn',
      origin: 'Latin',
      syllables: 3,
      popularity: 50,
      trend: 'rising',
      variants: [],
      famousPeople: [],
    };
    expect((await partner.post('/api/names/favorites', card)).status).toBe(201);
    const ownersView = (await (await owner.get('/api/names/favorites')).json()).favorites;
    expect(ownersView).toEqual([expect.objectContaining({ name: 'Aurora', sharedBy: 'Jo' })]);

    // A child the owner shares: the partner sees it, read-only.
    const created = await owner.post('/api/child-profiles', { name: 'Mia', currentStage: 'newborn' });
    expect(created.status).toBe(201);
    const mia = await created.json();
    expect((await owner.put(`/api/child-profiles/${mia.id}`, { sharedWithFamily: true })).status).toBe(200);
    const partnersChildren = await (await partner.get('/api/child-profiles')).json();
    expect(partnersChildren).toEqual([
      expect.objectContaining({
        id: mia.id,
        name: 'Mia',
        sharedWithFamily: true,
        sharedBy: 'Sam',
        isActive: false,
      }),
    ]);
    expect((await partner.put(`/api/child-profiles/${mia.id}`, { name: 'Renamed' })).status).toBe(404);

    // The plan ends: nothing is shared any more.
    await stack.billing.local!.simulate.cancelNow(await subscriptionIdOf(stack, owner));
    await planBecomes(partner, 'free');
    expect(await (await partner.get('/api/child-profiles')).json()).toEqual([]);
    expect((await (await owner.get('/api/names/favorites')).json()).favorites).toEqual([]);
  });

  it('a Pro subscriber switches to Family in one step (issue 22): same subscription, plan family, can invite', async () => {
    const parent = await signedIn(stack, email('pro-owner'));
    await submitLocalCheckout(
      parent,
      await startCheckout(stack, parent, { plan: 'pro', billingCycle: 'monthly' }),
    );
    await planBecomes(parent, 'pro', 'active');
    const subscriptionId = await subscriptionIdOf(stack, parent);
    // Checkout stays for starting a subscription: a second one is still refused.
    expect(
      (await parent.post('/api/create-checkout-session', { plan: 'family', billingCycle: 'annually' }))
        .status,
    ).toBe(409);

    const res = await parent.post('/api/subscription/change-plan', {
      plan: 'family',
      billingCycle: 'annually',
    });
    expect({ status: res.status, body: await res.json() }).toEqual({
      status: 200,
      body: { plan: 'family', billingCycle: 'annual', status: 'active' },
    });
    await planBecomes(parent, 'family', 'active');
    expect(await (await parent.get('/api/subscription')).json()).toMatchObject({
      plan: 'family',
      billingCycle: 'annual',
    });
    expect(await subscriptionIdOf(stack, parent)).toBe(subscriptionId);
    expect(await (await parent.get('/api/family/status')).json()).toMatchObject({ hasFamilyPlan: true });
    expect((await parent.post('/api/family/invite', { email: email('partner') })).status).toBeLessThan(300);

    const same = await parent.post('/api/subscription/change-plan', {
      plan: 'family',
      billingCycle: 'annual',
    });
    expect(same.status).toBe(400);
    const fresh = await signedIn(stack);
    const none = await fresh.post('/api/subscription/change-plan', {
      plan: 'family',
      billingCycle: 'monthly',
    });
    expect(none.status).toBe(400);
    expect((await none.json()).message).toMatch(/checkout/);
    // Signed out: no trial to offer without TRIAL_DAYS.
    const visitor = await new Client(stack.gatewayUrl).get('/api/billing/plans');
    expect({ status: visitor.status, body: await visitor.json() }).toEqual({
      status: 200,
      body: { trialDays: 0 },
    });
  });

  it('a user without a family plan cannot invite', async () => {
    const parent = await signedIn(stack);
    const res = await parent.post('/api/family/invite', { email: email('partner') });
    expect(res.status).toBe(403);
  });
});
