// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ContentItem } from '@nestkeep/common/web';
import { queryClient } from '@/api/client';
import { contentDeletes, UNDO_DELETE_MS, useContentList } from '@/api/content';
import { shouldSendCategory } from './category-editor';
import { ContentCard, showsMoreControl } from './content-card';
import { ContentDetailModal } from './content-detail-modal';
import { editChanges } from './content-editor';
import { isScreenshot, siteLine, sourceLabel } from './item-source';
import { makeItem, renderWithProviders, stubFetch, type Call } from './test-helpers';

let calls: Call[];
let item: ContentItem;
/** Once the DELETE was sent, the list answers without the item. */
let deleted: boolean;

/** The cards of the saved list, as a screen shows them (through useContentList). */
function SavedList() {
  const list = useContentList({});
  return (
    <ul>
      {list.data?.map((i) => (
        <li key={i.id}>
          <ContentCard item={i} />
        </li>
      ))}
    </ul>
  );
}

beforeEach(() => {
  queryClient.clear();
  item = makeItem();
  deleted = false;
  calls = stubFetch({
    'PUT /api/content/1': (init) => {
      item = { ...item, ...JSON.parse(String(init?.body)) };
      return { status: 200, body: item };
    },
    'POST /api/content/1/favorite': () => ({ status: 200, body: { ...item, isFavorite: !item.isFavorite } }),
    'POST /api/content/1/analyze': () => {
      item = { ...item, analysisStatus: 'pending', linkStatus: item.linkStatus && 'pending' };
      return { status: 202, body: item };
    },
    'DELETE /api/content/1': () => ({ status: 204 }),
    'GET /api/content': () => ({ status: 200, body: deleted ? [] : [item] }),
    'GET /api/stats': () => ({ status: 200, body: { totalItems: 1, favoriteItems: 0, categoryCounts: {} } }),
  });
});
afterEach(() => {
  contentDeletes.flush();
  cleanup();
  vi.useRealTimers();
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
      <ContentDetailModal
        item={makeItem({ personalNotes: NOTES, analysisNotes: NOTES })}
        onOpenChange={() => {}}
      />,
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
        item={makeItem({
          description: 'b'.repeat(101),
          personalNotes: 'My own note',
          note: 'My own note',
          tags: ['sleep'],
        })}
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

  it('deletes from the overflow menu at once, and sends the DELETE only when the 5 s Undo has passed', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderWithProviders(<SavedList />);
    expect(await screen.findByText('Swaddling basics')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'More actions for Swaddling basics' }));
    const open = await screen.findByRole('menuitem', { name: /Open original/ });
    expect(open).toHaveAttribute('target', '_blank');
    expect(open).toHaveAttribute('href', 'https://www.youtube.com/watch?v=abc');
    await user.click(screen.getByRole('menuitem', { name: 'Delete' }));
    expect(await screen.findByText('Content deleted')).toBeInTheDocument();
    expect(screen.getByText('The content item has been removed from your saved items.')).toBeInTheDocument();
    expect(screen.queryByText('Swaddling basics', { selector: 'button' })).not.toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'DELETE')).toHaveLength(0);

    deleted = true;
    await vi.advanceTimersByTimeAsync(UNDO_DELETE_MS);
    await waitFor(() =>
      expect(calls).toContainEqual(expect.objectContaining({ method: 'DELETE', path: '/api/content/1' })),
    );
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Undo' })).not.toBeInTheDocument());
    expect(screen.queryByText('Swaddling basics', { selector: 'button' })).not.toBeInTheDocument();
  });

  it('brings a deleted item back with Undo and never sends the DELETE', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderWithProviders(<SavedList />);
    expect(await screen.findByText('Swaddling basics')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'More actions for Swaddling basics' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    expect(screen.queryByText('Swaddling basics', { selector: 'button' })).not.toBeInTheDocument();
    // (Radix's toast reads pointer capture, which jsdom lacks: a plain click.)
    fireEvent.click(await screen.findByRole('button', { name: 'Undo' }));
    expect(await screen.findByText('Swaddling basics', { selector: 'button' })).toBeInTheDocument();
    await vi.advanceTimersByTimeAsync(UNDO_DELETE_MS * 2);
    expect(calls.filter((c) => c.method === 'DELETE')).toHaveLength(0);
  });

  it('sends a waiting delete when the page is left, as a keepalive request', async () => {
    const user = userEvent.setup();
    renderWithProviders(<SavedList />);
    expect(await screen.findByText('Swaddling basics')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'More actions for Swaddling basics' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    expect(calls.filter((c) => c.method === 'DELETE')).toHaveLength(0);
    window.dispatchEvent(new Event('pagehide'));
    expect(calls.filter((c) => c.method === 'DELETE')).toHaveLength(1);
    const init = vi.mocked(fetch).mock.calls.find(([, i]) => i?.method === 'DELETE')?.[1];
    expect(init?.keepalive).toBe(true);
  });
});

