import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFixtureSite } from '../support/pipeline.js';
import {
  capture,
  devSignIn,
  pageApi,
  seriousA11yViolations,
  settle,
  startBrowserHarness,
  visit,
  type BrowserHarness,
} from './harness.js';

/**
 * Issue 7 points 11, 13 and 14 in Chromium against the real stack (saves analysed by the real
 * pipeline reading a local fixture page): the iOS shortcut link opened signed out survives sign-in
 * and onboarding; children are named, aged and edited; the active child shapes the dashboard.
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

const isoDaysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);

describe('the iOS shortcut opened signed out', () => {
  it('keeps the link through sign-in and onboarding, opens the filled save dialog, and the save lands in the library for the named child', async () => {
    const { page, errors } = await h.newPage();
    const link = `${site.url}/pages/feeding-starting-solids-6-months.html`;
    await visit(page, `/?url=${encodeURIComponent(link)}&content=${encodeURIComponent('From Instagram')}`);

    // Signed out: the link is kept in view with a way to sign in, never 'Sign in required'.
    const ask = page.getByRole('dialog', { name: 'Sign in to save this link' });
    await ask.waitFor();
    expect(await ask.getByTestId('pending-share-url').innerText()).toBe(link);
    expect(await page.getByText(/Sign in required/i).count()).toBe(0);
    expect(new URL(page.url()).pathname).toBe('/app');
    expect(await seriousA11yViolations(page)).toEqual([]);
    await capture(page, 'shortcut-signed-out');

    // Sign in with the development form (what Google sign-in is in tests).
    await ask.getByRole('button', { name: /Sign in to save/ }).click();
    await page.getByRole('heading', { name: 'Development sign-in' }).waitFor();
    await page.getByLabel('Email').fill('shortcut-parent@example.com');
    await page.getByLabel('Display name').fill('Robin');
    await page.getByRole('button', { name: 'Sign in' }).click();

    // A new user onboards first, naming the child.
    await page.getByText('What best describes you?').waitFor();
    await page.getByRole('radio', { name: /Already a parent/ }).click();
    await page.getByRole('button', { name: /Continue/ }).click();
    await page.getByRole('radio', { name: /^1/ }).click();
    await page.getByRole('button', { name: /Continue/ }).click();
    await page.getByLabel('Child 1 name').fill('Mila');
    await page.getByLabel('Child 1 birth date').fill(isoDaysAgo(160));
    await capture(page, 'onboarding-child-name');
    await page.getByRole('button', { name: /Continue/ }).click();
    await page.getByRole('checkbox', { name: /Daily routines/ }).click();
    await page.getByRole('button', { name: /Continue/ }).click();
    await page.getByRole('button', { name: 'Complete Setup' }).click();

    // Then the save dialog opens, filled with the shared link, for the named child.
    const dialog = page.getByRole('dialog', { name: 'Save Content' });
    await dialog.waitFor();
    expect(await dialog.getByRole('textbox', { name: /^URL/ }).inputValue()).toBe(link);
    expect(await dialog.getByLabel('Shared text').inputValue()).toBe('From Instagram');
    expect(await dialog.getByLabel('For:').locator('option:checked').innerText()).toBe('Mila');
    await capture(page, 'shortcut-save-dialog');
    await dialog.getByRole('button', { name: 'Save Content' }).click();
    await page.getByText('Content saved!').first().waitFor();

    // The item is in the library, stamped with Mila.
    await page
      .getByRole('button', { name: /^Open / })
      .first()
      .waitFor();
    const items = await page.evaluate(async () => (await fetch('/api/content')).json());
    expect(items).toHaveLength(1);
    expect(items[0].originalUrl).toBe(link);

    // The switcher names the child and shows the age.
    const switcher = page.getByRole('button', { name: /^Child profile: Mila, \d+ months old$/ });
    await switcher.waitFor();

    // Once analysed (a starting-solids page: the infant phase), it shows in 'For Mila now'.
    await page.getByRole('heading', { name: 'For Mila now' }).waitFor({ timeout: 30_000 });
    expect(await page.getByTestId('active-child-summary').first().innerText()).toMatch(
      /Mila · Infant \(3-12 months\) · \d+ months old/,
    );
    expect(errors).toEqual([]);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await capture(page, 'dashboard-for-child-now');
  }, 120_000);
});

describe('child profiles in Chromium', () => {
  it('a pregnancy given its birth date months ago becomes an infant with its age in the switcher', async () => {
    const { page, errors } = await h.newPage();
    await page.goto('/privacy');
    await devSignIn(page, 'expecting@example.com', 'Alex');
    const status = await pageApi(page, 'POST', '/api/onboarding', {
      userStage: 'currently_pregnant',
      trimester: 'second',
      babyName: 'Bean',
      interests: ['Nutrition'],
      newsletterOptIn: false,
    });
    expect(status).toBe(200);

    await visit(page, '/profile');
    const bean = page.getByRole('list', { name: 'Child profiles' }).getByRole('listitem');
    await bean.getByText('Bean').waitFor();
    expect(await bean.innerText()).toContain('Pregnant (2nd Trimester)');
    await capture(page, 'profile-pregnancy');

    await page.getByRole('button', { name: 'Baby is born: Bean' }).click();
    const born = page.getByRole('dialog', { name: 'Baby is born' });
    await born.getByLabel('Date of birth').fill(isoDaysAgo(150));
    await born.getByRole('button', { name: 'Save birth date' }).click();
    await born.waitFor({ state: 'detached' });
    await bean.getByText(/^Infant \(3-12 months\) · \d+ months old$/).waitFor();

    // The header switcher reads the same stage and age.
    await page.getByRole('button', { name: /^Child profile: Bean, \d+ months old$/ }).click();
    await page
      .getByRole('menu')
      .getByText(/^Infant \(3-12 months\) · \d+ months old$/)
      .waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await capture(page, 'switcher-after-birth');

    // Edited fully from the switcher: the name and the birth date, and the stage follows the date.
    if ((await page.getByRole('menu').count()) === 0) {
      await page.getByRole('button', { name: /^Child profile: Bean/ }).click();
    }
    await page.getByRole('menuitem', { name: 'Edit details of Bean' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Bean' });
    await edit.getByLabel('Name').fill('Noa');
    await edit.getByLabel('Date of birth (optional)').fill(isoDaysAgo(30));
    await edit.getByRole('button', { name: 'Save Changes' }).click();
    await edit.waitFor({ state: 'detached' });
    await page.getByRole('button', { name: /^Child profile: Noa, 4 weeks old$/ }).waitFor();
    await bean.getByText(/^Newborn \(0-3 months\) · 4 weeks old$/).waitFor();
    await settle(page);
    expect(errors).toEqual([]);
  }, 60_000);
});
