import { describe, expect, it } from 'vitest';
import {
  browserHarnessForFile,
  capture,
  pageApi,
  pageJson,
  PHONE,
  seriousA11yViolations,
  visit,
} from './harness.js';

/**
 * The milestone tracker in Chromium against the real stack (part 2 §2.7, §4, §7, §8; issue 9):
 * the stage tab for the child's age, a toggle with a note that survives a reload, the spec's
 * toasts, the printable summary, the sign-in card and the public landing page.
 */
const h = browserHarnessForFile();

/** A calendar date `months` and `days` before today (UTC). */
function ago(months: number, days = 0): string {
  const d = new Date();
  return new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() - months, d.getUTCDate() - days))
    .toISOString()
    .slice(0, 10);
}

/** A signed-in parent whose one child, Maya, is about 10 months old. */
async function parentOfMaya(email: string) {
  const { page, errors } = await h.signedInParent(email);
  const [child] = await pageJson<Array<{ id: number }>>(page, 'GET', '/api/child-profiles');
  const status = await pageApi(page, 'PUT', `/api/child-profiles/${child!.id}`, {
    name: 'Maya',
    currentStage: 'infant',
    dateOfBirth: ago(10, 5),
  });
  expect(status).toBe(200);
  return { page, errors, childId: child!.id };
}

const BABBLES = 'Babbles strings of sounds like "mamamama" and "babababa"';