describe('a link whose page could not be read', () => {
  const unreadable = () =>
    makeItem({
      title: 'babycenter.com/sleep-tips',
      originalUrl: 'https://www.babycenter.com/sleep-tips',
      platform: 'other',
      domain: 'babycenter.com',
      siteName: null,
      linkStatus: 'unreadable',
      analysisStatus: 'skipped',
      description: null,
      personalNotes: null,
      category: 'Parenting Tips',
    });

  it("names the site on the card, says 'Couldn't read this page', and Retry re-runs it and shows pending", async () => {
    item = unreadable();
    renderWithProviders(<SavedList />);
    const card = await screen.findByTestId('content-card');
    expect(within(card).getByTestId('item-source')).toHaveTextContent('babycenter.com');
    expect(within(card).getByText("Couldn't read this page")).toBeInTheDocument();
    expect(within(card).queryByText('Analysing…')).not.toBeInTheDocument();

    fireEvent.click(within(card).getByRole('button', { name: 'Retry' }));
    await waitFor(() =>
      expect(calls).toContainEqual(
        expect.objectContaining({ method: 'POST', path: '/api/content/1/analyze' }),
      ),
    );
    expect(await within(card).findByText('Analysing…')).toBeInTheDocument();
    expect(within(card).queryByText("Couldn't read this page")).not.toBeInTheDocument();
  });

  it('shows the site name and domain in the modal, explains the state, and offers Retry instead of an analysis', () => {
    renderWithProviders(
      <ContentDetailModal item={{ ...unreadable(), siteName: 'BabyCenter' }} onOpenChange={() => {}} />,
    );
    const dialog = screen.getByRole('dialog');
    expect(
      within(dialog).getByText(/BabyCenter \(babycenter\.com\) · Saved Nov 3, 2026/),
    ).toBeInTheDocument();
    expect(within(dialog).getByText("Couldn't read this page")).toBeInTheDocument();
    expect(
      within(dialog).getByText(/could not read the page, so there is no AI summary/),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    expect(within(dialog).queryByRole('region', { name: 'AI analysis' })).not.toBeInTheDocument();
  });

  it('reads the source: screenshot, platform, site name, else domain', () => {
    const link = { platform: 'other' as const, imageUrl: null, originalUrl: 'https://a.org/x' };
    expect(sourceLabel({ ...link, siteName: 'Kids Health', domain: 'a.org' })).toBe('Kids Health');
    expect(sourceLabel({ ...link, siteName: null, domain: 'a.org' })).toBe('a.org');
    expect(siteLine({ ...link, siteName: 'Kids Health', domain: 'a.org' })).toBe('Kids Health (a.org)');
    expect(siteLine({ ...link, siteName: null, domain: 'a.org' })).toBe('a.org');
    const shot = { platform: 'manual' as const, imageUrl: '/api/images/a.png', originalUrl: null };
    expect(sourceLabel({ ...shot, siteName: null, domain: null })).toBe('Screenshot');
    expect(isScreenshot({ ...shot, siteName: null, domain: null })).toBe(true);
    expect(sourceLabel({ ...shot, imageUrl: null, siteName: null, domain: null })).toBe('Manual');
    expect(sourceLabel({ ...link, platform: 'youtube', siteName: null, domain: 'youtube.com' })).toBe(
      'YouTube',
    );
  });
});

describe('a saved screenshot', () => {
  const shot = () =>
    makeItem({
      title: 'Bedtime chart',
      platform: 'manual',
      originalUrl: null,
      domain: null,
      linkStatus: null,
      imageUrl: '/api/images/u1/chart.png',
      thumbnail: '/api/images/u1/chart-thumb.png',
    });

  it("reads 'Screenshot' on the card and in the modal, and its thumbnail keeps the top of the image", () => {
    renderWithProviders(<ContentCard item={shot()} />);
    expect(screen.getByTestId('item-source')).toHaveTextContent('Screenshot');
    expect(screen.getByAltText('Thumbnail for Bedtime chart')).toHaveClass('object-cover', 'object-top');
    cleanup();

    renderWithProviders(<ContentDetailModal item={shot()} onOpenChange={() => {}} />);
    expect(screen.getByText(/^Screenshot · Saved/)).toBeInTheDocument();
    expect(screen.getByAltText('Image for Bedtime chart')).toHaveClass('object-top');
  });

  it('keeps link thumbnails centred', () => {
    renderWithProviders(<ContentCard item={makeItem({ thumbnail: '/t.jpg' })} />);
    expect(screen.getByAltText('Thumbnail for Swaddling basics')).not.toHaveClass('object-top');
  });
});

describe('editing an item in the detail modal', () => {
  it("requires a title ('Title required') and sends nothing while it is blank", async () => {
    const user = userEvent.setup();
    renderWithProviders(<ContentDetailModal item={item} onOpenChange={() => {}} />);
    await user.click(screen.getByRole('button', { name: 'Edit details' }));
    await user.clear(screen.getByLabelText(/^Title/));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Title required')).toBeInTheDocument();
    expect(screen.getAllByText('Please enter a title for your content.').length).toBeGreaterThan(0);
    expect(screen.getByLabelText(/^Title/)).toHaveAttribute('aria-invalid', 'true');
    expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(0);
  });

  it('saves a new title, description and note with PUT (only what changed), and Cancel sends nothing', async () => {
    const user = userEvent.setup();
    renderWithProviders(<ContentDetailModal item={item} onOpenChange={() => {}} />);
    await user.click(screen.getByRole('button', { name: 'Edit details' }));
    await user.type(screen.getByLabelText('Personal notes'), 'Ask the midwife');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByLabelText('Personal notes')).not.toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Edit details' }));
    expect(screen.getByLabelText('Personal notes')).toHaveValue('');
    await user.clear(screen.getByLabelText(/^Title/));
    await user.type(screen.getByLabelText(/^Title/), '  Swaddle safely  ');
    await user.clear(screen.getByLabelText('Description'));
    await user.type(screen.getByLabelText('Personal notes'), 'Ask the midwife');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(1));
    expect(calls.find((c) => c.method === 'PUT')).toMatchObject({
      path: '/api/content/1',
      body: { title: 'Swaddle safely', description: null, note: 'Ask the midwife' },
    });
    expect(await screen.findByText('Content updated')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByLabelText('Personal notes')).not.toBeInTheDocument());
    cleanup();
    renderWithProviders(<ContentDetailModal item={item} onOpenChange={() => {}} />);
    expect(screen.getByRole('heading', { name: 'Swaddle safely' })).toBeInTheDocument();
  });

  it('edits any item: a note, a screenshot, a read link', () => {
    const note = makeItem({ platform: 'manual', originalUrl: null, domain: null, linkStatus: null });
    expect(
      editChanges(note, {
        title: 'Swaddling basics',
        description: 'How to swaddle a newborn safely.',
        notes: 'x',
      }),
    ).toEqual({
      changes: { note: 'x' },
    });
    expect(editChanges(note, { title: ' ', description: '', notes: '' })).toEqual({
      error: 'title',
      changes: {},
    });
    expect(
      editChanges(makeItem({ note: 'Key Points:\n- a' }), {
        title: 'Swaddling basics',
        description: 'How to swaddle a newborn safely.',
        notes: '   ',
      }),
    ).toEqual({ changes: { note: null } });
  });
});

