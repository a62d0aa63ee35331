import { Check, Crown, Loader2 } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import type { PaidPlan, SubscriptionInfo } from '@nestkeep/common/web';
import { loginUrl, rememberCheckoutPlan, useChangePlan, useSubscription } from '@/api/billing';
import { ApiError, apiRequest } from '@/api/client';
import { errorMessage } from '@/api/content';
import { goTo } from '@/components/marketing/navigate';
import { PRICES } from '@/lib/prices';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { toast } from '@/hooks/use-toast';
import { cn } from '@/lib/utils';

export type BillingCycle = 'monthly' | 'annually';

const PLAN_NAMES: Record<PaidPlan, string> = { pro: 'Pro', family: 'Family' };

const PLANS: { value: PaidPlan; note: string }[] = [
  { value: 'pro', note: 'Just you' },
  { value: 'family', note: 'You and one more adult' },
];

const money = (n: number) => `$${Number.isInteger(n) ? n : n.toFixed(2)}`;

/** The cycle choices of a plan, priced as part 1 §9 says (Family: $9 a month, or $87 a year). */
export function cyclesOf(
  plan: PaidPlan,
): { value: BillingCycle; label: string; price: string; note: string }[] {
  const p = PRICES[plan];
  const saving = Math.round((1 - p.yearlyTotal / (p.monthly * 12)) * 100);
  return [
    {
      value: 'monthly',
      label: 'Monthly',
      price: `${money(p.monthly)}/month`,
      note: 'Billed monthly, cancel anytime',
    },
    {
      value: 'annually',
      label: 'Annually',
      price: `${money(p.yearly)}/month`,
      note: `${money(p.yearlyTotal)} billed yearly · Save ${saving}%`,
    },
  ];
}

const BENEFITS = [
  'Unlimited content saves',
  'Unlimited AI summaries',
  'AI chatbot access',
  'Advanced search and filters',
];
const FAMILY_BENEFIT = 'One more adult shares it, with their own private library';

/** Why the offer opened: the free saves or the free chat questions of the month ran out. */
const REASONS = {
  saves: 'You have used all your free saves. Upgrade to keep saving parenting tips.',
  chat: 'You have used all your free AI chat questions this month. Upgrade for unlimited answers.',
  plan: 'Unlimited saves, AI summaries and AI chat answers, for $4 a month billed yearly.',
  family: 'Share unlimited saves, AI summaries and AI chat with one more adult.',
} as const;

/** One choice of a radio group drawn as a card: the radio and its label, then what the card says below. */
function RadioCard({
  name,
  value,
  checked,
  onSelect,
  disabled,
  label,
  padding,
  children,
}: {
  name: string;
  value: string;
  checked: boolean;
  onSelect: () => void;
  disabled: boolean;
  label: string;
  padding: 'p-3' | 'p-4';
  children: ReactNode;
}) {
  return (
    <label
      className={cn(
        'flex cursor-pointer flex-col gap-1 rounded-lg border focus-within:ring-2 focus-within:ring-primary',
        padding,
        checked ? 'border-primary bg-accent' : 'border-border',
      )}
    >
      <span className="flex items-center gap-2 font-medium">
        <input
          type="radio"
          name={name}
          value={value}
          checked={checked}
          onChange={onSelect}
          disabled={disabled}
          className="accent-primary"
        />
        {label}
      </span>
      {children}
    </label>
  );
}

/** The paid plan a subscription is on (a trial is Pro's), or null when there is none to switch. */
function subscribedPlan(sub: SubscriptionInfo | undefined): PaidPlan | null {
  if (!sub || !sub.status || sub.status === 'canceled') return null;
  if (sub.plan === 'family') return 'family';
  if (sub.plan === 'pro' || sub.plan === 'trialing') return 'pro';
  return null;
}

/**
 * The paid plan offer (part 2 §2.13): Pro or Family, monthly or annually (default annually), each
 * with its price. Someone without a subscription upgrades through checkout (a processing state
 * until the browser leaves). A subscriber switches plan or cycle on the subscription they have
 * (issue 22: Pro to Family in one step, prorated): 'Switch to Family' confirms, and the dialog
 * closes once the new plan shows. Errors (part 2 §8): 'Upgrade Failed' with the server's message or
 * 'Unable to start upgrade process. Please try again.'; 'No checkout URL received' when the answer
 * has no url. A 401 goes to /api/login and back to this page.
 */
