import { Queue, QueueEvents } from 'bullmq';
import type { Redis } from 'ioredis';
import { createUserSlots, type QueueName } from '@nestkeep/common';

/**
 * A queue whose jobs a request waits on (the ai-worker has no HTTP API: the job's return value is
 * the answer), with its events to wait through and per-user slots in Redis, so one user cannot
 * fill the workers while others wait. A slot outlives the wait by a margin only, so a copy of
 * content that died holding one frees it soon.
 */
export function createWaitedQueue(opts: {
  name: QueueName;
  connection: Redis;
  eventsConnection: Redis;
  prefix: string;
  timeoutMs: number;
  perUser: number;
}) {
  const queue = new Queue(opts.name, { connection: opts.connection, prefix: opts.prefix });
  const events = new QueueEvents(opts.name, { connection: opts.eventsConnection, prefix: opts.prefix });
  // Failures surface through add() and the wait; the connections reconnect by themselves.
  queue.on('error', () => undefined);
  events.on('error', () => undefined);
  const slots = createUserSlots(opts.connection, {
    prefix: opts.prefix,
    name: opts.name,
    limit: opts.perUser,
    leaseMs: opts.timeoutMs + 5000,
  });
  return { queue, events, slots, close: async () => Promise.all([queue.close(), events.close()]) };
}
