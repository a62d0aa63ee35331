import { z } from 'zod';
import { analysisJob } from './content.js';
import { SUBSCRIPTION_STATUSES } from './billing.js';
import { PLANS } from './identity.js';
import { EVENTS, type EventType } from '../queues.js';

/** Payload schema of every event, keyed by its name. */
export const eventPayloads = {
  [EVENTS.userCreated]: z.object({ userId: z.string(), email: z.string() }),
  [EVENTS.userOnboarded]: z.object({ userId: z.string(), userStage: z.string() }),
  /** A save (or a request to analyse again): the ai-worker's job data. */
  [EVENTS.contentSaved]: analysisJob,
  /**
   * A user's own plan after a Stripe event, as billing sees it. `version` grows with every change
   * billing makes for that user, so identity ignores one that arrives after a newer one.
   */
  [EVENTS.planChanged]: z.object({
    userId: z.string(),
    plan: z.enum(PLANS),
    subscriptionStatus: z.enum(SUBSCRIPTION_STATUSES).nullable(),
    version: z.number().int().nonnegative(),
  }),
  /** The account is gone from identity; each service removes the rest (and ends sessions). */
  [EVENTS.userDeleted]: z.object({ userId: z.string(), reason: z.string().max(500) }),
  /** The account was anonymised in identity; each service removes the user's identifiers. */
  [EVENTS.userAnonymized]: z.object({ userId: z.string() }),
} satisfies Record<EventType, z.ZodType>;

export type EventPayload<T extends EventType> = z.infer<(typeof eventPayloads)[T]>;

/** What a subscriber receives as the BullMQ job data. */
export interface EventEnvelope<T extends EventType = EventType> {
  id: string;
  type: T;
  occurredAt: string;
  payload: EventPayload<T>;
}

/** Validates an event before it is written to an outbox, so a relay never carries junk. */
export function outboxEvent<T extends EventType>(type: T, payload: EventPayload<T>) {
  return { type, payload: eventPayloads[type].parse(payload) as EventPayload<T> };
}
