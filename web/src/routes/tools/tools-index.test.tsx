// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { renderWithFreshClient } from '@/components/content/test-helpers';
import ToolsIndex from './index';

/** /api/auth/user answered only when the test says: 401 (signed out) or a user. */
function pendingUser() {
  let answer!: (res: Response) => void;
  vi.stubGlobal(
    'fetch',
    vi.fn(() => new Promise<Response>((resolve) => (answer = resolve))),
  );
  return (status: number, body: unknown) =>
    answer(new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }));
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the tools index', () => {
  it('says "Sign in to use" only once the visitor is known to be signed out, never while loading', async () => {
    const answer = pendingUser();
    renderWithFreshClient(<ToolsIndex />, '/tools');
    expect(screen.getByRole('heading', { name: 'Parenting tools' })).toBeInTheDocument();
    expect(screen.queryByText('Sign in to use')).toBeNull();
    answer(401, { error: 'unauthorized', message: 'Sign in' });
    expect((await screen.findAllByText('Sign in to use')).length).toBeGreaterThan(0);
  });
});
