import { isDeepStrictEqual } from 'node:util';
import Stripe from 'stripe';
import { newId, toUnix } from './objects.js';

/** The API version the stand-in speaks (the SDK's own pinned version). */
export const API_VERSION = '2026-10-28.endive';

export type EventType =
  | 'checkout.session.completed'
  | 'customer.subscription.created'
  | 'customer.subscription.updated'
  | 'customer.subscription.deleted'
  | 'invoice.payment_failed';

export interface PendingEvent {
  type: EventType;
  object: object;
  /** For *.updated: the changed top-level fields as they were before. */
  previousAttributes?: Record<string, unknown>;
}

/** Top-level fields of `before` that differ in `after`, with their old values (Stripe's previous_attributes). */
export function previousAttributes(before: object, after: object): Record<string, unknown> {
  const prev: Record<string, unknown> = {};
  const a = after as Record<string, unknown>;
  for (const [key, value] of Object.entries(before)) {
    if (!isDeepStrictEqual(value, a[key])) prev[key] = value;
  }
  return prev;
}

/**
 * Signs events like Stripe (Stripe-Signature header from the webhook secret) and hands them to
 * `deliver` one after another, in the order given. A failed delivery is tried twice more (Stripe
 * retries too); if it still fails, the error is thrown to the caller, so a broken webhook handler
 * shows up in development instead of passing silently.
 */
export function createEventSender(opts: {
  webhookSecret: string;
  deliver: (payload: string, signatureHeader: string) => Promise<void>;
  now: () => Date;
}) {
  const RETRY_DELAYS_MS = [100, 400];

  async function deliverOne(payload: string): Promise<void> {
    for (let attempt = 0; ; attempt++) {
      // A fresh signature per attempt, as Stripe signs each delivery (the timestamp is the real clock's,
      // which is what a receiver's tolerance check compares with).
      const header = Stripe.webhooks.generateTestHeaderString({ payload, secret: opts.webhookSecret });
      try {
        await opts.deliver(payload, header);
        return;
      } catch (err) {
        const delay = RETRY_DELAYS_MS[attempt];
        if (delay === undefined) throw err;
        await new Promise((resolve) => setTimeout(resolve, delay));
      }
    }
  }

  return async function send(events: PendingEvent[]): Promise<void> {
    for (const e of events) {
      const data: Record<string, unknown> = { object: e.object };
      if (e.previousAttributes) data.previous_attributes = e.previousAttributes;
      const event = {
        id: newId('evt'),
        object: 'event',
        api_version: API_VERSION,
        created: toUnix(opts.now()),
        data,
        livemode: false,
        pending_webhooks: 1,
        request: { id: null, idempotency_key: null },
        type: e.type,
      };
      await deliverOne(JSON.stringify(event, null, 2));
    }
  };
}

export type EventSender = ReturnType<typeof createEventSender>;
