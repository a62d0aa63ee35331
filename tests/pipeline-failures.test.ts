import { readFile } from 'node:fs/promises';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AnalysisInput } from '@nestkeep/common';
import { createLocalProvider } from '../services/ai-worker/src/providers/local/index.js';
import type { AiProvider } from '../services/ai-worker/src/providers/provider.js';
import { contentUser } from '../services/content/test/harness.js';
import { startFixtureSite, startPipeline } from './support/pipeline.js';
import { startPrivateRedis } from './support/redis-server.mjs';

let site: Awaited<ReturnType<typeof startFixtureSite>>;
let redis: Awaited<ReturnType<typeof startPrivateRedis>>;
let pipeline: Awaited<ReturnType<typeof startPipeline>>;
let modelDown = true;
const local = createLocalProvider();
/** The local provider behind a switch: "down" answers like an unreachable model. */
const provider: AiProvider = {
  name: 'local',
  analyze: async (input: AnalysisInput) => {
    if (modelDown) throw new Error('The AI model is unavailable');
    return local.analyze(input);
  },
};

beforeAll(async () => {
  site = await startFixtureSite();
  redis = await startPrivateRedis();
  pipeline = await startPipeline({
    redisUrl: redis.url,
    allow: site.host,
    provider,
    jobOptions: { attempts: 2, backoff: { type: 'fixed', delay: 100 } },
  });
});
afterAll(async () => {
  await pipeline.close();
  await redis.stop();
  await site.close();
});

describe('when analysis fails', () => {
  it('marks the item failed with its reason after the last attempt, and a re-run succeeds', async () => {
    const u = await contentUser(pipeline.content);
    const { body: item } = await u.post('/api/content', {
      originalUrl: `${site.url}/pages/sleep-8-month-nap-schedule.html`,
    });
    await expect
      .poll(async () => (await u.get('/api/content')).body[0].analysisStatus, {
        timeout: 20_000,
        interval: 100,
      })
      .toBe('failed');
    expect((await u.get('/api/content')).body[0].analysisError).toBe('The AI model is unavailable');

    modelDown = false;
    expect((await u.post(`/api/content/${item.id}/analyze`)).status).toBe(202);
    await expect
      .poll(async () => (await u.get('/api/content')).body[0].analysisStatus, {
        timeout: 20_000,
        interval: 100,
      })
      .toBe('done');
    expect((await u.get('/api/content')).body[0].analysisError).toBeNull();
  });
});

describe('screenshots', () => {
  it('reads a screenshot through the ai-worker (OCR) and suggests a title, category and tags', async () => {
    modelDown = false;
    const u = await contentUser(pipeline.content);
    const png = await readFile(
      new URL('../services/ai-worker/test/fixtures/screenshots/05-tummy-time.png', import.meta.url),
    );
    const res = await u.multipart('/api/content/analyze-image').attach('image', png, 'shot.png');
    expect(res.status).toBe(200);
    expect(res.body.text.toLowerCase()).toContain('tummy');
    expect(res.body.suggestedCategory).toBe('Development & Learning');
    expect(res.body.extractedTags.length).toBeGreaterThanOrEqual(3);
    expect(res.body.suggestedTitle.length).toBeGreaterThan(0);
  });

  it('answers 422 "No text found in the image" for a screenshot without text, not a 502', async () => {
    modelDown = false;
    const u = await contentUser(pipeline.content);
    const blank = await sharp({ create: { width: 400, height: 300, channels: 3, background: '#f4f0e8' } })
      .png()
      .toBuffer();
    const res = await u.multipart('/api/content/analyze-image').attach('image', blank, 'blank.png');
    expect(res.status).toBe(422);
    expect(res.body).toMatchObject({
      error: 'no_text_in_image',
      message: 'No text found in the image',
      description: 'No text found in the image',
    });
  });

  it('analyses a saved screenshot in the background from its text', async () => {
    const u = await contentUser(pipeline.content);
    const png = await readFile(
      new URL('../services/ai-worker/test/fixtures/screenshots/02-feeding-cues.png', import.meta.url),
    );
    const saved = await u.multipart('/api/content/image').attach('image', png, 'feeding.png');
    expect(saved.status).toBe(201);
    await expect
      .poll(async () => (await u.get('/api/content')).body[0].analysisStatus, {
        timeout: 30_000,
        interval: 200,
      })
      .toBe('done');
    const item = (await u.get('/api/content')).body[0];
    expect(item.category).toBe('Feeding & Nutrition');
    expect(item.tags.length).toBeGreaterThanOrEqual(3);
  });
});
