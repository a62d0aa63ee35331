// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { queryClient } from '@/api/client';
import { renderWithProviders, stubFetch, USER } from '@/components/content/test-helpers';
import { localTodayIso } from '@/lib/calendar-day';
import DueDateCalculatorPage from './index';

/** The result opened below the fold on a phone (issue 22 walk): Calculate brings it into view. */
const lmp = localTodayIso(new Date(Date.now() - 10 * 7 * 86_400_000));
const scrollIntoView = vi.fn();

beforeEach(() => {
  queryClient.clear();
  scrollIntoView.mockClear();
  Element.prototype.scrollIntoView = scrollIntoView;
  stubFetch({
    'GET /api/auth/user': () => ({ status: 200, body: USER }),
    'GET /api/child-profiles': () => ({ status: 200, body: [] }),
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

async function calculate(reducedMotion: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: reducedMotion && query.includes('prefers-reduced-motion'),
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));
  renderWithProviders(<DueDateCalculatorPage />);
  fireEvent.change(await screen.findByLabelText('First day of your last period'), { target: { value: lmp } });
  expect(scrollIntoView).not.toHaveBeenCalled();
  fireEvent.click(screen.getByRole('button', { name: 'Calculate Due Date' }));
  await screen.findByTestId('due-date-value');
  await waitFor(() => expect(scrollIntoView).toHaveBeenCalledTimes(1));
  expect(scrollIntoView.mock.contexts[0]).toBe(screen.getByTestId('due-date-result-anchor'));
  expect(screen.getByTestId('due-date-result-anchor')).toContainElement(screen.getByTestId('due-date-value'));
}

describe('after Calculate', () => {
  it('scrolls the result smoothly to the top of the screen', async () => {
    await calculate(false);
    expect(scrollIntoView).toHaveBeenCalledWith({ behavior: 'smooth', block: 'start' });
  });

  it('jumps instead when the parent asks for reduced motion', async () => {
    await calculate(true);
    expect(scrollIntoView).toHaveBeenCalledWith({ behavior: 'auto', block: 'start' });
  });
});
