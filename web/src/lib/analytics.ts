/**
 * Page-view reporting in one place (spec part 1 §2). Off unless configured: set VITE_ANALYTICS_URL
 * at build time to an endpoint that accepts `{ path, referrer, ts }` as JSON (sent with sendBeacon).
 */
const endpoint = import.meta.env.VITE_ANALYTICS_URL as string | undefined;

export function trackPageView(path: string): void {
  if (!endpoint) return;
  const body = JSON.stringify({ path, referrer: document.referrer || null, ts: Date.now() });
  if (!navigator.sendBeacon?.(endpoint, body)) {
    void fetch(endpoint, {
      method: 'POST',
      body,
      keepalive: true,
      headers: { 'content-type': 'application/json' },
    }).catch(() => undefined);
  }
}
