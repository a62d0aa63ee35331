import type session from 'express-session';
import type { Redis } from 'ioredis';

/**
 * A per-user index of sessions in Redis: `${prefix}:user-sessions:<userId>`, a set of session ids,
 * added when a session is established and removed at sign-out, expiring with the session TTL (each
 * sign-in extends it to the newest session's lifetime). It lets the gateway end every session of a
 * user (account deleted or anonymised) without scanning the session keys.
 */
export class UserSessions {
  private store?: session.Store;

  constructor(
    private readonly opts: {
      redis: Redis;
      /** The gateway's QUEUE_PREFIX, as the session keys (`${prefix}:sess:<sid>`). */
      prefix: string;
      ttlSeconds: number;
    },
  ) {}

  /** The session store in front of Redis (with its cache): ending a session goes through it. */
  attachStore(store: session.Store): void {
    this.store = store;
  }

  key(userId: string): string {
    return `${this.opts.prefix}:user-sessions:${userId}`;
  }

  async add(userId: string, sid: string): Promise<void> {
    await this.opts.redis
      .multi()
      .sadd(this.key(userId), sid)
      .expire(this.key(userId), this.opts.ttlSeconds)
      .exec();
  }

  async remove(userId: string, sid: string): Promise<void> {
    await this.opts.redis.srem(this.key(userId), sid);
  }

  /** The user's session ids (some may have expired already). */
  list(userId: string): Promise<string[]> {
    return this.opts.redis.smembers(this.key(userId));
  }

  /**
   * Destroys every session of the user: through the store (this process's cache forgets it at
   * once; another gateway copy's cache within SESSION_CACHE_MS) and in Redis. Returns how many
   * ids the index held. Safe to repeat.
   */
  async endAll(userId: string): Promise<number> {
    const sids = await this.list(userId);
    for (const sid of sids) {
      const store = this.store;
      if (store) {
        await new Promise<void>((resolve, reject) =>
          store.destroy(sid, (err) => (err ? reject(err) : resolve())),
        );
      }
      await this.opts.redis.del(`${this.opts.prefix}:sess:${sid}`);
      await this.opts.redis.srem(this.key(userId), sid);
    }
    await this.opts.redis.del(this.key(userId));
    return sids.length;
  }
}
