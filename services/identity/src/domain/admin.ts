import { forbidden, unauthorized, type AdminUser, type InternalPrincipal } from '@nestkeep/common';
import type { Plan, User } from '../generated/prisma/client.js';
import type { UserCounts } from '../clients/content-admin.js';
import { effectivePlan } from './family.js';

export const ADMIN_REQUIRED = 'Admin access required';
export const CANNOT_DELETE_SELF = 'You cannot delete your own account here';
export const CANNOT_CHANGE_OWN_PLAN = 'You cannot change your own plan here';
export const ADMIN_DELETE_REASON = 'Deleted by an administrator';

/** Plans that count as paying in the stat cards (trialing is treated like pro; family includes pro). */
export const PAID_PLANS = ['pro', 'trialing', 'family'] as const;

/** The admin's own user id; anonymous → 401, a signed-in non-admin → 403 'Admin access required'. */
export function requireAdmin(principal: InternalPrincipal | undefined): string {
  if (principal?.kind !== 'user') throw unauthorized();
  if (principal.role !== 'admin') throw forbidden(ADMIN_REQUIRED);
  return principal.userId;
}

/** The plan a user has as the panel shows it: the effective plan and whose Family plan gives it. */
export interface AdminPlan {
  effectivePlan: Plan;
  familyOwnerEmail: string | null;
}

/**
 * The plan a user actually has, by the one rule /api/auth/user uses (family's `effectivePlan`),
 * given their active membership (with its owner) if any. The owner is named when the membership
 * is what gives the plan.
 */
export function adminPlanOf(
  user: Pick<User, 'plan'>,
  membership: { owner: Pick<User, 'plan' | 'email'> } | null,
): AdminPlan {
  const plan = effectivePlan(user.plan, membership ? { ownerPlan: membership.owner.plan } : null);
  const viaFamily = membership !== null && plan !== effectivePlan(user.plan, null);
  return { effectivePlan: plan, familyOwnerEmail: viaFamily ? membership.owner.email : null };
}

/** A user as the admin panel shows them, with content's counts (zero when content has none). */
export function toAdminUser(user: User, counts: UserCounts | undefined, plan: AdminPlan): AdminUser {
  return {
    id: user.id,
    displayName: user.displayName,
    email: user.email,
    googleId: user.googleId,
    plan: user.plan,
    effectivePlan: plan.effectivePlan,
    familyOwnerEmail: plan.familyOwnerEmail,
    role: user.role,
    usageCount: counts?.usageCount ?? 0,
    contentCount: counts?.contentCount ?? 0,
    chatCount: counts?.chatCount ?? 0,
    emailOptIn: user.emailOptIn,
    emailOptInDate: user.emailOptInDate?.toISOString() ?? null,
    createdAt: user.createdAt.toISOString(),
  };
}

/** Midnight UTC today, the Monday of this week and the 1st of this month (UTC): "new users" windows. */
export function utcWindows(now: Date): { today: Date; week: Date; month: Date } {
  const today = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  const sinceMonday = (today.getUTCDay() + 6) % 7;
  const week = new Date(today.getTime() - sinceMonday * 86_400_000);
  const month = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
  return { today, week, month };
}

export const planSummary = (plan: string) => `Plan set to ${plan}`;
export const optInSummary = (on: boolean) => (on ? 'Email opt-in turned on' : 'Email opt-in turned off');
export const DELETE_SUMMARY = 'User account permanently deleted';
