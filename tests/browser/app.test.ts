import { describe, expect, it } from 'vitest';
import {
  browserHarnessForFile,
  capture,
  completeOnboarding,
  devSignIn,
  expectScreen,
  seriousA11yViolations,
  settle,
  visit,
} from './harness.js';

const h = browserHarnessForFile({}, 60_000);

// 'Start Free Trial' only with TRIAL_DAYS set (issue 22), 'Sign Up Free' otherwise.
const SHELL_SIGNED_OUT = { name: /^(Start Free Trial|Sign Up Free)$/ };
const NOT_FOUND = '404 Page Not Found';

describe('signed-out screens in Chromium', () => {
  it('each public route shows its screen, the right chrome, no serious accessibility issue', async () => {
    const { page, errors } = await h.newPage();
    const screens: Array<{
      path: string;
      screen: string;
      text: RegExp;
      nav: boolean;
      shot: string;
    }> = [
      { path: '/', screen: 'landing', text: /NestKeep|parenting/i, nav: false, shot: 'landing' },
      { path: '/login', screen: 'login', text: /Continue with/i, nav: false, shot: 'login' },
      { path: '/terms', screen: 'terms', text: /Back to Home/i, nav: true, shot: 'terms' },
      { path: '/privacy', screen: 'privacy', text: /Privacy/i, nav: true, shot: 'privacy' },
      { path: '/app', screen: 'dashboard', text: /Sign (In|Up)/i, nav: true, shot: 'app-welcome' },
      { path: '/profile', screen: 'profile', text: /Demo Mode/, nav: true, shot: 'profile-signed-out' },
    ];
    for (const s of screens) {
      await visit(page, s.path);
      await expectScreen(page, s.screen, s.text);
      expect(await page.getByText(NOT_FOUND).count(), s.path).toBe(0);
      expect((await page.getByRole('button', SHELL_SIGNED_OUT).count()) > 0, `${s.path} top navigation`).toBe(
        s.nav,
      );
      expect(await seriousA11yViolations(page), s.path).toEqual([]);
      await capture(page, s.shot);
    }
    // The signed-out profile is the demo mode with a Sign In button.
    await visit(page, '/profile');
    await page.getByText('Demo Mode').waitFor();
    expect(await page.getByRole('button', { name: 'Sign In' }).count()).toBe(1);
    expect(errors).toEqual([]);
  });

  it('an unknown path shows the 404 texts', async () => {
    const { page, errors } = await h.newPage();
    await visit(page, '/no-such-page/here');
    await page.getByText(NOT_FOUND).waitFor();
    expect(await page.getByText('Did you forget to add the page to the router?').count()).toBe(1);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await capture(page, 'not-found');
    expect(errors).toEqual([]);
  });
});

describe('a signed-in parent in Chromium', () => {
  it('sees their profile, renames themselves, and the name stays after a reload', async () => {
    const { page, errors } = await h.newPage();
    await page.goto('/privacy');
    await devSignIn(page, 'robin@example.com', 'Robin');
    await completeOnboarding(page);

    await visit(page, '/profile');
    await page.getByText('robin@example.com').first().waitFor();
    await page.getByText(/^Member since \w+ \d{4}$/).waitFor();
    expect(await page.getByRole('button', { name: 'Sign Out' }).count()).toBe(1);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await capture(page, 'profile');

    await page.getByRole('button', { name: 'Edit', exact: true }).click();
    await page.getByLabel('Display name').fill('Robin Parent');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByTestId('display-name').getByText('Robin Parent').waitFor();

    await page.reload();
    await settle(page);
    await page.getByTestId('display-name').getByText('Robin Parent').waitFor();
    expect(errors).toEqual([]);
  });

  it('ticks off the setup steps, and the test box opens the save dialog from /?url=', async () => {
    const { page, errors } = await h.newPage();
    await page.goto('/privacy');
    await devSignIn(page, 'sam@example.com', 'Sam');
    await completeOnboarding(page);

    await visit(page, '/setup');
    expect(await page.getByTestId('shortcut-url').innerText()).toBe(`${h.stack.gatewayUrl}/?url=`);
    const step1 = page.getByRole('button', { name: /^Step 1:/ });
    await step1.click();
    expect(await step1.getAttribute('aria-pressed')).toBe('true');
    await step1.click();
    expect(await step1.getAttribute('aria-pressed')).toBe('false');
    for (let n = 1; n <= 5; n++) await page.getByRole('button', { name: new RegExp(`^Step ${n}:`) }).click();
    await page.getByText('Setup complete!').waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await capture(page, 'setup');

    const test = page.getByRole('button', { name: 'Test Shortcut' });
    expect(await test.isDisabled()).toBe(true);
    await page.getByLabel('Link to test').fill('https://example.com/tummy-time');
    expect(await test.isEnabled()).toBe(true);
    await test.click();

    // The shell opens the save dialog with the shared link and cleans the address.
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    expect(await dialog.getByRole('heading', { name: /save|add content/i }).count()).toBeGreaterThan(0);
    await page.waitForFunction(() => !location.search.includes('url='));
    expect(new URL(page.url()).searchParams.has('content')).toBe(false);
    await capture(page, 'save-dialog-from-shortcut');
    expect(errors).toEqual([]);
  });
});
