import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import express from 'express';
import request from 'supertest';
import Stripe from 'stripe';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createPool, migrate, signInternalToken, type Pool } from '@nestkeep/common';
import { createTestDatabase, TEST_INTERNAL_SECRET } from '../../../tests/support/db.js';
import { BILLING_SCHEMA, createPrisma, type Db } from '../src/db/client.js';
import { MIGRATIONS_DIR } from '../src/db/migrations.js';
import { createLocalStripe, type LocalStripe } from '../src/local-stripe/index.js';
import { internalTokenHttpClient } from '../src/stripe/client.js';

const WEBHOOK_SECRET = 'whsec_local_stripe_test_secret';
const ORIGIN = 'http://localhost:5000';

interface Delivery {
  payload: string;
  header: string;
}

/**
 * The stand-in on its own migrated database: its API on a loopback server with the real stripe
 * SDK pointed at it, its pages on an app whose tiny middleware sets the principal from X-Test-User
 * (the gateway's job in the real stack), and every delivered webhook recorded.
 */
async function startLocalStripe() {
  const database = await createTestDatabase();
  const pool: Pool = createPool(database.url);
  await migrate({ pool, schema: BILLING_SCHEMA, migrationsDir: MIGRATIONS_DIR });
  const db: Db = createPrisma(pool);
  const deliveries: Delivery[] = [];
  const clock = { now: new Date('2026-11-23T12:00:00Z') };
  let failNext = 0;
  let attempts = 0;
  const local: LocalStripe = createLocalStripe({
    db,
    webhookSecret: WEBHOOK_SECRET,
    internalTokenSecret: TEST_INTERNAL_SECRET,
    publicOrigin: ORIGIN,
    now: () => clock.now,
    deliver: async (payload, header) => {
      attempts++;
      if (failNext > 0) {
        failNext--;
        throw new Error('webhook handler failed');
      }
      deliveries.push({ payload, header });
    },
  });

  const apiApp = express();
  apiApp.use('/v1', local.api);
  const server: Server = await new Promise((resolve) => {
    const s = apiApp.listen(0, '127.0.0.1', () => resolve(s));
  });
  const port = (server.address() as AddressInfo).port;
  // As billing's own client: the SDK with billing's service token on every request.
  const stripe = new Stripe('sk_test_x', {
    host: '127.0.0.1',
    port,
    protocol: 'http',
    maxNetworkRetries: 0,
    httpClient: internalTokenHttpClient(TEST_INTERNAL_SECRET),
  });

  const pagesApp = express();
  pagesApp.use((req, _res, next) => {
    const userId = req.get('x-test-user');
    if (userId) req.principal = { kind: 'user', userId, role: 'user' };
    next();
  });
  pagesApp.use(local.pages);
  pagesApp.use((_req, res) => {
    res.status(404).json({ error: 'not_found' });
  });

  /** Every delivery so far, verified as Stripe's SDK verifies a webhook. */
  const events = () =>
    deliveries.map((d) => stripe.webhooks.constructEvent(d.payload, d.header, WEBHOOK_SECRET));

  return {
    local,
    db,
    stripe,
    port,
    apiApp,
    pagesApp,
    clock,
    deliveries,
    events,
    failDeliveries: (n: number) => void (failNext = n),
    attempts: () => attempts,
    close: async () => {
      await new Promise((resolve) => server.close(resolve));
      await db.$disconnect();
      await pool.end();
      await database.drop();
    },
  };
}

type LocalStripeHarness = Awaited<ReturnType<typeof startLocalStripe>>;

/** A customer of `userId` and an open checkout session for `price`, made through the SDK as billing makes them. */
async function openCheckout(
  h: LocalStripeHarness,
  userId: string,
  price: string,
  opts: { trialDays?: number; plan?: string } = {},
) {
  const customer = await h.stripe.customers.create({ email: `${userId}@example.com`, metadata: { userId } });
  const session = await h.stripe.checkout.sessions.create({
    mode: 'subscription',
    customer: customer.id,
    client_reference_id: userId,
    line_items: [{ price, quantity: 1 }],
    success_url: `${ORIGIN}/app?checkout=success`,
    cancel_url: `${ORIGIN}/app?checkout=cancel`,
    metadata: { userId, plan: opts.plan ?? 'pro' },
    subscription_data: {
      metadata: { userId, plan: opts.plan ?? 'pro' },
      ...(opts.trialDays ? { trial_period_days: opts.trialDays } : {}),
    },
  });
  return { customer, session };
}

const PRO_MONTHLY = 'price_local_pro_monthly';
const PRO_ANNUAL = 'price_local_pro_annual';
const FAMILY_ANNUAL = 'price_local_family_annual';
const DAY = 86400;

let h: LocalStripeHarness;
let userSeq = 0;
const newUser = () => `user-${++userSeq}-${Date.now()}`;

