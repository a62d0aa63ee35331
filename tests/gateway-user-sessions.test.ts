import { randomUUID } from 'node:crypto';
import { Queue, QueueEvents } from 'bullmq';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createRedis, EVENTS, QUEUES } from '@nestkeep/common';
import { Client } from './support/http-client.js';
import { startStack, type Stack } from './support/stack.js';

let stack: Stack;
const redis = createRedis(inject('redisUrl'), 'worker');
let events: Queue;
let queueEvents: QueueEvents;

beforeAll(async () => {
  // A long session cache: a destroyed session must still be refused at once on this gateway.
  stack = await startStack({ SESSION_CACHE_MS: '60000' });
  events = new Queue(QUEUES.gatewayEvents, { connection: redis, prefix: stack.queuePrefix });
  queueEvents = new QueueEvents(QUEUES.gatewayEvents, {
    connection: redis.duplicate(),
    prefix: stack.queuePrefix,
  });
  await queueEvents.waitUntilReady();
});
afterAll(async () => {
  await queueEvents?.close();
  await events?.close();
  await stack?.close();
  redis.disconnect();
});

async function signedIn(email: string) {
  const browser = new Client(stack.gatewayUrl);
  const res = await browser.devSignIn(email);
  expect(res.status).toBe(200);
  const { id } = (await res.json()) as { id: string };
  expect((await browser.get('/api/auth/user')).status).toBe(200);
  return { browser, id };
}

async function send(type: string, payload: object) {
  const job = await events.add(type, { id: `identity-${randomUUID()}`, type, payload });
  return job.waitUntilFinished(queueEvents, 20_000);
}

describe('gateway: every session of a user ends on user.deleted / user.anonymized', () => {
  it('indexes sessions per user, ends both of one user at once, leaves another user signed in', async () => {
    const email = `two-sessions-${randomUUID()}@example.com`;
    const phone = await signedIn(email);
    const laptop = await signedIn(email);
    expect(laptop.id).toBe(phone.id);
    const other = await signedIn(`other-${randomUUID()}@example.com`);
    const key = stack.userSessions.key(phone.id);
    expect(await redis.scard(key)).toBe(2);
    expect(await redis.ttl(key)).toBeGreaterThan(29 * 86_400);

    expect(
      await send(EVENTS.userDeleted, { userId: phone.id, reason: 'User requested account deletion' }),
    ).toBe(2);
    // Refused at once (the gateway's 60 s session cache forgot them too).
    expect((await phone.browser.get('/api/auth/user')).status).toBe(401);
    expect((await laptop.browser.get('/api/auth/user')).status).toBe(401);
    expect(await redis.exists(key)).toBe(0);
    expect((await other.browser.get('/api/auth/user')).status).toBe(200);

    // A replay finds nothing to end.
    expect(await send(EVENTS.userDeleted, { userId: phone.id, reason: 'again' })).toBe(0);
    expect((await other.browser.get('/api/auth/user')).status).toBe(200);
  });

  it('ends sessions on user.anonymized too; sign-out takes a session out of the index', async () => {
    const email = `anon-${randomUUID()}@example.com`;
    const a = await signedIn(email);
    const b = await signedIn(email);
    const key = stack.userSessions.key(a.id);
    expect(await redis.scard(key)).toBe(2);
    expect((await b.browser.post('/auth/logout')).status).toBe(200);
    expect(await redis.scard(key)).toBe(1);
    expect(await send(EVENTS.userAnonymized, { userId: a.id })).toBe(1);
    expect((await a.browser.get('/api/auth/user')).status).toBe(401);
  });
});
