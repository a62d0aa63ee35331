// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SubscriptionInfo } from '@nestkeep/common/web';
import { queryClient } from '@/api/client';
import { renderWithProviders, stubFetch, USER, type Call } from '@/components/content/test-helpers';
import { toast } from '@/hooks/use-toast';
import { SubscriptionCard } from './subscription-card';

vi.mock('@/components/marketing/navigate', () => ({ goTo: vi.fn() }));
const { goTo } = await import('@/components/marketing/navigate');

const NONE: SubscriptionInfo = {
  plan: 'free',
  status: null,
  billingCycle: null,
  currentPeriodEnd: null,
  trialEnd: null,
  cancelAtPeriodEnd: false,
  canManage: false,
};
const PRO: SubscriptionInfo = {
  plan: 'pro',
  status: 'active',
  billingCycle: 'monthly',
  currentPeriodEnd: '2026-12-23T12:00:00.000Z',
  trialEnd: null,
  cancelAtPeriodEnd: false,
  canManage: true,
};

let calls: Call[];
function setup(sub: SubscriptionInfo, userPlan = sub.plan, extra: Parameters<typeof stubFetch>[0] = {}) {
  calls = stubFetch({
    'GET /api/auth/user': () => ({ status: 200, body: { ...USER, plan: userPlan } }),
    'GET /api/subscription': () => ({ status: 200, body: sub }),
    ...extra,
  });
  renderWithProviders(<SubscriptionCard enabled />);
}

beforeEach(() => {
  queryClient.clear();
  toast({ title: 'Earlier toast' });
});
afterEach(() => {
  cleanup();
  vi.clearAllMocks();
  vi.unstubAllGlobals();
});

describe('subscription card', () => {
  it('free: plan Free and Upgrade opens the upgrade dialog; no Manage billing', async () => {
    const user = userEvent.setup();
    setup(NONE);
    expect(await screen.findByTestId('subscription-plan')).toHaveTextContent('Free');
    expect(screen.queryByRole('button', { name: /Manage billing/ })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Upgrade' }));
    expect(await screen.findByRole('dialog', { name: /Upgrade to Pro/ })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: /Annually/ })).toBeChecked();
  });

  it('pro: active, monthly, the renewal date; Manage billing opens the portal', async () => {
    const user = userEvent.setup();
    setup(PRO, 'pro', {
      'POST /api/billing/portal': () => ({ status: 200, body: { url: 'https://billing.test/p/1' } }),
    });
    expect(await screen.findByTestId('subscription-plan')).toHaveTextContent('Pro');
    expect(screen.getByTestId('subscription-status')).toHaveTextContent('Active');
    expect(screen.getByText('Monthly')).toBeInTheDocument();
    expect(screen.getByText('Renews on')).toBeInTheDocument();
    expect(screen.getByText('Dec 23, 2026')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Upgrade' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Manage billing' }));
    await waitFor(() => expect(goTo).toHaveBeenCalledWith('https://billing.test/p/1'));
    expect(calls.find((c) => c.path === '/api/billing/portal')?.method).toBe('POST');
  });

  it('trial: Pro trial and when the trial ends', async () => {
    setup(
      {
        ...PRO,
        plan: 'trialing',
        status: 'trialing',
        billingCycle: 'annual',
        trialEnd: '2026-12-07T12:00:00.000Z',
      },
      'trialing',
    );
    expect(await screen.findByTestId('subscription-plan')).toHaveTextContent('Pro trial');
    expect(screen.getByTestId('subscription-status')).toHaveTextContent('Trial ends Dec 7, 2026');
    expect(screen.getByText('Annual')).toBeInTheDocument();
    expect(screen.queryByText('Renews on')).toBeNull();
  });

  it('past due: payment failed, update card', async () => {
    setup({ ...PRO, status: 'past_due' }, 'pro');
    expect(await screen.findByTestId('subscription-status')).toHaveTextContent('Payment failed: update card');
    expect(screen.getByRole('button', { name: 'Manage billing' })).toBeEnabled();
  });

  it('canceling at the period end: cancels on the date, no renewal', async () => {
    setup({ ...PRO, plan: 'family', cancelAtPeriodEnd: true }, 'family');
    expect(await screen.findByTestId('subscription-plan')).toHaveTextContent('Family');
    expect(screen.getByTestId('subscription-status')).toHaveTextContent('Cancels on Dec 23, 2026');
    expect(screen.queryByText('Renews on')).toBeNull();
  });

  it("a family member: the plan comes from the owner's family plan", async () => {
    setup(NONE, 'family', {
      'GET /api/family': () => ({
        status: 200,
        body: {
          hasFamilyPlan: true,
          isFamilyMember: true,
          primaryUser: { displayName: 'Alex', email: 'alex@example.com' },
          shareNameFavorites: false,
          members: [],
          limit: 1,
        },
      }),
    });
    expect(await screen.findByTestId('subscription-plan')).toHaveTextContent('Family');
    expect(await screen.findByText(/comes from Alex's Family plan/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Upgrade' })).toBeNull();
    expect(screen.queryByTestId('subscription-status')).toBeNull();
  });

  it('pro: Switch to Family opens the Family offer, switched on the subscription (not the portal)', async () => {
    const user = userEvent.setup();
    let sub: SubscriptionInfo = PRO;
    setup(PRO, 'pro', {
      'GET /api/subscription': () => ({ status: 200, body: sub }),
      'POST /api/subscription/change-plan': () => {
        sub = { ...PRO, plan: 'family' };
        return { status: 200, body: { plan: 'family', billingCycle: 'monthly', status: 'active' } };
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Switch to Family' }));
    const dialog = await screen.findByRole('dialog', { name: 'Switch to Family' });
    expect(dialog).toHaveTextContent('$87 billed yearly');
    await user.click(screen.getByRole('radio', { name: /Monthly/ }));
    await user.click(screen.getAllByRole('button', { name: 'Switch to Family' }).at(-1)!);
    await waitFor(() => expect(screen.getByTestId('subscription-plan')).toHaveTextContent('Family'));
    expect(calls.find((c) => c.path === '/api/subscription/change-plan')?.body).toEqual({
      plan: 'family',
      billingCycle: 'monthly',
    });
    expect(calls.some((c) => c.path === '/api/billing/portal')).toBe(false);
  });

  it('free, family and canceled: no Switch to Family', async () => {
    setup(NONE);
    expect(await screen.findByRole('button', { name: 'Upgrade' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Switch to Family' })).toBeNull();
    cleanup();
    queryClient.clear();
    setup({ ...PRO, plan: 'family' });
    expect(await screen.findByTestId('subscription-plan')).toHaveTextContent('Family');
    expect(screen.queryByRole('button', { name: 'Switch to Family' })).toBeNull();
  });

  it('a portal failure says so', async () => {
    const user = userEvent.setup();
    setup(PRO, 'pro', {
      'POST /api/billing/portal': () => ({
        status: 409,
        body: { error: 'conflict', message: 'No billing account yet' },
      }),
    });
    await user.click(await screen.findByRole('button', { name: 'Manage billing' }));
    expect(await screen.findByText('Billing unavailable')).toBeInTheDocument();
    expect(screen.getByText('No billing account yet')).toBeInTheDocument();
    expect(goTo).not.toHaveBeenCalled();
  });

  it('renders nothing when signed out', () => {
    calls = stubFetch({});
    renderWithProviders(<SubscriptionCard enabled={false} />);
    expect(screen.queryByRole('region', { name: 'Subscription' })).toBeNull();
    expect(calls.filter((c) => c.path === '/api/subscription')).toHaveLength(0);
  });
});
