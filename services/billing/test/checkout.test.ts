import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import request from 'supertest';
import {
  asUser,
  knownUser,
  startBilling,
  startFakeIdentity,
  visitorToken,
  type BillingHarness,
  type FakeIdentity,
} from './harness.js';

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

const newUser = () => knownUser(h, identity);

function sessionIdOf(url: string): string {
  const match = /\/api\/billing\/local\/checkout\/(cs_[A-Za-z0-9]+)$/.exec(url);
  if (!match) throw new Error(`not a local checkout url: ${url}`);
  return match[1]!;
}

describe('POST /api/create-checkout-session', () => {
  it('takes the marketing shape {planType, billing}: a session for the price, the user and the default return', async () => {
    const u = await newUser();
    const res = await u.post('/api/create-checkout-session', { planType: 'pro', billing: 'monthly' });
    expect(res.status).toBe(200);
    expect(res.body.url).toMatch(new RegExp(`^${ORIGIN}/api/billing/local/checkout/cs_`));
    const session = await h.stripe.checkout.sessions.retrieve(sessionIdOf(res.body.url), {
      expand: ['line_items'],
    });
    expect(session.mode).toBe('subscription');
    expect(session.client_reference_id).toBe(u.id);
    expect(session.metadata).toEqual({ userId: u.id, plan: 'pro' });
    expect(session.success_url).toBe(`${ORIGIN}/app?checkout=success`);
    expect(session.cancel_url).toBe(`${ORIGIN}/app?checkout=cancel`);
    expect(session.line_items?.data[0]?.price?.id).toBe('price_local_pro_monthly');
    const customer = await h.db.customer.findUnique({ where: { userId: u.id } });
    expect(session.customer).toBe(customer?.stripeCustomerId);
    expect(customer?.email).toBe(identity.users.get(u.id));
    const stripeCustomer = await h.stripe.customers.retrieve(customer!.stripeCustomerId);
    expect(stripeCustomer).toMatchObject({ email: identity.users.get(u.id), metadata: { userId: u.id } });
  });

  it('takes the dialog shape {plan, billingCycle, returnUrl}: annually is annual, the return keeps its query', async () => {
    const u = await newUser();
    const returnUrl = `${ORIGIN}/saved?tab=all`;
    for (const billingCycle of ['annually', 'annual']) {
      const res = await u.post('/api/create-checkout-session', { plan: 'family', billingCycle, returnUrl });
      expect(res.status).toBe(200);
      const session = await h.stripe.checkout.sessions.retrieve(sessionIdOf(res.body.url), {
        expand: ['line_items'],
      });
      expect(session.line_items?.data[0]?.price?.id).toBe('price_local_family_annual');
      expect(session.metadata).toEqual({ userId: u.id, plan: 'family' });
      expect(session.success_url).toBe(`${ORIGIN}/saved?tab=all&checkout=success`);
      expect(session.cancel_url).toBe(`${ORIGIN}/saved?tab=all&checkout=cancel`);
    }
    const monthly = await u.post('/api/create-checkout-session', {
      plan: 'pro',
      billingCycle: 'monthly',
      returnUrl: '/app/chat',
    });
    const session = await h.stripe.checkout.sessions.retrieve(sessionIdOf(monthly.body.url), {
      expand: ['line_items'],
    });
    expect(session.line_items?.data[0]?.price?.id).toBe('price_local_pro_monthly');
    expect(session.success_url).toBe(`${ORIGIN}/app/chat?checkout=success`);
  });

  it('reuses the user’s Stripe customer and asks identity for the email only once', async () => {
    const u = await newUser();
    const before = identity.calls();
    const a = await u.post('/api/create-checkout-session', { planType: 'pro', billing: 'annual' });
    const b = await u.post('/api/create-checkout-session', { plan: 'pro', billingCycle: 'monthly' });
    expect([a.status, b.status]).toEqual([200, 200]);
    const [sa, sb] = await Promise.all([
      h.stripe.checkout.sessions.retrieve(sessionIdOf(a.body.url)),
      h.stripe.checkout.sessions.retrieve(sessionIdOf(b.body.url)),
    ]);
    expect(sa.customer).toBeTruthy();
    expect(sb.customer).toBe(sa.customer);
    expect(await h.db.customer.count({ where: { userId: u.id } })).toBe(1);
    expect(identity.calls() - before).toBe(1);
  });

  it('answers 400 naming what is wrong', async () => {
    const u = await newUser();
    const cases: Array<[object, RegExp]> = [
      [{ planType: 'gold', billing: 'monthly' }, /planType must be pro or family/],
      [{ planType: 'pro', billing: 'annually' }, /billing must be monthly or annual/],
      [{ plan: 'pro', billingCycle: 'weekly' }, /billingCycle must be monthly or annually/],
      [{ plan: 'free', billingCycle: 'monthly' }, /plan must be pro or family/],
      [{ billingCycle: 'monthly' }, /plan is required/],
      [{ plan: 'pro' }, /billing cycle is required/],
      [{ plan: 'pro', billingCycle: 'monthly', returnUrl: 42 }, /returnUrl must be a URL/],
    ];
    for (const [body, message] of cases) {
      const res = await u.post('/api/create-checkout-session', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.message).toMatch(message);
    }
    expect(await h.db.customer.count({ where: { userId: u.id } })).toBe(0);
  });

  it('refuses a returnUrl off APP_ORIGIN', async () => {
    const u = await newUser();
    for (const returnUrl of [
      'https://evil.example/app',
      'http://localhost:5001/app',
      '//evil.example/app',
      'javascript:alert(1)',
    ]) {
      const res = await u.post('/api/create-checkout-session', {
        plan: 'pro',
        billingCycle: 'monthly',
        returnUrl,
      });
      expect(res.status, returnUrl).toBe(400);
      expect(res.body.message).toBe(`returnUrl must be on ${ORIGIN}`);
    }
  });

  it('answers 400 to an over-long or credentialed returnUrl (not 502 from Stripe), creating nothing', async () => {
    const u = await newUser();
    const long = (total: number) => `${ORIGIN}/app?q=${'a'.repeat(total - `${ORIGIN}/app?q=`.length)}`;
    const cases: Array<[string, string]> = [
      [long(100_000), 'returnUrl must be at most 2048 characters'],
      [long(2049), 'returnUrl must be at most 2048 characters'],
      // Short as typed, but 6 characters per é once encoded, as it would reach Stripe.
      [`/app?q=${'é'.repeat(400)}`, 'returnUrl must be at most 2048 characters'],
      ['http://ann:secret@localhost:5000/app', 'returnUrl must not contain a user name or password'],
    ];
    for (const [returnUrl, message] of cases) {
      const res = await u.post('/api/create-checkout-session', {
        plan: 'pro',
        billingCycle: 'monthly',
        returnUrl,
      });
      expect(res.status, returnUrl.slice(0, 60)).toBe(400);
      expect(res.body).toEqual({ error: 'bad_request', message });
    }
    expect(await h.db.customer.count({ where: { userId: u.id } })).toBe(0);
    expect(
      await h.db.localStripeObject.count({
        where: { type: 'checkout.session', data: { path: ['client_reference_id'], equals: u.id } },
      }),
    ).toBe(0);

    const longest = long(2048);
    const ok = await u.post('/api/create-checkout-session', {
      plan: 'pro',
      billingCycle: 'monthly',
      returnUrl: longest,
    });
    expect(ok.status).toBe(200);
    const session = await h.stripe.checkout.sessions.retrieve(sessionIdOf(ok.body.url));
    expect(session.success_url).toBe(`${longest}&checkout=success`);
  });

  it('answers 401 to a signed-out visitor (and to no token at all)', async () => {
    const res = await request(h.app)
      .post('/api/create-checkout-session')
      .set('x-internal-token', await visitorToken())
      .send({ planType: 'pro', billing: 'monthly' });
    expect(res.status).toBe(401);
    const none = await request(h.app)
      .post('/api/create-checkout-session')
      .send({ planType: 'pro', billing: 'monthly' });
    expect(none.status).toBe(401);
    for (const path of ['/api/subscription']) {
      const r = await request(h.app)
        .get(path)
        .set('x-internal-token', await visitorToken());
      expect(r.status).toBe(401);
    }
    const portal = await request(h.app)
      .post('/api/billing/portal')
      .set('x-internal-token', await visitorToken());
    expect(portal.status).toBe(401);
  });

  it('answers 404 when identity does not know the user, and creates no customer', async () => {
    const u = await asUser(h, randomUUID());
    const res = await u.post('/api/create-checkout-session', { planType: 'pro', billing: 'monthly' });
    expect(res.status).toBe(404);
    expect(await h.db.customer.count({ where: { userId: u.id } })).toBe(0);
  });
});

