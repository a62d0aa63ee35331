import { Queue } from 'bullmq';
import type { Redis } from 'ioredis';
import { QUEUES, type Logger } from '@nestkeep/common';
import { CONTENT_SCHEMA, type Db } from '../db/client.js';
import { findPendingAnalyses, republishEvents, requeueAnalyses } from '../db/analysis-sweep.js';

export interface AnalysisSweepReport {
  /** Items pending for longer than the sweep's minimum age. */
  pending: number;
  /** Of those, items whose analysis job was no longer in Redis: their event is relayed again. */
  republished: number;
  /** Items with no content.saved event left (removed by retention): a new one is written. */
  requeued: number;
}

/**
 * Finds saves whose analysis job is gone and asks for it again. The outbox relay hands an event to
 * Redis once; Redis keeps nothing on disk, so a restart (or a failover) loses the jobs still
 * queued, and their items would stay 'pending' for good. An item pending for longer than
 * `minAgeMs` whose event was relayed but whose job (the event's row id is its job id) is not in the
 * content-analysis queue gets its event marked unrelayed; the relay sends it again under the same
 * job id, so a job that reappears meanwhile is not doubled. Items whose job is still queued, running
 * or retrying are left alone, however long the backlog. Redis errors abort the pass (a job that
 * cannot be looked up is never taken for lost); the next pass tries again.
 */
export async function sweepPendingAnalyses(deps: {
  db: Db;
  /** The content-analysis queue. */
  queue: Pick<Queue, 'getJob'>;
  now: () => Date;
  minAgeMs: number;
  batch?: number;
}): Promise<AnalysisSweepReport> {
  const before = new Date(deps.now().getTime() - deps.minAgeMs);
  const batch = deps.batch ?? 200;
  const report: AnalysisSweepReport = { pending: 0, republished: 0, requeued: 0 };
  let afterId = 0;
  for (;;) {
    const rows = await findPendingAnalyses(deps.db, before, afterId, batch);
    report.pending += rows.length;
    const relayed = rows.filter((r) => r.eventId !== null && r.published);
    const jobs = await Promise.all(relayed.map((r) => deps.queue.getJob(`${CONTENT_SCHEMA}-${r.eventId}`)));
    const lost = relayed.filter((_, i) => !jobs[i]).map((r) => r.eventId as bigint);
    report.republished += await republishEvents(deps.db, lost);
    report.requeued += await requeueAnalyses(
      deps.db,
      rows.filter((r) => r.eventId === null).map((r) => r.itemId),
    );
    if (rows.length < batch) return report;
    afterId = rows[rows.length - 1].itemId;
  }
}

/**
 * Runs sweepPendingAnalyses every `everyMs` (items pending at least that long), in every copy of
 * content (two copies marking the same event unrelayed is harmless: same job id). `connection`
 * should fail fast (createRedis(url, 'queue-producer')): an outage ends the pass, not hangs it.
 */
export function startAnalysisSweep(opts: {
  db: Db;
  connection: Redis;
  prefix: string;
  logger: Logger;
  everyMs: number;
  /** Called when events were marked for relaying again (the relay's poke). */
  onEventsWritten: () => void;
  now?: () => Date;
}): { stop: () => Promise<void> } {
  const queue = new Queue(QUEUES.contentAnalysis, { connection: opts.connection, prefix: opts.prefix });
  queue.on('error', () => undefined); // an outage surfaces through getJob and ends the pass
  let running: Promise<void> | undefined;
  const run = () => {
    running ??= sweepPendingAnalyses({
      db: opts.db,
      queue,
      now: opts.now ?? (() => new Date()),
      minAgeMs: opts.everyMs,
    })
      .then((report) => {
        if (report.republished || report.requeued) {
          opts.logger.warn(report, 'analysis sweep: lost analysis jobs asked for again');
          opts.onEventsWritten();
        }
      })
      .catch((err: Error) =>
        opts.logger.warn({ err: err.message }, 'analysis sweep failed; retried next time'),
      )
      .finally(() => (running = undefined));
  };
  const timer = setInterval(run, opts.everyMs);
  timer.unref();
  return {
    stop: async () => {
      clearInterval(timer);
      await running;
      await queue.close();
    },
  };
}
