import { Queue } from 'bullmq';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger, createRedis, QUEUES } from '@nestkeep/common';
import { contentUser } from '../services/content/test/harness.js';
import { startAnalysisSweep, sweepPendingAnalyses } from '../services/content/src/jobs/analysis-sweep.js';
import { startFixtureSite, startPipeline } from './support/pipeline.js';
import { startPrivateRedis } from './support/redis-server.mjs';

let site: Awaited<ReturnType<typeof startFixtureSite>>;
let redis: Awaited<ReturnType<typeof startPrivateRedis>>;
let pipeline: Awaited<ReturnType<typeof startPipeline>>;

beforeAll(async () => {
  site = await startFixtureSite();
  redis = await startPrivateRedis();
  // No ai-worker yet: the saves' jobs wait in Redis, as a backlog does.
  pipeline = await startPipeline({ redisUrl: redis.url, allow: site.host, withWorker: false });
});
afterAll(async () => {
  await pipeline.close();
  await redis.stop();
  await site.close();
});

const PAGES = ['sleep-newborn-swaddling-guide.html', 'feeding-starting-solids-6-months.html'];

describe('saves whose analysis job Redis lost', () => {
  it('are relayed again once Redis comes back empty, and analysed; a backlog still queued is left alone', async () => {
    const u = await contentUser(pipeline.content);
    for (const page of PAGES) {
      expect((await u.post('/api/content', { originalUrl: `${site.url}/pages/${page}` })).status).toBe(201);
    }
    const { pool, db } = pipeline.content;
    const unrelayed = async () =>
      Number(
        (await pool.query('SELECT count(*) FROM content.outbox WHERE published_at IS NULL')).rows[0].count,
      );
    await expect.poll(unrelayed, { timeout: 10_000 }).toBe(0);

    // Queued, not lost: the sweep leaves the jobs alone (no second job, however old the items).
    const connection = createRedis(redis.url, 'queue-producer');
    const queue = new Queue(QUEUES.contentAnalysis, { connection, prefix: pipeline.prefix });
    queue.on('error', () => undefined);
    const later = () => new Date(Date.now() + 60_000);
    expect(await sweepPendingAnalyses({ db, queue, now: later, minAgeMs: 0 })).toEqual({
      pending: 2,
      republished: 0,
      requeued: 0,
    });
    expect(await queue.getJobCounts('waiting')).toEqual({ waiting: 2 });

    // Redis restarts with nothing on disk: the queued jobs are gone, the items still pending.
    await redis.stop();
    await redis.start();
    pipeline.startAiWorker();
    await new Promise((r) => setTimeout(r, 1500));
    const statuses = async () =>
      (await u.get('/api/content')).body.map((i: { analysisStatus: string }) => i.analysisStatus);
    expect(await statuses()).toEqual(['pending', 'pending']);

    // The sweep finds them, the relay sends their events again, the worker analyses them.
    const sweep = startAnalysisSweep({
      db,
      connection,
      prefix: pipeline.prefix,
      logger: createLogger('sweep-test', 'silent'),
      everyMs: 500,
      onEventsWritten: () => undefined,
    });
    try {
      await expect.poll(statuses, { timeout: 60_000, interval: 250 }).toEqual(['done', 'done']);
    } finally {
      await sweep.stop();
      await queue.close();
      connection.disconnect();
    }
    // Relayed again under their first job ids: one event per save, no new rows.
    expect(
      Number(
        (await pool.query("SELECT count(*) FROM content.outbox WHERE type = 'content.saved'")).rows[0].count,
      ),
    ).toBe(2);
  });
});
