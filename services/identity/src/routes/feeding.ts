import express from 'express';
import {
  feedingEntryRequestAt,
  feedingQuery,
  forbidden,
  idParam,
  notFound,
  parseInput,
  userIdOf,
} from '@nestkeep/common';
import type { IdentityDeps } from '../deps.js';
import { childAccessFor, mayChangeRecord, ONLY_OWN_ENTRIES } from '../db/child-access.js';
import {
  createFeedingEntry,
  deleteFeedingEntry,
  findFeedingEntry,
  latestFeedingEntry,
  listFeedingEntries,
} from '../db/feeding.js';
import { feedingLog, feedingWindow, toFeedingEntry, toFeedingFields } from '../domain/feeding.js';

const CHILD_NOT_FOUND = 'Child profile not found';
const ENTRY_NOT_FOUND = 'Feeding entry not found';

/**
 * A child's feeding log, the user's own child or one their family partner shares (both adults see
 * and add the child's entries; the partner deletes only the ones they added, 403 on the others).
 * Any other child or entry: 404.
 */
export function feedingRoutes(deps: IdentityDeps): express.Router {
  const router = express.Router();

  /** The user's access to the child of the path: their own, or one their family partner shares. */
  async function accessTo(userId: string, value: string | undefined) {
    const access = await childAccessFor(deps.db, userId, idParam(value, CHILD_NOT_FOUND));
    if (!access) throw notFound(CHILD_NOT_FOUND);
    return access;
  }

  router.get('/api/feeding/:childProfileId', async (req, res) => {
    const userId = userIdOf(req);
    const query = parseInput(feedingQuery, req.query);
    const access = await accessTo(userId, req.params.childProfileId);
    const childProfileId = access.child.id;
    const now = deps.now();
    const { since } = feedingWindow(now, query.tz, query.days);
    const [rows, latest] = await Promise.all([
      listFeedingEntries(deps.db, childProfileId, since),
      latestFeedingEntry(deps.db, childProfileId),
    ]);
    res.json(
      feedingLog(rows, latest, {
        now,
        timeZone: query.tz,
        days: query.days,
        canDelete: (row) => mayChangeRecord(access, userId, row.userId),
      }),
    );
  });

  router.post('/api/feeding/:childProfileId', async (req, res) => {
    const userId = userIdOf(req);
    const childProfileId = (await accessTo(userId, req.params.childProfileId)).child.id;
    const body = parseInput(feedingEntryRequestAt(deps.now()), req.body);
    const row = await createFeedingEntry(deps.db, userId, childProfileId, toFeedingFields(body));
    res.status(201).json(toFeedingEntry(row, true));
  });

  router.delete('/api/feeding/:childProfileId/:entryId', async (req, res) => {
    const userId = userIdOf(req);
    const access = await accessTo(userId, req.params.childProfileId);
    const entryId = idParam(req.params.entryId, ENTRY_NOT_FOUND);
    const row = await findFeedingEntry(deps.db, access.child.id, entryId);
    if (!row) throw notFound(ENTRY_NOT_FOUND);
    if (!mayChangeRecord(access, userId, row.userId)) throw forbidden(ONLY_OWN_ENTRIES);
    if (!(await deleteFeedingEntry(deps.db, access.child.id, entryId))) throw notFound(ENTRY_NOT_FOUND);
    res.status(204).end();
  });

  return router;
}
