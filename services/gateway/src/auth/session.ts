import session from 'express-session';
import RedisStore from 'connect-redis';
import type { Redis } from 'ioredis';
import type { Request, RequestHandler } from 'express';
import { AppError } from '@nestkeep/common';
import { parse as parseCookie } from 'cookie';
import { unsign } from 'cookie-signature';
import { CachedSessionStore } from './session-cache.js';
import { UserSessions } from './user-sessions.js';

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

declare module 'express-serve-static-core' {
  interface Request {
    /** The signed-in user, as read from the session for API requests. */
    sessionUser?: SessionUser;
  }
}

/**
 * Sessions live in Redis (with a few seconds' cache in front); the cookie is httpOnly,
 * SameSite=Lax, and Secure in production. No touch: a session lasts SESSION_TTL_DAYS from sign-in,
 * sparing Redis a write per request.
 *
 * `manage` is express-session, for the routes that start, change and end sessions (sign-in,
 * sign-out). `read` serves every other API request: it only needs to know who is calling, so it
 * checks the same signed cookie against the same store and sets `req.sessionUser`, without
 * express-session's per-request bookkeeping (which roughly doubled the gateway's CPU per call).
 */
export function createSessions(opts: {
  redis: Redis;
  secret: string;
  secure: boolean;
  ttlDays: number;
  prefix: string;
  cacheMs: number;
  /** The per-user index of sessions (made here when not given). */
  userSessions?: UserSessions;
}) {
  const ttlSeconds = opts.ttlDays * 86_400;
  const userSessions =
    opts.userSessions ?? new UserSessions({ redis: opts.redis, prefix: opts.prefix, ttlSeconds });
  const store = new CachedSessionStore(
    new RedisStore({
      client: opts.redis,
      prefix: `${opts.prefix}:sess:`,
      ttl: ttlSeconds,
      disableTouch: true,
    }),
    opts.cacheMs,
  );
  userSessions.attachStore(store);
  indexes.set(store, userSessions);
  const expressSession = session({
    name: SESSION_COOKIE,
    store,
    secret: opts.secret,
    resave: false,
    saveUninitialized: false,
    rolling: false,
    cookie: { httpOnly: true, sameSite: 'lax', secure: opts.secure, maxAge: ttlSeconds * 1000, path: '/' },
  });
  const manage: RequestHandler = (req, res, next) =>
    expressSession(req, res, (err?: unknown) => next(err ? sessionsUnavailable(err) : undefined));
  const signedIds = new VerifiedCookies(opts.secret);
  const read: RequestHandler = (req, _res, next) => {
    const sid = signedIds.sessionId(req.headers.cookie);
    if (!sid) return next();
    store.peek(sid, (err, data) => {
      if (err) return next(sessionsUnavailable(err));
      const expires = data?.cookie?.expires ? new Date(data.cookie.expires).getTime() : Infinity;
      // A copy: the cached session is shared by every request that reads it.
      if (data?.user && expires > Date.now()) req.sessionUser = { id: data.user.id, role: data.user.role };
      next();
    });
  };
  return { manage, read, store, userSessions };
}

export const SESSIONS_UNAVAILABLE_MESSAGE =
  'Sign-in sessions are unavailable right now; please try again in a moment';

/** A session store error (Redis down): 503, said clearly, instead of a 500. */
function sessionsUnavailable(err: unknown): AppError {
  return err instanceof AppError
    ? err
    : new AppError(503, 'unavailable', SESSIONS_UNAVAILABLE_MESSAGE, { cause: String(err) });
}

/** Each session store's per-user index, found from `req.sessionStore` at sign-in and sign-out. */
const indexes = new WeakMap<object, UserSessions>();

/** Drops the request's session from its user's index (at sign-out, before it is destroyed). */
export async function forgetSession(req: Request): Promise<void> {
  const userId = req.session?.user?.id;
  const index = req.sessionStore ? indexes.get(req.sessionStore) : undefined;
  if (userId && index) await index.remove(userId, req.sessionID);
}

/**
 * The session id in the signed `nk.sid` cookie (express-session's format), or undefined, with the
 * signature check remembered: a signed value that verified once (same bytes, same secret)
 * verifies again, so a session's later requests skip the HMAC. Only values that verified are
 * kept, at most `maxEntries` (then the memory starts afresh).
 */
export class VerifiedCookies {
  private readonly ids = new Map<string, string>();
  constructor(
    private readonly secret: string,
    private readonly maxEntries = 10_000,
  ) {}

  sessionId(header: string | undefined): string | undefined {
    if (!header) return undefined;
    const raw = parseCookie(header)[SESSION_COOKIE];
    if (!raw?.startsWith('s:')) return undefined;
    const known = this.ids.get(raw);
    if (known !== undefined) return known;
    const sid = unsign(raw.slice(2), this.secret) || undefined;
    if (sid !== undefined) {
      if (this.ids.size >= this.maxEntries) this.ids.clear();
      this.ids.set(raw, sid);
    }
    return sid;
  }
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
  // With no return address asked for, an admin goes to the admin panel, a parent to the app.
  const returnTo = req.session.returnTo ?? (user.role === 'admin' ? '/admin' : '/app');
  return new Promise((resolve, reject) => {
    const fail = (err: unknown) => reject(sessionsUnavailable(err));
    req.session.regenerate((err) => {
      if (err) return fail(err);
      req.session.user = user;
      req.session.save((saveErr) => {
        if (saveErr) return fail(saveErr);
        // In the user's index, so deleting the account can end this session too.
        const index = indexes.get(req.sessionStore);
        if (!index) return resolve(returnTo);
        index.add(user.id, req.sessionID).then(() => resolve(returnTo), fail);
      });
    });
  });
}
