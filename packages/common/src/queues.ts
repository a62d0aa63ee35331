/**
 * Queue and event names, in one place. Events are relayed from a service's outbox to the
 * queue of every service that subscribes to them (BullMQ has no fan-out of its own).
 */
export const QUEUES = {
  identityEvents: 'identity-events',
  contentEvents: 'content-events',
  billingEvents: 'billing-events',
  /** Events the gateway acts on (user.deleted: end every session of the user). */
  gatewayEvents: 'gateway-events',
  /** content → ai-worker: analyse a saved item (fed by the content.saved event). */
  contentAnalysis: 'content-analysis',
  /** ai-worker → content: analysis outcomes, written back by content. */
  analysisResults: 'analysis-results',
  /** content → ai-worker: read a screenshot while the user waits. */
  imageAnalysis: 'image-analysis',
  /** content → ai-worker: answer a chat question while the user waits (the answer is the return value). */
  chatReplies: 'chat-replies',
  /** content → ai-worker: baby names for a generator request (the names are the return value). */
  nameGeneration: 'name-generation',
} as const;
export type QueueName = (typeof QUEUES)[keyof typeof QUEUES];

export const EVENTS = {
  userCreated: 'user.created',
  userOnboarded: 'user.onboarded',
  contentSaved: 'content.saved',
  /** billing → identity: a user's plan and subscription status after a Stripe event. */
  planChanged: 'plan.changed',
  /** identity → every service: remove everything of this user (safe to repeat). */
  userDeleted: 'user.deleted',
  /** identity → content, billing: remove this user's personal identifiers, keep anonymous counts. */
  userAnonymized: 'user.anonymized',
} as const;
export type EventType = (typeof EVENTS)[keyof typeof EVENTS];

/** Who listens to what. An event with no subscriber is marked relayed and dropped. */
export const EVENT_SUBSCRIBERS: Record<EventType, QueueName[]> = {
  [EVENTS.userCreated]: [QUEUES.contentEvents, QUEUES.billingEvents],
  [EVENTS.userOnboarded]: [QUEUES.contentEvents],
  [EVENTS.contentSaved]: [QUEUES.contentAnalysis],
  [EVENTS.planChanged]: [QUEUES.identityEvents],
  [EVENTS.userDeleted]: [QUEUES.contentEvents, QUEUES.billingEvents, QUEUES.gatewayEvents],
  [EVENTS.userAnonymized]: [QUEUES.contentEvents, QUEUES.billingEvents, QUEUES.gatewayEvents],
};
