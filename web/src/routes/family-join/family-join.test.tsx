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
import FamilyJoin, { DECLINE_FAILED, JOIN_FAILED } from './index';

vi.mock('@/components/marketing/navigate', () => ({ goTo: vi.fn() }));
const { goTo } = await import('@/components/marketing/navigate');

/** A link's token as identity signs it: base64url({m, e, x}) '.' signature (not checked here). */
const tokenFor = (memberId: number) =>
  `${btoa(JSON.stringify({ m: memberId, e: 'jo@example.com', x: 1_900_000_000 })).replace(/=+$/, '')}.c2ln`;
const TOKEN = tokenFor(42);

const INVITATION: PendingFamilyInvitation = {
  id: 42,
  owner: { displayName: 'Alex', email: 'alex@example.com' },
  invitedAt: '2026-11-23T12:00:00.000Z',
  expiresAt: '2026-11-30T12:00:00.000Z',
};

let calls: Call[];
const posts = (path: string) => calls.filter((c) => c.method === 'POST' && c.path === path);
const accepts = () => posts('/api/family/accept');
const declines = () => posts('/api/family/decline');

function setup(
  routes: Record<string, Handler>,
  route = `/family/join?token=${TOKEN}`,
  mine: PendingFamilyInvitation[] = [INVITATION],
) {
  calls = stubFetch({
    'GET /api/auth/user': () => ({ status: 200, body: USER }),
    'GET /api/family/invitations': () => ({ status: 200, body: mine }),
    ...routes,
  });
  renderWithProviders(<FamilyJoin />, { route });
}

const INVITED_TITLE = 'Alex invited you to share their NestKeep family plan';

beforeEach(() => {
  queryClient.clear();
  localStorage.clear();
});
afterEach(() => {
  cleanup();
  vi.clearAllMocks();
  vi.unstubAllGlobals();
});

