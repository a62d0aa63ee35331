import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseAnalysisNotes } from '@nestkeep/common';
import { contentUser } from '../services/content/test/harness.js';
import { startFixtureSite, startPipeline } from './support/pipeline.js';
import { startPrivateRedis } from './support/redis-server.mjs';

let site: Awaited<ReturnType<typeof startFixtureSite>>;
let redis: Awaited<ReturnType<typeof startPrivateRedis>>;
let pipeline: Awaited<ReturnType<typeof startPipeline>>;

beforeAll(async () => {
  site = await startFixtureSite();
  redis = await startPrivateRedis();
  pipeline = await startPipeline({ redisUrl: redis.url, allow: site.host });
});
afterAll(async () => {
  await pipeline.close();
  await redis.stop();
  await site.close();
});

const PAGES = [
  'sleep-newborn-swaddling-guide.html',
  'feeding-baby-led-weaning-our-story.html',
  'development-tummy-time-newborn.html',
];

async function waitForAnalysis(u: Awaited<ReturnType<typeof contentUser>>, count: number, timeout = 30_000) {
  await expect
    .poll(
      async () =>
        (await u.get('/api/content')).body.filter(
          (i: { analysisStatus: string }) => i.analysisStatus !== 'pending',
        ).length,
      {
        timeout,
        interval: 200,
      },
    )
    .toBe(count);
  return (await u.get('/api/content')).body;
}

describe('save to analysed', () => {
  it('analyses a saved link in the background: key points from its own text, hashtags, category, phase', async () => {
    const u = await contentUser(pipeline.content);
    const saved = await u.post('/api/content', {
      originalUrl: `${site.url}/pages/development-tummy-time-newborn.html`,
    });
    expect(saved.status).toBe(201);
    expect(saved.body.analysisStatus).toBe('pending');
    const [item] = await waitForAnalysis(u, 1);
    expect(item.analysisStatus).toBe('done');
    const notes = parseAnalysisNotes(item.personalNotes);
    expect(notes.keyPoints.length).toBeGreaterThan(0);
    expect(item.tags.length).toBeGreaterThanOrEqual(3);
    expect(item.category).toBe('Development & Learning');
    expect(item.title).not.toBe(saved.body.title); // the page's own title replaced the provisional one
  });

  it('loses no save while Redis is down, and analyses them all once it is back', async () => {
    const u = await contentUser(pipeline.content);
    await redis.stop();
    for (const page of PAGES) {
      const res = await u.post('/api/content', { originalUrl: `${site.url}/pages/${page}` });
      expect(res.status).toBe(201);
    }
    expect((await u.get('/api/content')).body).toHaveLength(3);
    await new Promise((r) => setTimeout(r, 500));
    expect(
      (await u.get('/api/content')).body.every(
        (i: { analysisStatus: string }) => i.analysisStatus === 'pending',
      ),
    ).toBe(true);
    await redis.start();
    const items = await waitForAnalysis(u, 3, 60_000);
    expect(items.map((i: { analysisStatus: string }) => i.analysisStatus)).toEqual(['done', 'done', 'done']);
  });
});
