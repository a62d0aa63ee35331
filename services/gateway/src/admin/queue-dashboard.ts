import { createBullBoard } from '@bull-board/api';
import { BullMQAdapter } from '@bull-board/api/bullMQAdapter';
import { ExpressAdapter } from '@bull-board/express';
import { Queue } from 'bullmq';
import type { RequestHandler } from 'express';
import type { Redis } from 'ioredis';
import { forbidden, QUEUES, unauthorized } from '@nestkeep/common';

export const QUEUE_DASHBOARD_PATH = '/admin/queues';

export interface QueueDashboard {
  /** bull-board's router (the page, its static files and its API), to mount at QUEUE_DASHBOARD_PATH. */
  router: RequestHandler;
  queues: Queue[];
  close: () => Promise<void>;
}

/**
 * bull-board over every queue in QUEUES with the deployment's prefix; retry, clean and the other
 * job actions are bull-board's defaults. Access control is the caller's (see `requireAdmin`).
 * `connection` is only used for commands (no blocking reads), so a shared connection will do.
 */
export function createQueueDashboard(opts: { connection: Redis; prefix: string }): QueueDashboard {
  const queues = Object.values(QUEUES).map(
    (name) => new Queue(name, { connection: opts.connection, prefix: opts.prefix }),
  );
  // A Redis outage surfaces through the dashboard's own calls; unlistened, BullMQ prints every
  // reconnect attempt's error to stderr.
  for (const queue of queues) queue.on('error', () => undefined);
  const serverAdapter = new ExpressAdapter();
  serverAdapter.setBasePath(QUEUE_DASHBOARD_PATH);
  createBullBoard({
    queues: queues.map((queue) => new BullMQAdapter(queue)),
    serverAdapter,
    options: { uiConfig: { boardTitle: 'NestKeep queues' } },
  });
  return {
    router: serverAdapter.getRouter() as RequestHandler,
    queues,
    close: async () => {
      await Promise.all(queues.map((queue) => queue.close()));
    },
  };
}

/**
 * Admins only: signed out → 401 (a browser asking for the page is sent to sign-in and back),
 * signed in without the admin role → 403. Needs `req.sessionUser` (the session reader) first.
 */
export function requireAdmin(): RequestHandler {
  return (req, res, next) => {
    const user = req.sessionUser;
    if (!user) {
      const path = req.originalUrl.split('?')[0]!;
      const isPage = req.method === 'GET' && !path.startsWith(`${QUEUE_DASHBOARD_PATH}/api`);
      if (isPage && req.accepts(['json', 'html']) === 'html') {
        return res.redirect(`/api/login?returnTo=${encodeURIComponent(req.originalUrl)}`);
      }
      return next(unauthorized());
    }
    if (user.role !== 'admin') return next(forbidden('Admin access required'));
    next();
  };
}
