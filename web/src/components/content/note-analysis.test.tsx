// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { formatAnalysisNotes, type ContentItem } from '@nestkeep/common/web';
import { queryClient } from '@/api/client';
import { contentDeletes } from '@/api/content';
import { ANALYSIS_HIDDEN_KEY } from '@/hooks/use-analysis-hidden';
import { ContentCard } from './content-card';
import { ContentDetailModal, hashtagsOnce, repeatsDescription } from './content-detail-modal';
import { makeItem, renderWithProviders, stubFetch, type Call } from './test-helpers';

// Issue 22 point 6: the parent's note is theirs; the modal shows the description once and the
// hashtags once; the analysis can be hidden (remembered) and regenerated; a screenshot opens full size.

const SUMMARY = 'Babies settle better with a steady wind-down before bed.';
const ANALYSIS = formatAnalysisNotes({
  summary: SUMMARY,
  keyPoints: ['Dim the lights an hour before bed'],
  actionItems: ['Start the bath at 6:30 pm'],
  hashtags: ['#bedtime', '#newborn'],
});

/** An analysed item as content answers it: the summary filled the description, the hashtags the tags. */
const analysed = (over: Partial<ContentItem> = {}) =>
  makeItem({
    description: SUMMARY,
    note: 'Ask the nursery about naps',
    analysisNotes: ANALYSIS,
    personalNotes: `Ask the nursery about naps\n\n${ANALYSIS}`,
    tags: ['mine', 'bedtime', 'newborn'],
    ...over,
  });

let calls: Call[];
let current: ContentItem;

beforeEach(() => {
  queryClient.clear();
  window.localStorage.clear();
  current = analysed();
  calls = stubFetch({
    'PUT /api/content/1': (init) => {
      const body = JSON.parse(String(init?.body)) as Partial<ContentItem>;
      current = { ...current, ...body };
      return { status: 200, body: current };
    },
    'POST /api/content/1/analyze': () => {
      current = { ...current, analysisStatus: 'pending' };
      return { status: 202, body: current };
    },
    'GET /api/content': () => ({ status: 200, body: [current] }),
    'GET /api/stats': () => ({ status: 200, body: { totalItems: 1, favoriteItems: 0, categoryCounts: {} } }),
  });
});
afterEach(() => {
  contentDeletes.flush();
  cleanup();
  vi.unstubAllGlobals();
});