const page = (path: string, userId?: string) => {
  const r = request(h.pagesApp).get(path);
  return userId ? r.set('x-test-user', userId) : r;
};
const post = (path: string, userId?: string) => {
  const r = request(h.pagesApp).post(path).type('form').send('email=a%40b.c&cardNumber=4242');
  return userId ? r.set('x-test-user', userId) : r;
};
const pathOf = (url: string) => new URL(url).pathname;
/** Billing's own service token, as its SDK client sends it. */
const serviceToken = () =>
  signInternalToken(
    { kind: 'service', service: 'billing' },
    { secret: TEST_INTERNAL_SECRET, audience: 'billing' },
  );

beforeAll(async () => {
  h = await startLocalStripe();
});
afterAll(async () => {
  await h?.close();
});
beforeEach(() => {
  h.deliveries.length = 0;
  h.clock.now = new Date('2026-11-23T12:00:00Z');
});

describe('local Stripe API through the real stripe SDK', () => {
  it('creates and retrieves a customer', async () => {
    const created = await h.stripe.customers.create({ email: 'ann@example.com', metadata: { userId: 'u1' } });
    expect(created.id).toMatch(/^cus_[A-Za-z0-9]{24}$/);
    expect(created.object).toBe('customer');
    const got = await h.stripe.customers.retrieve(created.id);
    expect(got).toMatchObject({
      id: created.id,
      email: 'ann@example.com',
      metadata: { userId: 'u1' },
      livemode: false,
    });
  });

  it('creates a subscription checkout session and retrieves it (with line items expanded)', async () => {
    const userId = newUser();
    const { customer, session } = await openCheckout(h, userId, PRO_ANNUAL, { trialDays: 14 });
    expect(session.id).toMatch(/^cs_/);
    expect(session.url).toBe(`${ORIGIN}/api/billing/local/checkout/${session.id}`);
    expect(session).toMatchObject({
      object: 'checkout.session',
      mode: 'subscription',
      status: 'open',
      payment_status: 'unpaid',
      customer: customer.id,
      client_reference_id: userId,
      success_url: `${ORIGIN}/app?checkout=success`,
      cancel_url: `${ORIGIN}/app?checkout=cancel`,
      metadata: { userId, plan: 'pro' },
      subscription: null,
      amount_total: 4800,
    });
    expect(session).not.toHaveProperty('_local');
    const got = await h.stripe.checkout.sessions.retrieve(session.id, { expand: ['line_items'] });
    expect(got.status).toBe('open');
    expect(got.line_items?.data[0]?.price?.id).toBe(PRO_ANNUAL);
    expect(got.line_items?.data[0]?.price?.recurring?.interval).toBe('year');
    expect(h.deliveries).toHaveLength(0);
  });

  it('answers bad input with Stripe errors naming the parameter', async () => {
    const noItems = h.stripe.checkout.sessions.create({ mode: 'subscription', success_url: `${ORIGIN}/app` });
    await expect(noItems).rejects.toMatchObject({
      type: 'StripeInvalidRequestError',
      statusCode: 400,
      param: 'line_items',
    });
    const payment = h.stripe.checkout.sessions.create({
      mode: 'payment',
      line_items: [{ price: PRO_MONTHLY, quantity: 1 }],
    });
    await expect(payment).rejects.toMatchObject({ statusCode: 400, param: 'mode' });
    const badTrial = h.stripe.checkout.sessions.create({
      mode: 'subscription',
      line_items: [{ price: PRO_MONTHLY, quantity: 1 }],
      subscription_data: { trial_period_days: 0 },
    });
    await expect(badTrial).rejects.toMatchObject({
      statusCode: 400,
      param: 'subscription_data[trial_period_days]',
    });
    const longUrl = h.stripe.checkout.sessions.create({
      mode: 'subscription',
      line_items: [{ price: PRO_MONTHLY, quantity: 1 }],
      success_url: `${ORIGIN}/app?q=${'a'.repeat(5000)}`,
    });
    await expect(longUrl).rejects.toMatchObject({
      statusCode: 400,
      param: 'success_url',
      message: expect.stringMatching(/must be at most 5000 characters/),
    });
    const ghostCustomer = h.stripe.checkout.sessions.create({
      mode: 'subscription',
      customer: 'cus_doesnotexist',
      line_items: [{ price: PRO_MONTHLY, quantity: 1 }],
    });
    await expect(ghostCustomer).rejects.toMatchObject({
      statusCode: 400,
      param: 'customer',
      code: 'resource_missing',
    });
  });

  it('answers 404 resource_missing for unknown objects', async () => {
    await expect(h.stripe.customers.retrieve('cus_nope')).rejects.toMatchObject({
      type: 'StripeInvalidRequestError',
      statusCode: 404,
      code: 'resource_missing',
      message: "No such customer: 'cus_nope'",
    });
    await expect(h.stripe.subscriptions.retrieve('sub_nope')).rejects.toMatchObject({ statusCode: 404 });
    await expect(h.stripe.checkout.sessions.retrieve('cs_nope')).rejects.toMatchObject({ statusCode: 404 });
  });

  it('requires a secret key: 401 with Stripe error JSON', async () => {
    const base = `http://127.0.0.1:${h.port}/v1/customers`;
    const token = { 'x-internal-token': await serviceToken() };
    const none = await fetch(base, { method: 'POST', headers: token });
    expect(none.status).toBe(401);
    const body = (await none.json()) as { error: { type: string; message: string } };
    expect(body.error.type).toBe('invalid_request_error');
    expect(body.error.message).toMatch(/did not provide an API key/);
    const publishable = await fetch(`${base}/cus_x`, {
      headers: { authorization: 'Bearer pk_test_123456789', ...token },
    });
    expect(publishable.status).toBe(401);
    const wrongKey = new Stripe('pk_test_abcdefgh', {
      host: '127.0.0.1',
      port: h.port,
      protocol: 'http',
      maxNetworkRetries: 0,
      httpClient: internalTokenHttpClient(TEST_INTERNAL_SECRET),
    });
    await expect(wrongKey.customers.create({})).rejects.toMatchObject({
      type: 'StripeAuthenticationError',
      statusCode: 401,
    });
  });

  it("answers only a service's internal token: 401 without one, with a user's or with a forged one", async () => {
    const base = `http://127.0.0.1:${h.port}/v1/customers`;
    const key = { authorization: 'Bearer sk_test_local' };
    const userToken = await signInternalToken(
      { kind: 'user', userId: 'u1', role: 'user' },
      { secret: TEST_INTERNAL_SECRET, audience: 'billing' },
    );
    const forged = await signInternalToken(
      { kind: 'service', service: 'billing' },
      { secret: 'not-the-internal-secret-but-as-long-as-one', audience: 'billing' },
    );
    const forOtherService = await signInternalToken(
      { kind: 'service', service: 'billing' },
      { secret: TEST_INTERNAL_SECRET, audience: 'identity' },
    );
    for (const token of [undefined, userToken, forged, forOtherService]) {
      const res = await fetch(base, {
        method: 'POST',
        headers: { ...key, ...(token ? { 'x-internal-token': token } : {}) },
      });
      expect(res.status).toBe(401);
      const body = (await res.json()) as { error: { type: string; message: string } };
      expect(body.error.type).toBe('invalid_request_error');
      expect(body.error.message).toMatch(/internal token/);
    }
    const noToken = new Stripe('sk_test_local', { host: '127.0.0.1', port: h.port, protocol: 'http' });
    const customers = await h.db.localStripeObject.count({ where: { type: 'customer' } });
    await expect(noToken.customers.create({})).rejects.toMatchObject({ statusCode: 401 });
    expect(await h.db.localStripeObject.count({ where: { type: 'customer' } })).toBe(customers);
  });

  it('serves the same API mounted at the root of an app, and leaves other paths alone', async () => {
    const app = express();
    app.use(h.local.api);
    app.get('/elsewhere', (_req, res) => void res.json({ ok: true }));
    const token = await serviceToken();
    const created = await request(app)
      .post('/v1/customers')
      .set('x-internal-token', token)
      .set('authorization', 'Bearer sk_test_local')
      .type('form')
      .send('email=root%40example.com&metadata[userId]=u9');
    expect(created.status).toBe(200);
    expect(created.body).toMatchObject({
      object: 'customer',
      email: 'root@example.com',
      metadata: { userId: 'u9' },
    });
    expect((await request(app).get('/elsewhere')).body).toEqual({ ok: true });
    const unknown = await request(app)
      .get('/v1/charges')
      .set('x-internal-token', token)
      .set('authorization', 'Bearer sk_test_local');
    expect(unknown.status).toBe(404);
    expect(unknown.body.error.type).toBe('invalid_request_error');
  });
});

