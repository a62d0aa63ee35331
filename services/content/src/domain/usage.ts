import type { Plan } from '@nestkeep/common';

/** Usage is counted per calendar month in UTC, e.g. "2026-11". */
export function monthKey(now: Date): string {
  return now.toISOString().slice(0, 7);
}

/** Pro, trialing (treated like pro) and family plans save without limit; free is limited. */
export function isUnlimited(plan: Plan): boolean {
  return plan !== 'free';
}
