import express from 'express';
import Stripe from 'stripe';
import {
  AppError,
  conflict,
  billingPlansResponse,
  changePlanRequest,
  notFound,
  parseInput,
  userIdOf,
  type BillingPlans,
  type CheckoutResponse,
  type PortalResponse,
  type SubscriptionInfo,
} from '@nestkeep/common';
import type { BillingDeps } from '../deps.js';
import { isUniqueViolation } from '../db/client.js';
import { changePlan } from '../domain/change-plan.js';
import { checkedReturnUrl, normaliseCheckout, withCheckoutOutcome } from '../domain/checkout.js';
import { currentSubscription, isLive, planFor, statusFor } from '../domain/plan.js';

export const ALREADY_SUBSCRIBED = 'You already have an active subscription. Manage it from your profile.';

/** Checkout, the user's subscription, switching its plan, the customer portal and the offer's terms. */
export function billingRoutes(deps: BillingDeps): express.Router {
  const router = express.Router();

  router.post('/api/create-checkout-session', async (req, res) => {
    const userId = userIdOf(req);
    const request = normaliseCheckout(req.body);
    const returnUrl = checkedReturnUrl(request.returnUrl, deps.appOrigin);
    const subs = await deps.db.subscription.findMany({ where: { userId } });
    if (subs.some(isLive)) throw conflict(ALREADY_SUBSCRIBED);
    const customer = await customerFor(deps, userId);
    const metadata = { userId, plan: request.plan };
    const session = await stripeCall(() =>
      deps.stripe.checkout.sessions.create({
        mode: 'subscription',
        customer,
        client_reference_id: userId,
        line_items: [{ price: deps.prices.priceId(request.plan, request.cycle), quantity: 1 }],
        success_url: withCheckoutOutcome(returnUrl, 'success'),
        cancel_url: withCheckoutOutcome(returnUrl, 'cancel'),
        metadata,
        subscription_data: {
          metadata,
          ...(deps.trialDays > 0 ? { trial_period_days: deps.trialDays } : {}),
        },
      }),
    );
    if (!session.url) throw providerError('no checkout address');
    const body: CheckoutResponse = { url: session.url };
    res.json(body);
  });

  router.get('/api/subscription', async (req, res) => {
    const userId = userIdOf(req);
    const [subs, customer] = await Promise.all([
      deps.db.subscription.findMany({ where: { userId } }),
      deps.db.customer.findUnique({ where: { userId } }),
    ]);
    const current = currentSubscription(subs);
    const body: SubscriptionInfo = {
      plan: planFor(current),
      status: statusFor(current),
      billingCycle: current ? (current.billingCycle as 'monthly' | 'annual') : null,
      currentPeriodEnd: current?.currentPeriodEnd?.toISOString() ?? null,
      trialEnd: current?.trialEnd?.toISOString() ?? null,
      cancelAtPeriodEnd: current?.cancelAtPeriodEnd ?? false,
      // The portal is for a subscription (its plan, card, invoices); a checkout left unpaid has none.
      canManage: Boolean(customer) && subs.length > 0,
    };
    res.json(body);
  });

  // A subscriber's switch (Pro to Family, monthly to annual) on the subscription they have.
  router.post('/api/subscription/change-plan', async (req, res) => {
    const userId = userIdOf(req);
    const { plan, billingCycle } = parseInput(changePlanRequest, req.body);
    res.json(await changePlan(deps, userId, plan, billingCycle, stripeCall));
  });

  // Public (signed-out header too): whether there is a free trial to offer.
  router.get('/api/billing/plans', (_req, res) => {
    const body: BillingPlans = billingPlansResponse.parse({ trialDays: deps.trialDays });
    res.json(body);
  });

  router.post('/api/billing/portal', async (req, res) => {
    const userId = userIdOf(req);
    const [customer, subscriptions] = await Promise.all([
      deps.db.customer.findUnique({ where: { userId } }),
      deps.db.subscription.count({ where: { userId } }),
    ]);
    if (!customer || subscriptions === 0) throw notFound('No subscription to manage');
    const session = await stripeCall(() =>
      deps.stripe.billingPortal.sessions.create({
        customer: customer.stripeCustomerId,
        return_url: new URL('/profile', deps.appOrigin).toString(),
      }),
    );
    const body: PortalResponse = { url: session.url };
    res.json(body);
  });

  return router;
}

/** The user's Stripe customer id: the one on record, or a new customer with their email. */
async function customerFor(deps: BillingDeps, userId: string): Promise<string> {
  const existing = await deps.db.customer.findUnique({ where: { userId } });
  if (existing) return existing.stripeCustomerId;
  const email = await deps.emailOf(userId);
  const created = await stripeCall(() =>
    deps.stripe.customers.create({ email, metadata: { userId } }, { idempotencyKey: `customer-${userId}` }),
  );
  try {
    await deps.db.customer.create({ data: { userId, stripeCustomerId: created.id, email } });
    return created.id;
  } catch (err) {
    // Two checkouts at once: the first one's customer stands.
    if (!isUniqueViolation(err)) throw err;
    const winner = await deps.db.customer.findUnique({ where: { userId } });
    if (!winner) throw err;
    return winner.stripeCustomerId;
  }
}

/** A Stripe failure is a 502 the user can retry, not a 500. */
async function stripeCall<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (err) {
    if (err instanceof Stripe.errors.StripeError) throw providerError(err.message);
    throw err;
  }
}

function providerError(cause: string): AppError {
  return new AppError(502, 'payment_provider_error', 'Payments are unavailable right now; please try again', {
    cause,
  });
}
