import type { RequestHandler } from 'express';
import {
  accountEnded,
  AppError,
  InternalTokenSigner,
  userRoleResponse,
  type EndedUsers,
  type Logger,
} from '@nestkeep/common';
import { SESSIONS_UNAVAILABLE_MESSAGE, type SessionUser } from './session.js';

type Role = SessionUser['role'];

/**
 * Refuses (401) a request whose session or API token belongs to an account identity has started
 * deleting or anonymising: one Redis EXISTS per authenticated request, no cache, so the refusal
 * holds from the moment identity answers (the user.deleted event ends the sessions later). A
 * request without a user passes. Redis down: 503, as for the session itself.
 */
export function refuseEndedUsers(endedUsers: Pick<EndedUsers, 'isEnded'>): RequestHandler {
  return (req, _res, next) => {
    const user = req.sessionUser;
    if (!user) return next();
    endedUsers.isEnded(user.id).then(
      (ended) => {
        if (!ended) return next();
        req.sessionUser = undefined;
        req.apiToken = undefined;
        next(accountEnded());
      },
      (err: unknown) =>
        next(new AppError(503, 'unavailable', SESSIONS_UNAVAILABLE_MESSAGE, { cause: String(err) })),
    );
  };
}

/** How long the gateway waits for identity's answer on a role before taking the user for a non-admin. */
const ROLE_TIMEOUT_MS = 2000;

/**
 * The signed-in user's role as identity states it now (ADMIN_EMAILS at read time), kept per user
 * for `cacheSeconds`, so removing an email from ADMIN_EMAILS ends admin access within that time
 * whatever the session says. A bearer call is never an admin (no lookup). A user identity no longer
 * knows is refused (401); identity unreachable: the request goes on as a non-admin, not cached, so
 * an outage costs admin pages only.
 */
export function roleFromIdentity(opts: {
  identityUrl: string;
  secret: string;
  cacheSeconds: number;
  logger: Logger;
  /** At most this many users remembered (then the cache starts afresh). */
  maxEntries?: number;
}): RequestHandler {
  const signer = new InternalTokenSigner(opts.secret);
  const cache = new Map<string, { role: Role; until: number }>();
  const maxEntries = opts.maxEntries ?? 50_000;

  const lookUp = async (userId: string): Promise<Role | 'gone'> => {
    const res = await fetch(new URL(`/internal/users/${encodeURIComponent(userId)}/role`, opts.identityUrl), {
      headers: { 'x-internal-token': await signer.sign({ kind: 'service', service: 'gateway' }, 'identity') },
      signal: AbortSignal.timeout(ROLE_TIMEOUT_MS),
    });
    if (res.status === 404) return 'gone';
    if (!res.ok) throw new Error(`identity answered ${res.status}`);
    return userRoleResponse.parse(await res.json()).role;
  };

  return (req, _res, next) => {
    const user = req.sessionUser;
    if (!user || req.apiToken) return next();
    const hit = cache.get(user.id);
    if (hit && hit.until > Date.now()) {
      req.sessionUser = { id: user.id, role: hit.role };
      return next();
    }
    lookUp(user.id).then(
      (role) => {
        if (role === 'gone') {
          req.sessionUser = undefined;
          return next(accountEnded());
        }
        if (cache.size >= maxEntries) cache.clear();
        if (opts.cacheSeconds > 0) cache.set(user.id, { role, until: Date.now() + opts.cacheSeconds * 1000 });
        req.sessionUser = { id: user.id, role };
        next();
      },
      (err: unknown) => {
        opts.logger.warn({ err: String(err), userId: user.id }, 'role not read from identity: not an admin');
        req.sessionUser = { id: user.id, role: 'user' };
        next();
      },
    );
  };
}
