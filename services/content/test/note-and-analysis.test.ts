import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { formatAnalysisNotes, parseAnalysisNotes } from '@nestkeep/common';
import { CONTENT_SCHEMA } from '../src/db/client.js';
import { MIGRATIONS_DIR } from '../src/db/migrations.js';
import { contentWithResultsForFile } from './results-harness.js';
import { contentUser } from './harness.js';

// Issue 22 point 6: the parent's note is theirs. The analysis is kept apart from it: an edit of the
// note, title or category never clears the analysis, a re-analysis replaces it (never appends a
// second copy), and the API's personalNotes stays the spec's one text (the note, then the analysis).

const svc = contentWithResultsForFile();
const { deliver } = svc;

const first = {
  summary: 'Babies sleep better with a steady wind-down.',
  keyPoints: ['Dim lights an hour before bed', 'Keep the same order every night'],
  actionItems: ['Start the bath at 6:30 pm'],
  hashtags: ['#bedtime', '#newborn'],
  category: 'Sleep & Routines' as const,
  parentingPhase: 'newborn' as const,
};
const second = {
  ...first,
  summary: 'A calm, predictable routine helps babies settle.',
  keyPoints: ['Same four steps every night'],
  actionItems: ['Write the steps on the fridge'],
  hashtags: ['#routine'],
};

type Item = {
  id: number;
  title: string;
  category: string;
  description: string | null;
  personalNotes: string | null;
  note: string | null;
  analysisNotes: string | null;
  analysisStatus: string;
  tags: string[];
};

async function savedAndAnalysed(u: Awaited<ReturnType<typeof contentUser>>, note: string | null) {
  const { body } = await u.post('/api/content', {
    title: 'Our bedtime plan',
    ...(note ? { personalNotes: note } : {}),
  });
  await deliver({ itemId: body.id, userId: u.id, status: 'done', analysis: first });
  return (await u.get('/api/content')).body.find((i: Item) => i.id === body.id) as Item;
}

