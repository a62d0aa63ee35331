import express from 'express';
import type { ServiceMetrics } from '@nestkeep/common';

/**
 * The gateway app behind the request-metrics middleware (first, so every request is counted,
 * proxied ones included; their route label is the path with ids replaced). /metrics itself is
 * never served here: the public app refuses it, and main.ts serves it on METRICS_PORT only.
 */
export function withMetrics(app: express.Express, metrics: ServiceMetrics): express.Express {
  const outer = express();
  outer.disable('x-powered-by');
  outer.use(metrics.middleware);
  outer.use(app);
  return outer;
}
