import { randomUUID } from 'node:crypto';
import type { Server } from 'node:http';
import express from 'express';
import request from 'supertest';
import Stripe from 'stripe';
import {
  closeRedis,
  createLogger,
  createPool,
  createRedis,
  migrate,
  OutboxRelay,
  parseConfig,
  type Pool,
  signInternalToken,
  verifyInternalToken,
} from '@nestkeep/common';
import { createTestDatabase, TEST_INTERNAL_SECRET } from '../../../tests/support/db.js';
import { freePort, listen } from '../../../tests/support/servers.js';
import { createEmailLookup } from '../src/clients/identity.js';
import { composeBilling, type LocalStripe } from '../src/compose.js';
import { billingConfigSchema } from '../src/config.js';
import { BILLING_SCHEMA, createPrisma, type Db } from '../src/db/client.js';
import { MIGRATIONS_DIR } from '../src/db/migrations.js';
import type { BillingDeps } from '../src/deps.js';
import { startUserEventsWorker } from '../src/jobs/user-events.js';

export interface BillingOptions {
  /** Where identity answers GET /internal/users/:id (the real one, or `startFakeIdentity()`). */
  identityUrl: string;
  /**
   * A server that speaks Stripe's API (STRIPE_API_URL) with its keys; without it, local mode: the
   * stand-in mounted on billing itself, as in development without keys.
   */
  stripe?: { apiUrl: string; secretKey: string; webhookSecret: string };
  /** APP_ORIGIN (default http://localhost:5000): return addresses must be on it. */
  appOrigin?: string;
  /** TRIAL_DAYS (default 0). */
  trialDays?: number;
  now?: () => Date;
  /** Run the outbox relay (plan.changed to identity's queue) on this Redis with this key prefix. */
  queue?: { redisUrl: string; prefix: string };
  /** Extra environment for billing's config (e.g. STRIPE_PRICE_PRO_MONTHLY). */
  env?: Record<string, string>;
}

export interface BillingHarness {
  app: express.Express;
  /** Billing listening on loopback (http://127.0.0.1:port); in local mode the SDK calls it too. */
  url: string;
  server: Server;
  db: Db;
  pool: Pool;
  databaseUrl: string;
  deps: BillingDeps;
  /** The SDK client billing uses (pointed at the stand-in in local mode). */
  stripe: Stripe;
  webhookSecret: string;
  /** Local mode only: the stand-in (simulate.paymentFailed / trialEnds / cancelNow). */
  local?: LocalStripe;
  /** How many times billing asked the relay to run (a commit with outbox events). */
  eventsWritten: () => number;
  /** The outbox rows written so far, oldest first. */
  outbox: () => Promise<Array<{ id: number; type: string; payload: PlanChangedPayload }>>;
  /**
   * Starts billing's user.deleted / user.anonymized worker on QUEUES.billingEvents (this Redis and
   * prefix; `stripe` replaces the SDK client, e.g. one pointed at an unreachable address). Closed
   * with the harness.
   */
  startUserEvents: (queue: { redisUrl: string; prefix: string; stripe?: Stripe }) => import('bullmq').Worker;
  close: () => Promise<void>;
}

export interface PlanChangedPayload {
  userId: string;
  plan: string;
  subscriptionStatus: string | null;
  version: number;
}

