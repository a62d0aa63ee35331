import { randomBytes } from 'node:crypto';

/**
 * Stripe-shaped objects of the local stand-in (API version 2026-10-28: the billing period is on
 * each subscription item; an invoice names its subscription under parent.subscription_details).
 * Only the fields billing and the SDK's types care about are filled in, the rest null or empty.
 */

export type Metadata = Record<string, string>;
export type Interval = 'month' | 'year';

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** A Stripe-like id: prefix, underscore, 24 random letters and digits (cus_..., cs_..., sub_...). */
export function newId(prefix: string): string {
  const bytes = randomBytes(24);
  let out = '';
  for (const b of bytes) out += ALPHABET[b % ALPHABET.length];
  return `${prefix}_${out}`;
}

export const toUnix = (d: Date): number => Math.floor(d.getTime() / 1000);

/** `months` calendar months after `from` (UTC), the day clamped to the month's end like Stripe. */
export function addMonths(from: Date, months: number): Date {
  const d = new Date(from.getTime());
  const day = d.getUTCDate();
  d.setUTCDate(1);
  d.setUTCMonth(d.getUTCMonth() + months);
  const last = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 0)).getUTCDate();
  d.setUTCDate(Math.min(day, last));
  return d;
}

export function periodEnd(start: Date, interval: Interval): Date {
  return addMonths(start, interval === 'year' ? 12 : 1);
}

/** What a price id stands for. Ids are opaque; the plan and cycle are read from their words. */
export interface PriceInfo {
  id: string;
  plan: 'pro' | 'family';
  interval: Interval;
  /** Cents. */
  unitAmount: number;
  productName: string;
}

const AMOUNTS = {
  pro: { month: 500, year: 4800 },
  family: { month: 900, year: 8700 },
} as const;

export function describePrice(priceId: string): PriceInfo {
  const plan = /family/i.test(priceId) ? 'family' : 'pro';
  const interval: Interval = /annual|year/i.test(priceId) ? 'year' : 'month';
  return {
    id: priceId,
    plan,
    interval,
    unitAmount: AMOUNTS[plan][interval],
    productName: plan === 'family' ? 'NestKeep Family' : 'NestKeep Pro',
  };
}

/** The same plan's price on the other billing cycle, or null when the id does not say its cycle. */
export function otherCyclePrice(priceId: string): string | null {
  if (/annual/.test(priceId)) return priceId.replace('annual', 'monthly');
  if (/monthly/.test(priceId)) return priceId.replace('monthly', 'annual');
  return null;
}

export function formatAmount(cents: number): string {
  return `$${(cents / 100).toFixed(2)}`;
}

export function priceObject(priceId: string, created: number) {
  const info = describePrice(priceId);
  return {
    id: priceId,
    object: 'price' as const,
    active: true,
    billing_scheme: 'per_unit',
    created,
    currency: 'usd',
    custom_unit_amount: null,
    livemode: false,
    lookup_key: null,
    metadata: {},
    nickname: `${info.productName} (${info.interval === 'year' ? 'annual' : 'monthly'})`,
    product: `prod_local_${info.plan}`,
    recurring: {
      interval: info.interval,
      interval_count: 1,
      meter: null,
      trial_period_days: null,
      usage_type: 'licensed',
    },
    tax_behavior: 'unspecified',
    tiers_mode: null,
    transform_quantity: null,
    type: 'recurring',
    unit_amount: info.unitAmount,
    unit_amount_decimal: String(info.unitAmount),
  };
}

/** The legacy `plan` every subscription item still carries next to its price. */
function planObject(priceId: string, created: number) {
  const info = describePrice(priceId);
  return {
    id: priceId,
    object: 'plan' as const,
    active: true,
    amount: info.unitAmount,
    amount_decimal: String(info.unitAmount),
    billing_scheme: 'per_unit',
    created,
    currency: 'usd',
    interval: info.interval,
    interval_count: 1,
    livemode: false,
    metadata: {},
    meter: null,
    nickname: null,
    product: `prod_local_${info.plan}`,
    tiers_mode: null,
    transform_usage: null,
    trial_period_days: null,
    usage_type: 'licensed',
  };
}

