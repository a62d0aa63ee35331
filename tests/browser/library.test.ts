import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFixtureSite } from '../support/pipeline.js';
import {
  capture,
  devSignIn,
  seriousA11yViolations,
  settle,
  startBrowserHarness,
  type BrowserHarness,
} from './harness.js';

/**
 * The core journey in Chromium against the real stack, with saves analysed by the real pipeline
 * (outbox relay, ai-worker with the local provider, fetching a local fixture page).
 */
let site: Awaited<ReturnType<typeof startFixtureSite>>;
let h: BrowserHarness;
beforeAll(async () => {
  site = await startFixtureSite();
  h = await startBrowserHarness({ pipeline: { allow: site.host } });
});
afterAll(async () => {
  await h.close();
  await site.close();
});

describe('a new parent in Chromium', () => {
  it('onboards, adds a child, saves a link and sees its analysis, searches, filters, favourites, recategorises, deletes, and meets the limit', async () => {
    const { page, errors } = await h.newPage();
    await page.goto('/login');
    await devSignIn(page, 'journey@example.com', 'Jordan');
    await page.goto('/app');

    // Onboarding wizard: a parent of one.
    await page.getByText('What best describes you?').waitFor();
    await page.getByRole('radio', { name: /Already a parent/ }).click();
    await page.getByRole('button', { name: /Continue/ }).click();
    await page.getByRole('radio', { name: /^1/ }).click();
    await page.getByRole('button', { name: /Continue/ }).click();
    await page
      .locator('input[type="date"]')
      .first()
      .fill(new Date(Date.now() - 200 * 86_400_000).toISOString().slice(0, 10));
    await page.getByRole('button', { name: /Continue/ }).click();
    await page.getByRole('checkbox', { name: /Daily routines/ }).click();
    await page.getByRole('button', { name: /Continue/ }).click();
    await page.getByRole('button', { name: 'Complete Setup' }).click();
    await page.getByRole('heading', { level: 1 }).waitFor();
    await settle(page);

    // Add a child from the header switcher.
    await page.getByRole('button', { name: /Child profile/ }).click();
    await page.getByRole('menuitem', { name: /Add child/i }).click();
    await page.getByLabel(/Name/).first().fill('Mila');
    await page.getByLabel(/Current stage/).selectOption('toddler');
    await page.getByRole('button', { name: 'Add Child', exact: true }).click();
    await page.getByText('Child Profile Added').first().waitFor();

    // Save a link from the fixture site; its analysis appears.
    await page
      .getByRole('button', { name: /Add Content/ })
      .first()
      .click();
    await page.getByLabel(/^URL/).fill(`${site.url}/pages/development-tummy-time-newborn.html`);
    await page.getByRole('button', { name: 'Save Content' }).click();
    await page.getByText('Content saved!').first().waitFor();
    const card = page.getByRole('button', { name: /^Open / }).first();
    await card.waitFor();
    await page.waitForFunction(() => !document.body.innerText.includes('Analysing'), undefined, {
      timeout: 30_000,
    });
    await page.reload();
    await settle(page);
    await page
      .getByRole('button', { name: /^Open / })
      .first()
      .click();
    await page.getByText('Key Points').first().waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await capture(page, 'content-modal');

    // Change the category in the modal.
    await page.getByRole('button', { name: 'Edit category' }).click();
    await page.getByRole('combobox').last().selectOption({ label: 'Health & Safety' });
    await page.getByRole('button', { name: 'Save' }).last().click();
    await page.getByText('Category updated').first().waitFor();
    await page.getByRole('dialog').getByRole('button', { name: 'Close' }).first().click();
    await page.getByRole('dialog').waitFor({ state: 'detached' });

    // Search, filter by category, favourite.
    await page.getByPlaceholder('Search your saved content...').fill('tummy');
    await page.getByText('Search Results').first().waitFor();
    await page.getByPlaceholder('Search your saved content...').fill('');
    await page
      .getByRole('button', { name: /Health & Safety/ })
      .first()
      .click();
    await page.getByText('Health & Safety Content').first().waitFor();
    await page.getByRole('button', { name: 'Add to favorites' }).first().click();
    await page.getByText('Added to favorites').first().waitFor();
    await capture(page, 'dashboard');

    // Delete it.
    await page
      .getByRole('button', { name: /More actions for/ })
      .first()
      .click();
    await page.getByRole('menuitem', { name: /Delete/ }).click();
    await page.getByText('Content deleted').first().waitFor();

    // The free limit (4 in this stack, the deleted save counted): three more saves, then the save
    // dialog says the limit is reached before anything is filled, and its button opens the offer.
    for (let i = 0; i < 3; i++) {
      await page
        .getByRole('button', { name: /Add Content/ })
        .first()
        .click();
      await page.getByLabel(/^URL/).fill(`${site.url}/pages/sleep-newborn-swaddling-guide.html?copy=${i}`);
      await page.getByRole('button', { name: 'Save Content' }).click();
      await page.getByText('Content saved!').first().waitFor();
    }
    await page
      .getByRole('button', { name: /Add Content/ })
      .first()
      .click();
    const saveDialog = page.getByRole('dialog').filter({ hasText: 'Save Content' });
    await saveDialog.getByText('Limit reached').waitFor();
    await saveDialog.getByRole('button', { name: 'Upgrade to continue saving' }).click();
    await page
      .getByRole('dialog')
      .filter({ hasText: /Upgrade/ })
      .first()
      .waitFor();
    await capture(page, 'upgrade-dialog');
    expect(errors).toEqual([]);
  }, 120_000);
});
