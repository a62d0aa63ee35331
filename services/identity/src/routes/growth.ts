import express from 'express';
import { growthMeasurementRequest, idParam, notFound, parseInput, userIdOf } from '@nestkeep/common';
import type { IdentityDeps } from '../deps.js';
import { childAccessFor } from '../db/child-access.js';
import { createGrowthMeasurement, deleteGrowthMeasurement, listGrowthMeasurements } from '../db/growth.js';
import { planGrowthMeasurement, toGrowthMeasurement } from '../domain/growth.js';

const CHILD_NOT_FOUND = 'Child profile not found';
const MEASUREMENT_NOT_FOUND = 'Measurement not found';

/**
 * A child's saved growth measurements, the user's own child or one their family partner shares
 * (both adults see, add and remove the child's measurements). Any other child or measurement: 404.
 */
export function growthRoutes(deps: IdentityDeps): express.Router {
  const router = express.Router();

  /** The child of the path, when it is the user's own or one their family partner shares. */
  async function accessibleChild(userId: string, value: string | undefined) {
    const access = await childAccessFor(deps.db, userId, idParam(value, CHILD_NOT_FOUND));
    if (!access) throw notFound(CHILD_NOT_FOUND);
    return access.child;
  }

  router.get('/api/growth/:childProfileId', async (req, res) => {
    const userId = userIdOf(req);
    const child = await accessibleChild(userId, req.params.childProfileId);
    const rows = await listGrowthMeasurements(deps.db, child.id);
    res.json(rows.map(toGrowthMeasurement));
  });

  router.post('/api/growth/:childProfileId', async (req, res) => {
    const userId = userIdOf(req);
    const child = await accessibleChild(userId, req.params.childProfileId);
    const body = parseInput(growthMeasurementRequest, req.body);
    const fields = planGrowthMeasurement(child, body, deps.now());
    const row = await createGrowthMeasurement(deps.db, userId, child.id, fields);
    res.status(201).json(toGrowthMeasurement(row));
  });

  router.delete('/api/growth/:childProfileId/:measurementId', async (req, res) => {
    const userId = userIdOf(req);
    const child = await accessibleChild(userId, req.params.childProfileId);
    const id = idParam(req.params.measurementId, MEASUREMENT_NOT_FOUND);
    if (!(await deleteGrowthMeasurement(deps.db, child.id, id))) throw notFound(MEASUREMENT_NOT_FOUND);
    res.status(204).end();
  });

  return router;
}
