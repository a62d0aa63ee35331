import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { applyPlanChange } from '../../services/identity/src/db/plans.js';
import {
  browserHarnessForFile,
  DESKTOP,
  devSignIn,
  PHONE,
  pageApi,
  pageJson,
  SCREENSHOTS,
  seriousA11yViolations,
  settle,
  visit,
} from './harness.js';

/**
 * Issue 22 point 5 in Chromium against the real stack (the ai-worker's chat worker, local provider),
 * owner and partner each in a browser profile of their own: Ava, expecting and on the Family plan,
 * shares her 'Baby' and invites Sam (no SMTP here: 'Link ready to share'); Sam opens the link signed
 * out (it says Ava invited), signs up, onboards as pregnant on the link's page (no second 'Baby'),
 * accepts, and sees 'Baby · Ava's' in the header switcher, saves an item for it and asks the chat
 * about it. The delete dialog warns Ava; Ava's plan ends, and Sam's next visit says why.
 * Screenshots at 390 and 1280 wide; axe clean throughout.
 */
const h = browserHarnessForFile({ chat: {} });

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** Screenshots of the page at phone and desktop width, axe clean at each. */
async function atBothWidths(page: Page, name: string, before?: () => Promise<void>) {
  for (const [label, size] of [
    ['390', PHONE],
    ['1280', DESKTOP],
  ] as const) {
    await page.setViewportSize(size);
    await settle(page);
    if (before) await before();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.screenshot({ path: path.join(SCREENSHOTS, `${name}-${label}.png`), fullPage: true });
  }
}

