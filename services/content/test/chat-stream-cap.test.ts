import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { AppError, createRedis } from '@nestkeep/common';
import type { Redis } from 'ioredis';
import { freePort } from '../../../tests/support/servers.js';
import { testPrefix } from '../../../tests/support/db.js';
import { ChatStreamHub, type StreamReader } from '../src/jobs/chat-stream-hub.js';

const TOO_MANY =
  'Too many chat streams open at once: at most 2. Close another chat tab or wait for an answer to finish.';
/** A short bound, so a dead copy's places end within the test. */
const LEASE_MS = 800;

const connections: Redis[] = [];
const hubs: ChatStreamHub[] = [];
afterAll(async () => {
  await Promise.all(hubs.map((h) => h.close()));
  for (const c of connections) c.disconnect();
});

/** One copy of content's hub (its own Redis connection), all copies on one Redis and prefix. */
function copyOfContent(prefix: string, redisUrl = inject('redisUrl')) {
  const connection = createRedis(redisUrl, 'queue-producer');
  connections.push(connection);
  const hub = new ChatStreamHub({ connection, prefix, perUser: 2, leaseMs: LEASE_MS });
  hubs.push(hub);
  return { hub, connection };
}

const streamKey = (prefix: string) => `${prefix}:chat-stream:${randomUUID()}`;

/** The 429 an open gets, or 'opened'. */
async function tryOpen(hub: ChatStreamHub, prefix: string, userId: string) {
  try {
    return { reader: await hub.open(streamKey(prefix), userId) };
  } catch (err) {
    if (!(err instanceof AppError)) throw err;
    return { status: err.status, code: err.code, message: err.message };
  }
}

const refused = { status: 429, code: 'too_many_streams', message: TOO_MANY };

describe('the cap on one user’s waiting chat streams, across copies of content', () => {
  it('refuses (429) a stream beyond CHAT_STREAMS_PER_USER counted over every copy, and a closed stream frees its place', async () => {
    const prefix = testPrefix();
    const a = copyOfContent(prefix);
    const b = copyOfContent(prefix);
    const user = randomUUID();
    const first = (await tryOpen(a.hub, prefix, user)).reader!;
    expect(first).toBeDefined();
    expect((await tryOpen(b.hub, prefix, user)).reader).toBeDefined();
    // Each copy holds one: the third is refused on either.
    expect(await tryOpen(a.hub, prefix, user)).toEqual(refused);
    expect(await tryOpen(b.hub, prefix, user)).toEqual(refused);
    // Another user is not held back.
    expect((await tryOpen(b.hub, prefix, randomUUID())).reader).toBeDefined();

    first.close();
    await expect.poll(async () => Boolean((await tryOpen(b.hub, prefix, user)).reader)).toBe(true);
    // One place came free, not two.
    expect(await tryOpen(a.hub, prefix, user)).toEqual(refused);
  });

  it('frees the places of a copy that died without giving them back once their bound has passed', async () => {
    const prefix = testPrefix();
    const a = copyOfContent(prefix);
    const dying = copyOfContent(prefix);
    const user = randomUUID();
    const held: StreamReader[] = [];
    for (let i = 0; i < 2; i++) held.push((await tryOpen(dying.hub, prefix, user)).reader!);
    expect(held.every(Boolean)).toBe(true);
    // The copy is gone: its connection drops, nothing is closed or given back.
    dying.connection.disconnect();
    const diedAt = Date.now();
    expect(await tryOpen(a.hub, prefix, user)).toEqual(refused);
    await expect
      .poll(async () => Boolean((await tryOpen(a.hub, prefix, user)).reader), {
        timeout: LEASE_MS * 4,
        interval: 100,
      })
      .toBe(true);
    expect(Date.now() - diedAt).toBeGreaterThanOrEqual(LEASE_MS - 100);
  });

  it('keeps the cap of its own copy when Redis is unreachable (no 500)', async () => {
    const prefix = testPrefix();
    const cut = copyOfContent(prefix, `redis://127.0.0.1:${await freePort()}`);
    const user = randomUUID();
    expect((await tryOpen(cut.hub, prefix, user)).reader).toBeDefined();
    expect((await tryOpen(cut.hub, prefix, user)).reader).toBeDefined();
    expect(await tryOpen(cut.hub, prefix, user)).toEqual(refused);
  });
});
