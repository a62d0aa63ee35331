import { randomUUID } from 'node:crypto';
import { Queue, QueueEvents } from 'bullmq';
import Stripe from 'stripe';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createRedis, EVENTS, QUEUES, signInternalToken } from '@nestkeep/common';
import { TEST_INTERNAL_SECRET, testPrefix } from '../../../tests/support/db.js';
import { freePort } from '../../../tests/support/servers.js';
import { asUser, startBilling, startFakeIdentity, type BillingHarness } from './harness.js';

const ORIGIN = 'http://localhost:5000';
let identity: Awaited<ReturnType<typeof startFakeIdentity>>;
let h: BillingHarness;
const redis = createRedis(inject('redisUrl'), 'worker');
const prefix = testPrefix();
let events: Queue;
let queueEvents: QueueEvents;

beforeAll(async () => {
  identity = await startFakeIdentity();
  h = await startBilling({ identityUrl: identity.url, appOrigin: ORIGIN });
  h.startUserEvents({ redisUrl: inject('redisUrl'), prefix });
  events = new Queue(QUEUES.billingEvents, { connection: redis, prefix });
  queueEvents = new QueueEvents(QUEUES.billingEvents, { connection: redis.duplicate(), prefix });
  await queueEvents.waitUntilReady();
});
afterAll(async () => {
  await queueEvents?.close();
  await events?.close();
  await h?.close();
  await identity?.close();
  redis.disconnect();
});

/** A user subscribed through the stand-in's checkout and its pay button. */
async function subscribedUser() {
  const id = randomUUID();
  identity.users.set(id, `${id.slice(0, 8)}@example.com`);
  const u = await asUser(h, id);
  const checkout = await u.post('/api/create-checkout-session', { planType: 'pro', billing: 'monthly' });
  expect(checkout.status).toBe(200);
  const sessionId = /\/(cs_[A-Za-z0-9_]+)$/.exec(checkout.body.url)![1]!;
  expect((await u.post(`/api/billing/local/checkout/${sessionId}/pay`)).status).toBe(303);
  expect((await u.get('/api/subscription')).body).toMatchObject({ plan: 'pro', canManage: true });
  const sub = await h.db.subscription.findFirstOrThrow({ where: { userId: id } });
  return { ...u, subscriptionId: sub.id, customerId: sub.stripeCustomerId };
}

/** Every table of schema billing, every text-like column, that mentions `needle`. */
async function rowsMentioning(needle: string): Promise<string[]> {
  const { rows: columns } = await h.pool.query<{ table_name: string; column_name: string }>(
    `SELECT c.table_name, c.column_name FROM information_schema.columns c
       JOIN information_schema.tables t ON t.table_schema = c.table_schema AND t.table_name = c.table_name
      WHERE c.table_schema = 'billing' AND t.table_type = 'BASE TABLE'
        AND c.data_type IN ('uuid', 'text', 'character varying', 'jsonb', 'json', 'ARRAY')`,
  );
  expect(columns.map((c) => c.table_name)).toEqual(
    expect.arrayContaining(['customers', 'subscriptions', 'local_stripe_objects', 'outbox']),
  );
  const found: string[] = [];
  for (const { table_name, column_name } of columns) {
    const { rows } = await h.pool.query<{ n: string }>(
      `SELECT count(*) AS n FROM billing."${table_name}" WHERE "${column_name}"::text ILIKE $1`,
      [`%${needle}%`],
    );
    if (Number(rows[0]!.n) > 0) found.push(`${table_name}.${column_name}`);
  }
  return found;
}

/** Stripe events telling billing a subscription was canceled (the stand-in sends one per cancel). */
const canceledEvents = () => h.db.stripeEvent.count({ where: { type: 'customer.subscription.deleted' } });

async function send(type: string, payload: object) {
  const job = await events.add(
    type,
    { id: `identity-${randomUUID()}`, type, occurredAt: new Date().toISOString(), payload },
    { attempts: 1 },
  );
  return job.waitUntilFinished(queueEvents, 30_000);
}

