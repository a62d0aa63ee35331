import type { Plan, SubscriptionStatus } from '@nestkeep/common';
import type { Db } from './client.js';

export type PlanChangeOutcome = 'applied' | 'stale' | 'unknown_user';

/**
 * Applies billing's view of a user's plan when `version` is newer than the last one applied. One
 * conditional UPDATE: two workers delivering versions 3 and 2 at once cannot leave version 2
 * standing, and a replay of an applied version changes nothing.
 */
export async function applyPlanChange(
  db: Db,
  change: { userId: string; plan: Plan; subscriptionStatus: SubscriptionStatus | null; version: number },
): Promise<PlanChangeOutcome> {
  const { count } = await db.user.updateMany({
    where: { id: change.userId, planVersion: { lt: change.version } },
    data: {
      plan: change.plan,
      subscriptionStatus: change.subscriptionStatus,
      planVersion: change.version,
    },
  });
  if (count > 0) return 'applied';
  const exists = await db.user.count({ where: { id: change.userId } });
  return exists > 0 ? 'stale' : 'unknown_user';
}
