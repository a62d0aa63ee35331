import type express from 'express';
import type { Db } from '../db/client.js';
import { createApiRouter } from './api.js';
import { createEventSender } from './events.js';
import { createPagesRouter } from './pages.js';
import { createService } from './service.js';
import { createStore } from './store.js';

export { LocalStripeError } from './service.js';
export { describePrice, otherCyclePrice } from './objects.js';
export { PAGES_BASE, STYLESHEET_PATH } from './views.js';

export interface LocalStripeOptions {
  /** Objects are kept in local_stripe_objects as Stripe-shaped JSON. */
  db: Db;
  /** Every event sent is signed with it (Stripe-Signature, as stripe.webhooks.generateTestHeaderString makes). */
  webhookSecret: string;
  /** Billing's webhook handler: gets each event's JSON and its signature header, in order. */
  deliver: (payload: string, signatureHeader: string) => Promise<void>;
  /** INTERNAL_TOKEN_SECRET: the API answers only requests with a service's internal token. */
  internalTokenSecret: string;
  /** APP_ORIGIN: the checkout and portal URLs handed out start with it. */
  publicOrigin: string;
  now?: () => Date;
}

export interface LocalStripe {
  /**
   * Stripe's REST subset under /v1 (mount at '/v1' or at the root): form bodies, a service's
   * internal token (x-internal-token) and a Bearer sk_ key required.
   */
  api: express.Router;
  /**
   * /api/billing/local/checkout/:id (GET page, POST pay, POST cancel), /api/billing/local/portal/:id
   * (GET page; POST cancel, resume, switch, cancel-now, fail-payment, end-trial) and
   * /api/billing/local/assets/local-stripe.css. Mount at the root (or at /api/billing/local), after
   * the middleware that sets req.principal; only the signed-in owner sees a page (else 404).
   */
  pages: express.Router;
  /** Each changes the stored subscription and sends its event(s) before resolving. */
  simulate: {
    /** past_due; sends invoice.payment_failed then customer.subscription.updated. */
    paymentFailed(subscriptionId: string): Promise<void>;
    /** trialing → active (a new period from now); sends customer.subscription.updated. */
    trialEnds(subscriptionId: string): Promise<void>;
    /** canceled at once; sends customer.subscription.deleted. */
    cancelNow(subscriptionId: string): Promise<void>;
  };
}

/**
 * A local stand-in for Stripe (no keys, never in production): the real stripe SDK talks to `api`,
 * people pay on `pages`, and every change reaches billing as a signed webhook event through
 * `deliver`, the same code path real Stripe events take.
 */
export function createLocalStripe(opts: LocalStripeOptions): LocalStripe {
  const now = opts.now ?? (() => new Date());
  const store = createStore(opts.db);
  const send = createEventSender({ webhookSecret: opts.webhookSecret, deliver: opts.deliver, now });
  const service = createService({ store, send, now, publicOrigin: opts.publicOrigin });
  return {
    api: createApiRouter(service, store, opts.internalTokenSecret),
    pages: createPagesRouter(service),
    simulate: {
      paymentFailed: (id) => service.paymentFailed(id),
      trialEnds: (id) => service.trialEnds(id),
      cancelNow: (id) => service.cancelNow(id),
    },
  };
}
