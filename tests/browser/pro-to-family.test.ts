import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  browserHarnessForFile,
  capture,
  DESKTOP,
  pageJson,
  PHONE,
  SCREENSHOTS,
  seriousA11yViolations,
  settle,
  visit,
} from './harness.js';

/**
 * Issue 22 point 4 in Chromium against the real stack (billing's local Stripe stand-in): a Pro
 * parent chooses Family and switches in one step on the subscription they have, with Family's
 * price and a monthly/annual choice, confirmed with 'Switch to Family'; no checkout, no
 * 'You already have an active subscription'; then the profile shows Family and the invite form.
 */
const h = browserHarnessForFile();

/** A parent who paid a Pro monthly checkout (the local test checkout), back on /profile as Pro. */
async function proParent(email: string): Promise<{ page: Page; errors: string[]; subscriptionId: string }> {
  const { page, errors } = await h.signedInParent(email, 'Robin');
  const { url } = await pageJson<{ url: string }>(page, 'POST', '/api/create-checkout-session', {
    plan: 'pro',
    billingCycle: 'monthly',
    returnUrl: '/profile',
  });
  await page.goto(url);
  await page.getByRole('button', { name: 'Pay', exact: true }).click();
  await page.waitForURL((u) => u.pathname === '/profile');
  await settle(page);
  await page
    .getByTestId('subscription-plan')
    .filter({ hasText: /^Pro(?! trial)/ })
    .waitFor({ timeout: 20_000 });
  const { id: userId } = await pageJson<{ id: string }>(page, 'GET', '/api/auth/user');
  const row = await h.stack.billing.db.subscription.findFirstOrThrow({ where: { userId } });
  expect(row).toMatchObject({ plan: 'pro', billingCycle: 'monthly' });
  return { page, errors, subscriptionId: row.id };
}

async function expectFamilyOn(page: Page, subscriptionId: string, cycle: 'monthly' | 'annual') {
  await page.getByText("You're on Family now").first().waitFor({ timeout: 20_000 });
  const card = page.getByTestId('family-card');
  await card.getByLabel('Invite by email').waitFor({ timeout: 20_000 });
  await page
    .getByTestId('subscription-plan')
    .filter({ hasText: /^Family/ })
    .waitFor({ timeout: 20_000 });
  expect(await page.getByText('You already have an active subscription').count()).toBe(0);
  // The same subscription, now on the family price: switched, not bought twice.
  const rows = await h.stack.billing.db.subscription.findMany({
    where: {
      stripeCustomerId: (
        await h.stack.billing.db.subscription.findUniqueOrThrow({ where: { id: subscriptionId } })
      ).stripeCustomerId,
    },
  });
  expect(rows.map((r) => [r.id, r.plan, r.billingCycle])).toEqual([[subscriptionId, 'family', cycle]]);
  expect(await pageJson(page, 'GET', '/api/auth/user')).toMatchObject({ plan: 'family' });
}

describe('a Pro parent switches to Family in one step', () => {
  it('from the family card at 390 wide: Family monthly', async () => {
    const { page, errors, subscriptionId } = await proParent('pro-to-family-phone@example.com');
    await page.setViewportSize(PHONE);
    await visit(page, '/profile');
    const card = page.getByTestId('family-card');
    await card.getByText('Family Plan Required').waitFor();
    await card.getByTestId('family-switch-note').waitFor();
    await card.getByRole('button', { name: 'Upgrade' }).click();

    const offer = page.getByRole('dialog', { name: 'Switch to Family' });
    await offer.waitFor();
    expect(await offer.innerText()).toMatch(/Your current plan/);
    expect(await offer.getByTestId('price-monthly').innerText()).toBe('$9/month');
    expect(await offer.getByTestId('price-annually').innerText()).toBe('$7.25/month');
    await offer.getByRole('radio', { name: /Monthly/ }).check();
    const confirm = offer.getByRole('button', { name: 'Switch to Family' });
    await confirm.scrollIntoViewIfNeeded();
    const box = (await confirm.boundingBox())!;
    expect(box.x >= 0 && box.x + box.width <= PHONE.width).toBe(true);
    // Nothing (the bottom navigation) lies over the confirm button on a phone.
    const onTop = await page.evaluate(
      ({ x, y }) => document.elementFromPoint(x, y)?.closest('button')?.textContent ?? null,
      { x: box.x + box.width / 2, y: box.y + box.height / 2 },
    );
    expect(onTop).toBe('Switch to Family');
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.screenshot({ path: path.join(SCREENSHOTS, 'pro-to-family-offer-phone.png') });
    await confirm.click();

    await expectFamilyOn(page, subscriptionId, 'monthly');
    expect(page.url()).toMatch(/\/profile$/);
    expect(await page.getByRole('dialog').count()).toBe(0);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await capture(page, 'pro-to-family-switched');
    expect(errors).toEqual([]);
  }, 120_000);

  it('from the subscription card at 1280 wide: Family annual', async () => {
    const { page, errors, subscriptionId } = await proParent('pro-to-family-desktop@example.com');
    await page.setViewportSize(DESKTOP);
    await visit(page, '/profile');
    await page.getByRole('button', { name: 'Switch to Family' }).click();
    const offer = page.getByRole('dialog', { name: 'Switch to Family' });
    await offer.getByText('$87 billed yearly · Save 19%').waitFor();
    expect(await offer.getByRole('radio', { name: /Annually/ }).isChecked()).toBe(true);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await capture(page, 'pro-to-family-offer');
    await offer.getByRole('button', { name: 'Switch to Family' }).click();

    await expectFamilyOn(page, subscriptionId, 'annual');
    expect(await seriousA11yViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
  }, 120_000);
});
