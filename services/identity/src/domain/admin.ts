import { forbidden, unauthorized, type AdminUser, type InternalPrincipal } from '@nestkeep/common';
import type { User } from '../generated/prisma/client.js';
import type { UserCounts } from '../clients/content-admin.js';

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

/** A user as the admin panel shows them, with content's counts (zero when content has none). */
export function toAdminUser(user: User, counts: UserCounts | undefined): AdminUser {
  return {
    id: user.id,
    displayName: user.displayName,
    email: user.email,
    googleId: user.googleId,
    plan: user.plan,
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
