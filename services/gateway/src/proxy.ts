import http from 'node:http';
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

declare module 'express-serve-static-core' {
  interface Request {
    internalToken?: string;
  }
}

/**
 * Forwards /api requests to the service the route table names. The signed-in user travels as a
 * short-lived internal token for that service only; the browser's cookies and any internal-token
 * header it sent are dropped. Routes not marked public answer 401 here without a session.
 */
export function apiProxy(opts: {
  upstreams: Record<UpstreamService, string>;
  secret: string;
  logger: Logger;
}): RequestHandler {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });
  const signer = new InternalTokenSigner(opts.secret);
  const proxies = new Map<UpstreamService, RequestHandler>();
  for (const service of new Set(ROUTE_TABLE.map((r) => r.service))) {
    proxies.set(
      service,
      createProxyMiddleware({
        target: opts.upstreams[service],
        agent,
        xfwd: true,
        proxyTimeout: 30_000,
        on: {
          proxyReq: (proxyReq, req) => {
            proxyReq.removeHeader('cookie');
            proxyReq.removeHeader(INTERNAL_TOKEN_HEADER);
            const token = (req as { internalToken?: string }).internalToken;
            if (token) proxyReq.setHeader(INTERNAL_TOKEN_HEADER, token);
          },
          error: (err, req, res) => {
            opts.logger.error(
              { err, service, requestId: (req as { id?: unknown }).id },
              'upstream unavailable',
            );
            if ('writeHead' in res && !res.headersSent) {
              res.writeHead(502, { 'content-type': 'application/json' });
              res.end(
                JSON.stringify({ error: 'bad_gateway', message: `The ${service} service is unavailable` }),
              );
            }
          },
        },
      }),
    );
  }

  return async (req, res, next) => {
    const route = resolveRoute(req.path);
    if (!route) return next();
    const user = req.sessionUser;
    if (!user && !route.public) return next(unauthorized());
    if (user) {
      req.internalToken = await signer.sign(
        { kind: 'user', userId: user.id, role: user.role },
        route.service,
      );
    }
    proxies.get(route.service)!(req, res, next);
  };
}
