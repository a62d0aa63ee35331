import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { closeRedis, createRedis } from '@nestkeep/common';
import type { Redis } from 'ioredis';
import { testPrefix } from '../../../tests/support/db.js';
import { Client } from '../../../tests/support/http-client.js';
import { startStack, type Stack } from '../../../tests/support/stack.js';
import { BatchedRedisStore } from '../src/security/batched-redis-store.js';

let redis: Redis;
beforeAll(() => {
  redis = createRedis(inject('redisUrl'), 'general');
});
afterAll(() => closeRedis(redis));

const windowOptions = { windowMs: 60_000 } as Parameters<BatchedRedisStore['init']>[0];

describe('BatchedRedisStore', () => {
  it('shares counts between gateway copies through Redis', async () => {
    const prefix = `${testPrefix()}:rl:`;
    const a = new BatchedRedisStore(redis, prefix, 60_000);
    const b = new BatchedRedisStore(redis, prefix, 60_000);
    a.init(windowOptions);
    b.init(windowOptions);
    for (let i = 0; i < 5; i++) a.increment('ip:1');
    for (let i = 0; i < 3; i++) b.increment('ip:1');
    expect(a.increment('ip:1').totalHits).toBe(6); // locally known so far
    await a.flush(); // Redis: 6
    await b.flush(); // Redis: 9; b learns of a's hits
    expect(b.increment('ip:1').totalHits).toBe(10);
    await b.flush(); // Redis: 10
    await a.flush(); // nothing of a's own to add: a learns on its next hit
    a.increment('ip:1');
    await a.flush(); // Redis: 11
    expect(a.increment('ip:1').totalHits).toBe(12);
    expect(Number(await redis.get(`${prefix}ip:1`))).toBe(11);
    expect(await redis.pttl(`${prefix}ip:1`)).toBeGreaterThan(50_000);
    a.shutdown();
    b.shutdown();
  });

  it('keeps counting while Redis is unreachable', async () => {
    const dead = createRedis('redis://127.0.0.1:1', 'queue-producer');
    dead.on('error', () => undefined);
    const store = new BatchedRedisStore(dead, 'x:', 60_000);
    store.init(windowOptions);
    store.increment('k');
    await store.flush();
    expect(store.increment('k').totalHits).toBe(2);
    store.shutdown();
    dead.disconnect();
  });
});

describe('gateway rate limits', () => {
  let stack: Stack;
  beforeAll(async () => {
    stack = await startStack({ RATE_LIMIT_AUTH_MAX: '3', RATE_LIMIT_API_MAX: '5' });
  });
  afterAll(() => stack.close());

  it('answers 429 once a client passes the sign-in limit', async () => {
    const browser = new Client(stack.gatewayUrl);
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) statuses.push((await browser.devSignIn(`limit${i}@example.com`)).status);
    expect(statuses).toEqual([200, 200, 200, 429, 429]);
  });

  it('limits API calls per client, with standard headers', async () => {
    const browser = new Client(stack.gatewayUrl);
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await browser.get('/api/auth/user')).status);
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
    const limited = await browser.get('/api/auth/user');
    expect(limited.headers.get('ratelimit-policy')).toContain('5');
    expect(await limited.json()).toEqual({
      error: 'rate_limited',
      message: 'Too many requests, please slow down',
    });
  });
});
