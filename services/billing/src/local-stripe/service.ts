import { isDeepStrictEqual } from 'node:util';
import type { EventSender, PendingEvent } from './events.js';
import { previousAttributes } from './events.js';
import {
  changeInvoiceObject,
  checkoutSessionObject,
  customerObject,
  describePrice,
  failedInvoiceObject,
  invoiceItemObject,
  newId,
  periodEnd,
  portalSessionObject,
  subscriptionObject,
  toUnix,
  type CheckoutSessionObject,
  type CustomerObject,
  type InvoiceItemObject,
  type LineItemInput,
  type Metadata,
  type PortalSessionObject,
  type SubscriptionObject,
} from './objects.js';
import type { ObjectType, Store } from './store.js';

/** An error in Stripe's shape: `{error: {type, message, param?, code?}}` with an HTTP status. */
export class LocalStripeError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly param?: string,
    readonly code?: string,
    readonly type: 'invalid_request_error' | 'api_error' = 'invalid_request_error',
  ) {
    super(message);
    this.name = 'LocalStripeError';
  }
}

/** A missing object: 404 when it is the one the URL names, 400 when a parameter names it (as Stripe answers). */
export const noSuch = (what: string, id: string, param = 'id') =>
  new LocalStripeError(param === 'id' ? 404 : 400, `No such ${what}: '${id}'`, param, 'resource_missing');

/** The checkout session as it stands now: an open session past expires_at is expired. */
export function withExpiry(session: CheckoutSessionObject, nowUnix: number): CheckoutSessionObject {
  return session.status === 'open' && nowUnix >= session.expires_at
    ? { ...session, status: 'expired', url: null }
    : session;
}

export const PRORATION_BEHAVIORS = ['create_prorations', 'none', 'always_invoice'] as const;
export type ProrationBehavior = (typeof PRORATION_BEHAVIORS)[number];

export interface SubscriptionChanges {
  cancelAtPeriodEnd?: boolean;
  priceId?: string;
  itemId?: string;
  metadata?: Metadata;
  endTrialNow?: boolean;
  /** On a price change (Stripe's default create_prorations): credit the unused time, charge the rest. */
  prorationBehavior?: ProrationBehavior;
  /** Unix seconds the proration is computed at (default now). */
  prorationDate?: number;
}

/** Objects a change makes beside the subscription (its invoice items, an invoice), stored with it. */
type Created = Array<{ type: ObjectType; data: { id: string } }>;

