import { Queue } from 'bullmq';
import { inject } from 'vitest';
import { createLogger, createRedis, QUEUES } from '@nestkeep/common';
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
      await redis.quit();
      await h.close();
    },
  };
}
