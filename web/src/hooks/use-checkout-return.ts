import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { refetchPlan, takeCheckoutPlan } from '@/api/billing';
import { toast } from '@/hooks/use-toast';

export const CHECKOUT_PARAM = 'checkout';

/** The toasts of a return from checkout. */
export const CHECKOUT_TOASTS = {
  pro: {
    title: 'Welcome to NestKeep Pro',
    description: 'Your plan is active: unlimited saves, AI summaries and AI chat are yours now.',
  },
  family: {
    title: 'Welcome to NestKeep Family',
    description:
      'Your family plan is active: unlimited saves for you and one more adult. Invite them from your profile.',
  },
  cancel: {
    title: 'Checkout canceled',
    description: 'No payment was taken. You can upgrade any time.',
  },
} as const;

/** The address without `checkout` (the rest of the query kept), or null when it has none. */
export function withoutCheckoutParam(search: string): { outcome: string; rest: string } | null {
  const params = new URLSearchParams(search);
  const outcome = params.get(CHECKOUT_PARAM);
  if (outcome === null) return null;
  params.delete(CHECKOUT_PARAM);
  const rest = params.toString();
  return { outcome, rest: rest ? `?${rest}` : '' };
}

/**
 * The return from checkout (issue 10): any page with `?checkout=success` or `?checkout=cancel`
 * shows a toast, drops the parameter from the address, and refetches the user, usage, subscription
 * and family. After a success the webhook may land a moment later, so they are refetched every
 * `intervalMs` until the plan is no longer free, for at most `maxMs`. Used once, by the app shell.
 */
export function useCheckoutReturn({ intervalMs = 1000, maxMs = 15_000 } = {}) {
  const location = useLocation();
  const navigate = useNavigate();
  const [polling, setPolling] = useState(false);

  useEffect(() => {
    const found = withoutCheckoutParam(location.search);
    if (!found) return;
    navigate({ pathname: location.pathname, search: found.rest, hash: location.hash }, { replace: true });
    const success = found.outcome === 'success';
    if (!success && found.outcome !== 'cancel') return;
    const plan = takeCheckoutPlan();
    // After this render's effects: the toaster (mounted beside the router) subscribes in its own
    // effect, which runs after this one on the first page load.
    // Not cleared with the effect: dropping the parameter re-runs it at once.
    setTimeout(() =>
      toast(
        success ? (plan === 'family' ? CHECKOUT_TOASTS.family : CHECKOUT_TOASTS.pro) : CHECKOUT_TOASTS.cancel,
      ),
    );
    if (success) setPolling(true);
    else void refetchPlan();
  }, [location.search, location.pathname, location.hash, navigate]);

  useEffect(() => {
    if (!polling) return;
    let stopped = false;
    const started = Date.now();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const tick = async () => {
      const plan = await refetchPlan().catch(() => undefined);
      if (stopped) return;
      if ((plan && plan !== 'free') || Date.now() - started + intervalMs > maxMs) {
        setPolling(false);
        return;
      }
      timer = setTimeout(() => void tick(), intervalMs);
    };
    void tick();
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [polling, intervalMs, maxMs]);

  return { polling };
}
