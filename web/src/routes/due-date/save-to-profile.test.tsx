// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { calculateDueDate, type ChildProfile } from '@nestkeep/common/web';
import { queryClient } from '@/api/client';
import { renderWithProviders, stubFetch, USER } from '@/components/content/test-helpers';
import { formatCalendarDay, localTodayIso, localTodayUtc } from '@/lib/calendar-day';
import DueDateCalculatorPage from './index';

/** The due date the calculator finds can be saved as the pregnancy profile's due date (issue 22 point 7). */
beforeEach(() => queryClient.clear());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const lmp = localTodayIso(new Date(Date.now() - 10 * 7 * 86_400_000));
const expected = (() => {
  const outcome = calculateDueDate('lmp', new Date(`${lmp}T00:00:00Z`), localTodayUtc());
  if (!outcome.ok) throw new Error(outcome.problem);
  return outcome.result.dueDate;
})();
const dueDay = expected.toISOString().slice(0, 10);

const profile = (over: Partial<ChildProfile>): ChildProfile => ({
  id: 5,
  name: 'Bean',
  dateOfBirth: null,
  currentStage: 'pregnant-1st',
  stageLabel: 'Pregnant (1st Trimester)',
  ageLabel: null,
  sex: null,
  isActive: true,
  createdAt: '2026-10-01T00:00:00.000Z',
  sharedWithFamily: false,
  sharedBy: null,
  ...over,
});

async function calculate() {
  renderWithProviders(<DueDateCalculatorPage />);
  fireEvent.change(await screen.findByLabelText('First day of your last period'), { target: { value: lmp } });
  fireEvent.click(screen.getByRole('button', { name: 'Calculate Due Date' }));
  await screen.findByTestId('due-date-value');
}

describe('saving the due date to the pregnancy profile', () => {
  it('saves the due date (and the stage it gives) to the pregnancy profile, then says it is saved', async () => {
    let kids = [
      profile({}),
      profile({ id: 6, name: 'Ava', currentStage: 'toddler', dateOfBirth: '2024-01-01T00:00:00.000Z' }),
    ];
    const calls = stubFetch({
      'GET /api/auth/user': () => ({ status: 200, body: USER }),
      'GET /api/child-profiles': () => ({ status: 200, body: kids }),
      'PUT /api/child-profiles/5': (init) => {
        const body = JSON.parse(String(init?.body)) as { dateOfBirth: string; currentStage: string };
        kids = kids.map((k) =>
          k.id === 5 ? { ...k, ...body, dateOfBirth: `${body.dateOfBirth}T00:00:00.000Z` } : k,
        );
        return { status: 200, body: kids[0] };
      },
    });
    await calculate();
    fireEvent.click(await screen.findByRole('button', { name: "Save as Bean's due date" }));
    await waitFor(() =>
      expect(calls.filter((c) => c.method === 'PUT')).toEqual([
        expect.objectContaining({
          path: '/api/child-profiles/5',
          body: { dateOfBirth: dueDay, currentStage: 'pregnant-1st' },
        }),
      ]),
    );
    expect(await screen.findByText("Saved as Bean's due date")).toBeInTheDocument();
    expect(screen.getByText(`Bean's due date is now ${formatCalendarDay(expected)}.`)).toBeInTheDocument();
    // The toddler is not offered.
    expect(screen.queryByLabelText('Pregnancy profile')).toBeNull();
  });

  it('offers to add a pregnancy profile with the due date when there is none', async () => {
    const calls = stubFetch({
      'GET /api/auth/user': () => ({ status: 200, body: USER }),
      'GET /api/child-profiles': () => ({ status: 200, body: [] }),
      'POST /api/child-profiles': () => ({ status: 201, body: profile({ name: 'Baby' }) }),
    });
    await calculate();
    fireEvent.click(
      await screen.findByRole('button', {
        name: `Add a pregnancy profile due ${formatCalendarDay(expected)}`,
      }),
    );
    await waitFor(() =>
      expect(calls.filter((c) => c.method === 'POST')).toEqual([
        expect.objectContaining({
          body: { name: 'Baby', dateOfBirth: dueDay, currentStage: 'pregnant-1st', isActive: true },
        }),
      ]),
    );
  });

  it("shows the server's reason when the date cannot be saved", async () => {
    stubFetch({
      'GET /api/auth/user': () => ({ status: 200, body: USER }),
      'GET /api/child-profiles': () => ({ status: 200, body: [profile({})] }),
      'PUT /api/child-profiles/5': () => ({
        status: 400,
        body: { error: 'invalid_input', message: 'dateOfBirth: Due date cannot be in the past' },
      }),
    });
    await calculate();
    fireEvent.click(await screen.findByRole('button', { name: "Save as Bean's due date" }));
    expect(await screen.findByText('Could not save the due date')).toBeInTheDocument();
    expect(screen.getByText('dateOfBirth: Due date cannot be in the past')).toBeInTheDocument();
  });
});
