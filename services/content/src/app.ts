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
import type { ContentDeps } from './deps.js';
import { contentRoutes } from './routes/content.js';
import { statsRoutes } from './routes/stats.js';
import { imageRoutes } from './routes/images.js';
import { chatRoutes } from './routes/chat.js';
import { nameRoutes } from './routes/names.js';
import { internalAdminRoutes } from './routes/internal-admin.js';
import { userDataRoutes } from './routes/user-data.js';

/** The content HTTP app, without listen(): main.ts and tests both build it. */
export function createApp(deps: ContentDeps): express.Express {
  const app = express();
  app.disable('x-powered-by');
  app.use(requestLogging(deps.logger));
  // Prometheus: /metrics on this internal (loopback) port, never proxied by the gateway.
  const metrics = deps.metrics ?? createMetrics('content');
  app.use(metrics.middleware);
  app.get('/metrics', metrics.handler);
  app.use(healthRoutes({ database: () => deps.pool.query('SELECT 1') }));
  app.use(express.json({ limit: '200kb' }));
  app.use(rejectNulBytes);
  app.use(requireInternalToken({ secret: deps.internalTokenSecret, audience: 'content' }));
  app.use(contentRoutes(deps));
  app.use(statsRoutes(deps));
  app.use(imageRoutes(deps));
  app.use(chatRoutes(deps));
  app.use(nameRoutes(deps));
  app.use(userDataRoutes(deps));
  app.use(internalAdminRoutes(deps));
  app.use(notFoundHandler);
  app.use(errorMiddleware(deps.logger));
  return app;
}
