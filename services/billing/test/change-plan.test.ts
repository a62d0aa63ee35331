import request from 'supertest';
import type Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NO_SUBSCRIPTION_TO_CHANGE } from '../src/domain/change-plan.js';
import {
  knownUser,
  startBilling,
  startFakeIdentity,
  visitorToken,
  type BillingHarness,
  type FakeIdentity,
} from './harness.js';

/**
 * Issue 22 point 4: a Pro subscriber switches to Family in one step, on the subscription they have
 * (Stripe's subscription update with prorations), against the local stand-in through the real
 * stripe SDK; the stand-in's customer.subscription.updated moves the plan through the webhook.
 */
const START = new Date('2026-11-01T00:00:00Z');
const clock = { now: START };
let identity: FakeIdentity;
let h: BillingHarness;

beforeAll(async () => {
  identity = await startFakeIdentity();
  h = await startBilling({ identityUrl: identity.url, now: () => clock.now });
});
afterAll(async () => {
  await h?.close();
  await identity?.close();
});

const newUser = () => knownUser(h, identity);

/** A user who paid a checkout for `plan` on `billing` at START (a 30-day November period when monthly). */
async function subscriber(plan: 'pro' | 'family', billing: 'monthly' | 'annual') {
  clock.now = START;
  const u = await newUser();
  const checkout = await u.post('/api/create-checkout-session', { planType: plan, billing });
  expect(checkout.status).toBe(200);
  const sessionId = /\/(cs_[A-Za-z0-9]+)$/.exec(checkout.body.url)![1]!;
  expect((await u.post(`/api/billing/local/checkout/${sessionId}/pay`)).status).toBe(303);
  const row = await h.db.subscription.findFirstOrThrow({ where: { userId: u.id } });
  expect(row).toMatchObject({ plan, billingCycle: billing, status: 'active' });
  return { u, subscriptionId: row.id, customerId: row.stripeCustomerId };
}

async function lastPlanChanged(userId: string) {
  const events = (await h.outbox()).filter((e) => e.type === 'plan.changed' && e.payload.userId === userId);
  return events.at(-1)?.payload;
}

const TEN_DAYS_IN = new Date('2026-11-11T00:00:00Z');
const at = (d: Date) => Math.floor(d.getTime() / 1000);

