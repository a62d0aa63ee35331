// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderPage } from '@/components/marketing/test-utils';
import Signup from './index';

vi.mock('@/components/marketing/navigate', () => ({ goTo: vi.fn() }));
const { goTo } = await import('@/components/marketing/navigate');

afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.clearAllMocks();
});

describe('sign-up page', () => {
  it('shows that the email query will be used for the account', () => {
    renderPage(<Signup />, { path: '/signup?email=sam%40example.com' });
    expect(screen.getByTestId('email-note')).toHaveTextContent('We’ll use sam@example.com for your account.');
  });

  it('shows no email note without an email', () => {
    renderPage(<Signup />, { path: '/signup' });
    expect(screen.queryByTestId('email-note')).toBeNull();
  });

  it('stores the default redirect /app and continues to /auth/google with it', async () => {
    const user = userEvent.setup();
    renderPage(<Signup />, { path: '/signup' });
    expect(localStorage.getItem('signup_redirect')).toBe('/app');
    await user.click(screen.getByRole('button', { name: 'Continue with Google' }));
    expect(goTo).toHaveBeenCalledWith('/auth/google?redirect=%2Fapp');
  });

  it('stores a given redirect under signup_redirect', async () => {
    const user = userEvent.setup();
    renderPage(<Signup />, { path: '/signup?redirect=%2Fchat&email=a%40b.co' });
    expect(localStorage.getItem('signup_redirect')).toBe('/chat');
    await user.click(screen.getByRole('button', { name: 'Continue with Google' }));
    expect(goTo).toHaveBeenCalledWith('/auth/google?redirect=%2Fchat');
  });

  it('has reassurance lines and a link to sign in', () => {
    renderPage(<Signup />, { path: '/signup?redirect=%2Fchat' });
    expect(screen.getByText('Free forever plan, no credit card needed')).toBeInTheDocument();
    expect(screen.getByText('What you save is private to you')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login?redirect=%2Fchat');
  });
});
