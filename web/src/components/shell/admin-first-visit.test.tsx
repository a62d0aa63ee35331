// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { freshShell, renderSignedIn, USER } from '@/components/content/test-helpers';
import Login from '@/routes/login';
import { Shell } from './shell';

/**
 * Issue 22 point 8: the admin goes straight to the admin panel. The parent onboarding wizard is
 * not forced on an admin (they can still open the parent app); a parent still gets it.
 */
const LAZY = { timeout: 10_000 };
const ADMIN = { ...USER, role: 'admin', isAdmin: true, onboardingCompleted: false, userStage: null };

function Where() {
  const location = useLocation();
  return <p data-testid="where">{location.pathname}</p>;
}

function renderAt(route: string, user: unknown) {
  return renderSignedIn(
    <Shell>
      <Routes>
        <Route path="/login" element={<Login />} />
        <Route path="*" element={<Where />} />
      </Routes>
    </Shell>,
    user,
    route,
  );
}

beforeEach(() => {
  freshShell();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('an admin who never did the parent onboarding', () => {
  it('sees the admin panel, not the onboarding wizard', async () => {
    renderAt('/admin', ADMIN);
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/admin'));
    expect(screen.queryByText('What best describes you?')).toBeNull();
  });

  it('can still open the parent app without the wizard', async () => {
    renderAt('/app', ADMIN);
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/app'));
    expect(screen.queryByText('What best describes you?')).toBeNull();
  });

  it('is sent from /login (already signed in) to /admin rather than the parent app', async () => {
    renderAt('/login', ADMIN);
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/admin'));
  });

  it('a parent who has not finished onboarding still gets the wizard', async () => {
    renderAt('/app', { ...USER, onboardingCompleted: false });
    await screen.findByText('What best describes you?', undefined, LAZY);
  });

  it('a signed-in parent on /login goes to the app', async () => {
    renderAt('/login', USER);
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/app'));
  });
});
