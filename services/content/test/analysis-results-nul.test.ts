import { Queue, type Worker } from 'bullmq';
import type { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createLogger, createRedis, QUEUES } from '@nestkeep/common';
import { testPrefix } from '../../../tests/support/db.js';
import { startAnalysisResultsWorker } from '../src/jobs/analysis-results.js';
import { contentUser, startContent, type ContentHarness } from './harness.js';

let h: ContentHarness;
let worker: Worker;
let queue: Queue;
let redis: Redis;
const prefix = testPrefix();

beforeAll(async () => {
  h = await startContent();
  redis = createRedis(inject('redisUrl'), 'worker');
  worker = startAnalysisResultsWorker({
    db: h.db,
    connection: redis,
    prefix,
    logger: createLogger('t', 'silent'),
  });
  queue = new Queue(QUEUES.analysisResults, { connection: redis, prefix });
});
afterAll(async () => {
  await worker.close();
  await queue.obliterate({ force: true });
  await queue.close();
  await redis.quit();
  await h.close();
});

describe('analysis results with NUL characters (issue 7 point 2)', () => {
  it('writes back a page whose fetched text holds NUL characters instead of leaving the item pending', async () => {
    const u = await contentUser(h);
    const { body: item } = await u.post('/api/content', { originalUrl: 'https://example.com/nul-page' });
    const job = await queue.add('result', {
      itemId: item.id,
      userId: u.id,
      status: 'done',
      pageRead: true,
      metadata: {
        title: 'Night\u0000 feeds',
        description: 'How\u0000 to',
        image: null,
        siteName: 'Ex\u0000',
      },
      analysis: {
        summary: 'Feed\u0000 on cue.',
        keyPoints: ['Watch for cues\u0000'],
        actionItems: ['Offer a feed\u0000'],
        hashtags: ['#feeding'],
        category: 'Feeding & Nutrition',
        parentingPhase: 'newborn',
      },
    });
    await expect.poll(async () => job.getState(), { timeout: 10_000 }).toBe('completed');
    const stored = (await u.get('/api/content')).body[0];
    expect(stored.analysisStatus).toBe('done');
    expect(stored.title).toBe('Night feeds');
    expect(JSON.stringify(stored)).not.toContain('\\u0000');
  });

  it('marks the item failed with a reason when a result can never be written, instead of pending for ever', async () => {
    const u = await contentUser(h);
    const { body: item } = await u.post('/api/content', { originalUrl: 'https://example.com/broken-result' });
    // A status outside the contract: no retry could make it valid.
    const job = await queue.add(
      'result',
      { itemId: item.id, userId: u.id, status: 'exploded' },
      { attempts: 5 },
    );
    await expect.poll(async () => job.getState(), { timeout: 10_000 }).toBe('failed');
    expect((await queue.getJob(job.id!))?.attemptsMade).toBe(1);
    const stored = (await u.get('/api/content')).body[0];
    expect(stored.analysisStatus).toBe('failed');
    expect(stored.analysisError).toBe('The analysis could not be saved; please try again');
  });
});
