import { useMutation, useQuery } from '@tanstack/react-query';
import type {
  BillingPlans,
  ChangePlanRequest,
  ChangePlanResponse,
  CurrentUser,
  PaidPlan,
  SubscriptionInfo,
} from '@nestkeep/common/web';
import { goTo } from '@/components/marketing/navigate';
import { toast } from '@/hooks/use-toast';
import { USER_KEY } from './auth';
import { ApiError, apiRequest, getQueryFn, queryClient } from './client';
import { USAGE_KEY } from './content';
import { FAMILY_KEY } from './family';

export const SUBSCRIPTION_KEY = ['/api/subscription'];

/** Plans with the paid benefits: pro, its trial, and family (owner and members alike). */
const PAID = ['pro', 'trialing', 'family'];
export const isPaidPlan = (plan: string | null | undefined): boolean => PAID.includes(plan ?? 'free');

/** The plan as the profile names it. */
export function planName(plan: string | null | undefined): string {
  switch (plan) {
    case 'pro':
      return 'Pro';
    case 'trialing':
      return 'Pro trial';
    case 'family':
      return 'Family';
    default:
      return 'Free';
  }
}

/** The current page as a sign-in return address (path, query and hash on this site). */
export function currentPath(): string {
  const { pathname, search, hash } = window.location;
  return `${pathname}${search}${hash}`;
}

/** Unauthenticated checkout goes to /api/login (part 1 §5, §8), coming back to `returnTo` after. */
export function loginUrl(returnTo: string = currentPath()): string {
  return `/api/login?redirect=${encodeURIComponent(returnTo)}`;
}

const CHECKOUT_PLAN_KEY = 'checkout_plan';

/** The plan being bought, kept for the welcome toast on the way back from checkout. */
export function rememberCheckoutPlan(plan: PaidPlan): void {
  try {
    sessionStorage.setItem(CHECKOUT_PLAN_KEY, plan);
  } catch {
    // storage unavailable: the toast falls back to Pro
  }
}

/** The plan remembered by `rememberCheckoutPlan`, forgotten as it is read. */
export function takeCheckoutPlan(): PaidPlan | undefined {
  try {
    const plan = sessionStorage.getItem(CHECKOUT_PLAN_KEY);
    sessionStorage.removeItem(CHECKOUT_PLAN_KEY);
    return plan === 'pro' || plan === 'family' ? plan : undefined;
  } catch {
    return undefined;
  }
}

export type MarketingBilling = 'monthly' | 'annual';

/**
 * POST /api/create-checkout-session in the marketing shape `{planType, billing}` (part 1 §3); the
 * browser goes to the returned url (`returnUrl`, when given, is where checkout comes back to; billing
 * defaults to /app). A 401 goes to /api/login and back. Other failures are thrown
 * for the caller to report (the marketing pages only log them, part 1 §8).
 */
export async function startPlanCheckout(
  planType: PaidPlan,
  billing: MarketingBilling,
  returnUrl?: string,
): Promise<void> {
  try {
    const res = await apiRequest<{ url?: string; error?: string }>('POST', '/api/create-checkout-session', {
      planType,
      billing,
      ...(returnUrl ? { returnUrl } : {}),
    });
    if (!res?.url) throw new Error(res?.error || 'No checkout URL received');
    rememberCheckoutPlan(planType);
    goTo(res.url);
  } catch (err) {
    if (err instanceof ApiError && err.status === 401) {
      goTo(loginUrl());
      return;
    }
    throw err;
  }
}

/** GET /api/subscription: the user's own subscription (plan free and nulls when none). */
export function useSubscription(enabled = true) {
  return useQuery<SubscriptionInfo>({ queryKey: SUBSCRIPTION_KEY, enabled });
}

/** POST /api/billing/portal → the customer portal's url, where the browser then goes. */
export function useBillingPortal() {
  return useMutation({
    mutationFn: () => apiRequest<{ url?: string }>('POST', '/api/billing/portal', {}),
    onSuccess: (res) => {
      if (res?.url) goTo(res.url);
    },
  });
}

export const BILLING_PLANS_KEY = ['/api/billing/plans'];

/** GET /api/billing/plans (public): the free trial days (0: no trial, so no 'Start Free Trial'). */
export function useBillingPlans(enabled = true) {
  return useQuery<BillingPlans>({ queryKey: BILLING_PLANS_KEY, enabled });
}

/** Whether 'Start Free Trial' copy may show: only once the server said TRIAL_DAYS is set. */
export function useHasFreeTrial(enabled = true): boolean {
  return (useBillingPlans(enabled).data?.trialDays ?? 0) > 0;
}

/** Refetches what a plan moves (user, usage, subscription, family); answers the user's plan after. */
export async function refetchPlan(): Promise<string | undefined> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: USER_KEY }),
    queryClient.invalidateQueries({ queryKey: USAGE_KEY }),
    queryClient.invalidateQueries({ queryKey: SUBSCRIPTION_KEY }),
    queryClient.invalidateQueries({ queryKey: FAMILY_KEY }),
  ]);
  // Invalidation refetches only what a screen shows: with no one showing the user, it is fetched.
  const shown = (queryClient.getQueryCache().find({ queryKey: USER_KEY })?.getObserversCount() ?? 0) > 0;
  const user = shown
    ? queryClient.getQueryData<CurrentUser | null>(USER_KEY)
    : await queryClient.fetchQuery<CurrentUser | null>({
        queryKey: USER_KEY,
        queryFn: getQueryFn<CurrentUser>({ on401: 'returnNull' }),
        staleTime: 0,
      });
  return user?.plan;
}

/**
 * Refetches until the user's plan is `plan` (Stripe's event reaches identity a moment after the
 * switch), every `intervalMs` for at most `maxMs`; true when it got there.
 */
export async function waitForPlan(plan: string, { intervalMs = 700, maxMs = 15_000 } = {}): Promise<boolean> {
  const started = Date.now();
  for (;;) {
    if ((await refetchPlan().catch(() => undefined)) === plan) {
      // The family status fetched beside the user may predate the plan: once more, after it.
      await queryClient.invalidateQueries({ queryKey: FAMILY_KEY });
      return true;
    }
    if (Date.now() - started + intervalMs > maxMs) return false;
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
}

/**
 * POST /api/subscription/change-plan: a subscriber's plan switched on the subscription they have
 * (Pro to Family in one step, prorated). Resolves once the new plan shows (or after a wait).
 */
export function useChangePlan(options: { intervalMs?: number; maxMs?: number } = {}) {
  return useMutation({
    mutationFn: async (body: ChangePlanRequest) => {
      const res = await apiRequest<ChangePlanResponse>('POST', '/api/subscription/change-plan', body);
      await waitForPlan(res.plan, options);
      return res;
    },
    // Here, not in the caller's mutate: the offer may be gone by then (the family card turns into
    // the owner's view as the plan lands), and the new plan is still said.
    onSuccess: (res) => {
      const name = res.plan === 'family' ? 'Family' : 'Pro';
      toast({
        title: `You're on ${name} now`,
        description: `Your subscription is ${name}, billed ${res.billingCycle === 'annual' ? 'annually' : 'monthly'}.${res.plan === 'family' ? ' Invite one more adult from your profile.' : ''}`,
      });
    },
  });
}
