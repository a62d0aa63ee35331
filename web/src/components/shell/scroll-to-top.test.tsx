// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, MemoryRouter, Route, Routes, useNavigate } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ScrollToTop } from './scroll-to-top';

/**
 * Every screen opened where the previous one was scrolled to (the issue 22 walk: the feeding tracker
 * opened 860 px down from the tools listing). A new screen opens at its top, or at its #section;
 * back returns to where the screen was left; a change of query on the same screen does not move it.
 */
let scrollY = 0;
const scrollTo = vi.fn((x: number, y: number) => {
  void x;
  scrollY = y;
});
const scrollIntoView = vi.fn();

/** The user scrolled the window to `y`. */
function scrollWindow(y: number) {
  scrollY = y;
  act(() => {
    window.dispatchEvent(new Event('scroll'));
  });
}

function Back() {
  const navigate = useNavigate();
  return (
    <button type="button" onClick={() => void navigate(-1)}>
      Back
    </button>
  );
}

let entry = 0;
function renderApp(pathname = '/tools') {
  // An entry of its own each time: positions are remembered by entry across renders, as across reloads.
  const first = { pathname, key: `test-${++entry}` };
  render(
    <MemoryRouter initialEntries={[first]}>
      <ScrollToTop />
      <Link to="/tools/feeding-tracker">Feeding Tracker</Link>
      <Link to="/tools?tab=all">All tools</Link>
      <Link to="/privacy#cookies">Cookies</Link>
      <Back />
      <Routes>
        <Route path="/tools" element={<h1>Parenting tools</h1>} />
        <Route path="/tools/feeding-tracker" element={<h1>Feeding Tracker</h1>} />
        <Route path="/privacy" element={<section id="cookies">Cookies</section>} />
      </Routes>
    </MemoryRouter>,
  );
}

beforeEach(() => {
  scrollY = 0;
  scrollTo.mockClear();
  scrollIntoView.mockClear();
  Object.defineProperty(window, 'scrollY', { configurable: true, get: () => scrollY });
  vi.stubGlobal('scrollTo', scrollTo);
  Element.prototype.scrollIntoView = scrollIntoView;
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the scroll on navigation', () => {
  it('opens a new screen at its top, and leaves the first screen where the browser put it', async () => {
    renderApp();
    expect(scrollTo).not.toHaveBeenCalled();
    scrollWindow(860);
    await userEvent.click(screen.getByRole('link', { name: 'Feeding Tracker' }));
    expect(screen.getByRole('heading', { name: 'Feeding Tracker' })).toBeInTheDocument();
    expect(scrollTo).toHaveBeenLastCalledWith(0, 0);
    expect(scrollY).toBe(0);
  });

  it('does not move the page when only the query of the same screen changes', async () => {
    renderApp();
    scrollWindow(500);
    await userEvent.click(screen.getByRole('link', { name: 'All tools' }));
    expect(screen.getByRole('heading', { name: 'Parenting tools' })).toBeInTheDocument();
    expect(scrollTo).not.toHaveBeenCalled();
    expect(scrollY).toBe(500);
  });

  it('returns to where the previous screen was left on Back', async () => {
    renderApp();
    scrollWindow(734);
    await userEvent.click(screen.getByRole('link', { name: 'Feeding Tracker' }));
    expect(scrollY).toBe(0);
    scrollWindow(120);
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByRole('heading', { name: 'Parenting tools' })).toBeInTheDocument();
    expect(scrollTo).toHaveBeenLastCalledWith(0, 734);
    expect(scrollY).toBe(734);
  });

  it('scrolls a #section link to its section instead of the top', async () => {
    renderApp();
    scrollWindow(300);
    await userEvent.click(screen.getByRole('link', { name: 'Cookies' }));
    expect(scrollIntoView).toHaveBeenCalledTimes(1);
    expect(scrollIntoView.mock.contexts[0]).toBe(document.getElementById('cookies'));
    expect(scrollTo).not.toHaveBeenCalled();
  });
});
