import { z } from 'zod';

/** Paid plans one can buy; trialing and free are states, not products. */
export const PAID_PLANS = ['pro', 'family'] as const;
export type PaidPlan = (typeof PAID_PLANS)[number];

export const BILLING_CYCLES = ['monthly', 'annual'] as const;
export type BillingCycle = (typeof BILLING_CYCLES)[number];

/** The user's subscription status as the product shows it (Stripe's statuses, folded). */
export const SUBSCRIPTION_STATUSES = ['active', 'trialing', 'past_due', 'canceled'] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

/**
 * POST /api/create-checkout-session. Two shapes (spec part 1 §3 marketing pricing, part 2 §7
 * upgrade dialog): `{planType, billing: 'monthly' | 'annual'}` and
 * `{plan, billingCycle: 'monthly' | 'annually', returnUrl}`. Billing normalises both to this.
 */
export interface CheckoutRequest {
  plan: PaidPlan;
  cycle: BillingCycle;
  /** Where the browser comes back to (on APP_ORIGIN); default APP_ORIGIN/app. */
  returnUrl?: string;
}
export const checkoutResponse = z.object({ url: z.string() });
export type CheckoutResponse = z.infer<typeof checkoutResponse>;

/** GET /api/subscription: the user's own subscription (plan free and nulls when none). */
export const subscriptionResponse = z.object({
  plan: z.enum(['free', 'pro', 'trialing', 'family']),
  status: z.enum(SUBSCRIPTION_STATUSES).nullable(),
  billingCycle: z.enum(BILLING_CYCLES).nullable(),
  currentPeriodEnd: z.string().nullable(),
  trialEnd: z.string().nullable(),
  cancelAtPeriodEnd: z.boolean(),
  /** Whether POST /api/billing/portal can open a portal (the user has a billing customer). */
  canManage: z.boolean(),
});
export type SubscriptionInfo = z.infer<typeof subscriptionResponse>;

/** POST /api/billing/portal → { url } of the customer portal (change cycle, cancel, card). */
export const portalResponse = z.object({ url: z.string() });
export type PortalResponse = z.infer<typeof portalResponse>;

/**
 * POST /api/subscription/change-plan (issue 22): a subscriber's plan or cycle switched on their
 * live subscription (Stripe prorates the rest of the period). Checkout is for starting one.
 * `annually` is taken as `annual`, as the upgrade dialog names it.
 */
export const changePlanRequest = z.object({
  plan: z.enum(PAID_PLANS, { error: 'plan must be pro or family' }),
  billingCycle: z
    .enum(['monthly', 'annual', 'annually'], { error: 'billingCycle must be monthly or annual' })
    .transform((c): BillingCycle => (c === 'annually' ? 'annual' : c)),
});
export type ChangePlanRequest = z.input<typeof changePlanRequest>;

/** The subscription as Stripe has it after the switch (the webhook then moves the user's plan). */
export const changePlanResponse = z.object({
  plan: z.enum(PAID_PLANS),
  billingCycle: z.enum(BILLING_CYCLES),
  status: z.enum(SUBSCRIPTION_STATUSES),
});
export type ChangePlanResponse = z.infer<typeof changePlanResponse>;

/**
 * GET /api/billing/plans (public): what the offer may say. `trialDays` is TRIAL_DAYS (0: no free
 * trial, so no 'Start Free Trial' copy).
 */
export const billingPlansResponse = z.object({
  trialDays: z.number().int().min(0),
});
export type BillingPlans = z.infer<typeof billingPlansResponse>;
