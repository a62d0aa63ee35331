import express from 'express';
import {
  forbidden,
  growthMeasurementRequest,
  idParam,
  notFound,
  parseInput,
  userIdOf,
} from '@nestkeep/common';
import type { IdentityDeps } from '../deps.js';
import { childAccessFor, mayChangeRecord, ONLY_OWN_ENTRIES } from '../db/child-access.js';
import {
  createGrowthMeasurement,
  deleteGrowthMeasurement,
  findGrowthMeasurement,
  listGrowthMeasurements,
} from '../db/growth.js';
import { planGrowthMeasurement, toGrowthMeasurement } from '../domain/growth.js';

const CHILD_NOT_FOUND = 'Child profile not found';
const MEASUREMENT_NOT_FOUND = 'Measurement not found';

/**
 * A child's saved growth measurements, the user's own child or one their family partner shares
 * (both adults see and add the child's measurements; the partner deletes only the ones they added,
 * 403 on the others). Any other child or measurement: 404.
 */
export function growthRoutes(deps: IdentityDeps): express.Router {
  const router = express.Router();

  /** The user's access to the child of the path: their own, or one their family partner shares. */
  async function accessTo(userId: string, value: string | undefined) {
    const access = await childAccessFor(deps.db, userId, idParam(value, CHILD_NOT_FOUND));
    if (!access) throw notFound(CHILD_NOT_FOUND);
    return access;
  }

  router.get('/api/growth/:childProfileId', async (req, res) => {
    const userId = userIdOf(req);
    const access = await accessTo(userId, req.params.childProfileId);
    const rows = await listGrowthMeasurements(deps.db, access.child.id);
    res.json(rows.map((row) => toGrowthMeasurement(row, mayChangeRecord(access, userId, row.userId))));
  });

  router.post('/api/growth/:childProfileId', async (req, res) => {
    const userId = userIdOf(req);
    const { child } = await accessTo(userId, req.params.childProfileId);
    const body = parseInput(growthMeasurementRequest, req.body);
    const fields = planGrowthMeasurement(child, body, deps.now());
    const row = await createGrowthMeasurement(deps.db, userId, child.id, fields);
    res.status(201).json(toGrowthMeasurement(row, true));
  });

  router.delete('/api/growth/:childProfileId/:measurementId', async (req, res) => {
    const userId = userIdOf(req);
    const access = await accessTo(userId, req.params.childProfileId);
    const id = idParam(req.params.measurementId, MEASUREMENT_NOT_FOUND);
    const row = await findGrowthMeasurement(deps.db, access.child.id, id);
    if (!row) throw notFound(MEASUREMENT_NOT_FOUND);
    if (!mayChangeRecord(access, userId, row.userId)) throw forbidden(ONLY_OWN_ENTRIES);
    if (!(await deleteGrowthMeasurement(deps.db, access.child.id, id))) throw notFound(MEASUREMENT_NOT_FOUND);
    res.status(204).end();
  });

  return router;
}
