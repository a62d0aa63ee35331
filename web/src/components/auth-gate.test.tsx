// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderPage } from '@/components/marketing/test-utils';
import { AuthGate } from './auth-gate';

vi.mock('@/components/marketing/navigate', () => ({ goTo: vi.fn() }));
const { goTo } = await import('@/components/marketing/navigate');

afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.clearAllMocks();
  vi.unstubAllGlobals();
});

const gated = (
  <AuthGate>
    <p>Secret tools</p>
  </AuthGate>
);

describe('AuthGate', () => {
  it('shows a spinner while the user loads', () => {
    renderPage(gated, { path: '/tools/milestone-tracker', user: 'loading' });
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
    expect(screen.queryByText('Secret tools')).toBeNull();
  });

  it('shows the sign-in-required card when signed out', () => {
    renderPage(gated, { path: '/tools/milestone-tracker?age=6', user: null });
    expect(screen.queryByText('Secret tools')).toBeNull();
    expect(screen.getByRole('heading', { level: 1, name: 'Sign in to continue' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign In with Google' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create account free' })).toHaveAttribute(
      'href',
      '/signup?redirect=%2Ftools%2Fmilestone-tracker%3Fage%3D6',
    );
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
  });

  it('signing in keeps the attempted path as the return address', async () => {
    const user = userEvent.setup();
    renderPage(gated, { path: '/tools/milestone-tracker?age=6', user: null });
    await user.click(screen.getByRole('button', { name: 'Sign In with Google' }));
    expect(localStorage.getItem('signup_redirect')).toBe('/tools/milestone-tracker?age=6');
    expect(goTo).toHaveBeenCalledWith('/auth/google?redirect=%2Ftools%2Fmilestone-tracker%3Fage%3D6');
  });

  it('shows the children to a signed-in user', () => {
    renderPage(gated, { path: '/tools/milestone-tracker', user: { id: 'u1', email: 'a@b.c' } });
    expect(screen.getByText('Secret tools')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Sign In with Google' })).toBeNull();
  });
});
