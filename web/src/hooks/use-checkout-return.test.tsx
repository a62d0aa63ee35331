// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useLocation } from 'react-router';
import { useCurrentUser } from '@/api/auth';
import { rememberCheckoutPlan, useSubscription } from '@/api/billing';
import { queryClient } from '@/api/client';
import { renderWithProviders, stubFetch, USER, type Call } from '@/components/content/test-helpers';
import { toast } from '@/hooks/use-toast';
import { useCheckoutReturn, withoutCheckoutParam } from './use-checkout-return';

function Page({ maxMs = 15_000 }: { maxMs?: number }) {
  const { polling } = useCheckoutReturn({ intervalMs: 20, maxMs });
  const { user } = useCurrentUser();
  useSubscription(); // on screen (the profile's card): refetched with the user
  const location = useLocation();
  return (
    <div>
      <p data-testid="address">{`${location.pathname}${location.search}${location.hash}`}</p>
      <p data-testid="plan">{user?.plan ?? 'none'}</p>
      <p data-testid="polling">{String(polling)}</p>
    </div>
  );
}

let calls: Call[];
const count = (path: string) => calls.filter((c) => c.path === path).length;

/** The user's plan turns pro on the `after`-th fetch of the user (the webhook landed by then). */
function stubPlanAfter(after: number) {
  let userFetches = 0;
  calls = stubFetch({
    'GET /api/auth/user': () => {
      userFetches += 1;
      return { status: 200, body: { ...USER, plan: userFetches >= after ? 'pro' : 'free' } };
    },
    'GET /api/user/usage': () => ({ status: 200, body: { usageCount: 3, freeUsageLimit: 8 } }),
    'GET /api/subscription': () => ({ status: 200, body: {} }),
  });
}

beforeEach(() => {
  queryClient.clear();
  sessionStorage.clear();
  toast({ title: 'Earlier toast' });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('withoutCheckoutParam', () => {
  it('takes checkout out and keeps the rest of the query', () => {
    expect(withoutCheckoutParam('?a=1&checkout=success&b=2')).toEqual({
      outcome: 'success',
      rest: '?a=1&b=2',
    });
    expect(withoutCheckoutParam('?checkout=cancel')).toEqual({ outcome: 'cancel', rest: '' });
    expect(withoutCheckoutParam('?a=1')).toBeNull();
    expect(withoutCheckoutParam('')).toBeNull();
  });
});

describe('return from checkout', () => {
  it('success: welcome toast, parameter removed, the plan refetched until it is no longer free', async () => {
    stubPlanAfter(3);
    renderWithProviders(<Page />, { route: '/saved?category=Sleep&checkout=success#top' });
    expect(await screen.findByText('Welcome to NestKeep Pro')).toBeInTheDocument();
    expect(screen.getByText(/unlimited saves/)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('address')).toHaveTextContent('/saved?category=Sleep#top'));
    await waitFor(() => expect(screen.getByTestId('plan')).toHaveTextContent('pro'));
    await waitFor(() => expect(screen.getByTestId('polling')).toHaveTextContent('false'));
    const userFetches = count('/api/auth/user');
    expect(userFetches).toBeGreaterThanOrEqual(3);
    expect(count('/api/subscription')).toBeGreaterThanOrEqual(3);
    // Stopped: no more fetches once the plan changed.
    await new Promise((r) => setTimeout(r, 100));
    expect(count('/api/auth/user')).toBe(userFetches);
  });

  it('success after a family checkout shows the family welcome', async () => {
    stubPlanAfter(1);
    rememberCheckoutPlan('family');
    renderWithProviders(<Page />, { route: '/app?checkout=success' });
    expect(await screen.findByText('Welcome to NestKeep Family')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('address')).toHaveTextContent(/^\/app$/));
  });

  it('gives up polling after maxMs when the plan stays free', async () => {
    stubPlanAfter(Infinity);
    // 600 ms at a 20 ms interval: room for several polls even on a busy machine, at most 30.
    renderWithProviders(<Page maxMs={600} />, { route: '/app?checkout=success' });
    await waitFor(() => expect(screen.getByTestId('polling')).toHaveTextContent('true'));
    await waitFor(() => expect(screen.getByTestId('polling')).toHaveTextContent('false'), { timeout: 2000 });
    const fetches = count('/api/auth/user');
    expect(fetches).toBeGreaterThan(2);
    expect(fetches).toBeLessThanOrEqual(31);
    await new Promise((r) => setTimeout(r, 100));
    expect(count('/api/auth/user')).toBe(fetches);
    expect(screen.getByTestId('plan')).toHaveTextContent('free');
  });

  it('cancel: the canceled toast, parameter removed, no polling', async () => {
    stubPlanAfter(Infinity);
    renderWithProviders(<Page />, { route: '/profile?checkout=cancel' });
    expect(await screen.findByText('Checkout canceled')).toBeInTheDocument();
    expect(screen.getByText('No payment was taken. You can upgrade any time.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('address')).toHaveTextContent(/^\/profile$/));
    expect(screen.getByTestId('polling')).toHaveTextContent('false');
  });

  it('does nothing without the parameter', async () => {
    stubPlanAfter(1);
    renderWithProviders(<Page />, { route: '/app?x=1' });
    await waitFor(() => expect(screen.getByTestId('plan')).toHaveTextContent('pro'));
    expect(screen.getByText('Earlier toast')).toBeInTheDocument();
    expect(screen.getByTestId('address')).toHaveTextContent('/app?x=1');
    expect(count('/api/subscription')).toBe(1);
  });
});
