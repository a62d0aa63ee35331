import type { Redis } from 'ioredis';

/**
 * At most `limit` things in flight per user across every process (content copies waiting for a
 * screenshot analysis, ai-workers running OCR): one sorted set per user in Redis, a member per
 * holder scored by when its lease ends. A process that dies holding a slot gives it back when the
 * lease ends; a holder that finishes gives it back at once.
 */
export interface UserSlots {
  /** Takes a slot for `holder` (a request or job id); false when the user already has `limit` taken. */
  acquire(userId: string, holder: string): Promise<boolean>;
  release(userId: string, holder: string): Promise<void>;
}

// Atomic, on Redis's clock (the processes' clocks may differ): drop ended leases, then take a slot
// if one is free (or already ours: a job retried under the same holder id).
const ACQUIRE = `
local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', now)
if redis.call('ZSCORE', KEYS[1], ARGV[3]) or redis.call('ZCARD', KEYS[1]) < tonumber(ARGV[1]) then
  redis.call('ZADD', KEYS[1], now + tonumber(ARGV[2]), ARGV[3])
  redis.call('PEXPIRE', KEYS[1], tonumber(ARGV[2]))
  return 1
end
return 0`;

/**
 * A producer connection refuses commands until connected (no offline queue): a call right after
 * start waits a moment for it rather than failing; one while Redis is down fails fast.
 */
async function whenReady(redis: Redis, waitMs = 2000): Promise<void> {
  if (redis.status === 'ready') return;
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => {
      redis.off('ready', onReady);
      reject(new Error('redis not ready'));
    }, waitMs);
    const onReady = () => {
      clearTimeout(timer);
      resolve();
    };
    redis.once('ready', onReady);
  });
}

export function createUserSlots(
  redis: Redis,
  opts: { prefix: string; name: string; limit: number; leaseMs: number },
): UserSlots {
  const key = (userId: string) => `${opts.prefix}:slots:${opts.name}:${userId}`;
  return {
    async acquire(userId, holder) {
      await whenReady(redis);
      return (await redis.eval(ACQUIRE, 1, key(userId), opts.limit, opts.leaseMs, holder)) === 1;
    },
    async release(userId, holder) {
      await redis.zrem(key(userId), holder);
    },
  };
}