export interface CustomerObject {
  id: string;
  object: 'customer';
  created: number;
  email: string | null;
  name: string | null;
  description: string | null;
  phone: string | null;
  metadata: Metadata;
  [key: string]: unknown;
}

export function customerObject(
  id: string,
  created: number,
  p: {
    email?: string | null;
    name?: string | null;
    description?: string | null;
    phone?: string | null;
    metadata?: Metadata;
  },
): CustomerObject {
  return {
    id,
    object: 'customer',
    address: null,
    balance: 0,
    created,
    currency: null,
    default_source: null,
    delinquent: false,
    description: p.description ?? null,
    discount: null,
    email: p.email ?? null,
    invoice_prefix: id.slice(4, 12).toUpperCase(),
    invoice_settings: {
      custom_fields: null,
      default_payment_method: null,
      footer: null,
      rendering_options: null,
    },
    livemode: false,
    metadata: p.metadata ?? {},
    name: p.name ?? null,
    next_invoice_sequence: 1,
    phone: p.phone ?? null,
    preferred_locales: [],
    shipping: null,
    tax_exempt: 'none',
    test_clock: null,
  };
}

export interface LineItemInput {
  price: string;
  quantity: number;
}

export interface CheckoutSessionObject {
  id: string;
  object: 'checkout.session';
  created: number;
  expires_at: number;
  status: 'open' | 'complete' | 'expired';
  payment_status: 'paid' | 'unpaid' | 'no_payment_required';
  mode: 'subscription';
  customer: string | null;
  customer_email: string | null;
  client_reference_id: string | null;
  success_url: string | null;
  cancel_url: string | null;
  metadata: Metadata;
  subscription: string | null;
  url: string | null;
  amount_total: number;
  /** The stand-in's own bookkeeping, never sent out: what Stripe keeps server-side. */
  _local: {
    lineItems: LineItemInput[];
    subscriptionData: { metadata: Metadata; trialPeriodDays: number | null };
    url: string;
  };
  [key: string]: unknown;
}

export function checkoutSessionObject(
  id: string,
  created: number,
  p: {
    customer: string | null;
    customerEmail: string | null;
    clientReferenceId: string | null;
    successUrl: string | null;
    cancelUrl: string | null;
    metadata: Metadata;
    lineItems: LineItemInput[];
    subscriptionData: { metadata: Metadata; trialPeriodDays: number | null };
    url: string;
  },
): CheckoutSessionObject {
  const total = p.lineItems.reduce((sum, li) => sum + describePrice(li.price).unitAmount * li.quantity, 0);
  return {
    id,
    object: 'checkout.session',
    adaptive_pricing: null,
    after_expiration: null,
    allow_promotion_codes: null,
    amount_subtotal: total,
    amount_total: total,
    automatic_tax: { enabled: false, liability: null, provider: null, status: null },
    billing_address_collection: null,
    cancel_url: p.cancelUrl,
    client_reference_id: p.clientReferenceId,
    client_secret: null,
    collected_information: null,
    consent: null,
    consent_collection: null,
    created,
    currency: 'usd',
    currency_conversion: null,
    custom_fields: [],
    custom_text: {
      after_submit: null,
      shipping_address: null,
      submit: null,
      terms_of_service_acceptance: null,
    },
    customer: p.customer,
    customer_account: null,
    customer_creation: p.customer ? null : 'always',
    customer_details: null,
    customer_email: p.customerEmail,
    discounts: [],
    expires_at: created + 24 * 3600,
    integration_identifier: null,
    invoice: null,
    invoice_creation: null,
    livemode: false,
    locale: null,
    managed_payments: null,
    metadata: p.metadata,
    mode: 'subscription',
    origin_context: null,
    payment_intent: null,
    payment_link: null,
    payment_method_collection: 'always',
    payment_method_configuration_details: null,
    payment_method_options: null,
    payment_method_types: ['card'],
    payment_status: 'unpaid',
    permissions: null,
    recovered_from: null,
    saved_payment_method_options: null,
    setup_intent: null,
    shipping_address_collection: null,
    shipping_cost: null,
    shipping_options: [],
    status: 'open',
    submit_type: null,
    subscription: null,
    success_url: p.successUrl,
    total_details: { amount_discount: 0, amount_shipping: 0, amount_tax: 0 },
    ui_mode: 'hosted',
    url: p.url,
    wallet_options: null,
    _local: { lineItems: p.lineItems, subscriptionData: p.subscriptionData, url: p.url },
  };
}

