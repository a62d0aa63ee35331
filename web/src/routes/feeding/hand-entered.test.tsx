// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ChildProfile } from '@nestkeep/common/web';
import { queryClient } from '@/api/client';
import { renderWithProviders } from '@/components/content/test-helpers';
import { serveFeeding } from './feeding-test-server';
import { toLocalInput } from './describe';
import FeedingTrackerPage from './index';

/**
 * Feeding saves confirm with a toast, and a feed entered by hand (it has ended) starts its
 * minutes before now, not when the page was opened (issue 22 point 7).
 */
const child: ChildProfile = {
  id: 3,
  name: 'Maya',
  dateOfBirth: '2026-09-01T00:00:00.000Z',
  currentStage: 'newborn',
  stageLabel: 'Newborn (0-3 months)',
  ageLabel: '3 months old',
  sex: null,
  isActive: true,
  createdAt: '2026-09-02T00:00:00.000Z',
  sharedWithFamily: false,
  sharedBy: null,
};
const MIN = 60_000;

let calls: ReturnType<typeof serveFeeding>;
beforeEach(() => {
  queryClient.clear();
  localStorage.clear();
  calls = serveFeeding(child);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

const posted = () => calls.filter((c) => c.method === 'POST').map((c) => c.body as Record<string, unknown>);

describe('a feed entered by hand', () => {
  it('starts its minutes before now, even when the page was opened long before; the save is confirmed', async () => {
    // The page was opened an hour ago.
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() - 60 * MIN });
    renderWithProviders(<FeedingTrackerPage />);
    const minutes = await screen.findByLabelText('Minutes');
    vi.useRealTimers();
    fireEvent.change(minutes, { target: { value: '20' } });
    // The field shows the start: 20 minutes ago.
    expect(screen.getByLabelText('Started at')).toHaveValue(toLocalInput(new Date(Date.now() - 20 * MIN)));
    fireEvent.click(screen.getByRole('button', { name: 'Save feed' }));
    await waitFor(() => expect(posted()).toHaveLength(1));
    const entry = posted()[0]!;
    expect(entry).toMatchObject({ kind: 'breast', side: 'left', durationSeconds: 1200 });
    const started = Date.parse(String(entry.startedAt));
    expect(Math.abs(started - (Date.now() - 20 * MIN))).toBeLessThan(5000);
    expect(await screen.findByText('Feed saved')).toBeInTheDocument();
    expect(screen.getByText('Breast · Left · 20 min for Maya.')).toBeInTheDocument();
  });

  it('keeps a start time the parent typed', async () => {
    renderWithProviders(<FeedingTrackerPage />);
    fireEvent.change(await screen.findByLabelText('Minutes'), { target: { value: '15' } });
    const typed = toLocalInput(new Date(Date.now() - 3 * 60 * MIN));
    fireEvent.change(screen.getByLabelText('Started at'), { target: { value: typed } });
    fireEvent.change(screen.getByLabelText('Minutes'), { target: { value: '25' } });
    expect(screen.getByLabelText('Started at')).toHaveValue(typed);
    fireEvent.click(screen.getByRole('button', { name: 'Save feed' }));
    await waitFor(() => expect(posted()).toHaveLength(1));
    expect(posted()[0]).toMatchObject({ durationSeconds: 1500, startedAt: new Date(typed).toISOString() });
  });

  it('a bottle logged without a typed time is logged at the moment of saving, with a toast', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() - 60 * MIN });
    renderWithProviders(<FeedingTrackerPage />);
    fireEvent.mouseDown(await screen.findByRole('tab', { name: 'Bottle' }));
    const amount = await screen.findByLabelText('Amount', { exact: true });
    vi.useRealTimers();
    fireEvent.change(amount, { target: { value: '120' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save feed' }));
    await waitFor(() => expect(posted()).toHaveLength(1));
    expect(Math.abs(Date.parse(String(posted()[0]!.startedAt)) - Date.now())).toBeLessThan(5000);
    expect(await screen.findByText('Feed saved')).toBeInTheDocument();
  });
});
