import { UnrecoverableError } from 'bullmq';
import { EVENTS } from './queues.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** user.deleted or user.anonymized, as every subscriber acts on it. */
export interface UserEvent {
  id: string;
  type: typeof EVENTS.userDeleted | typeof EVENTS.userAnonymized;
  /** Lower-cased, so it matches how the services store user ids. */
  userId: string;
}

/**
 * Reads a subscriber's job data (an EventEnvelope) as a user event: null for any other event on
 * the queue (the subscriber has nothing to do) and for a user id that is no uuid (nothing can be
 * stored under it). A user event without a user id cannot be acted on ever: UnrecoverableError,
 * so BullMQ does not retry it.
 */
export function readUserEvent(data: unknown): UserEvent | null {
  const envelope = (data ?? {}) as { id?: unknown; type?: unknown; payload?: { userId?: unknown } };
  const { type } = envelope;
  if (type !== EVENTS.userDeleted && type !== EVENTS.userAnonymized) return null;
  const userId = envelope.payload?.userId;
  if (typeof envelope.id !== 'string' || typeof userId !== 'string') {
    throw new UnrecoverableError(`invalid ${type} event: an id and payload.userId are required`);
  }
  if (!UUID.test(userId)) return null;
  return { id: envelope.id, type, userId: userId.toLowerCase() };
}
