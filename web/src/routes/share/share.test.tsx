// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { queryClient } from '@/api/client';
import {
  renderSignedIn,
  SHELL_ROUTES,
  stubFetch,
  stubResizeObserver,
  USER,
} from '@/components/content/test-helpers';
import { goTo } from '@/components/marketing/navigate';
import { Shell } from '@/components/shell/shell';
import Share from './index';
import { parseShare } from './parse';

vi.mock('@/components/marketing/navigate', () => ({ goTo: vi.fn() }));

const LAZY = { timeout: 10_000 };

describe('reading what was shared', () => {
  it('takes the url parameter as the link, keeping the title and the text as the content', () => {
    expect(parseShare('?title=Tummy+time&text=Great+read&url=https%3A%2F%2Fexample.com%2Fa%3Fb%3D1')).toEqual(
      { kind: 'link', url: 'https://example.com/a?b=1', content: 'Tummy time\nGreat read' },
    );
  });

  it('keeps the link of a title and a url in either order, encoded or not (issue 22 point 3)', () => {
    const expected = { kind: 'link', url: 'https://example.com/safe-sleep', content: 'Safe sleep basics' };
    for (const search of [
      '?title=Safe+sleep+basics&url=https%3A%2F%2Fexample.com%2Fsafe-sleep',
      '?url=https%3A%2F%2Fexample.com%2Fsafe-sleep&title=Safe+sleep+basics',
      '?title=Safe%20sleep%20basics&url=https://example.com/safe-sleep',
      '?url=https://example.com/safe-sleep&title=Safe%20sleep%20basics',
      '?url=https://example.com/safe-sleep&text=&title=Safe%20sleep%20basics',
    ]) {
      expect(parseShare(search), search).toEqual(expected);
    }
  });

  it('finds the link in the title when neither url nor text holds one', () => {
    expect(parseShare(`?title=${encodeURIComponent('Colic help https://example.com/colic')}`)).toEqual({
      kind: 'link',
      url: 'https://example.com/colic',
      content: 'Colic help',
    });
    expect(
      parseShare(`?title=${encodeURIComponent('Colic help https://example.com/colic')}&text=So+true`),
    ).toEqual({ kind: 'link', url: 'https://example.com/colic', content: 'Colic help\nSo true' });
  });

  it('does not repeat a title the text already starts with (Android: title, then title and link)', () => {
    expect(
      parseShare(
        `?title=Bedtime+routine&text=${encodeURIComponent('Bedtime routine https://example.com/bed')}`,
      ),
    ).toEqual({ kind: 'link', url: 'https://example.com/bed', content: 'Bedtime routine' });
  });

  it('reads a url without its scheme as a web link rather than dropping it', () => {
    expect(parseShare('?title=Weaning&url=example.com%2Fweaning')).toEqual({
      kind: 'link',
      url: 'https://example.com/weaning',
      content: 'Weaning',
    });
  });

  it('finds the link in the text when url is empty (Android), keeping the rest as the content', () => {
    expect(parseShare('?title=&text=Look%20https://example.com/tip&url=')).toEqual({
      kind: 'link',
      url: 'https://example.com/tip',
      content: 'Look',
    });
    expect(parseShare(`?text=${encodeURIComponent('Read this: https://example.com/x. So good!')}`)).toEqual({
      kind: 'link',
      url: 'https://example.com/x',
      content: 'Read this:. So good!',
    });
  });

  it('uses the title as the content when the text is only the link', () => {
    expect(parseShare('?title=Sleep+tips&text=https%3A%2F%2Fexample.com%2Fs')).toEqual({
      kind: 'link',
      url: 'https://example.com/s',
      content: 'Sleep tips',
    });
    expect(parseShare('?url=https%3A%2F%2Fexample.com%2Fs')).toEqual({
      kind: 'link',
      url: 'https://example.com/s',
    });
  });

  it('ignores an address that is not http(s) and reads a text with no link as a note', () => {
    expect(parseShare('?text=see+ftp://x.org+and+javascript:alert(1)')).toMatchObject({ kind: 'text' });
    expect(parseShare('?url=javascript%3Aalert(1)&text=Burp+after+every+feed')).toEqual({
      kind: 'text',
      title: 'Burp after every feed',
    });
    expect(parseShare('?title=Feeding&text=Burp+after+every+feed')).toEqual({
      kind: 'text',
      title: 'Feeding',
      description: 'Burp after every feed',
    });
    const long = 'a'.repeat(200);
    const parsed = parseShare(`?text=${long}`);
    expect(parsed.kind === 'text' && parsed.title.length).toBe(120);
    expect(parsed.kind === 'text' && parsed.description).toBe(long);
    expect(parseShare('?title=&text=&url=')).toEqual({ kind: 'empty' });
    // A title too long for the heading is kept whole in the description, before the text.
    const longTitle = `Swaddling ${'b'.repeat(150)}`;
    expect(parseShare(`?title=${longTitle}&text=Snug+at+the+chest`)).toEqual({
      kind: 'text',
      title: `${longTitle.slice(0, 119)}…`,
      description: `${longTitle}\nSnug at the chest`,
    });
  });
});

