import { UnrecoverableError, Worker } from 'bullmq';
import type { Redis } from 'ioredis';
import { z } from 'zod';
import { EVENTS, QUEUES, type Logger } from '@nestkeep/common';
import type { UserSessions } from '../auth/user-sessions.js';

const userEvent = z.object({
  id: z.string(),
  type: z.enum([EVENTS.userDeleted, EVENTS.userAnonymized]),
  payload: z.object({ userId: z.string().min(1).max(100) }),
});

/**
 * The gateway's subscriber on QUEUES.gatewayEvents: user.deleted and user.anonymized end every
 * session of the user (the per-user index in Redis; this copy's session cache forgets them at
 * once, other copies' within SESSION_CACHE_MS). Safe to repeat; a Redis failure retries the job.
 */
export function startUserEventsWorker(opts: {
  userSessions: UserSessions;
  connection: Redis;
  prefix: string;
  logger: Logger;
}): Worker {
  const worker = new Worker(
    QUEUES.gatewayEvents,
    async (job) => {
      const type = (job.data as { type?: unknown } | null)?.type;
      if (type !== EVENTS.userDeleted && type !== EVENTS.userAnonymized) return 'ignored';
      const parsed = userEvent.safeParse(job.data);
      if (!parsed.success)
        throw new UnrecoverableError(`invalid ${String(type)} event: ${parsed.error.message}`);
      const ended = await opts.userSessions.endAll(parsed.data.payload.userId);
      opts.logger.info(
        { eventId: parsed.data.id, userId: parsed.data.payload.userId, type, ended },
        'sessions ended',
      );
      return ended;
    },
    { connection: opts.connection, prefix: opts.prefix, concurrency: 4 },
  );
  worker.on('error', (err) => opts.logger.warn({ err: err.message }, 'gateway events: redis unavailable'));
  worker.on('failed', (job, err) =>
    opts.logger.warn({ jobId: job?.id, err: err.message }, 'gateway event not applied'),
  );
  return worker;
}
