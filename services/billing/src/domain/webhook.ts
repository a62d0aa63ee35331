import Stripe from 'stripe';
import { badRequest, EVENTS, outboxEvent, type Logger } from '@nestkeep/common';
import { isUniqueViolation, type Db, type Tx } from '../db/client.js';
import type { PriceTable } from '../stripe/prices.js';
import {
  cancelRefusedSubscription,
  expireOpenCheckouts,
  liveRivalOf,
  type RefusedSubscription,
} from './one-subscription.js';
import { currentSubscription, hasEnded, isLive, planFor, statusFor } from './plan.js';

export interface WebhookDeps {
  db: Db;
  stripe: Stripe;
  webhookSecret: string;
  prices: PriceTable;
  logger: Logger;
  onEventsWritten: () => void;
}

export interface WebhookResult {
  received: true;
  /** This event id was applied before: nothing was done. */
  duplicate?: true;
}

/** A subscription as Stripe describes it, reduced to what billing keeps. */
interface SubscriptionState {
  id: string;
  customerId: string;
  status: string;
  priceId: string | null;
  interval: string | null;
  metadata: Record<string, string>;
  currentPeriodEnd: Date | null;
  trialEnd: Date | null;
  cancelAtPeriodEnd: boolean;
}

/** What an event asks for: a subscription's new state, or (a failed invoice, unknown to Stripe now) past_due. */
type Change =
  { kind: 'state'; state: SubscriptionState; userId?: string } | { kind: 'pastDue'; subscriptionId: string };

/** What applying an event did, and what must follow at Stripe once it is committed. */
interface Applied {
  /** A plan.changed event was written. */
  wrote: boolean;
  /** A live subscription recorded for the first time: its customer's other checkouts are expired. */
  startedFor?: string;
  /** A second live subscription of the user, not recorded: canceled at Stripe. */
  refused?: RefusedSubscription;
}

const NOTHING: Applied = { wrote: false };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * One webhook delivery: the signature is checked on the raw body (400 otherwise, nothing changed),
 * then in one transaction the event id is recorded (a replay answers duplicate and does nothing),
 * the subscription is updated and a plan.changed event is written with the user's next version.
 * The local stand-in delivers its events through this same function.
 */
export async function handleStripeWebhook(
  deps: WebhookDeps,
  payload: Buffer | string,
  signature: string | undefined,
): Promise<WebhookResult> {
  if (!signature) throw badRequest('Missing Stripe-Signature header');
  let event: Stripe.Event;
  try {
    event = deps.stripe.webhooks.constructEvent(payload, signature, deps.webhookSecret);
  } catch (err) {
    throw badRequest(`Webhook signature verification failed: ${(err as Error).message}`);
  }
  if (await deps.db.stripeEvent.findUnique({ where: { id: event.id } })) {
    return { received: true, duplicate: true };
  }
  // Stripe is asked before the transaction: no database transaction waits on the network.
  const change = await changeFor(deps, event);
  const eventAt = new Date(event.created * 1000);
  let applied: Applied;
  try {
    applied = await deps.db.$transaction(async (tx) => {
      await tx.stripeEvent.create({ data: { id: event.id, type: event.type } });
      if (!change) return NOTHING;
      return applyChange(tx, deps, change, eventAt, event);
    });
  } catch (err) {
    if (isUniqueViolation(err)) return { received: true, duplicate: true };
    throw err;
  }
  if (applied.wrote) deps.onEventsWritten();
  const log = deps.logger.child({ eventId: event.id, type: event.type });
  if (applied.refused) await cancelRefusedSubscription(deps, applied.refused, event.id, log);
  if (applied.startedFor) await expireOpenCheckouts(deps.stripe, applied.startedFor, log);
  return { received: true };
}

async function changeFor(deps: WebhookDeps, event: Stripe.Event): Promise<Change | null> {
  switch (event.type) {
    case 'checkout.session.completed': {
      const session = event.data.object;
      if (session.mode !== 'subscription' || !session.subscription) return null;
      const id = idOf(session.subscription);
      const sub = await deps.stripe.subscriptions.retrieve(id);
      const userId = session.metadata?.userId ?? session.client_reference_id ?? undefined;
      return { kind: 'state', state: stateOf(sub), userId };
    }
    case 'customer.subscription.created':
    case 'customer.subscription.updated':
    case 'customer.subscription.deleted': {
      const sub = event.data.object;
      // Stripe's current object, so a late event cannot move the subscription back.
      const current = await retrieveIfExists(deps.stripe, sub.id);
      return { kind: 'state', state: stateOf(current ?? sub) };
    }
    case 'invoice.payment_failed': {
      const ref = event.data.object.parent?.subscription_details?.subscription;
      if (!ref) return null;
      const current = await retrieveIfExists(deps.stripe, idOf(ref));
      return current
        ? { kind: 'state', state: stateOf(current) }
        : { kind: 'pastDue', subscriptionId: idOf(ref) };
    }
    default:
      return null;
  }
}

