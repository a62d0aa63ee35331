import express from 'express';
import {
  createMetrics,
  errorMiddleware,
  healthRoutes,
  notFoundHandler,
  rejectNulBytes,
  requestLogging,
  requireInternalToken,
} from '@nestkeep/common';
import type { BillingDeps } from './deps.js';
import { billingRoutes } from './routes/billing.js';
import { webhookRoutes } from './routes/webhook.js';
import { userDataRoutes } from './routes/user-data.js';

/** The billing HTTP app, without listen(): main.ts and tests both build it. */
export function createApp(deps: BillingDeps): express.Express {
  const app = express();
  app.disable('x-powered-by');
  app.use(requestLogging(deps.logger));
  // Prometheus: /metrics on this internal (loopback) port, never proxied by the gateway.
  const metrics = deps.metrics ?? createMetrics('billing');
  app.use(metrics.middleware);
  app.get('/metrics', metrics.handler);
  app.use(healthRoutes({ database: () => deps.pool.query('SELECT 1') }));
  // Local mode: the stand-in's Stripe API for the SDK (service token and key; the gateway never routes /v1).
  if (deps.localStripe) app.use('/', deps.localStripe.api);
  app.use(requireInternalToken({ secret: deps.internalTokenSecret, audience: 'billing' }));
  // Before any JSON parser: the webhook's signature is checked on the raw body.
  app.use(webhookRoutes(deps));
  app.use(express.json({ limit: '100kb' }));
  app.use(rejectNulBytes);
  app.use(billingRoutes(deps));
  app.use(userDataRoutes(deps));
  if (deps.localStripe) app.use(deps.localStripe.pages);
  app.use(notFoundHandler);
  app.use(errorMiddleware(deps.logger));
  return app;
}
