import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import {
  capture,
  DESKTOP,
  PHONE,
  seriousA11yViolations,
  startBrowserHarness,
  visit,
  type BrowserHarness,
} from './harness.js';

/**
 * The phone navigation in Chromium at 390 px (issue 22 point 1): from the dashboard the bottom bar's
 * Tools reaches the feeding log; the Add Content button opens the save dialog from the saved library
 * and from a tool, and what is saved there shows in the library; it covers neither the bottom bar,
 * the end of a screen nor the chat's message box. At 1280 px the header is as it was.
 */
let h: BrowserHarness;
beforeAll(async () => {
  h = await startBrowserHarness();
});
afterAll(() => h.close());

const bottomBar = (page: Page) => page.getByRole('navigation', { name: 'Bottom navigation' });
/** At 390 px the header's Add Content is hidden, so this is the phone's button. */
const addContent = (page: Page) => page.getByRole('button', { name: 'Add Content', exact: true });

async function box(page: Page, selector: string) {
  return page
    .locator(selector)
    .first()
    .evaluate((e) => {
      const r = e.getBoundingClientRect();
      return { top: r.top, bottom: r.bottom, left: r.left, right: r.right };
    });
}

/** The Add Content button is clear of the bottom bar, and the screen's end scrolls clear of it. */
async function expectAddClearOfContent(page: Page) {
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  const button = await addContent(page).evaluate((e) => e.getBoundingClientRect().toJSON());
  const bar = await bottomBar(page).evaluate((e) => e.getBoundingClientRect().toJSON());
  expect(button.bottom).toBeLessThanOrEqual(bar.top);
  const contentEnd = await page.evaluate(() => {
    const main = document.querySelector('main')!;
    return main.getBoundingClientRect().bottom - parseFloat(getComputedStyle(main).paddingBottom);
  });
  expect(contentEnd).toBeLessThanOrEqual(button.top);
  await page.evaluate(() => window.scrollTo(0, 0));
}

async function saveFromPhoneButton(page: Page, fill: () => Promise<void>) {
  await addContent(page).click();
  const dialog = page.getByRole('dialog', { name: 'Save Content' });
  await dialog.waitFor();
  expect(await seriousA11yViolations(page)).toEqual([]);
  await fill();
  await dialog.getByRole('button', { name: 'Save Content' }).click();
  await page.getByText('Content saved!').first().waitFor();
  await dialog.waitFor({ state: 'detached' });
  // The toast shows above the button, not over it.
  const toast = await page
    .getByText('Content saved!')
    .first()
    .evaluate((e) => e.closest('li')!.getBoundingClientRect().toJSON());
  const button = await addContent(page).evaluate((e) => e.getBoundingClientRect().toJSON());
  expect(toast.bottom).toBeLessThanOrEqual(button.top);
}

