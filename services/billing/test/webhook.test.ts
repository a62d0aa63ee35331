import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type Stripe from 'stripe';
import {
  asUser,
  sendEvent,
  startBilling,
  startFakeIdentity,
  type BillingHarness,
  type PlanChangedPayload,
} from './harness.js';

const ORIGIN = 'http://localhost:5000';
let identity: Awaited<ReturnType<typeof startFakeIdentity>>;
let h: BillingHarness;
/** A second billing with TRIAL_DAYS=14. */
let trial: BillingHarness;

beforeAll(async () => {
  identity = await startFakeIdentity();
  [h, trial] = await Promise.all([
    startBilling({ identityUrl: identity.url, appOrigin: ORIGIN }),
    startBilling({ identityUrl: identity.url, appOrigin: ORIGIN, trialDays: 14 }),
  ]);
});
afterAll(async () => {
  await Promise.all([h?.close(), trial?.close()]);
  await identity?.close();
});

async function newUser(billing: BillingHarness = h) {
  const id = randomUUID();
  identity.users.set(id, `${id.slice(0, 8)}@example.com`);
  return asUser(billing, id);
}

/** The user's plan.changed payloads, oldest first. */
async function planEvents(billing: BillingHarness, userId: string): Promise<PlanChangedPayload[]> {
  return (await billing.outbox())
    .filter((r) => r.type === 'plan.changed' && r.payload.userId === userId)
    .map((r) => r.payload);
}

/** Checkout and Pay on the local checkout page, as the browser does; the subscription's id. */
async function subscribe(
  billing: BillingHarness,
  u: Awaited<ReturnType<typeof newUser>>,
  body: object = { plan: 'pro', billingCycle: 'monthly' },
): Promise<string> {
  const checkout = await u.post('/api/create-checkout-session', body);
  expect(checkout.status).toBe(200);
  const path = new URL(checkout.body.url).pathname;
  const paid = await u.post(`${path}/pay`);
  expect(paid.status).toBe(303);
  expect(paid.headers.location).toMatch(/checkout=success/);
  const session = await billing.stripe.checkout.sessions.retrieve(path.split('/').pop()!);
  expect(session.status).toBe('complete');
  return typeof session.subscription === 'string' ? session.subscription : session.subscription!.id;
}

let seq = 0;
function subscriptionEvent(
  type: string,
  object: Stripe.Subscription,
  created: number,
): { id: string; type: string; created: number; data: { object: unknown } } {
  seq += 1;
  return { id: `evt_test_${Date.now()}_${seq}`, type, created, data: { object } };
}

const nowUnix = () => Math.floor(Date.now() / 1000);

describe('the Stripe webhook: signature', () => {
  it('a bad or missing signature is 400 and changes nothing', async () => {
    const u = await newUser();
    const subId = await subscribe(h, u);
    const sub = await h.stripe.subscriptions.retrieve(subId);
    const before = { events: await h.db.stripeEvent.count(), outbox: (await h.outbox()).length };
    const canceled = { ...sub, status: 'canceled' } as Stripe.Subscription;
    const event = subscriptionEvent('customer.subscription.deleted', canceled, nowUnix() + 5);

    const wrongSecret = h.stripe.webhooks.generateTestHeaderString({
      payload: JSON.stringify(event),
      secret: 'whsec_not_the_right_one',
    });
    const bad = await sendEvent(h, event, wrongSecret);
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/signature/i);
    const garbage = await sendEvent(h, event, 't=1,v1=deadbeef');
    expect(garbage.status).toBe(400);
    const missing = await sendEvent(h, event, '');
    expect(missing.status).toBe(400);

    expect(await h.db.stripeEvent.count()).toBe(before.events);
    expect((await h.outbox()).length).toBe(before.outbox);
    expect(await h.db.stripeEvent.findUnique({ where: { id: event.id } })).toBeNull();
    expect((await u.get('/api/subscription')).body).toMatchObject({ plan: 'pro', status: 'active' });
  });

  it('a body changed after signing is refused (the signature covers the raw bytes)', async () => {
    const event = {
      id: `evt_tamper_${Date.now()}`,
      type: 'customer.created',
      created: nowUnix(),
      data: { object: {} },
    };
    const payload = JSON.stringify({ object: 'event', ...event });
    const header = h.stripe.webhooks.generateTestHeaderString({ payload, secret: h.webhookSecret });
    // The header signed one body; another body arrives with it: refused.
    const res = await sendEvent(h, { ...event, id: `${event.id}x` }, header);
    expect(res.status).toBe(400);
    expect(await h.db.stripeEvent.count({ where: { id: { startsWith: 'evt_tamper_' } } })).toBe(0);
  });
});