describe('POST /api/subscription/change-plan', () => {
  it('switches a Pro monthly subscriber to Family monthly on the same subscription, prorated', async () => {
    const { u, subscriptionId, customerId } = await subscriber('pro', 'monthly');
    const before = await lastPlanChanged(u.id);
    expect(before?.plan).toBe('pro');
    clock.now = TEN_DAYS_IN;

    const res = await u.post('/api/subscription/change-plan', { plan: 'family', billingCycle: 'monthly' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ plan: 'family', billingCycle: 'monthly', status: 'active' });

    // At Stripe: the one subscription, its item now on the family price, the period unchanged.
    const sub = await h.stripe.subscriptions.retrieve(subscriptionId);
    expect(sub.status).toBe('active');
    expect(sub.items.data).toHaveLength(1);
    expect(sub.items.data[0]!.price.id).toBe('price_local_family_monthly');
    expect(sub.items.data[0]!.current_period_end).toBe(at(new Date('2026-12-01T00:00:00Z')));
    expect(sub.metadata).toMatchObject({ userId: u.id, plan: 'family' });
    const all = await h.stripe.subscriptions.list({ customer: customerId, status: 'all' });
    expect(all.data.map((s) => s.id)).toEqual([subscriptionId]);

    // Prorations as Stripe makes them: 20 of 30 days left, pending on the next invoice.
    const pending = await h.stripe.invoiceItems.list({ customer: customerId, pending: true });
    const byAmount = [...pending.data].sort((a, b) => a.amount - b.amount);
    expect(byAmount.map((i) => [i.amount, i.proration, i.invoice])).toEqual([
      [-333, true, null],
      [600, true, null],
    ]);
    expect(byAmount[0]!.description).toBe('Unused time on NestKeep Pro after 11 Nov 2026');
    expect(byAmount[1]!.description).toBe('Remaining time on NestKeep Family after 11 Nov 2026');
    expect(byAmount[1]!.period).toEqual({
      start: at(TEN_DAYS_IN),
      end: at(new Date('2026-12-01T00:00:00Z')),
    });
    expect(byAmount[1]!.parent?.subscription_details?.subscription).toBe(subscriptionId);

    // The webhook moved the plan: billing's record, the plan.changed event for identity, the answer.
    const row = await h.db.subscription.findUniqueOrThrow({ where: { id: subscriptionId } });
    expect(row).toMatchObject({ plan: 'family', billingCycle: 'monthly', status: 'active' });
    const after = await lastPlanChanged(u.id);
    expect(after).toMatchObject({ plan: 'family', subscriptionStatus: 'active' });
    expect(after!.version).toBeGreaterThan(before!.version);
    expect((await u.get('/api/subscription')).body).toMatchObject({
      plan: 'family',
      billingCycle: 'monthly',
      status: 'active',
    });
  });

  it('switches Pro monthly to Family annual: a new yearly period, invoiced at once with the unused credit', async () => {
    const { u, subscriptionId } = await subscriber('pro', 'monthly');
    clock.now = TEN_DAYS_IN;

    const res = await u.post('/api/subscription/change-plan', { plan: 'family', billingCycle: 'annually' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ plan: 'family', billingCycle: 'annual', status: 'active' });

    const sub = await h.stripe.subscriptions.retrieve(subscriptionId, { expand: ['latest_invoice'] });
    const item = sub.items.data[0]!;
    expect(item.price.id).toBe('price_local_family_annual');
    expect(item.current_period_start).toBe(at(TEN_DAYS_IN));
    expect(item.current_period_end).toBe(at(new Date('2027-11-11T00:00:00Z')));
    const invoice = sub.latest_invoice as Stripe.Invoice;
    expect(invoice.billing_reason).toBe('subscription_update');
    expect(invoice.status).toBe('paid');
    expect(invoice.total).toBe(8700 - 333);
    expect(invoice.lines.data.map((l) => [l.amount, l.parent?.subscription_item_details?.proration])).toEqual(
      [
        [-333, true],
        [8700, false],
      ],
    );

    expect(await h.db.subscription.findUniqueOrThrow({ where: { id: subscriptionId } })).toMatchObject({
      plan: 'family',
      billingCycle: 'annual',
    });
    expect(await lastPlanChanged(u.id)).toMatchObject({ plan: 'family' });
  });

  it('answers 400 for the plan and cycle the user already has, and changes nothing at Stripe', async () => {
    const { u, subscriptionId } = await subscriber('pro', 'annual');
    const events = (await h.outbox()).length;
    for (const billingCycle of ['annual', 'annually']) {
      const res = await u.post('/api/subscription/change-plan', { plan: 'pro', billingCycle });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe('You are already on the Pro plan, billed annually.');
    }
    const sub = await h.stripe.subscriptions.retrieve(subscriptionId);
    expect(sub.items.data[0]!.price.id).toBe('price_local_pro_annual');
    expect((await h.outbox()).length).toBe(events);

    // After the switch, Family is the plan one already has.
    expect(
      (await u.post('/api/subscription/change-plan', { plan: 'family', billingCycle: 'annual' })).status,
    ).toBe(200);
    const again = await u.post('/api/subscription/change-plan', { plan: 'family', billingCycle: 'annual' });
    expect(again.status).toBe(400);
    expect(again.body.message).toBe('You are already on the Family plan, billed annually.');
  });

  it('answers 400 pointing to checkout for a user with no live subscription', async () => {
    const never = await newUser();
    const res = await never.post('/api/subscription/change-plan', {
      plan: 'family',
      billingCycle: 'monthly',
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(NO_SUBSCRIPTION_TO_CHANGE);

    const { u, subscriptionId } = await subscriber('pro', 'monthly');
    await h.local!.simulate.cancelNow(subscriptionId);
    const ended = await u.post('/api/subscription/change-plan', { plan: 'family', billingCycle: 'monthly' });
    expect(ended.status).toBe(400);
    expect(ended.body.message).toBe(NO_SUBSCRIPTION_TO_CHANGE);
  });

  it('answers 400 naming a wrong plan or cycle', async () => {
    const { u } = await subscriber('pro', 'monthly');
    const res = await u.post('/api/subscription/change-plan', { plan: 'gold', billingCycle: 'weekly' });
    expect(res.status).toBe(400);
    expect(res.body.message).toContain('plan must be pro or family');
    expect(res.body.message).toContain('billingCycle must be monthly or annual');
    const missing = await u.post('/api/subscription/change-plan', {});
    expect(missing.status).toBe(400);
    expect(missing.body.message).toContain('plan must be pro or family');
  });

  it('is for signed-in users only', async () => {
    const res = await request(h.app)
      .post('/api/subscription/change-plan')
      .set('x-internal-token', await visitorToken())
      .send({ plan: 'family', billingCycle: 'monthly' });
    expect(res.status).toBe(401);
  });
});

describe('the stand-in’s subscription update', () => {
  it('refuses an unknown proration_behavior like Stripe, and none makes no invoice items', async () => {
    const { subscriptionId, customerId } = await subscriber('pro', 'monthly');
    const sub = await h.stripe.subscriptions.retrieve(subscriptionId);
    const item = sub.items.data[0]!;
    await expect(
      h.stripe.subscriptions.update(subscriptionId, {
        items: [{ id: item.id, price: 'price_local_family_monthly' }],
        proration_behavior: 'sometimes' as 'none',
      }),
    ).rejects.toMatchObject({ statusCode: 400, param: 'proration_behavior' });
    clock.now = TEN_DAYS_IN;
    await h.stripe.subscriptions.update(subscriptionId, {
      items: [{ id: item.id, price: 'price_local_family_monthly' }],
      proration_behavior: 'none',
    });
    expect((await h.stripe.invoiceItems.list({ customer: customerId })).data).toEqual([]);
  });
});

describe('GET /api/billing/plans', () => {
  it('tells a signed-out visitor there is no free trial when TRIAL_DAYS is unset, and its days when set', async () => {
    const res = await request(h.app)
      .get('/api/billing/plans')
      .set('x-internal-token', await visitorToken());
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ trialDays: 0 });

    const withTrial = await startBilling({ identityUrl: identity.url, trialDays: 14 });
    try {
      const trial = await request(withTrial.app)
        .get('/api/billing/plans')
        .set('x-internal-token', await visitorToken());
      expect(trial.body).toEqual({ trialDays: 14 });
    } finally {
      await withTrial.close();
    }
  });
});