export function lineItemsList(session: CheckoutSessionObject) {
  const data = session._local.lineItems.map((li, i) => {
    const info = describePrice(li.price);
    return {
      id: `li_${session.id.slice(3, 19)}${i}`,
      object: 'item',
      amount_discount: 0,
      amount_subtotal: info.unitAmount * li.quantity,
      amount_tax: 0,
      amount_total: info.unitAmount * li.quantity,
      currency: 'usd',
      description: info.productName,
      metadata: {},
      price: priceObject(li.price, session.created),
      quantity: li.quantity,
    };
  });
  return {
    object: 'list',
    data,
    has_more: false,
    url: `/v1/checkout/sessions/${session.id}/line_items`,
  };
}

export type SubscriptionStatus =
  'incomplete' | 'incomplete_expired' | 'trialing' | 'active' | 'past_due' | 'canceled' | 'unpaid' | 'paused';

export interface SubscriptionItemObject {
  id: string;
  object: 'subscription_item';
  created: number;
  current_period_start: number;
  current_period_end: number;
  price: ReturnType<typeof priceObject>;
  quantity: number;
  subscription: string;
  [key: string]: unknown;
}

export interface SubscriptionObject {
  id: string;
  object: 'subscription';
  created: number;
  customer: string;
  status: SubscriptionStatus;
  cancel_at: number | null;
  cancel_at_period_end: boolean;
  canceled_at: number | null;
  ended_at: number | null;
  trial_start: number | null;
  trial_end: number | null;
  metadata: Metadata;
  latest_invoice: string | null;
  items: {
    object: 'list';
    data: SubscriptionItemObject[];
    has_more: false;
    total_count: number;
    url: string;
  };
  [key: string]: unknown;
}

export function subscriptionItem(
  subscriptionId: string,
  priceId: string,
  quantity: number,
  created: number,
  periodStart: number,
  periodEnd: number,
): SubscriptionItemObject {
  return {
    id: newId('si'),
    object: 'subscription_item',
    billing_thresholds: null,
    created,
    current_period_end: periodEnd,
    current_period_start: periodStart,
    discounts: [],
    metadata: {},
    plan: planObject(priceId, created),
    price: priceObject(priceId, created),
    quantity,
    subscription: subscriptionId,
    tax_rates: [],
  };
}

