import type { Redis } from 'ioredis';
import {
  AppError,
  CHAT_STREAM_TTL_SECONDS,
  chatReplyResult,
  chatStreamEvent,
  chatStreamKey,
  QUEUES,
  type ChatReplyJob,
  type ChatReplyResult,
  type ChatStreamEvent,
} from '@nestkeep/common';
import { createWaitedQueue } from './waited-queue.js';

/** Thrown when the worker failed or did not answer in time: the caller decides what the user gets. */
export class ChatReplyFailedError extends Error {
  constructor(reason: string) {
    super(reason);
    this.name = 'ChatReplyFailedError';
  }
}

/** One entry of a reply's stream, as read back. */
export interface StreamEntry {
  id: string;
  event: ChatStreamEvent;
}

export interface ChatReplies {
  /**
   * Takes one of the user's in-flight reply slots (429 beyond CHAT_PER_USER, counted in Redis
   * across every copy of content) and returns its release.
   */
  reserve(userId: string, holder: string): Promise<() => Promise<void>>;
  /**
   * Opens the reply's stream with its `start` event, only if no stream has that id yet (a
   * client-chosen streamId used twice is refused): false when it exists.
   */
  start(requestId: string, event: Extract<ChatStreamEvent, { type: 'start' }>): Promise<boolean>;
  /** Appends an event to the reply's stream and renews its expiry. */
  writeEvent(requestId: string, event: ChatStreamEvent): Promise<void>;
  /** Queues the reply job and waits for its value (ChatReplyFailedError on failure or timeout). */
  reply(job: ChatReplyJob): Promise<ChatReplyResult>;
  /**
   * A dedicated blocking connection reading one reply's stream (XREAD BLOCK holds a connection,
   * so every open stream has its own). Close it when done.
   */
  openReader(requestId: string): StreamReader;
  close(): Promise<unknown>;
}

export interface StreamReader {
  /**
   * Entries after `afterId` ('0' for the start), waiting up to `blockMs` (none when none came),
   * and the id to read after next (entries that do not parse are skipped but passed).
   */
  read(afterId: string, blockMs: number): Promise<{ entries: StreamEntry[]; lastId: string }>;
  close(): void;
}

/**
 * The content side of chat-replies (issue 8 point 2): the ai-worker has no HTTP API, so a reply
 * is a job on the chat-replies queue whose return value is the answer, while the worker's tokens
 * go to the reply's Redis stream (chatStreamKey) that the SSE endpoint relays. `timeoutMs` must
 * stay below the gateway's PROXY_TIMEOUT_MS (75 s), or the gateway gives up first.
 */
export function createChatReplyClient(opts: {
  connection: Redis;
  eventsConnection: Redis;
  prefix: string;
  timeoutMs: number;
  perUser: number;
}): ChatReplies {
  const { queue, events, slots, close } = createWaitedQueue({ name: QUEUES.chatReplies, ...opts });
  const key = (requestId: string) => chatStreamKey(opts.prefix, requestId);

  return {
    async reserve(userId, holder) {
      let taken: boolean;
      try {
        taken = await slots.acquire(userId, holder);
      } catch {
        // Redis is down: the reply cannot be queued either; the caller's fallback decides.
        return async () => undefined;
      }
      if (!taken) {
        throw new AppError(
          429,
          'too_many_questions',
          `Too many questions at once: at most ${opts.perUser} at a time. Please wait for the current answer.`,
        );
      }
      return () => slots.release(userId, holder).catch(() => undefined);
    },

    async start(requestId, event) {
      const created = await opts.connection.eval(
        START,
        1,
        key(requestId),
        JSON.stringify(event),
        CHAT_STREAM_TTL_SECONDS,
      );
      return created === 1;
    },

    async writeEvent(requestId, event) {
      await opts.connection
        .multi()
        .xadd(key(requestId), '*', 'e', JSON.stringify(event))
        .expire(key(requestId), CHAT_STREAM_TTL_SECONDS)
        .exec();
    },

    async reply(data) {
      let job;
      try {
        job = await queue.add('chat-reply', data, {
          jobId: data.requestId,
          attempts: 1,
          removeOnComplete: { age: 600 },
          removeOnFail: { age: 3600 },
        });
      } catch (err) {
        throw new ChatReplyFailedError(`could not queue: ${(err as Error).message}`);
      }
      try {
        return chatReplyResult.parse(await job.waitUntilFinished(events, opts.timeoutMs));
      } catch (err) {
        // Not started yet: take it off the queue (no-op when a worker holds it).
        await queue.remove(job.id!).catch(() => 0);
        throw new ChatReplyFailedError((err as Error).message || 'failed');
      }
    },

    openReader(requestId) {
      const redis = opts.connection.duplicate({
        enableOfflineQueue: true,
        maxRetriesPerRequest: 1,
        connectionName: 'nestkeep-chat-stream',
      });
      redis.on('error', () => undefined);
      return {
        async read(afterId, blockMs) {
          const reply = (await redis.xread(
            'COUNT',
            100,
            'BLOCK',
            Math.max(1, Math.round(blockMs)),
            'STREAMS',
            key(requestId),
            afterId,
          )) as Array<[string, Array<[string, string[]]>]> | null;
          const entries: StreamEntry[] = [];
          for (const [id, fields] of reply?.[0]?.[1] ?? []) {
            const json = fields[fields.indexOf('e') + 1];
            const parsed = chatStreamEvent.safeParse(json ? safeJson(json) : null);
            if (parsed.success) entries.push({ id, event: parsed.data });
          }
          return { entries, lastId: reply?.[0]?.[1]?.at(-1)?.[0] ?? afterId };
        },
        close() {
          redis.disconnect();
        },
      };
    },

    close,
  };
}

// Atomic: a stream is started once; a second start with the same id is refused.
const START = `
if redis.call('EXISTS', KEYS[1]) == 1 then return 0 end
redis.call('XADD', KEYS[1], '*', 'e', ARGV[1])
redis.call('EXPIRE', KEYS[1], tonumber(ARGV[2]))
return 1`;

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
