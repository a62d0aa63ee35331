import type { RequestHandler } from 'express';
import {
  API_TOKEN_PREFIX,
  AppError,
  InternalTokenSigner,
  requestIdOf,
  tokenMayCall,
  tokenVerifyResponse,
  unauthorized,
  type Logger,
  type TokenScope,
} from '@nestkeep/common';

/** The personal API token a bearer call was made with, once identity has vouched for it. */
export interface ApiTokenCaller {
  id: number;
  userId: string;
  scope: TokenScope;
}

declare module 'express-serve-static-core' {
  interface Request {
    /** Set for a call authorised by `Authorization: Bearer nk_...` (never together with a session). */
    apiToken?: ApiTokenCaller;
    /** Set when the bearer was refused as unknown, revoked or malformed (counted per address). */
    apiTokenRefused?: boolean;
  }
}

/** What a bearer caller is told (issue 11 contracts). */
export const BEARER_MESSAGES = {
  unsupported: 'Unsupported authorization',
  invalid: 'Invalid or revoked API token',
  outOfScope: (method: string, path: string) => `This token cannot be used for ${method} ${path}`,
  unavailable:
    'API tokens cannot be checked right now: the identity service is unavailable. Try again shortly.',
} as const;

/** How long the gateway waits for identity's verdict on a token before answering 503. */
const VERIFY_TIMEOUT_MS = 5000;
/** A token is 'nk_' + base64url; anything else (or absurdly long) is not worth asking identity about. */
const TOKEN_SHAPE = /^nk_[A-Za-z0-9_-]{1,197}$/;

const BEARER_SCHEME = /^Bearer(?:[ \t]|$)/i;

const unavailable = () => new AppError(503, 'service_unavailable', BEARER_MESSAGES.unavailable);

/**
 * `Authorization: Bearer nk_...` in place of the session on /api (mounted before the CSRF guard and
 * the session reader). A request without an `Authorization: Bearer` header passes untouched. With
 * one, the bearer alone decides (a cookie alongside it is ignored): identity verifies the token on every
 * call (no cache, so a revoked token stops at once), the call must be one its scope allows
 * (`tokenMayCall`), and the request then acts as { id: userId, role: 'user' }, never an admin.
 * Every refusal is 401 with what was wrong; identity unreachable is 503.
 */
export function bearerAuth(opts: { identityUrl: string; secret: string; logger: Logger }): RequestHandler {
  const signer = new InternalTokenSigner(opts.secret);
  const verifyUrl = new URL('/internal/tokens/verify', opts.identityUrl);

  const refuse = (res: Parameters<RequestHandler>[1], message: string) => {
    res.set('WWW-Authenticate', 'Bearer realm="nestkeep"');
    return unauthorized(message);
  };
  /** A bearer that is no valid token: refused, and counted against the caller's address. */
  const badToken = (
    req: Parameters<RequestHandler>[0],
    res: Parameters<RequestHandler>[1],
    message: string,
  ) => {
    req.apiTokenRefused = true;
    return refuse(res, message);
  };

  return async (req, res, next) => {
    const header = req.headers.authorization;
    // Only the Bearer scheme is ours. Another (Basic, sent by a browser to a site behind a password
    // prompt) is left to the session and dropped by the proxy like any client credential.
    if (header === undefined || !BEARER_SCHEME.test(header)) return next();
    const match = /^Bearer[ \t]+(\S+)[ \t]*$/i.exec(header);
    const token = match?.[1];
    if (!token?.startsWith(API_TOKEN_PREFIX)) return next(badToken(req, res, BEARER_MESSAGES.unsupported));
    if (!TOKEN_SHAPE.test(token)) return next(badToken(req, res, BEARER_MESSAGES.invalid));

    let answer: Response;
    try {
      const requestId = requestIdOf(req);
      answer = await fetch(verifyUrl, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-internal-token': await signer.sign({ kind: 'service', service: 'gateway' }, 'identity'),
          ...(requestId ? { 'x-request-id': String(requestId) } : {}),
        },
        body: JSON.stringify({ token }),
        signal: AbortSignal.timeout(VERIFY_TIMEOUT_MS),
      });
    } catch (err) {
      opts.logger.error({ err }, 'identity unreachable for an API token check');
      return next(unavailable());
    }
    if (answer.status === 401 || answer.status === 400) {
      const refusal = (await answer.json().catch(() => null)) as { message?: unknown } | null;
      // Identity refusing the gateway itself (its internal token: a secret set differently) is not
      // the caller's fault: say the check is unavailable rather than blame their token.
      if (answer.status === 401 && refusal?.message !== BEARER_MESSAGES.invalid) {
        opts.logger.error({ refusal }, 'identity refused the gateway an API token check');
        return next(unavailable());
      }
      return next(badToken(req, res, BEARER_MESSAGES.invalid));
    }
    if (!answer.ok) {
      opts.logger.error({ status: answer.status }, 'identity failed an API token check');
      await answer.body?.cancel();
      return next(unavailable());
    }
    const parsed = tokenVerifyResponse.safeParse(await answer.json().catch(() => null));
    if (!parsed.success) {
      opts.logger.error({ issues: parsed.error.issues }, 'identity answered an API token check oddly');
      return next(unavailable());
    }
    const verified = parsed.data;
    const path = req.originalUrl.split('?')[0]!;
    if (!tokenMayCall(verified.scope, req.method, path)) {
      return next(refuse(res, BEARER_MESSAGES.outOfScope(req.method, path)));
    }
    req.apiToken = { id: verified.tokenId, userId: verified.userId, scope: verified.scope };
    req.sessionUser = { id: verified.userId, role: 'user' };
    next();
  };
}

/** Whether the request carries `Authorization: Bearer ...` (so the bearer path decides it). */
export function hasBearer(req: { headers: { authorization?: string } }): boolean {
  const header = req.headers.authorization;
  return header !== undefined && BEARER_SCHEME.test(header);
}

/** Runs `handler` only for a request with a bearer (the per-address limit on refused tokens). */
export function onlyBearer(handler: RequestHandler): RequestHandler {
  return (req, res, next) => (hasBearer(req) ? handler(req, res, next) : next());
}

/** Runs `handler` only for a request that is not a verified bearer call (CSRF guard, session reader). */
export function unlessBearer(handler: RequestHandler): RequestHandler {
  return (req, res, next) => (req.apiToken ? next() : handler(req, res, next));
}
