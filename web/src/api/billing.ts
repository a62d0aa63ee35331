import { useMutation, useQuery } from '@tanstack/react-query';
import type { PaidPlan, SubscriptionInfo } from '@nestkeep/common/web';
import { goTo } from '@/components/marketing/navigate';
import { ApiError, apiRequest } from './client';

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
