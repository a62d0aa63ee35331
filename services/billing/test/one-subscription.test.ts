import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type Stripe from 'stripe';
import {
  knownUser,
  startBilling,
  startFakeIdentity,
  type BillingHarness,
  type BillingUser as User,
  type FakeIdentity,
} from './harness.js';

// One live subscription per user (issue 21 point 4): through billing's own Stripe SDK against the
// local stand-in, whose events reach billing's real webhook handler, on real Postgres.

const ORIGIN = 'http://localhost:5000';
let identity: FakeIdentity;
let h: BillingHarness;

beforeAll(async () => {
  identity = await startFakeIdentity();
  h = await startBilling({ identityUrl: identity.url, appOrigin: ORIGIN });
});
afterAll(async () => {
  await h?.close();
  await identity?.close();
});

const newUser = (): Promise<User> => knownUser(h, identity);

/** A checkout started in the app, as the upgrade dialog does: the session's local page path. */
async function startCheckout(u: User): Promise<string> {
  const res = await u.post('/api/create-checkout-session', { plan: 'pro', billingCycle: 'monthly' });
  expect(res.status).toBe(200);
  return new URL(res.body.url).pathname;
}

const sessionIdOf = (path: string) => path.split('/').pop()!;
const idOf = (ref: string | { id: string } | null) => (typeof ref === 'string' ? ref : (ref?.id ?? null));

/** Every subscription of every Stripe customer the user has, as Stripe (the stand-in) has them. */
async function stripeSubscriptions(customerIds: string[]): Promise<Stripe.Subscription[]> {
  const lists = await Promise.all(
    customerIds.map((customer) => h.stripe.subscriptions.list({ customer, status: 'all' })),
  );
  return lists.flatMap((l) => l.data);
}

async function customerIdOf(u: User): Promise<string> {
  return (await h.db.customer.findUniqueOrThrow({ where: { userId: u.id } })).stripeCustomerId;
}

const isLive = (s: { status: string }) =>
  !['canceled', 'incomplete', 'incomplete_expired'].includes(s.status);

/** What billing shows the user, and its one row of a live subscription. */
async function expectOneLiveSubscription(u: User, keptId: string) {
  const rows = await h.db.subscription.findMany({ where: { userId: u.id } });
  expect(rows.filter(isLive).map((r) => r.id)).toEqual([keptId]);
  expect((await u.get('/api/subscription')).body).toMatchObject({ plan: 'pro', status: 'active' });
  const last = (await h.outbox()).filter((r) => r.payload.userId === u.id).at(-1);
  expect(last?.payload).toMatchObject({ plan: 'pro', subscriptionStatus: 'active' });
}

describe('one live subscription per user', () => {
  it("a subscription's start expires the user's other open checkouts: an old tab can no longer pay", async () => {
    const u = await newUser();
    const first = await startCheckout(u);
    const oldTab = await startCheckout(u);
    const paid = await u.post(`${first}/pay`);
    expect(paid.status).toBe(303);

    const old = await h.stripe.checkout.sessions.retrieve(sessionIdOf(oldTab));
    expect(old).toMatchObject({ status: 'expired', url: null, subscription: null });
    const late = await u.post(`${oldTab}/pay`);
    expect(late.status).toBe(410);
    expect(late.text).toContain('This checkout has expired');

    const subs = await stripeSubscriptions([await customerIdOf(u)]);
    expect(subs).toHaveLength(1);
    expect(subs[0]!.status).toBe('active');
    await expectOneLiveSubscription(u, subs[0]!.id);
  });

  it('two checkouts paid at once leave one live subscription; any second one is canceled at Stripe', async () => {
    const u = await newUser();
    const [a, b] = [await startCheckout(u), await startCheckout(u)];
    const [payA, payB] = await Promise.all([u.post(`${a}/pay`), u.post(`${b}/pay`)]);
    // Each one either paid or found its session expired by the other's start.
    for (const res of [payA, payB]) expect([303, 410]).toContain(res.status);
    expect([payA.status, payB.status]).toContain(303);

    const subs = await stripeSubscriptions([await customerIdOf(u)]);
    const live = subs.filter(isLive);
    expect(live).toHaveLength(1);
    for (const refused of subs.filter((s) => !isLive(s))) {
      expect(refused.status).toBe('canceled');
      expect(refused.cancellation_details?.comment).toContain(live[0]!.id);
    }
    await expectOneLiveSubscription(u, live[0]!.id);
  });

  it('an old checkout completed after the user subscribed: the new subscription is canceled at once, the first kept', async () => {
    const u = await newUser();
    // A checkout of this user for another Stripe customer (as one made before billing kept one
    // customer per user): the start of the subscription cannot expire it, so it is still payable.
    const otherCustomer = await h.stripe.customers.create({ metadata: { userId: u.id } });
    const metadata = { userId: u.id, plan: 'pro' };
    const old = await h.stripe.checkout.sessions.create({
      mode: 'subscription',
      customer: otherCustomer.id,
      client_reference_id: u.id,
      line_items: [{ price: 'price_local_pro_annual', quantity: 1 }],
      success_url: `${ORIGIN}/app?checkout=success`,
      metadata,
      subscription_data: { metadata },
    });

    const first = await startCheckout(u);
    expect((await u.post(`${first}/pay`)).status).toBe(303);
    const keptId = idOf((await h.stripe.checkout.sessions.retrieve(sessionIdOf(first))).subscription)!;
    const versionBefore = (await h.db.customer.findUniqueOrThrow({ where: { userId: u.id } })).planVersion;

    expect((await u.post(`${new URL(old.url!).pathname}/pay`)).status).toBe(303);
    const refusedId = idOf((await h.stripe.checkout.sessions.retrieve(old.id)).subscription)!;
    expect(refusedId).not.toBe(keptId);
    const refused = await h.stripe.subscriptions.retrieve(refusedId);
    expect(refused.status).toBe('canceled');
    expect(refused.cancellation_details?.comment).toBe(
      `Refused by NestKeep: the customer already has a live subscription (${keptId})`,
    );
    expect((await h.stripe.subscriptions.retrieve(keptId)).status).toBe('active');

    // Billing never recorded the refused one, and the user's plan did not move.
    expect(await h.db.subscription.findUnique({ where: { id: refusedId } })).toBeNull();
    expect((await h.db.customer.findUniqueOrThrow({ where: { userId: u.id } })).planVersion).toBe(
      versionBefore,
    );
    await expectOneLiveSubscription(u, keptId);
    const live = (await stripeSubscriptions([await customerIdOf(u), otherCustomer.id])).filter(isLive);
    expect(live.map((s) => s.id)).toEqual([keptId]);
  });

  it('a user whose subscription ended may subscribe again (an ended one is no rival)', async () => {
    const u = await newUser();
    expect((await u.post(`${await startCheckout(u)}/pay`)).status).toBe(303);
    const [ended] = await stripeSubscriptions([await customerIdOf(u)]);
    await h.local!.simulate.cancelNow(ended!.id);
    expect((await u.get('/api/subscription')).body).toMatchObject({ plan: 'free' });

    const again = await startCheckout(u);
    expect((await u.post(`${again}/pay`)).status).toBe(303);
    const renewedId = idOf((await h.stripe.checkout.sessions.retrieve(sessionIdOf(again))).subscription)!;
    expect((await h.stripe.subscriptions.retrieve(renewedId)).status).toBe('active');
    await expectOneLiveSubscription(u, renewedId);
  });
});
