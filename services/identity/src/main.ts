import {
  closeRedis,
  closeServer,
  createLogger,
  createMetrics,
  createPool,
  createRedis,
  EndedUsers,
  loadConfigOrExit,
  migrateAtStart,
  onShutdown,
  OutboxRelay,
} from '@nestkeep/common';
import { createApp } from './app.js';
import { identityConfigSchema } from './config.js';
import { createPrisma, IDENTITY_SCHEMA } from './db/client.js';
import { MIGRATIONS_DIR } from './db/migrations.js';
import { createSmtpMailer, defaultSender } from './mail/invitation.js';
import { familyInviteRateLimit } from './routes/family.js';
import { startPlanEventsWorker } from './jobs/plan-events.js';
import { createContentAdminClient } from './clients/content-admin.js';

const config = loadConfigOrExit(identityConfigSchema);
const logger = createLogger('identity', config.LOG_LEVEL);
const pool = createPool(config.DATABASE_URL, 10, logger);
await migrateAtStart({
  pool,
  schema: IDENTITY_SCHEMA,
  migrationsDir: MIGRATIONS_DIR,
  logger,
  migrateOnly: process.argv.includes('--migrate-only'),
});

const db = createPrisma(pool);
// Sign-ins keep working without Redis: events wait in the outbox.
const redis = createRedis(config.REDIS_URL, 'queue-producer', logger);
const relay = new OutboxRelay({
  pool,
  schema: IDENTITY_SCHEMA,
  connection: redis,
  logger,
  prefix: config.QUEUE_PREFIX,
});
relay.start();
// plan.changed from billing: the user's plan follows Stripe's truth (newest version wins).
const workerConnection = createRedis(config.REDIS_URL, 'worker', logger);
const planEvents = startPlanEventsWorker({
  db,
  connection: workerConnection,
  prefix: config.QUEUE_PREFIX,
  logger,
});

// Family invitations go out by SMTP when configured; otherwise the owner copies the link.
const familyMailer = config.SMTP_URL
  ? createSmtpMailer(config.SMTP_URL, config.SMTP_FROM ?? defaultSender(config.APP_ORIGIN))
  : null;

// Prometheus: request metrics (app.ts) plus this service's outbox backlog, read at scrape time.
const metrics = createMetrics('identity');
metrics.watchOutbox({ pool, schema: IDENTITY_SCHEMA });
const app = createApp({
  metrics,
  db,
  pool,
  logger,
  internalTokenSecret: config.INTERNAL_TOKEN_SECRET,
  adminEmails: config.ADMIN_EMAILS,
  // Deletion and anonymisation mark the user ended in Redis first (refused 503 while Redis is down).
  endedUsers: new EndedUsers({
    redis,
    prefix: config.QUEUE_PREFIX,
    ttlSeconds: config.SESSION_TTL_DAYS * 86_400,
  }),
  onEventsWritten: () => relay.poke(),
  now: () => new Date(),
  contentAdmin: createContentAdminClient({
    contentUrl: config.CONTENT_URL,
    secret: config.INTERNAL_TOKEN_SECRET,
  }),
  contentUrl: config.CONTENT_URL,
  billingUrl: config.BILLING_URL,
  privacy: {
    analysisInputRetentionDays: config.ANALYSIS_INPUT_RETENTION_DAYS,
    sessionTtlDays: config.SESSION_TTL_DAYS,
    uploadOrphanHours: config.UPLOAD_ORPHAN_HOURS,
  },
  family: {
    appOrigin: config.APP_ORIGIN,
    inviteTtlDays: config.FAMILY_INVITE_TTL_DAYS,
    inviteRateLimit: familyInviteRateLimit(
      redis,
      config.QUEUE_PREFIX,
      config.FAMILY_INVITES_PER_HOUR,
      logger,
    ),
    mailer: familyMailer,
  },
});
const server = app.listen(config.PORT, config.LISTEN_HOST, () =>
  logger.info({ port: config.PORT, host: config.LISTEN_HOST }, 'identity listening'),
);

onShutdown(
  logger,
  [
    () => closeServer(server),
    () => relay.stop(),
    () => planEvents.close(),
    () => familyMailer?.close(),
    () => db.$disconnect(),
    () => pool.end(),
    () => closeRedis(redis),
    () => closeRedis(workerConnection),
  ],
  { graceMs: config.SHUTDOWN_GRACE_MS },
);
