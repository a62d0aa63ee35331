import type { Plan, SubscriptionStatus } from '@nestkeep/common';
import { lockUser, type Db } from './client.js';
import { clearPlanEndedNotices, markFamilyEnded } from './family.js';

export type PlanChangeOutcome = 'applied' | 'stale' | 'unknown_user';

/**
 * Applies billing's view of a user's plan when `version` is newer than the last one applied, under
 * the user's lock: two workers delivering versions 3 and 2 at once cannot leave version 2
 * standing, and a replay of an applied version changes nothing. An owner's Family plan that ends
 * tells their member why on their next visit; one that comes back takes that notice away again.
 */
export async function applyPlanChange(
  db: Db,
  change: { userId: string; plan: Plan; subscriptionStatus: SubscriptionStatus | null; version: number },
  now: Date = new Date(),
): Promise<PlanChangeOutcome> {
  return db.$transaction(async (tx) => {
    if (!(await lockUser(tx, change.userId))) return 'unknown_user';
    const before = await tx.user.findUniqueOrThrow({
      where: { id: change.userId },
      select: { plan: true, planVersion: true },
    });
    if (before.planVersion >= change.version) return 'stale';
    await tx.user.update({
      where: { id: change.userId },
      data: {
        plan: change.plan,
        subscriptionStatus: change.subscriptionStatus,
        planVersion: change.version,
      },
    });
    if (before.plan === 'family' && change.plan !== 'family') {
      await markFamilyEnded(tx, change.userId, 'plan_ended', now);
    } else if (before.plan !== 'family' && change.plan === 'family') {
      await clearPlanEndedNotices(tx, change.userId);
    }
    return 'applied';
  });
}
