// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { queryClient } from '@/api/client';
import { renderWithProviders, stubFetch, USER } from '@/components/content/test-helpers';
import Dashboard from './index';

/** Issue 22 point 8: a first visit is greeted 'Welcome', a return 'Welcome back'. */
let user: Omit<typeof USER, 'displayName'> & { firstSignIn?: boolean; displayName: string | null };

beforeEach(() => {
  queryClient.clear();
  user = { ...USER };
  stubFetch({
    'GET /api/auth/user': () => ({ status: 200, body: user }),
    'GET /api/user/usage': () => ({
      status: 200,
      body: { usageCount: 0, freeUsageLimit: 8, plan: 'free', unlimited: false },
    }),
    'GET /api/stats': () => ({ status: 200, body: { totalItems: 0, favoriteItems: 0, categoryCounts: {} } }),
    'GET /api/content': () => ({ status: 200, body: [] }),
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const greeting = () => screen.findByRole('heading', { level: 1 });

describe('the dashboard greeting', () => {
  it("says 'Welcome' (not 'Welcome back') on the user's first sign-in", async () => {
    user.firstSignIn = true;
    renderWithProviders(<Dashboard />);
    expect(await greeting()).toHaveTextContent(/^Welcome, Jamie!$/);
  });

  it("says 'Welcome back' once the user has signed in before", async () => {
    user.firstSignIn = false;
    renderWithProviders(<Dashboard />);
    expect(await greeting()).toHaveTextContent(/^Welcome back, Jamie!$/);
  });

  it('greets without a name when the user has none', async () => {
    user.firstSignIn = true;
    user.displayName = null;
    renderWithProviders(<Dashboard />);
    expect(await greeting()).toHaveTextContent(/^Welcome!$/);
  });
});
