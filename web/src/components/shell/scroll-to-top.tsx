import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router';

/** Where each history entry was scrolled to, by its location key; kept in this tab over a reload. */
const STORAGE_KEY = 'nestkeep.scrollPositions';
/** About a second of frames: long enough for a lazily loaded screen to draw, short enough not to fight the user. */
const MAX_FRAMES = 60;

function readPositions(): Map<string, number> {
  try {
    const raw = sessionStorage.getItem(STORAGE_KEY);
    return new Map(raw ? (JSON.parse(raw) as Array<[string, number]>) : []);
  } catch {
    return new Map();
  }
}

const positions = readPositions();

function savePositions() {
  try {
    // The 50 latest entries are plenty for back and forward.
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify([...positions].slice(-50)));
  } catch {
    // Storage full or refused: back still works in this page, only a reload forgets.
  }
}

/**
 * Calls `attempt` now and then on each animation frame until it reports done, for at most about a
 * second (a lazily loaded screen may not be drawn yet), or until the user scrolls, taps or types.
 */
function untilDone(attempt: () => boolean): () => void {
  let frame = 0;
  let handle = 0;
  const stop = () => {
    cancelAnimationFrame(handle);
    for (const type of ['wheel', 'touchstart', 'keydown'] as const) window.removeEventListener(type, stop);
  };
  const step = () => {
    if (attempt() || ++frame >= MAX_FRAMES) stop();
    else handle = requestAnimationFrame(step);
  };
  for (const type of ['wheel', 'touchstart', 'keydown'] as const)
    window.addEventListener(type, stop, { passive: true });
  step();
  return stop;
}

/** The element a `#hash` names (by id, or the `name` of an anchor), if it is on the page yet. */
function hashTarget(hash: string): Element | null {
  const id = decodeURIComponent(hash.slice(1));
  if (!id) return null;
  return document.getElementById(id) ?? document.getElementsByName(id)[0] ?? null;
}

/**
 * The window's scroll on navigation (the app uses BrowserRouter, not a data router, so React Router's
 * <ScrollRestoration/> is not available): a new screen (a link, a redirect) opens at its top, or at
 * its `#section` when the address names one; back and forward return to where that screen was left.
 * Only a change of path (or of hash) moves the page: a screen changing its own query (filters,
 * a cleaned address) stays where it is. Screens that scroll their own box (the chat's thread) are
 * not touched: only the window is scrolled.
 */
export function ScrollToTop() {
  const { pathname, hash, key: entryKey } = useLocation();
  // A page loaded afresh has the key 'default' whatever its address: the path tells two apart.
  const key = `${entryKey} ${pathname}`;
  const navigationType = useNavigationType();
  const previous = useRef<{ pathname: string; hash: string } | null>(null);

  // The browser's own restoration would jump before the screen is drawn, then be undone by ours.
  useEffect(() => {
    if (!('scrollRestoration' in window.history)) return;
    const before = window.history.scrollRestoration;
    window.history.scrollRestoration = 'manual';
    window.addEventListener('pagehide', savePositions);
    return () => {
      window.history.scrollRestoration = before;
      window.removeEventListener('pagehide', savePositions);
    };
  }, []);

  // Remember where this entry is scrolled to, as it scrolls (read when back or forward comes to it).
  useEffect(() => {
    const remember = () => positions.set(key, window.scrollY);
    window.addEventListener('scroll', remember, { passive: true });
    return () => window.removeEventListener('scroll', remember);
  }, [key]);

  useLayoutEffect(() => {
    const before = previous.current;
    previous.current = { pathname, hash };
    const first = before === null;
    if (!first && before.pathname === pathname && before.hash === hash) return;

    if (navigationType === 'POP') {
      // Back or forward (or a reload): where this entry was left, once the screen is tall enough.
      const y = positions.get(key);
      if (y !== undefined) {
        return untilDone(() => {
          window.scrollTo(0, y);
          return Math.abs(window.scrollY - y) < 1;
        });
      }
      if (first && !hash) return;
    }
    if (hash) {
      return untilDone(() => {
        const target = hashTarget(hash);
        target?.scrollIntoView();
        return Boolean(target);
      });
    }
    if (!first) window.scrollTo(0, 0);
  }, [pathname, hash, key, navigationType]);

  return null;
}
