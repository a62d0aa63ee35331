import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { FIXTURE_PAGES } from '../support/pipeline.js';
import {
  browserHarnessForFile,
  DESKTOP,
  PHONE,
  SCREENSHOTS,
  seriousA11yViolations,
  settle,
  visit,
} from './harness.js';

/**
 * Issue 22 point 6 in Chromium against the real stack, saves analysed by the real pipeline: the
 * parent's note is theirs (an edit keeps the analysis), the analysis can be hidden and regenerated,
 * the detail shows the description and the hashtags once, and a screenshot opens full size from its
 * card and from its detail. At 390 and 1280 wide, axe clean.
 */
const SCREENSHOT = path.resolve(FIXTURE_PAGES.pathname, '../screenshots/01-bedtime-routine.png');

const h = browserHarnessForFile({ pipeline: { allow: '127.0.0.1:1' } });

interface Item {
  id: number;
  title: string;
  description: string | null;
  note: string | null;
  analysisNotes: string | null;
  personalNotes: string | null;
  analysisStatus: string;
  tags: string[];
}

const items = (page: Page) =>
  page.evaluate(async () => (await (await fetch('/api/content')).json()) as Item[]);
const itemById = async (page: Page, id: number) => (await items(page)).find((i) => i.id === id)!;

/** Waits until the item's analysis has been written back. */
async function analysed(page: Page, id: number): Promise<Item> {
  await expect
    .poll(async () => (await itemById(page, id)).analysisStatus, { timeout: 60_000, interval: 250 })
    .toBe('done');
  return itemById(page, id);
}

const shot = (page: Page, name: string) =>
  page.screenshot({ path: path.join(SCREENSHOTS, `${name}.png`), fullPage: false });

const cardTitled = (page: Page, title: string) =>
  page.getByTestId('content-card').filter({ has: page.getByRole('heading', { name: title }) });

async function axeClean(page: Page) {
  expect(await seriousA11yViolations(page)).toEqual([]);
}

