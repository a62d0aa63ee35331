import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentUser, startContent, type ContentHarness } from './harness.js';

let h: ContentHarness;
let now = new Date('2026-11-20T12:00:00Z');
beforeAll(async () => {
  h = await startContent({ freeSaveLimit: 5, now: () => now });
});
afterAll(() => h.close());

describe('free plan limit', () => {
  it('refuses a save over the limit with requiresUpgrade and stores nothing', async () => {
    const u = await contentUser(h);
    for (let i = 0; i < 5; i++)
      expect((await u.post('/api/content', { title: `Tip ${i}` })).status).toBe(201);
    const over = await u.post('/api/content', { title: 'One too many' });
    expect(over.status).toBe(403);
    expect(over.body).toMatchObject({ error: 'Usage limit reached', requiresUpgrade: true });
    expect(await h.db.contentItem.count({ where: { userId: u.id } })).toBe(5);
    expect((await u.get('/api/user/usage')).body).toEqual({
      usageCount: 5,
      freeUsageLimit: 5,
      plan: 'free',
      unlimited: false,
    });
    // A link already saved is returned even at the limit: it costs nothing.
  });

  it('never goes over the limit under 20 concurrent saves', async () => {
    const u = await contentUser(h);
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        u.post('/api/content', { originalUrl: `https://example.com/tip-${i}` }),
      ),
    );
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(5);
    expect(statuses.filter((s) => s === 403)).toHaveLength(15);
    expect(await h.db.contentItem.count({ where: { userId: u.id } })).toBe(5);
    expect((await u.get('/api/user/usage')).body.usageCount).toBe(5);
  });

  it('starts again each calendar month, and deleting does not give saves back', async () => {
    const u = await contentUser(h);
    for (let i = 0; i < 5; i++) await u.post('/api/content', { title: `Tip ${i}` });
    const [first] = (await u.get('/api/content')).body;
    await u.del(`/api/content/${first.id}`);
    expect((await u.post('/api/content', { title: 'After delete' })).status).toBe(403);
    now = new Date('2026-12-01T00:00:01Z');
    expect((await u.get('/api/user/usage')).body.usageCount).toBe(0);
    expect((await u.post('/api/content', { title: 'New month' })).status).toBe(201);
    now = new Date('2026-11-20T12:00:00Z');
  });

  it('lets pro, trialing and family plans save without limit', async () => {
    for (const plan of ['pro', 'trialing', 'family'] as const) {
      const u = await contentUser(h, plan);
      for (let i = 0; i < 7; i++)
        expect((await u.post('/api/content', { title: `Tip ${i}` })).status).toBe(201);
      expect((await u.get('/api/user/usage')).body).toMatchObject({ usageCount: 7, unlimited: true, plan });
    }
  });

  it('returns an existing link even when the limit is reached', async () => {
    const u = await contentUser(h);
    const first = await u.post('/api/content', { originalUrl: 'https://example.com/keep' });
    for (let i = 0; i < 4; i++) await u.post('/api/content', { title: `Tip ${i}` });
    const again = await u.post('/api/content', { originalUrl: 'https://example.com/keep?utm_medium=x' });
    expect(again.status).toBe(200);
    expect(again.body.id).toBe(first.body.id);
  });
});
