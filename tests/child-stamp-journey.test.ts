import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client } from './support/http-client.js';
import { startStack, type Stack } from './support/stack.js';

let stack: Stack;
beforeAll(async () => {
  stack = await startStack();
});
afterAll(() => stack.close());

describe('saves stamped with the active child, through the gateway', () => {
  it("stamps the child identity says is active, accepts another of the parent's children, refuses someone else's", async () => {
    const parent = new Client(stack.gatewayUrl);
    await parent.devSignIn('stamp-parent@example.com');
    const mia = await (
      await parent.post('/api/child-profiles', { name: 'Mia', currentStage: 'infant' })
    ).json();
    const leo = await (
      await parent.post('/api/child-profiles', { name: 'Leo', currentStage: 'toddler', isActive: true })
    ).json();

    const saved = await parent.post('/api/content', {
      originalUrl: 'https://www.babycenter.com/toddler/tantrums',
    });
    expect(saved.status).toBe(201);
    expect(await saved.json()).toMatchObject({
      childProfileId: leo.id,
      domain: 'babycenter.com',
      linkStatus: 'pending',
    });
    const forMia = await parent.post('/api/content', { title: 'Tummy time ideas', childProfileId: mia.id });
    expect((await forMia.json()).childProfileId).toBe(mia.id);

    const other = new Client(stack.gatewayUrl);
    await other.devSignIn('stamp-other@example.com');
    const refused = await other.post('/api/content', { title: 'Not theirs', childProfileId: mia.id });
    expect(refused.status).toBe(400);
    expect(await (await other.get('/api/content')).json()).toEqual([]);
  });
});
