import { randomUUID } from 'node:crypto';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listen } from '../../../tests/support/servers.js';
import { asUser, sendEvent, startBilling, startFakeIdentity, type BillingHarness } from './harness.js';

/**
 * Billing with keys (not local mode), its SDK pointed by STRIPE_API_URL at a small fake Stripe
 * on loopback: the request billing sends, and what it does when Stripe cannot give the
 * subscription back (the event's own object, past_due for a failed invoice, a retry on errors).
 */
const ORIGIN = 'https://nestkeep.test';
const SECRET_KEY = 'sk_test_fake_123';
const PRICES = {
  STRIPE_PRICE_PRO_MONTHLY: 'price_pro_m',
  STRIPE_PRICE_PRO_ANNUAL: 'price_pro_y',
  STRIPE_PRICE_FAMILY_MONTHLY: 'price_fam_m',
  STRIPE_PRICE_FAMILY_ANNUAL: 'price_fam_y',
};

interface FakeStripe {
  url: string;
  requests: Array<{ method: string; path: string; auth?: string; body: Record<string, unknown> }>;
  subscriptions: Map<string, object>;
  failing: Set<string>;
  close: () => Promise<void>;
}

async function startFakeStripe(): Promise<FakeStripe> {
  const requests: FakeStripe['requests'] = [];
  const subscriptions = new Map<string, object>();
  const failing = new Set<string>();
  let n = 0;
  const app = express();
  app.use(express.urlencoded({ extended: true }));
  app.use((req, _res, next) => {
    requests.push({
      method: req.method,
      path: req.path,
      auth: req.get('authorization'),
      body: req.body ?? {},
    });
    next();
  });
  app.post('/v1/customers', (req, res) => {
    n += 1;
    res.json({
      id: `cus_fake${n}`,
      object: 'customer',
      email: req.body.email,
      metadata: req.body.metadata ?? {},
    });
  });
  app.post('/v1/checkout/sessions', (_req, res) => {
    n += 1;
    res.json({
      id: `cs_fake${n}`,
      object: 'checkout.session',
      url: `https://checkout.stripe.test/c/pay/cs_fake${n}`,
    });
  });
  app.get('/v1/subscriptions/:id', (req, res) => {
    if (failing.has(req.params.id)) {
      res.status(500).json({ error: { type: 'api_error', message: 'boom' } });
      return;
    }
    const sub = subscriptions.get(req.params.id);
    if (!sub) {
      res.status(404).json({
        error: { type: 'invalid_request_error', code: 'resource_missing', message: 'No such subscription' },
      });
      return;
    }
    res.json(sub);
  });
  app.post('/v1/billing_portal/sessions', (_req, res) => {
    res.json({
      id: 'bps_fake',
      object: 'billing_portal.session',
      url: 'https://billing.stripe.test/p/session/x',
    });
  });
  const server = await listen(app);
  return { url: server.url, requests, subscriptions, failing, close: server.close };
}

let identity: Awaited<ReturnType<typeof startFakeIdentity>>;
let stripe: FakeStripe;
let h: BillingHarness;

beforeAll(async () => {
  identity = await startFakeIdentity();
  stripe = await startFakeStripe();
  h = await startBilling({
    identityUrl: identity.url,
    appOrigin: ORIGIN,
    trialDays: 14,
    stripe: { apiUrl: stripe.url, secretKey: SECRET_KEY, webhookSecret: 'whsec_fake_secret' },
    env: PRICES,
  });
});
afterAll(async () => {
  await h?.close();
  await stripe?.close();
  await identity?.close();
});

const nowUnix = () => Math.floor(Date.now() / 1000);
let seq = 0;
const evt = (type: string, object: object, created = nowUnix()) => {
  seq += 1;
  return { id: `evt_fake_${Date.now()}_${seq}`, type, created, data: { object } };
};

function subscription(id: string, userId: string, status: string, price = 'price_pro_m') {
  return {
    id,
    object: 'subscription',
    customer: `cus_of_${id}`,
    status,
    metadata: { userId, plan: 'pro' },
    cancel_at_period_end: false,
    trial_end: null,
    items: {
      object: 'list',
      data: [
        {
          id: `si_${id}`,
          object: 'subscription_item',
          current_period_end: nowUnix() + 30 * 86400,
          price: { id: price, object: 'price', recurring: { interval: 'month' } },
        },
      ],
    },
  };
}

async function planEvents(userId: string) {
  return (await h.outbox()).filter((r) => r.payload.userId === userId).map((r) => r.payload);
}

