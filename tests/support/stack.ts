import { inject } from 'vitest';
import { closeRedis, createLogger, createRedis, OutboxRelay, parseConfig } from '@nestkeep/common';
import type { Worker } from 'bullmq';
import { UserSessions } from '../../services/gateway/src/auth/user-sessions.js';
import { startUserEventsWorker as startGatewayUserEvents } from '../../services/gateway/src/jobs/user-events.js';
import { IDENTITY_SCHEMA } from '../../services/identity/src/db/client.js';
import { createApp as createGateway } from '../../services/gateway/src/app.js';
import { gatewayConfigSchema } from '../../services/gateway/src/config.js';
import { startIdentity, type IdentityHarness } from '../../services/identity/test/harness.js';
import {
  createChildrenLookup,
  createFamilyLookup,
  createPlanLookup,
  createUserStageLookup,
} from '../../services/content/src/clients/identity.js';
import { startContent, type ContentHarness } from '../../services/content/test/harness.js';
import { TEST_INTERNAL_SECRET, testPrefix } from './db.js';
import { listen } from './servers.js';
import { startPipeline } from './pipeline.js';
import { startTestChatWorker, startTestNameWorker } from '../../services/ai-worker/test/jobs/test-workers.js';
import type { ChatAnswerer } from '../../services/ai-worker/src/providers/provider.js';
import { startPlanEventsWorker } from '../../services/identity/src/jobs/plan-events.js';
import { createContentAdminClient } from '../../services/identity/src/clients/content-admin.js';
import { startBilling, type BillingHarness } from '../../services/billing/test/harness.js';

export interface Stack {
  gatewayUrl: string;
  identityUrl: string;
  identity: IdentityHarness;
  content: ContentHarness;
  /** Billing in local Stripe mode (its stand-in at billing.local), its return addresses on the gateway. */
  billing: BillingHarness;
  /** The gateway's per-user index of sessions (`${prefix}:user-sessions:<userId>`). */
  userSessions: UserSessions;
  /** The stack's BullMQ prefix (identity's outbox relay, the services' event workers). */
  queuePrefix: string;
  /**
   * Content's user.deleted / user.anonymized worker: `stop()` closes it (content down), `start()`
   * starts a new one (content back: it catches up from its queue).
   */
  contentEvents: { stop: () => Promise<void>; start: () => void };
  close: () => Promise<void>;
}

/**
 * The real identity, content and billing services and the real gateway, each on its own loopback
 * port, with a fresh database and a Redis key prefix of their own. `env` overrides gateway settings.
 * Billing runs without Stripe keys (its local stand-in), and a webhook really moves a plan: billing's
 * outbox relay hands plan.changed to identity's worker over BullMQ, as in production.
 */
