import {
  createLogger,
  createPool,
  createRateLimit,
  createRedis,
  EndedUsers,
  migrate,
  signInternalToken,
  type Plan,
  type Pool,
} from '@nestkeep/common';
import request from 'supertest';
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { inject } from 'vitest';
import { FsImageStore } from '../src/images/index.js';
import { createTestDatabase, TEST_INTERNAL_SECRET, testPrefix } from '../../../tests/support/db.js';
import { createApp } from '../src/app.js';
import { CONTENT_SCHEMA, createPrisma, type Db } from '../src/db/client.js';
import { MIGRATIONS_DIR } from '../src/db/migrations.js';
import type { UploadLimits } from '../src/domain/uploads.js';
import type { AnalyzeImage } from '../src/jobs/image-analysis.js';
import { createChatReplyClient } from '../src/jobs/chat-replies.js';
import { createNameGenerationClient } from '../src/jobs/name-generation.js';
import { startUserEventsWorker } from '../src/jobs/user-events.js';
import type { ChildRef, FamilyLookup, UserStageLookup } from '../src/clients/identity.js';

export interface ContentHarness {
  app: ReturnType<typeof createApp>;
  db: Db;
  pool: Pool;
  /** Plans as identity would tell them (identity itself is tested on its own and in the stack tests). */
  plans: Map<string, Plan>;
  /**
   * Children as identity would tell them (user id → [{ id, isActive, name?, currentStage?,
   * dateOfBirth? }]); identity's route is tested there.
   */
  children: Map<string, ChildRef[]>;
  /** The queue and stream prefix of this app's chat replies (a test's chat worker uses it). */
  prefix: string;
  images: FsImageStore;
  /**
   * Starts content's user.deleted / user.anonymized worker on QUEUES.contentEvents (with
   * `queuePrefix`, default `prefix`: the stack's relays use their own);
   * closed with the harness (or earlier by the caller).
   */
  startUserEvents: (queuePrefix?: string) => import('bullmq').Worker;
  close: () => Promise<void>;
}

