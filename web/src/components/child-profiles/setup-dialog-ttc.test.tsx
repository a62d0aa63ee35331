// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ChildProfileSetupDialog, setupStepValid } from './setup-dialog';

vi.mock('@/hooks/use-toast', () => ({ toast: vi.fn() }));

/** Issue 22 point 2: the hoped-for date is optional when trying to conceive, and only then. */
const fetchMock = vi.fn();
beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const next = () => screen.getByRole('button', { name: /^next/i });

describe('setup dialog, trying to conceive', () => {
  it('goes on without a date only for trying to conceive', () => {
    expect(setupStepValid(2, {})).toBe(false);
    expect(setupStepValid(2, { noDateYet: true })).toBe(true);
    expect(setupStepValid(2, { childDobOrDueDate: '2027-01-01' })).toBe(true);
    expect(setupStepValid(3, { parentingStage: 'trying-to-conceive' })).toBe(true);
    expect(setupStepValid(3, { parentingStage: 'newborn' })).toBe(false);
    expect(setupStepValid(3, { parentingStage: 'newborn', childDobOrDueDate: '2026-10-01' })).toBe(true);
  });

  it('creates a trying-to-conceive profile with no date', async () => {
    fetchMock.mockResolvedValue(
      new Response(JSON.stringify({ id: 3 }), {
        status: 201,
        headers: { 'content-type': 'application/json' },
      }),
    );
    const onComplete = vi.fn();
    render(
      <QueryClientProvider client={new QueryClient()}>
        <MemoryRouter>
          <ChildProfileSetupDialog open onOpenChange={() => undefined} onComplete={onComplete} />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    fireEvent.change(screen.getByLabelText("Child's name or nickname"), { target: { value: 'Hope' } });
    fireEvent.click(next());
    await screen.findByText('Step 2 of 5');
    expect(next().hasAttribute('disabled')).toBe(true);
    fireEvent.click(screen.getByRole('checkbox', { name: "We're trying to conceive: no date yet" }));
    expect(next().hasAttribute('disabled')).toBe(false);
    fireEvent.click(next());

    await screen.findByText('Step 3 of 5');
    const ttc = screen.getByRole('radio', { name: /Trying to Conceive/ });
    expect(ttc.getAttribute('aria-checked')).toBe('true');
    // Another stage needs its date: Next waits, with the reason.
    fireEvent.click(screen.getByRole('radio', { name: /Newborn/ }));
    expect(next().hasAttribute('disabled')).toBe(true);
    expect(screen.getByText(/This stage needs a due date or birthday/)).toBeTruthy();
    fireEvent.click(ttc);
    expect(next().hasAttribute('disabled')).toBe(false);
    fireEvent.click(next());
    await screen.findByText('Step 4 of 5');
    fireEvent.click(next());
    await screen.findByText('Step 5 of 5');
    fireEvent.click(screen.getByRole('button', { name: 'Complete Setup' }));

    await waitFor(() => expect(onComplete).toHaveBeenCalled());
    const [, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(JSON.parse(init.body as string)).toEqual({
      name: 'Hope',
      dateOfBirth: null,
      currentStage: 'trying-to-conceive',
      sex: null,
      isActive: true,
    });
  });
});
