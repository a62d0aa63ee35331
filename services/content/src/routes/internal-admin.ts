import express from 'express';
import { parseInput, requireServicePrincipal } from '@nestkeep/common';
import { z } from 'zod';
import type { ContentDeps } from '../deps.js';
import { monthKey } from '../domain/usage.js';

/** POST /internal/admin/user-counts body: at most 200 user ids (one page of the admin table). */
const userCountsRequest = z.object({
  userIds: z.array(z.string().uuid('must be a user id (uuid)')).max(200, 'at most 200 user ids'),
});

export interface AdminUserCounts {
  /** Saves counted against the free limit this calendar month (UTC). */
  usageCount: number;
  /** Saved content items. */
  contentCount: number;
  /** Chat conversations (not single questions). */
  chatCount: number;
}

/**
 * What identity's admin panel gathers from content (service principal only; the gateway never
 * proxies /internal): per-user counts for one page of users, and totals for the stat cards.
 */
export function internalAdminRoutes(deps: ContentDeps): express.Router {
  const router = express.Router();
  router.use('/internal/admin', requireServicePrincipal);

  router.post('/internal/admin/user-counts', async (req, res) => {
    const { userIds } = parseInput(userCountsRequest, req.body);
    const ids = [...new Set(userIds)];
    const month = monthKey(deps.now());
    const [items, chats, usage] = await Promise.all([
      deps.db.contentItem.groupBy({ by: ['userId'], where: { userId: { in: ids } }, _count: { _all: true } }),
      deps.db.chatConversation.groupBy({
        by: ['userId'],
        where: { userId: { in: ids } },
        _count: { _all: true },
      }),
      deps.db.saveUsage.findMany({ where: { userId: { in: ids }, month } }),
    ]);
    const counts: Record<string, AdminUserCounts> = {};
    for (const id of ids) counts[id] = { usageCount: 0, contentCount: 0, chatCount: 0 };
    for (const g of items) counts[g.userId]!.contentCount = g._count._all;
    for (const g of chats) counts[g.userId]!.chatCount = g._count._all;
    for (const u of usage) counts[u.userId]!.usageCount = u.count;
    res.json(counts);
  });

  router.get('/internal/admin/stats', async (_req, res) => {
    const [totalContent, totalChats] = await Promise.all([
      deps.db.contentItem.count(),
      deps.db.chatConversation.count(),
    ]);
    res.json({ totalContent, totalChats });
  });

  return router;
}
