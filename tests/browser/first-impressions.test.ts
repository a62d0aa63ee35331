import { describe, expect, it } from 'vitest';
import { ADMIN_EMAIL } from '../../services/identity/test/harness.js';
import {
  browserHarnessForFile,
  capture,
  completeOnboarding,
  devSignIn,
  pageApi,
  PHONE,
  DESKTOP,
  seriousA11yViolations,
  settle,
  visit,
} from './harness.js';

/**
 * Issue 22 point 8, "First impressions", in Chromium against the real stack, at 1280 and 390 px
 * wide with axe: 'Welcome' on a first visit, the admin straight to /admin, the save dialog at the
 * free limit saying why before anything is filled in, no 'Data export' sold as Pro, the free tools
 * marked by whether they need an account, the 404 page's way home, and the urgent box's call line
 * said once. (The extension's activeTab is in extension.test.ts; the quick save's title in
 * services/content/test/quick-save-title.test.ts.)
 */
const h = browserHarnessForFile({ chat: {} });

/** Axe at both widths (the layout changes between them). */
async function axeAtBothWidths(page: import('playwright-core').Page) {
  for (const size of [DESKTOP, PHONE]) {
    await page.setViewportSize(size);
    expect(await seriousA11yViolations(page)).toEqual([]);
  }
  await page.setViewportSize(DESKTOP);
}

describe('first impressions in Chromium', () => {
  it("greets a first visit with 'Welcome', and 'Welcome back' after signing in again", async () => {
    const { page, errors } = await h.newPage();
    await page.goto('/login');
    await devSignIn(page, 'first-visit@example.com', 'Robin Parent');
    await completeOnboarding(page);
    await visit(page, '/app');
    const greeting = page.getByRole('heading', { level: 1 });
    await expect.poll(() => greeting.innerText()).toBe('Welcome, Robin!');
    await axeAtBothWidths(page);
    await capture(page, 'first-visit-welcome');

    // Another sign-in (another day): a returning parent.
    await devSignIn(page, 'first-visit@example.com', 'Robin Parent');
    await visit(page, '/app');
    await expect.poll(() => page.getByRole('heading', { level: 1 }).innerText()).toBe('Welcome back, Robin!');
    expect(errors).toEqual([]);
  });

  it('an admin signing in lands on /admin, without the parent onboarding, and can still open the app', async () => {
    const { page, errors } = await h.newPage();
    // The sign-in form as a person uses it (no return address asked for).
    await page.goto('/auth/google');
    await page.getByLabel('Email').fill(ADMIN_EMAIL);
    await page.getByLabel('Display name').fill('Ada Admin');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL((u) => u.pathname === '/admin');
    await settle(page);
    await page.getByRole('heading', { name: 'Admin Panel', level: 1 }).waitFor();
    expect(await page.getByText('What best describes you?').count()).toBe(0);
    await axeAtBothWidths(page);
    await capture(page, 'admin-lands-on-admin');

    // The parent app opens too, with no wizard forced on the admin.
    await page
      .getByRole('link', { name: /Back to App/ })
      .first()
      .click();
    await page.waitForURL((u) => u.pathname === '/app');
    await settle(page);
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(await page.getByText('What best describes you?').count()).toBe(0);
    expect(errors).toEqual([]);
  });

  it("at the free limit the save dialog says 'Limit reached' before anything is filled in", async () => {
    const { page, errors } = await h.signedInParent('at-limit@example.com');
    // The harness's free limit is 4 saves.
    for (let i = 1; i <= 4; i += 1) {
      expect(
        await pageApi(page, 'POST', '/api/content', { title: `Note ${i}`, description: 'A note of ours.' }),
      ).toBe(201);
    }
    await visit(page, '/app');
    await page.getByRole('button', { name: 'Add Content' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Save Content' });
    const notice = dialog.getByRole('status', { name: 'Limit reached' });
    await notice.waitFor();
    expect(await notice.innerText()).toMatch(/Upgrade to continue saving/);
    const button = dialog.getByRole('button', { name: 'Upgrade to continue saving' });
    expect(await button.isVisible()).toBe(true);
    expect(await dialog.getByRole('button', { name: 'Save Content' }).count()).toBe(0);
    await axeAtBothWidths(page);
    await capture(page, 'save-dialog-at-limit');
    // The button leads to the upgrade, with nothing sent.
    await button.click();
    await page
      .getByRole('heading', { name: /Upgrade/ })
      .first()
      .waitFor();
    expect(errors).toEqual([]);
  });

  it('the landing marks the free tools needing an account, and sells no data export', async () => {
    const { page, errors } = await h.newPage();
    await visit(page, '/');
    const tools = page.locator('#free-tools');
    await tools.scrollIntoViewIfNeeded();
    const card = (name: string) => tools.getByRole('link', { name: new RegExp(`^${name}`) });
    expect(await card('Baby name generator').innerText()).toMatch(/No account needed/);
    for (const name of ['Milestone tracker', 'Growth calculator', 'Due date calculator', 'iOS shortcut']) {
      expect(await card(name).innerText()).toMatch(/Free account needed/);
    }
    expect(await page.getByText(/data export/i).count()).toBe(0);
    await axeAtBothWidths(page);
    await tools.screenshot({ path: 'test-results/screenshots/landing-free-tools-desktop.png' });
    await page.setViewportSize(PHONE);
    await tools.screenshot({ path: 'test-results/screenshots/landing-free-tools-phone.png' });
    await page.setViewportSize(DESKTOP);
    expect(errors).toEqual([]);
  });

  it('the 404 page keeps its texts and leads home', async () => {
    const { page, errors } = await h.newPage();
    await visit(page, '/no-such-page/here');
    await page.getByText('404 Page Not Found').waitFor();
    expect(await page.getByText('Did you forget to add the page to the router?').count()).toBe(1);
    await axeAtBothWidths(page);
    await capture(page, 'not-found-home-link');
    await page.getByRole('link', { name: 'Back to Home' }).click();
    await page.waitForURL((u) => u.pathname === '/');
    expect(errors).toEqual([]);
  });

  it('the urgent box says whom to call once, and the answer does not say it again', async () => {
    const { page, errors } = await h.signedInParent('urgent-once@example.com');
    await visit(page, '/chat');
    const input = page.getByTestId('chat-input');
    await input.fill('My baby is not breathing');
    await input.press('Enter');
    const answer = page.getByTestId('chat-message-assistant').last();
    const banner = answer.getByTestId('urgent-banner');
    await banner.waitFor({ timeout: 15_000 });
    expect(await banner.innerText()).toMatch(/999/);
    // The whole answer names the emergency numbers once: in the banner.
    const text = await answer.innerText();
    expect(text.match(/\b999\b/g)).toHaveLength(1);
    expect(text.match(/\b911\b/g)).toHaveLength(1);
    await axeAtBothWidths(page);
    await capture(page, 'chat-urgent-call-once');
    expect(errors).toEqual([]);
  });
});
