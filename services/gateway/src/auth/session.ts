import session from 'express-session';
import RedisStore from 'connect-redis';
import type { Redis } from 'ioredis';
import type { Request } from 'express';
import { CachedSessionStore } from './session-cache.js';

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

/**
 * Sessions live in Redis (with a few seconds' cache in front); the cookie is httpOnly,
 * SameSite=Lax, and Secure in production. No touch: a session lasts SESSION_TTL_DAYS from sign-in,
 * sparing Redis a write per request.
 */
export function sessionMiddleware(opts: {
  redis: Redis;
  secret: string;
  secure: boolean;
  ttlDays: number;
  prefix: string;
  cacheMs: number;
}) {
  const ttlSeconds = opts.ttlDays * 86_400;
  const redisStore = new RedisStore({
    client: opts.redis,
    prefix: `${opts.prefix}:sess:`,
    ttl: ttlSeconds,
    disableTouch: true,
  });
  return session({
    name: SESSION_COOKIE,
    store: new CachedSessionStore(redisStore, opts.cacheMs),
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
  if ([...value].some((c) => c.charCodeAt(0) < 0x20)) return undefined; // no control characters
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
