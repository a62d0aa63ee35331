import { Queue } from 'bullmq';
import { afterAll, beforeAll, expect, inject } from 'vitest';
import { type AnalysisResult, closeRedis, createLogger, createRedis, QUEUES } from '@nestkeep/common';
import { testPrefix } from '../../../tests/support/db.js';
import { startAnalysisResultsWorker } from '../src/jobs/analysis-results.js';
import { startContent, type ContentHarness } from './harness.js';

export interface ResultsHarness {
  h: ContentHarness;
  /** Where a test puts analysis results, as the ai-worker would. */
  queue: Queue;
  close: () => Promise<void>;
}

/** Content with its real analysis-results worker on a Redis prefix of its own. */
export async function startContentWithResults(): Promise<ResultsHarness> {
  const prefix = testPrefix();
  const h = await startContent();
  const redis = createRedis(inject('redisUrl'), 'worker');
  const worker = startAnalysisResultsWorker({
    db: h.db,
    connection: redis,
    prefix,
    logger: createLogger('t', 'silent'),
  });
  const queue = new Queue(QUEUES.analysisResults, { connection: redis, prefix });
  return {
    h,
    queue,
    close: async () => {
      await worker.close();
      await queue.obliterate({ force: true });
      await queue.close();
      await closeRedis(redis);
      await h.close();
    },
  };
}

/** Puts an analysis result on the queue, as the ai-worker would, and waits until the worker has written it. */
export async function deliverResult(queue: Queue, result: AnalysisResult): Promise<void> {
  const job = await queue.add('result', result);
  await expect.poll(async () => (await job.getState()) === 'completed', { timeout: 10_000 }).toBe(true);
}

/**
 * Content with its results worker for one test file: started in beforeAll, closed in afterAll.
 * `h` and `queue` are the running ones, so read them inside the tests; `deliver` is deliverResult.
 */
export function contentWithResultsForFile(): {
  readonly h: ContentHarness;
  readonly queue: Queue;
  deliver: (result: AnalysisResult) => Promise<void>;
} {
  let running: ResultsHarness | undefined;
  beforeAll(async () => {
    running = await startContentWithResults();
  });
  afterAll(() => running?.close());
  const started = (): ResultsHarness => {
    if (!running) throw new Error('Content is not started: use it inside a test.');
    return running;
  };
  return {
    get h() {
      return started().h;
    },
    get queue() {
      return started().queue;
    },
    deliver: (result) => deliverResult(started().queue, result),
  };
}
