import { Queue, QueueEvents } from 'bullmq';
import { expect } from 'vitest';
import {
  type ChatReplyJob,
  chatReplyResult,
  chatStreamEvent,
  type ChatStreamEvent,
  chatStreamKey,
  closeRedis,
  createRedis,
  QUEUES,
} from '@nestkeep/common';
import { createOpenAiChatAnswerer } from '../../src/providers/openai/chat-answer.js';
import { testPrefix } from '../../../../tests/support/db.js';
import { startFakeOpenAi, type FakeOpenAi } from '../../../../tests/support/fake-openai.js';
import { startTestChatWorker } from '../jobs/test-workers.js';

/**
 * Real chat-replies workers on Redis and BullMQ, one per lane (its own queue prefix), each with a
 * knowledge base and the local answerer or the openai SDK against a local fake server. A test
 * queues a job as content does and reads back the return value and the reply's Redis stream.
 */

export interface ChatLane {
  /** A knowledge folder; the real knowledge base without one. */
  knowledgeDir?: string;
  /** Answer through the openai SDK against the harness's fake server (local fallback). */
  openai?: boolean;
}

export interface ChatRun {
  result: ReturnType<typeof chatReplyResult.parse>;
  stream: ChatStreamEvent[];
  /** What a reader of the stream was left showing (a reset drops what came before). */
  shown: string;
  ttl: number;
}

export interface ChatHarness {
  fake: FakeOpenAi;
  queue(lane: string): { queue: Queue; events: QueueEvents };
  run(job: ChatReplyJob, lane: string): Promise<ChatRun>;
  close(): Promise<void>;
}

export async function startChatHarness(lanes: Record<string, ChatLane>): Promise<ChatHarness> {
  const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
  const redis = createRedis(redisUrl, 'general');
  const connections: Array<ReturnType<typeof createRedis>> = [redis];
  const conn = (role: 'worker' | 'queue-producer') => {
    const c = createRedis(redisUrl, role);
    connections.push(c);
    return c;
  };
  const fake = await startFakeOpenAi();
  const workers: Array<{ close: () => Promise<void> }> = [];
  const queues = new Map<string, { prefix: string; queue: Queue; events: QueueEvents }>();
  for (const [lane, { knowledgeDir, openai }] of Object.entries(lanes)) {
    const prefix = testPrefix();
    const answerer = openai
      ? createOpenAiChatAnswerer({ apiKey: fake.apiKey, baseURL: fake.url, model: 'm', maxRetries: 0 })
      : undefined;
    workers.push(startTestChatWorker({ connection: conn('worker'), prefix, knowledgeDir, answerer }));
    const queue = new Queue(QUEUES.chatReplies, { connection: conn('queue-producer'), prefix });
    const events = new QueueEvents(QUEUES.chatReplies, { connection: conn('worker'), prefix });
    await events.waitUntilReady();
    queues.set(lane, { prefix, queue, events });
  }
  const laneOf = (lane: string) => {
    const found = queues.get(lane);
    if (!found) throw new Error(`no chat lane '${lane}'`);
    return found;
  };

  return {
    fake,
    queue: laneOf,
    async run(job, lane) {
      const { prefix, queue, events } = laneOf(lane);
      const queued = await queue.add('reply', job, {
        jobId: job.requestId,
        attempts: 1,
        removeOnComplete: { age: 600 },
        removeOnFail: { age: 3600 },
      });
      const result = chatReplyResult.parse(await queued.waitUntilFinished(events, 10_000));
      const key = chatStreamKey(prefix, job.requestId);
      const stream = (await redis.xrange(key, '-', '+')).map(([, fields]) => {
        expect(fields[0]).toBe('e');
        return chatStreamEvent.parse(JSON.parse(fields[1]!));
      });
      const shown = stream.reduce(
        (t, e) => (e.type === 'reset' ? '' : e.type === 'token' ? t + e.text : t),
        '',
      );
      return { result, stream, shown, ttl: await redis.ttl(key) };
    },
    async close() {
      await Promise.all(workers.map((w) => w.close()));
      for (const { queue, events } of queues.values()) await Promise.all([queue.close(), events.close()]);
      await fake.close();
      await Promise.all(connections.map(closeRedis));
    },
  };
}
