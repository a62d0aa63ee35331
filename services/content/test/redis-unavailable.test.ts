import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { ACCOUNT_ENDED_MESSAGE, createLogger, createRedis } from '@nestkeep/common';
import type { Redis } from 'ioredis';
import { freePort } from '../../../tests/support/servers.js';
import { deleteUserContent } from '../src/jobs/user-events.js';
import { contentUser, startContent, type ContentHarness } from './harness.js';

/**
 * Content's own Redis unreachable (identity and the gateway fine): the "user ended" marker cannot
 * be read. A save is not lost to it (201, analysed once Redis is back), and a user whose content
 * was already erased is still refused.
 */
describe('saving while content cannot reach its Redis', () => {
  let h: ContentHarness;
  let liveRedis: Redis;
  beforeAll(async () => {
    // Nothing listens on this port: a Redis that is stopped or cut off.
    h = await startContent({ redisUrl: `redis://127.0.0.1:${await freePort()}` });
    liveRedis = createRedis(inject('redisUrl'), 'worker');
  });
  afterAll(async () => {
    liveRedis.disconnect();
    await h.close();
  });

  it('stores a save (201, pending) instead of failing it with 500', async () => {
    const u = await contentUser(h);
    const res = await u.post('/api/content', { originalUrl: 'https://example.com/swaddling' });
    expect(res.status).toBe(201);
    expect(res.body.analysisStatus).toBe('pending');
    const list = await u.get('/api/content');
    expect(list.body.map((i: { originalUrl: string }) => i.originalUrl)).toEqual([
      'https://example.com/swaddling',
    ]);
    // The analysis job waits in the outbox for the relay (nothing lost).
    expect(await h.db.outboxEvent.count({ where: { type: 'content.saved' } })).toBe(1);
  });

  it('refuses (401) a save of a user whose content was already erased, and writes nothing', async () => {
    const u = await contentUser(h);
    expect((await u.post('/api/content', { originalUrl: 'https://example.com/before' })).status).toBe(201);
    // Content's erase on user.deleted (run while Redis was still reachable).
    await deleteUserContent(
      {
        db: h.db,
        images: h.images,
        connection: liveRedis,
        prefix: h.prefix,
        logger: createLogger('redis-unavailable-test', 'silent'),
      },
      u.id,
    );
    const res = await u.post('/api/content', { originalUrl: 'https://example.com/after' });
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ error: 'unauthorized', message: ACCOUNT_ENDED_MESSAGE });
    expect(await h.db.contentItem.count({ where: { userId: u.id } })).toBe(0);
    expect((await u.get('/api/content')).body).toEqual([]);
  });
});
