import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventually, randomEventId, signatureFor, stripeEvent } from './support/billing.js';
import { Client } from './support/http-client.js';
import { startStack, type Stack } from './support/stack.js';

/**
 * Stripe's webhook through the real gateway to the real billing service: no session, no Origin,
 * the raw body untouched (the signature covers its exact bytes) and no rate limit, while every
 * other /api write still needs a session and the app's Origin.
 */
const API_MAX = 6;

let stack: Stack;
beforeAll(async () => {
  stack = await startStack({ RATE_LIMIT_API_MAX: String(API_MAX), RATE_LIMIT_WINDOW_SECONDS: '300' });
});
afterAll(() => stack.close());

/** A POST the way Stripe sends one: its own headers only, no cookie, no Origin. */
function postAsStripe(payload: string, signature: string, contentType = 'application/json; charset=utf-8') {
  return fetch(`${stack.gatewayUrl}/api/stripe/webhook`, {
    method: 'POST',
    headers: {
      'content-type': contentType,
      'stripe-signature': signature,
      'user-agent': 'Stripe/1.0 (+https://stripe.com/docs/webhooks)',
    },
    body: payload,
    redirect: 'manual',
  });
}

const recorded = async (id: string) =>
  (await stack.billing.db.stripeEvent.findUnique({ where: { id } })) !== null;

/**
 * A Stripe event as bytes with unusual spacing, line endings and non-ASCII text, so a gateway that
 * parsed and re-serialised the body would break the signature. By default a subscription update
 * for nobody billing knows (recorded, changes no plan).
 */
function oddlyFormatted(
  id = randomEventId(),
  type = 'customer.subscription.updated',
  object: Record<string, unknown> = {
    id: `sub_test_${id.slice(-10)}`,
    object: 'subscription',
    customer: 'cus_test_nobody',
    status: 'active',
    metadata: {},
    items: { object: 'list', data: [] },
  },
) {
  const event = stripeEvent(type, { ...object, description: 'héllo — “quotes” \u00e9' }, id);
  return { id, payload: `${JSON.stringify(event, null, 3).replace(/\n/g, '\r\n')}\n\n` };
}

/** A new Pro subscription (unknown to the stand-in, so billing takes the event's own object) for `userId`. */
function proSubscriptionFor(userId: string) {
  const now = Math.floor(Date.now() / 1000);
  return {
    id: `sub_gateway_${userId.slice(0, 8)}`,
    object: 'subscription',
    customer: `cus_gateway_${userId.slice(0, 8)}`,
    status: 'active',
    cancel_at_period_end: false,
    trial_end: null,
    metadata: { userId, plan: 'pro' },
    items: {
      object: 'list',
      data: [
        {
          id: 'si_gateway',
          object: 'subscription_item',
          current_period_start: now,
          current_period_end: now + 30 * 86_400,
          price: { id: 'price_local_pro_monthly', object: 'price', recurring: { interval: 'month' } },
        },
      ],
    },
  };
}

