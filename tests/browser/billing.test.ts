import { describe, expect, it } from 'vitest';
import {
  browserHarnessForFile,
  capture,
  completeOnboarding,
  pageApi,
  seriousA11yViolations,
  settle,
  visit,
} from './harness.js';

/**
 * The upgrade in Chromium against the real stack: a free parent at the save limit (4 in this
 * stack) tries one more save, the upgrade dialog opens, Upgrade goes to billing's local test
 * checkout (no Stripe keys), Pay sends the signed webhooks, and back in the app the plan is Pro:
 * the welcome toast, the Pro badge instead of the meter, and saves work again.
 */
const LIMIT = 4;

const h = browserHarnessForFile();

describe('upgrade from the save-limit dialog', () => {
  it('goes through the local test checkout and comes back to Pro with unlimited saves', async () => {
    const { page, errors } = await h.signedInParent('upgrade-browser@example.com', 'Robin');
    for (let i = 0; i < LIMIT; i++) {
      expect(await pageApi(page, 'POST', '/api/content', { title: `Bedtime tip ${i}` })).toBe(201);
    }
    await visit(page, '/app');
    const meter = page.getByTestId('usage-meter');
    await meter.getByText('Limit reached').waitFor();

    // One more save in the UI: the dialog says the limit is reached before anything is filled
    // (issue 22 point 8), and its button opens the upgrade offer, which stays open (it used to
    // close itself at once, fighting the save dialog for focus).
    await page
      .getByRole('button', { name: /Add Content/ })
      .first()
      .click();
    // The dialog's own button: until the dialog is open, the usage meter behind it has one too.
    const save = page.getByRole('dialog').filter({ hasText: 'Save Content' });
    await save.waitFor();
    await save.getByRole('button', { name: 'Upgrade to continue saving' }).click();
    const dialog = page.getByRole('dialog').filter({ hasText: 'Upgrade to Pro' });
    await dialog.waitFor();
    // Annual is the default.
    expect(await dialog.getByRole('radio', { name: /Annually/ }).isChecked()).toBe(true);
    await dialog.getByRole('button', { name: 'Upgrade', exact: true }).click();

    // Billing's local test checkout, through the gateway.
    await page.waitForURL(/\/api\/billing\/local\/checkout\//);
    await page.getByRole('heading', { name: /Subscribe to/ }).waitFor();
    expect(await page.locator('body').innerText()).toMatch(/\$48/);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await capture(page, 'local-checkout');
    await page.getByRole('button', { name: 'Pay', exact: true }).click();

    // Back in the app: the toast, the parameter dropped, Pro.
    await page.waitForURL((url) => url.pathname === '/app');
    await settle(page);
    await page.getByText('Welcome to NestKeep Pro').first().waitFor();
    await page.waitForFunction(() => !new URL(location.href).searchParams.has('checkout'));
    await meter.getByText('Pro Plan').waitFor({ timeout: 20_000 });
    expect(await page.getByText(/saves remaining/).count()).toBe(0);
    expect(await page.getByText('Limit reached').count()).toBe(0);

    // Another save works now.
    await page
      .getByRole('button', { name: /Add Content/ })
      .first()
      .click();
    await page.getByLabel(/^URL/).fill('https://example.com/saved-on-pro');
    await page.getByRole('button', { name: 'Save Content' }).click();
    await page.getByText('Content saved!').first().waitFor();
    expect(await page.getByRole('dialog').filter({ hasText: 'Upgrade to Pro' }).count()).toBe(0);
    const usage = await page.evaluate(async () => (await fetch('/api/user/usage')).json());
    expect(usage).toMatchObject({ plan: 'pro', unlimited: true, usageCount: LIMIT + 1 });
    await capture(page, 'upgraded-dashboard');
    expect(errors).toEqual([]);
  }, 90_000);

  it('Cancel on the checkout page comes back with the canceled toast and the plan unchanged', async () => {
    const { page, errors } = await h.signedInParent('cancel-browser@example.com', 'Kit');
    await visit(page, '/app');
    const res = await page.evaluate(async () => {
      const r = await fetch('/api/create-checkout-session', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ plan: 'pro', billingCycle: 'monthly', returnUrl: location.href }),
      });
      return r.json() as Promise<{ url: string }>;
    });
    await page.goto(res.url);
    await page.getByRole('button', { name: 'Cancel', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/app');
    await page.getByText('Checkout canceled').first().waitFor();
    await page
      .getByTestId('usage-meter')
      .getByText(/saves remaining/)
      .waitFor();
    expect(errors).toEqual([]);
  }, 60_000);

  it('a signed-out visitor goes from the pricing section to sign-in and back, then checks out', async () => {
    const { page, errors } = await h.newPage();
    await visit(page, '/#pricing');
    const upgrade = page.getByRole('button', { name: 'Upgrade to Pro' });
    await upgrade.click();
    // /api/login: the development sign-in form here (Google in production), coming back to the page.
    await page.waitForURL((url) => url.pathname === '/api/login');
    await page.getByLabel('Email').fill('pricing-visitor@example.com');
    await page.getByLabel('Display name').fill('Lee');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL((url) => url.pathname === '/' && url.hash === '#pricing');
    // A new account meets onboarding first; done through the API, the visitor is back on the page.
    await page.getByText('What best describes you?').waitFor();
    await completeOnboarding(page);
    await page.reload();
    await settle(page);

    await page.getByRole('button', { name: 'Upgrade to Pro' }).click();
    await page.waitForURL(/\/api\/billing\/local\/checkout\//);
    // Yearly is the pricing section's default.
    expect(await page.locator('body').innerText()).toMatch(/\$48/);
    await page.getByRole('button', { name: 'Pay', exact: true }).click();
    // The marketing shape has no return address: billing brings the visitor to /app.
    await page.waitForURL((url) => url.pathname === '/app');
    await page.getByText('Welcome to NestKeep Pro').first().waitFor();
    const user = await page.evaluate(async () => (await fetch('/api/auth/user')).json());
    expect(user).toMatchObject({ email: 'pricing-visitor@example.com', plan: 'pro' });
    expect(errors).toEqual([]);
  }, 60_000);
});
