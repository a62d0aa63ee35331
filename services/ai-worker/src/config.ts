import { z } from 'zod';
import { env } from '@nestkeep/common';
import { OCR_DEFAULTS } from './ocr/index.js';

export const aiWorkerConfigSchema = z
  .object({
    NODE_ENV: env.nodeEnv,
    LOG_LEVEL: env.logLevel,
    /** After SIGTERM: how long to finish requests and jobs in flight before exiting anyway (ms). */
    SHUTDOWN_GRACE_MS: env.shutdownGraceMs,
    /** Health and metrics only: the worker has no other HTTP API. */
    PORT: env.port(5104),
    /** Loopback by default: /metrics is not public (docker-compose sets 0.0.0.0 inside its network). */
    LISTEN_HOST: env.listenHost('127.0.0.1'),
    REDIS_URL: env.redisUrl,
    QUEUE_PREFIX: z.string().min(1).default('nestkeep'),
    /** Images saved by content (a shared volume). */
    UPLOAD_DIR: z.string().min(1).default('.data/uploads'),
    /** local (offline, deterministic) or openai (any OpenAI-compatible server); default: openai when a key is set. */
    AI_PROVIDER: z.enum(['local', 'openai']).optional(),
    OPENAI_API_KEY: z.string().min(1).optional(),
    OPENAI_BASE_URL: env.url.optional(),
    OPENAI_MODEL: z.string().min(1).default('gpt-4o-mini'),
    /** Jobs one worker process runs at once. */
    ANALYSIS_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(4),
    /** Chat replies one worker process writes at once (issue 8); a parent is waiting on each. */
    CHAT_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(4),
    /** How long the openai provider may take over one chat answer before the local composer answers instead. */
    CHAT_AI_TIMEOUT_MS: z.coerce.number().int().min(1000).max(120_000).default(20_000),
    /** Name-generation requests one worker process answers at once (issue 9); a parent is waiting on each. */
    NAME_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(4),
    /** How long the openai provider may take over one list of names before the local dataset answers instead. */
    NAME_AI_TIMEOUT_MS: z.coerce.number().int().min(1000).max(120_000).default(15_000),
    /** How long a job's lock lasts; a worker that dies holding it gives the job back after this. */
    JOB_LOCK_MS: z.coerce.number().int().min(1000).default(30_000),
    /** Hosts the link fetcher may reach although they are private (tests, an intranet): host:port or CIDR, comma-separated. */
    FETCH_ALLOW_PRIVATE: z.string().default(''),
    FETCH_TIMEOUT_MS: z.coerce.number().int().min(500).default(10_000),
    FETCH_MAX_BYTES: z.coerce
      .number()
      .int()
      .min(10_000)
      .default(2 * 1024 * 1024),
    /** OCR bounds: images are scaled down to this many pixels before they are read. */
    OCR_MAX_PIXELS: z.coerce.number().int().min(250_000).max(40_000_000).default(OCR_DEFAULTS.maxOcrPixels),
    /** How long reading one image may take; the job then fails with that reason. */
    OCR_TIMEOUT_MS: z.coerce.number().int().min(1000).default(OCR_DEFAULTS.recognizeTimeoutMs),
    /** OCR readers (Tesseract threads) in one worker process. */
    OCR_WORKERS: z.coerce.number().int().min(1).max(16).default(OCR_DEFAULTS.workers),
    /** OCR jobs one user may have running at once, all worker processes together; theirs wait, others' go ahead. */
    OCR_PER_USER: z.coerce.number().int().min(1).max(16).default(1),
  })
  .transform((c) => ({ ...c, provider: c.AI_PROVIDER ?? (c.OPENAI_API_KEY ? 'openai' : 'local') }) as const)
  .superRefine((c, ctx) => {
    if (c.provider === 'openai' && !c.OPENAI_API_KEY) {
      ctx.addIssue({
        code: 'custom',
        path: ['OPENAI_API_KEY'],
        message: 'is required when AI_PROVIDER is openai',
      });
    }
  });
export type AiWorkerConfig = z.infer<typeof aiWorkerConfigSchema>;
