import { z } from 'zod';
import { env } from '@nestkeep/common';

const optional = z
  .string()
  .optional()
  .transform((v) => (v ? v : undefined));

/** The Stripe settings billing cannot run in production without. */
export const STRIPE_REQUIRED = [
  'STRIPE_SECRET_KEY',
  'STRIPE_WEBHOOK_SECRET',
  'STRIPE_PRICE_PRO_MONTHLY',
  'STRIPE_PRICE_PRO_ANNUAL',
  'STRIPE_PRICE_FAMILY_MONTHLY',
  'STRIPE_PRICE_FAMILY_ANNUAL',
] as const;

export const billingConfigSchema = z
  .object({
    NODE_ENV: env.nodeEnv,
    LOG_LEVEL: env.logLevel,
    /** After SIGTERM: how long to finish requests and jobs in flight before exiting anyway (ms). */
    SHUTDOWN_GRACE_MS: env.shutdownGraceMs,
    PORT: env.port(5103),
    /** Loopback by default: only the gateway is public (docker-compose sets 0.0.0.0 inside its network). */
    LISTEN_HOST: env.listenHost('127.0.0.1'),
    DATABASE_URL: env.databaseUrl,
    REDIS_URL: env.redisUrl,
    INTERNAL_TOKEN_SECRET: env.internalTokenSecret,
    QUEUE_PREFIX: z.string().min(1).default('nestkeep'),
    /** The public origin: checkout return addresses must be on it. */
    APP_ORIGIN: env.url.default('http://localhost:5000'),
    IDENTITY_URL: env.url.default('http://127.0.0.1:5101'),
    /** Unset outside production: checkout goes to billing's local test checkout instead of Stripe. */
    STRIPE_SECRET_KEY: optional,
    STRIPE_WEBHOOK_SECRET: optional,
    STRIPE_PRICE_PRO_MONTHLY: optional,
    STRIPE_PRICE_PRO_ANNUAL: optional,
    STRIPE_PRICE_FAMILY_MONTHLY: optional,
    STRIPE_PRICE_FAMILY_ANNUAL: optional,
    /** Stripe's API address; set only to test against a local server that speaks Stripe's API. */
    STRIPE_API_URL: env.url.optional(),
    /** Days of free trial on a new subscription (0 or unset: none; the spec's offer is 14). */
    TRIAL_DAYS: z.coerce.number().int().min(0).max(730).default(0),
  })
  .superRefine((config, ctx) => {
    if (config.NODE_ENV !== 'production') return;
    for (const name of STRIPE_REQUIRED) {
      if (!config[name]) {
        ctx.addIssue({ code: 'custom', path: [name], message: 'is required in production' });
      }
    }
  });
export type BillingConfig = z.infer<typeof billingConfigSchema>;

/** Stripe is used when a secret key is set; otherwise (never in production) the local stand-in. */
export function usesLocalStripe(config: BillingConfig): boolean {
  return !config.STRIPE_SECRET_KEY;
}
