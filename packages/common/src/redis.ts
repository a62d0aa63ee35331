import { Redis } from 'ioredis';
import type { Logger } from './logger.js';

export type RedisRole = 'queue-producer' | 'worker' | 'general';

/**
 * ioredis connections shaped for their job. Producers and sessions fail fast while Redis is
 * down (callers decide what to do: the outbox keeps events); workers block and retry forever,
 * as BullMQ requires.
 */
export function createRedis(url: string, role: RedisRole = 'general', logger?: Logger): Redis {
  const base = { lazyConnect: false, connectionName: `nestkeep-${role}` };
  const redis =
    role === 'worker'
      ? new Redis(url, { ...base, maxRetriesPerRequest: null })
      : new Redis(url, {
          ...base,
          enableOfflineQueue: role === 'general',
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
