import { afterAll, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import {
  CHAT_DISCLAIMER,
  CHAT_MESSAGE_MAX_CHARS,
  chatConversation,
  chatReplyResponse,
  createRedis,
  type ChatMessage,
} from '@nestkeep/common';
import type { ChatAnswerer } from '../../ai-worker/src/providers/provider.js';
import { startTestChatWorker as startRealChatWorker } from '../../ai-worker/test/jobs/test-workers.js';
import { contentUser, startContent, type ContentHarness } from './harness.js';
import { startTestChatWorker } from './chat-worker.js';

let h: ContentHarness;
let worker: ReturnType<typeof startTestChatWorker>;
beforeAll(async () => {
  h = await startContent({ freeChatLimit: 2, chatReplyTimeoutMs: 1500 });
  worker = startTestChatWorker(h.prefix);
});
afterAll(async () => {
  await worker.close();
  await h.close();
});
beforeEach(() => {
  worker.state.mode = 'answer';
});

const DAY = 86_400_000;
let nextChildId = 1000;

/** A user with one child (Maya, about 5 months old) or more, as identity would tell them. */
async function parent(plan: 'free' | 'pro' = 'free', names = ['Maya']) {
  const u = await contentUser(h, plan);
  const kids = names.map((name, i) => ({
    id: nextChildId++,
    isActive: i === 0,
    name,
    currentStage: 'infant',
    dateOfBirth: new Date(Date.now() - 155 * DAY).toISOString(),
  }));
  h.children.set(u.id, kids);
  const conversation = async (childProfileId = kids[0]!.id) => {
    const res = await u.post('/api/chat/conversations', { childProfileId });
    expect(res.status).toBe(201);
    return chatConversation.parse(res.body);
  };
  const ask = (conversationId: number, content: string, extra: object = {}) =>
    u.post(`/api/chat/conversations/${conversationId}/messages`, { content, ...extra });
  return { ...u, kids, conversation, ask };
}

const URGENT = 'My baby has blue lips and is struggling to breathe';

describe('chat conversations', () => {
  it('creates, lists newest first, renames and deletes a conversation; its messages go with it', async () => {
    const u = await parent('free', ['Maya', 'Leo']);
    const first = await u.conversation();
    expect(first.title).toBe('New Conversation');
    const second = await u.conversation(u.kids[1]!.id);
    const list = await u.get('/api/chat/conversations');
    expect(list.body.map((c: { id: number }) => c.id)).toEqual([second.id, first.id]);
    const maya = await u.get(`/api/chat/conversations?childProfileId=${u.kids[0]!.id}`);
    expect(maya.body.map((c: { id: number }) => c.id)).toEqual([first.id]);

    expect((await u.ask(first.id, 'How long should a 5 month old nap?')).status).toBe(201);
    // Asking moves the conversation to the top.
    const after = await u.get('/api/chat/conversations');
    expect(after.body.map((c: { id: number }) => c.id)).toEqual([first.id, second.id]);

    const renamed = await u.patch(`/api/chat/conversations/${first.id}`, { title: '  Naps  ' });
    expect(renamed.status).toBe(200);
    expect(renamed.body.title).toBe('Naps');
    expect((await u.patch(`/api/chat/conversations/${first.id}`, { title: '   ' })).status).toBe(400);
    // A name the user chose stays when its first question is asked.
    await u.patch(`/api/chat/conversations/${second.id}`, { title: 'New Conversation' });
    expect((await u.ask(second.id, 'When do babies roll over?')).status).toBe(201);
    const named = await u.get('/api/chat/conversations');
    expect(named.body.map((c: { id: number; title: string }) => [c.id, c.title])).toEqual([
      [second.id, 'New Conversation'],
      [first.id, 'Naps'],
    ]);

    expect((await u.del(`/api/chat/conversations/${first.id}`)).status).toBe(204);
    expect((await u.get(`/api/chat/conversations/${first.id}/messages`)).status).toBe(404);
    expect(await h.db.chatMessage.count({ where: { conversationId: first.id } })).toBe(0);
    expect((await u.del(`/api/chat/conversations/${first.id}`)).status).toBe(404);
  });

  it("refuses another user's conversation and child with 404, and bad input with 400", async () => {
    const u = await parent();
    const other = await parent();
    const theirs = await other.conversation();

    expect((await u.post('/api/chat/conversations', { childProfileId: other.kids[0]!.id })).status).toBe(404);
    expect((await u.post('/api/chat/conversations', { childProfileId: 'abc' })).status).toBe(400);
    expect((await u.post('/api/chat/conversations', {})).status).toBe(400);
    expect((await u.get('/api/chat/conversations?childProfileId=abc')).status).toBe(400);

    expect((await u.get(`/api/chat/conversations/${theirs.id}/messages`)).status).toBe(404);
    expect((await u.ask(theirs.id, 'Is this mine?')).status).toBe(404);
    expect((await u.patch(`/api/chat/conversations/${theirs.id}`, { title: 'Mine' })).status).toBe(404);
    expect((await u.del(`/api/chat/conversations/${theirs.id}`)).status).toBe(404);
    expect((await u.get('/api/chat/conversations')).body).toEqual([]);
    // A path id that names no row is not found (common idParam), as everywhere in the API.
    expect((await u.get('/api/chat/conversations/abc/messages')).status).toBe(404);
    expect((await u.ask(0, 'Hello?')).status).toBe(404);

    const mine = await u.conversation();
    expect((await u.ask(mine.id, 'Naps?', { childProfileId: other.kids[0]!.id })).status).toBe(404);
    expect((await u.ask(mine.id, 'Naps?', { childProfileId: 'abc' })).status).toBe(400);
    expect((await u.ask(mine.id, 'Naps?', { streamId: 'not-a-uuid' })).status).toBe(400);
    expect(worker.jobs.filter((j) => j.userId === u.id)).toHaveLength(0);
  });
});

describe('chat questions', () => {
  it('answers 201 with both messages, names the conversation after its first question and sends the child', async () => {
    const u = await parent();
    const c = await u.conversation();
    const question =
      '  How   many naps should a five month old baby take during the day, and how long should each one last, roughly?';
    const res = await u.ask(c.id, question);
    expect(res.status).toBe(201);
    const body = chatReplyResponse.parse(res.body);
    expect(body.userMessage).toMatchObject({
      role: 'user',
      conversationId: c.id,
      urgent: false,
      sources: [],
    });
    expect(body.userMessage.content).toBe(question.trim());
    expect(body.assistantMessage.role).toBe('assistant');
    expect(body.assistantMessage.content).toContain('About Maya');
    expect(body.assistantMessage.content).toContain(CHAT_DISCLAIMER);

    const job = worker.jobs.find((j) => j.conversationId === c.id)!;
    expect(job.child).toMatchObject({ name: 'Maya', stage: 'infant', ageMonths: 5, pregnancyWeek: null });
    expect(job.child.ageLabel).toBe('Maya, 5 months old');
    expect(job.redFlagIds).toEqual([]);
    expect(job.history).toEqual([]);

    const title = (await u.get('/api/chat/conversations')).body[0].title as string;
    expect(title).toBe('How many naps should a five month old baby take during the day, and how long…');
    expect(title.length).toBeLessThanOrEqual(80);

    await u.ask(c.id, 'And at night?');
    expect((await u.get('/api/chat/conversations')).body[0].title).toBe(title);
    const second = worker.jobs.filter((j) => j.conversationId === c.id)[1]!;
    expect(second.history.map((m) => m.role)).toEqual(['user', 'assistant']);

    const messages = (await u.get(`/api/chat/conversations/${c.id}/messages`)).body as ChatMessage[];
    expect(messages.map((m) => m.role)).toEqual(['user', 'assistant', 'user', 'assistant']);
    expect(messages[0]!.id).toBe(body.userMessage.id);
    expect(messages[0]!.timestamp).toBe(messages[0]!.createdAt);
  });

  it('keeps a title the user chose', async () => {
    const u = await parent();
    const c = await u.conversation();
    await u.patch(`/api/chat/conversations/${c.id}`, { title: 'Sleep' });
    await u.ask(c.id, 'Why does she wake at 5am?');
    expect((await u.get('/api/chat/conversations')).body[0].title).toBe('Sleep');
  });

  it('refuses empty, whitespace and too long questions, and a child that is not the conversation’s', async () => {
    const u = await parent('free', ['Maya', 'Leo']);
    const c = await u.conversation();
    expect((await u.ask(c.id, '')).status).toBe(400);
    const blank = await u.ask(c.id, '   \n\t ');
    expect(blank.status).toBe(400);
    expect(blank.body.message).toContain('Message cannot be empty');
    expect((await u.ask(c.id, 'x'.repeat(CHAT_MESSAGE_MAX_CHARS + 1))).status).toBe(400);
    expect((await u.post(`/api/chat/conversations/${c.id}/messages`, {})).status).toBe(400);
    const mismatch = await u.ask(c.id, 'Naps?', { childProfileId: u.kids[1]!.id });
    expect(mismatch.status).toBe(400);
    expect(mismatch.body.message).toBe('childProfileId does not match this conversation');
    expect((await u.ask(c.id, 'Naps?', { childProfileId: u.kids[0]!.id })).status).toBe(201);
    expect((await u.get('/api/chat/usage')).body).toEqual({ used: 1, limit: 2 });
  });
});

describe('chat plans', () => {
  it('refuses a free question over the limit with requiresUpgrade, but answers an urgent one', async () => {
    const u = await parent();
    const c = await u.conversation();
    expect((await u.ask(c.id, 'Naps?')).status).toBe(201);
    expect((await u.ask(c.id, 'Solids?')).status).toBe(201);
    const over = await u.ask(c.id, 'Teething?');
    expect(over.status).toBe(403);
    expect(over.body).toMatchObject({ error: 'Usage limit reached', requiresUpgrade: true });
    expect(typeof over.body.message).toBe('string');

    const urgent = await u.ask(c.id, URGENT);
    expect(urgent.status).toBe(201);
    expect(urgent.body.assistantMessage.urgent).toBe(true);
    expect(urgent.body.userMessage.urgent).toBe(true);
    const job = worker.jobs.find((j) => j.userId === u.id && j.question === URGENT)!;
    expect(job.redFlagIds).toContain('trouble-breathing');
    expect((await u.get('/api/chat/usage')).body).toEqual({ used: 2, limit: 2 });
    expect((await u.get(`/api/chat/conversations/${c.id}/messages`)).body).toHaveLength(6);
  });

  it('lets pro, trialing and family plans ask without limit', async () => {
    for (const plan of ['pro', 'trialing', 'family'] as const) {
      const u = await parent();
      h.plans.set(u.id, plan);
      const c = await u.conversation();
      for (const q of ['Naps?', 'Solids?', 'Teething?']) expect((await u.ask(c.id, q)).status).toBe(201);
      expect((await u.get('/api/chat/usage')).body).toEqual({ used: 3, limit: null });
    }
  });
});

describe('chat when the assistant is down', () => {
  it('answers 503, stores nothing and gives the question back when the worker fails', async () => {
    const u = await parent();
    const c = await u.conversation();
    worker.state.mode = 'fail';
    const res = await u.ask(c.id, 'Naps?');
    expect(res.status).toBe(503);
    expect(res.body).toEqual({
      error: 'unavailable',
      message: 'The assistant could not answer right now. Please try again.',
    });
    expect((await u.get(`/api/chat/conversations/${c.id}/messages`)).body).toEqual([]);
    expect((await u.get('/api/chat/usage')).body.used).toBe(0);
    expect((await u.get('/api/chat/conversations')).body[0].title).toBe('New Conversation');
  });

  it('answers 503 when the worker does not answer in time', async () => {
    const u = await parent();
    const c = await u.conversation();
    worker.state.mode = 'hang';
    const res = await u.ask(c.id, 'Naps?');
    expect(res.status).toBe(503);
    expect((await u.get(`/api/chat/conversations/${c.id}/messages`)).body).toEqual([]);
    expect((await u.get('/api/chat/usage')).body.used).toBe(0);
  });

  it('answers 404, stores nothing and gives the question back when the conversation is deleted while it is answered', async () => {
    const u = await parent();
    const c = await u.conversation();
    const other = await u.conversation();
    worker.state.tokenDelayMs = 300;
    try {
      const asked = u.ask(c.id, 'Naps?');
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect((await u.del(`/api/chat/conversations/${c.id}`)).status).toBe(204);
      const res = await asked;
      expect(res.status).toBe(404);
      expect(res.body.message).toBe('Conversation not found');
    } finally {
      worker.state.tokenDelayMs = 0;
    }
    expect((await u.get('/api/chat/usage')).body.used).toBe(0);
    // The exchange went nowhere else: the user's other conversation is untouched.
    expect((await u.get(`/api/chat/conversations/${other.id}/messages`)).body).toEqual([]);
  });

  it('lets one user wait for at most CHAT_PER_USER answers at once (429 beyond, not counted)', async () => {
    const u = await parent('pro');
    const c = await u.conversation();
    worker.state.mode = 'hang';
    const waiting = [u.ask(c.id, 'One?').then((r) => r), u.ask(c.id, 'Two?').then((r) => r)];
    await new Promise((resolve) => setTimeout(resolve, 300));
    const third = await u.ask(c.id, 'Three?');
    expect(third.status).toBe(429);
    expect(third.body.error).toBe('too_many_questions');
    expect((await Promise.all(waiting)).map((r) => r.status)).toEqual([503, 503]);
    expect((await u.get('/api/chat/usage')).body.used).toBe(0);
  });

  it('still answers an urgent question with the urgent-care advice and the disclaimer', async () => {
    const u = await parent();
    const c = await u.conversation();
    worker.state.mode = 'fail';
    const res = await u.ask(c.id, URGENT);
    expect(res.status).toBe(201);
    const answer = res.body.assistantMessage as ChatMessage;
    expect(answer.urgent).toBe(true);
    expect(answer.sources).toEqual([]);
    expect(answer.content).toMatch(/^This could be an emergency\./);
    expect(answer.content).toContain('struggling to breathe');
    expect(answer.content.endsWith(`\n\n${CHAT_DISCLAIMER}`)).toBe(true);
    expect((await u.get(`/api/chat/conversations/${c.id}/messages`)).body).toHaveLength(2);
  });
});

describe('chat with saved items', () => {
  it("sends the user's best saved passages, found by any meaningful word and through a typo", async () => {
    const u = await parent();
    const other = await parent();
    const save = async (who: typeof u, body: object) => {
      const res = await who.post('/api/content', body);
      expect(res.status).toBe(201);
      return res.body.id as number;
    };
    const swaddle = await save(u, {
      title: 'Swaddling transition guide',
      description: 'Stop swaddling once she can roll; try one arm out first.',
      personalNotes: 'Key Points:\n- arms out one at a time',
    });
    const bedtime = await save(u, { title: 'Bedtime routine ideas', description: 'Bath, book, bed.' });
    await save(u, { title: 'Purees to start with', description: 'Carrot and pear.' });
    await save(other, { title: 'Swaddling for twins', description: 'Not theirs to see.' });

    const c = await u.conversation();
    const res = await u.ask(c.id, 'Is swadling ok at bedtime?');
    expect(res.status).toBe(201);
    const job = worker.jobs.find((j) => j.conversationId === c.id)!;
    const ids = job.savedPassages.map((p) => p.itemId);
    expect(ids).toEqual(expect.arrayContaining([swaddle, bedtime]));
    expect(ids).toHaveLength(2);
    const passage = job.savedPassages.find((p) => p.itemId === swaddle)!;
    expect(passage.title).toBe('Swaddling transition guide');
    expect(passage.text).toContain('try one arm out first');
    expect(passage.text).toContain('arms out one at a time');
    expect(res.body.assistantMessage.sources).toEqual(
      expect.arrayContaining([
        { kind: 'saved', title: 'Swaddling transition guide', url: null, itemId: swaddle },
      ]),
    );
    // Stored with the answer, and read back the same.
    const messages = (await u.get(`/api/chat/conversations/${c.id}/messages`)).body as ChatMessage[];
    expect(messages[1]!.sources).toEqual(res.body.assistantMessage.sources);
  });
});

describe('stats', () => {
  it('counts the user’s conversations', async () => {
    const u = await parent();
    await u.conversation();
    await u.conversation();
    expect((await u.get('/api/stats')).body.conversationCount).toBe(2);
  });
});

describe('an urgent question past the free limit, answered by the real ai-worker', () => {
  let real: ContentHarness;
  let realWorker: { close: () => Promise<void> };
  const redis = createRedis(inject('redisUrl'), 'worker');
  /** The configured provider: a full answer, which a question past the limit must not get. */
  const FULL = 'A full answer from the configured assistant';
  const configured: ChatAnswerer = {
    name: 'openai',
    answerQuestion: async (_input, onToken) => {
      const content = `${FULL} [1].`;
      onToken(content);
      return { content, cited: [1] };
    },
  };
  beforeAll(async () => {
    real = await startContent({ freeChatLimit: 1, chatReplyTimeoutMs: 10_000 });
    realWorker = startRealChatWorker({ connection: redis, prefix: real.prefix, answerer: configured });
  });
  afterAll(async () => {
    await realWorker.close();
    redis.disconnect();
    await real.close();
  });

  it('gets the urgent advice and its condition’s guidance, not a free full answer or saves', async () => {
    const u = await contentUser(real, 'free');
    const kid = { id: nextChildId++, isActive: true, name: 'Maya', currentStage: 'infant' };
    real.children.set(u.id, [{ ...kid, dateOfBirth: new Date(Date.now() - 155 * DAY).toISOString() }]);
    const saved = await u.post('/api/content', {
      title: 'Breathing and blue lips',
      description: 'When a baby is struggling to breathe, steam in the bathroom helps.',
    });
    expect(saved.status).toBe(201);
    const c = (await u.post('/api/chat/conversations', { childProfileId: kid.id })).body as { id: number };
    const ask = (content: string) => u.post(`/api/chat/conversations/${c.id}/messages`, { content });

    // Within the limit, the same urgent question gets the configured provider's full answer.
    const within = await ask(URGENT);
    expect(within.status).toBe(201);
    expect(within.body.assistantMessage.content).toContain(FULL);
    expect((await u.get('/api/chat/usage')).body).toEqual({ used: 1, limit: 1 });

    const over = await ask(URGENT);
    expect(over.status).toBe(201);
    const answer = over.body.assistantMessage as ChatMessage;
    expect(answer.urgent).toBe(true);
    const paragraphs = answer.content.split('\n\n');
    // The same banner first, then guidance from knowledge passages, then the disclaimer.
    expect(paragraphs[0]).toBe(within.body.assistantMessage.content.split('\n\n')[0]);
    expect(answer.content).not.toContain(FULL);
    expect(answer.content).not.toMatch(/From your saves/i);
    expect(answer.content).not.toContain('steam in the bathroom');
    expect(answer.content.endsWith(CHAT_DISCLAIMER)).toBe(true);
    expect(answer.sources.length).toBeGreaterThan(0);
    expect(answer.sources.every((source) => source.kind === 'trusted')).toBe(true);
    expect(paragraphs.length).toBeGreaterThan(2);
    // Answered, not counted; an ordinary question is still refused.
    expect((await u.get('/api/chat/usage')).body).toEqual({ used: 1, limit: 1 });
    expect((await ask('Naps?')).status).toBe(403);
  });
});
