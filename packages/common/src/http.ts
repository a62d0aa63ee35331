import { randomUUID } from 'node:crypto';
import type { RequestHandler, Router } from 'express';
import express from 'express';
import { pinoHttp } from 'pino-http';
import type { Logger } from './logger.js';
import { withTimeout } from './async.js';

const SAFE_REQUEST_ID = /^[\w.-]{1,128}$/;

/**
 * One log line per request with its request id (taken from X-Request-Id when it looks safe,
 * else new) and duration; the id is echoed back and forwarded to services by the gateway.
 */
export function requestLogging(logger: Logger): RequestHandler {
  return pinoHttp({
    logger,
    genReqId: (req, res) => {
      const incoming = req.headers['x-request-id'];
      const id = typeof incoming === 'string' && SAFE_REQUEST_ID.test(incoming) ? incoming : randomUUID();
      req.headers['x-request-id'] = id;
      res.setHeader('X-Request-Id', id);
      return id;
    },
    customLogLevel: (_req, res, err) => (err || res.statusCode >= 500 ? 'error' : 'info'),
    serializers: {
      req: (req) => ({ id: req.id, method: req.method, url: req.url }),
      res: (res) => ({ statusCode: res.statusCode }),
    },
    customProps: (req) => {
      const principal = (req as { principal?: { kind: string; userId?: string } }).principal;
      return principal?.kind === 'user' ? { userId: principal.userId } : {};
    },
  });
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

/** The request id requestLogging assigned (also forwarded upstream as X-Request-Id). */
export function requestIdOf(req: {
  headers: Record<string, string | string[] | undefined>;
}): string | undefined {
  const id = req.headers['x-request-id'];
  return typeof id === 'string' ? id : undefined;
}
