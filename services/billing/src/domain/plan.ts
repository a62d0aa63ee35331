import type { Plan, SubscriptionStatus } from '@nestkeep/common';

/** Stripe statuses after which a subscription never runs again (nothing left to cancel). */
const FINAL = new Set(['canceled', 'incomplete_expired']);

/** Whether a subscription with this Stripe status has ended for good. */
export function hasEnded(status: string): boolean {
  return FINAL.has(status);
}

/** Stripe statuses under which a subscription no longer belongs to the user (checkout answers 409 otherwise). */
const ENDED = new Set([...FINAL, 'incomplete']);

/**
 * The plan rule (contracts.md): active or past_due → the subscription's plan; trialing → 'trialing'
 * for pro, 'family' for family; canceled, unpaid, incomplete_expired, incomplete, paused → 'free'.
 */
export function planFor(sub: { plan: string; status: string } | null | undefined): Plan {
  if (!sub) return 'free';
  const paid = sub.plan === 'family' ? 'family' : 'pro';
  switch (sub.status) {
    case 'active':
    case 'past_due':
      return paid;
    case 'trialing':
      return paid === 'family' ? 'family' : 'trialing';
    default:
      return 'free';
  }
}

/** Stripe's status folded to what the product shows (null when there is no subscription). */
export function statusFor(sub: { status: string } | null | undefined): SubscriptionStatus | null {
  if (!sub) return null;
  switch (sub.status) {
    case 'active':
    case 'trialing':
    case 'past_due':
      return sub.status;
    default:
      return 'canceled';
  }
}

/** Whether a subscription is still the user's (not ended): a second checkout is refused then. */
export function isLive(sub: { status: string }): boolean {
  return !ENDED.has(sub.status);
}

/**
 * The subscription that decides a user's plan: the newest one still live, else the newest one.
 * (A user normally has one; a second may exist after a cancellation and a new checkout.)
 */
export function currentSubscription<S extends { status: string; createdAt: Date; plan: string }>(
  subs: S[],
): S | null {
  const byNewest = [...subs].sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime());
  return byNewest.find((s) => planFor(s) !== 'free') ?? byNewest.find(isLive) ?? byNewest[0] ?? null;
}