describe('detail modal: once each', () => {
  it('shows the description once though the analysis opens with the same summary', () => {
    renderWithProviders(<ContentDetailModal item={analysed()} onOpenChange={() => {}} />);
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getAllByText(SUMMARY)).toHaveLength(1);
    expect(
      within(screen.getByTestId('analysis')).getByText('Dim the lights an hour before bed'),
    ).toBeVisible();
  });

  it('shows the hashtags once: the tags and the analysis hashtags in one Hashtags list', () => {
    renderWithProviders(<ContentDetailModal item={analysed()} onOpenChange={() => {}} />);
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getAllByText(/^#?bedtime$/i)).toHaveLength(1);
    expect(within(dialog).getAllByText(/^#?newborn$/i)).toHaveLength(1);
    expect(within(dialog).getAllByRole('heading', { name: 'Hashtags' })).toHaveLength(1);
    const list = within(screen.getByTestId('hashtags')).getAllByRole('listitem');
    expect(list.map((li) => li.textContent)).toEqual(['#mine', '#bedtime', '#newborn']);
  });

  it('repeatsDescription and hashtagsOnce', () => {
    expect(repeatsDescription('A steady wind-down helps.', 'a steady wind down helps')).toBe(true);
    expect(repeatsDescription('The overview says so', 'The summary says so')).toBe(true);
    expect(repeatsDescription('Something else', 'The summary says so')).toBe(false);
    expect(repeatsDescription('Anything', null)).toBe(false);
    expect(hashtagsOnce(['Sleep', '#sleep', 'for grandma'], ['#SLEEP', '#nap'])).toEqual([
      '#Sleep',
      'for grandma',
      '#nap',
    ]);
  });
});

describe("'Edit details' edits the parent's note, never the analysis", () => {
  it('shows the note apart, edits only it (PUT note), and the analysis stays on screen', async () => {
    const user = userEvent.setup();
    renderWithProviders(<ContentDetailModal item={current} onOpenChange={() => {}} />);
    expect(screen.getByTestId('note')).toHaveTextContent('Ask the nursery about naps');
    await user.click(screen.getByRole('button', { name: 'Edit details' }));
    const notes = screen.getByLabelText('Personal notes');
    // The form holds the parent's note only: none of the analysis is there to be overwritten.
    expect(notes).toHaveValue('Ask the nursery about naps');
    expect(screen.getByTestId('analysis')).toHaveTextContent('Dim the lights an hour before bed');
    await user.clear(notes);
    await user.type(notes, 'Nursery says 1pm');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(1));
    expect(calls.find((c) => c.method === 'PUT')!.body).toEqual({ note: 'Nursery says 1pm' });
    await waitFor(() => expect(screen.queryByLabelText('Personal notes')).not.toBeInTheDocument());
    cleanup();
    renderWithProviders(<ContentDetailModal item={current} onOpenChange={() => {}} />);
    expect(screen.getByTestId('note')).toHaveTextContent('Nursery says 1pm');
    expect(screen.getByTestId('analysis')).toHaveTextContent('Dim the lights an hour before bed');
  });
});

describe('the analysis section', () => {
  it('can be hidden, and stays hidden on the next item and after a reload', async () => {
    const user = userEvent.setup();
    renderWithProviders(<ContentDetailModal item={analysed()} onOpenChange={() => {}} />);
    const hide = screen.getByRole('button', { name: 'Hide analysis' });
    expect(hide).toHaveAttribute('aria-expanded', 'true');
    await user.click(hide);
    expect(screen.getByTestId('analysis')).not.toBeVisible();
    expect(screen.getByRole('button', { name: 'Show analysis' })).toHaveAttribute('aria-expanded', 'false');
    expect(window.localStorage.getItem(ANALYSIS_HIDDEN_KEY)).toBe('true');
    cleanup();

    renderWithProviders(<ContentDetailModal item={analysed({ id: 2 })} onOpenChange={() => {}} />);
    expect(screen.getByTestId('analysis')).not.toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Show analysis' }));
    expect(screen.getByTestId('analysis')).toBeVisible();
    expect(window.localStorage.getItem(ANALYSIS_HIDDEN_KEY)).toBeNull();
  });

  it('regenerates through POST /analyze, and the button is disabled while it is pending', async () => {
    const user = userEvent.setup();
    renderWithProviders(<ContentDetailModal item={analysed()} onOpenChange={() => {}} />);
    await user.click(screen.getByRole('button', { name: 'Regenerate' }));
    await waitFor(() =>
      expect(calls).toContainEqual(
        expect.objectContaining({ method: 'POST', path: '/api/content/1/analyze' }),
      ),
    );
    cleanup();

    renderWithProviders(
      <ContentDetailModal item={analysed({ analysisStatus: 'pending' })} onOpenChange={() => {}} />,
    );
    expect(screen.getByRole('button', { name: 'Regenerating…' })).toBeDisabled();
    // The analysis there is stays on screen while the new one is made.
    expect(screen.getByTestId('analysis')).toHaveTextContent('Dim the lights an hour before bed');
  });
});

describe('a screenshot opens full size', () => {
  const screenshot = () =>
    makeItem({
      title: 'Nap chart',
      platform: 'manual',
      originalUrl: null,
      domain: null,
      linkStatus: null,
      imageUrl: '/api/images/u1/shot.png',
      thumbnail: '/api/images/u1/shot.png.thumb',
    });

  it('from its card: a dialog with the full image, closed by Escape with focus back on the picture', async () => {
    const user = userEvent.setup();
    const onOpen = vi.fn();
    renderWithProviders(<ContentCard item={screenshot()} onOpen={onOpen} />);
    const picture = screen.getByRole('button', { name: 'View full size: Nap chart' });
    await user.click(picture);
    const dialog = await screen.findByRole('dialog', { name: 'Nap chart' });
    expect(within(dialog).getByAltText('Full size: Nap chart')).toHaveAttribute(
      'src',
      '/api/images/u1/shot.png',
    );
    expect(onOpen).not.toHaveBeenCalled();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(picture).toHaveFocus();
    // The title still opens the detail.
    await user.click(screen.getByRole('button', { name: 'Nap chart' }));
    expect(onOpen).toHaveBeenCalledTimes(1);
  });

  it('from its detail: Escape closes the full-size image and leaves the detail open', async () => {
    const user = userEvent.setup();
    renderWithProviders(<ContentDetailModal item={screenshot()} onOpenChange={() => {}} />);
    await user.click(screen.getByRole('button', { name: 'View full size: Nap chart' }));
    const full = await screen.findByTestId('image-lightbox');
    expect(within(full).getByAltText('Full size: Nap chart')).toHaveAttribute(
      'src',
      '/api/images/u1/shot.png',
    );
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByTestId('image-lightbox')).not.toBeInTheDocument());
    expect(screen.getByRole('dialog', { name: 'Nap chart' })).toBeInTheDocument();
  });

  it('a link keeps its picture opening the detail', async () => {
    const user = userEvent.setup();
    const onOpen = vi.fn();
    renderWithProviders(<ContentCard item={makeItem({ thumbnail: '/t.jpg' })} onOpen={onOpen} />);
    await user.click(screen.getByRole('button', { name: 'Open Swaddling basics' }));
    expect(onOpen).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
