// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { queryClient } from '@/api/client';
import {
  renderWithProviders,
  stubFetch,
  USER,
  type Call,
  type Handler,
} from '@/components/content/test-helpers';
import { SHOWN_ONCE } from '@/components/tokens/token-secret';
import Setup from './index';
import {
  bookmarkletHref,
  SETUP_STEPS,
  SHORTCUT_TOKEN_NAME,
  shortcutUrl,
  testShortcutHref,
  toggleStep,
} from './steps';

vi.mock('@/components/marketing/navigate', () => ({ goTo: vi.fn() }));
const { goTo } = await import('@/components/marketing/navigate');

let calls: Call[] = [];
beforeEach(() => {
  queryClient.clear();
  localStorage.clear();
});
afterEach(() => {
  cleanup();
  vi.clearAllMocks();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

function renderSetup(go = vi.fn(), routes: Record<string, Handler> = {}) {
  calls = stubFetch({ 'GET /api/auth/user': () => ({ status: 200, body: USER }), ...routes });
  renderWithProviders(<Setup go={go} />, { route: '/setup' });
  return go;
}

describe('setup rules', () => {
  it('has five steps', () => {
    expect(SETUP_STEPS).toHaveLength(5);
  });

  it('builds the shortcut address and the test address', () => {
    expect(shortcutUrl('https://nestkeep.app')).toBe('https://nestkeep.app/?url=');
    const href = testShortcutHref('https://nestkeep.app', ' https://example.com/a?b=1&c=2 ');
    const parsed = new URL(href);
    expect(parsed.origin + parsed.pathname).toBe('https://nestkeep.app/');
    expect(parsed.searchParams.get('url')).toBe('https://example.com/a?b=1&c=2');
    expect(parsed.searchParams.get('content')).toBe('Test content from setup');
  });

  it('toggles a step without changing the original set', () => {
    const start = new Set([1]);
    expect([...toggleStep(start, 2)].sort()).toEqual([1, 2]);
    expect([...toggleStep(start, 1)]).toEqual([]);
    expect([...start]).toEqual([1]);
  });
});

describe('setup screen', () => {
  it('shows the shortcut address of this origin', () => {
    renderSetup();
    expect(screen.getByTestId('shortcut-url')).toHaveTextContent(`${window.location.origin}/?url=`);
    expect(document.title).toBe('Set up the iOS Shortcut · NestKeep');
  });

  it('clicking a step number toggles it; all five show the completion card', async () => {
    const user = userEvent.setup();
    renderSetup();
    const first = screen.getByRole('button', { name: /^step 1:/i });
    expect(first).toHaveAttribute('aria-pressed', 'false');
    await user.click(first);
    expect(first).toHaveAttribute('aria-pressed', 'true');
    await user.click(first);
    expect(first).toHaveAttribute('aria-pressed', 'false');
    expect(screen.queryByText('Setup complete!')).toBeNull();
    for (let n = 1; n <= 5; n++)
      await user.click(screen.getByRole('button', { name: new RegExp(`^step ${n}:`, 'i') }));
    expect(screen.getByText('Setup complete!')).toBeInTheDocument();
    expect(screen.getByText('5 of 5 done')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /^step 3:/i }));
    expect(screen.queryByText('Setup complete!')).toBeNull();
  });

  it('the test button is disabled until a URL is entered, then goes to the test address', async () => {
    const user = userEvent.setup();
    const go = renderSetup();
    const input = screen.getByLabelText('Link to test');
    expect(input).toHaveAttribute('type', 'url');
    const button = screen.getByRole('button', { name: 'Test Shortcut' });
    expect(button).toBeDisabled();
    await user.type(input, 'https://example.com/tip');
    expect(button).toBeEnabled();
    await user.click(button);
    expect(go).toHaveBeenCalledWith(testShortcutHref(window.location.origin, 'https://example.com/tip'));
  });

  it('has usage steps and troubleshooting', () => {
    renderSetup();
    expect(screen.getByText('How to save with it')).toBeInTheDocument();
    expect(screen.getByText('Troubleshooting')).toBeInTheDocument();
  });
});

const SECRET = 'nk_c2hvcnRjdXRTZWNyZXRGb3JUZXN0aW5nMTIzNDU2Nzg';
const createdToken = {
  id: 4,
  name: SHORTCUT_TOKEN_NAME,
  scope: 'save',
  hint: 'nk_c2hvcnR…',
  createdAt: '2026-11-23T12:00:00.000Z',
  lastUsedAt: null,
  token: SECRET,
};
const tokenRoutes: Record<string, Handler> = {
  'POST /api/tokens': () => ({ status: 201, body: createdToken }),
};

