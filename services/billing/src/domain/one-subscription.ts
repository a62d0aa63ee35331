import type Stripe from 'stripe';
import type { Logger } from '@nestkeep/common';
import type { Db, Tx } from '../db/client.js';
import { hasEnded, isLive } from './plan.js';

/**
 * One live subscription per user. Checkout refuses a second one (409), but every open Stripe
 * checkout stays payable: an old tab, or two tabs paid at once, would start another. So when a
 * subscription starts, the customer's other open checkouts are expired; and a second live
 * subscription that still gets through is not recorded but canceled at Stripe at once.
 * Both run after the webhook's transaction commits: no transaction waits on Stripe.
 */

/** A second live subscription of a user, refused: billing keeps `keptId`. */
export interface RefusedSubscription {
  subscriptionId: string;
  keptId: string;
  userId: string;
}

/** The user's live subscription other than `subscriptionId`, if any (read under the customer lock). */
export async function liveRivalOf(tx: Tx, userId: string, subscriptionId: string): Promise<string | null> {
  const others = await tx.subscription.findMany({
    where: { userId, id: { not: subscriptionId } },
    orderBy: { createdAt: 'asc' },
  });
  return others.find(isLive)?.id ?? null;
}

/** What Stripe keeps on the canceled subscription (cancellation_details.comment), for support. */
export function refusalComment(keptId: string): string {
  return `Refused by NestKeep: the customer already has a live subscription (${keptId})`;
}

/**
 * Cancels the refused subscription now, prorated (Stripe credits the unused time to the customer's
 * balance). If Stripe cannot be reached, the event is forgotten so Stripe's retry cancels again.
 */
export async function cancelRefusedSubscription(
  deps: { db: Db; stripe: Stripe },
  refused: RefusedSubscription,
  eventId: string,
  log: Logger,
): Promise<void> {
  try {
    await deps.stripe.subscriptions.cancel(refused.subscriptionId, {
      prorate: true,
      invoice_now: true,
      cancellation_details: { comment: refusalComment(refused.keptId) },
    });
  } catch (err) {
    // Another of its events canceled it meanwhile: done.
    const current = await deps.stripe.subscriptions.retrieve(refused.subscriptionId).catch(() => null);
    if (current && hasEnded(current.status)) return;
    await deps.db.stripeEvent.deleteMany({ where: { id: eventId } });
    throw err;
  }
  log.warn(refused, 'second live subscription of the user canceled at Stripe');
}

/**
 * Expires the customer's open checkout sessions, so an old tab can no longer pay. A failure is
 * only logged: the subscription is recorded, and a payment that still gets through is refused.
 */
export async function expireOpenCheckouts(stripe: Stripe, customerId: string, log: Logger): Promise<void> {
  try {
    for await (const session of stripe.checkout.sessions.list({
      customer: customerId,
      status: 'open',
      limit: 100,
    })) {
      await stripe.checkout.sessions.expire(session.id).then(
        () => log.info({ sessionId: session.id }, 'open checkout expired: the user has a subscription'),
        (err: unknown) => log.warn({ err, sessionId: session.id }, 'could not expire an open checkout'),
      );
    }
  } catch (err) {
    log.warn({ err, customerId }, 'could not list open checkouts to expire them');
  }
}
