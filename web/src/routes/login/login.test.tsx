// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderPage } from '@/components/marketing/test-utils';
import Login from './index';

vi.mock('@/components/marketing/navigate', () => ({ goTo: vi.fn() }));
const { goTo } = await import('@/components/marketing/navigate');

afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.clearAllMocks();
});

describe('login page', () => {
  it('has one Continue with Google button, benefits and a privacy note', () => {
    renderPage(<Login />, { path: '/login' });
    expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(screen.getAllByRole('button')).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Continue with Google' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'With NestKeep you can' })).toBeInTheDocument();
    expect(screen.getByText(/stays\s+private to you/)).toBeInTheDocument();
    expect(document.title).toBe('Log in · NestKeep');
  });

  it('stores the redirect as signup_redirect, then goes to /auth/google with it', async () => {
    const user = userEvent.setup();
    renderPage(<Login />, { path: '/login?redirect=%2Ftools%2Fmilestone-tracker%3Fx%3D1&source=tools' });
    expect(localStorage.getItem('signup_redirect')).toBeNull();
    let storedWhenLeaving: string | null = null;
    vi.mocked(goTo).mockImplementationOnce(() => {
      storedWhenLeaving = localStorage.getItem('signup_redirect');
    });
    await user.click(screen.getByRole('button', { name: 'Continue with Google' }));
    expect(goTo).toHaveBeenCalledTimes(1);
    expect(goTo).toHaveBeenCalledWith('/auth/google?redirect=%2Ftools%2Fmilestone-tracker%3Fx%3D1');
    expect(storedWhenLeaving).toBe('/tools/milestone-tracker?x=1');
  });

  it('without a redirect goes straight to /auth/google and stores nothing', async () => {
    const user = userEvent.setup();
    renderPage(<Login />, { path: '/login' });
    await user.click(screen.getByRole('button', { name: 'Continue with Google' }));
    expect(goTo).toHaveBeenCalledWith('/auth/google');
    expect(localStorage.getItem('signup_redirect')).toBeNull();
  });

  it('ignores a redirect to another site', async () => {
    const user = userEvent.setup();
    renderPage(<Login />, { path: '/login?redirect=%2F%2Fevil.example%2Fx' });
    await user.click(screen.getByRole('button', { name: 'Continue with Google' }));
    expect(goTo).toHaveBeenCalledWith('/auth/google');
    expect(localStorage.getItem('signup_redirect')).toBeNull();
  });

  it('explains a failed sign-in', () => {
    renderPage(<Login />, { path: '/login?error=sign_in_failed' });
    expect(screen.getByRole('alert')).toHaveTextContent('Sign-in did not finish. Please try again.');
  });

  it('sends a signed-in visitor on to the redirect', () => {
    renderPage(<Login />, { path: '/login?redirect=%2Fsaved', route: '/login', user: { id: 'u1' } });
    expect(screen.getByTestId('location')).toHaveTextContent('/saved');
  });
});
