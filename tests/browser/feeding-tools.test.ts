import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { TOOLS } from '../../web/src/lib/tools.js';
import {
  browserHarnessForFile,
  capture,
  completeOnboarding,
  devSignIn,
  pageApi,
  PHONE,
  SCREENSHOTS,
  seriousA11yViolations,
  visit,
} from './harness.js';

/**
 * The feeding tracker and the tools listing in Chromium against the real stack: a parent logs a
 * bottle in ounces and a timed breastfeed (the timer survives a reload), sees the last feed and
 * today's totals, and they survive a reload; /tools links every tool to a real page; a signed-out
 * visitor gets the sign-in card and comes back to the tracker after signing in.
 */
const h = browserHarnessForFile();

const lastFeed = (page: Page) => page.getByTestId('last-feed').innerText();
const todayTotals = (page: Page) => page.getByTestId('today-totals').innerText();

describe('feeding tracker', () => {
  it('logs a bottle in oz and a timed breastfeed; last feed and today survive a reload', async () => {
    const { page, errors } = await h.signedInParent('feeding-browser@example.com');
    await visit(page, '/tools/feeding-tracker');
    await page.getByRole('heading', { name: 'Feeding Tracker', level: 1 }).waitFor();
    expect(await page.title()).toBe('Feeding Tracker · NestKeep');
    await page.getByText('No feeds logged yet.').waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);

    // A 4 oz bottle.
    await page.getByRole('tab', { name: 'Bottle' }).click();
    await page.getByRole('radio', { name: 'oz' }).click();
    await page.getByLabel('Amount', { exact: true }).fill('4');
    await page.getByRole('button', { name: 'Save feed' }).click();
    await page.getByText('Feed saved', { exact: true }).waitFor();
    await expect.poll(() => lastFeed(page)).toMatch(/Just now\s+Bottle · 4 oz/);
    await expect.poll(() => todayTotals(page)).toMatch(/Bottle\s+1\s+4 oz/);

    // A breastfeed on the right, timed; the running timer survives a reload.
    await page.getByRole('tab', { name: 'Breast' }).click();
    await page.getByRole('radio', { name: 'Right' }).click();
    await page.getByRole('button', { name: 'Start timer' }).click();
    await page.getByRole('button', { name: 'Stop the timer to save' }).waitFor();
    await page.waitForTimeout(1100);
    await page.reload();
    await page.getByRole('button', { name: 'Stop timer' }).waitFor();
    await expect.poll(() => page.getByRole('timer').innerText()).not.toBe('0:00');
    expect(await page.getByRole('radio', { name: 'Right' }).getAttribute('aria-checked')).toBe('true');
    await page.getByRole('button', { name: 'Stop timer' }).click();
    await page.getByRole('button', { name: 'Save feed' }).click();
    await page.getByText('Feed saved', { exact: true }).waitFor();
    await expect.poll(() => lastFeed(page)).toMatch(/Just now\s+Breast · Right · \d+ s/);
    await expect.poll(() => todayTotals(page)).toMatch(/Breast\s+1\s+0 min\s+Bottle\s+1\s+4 oz\s+Solids\s+0/);
    // Saved: the timer is gone.
    await page.getByRole('button', { name: 'Start timer' }).waitFor();

    await page.reload();
    await expect.poll(() => lastFeed(page)).toMatch(/Breast · Right/);
    await expect.poll(() => todayTotals(page)).toMatch(/Breast\s+1\s+0 min\s+Bottle\s+1\s+4 oz/);
    const feeds = page.getByRole('list', { name: 'Recent feeds' }).getByRole('listitem');
    expect(await feeds.count()).toBe(2);
    expect(await page.getByRole('row', { name: /^Today/ }).innerText()).toMatch(/1 · 0 min\s+1 · 4 oz/);
    expect(await seriousA11yViolations(page)).toEqual([]);

    // Works on a phone: nothing wider than the screen.
    await page.setViewportSize(PHONE);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await capture(page, 'feeding-tracker');

    // The 7-day table's last column is never under the floating Add Content button, wherever the
    // page is scrolled and with the table scrolled to its end (walk-a31, walk-a33).
    // (capture() leaves the desktop size: back to the phone, where only the floating button is shown.)
    await page.setViewportSize(PHONE);
    const fab = page.getByRole('button', { name: 'Add Content' });
    await page.getByTestId('feeding-week-scroll').evaluate((el) => (el.scrollLeft = el.scrollWidth));
    await page.getByRole('row', { name: /^Today/ }).evaluate((row) => {
      // The row level with the button: the button's top is 136 px above the bottom of the screen.
      window.scrollBy(0, row.getBoundingClientRect().top - (window.innerHeight - 136));
    });
    const fabBox = (await fab.boundingBox())!;
    // The floating one: at the right, above the bottom bar.
    expect(fabBox.x + fabBox.width).toBe(PHONE.width - 16);
    expect(fabBox.y + fabBox.height).toBe(PHONE.height - 80);
    const lastColumn = page.locator('table tr > :last-child');
    expect(await lastColumn.count()).toBe(8);
    for (const box of await lastColumn.evaluateAll((cells) =>
      cells.map((c) => c.getBoundingClientRect().toJSON() as DOMRect),
    )) {
      expect(box.right).toBeLessThanOrEqual(fabBox.x);
    }
    await page.screenshot({ path: path.join(SCREENSHOTS, 'feeding-week-beside-add-button-phone.png') });

    // Delete the bottle.
    await page.getByRole('button', { name: /^Delete Bottle · 4 oz/ }).click();
    await page.getByText('Feed deleted', { exact: true }).waitFor();
    await expect.poll(() => feeds.count()).toBe(1);
    await expect.poll(() => todayTotals(page)).toMatch(/Bottle\s+0\s+0 oz/);
    expect(errors).toEqual([]);
  });

  it('logs a first-time solid with the allergen note, and says what is wrong with an empty food', async () => {
    // Solids open from 4 months (the harness's child is 120 days old): a 7-month-old here.
    const { page, errors } = await h.newPage();
    await page.goto('/login');
    await devSignIn(page, 'feeding-solids@example.com', 'Robin');
    const birth = new Date(Date.now() - 215 * 86_400_000).toISOString().slice(0, 10);
    const onboarded = await pageApi(page, 'POST', '/api/onboarding', {
      userStage: 'already_parent',
      childrenCount: 1,
      childrenDOBs: [birth],
      interests: ['Milestone tracker'],
      newsletterOptIn: true,
    });
    expect(onboarded).toBe(200);
    await visit(page, '/tools/feeding-tracker');
    await page.getByRole('tab', { name: 'Solids' }).click();
    await page.getByText(/common allergens .* one at a time/).waitFor();
    await page.getByRole('button', { name: 'Save feed' }).click();
    await page.getByRole('alert').filter({ hasText: 'Food is required' }).waitFor();
    await page.getByLabel('Food', { exact: true }).fill('Scrambled egg');
    await page.getByRole('checkbox', { name: 'First time' }).click();
    await page.getByRole('button', { name: 'Save feed' }).click();
    await page.getByText('Feed saved', { exact: true }).waitFor();
    const item = page.getByRole('list', { name: 'Recent feeds' }).getByRole('listitem').first();
    await expect.poll(() => item.innerText()).toMatch(/Solids · Scrambled egg\s+First time/);
    expect(await seriousA11yViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
  });

  it('shows a signed-out visitor the sign-in card and brings them back after signing in', async () => {
    const email = 'feeding-returning@example.com';
    // An existing parent, past onboarding, signing in from a fresh browser.
    const setup = await h.newPage();
    await setup.page.goto('/login');
    await devSignIn(setup.page, email, 'Robin');
    await completeOnboarding(setup.page);

    const { page, errors } = await h.newPage();
    await visit(page, '/tools/feeding-tracker');
    await page.getByRole('heading', { name: 'Sign in to continue' }).waitFor();
    expect(await page.getByRole('tab', { name: 'Bottle' }).count()).toBe(0);
    expect(await seriousA11yViolations(page)).toEqual([]);

    await page.getByRole('button', { name: /Sign In with Google/ }).click();
    // Without Google configured, the gateway's development sign-in form stands in for it.
    await page.getByRole('heading', { name: 'Development sign-in' }).waitFor();
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL((u) => u.pathname === '/tools/feeding-tracker');
    await page.getByRole('heading', { name: 'Feeding Tracker', level: 1 }).waitFor();
    expect(errors).toEqual([]);
  });
});

