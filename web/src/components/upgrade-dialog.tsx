import { Check, Crown, Loader2 } from 'lucide-react';
import { useState } from 'react';
import { loginUrl, rememberCheckoutPlan } from '@/api/billing';
import { ApiError, apiRequest } from '@/api/client';
import { errorMessage } from '@/api/content';
import { goTo } from '@/components/marketing/navigate';
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

const CYCLES: { value: BillingCycle; label: string; price: string; note: string }[] = [
  { value: 'monthly', label: 'Monthly', price: '$5/month', note: 'Billed monthly, cancel anytime' },
  { value: 'annually', label: 'Annually', price: '$4/month', note: '$48 billed yearly · Save 20%' },
];

const BENEFITS = [
  'Unlimited content saves',
  'Unlimited AI summaries',
  'AI chatbot access',
  'Advanced search and filters',
];

/** Why the offer opened: the free saves or the free chat questions of the month ran out. */
const REASONS = {
  saves: 'You have used all your free saves. Upgrade to keep saving parenting tips.',
  chat: 'You have used all your free AI chat questions this month. Upgrade for unlimited answers.',
  plan: 'Unlimited saves, AI summaries and AI chat answers, for $4 a month billed yearly.',
} as const;

/**
 * The paid plan offer (part 2 §2.13): monthly or annually (default annually); Upgrade asks for a
 * checkout session and the browser goes to its url, showing a processing state until it leaves.
 * Errors (part 2 §8): 'Upgrade Failed' with the server's message (a 409 says the user already has a
 * subscription) or 'Unable to start upgrade process. Please try again.'; 'No checkout URL received'
 * when the answer has no url. A 401 goes to /api/login and back to this page.
 */
export default function UpgradeDialog({
  open,
  onOpenChange,
  reason = 'saves',
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  reason?: keyof typeof REASONS;
}) {
  const [billingCycle, setBillingCycle] = useState<BillingCycle>('annually');
  const [processing, setProcessing] = useState(false);

  const upgrade = async () => {
    setProcessing(true);
    try {
      const res = await apiRequest<{ url?: string; error?: string }>('POST', '/api/create-checkout-session', {
        plan: 'pro',
        billingCycle,
        returnUrl: window.location.href,
      });
      if (!res?.url) throw new Error(res?.error || 'No checkout URL received');
      rememberCheckoutPlan('pro');
      goTo(res.url);
      // Stays "processing" until the browser leaves.
    } catch (err) {
      setProcessing(false);
      if (err instanceof ApiError && err.status === 401) {
        goTo(loginUrl());
        return;
      }
      toast({
        title: 'Upgrade Failed',
        description: errorMessage(err) ?? 'Unable to start upgrade process. Please try again.',
        variant: 'destructive',
      });
    }
  };

  return (
    <Dialog open={open} onOpenChange={(next) => !processing && onOpenChange(next)}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle className="flex items-center gap-2">
            <Crown className="h-5 w-5 text-primary" aria-hidden /> Upgrade to Pro
          </DialogTitle>
          <DialogDescription>{REASONS[reason]}</DialogDescription>
        </DialogHeader>

        <fieldset className="grid gap-3 sm:grid-cols-2">
          <legend className="mb-2 text-sm font-medium">Billing cycle</legend>
          {CYCLES.map((c) => (
            <label
              key={c.value}
              className={cn(
                'flex cursor-pointer flex-col gap-1 rounded-lg border p-4 focus-within:ring-2 focus-within:ring-primary',
                billingCycle === c.value ? 'border-primary bg-accent' : 'border-border',
              )}
            >
              <span className="flex items-center gap-2 font-medium">
                <input
                  type="radio"
                  name="billingCycle"
                  value={c.value}
                  checked={billingCycle === c.value}
                  onChange={() => setBillingCycle(c.value)}
                  className="accent-primary"
                />
                {c.label}
              </span>
              <span className="text-xl font-bold">{c.price}</span>
              <span className="text-xs text-muted-foreground">{c.note}</span>
            </label>
          ))}
        </fieldset>

        <ul className="mt-4 space-y-1 text-sm">
          {BENEFITS.map((b) => (
            <li key={b} className="flex items-center gap-2">
              <Check className="h-4 w-4 text-primary" aria-hidden /> {b}
            </li>
          ))}
        </ul>

        <DialogFooter>
          <Button variant="outline" onClick={() => onOpenChange(false)} disabled={processing}>
            Maybe later
          </Button>
          <Button onClick={upgrade} disabled={processing} aria-busy={processing}>
            {processing ? (
              <>
                <Loader2 className="h-4 w-4 animate-spin" aria-hidden /> Processing...
              </>
            ) : (
              'Upgrade'
            )}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
