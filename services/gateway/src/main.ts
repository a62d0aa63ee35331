import {
  closeRedis,
  closeServer,
  createLogger,
  createMetrics,
  createMetricsApp,
  createRedis,
  loadConfigOrExit,
  onShutdown,
  trackEventStreams,
} from '@nestkeep/common';
import { createApp } from './app.js';
import { withMetrics } from './metrics.js';
import { gatewayConfigSchema } from './config.js';
import { UserSessions } from './auth/user-sessions.js';
import { startUserEventsWorker } from './jobs/user-events.js';
import { createQueueDashboard } from './admin/queue-dashboard.js';

const config = loadConfigOrExit(gatewayConfigSchema);
const logger = createLogger('gateway', config.LOG_LEVEL);
const redis = createRedis(config.REDIS_URL, 'general', logger);

if (config.devLogin) logger.warn('development sign-in is ON: anyone can sign in as anyone');
// user.deleted / user.anonymized from identity end every session of the user.
const userSessions = new UserSessions({
  redis,
  prefix: config.QUEUE_PREFIX,
  ttlSeconds: config.SESSION_TTL_DAYS * 86_400,
});
const workerConnection = createRedis(config.REDIS_URL, 'worker', logger);
const userEvents = startUserEventsWorker({
  userSessions,
  connection: workerConnection,
  prefix: config.QUEUE_PREFIX,
  logger,
});
// bull-board's queues (commands only, never blocking): a connection of their own.
const dashboardConnection = createRedis(config.REDIS_URL, 'queue-producer', logger);
const queueDashboard = createQueueDashboard({ connection: dashboardConnection, prefix: config.QUEUE_PREFIX });
const app = createApp({ config, redis, logger, userSessions, queueDashboard });
// Prometheus: every request counted; /metrics only on METRICS_PORT (internal), never on the public PORT.
const metrics = createMetrics('gateway');
const metricsServer =
  config.METRICS_PORT === undefined
    ? undefined
    : createMetricsApp(metrics)
        .listen(config.METRICS_PORT, config.METRICS_HOST, () =>
          logger.info({ port: config.METRICS_PORT, host: config.METRICS_HOST }, 'gateway metrics listening'),
        )
        .on('error', (err) => logger.error({ err }, 'metrics listener failed'));
// Proxied chat reply streams are cut on shutdown (closeServer), not left to run to their deadline.
const server = trackEventStreams(
  withMetrics(app, metrics).listen(config.PORT, () =>
    logger.info({ port: config.PORT, origin: config.APP_ORIGIN }, 'gateway listening'),
  ),
);

onShutdown(
  logger,
  [
    () => closeServer(server),
    () => metricsServer && closeServer(metricsServer),
    () => userEvents.close(),
    () => queueDashboard.close(),
    () => closeRedis(dashboardConnection),
    () => closeRedis(workerConnection),
    () => closeRedis(redis),
  ],
  { graceMs: config.SHUTDOWN_GRACE_MS },
);