describe('a save that goes against guidance', () => {
  const tummy = makeItem({
    title: 'Newborn sleep hack',
    description: 'Tummy sleeping is safest for newborns.',
    guidanceConflicts: [
      {
        id: 'front-sleeping',
        says: 'putting a baby to sleep on their front',
        guidance: 'Always put your baby on their back to sleep, for every sleep, day and night.',
        organisation: 'NHS',
        url: 'https://www.nhs.uk/baby/caring-for-a-newborn/reduce-the-risk-of-sudden-infant-death-syndrome/',
      },
      {
        id: 'amber-teething-necklace',
        says: 'amber or teething necklaces and bracelets',
        guidance: 'Do not use amber or other teething necklaces, bracelets or anklets.',
        organisation: 'AAP',
        url: 'https://www.healthychildren.org/English/ages-stages/baby/teething-tooth-care/Pages/Teething-Pain.aspx',
      },
    ],
  });
  const NHS_NOTE =
    'This goes against NHS advice: Always put your baby on their back to sleep, for every sleep, day and night.';

  it('shows each note on the card with its organisation and a link to the guidance', () => {
    renderWithProviders(<ContentCard item={tummy} />);
    const notes = screen.getByRole('list', { name: 'Goes against guidance' });
    expect(within(notes).getAllByRole('listitem')).toHaveLength(2);
    expect(notes).toHaveTextContent(NHS_NOTE);
    expect(notes).toHaveTextContent('This goes against AAP advice: Do not use amber');
    expect(within(notes).getByRole('link', { name: /Read the NHS guidance/ })).toHaveAttribute(
      'href',
      tummy.guidanceConflicts[0]!.url,
    );
  });

  it('shows the same note in the detail', () => {
    renderWithProviders(<ContentDetailModal item={tummy} onOpenChange={() => {}} />);
    expect(within(screen.getByRole('dialog')).getByTestId('guidance-notes')).toHaveTextContent(NHS_NOTE);
  });

  it('shows no note for an item that agrees with guidance', () => {
    renderWithProviders(<ContentCard item={makeItem()} />);
    expect(screen.queryByTestId('guidance-notes')).toBeNull();
    expect(screen.queryByText(/goes against/)).toBeNull();
  });
});