describe('the Stripe webhook: plans', () => {
  it('a full upgrade (checkout and pay) makes the user pro, active, through plan.changed', async () => {
    const u = await newUser();
    const subId = await subscribe(h, u, { planType: 'pro', billing: 'annual' });
    const events = await planEvents(h, u.id);
    expect(events.length).toBeGreaterThanOrEqual(1);
    expect(events.at(-1)).toEqual({
      userId: u.id,
      plan: 'pro',
      subscriptionStatus: 'active',
      version: events.length,
    });
    // Versions grow by one per event written for this user.
    expect(events.map((e) => e.version)).toEqual(events.map((_, i) => i + 1));
    const customer = await h.db.customer.findUnique({ where: { userId: u.id } });
    expect(customer?.planVersion).toBe(events.length);

    const info = (await u.get('/api/subscription')).body;
    expect(info).toMatchObject({
      plan: 'pro',
      status: 'active',
      billingCycle: 'annual',
      trialEnd: null,
      cancelAtPeriodEnd: false,
      canManage: true,
    });
    const periodEnd = new Date(info.currentPeriodEnd).getTime();
    expect(periodEnd - Date.now()).toBeGreaterThan(360 * 86400_000);
    const row = await h.db.subscription.findUnique({ where: { id: subId } });
    expect(row).toMatchObject({ userId: u.id, plan: 'pro', billingCycle: 'annual', status: 'active' });
    expect(await h.db.stripeEvent.count({ where: { type: 'checkout.session.completed' } })).toBeGreaterThan(
      0,
    );

    // A second checkout while subscribed is refused.
    const again = await u.post('/api/create-checkout-session', { plan: 'family', billingCycle: 'monthly' });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('You already have an active subscription. Manage it from your profile.');
  });

  it('the family plan makes the user family', async () => {
    const u = await newUser();
    await subscribe(h, u, { plan: 'family', billingCycle: 'monthly' });
    expect((await planEvents(h, u.id)).at(-1)).toMatchObject({
      plan: 'family',
      subscriptionStatus: 'active',
    });
    expect((await u.get('/api/subscription')).body).toMatchObject({
      plan: 'family',
      billingCycle: 'monthly',
    });
  });

  it('with TRIAL_DAYS a new pro subscription is trialing for 14 days, then pro when the trial ends', async () => {
    const u = await newUser(trial);
    const subId = await subscribe(trial, u);
    const session = (await trial.db.subscription.findUnique({ where: { id: subId } }))!;
    expect(session.status).toBe('trialing');
    expect((await planEvents(trial, u.id)).at(-1)).toMatchObject({
      plan: 'trialing',
      subscriptionStatus: 'trialing',
    });
    const info = (await u.get('/api/subscription')).body;
    expect(info).toMatchObject({ plan: 'trialing', status: 'trialing' });
    const days = (new Date(info.trialEnd).getTime() - Date.now()) / 86400_000;
    expect(days).toBeGreaterThan(13.9);
    expect(days).toBeLessThan(14.1);

    await trial.local!.simulate.trialEnds(subId);
    expect((await planEvents(trial, u.id)).at(-1)).toMatchObject({
      plan: 'pro',
      subscriptionStatus: 'active',
    });
  });

  it('a family trial is already family', async () => {
    const u = await newUser(trial);
    await subscribe(trial, u, { plan: 'family', billingCycle: 'annually' });
    expect((await planEvents(trial, u.id)).at(-1)).toMatchObject({
      plan: 'family',
      subscriptionStatus: 'trialing',
    });
  });

  it('a failed payment keeps the plan and makes the status past_due', async () => {
    const u = await newUser();
    const subId = await subscribe(h, u);
    await h.local!.simulate.paymentFailed(subId);
    expect((await planEvents(h, u.id)).at(-1)).toMatchObject({ plan: 'pro', subscriptionStatus: 'past_due' });
    expect(await h.db.stripeEvent.count({ where: { type: 'invoice.payment_failed' } })).toBeGreaterThan(0);
    expect((await u.get('/api/subscription')).body).toMatchObject({ plan: 'pro', status: 'past_due' });
  });

  it('a cancellation at period end keeps pro with cancelAtPeriodEnd; canceling ends it: free', async () => {
    const u = await newUser();
    const subId = await subscribe(h, u);
    await h.stripe.subscriptions.update(subId, { cancel_at_period_end: true });
    // The stand-in sent customer.subscription.updated through the webhook code path.
    await expect.poll(async () => (await u.get('/api/subscription')).body.cancelAtPeriodEnd).toBe(true);
    expect((await planEvents(h, u.id)).at(-1)).toMatchObject({ plan: 'pro', subscriptionStatus: 'active' });

    await h.local!.simulate.cancelNow(subId);
    expect((await planEvents(h, u.id)).at(-1)).toMatchObject({
      plan: 'free',
      subscriptionStatus: 'canceled',
    });
    expect((await u.get('/api/subscription')).body).toMatchObject({
      plan: 'free',
      status: 'canceled',
      canManage: true,
    });
    // After it ended, the user may subscribe again.
    const again = await u.post('/api/create-checkout-session', { plan: 'family', billingCycle: 'monthly' });
    expect(again.status).toBe(200);
  });

  it('an unknown event type is recorded and answered 200, and changes nothing', async () => {
    const before = (await h.outbox()).length;
    const event = {
      id: `evt_unknown_${Date.now()}`,
      type: 'charge.refunded',
      created: nowUnix(),
      data: { object: { id: 'ch_1' } },
    };
    const res = await sendEvent(h, event);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ received: true });
    expect(await h.db.stripeEvent.findUnique({ where: { id: event.id } })).toMatchObject({
      type: 'charge.refunded',
    });
    expect((await h.outbox()).length).toBe(before);
    expect(h.eventsWritten()).toBeGreaterThan(0);
  });
});

