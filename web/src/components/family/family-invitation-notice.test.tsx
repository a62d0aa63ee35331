// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PendingFamilyInvitation } from '@nestkeep/common/web';
import { queryClient } from '@/api/client';
import {
  renderWithProviders,
  stubFetch,
  USER,
  type Call,
  type Handler,
} from '@/components/content/test-helpers';
import { FamilyInvitationNotice } from './family-invitation-notice';

const INVITATION: PendingFamilyInvitation = {
  id: 42,
  owner: { displayName: 'Olive Owner', email: 'olive@example.com' },
  invitedAt: '2026-11-23T12:00:00.000Z',
  expiresAt: '2026-11-30T12:00:00.000Z',
};

let calls: Call[];
let pending: PendingFamilyInvitation[];
function setup(extra: Record<string, Handler> = {}, signedIn = true, route = '/app') {
  pending = [INVITATION];
  calls = stubFetch({
    'GET /api/auth/user': () =>
      signedIn ? { status: 200, body: USER } : { status: 401, body: { message: 'Sign in required' } },
    'GET /api/family/invitations': () => ({ status: 200, body: pending }),
    ...extra,
  });
  renderWithProviders(<FamilyInvitationNotice />, { route });
}

beforeEach(() => queryClient.clear());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('family invitation notice', () => {
  it('shows a pending invitation with its inviter, expiry, Accept and Decline', async () => {
    setup();
    const notice = await screen.findByRole('region', {
      name: 'Olive Owner invited you to share their NestKeep family plan',
    });
    expect(notice).toHaveTextContent('The invitation expires on Nov 30, 2026.');
    expect(screen.getByRole('button', { name: 'Accept' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Decline' })).toBeEnabled();
  });

  it('Accept joins through the notice and the notice goes away', async () => {
    setup({
      'POST /api/family/invitations/42/accept': () => {
        pending = [];
        return { status: 200, body: { isFamilyMember: true } };
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Accept' }));
    await waitFor(() => expect(screen.queryByTestId('family-invitation-notice')).not.toBeInTheDocument());
    expect(calls.some((c) => c.method === 'POST' && c.path === '/api/family/invitations/42/accept')).toBe(
      true,
    );
    expect(await screen.findByText("You joined Olive Owner's family plan")).toBeInTheDocument();
  });

  it('Decline ends the invitation; a refusal shows the server message', async () => {
    setup({
      'POST /api/family/invitations/42/decline': () => {
        pending = [];
        return { status: 204, body: null };
      },
      'POST /api/family/invitations/42/accept': () => ({
        status: 409,
        body: { error: 'conflict', message: 'You are already part of a family plan.' },
      }),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Accept' }));
    expect(await screen.findByText('You are already part of a family plan.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Decline' }));
    await waitFor(() => expect(screen.queryByTestId('family-invitation-notice')).not.toBeInTheDocument());
    expect(calls.some((c) => c.method === 'POST' && c.path === '/api/family/invitations/42/decline')).toBe(
      true,
    );
  });

  it('signed out: nothing shown and nothing asked', async () => {
    setup({}, false);
    await waitFor(() => expect(calls.some((c) => c.path === '/api/auth/user')).toBe(true));
    expect(screen.queryByTestId('family-invitation-notice')).not.toBeInTheDocument();
    expect(calls.some((c) => c.path === '/api/family/invitations')).toBe(false);
  });

  it("is not shown on the invitation link's page, which shows the invitation itself", async () => {
    setup({}, true, '/family/join?token=abc.def');
    await waitFor(() => expect(calls.some((c) => c.path === '/api/family/invitations')).toBe(true));
    expect(screen.queryByTestId('family-invitation-notice')).not.toBeInTheDocument();
  });
});