describe('the tools listing', () => {
  it('lists every tool, marks the guarded ones for signed-out visitors, and every link opens its page', async () => {
    const { page, errors } = await h.newPage();
    await visit(page, '/tools');
    await page.getByRole('heading', { name: 'Parenting tools', level: 1 }).waitFor();
    expect(await page.title()).toMatch(/NestKeep/);
    const cards = page.getByRole('list', { name: 'Tools' }).getByRole('link');
    expect(await cards.count()).toBe(TOOLS.length);
    expect(await page.getByRole('link', { name: 'Set up the iOS shortcut' }).getAttribute('href')).toBe(
      '/setup',
    );
    expect(await seriousA11yViolations(page)).toEqual([]);
    await capture(page, 'tools');

    for (const tool of TOOLS) {
      const card = page.getByRole('link', { name: new RegExp(`^${tool.name}`) });
      expect(await card.getAttribute('href')).toBe(tool.path);
      expect(/Sign in to use/.test(await card.innerText()), tool.name).toBe(tool.guarded);
      await card.click();
      await page.waitForURL((u) => u.pathname === tool.path);
      await page.waitForFunction(() => {
        const main = document.querySelector('main');
        return Boolean(main && main.children.length > 0 && main.textContent?.trim() !== 'Loading...');
      });
      expect(await page.getByRole('heading', { name: '404 Page Not Found' }).count(), tool.path).toBe(0);
      if (tool.guarded) await page.getByRole('heading', { name: 'Sign in to continue' }).waitFor();
      await page.goBack();
      await page.getByRole('heading', { name: 'Parenting tools', level: 1 }).waitFor();
    }
    expect(errors).toEqual([]);
  });

  it("signed in, no card asks to sign in and the header's Tools menu lists every tool", async () => {
    const { page } = await h.signedInParent('tools-signed-in@example.com');
    await visit(page, '/tools');
    await page.getByRole('heading', { name: 'Parenting tools', level: 1 }).waitFor();
    expect(await page.getByText('Sign in to use').count()).toBe(0);
    await page.getByRole('button', { name: 'Tools' }).click();
    const menu = page.getByRole('menu');
    for (const tool of TOOLS) {
      expect(await menu.getByRole('menuitem', { name: tool.name }).getAttribute('href')).toBe(tool.path);
    }
    expect(await menu.getByRole('menuitem', { name: 'All Tools' }).getAttribute('href')).toBe('/tools');
  });
});
