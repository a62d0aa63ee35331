import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { browserHarnessForFile, PHONE, SCREENSHOTS, seriousA11yViolations, visit } from './harness.js';

/**
 * The AI chat in Chromium against the real stack with the ai-worker's real chat worker (local
 * provider, real knowledge base): a parent asks about something they saved and gets an answer
 * streamed into the thread that cites the saved item (which opens its detail) and trusted pages,
 * then asks about an emergency and sees the red urgent banner first.
 */
const h = browserHarnessForFile({ chat: {} });

const parent = (email: string) => h.signedInParent(email);

describe('AI chat', () => {
  it('answers a question with a cited saved item and trusted sources, then puts an emergency first', async () => {
    const { page, errors } = await parent('chat-browser@example.com');
    const saved = await page.evaluate(async () => {
      const res = await fetch('/api/content', {
        method: 'POST',
        credentials: 'include',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({
          title: 'Lavender wind-down ritual',
          description:
            'A lavender bath, then a quiet lullaby and a dim lamp: our wind-down ritual before bed.',
        }),
      });
      return res.status;
    });
    expect(saved).toBe(201);

    await visit(page, '/chat');
    // An empty thread offers starter questions for the child's stage.
    await page.getByTestId('starter-question').first().waitFor();

    const input = page.getByTestId('chat-input');
    await input.fill('How does our lavender wind-down ritual go?');
    await input.press('Shift+Enter');
    await input.type('Is it good for bedtime?');
    expect(await input.inputValue()).toBe(
      'How does our lavender wind-down ritual go?\nIs it good for bedtime?',
    );
    await input.press('Enter');

    const answer = page.getByTestId('chat-message-assistant').last();
    await answer.waitFor({ timeout: 15_000 });
    await expect.poll(() => answer.innerText()).toMatch(/lullaby/);
    expect(await input.inputValue()).toBe('');
    const sources = answer.getByTestId('chat-source');
    const savedSource = sources.and(page.locator('[data-kind="saved"]'));
    await savedSource.first().waitFor();
    expect(await savedSource.first().innerText()).toMatch(/Lavender wind-down ritual/);
    // The conversation is titled by its first question.
    await expect
      .poll(() => page.getByTestId('conversation-item').first().innerText())
      .toMatch(/lavender wind-down ritual/i);

    // The saved source opens the item's detail.
    await savedSource.first().getByRole('button').click();
    const detail = page.getByRole('dialog');
    await detail.waitFor();
    expect(await detail.innerText()).toMatch(/Lavender wind-down ritual/);
    await page.keyboard.press('Escape');
    await detail.waitFor({ state: 'hidden' });

    await input.fill('How much should a 4 month old sleep?');
    await page.getByTestId('chat-send').click();
    await expect.poll(() => page.getByTestId('chat-message-assistant').count()).toBe(2);
    const trusted = page
      .getByTestId('chat-message-assistant')
      .last()
      .getByTestId('chat-source')
      .and(page.locator('[data-kind="trusted"]'));
    await trusted.first().waitFor();
    const link = trusted.first().getByRole('link');
    expect(await link.getAttribute('href')).toMatch(/^https:\/\//);
    expect(await link.getAttribute('target')).toBe('_blank');

    await input.fill('She is not breathing properly and her lips are blue');
    await input.press('Enter');
    const banner = page.getByTestId('urgent-banner');
    await banner.waitFor({ timeout: 15_000 });
    expect(await banner.innerText()).toMatch(/emergency|911|999|112/i);
    expect(await banner.getAttribute('role')).toBe('alert');

    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.screenshot({ path: path.join(SCREENSHOTS, 'chat-desktop.png') });
    expect(errors).toEqual([]);
  });

  it('on a phone, the conversations open as a slide-over', async () => {
    const { page, errors } = await parent('chat-phone@example.com');
    await page.setViewportSize(PHONE);
    await visit(page, '/chat');
    await page.getByTestId('starter-question').first().click();
    await expect.poll(() => page.getByTestId('chat-message-assistant').count(), { timeout: 15_000 }).toBe(1);
    await page.getByRole('button', { name: 'Open conversations' }).click();
    const item = page.getByTestId('conversation-item').first();
    await item.waitFor();
    expect(await item.isVisible()).toBe(true);
    await page.screenshot({ path: path.join(SCREENSHOTS, 'chat-phone-conversations.png') });
    expect(errors).toEqual([]);
  });
});
