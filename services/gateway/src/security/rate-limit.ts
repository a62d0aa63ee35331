import { ipKeyGenerator, rateLimit } from 'express-rate-limit';
import { RedisStore, type RedisReply } from 'rate-limit-redis';
import type { Redis } from 'ioredis';
import type { Request } from 'express';

/**
 * A fixed-window limit counted in Redis (shared by every gateway copy), keyed by the signed-in user
 * or else the client address. If Redis is unreachable the request passes: sign-in and sessions
 * already depend on Redis, and a limiter must not turn an outage into a lock-out.
 */
export function redisRateLimit(opts: {
  redis: Redis;
  name: string;
  windowSeconds: number;
  max: number;
  prefix: string;
}) {
  return rateLimit({
    windowMs: opts.windowSeconds * 1000,
    limit: opts.max,
    standardHeaders: 'draft-7',
    legacyHeaders: false,
    passOnStoreError: true,
    keyGenerator: (req: Request) => req.session?.user?.id ?? `ip:${ipKeyGenerator(req.ip ?? '')}`,
    handler: (_req, res) => {
      res.status(429).json({ error: 'rate_limited', message: 'Too many requests, please slow down' });
    },
    store: new RedisStore({
      prefix: `${opts.prefix}:rl:${opts.name}:`,
      sendCommand: (command: string, ...args: string[]) =>
        opts.redis.call(command, ...args) as Promise<RedisReply>,
    }),
  });
}
