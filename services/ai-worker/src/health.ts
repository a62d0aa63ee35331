import express from 'express';
import type { Redis } from 'ioredis';
import { healthRoutes } from '@nestkeep/common';
import type { JobMetrics } from './metrics.js';

/** The worker's only HTTP surface: /healthz, /readyz (Redis answers) and /metrics. */
export function createHealthApp(opts: { redis: Redis; metrics: JobMetrics }): express.Express {
  const app = express();
  app.disable('x-powered-by');
  app.use(healthRoutes({ redis: () => opts.redis.ping() }));
  app.get('/metrics', (_req, res) => {
    res.type('text/plain; version=0.0.4').send(opts.metrics.render());
  });
  return app;
}
