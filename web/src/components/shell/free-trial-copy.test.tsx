// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { USER_KEY } from '@/api/auth';
import { queryClient } from '@/api/client';
import { renderWithProviders, stubFetch, type Call } from '@/components/content/test-helpers';
import { Header } from './header';

vi.mock('@/components/marketing/navigate', () => ({ goTo: vi.fn() }));

/** Issue 22 point 4: 'Start Free Trial' is said only when billing offers a trial (TRIAL_DAYS set). */
let calls: Call[];
function renderSignedOut(trialDays: number | 'unavailable') {
  calls = stubFetch(
    trialDays === 'unavailable'
      ? {}
      : { 'GET /api/billing/plans': () => ({ status: 200, body: { trialDays } }) },
  );
  queryClient.setQueryData(USER_KEY, null);
  renderWithProviders(<Header onAddContent={() => {}} />);
}

beforeEach(() => queryClient.clear());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the signed-out header’s sign-up button', () => {
  it("says 'Start Free Trial' when TRIAL_DAYS is set", async () => {
    renderSignedOut(14);
    expect(await screen.findByRole('button', { name: 'Start Free Trial' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Sign Up Free' })).toBeNull();
  });

  it('offers no trial when TRIAL_DAYS is unset (0), nor while it is unknown', async () => {
    renderSignedOut(0);
    expect(screen.getByRole('button', { name: 'Sign Up Free' })).toBeInTheDocument();
    await vi.waitFor(() => expect(calls.some((c) => c.path === '/api/billing/plans')).toBe(true));
    await new Promise((r) => setTimeout(r, 20));
    expect(screen.getByRole('button', { name: 'Sign Up Free' })).toBeInTheDocument();
    expect(screen.queryByText('Start Free Trial')).toBeNull();
    cleanup();
    queryClient.clear();
    renderSignedOut('unavailable');
    await vi.waitFor(() => expect(calls.some((c) => c.path === '/api/billing/plans')).toBe(true));
    expect(screen.queryByText('Start Free Trial')).toBeNull();
  });
});
