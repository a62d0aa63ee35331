// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { GeneratedName, NameGenerationRequest } from '@nestkeep/common/web';
import { queryClient } from '@/api/client';
import { USER_KEY } from '@/api/auth';
import { NAME_FAVORITES_KEY } from '@/api/names';
import {
  renderWithProviders,
  stubFetch,
  stubResizeObserver,
  USER,
  type Call,
} from '@/components/content/test-helpers';
import { goTo } from '@/components/marketing/navigate';
import { useLocation } from 'react-router';
import Screen from './index';

vi.mock('@/components/marketing/navigate', () => ({ goTo: vi.fn() }));

const card = (name: string, over: Partial<GeneratedName> = {}): GeneratedName => ({
  name,
  gender: 'girl',
  meaning: `meaning of ${name}`,
  origin: 'Hebrew',
  syllables: 2,
  popularity: 40,
  trend: 'steady',
  variants: [],
  famousPeople: [],
  ...over,
});

/** 30 distinct names; the stub answers the first `count` not excluded. */
const POOL = Array.from({ length: 30 }, (_, i) => card(`Name${String(i + 1).padStart(2, '0')}`));
POOL[0] = card('Anaïs', {
  meaning: 'grace',
  trend: 'rising',
  variants: ['Anais', 'Anaise'],
  famousPeople: ['Anaïs Nin', 'Anaïs Mitchell'],
});
POOL[1] = card('Ezra', { gender: 'boy', meaning: 'help', trend: 'declining' });

let calls: Call[];
let favorites: Array<GeneratedName & { savedAt: string }>;
let generate: (body: NameGenerationRequest) => { status: number; body?: unknown };

function stub(signedIn: boolean) {
  queryClient.setQueryData(USER_KEY, signedIn ? USER : null);
  calls = stubFetch({
    'GET /api/auth/user': () => (signedIn ? { status: 200, body: USER } : { status: 401, body: {} }),
    'POST /api/generate-baby-names': (init) =>
      generate(JSON.parse(String(init?.body)) as NameGenerationRequest),
    'GET /api/names/favorites': () => ({ status: 200, body: { favorites } }),
    'POST /api/names/favorites': (init) => {
      favorites.push({
        ...(JSON.parse(String(init?.body)) as GeneratedName),
        savedAt: new Date().toISOString(),
      });
      return { status: 201, body: {} };
    },
  });
}

function Where() {
  const l = useLocation();
  return <output data-testid="where">{l.pathname + l.search}</output>;
}

const generated = () => calls.filter((c) => c.path === '/api/generate-baby-names');
const cardNames = () => screen.queryAllByTestId('name-card-name').map((e) => e.textContent);

