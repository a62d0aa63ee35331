// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderPage } from '@/components/marketing/test-utils';
import NotFound from './index';

afterEach(cleanup);

describe('the not-found page (issue 22 point 8)', () => {
  it("keeps the spec's two texts and links home, so a wrong address is no dead end", () => {
    renderPage(<NotFound />, { path: '/no-such-page' });
    expect(screen.getByRole('heading', { level: 1, name: '404 Page Not Found' })).toBeInTheDocument();
    expect(screen.getByText('Did you forget to add the page to the router?')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
  });
});
