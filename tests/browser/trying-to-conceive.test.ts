import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  browserHarnessForFile,
  capture,
  devSignIn,
  pageApi,
  PHONE,
  SCREENSHOTS,
  seriousA11yViolations,
  settle,
  visit,
} from './harness.js';

/**
 * Issue 22 point 2 in Chromium against the real stack (ai-worker's chat worker, local provider):
 * a new user picks "Trying to conceive" in onboarding, reaches the dashboard without being asked
 * for a child or a date, saves something, and asks the chat a question, answered for the
 * trying-to-conceive stage with no child profile, at phone and desktop width.
 */
const h = browserHarnessForFile({ chat: {} });

describe('trying to conceive, a first-class start', () => {
  it('onboards without a date, then the dashboard, a save and the chat work with no child', async () => {
    const { page, errors } = await h.newPage();
    await page.goto('/login');
    await devSignIn(page, 'ttc-browser@example.com', 'Sam');

    await page.goto('/app');
    await page.getByText('What best describes you?').waitFor();
    await page.getByRole('radio', { name: /Trying to conceive/ }).click();
    await page.getByRole('button', { name: /Continue/ }).click();
    await page.getByRole('radio', { name: /3-6 months/ }).click();
    await page.getByRole('button', { name: /Continue/ }).click();
    await page.getByRole('checkbox', { name: /Cycle tracking/ }).click();
    await page.getByRole('button', { name: /Continue/ }).click();
    await page.getByRole('button', { name: 'Complete Setup' }).click();

    // The dashboard, not a child form.
    await page.getByText('What best describes you?').waitFor({ state: 'detached' });
    await settle(page);
    expect(await page.getByRole('dialog').count()).toBe(0);
    const children = await page.evaluate(async () => (await fetch('/api/child-profiles')).json());
    expect(children).toEqual([]);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await capture(page, 'ttc-dashboard');

    // A save works with no child.
    const saved = await pageApi(page, 'POST', '/api/content', {
      title: 'Folic acid before pregnancy',
      description: 'Start folic acid early.',
    });
    expect(saved).toBe(201);

    for (const [label, size] of [
      ['phone', PHONE],
      ['desktop', { width: 1280, height: 800 }],
    ] as const) {
      await page.setViewportSize(size);
      await visit(page, '/chat');
      await expect.poll(() => page.getByTestId('chat-child-name').textContent()).toBe('Trying to Conceive');
      // The second visit opens the first conversation: a new one shows the empty state again.
      if (label === 'desktop') await page.getByTestId('new-conversation').click();
      await page.getByRole('heading', { name: 'Ask anything about trying to conceive' }).waitFor();
      expect(await page.getByRole('dialog').count()).toBe(0);
      const input = page.getByTestId('chat-input');
      await input.fill(
        label === 'phone'
          ? 'Which vitamins should I take while trying to conceive?'
          : 'How can I work out my most fertile days?',
      );
      await input.press('Enter');
      const answer = page.getByTestId('chat-message-assistant').last();
      await answer.waitFor({ timeout: 20_000 });
      await expect.poll(() => answer.innerText(), { timeout: 20_000 }).toMatch(/\w{20,}|\w+ \w+ \w+/);
      expect(await seriousA11yViolations(page)).toEqual([]);
      await page.screenshot({ path: path.join(SCREENSHOTS, `ttc-chat-${label}.png`), fullPage: true });
    }
    const conversations = await page.evaluate(async () => (await fetch('/api/chat/conversations')).json());
    expect(conversations.map((c: { childProfileId: number | null }) => c.childProfileId)).toEqual([
      null,
      null,
    ]);
    expect(errors).toEqual([]);
  }, 120_000);
});
