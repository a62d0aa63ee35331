import express, { type Request, type Response, type NextFunction } from 'express';
import type { Profile } from 'passport-google-oauth20';
import { devLoginRequest, parseInput, rejectNulBytes, requestIdOf, type Logger } from '@nestkeep/common';
import type { GatewayConfig } from '../config.js';
import { createPassport, userFromGoogleProfile } from './google.js';
import { devLoginPage } from './dev-login-page.js';
import { recordSignIn } from './identity-client.js';
import { establishSession, forgetSession, safeReturnPath, SESSION_COOKIE } from './session.js';

const SIGN_IN_PATHS = ['/auth/google', '/api/login', '/api/auth/google'];
const CALLBACK_PATHS = ['/auth/google/callback', '/api/auth/google/callback', '/api/callback'];
/** Where sessions are started, changed and ended (the gateway mounts express-session there). */
export const AUTH_PATHS = ['/auth', ...SIGN_IN_PATHS, ...CALLBACK_PATHS];

/**
 * Sign-in (Google, or the development form), its callback and sign-out. After sign-in the user goes
 * to the return address given as `redirect` when sign-in started, else /app (an admin: /admin).
 */
export function authRoutes(config: GatewayConfig, logger: Logger): express.Router {
  const router = express.Router();
  const passport = createPassport(config);
  const identity = (req: Request) => ({
    identityUrl: config.IDENTITY_URL,
    secret: config.INTERNAL_TOKEN_SECRET,
    requestId: requestIdOf(req),
  });

  const rememberReturnTo = (req: Request) => {
    const returnTo = safeReturnPath(req.query.redirect ?? req.query.returnTo);
    if (returnTo) req.session.returnTo = returnTo;
  };

  router.get(SIGN_IN_PATHS, (req, res, next) => {
    rememberReturnTo(req);
    if (config.devLogin) {
      res.type('html').send(devLoginPage(req.session.returnTo));
      return;
    }
    if (!passport) {
      res
        .status(503)
        .json({ error: 'sign_in_unavailable', message: 'Sign-in is not configured on this server' });
      return;
    }
    passport.authenticate('google', { session: false })(req, res, next);
  });

  router.get(CALLBACK_PATHS, (req: Request, res: Response, next: NextFunction) => {
    if (!passport) return res.redirect('/login');
    passport.authenticate('google', { session: false }, async (err: unknown, profile: Profile | false) => {
      try {
        if (err || !profile) {
          logger.warn({ err, requestId: requestIdOf(req) }, 'Google sign-in failed');
          return res.redirect('/login?error=sign_in_failed');
        }
        const user = userFromGoogleProfile(profile);
        if (!user) return res.redirect('/login?error=email_not_verified');
        const { id, role } = await recordSignIn(identity(req), user);
        res.redirect(await establishSession(req, { id, role }));
      } catch (e) {
        next(e);
      }
    })(req, res, next);
  });

  if (config.devLogin) {
    router.post(
      '/auth/dev',
      express.json({ limit: '10kb' }),
      express.urlencoded({ extended: false, limit: '10kb' }),
      rejectNulBytes,
      async (req, res) => {
        const body = parseInput(devLoginRequest, req.body);
        const redirect = safeReturnPath(req.body?.redirect);
        if (redirect) req.session.returnTo = redirect;
        const email = body.email.toLowerCase();
        const { id, role, created } = await recordSignIn(identity(req), {
          googleId: `dev:${email}`,
          email,
          displayName: body.displayName || email.split('@')[0],
        });
        const returnTo = await establishSession(req, { id, role });
        if (req.is('application/json')) res.json({ id, role, created, redirect: returnTo });
        else res.redirect(303, returnTo);
      },
    );
  }

  router.post('/auth/logout', async (req, res, next) => {
    try {
      await forgetSession(req);
    } catch (err) {
      return next(err);
    }
    req.session.destroy((err) => {
      if (err) return next(err);
      res.clearCookie(SESSION_COOKIE, { path: '/' });
      res.json({ message: 'Signed out' });
    });
  });

  return router;
}
