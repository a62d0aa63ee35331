import type { Queue } from 'bullmq';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AnalysisResult } from '@nestkeep/common';
import { clearAnalysisInputs } from '../src/db/retention.js';
import { prefixTsQuery } from '../src/domain/search.js';
import { startContentWithResults, type ResultsHarness } from './results-harness.js';
import { contentUser, type ContentHarness } from './harness.js';

let h: ContentHarness;
let queue: Queue;
let results: ResultsHarness;
let u: Awaited<ReturnType<typeof contentUser>>;
let article: { id: number };
let screenshot: { id: number };

const analysis = {
  summary: 'Settling a newborn for sleep.',
  keyPoints: ['Put your baby down on their back.'],
  actionItems: [],
  hashtags: ['#babySleep'],
  category: 'Sleep & Routines' as const,
  parentingPhase: 'newborn' as const,
};

async function deliver(result: AnalysisResult) {
  const job = await queue.add('result', result);
  for (let waited = 0; (await job.getState()) !== 'completed'; waited += 50) {
    if (waited > 10_000) throw new Error(`result for item ${result.itemId} not written`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const found = async (search: string) =>
  (await u.get(`/api/content?search=${encodeURIComponent(search)}`)).body.map((i: { id: number }) => i.id);

beforeAll(async () => {
  results = await startContentWithResults();
  ({ h, queue } = results);
  u = await contentUser(h);
  article = (await u.post('/api/content', { originalUrl: 'https://example.com/settling' })).body;
  screenshot = (await u.post('/api/content', { title: 'Night nappy tips' })).body;
  await deliver({
    itemId: article.id,
    userId: u.id,
    status: 'done',
    analysis,
    metadata: { title: 'Settling your newborn', description: null, image: null },
    pageRead: true,
    readText:
      'Many parents offer a dummy at bedtime. Swaddling can help too: keep the swaddle loose at the hips.',
  });
  await deliver({
    itemId: screenshot.id,
    userId: u.id,
    status: 'done',
    analysis,
    readText: 'Change the nappy before the last feed, and choose a cot mattress that fits.',
  });
});
afterAll(() => results.close());

describe('search reads the text of a page or screenshot, with UK and US words', () => {
  it('finds a save by words only its page said', async () => {
    expect(await found('swaddle')).toEqual([article.id]);
    expect(await found('dummy')).toEqual([article.id]);
    expect(await found('hips swaddling')).toEqual([article.id]);
  });

  it("finds the same thing by its other name: 'pacifier' a dummy, 'diaper' a nappy, 'crib' a cot", async () => {
    expect(await found('pacifier')).toEqual([article.id]);
    expect(await found('diapers')).toEqual([screenshot.id]);
    expect(await found('crib mattress')).toEqual([screenshot.id]);
    expect(await found('stroller')).toEqual([]);
  });

  it('writes every name of the thing into the query: the searched words as prefixes, the others whole', () => {
    expect(prefixTsQuery('pacifier night')).toBe('(pacifier:* | dummy | soother | binky) & night:*');
    expect(prefixTsQuery('sleep sacks')).toBe(
      '((sleep:* & sacks:*) | (baby & sleeping & bag) | (sleeping & bag) | grobag | (wearable & blanket))',
    );
    expect(prefixTsQuery('bedtime routine')).toBe('bedtime:* & routine:*');
  });

  it("finds a thing by a name of several words: 'sleep sack' a baby sleeping bag, never 'pee' a week", async () => {
    const bag = (await u.post('/api/content', { title: 'Tog guide', content: 'x' })).body;
    await deliver({
      itemId: bag.id,
      userId: u.id,
      status: 'done',
      analysis,
      readText: 'Choose a 2.5 tog baby sleeping bag for winter and check the room every week.',
    });
    expect(await found('sleep sack')).toEqual([bag.id]);
    expect(await found('pee')).toEqual([]);
  });

  it('forgets the read text with the other analysis inputs, keeping the title and analysis searchable', async () => {
    const cleared = await clearAnalysisInputs(h.db, new Date(Date.now() + 60_000));
    expect(cleared).toBeGreaterThanOrEqual(2);
    const row = await h.db.contentItem.findUniqueOrThrow({ where: { id: article.id } });
    expect(row.readText).toBeNull();
    expect(await found('swaddle')).toEqual([]);
    expect(await found('settling newborn')).toContain(article.id);
  });
});
