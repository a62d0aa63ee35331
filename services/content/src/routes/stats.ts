import express from 'express';
import { userIdOf, type StatsResponse, type UsageResponse } from '@nestkeep/common';
import type { ContentDeps } from '../deps.js';
import { stats } from '../db/items.js';
import { savesThisMonth } from '../db/usage.js';
import { countConversations } from '../db/chat.js';
import { isUnlimited, monthKey } from '../domain/usage.js';

/** GET /api/stats and GET /api/user/usage (the dashboard's cards and the usage meter). */
export function statsRoutes(deps: ContentDeps): express.Router {
  const router = express.Router();

  router.get('/api/stats', async (req, res) => {
    const userId = userIdOf(req);
    const [items, conversationCount] = await Promise.all([
      stats(deps.db, userId),
      countConversations(deps.db, userId),
    ]);
    const body: StatsResponse = { ...items, conversationCount };
    res.json(body);
  });

  router.get('/api/user/usage', async (req, res) => {
    const userId = userIdOf(req);
    const [plan, usageCount] = await Promise.all([
      deps.planOf(userId),
      savesThisMonth(deps.db, userId, monthKey(deps.now())),
    ]);
    const body: UsageResponse = {
      usageCount,
      freeUsageLimit: deps.freeSaveLimit,
      plan,
      unlimited: isUnlimited(plan),
    };
    res.json(body);
  });

  return router;
}
