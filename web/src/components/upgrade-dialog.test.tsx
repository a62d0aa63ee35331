// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { queryClient } from '@/api/client';
import { toast } from '@/hooks/use-toast';
import { renderWithProviders, stubFetch, USER, type Call } from '@/components/content/test-helpers';
import UpgradeDialog from './upgrade-dialog';

vi.mock('@/components/marketing/navigate', () => ({ goTo: vi.fn() }));
const { goTo } = await import('@/components/marketing/navigate');

let calls: Call[];
beforeEach(() => {
  queryClient.clear();
  calls = stubFetch({});
  toast({ title: 'Earlier toast' }); // one toast at a time: a toast a test raises replaces this one
});
afterEach(() => {
  cleanup();
  vi.clearAllMocks();
  vi.unstubAllGlobals();
  window.history.replaceState(null, '', '/');
});

describe('upgrade dialog', () => {
  it('defaults to annual billing and asks for a checkout session with the chosen cycle', async () => {
    const user = userEvent.setup();
    renderWithProviders(<UpgradeDialog open onOpenChange={() => {}} />);
    expect(screen.getByRole('radio', { name: /Annually/ })).toBeChecked();
    await user.click(screen.getByRole('radio', { name: /Monthly/ }));
    await user.click(screen.getByRole('button', { name: 'Upgrade' }));
    await waitFor(() =>
      expect(calls.find((c) => c.path === '/api/create-checkout-session')?.body).toEqual({
        plan: 'pro',
        billingCycle: 'monthly',
        returnUrl: window.location.href,
      }),
    );
  });

  it("shows 'Upgrade Failed' when checkout is not available (404)", async () => {
    const user = userEvent.setup();
    stubFetch({ 'POST /api/create-checkout-session': () => ({ status: 404, body: '' }) });
    renderWithProviders(<UpgradeDialog open onOpenChange={() => {}} />);
    await user.click(screen.getByRole('button', { name: 'Upgrade' }));
    expect(await screen.findByText('Upgrade Failed')).toBeInTheDocument();
    expect(screen.getByText('Unable to start upgrade process. Please try again.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Upgrade' })).toBeEnabled();
  });

  it('goes to the checkout url and stays processing until the browser leaves', async () => {
    const user = userEvent.setup();
    calls = stubFetch({
      'POST /api/create-checkout-session': () => ({
        status: 200,
        body: { url: 'https://checkout.test/s/1' },
      }),
    });
    renderWithProviders(<UpgradeDialog open onOpenChange={() => {}} />);
    await user.click(screen.getByRole('button', { name: 'Upgrade' }));
    await waitFor(() => expect(goTo).toHaveBeenCalledWith('https://checkout.test/s/1'));
    expect(calls.find((c) => c.path === '/api/create-checkout-session')?.body).toMatchObject({
      plan: 'pro',
      billingCycle: 'annually',
    });
    expect(screen.getByRole('button', { name: /Processing/ })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Maybe later' })).toBeDisabled();
  });

  it('sends a signed-out user (401) to /api/login, coming back to this page', async () => {
    window.history.replaceState(null, '', '/saved?category=Sleep');
    const user = userEvent.setup();
    stubFetch({
      'POST /api/create-checkout-session': () => ({
        status: 401,
        body: { error: 'unauthorized', message: 'Sign in required' },
      }),
    });
    renderWithProviders(<UpgradeDialog open onOpenChange={() => {}} />);
    await user.click(screen.getByRole('button', { name: 'Upgrade' }));
    await waitFor(() =>
      expect(goTo).toHaveBeenCalledWith(`/api/login?redirect=${encodeURIComponent('/saved?category=Sleep')}`),
    );
    expect(screen.queryByText('Upgrade Failed')).not.toBeInTheDocument();
  });

  it('shows the server message of a 409 (already subscribed)', async () => {
    const user = userEvent.setup();
    const message = 'You already have an active subscription. Manage it from your profile.';
    stubFetch({
      'POST /api/create-checkout-session': () => ({ status: 409, body: { error: 'conflict', message } }),
    });
    renderWithProviders(<UpgradeDialog open onOpenChange={() => {}} />);
    await user.click(screen.getByRole('button', { name: 'Upgrade' }));
    expect(await screen.findByText('Upgrade Failed')).toBeInTheDocument();
    expect(screen.getByText(message)).toBeInTheDocument();
    expect(goTo).not.toHaveBeenCalled();
  });

  it("says 'No checkout URL received' when the answer has no url", async () => {
    const user = userEvent.setup();
    stubFetch({ 'POST /api/create-checkout-session': () => ({ status: 200, body: {} }) });
    renderWithProviders(<UpgradeDialog open onOpenChange={() => {}} />);
    await user.click(screen.getByRole('button', { name: 'Upgrade' }));
    expect(await screen.findByText('No checkout URL received')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Upgrade' })).toBeEnabled();
  });
});

const PRO_SUB = {
  plan: 'pro',
  status: 'active',
  billingCycle: 'monthly',
  currentPeriodEnd: '2026-12-01T00:00:00.000Z',
  trialEnd: null,
  cancelAtPeriodEnd: false,
  canManage: true,
};

describe('upgrade dialog: Family', () => {
  it('shows Family with its price and a monthly/annual choice before checkout ($87 a year is a choice, not a jump)', async () => {
    const user = userEvent.setup();
    renderWithProviders(<UpgradeDialog open onOpenChange={() => {}} plan="family" reason="family" />);
    expect(screen.getByRole('heading', { name: 'Upgrade to Family' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: /Family/ })).toBeChecked();
    expect(screen.getByRole('radio', { name: /Annually/ })).toBeChecked();
    expect(screen.getByTestId('price-monthly')).toHaveTextContent('$9/month');
    expect(screen.getByTestId('price-annually')).toHaveTextContent('$7.25/month');
    expect(screen.getByText('$87 billed yearly · Save 19%')).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: /Monthly/ }));
    await user.click(screen.getByRole('button', { name: 'Upgrade' }));
    await waitFor(() =>
      expect(calls.find((c) => c.path === '/api/create-checkout-session')?.body).toEqual({
        plan: 'family',
        billingCycle: 'monthly',
        returnUrl: window.location.href,
      }),
    );
  });

  it('a free user may pick Family in the save-limit offer, priced as Family', async () => {
    const user = userEvent.setup();
    renderWithProviders(<UpgradeDialog open onOpenChange={() => {}} />);
    expect(screen.getByTestId('price-annually')).toHaveTextContent('$4/month');
    await user.click(screen.getByRole('radio', { name: /Family/ }));
    expect(screen.getByRole('heading', { name: 'Upgrade to Family' })).toBeInTheDocument();
    expect(screen.getByTestId('price-annually')).toHaveTextContent('$7.25/month');
  });

  it('a Pro subscriber switches to Family on their subscription, confirmed with Switch to Family, and sees the new plan', async () => {
    const user = userEvent.setup();
    let plan = 'pro';
    const onOpenChange = vi.fn();
    calls = stubFetch({
      'GET /api/subscription': () => ({ status: 200, body: { ...PRO_SUB, plan } }),
      'GET /api/auth/user': () => ({ status: 200, body: { ...USER, plan } }),
      'POST /api/subscription/change-plan': () => {
        plan = 'family';
        return { status: 200, body: { plan: 'family', billingCycle: 'annual', status: 'active' } };
      },
    });
    renderWithProviders(<UpgradeDialog open onOpenChange={onOpenChange} plan="family" reason="family" />);
    const confirm = await screen.findByRole('button', { name: 'Switch to Family' });
    expect(screen.getByText(/You're on Pro/)).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: /Pro/ })).toHaveAccessibleName(/Your current plan/);
    expect(screen.getByTestId('price-annually')).toHaveTextContent('$7.25/month');
    await user.click(confirm);
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    expect(calls.find((c) => c.path === '/api/subscription/change-plan')?.body).toEqual({
      plan: 'family',
      billingCycle: 'annually',
    });
    expect(calls.some((c) => c.path === '/api/create-checkout-session')).toBe(false);
    expect(await screen.findByText("You're on Family now")).toBeInTheDocument();
    expect(screen.getByText(/Your subscription is Family, billed annually/)).toBeInTheDocument();
    expect(goTo).not.toHaveBeenCalled();
  });

  it('the plan and cycle one already has cannot be chosen again; a refused switch shows the server message', async () => {
    const user = userEvent.setup();
    const message = 'You are already on the Pro plan, billed monthly.';
    stubFetch({
      'GET /api/subscription': () => ({ status: 200, body: PRO_SUB }),
      'POST /api/subscription/change-plan': () => ({ status: 400, body: { error: 'bad_request', message } }),
    });
    renderWithProviders(<UpgradeDialog open onOpenChange={() => {}} />);
    await user.click(await screen.findByRole('radio', { name: /Monthly/ }));
    expect(await screen.findByText('This is your current plan and billing cycle.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Switch to monthly billing' })).toBeDisabled();
    await user.click(screen.getByRole('radio', { name: /Family/ }));
    await user.click(screen.getByRole('button', { name: 'Switch to Family' }));
    expect(await screen.findByText('Switch Failed')).toBeInTheDocument();
    expect(screen.getByText(message)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Switch to Family' })).toBeEnabled();
  });
});