describe('local test checkout page', () => {
  it('shows a card form look-alike to the session owner, 404 to anyone else', async () => {
    const userId = newUser();
    const { session } = await openCheckout(h, userId, FAMILY_ANNUAL, { plan: 'family' });
    const path = pathOf(session.url!);
    const res = await page(path, userId);
    expect(res.status).toBe(200);
    expect(res.type).toBe('text/html');
    expect(res.text).toContain('<html lang="en">');
    expect(res.text).toContain('<title>');
    expect(res.text).toContain('NestKeep Family');
    expect(res.text).toContain('$87.00');
    expect(res.text).toContain('per year');
    expect(res.text).toContain('Test mode: no card is charged');
    expect(res.text).toContain('value="4242 4242 4242 4242"');
    expect(res.text).toMatch(/<label for="card-number"/);
    expect(res.text).toContain(`action="${path}/pay"`);
    expect(res.text).toContain(`formaction="${path}/cancel"`);
    expect(res.text).toMatch(/>Pay<\/button>/);
    expect(res.text).toMatch(/>Cancel<\/button>/);
    // The gateway's CSP: no inline script or style.
    expect(res.text).not.toMatch(/<script|<style|style=/i);
    expect(res.text).toContain('href="/api/billing/local/assets/local-stripe.css"');

    expect((await page(path, 'someone-else')).status).toBe(404);
    expect((await page(path)).status).toBe(404);
    expect((await post(`${path}/pay`, 'someone-else')).status).toBe(404);
    expect((await page('/api/billing/local/checkout/cs_missing', userId)).status).toBe(404);
    expect(h.deliveries).toHaveLength(0);
    const still = await h.stripe.checkout.sessions.retrieve(session.id);
    expect(still.status).toBe('open');
  });

  it('serves its stylesheet', async () => {
    const css = await request(h.pagesApp).get('/api/billing/local/assets/local-stripe.css');
    expect(css.status).toBe(200);
    expect(css.type).toBe('text/css');
    expect(css.text).toContain(':focus-visible');
  });

  it('Pay creates a trialing subscription, sends signed created then completed events, and redirects 303', async () => {
    const userId = newUser();
    const { customer, session } = await openCheckout(h, userId, PRO_ANNUAL, { trialDays: 14 });
    const path = pathOf(session.url!);
    const res = await post(`${path}/pay`, userId);
    expect(res.status).toBe(303);
    expect(res.headers.location).toBe(`${ORIGIN}/app?checkout=success`);

    const events = h.events(); // throws unless every signature verifies
    expect(events.map((e) => e.type)).toEqual([
      'customer.subscription.created',
      'checkout.session.completed',
    ]);
    for (const e of events) {
      expect(e.id).toMatch(/^evt_/);
      expect(e.object).toBe('event');
      expect(e.livemode).toBe(false);
      expect(e.api_version).toBe('2026-10-28.endive');
    }
    const sub = events[0]!.data.object as Stripe.Subscription;
    const now = Math.floor(h.clock.now.getTime() / 1000);
    expect(sub.id).toMatch(/^sub_/);
    expect(sub).toMatchObject({
      status: 'trialing',
      customer: customer.id,
      trial_end: now + 14 * DAY,
      cancel_at_period_end: false,
      metadata: { userId, plan: 'pro' },
    });
    expect(sub.items.data[0]!.price.id).toBe(PRO_ANNUAL);
    expect(sub.items.data[0]!.price.recurring?.interval).toBe('year');
    const completed = events[1]!.data.object as Stripe.Checkout.Session;
    expect(completed).toMatchObject({
      id: session.id,
      status: 'complete',
      payment_status: 'no_payment_required',
      subscription: sub.id,
      customer: customer.id,
      client_reference_id: userId,
      metadata: { userId, plan: 'pro' },
    });
    expect(completed).not.toHaveProperty('_local');

    // A tampered payload does not verify.
    const d = h.deliveries[0]!;
    expect(() =>
      h.stripe.webhooks.constructEvent(d.payload.replace('trialing', 'active'), d.header, WEBHOOK_SECRET),
    ).toThrow();

    const retrieved = await h.stripe.checkout.sessions.retrieve(session.id, { expand: ['subscription'] });
    expect(retrieved.status).toBe('complete');
    expect((retrieved.subscription as Stripe.Subscription).id).toBe(sub.id);
    const fetched = await h.stripe.subscriptions.retrieve(sub.id);
    expect(fetched.status).toBe('trialing');

    // Pay again (double click): the same redirect, no second subscription, no events.
    const again = await post(`${path}/pay`, userId);
    expect(again.status).toBe(303);
    expect(again.headers.location).toBe(`${ORIGIN}/app?checkout=success`);
    expect(h.deliveries).toHaveLength(2);
    const list = await h.stripe.subscriptions.list({ customer: customer.id });
    expect(list.data).toHaveLength(1);

    const done = await page(path, userId);
    expect(done.status).toBe(409);
    expect(done.text).toContain('This checkout is already complete');
  });

  it('two Pay clicks at once make one subscription', async () => {
    const userId = newUser();
    const { customer, session } = await openCheckout(h, userId, PRO_MONTHLY);
    const path = pathOf(session.url!);
    const [a, b] = await Promise.all([post(`${path}/pay`, userId), post(`${path}/pay`, userId)]);
    expect([a.status, b.status]).toEqual([303, 303]);
    expect(h.events().map((e) => e.type)).toEqual([
      'customer.subscription.created',
      'checkout.session.completed',
    ]);
    expect((await h.stripe.subscriptions.list({ customer: customer.id })).data).toHaveLength(1);
  });

  it('without a trial the subscription is active for one month', async () => {
    const userId = newUser();
    const { session } = await openCheckout(h, userId, PRO_MONTHLY);
    await post(`${pathOf(session.url!)}/pay`, userId).expect(303);
    const sub = h.events()[0]!.data.object as Stripe.Subscription;
    expect(sub.status).toBe('active');
    expect(sub.trial_end).toBeNull();
    const item = sub.items.data[0]!;
    expect(item.price.recurring?.interval).toBe('month');
    expect(new Date(item.current_period_start * 1000).toISOString()).toBe('2026-11-23T12:00:00.000Z');
    expect(new Date(item.current_period_end * 1000).toISOString()).toBe('2026-12-23T12:00:00.000Z');
    const completed = h.events()[1]!.data.object as Stripe.Checkout.Session;
    expect(completed.payment_status).toBe('paid');
  });

  it('Cancel redirects 303 to cancel_url and leaves the session open', async () => {
    const userId = newUser();
    const { session } = await openCheckout(h, userId, PRO_MONTHLY);
    const res = await post(`${pathOf(session.url!)}/cancel`, userId);
    expect(res.status).toBe(303);
    expect(res.headers.location).toBe(`${ORIGIN}/app?checkout=cancel`);
    expect(h.deliveries).toHaveLength(0);
    expect((await h.stripe.checkout.sessions.retrieve(session.id)).status).toBe('open');
  });

  it('an expired session says so and cannot be paid', async () => {
    const userId = newUser();
    const { session } = await openCheckout(h, userId, PRO_MONTHLY);
    h.clock.now = new Date(h.clock.now.getTime() + 25 * 3600 * 1000);
    expect((await h.stripe.checkout.sessions.retrieve(session.id)).status).toBe('expired');
    const shown = await page(pathOf(session.url!), userId);
    expect(shown.status).toBe(410);
    expect(shown.text).toContain('This checkout has expired');
    const paid = await post(`${pathOf(session.url!)}/pay`, userId);
    expect(paid.status).toBe(410);
    expect(h.deliveries).toHaveLength(0);
  });

  it('retries a failed delivery and sends the event once it is accepted', async () => {
    const userId = newUser();
    const { session } = await openCheckout(h, userId, PRO_MONTHLY);
    const before = h.attempts();
    h.failDeliveries(1);
    await post(`${pathOf(session.url!)}/pay`, userId).expect(303);
    expect(h.attempts() - before).toBe(3);
    expect(h.events().map((e) => e.type)).toEqual([
      'customer.subscription.created',
      'checkout.session.completed',
    ]);
  });
});

