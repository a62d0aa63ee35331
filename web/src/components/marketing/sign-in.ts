import type { PaidPlan } from '@nestkeep/common/web';
import { loginUrl, startPlanCheckout } from '@/api/billing';
import { goTo } from './navigate';

/** Where the sign-up flow remembers the page to return to (spec part 1 §2). */
export const SIGNUP_REDIRECT_KEY = 'signup_redirect';

/** A return address is only ever a path on this site ("/x", never "//host" or "https://..."). */
export function safeRedirect(value: string | null | undefined): string | null {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  return value;
}

/**
 * Remembers the return address (when there is one) as `signup_redirect`, then goes to the identity
 * provider with it as `redirect`.
 */
export function startSignIn(redirect?: string | null): void {
  const target = safeRedirect(redirect);
  if (target) {
    try {
      localStorage.setItem(SIGNUP_REDIRECT_KEY, target);
    } catch {
      // storage unavailable (private mode): the query parameter still carries it
    }
  }
  goTo(target ? `/auth/google?redirect=${encodeURIComponent(target)}` : '/auth/google');
}

export type Billing = 'monthly' | 'annual';

/**
 * Checkout from the marketing pricing (spec part 1 §3, §5, §8): `{planType, billing}`; signed-out
 * visitors and a 401 go to /api/login (and back to this page after signing in); a returned url is
 * followed; an error or a network failure is only logged.
 */
export async function startCheckout(
  billing: Billing,
  isAuthenticated: boolean,
  planType: PaidPlan = 'pro',
): Promise<void> {
  if (!isAuthenticated) {
    goTo(loginUrl());
    return;
  }
  try {
    await startPlanCheckout(planType, billing);
  } catch (err) {
    console.error('Checkout failed', err);
  }
}
