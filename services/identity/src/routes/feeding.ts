import express from 'express';
import {
  feedingEntryRequestAt,
  feedingQuery,
  idParam,
  notFound,
  parseInput,
  userIdOf,
} from '@nestkeep/common';
import type { IdentityDeps } from '../deps.js';
import { childAccessFor } from '../db/child-access.js';
import {
  createFeedingEntry,
  deleteFeedingEntry,
  latestFeedingEntry,
  listFeedingEntries,
} from '../db/feeding.js';
import { feedingLog, feedingWindow, toFeedingEntry, toFeedingFields } from '../domain/feeding.js';

const CHILD_NOT_FOUND = 'Child profile not found';

/**
 * A child's feeding log, the user's own child or one their family partner shares (both adults see,
 * add and remove the child's entries). Any other child or entry: 404.
 */
export function feedingRoutes(deps: IdentityDeps): express.Router {
  const router = express.Router();

  /** The child id of the path, when it is the user's own child or one their family partner shares. */
  async function accessibleChild(userId: string, value: string | undefined): Promise<number> {
    const childProfileId = idParam(value, CHILD_NOT_FOUND);
    if (!(await childAccessFor(deps.db, userId, childProfileId))) throw notFound(CHILD_NOT_FOUND);
    return childProfileId;
  }

  router.get('/api/feeding/:childProfileId', async (req, res) => {
    const userId = userIdOf(req);
    const query = parseInput(feedingQuery, req.query);
    const childProfileId = await accessibleChild(userId, req.params.childProfileId);
    const now = deps.now();
    const { since } = feedingWindow(now, query.tz, query.days);
    const [rows, latest] = await Promise.all([
      listFeedingEntries(deps.db, childProfileId, since),
      latestFeedingEntry(deps.db, childProfileId),
    ]);
    res.json(feedingLog(rows, latest, { now, timeZone: query.tz, days: query.days }));
  });

  router.post('/api/feeding/:childProfileId', async (req, res) => {
    const userId = userIdOf(req);
    const childProfileId = await accessibleChild(userId, req.params.childProfileId);
    const body = parseInput(feedingEntryRequestAt(deps.now()), req.body);
    const row = await createFeedingEntry(deps.db, userId, childProfileId, toFeedingFields(body));
    res.status(201).json(toFeedingEntry(row));
  });

  router.delete('/api/feeding/:childProfileId/:entryId', async (req, res) => {
    const userId = userIdOf(req);
    const childProfileId = await accessibleChild(userId, req.params.childProfileId);
    const entryId = idParam(req.params.entryId, 'Feeding entry not found');
    if (!(await deleteFeedingEntry(deps.db, childProfileId, entryId))) {
      throw notFound('Feeding entry not found');
    }
    res.status(204).end();
  });

  return router;
}
