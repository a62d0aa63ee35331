// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ApiToken } from '@nestkeep/common/web';
import { queryClient } from '@/api/client';
import { lastUsedLabel, relativeTime } from '@/api/tokens';
import { renderWithProviders, stubFetch, type Call } from '@/components/content/test-helpers';
import { REVOKE_WARNING, TokensCard } from './tokens-card';
import { SHOWN_ONCE } from './token-secret';

const NOW = Date.now();
const SHORTCUT: ApiToken = {
  id: 3,
  name: 'iPhone shortcut',
  scope: 'save',
  hint: 'nk_AbCdEfG…',
  createdAt: '2026-11-20T12:00:00.000Z',
  lastUsedAt: new Date(NOW - 5 * 60_000).toISOString(),
};
const CHROME: ApiToken = {
  ...SHORTCUT,
  id: 2,
  name: 'Browser extension (Chrome)',
  hint: 'nk_ZyXwVuT…',
  lastUsedAt: null,
};

let calls: Call[];
let tokens: ApiToken[];
const card = () => screen.getByTestId('tokens-card');

beforeEach(() => {
  queryClient.clear();
  tokens = [SHORTCUT, CHROME];
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('last used', () => {
  it('says Never used, or how long ago', () => {
    const now = new Date('2026-11-23T12:00:00Z');
    expect(lastUsedLabel(null, now)).toBe('Never used');
    expect(lastUsedLabel('2026-11-23T11:59:30Z', now)).toBe('Last used just now');
    expect(lastUsedLabel('2026-11-23T11:55:00Z', now)).toBe('Last used 5 minutes ago');
    expect(lastUsedLabel('2026-11-23T11:00:00Z', now)).toBe('Last used 1 hour ago');
    expect(relativeTime(new Date('2026-11-20T12:00:00Z'), now)).toBe('3 days ago');
  });
});

describe('API tokens card', () => {
  it('signed out: asks to sign in and never asks the server', () => {
    calls = stubFetch({});
    renderWithProviders(<TokensCard enabled={false} />);
    expect(within(card()).getByText('Sign in to create and manage API tokens.')).toBeInTheDocument();
    expect(within(card()).getByRole('link', { name: /sign in/i })).toHaveAttribute(
      'href',
      '/auth/google?redirect=%2Fprofile',
    );
    expect(calls).toHaveLength(0);
  });

  it('lists tokens with name, hint, created date and last use', async () => {
    calls = stubFetch({ 'GET /api/tokens': () => ({ status: 200, body: tokens }) });
    renderWithProviders(<TokensCard enabled />);
    const rows = await within(card()).findAllByTestId('token-row');
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('iPhone shortcut');
    expect(rows[0]).toHaveTextContent('nk_AbCdEfG…');
    expect(rows[0]).toHaveTextContent('Created Nov 20, 2026');
    expect(rows[0]).toHaveTextContent('Last used 5 minutes ago');
    expect(rows[1]).toHaveTextContent('Browser extension (Chrome)');
    expect(rows[1]).toHaveTextContent('Never used');
  });

  it('a load error is said plainly', async () => {
    stubFetch({
      'GET /api/tokens': () => ({
        status: 500,
        body: { error: 'internal_error', message: 'Something went wrong' },
      }),
    });
    renderWithProviders(<TokensCard enabled />);
    expect(await within(card()).findByRole('alert')).toHaveTextContent(
      'Could not load your tokens: Something went wrong',
    );
  });

  it('creates a token with a name and shows its secret once, with Copy', async () => {
    const user = userEvent.setup();
    const writeText = vi.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    calls = stubFetch({
      'GET /api/tokens': () => ({ status: 200, body: tokens }),
      'POST /api/tokens': (init) => {
        const { name } = JSON.parse(String(init?.body)) as { name: string };
        const made = { ...CHROME, id: 9, name, hint: 'nk_secretSe…', createdAt: new Date().toISOString() };
        tokens = [made, ...tokens];
        return { status: 201, body: { ...made, token: 'nk_secretSecretSecret' } };
      },
    });
    renderWithProviders(<TokensCard enabled />);
    await within(card()).findAllByTestId('token-row');
    await user.click(within(card()).getByRole('button', { name: 'Create token' }));
    expect(within(card()).getByRole('alert')).toHaveTextContent('Give the token a name');
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);

    await user.type(within(card()).getByLabelText('Token name'), 'Work laptop');
    await user.click(within(card()).getByRole('button', { name: 'Create token' }));
    expect(await within(card()).findByTestId('token-value')).toHaveTextContent('nk_secretSecretSecret');
    expect(within(card()).getByText(SHOWN_ONCE)).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ name: 'Work laptop' });
    await user.click(within(card()).getByRole('button', { name: 'Copy token' }));
    expect(writeText).toHaveBeenCalledWith('nk_secretSecretSecret');
    await waitFor(() => expect(within(card()).getAllByTestId('token-row')).toHaveLength(3));

    await user.click(within(card()).getByRole('button', { name: 'Done, I copied it' }));
    expect(within(card()).queryByTestId('token-value')).toBeNull();
    expect(card()).not.toHaveTextContent('nk_secretSecretSecret');
  });

  it("a refused create shows the server's message", async () => {
    const user = userEvent.setup();
    stubFetch({
      'GET /api/tokens': () => ({ status: 200, body: tokens }),
      'POST /api/tokens': () => ({
        status: 409,
        body: { error: 'conflict', message: 'You have 20 tokens already: revoke one first' },
      }),
    });
    renderWithProviders(<TokensCard enabled />);
    await user.type(within(card()).getByLabelText('Token name'), 'One more');
    await user.click(within(card()).getByRole('button', { name: 'Create token' }));
    expect(await within(card()).findByRole('alert')).toHaveTextContent(
      'You have 20 tokens already: revoke one first',
    );
    expect(within(card()).queryByTestId('token-value')).toBeNull();
  });

  it('revokes after a confirm; Cancel keeps it', async () => {
    const user = userEvent.setup();
    calls = stubFetch({
      'GET /api/tokens': () => ({ status: 200, body: tokens }),
      'DELETE /api/tokens/3': () => {
        tokens = tokens.filter((t) => t.id !== 3);
        return { status: 204 };
      },
    });
    renderWithProviders(<TokensCard enabled />);
    await within(card()).findAllByTestId('token-row');
    await user.click(screen.getByRole('button', { name: 'Revoke iPhone shortcut' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent(REVOKE_WARNING);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(calls.filter((c) => c.method === 'DELETE')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Revoke iPhone shortcut' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Revoke token' }),
    );
    await waitFor(() => expect(within(card()).getAllByTestId('token-row')).toHaveLength(1));
    expect(calls.filter((c) => c.method === 'DELETE').map((c) => c.path)).toEqual(['/api/tokens/3']);
    expect(within(card()).getByTestId('token-row')).toHaveTextContent('Browser extension (Chrome)');
  });

  it('a failed revoke says so on the row', async () => {
    const user = userEvent.setup();
    stubFetch({
      'GET /api/tokens': () => ({ status: 200, body: tokens }),
      'DELETE /api/tokens/3': () => ({
        status: 404,
        body: { error: 'not_found', message: 'Token not found' },
      }),
    });
    renderWithProviders(<TokensCard enabled />);
    await within(card()).findAllByTestId('token-row');
    await user.click(screen.getByRole('button', { name: 'Revoke iPhone shortcut' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Revoke token' }),
    );
    expect(await within(card()).findByRole('alert')).toHaveTextContent('Token not found');
  });
});
