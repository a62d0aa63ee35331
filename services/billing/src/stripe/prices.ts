import type { BillingConfig } from '../config.js';
import type { BillingCycle, PaidPlan } from '@nestkeep/common';

export interface PriceEntry {
  plan: PaidPlan;
  cycle: BillingCycle;
  priceId: string;
}

/** Config price id <-> plan and cycle (local mode: price_local_{plan}_{cycle}). */
export class PriceTable {
  constructor(readonly entries: PriceEntry[]) {}

  static fromConfig(config: BillingConfig): PriceTable {
    const or = (v: string | undefined, plan: PaidPlan, cycle: BillingCycle) =>
      v ?? `price_local_${plan}_${cycle}`;
    return new PriceTable([
      { plan: 'pro', cycle: 'monthly', priceId: or(config.STRIPE_PRICE_PRO_MONTHLY, 'pro', 'monthly') },
      { plan: 'pro', cycle: 'annual', priceId: or(config.STRIPE_PRICE_PRO_ANNUAL, 'pro', 'annual') },
      {
        plan: 'family',
        cycle: 'monthly',
        priceId: or(config.STRIPE_PRICE_FAMILY_MONTHLY, 'family', 'monthly'),
      },
      {
        plan: 'family',
        cycle: 'annual',
        priceId: or(config.STRIPE_PRICE_FAMILY_ANNUAL, 'family', 'annual'),
      },
    ]);
  }

  priceId(plan: PaidPlan, cycle: BillingCycle): string {
    const entry = this.entries.find((e) => e.plan === plan && e.cycle === cycle);
    if (!entry) throw new Error(`no price for ${plan} ${cycle}`);
    return entry.priceId;
  }

  /** The plan and cycle a price id sells, or undefined for a price this service does not know. */
  lookup(priceId: string | null | undefined): PriceEntry | undefined {
    return this.entries.find((e) => e.priceId === priceId);
  }
}