describe('billing: user.deleted', () => {
  it('cancels the Stripe subscription and leaves no billing row of the user; another user untouched; replay harmless', async () => {
    const gone = await subscribedUser();
    const kept = await subscribedUser();
    expect(await rowsMentioning(gone.id)).toEqual(
      expect.arrayContaining(['customers.user_id', 'subscriptions.user_id', 'outbox.payload']),
    );

    const cancellations = await canceledEvents();
    expect(
      await send(EVENTS.userDeleted, { userId: gone.id, reason: 'User requested account deletion' }),
    ).toBe(EVENTS.userDeleted);
    // Stripe (the stand-in) canceled it and said so to the webhook; then its objects of the user went.
    expect(await canceledEvents()).toBe(cancellations + 1);
    await expect(h.stripe.subscriptions.retrieve(gone.subscriptionId)).rejects.toMatchObject({
      statusCode: 404,
    });
    expect(await rowsMentioning(gone.id)).toEqual([]);
    expect(await rowsMentioning(gone.customerId)).toEqual([]);
    expect(await rowsMentioning(gone.subscriptionId)).toEqual([]);

    expect((await h.stripe.subscriptions.retrieve(kept.subscriptionId)).status).toBe('active');
    expect((await kept.get('/api/subscription')).body).toMatchObject({ plan: 'pro', canManage: true });

    expect(await send(EVENTS.userDeleted, { userId: gone.id, reason: 'again' })).toBe(EVENTS.userDeleted);
    expect(await canceledEvents()).toBe(cancellations + 1);
    expect(await rowsMentioning(gone.id)).toEqual([]);
    expect((await h.stripe.subscriptions.retrieve(kept.subscriptionId)).status).toBe('active');
  });

  it('throws (and is retried) while Stripe is unreachable, then completes', async () => {
    const u = await subscribedUser();
    const deadPort = await freePort();
    const offline = new Stripe('sk_test_local', {
      host: '127.0.0.1',
      port: deadPort,
      protocol: 'http',
      maxNetworkRetries: 0,
      timeout: 2000,
    });
    const otherPrefix = testPrefix();
    h.startUserEvents({ redisUrl: inject('redisUrl'), prefix: otherPrefix, stripe: offline });
    const q = new Queue(QUEUES.billingEvents, { connection: redis, prefix: otherPrefix });
    const qe = new QueueEvents(QUEUES.billingEvents, { connection: redis.duplicate(), prefix: otherPrefix });
    try {
      await qe.waitUntilReady();
      const job = await q.add(
        EVENTS.userDeleted,
        { id: 'identity-1', type: EVENTS.userDeleted, payload: { userId: u.id, reason: 'x' } },
        { attempts: 2, backoff: { type: 'fixed', delay: 50 } },
      );
      await expect(job.waitUntilFinished(qe, 30_000)).rejects.toThrow(/connect|Stripe/i);
      const failed = await q.getJob(job.id!);
      expect(failed!.attemptsMade).toBe(2);
      // Nothing was removed while Stripe could not cancel.
      expect((await h.stripe.subscriptions.retrieve(u.subscriptionId)).status).toBe('active');
      expect(await h.db.customer.count({ where: { userId: u.id } })).toBe(1);
    } finally {
      await qe.close();
      await q.close();
    }
    // Through the working worker it completes.
    const cancellations = await canceledEvents();
    expect(await send(EVENTS.userDeleted, { userId: u.id, reason: 'x' })).toBe(EVENTS.userDeleted);
    expect(await canceledEvents()).toBe(cancellations + 1);
    expect(await rowsMentioning(u.id)).toEqual([]);
  });
});

describe('billing: user.anonymized', () => {
  it('cancels the subscription and blanks the customer email, keeping the subscription row', async () => {
    const u = await subscribedUser();
    const email = identity.users.get(u.id)!;
    expect(await rowsMentioning(email)).not.toEqual([]);
    expect(await send(EVENTS.userAnonymized, { userId: u.id })).toBe(EVENTS.userAnonymized);
    expect((await h.stripe.subscriptions.retrieve(u.subscriptionId)).status).toBe('canceled');
    expect(await h.db.customer.findUnique({ where: { userId: u.id } })).toMatchObject({ email: '' });
    expect(await h.db.subscription.count({ where: { userId: u.id } })).toBe(1);
    expect(await rowsMentioning(email)).toEqual([]);
  });
});

describe('billing: internal export', () => {
  it('answers {customer, subscriptions} to a service, 401 to a user', async () => {
    const u = await subscribedUser();
    const token = await signInternalToken(
      { kind: 'service', service: 'identity' },
      { secret: TEST_INTERNAL_SECRET, audience: 'billing' },
    );
    const res = await request(h.app).get(`/internal/users/${u.id}/export`).set('x-internal-token', token);
    expect(res.status).toBe(200);
    expect(res.body.customer).toMatchObject({
      stripeCustomerId: u.customerId,
      email: identity.users.get(u.id),
    });
    expect(res.body.subscriptions).toMatchObject([
      { id: u.subscriptionId, plan: 'pro', billingCycle: 'monthly', status: 'active' },
    ]);
    const none = await request(h.app)
      .get(`/internal/users/${randomUUID()}/export`)
      .set('x-internal-token', token);
    expect(none.body).toEqual({ customer: null, subscriptions: [] });
    expect((await u.get(`/internal/users/${u.id}/export`)).status).toBe(401);
  });
});
