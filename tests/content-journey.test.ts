import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client } from './support/http-client.js';
import { startStack, type Stack } from './support/stack.js';

let stack: Stack;
beforeAll(async () => {
  stack = await startStack({ FREE_SAVE_LIMIT: '3' });
});
afterAll(() => stack.close());

describe('the library through the gateway', () => {
  it('saves from the iOS shortcut, lists, searches, favourites, recategorises and deletes', async () => {
    const browser = new Client(stack.gatewayUrl);
    expect((await browser.get('/api/content')).status).toBe(401);
    await browser.devSignIn('library@example.com');

    const saved = await browser.post('/api/content', {
      originalUrl: 'https://www.tiktok.com/@sleepcoach/video/123',
      content: 'Wake windows for a 4 month old: 1.5 to 2 hours.',
    });
    expect(saved.status).toBe(201);
    const item = await saved.json();
    expect(item).toMatchObject({ platform: 'tiktok', analysisStatus: 'pending' });

    expect(
      (await (await browser.get('/api/content?search=wake')).json()).map((i: { id: number }) => i.id),
    ).toEqual([item.id]);
    expect((await browser.post(`/api/content/${item.id}/favorite`)).status).toBe(200);
    expect(
      (await (await browser.put(`/api/content/${item.id}`, { category: 'Sleep & Bedtime' })).json()).category,
    ).toBe('Sleep & Routines');
    expect(await (await browser.get('/api/stats')).json()).toEqual({
      totalItems: 1,
      favoriteItems: 1,
      categoryCounts: { 'Sleep & Routines': 1 },
      conversationCount: 0,
    });
    expect(await (await browser.get('/api/user/usage')).json()).toMatchObject({
      usageCount: 1,
      freeUsageLimit: 3,
      plan: 'free',
    });
    expect((await browser.delete(`/api/content/${item.id}`)).status).toBe(204);
  });

  it('applies the free limit with the plan identity reports', async () => {
    const browser = new Client(stack.gatewayUrl);
    await browser.devSignIn('limited@example.com');
    for (let i = 0; i < 3; i++)
      expect((await browser.post('/api/content', { title: `Tip ${i}` })).status).toBe(201);
    const over = await browser.post('/api/content', { title: 'Tip 4' });
    expect(over.status).toBe(403);
    expect(await over.json()).toMatchObject({ error: 'Usage limit reached', requiresUpgrade: true });

    const pro = new Client(stack.gatewayUrl);
    const { id } = await (await pro.devSignIn('pro@example.com')).json();
    await stack.identity.db.user.update({ where: { id }, data: { plan: 'pro' } });
    for (let i = 0; i < 5; i++)
      expect((await pro.post('/api/content', { title: `Pro tip ${i}` })).status).toBe(201);
  });

  it("keeps each parent's library private", async () => {
    const a = new Client(stack.gatewayUrl);
    const b = new Client(stack.gatewayUrl);
    await a.devSignIn('a-lib@example.com');
    await b.devSignIn('b-lib@example.com');
    const item = await (await a.post('/api/content', { title: 'Private tip' })).json();
    expect(await (await b.get('/api/content')).json()).toEqual([]);
    expect((await b.delete(`/api/content/${item.id}`)).status).toBe(404);
    expect((await b.put(`/api/content/${item.id}`, { category: 'Parenting Tips' })).status).toBe(404);
  });
});
