import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentItem } from '@nestkeep/common';
import { contentUser, startContent, type ContentHarness } from './harness.js';

/**
 * A saved item that recommends advice guidance says never to follow carries guidanceConflicts
 * wherever the content API returns it (issue 20 point 4): the web shows each as a note on the
 * card and in the detail. Read from the title, description, notes and the caption sent with it.
 */

let h: ContentHarness;
beforeAll(async () => {
  h = await startContent();
});
afterAll(() => h.close());

const ids = (item: { guidanceConflicts: Array<{ id: string }> }) => item.guidanceConflicts.map((c) => c.id);

describe('guidance conflicts in the content API', () => {
  it('flags a caption that recommends tummy sleeping, on save, in the list and after an edit clears it', async () => {
    const u = await contentUser(h);
    const saved = await u.post('/api/content', {
      originalUrl: 'https://www.instagram.com/p/TummyHack1/',
      content: 'Tummy sleeping is safest for newborns, they settle so much faster!',
    });
    expect(saved.status).toBe(201);
    expect(contentItem.parse(saved.body).guidanceConflicts).toEqual([
      expect.objectContaining({
        id: 'front-sleeping',
        organisation: 'NHS',
        guidance: expect.stringMatching(/on their back to sleep/),
        url: expect.stringMatching(/^https:\/\/www\.nhs\.uk\//),
      }),
    ]);
    const listed = (await u.get('/api/content')).body.find((i: { id: number }) => i.id === saved.body.id);
    expect(ids(listed)).toEqual(['front-sleeping']);

    // The parent's own note warning against it does not add a conflict; the caption still has one.
    const edited = await u.put(`/api/content/${saved.body.id}`, {
      personalNotes: 'Health visitor says never put her on her tummy to sleep.',
    });
    expect(ids(edited.body)).toEqual(['front-sleeping']);
  });

  it('flags a note with whisky on the gums and an amber necklace, and nothing in a note that warns against them', async () => {
    const u = await contentUser(h);
    const unsafe = await u.post('/api/content', {
      title: 'Grandma’s teething tricks',
      personalNotes: 'Whisky on the gums, amber necklace.',
    });
    expect(ids(unsafe.body)).toEqual(['amber-teething-necklace', 'alcohol-on-gums']);
    expect(unsafe.body.guidanceConflicts.map((c: { organisation: string }) => c.organisation)).toEqual([
      'AAP',
      'AAP',
    ]);

    const safe = await u.post('/api/content', {
      title: 'Teething myths',
      personalNotes: 'Avoid amber necklaces and never rub whisky on the gums. Try a chilled teething ring.',
    });
    expect(safe.body.guidanceConflicts).toEqual([]);
  });
});
