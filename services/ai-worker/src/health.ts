import express from 'express';
import type { Redis } from 'ioredis';
import { healthRoutes } from '@nestkeep/common';
import type { JobMetrics } from './metrics.js';

/** The worker's only HTTP surface: /healthz, /readyz (Redis answers) and /metrics (loopback by default). */
export function createHealthApp(opts: { redis: Redis; metrics: JobMetrics }): express.Express {
  const app = express();
  app.disable('x-powered-by');
  app.use(opts.metrics.metrics.middleware);
  app.use(healthRoutes({ redis: () => opts.redis.ping() }));
  app.get('/metrics', opts.metrics.metrics.handler);
  return app;
}
