import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { createRateLimit, createRedis } from '@nestkeep/common';
import { testPrefix } from '../../../tests/support/db.js';
import { uploadedBytes } from '../src/db/uploads.js';
import { sweepOrphanUploads } from '../src/domain/uploads.js';
import { contentUser, startContent, type ContentHarness } from './harness.js';

// Noise does not compress: each upload takes a predictable, sizeable share of the quota.
const noisePng = async (seed: number) => {
  const raw = Buffer.alloc(64 * 64 * 3);
  let x = seed;
  for (let i = 0; i < raw.length; i++) {
    x = (x * 1103515245 + 12345) % 2 ** 31;
    raw[i] = x & 0xff;
  }
  return sharp(raw, { raw: { width: 64, height: 64, channels: 3 } })
    .png()
    .toBuffer();
};

let clock = new Date('2026-11-23T10:00:00Z');
let h: ContentHarness;
let perUpload: number;
beforeAll(async () => {
  // Measure what one upload costs, then allow three.
  const probe = await startContent();
  const u = await contentUser(probe);
  await u.multipart('/api/upload-image').attach('image', await noisePng(1), 'a.png');
  perUpload = await uploadedBytes(probe.db, u.id);
  await probe.close();
  h = await startContent({
    now: () => clock,
    freeSaveLimit: 100,
    uploadLimits: { quotaBytes: perUpload * 3 + perUpload / 2, pendingMax: 2 },
    analyzeRateMax: 2,
    analyzeImage: async () => ({
      suggestedTitle: 'Card',
      suggestedCategory: 'Parenting Tips',
      summary: '',
      extractedTags: [],
      text: '',
    }),
  });
});
afterAll(() => h.close());

const upload = (u: Awaited<ReturnType<typeof contentUser>>, seed: number) =>
  noisePng(seed).then((png) => u.multipart('/api/upload-image').attach('image', png, 'a.png'));
const saveImage = (u: Awaited<ReturnType<typeof contentUser>>, seed: number) =>
  noisePng(seed).then((png) => u.multipart('/api/content/image').attach('image', png, 'a.png'));

describe('upload quota', () => {
  it('refuses an upload past the storage quota with 413 and keeps no file, until a saved image is deleted', async () => {
    const u = await contentUser(h);
    const saved = [];
    for (let i = 0; i < 3; i++) {
      const res = await saveImage(u, 10 + i);
      expect(res.status).toBe(201);
      saved.push(res.body);
    }
    const over = await saveImage(u, 20);
    expect(over.status).toBe(413);
    expect(over.body.error).toBe('upload_quota_exceeded');
    expect(over.body.message).toMatch(
      /^Storage full: your images use \d+ MB of \d+ MB\. Delete saved images/,
    );
    expect((await u.get('/api/content')).body).toHaveLength(3);
    const overUpload = await upload(u, 21);
    expect(overUpload.status).toBe(413);
    expect(await uploadedBytes(h.db, u.id)).toBeLessThanOrEqual(perUpload * 3.5);

    expect((await u.del(`/api/content/${saved[0].id}`)).status).toBe(204);
    expect((await u.get(saved[0].imageUrl)).status).toBe(404);
    expect((await saveImage(u, 22)).status).toBe(201);
    // Another user's quota is their own.
    expect((await saveImage(await contentUser(h), 23)).status).toBe(201);
  });

  it('caps uploads not attached to an item, so a user at the save limit cannot park files', async () => {
    const u = await contentUser(h);
    expect((await upload(u, 30)).status).toBe(201);
    expect((await upload(u, 31)).status).toBe(201);
    const third = await upload(u, 32);
    expect(third.status).toBe(403);
    expect(third.body.error).toBe('too_many_pending_uploads');
    expect(third.body.message).toMatch(/^Too many unsaved uploads/);
    // Saving a screenshot with its item is not an unattached upload.
    expect((await saveImage(u, 33)).status).toBe(201);
  });

  it('saves an upload with an item through its imageUrl (attached, so it no longer expires); nobody else can use it', async () => {
    const u = await contentUser(h);
    const uploaded = await upload(u, 40);
    expect(uploaded.status).toBe(201);
    const stranger = await contentUser(h);
    const stolen = await stranger.post('/api/content', { imageUrl: uploaded.body.imageUrl, title: 'Mine' });
    expect(stolen.status).toBe(400);
    expect(stolen.body.message).toMatch(/^imageUrl: not one of your uploads/);
    expect((await u.post('/api/content', { imageUrl: '/api/images/../../etc/passwd' })).status).toBe(400);

    const saved = await u.post('/api/content', { imageUrl: uploaded.body.imageUrl, personalNotes: null });
    expect(saved.status).toBe(201);
    expect(saved.body).toMatchObject({
      title: 'Screenshot',
      platform: 'manual',
      imageUrl: uploaded.body.imageUrl,
    });
    expect(saved.body.linkStatus).toBeNull();
    // Attached: a second save of the same upload is refused, and the sweep keeps it.
    expect((await u.post('/api/content', { imageUrl: uploaded.body.imageUrl, title: 'Again' })).status).toBe(
      400,
    );
    const key = uploaded.body.imageUrl.slice('/api/images/'.length);
    expect(await h.db.upload.findFirst({ where: { key } })).toMatchObject({ itemId: saved.body.id });
    expect((await u.get(uploaded.body.imageUrl)).status).toBe(200);
  });

  it("attaches one upload to one item only, even when saves race: deleting an item never takes another's image", async () => {
    const u = await contentUser(h);
    const uploaded = await upload(u, 50);
    expect(uploaded.status).toBe(201);
    const imageUrl = uploaded.body.imageUrl as string;
    const saves = await Promise.all(
      [1, 2, 3, 4].map((i) => u.post('/api/content', { imageUrl, title: `Card ${i}` })),
    );
    const created = saves.filter((r) => r.status === 201);
    expect(created).toHaveLength(1);
    for (const refused of saves.filter((r) => r.status !== 201)) {
      expect([400, 409]).toContain(refused.status);
      expect(refused.body.message).toMatch(/^imageUrl: /);
    }
    const key = imageUrl.slice('/api/images/'.length);
    const items = await h.db.contentItem.findMany({ where: { userId: u.id, imageKey: key } });
    expect(items.map((i) => i.id)).toEqual([created[0]!.body.id]);
    expect(await h.db.upload.findFirst({ where: { key } })).toMatchObject({ itemId: created[0]!.body.id });
    // Only that item refers to the file, so deleting any other item can never remove it.
    expect((await u.get(imageUrl)).status).toBe(200);
  });

  it('frees the quota of a screenshot refused at the free save limit', async () => {
    const limited = await startContent({
      freeSaveLimit: 1,
      uploadLimits: { quotaBytes: perUpload * 10, pendingMax: 2 },
    });
    try {
      const u = await contentUser(limited);
      expect((await saveImage(u, 40)).status).toBe(201);
      const before = await uploadedBytes(limited.db, u.id);
      for (let i = 0; i < 5; i++) expect((await saveImage(u, 41 + i)).status).toBe(403);
      expect(await uploadedBytes(limited.db, u.id)).toBe(before);
    } finally {
      await limited.close();
    }
  });

  it('expires uploads never attached after the orphan age, files and thumbnails, and keeps saved ones', async () => {
    const u = await contentUser(h);
    clock = new Date('2026-11-23T10:00:00Z');
    const orphan = await upload(u, 50);
    const kept = await saveImage(u, 51);
    expect(orphan.status).toBe(201);
    const later = () => new Date(clock.getTime() + 23 * 3600_000);
    const maxAgeMs = 24 * 3600_000;
    expect(await sweepOrphanUploads({ db: h.db, images: h.images, now: later, maxAgeMs })).toBe(0);
    expect((await u.get(orphan.body.imageUrl)).status).toBe(200);

    const dayLater = () => new Date(clock.getTime() + 25 * 3600_000);
    // Every unattached upload in this file's database is as old (earlier tests' ones included).
    const unattached = await h.db.upload.count({ where: { itemId: null } });
    expect(unattached).toBeGreaterThanOrEqual(1);
    expect(await sweepOrphanUploads({ db: h.db, images: h.images, now: dayLater, maxAgeMs })).toBe(
      unattached,
    );
    expect((await u.get(orphan.body.imageUrl)).status).toBe(404);
    expect((await u.get(orphan.body.thumbnailUrl)).status).toBe(404);
    expect((await u.get(kept.body.imageUrl)).status).toBe(200);
    expect((await u.get(kept.body.thumbnail)).status).toBe(200);
    expect(await h.db.upload.count({ where: { userId: u.id } })).toBe(1);
    // The freed slot can be used again.
    expect((await upload(u, 52)).status).toBe(201);
  });
});

