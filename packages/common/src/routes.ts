/**
 * Which public path prefix is served by which service: the gateway's only routing table.
 * The longest matching prefix wins, so `/api/user/usage` can go to content while
 * `/api/user/profile` goes to identity.
 */
export type UpstreamService = 'identity' | 'content' | 'billing';

export interface RouteEntry {
  prefix: string;
  service: UpstreamService;
  /** Public routes are proxied without a session; all others answer 401 at the gateway. */
  public?: boolean;
  /**
   * Called by another system, not a browser (Stripe's webhook): the gateway passes the raw body
   * through untouched, without session, CSRF check or rate limit; the service verifies the sender's
   * signature itself. Implies public.
   */
  webhook?: boolean;
}

export const ROUTE_TABLE: readonly RouteEntry[] = [
  { prefix: '/api/auth/user', service: 'identity' },
  { prefix: '/api/user/profile', service: 'identity' },
  { prefix: '/api/user/email-preferences', service: 'identity' },
  { prefix: '/api/onboarding', service: 'identity' },
  { prefix: '/api/child-profiles', service: 'identity' },
  { prefix: '/api/content', service: 'content' },
  { prefix: '/api/stats', service: 'content' },
  { prefix: '/api/user/usage', service: 'content' },
  { prefix: '/api/upload-image', service: 'content' },
  { prefix: '/api/images', service: 'content' },
  { prefix: '/api/chat', service: 'content' },
  { prefix: '/api/milestones', service: 'identity' },
  { prefix: '/api/growth', service: 'identity' },
  { prefix: '/api/feeding', service: 'identity' },
  // The generator is a public tool (/baby-name-generator): visitors may use it signed out.
  { prefix: '/api/generate-baby-names', service: 'content', public: true },
  { prefix: '/api/names', service: 'content' },
  { prefix: '/api/family', service: 'identity' },
  { prefix: '/api/tokens', service: 'identity' },
  { prefix: '/api/admin', service: 'identity' },
  { prefix: '/api/privacy', service: 'identity' },
  { prefix: '/api/create-checkout-session', service: 'billing' },
  { prefix: '/api/subscription', service: 'billing' },
  { prefix: '/api/billing', service: 'billing' },
  // What the offer may say (free trial days): the signed-out header asks too.
  { prefix: '/api/billing/plans', service: 'billing', public: true },
  { prefix: '/api/stripe/webhook', service: 'billing', public: true, webhook: true },
];

/** True for a path the route table marks as a webhook (no session, CSRF check or rate limit). */
export function isWebhookPath(path: string, table: readonly RouteEntry[] = ROUTE_TABLE): boolean {
  return resolveRoute(path, table)?.webhook === true;
}

/** `path` is `prefix` or lies under it (`prefix/...`, `prefix?...`); no strings made (every request asks). */
function matches(path: string, prefix: string): boolean {
  if (!path.startsWith(prefix)) return false;
  if (path.length === prefix.length) return true;
  const next = path.charCodeAt(prefix.length);
  return next === 0x2f /* / */ || next === 0x3f; /* ? */
}

/** The route for a request path, or undefined when no service serves it. */
export function resolveRoute(
  path: string,
  table: readonly RouteEntry[] = ROUTE_TABLE,
): RouteEntry | undefined {
  let best: RouteEntry | undefined;
  for (const entry of table) {
    if (matches(path, entry.prefix) && (!best || entry.prefix.length > best.prefix.length)) best = entry;
  }
  return best;
}
