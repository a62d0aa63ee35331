import { UnrecoverableError, Worker, type Job } from 'bullmq';
import type { Redis } from 'ioredis';
import { analysisResult, QUEUES, type AnalysisResult, type Logger } from '@nestkeep/common';
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

const RESULT_NOT_SAVED = 'The analysis could not be saved; please try again';

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
  const now = opts.now ?? (() => new Date());
  const write = async (result: AnalysisResult) => {
    const item = await opts.db.contentItem.findFirst({
      where: { id: result.itemId, userId: result.userId },
    });
    if (!item) return 'item gone';
    await opts.db.contentItem.update({ where: { id: item.id }, data: applyAnalysis(item, result, now()) });
    opts.logger.info({ itemId: item.id, status: result.status }, 'analysis written back');
    return result.status;
  };
  /**
   * A result that can never be written (it breaks the contract) or that failed its last attempt
   * still ends the item's wait: it becomes failed with a reason the parent sees and can retry.
   */
  const giveUp = async (job: Job, err: Error) => {
    const ids = analysisResult.pick({ itemId: true, userId: true }).safeParse(job.data);
    if (!ids.success) return;
    try {
      await write({ ...ids.data, status: 'failed', error: RESULT_NOT_SAVED });
    } catch (writeErr) {
      opts.logger.error({ jobId: job.id, err: err.message, writeErr }, 'analysis result lost');
    }
  };
  const worker = new Worker(
    QUEUES.analysisResults,
    async (job) => {
      const parsed = analysisResult.safeParse(withoutNul(job.data));
      if (!parsed.success) {
        const err = new UnrecoverableError(`invalid analysis result: ${parsed.error.message}`);
        await giveUp(job, err);
        throw err;
      }
      try {
        return await write(parsed.data);
      } catch (err) {
        if (job.attemptsMade + 1 >= (job.opts.attempts ?? 1)) await giveUp(job, err as Error);
        throw err;
      }
    },
    { connection: opts.connection, prefix: opts.prefix, concurrency: 8 },
  );
  worker.on('error', (err) => opts.logger.warn({ err: err.message }, 'analysis results: redis unavailable'));
  worker.on('failed', (job, err) =>
    opts.logger.warn({ jobId: job?.id, err: err.message }, 'analysis result not written'),
  );
  return worker;
}
