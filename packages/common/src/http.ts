import { randomUUID } from 'node:crypto';
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

/** Stops accepting work, then runs the closers in order; a second signal exits at once. */
export function onShutdown(logger: Logger, closers: Array<() => Promise<unknown> | unknown>): void {
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) process.exit(1);
    stopping = true;
    logger.info({ signal }, 'shutting down');
    for (const close of closers) {
      try {
        await close();
      } catch (err) {
        logger.warn({ err }, 'error during shutdown');
      }
    }
    process.exit(0);
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));
}
