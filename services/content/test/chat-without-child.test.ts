import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chatConversation, chatReplyResponse } from '@nestkeep/common';
import type { UserStageRef } from '../src/clients/identity.js';
import { contentUser, startContent, type ContentHarness } from './harness.js';
import { startTestChatWorker } from './chat-worker.js';

/**
 * Issue 22 point 2: someone trying to conceive chats with no child profile. A conversation without
 * a child is about the user's own stage, which identity tells content; the reply job is asked for
 * that stage. A parent still chooses one of their children.
 */
let h: ContentHarness;
let worker: ReturnType<typeof startTestChatWorker>;
const stages = new Map<string, UserStageRef>();
beforeAll(async () => {
  h = await startContent({
    userStageOf: async (userId) => stages.get(userId) ?? { userStage: null, trimester: null },
  });
  worker = startTestChatWorker(h.prefix);
});
afterAll(async () => {
  await worker.close();
  await h.close();
});

async function userAt(userStage: string, trimester: string | null = null) {
  const u = await contentUser(h);
  stages.set(u.id, { userStage, trimester });
  return u;
}

describe('chat without a child profile', () => {
  it('answers someone trying to conceive for the trying-to-conceive stage, with no child', async () => {
    const u = await userAt('trying_to_conceive');
    const created = await u.post('/api/chat/conversations', {});
    expect(created.status).toBe(201);
    const conversation = chatConversation.parse(created.body);
    expect(conversation.childProfileId).toBeNull();

    const asked = await u.post(`/api/chat/conversations/${conversation.id}/messages`, {
      content: 'Which vitamins should I take while trying to conceive?',
    });
    expect(asked.status).toBe(201);
    const reply = chatReplyResponse.parse(asked.body);
    expect(reply.assistantMessage.content).toMatch(/your child/);
    const job = worker.jobs.find((j) => j.conversationId === conversation.id);
    expect(job?.child).toMatchObject({
      name: null,
      stage: 'trying-to-conceive',
      stageLabel: 'Trying to Conceive',
      ageMonths: null,
      pregnancyWeek: null,
    });

    // An explicit null child is the same conversation; listed with the others.
    const again = await u.post('/api/chat/conversations', { childProfileId: null });
    expect(again.status).toBe(201);
    const list = await u.get('/api/chat/conversations');
    expect(list.body.map((c: { childProfileId: number | null }) => c.childProfileId)).toEqual([null, null]);
  });

  it('answers a pregnancy without a profile for its trimester', async () => {
    const u = await userAt('currently_pregnant', 'second');
    const conversation = chatConversation.parse((await u.post('/api/chat/conversations', {})).body);
    const asked = await u.post(`/api/chat/conversations/${conversation.id}/messages`, {
      content: 'Is it normal to feel tired?',
    });
    expect(asked.status).toBe(201);
    expect(worker.jobs.find((j) => j.conversationId === conversation.id)?.child.stage).toBe('pregnant-2nd');
  });

  it('asks a parent to choose a child (400), and keeps a childless conversation without one', async () => {
    const parent = await userAt('already_parent');
    const refused = await parent.post('/api/chat/conversations', {});
    expect(refused.status).toBe(400);
    expect(refused.body.message).toMatch(/childProfileId is required/);

    const ttc = await userAt('trying_to_conceive');
    h.children.set(ttc.id, [{ id: 4242, isActive: true, name: 'Hope', currentStage: 'trying-to-conceive' }]);
    const conversation = chatConversation.parse((await ttc.post('/api/chat/conversations', {})).body);
    const mismatch = await ttc.post(`/api/chat/conversations/${conversation.id}/messages`, {
      content: 'Hello?',
      childProfileId: 4242,
    });
    expect(mismatch.status).toBe(400);
    expect(mismatch.body.message).toBe('childProfileId does not match this conversation');
  });
});
