// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiRequest, OfflineError, OFFLINE_MESSAGE, queryClient } from '@/api/client';
import { errorMessage } from '@/api/content';
import { renderWithProviders } from '@/components/content/test-helpers';
import { OfflineBanner } from './offline-banner';
import { Shell } from './shell';

const MESSAGE = "You're offline. Saved tips will be back when you reconnect.";

function goOffline(offline: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(!offline);
  act(() => {
    window.dispatchEvent(new Event(offline ? 'offline' : 'online'));
  });
}

afterEach(() => {
  cleanup();
  queryClient.clear();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('the offline banner', () => {
  it('shows while the browser is offline and goes away when it reconnects', () => {
    render(<OfflineBanner />);
    expect(screen.queryByRole('status')).toBeNull();
    goOffline(true);
    expect(screen.getByRole('status')).toHaveTextContent(MESSAGE);
    goOffline(false);
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('is already there when the app starts offline', () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    render(<OfflineBanner />);
    expect(screen.getByRole('status')).toHaveTextContent(MESSAGE);
  });
});

describe('API calls while offline', () => {
  it('fail with the offline message, not a network error', async () => {
    expect(OFFLINE_MESSAGE).toBe(MESSAGE);
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')));
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const err = await apiRequest('POST', '/api/content', { url: 'https://example.com' }).catch(
      (e: unknown) => e,
    );
    expect(err).toBeInstanceOf(OfflineError);
    expect(errorMessage(err)).toBe(MESSAGE);
  });

  it('keep a network error as it is while online', async () => {
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')));
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
    const err = await apiRequest('GET', '/api/content').catch((e: unknown) => e);
    expect(err).toBeInstanceOf(TypeError);
  });
});

describe('the app opened offline', () => {
  it('says there is no connection on an account page instead of asking to sign in, until it reconnects', async () => {
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')));
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    renderWithProviders(
      <Shell>
        <p>The library</p>
      </Shell>,
      { route: '/app' },
    );
    expect(await screen.findByRole('heading', { name: 'No connection' })).toBeInTheDocument();
    expect(screen.getByText(MESSAGE)).toBeInTheDocument();
    expect(screen.queryByText('The library')).toBeNull();

    goOffline(false);
    await waitFor(() => expect(screen.getByText('The library')).toBeInTheDocument());
    expect(screen.queryByRole('heading', { name: 'No connection' })).toBeNull();
    expect(screen.queryByText(MESSAGE)).toBeNull();
  });

  it('keeps pages that need no account as they are', async () => {
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')));
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    renderWithProviders(
      <Shell>
        <p>Due date calculator</p>
      </Shell>,
      { route: '/tools/phase-calculator' },
    );
    expect(await screen.findByText('Due date calculator')).toBeInTheDocument();
    expect(screen.getByText(MESSAGE)).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'No connection' })).toBeNull();
  });
});
