import { SignJWT, jwtVerify, errors as joseErrors } from 'jose';
import type { RequestHandler } from 'express';
import { unauthorized } from './errors.js';

/** The header that carries the gateway's signed statement of who is calling. */
export const INTERNAL_TOKEN_HEADER = 'x-internal-token';
export const INTERNAL_TOKEN_TTL_SECONDS = 60;
const ISSUER = 'nestkeep-gateway';

export type ServiceName = 'identity' | 'content' | 'billing' | 'gateway' | 'ai-worker';

/**
 * A signed-in user acting through the gateway, a service calling another service, or a signed-out
 * visitor on a public route (the gateway signs that too, so services still admit only its tokens).
 */
export type InternalPrincipal =
  | { kind: 'user'; userId: string; role: 'user' | 'admin' }
  | { kind: 'service'; service: ServiceName }
  | { kind: 'visitor' };

const keyCache = new Map<string, Uint8Array>();
function key(secret: string): Uint8Array {
  let k = keyCache.get(secret);
  if (!k) {
    k = new TextEncoder().encode(secret);
    keyCache.set(secret, k);
  }
  return k;
}

/** HMAC-signed (HS256) token for one audience, valid for 60 seconds. */
export async function signInternalToken(
  principal: InternalPrincipal,
  opts: { secret: string; audience: ServiceName; now?: Date },
): Promise<string> {
  const iat = Math.floor((opts.now ?? new Date()).getTime() / 1000);
  const claims =
    principal.kind === 'user' ? { kind: 'user', role: principal.role } : { kind: principal.kind };
  const subject =
    principal.kind === 'user'
      ? principal.userId
      : principal.kind === 'service'
        ? principal.service
        : 'visitor';
  return new SignJWT(claims)
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(subject)
    .setIssuer(ISSUER)
    .setAudience(opts.audience)
    .setIssuedAt(iat)
    .setExpirationTime(iat + INTERNAL_TOKEN_TTL_SECONDS)
    .sign(key(opts.secret));
}

/** Verifies signature, audience, issuer and expiry; throws a 401 AppError otherwise. */
export async function verifyInternalToken(
  token: string,
  opts: { secret: string; audience: ServiceName; now?: Date },
): Promise<InternalPrincipal> {
  try {
    const { payload } = await jwtVerify(token, key(opts.secret), {
      algorithms: ['HS256'],
      audience: opts.audience,
      issuer: ISSUER,
      maxTokenAge: INTERNAL_TOKEN_TTL_SECONDS,
      currentDate: opts.now,
    });
    if (payload.kind === 'user' && typeof payload.sub === 'string') {
      return { kind: 'user', userId: payload.sub, role: payload.role === 'admin' ? 'admin' : 'user' };
    }
    if (payload.kind === 'service' && typeof payload.sub === 'string') {
      return { kind: 'service', service: payload.sub as ServiceName };
    }
    if (payload.kind === 'visitor') return { kind: 'visitor' };
  } catch (err) {
    if (!(err instanceof joseErrors.JOSEError)) throw err;
  }
  throw unauthorized('Invalid or expired internal token');
}

declare module 'express-serve-static-core' {
  interface Request {
    principal?: InternalPrincipal;
  }
}

/**
 * Every service route sits behind this: no valid token for this service, no entry (401).
 * Services never trust raw identity headers; only this signed statement. A token already verified
 * is remembered until it expires (the gateway reuses a token for a while), saving the HMAC check.
 */
export function requireInternalToken(opts: { secret: string; audience: ServiceName }): RequestHandler {
  const verified = new BoundedCache<InternalPrincipal>();
  return async (req, _res, next) => {
    const token = req.get(INTERNAL_TOKEN_HEADER);
    if (!token) return next(unauthorized());
    let principal = verified.get(token);
    if (!principal) {
      principal = await verifyInternalToken(token, opts);
      verified.set(token, principal, expiryOf(token));
    }
    req.principal = principal;
    next();
  };
}

/** The `exp` of a token already verified, in ms (no signature check: only for cache lifetime). */
function expiryOf(token: string): number {
  const payload = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as {
    exp: number;
  };
  return payload.exp * 1000;
}

/**
 * Signs tokens for the gateway, reusing each (user, audience) token for half its lifetime so a busy
 * user costs one signature per 30 s rather than one per request.
 */
export class InternalTokenSigner {
  private readonly cache = new BoundedCache<string>();
  constructor(private readonly secret: string) {}

  async sign(principal: InternalPrincipal, audience: ServiceName): Promise<string> {
    const key =
      principal.kind === 'user'
        ? `u:${principal.userId}:${principal.role}:${audience}`
        : principal.kind === 'service'
          ? `s:${principal.service}:${audience}`
          : `v:${audience}`;
    const cached = this.cache.get(key);
    if (cached) return cached;
    const token = await signInternalToken(principal, { secret: this.secret, audience });
    this.cache.set(key, token, Date.now() + (INTERNAL_TOKEN_TTL_SECONDS * 1000) / 2);
    return token;
  }
}

const serviceSigners = new Map<string, InternalTokenSigner>();

/**
 * One service's token for a call to another, reused for half its lifetime like the gateway's (a
 * chat question asks identity twice: a signature each time cost content more CPU than the call).
 */
export function serviceToken(
  service: ServiceName,
  opts: { secret: string; audience: ServiceName },
): Promise<string> {
  let signer = serviceSigners.get(opts.secret);
  if (!signer) {
    signer = new InternalTokenSigner(opts.secret);
    serviceSigners.set(opts.secret, signer);
  }
  return signer.sign({ kind: 'service', service }, opts.audience);
}

/** A map whose entries expire, dropped wholesale when it grows too large (simple and bounded). */
class BoundedCache<V> {
  private readonly entries = new Map<string, { value: V; expiresAt: number }>();
  constructor(private readonly maxEntries = 10_000) {}

  get(key: string): V | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.expiresAt <= Date.now()) {
      this.entries.delete(key);
      return undefined;
    }
    return entry.value;
  }

  set(key: string, value: V, expiresAt: number): void {
    if (this.entries.size >= this.maxEntries) this.entries.clear();
    this.entries.set(key, { value, expiresAt });
  }
}

/** The signed-in user's id, for routes that act on the caller's own data. */
export function userIdOf(req: { principal?: InternalPrincipal }): string {
  if (req.principal?.kind !== 'user') throw unauthorized();
  return req.principal.userId;
}

/** Only other services (never a user token) may call internal routes. */
export const requireServicePrincipal: RequestHandler = (req, _res, next) => {
  if (req.principal?.kind !== 'service') return next(unauthorized('Service token required'));
  next();
};
