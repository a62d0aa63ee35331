import { randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';
import {
  AppError,
  chatStreamEvent,
  createUserSlots,
  type ChatStreamEvent,
  type UserSlots,
} from '@nestkeep/common';

/** One entry of a reply's stream, as read back. */
export interface StreamEntry {
  id: string;
  event: ChatStreamEvent;
}

export interface StreamReader {
  /**
   * Entries after `afterId` ('0' for the start), waiting up to `blockMs` (none when none came),
   * and the id to read after next (entries that do not parse are skipped but passed).
   */
  read(afterId: string, blockMs: number): Promise<{ entries: StreamEntry[]; lastId: string }>;
  close(): void;
}

/** How long a stream opened by its streamId waits for the POST that starts it. */
export const STREAM_FIRST_WAIT_MS = 10_000;
/** A stream outlives the longest reply by this much, then ends. */
export const STREAM_MARGIN_MS = 15_000;

/**
 * How long a stream's place in its user's cap is held at most (a reader ends well before: the wait
 * for its start, the reply, the margin): the bound after which a place held by a process that died
 * without giving it back is free again. Slack for a busy event loop on top.
 */
export const streamLeaseMs = (replyTimeoutMs: number) =>
  STREAM_FIRST_WAIT_MS + replyTimeoutMs + STREAM_MARGIN_MS + 5000;

/** How long one XREAD of the shared loop blocks before it looks at its list of streams again. */
const LOOP_BLOCK_MS = 5000;
/** After Redis failed, the loop tries again this much later (readers just wait meanwhile). */
const RETRY_MS = 500;
const BATCH = 100;
/** How long close() waits for the loop's last XREAD to end. */
const CLOSE_WAIT_MS = 500;

/** One stream the loop follows, and the readers open on it in this process. */
interface Followed {
  /** The last id the loop has read (and handed to every reader) of this stream. */
  lastId: string;
  readers: Set<HubReader>;
}

/**
 * Every chat reply stream this process relays is read by ONE blocking connection (issue 21 point
 * 5): a loop XREADs all followed streams at once and hands each entry to the readers of its
 * stream, so a thousand waiting clients cost one Redis connection, not a thousand. A private wake
 * stream is part of every XREAD: adding to it ends the current block, so a newly followed stream
 * is read at once (an XADD cannot be lost the way a CLIENT UNBLOCK sent too early can).
 * Readers are capped per user (`perUser`, 429 beyond), counted in Redis across every copy of
 * content, so a user cannot fill the copies with waits (N copies do not give N times the cap).
 *
 * The shared count is a sorted set per user (common's createUserSlots): a member per open reader
 * scored by when its lease ends, trimmed of ended leases on each check, atomically in one script.
 * Chosen over an INCR/DECR counter with an EXPIRE: each place carries its own bound, so the places
 * of a process that died without giving them back end one by one after `leaseMs` while the user's
 * live streams keep theirs; a counter's one expiry is either renewed by every new stream (so a dead
 * process's leftovers never end while the user keeps streaming) or ends the live streams' count
 * too, and a DECR after it has expired goes below zero. A reader that closes gives its place back
 * at once (ZREM). Redis unreachable: the cap is counted in this process only, as before (the
 * stream itself waits for Redis to come back).
 */
export class ChatStreamHub {
  private readonly followed = new Map<string, Followed>();
  /** Readers open in this process per user: a quick 429 without Redis, and the cap when Redis is down. */
  private readonly perUserOpen = new Map<string, number>();
  private readonly slots: UserSlots;
  private readonly wakeKey: string;
  private wakeLastId = '0';
  private reader: Redis | undefined;
  private blocking = false;
  private idle: (() => void) | undefined;
  private loop: Promise<void> | undefined;
  private closed = false;

  constructor(
    private readonly opts: {
      /** Commands (the wake, a late joiner's catch-up): never blocked. */
      connection: Redis;
      prefix: string;
      perUser: number;
      /** The most a reader's place is held (streamLeaseMs): a dead process's places end after it. */
      leaseMs: number;
    },
  ) {
    this.wakeKey = `${opts.prefix}:chat-stream-wake:${randomUUID()}`;
    this.slots = createUserSlots(opts.connection, {
      prefix: opts.prefix,
      name: 'chat-streams',
      limit: opts.perUser,
      leaseMs: opts.leaseMs,
    });
  }

  /**
   * A reader of the stream at `key` for `userId`; 429 when the user has `perUser` open already,
   * in all copies of content together.
   */
  async open(key: string, userId: string): Promise<StreamReader> {
    const shuttingDown = () =>
      new AppError(503, 'unavailable', 'The chat is shutting down; please try again');
    const tooMany = () =>
      new AppError(
        429,
        'too_many_streams',
        `Too many chat streams open at once: at most ${this.opts.perUser}. Close another chat tab or wait for an answer to finish.`,
      );
    if (this.closed) throw shuttingDown();
    if ((this.perUserOpen.get(userId) ?? 0) >= this.opts.perUser) throw tooMany();
    // Counted here before Redis answers, so this process's own concurrent opens cannot pass together.
    this.perUserOpen.set(userId, (this.perUserOpen.get(userId) ?? 0) + 1);
    const holder = randomUUID();
    let shared: boolean | 'unknown';
    try {
      shared = await this.slots.acquire(userId, holder);
    } catch {
      shared = 'unknown'; // Redis unreachable: this process's count (checked above) is the cap
    }
    if (!shared || this.closed) {
      this.forget(userId);
      if (shared === true) void this.slots.release(userId, holder).catch(() => undefined);
      throw shared ? shuttingDown() : tooMany();
    }
    let followed = this.followed.get(key);
    const isNew = !followed;
    if (!followed) {
      // A stream new to this process is read from its start: the loop brings its whole history.
      followed = { lastId: '0', readers: new Set() };
      this.followed.set(key, followed);
    }
    const reader = new HubReader(this, key, userId, holder, isNew ? '0' : followed.lastId);
    followed.readers.add(reader);
    if (isNew) this.wake();
    return reader;
  }

  /** Stops the loop and closes its connection; open readers end (their read throws). */
  async close(): Promise<void> {
    this.closed = true;
    for (const { readers } of this.followed.values()) for (const r of readers) r.close();
    this.idle?.();
    const reader = this.reader;
    this.reader = undefined;
    reader?.disconnect();
    // The loop's XREAD fails at once on disconnect, but one that was waiting for an unreachable
    // Redis (ioredis's offline queue) never settles once reconnecting stops: not waited for long.
    await Promise.race([
      this.loop?.catch(() => undefined),
      new Promise((resolve) => setTimeout(resolve, CLOSE_WAIT_MS).unref()),
    ]);
    await this.opts.connection.del(this.wakeKey).catch(() => 0);
  }

  /** How many readers are open (all users): for tests and metrics. */
  get openReaders(): number {
    let n = 0;
    for (const { readers } of this.followed.values()) n += readers.size;
    return n;
  }

  /** @internal A reader closed: forget it, and its stream when it was the last one. */
  release(reader: HubReader): void {
    const followed = this.followed.get(reader.key);
    if (!followed?.readers.delete(reader)) return;
    if (!followed.readers.size) this.followed.delete(reader.key);
    this.forget(reader.userId);
    // Redis unreachable: the place ends with its lease.
    void this.slots.release(reader.userId, reader.holder).catch(() => undefined);
  }

  /** One reader of the user fewer in this process. */
  private forget(userId: string): void {
    const open = (this.perUserOpen.get(userId) ?? 1) - 1;
    if (open > 0) this.perUserOpen.set(userId, open);
    else this.perUserOpen.delete(userId);
  }

  /** @internal Entries of `key` after `afterId` read directly (a late joiner's catch-up). */
  async readNow(key: string, afterId: string): Promise<{ entries: StreamEntry[]; lastId: string }> {
    const reply = (await this.opts.connection.xread('COUNT', BATCH, 'STREAMS', key, afterId)) as XReadReply;
    const raw = reply?.[0]?.[1] ?? [];
    return { entries: parseEntries(raw), lastId: raw.at(-1)?.[0] ?? afterId };
  }

  /** A newly followed stream: start the loop, or end its current block so the stream joins it. */
  private wake(): void {
    this.loop ??= this.run();
    if (this.idle) return this.idle();
    if (!this.blocking) return; // the loop builds its next XREAD with the new stream anyway
    void this.opts.connection
      .multi()
      .xadd(this.wakeKey, 'MAXLEN', '~', 10, '*', 'w', '1')
      .pexpire(this.wakeKey, LOOP_BLOCK_MS * 12)
      .exec()
      .catch(() => undefined); // Redis is down: the loop's block ends on its own
  }

  private async run(): Promise<void> {
    while (!this.closed) {
      if (!this.followed.size) {
        await new Promise<void>((resolve) => (this.idle = resolve));
        this.idle = undefined;
        continue;
      }
      this.reader ??= this.connect();
      const keys = [...this.followed.keys()];
      const ids = keys.map((k) => this.followed.get(k)!.lastId);
      let reply: XReadReply;
      this.blocking = true;
      try {
        reply = (await this.reader.xread(
          'COUNT',
          BATCH,
          'BLOCK',
          LOOP_BLOCK_MS,
          'STREAMS',
          this.wakeKey,
          ...keys,
          this.wakeLastId,
          ...ids,
        )) as XReadReply;
      } catch {
        this.blocking = false;
        if (!this.closed) await new Promise((resolve) => setTimeout(resolve, RETRY_MS));
        continue;
      } finally {
        this.blocking = false;
      }
      const sent = new Map(keys.map((k, i) => [k, ids[i]!]));
      for (const [key, raw] of reply ?? []) this.deliver(key, raw, sent.get(key));
    }
  }

  private deliver(key: string, raw: RawEntry[], readAfter: string | undefined): void {
    const lastId = raw.at(-1)?.[0];
    if (!lastId) return;
    if (key === this.wakeKey) {
      this.wakeLastId = lastId;
      return;
    }
    const followed = this.followed.get(key);
    // Every reader left while the XREAD was out, or the stream was followed anew from its start
    // meanwhile: the next XREAD reads it from where its readers need it.
    if (!followed || followed.lastId !== readAfter) return;
    followed.lastId = lastId;
    const entries = parseEntries(raw);
    for (const reader of followed.readers) reader.push(entries, lastId);
  }

  private connect(): Redis {
    const redis = this.opts.connection.duplicate({
      enableOfflineQueue: true,
      maxRetriesPerRequest: 1,
      connectionName: 'nestkeep-chat-stream',
    });
    redis.on('error', () => undefined); // an outage: the loop retries, readers keep waiting
    return redis;
  }
}

/** One client's view of a stream: what the loop brought, kept until the client has read past it. */
class HubReader implements StreamReader {
  private buffer: StreamEntry[] = [];
  /** The last id the loop handed over (entries that did not parse included). */
  private seen: string;
  private notify: (() => void) | undefined;
  private closed = false;

  constructor(
    private readonly hub: ChatStreamHub,
    readonly key: string,
    readonly userId: string,
    /** Its place in the user's shared cap. */
    readonly holder: string,
    /** What the loop had read of this stream before this reader came: fetched directly. */
    private readonly joinedAt: string,
  ) {
    this.seen = joinedAt;
  }

  push(entries: StreamEntry[], lastId: string): void {
    this.buffer.push(...entries);
    this.seen = lastId;
    this.notify?.();
  }

  async read(afterId: string, blockMs: number): Promise<{ entries: StreamEntry[]; lastId: string }> {
    if (this.closed) throw new Error('stream reader closed');
    const ready = this.take(afterId);
    if (ready) return ready;
    // What was written before this reader came (all of it for the first read, which may wait only
    // 1 ms for a finished reply) comes straight from Redis, not through the loop.
    if (compareIds(afterId, this.joinedAt) <= 0) {
      const caughtUp = await this.hub.readNow(this.key, afterId);
      if (caughtUp.lastId !== afterId) return caughtUp;
    }
    await new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, blockMs);
      this.notify = () => {
        clearTimeout(timer);
        resolve();
      };
    });
    this.notify = undefined;
    if (this.closed) throw new Error('stream reader closed');
    return this.take(afterId) ?? { entries: [], lastId: maxId(afterId, this.seen) };
  }

  close(): void {
    if (this.closed) return;
    this.closed = true;
    this.buffer = [];
    this.hub.release(this);
    this.notify?.();
  }

  /** The buffered entries after `afterId` (older ones are dropped: the client has them). */
  private take(afterId: string): { entries: StreamEntry[]; lastId: string } | undefined {
    this.buffer = this.buffer.filter((e) => compareIds(e.id, afterId) > 0);
    if (!this.buffer.length) return undefined;
    return { entries: [...this.buffer], lastId: maxId(this.buffer.at(-1)!.id, this.seen) };
  }
}

type RawEntry = [string, string[]];
type XReadReply = Array<[string, RawEntry[]]> | null;

function parseEntries(raw: RawEntry[]): StreamEntry[] {
  const entries: StreamEntry[] = [];
  for (const [id, fields] of raw) {
    const json = fields[fields.indexOf('e') + 1];
    const parsed = chatStreamEvent.safeParse(json ? safeJson(json) : null);
    if (parsed.success) entries.push({ id, event: parsed.data });
  }
  return entries;
}

/** Orders stream ids ('<ms>-<seq>', or '0'). */
export function compareIds(a: string, b: string): number {
  const [am = 0n, as = 0n] = a.split('-').map(BigInt);
  const [bm = 0n, bs = 0n] = b.split('-').map(BigInt);
  if (am !== bm) return am < bm ? -1 : 1;
  return as === bs ? 0 : as < bs ? -1 : 1;
}

const maxId = (a: string, b: string) => (compareIds(a, b) >= 0 ? a : b);

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
