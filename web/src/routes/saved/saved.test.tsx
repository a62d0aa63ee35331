// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ContentItem } from '@nestkeep/common/web';
import { queryClient } from '@/api/client';
import { makeItem, renderWithProviders, stubFetch, USER, type Call } from '@/components/content/test-helpers';
import Saved, { countText } from './index';

let calls: Call[];
let items: ContentItem[];

beforeEach(() => {
  queryClient.clear();
  items = [
    makeItem({ id: 1, title: 'Swaddling basics', category: 'Sleep & Routines' }),
    makeItem({ id: 2, title: 'First foods', category: 'Feeding & Nutrition' }),
  ];
  calls = stubFetch({
    'GET /api/auth/user': () => ({ status: 200, body: USER }),
    'GET /api/content': (_init, url) => {
      const search = url.searchParams.get('search')?.toLowerCase();
      const category = url.searchParams.get('category');
      return {
        status: 200,
        body: items.filter(
          (i) =>
            (!search || i.title.toLowerCase().includes(search)) && (!category || i.category === category),
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

  it('says when nothing is saved yet', async () => {
    items = [];
    renderWithProviders(<Saved />, { route: '/saved' });
    expect(await screen.findByText('No saved content yet')).toBeInTheDocument();
    expect(screen.getByText('Start saving helpful parenting tips and articles!')).toBeInTheDocument();
  });
});
