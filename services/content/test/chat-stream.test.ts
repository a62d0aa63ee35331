import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chatStreamKey, createRedis, type ChatReplyResponse } from '@nestkeep/common';
import { inject } from 'vitest';
import { contentUser, startContent, type ContentHarness } from './harness.js';
import { startTestChatWorker } from './chat-worker.js';

let h: ContentHarness;
let worker: ReturnType<typeof startTestChatWorker>;
let redis: ReturnType<typeof createRedis>;
beforeAll(async () => {
  h = await startContent({ chatReplyTimeoutMs: 3000 });
  worker = startTestChatWorker(h.prefix);
  redis = createRedis(inject('redisUrl'));
});
afterAll(async () => {
  redis.disconnect();
  await worker.close();
  await h.close();
});

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- an event's JSON, read field by field
type SseData = Record<string, any>;

let nextChildId = 5000;
async function parent() {
  const u = await contentUser(h);
  const child = {
    id: nextChildId++,
    isActive: true,
    name: 'Leo',
    currentStage: 'toddler',
    dateOfBirth: null,
  };
  h.children.set(u.id, [child]);
  const c = (await u.post('/api/chat/conversations', { childProfileId: child.id })).body as { id: number };
  /** Opens the stream now (supertest sends on then()) and resolves with its status and events. */
  const stream = (messageId: string | number, conversationId = c.id) =>
    new Promise<{ status: number; type: string; events: Array<{ event: string; data: SseData }> }>(
      (resolve, reject) => {
        u.get(`/api/chat/conversations/${conversationId}/stream?messageId=${messageId}`)
          .buffer(true)
          .parse((res, done) => {
            let text = '';
            res.setEncoding('utf8');
            res.on('data', (chunk: string) => (text += chunk));
            res.on('end', () => done(null, text));
          })
          .then((res) => {
            const events = String(res.body ?? '')
              .split('\n\n')
              .filter((block) => block.startsWith('event:'))
              .map((block) => {
                const [eventLine, dataLine] = block.split('\n');
                return {
                  event: eventLine!.slice('event: '.length),
                  data: JSON.parse(dataLine!.slice('data: '.length)),
                };
              });
            resolve({ status: res.status, type: String(res.headers['content-type']), events });
          }, reject);
      },
    );
  return { ...u, c, stream };
}

