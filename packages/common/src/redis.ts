import { Redis } from 'ioredis';

export type RedisRole = 'queue-producer' | 'worker' | 'general';

/**
 * ioredis connections shaped for their job. Producers and sessions fail fast while Redis is
 * down (callers decide what to do: the outbox keeps events); workers block and retry forever,
 * as BullMQ requires.
 */
export function createRedis(url: string, role: RedisRole = 'general'): Redis {
  const base = { lazyConnect: false, connectionName: `nestkeep-${role}` };
  if (role === 'worker') return new Redis(url, { ...base, maxRetriesPerRequest: null });
  return new Redis(url, {
    ...base,
    enableOfflineQueue: role === 'general',
    maxRetriesPerRequest: 1,
    retryStrategy: (times) => Math.min(times * 200, 2000),
  });
}
