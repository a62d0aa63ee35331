import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import './index.css';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);

// The service worker (src/sw.ts, built as /sw.js) exists only in production builds: not under the
// dev server, not under vitest.
if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  window.addEventListener('load', () => {
    navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch((err: unknown) => {
      console.warn('Service worker registration failed', err);
    });
  });
  // After an update a page still running the old build may ask for a chunk that no longer exists:
  // load the new build instead of failing.
  // (At most once every 10 seconds, so a chunk that is truly missing cannot loop.)
  window.addEventListener('vite:preloadError', (event) => {
    const key = 'nestkeep.reloadedForUpdate';
    const last = Number(sessionStorage.getItem(key) ?? 0);
    if (Date.now() - last < 10_000) return;
    sessionStorage.setItem(key, String(Date.now()));
    event.preventDefault();
    window.location.reload();
  });
}