describe('the phone navigation at 390 px', () => {
  it('reaches the feeding log from the dashboard through the bottom bar', async () => {
    const { page, errors } = await h.signedInParent('phone-nav-tools@example.com');
    await page.setViewportSize(PHONE);
    await visit(page, '/app');
    await page.getByRole('heading', { level: 1, name: /Welcome back/ }).waitFor();
    // The header's Tools menu is not shown at this width: the bottom bar is the way.
    expect(await page.getByRole('navigation', { name: 'Main' }).isVisible()).toBe(false);
    expect(await bottomBar(page).getByRole('link').allInnerTexts()).toEqual([
      'Home',
      'Saved',
      'Tools',
      'AI Chat',
      'Profile',
    ]);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await capture(page, 'phone-nav-dashboard');
    await page.setViewportSize(PHONE);

    await bottomBar(page).getByRole('link', { name: 'Tools' }).click();
    await page.waitForURL((u) => u.pathname === '/tools');
    await page.getByRole('heading', { name: 'Parenting tools', level: 1 }).waitFor();
    await page
      .getByRole('list', { name: 'Tools' })
      .getByRole('link', { name: /Feeding Tracker/ })
      .click();
    await page.waitForURL((u) => u.pathname === '/tools/feeding-tracker');
    await page.getByRole('heading', { name: 'Feeding Tracker', level: 1 }).waitFor();
    await page.getByRole('button', { name: 'Start timer' }).waitFor();
    // The bar stays on the tool, Tools lit, so the parent can leave the way they came.
    expect(await bottomBar(page).getByRole('link', { name: 'Tools' }).getAttribute('aria-current')).toBe(
      'page',
    );
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await expectAddClearOfContent(page);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await capture(page, 'phone-nav-feeding');
    expect(errors).toEqual([]);
  }, 60_000);

  it('saves a link from the saved library and a note from a tool with Add Content; both show in the library', async () => {
    const { page, errors } = await h.signedInParent('phone-nav-add@example.com');
    await page.setViewportSize(PHONE);
    await visit(page, '/saved');
    await page.getByRole('heading', { name: 'Saved Content', level: 1 }).waitFor();
    await expectAddClearOfContent(page);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await capture(page, 'phone-nav-saved');
    await page.setViewportSize(PHONE);

    // From the saved library: a link.
    await saveFromPhoneButton(page, () =>
      page.getByLabel(/^URL/).fill('https://example.com/night-feeds-and-sleep'),
    );
    expect(new URL(page.url()).pathname).toBe('/saved');
    const cards = page.getByRole('button', { name: /^Open / });
    await expect.poll(() => cards.count()).toBe(1);

    // From a tool screen: a note written by hand.
    await visit(page, '/tools/growth-calculator');
    await page.getByRole('heading', { level: 1 }).waitFor();
    await saveFromPhoneButton(page, async () => {
      await page.getByRole('tab', { name: 'Manual' }).click();
      await page.getByLabel(/^Title/).fill('Burp halfway through a bottle');
    });
    expect(new URL(page.url()).pathname).toBe('/tools/growth-calculator');

    await bottomBar(page).getByRole('link', { name: 'Saved' }).click();
    await page.waitForURL((u) => u.pathname === '/saved');
    await page.getByRole('button', { name: 'Open Burp halfway through a bottle' }).waitFor();
    await expect.poll(() => cards.count()).toBe(2);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await capture(page, 'phone-nav-saved-after');
    expect(errors).toEqual([]);
  }, 60_000);

  it('keeps the chat message box clear, and leaves the desktop header as it was', async () => {
    const { page, errors } = await h.signedInParent('phone-nav-chat@example.com');
    await page.setViewportSize(PHONE);
    await visit(page, '/chat');
    const message = page.getByPlaceholder(/Ask a parenting question|Select a child profile/);
    await message.waitFor();
    // No Add Content button on the chat: the message box and Send sit where it would float.
    expect(await addContent(page).count()).toBe(0);
    const send = await box(page, '[aria-label="Send message"]');
    const bar = await bottomBar(page).evaluate((e) => e.getBoundingClientRect().toJSON());
    expect(send.bottom).toBeLessThanOrEqual(bar.top);
    expect(await seriousA11yViolations(page)).toEqual([]);

    // At 1280 px: no bottom bar, no floating button; the header's Tools menu and Add Content.
    await page.setViewportSize(DESKTOP);
    await visit(page, '/saved');
    await page.getByRole('heading', { name: 'Saved Content', level: 1 }).waitFor();
    expect(await bottomBar(page).isVisible()).toBe(false);
    const adds = addContent(page);
    await expect.poll(() => adds.count()).toBe(1);
    expect(await adds.evaluate((e) => Boolean(e.closest('header')))).toBe(true);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Tools' }).click();
    await page.getByRole('menuitem', { name: 'Feeding Tracker' }).waitFor();
    await page.keyboard.press('Escape');
    await adds.click();
    await page.getByRole('dialog', { name: 'Save Content' }).waitFor();
    expect(errors).toEqual([]);
  }, 60_000);
});
