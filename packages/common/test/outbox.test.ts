import { Queue, Worker } from 'bullmq';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createTestDatabase, testPrefix } from '../../../tests/support/db.js';
import { createPool, type Pool } from '../src/db.js';
import { createLogger } from '../src/logger.js';
import { OutboxRelay } from '../src/outbox.js';
import { EVENTS, QUEUES } from '../src/queues.js';
import { closeRedis, createRedis } from '../src/redis.js';

let pool: Pool;
let drop: () => Promise<void>;
const logger = createLogger('outbox-test', 'silent');

beforeAll(async () => {
  const db = await createTestDatabase();
  drop = db.drop;
  pool = createPool(db.url);
  await pool.query(`CREATE SCHEMA svc;
    CREATE TABLE svc.outbox (id BIGSERIAL PRIMARY KEY, type TEXT NOT NULL, payload JSONB NOT NULL,
      created_at TIMESTAMPTZ(3) NOT NULL DEFAULT now(), published_at TIMESTAMPTZ(3), attempts INT NOT NULL DEFAULT 0, last_error TEXT)`);
});
afterAll(async () => {
  await pool.end();
  await drop();
});

async function writeEvents(n: number): Promise<void> {
  for (let i = 0; i < n; i++) {
    await pool.query('INSERT INTO svc.outbox (type, payload) VALUES ($1, $2)', [
      EVENTS.userCreated,
      { userId: `u-${i}`, email: `u${i}@example.com` },
    ]);
  }
}

const unpublished = async () =>
  (await pool.query('SELECT count(*)::int AS n FROM svc.outbox WHERE published_at IS NULL')).rows[0]
    .n as number;

describe('outbox relay', () => {
  it('keeps events while Redis is unreachable and relays them, once each, when it answers', async () => {
    await writeEvents(5);
    const prefix = testPrefix();

    // Nothing listens on port 1: the client sees exactly what a Redis outage looks like.
    const deadRedis = createRedis('redis://127.0.0.1:1', 'queue-producer');
    deadRedis.on('error', () => undefined);
    const offline = new OutboxRelay({
      pool,
      schema: 'svc',
      connection: deadRedis,
      logger,
      prefix,
      enqueueTimeoutMs: 500,
    });
    await expect(offline.relayOnce()).rejects.toThrow();
    expect(await unpublished()).toBe(5);
    await offline.stop();
    deadRedis.disconnect();

    const redis = createRedis(inject('redisUrl'), 'queue-producer');
    const relays = [1, 2].map(
      () => new OutboxRelay({ pool, schema: 'svc', connection: redis, logger, prefix, batchSize: 2 }),
    );
    relays.forEach((r) => r.start());
    await expect.poll(unpublished, { timeout: 10_000 }).toBe(0);
    await Promise.all(relays.map((r) => r.stop()));

    const worker = createRedis(inject('redisUrl'), 'worker');
    const received: string[] = [];
    const consumer = new Worker(
      QUEUES.contentEvents,
      async (job) => {
        received.push(job.data.payload.userId);
      },
      { connection: worker, prefix },
    );
    await expect.poll(() => received.length, { timeout: 10_000 }).toBe(5);
    expect(received.sort()).toEqual(['u-0', 'u-1', 'u-2', 'u-3', 'u-4']);
    const billing = new Queue(QUEUES.billingEvents, { connection: redis, prefix });
    expect(await billing.getWaitingCount()).toBe(5); // each subscriber gets its own copy
    await consumer.close();
    await billing.obliterate({ force: true });
    await billing.close();
    await closeRedis(worker);
    await closeRedis(redis);
  });
});
