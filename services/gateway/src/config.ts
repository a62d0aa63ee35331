import { z } from 'zod';
import { env } from '@nestkeep/common';

/** Google's endpoints; overridable so tests can point passport at a local fake provider. */
const GOOGLE_DEFAULTS = {
  GOOGLE_AUTH_URL: 'https://accounts.google.com/o/oauth2/v2/auth',
  GOOGLE_TOKEN_URL: 'https://www.googleapis.com/oauth2/v4/token',
  GOOGLE_USERINFO_URL: 'https://www.googleapis.com/oauth2/v3/userinfo',
};

export const gatewayConfigSchema = z
  .object({
    NODE_ENV: env.nodeEnv,
    LOG_LEVEL: env.logLevel,
    /** After SIGTERM: how long to finish requests and jobs in flight before exiting anyway (ms). */
    SHUTDOWN_GRACE_MS: env.shutdownGraceMs,
    PORT: env.port(5000),
    /**
     * Prometheus /metrics on a listener of its own (unset: not served). Never on PORT, which is public;
     * METRICS_HOST is the address it binds (loopback by default; the pod's address for a scrape).
     */
    METRICS_PORT: z.coerce.number().int().min(1).max(65535).optional(),
    METRICS_HOST: z.string().min(1).default('127.0.0.1'),
    /** The public origin of the app; the only Origin a state-changing request may come from. */
    APP_ORIGIN: env.url.default('http://localhost:5000').transform((u) => new URL(u).origin),
    REDIS_URL: env.redisUrl,
    INTERNAL_TOKEN_SECRET: env.internalTokenSecret,
    SESSION_SECRET: z
      .string({ error: 'is required (at least 32 characters)' })
      .min(32, 'must be at least 32 characters'),
    SESSION_TTL_DAYS: z.coerce.number().int().min(1).max(365).default(30),
    /** How long a gateway copy may reuse a session it read from Redis (0 = always read). */
    SESSION_CACHE_MS: z.coerce.number().int().min(0).max(60_000).default(5000),
    /**
     * How long the gateway reuses identity's answer on a user's role (admin or not), in seconds:
     * removing an email from ADMIN_EMAILS ends that admin's access within this time (0 = ask every time).
     */
    ADMIN_ROLE_CACHE_SECONDS: z.coerce.number().int().min(0).max(60).default(30),
    IDENTITY_URL: env.url.default('http://127.0.0.1:5101'),
    CONTENT_URL: env.url.default('http://127.0.0.1:5102'),
    BILLING_URL: env.url.default('http://127.0.0.1:5103'),
    /**
     * How long the gateway waits for a service's answer (then 504). Must exceed content's
     * IMAGE_ANALYSIS_TIMEOUT_MS and CHAT_REPLY_TIMEOUT_MS, or an answer still in time is cut off
     * at the gateway. A chat stream stays open longer: its heartbeats keep the socket active.
     */
    PROXY_TIMEOUT_MS: z.coerce.number().int().min(1000).max(900_000).default(75_000),
    GOOGLE_CLIENT_ID: z.string().min(1).optional(),
    GOOGLE_CLIENT_SECRET: z.string().min(1).optional(),
    /** Defaults to APP_ORIGIN + /auth/google/callback. */
    GOOGLE_CALLBACK_URL: env.url.optional(),
    GOOGLE_AUTH_URL: env.url.default(GOOGLE_DEFAULTS.GOOGLE_AUTH_URL),
    GOOGLE_TOKEN_URL: env.url.default(GOOGLE_DEFAULTS.GOOGLE_TOKEN_URL),
    GOOGLE_USERINFO_URL: env.url.default(GOOGLE_DEFAULTS.GOOGLE_USERINFO_URL),
    /** Development sign-in form; defaults to on when Google is not configured (never in production). */
    AUTH_DEV_LOGIN: env.optionalBoolean,
    RATE_LIMIT_WINDOW_SECONDS: z.coerce.number().int().min(1).default(60),
    RATE_LIMIT_API_MAX: z.coerce.number().int().min(1).default(600),
    RATE_LIMIT_AUTH_MAX: z.coerce.number().int().min(1).default(30),
    /** Express "trust proxy": hops of reverse proxies in front of the gateway (0 = none). */
    TRUST_PROXY: z.coerce.number().int().min(0).default(0),
    /** The built web app; defaults to web/dist in this repository. */
    WEB_DIST_DIR: z.string().optional(),
    /** The browser extension's build (its zips are served at /downloads); blank or unset: extension/dist. */
    EXTENSION_DIST_DIR: z
      .string()
      .trim()
      .optional()
      .transform((v) => v || undefined),
    QUEUE_PREFIX: z.string().min(1).default('nestkeep'),
  })
  .transform((c) => {
    const googleConfigured = Boolean(c.GOOGLE_CLIENT_ID && c.GOOGLE_CLIENT_SECRET);
    return {
      ...c,
      googleConfigured,
      devLogin: c.NODE_ENV !== 'production' && (c.AUTH_DEV_LOGIN ?? !googleConfigured),
      GOOGLE_CALLBACK_URL: c.GOOGLE_CALLBACK_URL ?? `${c.APP_ORIGIN}/auth/google/callback`,
    };
  })
  .superRefine((c, ctx) => {
    if (c.NODE_ENV !== 'production') return;
    if (c.AUTH_DEV_LOGIN) {
      ctx.addIssue({ code: 'custom', path: ['AUTH_DEV_LOGIN'], message: 'must be off in production' });
    }
    if (!c.googleConfigured) {
      ctx.addIssue({
        code: 'custom',
        path: ['GOOGLE_CLIENT_ID'],
        message: 'GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET are required in production',
      });
    }
  });
export type GatewayConfig = z.infer<typeof gatewayConfigSchema>;
