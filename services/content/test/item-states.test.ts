import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { contentWithResultsForFile } from './results-harness.js';
import { contentUser } from './harness.js';

const svc = contentWithResultsForFile();
const { deliver } = svc;

/** What an analysis of nothing but a title made from the link looks like (the worker's fallback). */
const analysisOfTitleOnly = {
  summary: 'Sleep regression guide',
  keyPoints: ['Sleep regression guide'],
  actionItems: [],
  hashtags: ['#parenting'],
  category: 'Parenting Tips' as const,
  parentingPhase: 'general' as const,
};

const analysisOfPage = {
  summary: 'Four-month sleep regression: what changes and how to cope.',
  keyPoints: ['Sleep cycles mature around 4 months', 'Keep the bedtime routine the same'],
  actionItems: ['Keep bedtime consistent', 'Offer a full feed before bed'],
  hashtags: ['#sleepregression', '#infantsleep'],
  category: 'Sleep & Routines' as const,
  parentingPhase: 'infant' as const,
};

async function item(u: Awaited<ReturnType<typeof contentUser>>, id: number) {
  return (await u.get('/api/content')).body.find((i: { id: number }) => i.id === id);
}

describe('a link whose page could not be read', () => {
  it('is saved with its domain and a pending read, then shows unreadable without an invented category or phase', async () => {
    const u = await contentUser(svc.h);
    const { body: saved } = await u.post('/api/content', {
      originalUrl: 'https://www.babycenter.com/baby/sleep/sleep-regression-guide?utm_source=ig',
    });
    expect(saved).toMatchObject({
      domain: 'babycenter.com',
      siteName: null,
      linkStatus: 'pending',
      childProfileId: null,
    });

    await deliver({
      itemId: saved.id,
      userId: u.id,
      status: 'done',
      pageRead: false,
      analysis: analysisOfTitleOnly,
      metadata: { title: 'Sleep regression guide', description: null, image: null, siteName: 'BabyCenter' },
      error: 'The page answered 403',
    });
    const after = await item(u, saved.id);
    expect(after).toMatchObject({
      title: 'Sleep regression guide',
      siteName: 'BabyCenter',
      domain: 'babycenter.com',
      linkStatus: 'unreadable',
      analysisStatus: 'skipped',
      analysisError: 'The page answered 403',
      parentingPhase: null,
      personalNotes: null,
      description: null,
      tags: [],
    });
    // The category is the save's default, not one the analysis claimed to find.
    expect(after.category).toBe(saved.category);
  });

  it('can be retried: analyze resets it to pending, and a readable page then fills the analysis', async () => {
    const u = await contentUser(svc.h);
    const { body: saved } = await u.post('/api/content', { originalUrl: 'https://example.org/regression' });
    await deliver({
      itemId: saved.id,
      userId: u.id,
      status: 'skipped',
      pageRead: false,
      metadata: { title: 'Regression', description: null, image: null, siteName: null },
    });
    expect((await item(u, saved.id)).linkStatus).toBe('unreadable');

    const retry = await u.post(`/api/content/${saved.id}/analyze`);
    expect(retry.status).toBe(202);
    expect(retry.body).toMatchObject({
      linkStatus: 'pending',
      analysisStatus: 'pending',
      analysisError: null,
    });

    await deliver({
      itemId: saved.id,
      userId: u.id,
      status: 'done',
      pageRead: true,
      analysis: analysisOfPage,
      metadata: {
        title: 'The 4-month sleep regression',
        description: null,
        image: null,
        siteName: 'Example Parents',
      },
    });
    expect(await item(u, saved.id)).toMatchObject({
      title: 'The 4-month sleep regression',
      linkStatus: 'read',
      siteName: 'Example Parents',
      category: 'Sleep & Routines',
      parentingPhase: 'infant',
      analysisStatus: 'done',
      analysisError: null,
    });
  });

  it('is no longer pending once its analysis failed, and a retry makes it pending again', async () => {
    const u = await contentUser(svc.h);
    const { body: saved } = await u.post('/api/content', {
      originalUrl: 'https://example.org/provider-down',
    });
    await deliver({ itemId: saved.id, userId: u.id, status: 'failed', error: 'The analysis service failed' });
    const failed = await item(u, saved.id);
    expect(failed).toMatchObject({ analysisStatus: 'failed', analysisError: 'The analysis service failed' });
    expect(failed.linkStatus).not.toBe('pending');
    expect((await u.post(`/api/content/${saved.id}/analyze`)).body.linkStatus).toBe('pending');
  });

  it('keeps the analysis of a caption sent with it, still saying the page was not read', async () => {
    const u = await contentUser(svc.h);
    const { body: saved } = await u.post('/api/content', {
      originalUrl: 'https://www.instagram.com/p/Cx999/',
      content: 'Four month regression tips: keep bedtime consistent and offer a full feed before bed.',
    });
    await deliver({
      itemId: saved.id,
      userId: u.id,
      status: 'done',
      pageRead: false,
      analysis: analysisOfPage,
      metadata: { title: 'Instagram post', description: null, image: null, siteName: 'Instagram' },
    });
    expect(await item(u, saved.id)).toMatchObject({
      linkStatus: 'unreadable',
      category: 'Sleep & Routines',
      parentingPhase: 'infant',
      analysisStatus: 'done',
    });
  });

  it('has no link state, domain or site for a note', async () => {
    const u = await contentUser(svc.h);
    const { body: note } = await u.post('/api/content', { title: 'Grandma’s colic trick' });
    expect(note).toMatchObject({ domain: null, siteName: null, linkStatus: null });
    await deliver({ itemId: note.id, userId: u.id, status: 'done', analysis: analysisOfPage });
    expect((await item(u, note.id)).linkStatus).toBeNull();
  });
});

