import session from 'express-session';
import RedisStore from 'connect-redis';
import type { Redis } from 'ioredis';
import type { Request } from 'express';

export interface SessionUser {
  id: string;
  role: 'user' | 'admin';
}

declare module 'express-session' {
  interface SessionData {
    user?: SessionUser;
    /** Where to go after sign-in (same-origin path only). */
    returnTo?: string;
  }
}

export const SESSION_COOKIE = 'nk.sid';

/** Sessions live in Redis; the cookie is httpOnly, SameSite=Lax, and Secure in production. */
export function sessionMiddleware(opts: {
  redis: Redis;
  secret: string;
  secure: boolean;
  ttlDays: number;
  prefix: string;
}) {
  const ttlSeconds = opts.ttlDays * 86_400;
  return session({
    name: SESSION_COOKIE,
    store: new RedisStore({ client: opts.redis, prefix: `${opts.prefix}:sess:`, ttl: ttlSeconds }),
    secret: opts.secret,
    resave: false,
    saveUninitialized: false,
    rolling: false,
    cookie: { httpOnly: true, sameSite: 'lax', secure: opts.secure, maxAge: ttlSeconds * 1000, path: '/' },
  });
}

/** A return address is honoured only when it is a path on this site (no open redirects). */
export function safeReturnPath(value: unknown): string | undefined {
  if (typeof value !== 'string' || value.length > 2048) return undefined;
  if (!value.startsWith('/') || value.startsWith('//') || value.includes('\\')) return undefined;
  if (/[\u0000-\u001f]/.test(value)) return undefined;
  return value;
}

/**
 * Starts a fresh session for the signed-in user (a new id defeats session fixation), keeping the
 * return address, and resolves with where to send them.
 */
export function establishSession(req: Request, user: SessionUser): Promise<string> {
  const returnTo = req.session.returnTo ?? '/app';
  return new Promise((resolve, reject) => {
    req.session.regenerate((err) => {
      if (err) return reject(err);
      req.session.user = user;
      req.session.save((saveErr) => (saveErr ? reject(saveErr) : resolve(returnTo)));
    });
  });
}