/** The real billing app on its own fresh, migrated database, listening on a loopback port. */
export async function startBilling(options: BillingOptions): Promise<BillingHarness> {
  const database = await createTestDatabase();
  const pool = createPool(database.url, 10);
  await migrate({ pool, schema: BILLING_SCHEMA, migrationsDir: MIGRATIONS_DIR });
  const db = createPrisma(pool);
  const port = await freePort();
  const config = parseConfig(billingConfigSchema, {
    NODE_ENV: 'test',
    PORT: String(port),
    DATABASE_URL: database.url,
    REDIS_URL: options.queue?.redisUrl ?? 'redis://127.0.0.1:6379',
    INTERNAL_TOKEN_SECRET: TEST_INTERNAL_SECRET,
    APP_ORIGIN: options.appOrigin ?? 'http://localhost:5000',
    IDENTITY_URL: options.identityUrl,
    TRIAL_DAYS: String(options.trialDays ?? 0),
    ...(options.queue ? { QUEUE_PREFIX: options.queue.prefix } : {}),
    ...(options.stripe
      ? {
          STRIPE_SECRET_KEY: options.stripe.secretKey,
          STRIPE_WEBHOOK_SECRET: options.stripe.webhookSecret,
          STRIPE_API_URL: options.stripe.apiUrl,
        }
      : {}),
    ...options.env,
  });
  const logger = createLogger('billing-test', (process.env.TEST_LOG_LEVEL as 'silent') ?? 'silent');
  const producer = options.queue ? createRedis(options.queue.redisUrl, 'queue-producer') : undefined;
  const relay = producer
    ? new OutboxRelay({
        pool,
        schema: BILLING_SCHEMA,
        connection: producer,
        logger,
        prefix: config.QUEUE_PREFIX,
      })
    : undefined;
  relay?.start();
  let pokes = 0;
  const billing = composeBilling({
    config,
    db,
    pool,
    logger,
    emailOf: createEmailLookup({ identityUrl: options.identityUrl, secret: TEST_INTERNAL_SECRET }),
    onEventsWritten: () => {
      pokes += 1;
      relay?.poke();
    },
    now: options.now,
    selfPort: port,
  });
  const server = await new Promise<Server>((resolve) => {
    const s = billing.app.listen(port, '127.0.0.1', () => resolve(s));
  });
  const userEventWorkers: Array<{
    worker: import('bullmq').Worker;
    connection: ReturnType<typeof createRedis>;
  }> = [];
  const startUserEvents = (queue: { redisUrl: string; prefix: string; stripe?: Stripe }) => {
    const connection = createRedis(queue.redisUrl, 'worker');
    const worker = startUserEventsWorker({
      db,
      stripe: queue.stripe ?? billing.setup.stripe,
      logger,
      connection,
      prefix: queue.prefix,
    });
    userEventWorkers.push({ worker, connection });
    return worker;
  };
  return {
    app: billing.app,
    url: `http://127.0.0.1:${port}`,
    server,
    db,
    pool,
    databaseUrl: database.url,
    deps: billing.deps,
    stripe: billing.setup.stripe,
    webhookSecret: billing.setup.webhookSecret,
    local: billing.localStripe,
    eventsWritten: () => pokes,
    outbox: async () => {
      const rows = await db.outboxEvent.findMany({ orderBy: { id: 'asc' } });
      return rows.map((r) => ({
        id: Number(r.id),
        type: r.type,
        payload: r.payload as unknown as PlanChangedPayload,
      }));
    },
    startUserEvents,
    close: async () => {
      for (const { worker, connection } of userEventWorkers) {
        await worker.close();
        connection.disconnect();
      }
      server.closeAllConnections?.();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await relay?.stop();
      if (producer) await closeRedis(producer);
      await db.$disconnect();
      await pool.end();
      await database.drop();
    },
  };
}

/** An internal token for billing, as the gateway signs it for a signed-in user. */
export function userToken(userId: string): Promise<string> {
  return signInternalToken(
    { kind: 'user', userId, role: 'user' },
    { secret: TEST_INTERNAL_SECRET, audience: 'billing' },
  );
}

/** The gateway's token for a signed-out visitor (public routes, the webhook). */
export function visitorToken(): Promise<string> {
  return signInternalToken({ kind: 'visitor' }, { secret: TEST_INTERNAL_SECRET, audience: 'billing' });
}

/** Request helpers for one user, carrying their token. */
export async function asUser(h: BillingHarness, userId: string) {
  const token = await userToken(userId);
  return {
    id: userId,
    get: (path: string) => request(h.app).get(path).set('x-internal-token', token),
    post: (path: string, body?: object) =>
      request(h.app).post(path).set('x-internal-token', token).send(body),
  };
}

export type BillingUser = Awaited<ReturnType<typeof asUser>>;

/** Request helpers for a new user whom the fake identity knows (email: the id's first 8 characters @example.com). */
export function knownUser(h: BillingHarness, identity: FakeIdentity): Promise<BillingUser> {
  const id = randomUUID();
  identity.users.set(id, `${id.slice(0, 8)}@example.com`);
  return asUser(h, id);
}

/** Posts a Stripe event to the webhook as Stripe would (signed with billing's secret unless `signature`). */
export async function sendEvent(
  h: BillingHarness,
  event: { id: string; type: string; created: number; data: { object: unknown } },
  signature?: string,
) {
  const payload = JSON.stringify({
    object: 'event',
    api_version: '2026-10-28.endive',
    livemode: false,
    ...event,
  });
  const header =
    signature ?? h.stripe.webhooks.generateTestHeaderString({ payload, secret: h.webhookSecret });
  return request(h.app)
    .post('/api/stripe/webhook')
    .set('x-internal-token', await visitorToken())
    .set('stripe-signature', header)
    .set('content-type', 'application/json')
    .send(payload);
}

/**
 * A tiny identity for billing's own tests: GET /internal/users/:id answers { id, email, plan }
 * for the users put in `users` (404 otherwise), and counts the calls.
 */
export type FakeIdentity = Awaited<ReturnType<typeof startFakeIdentity>>;

export async function startFakeIdentity() {
  const users = new Map<string, string>();
  let calls = 0;
  const app = express();
  app.get('/internal/users/:id', async (req, res) => {
    calls += 1;
    const principal = await verifyInternalToken(req.get('x-internal-token') ?? '', {
      secret: TEST_INTERNAL_SECRET,
      audience: 'identity',
    }).catch(() => null);
    if (principal?.kind !== 'service') {
      res.status(401).json({ error: 'unauthorized', message: 'Service token required' });
      return;
    }
    const email = users.get(req.params.id);
    if (!email) {
      res.status(404).json({ error: 'not_found', message: 'User not found' });
      return;
    }
    res.json({ id: req.params.id, email, plan: 'free', role: 'user' });
  });
  const server = await listen(app);
  return { url: server.url, users, calls: () => calls, close: server.close };
}
