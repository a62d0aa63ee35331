import http from 'node:http';
import type express from 'express';
import type { ServiceMetrics } from '@nestkeep/common';

/** The gateway app with every request counted: call it as a request handler or `listen` on it. */
export interface MeteredApp {
  (req: http.IncomingMessage, res: http.ServerResponse): void;
  listen(port: number, callback?: () => void): http.Server;
}

/**
 * The gateway app behind the request-metrics middleware (first, so every request is counted,
 * proxied ones included; their route label is the path with ids replaced). /metrics itself is
 * never served here: the public app refuses it, and main.ts serves it on METRICS_PORT only.
 * A plain function in front of the app rather than an outer Express app: mounting one app in
 * another costs every request a second pass through Express (and its request and response
 * prototypes swapped twice), a good part of the gateway's own time per request.
 */
export function withMetrics(app: express.Express, metrics: ServiceMetrics): MeteredApp {
  const metered = ((req: http.IncomingMessage, res: http.ServerResponse) => {
    metrics.middleware(req as express.Request, res as express.Response, () => app(req, res));
  }) as MeteredApp;
  metered.listen = (port, callback) => http.createServer(metered).listen(port, callback);
  return metered;
}
