import {
  closeRedis,
  closeServer,
  createLogger,
  createMetrics,
  createPool,
  createRateLimit,
  createRedis,
  detectRedFlags,
  detectUnsafeAdvice,
  EndedUsers,
  loadConfigOrExit,
  migrateAtStart,
  onShutdown,
  OutboxRelay,
  trackEventStreams,
} from '@nestkeep/common';
import { createApp } from './app.js';
import {
  createChildrenLookup,
  createFamilyLookup,
  createPlanLookup,
  createUserStageLookup,
} from './clients/identity.js';
import { contentConfigSchema } from './config.js';
import { CONTENT_SCHEMA, createPrisma } from './db/client.js';
import { MIGRATIONS_DIR } from './db/migrations.js';
import { startAnalysisResultsWorker } from './jobs/analysis-results.js';
import { startAnalysisSweep } from './jobs/analysis-sweep.js';
import { startUserEventsWorker } from './jobs/user-events.js';
import { createImageAnalysisClient } from './jobs/image-analysis.js';
import { createChatReplyClient } from './jobs/chat-replies.js';
import { createNameGenerationClient } from './jobs/name-generation.js';
import { startOrphanSweep } from './domain/uploads.js';
import { FsImageStore } from './images/index.js';
import { startRetention } from './jobs/retention.js';

const config = loadConfigOrExit(contentConfigSchema);
const logger = createLogger('content', config.LOG_LEVEL);
const pool = createPool(config.DATABASE_URL, 10, logger);
await migrateAtStart({
  pool,
  schema: CONTENT_SCHEMA,
  migrationsDir: MIGRATIONS_DIR,
  logger,
  migrateOnly: process.argv.includes('--migrate-only'),
});

const db = createPrisma(pool);
// Saves never wait on Redis: events sit in the outbox until the relay can hand them over.
const producer = createRedis(config.REDIS_URL, 'queue-producer', logger);
const relay = new OutboxRelay({
  pool,
  schema: CONTENT_SCHEMA,
  connection: producer,
  logger,
  prefix: config.QUEUE_PREFIX,
});
relay.start();
// Saves whose analysis job Redis lost (a restart keeps nothing) are relayed again.
const analysisSweep = startAnalysisSweep({
  db,
  connection: producer,
  prefix: config.QUEUE_PREFIX,
  logger,
  everyMs: config.ANALYSIS_SWEEP_SECONDS * 1000,
  onEventsWritten: () => relay.poke(),
});
const workerConnection = createRedis(config.REDIS_URL, 'worker', logger);
const results = startAnalysisResultsWorker({
  db,
  connection: workerConnection,
  prefix: config.QUEUE_PREFIX,
  logger,
});
// Once a day, across all copies: analysis inputs older than ANALYSIS_INPUT_RETENTION_DAYS go.
const retention = startRetention({
  db,
  connection: workerConnection,
  prefix: config.QUEUE_PREFIX,
  logger,
  retentionDays: config.ANALYSIS_INPUT_RETENTION_DAYS,
});

const imageAnalysis = createImageAnalysisClient({
  connection: producer,
  eventsConnection: createRedis(config.REDIS_URL, 'worker', logger),
  prefix: config.QUEUE_PREFIX,
  timeoutMs: config.IMAGE_ANALYSIS_TIMEOUT_MS,
  perUser: config.IMAGE_ANALYSIS_PER_USER,
});
const chatReplies = createChatReplyClient({
  connection: producer,
  eventsConnection: createRedis(config.REDIS_URL, 'worker', logger),
  prefix: config.QUEUE_PREFIX,
  timeoutMs: config.CHAT_REPLY_TIMEOUT_MS,
  perUser: config.CHAT_PER_USER,
  streamsPerUser: config.CHAT_STREAMS_PER_USER,
});
const nameGeneration = createNameGenerationClient({
  connection: producer,
  eventsConnection: createRedis(config.REDIS_URL, 'worker', logger),
  prefix: config.QUEUE_PREFIX,
  timeoutMs: config.NAME_GENERATION_TIMEOUT_MS,
});
const nameRate = (max: number) =>
  createRateLimit({
    redis: producer,
    prefix: config.QUEUE_PREFIX,
    max,
    windowSeconds: config.NAME_RATE_WINDOW_SECONDS,
    logger,
    what: 'name generation',
  });
