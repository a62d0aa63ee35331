// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ContentItem } from '@nestkeep/common/web';
import { queryClient } from '@/api/client';
import { makeItem, renderWithProviders, stubFetch, USER, type Call } from '@/components/content/test-helpers';
import { useLocation } from 'react-router';
import { OPEN_CONTENT_MODAL } from '@/lib/routes';
import Dashboard, { emptyState, gridHeading, searchCountText } from './index';

let calls: Call[];
let items: ContentItem[];
let signedIn: boolean;
let statsStatus: number;

beforeEach(() => {
  queryClient.clear();
  signedIn = true;
  statsStatus = 200;
  items = Array.from({ length: 8 }, (_, i) =>
    makeItem({
      id: i + 1,
      title: `Tip ${i + 1}`,
      category: i < 5 ? 'Sleep & Routines' : 'Feeding & Nutrition',
      isFavorite: i === 1 || i === 6,
      dateSaved: new Date(Date.now() - i * 24 * 3600 * 1000).toISOString(),
    }),
  );
  calls = stubFetch({
    'GET /api/auth/user': () => (signedIn ? { status: 200, body: USER } : { status: 401, body: {} }),
    'GET /api/user/usage': () => ({
      status: 200,
      body: { usageCount: 3, freeUsageLimit: 8, plan: 'free', unlimited: false },
    }),
    'GET /api/stats': () => ({
      status: statsStatus,
      body: {
        totalItems: 8,
        favoriteItems: 2,
        categoryCounts: { 'Sleep & Routines': 5, 'Feeding & Nutrition': 3 },
      },
    }),
    'GET /api/content': (_init, url) => {
      const search = url.searchParams.get('search')?.toLowerCase();
      const category = url.searchParams.get('category');
      const phase = url.searchParams.get('phase');
      return {
        status: 200,
        body: items.filter(
          (i) =>
            (!search || i.title.toLowerCase().includes(search)) &&
            (!category || i.category === category) &&
            (!phase || i.parentingPhase === phase),
        ),
      };
    },
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function Where() {
  const l = useLocation();
  return <output data-testid="where">{l.pathname + l.search}</output>;
}

const heading = () => screen.getByRole('heading', { level: 2, name: /Content$|Search Results/ });
const cardsIn = (name: RegExp | string) => {
  const section = screen.getByRole('region', { name });
  return within(section).queryAllByTestId('content-card');
};

describe('dashboard rules', () => {
  it('picks the grid heading: category, then phase, then search, else recent', () => {
    expect(gridHeading({ category: 'Health & Safety', phase: 'newborn', search: 'x' })).toBe(
      'Health & Safety Content',
    );
    expect(gridHeading({ phase: 'newborn', search: 'x' })).toBe('Newborn Phase Content');
    expect(gridHeading({ phase: 'newborn-infant' })).toBe('Newborn & Infant Phase Content');
    expect(gridHeading({ search: 'sleep' })).toBe('Search Results');
    expect(gridHeading({ search: '  ' })).toBe('Recent Content');
    expect(gridHeading({})).toBe('Recent Content');
  });

  it('gives the empty-state texts', () => {
    expect(emptyState({ category: 'Health & Safety' })).toEqual({
      title: 'No content found',
      message: 'No content found in Health & Safety. Try a different category.',
      showAdd: false,
    });
    expect(emptyState({ search: 'colic' })).toEqual({
      title: 'No content found',
      message: 'No content matches "colic". Try different keywords.',
      showAdd: false,
    });
    expect(emptyState({})).toEqual({
      title: 'No content yet',
      message: 'Start by saving your first piece of content!',
      showAdd: true,
    });
  });
});

describe('<Dashboard>', () => {
  it('shows the welcome screen when signed out', async () => {
    signedIn = false;
    renderWithProviders(<Dashboard />, { route: '/app' });
    expect(await screen.findByRole('button', { name: 'Sign In' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign Up' })).toBeInTheDocument();
    expect(screen.getByText(/Nothing is saved to this browser yet/)).toBeInTheDocument();
    for (const t of ['Save instantly', 'AI analysis', 'Private and secure'])
      expect(screen.getByRole('heading', { name: t })).toBeInTheDocument();
  });

  it('shows the welcome screen when stats fail', async () => {
    statsStatus = 500;
    renderWithProviders(<Dashboard />, { route: '/app' });
    // The whole dashboard renders before the stats answer; on a loaded machine that passes 1 s.
    expect(await screen.findByRole('button', { name: 'Sign In' }, { timeout: 5000 })).toBeInTheDocument();
  });

  it('shows stats, meter, recent 6 with View All / Show Less, favourites and the footer', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Dashboard />, { route: '/app' });
    expect(await screen.findByRole('heading', { name: 'Recent Content' })).toBeInTheDocument();
    await waitFor(() => expect(cardsIn('Recent Content')).toHaveLength(6));
    expect(screen.getByText('Total Saved')).toBeInTheDocument();
    expect(screen.getByText('5 saves remaining')).toBeInTheDocument();
    expect(screen.getByPlaceholderText('Search your saved content...')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Browse by Category' })).toBeInTheDocument();
    expect(cardsIn('Favorites')).toHaveLength(2);

    await user.click(screen.getByRole('button', { name: 'View All' }));
    expect(cardsIn('Recent Content')).toHaveLength(8);
    await user.click(screen.getByRole('button', { name: 'Show Less' }));
    expect(cardsIn('Recent Content')).toHaveLength(6);

    expect(screen.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy');
    expect(screen.getByRole('link', { name: 'Terms' })).toHaveAttribute('href', '/terms');
    expect(screen.getByRole('link', { name: 'Contact' })).toBeInTheDocument();
    expect(screen.getByText(/© \d{4} NestKeep/)).toBeInTheDocument();
  });

  it('filters by category: heading, no toggle, no favourites, View All resets', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Dashboard />, { route: '/app' });
    await screen.findByRole('heading', { name: 'Recent Content' });
    await user.click(screen.getByRole('button', { name: /Sleep & Routines/ }));
    expect(await screen.findByRole('heading', { name: 'Sleep & Routines Content' })).toBeInTheDocument();
    await waitFor(() => expect(cardsIn('Sleep & Routines Content')).toHaveLength(5));
    expect(screen.queryByRole('button', { name: 'Show Less' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Favorites' })).not.toBeInTheDocument();
    expect(calls.some((c) => c.search.includes('category=Sleep'))).toBe(true);

    await user.click(screen.getByRole('button', { name: /Health & Safety/ }));
    expect(
      await screen.findByText('No content found in Health & Safety. Try a different category.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add Your First Content' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'View All categories' }));
    expect(await screen.findByRole('heading', { name: 'Recent Content' })).toBeInTheDocument();
  });

  it('filters by phase with the phase heading', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Dashboard />, { route: '/app' });
    await screen.findByRole('heading', { name: 'Recent Content' });
    await user.selectOptions(screen.getByLabelText('Phase'), 'toddler');
    expect(await screen.findByRole('heading', { name: 'Toddler Phase Content' })).toBeInTheDocument();
  });

  it('pre-fills ?search= and shows Search Results', async () => {
    renderWithProviders(
      <>
        <Dashboard />
        <Where />
      </>,
      { route: '/app?search=Tip%203' },
    );
    expect(await screen.findByRole('heading', { name: 'Search Results' })).toBeInTheDocument();
    expect(screen.getByPlaceholderText('Search your saved content...')).toHaveValue('Tip 3');
    await waitFor(() => expect(cardsIn('Search Results')).toHaveLength(1));
    expect(calls.some((c) => c.search === '?search=Tip+3')).toBe(true);
    expect(heading()).toHaveTextContent('Search Results');
    expect(screen.getByTestId('where')).toHaveTextContent(/^\/app$/);
  });

  it('puts search results first, above the other sections, with their count', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Dashboard />, { route: '/app' });
    await screen.findByRole('heading', { name: 'Recent Content' });
    const box = screen.getByPlaceholderText('Search your saved content...');
    await user.type(box, 'Tip');
    expect(await screen.findByText('8 results for "Tip"', undefined, { timeout: 5000 })).toBeInTheDocument();
    const results = screen.getByRole('heading', { name: 'Search Results' });
    const following = (a: Element, b: Element) =>
      Boolean(a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING);
    for (const later of [
      screen.getByText('Total Saved'),
      screen.getByText('5 saves remaining'),
      screen.getByRole('heading', { name: 'Browse by Category' }),
    ]) {
      expect(following(results, later)).toBe(true);
    }
    expect(following(box, results)).toBe(true);
    expect(box).toHaveFocus();

    await user.type(box, ' 3');
    expect(await screen.findByText('1 result for "Tip 3"', undefined, { timeout: 5000 })).toBeInTheDocument();
    expect(searchCountText(0, ' colic ')).toBe('0 results for "colic"');
  });

  it('opens the saved screen filtered on favourites from the Favorites tile', async () => {
    renderWithProviders(<Dashboard />, { route: '/app' });
    await screen.findByRole('heading', { name: 'Recent Content' });
    const tile = screen.getByRole('link', { name: /Favorites/ });
    expect(tile).toHaveAttribute('href', '/saved?favorites=1');
  });

  it('shows the search empty text', async () => {
    renderWithProviders(<Dashboard />, { route: '/app?search=colic' });
    expect(
      await screen.findByText('No content matches "colic". Try different keywords.'),
    ).toBeInTheDocument();
    expect(screen.getByText('No content found')).toBeInTheDocument();
  });

  it('opens ?contentId= once the list has loaded', async () => {
    renderWithProviders(
      <>
        <Dashboard />
        <Where />
      </>,
      { route: '/app?contentId=3' },
    );
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('heading', { name: 'Tip 3' })).toBeInTheDocument();
    expect(screen.getByTestId('where')).toHaveTextContent(/^\/app$/);
  });

  it('offers Add Your First Content when there is nothing yet', async () => {
    items = [];
    const listener = vi.fn();
    window.addEventListener(OPEN_CONTENT_MODAL, listener);
    renderWithProviders(<Dashboard />, { route: '/app' });
    expect(await screen.findByText('No content yet')).toBeInTheDocument();
    expect(screen.getByText('Start by saving your first piece of content!')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Add Your First Content' }));
    expect(listener).toHaveBeenCalledTimes(1);
    window.removeEventListener(OPEN_CONTENT_MODAL, listener);
  });
});
