import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CHAT_DISCLAIMER,
  NOTHING_RELEVANT_ANSWER,
  chatMessage,
  chatReplyResponse,
  chatStreamEvent,
  type ChatStreamEvent,
} from '@nestkeep/common';
import { Client } from './support/http-client.js';
import { startStack, type Stack } from './support/stack.js';

/**
 * The AI chat through the gateway (issue 8): the real identity, content and gateway, and the
 * ai-worker's real chat-replies worker with the local provider and the real knowledge base.
 */
let stack: Stack;
beforeAll(async () => {
  stack = await startStack({}, { chat: { freeChatLimit: 4 } });
});
afterAll(() => stack.close());

const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000).toISOString().slice(0, 10);
let nextParent = 0;

/** A signed-in parent with one child, Maya, about 5 months old. */
async function parent() {
  const client = new Client(stack.gatewayUrl);
  expect((await client.devSignIn(`chat-parent-${nextParent++}@example.com`, 'Sam')).status).toBe(200);
  const child = await client.post('/api/child-profiles', {
    name: 'Maya',
    dateOfBirth: daysAgo(155),
    currentStage: 'infant',
    isActive: true,
  });
  expect(child.status).toBe(201);
  const { id: childId } = (await child.json()) as { id: number };
  const conversation = async () => {
    const res = await client.post('/api/chat/conversations', { childProfileId: childId });
    expect(res.status).toBe(201);
    return ((await res.json()) as { id: number }).id;
  };
  const ask = (conversationId: number, content: string, extra: object = {}) =>
    client.post(`/api/chat/conversations/${conversationId}/messages`, {
      content,
      childProfileId: childId,
      ...extra,
    });
  return { client, childId, conversation, ask };
}

/** Reads a server-sent event stream to its end: the events in order. */
async function readEvents(res: Response): Promise<ChatStreamEvent[]> {
  expect(res.headers.get('content-type')).toMatch(/text\/event-stream/);
  const text = await res.text();
  return text
    .split('\n\n')
    .filter((block) => block.includes('data: '))
    .map((block) => {
      const type = /^event: (.+)$/m.exec(block)?.[1];
      const data = JSON.parse(/^data: (.*)$/m.exec(block)![1]!) as object;
      return chatStreamEvent.parse({ type, ...data });
    });
}

