import type { Router } from 'express';
import type Stripe from 'stripe';
import type { Logger, Pool, ServiceMetrics } from '@nestkeep/common';
import type { Db } from './db/client.js';
import type { PriceTable } from './stripe/prices.js';

/** Everything the app needs, built in main.ts (or a test) and passed in. */
export interface BillingDeps {
  /** Prometheus metrics (main.ts adds its queue/outbox gauges); made by createApp when absent. */
  metrics?: ServiceMetrics;
  db: Db;
  pool: Pool;
  logger: Logger;
  internalTokenSecret: string;
  /** The public origin: checkout return addresses must be on it; the portal returns to /profile. */
  appOrigin: string;
  stripe: Stripe;
  /** Checks the Stripe-Signature of every webhook delivery. */
  webhookSecret: string;
  prices: PriceTable;
  /** Free trial days on a new subscription (0: none). */
  trialDays: number;
  /** A user's email address (identity owns it), for their Stripe customer. */
  emailOf: (userId: string) => Promise<string>;
  /** Called after a commit that wrote outbox events, so they are relayed at once. */
  onEventsWritten: () => void;
  now: () => Date;
  /**
   * Local mode only (no Stripe keys, never in production): the stand-in's Stripe API (/v1/..., the
   * SDK's bearer key and billing's service token) and its checkout and portal pages (signed-in owner).
   */
  localStripe?: { api: Router; pages: Router };
}
