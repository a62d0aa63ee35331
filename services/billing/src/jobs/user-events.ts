import { Worker } from 'bullmq';
import type { Redis } from 'ioredis';
import Stripe from 'stripe';
import { EVENTS, QUEUES, readUserEvent, type Logger } from '@nestkeep/common';
import { BILLING_SCHEMA, type Db } from '../db/client.js';
import { hasEnded } from '../domain/plan.js';

export interface BillingUserEventsDeps {
  db: Db;
  stripe: Stripe;
  logger: Logger;
}

/**
 * Cancels every live Stripe subscription of the user: the ones Stripe lists for their customer and
 * the ones billing holds a copy of. Stripe unreachable (or a 5xx) throws, so the job is retried; a
 * subscription Stripe no longer knows or has already ended is skipped (a replay changes nothing).
 */
export async function cancelUserSubscriptions(deps: BillingUserEventsDeps, userId: string): Promise<number> {
  const [customer, rows] = await Promise.all([
    deps.db.customer.findUnique({ where: { userId } }),
    deps.db.subscription.findMany({ where: { userId } }),
  ]);
  const live = new Set(rows.filter((s) => !hasEnded(s.status)).map((s) => s.id));
  const customerIds = new Set(
    [customer?.stripeCustomerId, ...rows.map((s) => s.stripeCustomerId)].filter(Boolean),
  );
  for (const id of customerIds) {
    try {
      for await (const sub of deps.stripe.subscriptions.list({ customer: id!, status: 'all', limit: 100 })) {
        if (hasEnded(sub.status)) live.delete(sub.id);
        else live.add(sub.id);
      }
    } catch (err) {
      if (!isGoneOrRefused(err)) throw err;
      deps.logger.warn({ userId, customer: id, err: (err as Error).message }, 'stripe customer not listed');
    }
  }
  let canceled = 0;
  for (const id of live) {
    try {
      await deps.stripe.subscriptions.cancel(id);
      canceled++;
    } catch (err) {
      // Already canceled, or unknown to Stripe: nothing left to stop.
      if (!isGoneOrRefused(err)) throw err;
      deps.logger.info(
        { userId, subscriptionId: id, err: (err as Error).message },
        'subscription not canceled',
      );
    }
  }
  return canceled;
}

/** A 4xx answer from Stripe (the request itself cannot succeed); connection errors and 5xx are not. */
function isGoneOrRefused(err: unknown): boolean {
  return (
    err instanceof Stripe.errors.StripeInvalidRequestError ||
    (err instanceof Stripe.errors.StripeError &&
      typeof err.statusCode === 'number' &&
      err.statusCode >= 400 &&
      err.statusCode < 500 &&
      err.statusCode !== 429)
  );
}

/**
 * user.deleted: subscriptions canceled at Stripe first (a failure leaves every row for the retry),
 * then the user's customer and subscription rows, the outbox events about them, and the local
 * stand-in's objects tied to the user or their customer. Idempotent.
 */
export async function deleteUserBilling(deps: BillingUserEventsDeps, userId: string): Promise<void> {
  await cancelUserSubscriptions(deps, userId);
  const [customer, rows] = await Promise.all([
    deps.db.customer.findUnique({ where: { userId } }),
    deps.db.subscription.findMany({ where: { userId }, select: { id: true, stripeCustomerId: true } }),
  ]);
  const customerIds = [
    ...new Set(
      [customer?.stripeCustomerId, ...rows.map((s) => s.stripeCustomerId)].filter((c): c is string => !!c),
    ),
  ];
  const objectIds = rows.map((s) => s.id);
  const local = `"${BILLING_SCHEMA}"."local_stripe_objects"`;
  await deps.db.$transaction([
    deps.db.subscription.deleteMany({ where: { userId } }),
    deps.db.customer.deleteMany({ where: { userId } }),
    deps.db.outboxEvent.deleteMany({ where: { payload: { path: ['userId'], equals: userId } } }),
    // The stand-in's customers, checkout sessions, subscriptions and portal sessions of the user.
    deps.db.$executeRawUnsafe(
      `DELETE FROM ${local}
        WHERE id = ANY($1::text[]) OR id = ANY($2::text[])
           OR data->>'customer' = ANY($1::text[])
           OR data->'metadata'->>'userId' = $3
           OR data->>'client_reference_id' = $3`,
      customerIds,
      objectIds,
      userId,
    ),
  ]);
}

/**
 * user.anonymized: subscriptions canceled, the customer's email blanked (here and in the local
 * stand-in's copy); subscription rows stay (they hold no identifiers).
 */
export async function anonymizeUserBilling(deps: BillingUserEventsDeps, userId: string): Promise<void> {
  await cancelUserSubscriptions(deps, userId);
  const customer = await deps.db.customer.findUnique({ where: { userId } });
  await deps.db.customer.updateMany({ where: { userId }, data: { email: '' } });
  if (customer?.email) {
    // The stand-in's copies (customer, checkout sessions) hold the address too.
    await deps.db.$executeRawUnsafe(
      `UPDATE "${BILLING_SCHEMA}"."local_stripe_objects" SET data = replace(data::text, $2, '')::jsonb
        WHERE (id = $1 OR data->>'customer' = $1) AND strpos(data::text, $2) > 0`,
      customer.stripeCustomerId,
      JSON.stringify(customer.email).slice(1, -1),
    );
  }
}

/**
 * Billing's subscriber on QUEUES.billingEvents for user.deleted and user.anonymized (identity's
 * outbox). Other events on this queue (user.created) need nothing here: dropped. Stripe or the
 * database unreachable throws, so BullMQ retries (the relay gives each event 8 attempts).
 */
export function startUserEventsWorker(
  deps: BillingUserEventsDeps & { connection: Redis; prefix: string },
): Worker {
  const worker = new Worker(
    QUEUES.billingEvents,
    async (job) => {
      const event = readUserEvent(job.data);
      if (!event) return 'ignored';
      if (event.type === EVENTS.userDeleted) await deleteUserBilling(deps, event.userId);
      else await anonymizeUserBilling(deps, event.userId);
      deps.logger.info(
        { eventId: event.id, userId: event.userId, type: event.type },
        'user billing data removed',
      );
      return event.type;
    },
    { connection: deps.connection, prefix: deps.prefix, concurrency: 2 },
  );
  worker.on('error', (err) => deps.logger.warn({ err: err.message }, 'billing events: redis unavailable'));
  worker.on('failed', (job, err) =>
    deps.logger.warn({ jobId: job?.id, err: err.message }, 'billing event not applied'),
  );
  return worker;
}