describe('the milestone tracker', () => {
  it('opens on the 9 months tab for a 10-month-old; a toggle with a note is saved and still there after a reload', async () => {
    const { page, errors } = await parentOfMaya('milestones-toggle@example.com');
    await visit(page, '/tools/milestone-tracker');
    const nine = page.getByRole('tab', { name: /^9 Months/ });
    await nine.waitFor();
    expect(await nine.getAttribute('aria-selected')).toBe('true');
    expect(await page.getByRole('tab', { name: /^6 Months/ }).getAttribute('aria-selected')).toBe('false');
    expect(await page.getByRole('combobox', { name: 'Child' }).inputValue()).not.toBe('');
    await page.getByText('Maya is 10 months old').waitFor();
    // Not-yet milestones show with the doctor line, and the CDC is credited with a link.
    const panel = page.getByRole('tabpanel');
    expect(await panel.innerText()).toMatch(/reason to talk to your child’s doctor, never a diagnosis/);
    expect(await page.getByRole('link', { name: /Learn the Signs\. Act Early\./ }).getAttribute('href')).toBe(
      'https://www.cdc.gov/ncbddd/actearly/milestones/index.html',
    );
    expect(await page.getByRole('link', { name: 'Ask AI Chat' }).getAttribute('href')).toBe('/chat');
    expect(await seriousA11yViolations(page)).toEqual([]);

    const row = page.getByTestId('milestone-m9-language-1');
    await row.getByRole('button', { name: /Add note for/ }).click();
    await row.getByRole('textbox', { name: /Note for/ }).fill('First "mamama" at bath time');
    const tick = row.getByRole('checkbox', { name: BABBLES });
    expect(await tick.getAttribute('aria-checked')).toBe('false');
    await tick.click();
    await page.getByText('Milestone Updated').first().waitFor();
    await page.getByText("Your child's progress has been saved.").first().waitFor();
    await expect
      .poll(() => row.getByTestId('milestone-note').innerText())
      .toBe('Note: First "mamama" at bath time');
    await expect.poll(() => page.getByTestId('achieved-count').innerText()).toBe('1');

    await page.reload();
    await page.getByRole('tab', { name: /^9 Months/, selected: true }).waitFor();
    const again = page.getByTestId('milestone-m9-language-1');
    await expect
      .poll(() => again.getByRole('checkbox', { name: BABBLES }).getAttribute('aria-checked'))
      .toBe('true');
    expect(await again.getByTestId('milestone-note').innerText()).toBe('Note: First "mamama" at bath time');
    expect(await again.innerText()).toMatch(/Achieved [A-Z][a-z]{2} \d{1,2}, \d{4}/);

    // Un-ticking keeps the note and clears the achieved date.
    await again.getByRole('checkbox', { name: BABBLES }).click();
    await page.getByText('Milestone Updated').first().waitFor();
    await expect
      .poll(() => again.getByRole('checkbox', { name: BABBLES }).getAttribute('aria-checked'))
      .toBe('false');
    await expect.poll(() => again.innerText()).not.toMatch(/Achieved/);
    await again.getByRole('checkbox', { name: BABBLES }).click();
    await expect.poll(() => page.getByTestId('achieved-count').innerText()).toBe('1');

    // The printable summary: only it prints, with the child, the stage's items and the note.
    await page.emulateMedia({ media: 'print' });
    const summary = page.getByTestId('print-summary');
    expect(await summary.isVisible()).toBe(true);
    expect(await page.locator('#root').isVisible()).toBe(false);
    const text = await summary.innerText();
    expect(text).toMatch(/Milestone summary: Maya/);
    expect(text).toMatch(/9 Months: 1 of 13 achieved/);
    expect(text).toContain('Note: First "mamama" at bath time');
    expect(text).toMatch(/Not yet/);
    expect(text).toMatch(/never a diagnosis/);
    await page.emulateMedia({ media: 'screen' });
    expect(await summary.isVisible()).toBe(false);

    // Phones: the tabs scroll sideways inside their strip; the page itself does not.
    await page.setViewportSize(PHONE);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await capture(page, 'milestones-tracker');
    expect(errors).toEqual([]);
  });

  it("shows 'Error' with the server's message when a toggle fails, and refetches", async () => {
    const { page, childId } = await parentOfMaya('milestones-failure@example.com');
    await visit(page, '/tools/milestone-tracker');
    await page.getByRole('tab', { name: /^9 Months/, selected: true }).waitFor();
    // The child is deleted elsewhere (another tab): the next toggle is refused.
    expect(await pageApi(page, 'DELETE', `/api/child-profiles/${childId}`)).toBe(204);
    await page.getByTestId('milestone-m9-social-1').getByRole('checkbox').click();
    await page.getByText('Error', { exact: true }).first().waitFor();
    await page.getByText('Child profile not found').first().waitFor();
    // The refetch finds the child gone: the page offers to add one instead of a stale list.
    await page.getByRole('heading', { name: 'Add your child to start tracking' }).waitFor();
  });

  it('offers to add a child when there is none', async () => {
    const { page } = await h.signedInParent('milestones-no-child@example.com');
    const children = await pageJson<Array<{ id: number }>>(page, 'GET', '/api/child-profiles');
    for (const c of children) expect(await pageApi(page, 'DELETE', `/api/child-profiles/${c.id}`)).toBe(204);
    await visit(page, '/tools/milestone-tracker');
    await page.getByRole('heading', { name: 'Add your child to start tracking' }).waitFor();
    await page.getByRole('button', { name: 'Add a child' }).click();
    await page.getByRole('dialog').waitFor();
  });

  it('signed out, shows the sign-in card instead of the tracker', async () => {
    const { page, errors } = await h.newPage();
    await visit(page, '/tools/milestone-tracker');
    await page.getByRole('heading', { name: 'Sign in to continue' }).waitFor();
    expect(await page.getByRole('tab').count()).toBe(0);
    expect(await page.title()).toBe('Milestone Tracker · NestKeep');
    expect(await seriousA11yViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
  });

  it('the public landing page leads to sign-up with the email and the tracker as the way back', async () => {
    const { page, errors } = await h.newPage();
    await visit(page, '/baby-milestone-tracker');
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(await page.title()).toBe('Free Baby Milestone Tracker · NestKeep');
    for (const href of ['/login', '/', '/app', '/chat', '/privacy', '/terms']) {
      expect(await page.locator(`a[href="${href}"]`).count(), href).toBeGreaterThan(0);
    }
    expect(await seriousA11yViolations(page)).toEqual([]);
    await capture(page, 'milestones-landing');
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.getByLabel('Email address').fill('parent@example.com');
    await page.getByRole('button', { name: 'Get Started Free' }).click();
    await page.waitForURL((u) => u.pathname === '/signup');
    const url = new URL(page.url());
    expect(url.searchParams.get('email')).toBe('parent@example.com');
    expect(url.searchParams.get('redirect')).toBe('/tools/milestone-tracker');
    expect(errors).toEqual([]);
  });
});