/** A paid subscription of a fresh user, and the events cleared. */
async function subscribed(price: string, trialDays?: number) {
  const userId = newUser();
  const { customer, session } = await openCheckout(h, userId, price, { trialDays });
  await post(`${pathOf(session.url!)}/pay`, userId).expect(303);
  const sub = h.events()[0]!.data.object as Stripe.Subscription;
  h.deliveries.length = 0;
  return { userId, customer, sub };
}

describe('subscription changes through the SDK', () => {
  it('cancel at period end and resume send customer.subscription.updated', async () => {
    const { sub } = await subscribed(PRO_MONTHLY);
    const updated = await h.stripe.subscriptions.update(sub.id, { cancel_at_period_end: true });
    expect(updated.cancel_at_period_end).toBe(true);
    expect(updated.cancel_at).toBe(sub.items.data[0]!.current_period_end);
    expect(updated.status).toBe('active');
    const [event] = h.events();
    expect(event!.type).toBe('customer.subscription.updated');
    expect((event!.data.object as Stripe.Subscription).cancel_at_period_end).toBe(true);
    expect(event!.data.previous_attributes).toMatchObject({ cancel_at_period_end: false });

    const resumed = await h.stripe.subscriptions.update(sub.id, { cancel_at_period_end: false });
    expect(resumed.cancel_at_period_end).toBe(false);
    expect(resumed.cancel_at).toBeNull();
    expect(h.events().map((e) => e.type)).toEqual([
      'customer.subscription.updated',
      'customer.subscription.updated',
    ]);

    // Setting what is already set changes nothing and sends nothing.
    await h.stripe.subscriptions.update(sub.id, { cancel_at_period_end: false });
    expect(h.deliveries).toHaveLength(2);
  });

  it('switching the price to annual changes the interval and starts a year-long period', async () => {
    const { sub } = await subscribed(PRO_MONTHLY);
    h.clock.now = new Date('2026-12-01T00:00:00Z');
    const updated = await h.stripe.subscriptions.update(sub.id, {
      items: [{ id: sub.items.data[0]!.id, price: PRO_ANNUAL }],
      proration_behavior: 'create_prorations',
    });
    const item = updated.items.data[0]!;
    expect(item.price.id).toBe(PRO_ANNUAL);
    expect(item.price.recurring?.interval).toBe('year');
    expect(new Date(item.current_period_end * 1000).toISOString()).toBe('2027-12-01T00:00:00.000Z');
    const [event] = h.events();
    expect(event!.type).toBe('customer.subscription.updated');
    expect((event!.data.object as Stripe.Subscription).items.data[0]!.price.id).toBe(PRO_ANNUAL);

    // The brief's shape: items[0][price] alone.
    const back = await h.stripe.subscriptions.update(sub.id, { items: [{ price: PRO_MONTHLY }] });
    expect(back.items.data[0]!.price.recurring?.interval).toBe('month');
    await expect(
      h.stripe.subscriptions.update(sub.id, { items: [{ id: 'si_other', price: PRO_ANNUAL }] }),
    ).rejects.toMatchObject({ statusCode: 400 });
  });

  it('DELETE cancels at once and sends customer.subscription.deleted; a canceled subscription cannot be changed', async () => {
    const { sub } = await subscribed(PRO_MONTHLY);
    const canceled = await h.stripe.subscriptions.cancel(sub.id);
    expect(canceled.status).toBe('canceled');
    expect(canceled.ended_at).toBe(Math.floor(h.clock.now.getTime() / 1000));
    const events = h.events();
    expect(events.map((e) => e.type)).toEqual(['customer.subscription.deleted']);
    expect((events[0]!.data.object as Stripe.Subscription).status).toBe('canceled');
    await expect(h.stripe.subscriptions.update(sub.id, { cancel_at_period_end: true })).rejects.toMatchObject(
      {
        type: 'StripeInvalidRequestError',
        statusCode: 400,
      },
    );
    await expect(h.stripe.subscriptions.cancel(sub.id)).rejects.toMatchObject({ statusCode: 400 });
    expect(h.deliveries).toHaveLength(1);
  });

  it('DELETE keeps the cancellation comment and takes prorate and invoice_now as Stripe does', async () => {
    const { sub } = await subscribed(PRO_MONTHLY);
    const canceled = await h.stripe.subscriptions.cancel(sub.id, {
      prorate: true,
      invoice_now: true,
      cancellation_details: { comment: 'second subscription of the customer' },
    });
    expect(canceled).toMatchObject({
      status: 'canceled',
      cancellation_details: {
        comment: 'second subscription of the customer',
        reason: 'cancellation_requested',
      },
    });
    expect((await h.stripe.subscriptions.retrieve(sub.id)).cancellation_details?.comment).toBe(
      'second subscription of the customer',
    );
    h.deliveries.length = 0;
    const { sub: other } = await subscribed(PRO_MONTHLY);
    await expect(
      h.stripe.subscriptions.cancel(other.id, { prorate: 'yes' as unknown as boolean }),
    ).rejects.toMatchObject({ statusCode: 400, param: 'prorate' });
    expect((await h.stripe.subscriptions.retrieve(other.id)).status).toBe('active');
  });
});

