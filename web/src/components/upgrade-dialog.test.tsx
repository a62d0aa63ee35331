// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { queryClient } from '@/api/client';
import { toast } from '@/hooks/use-toast';
import { renderWithProviders, stubFetch, type Call } from '@/components/content/test-helpers';
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
