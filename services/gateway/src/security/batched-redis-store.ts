import type { ClientRateLimitInfo, Options, Store } from 'express-rate-limit';
import type { Redis } from 'ioredis';

interface Counter {
  /** Hits counted here and not yet sent to Redis. */
  pending: number;
  /** Hits sent to Redis whose reply has not come back yet. */
  inFlight: number;
  /** The window's total across all gateway copies, as Redis last said. */
  total: number;
  resetAt: number;
}

/**
 * A rate-limit store whose counts live in Redis (shared by every gateway copy) but which does not
 * ask Redis on each request: hits are counted here and added to Redis in one pipeline every
 * `flushMs`, which also brings back the other copies' hits. One copy enforces its limit exactly;
 * across copies a count may lag by one flush. If Redis is down, counting goes on locally.
 */
export class BatchedRedisStore implements Store {
  private windowMs = 60_000;
  private readonly counters = new Map<string, Counter>();
  private timer: NodeJS.Timeout | undefined;
  private flushing: Promise<void> | undefined;

  constructor(
    private readonly redis: Redis,
    private readonly keyPrefix: string,
    private readonly flushMs = 100,
  ) {}

  init(options: Options): void {
    this.windowMs = options.windowMs;
    this.timer = setInterval(() => void this.flush(), this.flushMs);
    this.timer.unref();
  }

  increment(key: string): ClientRateLimitInfo {
    const counter = this.counter(key);
    counter.pending += 1;
    return {
      totalHits: counter.total + counter.inFlight + counter.pending,
      resetTime: new Date(counter.resetAt),
    };
  }

  decrement(key: string): void {
    const counter = this.counters.get(key);
    if (counter) counter.pending -= 1;
  }

  async resetKey(key: string): Promise<void> {
    this.counters.delete(key);
    await this.redis.del(this.keyPrefix + key);
  }

  shutdown(): void {
    clearInterval(this.timer);
  }

  /** Adds local hits to Redis and learns the shared totals. Safe to call at any time. */
  flush(): Promise<void> {
    this.flushing ??= this.doFlush().finally(() => (this.flushing = undefined));
    return this.flushing;
  }

  private counter(key: string): Counter {
    const now = Date.now();
    let counter = this.counters.get(key);
    if (!counter || counter.resetAt <= now) {
      counter = { pending: 0, inFlight: 0, total: 0, resetAt: now + this.windowMs };
      this.counters.set(key, counter);
    }
    return counter;
  }

  private async doFlush(): Promise<void> {
    const now = Date.now();
    const batch: Array<[string, Counter, number]> = [];
    for (const [key, counter] of this.counters) {
      if (counter.resetAt <= now) this.counters.delete(key);
      else if (counter.pending !== 0) batch.push([key, counter, counter.pending]);
    }
    if (!batch.length) return;
    const pipeline = this.redis.pipeline();
    for (const [key, , hits] of batch) {
      pipeline.incrby(this.keyPrefix + key, hits);
      pipeline.pexpire(this.keyPrefix + key, this.windowMs, 'NX');
      pipeline.pttl(this.keyPrefix + key);
    }
    for (const [, counter, hits] of batch) {
      counter.pending -= hits;
      counter.inFlight += hits;
    }
    const results = await pipeline.exec().catch(() => null);
    batch.forEach(([, counter, hits], i) => {
      counter.inFlight -= hits;
      const [err, total] = results?.[i * 3] ?? [new Error('no reply')];
      if (err || typeof total !== 'number') {
        counter.pending += hits; // Redis unreachable: keep the hits here and try again next flush
        return;
      }
      counter.total = total;
      const ttl = results?.[i * 3 + 2]?.[1];
      if (typeof ttl === 'number' && ttl > 0) counter.resetAt = Date.now() + ttl;
    });
  }
}
