import { Queue, Worker } from 'bullmq';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  analysisResult,
  createRedis,
  EVENTS,
  QUEUES,
  type Analysis,
  type AnalysisJob,
  type AnalysisResult,
} from '@nestkeep/common';
import { testPrefix } from '../../../../tests/support/db.js';
import { startTestWorkers } from './test-workers.js';

/**
 * Issue 7 point 2: whatever a provider or a page gives, the worker only sends content results it
 * can store: text without NUL or lone surrogates, and a result that breaks the contract (which
 * content would refuse on every retry, leaving the item pending for good) as a failure with a reason.
 */

const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const prefix = testPrefix();
const connections = [
  createRedis(redisUrl, 'worker'),
  createRedis(redisUrl, 'queue-producer'),
  createRedis(redisUrl, 'worker'),
];
const answers = new Map<string, Analysis>();
let workers: ReturnType<typeof startTestWorkers>;
let analysis: Queue;
let results: Worker;
const received = new Map<number, AnalysisResult>();

const good: Analysis = {
  summary: 'Swaddle snugly and use white noise.',
  keyPoints: ['Newborns sleep best swaddled.'],
  actionItems: ['Swaddle snugly.'],
  hashtags: ['#babySleep'],
  category: 'Sleep & Routines',
  parentingPhase: 'newborn',
};

beforeAll(() => {
  workers = startTestWorkers({
    connection: connections[0]!,
    prefix,
    concurrency: 2,
    deps: {
      // A provider answering what the test put under the item's text.
      provider: { name: 'local', analyze: async (input) => answers.get(input.text ?? '')! },
    },
  });
  analysis = new Queue(QUEUES.contentAnalysis, { connection: connections[1]!, prefix });
  results = new Worker(
    QUEUES.analysisResults,
    async (job) => {
      const result = analysisResult.parse(job.data);
      received.set(result.itemId, result);
    },
    { connection: connections[2]!, prefix },
  );
});
afterAll(async () => {
  await workers?.close();
  await results?.close();
  await analysis?.obliterate({ force: true }).catch(() => undefined);
  await analysis?.close();
  for (const c of connections) c.disconnect();
});

async function analyse(itemId: number, answer: Analysis): Promise<AnalysisResult> {
  const text = `item ${itemId}: a note long enough to be analysed`;
  answers.set(text, answer);
  const payload: AnalysisJob = {
    itemId,
    userId: 'u1',
    url: null,
    platform: 'manual',
    title: null,
    description: null,
    text,
    imageKey: null,
  };
  const id = `evt-${prefix}-${itemId}`;
  await analysis.add(
    EVENTS.contentSaved,
    { id, type: EVENTS.contentSaved, occurredAt: '', payload },
    { jobId: id },
  );
  await expect.poll(() => received.get(itemId), { timeout: 20_000, interval: 50 }).toBeDefined();
  return received.get(itemId)!;
}

describe('results content can store', () => {
  it('drops NUL characters and lone surrogates from what the provider wrote', async () => {
    const result = await analyse(1, {
      ...good,
      summary: 'Swaddle\u0000 snugly \uD83D and use white noise 😴.',
      keyPoints: ['Newborns\u0000 sleep best swaddled.'],
    });
    expect(result.status).toBe('done');
    expect(result.analysis!.summary).toBe('Swaddle snugly  and use white noise 😴.');
    expect(result.analysis!.keyPoints).toEqual(['Newborns sleep best swaddled.']);
  });

  it('sends a result that breaks the contract as failed with a reason, not as data content would refuse forever', async () => {
    const result = await analyse(2, { ...good, keyPoints: ['x'.repeat(600)] });
    expect(result).toMatchObject({
      status: 'failed',
      error: 'The analysis could not be saved; please try again',
    });
  });
});
