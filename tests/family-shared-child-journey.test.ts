import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chatReplyResponse } from '@nestkeep/common';
import { eventually, submitLocalCheckout } from './support/billing.js';
import { Client } from './support/http-client.js';
import { startStack, type Stack } from './support/stack.js';

/**
 * Issue 22 point 5 through the gateway, with the real identity, content and chat worker: a partner
 * who joined through the invitation link onboards without a second 'Baby', sees the owner's shared
 * child, and saves for it and asks the chat about it (content knows a shared child through
 * identity); once the owner's Family plan ends, the child is theirs to choose no more.
 */
let stack: Stack;
beforeAll(async () => {
  stack = await startStack({}, { chat: { freeChatLimit: 4 } });
});
afterAll(() => stack.close());

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

describe("a family partner and the owner's shared child", () => {
  it('joins without a second Baby, saves for the shared child and chats about it, until the plan ends', async () => {
    const owner = new Client(stack.gatewayUrl);
    expect((await owner.devSignIn('journey-ava@example.com', 'Ava')).status).toBe(200);
    const ownerUser = (await (await owner.get('/api/auth/user')).json()) as { id: string };
    await stack.identity.db.user.update({ where: { id: ownerUser.id }, data: { plan: 'family' } });
    const baby = (await (
      await owner.post('/api/child-profiles', {
        name: 'Baby',
        currentStage: 'pregnant-2nd',
        dateOfBirth: inDays(110),
      })
    ).json()) as { id: number };
    expect((await owner.put(`/api/child-profiles/${baby.id}`, { sharedWithFamily: true })).status).toBe(200);
    const invite = await owner.post('/api/family/invite', { email: 'journey-sam@example.com' });
    expect(invite.status).toBe(201);
    const invited = (await invite.json()) as { inviteUrl: string; emailSent: boolean };
    expect(invited.emailSent).toBe(false);
    const token = new URL(invited.inviteUrl).searchParams.get('token')!;

    // The partner signs up from the link, onboards on its page (pregnant too), then accepts.
    const partner = new Client(stack.gatewayUrl);
    expect((await partner.devSignIn('journey-sam@example.com', 'Sam')).status).toBe(200);
    const onboarded = await partner.post(`/api/onboarding?familyInvitation=${encodeURIComponent(token)}`, {
      userStage: 'currently_pregnant',
      dueDate: inDays(110),
      interests: ['Birth planning'],
      newsletterOptIn: false,
    });
    expect(onboarded.status).toBe(200);
    expect((await partner.post('/api/family/accept', { token })).status).toBe(200);
    const children = (await (await partner.get('/api/child-profiles')).json()) as Array<{
      id: number;
      name: string;
      sharedBy: string | null;
    }>;
    expect(children.map((c) => [c.id, c.name, c.sharedBy])).toEqual([[baby.id, 'Baby', 'Ava']]);

    // A save for the shared child, and a chat about it.
    const saved = await partner.post('/api/content', { title: 'Hospital bag list', childProfileId: baby.id });
    expect(saved.status).toBe(201);
    expect(await saved.json()).toMatchObject({ childProfileId: baby.id });
    const conversation = await partner.post('/api/chat/conversations', { childProfileId: baby.id });
    expect(conversation.status).toBe(201);
    const { id } = (await conversation.json()) as { id: number };
    const asked = await partner.post(`/api/chat/conversations/${id}/messages`, {
      content: 'What should go in the hospital bag?',
      childProfileId: baby.id,
    });
    expect(asked.status).toBe(201);
    expect(chatReplyResponse.parse(await asked.json()).assistantMessage.role).toBe('assistant');

    // Someone outside the family cannot name the child.
    const stranger = new Client(stack.gatewayUrl);
    await stranger.devSignIn('journey-stranger@example.com');
    expect((await stranger.post('/api/content', { title: 'x', childProfileId: baby.id })).status).toBe(400);

    // The owner's plan ends: the child is no longer the partner's to choose.
    await stack.identity.db.user.update({ where: { id: ownerUser.id }, data: { plan: 'free' } });
    expect((await partner.post('/api/content', { title: 'Later', childProfileId: baby.id })).status).toBe(
      400,
    );
  }, 60_000);

  it("the owner's Family plan ending in billing tells the partner why on their next visit", async () => {
    const owner = new Client(stack.gatewayUrl);
    expect((await owner.devSignIn('journey-lee@example.com', 'Lee')).status).toBe(200);
    const checkout = await owner.post('/api/create-checkout-session', {
      plan: 'family',
      billingCycle: 'monthly',
    });
    expect(checkout.status).toBe(200);
    await submitLocalCheckout(owner, ((await checkout.json()) as { url: string }).url);
    await eventually(
      async () => (await (await owner.get('/api/auth/user')).json()) as { plan: string },
      (u) => u.plan === 'family',
      { what: 'the owner on the Family plan' },
    );
    const invite = await owner.post('/api/family/invite', { email: 'journey-kim@example.com' });
    const token = new URL(((await invite.json()) as { inviteUrl: string }).inviteUrl).searchParams.get(
      'token',
    )!;
    const partner = new Client(stack.gatewayUrl);
    expect((await partner.devSignIn('journey-kim@example.com', 'Kim')).status).toBe(200);
    expect((await partner.post('/api/family/accept', { token })).status).toBe(200);
    expect((await (await partner.get('/api/family/status')).json()).familyEnded).toBeNull();

    // Billing cancels the subscription now; plan.changed reaches identity through the queue.
    const { id: ownerId } = (await (await owner.get('/api/auth/user')).json()) as { id: string };
    const subscription = await eventually(
      () => stack.billing.db.subscription.findFirst({ where: { userId: ownerId } }),
      (r) => r !== null,
      { what: 'the subscription row' },
    );
    await stack.billing.local!.simulate.cancelNow(subscription!.id);
    const status = await eventually(
      async () => (await (await partner.get('/api/family/status')).json()) as Record<string, unknown>,
      (s) => s.familyEnded !== null,
      { what: 'the partner told why' },
    );
    expect(status).toMatchObject({
      isFamilyMember: false,
      familyEnded: { reason: 'plan_ended', ownerName: 'Lee' },
    });
  }, 60_000);
});
