import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import {
  browserHarnessForFile,
  capture,
  PHONE,
  pageApi,
  pageJson,
  SCREENSHOTS,
  seriousA11yViolations,
  visit,
} from './harness.js';

/**
 * The chat screen's states in Chromium against the real stack with the real chat worker (part 2
 * §2.4, §2.6, §4): the signed-out prompt, a parent without a child profile (the setup dialog
 * opens by itself and the chat works once it is done), and a parent of two children, where the
 * chosen child drives the conversation list and a selection that is not theirs is let go.
 */
const h = browserHarnessForFile({ chat: {} });

const parent = (email: string) => h.signedInParent(email);

const api = pageJson;

const isoDaysFromNow = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
const conversationTitles = (page: Page) =>
  page
    .getByTestId('conversation-item')
    .evaluateAll((items) => items.map((i) => i.querySelector('button span span')?.textContent ?? ''));

describe('the chat screen', () => {
  it('signed out, prompts to sign in with a button instead of the chat', async () => {
    const { page, errors } = await h.newPage();
    await visit(page, '/chat');
    await page.getByRole('heading', { name: 'Sign in to chat' }).waitFor();
    const signIn = page.getByRole('button', { name: /Sign In with Google/ });
    expect(await signIn.isEnabled()).toBe(true);
    expect(await page.getByTestId('chat-input').count()).toBe(0);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await capture(page, 'chat-signed-out');

    // The button leads to signing in, and the chat is where the parent comes back to.
    await signIn.click();
    await page.waitForURL((u) => u.pathname !== '/chat');
    expect(errors).toEqual([]);
  });

  it('without a child profile, opens the setup dialog by itself; once done, the chat answers', async () => {
    const { page, errors } = await parent('chat-no-child@example.com');
    const children = await api<Array<{ id: number }>>(page, 'GET', '/api/child-profiles');
    for (const c of children) expect(await pageApi(page, 'DELETE', `/api/child-profiles/${c.id}`)).toBe(204);

    await visit(page, '/chat');
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    expect(await dialog.innerText()).toMatch(/Step 1 of 5/);
    expect(await page.getByTestId('chat-input').isDisabled()).toBe(true);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await capture(page, 'chat-setup-dialog');

    await dialog.getByLabel("Child's name or nickname").fill('Juniper');
    await dialog.getByRole('button', { name: 'Next' }).click();
    await dialog.getByLabel('Due date or birthday').fill(isoDaysFromNow(-700));
    await dialog.getByRole('button', { name: 'Next' }).click();
    // The stage detected from the date is chosen already.
    await dialog.getByText('Detected').waitFor();
    await dialog.getByRole('button', { name: 'Next' }).click();
    await dialog.getByRole('button', { name: 'Next' }).click();
    await dialog.getByRole('button', { name: 'Complete Setup' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await page.getByText('Profile Created').first().waitFor();

    // The chat is usable: Juniper's name, toddler starters, and a question answered.
    await expect.poll(() => page.getByTestId('chat-child-name').innerText()).toBe('Juniper');
    const starters = await page.getByTestId('starter-question').allInnerTexts();
    expect(starters.join(' ')).toMatch(/tantrum|potty|toddler/i);
    expect(await page.getByTestId('chat-input').isEnabled()).toBe(true);
    // A starter question is one the trusted guidance answers, for Juniper by name, with sources.
    await page.getByTestId('starter-question').first().click();
    const answer = page.getByTestId('chat-message-assistant');
    await answer.waitFor({ timeout: 15_000 });
    expect(await answer.innerText()).toMatch(/Juniper/);
    expect(await answer.getByTestId('chat-source').count()).toBeGreaterThan(0);
    expect(await page.getByTestId('conversation-item').count()).toBe(1);
    expect(errors).toEqual([]);
  });

  it('with two children, the chosen child drives the list and a conversation not theirs is let go', async () => {
    const { page, errors } = await parent('chat-two-children@example.com');
    const [first] = await api<Array<{ id: number; name: string }>>(page, 'GET', '/api/child-profiles');
    const second = await api<{ id: number }>(page, 'POST', '/api/child-profiles', {
      name: 'Bump',
      currentStage: 'pregnant-2nd',
      dateOfBirth: isoDaysFromNow(110),
    });
    // One conversation each, with a question asked, through the API.
    for (const [childId, question] of [
      [first.id, 'How do I know my baby is getting enough milk?'],
      [second.id, 'When should I start feeling my baby move?'],
    ] as const) {
      const c = await api<{ id: number }>(page, 'POST', '/api/chat/conversations', {
        childProfileId: childId,
      });
      await api(page, 'POST', `/api/chat/conversations/${c.id}/messages`, {
        content: question,
        childProfileId: childId,
      });
    }

    await visit(page, '/chat');
    // The active (first) child's conversation, selected and shown.
    await expect.poll(() => conversationTitles(page)).toEqual([expect.stringMatching(/enough milk/i)]);
    await page.getByText('How do I know my baby is getting enough milk?').first().waitFor();
    expect(await page.getByRole('heading', { level: 1 }).innerText()).toMatch(/enough milk/i);

    // Choosing Bump: only Bump's conversation, the other one let go and Bump's selected.
    await page.getByLabel('Child', { exact: true }).selectOption({ label: 'Bump' });
    await expect
      .poll(() => conversationTitles(page))
      .toEqual([expect.stringMatching(/feeling my baby move/i)]);
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).innerText())
      .toMatch(/feeling my baby move/i);
    expect(await page.getByText('How do I know my baby is getting enough milk?').count()).toBe(0);
    // Choosing here makes Bump the active child, as the header's switcher shows.
    await expect
      .poll(() => page.getByRole('button', { name: /^Child profile:/ }).getAttribute('aria-label'))
      .toMatch(/Bump/);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await capture(page, 'chat-two-children');

    // A new conversation for Bump offers pregnancy starters on its empty thread.
    await page.getByTestId('new-conversation').click();
    await expect.poll(() => page.getByTestId('conversation-item').count()).toBe(2);
    await page.getByTestId('starter-question').first().waitFor();
    const starters = await page.getByTestId('starter-question').allInnerTexts();
    expect(starters.join(' ')).toMatch(/trimester|pregnan|baby move/i);

    // Back to the first child: the new empty conversation is not theirs and is let go.
    await page.getByLabel('Child', { exact: true }).selectOption({ label: first.name });
    await expect.poll(() => conversationTitles(page)).toEqual([expect.stringMatching(/enough milk/i)]);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).innerText()).toMatch(/enough milk/i);
    expect(errors).toEqual([]);
  });

  it('on a phone, an emergency answer arrives with its red banner in view and the screen in place', async () => {
    const { page, errors } = await parent('chat-urgent-phone@example.com');
    await page.setViewportSize(PHONE);
    await visit(page, '/chat');
    const input = page.getByTestId('chat-input');
    await input.fill('How much should a 4 month old sleep at night and during the day?');
    await input.press('Enter');
    await expect.poll(() => page.getByTestId('chat-message-assistant').count(), { timeout: 15_000 }).toBe(1);
    await input.fill('My 6 week old baby has a fever of 38.5 and is very sleepy');
    await input.press('Enter');
    const banner = page.getByTestId('urgent-banner');
    await banner.waitFor({ timeout: 15_000 });
    // The banner's top is inside the thread's visible area (not scrolled past to the answer's end)...
    await expect
      .poll(() =>
        banner.evaluate((b) => {
          const scroller = b.closest('.overflow-y-auto')!.getBoundingClientRect();
          const top = b.getBoundingClientRect().top;
          return top >= scroller.top && top < scroller.bottom;
        }),
      )
      .toBe(true);
    // ...and the screen's own header and the composer have not moved out of the window.
    const menu = await page.getByRole('button', { name: 'Open conversations' }).boundingBox();
    expect(menu!.y).toBeGreaterThan(50);
    const composer = await input.boundingBox();
    expect(composer!.y + composer!.height).toBeLessThanOrEqual(PHONE.height);
    await capture(page, 'chat-urgent-phone');
    await page.setViewportSize(PHONE);

    // The slide-over: it takes the focus, covers the bottom navigation, and Escape gives the
    // focus back to its button.
    const open = page.getByRole('button', { name: 'Open conversations' });
    await open.click();
    const close = page.getByRole('button', { name: 'Close conversations' });
    await expect.poll(() => close.evaluate((b) => b === document.activeElement)).toBe(true);
    const onTop = await page.evaluate(
      ({ x, y }) => document.elementFromPoint(x, y)?.closest('nav')?.getAttribute('aria-label') ?? 'covered',
      { x: PHONE.width - 20, y: PHONE.height - 20 },
    );
    expect(onTop).toBe('covered');
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await expect.poll(() => open.evaluate((b) => b === document.activeElement)).toBe(true);
    expect(await page.getByTestId('conversation-item').first().isVisible()).toBe(false);
    expect(errors).toEqual([]);
  });

  it('on a phone, the screen fits the window exactly and a long answer is read from its first line', async () => {
    const { page, errors } = await parent('chat-fit-phone@example.com');
    // Long saved notes about sleep make long answers (quoted under 'From your saves:').
    for (const [title, description] of [
      [
        'Our bedtime routine for better sleep',
        'Bath at half six, then a feed in the dim nursery and a quiet lullaby. We keep the room dark and cool for sleep at night. A short story, a cuddle and the same song every night help the baby settle. Naps during the day happen in the pram after lunch. Sleep at night got longer once the routine was the same every evening.',
      ],
      [
        'Night sleep and day naps diary',
        'Night sleep was about ten hours with two feeds. Day naps were three, of an hour each, in a quiet room. A dark room and white noise helped the baby sleep during the day. Putting the baby down drowsy but awake helped night sleep. Early bedtime at seven made sleep at night calmer.',
      ],
    ]) {
      expect(await pageApi(page, 'POST', '/api/content', { title, description })).toBe(201);
    }
    await page.setViewportSize(PHONE);
    await visit(page, '/chat');
    const input = page.getByTestId('chat-input');
    const questions = [
      'How much should a 4 month old sleep at night and during the day?',
      'How do I help my baby sleep at night with a bedtime routine and day naps?',
    ];
    for (const [i, question] of questions.entries()) {
      await input.fill(question);
      await input.press('Enter');
      await expect
        .poll(() => page.getByTestId('chat-message-assistant').count(), { timeout: 15_000 })
        .toBe(i + 1);
      await expect.poll(() => page.getByTestId('chat-message-pending').count()).toBe(0);
    }
    await expect.poll(() => input.isEnabled()).toBe(true);

    const measure = () =>
      page.evaluate(() => {
        const list = document.querySelector<HTMLElement>('section[aria-label="Chat"] .overflow-y-auto')!;
        const answers = list.querySelectorAll('[data-testid="chat-message-assistant"]');
        const latest = answers[answers.length - 1];
        const firstLine = latest.querySelector('p:not(.sr-only)')!.getBoundingClientRect();
        const box = (sel: string) => document.querySelector(sel)?.getBoundingClientRect() ?? null;
        const l = list.getBoundingClientRect();
        return {
          page: document.scrollingElement!.scrollHeight,
          window: window.innerHeight,
          scrollY: window.scrollY,
          list: { top: l.top, bottom: l.bottom },
          answerHeight: latest.getBoundingClientRect().height,
          firstLine: { top: firstLine.top, bottom: firstLine.top + 20 },
          input: box('[data-testid="chat-input"]')!,
          send: box('[data-testid="chat-send"]')!,
          header: box('body header')!,
          bar: box('nav[aria-label="Bottom navigation"]'),
        };
      });
    const m = await measure();
    // Long answers indeed: the latest one is taller than the message list.
    expect(m.answerHeight).toBeGreaterThan(m.list.bottom - m.list.top);
    // No page scroll: the document is the window's height.
    expect(m.page).toBeLessThanOrEqual(m.window);
    // The message box and Send fully visible, above the bottom bar and below the header.
    for (const b of [m.input, m.send]) {
      expect(b.top).toBeGreaterThanOrEqual(m.header.bottom);
      expect(b.bottom).toBeLessThanOrEqual(m.bar!.top);
    }
    // The latest answer's first line is in the list's view.
    expect(m.firstLine.top).toBeGreaterThanOrEqual(m.list.top);
    expect(m.firstLine.bottom).toBeLessThanOrEqual(m.list.bottom);
    await page.screenshot({ path: path.join(SCREENSHOTS, 'chat-long-answers-phone.png') });

    // Swiping far past the thread's end moves the list only, never the page.
    await page.mouse.move(200, (m.list.top + m.list.bottom) / 2);
    await page.mouse.wheel(0, 5000);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    const after = await measure();
    expect(after.list.top).toBe(m.list.top);
    expect(after.input.bottom).toBe(m.input.bottom);

    // A tablet and a desktop window are filled the same way.
    for (const [name, size] of [
      ['768', { width: 768, height: 1024 }],
      ['1280', { width: 1280, height: 800 }],
    ] as const) {
      await page.setViewportSize(size);
      const w = await measure();
      expect(w.page).toBeLessThanOrEqual(w.window);
      expect(w.input.bottom).toBeLessThanOrEqual(w.bar ? w.bar.top || w.window : w.window);
      await page.screenshot({ path: path.join(SCREENSHOTS, `chat-long-answers-${name}.png`) });
    }
    expect(errors).toEqual([]);
  });
});
