import { describe, expect, it } from 'vitest';
import { parseAnalysisNotes } from '@nestkeep/common';
import { contentWithResultsForFile } from './results-harness.js';
import { contentUser } from './harness.js';

const svc = contentWithResultsForFile();
const { deliver } = svc;

const analysis = {
  summary: 'Babies sleep better with a steady wind-down.',
  keyPoints: ['Dim lights an hour before bed', 'Keep the same order every night'],
  actionItems: ['Start the bath at 6:30 pm', 'Put baby down drowsy but awake'],
  hashtags: ['#bedtime', '#sleeproutine', '#newborn'],
  category: 'Sleep & Routines' as const,
  parentingPhase: 'newborn' as const,
};

describe('analysis results written back', () => {
  it('fills notes, tags, category, phase and the page title; keeps what the user chose', async () => {
    const u = await contentUser(svc.h);
    const { body: item } = await u.post('/api/content', {
      originalUrl: 'https://example.com/p/123',
      tags: ['mine'],
    });
    const { body: chosen } = await u.post('/api/content', {
      title: 'My title',
      category: 'Health & Safety',
      personalNotes: 'My note',
    });
    await deliver({
      itemId: item.id,
      userId: u.id,
      status: 'done',
      analysis,
      metadata: { title: 'Bedtime routine basics', description: null, image: 'https://example.com/i.jpg' },
    });
    await deliver({ itemId: chosen.id, userId: u.id, status: 'done', analysis });

    const [a, b] = (await u.get('/api/content')).body.sort(
      (x: { id: number }, y: { id: number }) => x.id - y.id,
    );
    expect(a).toMatchObject({
      title: 'Bedtime routine basics',
      description: analysis.summary,
      thumbnail: 'https://example.com/i.jpg',
      category: 'Sleep & Routines',
      parentingPhase: 'newborn',
      analysisStatus: 'done',
      tags: ['mine', 'bedtime', 'sleeproutine', 'newborn'],
    });
    const parsed = parseAnalysisNotes(a.personalNotes);
    expect(parsed.keyPoints).toEqual(analysis.keyPoints);
    expect(parsed.actionItems).toEqual(analysis.actionItems);
    expect(b).toMatchObject({ title: 'My title', category: 'Health & Safety', parentingPhase: 'newborn' });
    expect(b.personalNotes.startsWith('My note\n\n')).toBe(true);

    // The same result twice changes nothing more.
    await deliver({ itemId: chosen.id, userId: u.id, status: 'done', analysis });
    const again = (await u.get('/api/content')).body.find((i: { id: number }) => i.id === chosen.id);
    expect(again.personalNotes).toBe(b.personalNotes);
  });

  it('marks a failed analysis with its reason, which can be re-run', async () => {
    const u = await contentUser(svc.h);
    const { body: item } = await u.post('/api/content', { originalUrl: 'https://example.com/broken' });
    await deliver({
      itemId: item.id,
      userId: u.id,
      status: 'failed',
      error: 'The page could not be read (timeout)',
    });
    const failed = (await u.get('/api/content')).body[0];
    expect(failed).toMatchObject({
      analysisStatus: 'failed',
      analysisError: 'The page could not be read (timeout)',
    });
    const rerun = await u.post(`/api/content/${item.id}/analyze`);
    expect(rerun.status).toBe(202);
    expect(rerun.body).toMatchObject({ analysisStatus: 'pending', analysisError: null });
    expect(await svc.h.db.outboxEvent.count({ where: { type: 'content.saved' } })).toBeGreaterThanOrEqual(2);
  });

  it("ignores a result for another user's or a deleted item", async () => {
    const u = await contentUser(svc.h);
    const { body: item } = await u.post('/api/content', { title: 'Untouched' });
    await deliver({
      itemId: item.id,
      userId: '00000000-0000-4000-8000-000000000000',
      status: 'done',
      analysis,
    });
    expect((await u.get('/api/content')).body[0]).toMatchObject({
      title: 'Untouched',
      analysisStatus: 'pending',
    });
  });
});
