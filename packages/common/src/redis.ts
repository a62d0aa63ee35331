import { Redis } from 'ioredis';
import type { Logger } from './logger.js';

export type RedisRole = 'queue-producer' | 'worker' | 'general';

/**
 * The longest a `general` command (a session, a rate-limit count) may take. Commands wait in the
 * offline queue through a reconnect attempt; while Redis is down that would hold a request for
 * seconds, so it is refused after this instead. Redis answers in well under 1 ms; the margin is
 * for an event loop busy under load.
 */
export const GENERAL_COMMAND_TIMEOUT_MS = 1000;

/**
 * ioredis connections shaped for their job. Producers and sessions fail fast while Redis is
 * down (callers decide what to do: the outbox keeps events; the gateway answers 503); workers
 * block and retry forever, as BullMQ requires.
 */
export function createRedis(url: string, role: RedisRole = 'general', logger?: Logger): Redis {
  const base = { lazyConnect: false, connectionName: `nestkeep-${role}` };
  const redis =
    role === 'worker'
      ? new Redis(url, { ...base, maxRetriesPerRequest: null })
      : new Redis(url, {
          ...base,
          enableOfflineQueue: role === 'general',
          ...(role === 'general' ? { commandTimeout: GENERAL_COMMAND_TIMEOUT_MS } : {}),
          maxRetriesPerRequest: 1,
          retryStrategy: (times) => Math.min(times * 200, 2000),
        });
  // Always listened to: an outage is expected and handled by callers (ioredis would print every
  // reconnect attempt as an unhandled error otherwise). Reported once per outage.
  let down = false;
  redis.on('error', (err) => {
    if (!down) logger?.warn({ role, err: err.message }, 'redis unavailable; reconnecting');
    down = true;
  });
  redis.on('ready', () => {
    if (down) logger?.info({ role }, 'redis available again');
    down = false;
  });
  return redis;
}

/**
 * Closes a connection after the replies still due. `quit` rejects with "Connection is closed"
 * when the socket drops while it waits (a connection still coming up on a busy machine, say);
 * there is nothing left to wait for then, so the connection is simply cut.
 */
export async function closeRedis(redis: Redis): Promise<void> {
  try {
    await redis.quit();
  } catch {
    redis.disconnect();
  }
}
