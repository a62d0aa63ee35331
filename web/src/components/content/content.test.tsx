// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ContentItem } from '@nestkeep/common/web';
import { queryClient } from '@/api/client';
import { shouldSendCategory } from './category-editor';
import { ContentCard, showsMoreControl } from './content-card';
import { ContentDetailModal } from './content-detail-modal';
import { makeItem, renderWithProviders, stubFetch, type Call } from './test-helpers';

let calls: Call[];
let item: ContentItem;

beforeEach(() => {
  queryClient.clear();
  item = makeItem();
  calls = stubFetch({
    'PUT /api/content/1': (init) => ({
      status: 200,
      body: { ...item, category: JSON.parse(String(init?.body)).category },
    }),
    'POST /api/content/1/favorite': () => ({ status: 200, body: { ...item, isFavorite: !item.isFavorite } }),
    'POST /api/content/1/analyze': () => ({ status: 202, body: { ...item, analysisStatus: 'pending' } }),
    'DELETE /api/content/1': () => ({ status: 204 }),
    'GET /api/content': () => ({ status: 200, body: [item] }),
    'GET /api/stats': () => ({ status: 200, body: { totalItems: 1, favoriteItems: 0, categoryCounts: {} } }),
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const NOTES = [
  'A calm bedtime routine helps babies settle.',
  '',
  'This summary paragraph is hidden by the modal rule.',
  '',
  'Key Points:',
  ...[1, 2, 3, 4, 5, 6, 7].map((n) => `- point ${n}`),
  '',
  'Action Items:',
  ...[1, 2, 3, 4, 5, 6, 7, 8].map((n) => `- step ${n}`),
  '',
  'Hashtags: #babySleep #newborn',
].join('\n');

describe('detail modal', () => {
  it('shows the parsed analysis: key points max 5, action items max 6, hashtags, the summary rule', () => {
    renderWithProviders(
      <ContentDetailModal item={makeItem({ personalNotes: NOTES })} onOpenChange={() => {}} />,
    );
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByText('A calm bedtime routine helps babies settle.')).toBeInTheDocument();
    expect(within(dialog).queryByText(/summary paragraph/)).not.toBeInTheDocument();
    const points = within(screen.getByTestId('key-points')).getAllByRole('listitem');
    expect(points.map((li) => li.textContent)).toEqual([
      'point 1',
      'point 2',
      'point 3',
      'point 4',
      'point 5',
    ]);
    const steps = within(screen.getByTestId('action-items')).getAllByRole('listitem');
    expect(steps).toHaveLength(6);
    expect(steps[5]).toHaveTextContent('step 6');
    expect(within(dialog).getByText('#babySleep')).toBeInTheDocument();
    expect(within(dialog).getByText('#newborn')).toBeInTheDocument();
    expect(within(dialog).getByRole('heading', { name: 'Hashtags' })).toBeInTheDocument();
  });

  it("shows the modal's category reading and sends a change only when it is real", async () => {
    const user = userEvent.setup();
    renderWithProviders(<ContentDetailModal item={item} onOpenChange={() => {}} />);
    expect(screen.getByText('Sleep & Bedtime')).toBeInTheDocument();

    // Same category (in the other reading): the editor just closes, nothing is sent.
    await user.click(screen.getByRole('button', { name: 'Edit category' }));
    await user.selectOptions(screen.getByLabelText('Category'), 'Sleep & Routines');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(0);
    expect(screen.queryByLabelText('Category')).not.toBeInTheDocument();

    // Empty: nothing is sent either.
    await user.click(screen.getByRole('button', { name: 'Edit category' }));
    await user.selectOptions(screen.getByLabelText('Category'), '');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(0);

    // Cancel: nothing is sent.
    await user.click(screen.getByRole('button', { name: 'Edit category' }));
    await user.selectOptions(screen.getByLabelText('Category'), 'Health & Safety');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(0);

    // A real change is sent once, with the success toast.
    await user.click(screen.getByRole('button', { name: 'Edit category' }));
    await user.selectOptions(screen.getByLabelText('Category'), 'Health & Safety');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(1));
    expect(calls.find((c) => c.method === 'PUT')).toMatchObject({
      path: '/api/content/1',
      body: { category: 'Health & Safety' },
    });
    expect(await screen.findByText('Category updated')).toBeInTheDocument();
    expect(screen.getByText('Content category has been updated successfully.')).toBeInTheDocument();
  });

  it('shouldSendCategory: non-empty and different, in any reading', () => {
    expect(shouldSendCategory('Sleep & Routines', '')).toBe(false);
    expect(shouldSendCategory('Sleep & Routines', 'Sleep & Routines')).toBe(false);
    expect(shouldSendCategory('Sleep & Routines', 'Sleep & Bedtime')).toBe(false);
    expect(shouldSendCategory('Sleep & Routines', 'Health & Safety')).toBe(true);
  });
});

describe('content card', () => {
  it("offers 'Show more' only when the description is over 100 characters", () => {
    expect(showsMoreControl('a'.repeat(100))).toBe(false);
    expect(showsMoreControl('a'.repeat(101))).toBe(true);
    expect(showsMoreControl('a'.repeat(101), true)).toBe(false);
    expect(showsMoreControl(null)).toBe(false);

    renderWithProviders(<ContentCard item={makeItem({ description: 'a'.repeat(100) })} />);
    expect(screen.queryByRole('button', { name: 'Show more' })).not.toBeInTheDocument();
    cleanup();

    renderWithProviders(
      <ContentCard
        item={makeItem({ description: 'b'.repeat(101), personalNotes: 'My own note', tags: ['sleep'] })}
      />,
    );
    expect(screen.getByTestId('card-description').className).toContain('line-clamp-2');
    expect(screen.queryByText('My own note')).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Show more' }));
    expect(screen.getByTestId('card-description').className).not.toContain('line-clamp-2');
    expect(screen.getByText('My own note')).toBeInTheDocument();
    expect(screen.getByText('sleep')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Show less' })).toHaveAttribute('aria-expanded', 'true');
  });

  it('shows the date, category, platform and falls back to the category icon when the thumbnail fails', () => {
    renderWithProviders(<ContentCard item={makeItem({ thumbnail: '/broken.jpg' })} />);
    expect(screen.getByText('Nov 3, 2026')).toBeInTheDocument();
    expect(screen.getByText('Sleep & Routines')).toBeInTheDocument();
    expect(screen.getByText('YouTube')).toBeInTheDocument();
    const img = screen.getByAltText('Thumbnail for Swaddling basics');
    fireEvent.error(img);
    expect(screen.queryByAltText('Thumbnail for Swaddling basics')).not.toBeInTheDocument();
    expect(screen.getByTestId('category-fallback')).toBeInTheDocument();
  });

  it('says an item is being analysed, and a failed one gives its reason and Try again', async () => {
    renderWithProviders(<ContentCard item={makeItem({ analysisStatus: 'pending' })} />);
    expect(screen.getByText('Analysing…')).toBeInTheDocument();
    cleanup();

    renderWithProviders(
      <ContentCard
        item={makeItem({ analysisStatus: 'failed', analysisError: 'The page could not be read' })}
      />,
    );
    expect(screen.getByText('Analysis failed: The page could not be read')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() =>
      expect(calls).toContainEqual(
        expect.objectContaining({ method: 'POST', path: '/api/content/1/analyze' }),
      ),
    );
  });

  it('toggles the favourite with its toast, and shows the failure toast', async () => {
    renderWithProviders(<ContentCard item={item} />);
    fireEvent.click(screen.getByRole('button', { name: 'Add to favorites' }));
    expect(await screen.findByText('Added to favorites')).toBeInTheDocument();
    expect(screen.getByText('Content added to your favorites')).toBeInTheDocument();
    cleanup();

    stubFetch({ 'POST /api/content/1/favorite': () => ({ status: 500, body: { message: 'boom' } }) });
    renderWithProviders(<ContentCard item={item} />);
    fireEvent.click(screen.getByRole('button', { name: 'Add to favorites' }));
    expect(await screen.findByText('Failed to update favorite status')).toBeInTheDocument();
  });

  it('deletes from the overflow menu with the success toast', async () => {
    const user = userEvent.setup();
    renderWithProviders(<ContentCard item={item} />);
    await user.click(screen.getByRole('button', { name: 'More actions for Swaddling basics' }));
    const open = await screen.findByRole('menuitem', { name: /Open original/ });
    expect(open).toHaveAttribute('target', '_blank');
    expect(open).toHaveAttribute('href', 'https://www.youtube.com/watch?v=abc');
    await user.click(screen.getByRole('menuitem', { name: 'Delete' }));
    expect(await screen.findByText('Content deleted')).toBeInTheDocument();
    expect(calls).toContainEqual(expect.objectContaining({ method: 'DELETE', path: '/api/content/1' }));
  });
});
