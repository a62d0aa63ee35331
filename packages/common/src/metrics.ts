import type { Queue } from 'bullmq';
import express, { type Request, type RequestHandler } from 'express';
import type pg from 'pg';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import { withTimeout } from './async.js';

/**
 * Prometheus metrics (prom-client), one registry per process. Every service mounts `middleware`
 * (request count and duration by route and status) and serves `handler` at /metrics on its own
 * (loopback / internal) port; `watchQueues` and `watchOutbox` add gauges read at scrape time.
 */
export interface ServiceMetrics {
  readonly service: string;
  readonly registry: Registry;
  /** Records http_requests_total and http_request_duration_seconds when the response finishes. */
  readonly middleware: RequestHandler;
  /** GET /metrics: the registry in Prometheus' text format. */
  readonly handler: RequestHandler;
  /** bullmq_queue_jobs{queue,state} (waiting, active, delayed, failed), read with getJobCounts on scrape. */
  watchQueues(queues: readonly Queue[]): void;
  /** outbox_pending_events{service} and outbox_oldest_pending_age_seconds{service}, read on scrape. */
  watchOutbox(opts: { pool: pg.Pool; schema: string }): void;
}

export const QUEUE_STATES = ['waiting', 'active', 'delayed', 'failed'] as const;
/** A scrape must not hang on a dependency that is down: each read is bounded, and skipped on failure. */
const SCRAPE_READ_TIMEOUT_MS = 2000;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const NUMBER = /^\d+$/;
const HEX = /^[0-9a-f]{16,}$/i;
/** Long opaque tokens (cuid, nanoid, base64url) containing a digit. */
const OPAQUE = /^(?=.*\d)[\w-]{20,}$/;

/** A path with ids replaced by `:id` (used when no route pattern matched, e.g. the gateway's proxy). */
export function normalisePath(path: string): string {
  const bare = path.split('?')[0] ?? '/';
  const parts = bare.split('/').map((seg) => {
    if (seg === '') return seg;
    if (UUID.test(seg) || NUMBER.test(seg) || HEX.test(seg) || OPAQUE.test(seg)) return ':id';
    return seg.length > 64 ? ':id' : seg;
  });
  return parts.join('/') || '/';
}

/** The matched route pattern (base URL + route path), else the normalised path; never raw ids. */
export function routeLabel(req: Request, status: number): string {
  const route = (req as Request & { route?: { path?: unknown } }).route;
  if (route && route.path !== undefined) {
    const pattern = Array.isArray(route.path) ? route.path.join('|') : String(route.path);
    return `${req.baseUrl ?? ''}${pattern}` || '/';
  }
  // Nothing matched and nothing answered: any path a scanner tries would be a new series otherwise.
  if (status === 404) return 'unmatched';
  return normalisePath(req.originalUrl ?? req.url);
}

export function createMetrics(
  service: string,
  opts: { defaultMetrics?: boolean; durationBuckets?: number[] } = {},
): ServiceMetrics {
  const registry = new Registry();
  registry.setDefaultLabels({ service });
  if (opts.defaultMetrics !== false) collectDefaultMetrics({ register: registry });

  const requests = new Counter({
    name: 'http_requests_total',
    help: 'HTTP requests answered, by method, route pattern and status.',
    labelNames: ['method', 'route', 'status'] as const,
    registers: [registry],
  });
  const duration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'HTTP request duration, by method, route pattern and status.',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: opts.durationBuckets ?? [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });

  const middleware: RequestHandler = (req, res, next) => {
    const started = process.hrtime.bigint();
    res.on('finish', () => {
      const seconds = Number(process.hrtime.bigint() - started) / 1e9;
      const labels = {
        method: req.method,
        route: routeLabel(req, res.statusCode),
        status: String(res.statusCode),
      };
      requests.inc(labels);
      duration.observe(labels, seconds);
    });
    next();
  };

  const handler: RequestHandler = async (_req, res, next) => {
    try {
      const body = await registry.metrics();
      res.set('Content-Type', registry.contentType).send(body);
    } catch (err) {
      next(err);
    }
  };

  const watched: Queue[] = [];
  let queueGauge: Gauge<'queue' | 'state'> | undefined;
  const watchQueues = (queues: readonly Queue[]) => {
    watched.push(...queues);
    queueGauge ??= new Gauge({
      name: 'bullmq_queue_jobs',
      help: 'Jobs in each BullMQ queue by state (waiting, active, delayed, failed), read at scrape time.',
      labelNames: ['queue', 'state'] as const,
      registers: [registry],
      async collect() {
        this.reset();
        await Promise.all(
          watched.map(async (queue) => {
            try {
              const counts = await withTimeout(queue.getJobCounts(...QUEUE_STATES), SCRAPE_READ_TIMEOUT_MS);
              for (const state of QUEUE_STATES) this.set({ queue: queue.name, state }, counts[state] ?? 0);
            } catch {
              // Redis down: the series disappear for this scrape (alert on absent() or on up).
            }
          }),
        );
      },
    });
  };

  const watchOutbox = ({ pool, schema }: { pool: pg.Pool; schema: string }) => {
    const table = `"${schema.replace(/"/g, '""')}".outbox`;
    let last: Promise<{ pending: number; age: number } | null> | undefined;
    // Both gauges are read by one query per scrape (the first collect starts it, the second reuses it).
    const read = () => {
      last ??= withTimeout(
        pool.query<{ pending: string; age: string | null }>(
          `SELECT count(*) AS pending,
                  extract(epoch FROM now() - min(created_at)) AS age
             FROM ${table} WHERE published_at IS NULL`,
        ),
        SCRAPE_READ_TIMEOUT_MS,
      )
        .then((r) => ({
          pending: Number(r.rows[0]?.pending ?? 0),
          age: Math.max(0, Number(r.rows[0]?.age ?? 0)),
        }))
        .catch(() => null)
        .finally(() => setImmediate(() => (last = undefined)));
      return last;
    };
    new Gauge({
      name: 'outbox_pending_events',
      help: 'Outbox events not yet relayed to their queues.',
      registers: [registry],
      async collect() {
        this.reset();
        const r = await read();
        if (r) this.set(r.pending);
      },
    });
    new Gauge({
      name: 'outbox_oldest_pending_age_seconds',
      help: 'Age of the oldest outbox event not yet relayed (0 when none are pending).',
      registers: [registry],
      async collect() {
        this.reset();
        const r = await read();
        if (r) this.set(r.age);
      },
    });
  };

  return { service, registry, middleware, handler, watchQueues, watchOutbox };
}

/**
 * A listener of its own serving only GET /metrics, for a process whose main port is public (the
 * gateway) or that has no HTTP app: bind it to an internal address (METRICS_HOST) and port.
 */
export function createMetricsApp(metrics: ServiceMetrics): express.Express {
  const app = express();
  app.disable('x-powered-by');
  app.get('/metrics', metrics.handler);
  return app;
}