/** The operations behind the API, the pages and the simulations; each one stores, then sends its events. */
export function createService(opts: {
  store: Store;
  send: EventSender;
  now: () => Date;
  publicOrigin: string;
}) {
  const { store, send, now } = opts;
  const origin = opts.publicOrigin.replace(/\/+$/, '');

  async function getCustomer(id: string): Promise<CustomerObject> {
    const c = await store.get<CustomerObject>('customer', id);
    if (!c) throw noSuch('customer', id);
    return c;
  }

  async function getSubscription(id: string): Promise<SubscriptionObject> {
    const s = await store.get<SubscriptionObject>('subscription', id);
    if (!s) throw noSuch('subscription', id);
    return s;
  }

  async function getCheckoutSession(id: string): Promise<CheckoutSessionObject> {
    const s = await store.get<CheckoutSessionObject>('checkout.session', id);
    if (!s) throw noSuch('checkout.session', id);
    return withExpiry(s, toUnix(now()));
  }

  async function getPortalSession(id: string): Promise<PortalSessionObject> {
    const s = await store.get<PortalSessionObject>('billing_portal.session', id);
    if (!s) throw noSuch('billing_portal.session', id);
    return s;
  }

  /** Changes a subscription; sends customer.subscription.updated when anything changed. */
  async function changeSubscription(
    id: string,
    change: (sub: SubscriptionObject) => SubscriptionObject | null,
    extraEvents: (sub: SubscriptionObject) => PendingEvent[] = () => [],
    eventsFirst = false,
    alsoCreate: () => Created = () => [],
  ): Promise<SubscriptionObject> {
    const result = await store.update<SubscriptionObject>('subscription', id, change, alsoCreate);
    if (!result) throw noSuch('subscription', id);
    if (!result.changed) return result.after;
    const updated: PendingEvent = {
      type: 'customer.subscription.updated',
      object: result.after,
      previousAttributes: previousAttributes(result.before, result.after),
    };
    const extra = extraEvents(result.after);
    await send(eventsFirst ? [...extra, updated] : [updated, ...extra]);
    return result.after;
  }

  /**
   * `sub` with the changes applied. A price change with prorations adds to `created` what Stripe
   * makes: on the same interval, pending invoice items for the rest of the period (the unused time
   * of the old price credited, the remaining time of the new one charged, on the next invoice);
   * on another interval a new period starts now and is invoiced at once with the unused credit
   * (latest_invoice). A trialing subscription is not charged for its trial: no prorations.
   */
  function applyChanges(
    sub: SubscriptionObject,
    c: SubscriptionChanges,
    created: Created = [],
    customerEmail: string | null = null,
  ): SubscriptionObject {
    const t = toUnix(now());
    const touchesMoreThanMetadata =
      c.cancelAtPeriodEnd !== undefined || c.priceId !== undefined || c.endTrialNow !== undefined;
    if (sub.status === 'canceled' && touchesMoreThanMetadata) {
      throw new LocalStripeError(
        400,
        'A canceled subscription can only update its cancellation_details and metadata.',
      );
    }
    const item = sub.items.data[0];
    if (c.itemId !== undefined && c.itemId !== item?.id) {
      throw new LocalStripeError(
        400,
        `No such subscription item: '${c.itemId}'`,
        'items[0][id]',
        'resource_missing',
      );
    }
    if (c.endTrialNow && sub.status === 'trialing' && item) {
      sub.status = 'active';
      sub.trial_end = t;
      sub.billing_cycle_anchor = t;
      item.current_period_start = t;
      item.current_period_end = toUnix(periodEnd(new Date(t * 1000), item.price.recurring.interval));
    }
    if (c.priceId !== undefined && item && c.priceId !== item.price.id) {
      const oldInterval = item.price.recurring.interval;
      const oldPrice = item.price.id;
      const oldPeriod = { start: item.current_period_start, end: item.current_period_end };
      const fresh = subscriptionObject(sub.id, now(), {
        customer: sub.customer,
        priceId: c.priceId,
        quantity: item.quantity,
        metadata: {},
        trialPeriodDays: null,
      }).items.data[0]!;
      item.price = fresh.price;
      item.plan = fresh.plan;
      // A new interval starts a new billing period now (Stripe resets the anchor); a trial keeps its end.
      const newPeriod = fresh.price.recurring.interval !== oldInterval && sub.status !== 'trialing';
      if (newPeriod) {
        item.current_period_start = fresh.current_period_start;
        item.current_period_end = fresh.current_period_end;
        sub.billing_cycle_anchor = fresh.current_period_start;
      }
      const behavior = c.prorationBehavior ?? 'create_prorations';
      if (behavior !== 'none' && sub.status !== 'trialing') {
        const at = c.prorationDate ?? t;
        const length = Math.max(1, oldPeriod.end - oldPeriod.start);
        const left = Math.min(1, Math.max(0, oldPeriod.end - at) / length);
        const invoiceNow = newPeriod || behavior === 'always_invoice';
        const invoiceId = invoiceNow ? newId('in') : null;
        const line = (
          kind: 'unused' | 'remaining' | 'period',
          priceId: string,
          amount: number,
          period: object,
        ) =>
          invoiceItemObject(newId('ii'), {
            kind,
            customer: sub.customer,
            subscription: sub.id,
            subscriptionItem: item.id,
            priceId,
            quantity: item.quantity,
            amount,
            date: at,
            period: period as { start: number; end: number },
            invoice: invoiceId,
          });
        const items: InvoiceItemObject[] = [
          line('unused', oldPrice, -Math.round(item.quantity * describePrice(oldPrice).unitAmount * left), {
            start: at,
            end: oldPeriod.end,
          }),
          newPeriod
            ? line('period', c.priceId, item.quantity * fresh.price.unit_amount, {
                start: item.current_period_start,
                end: item.current_period_end,
              })
            : line('remaining', c.priceId, Math.round(item.quantity * fresh.price.unit_amount * left), {
                start: at,
                end: oldPeriod.end,
              }),
        ];
        for (const ii of items) created.push({ type: 'invoiceitem', data: ii });
        if (invoiceId) {
          created.push({
            type: 'invoice',
            data: changeInvoiceObject(invoiceId, now(), sub, customerEmail, items),
          });
          sub.latest_invoice = invoiceId;
        }
      }
    }
    if (c.cancelAtPeriodEnd === true) {
      sub.cancel_at_period_end = true;
      sub.canceled_at = sub.canceled_at ?? t;
      sub.cancellation_details = { comment: null, feedback: null, reason: 'cancellation_requested' };
    } else if (c.cancelAtPeriodEnd === false) {
      sub.cancel_at_period_end = false;
      sub.cancel_at = null;
      sub.canceled_at = null;
      sub.cancellation_details = { comment: null, feedback: null, reason: null };
    }
    if (sub.cancel_at_period_end && item) sub.cancel_at = item.current_period_end;
    if (c.metadata) {
      const merged = { ...sub.metadata };
      for (const [k, v] of Object.entries(c.metadata)) {
        if (v === '') delete merged[k];
        else merged[k] = v;
      }
      sub.metadata = merged;
    }
    return sub;
  }

  /** Canceled at once; `comment` is kept in cancellation_details, as Stripe keeps it. */
  async function cancelSubscription(id: string, comment: string | null = null): Promise<SubscriptionObject> {
    const result = await store.update<SubscriptionObject>('subscription', id, (sub) => {
      if (sub.status === 'canceled') {
        throw new LocalStripeError(400, `This subscription is already canceled: '${id}'`);
      }
      const t = toUnix(now());
      sub.status = 'canceled';
      sub.canceled_at = t;
      sub.ended_at = t;
      sub.cancellation_details = { comment, feedback: null, reason: 'cancellation_requested' };
      return sub;
    });
    if (!result) throw noSuch('subscription', id);
    await send([{ type: 'customer.subscription.deleted', object: result.after }]);
    return result.after;
  }

  return {
    getCustomer,
    getSubscription,
    getCheckoutSession,
    getPortalSession,

    async createCustomer(p: {
      email?: string;
      name?: string;
      description?: string;
      phone?: string;
      metadata?: Metadata;
    }): Promise<CustomerObject> {
      return store.create('customer', customerObject(newId('cus'), toUnix(now()), p));
    },

    async createCheckoutSession(p: {
      customer: string | null;
      customerEmail: string | null;
      clientReferenceId: string | null;
      successUrl: string | null;
      cancelUrl: string | null;
      metadata: Metadata;
      lineItems: LineItemInput[];
      subscriptionData: { metadata: Metadata; trialPeriodDays: number | null };
    }): Promise<CheckoutSessionObject> {
      if (p.customer)
        await getCustomer(p.customer).catch(() => {
          throw noSuch('customer', p.customer!, 'customer');
        });
      const id = newId('cs');
      const url = `${origin}/api/billing/local/checkout/${id}`;
      return store.create('checkout.session', checkoutSessionObject(id, toUnix(now()), { ...p, url }));
    },

    /** A customer's checkout sessions as they stand now (expired once past expires_at), newest first. */
    async listCheckoutSessions(customer: string): Promise<CheckoutSessionObject[]> {
      const sessions = await store.listBy<CheckoutSessionObject>('checkout.session', 'customer', customer);
      const t = toUnix(now());
      return sessions.reverse().map((session) => withExpiry(session, t));
    },

    async expireCheckoutSession(id: string): Promise<CheckoutSessionObject> {
      const current = await getCheckoutSession(id);
      if (current.status !== 'open') {
        throw new LocalStripeError(400, 'Only Checkout Sessions with a status in ["open"] can be expired.');
      }
      const result = await store.update<CheckoutSessionObject>('checkout.session', id, (s) =>
        s.status === 'open' ? { ...s, status: 'expired', url: null } : null,
      );
      return result!.after;
    },

    /**
     * Pay: completes an open session once (a second Pay finds it complete and changes nothing),
     * creates its customer if it had none and its subscription, then sends
     * customer.subscription.created and checkout.session.completed.
     */
    async completeCheckoutSession(
      id: string,
    ): Promise<{ session: CheckoutSessionObject; completedNow: boolean }> {
      const session = await getCheckoutSession(id);
      if (session.status !== 'open') return { session, completedNow: false };
      const line = session._local.lineItems[0]!;
      let customerId = session.customer;
      let email = session.customer_email;
      if (customerId) {
        email = (await getCustomer(customerId)).email ?? email;
      } else {
        const created = await store.create(
          'customer',
          customerObject(newId('cus'), toUnix(now()), { email, metadata: {} }),
        );
        customerId = created.id;
      }
      const trialDays = session._local.subscriptionData.trialPeriodDays;
      const sub = subscriptionObject(newId('sub'), now(), {
        customer: customerId,
        priceId: line.price,
        quantity: line.quantity,
        metadata: session._local.subscriptionData.metadata,
        trialPeriodDays: trialDays,
      });
      const result = await store.update<CheckoutSessionObject>(
        'checkout.session',
        id,
        (s) => {
          if (withExpiry(s, toUnix(now())).status !== 'open') return null;
          return {
            ...s,
            status: 'complete',
            payment_status: trialDays ? 'no_payment_required' : 'paid',
            customer: customerId,
            customer_details: {
              address: null,
              business_name: null,
              email,
              individual_name: null,
              name: null,
              phone: null,
              tax_exempt: 'none',
              tax_ids: [],
            },
            subscription: sub.id,
            url: null,
          };
        },
        [{ type: 'subscription', data: sub }],
      );
      if (!result) throw noSuch('checkout.session', id);
      if (!result.changed) return { session: withExpiry(result.after, toUnix(now())), completedNow: false };
      await send([
        { type: 'customer.subscription.created', object: sub },
        { type: 'checkout.session.completed', object: publicObject(result.after) },
      ]);
      return { session: result.after, completedNow: true };
    },

    async updateSubscription(id: string, changes: SubscriptionChanges): Promise<SubscriptionObject> {
      const current = await getSubscription(id);
      const email = (await store.get<CustomerObject>('customer', current.customer))?.email ?? null;
      let created: Created = [];
      return changeSubscription(
        id,
        (sub) => {
          const before = structuredClone(sub);
          created = [];
          const after = applyChanges(sub, changes, created, email);
          // Deep equality, not JSON text: jsonb hands keys back in its own order.
          return isDeepStrictEqual(after, before) ? null : after;
        },
        undefined,
        false,
        () => created,
      );
    },

    /** A customer's invoice items, oldest first; `pending` only those on no invoice yet. */
    async listInvoiceItems(customer: string, pending?: boolean): Promise<InvoiceItemObject[]> {
      const items = await store.listBy<InvoiceItemObject>('invoiceitem', 'customer', customer);
      return items.filter((i) => pending === undefined || (i.invoice === null) === pending);
    },

    cancelSubscription,

    async listSubscriptions(customer: string): Promise<SubscriptionObject[]> {
      const subs = await store.listBy<SubscriptionObject>('subscription', 'customer', customer);
      return subs.sort((a, b) => b.created - a.created);
    },

    async createPortalSession(p: {
      customer: string;
      returnUrl: string | null;
    }): Promise<PortalSessionObject> {
      await getCustomer(p.customer).catch(() => {
        throw noSuch('customer', p.customer, 'customer');
      });
      const id = newId('bps');
      const url = `${origin}/api/billing/local/portal/${id}`;
      return store.create('billing_portal.session', portalSessionObject(id, toUnix(now()), { ...p, url }));
    },

    async getInvoice(id: string): Promise<object> {
      const inv = await store.get<object>('invoice', id);
      if (!inv) throw noSuch('invoice', id);
      return inv;
    },

    /** A renewal payment fails: past_due, an open invoice, invoice.payment_failed then customer.subscription.updated. */
    async paymentFailed(subscriptionId: string): Promise<void> {
      const sub = await getSubscription(subscriptionId);
      if (sub.status === 'canceled') {
        throw new LocalStripeError(400, `This subscription is canceled: '${subscriptionId}'`);
      }
      const customer = await store.get<CustomerObject>('customer', sub.customer);
      const invoice = await store.create(
        'invoice',
        failedInvoiceObject(newId('in'), now(), sub, customer?.email ?? null),
      );
      await changeSubscription(
        subscriptionId,
        (s) => (s.status === 'canceled' ? null : { ...s, status: 'past_due', latest_invoice: invoice.id }),
        () => [{ type: 'invoice.payment_failed', object: invoice }],
        true,
      );
    },

    /** The trial is over and paid: trialing → active, a new period from now. */
    async trialEnds(subscriptionId: string): Promise<void> {
      const sub = await getSubscription(subscriptionId);
      if (sub.status !== 'trialing') {
        throw new LocalStripeError(400, `This subscription is not trialing: '${subscriptionId}'`);
      }
      await changeSubscription(subscriptionId, (s) =>
        s.status === 'trialing' ? applyChanges(s, { endTrialNow: true }) : null,
      );
    },

    /** Canceled at once: customer.subscription.deleted. */
    async cancelNow(subscriptionId: string): Promise<void> {
      await cancelSubscription(subscriptionId);
    },
  };
}

export type LocalStripeService = ReturnType<typeof createService>;

/** The object as the API shows it: without the stand-in's own bookkeeping. */
export function publicObject<T extends object>(o: T): Omit<T, '_local'> {
  const { _local: _ignored, ...rest } = o as T & { _local?: unknown };
  return rest;
}

export { describePrice };
