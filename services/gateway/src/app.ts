import { fileURLToPath } from 'node:url';
import express, { type RequestHandler } from 'express';
import helmet from 'helmet';
import type { Redis } from 'ioredis';
import {
  EndedUsers,
  errorMiddleware,
  healthRoutes,
  isWebhookPath,
  notFound,
  requestLogging,
  type Logger,
} from '@nestkeep/common';
import type { GatewayConfig } from './config.js';
import { AUTH_PATHS, authRoutes } from './auth/routes.js';
import { bearerAuth, onlyBearer, unlessBearer } from './auth/bearer.js';
import { createSessions } from './auth/session.js';
import { refuseEndedUsers, roleFromIdentity } from './auth/current-user.js';
import type { UserSessions } from './auth/user-sessions.js';
import { apiProxy } from './proxy.js';
import { csrfGuard } from './security/csrf.js';
import { redisRateLimit } from './security/rate-limit.js';
import { extensionDownloads, webApp } from './web.js';
import {
  createQueueDashboard,
  QUEUE_DASHBOARD_PATH,
  requireAdmin,
  type QueueDashboard,
} from './admin/queue-dashboard.js';

export interface GatewayDeps {
  config: GatewayConfig;
  redis: Redis;
  logger: Logger;
  /** The per-user index of sessions, shared with the user-events worker (made here when not given). */
  userSessions?: UserSessions;
  /** bull-board at /admin/queues (made here on `redis` when not given; main.ts gives its own). */
  queueDashboard?: QueueDashboard;
}

const DEFAULT_WEB_DIST = fileURLToPath(new URL('../../../web/dist', import.meta.url));
const DEFAULT_EXTENSION_DIST = fileURLToPath(new URL('../../../extension/dist', import.meta.url));

/** The public entry point: security, sessions, sign-in, the API proxy and the web app. */
export function createApp({
  config,
  redis,
  logger,
  userSessions,
  queueDashboard,
}: GatewayDeps): express.Express {
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', config.TRUST_PROXY);
  app.use(
    helmet({
      contentSecurityPolicy: {
        directives: {
          // blob: for the save dialog's preview of a chosen image (an object URL); nothing else loosened.
          'img-src': ["'self'", 'data:', 'blob:', 'https:'],
          'upgrade-insecure-requests': config.NODE_ENV === 'production' ? [] : null,
        },
      },
      strictTransportSecurity: config.NODE_ENV === 'production',
    }),
  );
  app.use(requestLogging(logger));
  app.use(
    healthRoutes({
      redis: () => redis.ping(),
      identity: async () => {
        const res = await fetch(new URL('/healthz', config.IDENTITY_URL), {
          signal: AbortSignal.timeout(2000),
        });
        if (!res.ok) throw new Error(`status ${res.status}`);
      },
    }),
  );

  const sessions = createSessions({
    redis,
    secret: config.SESSION_SECRET,
    secure: config.NODE_ENV === 'production',
    ttlDays: config.SESSION_TTL_DAYS,
    prefix: config.QUEUE_PREFIX,
    cacheMs: config.SESSION_CACHE_MS,
    userSessions,
  });
  // A deleted or anonymised account is refused from the moment identity marks it (one EXISTS).
  const refuseEnded = refuseEndedUsers(new EndedUsers({ redis, prefix: config.QUEUE_PREFIX }));
  // The admin role is identity's current answer (briefly cached), not the session's from sign-in.
  const currentRole = roleFromIdentity({
    identityUrl: config.IDENTITY_URL,
    secret: config.INTERNAL_TOKEN_SECRET,
    cacheSeconds: config.ADMIN_ROLE_CACHE_SECONDS,
    logger,
  });
  const limit = (name: 'auth' | 'api' | 'bearer', max: number) =>
    redisRateLimit({
      redis,
      name,
      max,
      windowSeconds: config.RATE_LIMIT_WINDOW_SECONDS,
      prefix: config.QUEUE_PREFIX,
      perAddress: name !== 'api',
      // Unknown, revoked or malformed bearer tokens, per address: guessing stops before identity.
      failuresOnly: name === 'bearer' ? (req) => req.apiTokenRefused === true : undefined,
    });
  // Sessions, CSRF checks and limits apply to the API and sign-in, not to static files, and not to
  // webhooks: their sender (Stripe) has no session or origin, retries on its own schedule, and
  // signs the raw body, which the proxy passes through untouched (the gateway never parses bodies).
  // A personal API token (`Authorization: Bearer nk_...`, issue 11) stands in for the session on
  // /api: checked with identity on every call, it skips the CSRF guard (a bearer is never sent by a
  // browser on its own) and the session cookie, and shares its user's rate limit with their session
  // and other tokens; refused tokens are also counted per address.
  app.use(
    '/api',
    unlessWebhook(onlyBearer(limit('bearer', config.RATE_LIMIT_API_MAX))),
    unlessWebhook(
      bearerAuth({ identityUrl: config.IDENTITY_URL, secret: config.INTERNAL_TOKEN_SECRET, logger }),
    ),
  );
  app.use(['/api', '/auth'], unlessWebhook(unlessBearer(csrfGuard(config.APP_ORIGIN))));
  app.use(AUTH_PATHS, limit('auth', config.RATE_LIMIT_AUTH_MAX), sessions.manage);
  app.use(
    '/api',
    unlessWebhook(unlessBearer(sessions.read)),
    unlessWebhook(refuseEnded),
    unlessWebhook(currentRole),
    unlessWebhook(limit('api', config.RATE_LIMIT_API_MAX)),
  );

  app.use(authRoutes(config, logger));
  app.use(
    apiProxy({
      upstreams: { identity: config.IDENTITY_URL, content: config.CONTENT_URL, billing: config.BILLING_URL },
      secret: config.INTERNAL_TOKEN_SECRET,
      timeoutMs: config.PROXY_TIMEOUT_MS,
      logger,
    }),
  );
  // The queue dashboard (bull-board), admins only, before the web app's own /admin page. Its POST
  // actions (retry, clean...) must be same-origin like the API's.
  const dashboard =
    queueDashboard ?? createQueueDashboard({ connection: redis, prefix: config.QUEUE_PREFIX });
  app.use(
    QUEUE_DASHBOARD_PATH,
    csrfGuard(config.APP_ORIGIN),
    sessions.read,
    refuseEnded,
    currentRole,
    requireAdmin(),
    dashboard.router,
  );
  // Service-only surfaces are never served here, not even the web app's page for the path.
  app.use(['/api', '/auth', '/internal', '/metrics'], (_req, _res, next) => next(notFound('No such route')));
  app.use(extensionDownloads(config.EXTENSION_DIST_DIR ?? DEFAULT_EXTENSION_DIST));
  app.use(webApp(config.WEB_DIST_DIR ?? DEFAULT_WEB_DIST));
  app.use((_req, _res, next) => next(notFound()));
  app.use(errorMiddleware(logger));
  return app;
}

/** Skips `handler` for the route table's webhook paths. */
function unlessWebhook(handler: RequestHandler): RequestHandler {
  return (req, res, next) =>
    isWebhookPath(req.originalUrl.split('?')[0]!) ? next() : handler(req, res, next);
}
