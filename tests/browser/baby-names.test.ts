import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserHarnessForFile, PHONE, SCREENSHOTS, seriousA11yViolations, visit } from './harness.js';

/**
 * The baby name generator in Chromium against the real stack (gateway, content with its names
 * dataset, identity): a parent generates names, asks for more without repeats, keeps a favourite
 * that survives a reload; a signed-out visitor generates on the public page, whose title follows
 * the gender and origin filters.
 */
const h = browserHarnessForFile();

const cards = (page: Page) => page.getByTestId('name-card');
const cardNames = (page: Page) => page.getByTestId('name-card-name').allInnerTexts();

describe('Baby name generator', () => {
  it('generates names, generates more without repeats, and keeps a favourite through a reload', async () => {
    const { page, errors } = await h.signedInParent('names-browser@example.com');
    await visit(page, '/tools/baby-name-generator');
    await page.getByText('Ready to generate names').waitFor();

    await page.getByRole('button', { name: 'Generate with AI' }).click();
    await expect.poll(() => cards(page).count()).toBe(8);
    await page.getByText('Names Generated!').first().waitFor();
    const first = await cardNames(page);

    await page.getByRole('button', { name: 'Generate More Names' }).click();
    await expect.poll(() => cards(page).count()).toBe(16);
    const all = await cardNames(page);
    expect(all.slice(0, 8)).toEqual(first);
    expect(new Set(all.map((n) => n.toLowerCase())).size).toBe(16);
    await page.getByRole('tab', { name: 'Browse Names (16)' }).waitFor();

    const chosen = all[9]!;
    const heart = page.getByRole('button', { name: `Favorite ${chosen}`, exact: true });
    const saved = page.waitForResponse(
      (r) => r.url().endsWith('/api/names/favorites') && r.request().method() === 'POST',
    );
    await heart.click();
    expect((await saved).ok()).toBe(true);
    expect(await heart.getAttribute('aria-pressed')).toBe('true');
    await page.getByRole('tab', { name: 'Favorites (1)' }).waitFor();

    const violations = await seriousA11yViolations(page);
    expect(violations, JSON.stringify(violations, null, 2)).toEqual([]);

    await page.reload();
    const favoritesTab = page.getByRole('tab', { name: 'Favorites (1)' });
    await favoritesTab.waitFor();
    await favoritesTab.click();
    const panel = page.getByRole('tabpanel');
    await panel.getByTestId('name-card-name').first().waitFor();
    expect(await panel.getByTestId('name-card-name').allInnerTexts()).toEqual([chosen]);
    expect(
      await panel
        .getByRole('button', { name: `Favorite ${chosen}`, exact: true })
        .getAttribute('aria-pressed'),
    ).toBe('true');
    await page.screenshot({ path: path.join(SCREENSHOTS, 'baby-names-favorites.png'), fullPage: true });
    expect(errors).toEqual([]);
  });

  it('lets a visitor generate on the public page, titled after the gender and origin filters', async () => {
    const { page, errors } = await h.newPage();
    await visit(page, '/baby-name-generator');
    expect(await page.title()).toBe('Baby Name Generator · Meanings, Origins & Trends · NestKeep');

    await page.getByLabel('Gender').selectOption('girl');
    await page.getByLabel('Origin').selectOption('Hebrew');
    await expect.poll(() => page.title()).toBe('Hebrew Girl Names · Baby Name Generator · NestKeep');
    expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toBe(
      h.url('/baby-name-generator'),
    );
    expect(await page.locator('meta[name="description"]').getAttribute('content')).toMatch(
      /^Find Hebrew girl names/,
    );

    await page.getByRole('button', { name: 'Generate with AI' }).click();
    await expect.poll(() => cards(page).count()).toBeGreaterThan(0);
    // Girl names include unisex ones (the generator's rule).
    for (const card of await cards(page).all()) {
      expect(await card.innerText()).toMatch(/Girl|Unisex/);
      expect(await card.innerText()).toMatch(/Hebrew/);
    }
    // Signed out, favourites ask for an account.
    expect(await page.getByRole('button', { name: 'Sign in to save favorites' }).count()).toBeGreaterThan(0);

    const violations = await seriousA11yViolations(page);
    expect(violations, JSON.stringify(violations, null, 2)).toEqual([]);

    // On a phone the filters fold behind a button; Generate stays reachable.
    await page.setViewportSize(PHONE);
    const toggle = page.getByRole('button', { name: 'Filters' });
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    expect(await page.getByLabel('Origin').isVisible()).toBe(false);
    expect(await page.getByRole('button', { name: 'Generate with AI' }).isVisible()).toBe(true);
    await toggle.click();
    expect(await page.getByLabel('Origin').isVisible()).toBe(true);
    await page.screenshot({ path: path.join(SCREENSHOTS, 'baby-names-phone.png'), fullPage: true });
    expect(errors).toEqual([]);

    // A visitor's heart goes to sign-in, coming back to this page with its filters.
    const signIn = page.waitForRequest((r) => r.url().includes('/auth/google'));
    await cards(page)
      .first()
      .getByRole('button', { name: /^Favorite / })
      .click();
    expect(new URL((await signIn).url()).searchParams.get('redirect')).toBe(
      '/baby-name-generator?gender=girl&origin=Hebrew',
    );
  });

  it('shows the landing with its way to sign in and to the generator', async () => {
    const { page, errors } = await h.newPage();
    await visit(page, '/baby-names');
    expect(await page.title()).toBe('Baby Names with Meanings and Origins · NestKeep');
    const nav = page.getByRole('navigation', { name: 'Baby names' });
    expect(await nav.getByRole('link', { name: 'Sign In' }).getAttribute('href')).toBe(
      '/login?redirect=/tools/baby-name-generator&source=baby-names-landing',
    );
    const violations = await seriousA11yViolations(page);
    expect(violations, JSON.stringify(violations, null, 2)).toEqual([]);
    await nav.getByRole('link', { name: 'Try Generator Free' }).click();
    await page.waitForURL('**/baby-name-generator');
    await page.getByRole('heading', { name: 'Baby Name Generator' }).waitFor();
    expect(errors).toEqual([]);
  });
});