export async function startStack(
  env: Record<string, string> = {},
  options: {
    pipeline?: { allow: string };
    /** With `chat`, the ai-worker's real chat-replies worker answers questions (local provider unless named). */
    chat?: { answerer?: ChatAnswerer; freeChatLimit?: number };
    /** Billing's TRIAL_DAYS (default 0: no trial). */
    billing?: { trialDays?: number };
    /** Identity's ADMIN_EMAILS (default [ADMIN_EMAIL]); a test may change the array as a restart would. */
    adminEmails?: string[];
  } = {},
): Promise<Stack> {
  // The gateway's origin is every service's APP_ORIGIN (invitation links, checkout return
  // addresses): reserve its port first.
  // Held (listening, unused) until the gateway takes it, so no service started meanwhile gets it.
  const held = await holdPort();
  const port = held.port;
  const gatewayUrl = `http://127.0.0.1:${port}`;
  // Identity asks content for the admin panel's counts; content's port is known once it listens.
  let contentUrl = '';
  // ...and content and billing for the privacy export (billing's port is known later still).
  let billingUrl = '';
  // The stack's BullMQ prefix, also where identity's "user ended" markers go for the gateway and content.
  const queuePrefix = testPrefix();
  const identity = await startIdentity(undefined, {
    queuePrefix,
    adminEmails: options.adminEmails,
    family: { appOrigin: gatewayUrl },
    contentAdmin: createContentAdminClient({ contentUrl: () => contentUrl, secret: TEST_INTERNAL_SECRET }),
    contentUrl: () => contentUrl,
    billingUrl: () => billingUrl,
  });
  const identityServer = await listen(identity.app);
  const contentOptions = {
    freeSaveLimit: Number(env.FREE_SAVE_LIMIT ?? 25),
    freeChatLimit: options.chat?.freeChatLimit,
    // A real worker on a shared machine: give a reply the time production gives it.
    chatReplyTimeoutMs: options.chat ? 30_000 : undefined,
    planOf: createPlanLookup({ identityUrl: identityServer.url, secret: TEST_INTERNAL_SECRET, ttlMs: 0 }),
    childrenOf: createChildrenLookup({ identityUrl: identityServer.url, secret: TEST_INTERNAL_SECRET }),
    userStageOf: createUserStageLookup({ identityUrl: identityServer.url, secret: TEST_INTERNAL_SECRET }),
    familyOf: createFamilyLookup({ identityUrl: identityServer.url, secret: TEST_INTERNAL_SECRET }),
    endedUsersPrefix: queuePrefix,
  };
  // With `pipeline`, saves are analysed too: outbox relay, results worker and the ai-worker's workers.
  const pipeline = options.pipeline
    ? await startPipeline({ redisUrl: inject('redisUrl'), allow: options.pipeline.allow, ...contentOptions })
    : undefined;
  const content = pipeline?.content ?? (await startContent(contentOptions));
  const contentServer = await listen(content.app);
  contentUrl = contentServer.url;
  const redisUrl = inject('redisUrl');
  const redis = createRedis(redisUrl, 'general');
  // Identity applies plan.changed from billing's outbox, as its main.ts does (the stack's own prefix).
  const logger = createLogger('stack', (process.env.TEST_LOG_LEVEL as 'silent') ?? 'silent');
  const planConnection = createRedis(redisUrl, 'worker');
  const planEvents = startPlanEventsWorker({
    db: identity.db,
    connection: planConnection,
    prefix: queuePrefix,
    logger,
  });
  const chatConnection = options.chat ? createRedis(redisUrl, 'worker') : undefined;
  const chatWorker =
    chatConnection &&
    startTestChatWorker({
      connection: chatConnection,
      prefix: content.prefix,
      answerer: options.chat?.answerer,
    });
  // The baby name generator (issue 9) always has its real worker: the page is public and cheap.
  const namesConnection = createRedis(redisUrl, 'worker');
  const namesWorker = startTestNameWorker({ connection: namesConnection, prefix: content.prefix });
  const billing = await startBilling({
    identityUrl: identityServer.url,
    appOrigin: gatewayUrl,
    trialDays: options.billing?.trialDays,
    queue: { redisUrl, prefix: queuePrefix },
  });
  billingUrl = billing.url;
  // Identity's outbox relayed as its main.ts does: user.deleted / user.anonymized reach content,
  // billing and the gateway, each with its worker on the stack's prefix.
  const identityProducer = createRedis(redisUrl, 'queue-producer');
  const identityRelay = new OutboxRelay({
    pool: identity.pool,
    schema: IDENTITY_SCHEMA,
    connection: identityProducer,
    logger,
    prefix: queuePrefix,
    intervalMs: 200,
  });
  identityRelay.start();
  let contentEvents: Worker | undefined = content.startUserEvents(queuePrefix);
  billing.startUserEvents({ redisUrl, prefix: queuePrefix });
  const config = parseConfig(gatewayConfigSchema, {
    NODE_ENV: 'test',
    APP_ORIGIN: gatewayUrl,
    REDIS_URL: redisUrl,
    INTERNAL_TOKEN_SECRET: TEST_INTERNAL_SECRET,
    SESSION_SECRET: 'test-session-secret-that-is-32-chars-long',
    IDENTITY_URL: identityServer.url,
    CONTENT_URL: contentServer.url,
    BILLING_URL: billing.url,
    QUEUE_PREFIX: queuePrefix,
    ...env,
  });
  const userSessions = new UserSessions({
    redis,
    prefix: config.QUEUE_PREFIX,
    ttlSeconds: config.SESSION_TTL_DAYS * 86_400,
  });
  const gatewayWorkerConnection = createRedis(redisUrl, 'worker');
  const gatewayEvents = startGatewayUserEvents({
    userSessions,
    connection: gatewayWorkerConnection,
    prefix: config.QUEUE_PREFIX,
    logger,
  });
  const app = createGateway({
    config,
    redis,
    userSessions,
    logger: createLogger('gateway-test', (process.env.TEST_LOG_LEVEL as 'silent') ?? 'silent'),
  });
  await held.release();
  const gatewayServer = await new Promise<import('node:http').Server>((resolve) => {
    const s = app.listen(port, '127.0.0.1', () => resolve(s));
  });
  return {
    gatewayUrl,
    identityUrl: identityServer.url,
    identity,
    content,
    billing,
    userSessions,
    queuePrefix,
    contentEvents: {
      stop: async () => {
        await contentEvents?.close();
        contentEvents = undefined;
      },
      start: () => {
        contentEvents ??= content.startUserEvents(queuePrefix);
      },
    },
    close: async () => {
      gatewayServer.closeAllConnections();
      await new Promise((r) => gatewayServer.close(r));
      await identityRelay.stop();
      identityProducer.disconnect();
      await gatewayEvents.close();
      gatewayWorkerConnection.disconnect();
      await identityServer.close();
      await contentServer.close();
      if (chatWorker) await chatWorker.close();
      chatConnection?.disconnect();
      await namesWorker.close();
      namesConnection.disconnect();
      await billing.close();
      await planEvents.close();
      planConnection.disconnect();
      if (pipeline) await pipeline.close();
      else await content.close();
      await closeRedis(redis);
      await identity.close();
    },
  };
}

/** A loopback port kept busy until `release()`. */
async function holdPort(): Promise<{ port: number; release: () => Promise<void> }> {
  const net = await import('node:net');
  const srv = net.createServer();
  await new Promise<void>((resolve, reject) => {
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = srv.address() as import('node:net').AddressInfo;
  return { port, release: () => new Promise<void>((resolve) => srv.close(() => resolve())) };
}
