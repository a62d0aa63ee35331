import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentUser, startContent, type ContentHarness } from './harness.js';

let h: ContentHarness;
beforeAll(async () => {
  h = await startContent();
});
afterAll(() => h.close());

describe('saving content', () => {
  it('stores a link at once, detects the platform, gives a provisional title and queues analysis', async () => {
    const u = await contentUser(h);
    const res = await u.post('/api/content', {
      originalUrl: 'https://www.instagram.com/p/Cx123abc/?igshid=tracking',
      content: 'Three tips for a calmer bedtime. Dim the lights an hour before.',
      userId: 'someone-else',
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      title: 'Three tips for a calmer bedtime.',
      platform: 'instagram',
      category: 'Parenting Tips',
      analysisStatus: 'pending',
      isFavorite: false,
      tags: [],
    });
    const stored = await h.db.contentItem.findUniqueOrThrow({ where: { id: res.body.id } });
    expect(stored.userId).toBe(u.id);
    const [event] = await h.db.outboxEvent.findMany({
      where: { type: 'content.saved' },
      orderBy: { id: 'desc' },
      take: 1,
    });
    expect(event!.payload).toMatchObject({
      itemId: res.body.id,
      userId: u.id,
      platform: 'instagram',
      text: stored.sourceText,
    });
  });

  it('returns the existing item for the same link (tracking parameters aside) and costs nothing', async () => {
    const u = await contentUser(h);
    const first = await u.post('/api/content', {
      originalUrl: 'https://example.com/sleep-regression-guide?utm_source=ig',
    });
    const again = await u.post('/api/content', {
      originalUrl: 'https://EXAMPLE.com/sleep-regression-guide/#top',
    });
    expect(again.status).toBe(200);
    expect(again.body.id).toBe(first.body.id);
    expect((await u.get('/api/user/usage')).body.usageCount).toBe(1);
    expect(first.body.title).toBe('Sleep regression guide');
  });

  it('detects every platform, and manual notes need a title', async () => {
    const u = await contentUser(h);
    const urls: Array<[string, string]> = [
      ['https://vm.tiktok.com/ZMabc/', 'tiktok'],
      ['https://youtu.be/dQw4w9WgXcQ', 'youtube'],
      ['https://m.youtube.com/watch?v=abc', 'youtube'],
      ['https://old.reddit.com/r/beyondthebump/comments/x/y', 'reddit'],
      ['https://www.healthychildren.org/English/ages-stages', 'other'],
    ];
    for (const [url, platform] of urls)
      expect((await u.post('/api/content', { originalUrl: url })).body.platform).toBe(platform);
    const manual = await u.post('/api/content', {
      title: 'Grandma’s colic trick',
      personalNotes: 'Bicycle legs after feeds',
    });
    expect(manual.status).toBe(201);
    expect(manual.body).toMatchObject({
      platform: 'manual',
      originalUrl: null,
      personalNotes: 'Bicycle legs after feeds',
    });
  });

  it('refuses bad input with 400 and stores nothing', async () => {
    const u = await contentUser(h);
    const cases: Array<[object, RegExp]> = [
      [{}, /Title required/],
      [{ originalUrl: 'not a url' }, /Please enter a valid URL/],
      [{ originalUrl: 'javascript:alert(1)' }, /Please enter a valid URL/],
      [{ originalUrl: 'ftp://example.com/file' }, /Please enter a valid URL/],
      [{ title: 'x', category: 'Astrology' }, /category/],
      [{ title: 'x', tags: 'not-a-list' }, /tags/],
      [{ title: 'x'.repeat(301) }, /title/],
    ];
    for (const [body, message] of cases) {
      const res = await u.post('/api/content', body);
      expect(res.status).toBe(400);
      expect(res.body.message).toMatch(message);
    }
    expect(await h.db.contentItem.count({ where: { userId: u.id } })).toBe(0);
  });
});