describe('chat reply stream (SSE)', () => {
  it('relays the tokens, then done with the stored answer, to a stream opened before the question', async () => {
    const u = await parent();
    const streamId = randomUUID();
    worker.state.tokenDelayMs = 50;
    const streamed = u.stream(streamId);
    await new Promise((resolve) => setTimeout(resolve, 300)); // the stream waits for the POST
    const posted = await u.post(`/api/chat/conversations/${u.c.id}/messages`, {
      content: 'Tantrums?',
      streamId,
    });
    worker.state.tokenDelayMs = 0;
    expect(posted.status).toBe(201);
    const reply = posted.body as ChatReplyResponse;
    const { status, type, events } = await streamed;
    expect(status).toBe(200);
    expect(type).toContain('text/event-stream');
    expect(events.map((e) => e.event)).toEqual(['token', 'token', 'done']);
    expect(events[0]!.data.type).toBe('token');
    expect(events[0]!.data.text + events[1]!.data.text).toBe(reply.assistantMessage.content);
    expect(events[2]!.data).toMatchObject({ type: 'done', urgent: false, sources: [] });
    expect(events[2]!.data.message).toEqual(reply.assistantMessage);

    // Later, by message id: the whole stream again while it is kept ...
    const again = await u.stream(reply.assistantMessage.id);
    expect(again.events.map((e) => e.event)).toEqual(['token', 'token', 'done']);
    // ... and, once it has expired, the stored answer as one token and done.
    await redis.del(chatStreamKey(h.prefix, streamId));
    const stored = await u.stream(reply.userMessage.id);
    expect(stored.status).toBe(200);
    expect(stored.events.map((e) => e.event)).toEqual(['token', 'done']);
    expect(stored.events[0]!.data.text).toBe(reply.assistantMessage.content);
    expect(stored.events[1]!.data.message.id).toBe(reply.assistantMessage.id);
  });

  it('ends with an error event when the assistant cannot answer', async () => {
    const u = await parent();
    const streamId = randomUUID();
    worker.state.mode = 'fail';
    const streamed = u.stream(streamId);
    await new Promise((resolve) => setTimeout(resolve, 200));
    const posted = await u.post(`/api/chat/conversations/${u.c.id}/messages`, { content: 'Naps?', streamId });
    worker.state.mode = 'answer';
    expect(posted.status).toBe(503);
    const { events } = await streamed;
    expect(events.map((e) => e.event)).toEqual(['error']);
    expect(events[0]!.data).toMatchObject({ type: 'error', error: 'unavailable' });
  });

  it("refuses another user's stream, conversation and message with 404, and a reused streamId with 409", async () => {
    const u = await parent();
    const other = await parent();
    const streamId = randomUUID();
    const posted = await u.post(`/api/chat/conversations/${u.c.id}/messages`, { content: 'Naps?', streamId });
    expect(posted.status).toBe(201);

    // Their own conversation, my reply's stream id: the stream's start names me.
    expect((await other.stream(streamId)).status).toBe(404);
    // My conversation: not theirs.
    expect((await other.stream(streamId, u.c.id)).status).toBe(404);
    expect((await other.stream(posted.body.assistantMessage.id, u.c.id)).status).toBe(404);
    // A message of my own conversation asked through theirs.
    expect((await other.stream(posted.body.assistantMessage.id)).status).toBe(404);
    // A message id that does not exist, a malformed one, none at all.
    expect((await u.stream(999_999)).status).toBe(404);
    expect((await u.stream('nope')).status).toBe(400);
    expect((await u.get(`/api/chat/conversations/${u.c.id}/stream`)).status).toBe(400);

    const reused = await u.post(`/api/chat/conversations/${u.c.id}/messages`, {
      content: 'Again?',
      streamId,
    });
    expect(reused.status).toBe(409);
    expect((await u.get('/api/chat/usage')).body.used).toBe(1);
  });

  it('closes its own Redis connection when the client leaves', async () => {
    const u = await parent();
    const streamers = async () =>
      String(await redis.call('CLIENT', 'LIST'))
        .split('\n')
        .filter((line: string) => line.includes('name=nestkeep-chat-stream')).length;
    const before = await streamers();
    const streamId = randomUUID();
    const pending = u.get(`/api/chat/conversations/${u.c.id}/stream?messageId=${streamId}`);
    pending.end(() => undefined);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await streamers()).toBe(before + 1);
    pending.abort();
    await new Promise((resolve) => setTimeout(resolve, 300));
    // It was still waiting for the question to start: the wait ends with the client.
    expect(await streamers()).toBe(before);

    // And while relaying: the worker is slow, the client leaves after the first token.
    worker.state.tokenDelayMs = 400;
    const streamId2 = randomUUID();
    const relaying = u.get(`/api/chat/conversations/${u.c.id}/stream?messageId=${streamId2}`);
    relaying.end(() => undefined);
    const posted = u.post(`/api/chat/conversations/${u.c.id}/messages`, {
      content: 'Naps?',
      streamId: streamId2,
    });
    const answered = posted.then((r) => r);
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(await streamers()).toBe(before + 1);
    relaying.abort();
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(await streamers()).toBe(before);
    // The answer is still stored for when they come back.
    expect((await answered).status).toBe(201);
    worker.state.tokenDelayMs = 0;
  });

  it('answers 404 for a streamId no question ever started, after waiting for it', async () => {
    const u = await parent();
    const started = Date.now();
    const res = await u.stream(randomUUID());
    expect(res.status).toBe(404);
    expect(Date.now() - started).toBeGreaterThanOrEqual(9000);
  }, 20_000);
});
