import {
  badRequest,
  PAID_PLANS,
  type BillingCycle,
  type CheckoutRequest,
  type PaidPlan,
} from '@nestkeep/common';

const CYCLES: Record<string, BillingCycle> = { monthly: 'monthly', annual: 'annual', annually: 'annual' };

/**
 * Both request shapes (marketing `{planType, billing}`, upgrade dialog `{plan, billingCycle,
 * returnUrl}`) as one CheckoutRequest; a 400 names every field that is wrong.
 */
export function normaliseCheckout(body: unknown): CheckoutRequest {
  const b = (body && typeof body === 'object' ? body : {}) as Record<string, unknown>;
  const problems: string[] = [];
  const planField = 'planType' in b ? 'planType' : 'plan';
  const cycleField = 'billing' in b ? 'billing' : 'billingCycle';
  const plan = b[planField];
  const cycle = b[cycleField];
  if (typeof plan !== 'string' || !(PAID_PLANS as readonly string[]).includes(plan)) {
    problems.push(
      plan === undefined ? 'plan is required (pro or family)' : `${planField} must be pro or family`,
    );
  }
  const allowedCycles = cycleField === 'billing' ? ['monthly', 'annual'] : Object.keys(CYCLES);
  if (typeof cycle !== 'string' || !allowedCycles.includes(cycle)) {
    problems.push(
      cycle === undefined
        ? 'billing cycle is required (monthly or annual)'
        : `${cycleField} must be ${cycleField === 'billing' ? 'monthly or annual' : 'monthly or annually'}`,
    );
  }
  const returnUrl = b.returnUrl;
  if (returnUrl !== undefined && returnUrl !== null && typeof returnUrl !== 'string') {
    problems.push('returnUrl must be a URL');
  }
  if (problems.length) throw badRequest(problems.join('; '));
  return {
    plan: plan as PaidPlan,
    cycle: CYCLES[cycle as string]!,
    ...(typeof returnUrl === 'string' && returnUrl ? { returnUrl } : {}),
  };
}

/**
 * The longest return address taken, as sent to Stripe (encoded): browsers and proxies handle it,
 * and with `checkout=<outcome>` added it stays well under Stripe's 5000 for success_url.
 */
export const MAX_RETURN_URL_LENGTH = 2048;

/**
 * The absolute return address on APP_ORIGIN (a path like '/app' is taken relative to it), or a 400
 * naming what is wrong: off the origin, too long, or carrying a user name or password.
 */
export function checkedReturnUrl(returnUrl: string | undefined, appOrigin: string): URL {
  const origin = new URL(appOrigin).origin;
  const tooLong = badRequest(`returnUrl must be at most ${MAX_RETURN_URL_LENGTH} characters`);
  // Checked before parsing too, so a huge string is not parsed at all.
  if (returnUrl && returnUrl.length > MAX_RETURN_URL_LENGTH) throw tooLong;
  let url: URL;
  try {
    url = new URL(returnUrl ?? '/app', origin);
  } catch {
    throw badRequest(`returnUrl must be on ${origin}`);
  }
  if (url.origin !== origin) throw badRequest(`returnUrl must be on ${origin}`);
  if (url.username || url.password) throw badRequest('returnUrl must not contain a user name or password');
  if (url.href.length > MAX_RETURN_URL_LENGTH) throw tooLong;
  return url;
}

/** The return address with `checkout=<outcome>` added to its query (the web shows a toast). */
export function withCheckoutOutcome(url: URL, outcome: 'success' | 'cancel'): string {
  const u = new URL(url);
  u.searchParams.set('checkout', outcome);
  return u.toString();
}
