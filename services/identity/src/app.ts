import express from 'express';
import {
  createMetrics,
  errorMiddleware,
  healthRoutes,
  notFoundHandler,
  requestLogging,
  rejectNulBytes,
  requireInternalToken,
} from '@nestkeep/common';
import type { IdentityDeps } from './deps.js';
import { apiTokenRoutes } from './routes/api-tokens.js';
import { childProfileRoutes } from './routes/child-profiles.js';
import { familyRoutes } from './routes/family.js';
import { feedingRoutes } from './routes/feeding.js';
import { growthRoutes } from './routes/growth.js';
import { internalRoutes } from './routes/internal.js';
import { milestoneRoutes } from './routes/milestones.js';
import { onboardingRoutes } from './routes/onboarding.js';
import { userRoutes } from './routes/users.js';
import { adminRoutes } from './routes/admin.js';
import { privacyRoutes } from './routes/privacy.js';

/** The identity HTTP app, without listen(): main.ts and tests both build it. */
export function createApp(deps: IdentityDeps): express.Express {
  const app = express();
  app.disable('x-powered-by');
  app.use(requestLogging(deps.logger));
  // Prometheus: /metrics on this internal (loopback) port, never proxied by the gateway.
  const metrics = deps.metrics ?? createMetrics('identity');
  app.use(metrics.middleware);
  app.get('/metrics', metrics.handler);
  app.use(healthRoutes({ database: () => deps.pool.query('SELECT 1') }));
  app.use(express.json({ limit: '100kb' }));
  app.use(rejectNulBytes);
  app.use(requireInternalToken({ secret: deps.internalTokenSecret, audience: 'identity' }));
  app.use(userRoutes(deps));
  app.use(onboardingRoutes(deps));
  app.use(childProfileRoutes(deps));
  app.use(feedingRoutes(deps));
  app.use(growthRoutes(deps));
  app.use(milestoneRoutes(deps));
  app.use(familyRoutes(deps));
  app.use(apiTokenRoutes(deps));
  app.use(internalRoutes(deps));
  app.use(adminRoutes(deps));
  app.use(privacyRoutes(deps));
  app.use(notFoundHandler);
  app.use(errorMiddleware(deps.logger));
  return app;
}
