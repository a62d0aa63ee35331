import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentUser, startContent, type ContentHarness } from './harness.js';

/**
 * Issue 22 point 8: the background iOS shortcut shows the answer's title in its notification. A
 * quick save ({url} or {text}, no title) waits a moment (QUICK_SAVE_TITLE_WAIT_MS) for the page's
 * own title from the analysis, so the notification names the page; past the wait it answers with
 * the title made from the address. The save itself is stored before any waiting.
 */
let h: ContentHarness;
beforeAll(async () => {
  h = await startContent({ quickSaveTitleWaitMs: 2000 });
});
afterAll(() => h.close());

/** What the analysis-results worker does once the page is read: the page's title, status done. */
async function pageReadLater(userId: string, url: string, title: string, afterMs: number) {
  const deadline = Date.now() + 5000;
  for (;;) {
    const item = await h.db.contentItem.findFirst({ where: { userId, originalUrl: url } });
    if (item) {
      await new Promise((r) => setTimeout(r, afterMs));
      await h.db.contentItem.update({ where: { id: item.id }, data: { title, analysisStatus: 'done' } });
      return;
    }
    if (Date.now() > deadline) throw new Error('the save never stored the item');
    await new Promise((r) => setTimeout(r, 20));
  }
}

describe('a quick save answers with the page title when it is known within the wait', () => {
  it('{url}: the answer carries the title the page gave, read a moment after the save', async () => {
    const u = await contentUser(h);
    const url = 'https://example.com/swaddle-guide';
    const [res] = await Promise.all([
      u.post('/api/content', { url }),
      pageReadLater(u.id, url, 'How to Swaddle a Newborn Safely', 300),
    ]);
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ title: 'How to Swaddle a Newborn Safely', duplicate: false });
  });

  it('{text} with a link: the same', async () => {
    const u = await contentUser(h);
    const url = 'https://example.com/nap-schedule';
    const [res] = await Promise.all([
      u.post('/api/content', { text: `Look at this ${url} it helped` }),
      pageReadLater(u.id, url, 'Nap Schedules by Age', 200),
    ]);
    expect(res.status).toBe(201);
    expect(res.body.title).toBe('Nap Schedules by Age');
  });

  it('no title within the wait: the title from the address, and the save is kept', async () => {
    const u = await contentUser(h);
    const res = await u.post('/api/content', { url: 'https://example.com/teething-tips' });
    expect(res.status).toBe(201);
    expect(res.body.title).toBe('Teething tips');
    const stored = await h.db.contentItem.findUniqueOrThrow({ where: { id: res.body.id } });
    expect(stored.originalUrl).toBe('https://example.com/teething-tips');
  });

  it('a title the sender gave is answered as given, without waiting for the page', async () => {
    const u = await contentUser(h);
    const res = await u.post('/api/content', {
      url: 'https://example.com/weaning',
      title: 'Our weaning plan',
    });
    expect(res.status).toBe(201);
    expect(res.body.title).toBe('Our weaning plan');
  });
});
