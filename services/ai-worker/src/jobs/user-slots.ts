import type { Redis } from 'ioredis';

/**
 * At most `limit` running jobs per user, across every worker process: one sorted set per user in
 * Redis, a member per running job scored by when its lease ends. A worker that dies holding a
 * slot gives it back when the lease ends; a job that finishes gives it back at once.
 */
export interface UserSlots {
  /** Takes a slot for `holder` (a job id); false when the user already has `limit` running. */
  acquire(userId: string, holder: string): Promise<boolean>;
  release(userId: string, holder: string): Promise<void>;
}

// Atomic, on Redis's clock (workers' clocks may differ): drop ended leases, then take a slot if
// one is free (or already ours: a job retried by the same holder id).
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

export function createUserSlots(
  redis: Redis,
  opts: { prefix: string; name: string; limit: number; leaseMs: number },
): UserSlots {
  const key = (userId: string) => `${opts.prefix}:slots:${opts.name}:${userId}`;
  return {
    async acquire(userId, holder) {
      const taken = await redis.eval(ACQUIRE, 1, key(userId), opts.limit, opts.leaseMs, holder);
      return taken === 1;
    },
    async release(userId, holder) {
      await redis.zrem(key(userId), holder);
    },
  };
}
