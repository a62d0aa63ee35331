import type { Redis } from 'ioredis';
import {
  AppError,
  CHAT_STREAM_TTL_SECONDS,
  chatReplyResult,
  chatStreamKey,
  QUEUES,
  type ChatReplyJob,
  type ChatReplyResult,
  type ChatStreamEvent,
} from '@nestkeep/common';
import { ChatStreamHub, streamLeaseMs, type StreamReader } from './chat-stream-hub.js';
import { createWaitedQueue } from './waited-queue.js';

/** Thrown when the worker failed or did not answer in time: the caller decides what the user gets. */
export class ChatReplyFailedError extends Error {
  constructor(reason: string) {
    super(reason);
    this.name = 'ChatReplyFailedError';
  }
}

export type { StreamEntry, StreamReader } from './chat-stream-hub.js';

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
   * A reader of one reply's stream for `userId`, served by the process's one shared XREAD loop
   * (429 beyond CHAT_STREAMS_PER_USER open at once in all copies of content). Close it when done.
   */
  openReader(requestId: string, userId: string): Promise<StreamReader>;
  close(): Promise<unknown>;
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
  /** Reply streams one user may have open at once, all copies together (CHAT_STREAMS_PER_USER). */
  streamsPerUser: number;
  /**
   * The most a stream's place in that cap is held, so a copy that died frees its places after it
   * (default: streamLeaseMs(timeoutMs), a little over a stream's longest life).
   */
  streamLeaseMs?: number;
}): ChatReplies {
  const { queue, events, slots, close } = createWaitedQueue({ name: QUEUES.chatReplies, ...opts });
  const key = (requestId: string) => chatStreamKey(opts.prefix, requestId);
  const hub = new ChatStreamHub({
    connection: opts.connection,
    prefix: opts.prefix,
    perUser: opts.streamsPerUser,
    leaseMs: opts.streamLeaseMs ?? streamLeaseMs(opts.timeoutMs),
  });

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

    openReader(requestId, userId) {
      return hub.open(key(requestId), userId);
    },

    close: () => Promise.all([hub.close(), close()]),
  };
}

// Atomic: a stream is started once; a second start with the same id is refused.
const START = `
if redis.call('EXISTS', KEYS[1]) == 1 then return 0 end
redis.call('XADD', KEYS[1], '*', 'e', ARGV[1])
redis.call('EXPIRE', KEYS[1], tonumber(ARGV[2]))
return 1`;