describe('a family partner sees the right child', () => {
  it("joins without a second Baby, uses 'Baby · Ava's' for saves and chat, and is told why the plan ended", async () => {
    // Ava: expecting, her 'Baby' shared with the family, on the Family plan.
    const owner = await h.newPage();
    const ava = owner.page;
    await ava.goto('/login');
    await devSignIn(ava, 'ava-owner@example.com', 'Ava');
    expect(
      await pageApi(ava, 'POST', '/api/onboarding', {
        userStage: 'currently_pregnant',
        dueDate: inDays(110),
        interests: ['Birth planning'],
        newsletterOptIn: false,
      }),
    ).toBe(200);
    const [baby] = await pageJson<Array<{ id: number; name: string }>>(ava, 'GET', '/api/child-profiles');
    expect(baby).toMatchObject({ name: 'Baby' });
    expect(await pageApi(ava, 'PUT', `/api/child-profiles/${baby!.id}`, { sharedWithFamily: true })).toBe(
      200,
    );
    const { id: avaId } = await pageJson<{ id: string }>(ava, 'GET', '/api/auth/user');
    await h.stack.identity.db.user.update({ where: { id: avaId }, data: { plan: 'family' } });

    // Ava invites Sam; no email goes out, so the toast and her list say the link is ready.
    await ava.setViewportSize(DESKTOP);
    await visit(ava, '/profile');
    const card = ava.getByTestId('family-card');
    await card.getByLabel('Invite by email').fill('sam-partner@example.com');
    await card.getByRole('button', { name: 'Send Invite' }).click();
    await ava.getByText('Copy the invitation link below and send it to them.', { exact: true }).waitFor();
    expect(await ava.getByText('Link ready to share', { exact: true }).count()).toBeGreaterThanOrEqual(2); // toast and row
    const members = card.getByRole('list', { name: 'Family members' });
    await members.getByText('Link ready to share').waitFor();
    expect(await members.getByText('Invitation sent').count()).toBe(0);
    const link = await card.getByLabel(/this invitation link/).inputValue();
    await atBothWidths(ava, 'family-partner-owner-link-ready');

    // Sam opens the link signed out: it says who invited.
    const partner = await h.newPage();
    const sam = partner.page;
    await sam.setViewportSize(PHONE);
    await sam.goto(link);
    await settle(sam);
    await sam.getByText(/^Ava invited you to share a NestKeep Family plan\./).waitFor();
    await atBothWidths(sam, 'family-partner-join-signed-out');

    // Signs up, and onboards on the link's page as pregnant too: no second 'Baby'.
    await devSignIn(sam, 'sam-partner@example.com', 'Sam');
    await sam.goto(link);
    await sam.getByText('What best describes you?').waitFor();
    await sam.getByRole('radio', { name: /Currently pregnant/ }).click();
    await sam.getByRole('button', { name: /Continue/ }).click();
    await sam.getByRole('radio', { name: /Second trimester/ }).click();
    await sam.getByRole('button', { name: /Continue/ }).click();
    await sam.getByRole('checkbox', { name: /Birth planning/ }).click();
    await sam.getByRole('button', { name: /Continue/ }).click();
    await sam.getByRole('button', { name: 'Complete Setup' }).click();
    const invited = sam.getByRole('heading', { name: 'Ava invited you to share their NestKeep family plan' });
    await invited.waitFor();
    expect(await pageJson(sam, 'GET', '/api/child-profiles')).toEqual([]);
    await atBothWidths(sam, 'family-partner-join-invitation');
    await sam.getByRole('button', { name: 'Accept', exact: true }).click();
    await sam.getByRole('heading', { name: "You joined Ava's family plan" }).waitFor();
    const children = await pageJson<Array<{ id: number; sharedBy: string | null }>>(
      sam,
      'GET',
      '/api/child-profiles',
    );
    expect(children.map((c) => [c.id, c.sharedBy])).toEqual([[baby!.id, 'Ava']]);

    // The header switcher names the shared child with whose it is, at both widths.
    await visit(sam, '/app');
    const switcher = sam.getByRole('button', { name: /^Child profile: Baby · Ava's/ });
    await switcher.waitFor();
    await atBothWidths(sam, 'family-partner-switcher', async () => {
      await sam.keyboard.press('Escape');
      await switcher.click();
      await sam.getByRole('menuitem', { name: /Baby · Ava's/ }).waitFor();
      expect(await sam.getByRole('menuitem', { name: /Rename/ }).count()).toBe(0);
    });
    await sam.keyboard.press('Escape');

    // A save for it, chosen in the save dialog.
    await sam
      .getByRole('button', { name: /Add Content/ })
      .first()
      .click();
    const dialog = sam.getByRole('dialog', { name: 'Save Content' });
    await dialog.getByLabel(/^URL/).fill('https://example.com/hospital-bag-checklist');
    expect(await dialog.getByLabel('For:').locator('option:checked').innerText()).toBe("Baby · Ava's");
    await dialog.getByRole('button', { name: 'Save Content' }).click();
    await sam.getByText('Content saved!').first().waitFor();
    const items = await pageJson<Array<{ childProfileId: number | null }>>(sam, 'GET', '/api/content');
    expect(items.map((i) => i.childProfileId)).toEqual([baby!.id]);

    // The chat is about it: named the same, asked and answered.
    for (const [label, size] of [
      ['390', PHONE],
      ['1280', DESKTOP],
    ] as const) {
      await sam.setViewportSize(size);
      await visit(sam, '/chat');
      await expect.poll(() => sam.getByTestId('chat-child-name').first().textContent()).toBe("Baby · Ava's");
      if (label === '1280') await sam.getByTestId('new-conversation').click();
      const input = sam.getByTestId('chat-input');
      await input.fill(
        label === '390' ? 'What should I pack in the hospital bag?' : 'How can I ease back pain?',
      );
      await input.press('Enter');
      const answer = sam.getByTestId('chat-message-assistant').last();
      await answer.waitFor({ timeout: 20_000 });
      await expect.poll(() => answer.innerText(), { timeout: 20_000 }).toMatch(/\w+ \w+ \w+/);
      expect(await seriousA11yViolations(sam)).toEqual([]);
      await sam.screenshot({
        path: path.join(SCREENSHOTS, `family-partner-chat-${label}.png`),
        fullPage: true,
      });
    }
    const conversations = await pageJson<Array<{ childProfileId: number | null }>>(
      sam,
      'GET',
      '/api/chat/conversations',
    );
    expect(conversations.map((c) => c.childProfileId)).toEqual([baby!.id, baby!.id]);

    // Ava's delete dialog warns that Sam loses the family plan (she cancels).
    await visit(ava, '/profile');
    await atBothWidths(ava, 'family-partner-owner-delete-warning', async () => {
      if ((await ava.getByRole('alertdialog').count()) === 0) {
        await ava.getByRole('button', { name: 'Delete my account' }).click();
      }
      await ava
        .getByTestId('delete-family-warning')
        .filter({ hasText: 'Sam shares your Family plan. Deleting your account ends it for them' })
        .waitFor();
    });
    await ava.getByRole('button', { name: 'Cancel' }).click();

    // Ava's Family plan ends (billing's plan.changed, as identity applies it).
    expect(
      await applyPlanChange(h.stack.identity.db, {
        userId: avaId,
        plan: 'free',
        subscriptionStatus: 'canceled',
        version: 1,
      }),
    ).toBe('applied');

    // Sam's next visit says why; the shared child is gone from the switcher; OK ends the notice.
    await visit(sam, '/app');
    const notice = sam.getByTestId('family-ended-notice');
    await notice.getByText("Ava's Family plan has ended.", { exact: false }).waitFor();
    expect(await notice.innerText()).toContain('Your family plan has ended');
    await sam.getByRole('button', { name: /^Child profiles: Add child/ }).waitFor();
    await atBothWidths(sam, 'family-partner-plan-ended');
    await notice.getByRole('button', { name: 'OK' }).click();
    await notice.waitFor({ state: 'detached' });
    await visit(sam, '/app');
    expect(await sam.getByTestId('family-ended-notice').count()).toBe(0);

    expect(owner.errors).toEqual([]);
    expect(partner.errors).toEqual([]);
  }, 240_000);
});
