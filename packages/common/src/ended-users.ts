import type { Redis } from 'ioredis';
import { AppError } from './errors.js';

/** What a request of a deleted or anonymised account is told (401). */
export const ACCOUNT_ENDED_MESSAGE = 'This account has been deleted or anonymised; sign in again';

/** Redis down when an account is to be deleted or anonymised: nothing is changed (503). */
export const ENDING_UNAVAILABLE_MESSAGE =
  'Your account cannot be deleted or anonymised right now; please try again in a moment';

/** 401 for a request made with a session or token of an account that has ended. */
export const accountEnded = () => new AppError(401, 'unauthorized', ACCOUNT_ENDED_MESSAGE);

/**
 * "User ended" markers in Redis: `${prefix}:user-ended:<userId>`, written by identity before it
 * deletes or anonymises an account, so the gateway (every authenticated request) and content (every
 * save) refuse that user from that moment, without waiting for the user.deleted event to end the
 * sessions. A marker lives as long as a session can (SESSION_TTL_DAYS): after that no session of
 * the user is left, and a deleted user's id is never given again.
 */
export class EndedUsers {
  constructor(
    private readonly opts: {
      redis: Redis;
      /** The installation's QUEUE_PREFIX (the same in every service). */
      prefix: string;
      /** How long a marker is kept (the session lifetime); only the writer (identity) needs it. */
      ttlSeconds?: number;
    },
  ) {}

  key(userId: string): string {
    return `${this.opts.prefix}:user-ended:${userId.toLowerCase()}`;
  }

  /**
   * Marks the user ended (before the deletion is committed: nothing of theirs may be written after).
   * True when this call set the marker, false when it was there already.
   */
  async mark(userId: string): Promise<boolean> {
    const ttl = this.opts.ttlSeconds;
    if (!ttl) throw new Error('EndedUsers.mark needs ttlSeconds');
    return (await this.opts.redis.set(this.key(userId), '1', 'EX', ttl, 'NX')) === 'OK';
  }

  /**
   * Runs `end` (identity's deletion or anonymisation) with the marker set first; when it ends no one
   * (false) or fails, a marker this call set is taken back. Redis down: throws before `end` runs,
   * so nothing changes.
   */
  async ending(userId: string, end: () => Promise<boolean>): Promise<boolean> {
    const marked = await this.mark(userId).catch((err: unknown) => {
      throw new AppError(503, 'unavailable', ENDING_UNAVAILABLE_MESSAGE, { cause: String(err) });
    });
    let ended = false;
    try {
      ended = await end();
      return ended;
    } finally {
      if (marked && !ended) await this.unmark(userId).catch(() => undefined);
    }
  }

  /** Takes the marker back: the deletion it announced did not happen (the transaction failed). */
  async unmark(userId: string): Promise<void> {
    await this.opts.redis.del(this.key(userId));
  }

  /** One EXISTS: true once identity has started ending the user. Throws when Redis is down. */
  async isEnded(userId: string): Promise<boolean> {
    return (await this.opts.redis.exists(this.key(userId))) === 1;
  }
}