describe('checkout sessions: listing and expiring, as Stripe does', () => {
  it("lists a customer's sessions newest first, filtered by status, a page at a time", async () => {
    const userId = newUser();
    const { customer, session: first } = await openCheckout(h, userId, PRO_MONTHLY);
    const more = [];
    for (let i = 0; i < 3; i++) {
      h.clock.now = new Date(h.clock.now.getTime() + 1000);
      more.push(
        await h.stripe.checkout.sessions.create({
          mode: 'subscription',
          customer: customer.id,
          client_reference_id: userId,
          line_items: [{ price: PRO_ANNUAL, quantity: 1 }],
        }),
      );
    }
    await openCheckout(h, newUser(), PRO_MONTHLY); // someone else's: never listed
    const all = await h.stripe.checkout.sessions.list({ customer: customer.id });
    expect(all).toMatchObject({ object: 'list', has_more: false, url: '/v1/checkout/sessions' });
    expect(all.data.map((s) => s.id)).toEqual([...more.map((s) => s.id)].reverse().concat(first.id));
    expect(all.data[0]).not.toHaveProperty('_local');

    const page1 = await h.stripe.checkout.sessions.list({ customer: customer.id, limit: 3 });
    expect(page1.has_more).toBe(true);
    expect(page1.data).toHaveLength(3);
    const page2 = await h.stripe.checkout.sessions.list({
      customer: customer.id,
      limit: 3,
      starting_after: page1.data[2]!.id,
    });
    expect(page2).toMatchObject({ has_more: false, data: [{ id: first.id }] });
    const everyOne = await h.stripe.checkout.sessions
      .list({ customer: customer.id, limit: 2 })
      .autoPagingToArray({ limit: 10 });
    expect(everyOne.map((s) => s.id)).toEqual(all.data.map((s) => s.id));

    const expired = await h.stripe.checkout.sessions.expire(more[0]!.id);
    expect(expired).toMatchObject({ status: 'expired', url: null });
    await post(`${pathOf(first.url!)}/pay`, userId).expect(303);
    const open = await h.stripe.checkout.sessions.list({ customer: customer.id, status: 'open' });
    expect(open.data.map((s) => s.id)).toEqual([more[2]!.id, more[1]!.id]);
    const complete = await h.stripe.checkout.sessions.list({ customer: customer.id, status: 'complete' });
    expect(complete.data.map((s) => s.id)).toEqual([first.id]);
    // Past expires_at a session lists as expired, as it reads.
    h.clock.now = new Date(h.clock.now.getTime() + 25 * 3600 * 1000);
    expect((await h.stripe.checkout.sessions.list({ customer: customer.id, status: 'open' })).data).toEqual(
      [],
    );
  });

  it('pages on past a cursor session expired meanwhile (expiring each open session while listing them)', async () => {
    const userId = newUser();
    const { customer } = await openCheckout(h, userId, PRO_MONTHLY);
    for (let i = 0; i < 2; i++) {
      await h.stripe.checkout.sessions.create({
        mode: 'subscription',
        customer: customer.id,
        line_items: [{ price: PRO_MONTHLY, quantity: 1 }],
      });
    }
    const expired: string[] = [];
    for await (const s of h.stripe.checkout.sessions.list({
      customer: customer.id,
      status: 'open',
      limit: 1,
    })) {
      await h.stripe.checkout.sessions.expire(s.id);
      expired.push(s.id);
    }
    expect(new Set(expired).size).toBe(3);
    expect((await h.stripe.checkout.sessions.list({ customer: customer.id, status: 'open' })).data).toEqual(
      [],
    );
  });

  it('an expired session cannot be paid, nor expired again (400)', async () => {
    const userId = newUser();
    const { session } = await openCheckout(h, userId, PRO_MONTHLY);
    await h.stripe.checkout.sessions.expire(session.id);
    expect((await post(`${pathOf(session.url!)}/pay`, userId)).status).toBe(410);
    await expect(h.stripe.checkout.sessions.expire(session.id)).rejects.toMatchObject({ statusCode: 400 });
    expect(h.deliveries).toHaveLength(0);
  });

  it('answers bad list parameters with 400 naming them', async () => {
    const bad = [
      [{ limit: 0 }, 'limit'],
      [{ limit: 101 }, 'limit'],
      [{ status: 'paid' }, 'status'],
    ] as const;
    for (const [params, param] of bad) {
      await expect(
        h.stripe.checkout.sessions.list({
          customer: 'cus_x',
          ...params,
        } as Stripe.Checkout.SessionListParams),
      ).rejects.toMatchObject({ statusCode: 400, param });
    }
  });
});

