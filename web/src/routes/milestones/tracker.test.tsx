// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ChildProfile, MilestonesResponse, MilestoneStage } from '@nestkeep/common/web';
import { queryClient } from '@/api/client';
import { renderWithProviders, stubFetch, USER } from '@/components/content/test-helpers';
import MilestoneTrackerPage from './index';

/**
 * The milestone tracker (issue 22 point 7): one 'current stage' even when the ±2 months window
 * covers two; stage tabs that say they scroll; a note on an unticked milestone offers to tick it.
 */
const child: ChildProfile = {
  id: 3,
  name: 'Maya',
  dateOfBirth: '2026-07-01T00:00:00.000Z',
  currentStage: 'infant',
  stageLabel: 'Infant (4-12 months)',
  ageLabel: '5 months old',
  sex: null,
  isActive: true,
  createdAt: '2026-07-02T00:00:00.000Z',
  sharedWithFamily: false,
  sharedBy: null,
};

const stage = (
  months: number,
  status: MilestoneStage['status'],
  notes: string | null = null,
): MilestoneStage => ({
  id: `${months}m`,
  name: `${months} months`,
  description: `What most babies do by ${months} months.`,
  ageInMonths: months,
  milestones: [
    {
      id: `${months}m-1`,
      description: `Milestone of ${months} months`,
      category: 'movement_physical',
      hasVideo: false,
      progress: notes ? { isAchieved: false, achievedAt: null, notes } : null,
    },
  ],
  achievedCount: 0,
  completionPercentage: 0,
  status,
});

// A 5-month-old: within 2 months of both the 4 and the 6 month stages; the server opens 4 months.
const data: MilestonesResponse = {
  childProfileId: 3,
  childAgeMonths: 5,
  currentStageId: '4m',
  achievedCount: 0,
  totalCount: 4,
  completionPercentage: 0,
  stages: [
    stage(2, 'past'),
    stage(4, 'current', 'Rolled over on the rug today'),
    stage(6, 'current'),
    stage(9, 'future'),
  ],
};

let calls: ReturnType<typeof stubFetch>;
beforeEach(() => {
  queryClient.clear();
  vi.stubGlobal('print', vi.fn());
  calls = stubFetch({
    'GET /api/auth/user': () => ({ status: 200, body: USER }),
    'GET /api/child-profiles': () => ({ status: 200, body: [child] }),
    'GET /api/milestones/3': () => ({ status: 200, body: data }),
    'POST /api/milestones/toggle': () => ({ status: 200, body: { ok: true } }),
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const toggles = () => calls.filter((c) => c.path === '/api/milestones/toggle').map((c) => c.body);

describe('the milestone tracker', () => {
  it("shows one 'current stage' when the window covers two: the other reads as coming up", async () => {
    renderWithProviders(<MilestoneTrackerPage />);
    const tabs = await screen.findByRole('tablist', { name: 'Age stages' });
    expect(within(tabs).getAllByText('(current stage)', { exact: false })).toHaveLength(1);
    expect(within(tabs).getByRole('tab', { selected: true })).toHaveAccessibleName(
      /^4 months\s*\(current stage\)$/,
    );
    expect(screen.getByRole('tab', { name: '6 months' })).toBeInTheDocument();
    fireEvent.mouseDown(screen.getByRole('tab', { name: '6 months' }));
    await waitFor(() =>
      expect(screen.getByRole('tab', { name: '6 months' })).toHaveAttribute('data-state', 'active'),
    );
    const panel = screen.getByRole('tabpanel');
    expect(within(panel).getByText('Coming up')).toBeInTheDocument();
    expect(within(panel).queryByText('Current stage')).toBeNull();
  });

  it('says the stage tabs scroll when they do not fit, and scrolls with the arrow', async () => {
    vi.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockImplementation(function (this: HTMLElement) {
      return this.hasAttribute('data-stage-scroller') ? 900 : 0;
    });
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockImplementation(function (this: HTMLElement) {
      return this.hasAttribute('data-stage-scroller') ? 358 : 0;
    });
    const scrollBy = vi.fn();
    HTMLElement.prototype.scrollBy = scrollBy;
    renderWithProviders(<MilestoneTrackerPage />);
    await screen.findByRole('tablist', { name: 'Age stages' });
    const hint = await screen.findByTestId('stage-scroll-hint');
    await waitFor(() => expect(hint).not.toHaveClass('hidden'));
    expect(hint).toHaveTextContent('More stages to the right: swipe the tabs or use the arrows.');
    fireEvent.click(screen.getByRole('button', { name: 'Later stages' }));
    expect(scrollBy).toHaveBeenCalledWith(expect.objectContaining({ left: expect.any(Number) }));
    expect(scrollBy.mock.calls[0]![0].left).toBeGreaterThan(0);
  });

  it('offers to tick an unticked milestone that has a note, keeping the note', async () => {
    renderWithProviders(<MilestoneTrackerPage />);
    await screen.findByText('Rolled over on the rug today');
    fireEvent.click(screen.getByRole('button', { name: 'Mark as achieved: “Milestone of 4 months”' }));
    await waitFor(() =>
      expect(toggles()).toEqual([{ childProfileId: 3, milestoneId: '4m-1', isAchieved: true }]),
    );
  });

  it('a note being written can be saved with the tick', async () => {
    renderWithProviders(<MilestoneTrackerPage />);
    fireEvent.mouseDown(await screen.findByRole('tab', { name: '6 months' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Add note for “Milestone of 6 months”' }));
    fireEvent.change(screen.getByLabelText('Note for “Milestone of 6 months”'), {
      target: { value: 'Sat up by herself' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save and mark achieved' }));
    await waitFor(() =>
      expect(toggles()).toEqual([
        { childProfileId: 3, milestoneId: '6m-1', isAchieved: true, notes: 'Sat up by herself' },
      ]),
    );
  });
});
