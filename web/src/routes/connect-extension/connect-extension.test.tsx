// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, screen } from '@testing-library/react';
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
import ConnectExtensionDone, { CONNECTED } from './done';
import ConnectExtension, { CONNECT_QUESTION, doneHref, extensionTokenName } from './index';

vi.mock('@/components/marketing/navigate', () => ({ goTo: vi.fn() }));
const { goTo } = await import('@/components/marketing/navigate');

const SECRET = 'nk_Zm9vYmFyYmF6cXV4MTIzNDU2Nzg5MGFiY2RlZmdoaWo';
let calls: Call[];
const posts = () => calls.filter((c) => c.method === 'POST' && c.path === '/api/tokens');

function setup(routes: Record<string, Handler>, route = '/connect/extension?name=Chrome') {
  const go = vi.fn();
  calls = stubFetch({ 'GET /api/auth/user': () => ({ status: 200, body: USER }), ...routes });
  renderWithProviders(<ConnectExtension go={go} />, { route });
  return go;
}

const created = (name: string) => ({
  id: 5,
  name,
  scope: 'save',
  hint: 'nk_Zm9vYmF…',
  createdAt: '2026-11-23T12:00:00.000Z',
  lastUsedAt: null,
  token: SECRET,
});

beforeEach(() => {
  queryClient.clear();
  localStorage.clear();
});
afterEach(() => {
  cleanup();
  vi.clearAllMocks();
  vi.unstubAllGlobals();
});

describe('connect helpers', () => {
  it('names the token after the browser, within 60 characters', () => {
    expect(extensionTokenName('Chrome')).toBe('Browser extension (Chrome)');
    expect(extensionTokenName('  Firefox \n')).toBe('Browser extension (Firefox)');
    expect(extensionTokenName(null)).toBe('Browser extension');
    expect(extensionTokenName('')).toBe('Browser extension');
    expect(extensionTokenName('x'.repeat(200)).length).toBeLessThanOrEqual(60);
  });

  it('puts the token in the fragment of the done page', () => {
    expect(doneHref(SECRET)).toBe(`/connect/extension/done#token=${SECRET}`);
  });
});

describe('/connect/extension', () => {
  it('signed out: the sign-in card, coming back to this page with its name', async () => {
    const user = userEvent.setup();
    setup({ 'GET /api/auth/user': () => ({ status: 401, body: { message: 'Unauthorized' } }) });
    expect(await screen.findByText('Sign in to connect the extension')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /sign in with google/i }));
    expect(goTo).toHaveBeenCalledWith(
      `/auth/google?redirect=${encodeURIComponent('/connect/extension?name=Chrome')}`,
    );
    expect(posts()).toHaveLength(0);
  });

  it('signed in: the confirm card; Connect creates the token and replaces the page with the done page', async () => {
    const user = userEvent.setup();
    const go = setup({
      'POST /api/tokens': (init) => ({
        status: 201,
        body: created((JSON.parse(String(init?.body)) as { name: string }).name),
      }),
    });
    expect(await screen.findByRole('heading', { name: CONNECT_QUESTION })).toBeInTheDocument();
    expect(screen.getByText('Browser extension (Chrome)')).toBeInTheDocument();
    expect(posts()).toHaveLength(0); // nothing before the user confirms
    await user.click(screen.getByRole('button', { name: 'Connect' }));
    await vi.waitFor(() => expect(go).toHaveBeenCalledWith(`/connect/extension/done#token=${SECRET}`));
    expect(posts().map((c) => c.body)).toEqual([{ name: 'Browser extension (Chrome)' }]);
    expect(document.title).toBe('Connect the browser extension · NestKeep');
  });

  it('Cancel creates nothing and says the extension was not connected', async () => {
    const user = userEvent.setup();
    const go = setup({});
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    expect(screen.getByText('Extension not connected')).toBeInTheDocument();
    expect(posts()).toHaveLength(0);
    expect(go).not.toHaveBeenCalled();
  });

  it("a refused token shows the server's message and stays on the page", async () => {
    const user = userEvent.setup();
    const go = setup({
      'POST /api/tokens': () => ({
        status: 409,
        body: { error: 'conflict', message: 'You have 20 tokens already: revoke one on your profile first' },
      }),
    });
    await user.click(await screen.findByRole('button', { name: 'Connect' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'You have 20 tokens already: revoke one on your profile first',
    );
    expect(go).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Connect' })).toBeEnabled();
  });
});

describe('/connect/extension/done', () => {
  it('says the extension is connected and never shows the token', () => {
    renderWithProviders(<ConnectExtensionDone />, { route: `/connect/extension/done#token=${SECRET}` });
    expect(screen.getByRole('status')).toHaveTextContent(CONNECTED);
    expect(CONNECTED).toBe('Extension connected. You can close this tab.');
    expect(document.body).not.toHaveTextContent(SECRET);
    expect(document.title).toBe('Extension connected · NestKeep');
  });
});