describe('simulations', () => {
  it('paymentFailed: past_due, invoice.payment_failed naming the subscription, then updated', async () => {
    const { sub, customer } = await subscribed(PRO_MONTHLY);
    await h.local.simulate.paymentFailed(sub.id);
    const events = h.events();
    expect(events.map((e) => e.type)).toEqual(['invoice.payment_failed', 'customer.subscription.updated']);
    const invoice = events[0]!.data.object as Stripe.Invoice & { subscription: string };
    expect(invoice.id).toMatch(/^in_/);
    expect(invoice.parent?.subscription_details?.subscription).toBe(sub.id);
    expect(invoice.subscription).toBe(sub.id);
    expect(invoice.customer).toBe(customer.id);
    expect(invoice.amount_due).toBe(500);
    expect((events[1]!.data.object as Stripe.Subscription).status).toBe('past_due');
    const fetched = await h.stripe.subscriptions.retrieve(sub.id);
    expect(fetched.status).toBe('past_due');
    expect(fetched.latest_invoice).toBe(invoice.id);
    const inv = await h.stripe.invoices.retrieve(invoice.id);
    expect(inv.status).toBe('open');
  });

  it('trialEnds: trialing becomes active with a new period', async () => {
    const { sub } = await subscribed(PRO_ANNUAL, 14);
    expect(sub.status).toBe('trialing');
    h.clock.now = new Date('2026-12-07T12:00:00Z');
    await h.local.simulate.trialEnds(sub.id);
    const [event] = h.events();
    expect(event!.type).toBe('customer.subscription.updated');
    const after = event!.data.object as Stripe.Subscription;
    expect(after.status).toBe('active');
    expect(new Date(after.items.data[0]!.current_period_end * 1000).toISOString()).toBe(
      '2027-12-07T12:00:00.000Z',
    );
    expect(event!.data.previous_attributes).toMatchObject({ status: 'trialing' });
    await expect(h.local.simulate.trialEnds(sub.id)).rejects.toThrow(/not trialing/);
  });

  it('cancelNow: canceled and customer.subscription.deleted', async () => {
    const { sub } = await subscribed(PRO_MONTHLY);
    await h.local.simulate.cancelNow(sub.id);
    expect(h.events().map((e) => e.type)).toEqual(['customer.subscription.deleted']);
    expect((await h.stripe.subscriptions.retrieve(sub.id)).status).toBe('canceled');
    await expect(h.local.simulate.cancelNow('sub_missing')).rejects.toThrow(/No such subscription/);
  });
});