describe('GET /api/subscription and POST /api/billing/portal without a subscription', () => {
  it('a user with nothing is on free, with nulls, nothing to manage', async () => {
    const u = await newUser();
    const res = await u.get('/api/subscription');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      plan: 'free',
      status: null,
      billingCycle: null,
      currentPeriodEnd: null,
      trialEnd: null,
      cancelAtPeriodEnd: false,
      canManage: false,
    });
    const portal = await u.post('/api/billing/portal');
    expect(portal.status).toBe(404);
    expect(portal.body.message).toBe('No subscription to manage');
  });

  it('a checkout left unpaid gives nothing to manage: no portal until there is a subscription', async () => {
    const u = await newUser();
    const checkout = await u.post('/api/create-checkout-session', { planType: 'pro', billing: 'monthly' });
    expect((await u.get('/api/subscription')).body).toMatchObject({ plan: 'free', canManage: false });
    expect((await u.post('/api/billing/portal')).status).toBe(404);

    const sessionId = /\/(cs_[A-Za-z0-9_]+)$/.exec(checkout.body.url)![1]!;
    expect((await u.post(`/api/billing/local/checkout/${sessionId}/pay`)).status).toBe(303);
    expect((await u.get('/api/subscription')).body).toMatchObject({ plan: 'pro', canManage: true });
    const portal = await u.post('/api/billing/portal');
    expect(portal.status).toBe(200);
    expect(portal.body.url).toMatch(new RegExp(`^${ORIGIN}/api/billing/local/portal/bps_`));
    const id = /\/(bps_[A-Za-z0-9]+)$/.exec(portal.body.url)![1]!;
    const page = await u.get(`/api/billing/local/portal/${id}`);
    expect(page.status).toBe(200);
    expect(page.text).toContain(`${ORIGIN}/profile`);
  });
});