describe('editing, favourites and deleting', () => {
  it('changes the category (any reading of its name), toggles favourite by POST and PATCH, deletes', async () => {
    const u = await contentUser(h);
    const { body: item } = await u.post('/api/content', { title: 'Swaddle guide' });
    const changed = await u.put(`/api/content/${item.id}`, { category: 'Sleep & Bedtime' });
    expect(changed.body.category).toBe('Sleep & Routines');
    expect((await u.put(`/api/content/${item.id}`, { category: 'Nonsense' })).status).toBe(400);
    expect((await u.put(`/api/content/${item.id}`, {})).status).toBe(400);
    expect((await u.post(`/api/content/${item.id}/favorite`)).body.isFavorite).toBe(true);
    expect((await u.patch(`/api/content/${item.id}/favorite`)).body.isFavorite).toBe(false);
    expect((await u.post(`/api/content/${item.id}/favorite`)).body.isFavorite).toBe(true);
    const stats = (await u.get('/api/stats')).body;
    expect(stats).toEqual({
      totalItems: 1,
      favoriteItems: 1,
      categoryCounts: { 'Sleep & Routines': 1 },
      conversationCount: 0,
    });
    expect((await u.del(`/api/content/${item.id}`)).status).toBe(204);
    expect((await u.del(`/api/content/${item.id}`)).status).toBe(404);
    expect((await u.get('/api/stats')).body).toEqual({
      totalItems: 0,
      favoriteItems: 0,
      categoryCounts: {},
      conversationCount: 0,
    });
  });

  it("answers 404 for another user's item on every route and changes nothing", async () => {
    const owner = await contentUser(h);
    const other = await contentUser(h);
    const { body: item } = await owner.post('/api/content', { title: 'Mine', category: 'Health & Safety' });
    expect((await other.put(`/api/content/${item.id}`, { category: 'Parenting Tips' })).status).toBe(404);
    expect((await other.post(`/api/content/${item.id}/favorite`)).status).toBe(404);
    expect((await other.patch(`/api/content/${item.id}/favorite`)).status).toBe(404);
    expect((await other.post(`/api/content/${item.id}/analyze`)).status).toBe(404);
    expect((await other.del(`/api/content/${item.id}`)).status).toBe(404);
    expect((await other.get('/api/content')).body).toEqual([]);
    const stored = await h.db.contentItem.findUniqueOrThrow({ where: { id: item.id } });
    expect(stored).toMatchObject({ category: 'Health & Safety', isFavorite: false });
    for (const bad of ['abc', '0', '-3', '1e3'])
      expect((await owner.del(`/api/content/${bad}`)).status).toBe(404);
  });
});