describe('the AI chat through the gateway', () => {
  it('answers from a saved item and from trusted guidance, cites both kinds, and titles the conversation', async () => {
    const p = await parent();
    const saved = await p.client.post('/api/content', {
      platform: 'manual',
      title: 'Lavender wind-down ritual',
      description:
        'A lavender bath, then a quiet lullaby and a dim lamp: the wind-down ritual that settles Maya.',
    });
    expect(saved.status).toBe(201);
    const item = (await saved.json()) as { id: number };
    const id = await p.conversation();

    const first = await p.ask(id, 'How does the lavender wind-down ritual go?');
    expect(first.status).toBe(201);
    const reply = chatReplyResponse.parse(await first.json());
    expect(reply.userMessage).toMatchObject({
      role: 'user',
      content: 'How does the lavender wind-down ritual go?',
    });
    expect(reply.assistantMessage.role).toBe('assistant');
    expect(reply.assistantMessage.sources).toContainEqual(
      expect.objectContaining({ kind: 'saved', itemId: item.id, title: 'Lavender wind-down ritual' }),
    );
    expect(reply.assistantMessage.content).toMatch(/lullaby/);
    expect(reply.assistantMessage.content.trim().endsWith(CHAT_DISCLAIMER)).toBe(true);
    expect(reply.assistantMessage.urgent).toBe(false);

    const second = chatReplyResponse.parse(
      await (await p.ask(id, 'How much sleep does she need in a day?')).json(),
    );
    const trusted = second.assistantMessage.sources.filter((s) => s.kind === 'trusted');
    expect(trusted.length).toBeGreaterThan(0);
    for (const s of trusted) {
      expect(s.url).toMatch(/^https:\/\//);
      expect(s.organisation).toBeTruthy();
    }
    expect(second.assistantMessage.content).toMatch(/hours/i);

    const conversations = (await (await p.client.get('/api/chat/conversations')).json()) as Array<{
      id: number;
      title: string;
    }>;
    expect(conversations.find((c) => c.id === id)?.title).toBe('How does the lavender wind-down ritual go?');
    const messages = (await (
      await p.client.get(`/api/chat/conversations/${id}/messages`)
    ).json()) as unknown[];
    expect(messages.map((m) => chatMessage.parse(m).role)).toEqual([
      'user',
      'assistant',
      'user',
      'assistant',
    ]);
    const stats = (await (await p.client.get('/api/stats')).json()) as { conversationCount: number };
    expect(stats.conversationCount).toBe(1);
  });

  it('says plainly when nothing relevant was found, with no sources', async () => {
    const p = await parent();
    const res = await p.ask(await p.conversation(), 'What is the best way to change a car tyre?');
    expect(res.status).toBe(201);
    const { assistantMessage } = chatReplyResponse.parse(await res.json());
    expect(assistantMessage.content).toContain(NOTHING_RELEVANT_ANSWER);
    expect(assistantMessage.sources).toEqual([]);
  });

  it('refuses empty questions and hides other parents’ conversations and children (404)', async () => {
    const owner = await parent();
    const other = await parent();
    const id = await owner.conversation();
    for (const content of ['', '   \n\t ']) {
      const res = await owner.ask(id, content);
      expect(res.status).toBe(400);
    }
    expect((await owner.client.post(`/api/chat/conversations/${id}/messages`, {})).status).toBe(400);

    expect((await other.ask(id, 'How much should she sleep?')).status).toBe(404);
    expect((await other.client.get(`/api/chat/conversations/${id}/messages`)).status).toBe(404);
    expect((await other.client.patch(`/api/chat/conversations/${id}`, { title: 'Mine' })).status).toBe(404);
    expect((await other.client.delete(`/api/chat/conversations/${id}`)).status).toBe(404);
    expect(
      (await other.client.get(`/api/chat/conversations/${id}/stream?messageId=${crypto.randomUUID()}`))
        .status,
    ).toBe(404);
    expect(
      (await other.client.post('/api/chat/conversations', { childProfileId: owner.childId })).status,
    ).toBe(404);
    // Nothing of the owner's changed.
    const mine = (await (await owner.client.get('/api/chat/conversations')).json()) as Array<{
      title: string;
    }>;
    expect(mine).toHaveLength(1);
    expect(mine[0]!.title).toBe('New Conversation');
  });

  it('stops a free parent at the monthly limit with requiresUpgrade, but always answers an emergency', async () => {
    const p = await parent();
    const id = await p.conversation();
    for (let i = 0; i < 4; i++) expect((await p.ask(id, 'When can she start solid foods?')).status).toBe(201);

    const over = await p.ask(id, 'When can she start solid foods?');
    expect(over.status).toBe(403);
    expect(await over.json()).toMatchObject({ error: 'Usage limit reached', requiresUpgrade: true });

    const urgent = await p.ask(id, 'She has gone floppy and her lips are turning blue');
    expect(urgent.status).toBe(201);
    const { assistantMessage } = chatReplyResponse.parse(await urgent.json());
    expect(assistantMessage.urgent).toBe(true);
    // The emergency advice opens the answer, before any guidance.
    const opening = assistantMessage.content.split('\n')[0]!;
    expect(opening).toMatch(/emergency/i);
    expect(assistantMessage.content.slice(0, 400)).toMatch(/911|999|112|emergency department/);
    expect(assistantMessage.content.trim().endsWith(CHAT_DISCLAIMER)).toBe(true);
    const usage = (await (await p.client.get('/api/chat/usage')).json()) as { used: number; limit: number };
    expect(usage.limit).toBe(4);
  });

  it('streams the reply as server-sent events: tokens, then the stored message with sources and urgent', async () => {
    const p = await parent();
    const id = await p.conversation();
    const streamId = crypto.randomUUID();
    // Opened before the question is sent, as the web does.
    const stream = p.client.get(`/api/chat/conversations/${id}/stream?messageId=${streamId}`, {
      accept: 'text/event-stream',
    });
    const res = await p.ask(id, 'How do I know if my baby is getting enough breast milk?', { streamId });
    expect(res.status).toBe(201);
    const { assistantMessage } = chatReplyResponse.parse(await res.json());

    const events = await readEvents(await stream);
    const tokens = events.filter((e) => e.type === 'token');
    expect(tokens.length).toBeGreaterThan(1);
    const last = events.at(-1)!;
    expect(last.type).toBe('done');
    if (last.type !== 'done') return;
    expect(last.message.id).toBe(assistantMessage.id);
    expect(last.sources).toEqual(assistantMessage.sources);
    expect(last.urgent).toBe(false);
    const streamed = tokens.map((t) => (t.type === 'token' ? t.text : '')).join('');
    expect(streamed.length).toBeGreaterThan(40);
    expect(assistantMessage.content).toContain(streamed.trim().slice(0, 40));

    // Asked again later by the stored message's id, the stream replays the whole answer.
    const replay = await readEvents(
      await p.client.get(`/api/chat/conversations/${id}/stream?messageId=${assistantMessage.id}`),
    );
    expect(replay.at(-1)).toMatchObject({ type: 'done', message: { id: assistantMessage.id } });
  });
});