async function openBackground(user: ReturnType<typeof userEvent.setup>) {
  const tab = screen.getByRole('tab', { name: 'Save in the background (no app switch)' });
  await user.click(tab);
  expect(tab).toHaveAttribute('aria-selected', 'true');
}

describe('two paths', () => {
  it('offers the classic path (selected) and the background path as tabs', async () => {
    const user = userEvent.setup();
    renderSetup();
    expect(screen.getByRole('tablist', { name: 'How the shortcut saves' })).toBeInTheDocument();
    const classic = screen.getByRole('tab', { name: 'Open NestKeep to save' });
    expect(classic).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByText('Five steps')).toBeInTheDocument();
    await openBackground(user);
    expect(screen.queryByText('Five steps')).toBeNull();
    expect(screen.getByRole('list', { name: 'Background shortcut steps' })).toBeInTheDocument();
    expect(screen.getByText("Receive 'URLs and Text' from Share Sheet")).toBeInTheDocument();
    expect(screen.getByText("Show Notification 'Saved to NestKeep'")).toBeInTheDocument();
  });

  it('signed out, the token step is the sign-in card, and nothing is created', async () => {
    const user = userEvent.setup();
    renderSetup(vi.fn(), {
      'GET /api/auth/user': () => ({ status: 401, body: { message: 'Unauthorized' } }),
    });
    await openBackground(user);
    const card = await screen.findByRole('region', { name: 'Sign in to create a token' });
    await user.click(within(card).getByRole('button', { name: /sign in with google/i }));
    expect(goTo).toHaveBeenCalledWith(`/auth/google?redirect=${encodeURIComponent('/setup')}`);
    expect(screen.queryByRole('button', { name: 'Create a token for the shortcut' })).toBeNull();
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
  });

  it('creates the shortcut token in one tap, shows it once with Copy, and fills in the exact fields', async () => {
    const user = userEvent.setup();
    renderSetup(vi.fn(), tokenRoutes);
    await openBackground(user);
    const fields = screen.getByTestId('shortcut-fields');
    const origin = window.location.origin;
    expect(fields).toHaveTextContent(`URL${origin}/api/content`);
    expect(fields).toHaveTextContent('MethodPOST');
    expect(fields).toHaveTextContent('Authorization = Bearer <your token>');
    expect(fields).toHaveTextContent('Request BodyJSON');
    expect(fields).toHaveTextContent('text = Shortcut Input');

    await user.click(await screen.findByRole('button', { name: 'Create a token for the shortcut' }));
    expect(await screen.findByTestId('token-value')).toHaveTextContent(SECRET);
    expect(screen.getByText(SHOWN_ONCE)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Copy token' })).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST').map((c) => [c.path, c.body])).toEqual([
      ['/api/tokens', { name: 'iPhone shortcut' }],
    ]);
    expect(screen.getByTestId('shortcut-fields')).toHaveTextContent(`Authorization = Bearer ${SECRET}`);
    expect(screen.queryByRole('button', { name: 'Create a token for the shortcut' })).toBeNull();
  });

  it('a refused token is said plainly', async () => {
    const user = userEvent.setup();
    renderSetup(vi.fn(), {
      'POST /api/tokens': () => ({
        status: 409,
        body: { error: 'conflict', message: 'You have 20 tokens already: revoke one first' },
      }),
    });
    await openBackground(user);
    await user.click(await screen.findByRole('button', { name: 'Create a token for the shortcut' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'You have 20 tokens already: revoke one first',
    );
  });
});