describe('the Stripe webhook: replays and order', () => {
  it('a replayed event is answered duplicate and changes nothing', async () => {
    const u = await newUser();
    const subId = await subscribe(h, u);
    const sub = await h.stripe.subscriptions.retrieve(subId);
    const event = subscriptionEvent('customer.subscription.updated', sub, nowUnix() + 1);
    const first = await sendEvent(h, event);
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ received: true });
    const after = {
      outbox: (await h.outbox()).length,
      pokes: h.eventsWritten(),
      events: await h.db.stripeEvent.count(),
    };
    const customer = await h.db.customer.findUnique({ where: { userId: u.id } });

    for (let i = 0; i < 2; i += 1) {
      const replay = await sendEvent(h, event);
      expect(replay.status).toBe(200);
      expect(replay.body).toEqual({ received: true, duplicate: true });
    }
    // Concurrent deliveries of one new event: exactly one applies.
    const racing = subscriptionEvent('customer.subscription.updated', sub, nowUnix() + 2);
    const results = await Promise.all([sendEvent(h, racing), sendEvent(h, racing), sendEvent(h, racing)]);
    expect(results.map((r) => r.status)).toEqual([200, 200, 200]);
    expect(results.filter((r) => r.body.duplicate).length).toBe(2);

    expect((await h.outbox()).length).toBe(after.outbox + 1);
    expect(await h.db.stripeEvent.count()).toBe(after.events + 1);
    expect(h.eventsWritten()).toBe(after.pokes + 1);
    expect((await h.db.customer.findUnique({ where: { userId: u.id } }))?.planVersion).toBe(
      customer!.planVersion + 1,
    );
  });

  it('deleted then a late updated: the subscription stays canceled and the user free', async () => {
    const u = await newUser();
    const subId = await subscribe(h, u);
    const active = await h.stripe.subscriptions.retrieve(subId);
    await h.local!.simulate.cancelNow(subId);
    const outboxAfterCancel = (await h.outbox()).length;
    expect((await planEvents(h, u.id)).at(-1)).toMatchObject({
      plan: 'free',
      subscriptionStatus: 'canceled',
    });

    // The update Stripe sent before the deletion arrives late (older `created`): ignored.
    const late = subscriptionEvent('customer.subscription.updated', active, nowUnix() - 60);
    expect((await sendEvent(h, late)).status).toBe(200);
    // Even one stamped later that claims it is active cannot bring it back.
    const claimsActive = subscriptionEvent('customer.subscription.updated', active, nowUnix() + 60);
    expect((await sendEvent(h, claimsActive)).status).toBe(200);
    const created = subscriptionEvent('customer.subscription.created', active, nowUnix() + 61);
    expect((await sendEvent(h, created)).status).toBe(200);

    expect((await h.outbox()).length).toBe(outboxAfterCancel);
    expect(
      await h.db.stripeEvent.count({ where: { id: { in: [late.id, claimsActive.id, created.id] } } }),
    ).toBe(3);
    expect((await h.db.subscription.findUnique({ where: { id: subId } }))?.status).toBe('canceled');
    expect((await u.get('/api/subscription')).body).toMatchObject({ plan: 'free', status: 'canceled' });
  });

  it('a late event about an ended subscription billing has no record of (an account deleted meanwhile) brings back no row', async () => {
    const u = await newUser();
    const subId = await subscribe(h, u);
    const active = await h.stripe.subscriptions.retrieve(subId);
    await h.local!.simulate.cancelNow(subId);
    // The account is deleted: billing forgets the customer and the subscription.
    await h.db.subscription.deleteMany({ where: { userId: u.id } });
    await h.db.customer.deleteMany({ where: { userId: u.id } });
    const outboxBefore = (await h.outbox()).length;

    // Stripe's events arrive afterwards; Stripe says the subscription is canceled.
    for (const type of ['customer.subscription.updated', 'customer.subscription.deleted']) {
      const late = subscriptionEvent(type, active, nowUnix() + 30);
      expect((await sendEvent(h, late)).status).toBe(200);
    }
    expect(await h.db.customer.count({ where: { userId: u.id } })).toBe(0);
    expect(await h.db.subscription.count({ where: { userId: u.id } })).toBe(0);
    expect((await h.outbox()).length).toBe(outboxBefore);
  });

  it('an older updated after a newer one is ignored', async () => {
    const u = await newUser();
    const subId = await subscribe(h, u);
    const sub = await h.stripe.subscriptions.retrieve(subId);
    const t = nowUnix() + 100;
    const newer = subscriptionEvent('customer.subscription.updated', sub, t);
    expect((await sendEvent(h, newer)).status).toBe(200);
    const count = (await h.outbox()).length;
    const row = await h.db.subscription.findUnique({ where: { id: subId } });
    expect(row?.lastEventAt.getTime()).toBe(t * 1000);

    const pastDue = { ...sub, status: 'past_due' } as Stripe.Subscription;
    const older = subscriptionEvent('customer.subscription.updated', pastDue, t - 50);
    const res = await sendEvent(h, older);
    expect(res.status).toBe(200);
    expect((await h.outbox()).length).toBe(count);
    expect(await h.db.subscription.findUnique({ where: { id: subId } })).toMatchObject({
      status: 'active',
      lastEventAt: new Date(t * 1000),
    });
  });

  it('an event carrying a stale object applies Stripe’s current state (fetched), not the stale one', async () => {
    const u = await newUser();
    const subId = await subscribe(h, u);
    const sub = await h.stripe.subscriptions.retrieve(subId);
    // Stripe now says cancel at period end; the event's object still says otherwise.
    await h.stripe.subscriptions.update(subId, { cancel_at_period_end: true });
    const stale = { ...sub, cancel_at_period_end: false, status: 'past_due' } as Stripe.Subscription;
    const event = subscriptionEvent('customer.subscription.updated', stale, nowUnix() + 200);
    expect((await sendEvent(h, event)).status).toBe(200);
    expect(await h.db.subscription.findUnique({ where: { id: subId } })).toMatchObject({
      status: 'active',
      cancelAtPeriodEnd: true,
    });
    expect((await planEvents(h, u.id)).at(-1)).toMatchObject({ plan: 'pro', subscriptionStatus: 'active' });
  });

  it('an event for a subscription Stripe does not know and no user is recorded and ignored', async () => {
    const before = (await h.outbox()).length;
    const ghost = {
      id: 'sub_ghost',
      object: 'subscription',
      customer: 'cus_ghost',
      status: 'active',
      metadata: {},
      items: { object: 'list', data: [] },
    } as unknown as Stripe.Subscription;
    const event = subscriptionEvent('customer.subscription.updated', ghost, nowUnix());
    const res = await sendEvent(h, event);
    expect(res.status).toBe(200);
    expect((await h.outbox()).length).toBe(before);
    expect(await h.db.subscription.findUnique({ where: { id: 'sub_ghost' } })).toBeNull();
  });
});
