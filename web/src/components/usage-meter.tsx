import * as P from '@radix-ui/react-progress';
import { AlertTriangle, Crown, Sparkles, Users } from 'lucide-react';
import { useState } from 'react';
import type { UsageResponse } from '@nestkeep/common/web';
import { useCurrentUser } from '@/api/auth';
import { FALLBACK_FREE_LIMIT, useUsage } from '@/api/content';
import UpgradeDialog from '@/components/upgrade-dialog';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { cn } from '@/lib/utils';

export type MeterLevel = 'default' | 'warning' | 'full';

export interface MeterState {
  /** Pro-like plans see a badge instead of the bar. */
  unlimited: boolean;
  badge?: 'Pro Plan' | 'Trial Active' | 'Family Plan';
  count: number;
  limit: number;
  remaining: number;
  percent: number;
  level: MeterLevel;
  almostFull: boolean;
  limitReached: boolean;
}

const UNLIMITED_PLANS = ['pro', 'trialing', 'family'];

/**
 * The usage meter rules (part 1 §4, §9): hidden for pro, trialing (and family) plans, which show
 * 'Pro Plan' or 'Trial Active' ('Family Plan' for family, owner and member alike); free users see count of limit (fallback 8), default colour under
 * 75 %, orange from 75 %, red from 100 %; 'Almost full' at 1 or 2 remaining; 'Limit reached' at 0.
 */
export function meterState(usage: Partial<UsageResponse> | undefined, userPlan?: string | null): MeterState {
  const plan = usage?.plan ?? userPlan ?? 'free';
  const unlimited = Boolean(usage?.unlimited) || UNLIMITED_PLANS.includes(plan);
  const limit =
    typeof usage?.freeUsageLimit === 'number' && usage.freeUsageLimit > 0
      ? usage.freeUsageLimit
      : FALLBACK_FREE_LIMIT;
  const count = Math.max(0, usage?.usageCount ?? 0);
  const remaining = Math.max(0, limit - count);
  const percent = Math.min(100, (count / limit) * 100);
  const level: MeterLevel = percent >= 100 ? 'full' : percent >= 75 ? 'warning' : 'default';
  return {
    unlimited,
    badge: unlimited
      ? plan === 'trialing'
        ? 'Trial Active'
        : plan === 'family'
          ? 'Family Plan'
          : 'Pro Plan'
      : undefined,
    count,
    limit,
    remaining,
    percent,
    level,
    almostFull: remaining >= 1 && remaining <= 2,
    limitReached: remaining === 0,
  };
}

export const remainingText = (remaining: number) =>
  `${remaining} ${remaining === 1 ? 'save' : 'saves'} remaining`;

const BAR: Record<MeterLevel, string> = {
  default: 'bg-primary',
  warning: 'bg-orange-500',
  full: 'bg-red-600',
};

/** The dashboard's free-usage meter; refreshes every 30 s. */
export function UsageMeter({ className }: { className?: string }) {
  const { user } = useCurrentUser();
  const usage = useUsage({ enabled: Boolean(user) });
  const [upgradeOpen, setUpgradeOpen] = useState(false);
  if (!user || usage.isLoading) return null;
  const state = meterState(usage.data, user.plan);

  if (state.unlimited) {
    return (
      <div className={cn('flex items-center', className)} data-testid="usage-meter">
        <Badge variant="default" className="gap-1">
          {state.badge === 'Trial Active' ? (
            <Sparkles className="h-3 w-3" aria-hidden />
          ) : state.badge === 'Family Plan' ? (
            <Users className="h-3 w-3" aria-hidden />
          ) : (
            <Crown className="h-3 w-3" aria-hidden />
          )}
          {state.badge}
        </Badge>
      </div>
    );
  }

  return (
    <Card className={className} data-testid="usage-meter" data-level={state.level}>
      <CardContent className="space-y-2 pt-5">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <p className="text-sm font-medium" id="usage-meter-label">
            Free saves: {state.count} of {state.limit} used
          </p>
          {state.limitReached ? (
            <Badge variant="danger" className="gap-1">
              <AlertTriangle className="h-3 w-3" aria-hidden />
              Limit reached
            </Badge>
          ) : state.almostFull ? (
            <Badge variant="warning" className="gap-1">
              <AlertTriangle className="h-3 w-3" aria-hidden />
              Almost full
            </Badge>
          ) : null}
        </div>
        <P.Root
          value={state.percent}
          aria-labelledby="usage-meter-label"
          aria-valuetext={`${state.count} of ${state.limit} saves used`}
          className="relative h-2 w-full overflow-hidden rounded-full bg-muted"
        >
          <P.Indicator
            data-testid="usage-bar"
            className={cn('h-full transition-all', BAR[state.level])}
            style={{ width: `${state.percent}%` }}
          />
        </P.Root>
        <div className="flex flex-wrap items-center justify-between gap-2 text-sm text-muted-foreground">
          <span>{remainingText(state.remaining)}</span>
          {state.limitReached && (
            <Button size="sm" onClick={() => setUpgradeOpen(true)}>
              Upgrade to continue saving
            </Button>
          )}
        </div>
      </CardContent>
      {upgradeOpen && <UpgradeDialog open={upgradeOpen} onOpenChange={setUpgradeOpen} />}
    </Card>
  );
}
