// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { queryClient } from '@/api/client';
import { renderWithProviders, stubFetch, USER } from '@/components/content/test-helpers';
import { meterState, remainingText, UsageMeter } from './usage-meter';

const usage = (usageCount: number, freeUsageLimit = 8, plan = 'free') => ({
  usageCount,
  freeUsageLimit,
  plan,
  unlimited: plan !== 'free',
});

describe('meterState', () => {
  it('uses the default colour below 75 %, orange from 75 %, red from 100 %', () => {
    expect(meterState(usage(5, 8)).level).toBe('default'); // 62.5 %
    expect(meterState(usage(6, 8)).level).toBe('warning'); // 75 %
    expect(meterState(usage(7, 8)).level).toBe('warning');
    expect(meterState(usage(8, 8)).level).toBe('full');
    expect(meterState(usage(11, 8)).level).toBe('full');
    expect(meterState(usage(74, 100)).level).toBe('default');
    expect(meterState(usage(75, 100)).level).toBe('warning');
  });

  it("says 'Almost full' at 1 or 2 remaining and 'Limit reached' at 0", () => {
    expect(meterState(usage(5, 8))).toMatchObject({ remaining: 3, almostFull: false, limitReached: false });
    expect(meterState(usage(6, 8))).toMatchObject({ remaining: 2, almostFull: true });
    expect(meterState(usage(7, 8))).toMatchObject({ remaining: 1, almostFull: true });
    expect(meterState(usage(8, 8))).toMatchObject({ remaining: 0, almostFull: false, limitReached: true });
    expect(meterState(usage(9, 8)).remaining).toBe(0);
  });

  it('falls back to a limit of 8 when the response has none', () => {
    expect(meterState({ usageCount: 2 }).limit).toBe(8);
    expect(meterState({ usageCount: 2, freeUsageLimit: 25 }).limit).toBe(25);
  });

  it('is hidden for pro, trialing and family plans, with their badge', () => {
    expect(meterState(usage(3, 8, 'pro'))).toMatchObject({ unlimited: true, badge: 'Pro Plan' });
    expect(meterState(usage(3, 8, 'trialing'))).toMatchObject({ unlimited: true, badge: 'Trial Active' });
    expect(meterState(usage(3, 8, 'family'))).toMatchObject({ unlimited: true, badge: 'Family Plan' });
    expect(meterState(undefined, 'family')).toMatchObject({ unlimited: true, badge: 'Family Plan' });
    expect(meterState(undefined, 'trialing').badge).toBe('Trial Active');
  });

  it("reads 'N saves remaining'", () => {
    expect(remainingText(5)).toBe('5 saves remaining');
    expect(remainingText(0)).toBe('0 saves remaining');
  });
});

describe('<UsageMeter>', () => {
  let current = usage(0);
  let user = { ...USER };
  beforeEach(() => {
    queryClient.clear();
    user = { ...USER };
    stubFetch({
      'GET /api/auth/user': () => ({ status: 200, body: user }),
      'GET /api/user/usage': () => ({ status: 200, body: current }),
    });
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('shows the remaining saves and no badge well under the limit', async () => {
    current = usage(2);
    renderWithProviders(<UsageMeter />);
    expect(await screen.findByText('6 saves remaining')).toBeInTheDocument();
    expect(screen.getByText('Free saves: 2 of 8 used')).toBeInTheDocument();
    expect(screen.queryByText('Almost full')).not.toBeInTheDocument();
    expect(screen.getByTestId('usage-meter')).toHaveAttribute('data-level', 'default');
  });

  it("shows 'Almost full' with an orange bar at 2 remaining", async () => {
    current = usage(6);
    renderWithProviders(<UsageMeter />);
    expect(await screen.findByText('Almost full')).toBeInTheDocument();
    expect(screen.getByText('2 saves remaining')).toBeInTheDocument();
    expect(screen.getByTestId('usage-bar').className).toContain('bg-orange-500');
  });

  it("shows 'Limit reached' and the upgrade call at 0 remaining, with a red bar", async () => {
    current = usage(8);
    renderWithProviders(<UsageMeter />);
    expect(await screen.findByText('Limit reached')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Upgrade to continue saving' })).toBeInTheDocument();
    expect(screen.getByTestId('usage-bar').className).toContain('bg-red-600');
  });

  it("shows only a 'Trial Active' badge for a trialing user", async () => {
    user = { ...USER, plan: 'trialing' };
    current = usage(3, 8, 'trialing');
    renderWithProviders(<UsageMeter />);
    expect(await screen.findByText('Trial Active')).toBeInTheDocument();
    expect(screen.queryByText(/saves remaining/)).not.toBeInTheDocument();
  });

  it('refetches the usage every 30 seconds', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      current = usage(1);
      renderWithProviders(<UsageMeter />);
      await screen.findByText('7 saves remaining');
      current = usage(4);
      await vi.advanceTimersByTimeAsync(30_000);
      await waitFor(() => expect(screen.getByText('4 saves remaining')).toBeInTheDocument());
    } finally {
      vi.useRealTimers();
    }
  });
});
