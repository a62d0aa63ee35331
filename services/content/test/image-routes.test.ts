import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentUser, startContent, type ContentHarness } from './harness.js';

let h: ContentHarness;
const analyzed: string[] = [];
beforeAll(async () => {
  h = await startContent({
    freeSaveLimit: 3,
    analyzeImage: async (_userId, key) => {
      analyzed.push(key);
      return {
        suggestedTitle: 'Safe sleep basics',
        suggestedCategory: 'Sleep & Routines',
        summary: 'Back to sleep.',
        extractedTags: ['safesleep'],
        text: 'Back to sleep',
      };
    },
  });
});
afterAll(() => h.close());

const png = () =>
  sharp({ create: { width: 60, height: 40, channels: 3, background: '#88aaff' } })
    .png()
    .toBuffer();
const jpegWithGps = () =>
  sharp({ create: { width: 60, height: 40, channels: 3, background: '#ffaa88' } })
    .withExif({ IFD0: { Make: 'PhoneCo' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '51/1 30/1 0/1' } })
    .jpeg()
    .toBuffer();

describe('image uploads', () => {
  it('stores a cleaned image that only its owner can read', async () => {
    const u = await contentUser(h);
    const res = await u
      .multipart('/api/upload-image')
      .attach('image', await jpegWithGps(), { filename: 'photo.png', contentType: 'image/png' });
    expect(res.status).toBe(201);
    expect(res.body.imageUrl).toMatch(new RegExp(`^/api/images/${u.id}/[0-9a-f-]+\\.jpg$`));
    const image = await u.get(res.body.imageUrl).buffer(true);
    expect(image.status).toBe(200);
    expect(image.headers['content-type']).toBe('image/jpeg');
    const meta = await sharp(image.body).metadata();
    expect(meta.exif).toBeUndefined(); // the GPS position is gone
    expect((await u.get(res.body.thumbnailUrl)).status).toBe(200);
    const other = await contentUser(h);
    expect((await other.get(res.body.imageUrl)).status).toBe(404);
  });

  it("refuses what is not an image, what is too large, and a missing file, with the spec's messages", async () => {
    const u = await contentUser(h);
    const text = await u
      .multipart('/api/upload-image')
      .attach('image', Buffer.from('hello, not an image'), { filename: 'a.jpg', contentType: 'image/jpeg' });
    expect(text.status).toBe(415);
    expect(text.body.message).toBe('Invalid file type');
    const big = await u
      .multipart('/api/upload-image')
      .attach('image', Buffer.alloc(6 * 1024 * 1024, 1), { filename: 'big.png', contentType: 'image/png' });
    expect(big.status).toBe(413);
    expect(big.body.message).toBe('File too large');
    expect(big.body.description).toBe('Please select an image smaller than 5MB');
    const none = await u.multipart('/api/upload-image').field('title', 'x');
    expect(none.status).toBe(400);
    expect(none.body.message).toBe('Image required');
  });

  it('saves a screenshot as an item, counted against the limit, and deletes its files with it', async () => {
    const u = await contentUser(h);
    const res = await u
      .multipart('/api/content/image')
      .field('title', 'Safe sleep card')
      .field('category', 'Health and Safety')
      .field('tags', '["sleep","safety"]')
      .attach('image', await png(), 'card.png');
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      title: 'Safe sleep card',
      category: 'Health & Safety',
      platform: 'manual',
      tags: ['sleep', 'safety'],
      analysisStatus: 'pending',
    });
    expect((await u.get(res.body.imageUrl)).status).toBe(200);
    const [event] = await h.db.outboxEvent.findMany({
      where: { type: 'content.saved' },
      orderBy: { id: 'desc' },
      take: 1,
    });
    expect((event!.payload as { imageKey: string }).imageKey).toBe(
      res.body.imageUrl.replace('/api/images/', ''),
    );
    expect((await u.del(`/api/content/${res.body.id}`)).status).toBe(204);
    expect((await u.get(res.body.imageUrl)).status).toBe(404);
    expect((await u.get(res.body.thumbnail)).status).toBe(404);
  });

  it('refuses a screenshot over the free limit and keeps no file', async () => {
    const u = await contentUser(h);
    for (let i = 0; i < 3; i++) await u.post('/api/content', { title: `Tip ${i}` });
    const over = await u.multipart('/api/content/image').attach('image', await png(), 'card.png');
    expect(over.status).toBe(403);
    expect(over.body.requiresUpgrade).toBe(true);
    expect(await h.db.contentItem.count({ where: { userId: u.id } })).toBe(3);
  });

  it('analyses a screenshot for the save dialog and keeps nothing', async () => {
    const u = await contentUser(h);
    const res = await u.multipart('/api/content/analyze-image').attach('image', await png(), 'shot.png');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      suggestedTitle: 'Safe sleep basics',
      suggestedCategory: 'Sleep & Routines',
      extractedTags: ['safesleep'],
    });
    const key = analyzed.at(-1)!;
    expect(key.startsWith(`${u.id}/`)).toBe(true);
    expect((await u.get(`/api/images/${key}`)).status).toBe(404);
  });
});
