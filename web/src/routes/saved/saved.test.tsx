// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ContentItem } from '@nestkeep/common/web';
import { queryClient } from '@/api/client';
import { makeItem, renderWithProviders, stubFetch, USER, type Call } from '@/components/content/test-helpers';
import { useLocation } from 'react-router';
import Saved, { countText } from './index';

function Where() {
  const l = useLocation();
  return <output data-testid="where">{l.pathname + l.search}</output>;
}

let calls: Call[];
let items: ContentItem[];

beforeEach(() => {
  queryClient.clear();
  items = [
    makeItem({ id: 1, title: 'Swaddling basics', category: 'Sleep & Routines' }),
    makeItem({ id: 2, title: 'First foods', category: 'Feeding & Nutrition', isFavorite: true }),
  ];
  calls = stubFetch({
    'GET /api/auth/user': () => ({ status: 200, body: USER }),
    'GET /api/content': (_init, url) => {
      const search = url.searchParams.get('search')?.toLowerCase();
      const category = url.searchParams.get('category');
      const favorites = url.searchParams.get('favorites') === 'true';
      return {
        status: 200,
        body: items.filter(
          (i) =>
            (!search || i.title.toLowerCase().includes(search)) &&
            (!category || i.category === category) &&
            (!favorites || i.isFavorite),
        ),
      };
    },
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('<Saved>', () => {
  it('counts items', () => {
    expect(countText(1)).toBe('1 item found');
    expect(countText(2)).toBe('2 items found');
  });

  it('lists, searches, filters by category and clears the filters', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Saved />, { route: '/saved' });
    expect(screen.getByText('Loading saved content...')).toBeInTheDocument();
    expect(await screen.findByText('2 items found')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Saved Content' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Clear Filters' })).not.toBeInTheDocument();

    const select = screen.getByLabelText('Category');
    expect(select).toHaveDisplayValue('All Categories');
    expect(select.querySelectorAll('option')).toHaveLength(8);
    expect(screen.getByRole('option', { name: 'Sleep & Bedtime' })).toBeInTheDocument();
    await user.selectOptions(select, 'Feeding & Nutrition');
    expect(await screen.findByText('1 item found')).toBeInTheDocument();
    expect(calls.some((c) => c.search.includes('category=Feeding'))).toBe(true);

    await user.type(screen.getByPlaceholderText('Search tips, articles...'), 'zzz');
    expect(await screen.findByText('No content matches your filters')).toBeInTheDocument();
    expect(screen.getByText('0 items found')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Clear Filters' }));
    await waitFor(() => expect(screen.getByText('2 items found')).toBeInTheDocument());
    expect(screen.getByPlaceholderText('Search tips, articles...')).toHaveValue('');
  });

  it('lists only favourites with ?favorites=1, and the Favorites filter sets and clears it in the address', async () => {
    const user = userEvent.setup();
    renderWithProviders(
      <>
        <Saved />
        <Where />
      </>,
      { route: '/saved?favorites=1' },
    );
    expect(await screen.findByText('1 item found')).toBeInTheDocument();
    expect(screen.getByText('First foods')).toBeInTheDocument();
    expect(calls.some((c) => c.search.includes('favorites=true'))).toBe(true);
    const filter = screen.getByRole('button', { name: 'Favorites' });
    expect(filter).toHaveAttribute('aria-pressed', 'true');

    await user.click(filter);
    expect(await screen.findByText('2 items found')).toBeInTheDocument();
    expect(screen.getByTestId('where')).toHaveTextContent(/^\/saved$/);
    expect(filter).toHaveAttribute('aria-pressed', 'false');

    await user.click(filter);
    expect(await screen.findByText('1 item found')).toBeInTheDocument();
    expect(screen.getByTestId('where')).toHaveTextContent('/saved?favorites=1');
    await user.click(screen.getByRole('button', { name: 'Clear Filters' }));
    expect(await screen.findByText('2 items found')).toBeInTheDocument();
    expect(screen.getByTestId('where')).toHaveTextContent(/^\/saved$/);
  });

  it('says when nothing is saved yet', async () => {
    items = [];
    renderWithProviders(<Saved />, { route: '/saved' });
    expect(await screen.findByText('No saved content yet')).toBeInTheDocument();
    expect(screen.getByText('Start saving helpful parenting tips and articles!')).toBeInTheDocument();
  });
});
