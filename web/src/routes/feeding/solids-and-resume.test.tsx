// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ChildProfile } from '@nestkeep/common/web';
import { queryClient } from '@/api/client';
import { renderWithProviders, stubResizeObserver } from '@/components/content/test-helpers';
import { serveFeeding } from './feeding-test-server';
import FeedingTrackerPage from './index';
import { SOLIDS_EARLY, SOLIDS_TOO_YOUNG } from './solids-age';

/**
 * The Solids tab by age (walk-a34: it showed for an 8-week-old), and a stopped breastfeed timer
 * that can be resumed when the baby latches again (walk-a31: only Discard was offered).
 */
const DAY = 86_400_000;
const bornDaysAgo = (days: number): ChildProfile => ({
  id: 3,
  name: 'Maya',
  dateOfBirth: new Date(Date.now() - days * DAY).toISOString().slice(0, 10) + 'T00:00:00.000Z',
  currentStage: days < 91 ? 'newborn' : 'infant',
  stageLabel: '',
  ageLabel: '',
  sex: null,
  isActive: true,
  createdAt: '2026-01-02T00:00:00.000Z',
  sharedWithFamily: false,
  sharedBy: null,
});
let calls: ReturnType<typeof serveFeeding>;
function serve(child: ChildProfile) {
  stubResizeObserver();
  calls = serveFeeding(child);
}
beforeEach(() => {
  queryClient.clear();
  localStorage.clear();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('the Solids tab by age', () => {
  it('is shut for an 8-week-old, with the reason', async () => {
    serve(bornDaysAgo(56));
    renderWithProviders(<FeedingTrackerPage />);
    const tab = await screen.findByRole('tab', { name: 'Solids' });
    expect(tab).toBeDisabled();
    expect(tab).toHaveAccessibleDescription(SOLIDS_TOO_YOUNG);
    fireEvent.mouseDown(tab);
    expect(screen.queryByLabelText('Food', { exact: true })).not.toBeInTheDocument();
  });

  it('opens from 4 months with the NHS note, and from 6 months without it', async () => {
    serve(bornDaysAgo(150));
    renderWithProviders(<FeedingTrackerPage />);
    let tab = await screen.findByRole('tab', { name: 'Solids' });
    expect(tab).toBeEnabled();
    fireEvent.mouseDown(tab);
    expect(await screen.findByLabelText('Food', { exact: true })).toBeInTheDocument();
    expect(screen.getByText(SOLIDS_EARLY)).toBeInTheDocument();
    cleanup();

    queryClient.clear();
    serve(bornDaysAgo(220));
    renderWithProviders(<FeedingTrackerPage />);
    tab = await screen.findByRole('tab', { name: 'Solids' });
    fireEvent.mouseDown(tab);
    expect(await screen.findByLabelText('Food', { exact: true })).toBeInTheDocument();
    expect(screen.queryByText(SOLIDS_EARLY)).not.toBeInTheDocument();
    expect(screen.queryByText(SOLIDS_TOO_YOUNG)).not.toBeInTheDocument();
  });
});

describe('a stopped breastfeed timer', () => {
  it('resumes from its elapsed time (the pause left out), across a reload, and saves the feeding time', async () => {
    serve(bornDaysAgo(56));
    const t0 = Date.now();
    vi.useFakeTimers({ toFake: ['Date'], now: t0 });
    renderWithProviders(<FeedingTrackerPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Start timer' }));
    vi.setSystemTime(t0 + 60_000);
    fireEvent.click(screen.getByRole('button', { name: 'Stop timer' }));
    expect(screen.getByRole('timer')).toHaveTextContent('1:00');

    // Ten minutes later the baby latches again.
    vi.setSystemTime(t0 + 10 * 60_000);
    fireEvent.click(screen.getByRole('button', { name: 'Resume' }));
    expect(screen.getByRole('button', { name: 'Stop timer' })).toBeInTheDocument();
    expect(screen.getByRole('timer')).toHaveTextContent('1:00');
    vi.setSystemTime(t0 + 10 * 60_000 + 30_000);
    await waitFor(() => expect(screen.getByRole('timer')).toHaveTextContent('1:30'), { timeout: 2500 });

    // A reload keeps the resumed timer running from the same count.
    cleanup();
    renderWithProviders(<FeedingTrackerPage />);
    expect(await screen.findByRole('timer')).toHaveTextContent('1:30');
    fireEvent.click(screen.getByRole('button', { name: 'Stop timer' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save feed' }));
    await waitFor(() => expect(calls.filter((c) => c.method === 'POST')).toHaveLength(1));
    expect(calls.find((c) => c.method === 'POST')!.body).toMatchObject({
      kind: 'breast',
      durationSeconds: 90,
      startedAt: new Date(t0).toISOString(),
    });
  });
});
