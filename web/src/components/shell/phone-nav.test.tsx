// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { freshShell, renderSignedIn, USER } from '@/components/content/test-helpers';
import { Shell } from './shell';

/**
 * The phone navigation (issue 22 point 1): the bottom bar reaches the tools, and an Add Content
 * button outside the header (the header's is hidden below `sm`) opens the save dialog on every
 * signed-in screen but the chat. jsdom applies no CSS: which of the two Add Content buttons shows
 * at which width is checked in Chromium (tests/browser/phone-nav.test.ts).
 */
const LAZY = { timeout: 10_000 };

function Where() {
  const location = useLocation();
  return <p data-testid="where">{location.pathname}</p>;
}

function renderShell(route: string, user: unknown = USER) {
  return renderSignedIn(
    <Shell>
      <Where />
    </Shell>,
    user,
    route,
  );
}

/** The Add Content buttons that are not the header's. */
const phoneAddButtons = () =>
  screen.queryAllByRole('button', { name: 'Add Content' }).filter((b) => !b.closest('header'));

beforeEach(() => {
  freshShell();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the bottom navigation', () => {
  it('lists Home, Saved, Tools, AI Chat and Profile, and Tools goes to the tools listing', async () => {
    renderShell('/app');
    const bar = screen.getByRole('navigation', { name: 'Bottom navigation' });
    const links = within(bar).getAllByRole('link');
    expect(links.map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['Home', '/app'],
      ['Saved', '/saved'],
      ['Tools', '/tools'],
      ['AI Chat', '/chat'],
      ['Profile', '/profile'],
    ]);
    await userEvent.click(within(bar).getByRole('link', { name: 'Tools' }));
    expect(screen.getByTestId('where')).toHaveTextContent(/^\/tools$/);
    // The listing keeps the bar, so the parent can go on to a tool or back.
    expect(
      within(screen.getByRole('navigation', { name: 'Bottom navigation' })).getByRole('link', {
        name: 'Tools',
      }),
    ).toHaveAttribute('aria-current', 'page');
  });

  it('stays on the feeding tracker, with Tools marked as the current section', () => {
    renderShell('/tools/feeding-tracker');
    const bar = screen.getByRole('navigation', { name: 'Bottom navigation' });
    expect(within(bar).getByRole('link', { name: 'Tools' })).toHaveAttribute('aria-current', 'page');
    expect(within(bar).getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
  });
});

describe('Add Content outside the header', () => {
  it.each(['/saved', '/tools/feeding-tracker', '/terms'])('opens the save dialog on %s', async (route) => {
    renderShell(route);
    const [button] = phoneAddButtons();
    expect(button).toBeDefined();
    expect(phoneAddButtons()).toHaveLength(1);
    await userEvent.click(button!);
    const dialog = await screen.findByRole('dialog', { name: 'Save Content' }, LAZY);
    expect(within(dialog).getByRole('textbox', { name: /^URL/ })).toHaveValue('');
    // Nothing moved: the dialog opens over the screen it was asked from.
    expect(screen.getByTestId('where')).toHaveTextContent(route);
  });

  it('sits above the bottom bar where there is one, and at the bottom where there is none', () => {
    renderShell('/tools/feeding-tracker');
    expect(phoneAddButtons()[0]).toHaveClass('bottom-20');
    cleanup();
    renderShell('/terms');
    expect(phoneAddButtons()[0]).toHaveClass('bottom-4');
  });

  it('is not on the chat screen, whose message box it would cover', async () => {
    renderShell('/chat');
    await waitFor(
      () => expect(screen.getByRole('button', { name: 'Account menu' })).toBeInTheDocument(),
      LAZY,
    );
    expect(phoneAddButtons()).toEqual([]);
  });

  it('is not offered to a signed-out visitor', async () => {
    renderShell('/tools/feeding-tracker', null);
    await screen.findByRole('button', { name: 'Log in' }, LAZY);
    expect(phoneAddButtons()).toEqual([]);
  });
});