export default function UpgradeDialog({
  open,
  onOpenChange,
  reason = 'saves',
  plan: initialPlan = 'pro',
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  reason?: keyof typeof REASONS;
  /** The plan chosen when the dialog opens (the family card offers Family). */
  plan?: PaidPlan;
}) {
  const [plan, setPlan] = useState<PaidPlan>(initialPlan);
  const [billingCycle, setBillingCycle] = useState<BillingCycle>('annually');
  const [processing, setProcessing] = useState(false);
  const sub = useSubscription(open);
  const changePlan = useChangePlan();
  // While a switch is under way the offer keeps showing the subscription it started from.
  const [pinned, setPinned] = useState<SubscriptionInfo>();
  const shown = pinned ?? sub.data;
  const current = subscribedPlan(shown);
  const currentCycle: BillingCycle | null =
    shown?.billingCycle === 'annual' ? 'annually' : shown?.billingCycle === 'monthly' ? 'monthly' : null;
  const busy = processing || changePlan.isPending;
  const unchanged = current === plan && currentCycle === billingCycle;
  const name = PLAN_NAMES[plan];

  const fail = (err: unknown, title: string) => {
    if (err instanceof ApiError && err.status === 401) {
      goTo(loginUrl());
      return;
    }
    toast({
      title,
      description: errorMessage(err) ?? 'Unable to start upgrade process. Please try again.',
      variant: 'destructive',
    });
  };

  const upgrade = async () => {
    setProcessing(true);
    try {
      const res = await apiRequest<{ url?: string; error?: string }>('POST', '/api/create-checkout-session', {
        plan,
        billingCycle,
        returnUrl: window.location.href,
      });
      if (!res?.url) throw new Error(res?.error || 'No checkout URL received');
      rememberCheckoutPlan(plan);
      goTo(res.url);
      // Stays "processing" until the browser leaves.
    } catch (err) {
      setProcessing(false);
      fail(err, 'Upgrade Failed');
    }
  };

  const switchPlan = () => {
    setPinned(sub.data);
    changePlan.mutate(
      { plan, billingCycle },
      {
        onSuccess: () => {
          onOpenChange(false);
        },
        onError: (err) => {
          setPinned(undefined);
          fail(err, 'Switch Failed');
        },
      },
    );
  };

  const switchLabel =
    current === plan
      ? `Switch to ${billingCycle === 'annually' ? 'annual' : 'monthly'} billing`
      : `Switch to ${name}`;

  return (
    <Dialog open={open} onOpenChange={(next) => !busy && onOpenChange(next)}>
      <DialogContent className="max-h-[90dvh] overflow-y-auto">
        <DialogHeader>
          <DialogTitle className="flex items-center gap-2">
            <Crown className="h-5 w-5 text-primary" aria-hidden />{' '}
            {current ? switchLabel : `Upgrade to ${name}`}
          </DialogTitle>
          <DialogDescription>
            {current
              ? `You're on ${PLAN_NAMES[current]}. Your subscription changes at once; the rest of this billing period is prorated, so you pay only the difference.`
              : plan === 'family' && reason !== 'saves' && reason !== 'chat'
                ? REASONS.family
                : REASONS[reason]}
          </DialogDescription>
        </DialogHeader>

        <fieldset className="grid gap-3 sm:grid-cols-2">
          <legend className="mb-2 text-sm font-medium">Plan</legend>
          {PLANS.map((p) => (
            <RadioCard
              key={p.value}
              name="plan"
              value={p.value}
              checked={plan === p.value}
              onSelect={() => setPlan(p.value)}
              disabled={busy}
              label={PLAN_NAMES[p.value]}
              padding="p-3"
            >
              <span className="text-xs text-muted-foreground">
                {current === p.value ? 'Your current plan' : p.note}
              </span>
            </RadioCard>
          ))}
        </fieldset>

        <fieldset className="grid gap-3 sm:grid-cols-2">
          <legend className="mb-2 text-sm font-medium">Billing cycle</legend>
          {cyclesOf(plan).map((c) => (
            <RadioCard
              key={c.value}
              name="billingCycle"
              value={c.value}
              checked={billingCycle === c.value}
              onSelect={() => setBillingCycle(c.value)}
              disabled={busy}
              label={c.label}
              padding="p-4"
            >
              <span className="text-xl font-bold" data-testid={`price-${c.value}`}>
                {c.price}
              </span>
              <span className="text-xs text-muted-foreground">{c.note}</span>
            </RadioCard>
          ))}
        </fieldset>

        <ul className="mt-2 space-y-1 text-sm">
          {(plan === 'family' ? [FAMILY_BENEFIT, ...BENEFITS] : BENEFITS).map((b) => (
            <li key={b} className="flex items-center gap-2">
              <Check className="h-4 w-4 shrink-0 text-primary" aria-hidden /> {b}
            </li>
          ))}
        </ul>

        {current && unchanged && (
          <p className="text-sm text-muted-foreground" role="status">
            This is your current plan and billing cycle.
          </p>
        )}

        <DialogFooter>
          <Button variant="outline" onClick={() => onOpenChange(false)} disabled={busy}>
            Maybe later
          </Button>
          {current ? (
            <Button onClick={switchPlan} disabled={busy || unchanged} aria-busy={changePlan.isPending}>
              {changePlan.isPending ? (
                <>
                  <Loader2 className="h-4 w-4 animate-spin" aria-hidden /> Switching...
                </>
              ) : (
                switchLabel
              )}
            </Button>
          ) : (
            <Button onClick={upgrade} disabled={busy} aria-busy={processing}>
              {processing ? (
                <>
                  <Loader2 className="h-4 w-4 animate-spin" aria-hidden /> Processing...
                </>
              ) : (
                'Upgrade'
              )}
            </Button>
          )}
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
