import { Queue, Worker } from 'bullmq';
import type { Redis } from 'ioredis';
import { QUEUES, type Logger } from '@nestkeep/common';
import type { Db } from '../db/client.js';
import { clearAnalysisInputs, deletePublishedEvents } from '../db/retention.js';

/** Content's own queue: its scheduler adds one job a day, which one copy of content runs. */
export const RETENTION_QUEUE = 'content-retention';
export const RETENTION_SCHEDULER_ID = 'daily-retention';
/** Every day at 03:15 UTC (a quiet hour). */
export const RETENTION_PATTERN = '15 3 * * *';

const DAY_MS = 86_400_000;

/**
 * Queues whose finished jobs (kept in Redis after they end) carry analysis inputs or chat
 * retrieval context: a saved item's link and text, a fetched page's metadata and analysis, a
 * screenshot's OCR text (the image-analysis return value), a chat question with the passages
 * retrieved for it. Each sets its own short removeOnComplete/removeOnFail age, but BullMQ applies
 * those only when another job of the queue ends, so a queue gone quiet keeps its last jobs.
 */
export const INPUT_QUEUES = [
  QUEUES.contentAnalysis,
  QUEUES.analysisResults,
  QUEUES.imageAnalysis,
  QUEUES.chatReplies,
] as const;

export interface RetentionReport {
  /** Saves whose analysis input (source_text) was cleared. */
  itemsCleared: number;
  /** Relayed outbox events deleted. */
  eventsDeleted: number;
  /** Finished jobs removed from INPUT_QUEUES. */
  jobsRemoved: number;
  /** Everything before this went. */
  cutoff: string;
}

/**
 * One retention pass: what was received before now − retentionDays and kept only as an analysis
 * input goes (db/retention.ts says what and why). Idempotent: a second pass finds nothing.
 * Orphan uploads are not here: startOrphanSweep (domain/uploads.ts) removes them hourly.
 */
export async function runRetention(deps: {
  db: Db;
  /** The INPUT_QUEUES, opened on this copy's connection. */
  inputQueues: Queue[];
  retentionDays: number;
  now: () => Date;
  logger?: Logger;
}): Promise<RetentionReport> {
  const cutoff = new Date(deps.now().getTime() - deps.retentionDays * DAY_MS);
  const itemsCleared = await clearAnalysisInputs(deps.db, cutoff);
  const eventsDeleted = await deletePublishedEvents(deps.db, cutoff);
  // Queue.clean measures its grace from the real clock; a finished job's time is the real one too.
  const grace = Math.max(0, Date.now() - cutoff.getTime());
  let jobsRemoved = 0;
  for (const queue of deps.inputQueues) {
    for (const state of ['completed', 'failed'] as const) {
      jobsRemoved += (await queue.clean(grace, 0, state)).length;
    }
  }
  const report = { itemsCleared, eventsDeleted, jobsRemoved, cutoff: cutoff.toISOString() };
  deps.logger?.info(report, 'retention: old analysis inputs removed');
  return report;
}

/**
 * The daily retention job. A BullMQ job scheduler (one per queue prefix, upserted by every copy of
 * content at start: the same id and pattern, so the same single schedule) adds one job per day and
 * exactly one worker among all copies runs it; a copy that is down changes nothing, and a failed
 * pass is retried. `scheduled` settles once the schedule is in Redis (it waits for Redis).
 */
export function startRetention(opts: {
  db: Db;
  /** A worker connection (createRedis(url, 'worker')): it waits out a Redis outage. */
  connection: Redis;
  prefix: string;
  logger: Logger;
  retentionDays: number;
  now?: () => Date;
}): { queue: Queue; worker: Worker; scheduled: Promise<void>; close: () => Promise<void> } {
  const now = opts.now ?? (() => new Date());
  const queue = new Queue(RETENTION_QUEUE, { connection: opts.connection, prefix: opts.prefix });
  const inputQueues = INPUT_QUEUES.map(
    (name) => new Queue(name, { connection: opts.connection, prefix: opts.prefix }),
  );
  for (const q of [queue, ...inputQueues]) q.on('error', () => undefined); // the worker reports outages
  const worker = new Worker(
    RETENTION_QUEUE,
    async () =>
      runRetention({ db: opts.db, inputQueues, retentionDays: opts.retentionDays, now, logger: opts.logger }),
    { connection: opts.connection, prefix: opts.prefix, concurrency: 1 },
  );
  worker.on('error', (err) => opts.logger.warn({ err: err.message }, 'retention: redis unavailable'));
  worker.on('failed', (job, err) =>
    opts.logger.warn(
      { jobId: job?.id, attempt: job?.attemptsMade, err: err.message },
      'retention pass failed',
    ),
  );
  const schedule = () =>
    queue
      .upsertJobScheduler(
        RETENTION_SCHEDULER_ID,
        { pattern: RETENTION_PATTERN, tz: 'UTC' },
        {
          name: 'retention',
          opts: {
            attempts: 5,
            backoff: { type: 'exponential', delay: 60_000 },
            removeOnComplete: { count: 30 },
            removeOnFail: { count: 30 },
          },
        },
      )
      .then(() => undefined)
      .catch((err: Error) => opts.logger.error({ err: err.message }, 'retention: schedule not set'));
  const scheduled = schedule();
  // The schedule lives in Redis only: a Redis restarted empty would lose it until content restarts,
  // so it is set again (idempotently) whenever the connection comes back.
  const reschedule = () => void schedule();
  opts.connection.on('ready', reschedule);
  return {
    queue,
    worker,
    scheduled,
    close: async () => {
      opts.connection.off('ready', reschedule);
      await worker.close();
      await Promise.all([queue, ...inputQueues].map((q) => q.close()));
    },
  };
}
