import {
  closeRedis,
  closeServer,
  createLogger,
  createMetrics,
  createPool,
  createRedis,
  loadConfigOrExit,
  migrateAtStart,
  onShutdown,
  OutboxRelay,
} from '@nestkeep/common';
import { createEmailLookup } from './clients/identity.js';
import { composeBilling } from './compose.js';
import { billingConfigSchema } from './config.js';
import { BILLING_SCHEMA, createPrisma } from './db/client.js';
import { MIGRATIONS_DIR } from './db/migrations.js';
import { startUserEventsWorker } from './jobs/user-events.js';

const config = loadConfigOrExit(billingConfigSchema);
const logger = createLogger('billing', config.LOG_LEVEL);
const pool = createPool(config.DATABASE_URL, 10, logger);
await migrateAtStart({
  pool,
  schema: BILLING_SCHEMA,
  migrationsDir: MIGRATIONS_DIR,
  logger,
  migrateOnly: process.argv.includes('--migrate-only'),
});

const db = createPrisma(pool);
// Webhooks never wait on Redis: plan.changed events sit in the outbox until the relay hands them over.
const producer = createRedis(config.REDIS_URL, 'queue-producer', logger);
const relay = new OutboxRelay({
  pool,
  schema: BILLING_SCHEMA,
  connection: producer,
  logger,
  prefix: config.QUEUE_PREFIX,
});
relay.start();

// Prometheus: request metrics (app.ts) plus this service's outbox backlog, read at scrape time.
const metrics = createMetrics('billing');
metrics.watchOutbox({ pool, schema: BILLING_SCHEMA });
const { app, setup } = composeBilling({
  metrics,
  config,
  db,
  pool,
  logger,
  emailOf: createEmailLookup({ identityUrl: config.IDENTITY_URL, secret: config.INTERNAL_TOKEN_SECRET }),
  onEventsWritten: () => relay.poke(),
});
// user.deleted / user.anonymized from identity: subscriptions canceled, the user's rows removed.
const workerConnection = createRedis(config.REDIS_URL, 'worker', logger);
const userEvents = startUserEventsWorker({
  db,
  stripe: setup.stripe,
  logger,
  connection: workerConnection,
  prefix: config.QUEUE_PREFIX,
});
if (setup.local) {
  logger.warn('no STRIPE_SECRET_KEY: checkout uses the local test stand-in (never in production)');
}
const server = app.listen(config.PORT, config.LISTEN_HOST, () =>
  logger.info({ port: config.PORT, host: config.LISTEN_HOST, localStripe: setup.local }, 'billing listening'),
);

onShutdown(
  logger,
  [
    () => closeServer(server),
    () => userEvents.close(),
    () => relay.stop(),
    () => db.$disconnect(),
    () => pool.end(),
    () => closeRedis(producer),
    () => closeRedis(workerConnection),
  ],
  { graceMs: config.SHUTDOWN_GRACE_MS },
);