describe('test box, background path', () => {
  it('saves the test link with the created token as a bearer, no cookie, and shows the title', async () => {
    const user = userEvent.setup();
    let seen: RequestInit | undefined;
    const go = renderSetup(vi.fn(), {
      ...tokenRoutes,
      'POST /api/content': (init) => {
        seen = init;
        return { status: 201, body: { id: 12, title: 'Swaddle guide', duplicate: false } };
      },
    });
    await openBackground(user);
    await user.click(await screen.findByRole('button', { name: 'Create a token for the shortcut' }));
    await screen.findByTestId('token-value');
    await user.type(screen.getByLabelText('Link to test'), 'https://example.com/swaddle-guide');
    await user.click(screen.getByRole('button', { name: 'Test background save' }));
    expect(await screen.findByTestId('test-result')).toHaveTextContent('Saved to NestKeep: Swaddle guide');
    expect(new Headers(seen?.headers).get('authorization')).toBe(`Bearer ${SECRET}`);
    expect(seen?.credentials).toBe('omit');
    expect(calls.find((c) => c.path === '/api/content')?.body).toEqual({
      url: 'https://example.com/swaddle-guide',
    });
    expect(go).not.toHaveBeenCalled();
  });

  it('a pasted token works too; a duplicate and a refusal are said', async () => {
    const user = userEvent.setup();
    let answer = { status: 200, body: { id: 3, title: 'Old tip', duplicate: true } as unknown };
    let seen: RequestInit | undefined;
    renderSetup(vi.fn(), {
      'POST /api/content': (init) => {
        seen = init;
        return answer;
      },
    });
    await openBackground(user);
    await user.type(screen.getByLabelText('Link to test'), 'https://example.com/old');
    await user.click(screen.getByRole('button', { name: 'Test background save' }));
    expect(await screen.findByTestId('test-result')).toHaveTextContent(
      'Create a token for the shortcut first (step 1).',
    );
    await user.type(screen.getByLabelText('Token'), 'nk_pastedToken');
    await user.click(screen.getByRole('button', { name: 'Test background save' }));
    await vi.waitFor(() =>
      expect(screen.getByTestId('test-result')).toHaveTextContent(
        'Saved to NestKeep: Old tip (it was already in your library)',
      ),
    );
    expect(new Headers(seen?.headers).get('authorization')).toBe('Bearer nk_pastedToken');

    answer = { status: 401, body: { error: 'unauthorized', message: 'Invalid or revoked API token' } };
    await user.click(screen.getByRole('button', { name: 'Test background save' }));
    await vi.waitFor(() =>
      expect(screen.getByTestId('test-result')).toHaveTextContent('Invalid or revoked API token'),
    );
    expect(screen.getByTestId('test-result')).toHaveAttribute('role', 'alert');
  });

  it('the classic path still navigates', async () => {
    const user = userEvent.setup();
    const go = renderSetup();
    await openBackground(user);
    await user.click(screen.getByRole('tab', { name: 'Open NestKeep to save' }));
    await user.type(screen.getByLabelText('Link to test'), 'https://example.com/x');
    await user.click(screen.getByRole('button', { name: 'Test Shortcut' }));
    expect(go).toHaveBeenCalledWith(testShortcutHref(window.location.origin, 'https://example.com/x'));
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
  });
});

describe('desktop capture', () => {
  it('the bookmarklet opens this origin with the page address and title in a new window', async () => {
    const user = userEvent.setup();
    renderSetup();
    const link = screen.getByTestId('bookmarklet');
    const href = link.getAttribute('href')!;
    expect(href).toBe(bookmarkletHref(window.location.origin));
    expect(href.startsWith('javascript:')).toBe(true);
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    document.title = 'Sleep tips & tricks';
    new Function(href.slice('javascript:'.length))();
    expect(open).toHaveBeenCalledWith(
      `${window.location.origin}/?url=${encodeURIComponent(window.location.href)}&content=${encodeURIComponent('Sleep tips & tricks')}`,
      '_blank',
      'noopener',
    );
    open.mockClear();
    await user.click(link); // clicking it here does not run it, it says to drag it
    expect(open).not.toHaveBeenCalled();
    expect(screen.getByText(/Drag the button to your bookmarks bar/)).toBeInTheDocument();
  });

  it('the extension section links both downloads and gives the install steps', () => {
    renderSetup();
    const card = screen.getByTestId('extension-card');
    expect(within(card).getByRole('link', { name: /download for chrome/i })).toHaveAttribute(
      'href',
      '/downloads/nestkeep-extension-chromium.zip',
    );
    expect(within(card).getByRole('link', { name: /download for firefox/i })).toHaveAttribute(
      'href',
      '/downloads/nestkeep-extension-firefox.zip',
    );
    expect(card).toHaveTextContent('chrome://extensions');
    expect(card).toHaveTextContent('Developer mode');
    expect(card).toHaveTextContent('Load unpacked');
    expect(card).toHaveTextContent('about:debugging');
    expect(card).toHaveTextContent('This Firefox');
    expect(card).toHaveTextContent('Load Temporary Add-on');
  });
});
