import { Worker } from 'bullmq';
import { inject } from 'vitest';
import {
  CHAT_DISCLAIMER,
  CHAT_STREAM_TTL_SECONDS,
  chatReplyJob,
  chatStreamKey,
  createRedis,
  QUEUES,
  type ChatReplyJob,
  type ChatReplyResult,
} from '@nestkeep/common';

/**
 * A small real BullMQ worker on the chat-replies queue for content's tests (the ai-worker's own
 * worker is tested there): it writes two `token` events to the reply's stream, as the real one
 * does, and answers from the job's data, so a test can see what content sent. `mode` switches it
 * to failing the job, or to never answering (the reply times out).
 */
export function startTestChatWorker(prefix: string) {
  const connection = createRedis(inject('redisUrl'), 'worker');
  const jobs: ChatReplyJob[] = [];
  const state = { mode: 'answer' as 'answer' | 'fail' | 'hang', tokenDelayMs: 0 };
  const worker = new Worker(
    QUEUES.chatReplies,
    async (job): Promise<ChatReplyResult> => {
      const data = chatReplyJob.parse(job.data);
      jobs.push(data);
      if (state.mode === 'fail') throw new Error('the model is down');
      if (state.mode === 'hang') await new Promise((resolve) => setTimeout(resolve, 4000));
      const key = chatStreamKey(prefix, data.requestId);
      const content = `About ${data.child.name ?? 'your child'}: here is what I found. ${CHAT_DISCLAIMER}`;
      const [first, second] = [content.slice(0, 20), content.slice(20)];
      for (const text of [first, second]) {
        if (state.tokenDelayMs) await new Promise((resolve) => setTimeout(resolve, state.tokenDelayMs));
        await connection
          .multi()
          .xadd(key, '*', 'e', JSON.stringify({ type: 'token', text }))
          .expire(key, CHAT_STREAM_TTL_SECONDS)
          .exec();
      }
      return {
        content,
        sources: data.savedPassages.map((p) => ({
          kind: 'saved',
          title: p.title,
          url: p.url,
          itemId: p.itemId,
        })),
        urgent: data.redFlagIds.length > 0,
      };
    },
    { connection, prefix, concurrency: 4 },
  );
  worker.on('error', () => undefined);
  return {
    jobs,
    state,
    close: async () => {
      await worker.close(true);
      connection.disconnect();
    },
  };
}
