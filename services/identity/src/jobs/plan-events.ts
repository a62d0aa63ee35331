import { UnrecoverableError, Worker } from 'bullmq';
import { EVENTS, eventPayloads, QUEUES, type createRedis, type Logger } from '@nestkeep/common';
import { z } from 'zod';
import type { Db } from '../db/client.js';
import { applyPlanChange } from '../db/plans.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const planChangedEnvelope = z.object({
  id: z.string(),
  type: z.literal(EVENTS.planChanged),
  payload: eventPayloads[EVENTS.planChanged],
});

/**
 * Identity's subscriber on QUEUES.identityEvents: plan.changed from billing (through its outbox)
 * sets the user's plan and subscription status, only when the event's version is newer than the
 * one last applied, so a late or replayed delivery never moves a plan back. A user who no longer
 * exists (deleted meanwhile) is logged and the event dropped. Other event types are not for
 * identity and are ignored.
 */
export function startPlanEventsWorker(opts: {
  db: Db;
  connection: ReturnType<typeof createRedis>;
  prefix: string;
  logger: Logger;
}): Worker {
  const worker = new Worker(
    QUEUES.identityEvents,
    async (job) => {
      const type = (job.data as { type?: unknown } | null)?.type;
      if (type !== EVENTS.planChanged) {
        opts.logger.warn({ jobId: job.id, type }, 'identity events: not a subscribed event, dropped');
        return 'ignored';
      }
      const parsed = planChangedEnvelope.safeParse(job.data);
      if (!parsed.success) {
        // Retrying cannot fix a payload that breaks the contract.
        throw new UnrecoverableError(`invalid plan.changed event: ${parsed.error.message}`);
      }
      const change = parsed.data.payload;
      const outcome = UUID.test(change.userId) ? await applyPlanChange(opts.db, change) : 'unknown_user';
      const log = {
        eventId: parsed.data.id,
        userId: change.userId,
        plan: change.plan,
        version: change.version,
      };
      if (outcome === 'unknown_user') opts.logger.warn(log, 'plan.changed for an unknown user, ignored');
      else if (outcome === 'stale') opts.logger.info(log, 'plan.changed older than the applied one, ignored');
      else opts.logger.info(log, 'plan changed');
      return outcome;
    },
    { connection: opts.connection, prefix: opts.prefix, concurrency: 4 },
  );
  worker.on('error', (err) => opts.logger.warn({ err: err.message }, 'identity events: redis unavailable'));
  worker.on('failed', (job, err) =>
    opts.logger.warn({ jobId: job?.id, err: err.message }, 'identity event not applied'),
  );
  return worker;
}