describe('search in a large library', () => {
  it('finds an old item beyond the newest 3,000, and ranks title matches first among recent ones', async () => {
    const u = await contentUser(h);
    await h.pool.query(
      `INSERT INTO content.content_items (user_id, title, description, category, platform, tags, date_saved, updated_at)
       SELECT $1::uuid, 'Filler tip ' || g, 'Notes about routines and naps', 'Parenting Tips', 'other', '{}', now() - (g || ' minutes')::interval, now()
         FROM generate_series(1, 3100) g`,
      [u.id],
    );
    await h.pool.query(
      `INSERT INTO content.content_items (user_id, title, category, platform, tags, date_saved, updated_at)
       VALUES ($1::uuid, 'Colic remedies that helped us', 'Health & Safety', 'other', '{}', now() - interval '400 days', now()),
              ($1::uuid, 'Nap schedule at 8 months', 'Sleep & Routines', 'other', '{}', now(), now())`,
      [u.id],
    );
    const old = (await u.get('/api/content?search=colic')).body;
    expect(old.map((i: { title: string }) => i.title)).toEqual(['Colic remedies that helped us']);
    const naps = (await u.get('/api/content?search=nap&limit=20')).body;
    expect(naps).toHaveLength(20);
    expect(naps[0].title).toBe('Nap schedule at 8 months');
  });

  it('finds an old item beyond the newest 20,000 too (through the words index), with the filters applied', async () => {
    const u = await contentUser(h);
    await h.pool.query(
      `INSERT INTO content.content_items (user_id, title, description, category, platform, tags, date_saved, updated_at)
       SELECT $1::uuid, 'Filler tip ' || g, 'Notes about routines and naps', 'Parenting Tips', 'other', '{}', now() - (g || ' minutes')::interval, now()
         FROM generate_series(1, 20100) g`,
      [u.id],
    );
    await h.pool.query(
      `INSERT INTO content.content_items (user_id, title, category, platform, tags, date_saved, updated_at)
       VALUES ($1::uuid, 'Colic remedies that helped us', 'Health & Safety', 'other', '{}', now() - interval '400 days', now()),
              ($1::uuid, 'Colic and reflux: when to call', 'Feeding & Nutrition', 'other', '{}', now() - interval '500 days', now())`,
      [u.id],
    );
    const titles = async (query: string) =>
      (await u.get(`/api/content?${query}`)).body.map((i: { title: string }) => i.title);
    expect(await titles('search=colic')).toEqual([
      'Colic remedies that helped us',
      'Colic and reflux: when to call',
    ]);
    expect(await titles(`search=colic&category=${encodeURIComponent('Feeding & Nutrition')}`)).toEqual([
      'Colic and reflux: when to call',
    ]);
  });
});

describe('listing and search', () => {
  let u: Awaited<ReturnType<typeof contentUser>>;
  beforeAll(async () => {
    u = await contentUser(h);
    const items = [
      { title: 'How to swaddle a newborn safely', category: 'Sleep & Routines', tags: ['swaddle'] },
      { title: 'Tummy time tips for 3 month olds', category: 'Development & Learning', tags: ['tummytime'] },
      {
        title: 'Picky eaters: 10 ideas',
        category: 'Feeding & Nutrition',
        personalNotes: 'Mentions swaddle once',
      },
      {
        title: 'Best car seats reviewed',
        category: 'Products & Reviews',
        description: 'Rear-facing seats compared',
      },
    ];
    for (const item of items) await u.post('/api/content', item);
    await h.db.contentItem.updateMany({
      where: { userId: u.id, title: { startsWith: 'Tummy' } },
      data: { parentingPhase: 'infant' },
    });
  });

  it('lists newest first and filters by category (any reading), phase and favourites', async () => {
    const all = (await u.get('/api/content')).body;
    expect(all.map((i: { title: string }) => i.title)).toEqual([
      'Best car seats reviewed',
      'Picky eaters: 10 ideas',
      'Tummy time tips for 3 month olds',
      'How to swaddle a newborn safely',
    ]);
    const sleep = (await u.get('/api/content?category=Sleep%20%26%20Bedtime')).body;
    expect(sleep.map((i: { title: string }) => i.title)).toEqual(['How to swaddle a newborn safely']);
    expect((await u.get('/api/content?phase=infant')).body).toHaveLength(1);
    expect((await u.get('/api/content?category=Nope')).status).toBe(400);
    expect((await u.get('/api/content?favorites=true')).body).toEqual([]);
  });

  it('matches prefixes while typing, tolerates typos, and ranks titles above notes', async () => {
    const titles = async (search: string) =>
      (await u.get(`/api/content?search=${encodeURIComponent(search)}`)).body.map(
        (i: { title: string }) => i.title,
      );
    expect(await titles('swad')).toEqual(['How to swaddle a newborn safely', 'Picky eaters: 10 ideas']);
    expect(await titles('swadle')).toContain('How to swaddle a newborn safely');
    expect(await titles('tumy time')).toEqual(['Tummy time tips for 3 month olds']);
    expect(await titles('rear facing')).toEqual(['Best car seats reviewed']);
    expect(await titles('zebra')).toEqual([]);
    expect(await titles('!!!')).toEqual([]);
  });
});
