import { z } from 'zod';
import { env } from '@nestkeep/common';

export const contentConfigSchema = z.object({
  NODE_ENV: env.nodeEnv,
  LOG_LEVEL: env.logLevel,
  PORT: env.port(5102),
  /** Loopback by default: only the gateway is public (docker-compose sets 0.0.0.0 inside its network). */
  LISTEN_HOST: env.listenHost('127.0.0.1'),
  DATABASE_URL: env.databaseUrl,
  REDIS_URL: env.redisUrl,
  INTERNAL_TOKEN_SECRET: env.internalTokenSecret,
  QUEUE_PREFIX: z.string().min(1).default('nestkeep'),
  IDENTITY_URL: env.url.default('http://127.0.0.1:5101'),
  /**
   * Saves per calendar month (UTC) on the free plan. The spec states 25 (marketing, admin, chat)
   * and a fallback of 8 (part 1 §9); 25 is the figure the product advertises.
   */
  FREE_SAVE_LIMIT: z.coerce.number().int().min(0).default(25),
  /** Where uploaded images are kept (a volume in production). */
  UPLOAD_DIR: z.string().min(1).default('.data/uploads'),
  /** How long a screenshot analysis may take before the request gives up. */
  IMAGE_ANALYSIS_TIMEOUT_MS: z.coerce.number().int().min(1000).default(60_000),
});
export type ContentConfig = z.infer<typeof contentConfigSchema>;