describe('local customer portal', () => {
  it('shows the subscription to its owner and applies each button as a Stripe change', async () => {
    const { userId, customer, sub } = await subscribed(PRO_MONTHLY);
    const portal = await h.stripe.billingPortal.sessions.create({
      customer: customer.id,
      return_url: `${ORIGIN}/profile`,
    });
    expect(portal.id).toMatch(/^bps_/);
    expect(portal.url).toBe(`${ORIGIN}/api/billing/local/portal/${portal.id}`);
    expect(portal.return_url).toBe(`${ORIGIN}/profile`);
    const path = pathOf(portal.url);

    const shown = await page(path, userId);
    expect(shown.status).toBe(200);
    expect(shown.text).toContain('NestKeep Pro');
    expect(shown.text).toContain('$5.00');
    expect(shown.text).toContain('Renews on');
    expect(shown.text).toContain('December 23, 2026');
    expect(shown.text).toMatch(/>Cancel subscription<\/button>/);
    expect(shown.text).toMatch(/>Switch to annual<\/button>/);
    expect(shown.text).toMatch(/>Cancel now<\/button>/);
    expect(shown.text).toContain(`href="${ORIGIN}/profile"`);
    expect(shown.text).not.toMatch(/<script|<style|style=/i);
    expect((await page(path, 'someone-else')).status).toBe(404);
    expect((await post(`${path}/cancel`, 'someone-else')).status).toBe(404);
    expect(h.deliveries).toHaveLength(0);

    const cancel = await post(`${path}/cancel`, userId);
    expect(cancel.status).toBe(303);
    expect(cancel.headers.location).toBe(`${path}?done=canceled`);
    expect((await h.stripe.subscriptions.retrieve(sub.id)).cancel_at_period_end).toBe(true);
    const after = await page(`${path}?done=canceled`, userId);
    expect(after.text).toContain('Cancels on');
    expect(after.text).toMatch(/>Resume subscription<\/button>/);
    expect(after.text).toContain('role="status"');

    await post(`${path}/resume`, userId).expect(303);
    expect((await h.stripe.subscriptions.retrieve(sub.id)).cancel_at_period_end).toBe(false);

    await post(`${path}/switch`, userId).expect(303);
    const switched = await h.stripe.subscriptions.retrieve(sub.id);
    expect(switched.items.data[0]!.price.id).toBe(PRO_ANNUAL);
    expect((await page(path, userId)).text).toMatch(/>Switch to monthly<\/button>/);

    await post(`${path}/cancel-now`, userId).expect(303);
    expect((await h.stripe.subscriptions.retrieve(sub.id)).status).toBe('canceled');
    expect(h.events().map((e) => e.type)).toEqual([
      'customer.subscription.updated',
      'customer.subscription.updated',
      'customer.subscription.updated',
      'customer.subscription.deleted',
    ]);
    const ended = await page(path, userId);
    expect(ended.text).toContain('Canceled');
    expect(ended.text).not.toMatch(/>Cancel now<\/button>/);
    // A stale page's button on a canceled subscription says so instead of failing.
    const stale = await post(`${path}/cancel-now`, userId);
    expect(stale.status).toBe(409);
    expect(h.deliveries).toHaveLength(4);
  });

  it('test tools on the portal: a failed payment and the end of a trial', async () => {
    const { userId, customer, sub } = await subscribed(PRO_MONTHLY, 14);
    const portal = await h.stripe.billingPortal.sessions.create({ customer: customer.id });
    const path = pathOf(portal.url);
    const shown = await page(path, userId);
    expect(shown.text).toContain('Trial ends');
    expect(shown.text).toContain('December 7, 2026');
    await post(`${path}/end-trial`, userId).expect(303);
    expect((await h.stripe.subscriptions.retrieve(sub.id)).status).toBe('active');
    await post(`${path}/fail-payment`, userId).expect(303);
    expect((await h.stripe.subscriptions.retrieve(sub.id)).status).toBe('past_due');
    expect(h.events().map((e) => e.type)).toEqual([
      'customer.subscription.updated',
      'invoice.payment_failed',
      'customer.subscription.updated',
    ]);
  });

  it('an unknown portal action, even an Object property name, is 404 and changes nothing', async () => {
    const { userId, customer, sub } = await subscribed(PRO_MONTHLY);
    const portal = await h.stripe.billingPortal.sessions.create({ customer: customer.id });
    const path = pathOf(portal.url);
    for (const action of ['constructor', '__proto__', 'toString', 'hasOwnProperty', 'refund']) {
      const res = await post(`${path}/${action}`, userId);
      expect(res.status, action).toBe(404);
      expect(res.text).toContain('Page not found');
    }
    expect(await h.stripe.subscriptions.retrieve(sub.id)).toMatchObject({ status: 'active' });
    expect(h.deliveries).toHaveLength(0);
    // Nor does a notice name look one up.
    const shown = await page(`${path}?done=constructor`, userId);
    expect(shown.status).toBe(200);
    expect(shown.text).not.toContain('role="status"');
    expect(shown.text).not.toContain('[native code]');
  });

  it('a portal for a customer without a subscription says so; a missing customer is a Stripe 400', async () => {
    const userId = newUser();
    const customer = await h.stripe.customers.create({ metadata: { userId } });
    const portal = await h.stripe.billingPortal.sessions.create({ customer: customer.id });
    const shown = await page(pathOf(portal.url), userId);
    expect(shown.status).toBe(200);
    expect(shown.text).toContain('You have no subscription.');
    await expect(h.stripe.billingPortal.sessions.create({ customer: 'cus_missing' })).rejects.toMatchObject({
      statusCode: 400,
      param: 'customer',
    });
  });
});
