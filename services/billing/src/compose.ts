import type { Logger, Pool } from '@nestkeep/common';
import { createApp } from './app.js';
import type { BillingConfig } from './config.js';
import type { Db } from './db/client.js';
import type { BillingDeps } from './deps.js';
import { handleStripeWebhook } from './domain/webhook.js';
import { createLocalStripe } from './local-stripe/index.js';
import { createStripeSetup, type StripeSetup } from './stripe/client.js';
import { PriceTable } from './stripe/prices.js';

export type LocalStripe = ReturnType<typeof createLocalStripe>;

export interface Billing {
  app: ReturnType<typeof createApp>;
  deps: BillingDeps;
  setup: StripeSetup;
  /** Local mode only: the stand-in (its `simulate` drives payment failures, trial ends, cancellations). */
  localStripe?: LocalStripe;
}

/**
 * Billing's parts from its configuration: the Stripe client (Stripe, STRIPE_API_URL, or in local
 * mode the stand-in on billing itself at `selfPort`), the price table, the stand-in when local
 * (its events go through the same webhook handler), and the app. main.ts and the tests use it.
 */
export function composeBilling(opts: {
  config: BillingConfig;
  db: Db;
  pool: Pool;
  logger: Logger;
  emailOf: (userId: string) => Promise<string>;
  onEventsWritten: () => void;
  now?: () => Date;
  /** The port billing listens on (local mode: the SDK calls billing itself). */
  selfPort?: number;
  /** Prometheus metrics with main.ts's outbox gauges (createApp makes plain ones when absent). */
  metrics?: BillingDeps['metrics'];
}): Billing {
  const { config } = opts;
  const setup = createStripeSetup(config, opts.selfPort ?? config.PORT);
  const now = opts.now ?? (() => new Date());
  const deps: BillingDeps = {
    db: opts.db,
    pool: opts.pool,
    logger: opts.logger,
    internalTokenSecret: config.INTERNAL_TOKEN_SECRET,
    appOrigin: config.APP_ORIGIN,
    stripe: setup.stripe,
    webhookSecret: setup.webhookSecret,
    prices: PriceTable.fromConfig(config),
    trialDays: config.TRIAL_DAYS,
    emailOf: opts.emailOf,
    onEventsWritten: opts.onEventsWritten,
    now,
    metrics: opts.metrics,
  };
  let localStripe: LocalStripe | undefined;
  if (setup.local) {
    localStripe = createLocalStripe({
      db: opts.db,
      webhookSecret: setup.webhookSecret,
      internalTokenSecret: config.INTERNAL_TOKEN_SECRET,
      deliver: async (payload, signatureHeader) => {
        await handleStripeWebhook(deps, payload, signatureHeader);
      },
      publicOrigin: config.APP_ORIGIN,
      now,
    });
    deps.localStripe = { api: localStripe.api, pages: localStripe.pages };
  }
  return { app: createApp(deps), deps, setup, localStripe };
}
