import type { RequestHandler } from 'express';
import { forbidden } from '@nestkeep/common';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * A state-changing request (the gateway mounts this on /api and /auth) must come from the app itself: its Origin is APP_ORIGIN,
 * or the browser says Sec-Fetch-Site: same-origin. Anything else (another site, or no proof at all)
 * is refused with 403. Works with SameSite=Lax cookies as a second line of defence.
 */
export function csrfGuard(appOrigin: string): RequestHandler {
  return (req, _res, next) => {
    if (SAFE_METHODS.has(req.method)) return next();
    const origin = req.get('origin');
    if (origin === appOrigin || req.get('sec-fetch-site') === 'same-origin') return next();
    next(forbidden('Cross-site request refused'));
  };
}