const images = new FsImageStore(config.UPLOAD_DIR);
// Uploads never attached to an item expire; checked four times per expiry period, at most hourly.
const orphanMaxAgeMs = config.UPLOAD_ORPHAN_HOURS * 3600_000;
const orphanSweep = startOrphanSweep({
  db,
  images,
  now: () => new Date(),
  maxAgeMs: orphanMaxAgeMs,
  everyMs: Math.min(orphanMaxAgeMs / 4, 3600_000),
  logger,
});

// user.deleted / user.anonymized from identity: the user's rows, files and queued jobs.
const userEvents = startUserEventsWorker({
  db,
  images,
  connection: workerConnection,
  prefix: config.QUEUE_PREFIX,
  logger,
});

// Prometheus: request metrics (app.ts) plus this service's outbox backlog, read at scrape time.
const metrics = createMetrics('content');
metrics.watchOutbox({ pool, schema: CONTENT_SCHEMA });
const app = createApp({
  metrics,
  db,
  pool,
  logger,
  internalTokenSecret: config.INTERNAL_TOKEN_SECRET,
  freeSaveLimit: config.FREE_SAVE_LIMIT,
  quickSaveTitleWaitMs: config.QUICK_SAVE_TITLE_WAIT_MS,
  planOf: createPlanLookup({
    identityUrl: config.IDENTITY_URL,
    secret: config.INTERNAL_TOKEN_SECRET,
    ttlMs: config.PLAN_CACHE_MS,
  }),
  childrenOf: createChildrenLookup({
    identityUrl: config.IDENTITY_URL,
    secret: config.INTERNAL_TOKEN_SECRET,
  }),
  userStageOf: createUserStageLookup({
    identityUrl: config.IDENTITY_URL,
    secret: config.INTERNAL_TOKEN_SECRET,
  }),
  familyOf: createFamilyLookup({ identityUrl: config.IDENTITY_URL, secret: config.INTERNAL_TOKEN_SECRET }),
  // Identity's "user ended" markers: a deleted or anonymised user's save is refused.
  endedUsers: new EndedUsers({ redis: producer, prefix: config.QUEUE_PREFIX }),
  onEventsWritten: () => relay.poke(),
  now: () => new Date(),
  images,
  analyzeImage: imageAnalysis.analyzeImage,
  uploadLimits: { quotaBytes: config.UPLOAD_QUOTA_BYTES, pendingMax: config.UPLOAD_PENDING_MAX },
  analyzeRate: createRateLimit({
    redis: producer,
    prefix: config.QUEUE_PREFIX,
    max: config.ANALYZE_RATE_MAX,
    windowSeconds: config.ANALYZE_RATE_WINDOW_SECONDS,
    logger,
  }),
  names: {
    generate: nameGeneration.generate,
    userRate: nameRate(config.NAME_RATE_MAX),
    visitorRate: nameRate(config.NAME_VISITOR_RATE_MAX),
  },
  chat: {
    replies: chatReplies,
    freeLimit: config.FREE_CHAT_LIMIT,
    replyTimeoutMs: config.CHAT_REPLY_TIMEOUT_MS,
  },
});
// The red-flag and unsafe-advice patterns compile on first use (about 200 ms): pay that before
// listening, not on the first parent's question or list.
detectRedFlags('warm-up: my baby has a fever and is not breathing');
detectUnsafeAdvice('warm-up: put her to sleep on her tummy');

// Chat reply streams are cut on shutdown (closeServer), not left to run to their deadline.
const server = trackEventStreams(
  app.listen(config.PORT, config.LISTEN_HOST, () =>
    logger.info({ port: config.PORT, host: config.LISTEN_HOST }, 'content listening'),
  ),
);

onShutdown(
  logger,
  [
    () => closeServer(server),
    () => Promise.all([results.close(), retention.close(), userEvents.close()]),
    () => orphanSweep.stop(),
    () => analysisSweep.stop(),
    () => imageAnalysis.close(),
    () => chatReplies.close(),
    () => nameGeneration.close(),
    () => relay.stop(),
    () => db.$disconnect(),
    () => pool.end(),
    () => closeRedis(producer),
    () => closeRedis(workerConnection),
  ],
  { graceMs: config.SHUTDOWN_GRACE_MS },
);
