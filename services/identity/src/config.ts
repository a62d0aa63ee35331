import { z } from 'zod';
import { env } from '@nestkeep/common';

export const identityConfigSchema = z.object({
  NODE_ENV: env.nodeEnv,
  LOG_LEVEL: env.logLevel,
  /** After SIGTERM: how long to finish requests and jobs in flight before exiting anyway (ms). */
  SHUTDOWN_GRACE_MS: env.shutdownGraceMs,
  PORT: env.port(5101),
  /** Loopback by default: only the gateway is public (docker-compose sets 0.0.0.0 inside its network). */
  LISTEN_HOST: env.listenHost('127.0.0.1'),
  DATABASE_URL: env.databaseUrl,
  REDIS_URL: env.redisUrl,
  INTERNAL_TOKEN_SECRET: env.internalTokenSecret,
  /** Comma-separated emails that have the admin role, read on every request (removing one ends it). */
  ADMIN_EMAILS: env.emailList,
  /** BullMQ key prefix (lets several installations share one Redis). */
  QUEUE_PREFIX: z.string().min(1).default('nestkeep'),
  /** The public origin: family invitation links point at it. */
  APP_ORIGIN: env.url.default('http://localhost:5000'),
  /** Family invitations are emailed through it when set (smtp://user:pass@host:587); else the owner copies the link. */
  SMTP_URL: z
    .string()
    .optional()
    .transform((v) => (v ? v : undefined)),
  /** The sender of invitation emails (default: NestKeep <no-reply@ the APP_ORIGIN host>). */
  SMTP_FROM: z
    .string()
    .optional()
    .transform((v) => (v ? v : undefined)),
  /** Billing's internal API (the privacy export gathers its part; content's is CONTENT_URL). */
  BILLING_URL: env.url.default('http://127.0.0.1:5103'),
  /** Stated by GET /api/privacy/data-usage; the same variables content and the gateway enforce. */
  ANALYSIS_INPUT_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(30),
  SESSION_TTL_DAYS: z.coerce.number().int().min(1).max(365).default(30),
  UPLOAD_ORPHAN_HOURS: z.coerce.number().positive().max(8760).default(24),
  /** Content, asked for the admin panel's counts (service token). */
  CONTENT_URL: env.url.default('http://127.0.0.1:5102'),
  /** Days a family invitation can be accepted (link or in-app notice) before it expires. */
  FAMILY_INVITE_TTL_DAYS: z.coerce.number().int().min(1).max(365).default(7),
  /** Family invite requests per owner per hour (429 beyond): bounds emails sent in a user's name. */
  FAMILY_INVITES_PER_HOUR: z.coerce.number().int().min(1).max(1000).default(10),
});
export type IdentityConfig = z.infer<typeof identityConfigSchema>;
