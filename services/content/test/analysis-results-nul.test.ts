import { describe, expect, it } from 'vitest';
import { contentWithResultsForFile } from './results-harness.js';
import { contentUser } from './harness.js';

const svc = contentWithResultsForFile();

describe('analysis results with NUL characters (issue 7 point 2)', () => {
  it('writes back a page whose fetched text holds NUL characters instead of leaving the item pending', async () => {
    const u = await contentUser(svc.h);
    const { body: item } = await u.post('/api/content', { originalUrl: 'https://example.com/nul-page' });
    const job = await svc.queue.add('result', {
      itemId: item.id,
      userId: u.id,
      status: 'done',
      pageRead: true,
      metadata: {
        title: 'Night\u0000 feeds',
        description: 'How\u0000 to',
        image: null,
        siteName: 'Ex\u0000',
      },
      analysis: {
        summary: 'Feed\u0000 on cue.',
        keyPoints: ['Watch for cues\u0000'],
        actionItems: ['Offer a feed\u0000'],
        hashtags: ['#feeding'],
        category: 'Feeding & Nutrition',
        parentingPhase: 'newborn',
      },
    });
    await expect.poll(async () => job.getState(), { timeout: 10_000 }).toBe('completed');
    const stored = (await u.get('/api/content')).body[0];
    expect(stored.analysisStatus).toBe('done');
    expect(stored.title).toBe('Night feeds');
    expect(JSON.stringify(stored)).not.toContain('\\u0000');
  });

  it('marks the item failed with a reason when a result can never be written, instead of pending for ever', async () => {
    const u = await contentUser(svc.h);
    const { body: item } = await u.post('/api/content', { originalUrl: 'https://example.com/broken-result' });
    // A status outside the contract: no retry could make it valid.
    const job = await svc.queue.add(
      'result',
      { itemId: item.id, userId: u.id, status: 'exploded' },
      { attempts: 5 },
    );
    await expect.poll(async () => job.getState(), { timeout: 10_000 }).toBe('failed');
    expect((await svc.queue.getJob(job.id!))?.attemptsMade).toBe(1);
    const stored = (await u.get('/api/content')).body[0];
    expect(stored.analysisStatus).toBe('failed');
    expect(stored.analysisError).toBe('The analysis could not be saved; please try again');
  });
});