export async function startContent(
  opts: {
    freeSaveLimit?: number;
    /** How long a quick save waits for the page's title (default 0: at once). */
    quickSaveTitleWaitMs?: number;
    now?: () => Date;
    planOf?: (userId: string) => Promise<Plan>;
    childrenOf?: (userId: string) => Promise<Array<{ id: number; isActive: boolean }>>;
    /** The user's own onboarding stage as identity would tell it (default: a parent). */
    userStageOf?: UserStageLookup;
    /** The family partner as identity would tell it (default: none). */
    familyOf?: FamilyLookup;
    analyzeImage?: AnalyzeImage;
    uploadLimits?: UploadLimits;
    /** Analysis requests per user per hour, counted in Redis (default 1,000: out of the way). */
    analyzeRateMax?: number;
    /** Chat questions per month on the free plan (default 20). */
    freeChatLimit?: number;
    /** How long a chat reply may take (default 5 s: a test's worker answers at once or never). */
    chatReplyTimeoutMs?: number;
    chatPerUser?: number;
    /** Chat reply streams one user may have open at once (default 5). */
    chatStreamsPerUser?: number;
    /** How long a name generation may take (default 5 s), and generations per window (default 1,000). */
    nameTimeoutMs?: number;
    nameRateMax?: number;
    nameVisitorRateMax?: number;
    /** The QUEUE_PREFIX of identity's "user ended" markers (default: the harness's own prefix). */
    endedUsersPrefix?: string;
    /**
     * The Redis of the "user ended" markers and the rate limits (default: the test Redis); a closed
     * port makes content's own Redis unreachable while everything else works.
     */
    redisUrl?: string;
  } = {},
): Promise<ContentHarness> {
  const database = await createTestDatabase();
  const pool = createPool(database.url, 20);
  await migrate({ pool, schema: CONTENT_SCHEMA, migrationsDir: MIGRATIONS_DIR });
  const db = createPrisma(pool);
  const plans = new Map<string, Plan>();
  const children = new Map<string, ChildRef[]>();
  const uploadDir = await mkdtemp(path.join(os.tmpdir(), 'nk-uploads-'));
  const images = new FsImageStore(uploadDir);
  const redis = createRedis(opts.redisUrl ?? inject('redisUrl'));
  const prefix = testPrefix();
  const chatProducer = createRedis(inject('redisUrl'), 'queue-producer');
  const chatEvents = createRedis(inject('redisUrl'), 'worker');
  const chatReplyTimeoutMs = opts.chatReplyTimeoutMs ?? 5000;
  const chatReplies = createChatReplyClient({
    connection: chatProducer,
    eventsConnection: chatEvents,
    prefix,
    timeoutMs: chatReplyTimeoutMs,
    perUser: opts.chatPerUser ?? 2,
    streamsPerUser: opts.chatStreamsPerUser ?? 5,
  });
  const nameGeneration = createNameGenerationClient({
    connection: chatProducer,
    eventsConnection: chatEvents,
    prefix,
    timeoutMs: opts.nameTimeoutMs ?? 5000,
  });
  const namePrefix = testPrefix();
  const nameRate = (max: number) =>
    createRateLimit({ redis, prefix: namePrefix, max, windowSeconds: 600, what: 'name generation' });
  const app = createApp({
    db,
    pool,
    logger: createLogger('content-test', 'silent'),
    internalTokenSecret: TEST_INTERNAL_SECRET,
    freeSaveLimit: opts.freeSaveLimit ?? 25,
    quickSaveTitleWaitMs: opts.quickSaveTitleWaitMs ?? 0,
    planOf: opts.planOf ?? (async (userId) => plans.get(userId) ?? 'free'),
    childrenOf: opts.childrenOf ?? (async (userId) => children.get(userId) ?? []),
    userStageOf: opts.userStageOf ?? (async () => ({ userStage: 'already_parent', trimester: null })),
    familyOf: opts.familyOf ?? (async () => ({ partner: null, shareNameFavorites: false })),
    endedUsers: new EndedUsers({ redis, prefix: opts.endedUsersPrefix ?? prefix }),
    onEventsWritten: () => undefined,
    now: opts.now ?? (() => new Date()),
    images,
    analyzeImage:
      opts.analyzeImage ??
      (async () => {
        throw new Error('no image analysis in this test');
      }),
    uploadLimits: opts.uploadLimits ?? { quotaBytes: 200 * 1024 * 1024, pendingMax: 20 },
    analyzeRate: createRateLimit({
      redis,
      prefix: testPrefix(),
      max: opts.analyzeRateMax ?? 1000,
      windowSeconds: 3600,
    }),
    names: {
      generate: nameGeneration.generate,
      userRate: nameRate(opts.nameRateMax ?? 1000),
      visitorRate: nameRate(opts.nameVisitorRateMax ?? 1000),
    },
    chat: { replies: chatReplies, freeLimit: opts.freeChatLimit ?? 20, replyTimeoutMs: chatReplyTimeoutMs },
  });
  const userEventWorkers: Array<{
    worker: import('bullmq').Worker;
    connection: ReturnType<typeof createRedis>;
  }> = [];
  const startUserEvents = (queuePrefix = prefix) => {
    const connection = createRedis(inject('redisUrl'), 'worker');
    const worker = startUserEventsWorker({
      db,
      images,
      connection,
      prefix: queuePrefix,
      logger: createLogger('content-test', 'silent'),
    });
    userEventWorkers.push({ worker, connection });
    return worker;
  };
  return {
    app,
    db,
    pool,
    plans,
    children,
    images,
    prefix,
    startUserEvents,
    close: async () => {
      for (const { worker, connection } of userEventWorkers) {
        await worker.close();
        connection.disconnect();
      }
      await chatReplies.close();
      await nameGeneration.close();
      chatProducer.disconnect();
      chatEvents.disconnect();
      await db.$disconnect();
      await pool.end();
      redis.disconnect();
      await database.drop();
      await rm(uploadDir, { recursive: true, force: true });
    },
  };
}

/** A signed-in user of the content app: request helpers carrying their internal token. */
export async function contentUser(h: ContentHarness, plan: Plan = 'free') {
  const id = randomUUID();
  h.plans.set(id, plan);
  const token = await signInternalToken(
    { kind: 'user', userId: id, role: 'user' },
    { secret: TEST_INTERNAL_SECRET, audience: 'content' },
  );
  const t = (r: request.Test) => r.set('x-internal-token', token);
  return {
    id,
    get: (path: string) => t(request(h.app).get(path)),
    post: (path: string, body?: object) => t(request(h.app).post(path)).send(body ?? {}),
    /** A POST to fill with .field() and .attach() (multipart). */
    multipart: (path: string) => t(request(h.app).post(path)),
    put: (path: string, body?: object) => t(request(h.app).put(path)).send(body ?? {}),
    patch: (path: string, body?: object) => t(request(h.app).patch(path)).send(body ?? {}),
    del: (path: string) => t(request(h.app).delete(path)),
  };
}
