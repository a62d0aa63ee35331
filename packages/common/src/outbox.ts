import { Queue, type JobsOptions } from 'bullmq';
import type { Redis } from 'ioredis';
import type pg from 'pg';
import type { EventEnvelope } from './contracts/events.js';
import { withTimeout } from './async.js';
import type { Logger } from './logger.js';
import { EVENT_SUBSCRIBERS, type EventType, type QueueName } from './queues.js';

export interface OutboxRelayOptions {
  pool: pg.Pool;
  /** The owning service's schema, which holds its `outbox` table. */
  schema: string;
  /** A fail-fast connection (createRedis(url, 'queue-producer')): an outage must not hang the relay. */
  connection: Redis;
  logger: Logger;
  /** BullMQ key prefix; tests give each file its own. */
  prefix?: string;
  intervalMs?: number;
  batchSize?: number;
  /** Retries and backoff of the jobs it enqueues (defaults: 8 attempts, exponential from 1 s). */
  jobOptions?: Pick<JobsOptions, 'attempts' | 'backoff'>;
  /** BullMQ waits for a connection rather than failing: bound each enqueue so an outage cannot hold rows. */
  enqueueTimeoutMs?: number;
}

interface OutboxRow {
  id: string;
  type: EventType;
  payload: unknown;
  created_at: Date;
}

/**
 * Moves events from a service's outbox table to the BullMQ queue of every subscriber. Events are
 * written in the same transaction as the change they describe, so a Redis outage delays them but
 * never loses them. Each event is enqueued with its row id as job id, so a relay that dies between
 * enqueue and marking, or two relays reading the same rows, never deliver an event twice.
 */
export class OutboxRelay {
  private readonly queues = new Map<QueueName, Queue>();
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private stopped = true;
  private failures = 0;

  constructor(private readonly opts: OutboxRelayOptions) {}

  start(): void {
    this.stopped = false;
    this.schedule(0);
  }

  /** Relay now (call after committing a change with events) instead of waiting for the next tick. */
  poke(): void {
    if (!this.stopped && this.failures === 0) this.schedule(0);
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    await this.running;
    await Promise.all([...this.queues.values()].map((q) => q.close()));
  }

  private schedule(delayMs: number): void {
    clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      if (this.running) return this.schedule(50);
      this.running = this.tick().finally(() => (this.running = undefined));
    }, delayMs);
  }

  private async tick(): Promise<void> {
    const interval = this.opts.intervalMs ?? 1000;
    try {
      let relayed: number;
      do relayed = await this.relayOnce();
      while (relayed === (this.opts.batchSize ?? 100) && !this.stopped);
      this.failures = 0;
    } catch (err) {
      this.failures += 1;
      if (this.failures === 1 || this.failures % 30 === 0) {
        this.opts.logger.warn(
          { err: (err as Error).message, failures: this.failures },
          'outbox relay waiting for Redis',
        );
      }
    }
    if (!this.stopped)
      this.schedule(this.failures ? Math.min(interval * 2 ** this.failures, 15_000) : interval);
  }

  /**
   * Relays one batch; returns how many events it moved. No transaction is held while Redis is
   * called: two relays may read the same rows, and the job id (the row id) makes the second
   * enqueue a no-op.
   */
  async relayOnce(): Promise<number> {
    const table = `"${this.opts.schema}".outbox`;
    const { rows } = await this.opts.pool.query<OutboxRow>(
      `SELECT id, type, payload, created_at FROM ${table} WHERE published_at IS NULL ORDER BY id LIMIT $1`,
      [this.opts.batchSize ?? 100],
    );
    for (const row of rows) {
      const envelope: EventEnvelope = {
        id: `${this.opts.schema}-${row.id}`,
        type: row.type,
        occurredAt: row.created_at.toISOString(),
        payload: row.payload as EventEnvelope['payload'],
      };
      for (const queueName of EVENT_SUBSCRIBERS[row.type] ?? []) {
        const added = this.queue(queueName).add(row.type, envelope, {
          jobId: envelope.id,
          attempts: 8,
          backoff: { type: 'exponential', delay: 1000 },
          ...this.opts.jobOptions,
          removeOnComplete: { age: 24 * 3600 },
          removeOnFail: { age: 7 * 24 * 3600 },
        });
        await withTimeout(added, this.opts.enqueueTimeoutMs ?? 5000);
      }
    }
    if (rows.length) {
      await this.opts.pool.query(
        `UPDATE ${table} SET published_at = now(), attempts = attempts + 1 WHERE id = ANY($1) AND published_at IS NULL`,
        [rows.map((r) => r.id)],
      );
    }
    return rows.length;
  }

  private queue(name: QueueName): Queue {
    let q = this.queues.get(name);
    if (!q) {
      q = new Queue(name, { connection: this.opts.connection, prefix: this.opts.prefix });
      q.on('error', () => undefined); // connection errors surface through add(); keep them out of the event loop
      this.queues.set(name, q);
    }
    return q;
  }
}
