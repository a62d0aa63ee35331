// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { queryClient } from '@/api/client';
import {
  renderWithProviders,
  stubFetch,
  USER,
  type Call,
  type Handler,
} from '@/components/content/test-helpers';
import FamilyJoin, { JOIN_FAILED } from './index';

vi.mock('@/components/marketing/navigate', () => ({ goTo: vi.fn() }));
const { goTo } = await import('@/components/marketing/navigate');

const TOKEN = 'tok_abcdefghijkl.signature';
let calls: Call[];
const accepts = () => calls.filter((c) => c.method === 'POST' && c.path === '/api/family/accept');

function setup(routes: Record<string, Handler>, route = `/family/join?token=${TOKEN}`) {
  calls = stubFetch({ 'GET /api/auth/user': () => ({ status: 200, body: USER }), ...routes });
  renderWithProviders(<FamilyJoin />, { route });
}

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

  it('signed in: accepts the token once and says whose family plan was joined', async () => {
    setup({
      'POST /api/family/accept': () => ({
        status: 200,
        body: { owner: { displayName: 'Alex', email: 'alex@example.com' } },
      }),
    });
    expect(await screen.findByRole('heading', { name: "You joined Alex's family plan" })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to your dashboard' })).toHaveAttribute('href', '/app');
    expect(accepts()).toHaveLength(1);
    expect(accepts()[0].body).toEqual({ token: TOKEN });
  });

  it('names the owner from the family status when the answer does not', async () => {
    setup({
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
    });
    expect(
      await screen.findByRole('heading', { name: "You joined alex@example.com's family plan" }),
    ).toBeInTheDocument();
  });

  it("shows the server's message when the invitation cannot be accepted", async () => {
    setup({
      'POST /api/family/accept': () => ({
        status: 400,
        body: { error: 'bad_request', message: 'This invitation has expired. Ask for a new one.' },
      }),
    });
    expect(
      await screen.findByRole('heading', { name: 'Could not join the family plan' }),
    ).toBeInTheDocument();
    expect(screen.getByTestId('family-join-error')).toHaveTextContent(
      'This invitation has expired. Ask for a new one.',
    );
    expect(screen.getByRole('link', { name: 'Go to your dashboard' })).toHaveAttribute('href', '/app');
  });

  it('falls back to a general message without one', async () => {
    setup({ 'POST /api/family/accept': () => ({ status: 500, body: '' }) });
    await waitFor(() => expect(screen.getByTestId('family-join-error')).toHaveTextContent(JOIN_FAILED));
  });

  it('a link without a token says so and accepts nothing', async () => {
    setup({}, '/family/join');
    expect(await screen.findByRole('heading', { name: 'Invitation link incomplete' })).toBeInTheDocument();
    expect(accepts()).toHaveLength(0);
  });
});
