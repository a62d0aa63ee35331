import express from 'express';
import {
  badRequest,
  MAX_ROW_ID,
  milestoneToggleRequest,
  notFound,
  parseInput,
  userIdOf,
} from '@nestkeep/common';
import type { IdentityDeps } from '../deps.js';
import { childAccessFor } from '../db/child-access.js';
import { listChildProgress, loadCatalogue, saveProgress } from '../db/milestones.js';
import { planProgressChange, toMilestonesResponse, toToggleResponse } from '../domain/milestones.js';

/** A child profile id in the path: a malformed one is the caller's mistake (400), not a missing row. */
function childProfileIdParam(value: string | undefined): number {
  const id = Number(value);
  if (!/^[1-9]\d*$/.test(value ?? '') || id > MAX_ROW_ID) {
    throw badRequest('childProfileId: must be a positive whole number');
  }
  return id;
}

/**
 * The milestone tracker (part 2 §2.7, §7), for the user's own children and the ones their family
 * partner shares. Another user's child, or an unknown one, is 404.
 */
export function milestoneRoutes(deps: IdentityDeps): express.Router {
  const router = express.Router();

  router.get('/api/milestones/:childProfileId', async (req, res) => {
    const userId = userIdOf(req);
    const childProfileId = childProfileIdParam(req.params.childProfileId);
    const access = await childAccessFor(deps.db, userId, childProfileId);
    if (!access) throw notFound('Child profile not found');
    const child = access.child;
    const [catalogue, progress] = await Promise.all([
      loadCatalogue(deps.db),
      listChildProgress(deps.db, childProfileId),
    ]);
    // Progress is per child and changes on every toggle: never serve it from a cache.
    res.set('Cache-Control', 'no-store');
    res.json(toMilestonesResponse(child, catalogue, progress, deps.now()));
  });

  router.post('/api/milestones/toggle', async (req, res) => {
    const userId = userIdOf(req);
    const body = parseInput(milestoneToggleRequest, req.body);
    const now = deps.now();
    const access = await childAccessFor(deps.db, userId, body.childProfileId);
    if (!access) throw notFound('Child profile not found');
    const result = await saveProgress(deps.db, access, body.milestoneId, (stored) =>
      planProgressChange(stored, body, now),
    );
    if (result.kind === 'child_not_found') throw notFound('Child profile not found');
    if (result.kind === 'milestone_not_found') throw notFound('Milestone not found');
    res.json(toToggleResponse(result.progress));
  });

  return router;
}