async function applyChange(
  tx: Tx,
  deps: WebhookDeps,
  change: Change,
  eventAt: Date,
  event: Stripe.Event,
): Promise<Applied> {
  const subscriptionId = change.kind === 'state' ? change.state.id : change.subscriptionId;
  const log = deps.logger.child({ eventId: event.id, type: event.type, subscriptionId });
  const known = await tx.subscription.findUnique({ where: { id: subscriptionId } });
  const userId =
    change.kind === 'state' ? await userFor(tx, change.state, change.userId, known?.userId) : known?.userId;
  if (!userId) {
    log.warn('stripe event for an unknown user or subscription: ignored');
    return NOTHING;
  }
  if (!known && change.kind === 'state' && hasEnded(change.state.status)) {
    // An ended subscription billing never recorded: nothing to change, and after an account
    // deletion (which cancels at Stripe, whose events then arrive late) no row may come back.
    log.info('ended subscription with no record here: ignored');
    return NOTHING;
  }
  // The user's customer row is locked first, so two events of one user apply one after the other
  // (and the subscription is read again under that lock).
  const customerId = change.kind === 'state' ? change.state.customerId : known!.stripeCustomerId;
  await tx.customer.upsert({
    where: { userId },
    // Only reached when the customer was made outside this service's checkout.
    create: { userId, stripeCustomerId: customerId, email: '' },
    update: { updatedAt: new Date() },
  });
  const existing = await tx.subscription.findUnique({ where: { id: subscriptionId } });
  if (existing && existing.lastEventAt > eventAt) {
    log.info('stripe event older than the subscription state applied: ignored');
    return NOTHING;
  }
  if (existing?.status === 'canceled') {
    // A canceled subscription is final at Stripe; nothing brings it back.
    log.info('subscription already canceled: event ignored');
    return NOTHING;
  }
  if (change.kind === 'pastDue') {
    if (!existing) return NOTHING;
    await tx.subscription.update({
      where: { id: existing.id },
      data: { status: 'past_due', lastEventAt: eventAt },
    });
    return { wrote: await writePlanChanged(tx, userId) };
  }

  const { state } = change;
  // Becoming live here (new, or from incomplete): the one moment a second subscription can appear.
  const starts = isLive(state) && !(existing && isLive(existing));
  if (starts) {
    // The first live subscription recorded stays the user's; a second is refused, not recorded.
    const keptId = await liveRivalOf(tx, userId, state.id);
    if (keptId) {
      log.warn({ userId, keptId }, 'second live subscription of the user: refused, to be canceled at Stripe');
      return { wrote: false, refused: { subscriptionId: state.id, keptId, userId } };
    }
  }
  const price = deps.prices.lookup(state.priceId);
  const plan = price?.plan ?? planFromMetadata(state.metadata.plan) ?? existing?.plan;
  const cycle =
    price?.cycle ??
    (state.interval === 'year' ? 'annual' : state.interval === 'month' ? 'monthly' : existing?.billingCycle);
  if (!plan || !cycle) {
    log.warn({ priceId: state.priceId }, 'subscription to a price billing does not sell: ignored');
    return NOTHING;
  }
  const data = {
    userId,
    stripeCustomerId: state.customerId,
    plan,
    billingCycle: cycle,
    status: state.status,
    currentPeriodEnd: state.currentPeriodEnd,
    trialEnd: state.trialEnd,
    cancelAtPeriodEnd: state.cancelAtPeriodEnd,
    lastEventAt: eventAt,
  };
  await tx.subscription.upsert({ where: { id: state.id }, create: { id: state.id, ...data }, update: data });
  const wrote = await writePlanChanged(tx, userId);
  return starts ? { wrote, startedFor: state.customerId } : { wrote };
}

/** The user's plan from all their subscriptions, as a plan.changed event with their next version. */
async function writePlanChanged(tx: Tx, userId: string): Promise<boolean> {
  const customer = await tx.customer.update({
    where: { userId },
    data: { planVersion: { increment: 1 } },
  });
  const subs = await tx.subscription.findMany({ where: { userId } });
  const current = currentSubscription(subs);
  await tx.outboxEvent.create({
    data: outboxEvent(EVENTS.planChanged, {
      userId,
      plan: planFor(current),
      subscriptionStatus: statusFor(current),
      version: customer.planVersion,
    }),
  });
  return true;
}

async function userFor(
  tx: Tx,
  state: SubscriptionState,
  hinted: string | undefined,
  known: string | undefined,
): Promise<string | null> {
  for (const candidate of [state.metadata.userId, hinted, known]) {
    if (candidate && UUID.test(candidate)) return candidate.toLowerCase();
  }
  const customer = await tx.customer.findUnique({ where: { stripeCustomerId: state.customerId } });
  return customer?.userId ?? null;
}

function planFromMetadata(plan: string | undefined): 'pro' | 'family' | undefined {
  return plan === 'pro' || plan === 'family' ? plan : undefined;
}

async function retrieveIfExists(stripe: Stripe, id: string): Promise<Stripe.Subscription | null> {
  try {
    return await stripe.subscriptions.retrieve(id);
  } catch (err) {
    if (err instanceof Stripe.errors.StripeInvalidRequestError && err.statusCode === 404) return null;
    throw err;
  }
}

function idOf(ref: string | { id: string }): string {
  return typeof ref === 'string' ? ref : ref.id;
}

function stateOf(sub: Stripe.Subscription): SubscriptionState {
  const item = sub.items?.data?.[0];
  const seconds = (s: number | null | undefined) => (s ? new Date(s * 1000) : null);
  return {
    id: sub.id,
    customerId: idOf(sub.customer),
    status: sub.status,
    priceId: item?.price?.id ?? null,
    interval: item?.price?.recurring?.interval ?? null,
    metadata: (sub.metadata ?? {}) as Record<string, string>,
    currentPeriodEnd: seconds(item?.current_period_end),
    trialEnd: seconds(sub.trial_end),
    cancelAtPeriodEnd: Boolean(sub.cancel_at_period_end),
  };
}
