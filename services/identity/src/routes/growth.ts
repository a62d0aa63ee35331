import express from 'express';
import { growthMeasurementRequest, idParam, notFound, parseInput, userIdOf } from '@nestkeep/common';
import type { IdentityDeps } from '../deps.js';
import {
  createGrowthMeasurement,
  deleteGrowthMeasurement,
  findOwnChild,
  listGrowthMeasurements,
} from '../db/growth.js';
import { planGrowthMeasurement, toGrowthMeasurement } from '../domain/growth.js';

const CHILD_NOT_FOUND = 'Child profile not found';
const MEASUREMENT_NOT_FOUND = 'Measurement not found';

/** A child's saved growth measurements. Another user's child or measurement answers 404. */
export function growthRoutes(deps: IdentityDeps): express.Router {
  const router = express.Router();

  async function ownChild(userId: string, value: string | undefined) {
    const child = await findOwnChild(deps.db, userId, idParam(value, CHILD_NOT_FOUND));
    if (!child) throw notFound(CHILD_NOT_FOUND);
    return child;
  }

  router.get('/api/growth/:childProfileId', async (req, res) => {
    const userId = userIdOf(req);
    const child = await ownChild(userId, req.params.childProfileId);
    const rows = await listGrowthMeasurements(deps.db, userId, child.id);
    res.json(rows.map(toGrowthMeasurement));
  });

  router.post('/api/growth/:childProfileId', async (req, res) => {
    const userId = userIdOf(req);
    const child = await ownChild(userId, req.params.childProfileId);
    const body = parseInput(growthMeasurementRequest, req.body);
    const fields = planGrowthMeasurement(child, body, deps.now());
    const row = await createGrowthMeasurement(deps.db, userId, child.id, fields);
    res.status(201).json(toGrowthMeasurement(row));
  });

  router.delete('/api/growth/:childProfileId/:measurementId', async (req, res) => {
    const userId = userIdOf(req);
    const child = await ownChild(userId, req.params.childProfileId);
    const id = idParam(req.params.measurementId, MEASUREMENT_NOT_FOUND);
    if (!(await deleteGrowthMeasurement(deps.db, userId, child.id, id)))
      throw notFound(MEASUREMENT_NOT_FOUND);
    res.status(204).end();
  });

  return router;
}
