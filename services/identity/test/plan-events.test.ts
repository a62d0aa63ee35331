import { randomUUID } from 'node:crypto';
import { Queue, type Worker } from 'bullmq';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { closeRedis, createLogger, createRedis, type EventEnvelope, EVENTS, QUEUES } from '@nestkeep/common';
import { testPrefix } from '../../../tests/support/db.js';
import { startPlanEventsWorker } from '../src/jobs/plan-events.js';
import { signedInUser, startIdentity, type IdentityHarness } from './harness.js';

let h: IdentityHarness;
let worker: Worker;
let queue: Queue;
let redis: ReturnType<typeof createRedis>;

beforeAll(async () => {
  h = await startIdentity();
  redis = createRedis(inject('redisUrl'), 'worker');
  const prefix = testPrefix();
  worker = startPlanEventsWorker({
    db: h.db,
    connection: redis,
    prefix,
    logger: createLogger('t', 'silent'),
  });
  queue = new Queue(QUEUES.identityEvents, { connection: redis, prefix });
});
afterAll(async () => {
  await worker.close();
  await queue.obliterate({ force: true });
  await queue.close();
  await closeRedis(redis);
  await h.close();
});

type Change = EventEnvelope<typeof EVENTS.planChanged>['payload'];

/** Delivers a plan.changed as billing's relay would (job name = type, id = event id) and waits for it. */
async function deliver(payload: Change | Record<string, unknown>, id = randomUUID()) {
  const envelope = { id, type: EVENTS.planChanged, occurredAt: new Date().toISOString(), payload };
  const job = await queue.add(EVENTS.planChanged, envelope);
  await expect
    .poll(async () => ['completed', 'failed'].includes(await job.getState()), { timeout: 10_000 })
    .toBe(true);
  return { state: await job.getState(), returned: (await queue.getJob(job.id!))?.returnvalue as unknown };
}

const planOf = (userId: string) =>
  h.db.user.findUniqueOrThrow({
    where: { id: userId },
    select: { plan: true, subscriptionStatus: true, planVersion: true },
  });

describe('plan.changed consumer', () => {
  it('applies a newer plan and status; the user reads it at once', async () => {
    const u = await signedInUser(h, 'plan');
    expect(await planOf(u.id)).toEqual({ plan: 'free', subscriptionStatus: null, planVersion: 0 });
    const r = await deliver({ userId: u.id, plan: 'pro', subscriptionStatus: 'active', version: 1 });
    expect(r).toEqual({ state: 'completed', returned: 'applied' });
    expect(await planOf(u.id)).toEqual({ plan: 'pro', subscriptionStatus: 'active', planVersion: 1 });
    expect((await u.get('/api/auth/user')).body).toMatchObject({ plan: 'pro', subscriptionStatus: 'active' });
  });

  it('ignores an older version that arrives late (no move back)', async () => {
    const u = await signedInUser(h, 'late');
    await deliver({ userId: u.id, plan: 'trialing', subscriptionStatus: 'trialing', version: 3 });
    const r = await deliver({ userId: u.id, plan: 'free', subscriptionStatus: 'canceled', version: 2 });
    expect(r.returned).toBe('stale');
    expect(await planOf(u.id)).toEqual({ plan: 'trialing', subscriptionStatus: 'trialing', planVersion: 3 });
    // The same version again is not newer either.
    await deliver({ userId: u.id, plan: 'free', subscriptionStatus: null, version: 3 });
    expect(await planOf(u.id)).toMatchObject({ plan: 'trialing', planVersion: 3 });
  });

  it('a replayed event is harmless, even after a newer one', async () => {
    const u = await signedInUser(h, 'replay');
    const first = { userId: u.id, plan: 'pro' as const, subscriptionStatus: 'active' as const, version: 1 };
    const eventId = randomUUID();
    await deliver(first, eventId);
    expect((await deliver(first, eventId)).returned).toBe('stale');
    await deliver({ userId: u.id, plan: 'pro', subscriptionStatus: 'past_due', version: 2 });
    await deliver(first, eventId);
    expect(await planOf(u.id)).toEqual({ plan: 'pro', subscriptionStatus: 'past_due', planVersion: 2 });
  });

  it('versions delivered out of order all at once leave the newest one', async () => {
    const u = await signedInUser(h, 'race');
    const plans = ['pro', 'family', 'pro', 'free', 'family', 'trialing'] as const;
    const jobs = await Promise.all(
      [6, 2, 5, 1, 4, 3].map((version) =>
        queue.add(EVENTS.planChanged, {
          id: randomUUID(),
          type: EVENTS.planChanged,
          occurredAt: new Date().toISOString(),
          payload: { userId: u.id, plan: plans[version - 1], subscriptionStatus: 'active', version },
        }),
      ),
    );
    await expect
      .poll(async () => (await Promise.all(jobs.map((j) => j.getState()))).every((s) => s === 'completed'), {
        timeout: 10_000,
      })
      .toBe(true);
    expect(await planOf(u.id)).toEqual({ plan: 'trialing', subscriptionStatus: 'active', planVersion: 6 });
  });

  it('an unknown (deleted) user is ignored, not retried', async () => {
    const r = await deliver({ userId: randomUUID(), plan: 'pro', subscriptionStatus: 'active', version: 1 });
    expect(r).toEqual({ state: 'completed', returned: 'unknown_user' });
    const u = await signedInUser(h, 'gone');
    await h.db.user.delete({ where: { id: u.id } });
    expect(
      (await deliver({ userId: u.id, plan: 'pro', subscriptionStatus: 'active', version: 1 })).returned,
    ).toBe('unknown_user');
  });

  it('a payload that breaks the contract fails without changing the user', async () => {
    const u = await signedInUser(h, 'bad');
    const r = await deliver({ userId: u.id, plan: 'platinum', subscriptionStatus: 'active', version: 9 });
    expect(r.state).toBe('failed');
    expect(await planOf(u.id)).toEqual({ plan: 'free', subscriptionStatus: null, planVersion: 0 });
  });
});
