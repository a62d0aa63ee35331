// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { queryClient } from '@/api/client';
import { renderWithProviders, stubFetch, type Call } from '@/components/content/test-helpers';
import UpgradeDialog from './upgrade-dialog';

let calls: Call[];
beforeEach(() => {
  queryClient.clear();
  calls = stubFetch({});
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
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
});
