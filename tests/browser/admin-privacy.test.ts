import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { ADMIN_EMAIL } from '../../services/identity/test/harness.js';
import {
  capture,
  pageApi,
  pageJson,
  seriousA11yViolations,
  settle,
  browserHarnessForFile,
  visit,
} from './harness.js';

/**
 * Issue 12 in Chromium against the real stack: an admin (ADMIN_EMAILS of the stack's identity)
 * finds a parent in /admin, makes them pro and deletes them; a parent downloads their data export
 * from the profile's Privacy & Data card and deletes their own account.
 */
const h = browserHarnessForFile();

interface AdminUsers {
  users: Array<{ id: string; email: string; plan: string }>;
  total: number;
}

describe('the admin panel', () => {
  it('changes a user’s plan and deletes the user; a parent is refused', async () => {
    const target = await h.signedInParent('panel-target@example.com', 'Tess Target');
    target.page.setDefaultTimeout(15_000);
    expect(await pageApi(target.page, 'POST', '/api/content', { title: 'Tess tip' })).toBe(201);
    // A parent is refused, by the page and by the API.
    await visit(target.page, '/admin');
    await target.page.getByRole('heading', { name: 'Admin access required' }).waitFor();
    expect(await pageApi(target.page, 'GET', '/api/admin/users')).toBe(403);

    const { page, errors } = await h.signedInParent(ADMIN_EMAIL, 'Ada Admin');
    page.setDefaultTimeout(15_000);
    await visit(page, '/admin');
    await page.getByRole('heading', { name: 'Admin Panel' }).waitFor();
    await page.getByRole('link', { name: /Back to App/ }).waitFor();
    await page.getByRole('searchbox', { name: 'Search users' }).fill('TESS');
    const rows = page.getByTestId('admin-user-row');
    await rows.filter({ hasText: 'panel-target@example.com' }).waitFor();
    await expect.poll(() => rows.count()).toBe(1);
    expect(await rows.first().innerText()).toMatch(/\bFree\b/);

    await page.getByRole('button', { name: 'View panel-target@example.com' }).click();
    const dialog = page.getByTestId('admin-user-dialog');
    await dialog.getByText('Tess Target').first().waitFor();
    const plan = dialog.getByRole('switch', { name: 'Pro plan' });
    expect(await plan.getAttribute('aria-checked')).toBe('false');
    await plan.click();
    await page.getByText('User updated').first().waitFor();
    await expect.poll(() => plan.getAttribute('aria-checked')).toBe('true');
    await expect.poll(() => rows.first().innerText()).toMatch(/\bPro\b/);
    // The change is real: the parent is now pro, and the audit log says who did it.
    expect(await pageJson(target.page, 'GET', '/api/auth/user')).toMatchObject({ plan: 'pro' });
    // (by test id: the open dialog hides the rest of the page from the accessibility tree)
    const log = page.getByTestId('audit-entry');
    await log
      .filter({ hasText: /Plan set to pro/ })
      .first()
      .waitFor();
    expect(
      await log
        .filter({ hasText: /Plan set to pro/ })
        .first()
        .innerText(),
    ).toContain(`by ${ADMIN_EMAIL}`);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await capture(page, 'admin-user-dialog');

    await dialog.getByRole('button', { name: /Delete user/ }).click();
    const confirm = page.getByRole('alertdialog');
    await confirm.getByText(/all of its data across NestKeep/).waitFor();
    await confirm.getByRole('button', { name: 'Delete permanently' }).click();
    await page.getByText('User account has been permanently deleted', { exact: true }).waitFor();
    await page.getByText('No users match "TESS".').waitFor();
    await expect.poll(() => dialog.count()).toBe(0);
    const left = await pageJson<AdminUsers>(page, 'GET', '/api/admin/users?search=panel-target');
    expect(left.total).toBe(0);
    await log
      .getByText(/User deleted/)
      .first()
      .waitFor();

    // The admin's own row cannot be demoted or deleted.
    await page.getByRole('searchbox', { name: 'Search users' }).fill(ADMIN_EMAIL);
    await page.getByRole('button', { name: `View ${ADMIN_EMAIL}` }).click();
    expect(await dialog.getByRole('switch', { name: 'Pro plan' }).isDisabled()).toBe(true);
    expect(await dialog.getByRole('button', { name: /Delete user/ }).isDisabled()).toBe(true);
    await dialog.getByText('You cannot delete your own account here').waitFor();
    expect(errors).toEqual([]);
  }, 120_000);
});

describe('a parent’s privacy rights', () => {
  it('downloads the export with their saved item, then deletes the account and is signed out', async () => {
    const { page, errors } = await h.signedInParent('export-parent@example.com', 'Pat Parent');
    page.setDefaultTimeout(15_000);
    expect(
      await pageApi(page, 'POST', '/api/content', {
        title: 'Tummy time in five minutes',
        personalNotes: 'Try after the morning nap',
      }),
    ).toBe(201);
    await visit(page, '/profile');
    const card = page.getByTestId('privacy-card');
    await card.getByRole('button', { name: 'What we store and why' }).click();
    await card.getByRole('list', { name: 'What is stored' }).waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await capture(page, 'privacy-card');

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      card.getByRole('button', { name: 'Export my data' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^nestkeep-export-\d{4}-\d{2}-\d{2}\.json$/);
    const file = await download.path();
    const data = JSON.parse(await readFile(file, 'utf8')) as unknown;
    const text = JSON.stringify(data);
    expect(text).toContain('Tummy time in five minutes');
    expect(text).toContain('Try after the morning nap');
    expect(text).toContain('export-parent@example.com');
    await page.getByText('Data Export Complete', { exact: true }).waitFor();

    await card.getByRole('button', { name: 'Delete my account' }).click();
    const confirm = page.getByRole('alertdialog');
    await confirm.getByText(/cannot be undone/).waitFor();
    await confirm.getByLabel('Reason (optional)').fill('Testing deletion');
    await confirm.getByRole('button', { name: 'Delete my account' }).click();
    await page
      .getByText('Your account and all data have been permanently deleted.', { exact: true })
      .waitFor();
    await page.waitForURL((url) => url.pathname === '/', { timeout: 10_000 });
    await settle(page);
    expect(await pageApi(page, 'GET', '/api/auth/user')).toBe(401);
    expect(await pageApi(page, 'GET', '/api/content')).toBe(401);
    expect(errors).toEqual([]);
  }, 120_000);
});
