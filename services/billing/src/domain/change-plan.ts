import type Stripe from 'stripe';
import { badRequest, type BillingCycle, type ChangePlanResponse, type PaidPlan } from '@nestkeep/common';
import type { Db } from '../db/client.js';
import type { PriceTable } from '../stripe/prices.js';
import { currentSubscription, isLive, statusFor } from './plan.js';

export const NO_SUBSCRIPTION_TO_CHANGE =
  'You have no active subscription to change. Choose a plan to start one with checkout.';

const PLAN_NAMES: Record<PaidPlan, string> = { pro: 'Pro', family: 'Family' };

/** 'You are already on the Family plan, billed annually.' */
export function alreadyOnPlan(plan: PaidPlan, cycle: BillingCycle): string {
  return `You are already on the ${PLAN_NAMES[plan]} plan, billed ${cycle === 'annual' ? 'annually' : 'monthly'}.`;
}

/**
 * Switches the user's live subscription to `plan` on `cycle` in one step: Stripe swaps the item's
 * price and prorates the rest of the period. Billing's own record is not written here: Stripe's
 * customer.subscription.updated reaches the webhook, which moves the plan like every other change
 * (one path to identity). A 400 when there is nothing to switch or it is the same plan and cycle.
 */
export async function changePlan(
  deps: { db: Db; stripe: Stripe; prices: PriceTable },
  userId: string,
  plan: PaidPlan,
  cycle: BillingCycle,
  stripeCall: <T>(call: () => Promise<T>) => Promise<T>,
): Promise<ChangePlanResponse> {
  const subs = await deps.db.subscription.findMany({ where: { userId } });
  const current = currentSubscription(subs.filter(isLive));
  if (!current) throw badRequest(NO_SUBSCRIPTION_TO_CHANGE);
  if (current.plan === plan && current.billingCycle === cycle) throw badRequest(alreadyOnPlan(plan, cycle));
  const price = deps.prices.priceId(plan, cycle);
  const sub = await stripeCall(() => deps.stripe.subscriptions.retrieve(current.id));
  const item = sub.items.data[0];
  if (!item) throw badRequest(NO_SUBSCRIPTION_TO_CHANGE);
  if (item.price.id === price) throw badRequest(alreadyOnPlan(plan, cycle));
  const updated = await stripeCall(() =>
    deps.stripe.subscriptions.update(sub.id, {
      items: [{ id: item.id, price }],
      proration_behavior: 'create_prorations',
      metadata: { userId, plan },
    }),
  );
  return {
    plan,
    billingCycle: cycle,
    status: statusFor(updated) ?? 'active',
  };
}
