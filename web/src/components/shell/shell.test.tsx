// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { USER_KEY } from '@/api/auth';
import { queryClient } from '@/api/client';
import { freshShell, renderSignedIn, USER } from '@/components/content/test-helpers';
import { goTo } from '@/components/marketing/navigate';
import { PENDING_SHARE_KEY, shareFromSearch, shareReturnPath } from './pending-share';
import { Shell } from './shell';

// jsdom cannot leave the page: the sign-in navigation is recorded instead.
vi.mock('@/components/marketing/navigate', () => ({ goTo: vi.fn() }));

/** The dialogs and the wizard are lazily loaded chunks. */
const LAZY = { timeout: 10_000 };
const LINK = 'https://example.com/tummy-time?x=1';
const SHORTCUT = `/?url=${encodeURIComponent(LINK)}&content=${encodeURIComponent('Shared from Safari')}`;

function Where() {
  const location = useLocation();
  return <p data-testid="where">{`${location.pathname}${location.search}`}</p>;
}

function renderShell(route: string, user: unknown) {
  return renderSignedIn(
    <Shell>
      <Where />
    </Shell>,
    user,
    route,
  );
}

beforeEach(() => {
  vi.mocked(goTo).mockClear();
  freshShell();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the shortcut link opened signed out', () => {
  it('keeps the link and asks to sign in, returning to the app with the link', async () => {
    renderShell(SHORTCUT, null);
    const dialog = await screen.findByRole('dialog', { name: 'Sign in to save this link' }, LAZY);
    expect(dialog).toHaveTextContent(LINK);
    expect(dialog).toHaveTextContent('Shared from Safari');
    expect(screen.queryByText(/Sign in required/i)).toBeNull();
    // The address is cleaned, the link kept in this tab.
    expect(screen.getByTestId('where')).toHaveTextContent(/^\/app$/);
    expect(JSON.parse(sessionStorage.getItem(PENDING_SHARE_KEY)!)).toEqual({
      url: LINK,
      content: 'Shared from Safari',
    });

    await userEvent.click(screen.getByRole('button', { name: /Sign in to save/ }));
    const returnTo = `/app?url=${encodeURIComponent(LINK)}&content=Shared+from+Safari`;
    expect(goTo).toHaveBeenCalledWith(`/auth/google?redirect=${encodeURIComponent(returnTo)}`);
    // What the gateway sends back holds the same link.
    expect(shareFromSearch(returnTo.slice('/app'.length))?.link).toEqual({
      url: LINK,
      content: 'Shared from Safari',
    });
  });

  it('does not ask again on the sign-in pages, where the visitor is already signing in', async () => {
    sessionStorage.setItem(PENDING_SHARE_KEY, JSON.stringify({ url: LINK }));
    renderShell('/signup?redirect=%2Fapp', null);
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/signup'));
    await new Promise((r) => setTimeout(r, 1000));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(sessionStorage.getItem(PENDING_SHARE_KEY)).not.toBeNull();
  });

  it('drops the kept link when the visitor closes the dialog', async () => {
    renderShell(SHORTCUT, null);
    await screen.findByRole('dialog', { name: 'Sign in to save this link' }, LAZY);
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sessionStorage.getItem(PENDING_SHARE_KEY)).toBeNull();
  });
});

describe('the shortcut link after sign-in', () => {
  it('waits for a new user to finish onboarding, then opens the filled save dialog', async () => {
    renderShell(shareReturnPath({ url: LINK, content: 'Shared from Safari' }), {
      ...USER,
      onboardingCompleted: false,
    });
    await screen.findByText('What best describes you?', undefined, LAZY);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(sessionStorage.getItem(PENDING_SHARE_KEY)).not.toBeNull();

    act(() => queryClient.setQueryData(USER_KEY, USER));
    const dialog = await screen.findByRole('dialog', { name: 'Save Content' }, LAZY);
    expect(within(dialog).getByRole('textbox', { name: /^URL/ })).toHaveValue(LINK);
    expect(within(dialog).getByLabelText('Shared text')).toHaveValue('Shared from Safari');
    expect(sessionStorage.getItem(PENDING_SHARE_KEY)).toBeNull();
  });

  it('opens the filled save dialog from the kept link when sign-in came back without it', async () => {
    sessionStorage.setItem(PENDING_SHARE_KEY, JSON.stringify({ url: LINK }));
    renderShell('/app', USER);
    const dialog = await screen.findByRole('dialog', { name: 'Save Content' }, LAZY);
    expect(within(dialog).getByRole('textbox', { name: /^URL/ })).toHaveValue(LINK);
    expect(sessionStorage.getItem(PENDING_SHARE_KEY)).toBeNull();
  });

  it('opens the filled save dialog at once for a signed-in user', async () => {
    renderShell(SHORTCUT, USER);
    const dialog = await screen.findByRole('dialog', { name: 'Save Content' }, LAZY);
    expect(within(dialog).getByRole('textbox', { name: /^URL/ })).toHaveValue(LINK);
    expect(screen.getByTestId('where')).toHaveTextContent(/^\/app$/);
  });
});

describe('the account menu', () => {
  const openMenu = async () => {
    const trigger = await screen.findByRole('button', { name: 'Account menu' });
    act(() => {
      trigger.focus();
    });
    await userEvent.keyboard('{Enter}');
    return screen.findByRole('menu');
  };

  it('offers the admin panel to an admin only', async () => {
    renderShell('/app', { ...USER, role: 'admin', isAdmin: true, onboardingCompleted: true });
    const menu = await openMenu();
    expect(within(menu).getByRole('menuitem', { name: /Admin panel/ })).toHaveAttribute('href', '/admin');
    cleanup();

    renderShell('/app', { ...USER, role: 'user', isAdmin: false, onboardingCompleted: true });
    const parentMenu = await openMenu();
    expect(within(parentMenu).getByRole('menuitem', { name: 'Settings' })).toBeInTheDocument();
    expect(within(parentMenu).queryByRole('menuitem', { name: /Admin panel/ })).toBeNull();
  });
});
