import { z } from 'zod';
import { analysisJob } from './content.js';
import { EVENTS, type EventType } from '../queues.js';

/** Payload schema of every event, keyed by its name. */
export const eventPayloads = {
  [EVENTS.userCreated]: z.object({ userId: z.string(), email: z.string() }),
  [EVENTS.userOnboarded]: z.object({ userId: z.string(), userStage: z.string() }),
  /** A save (or a request to analyse again): the ai-worker's job data. */
  [EVENTS.contentSaved]: analysisJob,
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
