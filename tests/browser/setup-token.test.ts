import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFixtureSite } from '../support/pipeline.js';
import {
  capture,
  seriousA11yViolations,
  settle,
  startBrowserHarness,
  visit,
  type BrowserHarness,
} from './harness.js';

/**
 * Issue 11 point 2 in Chromium against the real stack: a token made in one tap on /setup saves
 * from outside the browser the way the background iOS shortcut does (POST /api/content with the
 * bearer and a shared text, no cookie), the page's test box saves with it too, the items show in
 * /saved, and revoking the token on the profile stops it at once.
 */
let site: Awaited<ReturnType<typeof startFixtureSite>>;
let h: BrowserHarness;
beforeAll(async () => {
  site = await startFixtureSite();
  h = await startBrowserHarness({ pipeline: { allow: site.host } });
});
afterAll(async () => {
  await h?.close();
  await site?.close();
});

/** What the shortcut's Get Contents of URL action sends: no cookie, no CSRF header, only the token. */
async function shortcutPost(token: string, body: unknown) {
  const res = await fetch(h.url('/api/content'), {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

describe('the background iOS shortcut', () => {
  it('creates a token on /setup, saves with it from outside the browser, and the item shows in /saved', async () => {
    const { page, errors } = await h.signedInParent('setup-token@example.com');
    await visit(page, '/setup');
    await page.getByRole('tab', { name: 'Save in the background (no app switch)' }).click();
    await page.getByRole('button', { name: 'Create a token for the shortcut' }).click();
    const token = (await page.getByTestId('token-value').innerText()).trim();
    expect(token).toMatch(/^nk_[\w-]{40,}$/);
    expect(await page.getByText('Copy it now: it will not be shown again.').count()).toBe(1);
    const fields = await page.getByTestId('shortcut-fields').innerText();
    expect(fields).toContain(`${h.stack.gatewayUrl}/api/content`);
    expect(fields).toContain(`Authorization = Bearer ${token}`);
    expect(fields).toContain('text = Shortcut Input');
    expect(await seriousA11yViolations(page)).toEqual([]);
    await capture(page, 'setup-background-token');

    // The shortcut shares a text with a link in the middle; the answer is immediate.
    const link = `${site.url}/pages/sleep-newborn-swaddling-guide.html`;
    const saved = await shortcutPost(token, { text: `Must read (${link}). Shared from Instagram` });
    expect(saved).toMatchObject({ status: 201 });
    expect(saved.body).toMatchObject({ originalUrl: link, duplicate: false });
    expect(typeof saved.body.id).toBe('number');
    expect(typeof saved.body.title).toBe('string');

    // The same link again: the existing item, duplicate.
    const again = await shortcutPost(token, { url: link });
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ id: saved.body.id, duplicate: true });

    // No link in the text: the words are saved as a note (issue 22 point 3); no text, said plainly.
    const note = await shortcutPost(token, { text: 'Burp her after each side\nthen keep her upright' });
    expect(note.status).toBe(201);
    expect(note.body).toMatchObject({
      title: 'Burp her after each side',
      originalUrl: null,
      platform: 'manual',
      duplicate: false,
    });
    const none = await shortcutPost(token, { text: '   ' });
    expect(none.status).toBe(400);
    expect(none.body.message).toBe('Nothing to save: the shared text is empty.');

    // The page's test box saves with the created token too.
    const testLink = `${site.url}/pages/development-9-month-milestones.html`;
    await page.getByLabel('Link to test').fill(testLink);
    await page.getByRole('button', { name: 'Test background save' }).click();
    await page
      .getByTestId('test-result')
      .getByText(/^Saved to NestKeep: /)
      .waitFor();
    await capture(page, 'setup-background-test-box');

    // The saves are in the library (their analysis runs meanwhile).
    await visit(page, '/saved');
    await page.waitForFunction(() => !document.body.innerText.includes('Analysing'), undefined, {
      timeout: 30_000,
    });
    await page.reload();
    await settle(page);
    await page
      .getByRole('button', { name: /^Open .*swaddl/i })
      .first()
      .waitFor();
    await page
      .getByRole('button', { name: /^Open .*milestones/i })
      .first()
      .waitFor();
    await page.getByRole('button', { name: 'Burp her after each side', exact: true }).waitFor();

    // Revoked on the profile, the token stops at once.
    await visit(page, '/profile');
    const card = page.getByTestId('tokens-card');
    await card.getByText('iPhone shortcut', { exact: true }).waitFor();
    await card.getByRole('button', { name: 'Revoke iPhone shortcut' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Revoke token' }).click();
    await card.getByText('No tokens yet.').waitFor();
    const after = await shortcutPost(token, {
      url: `${site.url}/pages/feeding-newborn-latch-lactation-qa.html`,
    });
    expect(after.status).toBe(401);
    expect(after.body.message).toBe('Invalid or revoked API token');
    expect(errors).toEqual([]);
  });
});