describe('/family/join', () => {
  it('signed out: the sign-in card, coming back to this invitation', async () => {
    const user = userEvent.setup();
    setup({ 'GET /api/auth/user': () => ({ status: 401, body: { error: 'unauthorized' } }) });
    expect(
      await screen.findByRole('heading', { name: 'Sign in to join the family plan' }),
    ).toBeInTheDocument();
    const back = `/family/join?token=${encodeURIComponent(TOKEN)}`;
    expect(screen.getByRole('link', { name: 'Create account free' })).toHaveAttribute(
      'href',
      `/signup?redirect=${encodeURIComponent(back)}`,
    );
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
    await user.click(screen.getByRole('button', { name: /Sign In/ }));
    expect(goTo).toHaveBeenCalledWith(`/auth/google?redirect=${encodeURIComponent(back)}`);
    expect(accepts()).toHaveLength(0);
  });

  it('signed in: shows who invited and when it expires, and joins nothing until Accept', async () => {
    setup({});
    expect(await screen.findByRole('heading', { name: INVITED_TITLE })).toBeInTheDocument();
    expect(screen.getByTestId('family-join-expiry')).toHaveTextContent(
      'The invitation expires on Nov 30, 2026.',
    );
    expect(screen.getByRole('button', { name: 'Accept' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Decline' })).toBeEnabled();
    expect(accepts()).toHaveLength(0);
    expect(declines()).toHaveLength(0);
  });

  it('Accept sends the token once and says whose family plan was joined', async () => {
    setup({ 'POST /api/family/accept': () => ({ status: 200, body: { isFamilyMember: true } }) });
    await userEvent.click(await screen.findByRole('button', { name: 'Accept' }));
    expect(await screen.findByRole('heading', { name: "You joined Alex's family plan" })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to your dashboard' })).toHaveAttribute('href', '/app');
    expect(accepts()).toHaveLength(1);
    expect(accepts()[0].body).toEqual({ token: TOKEN });
  });

  it('Decline sends the token and says the invitation was declined', async () => {
    setup({ 'POST /api/family/decline': () => ({ status: 204, body: null }) });
    await userEvent.click(await screen.findByRole('button', { name: 'Decline' }));
    expect(await screen.findByRole('heading', { name: 'Invitation declined' })).toBeInTheDocument();
    expect(declines()).toHaveLength(1);
    expect(declines()[0].body).toEqual({ token: TOKEN });
    expect(accepts()).toHaveLength(0);
  });

  it('another account: the invitation is not among mine; Accept shows the 403 naming the address', async () => {
    setup(
      {
        'POST /api/family/accept': () => ({
          status: 403,
          body: {
            error: 'forbidden',
            message: 'This invitation was sent to j***@example.com. Sign in with that address to accept it.',
          },
        }),
      },
      undefined,
      [],
    );
    expect(
      await screen.findByRole('heading', { name: 'You have been invited to share a NestKeep family plan' }),
    ).toBeInTheDocument();
    expect(screen.getByText(`Signed in as ${USER.email}.`)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Accept' }));
    expect(
      await screen.findByRole('heading', { name: 'Could not join the family plan' }),
    ).toBeInTheDocument();
    expect(screen.getByTestId('family-join-error')).toHaveTextContent(
      'This invitation was sent to j***@example.com. Sign in with that address to accept it.',
    );
    expect(screen.getByRole('link', { name: 'Go to your dashboard' })).toHaveAttribute('href', '/app');
  });

  it('an expired invitation: Accept shows the 410 message', async () => {
    setup(
      {
        'POST /api/family/accept': () => ({
          status: 410,
          body: { error: 'invitation_expired', message: 'This invitation has expired. Ask for a new one.' },
        }),
      },
      undefined,
      [],
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Accept' }));
    expect(await screen.findByTestId('family-join-error')).toHaveTextContent(
      'This invitation has expired. Ask for a new one.',
    );
  });

  it('an expired link: Decline shows the 400 message', async () => {
    setup(
      {
        'POST /api/family/decline': () => ({
          status: 400,
          body: {
            error: 'bad_request',
            message: 'This invitation link is invalid or has expired. Ask for a new one.',
          },
        }),
      },
      undefined,
      [],
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Decline' }));
    expect(
      await screen.findByRole('heading', { name: 'Could not decline the invitation' }),
    ).toBeInTheDocument();
    expect(screen.getByTestId('family-join-error')).toHaveTextContent(
      'This invitation link is invalid or has expired. Ask for a new one.',
    );
  });

  it('names the owner from the family status when the invitation is not listed', async () => {
    setup(
      {
        'POST /api/family/accept': () => ({ status: 200, body: { ok: true } }),
        'GET /api/family': () => ({
          status: 200,
          body: {
            hasFamilyPlan: true,
            isFamilyMember: true,
            primaryUser: { displayName: null, email: 'alex@example.com' },
            shareNameFavorites: false,
            members: [],
            limit: 1,
          },
        }),
      },
      undefined,
      [],
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Accept' }));
    expect(
      await screen.findByRole('heading', { name: "You joined alex@example.com's family plan" }),
    ).toBeInTheDocument();
  });

  it('falls back to a general message without one', async () => {
    setup({
      'POST /api/family/accept': () => ({ status: 500, body: '' }),
      'POST /api/family/decline': () => ({ status: 500, body: '' }),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Accept' }));
    await waitFor(() => expect(screen.getByTestId('family-join-error')).toHaveTextContent(JOIN_FAILED));
    cleanup();
    setup({ 'POST /api/family/decline': () => ({ status: 500, body: '' }) });
    await userEvent.click(await screen.findByRole('button', { name: 'Decline' }));
    await waitFor(() => expect(screen.getByTestId('family-join-error')).toHaveTextContent(DECLINE_FAILED));
  });

  it('a link without a token says so and accepts nothing', async () => {
    setup({}, '/family/join');
    expect(await screen.findByRole('heading', { name: 'Invitation link incomplete' })).toBeInTheDocument();
    expect(accepts()).toHaveLength(0);
  });
});