describe('billing with Stripe keys, through STRIPE_API_URL', () => {
  it('sends the checkout Stripe expects: the key, the configured price, metadata, trial days, return addresses', async () => {
    const userId = randomUUID();
    identity.users.set(userId, 'parent@example.com');
    const u = await asUser(h, userId);
    const res = await u.post('/api/create-checkout-session', { planType: 'family', billing: 'annual' });
    expect(res.status).toBe(200);
    expect(res.body.url).toMatch(/^https:\/\/checkout\.stripe\.test\/c\/pay\/cs_fake/);
    const customer = stripe.requests.find((r) => r.path === '/v1/customers');
    expect(customer?.body).toMatchObject({ email: 'parent@example.com', metadata: { userId } });
    const session = stripe.requests.find((r) => r.path === '/v1/checkout/sessions');
    expect(session?.auth).toBe(`Bearer ${SECRET_KEY}`);
    expect(session?.body).toMatchObject({
      mode: 'subscription',
      client_reference_id: userId,
      customer: 'cus_fake1',
      line_items: [{ price: 'price_fam_y', quantity: '1' }],
      metadata: { userId, plan: 'family' },
      subscription_data: { metadata: { userId, plan: 'family' }, trial_period_days: '14' },
      success_url: `${ORIGIN}/app?checkout=success`,
      cancel_url: `${ORIGIN}/app?checkout=cancel`,
    });

    // The portal is for a subscription: none yet, then one once Stripe reports it.
    expect((await u.post('/api/billing/portal')).status).toBe(404);
    const sub = {
      ...subscription(`sub_portal_${seq}`, userId, 'trialing', 'price_fam_y'),
      customer: 'cus_fake1',
    };
    expect((await sendEvent(h, evt('customer.subscription.created', sub))).status).toBe(200);
    const portal = await u.post('/api/billing/portal');
    expect(portal.body).toEqual({ url: 'https://billing.stripe.test/p/session/x' });
    expect(stripe.requests.find((r) => r.path === '/v1/billing_portal/sessions')?.body).toEqual({
      customer: 'cus_fake1',
      return_url: `${ORIGIN}/profile`,
    });
  });

  it('when Stripe no longer has the subscription, the event’s own object is applied; canceled never comes back', async () => {
    const userId = randomUUID();
    const id = `sub_gone_${seq}`;
    const created = evt('customer.subscription.created', subscription(id, userId, 'active', 'price_pro_y'));
    expect((await sendEvent(h, created)).status).toBe(200);
    expect((await planEvents(userId)).at(-1)).toEqual({
      userId,
      plan: 'pro',
      subscriptionStatus: 'active',
      version: 1,
    });
    expect(await h.db.subscription.findUnique({ where: { id } })).toMatchObject({ billingCycle: 'annual' });

    const deleted = evt('customer.subscription.deleted', subscription(id, userId, 'canceled'), nowUnix() + 1);
    expect((await sendEvent(h, deleted)).status).toBe(200);
    expect((await planEvents(userId)).at(-1)).toEqual({
      userId,
      plan: 'free',
      subscriptionStatus: 'canceled',
      version: 2,
    });

    const revived = evt('customer.subscription.updated', subscription(id, userId, 'active'), nowUnix() + 5);
    expect((await sendEvent(h, revived)).status).toBe(200);
    expect(await planEvents(userId)).toHaveLength(2);
    expect((await h.db.subscription.findUnique({ where: { id } }))?.status).toBe('canceled');
  });

  it('a failed invoice makes the subscription past_due (found at invoice.parent.subscription_details)', async () => {
    const userId = randomUUID();
    const id = `sub_inv_${seq}`;
    await sendEvent(h, evt('customer.subscription.created', subscription(id, userId, 'active')));
    const invoice = {
      id: 'in_1',
      object: 'invoice',
      customer: `cus_of_${id}`,
      parent: { type: 'subscription_details', subscription_details: { subscription: id, metadata: {} } },
    };
    const res = await sendEvent(h, evt('invoice.payment_failed', invoice, nowUnix() + 1));
    expect(res.status).toBe(200);
    expect((await planEvents(userId)).at(-1)).toMatchObject({ plan: 'pro', subscriptionStatus: 'past_due' });
    // An invoice without a subscription is recorded and ignored.
    const before = (await h.outbox()).length;
    const oneOff = evt('invoice.payment_failed', { id: 'in_2', object: 'invoice', parent: null });
    expect((await sendEvent(h, oneOff)).status).toBe(200);
    expect((await h.outbox()).length).toBe(before);
    expect(await h.db.stripeEvent.findUnique({ where: { id: oneOff.id } })).not.toBeNull();
  });

  it('prefers Stripe’s current subscription to the event’s object', async () => {
    const userId = randomUUID();
    const id = `sub_live_${seq}`;
    stripe.subscriptions.set(id, subscription(id, userId, 'trialing', 'price_fam_m'));
    await sendEvent(
      h,
      evt('customer.subscription.updated', subscription(id, userId, 'active', 'price_pro_m')),
    );
    expect((await planEvents(userId)).at(-1)).toMatchObject({
      plan: 'family',
      subscriptionStatus: 'trialing',
    });
  });

  it('when Stripe fails, the webhook answers 500 and records nothing, so Stripe delivers it again', async () => {
    const userId = randomUUID();
    const id = `sub_err_${seq}`;
    stripe.failing.add(id);
    const event = evt('customer.subscription.updated', subscription(id, userId, 'active'));
    const res = await sendEvent(h, event);
    expect(res.status).toBe(500);
    expect(await h.db.stripeEvent.findUnique({ where: { id: event.id } })).toBeNull();
    stripe.failing.delete(id);
    const again = await sendEvent(h, event);
    expect(again.status).toBe(200);
    expect(again.body).toEqual({ received: true });
    expect((await planEvents(userId)).at(-1)).toMatchObject({ plan: 'pro', subscriptionStatus: 'active' });
  });

  it('a subscription to a price billing does not sell is recorded and ignored', async () => {
    const userId = randomUUID();
    const sub = {
      ...subscription(`sub_other_${seq}`, userId, 'active', 'price_someone_else'),
      metadata: { userId },
    };
    sub.items.data[0]!.price.recurring = undefined as never;
    await sendEvent(h, evt('customer.subscription.created', sub));
    expect(await planEvents(userId)).toHaveLength(0);
  });
});
