import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { browserHarnessForFile, capture, PHONE, seriousA11yViolations, visit } from './harness.js';

/**
 * Issue 22 point 3 in Chromium against the real stack, at phone width: a share never loses its
 * link. Apps that fill title and url (in either order), and Android apps that put the link in the
 * text, all end with the link in the save dialog's URL tab, saved, and shown in the library.
 */
const h = browserHarnessForFile();

/** Opens a share, expects the link tab filled, saves it, and finds the item in /saved. */
async function shareAndSave(
  page: Page,
  share: string,
  expected: { url: string; sharedText: string; title: string },
  screenshot: string,
) {
  await page.goto(share);
  const dialog = page.getByRole('dialog', { name: 'Save Content' });
  await dialog.waitFor();
  expect(await dialog.getByRole('tab', { name: /URL/ }).getAttribute('aria-selected')).toBe('true');
  expect(await dialog.getByRole('textbox', { name: /^URL/ }).inputValue()).toBe(expected.url);
  expect(await dialog.getByLabel('Shared text').inputValue()).toBe(expected.sharedText);
  expect(await seriousA11yViolations(page)).toEqual([]);
  await page.screenshot({ path: `test-results/screenshots/${screenshot}-dialog-phone.png` });

  await dialog.getByRole('button', { name: 'Save Content' }).click();
  await page.getByText('Content saved!').first().waitFor();
  await dialog.waitFor({ state: 'detached' });

  // In the library: its card, whose Open original is the shared link.
  await visit(page, '/saved');
  const card = page.getByTestId('content-card').filter({ hasText: expected.title });
  await card.waitFor();
  await card.getByRole('button', { name: `More actions for ${expected.title}` }).click();
  const original = page.getByRole('menuitem', { name: /Open original/ });
  expect(await original.getAttribute('href')).toBe(expected.url);
  await page.keyboard.press('Escape');
  await original.waitFor({ state: 'detached' });
}

describe('sharing into NestKeep at phone width', () => {
  it('keeps the link of title+url in both orders and of a link inside the text, saves each and shows it in the library', async () => {
    const { page, errors } = await h.signedInParent('share-keeps-link@example.com');
    await page.setViewportSize(PHONE);

    await shareAndSave(
      page,
      `/share?title=${encodeURIComponent('Safe sleep basics')}&url=${encodeURIComponent('https://example.com/safe-sleep')}`,
      { url: 'https://example.com/safe-sleep', sharedText: 'Safe sleep basics', title: 'Safe sleep basics' },
      'share-title-then-url',
    );
    // The other order, the link left unencoded as some apps send it.
    await shareAndSave(
      page,
      `/share?url=https://example.com/teething-relief&title=${encodeURIComponent('Teething relief')}`,
      { url: 'https://example.com/teething-relief', sharedText: 'Teething relief', title: 'Teething relief' },
      'share-url-then-title',
    );
    // Android: the link inside the text, the words around it kept.
    await shareAndSave(
      page,
      `/share?text=${encodeURIComponent('Bedtime routine that works https://example.com/bedtime-routine')}`,
      {
        url: 'https://example.com/bedtime-routine',
        sharedText: 'Bedtime routine that works',
        title: 'Bedtime routine that works',
      },
      'share-link-in-text',
    );

    expect(await seriousA11yViolations(page)).toEqual([]);
    await capture(page, 'share-saved-library');
    expect(errors).toEqual([]);
  });
});