function Where() {
  const location = useLocation();
  return <p data-testid="where">{`${location.pathname}${location.search}`}</p>;
}

function renderShare(route: string, user: unknown) {
  return renderSignedIn(
    <Shell>
      <Routes>
        <Route path="/share" element={<Share />} />
        <Route path="*" element={<Where />} />
      </Routes>
    </Shell>,
    user,
    route,
  );
}

beforeEach(() => {
  queryClient.clear();
  sessionStorage.clear();
  localStorage.clear();
  vi.mocked(goTo).mockClear();
  stubResizeObserver();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the /share page', () => {
  it('opens the save dialog with the shared link for a signed-in parent and saves it', async () => {
    const calls = stubFetch({
      ...SHELL_ROUTES,
      'POST /api/content': () => ({ status: 201, body: { id: 7, title: 'Tip', duplicate: false } }),
    });
    renderShare('/share?title=&text=Look%20https://example.com/tip&url=', USER);
    const dialog = await screen.findByRole('dialog', { name: 'Save Content' }, LAZY);
    expect(within(dialog).getByRole('textbox', { name: /^URL/ })).toHaveValue('https://example.com/tip');
    expect(within(dialog).getByLabelText('Shared text')).toHaveValue('Look');
    // The address is the app's, cleaned of the shared link.
    expect(screen.getByTestId('where')).toHaveTextContent(/^\/app$/);

    await userEvent.click(within(dialog).getByRole('button', { name: 'Save Content' }));
    await waitFor(() =>
      expect(calls.some((c) => c.method === 'POST' && c.path === '/api/content')).toBe(true),
    );
    const post = calls.find((c) => c.method === 'POST' && c.path === '/api/content')!;
    expect(post.body).toMatchObject({ originalUrl: 'https://example.com/tip', content: 'Look' });
  });

  it.each([
    ['title then url', '/share?title=Safe%20sleep%20basics&url=https%3A%2F%2Fexample.com%2Fsafe-sleep'],
    ['url then title', '/share?url=https%3A%2F%2Fexample.com%2Fsafe-sleep&title=Safe%20sleep%20basics'],
  ])('opens the link tab with the url and the title of a share with %s', async (_, route) => {
    stubFetch({
      ...SHELL_ROUTES,
    });
    renderShare(route, USER);
    const dialog = await screen.findByRole('dialog', { name: 'Save Content' }, LAZY);
    expect(within(dialog).getByRole('tab', { name: /URL/ })).toHaveAttribute('aria-selected', 'true');
    expect(within(dialog).getByRole('textbox', { name: /^URL/ })).toHaveValue(
      'https://example.com/safe-sleep',
    );
    expect(within(dialog).getByLabelText('Shared text')).toHaveValue('Safe sleep basics');
    expect(screen.getByTestId('where')).toHaveTextContent(/^\/app$/);
  });

  it('keeps the shared link through sign-in for a signed-out visitor', async () => {
    stubFetch({});
    renderShare('/share?title=Sleep&text=Look%20https://example.com/tip', null);
    const dialog = await screen.findByRole('dialog', { name: 'Sign in to save this link' }, LAZY);
    expect(dialog).toHaveTextContent('https://example.com/tip');
    await userEvent.click(within(dialog).getByRole('button', { name: /Sign in to save/ }));
    // The title is kept with the text around the link.
    const returnTo = `/app?${new URLSearchParams({ url: 'https://example.com/tip', content: 'Sleep\nLook' })}`;
    expect(goTo).toHaveBeenCalledWith(`/auth/google?redirect=${encodeURIComponent(returnTo)}`);
  });

  it('opens the manual tab with a shared text that has no link', async () => {
    stubFetch({
      ...SHELL_ROUTES,
    });
    renderShare('/share?title=Feeding&text=Burp%20after%20every%20feed', USER);
    const dialog = await screen.findByRole('dialog', { name: 'Save Content' }, LAZY);
    expect(within(dialog).getByRole('tab', { name: /Manual/ })).toHaveAttribute('aria-selected', 'true');
    expect(within(dialog).getByLabelText(/^Title/)).toHaveValue('Feeding');
    expect(within(dialog).getByLabelText('Description')).toHaveValue('Burp after every feed');
    expect(screen.getByTestId('where')).toHaveTextContent(/^\/app$/);
  });

  it('sends a signed-out visitor with a text to log in, coming back to the same share', async () => {
    stubFetch({});
    renderShare('/share?text=Burp%20after%20every%20feed', null);
    await waitFor(() =>
      expect(screen.getByTestId('where')).toHaveTextContent(
        `/login?redirect=${encodeURIComponent('/share?text=Burp%20after%20every%20feed')}`,
      ),
    );
  });
});
