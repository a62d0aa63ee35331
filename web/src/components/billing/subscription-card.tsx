import { CreditCard, Crown, ExternalLink, Loader2, Users } from 'lucide-react';
import { useState } from 'react';
import type { SubscriptionInfo } from '@nestkeep/common/web';
import { useCurrentUser } from '@/api/auth';
import { planName, useBillingPortal, useSubscription } from '@/api/billing';
import { errorMessage } from '@/api/content';
import { useFamily } from '@/api/family';
import UpgradeDialog from '@/components/upgrade-dialog';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { toast } from '@/hooks/use-toast';
import { formatDate } from '@/lib/format';

const date = (value: string | null) => (value ? formatDate(value) : null);

/** The status line: active, trial ends <date>, payment failed: update card, cancels on <date>. */
export function statusText(
  sub: SubscriptionInfo,
): { text: string; tone: 'success' | 'warning' | 'danger' } | null {
  const end = date(sub.currentPeriodEnd);
  if (sub.status === 'past_due') return { text: 'Payment failed: update card', tone: 'danger' };
  if (sub.cancelAtPeriodEnd && end && sub.status !== 'canceled')
    return { text: `Cancels on ${end}`, tone: 'warning' };
  if (sub.status === 'trialing') {
    const trialEnd = date(sub.trialEnd) ?? end;
    return { text: trialEnd ? `Trial ends ${trialEnd}` : 'Trial', tone: 'success' };
  }
  if (sub.status === 'active') return { text: 'Active', tone: 'success' };
  if (sub.status === 'canceled') return { text: 'Canceled', tone: 'warning' };
  return null;
}

/**
 * The profile's subscription card (issue 10): plan (Free, Pro, Pro trial, Family), its status,
 * renewal date and billing cycle, Manage billing (the billing portal); Upgrade for a free user;
 * a family member is told the plan comes from the family's owner.
 */
export function SubscriptionCard({ enabled }: { enabled: boolean }) {
  const { user } = useCurrentUser();
  const sub = useSubscription(enabled);
  const portal = useBillingPortal();
  const [upgradeOpen, setUpgradeOpen] = useState(false);
  const [offerPlan, setOfferPlan] = useState<'pro' | 'family'>('pro');
  // A member's effective plan is family while their own subscription is none (or free).
  const familyMember = user?.plan === 'family' && sub.data !== undefined && sub.data.plan !== 'family';
  const family = useFamily(enabled && familyMember);
  if (!enabled) return null;

  const manage = () =>
    portal.mutate(undefined, {
      onError: (err) =>
        toast({
          title: 'Billing unavailable',
          description: errorMessage(err) ?? 'Unable to open billing. Please try again.',
          variant: 'destructive',
        }),
    });

  let body;
  if (sub.isLoading) {
    body = <p className="text-sm text-muted-foreground">Loading subscription...</p>;
  } else if (sub.isError || !sub.data) {
    body = (
      <p className="text-sm text-muted-foreground">
        Unable to load your subscription. Please try again later.
      </p>
    );
  } else {
    const s = sub.data;
    const status = statusText(s);
    const renews = s.status === 'active' && !s.cancelAtPeriodEnd ? date(s.currentPeriodEnd) : null;
    const owner = family.data?.primaryUser;
    const ownerName = owner?.displayName || owner?.email;
    const free = s.plan === 'free' && !familyMember;
    body = (
      <div className="space-y-4">
        <dl className="grid gap-3 text-sm sm:grid-cols-2">
          <div>
            <dt className="text-muted-foreground">Plan</dt>
            <dd className="flex items-center gap-2 text-base font-semibold" data-testid="subscription-plan">
              {familyMember ? 'Family' : planName(s.plan)}
              {status && !familyMember && (
                <Badge variant={status.tone} data-testid="subscription-status">
                  {status.text}
                </Badge>
              )}
            </dd>
          </div>
          {s.billingCycle && !familyMember && (
            <div>
              <dt className="text-muted-foreground">Billing</dt>
              <dd className="font-medium">{s.billingCycle === 'annual' ? 'Annual' : 'Monthly'}</dd>
            </div>
          )}
          {renews && !familyMember && (
            <div>
              <dt className="text-muted-foreground">Renews on</dt>
              <dd className="font-medium">{renews}</dd>
            </div>
          )}
        </dl>
        {familyMember && (
          <p className="flex items-start gap-2 text-sm" data-testid="subscription-family">
            <Users className="mt-0.5 h-4 w-4 shrink-0 text-primary dark:text-violet-300" aria-hidden />
            <span>
              Your plan comes from {ownerName ? `${ownerName}'s` : 'the family owner’s'} Family plan. They
              manage its billing.
            </span>
          </p>
        )}
        {s.status === 'past_due' && !familyMember && (
          <p className="text-sm text-red-700 dark:text-red-300">
            Your last payment did not go through. Update your card to keep your plan.
          </p>
        )}
        <div className="flex flex-wrap gap-2">
          {free && (
            <Button
              onClick={() => {
                setOfferPlan('pro');
                setUpgradeOpen(true);
              }}
            >
              <Crown className="h-4 w-4" aria-hidden /> Upgrade
            </Button>
          )}
          {(s.plan === 'pro' || s.plan === 'trialing') && s.status && s.status !== 'canceled' && (
            // The portal changes only the cycle or cancels: Family is a switch here (issue 22).
            <Button
              onClick={() => {
                setOfferPlan('family');
                setUpgradeOpen(true);
              }}
            >
              <Users className="h-4 w-4" aria-hidden /> Switch to Family
            </Button>
          )}
          {s.canManage && (
            <Button variant="outline" onClick={manage} disabled={portal.isPending || portal.isSuccess}>
              {portal.isPending || portal.isSuccess ? (
                <Loader2 className="h-4 w-4 animate-spin" aria-hidden />
              ) : (
                <ExternalLink className="h-4 w-4" aria-hidden />
              )}
              Manage billing
            </Button>
          )}
        </div>
      </div>
    );
  }

  return (
    <Card aria-labelledby="subscription-title" role="region">
      <CardHeader className="flex-row items-start gap-3">
        <CreditCard className="mt-0.5 h-5 w-5 shrink-0 text-primary" aria-hidden />
        <div className="flex-1 space-y-1.5">
          <CardTitle id="subscription-title">Subscription</CardTitle>
          <CardDescription>Your plan, its renewal and billing.</CardDescription>
        </div>
      </CardHeader>
      <CardContent>{body}</CardContent>
      {upgradeOpen && (
        <UpgradeDialog
          open={upgradeOpen}
          onOpenChange={setUpgradeOpen}
          reason={offerPlan === 'family' ? 'family' : 'plan'}
          plan={offerPlan}
        />
      )}
    </Card>
  );
}
