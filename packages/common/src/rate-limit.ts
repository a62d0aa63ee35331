import { AppError } from './errors.js';
import type { Logger } from './logger.js';
import type { Redis } from 'ioredis';

/** Counts one request of `name` for the user; throws 429 once they are over the limit. */
export type RateLimit = (userId: string, name: string) => Promise<void>;

const describeWindow = (seconds: number) =>
  seconds % 3600 === 0
    ? `${seconds / 3600 === 1 ? 'hour' : `${seconds / 3600} hours`}`
    : seconds % 60 === 0
      ? `${seconds / 60 === 1 ? 'minute' : `${seconds / 60} minutes`}`
      : `${seconds} seconds`;

/**
 * A fixed-window counter per user and name in Redis, so every copy of a service shares it: at most
 * `max` requests per `windowSeconds`. Used for content's analysis calls (each may be a paid
 * provider call) and identity's family invitations. While Redis is unreachable requests pass
 * (logged): a limit must not turn an outage into refused requests.
 */
export function createRateLimit(opts: {
  redis: Redis;
  prefix: string;
  max: number;
  windowSeconds: number;
  now?: () => Date;
  logger?: Logger;
  /** What the requests are, for the 429 message (default 'analysis'). */
  what?: string;
  /** The whole 429 message instead (the limit is appended: 'at most N per hour'). */
  message?: string;
}): RateLimit {
  const now = opts.now ?? (() => new Date());
  return async (userId, name) => {
    const seconds = Math.floor(now().getTime() / 1000);
    const window = Math.floor(seconds / opts.windowSeconds);
    const key = `${opts.prefix}:rate:${name}:${userId}:${window}`;
    let count: number;
    try {
      const replies = await opts.redis
        .multi()
        .incr(key)
        .expire(key, opts.windowSeconds + 60)
        .exec();
      count = Number(replies?.[0]?.[1]);
    } catch (err) {
      opts.logger?.warn({ err, name }, 'rate limit not counted: redis unavailable');
      return;
    }
    if (count > opts.max) {
      const retryAfterSeconds = (window + 1) * opts.windowSeconds - seconds;
      throw new AppError(
        429,
        'rate_limited',
        opts.message
          ? `${opts.message} (at most ${opts.max} per ${describeWindow(opts.windowSeconds)}).`
          : `Too many ${opts.what ?? 'analysis'} requests: at most ${opts.max} per ${describeWindow(opts.windowSeconds)}. Please try again later.`,
        undefined,
        { retryAfterSeconds },
      );
    }
  };
}
