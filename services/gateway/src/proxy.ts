import http from 'node:http';
import type { IncomingMessage } from 'node:http';
import type { RequestHandler } from 'express';
import { createProxyMiddleware } from 'http-proxy-middleware';
import {
  INTERNAL_TOKEN_HEADER,
  ROUTE_TABLE,
  InternalTokenSigner,
  resolveRoute,
  unauthorized,
  type Logger,
  type UpstreamService,
} from '@nestkeep/common';
import { refuseUnsafePath } from './security/paths.js';

/**
 * Headers a client may never pass on to a service: its cookies and credentials, anything internal
 * (the service trusts only the token the gateway signs), and Expect: Node has already answered the
 * client's `Expect: 100-continue` before the app runs, and http-proxy skips its hooks for a request
 * that still carries it.
 */
const DROPPED_HEADERS = new Set(['cookie', 'authorization', 'proxy-authorization', 'expect']);
const INTERNAL_PREFIX = 'x-internal-';

/**
 * Makes the request's headers exactly what the service may see, before http-proxy copies them:
 * rewriting them here, rather than in http-proxy's `proxyReq` event, holds whatever the request
 * carries (that event never fires for a request with an Expect header).
 */
export function rewriteHeaders(req: IncomingMessage, internalToken: string | undefined): void {
  for (const name of Object.keys(req.headers)) {
    if (DROPPED_HEADERS.has(name) || name.startsWith(INTERNAL_PREFIX)) delete req.headers[name];
  }
  if (internalToken) req.headers[INTERNAL_TOKEN_HEADER] = internalToken;
}

/**
 * Chat reply streams (server-sent events) stay open for up to a minute and a half, waiting or
 * relaying. They get sockets of their own, never from the pool ordinary calls share, so however
 * many are open an ordinary API call never waits for a free socket (issue 21 point 5).
 */
export const isEventStream = (path: string) => /^\/api\/chat\/conversations\/[^/]+\/stream$/.test(path);

/**
 * How long a pooled connection to a service may sit idle before the gateway closes it: below the
 * services' keep-alive window (Node's default server keepAliveTimeout, 5 s), so the gateway never
 * sends a request onto a connection the service is closing at that moment (the request would be
 * cut and answered 503). While a request is in flight the proxy timeout applies instead.
 */
export const IDLE_UPSTREAM_SOCKET_MS = 4000;

/** Set on a request whose service did not answer within the proxy timeout (504, not 503). */
const timedOut = new WeakSet<IncomingMessage>();

export const serviceUnavailableMessage = (service: string) =>
  `The ${service} service is unavailable right now; please try again in a moment`;

/**
 * Forwards /api requests to the service the route table names. The signed-in user (or, on a
 * public route, an anonymous visitor) travels as a short-lived internal token for that service
 * only. Routes not marked public answer 401 here without a session. A client that goes away takes
 * its service request with it, so the service can stop working on an answer nobody will read.
 */
export function apiProxy(opts: {
  upstreams: Record<UpstreamService, string>;
  secret: string;
  /** Must exceed the longest wait of a service (content's IMAGE_ANALYSIS_TIMEOUT_MS). */
  timeoutMs: number;
  logger: Logger;
}): RequestHandler {
  const pooled = new http.Agent({ keepAlive: true, maxSockets: 256, timeout: IDLE_UPSTREAM_SOCKET_MS });
  // One socket per stream, closed with it: no limit to queue behind, nothing kept for reuse.
  const unpooled = new http.Agent({ keepAlive: false });
  const signer = new InternalTokenSigner(opts.secret);
  const proxies = new Map<string, RequestHandler>();
  const proxyKey = (service: UpstreamService, stream: boolean) => `${service}:${stream ? 'stream' : 'call'}`;
  for (const service of new Set(ROUTE_TABLE.map((r) => r.service))) {
    for (const stream of [false, true])
      proxies.set(proxyKey(service, stream), proxyTo(service, stream ? unpooled : pooled));
  }

  function proxyTo(service: UpstreamService, agent: http.Agent): RequestHandler {
    return createProxyMiddleware({
      target: opts.upstreams[service],
      agent,
      xfwd: true,
      proxyTimeout: opts.timeoutMs,
      on: {
        proxyReq: (proxyReq, req, res) => {
          proxyReq.once('timeout', () => timedOut.add(req));
          const abandon = () => {
            if (!res.writableFinished) proxyReq.destroy();
          };
          if (res.destroyed) abandon();
          else res.once('close', abandon);
        },
        error: (err, req, res) => {
          const late = timedOut.has(req);
          opts.logger.error(
            { err, service, requestId: (req as { id?: unknown }).id },
            late ? 'upstream timed out' : 'upstream unavailable',
          );
          if ('writeHead' in res && !res.headersSent && !res.destroyed) {
            // Not reachable (stopped, restarting, connection cut): 503, so a client knows to retry.
            res.writeHead(late ? 504 : 503, { 'content-type': 'application/json' });
            res.end(
              JSON.stringify(
                late
                  ? { error: 'gateway_timeout', message: `The ${service} service did not answer in time` }
                  : { error: 'unavailable', message: serviceUnavailableMessage(service) },
              ),
            );
          }
        },
      },
    });
  }

  return async (req, res, next) => {
    const route = resolveRoute(req.path);
    if (!route) return next();
    const unsafe = refuseUnsafePath(req.path);
    if (unsafe) return next(unsafe);
    const user = req.sessionUser;
    if (!user && !route.public) return next(unauthorized());
    // A signed-out visitor on a public route travels as { kind: 'visitor' }: never a user.
    const token = await signer.sign(
      user ? { kind: 'user', userId: user.id, role: user.role } : { kind: 'visitor' },
      route.service,
    );
    rewriteHeaders(req, token);
    proxies.get(proxyKey(route.service, isEventStream(req.path)))!(req, res, next);
  };
}
