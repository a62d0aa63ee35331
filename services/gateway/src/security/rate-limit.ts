import { ipKeyGenerator, rateLimit } from 'express-rate-limit';
import type { Redis } from 'ioredis';
import type { Request } from 'express';
import { BatchedRedisStore } from './batched-redis-store.js';

/**
 * A fixed-window limit counted in Redis (shared by every gateway copy, see BatchedRedisStore), keyed
 * by the user (signed in, or owning the API token of a bearer call), else the client address; `perAddress`
 * always keys by address (sign-in routes, where each attempt may carry a new session).
 */
export function redisRateLimit(opts: {
  redis: Redis;
  name: string;
  windowSeconds: number;
  max: number;
  prefix: string;
  perAddress?: boolean;
  /** Counts only the requests this says failed (the others are refunded once answered). */
  failuresOnly?: (req: Request) => boolean;
}) {
  const failed = opts.failuresOnly;
  return rateLimit({
    windowMs: opts.windowSeconds * 1000,
    limit: opts.max,
    standardHeaders: 'draft-7',
    legacyHeaders: false,
    validate: false, // its per-request configuration checks cost more than the count itself
    ...(failed ? { skipSuccessfulRequests: true, requestWasSuccessful: (req: Request) => !failed(req) } : {}),
    keyGenerator: (req: Request) => {
      // One budget per user, whether a call carries the session or any of their API tokens (a
      // bearer sets sessionUser to the token's owner): more tokens never buy more requests.
      const user = opts.perAddress ? undefined : req.sessionUser?.id;
      return user ? `user:${user}` : `ip:${ipKeyGenerator(req.ip ?? '')}`;
    },
    handler: (_req, res) => {
      res.status(429).json({ error: 'rate_limited', message: 'Too many requests, please slow down' });
    },
    store: new BatchedRedisStore(opts.redis, `${opts.prefix}:rl:${opts.name}:`),
  });
}
