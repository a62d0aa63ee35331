import { randomUUID } from 'node:crypto';
import { once } from 'node:events';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chatStreamKey, createRedis, signInternalToken, type ChatReplyResponse } from '@nestkeep/common';
import { TEST_INTERNAL_SECRET } from '../../../tests/support/db.js';
import { inject } from 'vitest';
import { contentUser, startContent, type ContentHarness } from './harness.js';
import { startTestChatWorker } from './chat-worker.js';

let h: ContentHarness;
let worker: ReturnType<typeof startTestChatWorker>;
let redis: ReturnType<typeof createRedis>;
let server: http.Server;
beforeAll(async () => {
  h = await startContent({ chatReplyTimeoutMs: 3000, chatStreamsPerUser: 5 });
  worker = startTestChatWorker(h.prefix);
  redis = createRedis(inject('redisUrl'));
  server = h.app.listen(0, '127.0.0.1');
  await once(server, 'listening');
});
afterAll(async () => {
  server.closeAllConnections();
  server.close();
  redis.disconnect();
  await worker.close();
  await h.close();
});

/** Resolves once `done()` holds (checked every 20 ms, for up to 5 s). */
async function until(done: () => boolean) {
  for (const end = Date.now() + 5000; !done();) {
    if (Date.now() > end) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** Redis clients: all of them, and those reading chat streams. */
async function redisClients() {
  const lines = String(await redis.call('CLIENT', 'LIST'))
    .split('\n')
    .filter(Boolean);
  return {
    all: lines.length,
    streamers: lines.filter((l) => l.includes('name=nestkeep-chat-stream')).length,
  };
}

/**
 * A stream request held open on its own socket: `response` resolves with the status and JSON body
 * once content answers (a waiting stream answers only when its question starts or at 10 s).
 */
function openRaw(userId: string, conversationId: number, messageId: string) {
  let answered = false;
  let closed = false;
  let req: http.ClientRequest | undefined;
  const response = (async () => {
    const token = await signInternalToken(
      { kind: 'user', userId, role: 'user' },
      { secret: TEST_INTERNAL_SECRET, audience: 'content' },
    );
    req = http.get({
      host: '127.0.0.1',
      port: (server.address() as AddressInfo).port,
      path: `/api/chat/conversations/${conversationId}/stream?messageId=${messageId}`,
      headers: { 'x-internal-token': token },
      agent: false,
    });
    req.on('error', () => undefined); // closed by the test
    if (closed) req.destroy();
    const [res] = (await once(req, 'response')) as [http.IncomingMessage];
    answered = true;
    if (res.statusCode === 200) return { status: 200, body: undefined };
    let text = '';
    for await (const chunk of res) text += String(chunk);
    return { status: res.statusCode!, body: JSON.parse(text) as unknown };
  })();
  response.catch(() => undefined);
  return {
    response,
    answered: () => answered,
    close: () => {
      closed = true;
      req?.destroy();
    },
  };
}

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

  it('caps the streams one user has open (429 beyond CHAT_STREAMS_PER_USER) and serves them all through one Redis connection', async () => {
    const u = await parent();
    const others = await Promise.all(Array.from({ length: 20 }, () => parent()));
    const before = await redisClients();
    // 100 made-up streamIds from one user: 5 wait for their question, the rest are refused at once.
    const mine = Array.from({ length: 100 }, () => openRaw(u.id, u.c.id, randomUUID()));
    // And 5 from each of 20 other users: 100 more waiting streams.
    const theirs = others.flatMap((o) =>
      Array.from({ length: 5 }, () => openRaw(o.id, o.c.id, randomUUID())),
    );
    await until(() => mine.filter((s) => s.answered()).length >= 95);
    const refused = await Promise.all(mine.filter((s) => s.answered()).map((s) => s.response));
    const waiting = mine.filter((s) => !s.answered());
    expect(refused.map((r) => r.status)).toEqual(Array(95).fill(429));
    expect(refused[0]!.body).toEqual({
      error: 'too_many_streams',
      message:
        'Too many chat streams open at once: at most 5. Close another chat tab or wait for an answer to finish.',
    });
    await new Promise((resolve) => setTimeout(resolve, 300));
    const during = await redisClients();
    // 105 streams are waiting; before, each held a connection of its own.
    expect(during.streamers - before.streamers).toBeLessThanOrEqual(1);
    expect(during.all - before.all).toBeLessThan(20);
    expect(waiting.length).toBe(5);
    for (const s of theirs) expect(s.answered()).toBe(false);

    // A client that leaves frees its place at once: one more stream may open, not two.
    waiting[0]!.close();
    await new Promise((resolve) => setTimeout(resolve, 100));
    const two = [openRaw(u.id, u.c.id, randomUUID()), openRaw(u.id, u.c.id, randomUUID())];
    await until(() => two.some((s) => s.answered()));
    await new Promise((resolve) => setTimeout(resolve, 100));
    const [over, next] = two[0]!.answered() ? two : [two[1]!, two[0]!];
    expect((await over!.response).status).toBe(429);
    expect(next!.answered()).toBe(false);

    for (const s of [...mine, ...theirs, next!]) s.close();
    await new Promise((resolve) => setTimeout(resolve, 100));
    const again = openRaw(u.id, u.c.id, randomUUID());
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(again.answered()).toBe(false);
    again.close();
  });

  it('streams one reply in order to several listeners at once, one of them joining late', async () => {
    const u = await parent();
    const streamId = randomUUID();
    worker.state.tokenDelayMs = 300;
    const early = [u.stream(streamId), u.stream(streamId), u.stream(streamId)];
    await new Promise((resolve) => setTimeout(resolve, 200));
    const posted = u.post(`/api/chat/conversations/${u.c.id}/messages`, { content: 'Tantrums?', streamId });
    await new Promise((resolve) => setTimeout(resolve, 450)); // after the first token
    const late = u.stream(streamId);
    const reply = (await posted).body as ChatReplyResponse;
    worker.state.tokenDelayMs = 0;
    for (const { status, events } of await Promise.all([...early, late])) {
      expect(status).toBe(200);
      expect(events.map((e) => e.event)).toEqual(['token', 'token', 'done']);
      expect(events[0]!.data.text + events[1]!.data.text).toBe(reply.assistantMessage.content);
      expect(events[2]!.data.message).toEqual(reply.assistantMessage);
    }
  });

  it('ends the wait of a stream whose client leaves, while waiting and while relaying', async () => {
    const u = await parent();
    const waiting = Array.from({ length: 5 }, () => openRaw(u.id, u.c.id, randomUUID()));
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect((await openRaw(u.id, u.c.id, randomUUID()).response).status).toBe(429);
    waiting[0]!.close();
    await new Promise((resolve) => setTimeout(resolve, 100));

    // While relaying: the worker is slow, the client leaves after the first token.
    worker.state.tokenDelayMs = 400;
    const streamId = randomUUID();
    const relaying = openRaw(u.id, u.c.id, streamId);
    const answered = u
      .post(`/api/chat/conversations/${u.c.id}/messages`, { content: 'Naps?', streamId })
      .then((r) => r);
    expect((await relaying.response).status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 600));
    relaying.close();
    await new Promise((resolve) => setTimeout(resolve, 100));
    // Its place is free again (4 still wait, this one makes 5) ...
    const fifth = openRaw(u.id, u.c.id, randomUUID());
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(fifth.answered()).toBe(false);
    // ... and the answer is still stored for when they come back.
    expect((await answered).status).toBe(201);
    worker.state.tokenDelayMs = 0;
    for (const s of [...waiting, fifth]) s.close();
  });

  it('answers 404 for a streamId no question ever started, after waiting for it', async () => {
    const u = await parent();
    const started = Date.now();
    const res = await u.stream(randomUUID());
    expect(res.status).toBe(404);
    expect(Date.now() - started).toBeGreaterThanOrEqual(9000);
  }, 20_000);
});
