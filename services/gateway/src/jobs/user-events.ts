import { Worker } from 'bullmq';
import type { Redis } from 'ioredis';
import { QUEUES, readUserEvent, type Logger } from '@nestkeep/common';
import type { UserSessions } from '../auth/user-sessions.js';

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
      const event = readUserEvent(job.data);
      if (!event) return 'ignored';
      const ended = await opts.userSessions.endAll(event.userId);
      opts.logger.info(
        { eventId: event.id, userId: event.userId, type: event.type, ended },
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
