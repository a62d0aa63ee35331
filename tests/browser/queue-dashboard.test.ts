import { describe, expect, it } from 'vitest';
import { QUEUES } from '@nestkeep/common';
import { ADMIN_EMAIL } from '../../services/identity/test/harness.js';
import { browserHarnessForFile, devSignIn } from './harness.js';

const h = browserHarnessForFile({}, 60_000);

describe('queue dashboard in a real browser', () => {
  it('renders bull-board for an admin under the gateway CSP, listing every queue', async () => {
    const { page, errors } = await h.newPage();
    const violations: string[] = [];
    page.on('console', (m) => {
      if (/Content Security Policy/i.test(m.text())) violations.push(m.text());
    });
    // Signed out: the browser is sent to sign-in, with the way back remembered.
    const signedOut = await page.goto('/admin/queues');
    expect(signedOut?.url()).toBe(h.url('/api/login?returnTo=%2Fadmin%2Fqueues'));
    await page.goto('/login');
    await devSignIn(page, ADMIN_EMAIL, 'Admin');
    const res = await page.goto('/admin/queues');
    expect(res?.status()).toBe(200);
    for (const name of Object.values(QUEUES)) {
      await page.getByText(name, { exact: true }).first().waitFor({ timeout: 15_000 });
    }
    expect(violations).toEqual([]);
    expect(errors).toEqual([]);
    // The CSP is the gateway's usual one here, not loosened: an inline script is still refused.
    await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.__inlineRan = true';
      document.body.append(script);
    });
    expect(await page.evaluate(() => (window as { __inlineRan?: boolean }).__inlineRan)).toBeUndefined();
    await expect.poll(() => violations.length).toBe(1);
  }, 60_000);
});