describe('analysis rate limit', () => {
  it('answers 429 with a clear message past ANALYZE_RATE_MAX re-analyses, per user', async () => {
    const u = await contentUser(h);
    const item = await u.post('/api/content', { title: 'Swaddle steps' });
    expect((await u.post(`/api/content/${item.body.id}/analyze`)).status).toBe(202);
    expect((await u.post(`/api/content/${item.body.id}/analyze`)).status).toBe(202);
    const third = await u.post(`/api/content/${item.body.id}/analyze`);
    expect(third.status).toBe(429);
    expect(third.body.error).toBe('rate_limited');
    expect(third.body.message).toBe(
      'Too many analysis requests: at most 2 per hour. Please try again later.',
    );
    expect(third.body.retryAfterSeconds).toBeGreaterThan(0);

    const other = await contentUser(h);
    const theirs = await other.post('/api/content', { title: 'Tummy time' });
    expect((await other.post(`/api/content/${theirs.body.id}/analyze`)).status).toBe(202);
  });

  it('limits screenshot analysis the same way', async () => {
    const u = await contentUser(h);
    const png = await noisePng(60);
    for (let i = 0; i < 2; i++)
      expect((await u.multipart('/api/content/analyze-image').attach('image', png, 'a.png')).status).toBe(
        200,
      );
    const third = await u.multipart('/api/content/analyze-image').attach('image', png, 'a.png');
    expect(third.status).toBe(429);
  });

  it('is shared by every copy of content (counted in Redis) and starts again in the next window', async () => {
    const redis = createRedis(inject('redisUrl'));
    try {
      let now = new Date('2026-11-23T10:00:00Z');
      const prefix = testPrefix();
      const copy = () => createRateLimit({ redis, prefix, max: 3, windowSeconds: 60, now: () => now });
      const [a, b] = [copy(), copy()];
      await a('user-1', 'analyze');
      await b('user-1', 'analyze');
      await a('user-1', 'analyze');
      await expect(b('user-1', 'analyze')).rejects.toMatchObject({ status: 429 });
      await expect(a('user-2', 'analyze')).resolves.toBeUndefined();
      now = new Date('2026-11-23T10:01:00Z');
      await expect(b('user-1', 'analyze')).resolves.toBeUndefined();
    } finally {
      redis.disconnect();
    }
  });
});
