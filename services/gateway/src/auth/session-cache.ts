import session, { type SessionData } from 'express-session';

type Callback<T = unknown> = (err?: unknown, value?: T) => void;

/**
 * Keeps recently read sessions in this process for a few seconds, in front of the Redis store, so a
 * burst of API calls costs one Redis read rather than one per call. Writes and destroys go through
 * to Redis at once and update this process's copy; another gateway copy may serve a destroyed
 * session for at most `ttlMs` (the price of the saved round trip; 0 turns the cache off).
 */
export class CachedSessionStore extends session.Store {
  private readonly entries = new Map<string, { json: string; data: SessionData; expiresAt: number }>();

  constructor(
    private readonly inner: session.Store,
    private readonly ttlMs: number,
    private readonly maxEntries = 50_000,
  ) {
    super();
  }

  override get(sid: string, cb: Callback<SessionData | null>): void {
    const hit = this.entries.get(sid);
    // A fresh parse each time: express-session mutates the object it is given.
    if (hit && hit.expiresAt > Date.now()) return cb(null, JSON.parse(hit.json) as SessionData);
    this.inner.get(sid, (err, sess) => {
      if (!err && sess) this.remember(sid, sess);
      cb(err, sess ?? null);
    });
  }

  /**
   * The session as `get` gives it, but on a hit the cached object itself rather than a fresh copy:
   * for readers that only look (the API's session reader), sparing a parse per request. Callers
   * must not change it.
   */
  peek(sid: string, cb: Callback<Readonly<SessionData> | null>): void {
    const hit = this.entries.get(sid);
    if (hit && hit.expiresAt > Date.now()) return cb(null, hit.data);
    this.get(sid, cb);
  }

  override set(sid: string, sess: SessionData, cb?: Callback): void {
    this.entries.delete(sid);
    this.inner.set(sid, sess, (err) => {
      if (!err) this.remember(sid, sess);
      cb?.(err);
    });
  }

  override destroy(sid: string, cb?: Callback): void {
    this.entries.delete(sid);
    this.inner.destroy(sid, (err) => cb?.(err));
  }

  override touch(sid: string, sess: SessionData, cb?: () => void): void {
    if (this.inner.touch) this.inner.touch(sid, sess, () => cb?.());
    else cb?.();
  }

  private remember(sid: string, sess: SessionData): void {
    if (this.ttlMs <= 0) return;
    if (this.entries.size >= this.maxEntries) this.entries.clear();
    const json = JSON.stringify(sess);
    this.entries.set(sid, {
      json,
      data: JSON.parse(json) as SessionData,
      expiresAt: Date.now() + this.ttlMs,
    });
  }
}