describe("the parent's note and the AI analysis, in Chromium", () => {
  for (const [label, size] of [
    ['desktop', DESKTOP],
    ['phone', PHONE],
  ] as const) {
    it(`${label}: an edit of the note keeps the analysis; hide is remembered; regenerate; once each`, async () => {
      const { page, errors } = await h.signedInParent(`note-${label}@example.com`);
      await page.setViewportSize(size);
      await visit(page, '/saved');
      // A manual item, saved through the save dialog.
      await page
        .getByRole('button', { name: /Add Content/ })
        .first()
        .click();
      const dialog = page.getByRole('dialog');
      await dialog.getByRole('tab', { name: /Manual/ }).click();
      await dialog.getByLabel(/^Title/).fill('Our bedtime routine');
      await dialog
        .getByLabel('Description')
        .fill('Bath, book and bed by 7pm. A steady wind-down helps babies settle and sleep longer.');
      await dialog.getByLabel('Personal notes').fill('Ask the nursery about naps');
      await dialog.getByRole('button', { name: 'Save Content' }).click();
      await page.getByText('Content saved!').first().waitFor();
      const saved = (await items(page)).find((i) => i.title === 'Our bedtime routine')!;
      const done = await analysed(page, saved.id);
      expect(done.analysisNotes).toMatch(/Key Points:/);
      expect(done.note).toBe('Ask the nursery about naps');

      await page.reload();
      await settle(page);
      await cardTitled(page, 'Our bedtime routine')
        .getByRole('button', { name: 'Our bedtime routine', exact: true })
        .click();
      const modal = page.getByRole('dialog', { name: 'Our bedtime routine' });
      await modal.getByRole('heading', { name: 'Key Points' }).waitFor();
      // The description once, the hashtags once.
      if (done.description) {
        expect(await modal.getByText(done.description, { exact: true }).count()).toBe(1);
      }
      const hashtags = await modal.getByTestId('hashtags').getByRole('listitem').allInnerTexts();
      expect(hashtags.length).toBeGreaterThan(0);
      expect(new Set(hashtags.map((t) => t.toLowerCase())).size).toBe(hashtags.length);
      expect(await modal.getByRole('heading', { name: 'Hashtags' }).count()).toBe(1);

      // 'Edit details' edits the parent's note; the analysis stays.
      await modal.getByRole('button', { name: 'Edit details' }).click();
      const notes = modal.getByLabel('Personal notes');
      // The form holds the parent's note only, none of the analysis.
      expect(await notes.inputValue()).toBe('Ask the nursery about naps');
      await notes.fill('Nursery naps at 1pm: keep ours at 1 too');
      await axeClean(page);
      await shot(page, `note-edit-${label}`);
      await modal.getByRole('button', { name: 'Save' }).click();
      await modal.getByTestId('note').waitFor();
      expect(await modal.getByTestId('note').innerText()).toBe('Nursery naps at 1pm: keep ours at 1 too');
      await modal.getByRole('heading', { name: 'Key Points' }).waitFor();
      const edited = await itemById(page, saved.id);
      expect(edited.note).toBe('Nursery naps at 1pm: keep ours at 1 too');
      expect(edited.analysisNotes).toBe(done.analysisNotes);
      expect(edited.personalNotes).toBe(`${edited.note}\n\n${done.analysisNotes}`);
      await axeClean(page);
      await shot(page, `note-detail-${label}`);

      // Hidden, and still hidden after a reload.
      await modal.getByRole('button', { name: 'Hide analysis' }).click();
      expect(await modal.getByTestId('analysis').isHidden()).toBe(true);
      await page.reload();
      await settle(page);
      await cardTitled(page, 'Our bedtime routine')
        .getByRole('button', { name: 'Our bedtime routine', exact: true })
        .click();
      await modal.getByRole('button', { name: 'Show analysis' }).waitFor();
      expect(await modal.getByTestId('analysis').isHidden()).toBe(true);
      await axeClean(page);
      await modal.getByRole('button', { name: 'Show analysis' }).click();
      await modal.getByRole('heading', { name: 'Key Points' }).waitFor();

      // Regenerate: disabled while pending, then one analysis again and the note untouched.
      await modal.getByRole('button', { name: 'Regenerate' }).click();
      await expect
        .poll(
          async () =>
            (await itemById(page, saved.id)).analysisStatus === 'pending' ||
            (await modal.getByRole('button', { name: 'Regenerating…' }).count()) > 0,
          { timeout: 10_000 },
        )
        .toBe(true);
      await modal.getByRole('button', { name: 'Regenerate' }).waitFor({ timeout: 60_000 });
      const regenerated = await analysed(page, saved.id);
      expect(regenerated.note).toBe('Nursery naps at 1pm: keep ours at 1 too');
      expect(regenerated.analysisNotes).toMatch(/Key Points:/);
      expect(regenerated.personalNotes!.split('Key Points').length - 1).toBe(1);
      expect(await modal.getByRole('heading', { name: 'Key Points' }).count()).toBe(1);
      expect(errors).toEqual([]);
    }, 180_000);
  }

  it('a screenshot opens full size from its card and from its detail, at 390 and 1280', async () => {
    const { page, errors } = await h.signedInParent('screenshot-full@example.com');
    const png = (await readFile(SCREENSHOT)).toString('base64');
    const id = await page.evaluate(async (png) => {
      const bytes = Uint8Array.from(atob(png), (c) => c.charCodeAt(0));
      const form = new FormData();
      form.append('image', new Blob([bytes], { type: 'image/png' }), 'bedtime.png');
      form.append('title', 'Bedtime chart');
      const res = await fetch('/api/content/image', { method: 'POST', credentials: 'include', body: form });
      if (!res.ok) throw new Error(`image save answered ${res.status}`);
      return ((await res.json()) as { id: number }).id;
    }, png);
    expect(id).toBeGreaterThan(0);

    for (const [label, size] of [
      ['phone', PHONE],
      ['desktop', DESKTOP],
    ] as const) {
      await page.setViewportSize(size);
      await visit(page, '/saved');
      const card = cardTitled(page, 'Bedtime chart');
      const picture = card.getByRole('button', { name: 'View full size: Bedtime chart' });
      await picture.click();
      const full = page.getByTestId('image-lightbox');
      await full.waitFor();
      await page.waitForFunction(() => {
        const img = document.querySelector<HTMLImageElement>('img[alt="Full size: Bedtime chart"]');
        return Boolean(img?.complete && img.naturalWidth > 0);
      });
      const fit = await page.evaluate(() => {
        const img = document.querySelector<HTMLImageElement>('img[alt="Full size: Bedtime chart"]')!;
        return {
          src: new URL(img.src).pathname,
          natural: img.naturalWidth,
          shown: img.getBoundingClientRect().width,
          viewport: window.innerWidth,
        };
      });
      // The image itself, not its thumbnail, at its own size up to the screen's width.
      expect(fit.src).toMatch(/^\/api\/images\/.+\.png$/);
      expect(fit.shown).toBeCloseTo(Math.min(fit.natural, fit.viewport - 16), -1);
      await axeClean(page);
      await shot(page, `screenshot-full-card-${label}`);
      await page.keyboard.press('Escape');
      await full.waitFor({ state: 'detached' });
      expect(await picture.evaluate((el) => el === document.activeElement)).toBe(true);

      // From the detail: Escape closes the full-size image, the detail stays.
      await card.getByRole('button', { name: 'Bedtime chart', exact: true }).click();
      const modal = page.getByRole('dialog', { name: 'Bedtime chart' });
      await modal.getByRole('button', { name: 'View full size: Bedtime chart' }).click();
      await full.waitFor();
      await axeClean(page);
      await shot(page, `screenshot-full-detail-${label}`);
      await page.keyboard.press('Escape');
      await full.waitFor({ state: 'detached' });
      expect(await modal.isVisible()).toBe(true);
      await page.keyboard.press('Escape');
      await modal.waitFor({ state: 'detached' });
    }
    expect(errors).toEqual([]);
  }, 180_000);
});
