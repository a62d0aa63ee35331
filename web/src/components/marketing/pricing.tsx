import { Check } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { useCurrentUser } from '@/api/auth';
import { Badge } from '@/components/ui/badge';
import { btn } from '@/components/marketing/button-class';
import { clsx as cn } from 'clsx';
import { PRICES } from '@/lib/prices';
import { Section } from './brand';
import { startCheckout } from './sign-in';

export type BillingPeriod = 'monthly' | 'yearly';

const FREE_FEATURES = ['25 saves per month', '25 AI summaries per month', 'Basic search', 'Mobile access'];
const PRO_FEATURES = [
  'Unlimited saves and AI summaries',
  'AI chatbot with trusted sources',
  'Advanced search and filters',
  'Custom folders and tags',
  'Priority support',
];
const FAMILY_FEATURES = [
  'Everything in Pro',
  'Two adults sharing one plan',
  'Custom AI tags',
  'Early access to new features',
];

const money = (n: number) => `$${Number.isInteger(n) ? n : n.toFixed(2)}`;

function Features({ items }: { items: string[] }) {
  return (
    <ul className="mt-6 space-y-3 text-sm">
      {items.map((f) => (
        <li key={f} className="flex gap-2">
          <Check className="mt-0.5 h-4 w-4 shrink-0 text-primary dark:text-violet-300" aria-hidden />
          <span>{f}</span>
        </li>
      ))}
    </ul>
  );
}

function PlanCard({
  name,
  blurb,
  price,
  note,
  features,
  highlight,
  children,
}: {
  name: string;
  blurb: string;
  price: string;
  note: string;
  features: string[];
  highlight?: boolean;
  children: ReactNode;
}) {
  return (
    <article
      aria-label={`${name} plan`}
      className={cn(
        'relative flex flex-col rounded-2xl border bg-card p-6 shadow-sm',
        highlight ? 'border-2 border-primary shadow-lg' : 'border-border',
      )}
    >
      {highlight && <Badge className="absolute -top-3 left-6">Most popular</Badge>}
      <h3 className="text-xl font-semibold">{name}</h3>
      <p className="mt-1 text-sm text-muted-foreground">{blurb}</p>
      <p className="mt-5 flex items-baseline gap-1">
        <span className="text-4xl font-bold tracking-tight">{price}</span>
        <span className="text-muted-foreground">/month</span>
      </p>
      <p className="mt-1 min-h-5 text-sm text-muted-foreground">{note}</p>
      <Features items={features} />
      <div className="mt-auto pt-8">{children}</div>
    </article>
  );
}

/** A paid user's own plan: no second purchase, the profile manages it. */
function CurrentPlan() {
  return (
    <div className="space-y-2">
      <p className={btn({ variant: 'outline', className: 'w-full cursor-default' })}>
        <Check className="h-4 w-4" aria-hidden /> Current plan
      </p>
      <Link className="block text-center text-sm font-medium text-primary underline" to="/profile">
        Manage billing
      </Link>
    </div>
  );
}

/** The other paid plan, for someone already paying: changes go through billing on the profile. */
function ManageBilling() {
  return (
    <Link className={btn({ variant: 'outline', className: 'w-full' })} to="/profile">
      Manage billing
    </Link>
  );
}

/**
 * Pricing (spec part 1 §2, §4, §9): a monthly/yearly toggle, yearly by default. Free goes to /app
 * ('Go to Dashboard' when signed in); Pro and Family start a checkout ({planType, billing}; signed
 * out: /api/login and back); a paying user sees 'Current plan' and Manage billing instead.
 */
export function Pricing({ plans = 'two' }: { plans?: 'two' | 'three' }) {
  const [period, setPeriod] = useState<BillingPeriod>('yearly');
  const { isAuthenticated, user } = useCurrentUser();
  const yearly = period === 'yearly';
  const billing = yearly ? 'annual' : 'monthly';
  const plan = user?.plan ?? 'free';
  // A paid user does not buy again: their plan's card says so, the other one points to billing.
  const onPro = plan === 'pro' || plan === 'trialing';
  const onFamily = plan === 'family';

  return (
    <Section
      id="pricing"
      eyebrow="Pricing"
      title="Simple pricing for busy families"
      intro="Start free. Upgrade when NestKeep has become the place you look first."
      className="bg-muted/50"
    >
      <div className="mb-10 flex flex-col items-center gap-3">
        <div
          role="group"
          aria-label="Billing period"
          className="inline-flex rounded-full border border-border bg-card p-1"
        >
          {(['monthly', 'yearly'] as const).map((p) => (
            <button
              key={p}
              type="button"
              aria-pressed={period === p}
              onClick={() => setPeriod(p)}
              className={cn(
                'rounded-full px-5 py-2 text-sm font-semibold transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-primary focus-visible:ring-offset-2',
                period === p ? 'bg-primary text-primary-foreground' : 'text-foreground hover:bg-muted',
              )}
            >
              {p === 'monthly' ? 'Monthly' : 'Yearly'}
            </button>
          ))}
        </div>
        <Badge variant="success">Save 20% with yearly billing</Badge>
      </div>

      <div
        className={cn(
          'mx-auto grid gap-6',
          plans === 'three' ? 'max-w-5xl md:grid-cols-3' : 'max-w-3xl md:grid-cols-2',
        )}
      >
        <PlanCard
          name="Free"
          blurb="Everything you need to get started."
          price="$0"
          note="Free forever"
          features={FREE_FEATURES}
        >
          <Link className={btn({ variant: 'outline', className: 'w-full' })} to="/app">
            {isAuthenticated ? 'Go to Dashboard' : 'Start for Free'}
          </Link>
        </PlanCard>

        <PlanCard
          name="Pro"
          blurb="For parents who save a lot and want answers fast."
          price={money(yearly ? PRICES.pro.yearly : PRICES.pro.monthly)}
          note={yearly ? `Billed yearly ${money(PRICES.pro.yearlyTotal)}/year · Save 20%` : 'Billed monthly'}
          features={PRO_FEATURES}
          highlight
        >
          {onPro ? (
            <CurrentPlan />
          ) : onFamily ? (
            <ManageBilling />
          ) : (
            <button
              type="button"
              className={btn({ className: 'w-full' })}
              onClick={() => void startCheckout(billing, isAuthenticated, 'pro')}
            >
              Upgrade to Pro
            </button>
          )}
          <p className="mt-3 text-center text-xs text-muted-foreground">30-day money-back guarantee</p>
        </PlanCard>

        {plans === 'three' && (
          <PlanCard
            name="Family"
            blurb="For two parents raising one family."
            price={money(yearly ? PRICES.family.yearly : PRICES.family.monthly)}
            note={yearly ? `Billed yearly ${money(PRICES.family.yearlyTotal)}/year` : 'Billed monthly'}
            features={FAMILY_FEATURES}
          >
            {onFamily ? (
              <CurrentPlan />
            ) : onPro ? (
              <ManageBilling />
            ) : (
              <button
                type="button"
                className={btn({ variant: 'outline', className: 'w-full' })}
                onClick={() => void startCheckout(billing, isAuthenticated, 'family')}
              >
                Start Family Plan
              </button>
            )}
          </PlanCard>
        )}
      </div>
    </Section>
  );
}
