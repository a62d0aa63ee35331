import { z } from 'zod';
import { env } from '@nestkeep/common';

export const contentConfigSchema = z.object({
  NODE_ENV: env.nodeEnv,
  LOG_LEVEL: env.logLevel,
  /** After SIGTERM: how long to finish requests and jobs in flight before exiting anyway (ms). */
  SHUTDOWN_GRACE_MS: env.shutdownGraceMs,
  PORT: env.port(5102),
  /** Loopback by default: only the gateway is public (docker-compose sets 0.0.0.0 inside its network). */
  LISTEN_HOST: env.listenHost('127.0.0.1'),
  DATABASE_URL: env.databaseUrl,
  REDIS_URL: env.redisUrl,
  INTERNAL_TOKEN_SECRET: env.internalTokenSecret,
  QUEUE_PREFIX: z.string().min(1).default('nestkeep'),
  IDENTITY_URL: env.url.default('http://127.0.0.1:5101'),
  /**
   * How long a user's plan from identity is remembered (ms). Short, so benefits follow an upgrade
   * or a downgrade within seconds of the Stripe webhook.
   */
  PLAN_CACHE_MS: z.coerce.number().int().min(0).max(3_600_000).default(2000),
  /**
   * Saves per calendar month (UTC) on the free plan. The spec states 25 (marketing, admin, chat)
   * and a fallback of 8 (part 1 §9); 25 is the figure the product advertises.
   */
  FREE_SAVE_LIMIT: z.coerce.number().int().min(0).default(25),
  /**
   * How long a quick save ({url} or {text}, no title: the background iOS shortcut) waits for the
   * page's own title before answering (ms), so the shortcut's notification names the page. The
   * item is stored before the wait; 0 answers at once.
   */
  QUICK_SAVE_TITLE_WAIT_MS: z.coerce.number().int().min(0).max(10_000).default(2000),
  /** Where uploaded images are kept (a volume in production). */
  UPLOAD_DIR: z.string().min(1).default('.data/uploads'),
  /**
   * How long a screenshot analysis may take before the request gives up. Must stay below the
   * gateway's PROXY_TIMEOUT_MS (75 s by default), or the gateway cuts off an answer still in time.
   */
  IMAGE_ANALYSIS_TIMEOUT_MS: z.coerce.number().int().min(1000).max(600_000).default(60_000),
  /** Screenshot analyses one user may have in flight at once, all copies of content together. */
  IMAGE_ANALYSIS_PER_USER: z.coerce.number().int().min(1).max(100).default(2),
  /** Bytes of uploaded images (with thumbnails) one user may keep: 200 MB. */
  UPLOAD_QUOTA_BYTES: z.coerce.number().int().min(1).default(209_715_200),
  /** Uploads not attached to a saved item one user may hold at once. */
  UPLOAD_PENDING_MAX: z.coerce.number().int().min(1).default(20),
  /** Hours after which an upload never attached to an item is deleted, file and thumbnail. */
  UPLOAD_ORPHAN_HOURS: z.coerce.number().positive().max(8760).default(24),
  /**
   * Days after which what content keeps only as an analysis input (the text sent with a save,
   * relayed outbox events, finished analysis and chat jobs in Redis) is deleted by the daily
   * retention job (jobs/retention.ts). The item and its analysis stay.
   */
  ANALYSIS_INPUT_RETENTION_DAYS: z.coerce.number().positive().max(3650).default(30),
  /**
   * How often (seconds) content looks for saves still pending whose analysis job is no longer in
   * Redis (lost in a Redis restart) and relays their event again (jobs/analysis-sweep.ts); only
   * items pending at least this long are looked at.
   */
  ANALYSIS_SWEEP_SECONDS: z.coerce.number().int().min(1).max(86_400).default(60),
  /** Analysis requests (re-analyse an item, analyse a screenshot) per user per window. */
  ANALYZE_RATE_MAX: z.coerce.number().int().min(1).default(30),
  ANALYZE_RATE_WINDOW_SECONDS: z.coerce.number().int().min(1).max(86_400).default(3600),
  /** AI chat questions per calendar month (UTC) on the free plan (issue 8 point 7). */
  FREE_CHAT_LIMIT: z.coerce.number().int().min(0).default(20),
  /**
   * How long a chat reply may take before the question answers 503 (an urgent one still gets its
   * advice). Must stay below the gateway's PROXY_TIMEOUT_MS (75 s by default).
   */
  CHAT_REPLY_TIMEOUT_MS: z.coerce.number().int().min(1000).max(600_000).default(45_000),
  /** Chat replies one user may be waiting for at once, all copies of content together. */
  CHAT_PER_USER: z.coerce.number().int().min(1).max(100).default(2),
  /**
   * Chat reply streams (GET …/stream) one user may have open at once in one copy of content; 429
   * beyond. All of them share one Redis connection, but each waits up to 10 s for its question.
   */
  CHAT_STREAMS_PER_USER: z.coerce.number().int().min(1).max(100).default(5),
  /**
   * How long a name generation may take before it answers 503. Above the ai-worker's
   * NAME_AI_TIMEOUT_MS (its local names follow a model that gives up), below the gateway's
   * PROXY_TIMEOUT_MS (75 s by default).
   */
  NAME_GENERATION_TIMEOUT_MS: z.coerce.number().int().min(1000).max(600_000).default(20_000),
  /** Name generations per signed-in user, and per signed-out visitor's address, per window (429 beyond). */
  NAME_RATE_MAX: z.coerce.number().int().min(1).default(120),
  NAME_VISITOR_RATE_MAX: z.coerce.number().int().min(1).default(40),
  NAME_RATE_WINDOW_SECONDS: z.coerce.number().int().min(1).max(86_400).default(600),
});
export type ContentConfig = z.infer<typeof contentConfigSchema>;
