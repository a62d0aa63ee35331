import { Worker } from 'bullmq';
import type { Redis } from 'ioredis';
import { analysisResult, QUEUES, type Logger } from '@nestkeep/common';
import type { Db } from '../db/client.js';
import { applyAnalysis } from '../domain/analysis.js';

/**
 * The job's data with NUL characters dropped from every string: fetched page text may hold them,
 * and Postgres text cannot, so one would fail every retry and leave the item pending for good.
 */
function withoutNul(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return value.replaceAll('\u0000', '');
  if (depth > 20 || value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map((v) => withoutNul(v, depth + 1));
  return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, withoutNul(v, depth + 1)]));
}

/**
 * Writes analysis outcomes back (the ai-worker never touches this schema). Idempotent: applying
 * the same result twice gives the same item; a result for a deleted item is dropped.
 */
export function startAnalysisResultsWorker(opts: {
  db: Db;
  connection: Redis;
  prefix: string;
  logger: Logger;
  now?: () => Date;
}): Worker {
  const worker = new Worker(
    QUEUES.analysisResults,
    async (job) => {
      const result = analysisResult.parse(withoutNul(job.data));
      const item = await opts.db.contentItem.findFirst({
        where: { id: result.itemId, userId: result.userId },
      });
      if (!item) return 'item gone';
      await opts.db.contentItem.update({
        where: { id: item.id },
        data: applyAnalysis(item, result, (opts.now ?? (() => new Date()))()),
      });
      opts.logger.info({ itemId: item.id, status: result.status }, 'analysis written back');
      return result.status;
    },
    { connection: opts.connection, prefix: opts.prefix, concurrency: 8 },
  );
  worker.on('error', (err) => opts.logger.warn({ err: err.message }, 'analysis results: redis unavailable'));
  worker.on('failed', (job, err) =>
    opts.logger.warn({ jobId: job?.id, err: err.message }, 'analysis result not written'),
  );
  return worker;
}