describe('POST /api/stripe/webhook through the gateway', () => {
  it('reaches billing with the exact bytes: a signed event with no session and no Origin applies and moves the plan', async () => {
    const parent = new Client(stack.gatewayUrl);
    expect((await parent.devSignIn('stripe-gateway@example.com')).status).toBe(200);
    const { id: userId } = await (await parent.get('/api/auth/user')).json();
    expect((await (await parent.get('/api/user/usage')).json()).plan).toBe('free');

    const secret = stack.billing.webhookSecret;
    const { id, payload } = oddlyFormatted(
      undefined,
      'customer.subscription.created',
      proSubscriptionFor(userId),
    );
    const res = await postAsStripe(payload, signatureFor(payload, secret));
    expect({ status: res.status, body: await res.text() }).toMatchObject({ status: 200 });
    expect(await recorded(id)).toBe(true);
    // billing's outbox → BullMQ → identity: the plan follows, and content's benefits with it.
    // (Polled in identity's database: this user's API budget is small in this file.)
    await eventually(
      async () => (await stack.identity.db.user.findUnique({ where: { id: userId } }))?.plan,
      (plan) => plan === 'pro',
      { what: 'the plan from the webhook' },
    );
    expect(await (await parent.get('/api/auth/user')).json()).toMatchObject({
      plan: 'pro',
      subscriptionStatus: 'active',
    });
    expect(await (await parent.get('/api/user/usage')).json()).toMatchObject({
      plan: 'pro',
      unlimited: true,
    });
    expect(await (await parent.get('/api/subscription')).json()).toMatchObject({
      plan: 'pro',
      status: 'active',
      billingCycle: 'monthly',
    });

    // The same event again is answered 200 (Stripe stops retrying) and changes nothing.
    const versions = (await stack.billing.outbox()).length;
    const again = await postAsStripe(payload, signatureFor(payload, secret));
    expect(again.status).toBe(200);
    expect(await stack.billing.db.stripeEvent.count({ where: { id } })).toBe(1);
    expect((await stack.billing.outbox()).length).toBe(versions);

    // Any event of no interest is still recorded once its signature holds.
    const other = oddlyFormatted();
    expect((await postAsStripe(other.payload, signatureFor(other.payload, secret))).status).toBe(200);
    expect(await recorded(other.id)).toBe(true);
  });

  it('a body that is not byte-for-byte the signed one, or a bad signature, is 400 and recorded nowhere', async () => {
    const secret = stack.billing.webhookSecret;
    const { id, payload } = oddlyFormatted();
    const reserialised = JSON.stringify(JSON.parse(payload));
    const res = await postAsStripe(reserialised, signatureFor(payload, secret));
    expect(res.status).toBe(400);

    const wrongSecret = await postAsStripe(payload, signatureFor(payload, 'whsec_not_the_secret'));
    expect(wrongSecret.status).toBe(400);
    const noSignature = await fetch(`${stack.gatewayUrl}/api/stripe/webhook`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: payload,
    });
    expect(noSignature.status).toBe(400);
    expect(await recorded(id)).toBe(false);
  });
});

describe('every other /api write', () => {
  it('still needs a session and the app Origin', async () => {
    // No session: checkout (billing) and a save (content) with the right Origin are 401.
    const visitor = new Client(stack.gatewayUrl);
    expect(
      (await visitor.post('/api/create-checkout-session', { planType: 'pro', billing: 'monthly' })).status,
    ).toBe(401);
    expect((await visitor.post('/api/billing/portal', {})).status).toBe(401);

    // A session but no Origin (or another site's): refused before reaching a service.
    const parent = new Client(stack.gatewayUrl, null);
    // The sign-in itself needs the Origin.
    expect((await parent.devSignIn('webhook-neighbour@example.com')).status).toBe(403);
    expect(
      (
        await parent.post(
          '/auth/dev',
          { email: 'webhook-neighbour@example.com' },
          { origin: stack.gatewayUrl },
        )
      ).status,
    ).toBe(200);
    for (const headers of [{}, { origin: 'https://evil.example.com' }] as Array<Record<string, string>>) {
      const res = await parent.post(
        '/api/create-checkout-session',
        { planType: 'pro', billing: 'monthly' },
        headers,
      );
      expect(res.status).toBe(403);
      expect((await parent.post('/api/billing/portal', {}, headers)).status).toBe(403);
    }
    // A webhook path prefix does not open its neighbours.
    expect((await parent.post('/api/stripe/webhooks', {})).status).toBe(403);
  });
});

describe("no rate limit for Stripe (last: it uses up this address's API budget)", () => {
  it('more deliveries than RATE_LIMIT_API_MAX in one window all pass, even once the address is limited', async () => {
    const secret = stack.billing.webhookSecret;
    const send = async () => {
      const { payload } = oddlyFormatted();
      return (await postAsStripe(payload, signatureFor(payload, secret))).status;
    };
    const statuses: number[] = [];
    for (let i = 0; i < API_MAX * 3; i++) statuses.push(await send());
    expect(statuses).toEqual(Array(API_MAX * 3).fill(200));

    // The limit is live for the same address's other API calls...
    const visitor = new Client(stack.gatewayUrl);
    const api: number[] = [];
    for (let i = 0; i < API_MAX + 1; i++) api.push((await visitor.get('/api/auth/user')).status);
    expect(api.at(-1)).toBe(429);
    // ...and Stripe still gets through.
    const after: number[] = [];
    for (let i = 0; i < API_MAX + 1; i++) after.push(await send());
    expect(after).toEqual(Array(API_MAX + 1).fill(200));
  });
});
