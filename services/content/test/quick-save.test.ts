import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SHARED_TITLE_MAX, splitSharedText } from '@nestkeep/common';
import { contentUser, startContent, type ContentHarness } from './harness.js';

// Issue 11 point 2: the background iOS shortcut (and any share) saves with only a link or a
// shared text, and the answer says whether the item was new.
let h: ContentHarness;
beforeAll(async () => {
  h = await startContent({ freeSaveLimit: 3 });
});
afterAll(() => h.close());

const stored = (id: number) => h.db.contentItem.findUniqueOrThrow({ where: { id } });
/** An item's notes as the library lists them. */
async function listedNotes(u: Awaited<ReturnType<typeof contentUser>>, id: number) {
  const items = (await u.get('/api/content')).body as Array<{ id: number; personalNotes: string | null }>;
  return items.find((i) => i.id === id)!.personalNotes;
}

describe('quick save payloads', () => {
  it('{originalUrl} alone saves at once: 201, id, title, duplicate false', async () => {
    const u = await contentUser(h);
    const res = await u.post('/api/content', { originalUrl: 'https://example.com/swaddle-guide' });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ title: 'Swaddle guide', duplicate: false });
    expect(typeof res.body.id).toBe('number');
    expect((await stored(res.body.id)).originalUrl).toBe('https://example.com/swaddle-guide');
  });

  it('{url} alone saves the same way', async () => {
    const u = await contentUser(h);
    const res = await u.post('/api/content', { url: 'https://example.com/teething-tips' });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      title: 'Teething tips',
      originalUrl: 'https://example.com/teething-tips',
      duplicate: false,
    });
  });

  it('{text} with a link in the middle: the link is saved and the rest is the note', async () => {
    const u = await contentUser(h);
    const res = await u.post('/api/content', {
      text: 'Look at this (https://example.com/nap-schedule). Really helped us!',
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ originalUrl: 'https://example.com/nap-schedule', duplicate: false });
    const item = await stored(res.body.id);
    expect(item.originalUrl).toBe('https://example.com/nap-schedule');
    expect(await listedNotes(u, item.id)).toBe('Look at this. Really helped us!');
  });

  it('{text} with several links uses the first; the others stay in the note', async () => {
    const u = await contentUser(h);
    const res = await u.post('/api/content', {
      text: 'Two good reads: https://example.com/first-foods, and https://example.com/second-read.',
    });
    expect(res.status).toBe(201);
    expect(res.body.originalUrl).toBe('https://example.com/first-foods');
    expect(await listedNotes(u, res.body.id)).toBe('Two good reads:, and https://example.com/second-read.');
  });

  it('a given personalNotes wins over the text around the link', async () => {
    const u = await contentUser(h);
    const res = await u.post('/api/content', {
      text: 'shared via app https://example.com/bath-time',
      personalNotes: 'for Sunday',
    });
    expect(res.status).toBe(201);
    expect(await listedNotes(u, res.body.id)).toBe('for Sunday');
  });

  it('{text} without a link saves a manual note: its first line the title, the text the note', async () => {
    const u = await contentUser(h);
    const res = await u.post('/api/content', {
      text: '  Burp after each side\nand keep her upright for ten minutes  ',
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      title: 'Burp after each side',
      originalUrl: null,
      platform: 'manual',
      duplicate: false,
    });
    const item = await stored(res.body.id);
    expect(item.title).toBe('Burp after each side');
    expect(await listedNotes(u, item.id)).toBe('Burp after each side\nand keep her upright for ten minutes');
    expect((await u.get('/api/content')).body.map((i: { id: number }) => i.id)).toEqual([res.body.id]);
    expect((await u.get('/api/user/usage')).body.usageCount).toBe(1);
  });

  it('{text} of one short line is the title alone; a long first line is cut to a title, the text kept whole', async () => {
    const u = await contentUser(h);
    const short = await u.post('/api/content', { text: 'Just some words, no address here' });
    expect(short.status).toBe(201);
    expect(short.body).toMatchObject({ title: 'Just some words, no address here', originalUrl: null });
    expect(await listedNotes(u, short.body.id)).toBeNull();

    const ftp = await u.post('/api/content', { text: 'ftp://example.com/file is not a web link' });
    expect(ftp.status).toBe(201);
    expect(ftp.body).toMatchObject({ title: 'ftp://example.com/file is not a web link', originalUrl: null });

    const long = `${'Swaddle snugly around the hips but loosely at the legs '.repeat(4)}ok`;
    const cut = await u.post('/api/content', { text: long });
    expect(cut.status).toBe(201);
    expect(cut.body.title.length).toBeLessThanOrEqual(SHARED_TITLE_MAX);
    expect(cut.body.title.length).toBeGreaterThan(SHARED_TITLE_MAX - 10);
    expect(cut.body.title.endsWith('…')).toBe(true);
    expect(long.startsWith(cut.body.title.slice(0, -1))).toBe(true);
    expect(await listedNotes(u, cut.body.id)).toBe(long);
  });

  it('an empty or blank {text} answers 400 saying there is nothing to save, and saves nothing', async () => {
    const u = await contentUser(h);
    for (const text of ['', '   ', ' \n\t ']) {
      const res = await u.post('/api/content', { text });
      expect(res.status, JSON.stringify(text)).toBe(400);
      expect(res.body.message).toBe('Nothing to save: the shared text is empty.');
    }
    expect(await h.db.contentItem.count({ where: { userId: u.id } })).toBe(0);
  });

  it('{text} without a link but with a title saves a note holding the text', async () => {
    const u = await contentUser(h);
    const res = await u.post('/api/content', { text: 'Burp after each side', title: 'Feeding note' });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ title: 'Feeding note', originalUrl: null, duplicate: false });
    expect(await listedNotes(u, res.body.id)).toBe('Burp after each side');
  });

  it('a duplicate link answers 200 with the existing id and duplicate true, whatever the form', async () => {
    const u = await contentUser(h);
    const first = await u.post('/api/content', { originalUrl: 'https://example.com/sleep-cues' });
    expect(first.status).toBe(201);
    const viaText = await u.post('/api/content', {
      text: 'again: https://example.com/sleep-cues?utm_source=ig',
    });
    expect(viaText.status).toBe(200);
    expect(viaText.body).toMatchObject({ id: first.body.id, duplicate: true });
    const viaUrl = await u.post('/api/content', { url: 'https://example.com/sleep-cues' });
    expect(viaUrl.status).toBe(200);
    expect(viaUrl.body).toMatchObject({ id: first.body.id, duplicate: true });
    expect((await u.get('/api/user/usage')).body.usageCount).toBe(1);
  });

  it('the free limit answers the spec message unchanged for a shared text', async () => {
    const u = await contentUser(h);
    for (let i = 0; i < 3; i++)
      expect((await u.post('/api/content', { text: `tip https://example.com/limit-${i}` })).status).toBe(201);
    const over = await u.post('/api/content', { text: 'one more https://example.com/limit-over' });
    expect(over.status).toBe(403);
    expect(over.body).toMatchObject({
      error: 'Usage limit reached',
      message: 'Usage limit reached',
      requiresUpgrade: true,
    });
    // A text without a link is a save like any other: refused over the limit.
    const note = await u.post('/api/content', { text: 'Burp after each side' });
    expect(note.status).toBe(403);
    expect(note.body).toMatchObject({ message: 'Usage limit reached', requiresUpgrade: true });
    // An already saved link still answers, as a duplicate, at the limit.
    const again = await u.post('/api/content', { text: 'https://example.com/limit-0' });
    expect(again.status).toBe(200);
    expect(again.body.duplicate).toBe(true);
  });
});

describe('splitSharedText', () => {
  it.each([
    ['see https://example.com/a.', 'https://example.com/a', 'see.'],
    ['(https://example.com/a)', 'https://example.com/a', ''],
    [
      'https://en.wikipedia.org/wiki/Colic_(disease) is useful',
      'https://en.wikipedia.org/wiki/Colic_(disease)',
      'is useful',
    ],
    ['"https://example.com/q?x=1&y=2", she said', 'https://example.com/q?x=1&y=2', 'she said'],
    ['wow!! https://example.com/b!?', 'https://example.com/b', 'wow!!!?'],
    ['HTTPS://Example.com/Up', 'HTTPS://Example.com/Up', ''],
  ])('%s', (text, url, rest) => {
    expect(splitSharedText(text)).toEqual({ url, rest });
  });

  it('no link: url null and the text trimmed', () => {
    expect(splitSharedText('  nothing here  ')).toEqual({ url: null, rest: 'nothing here' });
  });
});
