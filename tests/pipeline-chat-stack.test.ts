import { afterAll, beforeAll, expect, it } from 'vitest';
import { chatConversation } from '@nestkeep/common';
import { Client } from './support/http-client.js';
import { startStack, type Stack } from './support/stack.js';

/**
 * A stack that analyses saves and answers chat at once (as the browser walk runs it) gives content
 * identity's lookups too: someone trying to conceive chats with no child, as in production.
 */
let stack: Stack;
beforeAll(async () => {
  stack = await startStack({}, { pipeline: { allow: '127.0.0.1' }, chat: {} });
});
afterAll(() => stack.close());

it('answers someone trying to conceive, with no child, in a stack with the analysis pipeline', async () => {
  const client = new Client(stack.gatewayUrl);
  expect((await client.devSignIn('pipeline-ttc@example.com', 'Jo')).status).toBe(200);
  const onboarded = await client.post('/api/onboarding', {
    userStage: 'trying_to_conceive',
    tryingDuration: '3_to_6_months',
    interests: ['Fertility education'],
    newsletterOptIn: false,
  });
  expect(onboarded.status).toBe(200);
  const created = await client.post('/api/chat/conversations', {});
  expect(created.status).toBe(201);
  expect(chatConversation.parse(await created.json()).childProfileId).toBeNull();
});