/** A new subscription: trialing until now + trialDays when there is a trial, else active for one period. */
export function subscriptionObject(
  id: string,
  now: Date,
  p: {
    customer: string;
    priceId: string;
    quantity: number;
    metadata: Metadata;
    trialPeriodDays: number | null;
  },
): SubscriptionObject {
  const created = toUnix(now);
  const interval = describePrice(p.priceId).interval;
  const trialEnd = p.trialPeriodDays ? created + p.trialPeriodDays * 86400 : null;
  // During a trial the first billing period is the trial itself, as on Stripe.
  const end = trialEnd ?? toUnix(periodEnd(now, interval));
  return {
    id,
    object: 'subscription',
    application: null,
    application_fee_percent: null,
    automatic_tax: { disabled_reason: null, enabled: false, liability: null },
    billing_cycle_anchor: trialEnd ?? created,
    billing_cycle_anchor_config: null,
    billing_mode: { flexible: null, type: 'classic' },
    billing_schedules: [],
    billing_thresholds: null,
    cancel_at: null,
    cancel_at_period_end: false,
    canceled_at: null,
    cancellation_details: { comment: null, feedback: null, reason: null },
    collection_method: 'charge_automatically',
    created,
    currency: 'usd',
    customer: p.customer,
    customer_account: null,
    days_until_due: null,
    default_payment_method: null,
    default_source: null,
    description: null,
    discounts: [],
    ended_at: null,
    invoice_settings: { account_tax_ids: null, issuer: { type: 'self' } },
    items: {
      object: 'list',
      data: [subscriptionItem(id, p.priceId, p.quantity, created, created, end)],
      has_more: false,
      total_count: 1,
      url: `/v1/subscription_items?subscription=${id}`,
    },
    latest_invoice: null,
    livemode: false,
    managed_payments: null,
    metadata: p.metadata,
    next_pending_invoice_item_invoice: null,
    on_behalf_of: null,
    pause_collection: null,
    payment_settings: {
      payment_method_options: null,
      payment_method_types: null,
      save_default_payment_method: 'off',
    },
    pending_invoice_item_interval: null,
    pending_setup_intent: null,
    pending_update: null,
    schedule: null,
    start_date: created,
    status: trialEnd ? 'trialing' : 'active',
    test_clock: null,
    transfer_data: null,
    trial_end: trialEnd,
    trial_settings: { end_behavior: { missing_payment_method: 'create_invoice' } },
    trial_start: trialEnd ? created : null,
  };
}

export interface PortalSessionObject {
  id: string;
  object: 'billing_portal.session';
  created: number;
  customer: string;
  return_url: string | null;
  url: string;
  [key: string]: unknown;
}

export function portalSessionObject(
  id: string,
  created: number,
  p: { customer: string; returnUrl: string | null; url: string },
): PortalSessionObject {
  return {
    id,
    object: 'billing_portal.session',
    configuration: 'bpc_local_default',
    created,
    customer: p.customer,
    customer_account: null,
    flow: null,
    livemode: false,
    locale: null,
    on_behalf_of: null,
    return_url: p.returnUrl,
    url: p.url,
  };
}

/** The open invoice of a renewal whose payment failed. */
export function failedInvoiceObject(
  id: string,
  now: Date,
  sub: SubscriptionObject,
  customerEmail: string | null,
) {
  const created = toUnix(now);
  const item = sub.items.data[0];
  const amount = item ? item.price.unit_amount * item.quantity : 0;
  return {
    id,
    object: 'invoice' as const,
    account_country: 'US',
    account_name: 'NestKeep (local test mode)',
    amount_due: amount,
    amount_overpaid: 0,
    amount_paid: 0,
    amount_remaining: amount,
    amount_shipping: 0,
    attempt_count: 1,
    attempted: true,
    auto_advance: true,
    automatic_tax: { disabled_reason: null, enabled: false, liability: null, provider: null, status: null },
    billing_reason: 'subscription_cycle',
    collection_method: 'charge_automatically',
    created,
    currency: 'usd',
    customer: sub.customer,
    customer_email: customerEmail,
    description: null,
    discounts: [],
    due_date: null,
    ending_balance: 0,
    hosted_invoice_url: null,
    lines: {
      object: 'list',
      data: [],
      has_more: false,
      total_count: 0,
      url: `/v1/invoices/${id}/lines`,
    },
    livemode: false,
    metadata: {},
    next_payment_attempt: created + 3 * 86400,
    number: null,
    parent: {
      type: 'subscription_details',
      quote_details: null,
      subscription_details: { metadata: sub.metadata, subscription: sub.id },
    },
    period_end: item?.current_period_end ?? created,
    period_start: item?.current_period_start ?? created,
    status: 'open',
    /** Older API versions' field, kept alongside parent.subscription_details for convenience. */
    subscription: sub.id,
    subtotal: amount,
    total: amount,
  };
}

/** Stripe's date in proration descriptions: '03 Dec 2026' (UTC). */
function descriptionDate(unix: number): string {
  const d = new Date(unix * 1000);
  const month = d.toLocaleString('en-US', { month: 'short', timeZone: 'UTC' });
  return `${String(d.getUTCDate()).padStart(2, '0')} ${month} ${d.getUTCFullYear()}`;
}