describe("the parent's note and the AI analysis", () => {
  it('an edit of personalNotes (the edit form today) keeps the analysis and its hashtags', async () => {
    const u = await contentUser(svc.h);
    const item = await savedAndAnalysed(u, 'Ask the nursery about naps');
    expect(parseAnalysisNotes(item.personalNotes!).keyPoints).toEqual(first.keyPoints);
    const edited = await u.put(`/api/content/${item.id}`, { personalNotes: 'Nursery says 1pm' });
    const parsed = parseAnalysisNotes(edited.body.personalNotes ?? '');
    expect(parsed.paragraphs[0]).toBe('Nursery says 1pm');
    expect(parsed.keyPoints).toEqual(first.keyPoints);
    expect(parsed.hashtags).toEqual(['#bedtime', '#newborn']);
  });

  it('answers the note and the analysis apart, and personalNotes as the note then the analysis', async () => {
    const u = await contentUser(svc.h);
    const item = await savedAndAnalysed(u, 'Ask the nursery about naps');
    expect(item.note).toBe('Ask the nursery about naps');
    expect(item.analysisNotes).toBe(formatAnalysisNotes(first));
    expect(item.personalNotes).toBe(`Ask the nursery about naps\n\n${formatAnalysisNotes(first)}`);
    const parsed = parseAnalysisNotes(item.personalNotes!);
    expect(parsed.paragraphs).toContain('Ask the nursery about naps');
    expect(parsed.keyPoints).toEqual(first.keyPoints);
    expect(parsed.hashtags).toEqual(['#bedtime', '#newborn']);
  });

  it('an edit of the note keeps the analysis', async () => {
    const u = await contentUser(svc.h);
    const item = await savedAndAnalysed(u, 'Ask the nursery about naps');
    const edited = await u.put(`/api/content/${item.id}`, { personalNotes: 'Nursery says 1pm' });
    expect(edited.status).toBe(200);
    expect(edited.body.note).toBe('Nursery says 1pm');
    expect(edited.body.analysisNotes).toBe(formatAnalysisNotes(first));
    expect(parseAnalysisNotes(edited.body.personalNotes).keyPoints).toEqual(first.keyPoints);

    const byNote = await u.put(`/api/content/${item.id}`, { note: 'Nursery says 12:30' });
    expect(byNote.body).toMatchObject({
      note: 'Nursery says 12:30',
      analysisNotes: formatAnalysisNotes(first),
    });
  });

  it('clearing the note keeps the analysis; personalNotes is then the analysis alone', async () => {
    const u = await contentUser(svc.h);
    const item = await savedAndAnalysed(u, 'Ask the nursery about naps');
    const cleared = await u.put(`/api/content/${item.id}`, { personalNotes: null });
    expect(cleared.body).toMatchObject({
      note: null,
      analysisNotes: formatAnalysisNotes(first),
      personalNotes: formatAnalysisNotes(first),
    });
  });

  it('an edit of the title, description or category never clears the analysis', async () => {
    const u = await contentUser(svc.h);
    const item = await savedAndAnalysed(u, null);
    const edited = await u.put(`/api/content/${item.id}`, {
      title: 'Bedtime, take two',
      description: 'From the health visitor',
      category: 'Parenting Tips',
    });
    expect(edited.body).toMatchObject({
      title: 'Bedtime, take two',
      category: 'Parenting Tips',
      note: null,
      analysisNotes: formatAnalysisNotes(first),
      personalNotes: formatAnalysisNotes(first),
    });
  });

  it('a client writing back the personalNotes it read keeps the analysis out of the note', async () => {
    const u = await contentUser(svc.h);
    const item = await savedAndAnalysed(u, 'Ask the nursery about naps');
    const writtenBack = await u.put(`/api/content/${item.id}`, {
      personalNotes: item.personalNotes!.replace('Ask the nursery', 'Asked the nursery'),
    });
    expect(writtenBack.body.note).toBe('Asked the nursery about naps');
    expect(writtenBack.body.personalNotes.split('Key Points').length - 1).toBe(1);
    // The analysis alone written back: no note.
    const analysisOnly = await u.put(`/api/content/${item.id}`, { personalNotes: item.analysisNotes });
    expect(analysisOnly.body).toMatchObject({ note: null, analysisNotes: formatAnalysisNotes(first) });
  });

  it('a re-analysis replaces the analysis (one copy), keeps the note, and is not queued twice while pending', async () => {
    const u = await contentUser(svc.h);
    const item = await savedAndAnalysed(u, 'Ask the nursery about naps');
    const events = () => svc.h.db.outboxEvent.findMany({ where: { type: 'content.saved' } });
    const before = (await events()).filter((e) => (e.payload as { itemId: number }).itemId === item.id);
    const rerun = await u.post(`/api/content/${item.id}/analyze`);
    expect(rerun.status).toBe(202);
    expect(rerun.body).toMatchObject({
      analysisStatus: 'pending',
      analysisNotes: formatAnalysisNotes(first),
    });
    const again = await u.post(`/api/content/${item.id}/analyze`);
    expect(again.status).toBe(202);
    const after = (await events()).filter((e) => (e.payload as { itemId: number }).itemId === item.id);
    expect(after.length).toBe(before.length + 1);

    await deliver({ itemId: item.id, userId: u.id, status: 'done', analysis: second });
    const done = (await u.get('/api/content')).body.find((i: Item) => i.id === item.id) as Item;
    expect(done.note).toBe('Ask the nursery about naps');
    expect(done.analysisNotes).toBe(formatAnalysisNotes(second));
    expect(done.personalNotes).toBe(`Ask the nursery about naps\n\n${formatAnalysisNotes(second)}`);
    expect(done.personalNotes!.split('Key Points').length - 1).toBe(1);
    // The same result again changes nothing.
    await deliver({ itemId: item.id, userId: u.id, status: 'done', analysis: second });
    const same = (await u.get('/api/content')).body.find((i: Item) => i.id === item.id) as Item;
    expect(same.personalNotes).toBe(done.personalNotes);
  });

  it('a failed re-analysis keeps the analysis there was', async () => {
    const u = await contentUser(svc.h);
    const item = await savedAndAnalysed(u, null);
    await u.post(`/api/content/${item.id}/analyze`);
    await deliver({ itemId: item.id, userId: u.id, status: 'failed', error: 'Provider down' });
    const failed = (await u.get('/api/content')).body.find((i: Item) => i.id === item.id) as Item;
    expect(failed).toMatchObject({ analysisStatus: 'failed', analysisNotes: formatAnalysisNotes(first) });
  });

  it("another user's item answers 404 to an edit of its note", async () => {
    const u = await contentUser(svc.h);
    const other = await contentUser(svc.h);
    const item = await savedAndAnalysed(u, 'Mine');
    expect((await other.put(`/api/content/${item.id}`, { note: 'theirs' })).status).toBe(404);
    expect((await u.get('/api/content')).body[0].note).toBe('Mine');
  });

  it('rejects a note that is not text with 400', async () => {
    const u = await contentUser(svc.h);
    const item = await savedAndAnalysed(u, null);
    const bad = await u.put(`/api/content/${item.id}`, { note: 42 });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/note/);
  });

  it('the migration splits a note that an earlier analysis was appended to', async () => {
    const u = await contentUser(svc.h);
    const legacy = `Ask grandma first\n\n${formatAnalysisNotes(first)}`;
    const rows = [
      // An analysed item with the parent's note and the analysis appended (before issue 22).
      { title: 'mixed', notes: legacy, status: 'done' },
      // An analysed item without a note: all of it is the analysis.
      { title: 'analysis only', notes: formatAnalysisNotes(first), status: 'done' },
      // A note that merely looks like sections, on an item never analysed: left alone.
      { title: 'never analysed', notes: 'Key Points:\n- mine', status: 'pending' },
    ];
    for (const r of rows) {
      await svc.h.pool.query(
        `INSERT INTO "${CONTENT_SCHEMA}".content_items (user_id, title, category, platform, personal_notes, analysis_status, updated_at)
         VALUES ($1, $2, 'Parenting Tips', 'manual', $3, $4::"${CONTENT_SCHEMA}"."AnalysisStatus", now())`,
        [u.id, r.title, r.notes, r.status],
      );
    }
    const split = await readFile(
      path.join(MIGRATIONS_DIR, '20261207090000_note_apart_from_analysis', 'migration.sql'),
      'utf8',
    );
    const dataStep = split.slice(split.indexOf('-- Data:'));
    const client = await svc.h.pool.connect();
    try {
      await client.query(`SET search_path TO "${CONTENT_SCHEMA}", public`);
      await client.query(dataStep);
    } finally {
      client.release();
    }
    const items = (await u.get('/api/content')).body as Item[];
    const byTitle = Object.fromEntries(items.map((i) => [i.title, i]));
    expect(byTitle['mixed']).toMatchObject({
      note: 'Ask grandma first',
      analysisNotes: formatAnalysisNotes(first),
      personalNotes: legacy,
    });
    expect(byTitle['analysis only']).toMatchObject({
      note: null,
      analysisNotes: formatAnalysisNotes(first),
    });
    expect(byTitle['never analysed']).toMatchObject({ note: 'Key Points:\n- mine', analysisNotes: null });
  });
});
