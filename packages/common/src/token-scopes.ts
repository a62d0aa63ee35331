/**
 * What a personal API token may call (issue 11). A token is for saving from outside the app (the
 * iOS shortcut, the browser extension): create content, upload and analyse images, read usage and
 * one's own items and profile. Never privacy, billing, family, admin or token routes: anything not
 * listed here answers 401 to a bearer call, whatever the route table says.
 */
export const TOKEN_SCOPES = ['save'] as const;
export type TokenScope = (typeof TOKEN_SCOPES)[number];

interface ScopedRoute {
  method: 'GET' | 'POST';
  path: RegExp;
}

const SCOPE_ROUTES: Record<TokenScope, readonly ScopedRoute[]> = {
  save: [
    { method: 'POST', path: /^\/api\/content\/?$/ },
    { method: 'POST', path: /^\/api\/content\/image\/?$/ },
    { method: 'POST', path: /^\/api\/content\/analyze-image\/?$/ },
    { method: 'POST', path: /^\/api\/upload-image\/?$/ },
    { method: 'GET', path: /^\/api\/content(\/\d+)?\/?$/ },
    { method: 'GET', path: /^\/api\/images\/[\w-]+\/[\w.-]+$/ },
    { method: 'GET', path: /^\/api\/user\/usage\/?$/ },
    { method: 'GET', path: /^\/api\/auth\/user\/?$/ },
  ],
};

/** Whether a token with `scope` may make this call (HEAD counts as GET). */
export function tokenMayCall(scope: TokenScope, method: string, path: string): boolean {
  const verb = method === 'HEAD' ? 'GET' : method;
  return SCOPE_ROUTES[scope].some((r) => r.method === verb && r.path.test(path));
}

/** Personal API tokens start with this, so a leaked one is recognisable (and scanners can find it). */
export const API_TOKEN_PREFIX = 'nk_';