describe('editing an item', () => {
  it('takes title, description and note; null and empty clear; later analysis keeps what the user wrote', async () => {
    const u = await contentUser(svc.h);
    const { body: saved } = await u.post('/api/content', { originalUrl: 'https://example.net/naps' });
    const edited = await u.put(`/api/content/${saved.id}`, {
      title: 'Our nap plan',
      description: 'What worked for us at 6 months',
      personalNotes: 'Ask the nursery about the 2pm nap',
    });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({
      title: 'Our nap plan',
      description: 'What worked for us at 6 months',
      personalNotes: 'Ask the nursery about the 2pm nap',
    });
    const cleared = await u.put(`/api/content/${saved.id}`, { description: '', personalNotes: null });
    expect(cleared.body).toMatchObject({ title: 'Our nap plan', description: null, personalNotes: null });

    await deliver({
      itemId: saved.id,
      userId: u.id,
      status: 'done',
      pageRead: true,
      analysis: analysisOfPage,
      metadata: { title: 'Nap schedules', description: 'A page description', image: null, siteName: null },
    });
    const after = await item(u, saved.id);
    expect(after).toMatchObject({ title: 'Our nap plan', description: null, linkStatus: 'read' });
    expect(after.personalNotes).toContain('Keep bedtime consistent');
  });
});

describe('saving a screenshot', () => {
  it('reads as a screenshot (no link, an image), is stamped with the active child and queues its analysis with the image key for OCR', async () => {
    const u = await contentUser(svc.h);
    const png = await sharp({ create: { width: 60, height: 40, channels: 3, background: '#88aaff' } })
      .png()
      .toBuffer();
    svc.h.children.set(u.id, [
      { id: 41, isActive: false },
      { id: 42, isActive: true },
    ]);
    const res = await u.multipart('/api/content/image').attach('image', png, 'shot.png');
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      platform: 'manual',
      originalUrl: null,
      domain: null,
      linkStatus: null,
      analysisStatus: 'pending',
      childProfileId: 42,
    });
    expect(res.body.imageUrl).toMatch(/^\/api\/images\//);
    const events = await svc.h.db.outboxEvent.findMany({ where: { type: 'content.saved' } });
    const job = events
      .map((e) => e.payload as { itemId: number; imageKey: string | null })
      .find((p) => p.itemId === res.body.id);
    expect(job?.imageKey).toBe(res.body.imageUrl.replace('/api/images/', ''));
  });
});