beforeEach(() => {
  queryClient.clear();
  sessionStorage.clear();
  favorites = [];
  vi.mocked(goTo).mockClear();
  stubResizeObserver();
  generate = (body) => {
    const exclude = new Set(body.exclude ?? []);
    return { status: 200, body: { names: POOL.filter((n) => !exclude.has(n.name)).slice(0, body.count) } };
  };
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('<BabyNameGenerator>', () => {
  it('generates 8 names with the default filters, then appends 8 more without repeating one', async () => {
    stub(false);
    const user = userEvent.setup();
    renderWithProviders(<Screen guarded={false} />, { route: '/baby-name-generator' });
    expect(screen.getByText('Ready to generate names')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Generate More Names' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Generate with AI' }));
    await waitFor(() => expect(cardNames()).toHaveLength(8));
    expect(generated()[0]!.body).toEqual({
      gender: 'all',
      origin: 'All',
      startingLetter: 'All',
      meaningTheme: 'All',
      syllables: [1, 5],
      popularity: [1, 100],
      count: 8,
      append: false,
      exclude: [],
    });
    expect(await screen.findByText('Names Generated!')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Browse Names (8)' })).toBeInTheDocument();

    // A server that slips in a name already shown: the page still never shows it twice.
    const first = POOL.slice(0, 8).map((n) => n.name);
    generate = (body) => {
      const exclude = new Set(body.exclude ?? []);
      return {
        status: 200,
        body: { names: [POOL[0], ...POOL.filter((n) => !exclude.has(n.name)).slice(0, 7)] },
      };
    };
    await user.click(screen.getByRole('button', { name: 'Generate More Names' }));
    await waitFor(() => expect(cardNames()).toHaveLength(15));
    expect(generated()[1]!.body).toMatchObject({ append: true, count: 8, exclude: first });
    expect(new Set(cardNames()).size).toBe(15);
    expect(cardNames().slice(0, 8)).toEqual(first);
    expect(await screen.findByText('More Names Generated!')).toBeInTheDocument();
  });

  it('shows each pending label with both buttons disabled', async () => {
    stub(false);
    let release: () => void = () => undefined;
    const user = userEvent.setup();
    renderWithProviders(<Screen guarded={false} />, { route: '/baby-name-generator' });
    await user.click(screen.getByRole('button', { name: 'Generate with AI' }));
    await waitFor(() => expect(cardNames()).toHaveLength(8));

    const fetchNow = globalThis.fetch;
    vi.stubGlobal(
      'fetch',
      (input: RequestInfo | URL, init?: RequestInit) =>
        new Promise<Response>((resolve) => {
          release = () => resolve(fetchNow(input, init));
        }),
    );
    await user.click(screen.getByRole('button', { name: 'Generate More Names' }));
    expect(screen.getByRole('button', { name: 'Generating More Names...' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Generate with AI' })).toBeDisabled();
    await act(async () => release());
    await waitFor(() => expect(cardNames()).toHaveLength(16));

    await user.click(screen.getByRole('button', { name: 'Generate with AI' }));
    expect(screen.getByRole('button', { name: 'Generating Names...' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Generate More Names' })).toBeDisabled();
    await act(async () => release());
    // A fresh generation replaces the list.
    await waitFor(() => expect(cardNames()).toHaveLength(8));
  });

  it('says Generation Failed when the server answers an error', async () => {
    stub(false);
    generate = () => ({ status: 500, body: { error: 'internal', message: 'boom' } });
    const user = userEvent.setup();
    renderWithProviders(<Screen guarded={false} />, { route: '/baby-name-generator' });
    await user.click(screen.getByRole('button', { name: 'Generate with AI' }));
    expect(await screen.findByText('Generation Failed')).toBeInTheDocument();
    expect(screen.getByText('Unable to generate names. Please try again.')).toBeInTheDocument();
    expect(screen.getByText('Ready to generate names')).toBeInTheDocument();
  });

  it('sends the chosen filters and the search, and narrows the shown cards by the search', async () => {
    stub(false);
    const user = userEvent.setup();
    renderWithProviders(<Screen guarded={false} />, { route: '/baby-name-generator' });
    await user.selectOptions(screen.getByLabelText('Gender'), 'girl');
    await user.selectOptions(screen.getByLabelText('Origin'), 'Hebrew');
    await user.selectOptions(screen.getByLabelText('Starting Letter'), 'A');
    await user.selectOptions(screen.getByLabelText('Meaning Theme'), 'Joy');
    // Keyboard on the sliders' handles: Right raises the rare end, End brings the long end down.
    screen.getByRole('slider', { name: 'Minimum popularity range' }).focus();
    await user.keyboard('{ArrowRight}{ArrowRight}');
    screen.getByRole('slider', { name: 'Maximum syllables' }).focus();
    await user.keyboard('{ArrowLeft}');
    await user.type(screen.getByLabelText('Search'), 'ana');
    await user.click(screen.getByRole('button', { name: 'Generate with AI' }));
    await waitFor(() => expect(generated()).toHaveLength(1));
    expect(generated()[0]!.body).toMatchObject({
      gender: 'girl',
      origin: 'Hebrew',
      startingLetter: 'A',
      meaningTheme: 'Joy',
      popularity: [3, 100],
      syllables: [1, 4],
      search: 'ana',
    });
    // The stub ignores the filters: the search box still narrows what shows.
    await waitFor(() => expect(cardNames()).toEqual(['Anaïs']));
    await user.clear(screen.getByLabelText('Search'));
    await user.type(screen.getByLabelText('Search'), 'zzz');
    expect(screen.getByText('No names match your search')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Browse Names (0)' })).toBeInTheDocument();
  });

  it('shows a card’s facts, and hides meanings and trends with the toggles', async () => {
    stub(false);
    const user = userEvent.setup();
    renderWithProviders(<Screen guarded={false} />, { route: '/baby-name-generator' });
    await user.click(screen.getByRole('button', { name: 'Generate with AI' }));
    const anais = (await screen.findAllByTestId('name-card'))[0]!;
    const c = within(anais);
    expect(c.getByText('Girl')).toBeInTheDocument();
    expect(c.getByText('grace')).toBeInTheDocument();
    expect(c.getByText('Hebrew')).toBeInTheDocument();
    expect(c.getByText('40%')).toBeInTheDocument();
    expect(c.getByText('Rising')).toBeInTheDocument();
    expect(c.getByText('Anais, Anaise')).toBeInTheDocument();
    expect(c.getByText('Anaïs Nin, Anaïs Mitchell')).toBeInTheDocument();
    expect(within(screen.getAllByTestId('name-card')[1]!).getByText('Declining')).toBeInTheDocument();
    expect(within(screen.getAllByTestId('name-card')[2]!).getByText('Steady')).toBeInTheDocument();

    await user.click(screen.getByRole('switch', { name: 'Meanings' }));
    await user.click(screen.getByRole('switch', { name: 'Trends' }));
    expect(c.queryByText('grace')).not.toBeInTheDocument();
    expect(c.queryByText('Rising')).not.toBeInTheDocument();
  });

  it('copies a name with a Copied note for 2 seconds, and says Copy Failed when the clipboard refuses', async () => {
    stub(false);
    const writeText = vi.fn(() => Promise.resolve());
    const user = userEvent.setup();
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    renderWithProviders(<Screen guarded={false} />, { route: '/baby-name-generator' });
    await user.click(screen.getByRole('button', { name: 'Generate with AI' }));
    await waitFor(() => expect(cardNames()).toHaveLength(8));

    vi.useFakeTimers({ shouldAdvanceTime: true });
    fireEvent.click(screen.getByRole('button', { name: 'Copy Ezra' }));
    await waitFor(() => expect(screen.getByText('Copied')).toBeInTheDocument());
    expect(writeText).toHaveBeenCalledWith('Ezra');
    expect(screen.getByText('Copied!')).toBeInTheDocument();
    await act(async () => vi.advanceTimersByTime(1900));
    expect(screen.getByText('Copied')).toBeInTheDocument();
    await act(async () => vi.advanceTimersByTime(200));
    expect(screen.queryByText('Copied')).not.toBeInTheDocument();
    vi.useRealTimers();

    writeText.mockImplementation(() => Promise.reject(new Error('denied')));
    await user.click(screen.getByRole('button', { name: 'Copy Ezra' }));
    expect(await screen.findByText('Copy Failed')).toBeInTheDocument();
    expect(screen.getByText('Unable to copy to clipboard')).toBeInTheDocument();
    expect(screen.queryByText('Copied')).not.toBeInTheDocument();
  });

  it('keeps a signed-in parent’s favourite through the API and lists it under Favorites', async () => {
    stub(true);
    const user = userEvent.setup();
    renderWithProviders(<Screen guarded />, { route: '/tools/baby-name-generator' });
    expect(await screen.findByRole('tab', { name: 'Favorites (0)' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Sign in to save favorites' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Generate with AI' }));
    const heart = await screen.findByRole('button', { name: 'Favorite Anaïs' });
    expect(heart).toHaveAttribute('aria-pressed', 'false');
    await user.click(heart);
    expect(heart).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() => expect(favorites.map((f) => f.name)).toEqual(['Anaïs']));
    expect(calls.find((c) => c.method === 'POST' && c.path === '/api/names/favorites')?.body).toEqual(
      POOL[0],
    );
    expect(screen.getByRole('tab', { name: 'Favorites (1)' })).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Favorites (1)' }));
    const panel = screen.getByRole('tabpanel');
    expect(within(panel).getByText('Anaïs')).toBeInTheDocument();

    // Removing answers an error: the heart goes back to pressed and the parent is told.
    await user.click(within(panel).getByRole('button', { name: 'Favorite Anaïs' }));
    await waitFor(() =>
      expect(
        calls.some(
          (c) =>
            c.method === 'DELETE' &&
            c.path === '/api/names/favorites' &&
            new URLSearchParams(c.search).get('name') === 'Anaïs',
        ),
      ).toBe(true),
    );
    expect(await screen.findByText('Error')).toBeInTheDocument();
    await waitFor(() => expect(queryClient.getQueryData(NAME_FAVORITES_KEY)).toHaveLength(1));
  });

  it('lists a partner’s shared favourite with who saved it', async () => {
    stub(true);
    favorites = [{ ...card('Maya'), savedAt: '2026-11-20T10:00:00.000Z', sharedBy: 'Sam' } as never];
    const user = userEvent.setup();
    renderWithProviders(<Screen guarded={false} />, { route: '/baby-name-generator' });
    await user.click(await screen.findByRole('tab', { name: 'Favorites (1)' }));
    expect(screen.getByText('Saved by Sam')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Favorite Maya' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('sends a signed-out visitor’s heart to sign-in and back to the page', async () => {
    stub(false);
    const user = userEvent.setup();
    renderWithProviders(<Screen guarded={false} />, { route: '/baby-name-generator' });
    await user.click(screen.getByRole('tab', { name: 'Favorites (0)' }));
    expect(screen.queryByText('No favorites yet')).not.toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Sign in to save favorites' })).toHaveLength(2);
    await user.click(screen.getByRole('tab', { name: 'Browse Names (0)' }));
    await user.click(screen.getByRole('button', { name: 'Generate with AI' }));
    await user.click(await screen.findByRole('button', { name: 'Favorite Ezra' }));
    expect(goTo).toHaveBeenCalledWith(`/auth/google?redirect=${encodeURIComponent('/baby-name-generator')}`);
    expect(calls.some((c) => c.path === '/api/names/favorites')).toBe(false);
  });

  it('shows No favorites yet to a signed-in parent without any', async () => {
    stub(true);
    const user = userEvent.setup();
    renderWithProviders(<Screen guarded={false} />, { route: '/baby-name-generator' });
    await user.click(await screen.findByRole('tab', { name: 'Favorites (0)' }));
    expect(await screen.findByText('No favorites yet')).toBeInTheDocument();
  });

  it('titles the page after the gender and origin filters, canonical at /baby-name-generator', async () => {
    stub(false);
    const user = userEvent.setup();
    renderWithProviders(<Screen guarded={false} />, { route: '/baby-name-generator' });
    expect(document.title).toBe('Baby Name Generator · Meanings, Origins & Trends · NestKeep');
    await user.selectOptions(screen.getByLabelText('Gender'), 'girl');
    expect(document.title).toBe('Girl Names · Baby Name Generator · NestKeep');
    await user.selectOptions(screen.getByLabelText('Origin'), 'Hebrew');
    expect(document.title).toBe('Hebrew Girl Names · Baby Name Generator · NestKeep');
    expect(document.querySelector('meta[name="description"]')?.getAttribute('content')).toMatch(
      /^Find Hebrew girl names/,
    );
    await user.selectOptions(screen.getByLabelText('Gender'), 'all');
    expect(document.title).toBe('Hebrew Baby Names · Baby Name Generator · NestKeep');
    expect(document.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(
      `${window.location.origin}/baby-name-generator`,
    );
  });

  it('shows the sign-in card on the guarded route when signed out', async () => {
    stub(false);
    renderWithProviders(<Screen guarded />, { route: '/tools/baby-name-generator' });
    expect(await screen.findByRole('heading', { name: 'Sign in to continue' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Generate with AI' })).not.toBeInTheDocument();
  });

  it('folds the filters behind a Filters button on small screens', async () => {
    stub(false);
    const user = userEvent.setup();
    renderWithProviders(<Screen guarded={false} />, { route: '/baby-name-generator' });
    const toggle = screen.getByRole('button', { name: 'Filters' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(document.getElementById('name-filter-fields')).toHaveClass('hidden', 'lg:block');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(document.getElementById('name-filter-fields')).not.toHaveClass('hidden');
  });

  it('reads gender and origin from the address and keeps them there', async () => {
    stub(false);
    const user = userEvent.setup();
    renderWithProviders(
      <>
        <Screen guarded={false} />
        <Where />
      </>,
      { route: '/baby-name-generator?gender=girl&origin=Hebrew' },
    );
    expect(document.title).toBe('Hebrew Girl Names · Baby Name Generator · NestKeep');
    expect(screen.getByLabelText('Gender')).toHaveValue('girl');
    await user.selectOptions(screen.getByLabelText('Gender'), 'boy');
    expect(screen.getByTestId('where')).toHaveTextContent('/baby-name-generator?gender=boy&origin=Hebrew');
    await user.selectOptions(screen.getByLabelText('Origin'), 'All');
    expect(screen.getByTestId('where')).toHaveTextContent(/^\/baby-name-generator\?gender=boy$/);
    await user.click(screen.getByRole('button', { name: 'Generate with AI' }));
    await waitFor(() => expect(generated()[0]?.body).toMatchObject({ gender: 'boy', origin: 'All' }));
  });

  it('brings a visitor back from sign-in to the same names with the hearted one saved', async () => {
    stub(false);
    const user = userEvent.setup();
    renderWithProviders(<Screen guarded={false} />, { route: '/baby-name-generator' });
    await user.click(screen.getByRole('button', { name: 'Generate with AI' }));
    await user.click(await screen.findByRole('button', { name: 'Favorite Ezra' }));
    expect(goTo).toHaveBeenCalled();
    cleanup();

    queryClient.clear();
    stub(true);
    renderWithProviders(<Screen guarded={false} />, { route: '/baby-name-generator' });
    expect(cardNames()).toEqual(POOL.slice(0, 8).map((n) => n.name));
    await waitFor(() => expect(favorites.map((f) => f.name)).toEqual(['Ezra']));
    expect(screen.getByRole('button', { name: 'Favorite Ezra' })).toHaveAttribute('aria-pressed', 'true');
    expect(generated()).toHaveLength(0);
    expect(sessionStorage.length).toBe(0);

    // Only once: a later visit starts afresh.
    cleanup();
    renderWithProviders(<Screen guarded={false} />, { route: '/baby-name-generator' });
    expect(screen.getByText('Ready to generate names')).toBeInTheDocument();
  });

  it('says when the favourites could not be loaded and loads them again on Try again', async () => {
    stub(true);
    let failing = true;
    const fetchNow = globalThis.fetch;
    vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) =>
      failing && String(input).endsWith('/api/names/favorites')
        ? Promise.resolve(new Response('{"error":"internal"}', { status: 500 }))
        : fetchNow(input, init),
    );
    favorites = [{ ...card('Maya'), savedAt: '2026-11-20T10:00:00.000Z' }];
    const user = userEvent.setup();
    renderWithProviders(<Screen guarded={false} />, { route: '/baby-name-generator' });
    await user.click(screen.getByRole('tab', { name: 'Favorites (0)' }));
    expect(await screen.findByText('Your favorites could not be loaded.')).toBeInTheDocument();
    expect(screen.queryByText('No favorites yet')).not.toBeInTheDocument();
    failing = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('tab', { name: 'Favorites (1)' })).toBeInTheDocument();
    expect(screen.getByText('Maya')).toBeInTheDocument();
  });
});