export interface InvoiceItemObject {
  id: string;
  object: 'invoiceitem';
  amount: number;
  customer: string;
  date: number;
  description: string;
  invoice: string | null;
  period: { start: number; end: number };
  proration: boolean;
  quantity: number;
  [key: string]: unknown;
}

/**
 * A pending invoice item of a subscription change, as Stripe makes it with create_prorations:
 * 'Unused time on <old product> after <date>' (a credit) or 'Remaining time on <new product>
 * after <date>' (a charge), for the rest of the current period; or, when the change starts a new
 * period (another interval), that period's charge (not a proration).
 */
export function invoiceItemObject(
  id: string,
  p: {
    kind: 'unused' | 'remaining' | 'period';
    customer: string;
    subscription: string;
    subscriptionItem: string;
    priceId: string;
    quantity: number;
    amount: number;
    date: number;
    period: { start: number; end: number };
    invoice: string | null;
  },
): InvoiceItemObject {
  const info = describePrice(p.priceId);
  const description =
    p.kind === 'unused'
      ? `Unused time on ${info.productName} after ${descriptionDate(p.date)}`
      : p.kind === 'remaining'
        ? `Remaining time on ${info.productName} after ${descriptionDate(p.date)}`
        : `${p.quantity} × ${info.productName} (at ${formatAmount(info.unitAmount)} / ${info.interval})`;
  return {
    id,
    object: 'invoiceitem',
    amount: p.amount,
    currency: 'usd',
    customer: p.customer,
    customer_account: null,
    date: p.date,
    description,
    discountable: false,
    discounts: [],
    invoice: p.invoice,
    livemode: false,
    metadata: {},
    net_amount: p.amount,
    parent: {
      type: 'subscription_details',
      subscription_details: { subscription: p.subscription, subscription_item: p.subscriptionItem },
    },
    period: p.period,
    pricing: {
      price_details: { price: p.priceId, product: `prod_local_${info.plan}` },
      type: 'price_details',
      unit_amount_decimal: String(info.unitAmount),
    },
    proration: p.kind !== 'period',
    proration_details: { discount_amounts: [] },
    quantity: p.quantity,
    tax_rates: [],
    test_clock: null,
  };
}

/** The invoice a change of interval pays at once (billing_reason subscription_update), its items as lines. */
export function changeInvoiceObject(
  id: string,
  now: Date,
  sub: SubscriptionObject,
  customerEmail: string | null,
  items: InvoiceItemObject[],
) {
  const base = failedInvoiceObject(id, now, sub, customerEmail);
  const total = items.reduce((sum, i) => sum + i.amount, 0);
  const due = Math.max(0, total);
  return {
    ...base,
    amount_due: due,
    amount_paid: due,
    amount_remaining: 0,
    attempt_count: due > 0 ? 1 : 0,
    attempted: due > 0,
    auto_advance: false,
    billing_reason: 'subscription_update',
    // A credit larger than the charge goes to the customer's balance, as on Stripe.
    ending_balance: Math.min(0, total),
    lines: {
      object: 'list',
      data: items.map((i) => ({
        id: `il_${i.id.slice(3)}`,
        object: 'line_item',
        amount: i.amount,
        currency: 'usd',
        description: i.description,
        discount_amounts: [],
        discountable: false,
        discounts: [],
        invoice: id,
        livemode: false,
        metadata: {},
        parent: {
          type: 'subscription_item_details',
          subscription_item_details: {
            invoice_item: i.id,
            proration: i.proration,
            proration_details: { credited_items: null },
            subscription: sub.id,
            subscription_item: (i.parent as { subscription_details: { subscription_item: string } })
              .subscription_details.subscription_item,
          },
        },
        period: i.period,
        pricing: i.pricing,
        quantity: i.quantity,
        taxes: [],
      })),
      has_more: false,
      total_count: items.length,
      url: `/v1/invoices/${id}/lines`,
    },
    next_payment_attempt: null,
    status: 'paid',
    status_transitions: { finalized_at: base.created, paid_at: base.created, voided_at: null },
    subtotal: total,
    total,
  };
}
