import { Worker } from 'bullmq';
import type { Redis } from 'ioredis';
import {
  CHAT_STREAM_TTL_SECONDS,
  chatReplyJob,
  chatStreamKey,
  QUEUES,
  type ChatReplyResult,
  type ChatStreamEvent,
  type Logger,
} from '@nestkeep/common';
import { answerChatQuestion, type AnswerDeps, type AnswerStream } from '../chat/answer.js';
import type { JobMetrics } from '../metrics.js';

export interface ChatWorkerOptions {
  /** A blocking connection (createRedis(url, 'worker')); also writes the streams. */
  connection: Redis;
  prefix: string;
  concurrency: number;
  lockDurationMs: number;
  logger: Logger;
  metrics: JobMetrics;
  deps: AnswerDeps;
}

/**
 * Tokens are gathered up to this many characters, or for this long, before one XADD. The first
 * event is small so the first words show at once; later ones may be larger, because every event
 * costs an XADD here and a read and an SSE write in content and the gateway: an answer written all
 * at once (the local provider) goes out in a few events instead of one per 48 characters. A model
 * streaming slower than this fills each event for STREAM_BATCH_MS only.
 */
export const STREAM_FIRST_CHARS = 48;
export const STREAM_BATCH_CHARS = 1024;
export const STREAM_BATCH_MS = 15;

/**
 * A reply's stream in Redis (chatStreamKey): `token` and `reset` events in order, small tokens
 * batched a little, the key kept for CHAT_STREAM_TTL_SECONDS after its last event. A stream that
 * cannot be written does not stop the answer: content still gets the whole reply as the job's value.
 */
export function createStreamWriter(redis: Redis, key: string, logger: Logger) {
  let buffer = '';
  let timer: NodeJS.Timeout | undefined;
  let chain: Promise<unknown> = Promise.resolve();
  let failed = false;
  let sent = 0;

  const write = (event: ChatStreamEvent) => {
    chain = chain
      .then(() =>
        redis.multi().xadd(key, '*', 'e', JSON.stringify(event)).expire(key, CHAT_STREAM_TTL_SECONDS).exec(),
      )
      .catch((err: Error) => {
        if (!failed) logger.warn({ key, err: err.message }, 'chat stream could not be written');
        failed = true;
      });
  };
  const flush = () => {
    clearTimeout(timer);
    timer = undefined;
    if (!buffer) return;
    const text = buffer;
    buffer = '';
    sent++;
    write({ type: 'token', text });
  };
  const stream: AnswerStream & { end(): Promise<void> } = {
    token(text) {
      buffer += text;
      if (buffer.length >= (sent === 0 ? STREAM_FIRST_CHARS : STREAM_BATCH_CHARS)) flush();
      else timer ??= setTimeout(flush, STREAM_BATCH_MS);
    },
    reset() {
      clearTimeout(timer);
      timer = undefined;
      buffer = '';
      sent = 0; // the answer starts again: its first words show at once again
      write({ type: 'reset' });
    },
    async end() {
      flush();
      await chain;
    },
  };
  return stream;
}

/**
 * The chat-replies queue (issue 8 point 2): content queues a chatReplyJob and waits for its return
 * value (a chatReplyResult); meanwhile the tokens go to the reply's Redis stream, which content
 * relays as server-sent events. Content writes the stream's `start`, `done` and `error` events;
 * the worker only `token` and `reset` (a retried job resets first, so no text is shown twice).
 */
export function startChatWorker(opts: ChatWorkerOptions) {
  const worker = new Worker(
    QUEUES.chatReplies,
    async (job): Promise<ChatReplyResult> => {
      const started = Date.now();
      const data = chatReplyJob.parse(job.data);
      const stream = createStreamWriter(
        opts.connection,
        chatStreamKey(opts.prefix, data.requestId),
        opts.logger,
      );
      try {
        if (job.attemptsMade > 0) stream.reset();
        const result = await answerChatQuestion(data, { ...opts.deps, logger: opts.logger }, stream);
        await stream.end();
        opts.metrics.record(QUEUES.chatReplies, 'completed', Date.now() - started);
        opts.logger.info(
          {
            queue: QUEUES.chatReplies,
            jobId: job.id,
            userId: data.userId,
            urgent: result.urgent,
            ms: Date.now() - started,
          },
          'job done',
        );
        return result;
      } catch (err) {
        await stream.end();
        opts.metrics.record(QUEUES.chatReplies, 'failed', Date.now() - started);
        opts.logger.warn(
          { queue: QUEUES.chatReplies, jobId: job.id, err: (err as Error).message },
          'job attempt failed',
        );
        throw err;
      }
    },
    {
      connection: opts.connection,
      prefix: opts.prefix,
      concurrency: opts.concurrency,
      lockDuration: opts.lockDurationMs,
      stalledInterval: opts.lockDurationMs,
    },
  );
  worker.on('error', (err) => opts.logger.warn({ err: err.message }, 'chat worker connection error'));
  return { worker, close: () => worker.close() };
}
