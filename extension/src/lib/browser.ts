/**
 * The one extension API object. Chromium has `chrome.*` (promise-returning in Manifest V3);
 * Firefox has the same namespace as `browser.*` (promises) and a `chrome.*` alias. Prefer
 * `browser` where it exists so every call returns a promise in both.
 */
const g = globalThis as unknown as { browser?: typeof chrome; chrome?: typeof chrome };
export const ext: typeof chrome = g.browser ?? g.chrome!;

/** Whether this is Firefox (its background is an event page, not a service worker). */
export const isFirefox = typeof navigator !== 'undefined' && /Firefox\//.test(navigator.userAgent);
