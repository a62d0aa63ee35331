import { randomUUID } from 'node:crypto';
import type { Server, ServerResponse } from 'node:http';
import type { RequestHandler, Router } from 'express';
import express from 'express';
import type { Logger } from './logger.js';
import './internal-token.js'; // for the Request.principal type
import { withTimeout } from './async.js';
export { requestIdOf } from './request-id.js';

const SAFE_REQUEST_ID = /^[\w.-]{1,128}$/;

/**
 * One log line per request (method, path, status, duration, request id, user id when known). The
 * request id is taken from X-Request-Id when it looks safe, else made up; it is echoed back and the
 * gateway forwards it, so one id follows a request through every service. (A hand-written
 * middleware rather than pino-http: no child logger per request, which matters at the gateway.)
 */
export function requestLogging(logger: Logger): RequestHandler {
  return (req, res, next) => {
    const started = process.hrtime.bigint();
    const incoming = req.headers['x-request-id'];
    const id = typeof incoming === 'string' && SAFE_REQUEST_ID.test(incoming) ? incoming : randomUUID();
    req.headers['x-request-id'] = id;
    res.setHeader('X-Request-Id', id);
    res.on('finish', () => {
      const ms = Number(process.hrtime.bigint() - started) / 1e6;
      const userId = req.principal?.kind === 'user' ? req.principal.userId : undefined;
      const level = res.statusCode >= 500 ? 'error' : 'info';
      logger[level](
        {
          reqId: id,
          method: req.method,
          url: req.originalUrl,
          status: res.statusCode,
          ms: Math.round(ms * 10) / 10,
          userId,
        },
        'request',
      );
    });
    next();
  };
}

export type ReadinessCheck = () => Promise<unknown>;

/** `/healthz`: the process answers. `/readyz`: every dependency answers (503 naming the ones that do not). */
export function healthRoutes(checks: Record<string, ReadinessCheck>): Router {
  const router = express.Router();
  router.get('/healthz', (_req, res) => {
    res.json({ status: 'ok' });
  });
  router.get('/readyz', async (_req, res) => {
    const results: Record<string, string> = {};
    await Promise.all(
      Object.entries(checks).map(async ([name, check]) => {
        try {
          await withTimeout(check(), 2000);
          results[name] = 'ok';
        } catch (err) {
          results[name] = (err as Error).message || 'failed';
        }
      }),
    );
    const ready = Object.values(results).every((r) => r === 'ok');
    res.status(ready ? 200 : 503).json({ status: ready ? 'ready' : 'not ready', checks: results });
  });
  return router;
}

/** How long a service may take to shut down by default (ms): below Kubernetes' 30 s terminationGracePeriodSeconds. */
export const DEFAULT_SHUTDOWN_GRACE_MS = 25_000;

/** The open responses of servers passed to trackEventStreams. */
const tracked = new WeakMap<object, Set<ServerResponse>>();

/**
 * Keeps the server's open responses in view so that closeServer can end its server-sent-event
 * streams: they only end when their client leaves or their deadline passes, which would hold a
 * shutdown for the whole grace period. For a server that serves or proxies SSE (content, gateway).
 */
export function trackEventStreams<S extends Server>(server: S): S {
  const open = new Set<ServerResponse>();
  tracked.set(server, open);
  server.on('request', (_req, res: ServerResponse) => {
    open.add(res);
    res.once('close', () => open.delete(res));
  });
  return server;
}

const isEventStream = (res: ServerResponse) =>
  res.headersSent && String(res.getHeader('content-type') ?? '').startsWith('text/event-stream');

/**
 * Stops an HTTP server accepting connections and resolves once the requests in flight are answered.
 * Idle keep-alive connections are closed at once, and again every 250 ms, so a connection that goes
 * idle after answering its last request does not hold the server open. On a tracked server, event
 * streams are cut at once and again every 250 ms (one that starts meanwhile): the web's chat falls
 * back to the answer of its question's own request, which is answered like any other.
 */
export function closeServer(server: Pick<Server, 'close' | 'closeIdleConnections'>): Promise<void> {
  const open = tracked.get(server);
  const sweep = () => {
    server.closeIdleConnections();
    if (open) for (const res of open) if (isEventStream(res)) res.destroy();
  };
  return new Promise((resolve) => {
    const timer = setInterval(sweep, 250);
    timer.unref();
    server.close(() => {
      clearInterval(timer);
      resolve();
    });
    sweep();
  });
}

/**
 * On SIGTERM or SIGINT: runs the closers in order (stop accepting first, then workers, which finish
 * the jobs they hold, then pools) and exits 0. If they have not finished within `graceMs`, logs an
 * error and exits 1 (a job not finished is returned by its lock expiring). A second signal exits at once.
 */
export function onShutdown(
  logger: Logger,
  closers: Array<() => Promise<unknown> | unknown>,
  opts: { graceMs?: number } = {},
): void {
  const graceMs = opts.graceMs ?? DEFAULT_SHUTDOWN_GRACE_MS;
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) process.exit(1);
    stopping = true;
    logger.info({ signal, graceMs }, 'shutting down');
    setTimeout(() => {
      logger.error({ graceMs }, 'shutdown grace period over: exiting with work unfinished');
      process.exit(1);
    }, graceMs);
    for (const close of closers) {
      try {
        await close();
      } catch (err) {
        logger.warn({ err }, 'error during shutdown');
      }
    }
    logger.info('shut down');
    process.exit(0);
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));
}
