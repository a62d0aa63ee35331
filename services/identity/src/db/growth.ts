import type { GrowthMeasurement } from '../generated/prisma/client.js';
import type { GrowthFields } from '../domain/growth.js';
import type { Db } from './client.js';

/*
 * A child's measurements. The caller has checked the user may see and record for the child
 * (`childAccessFor`: their own, or one their family partner shares); each row keeps who recorded it.
 */

/** The child's measurements, by either adult, oldest first (same day: in the order they were saved). */
export function listGrowthMeasurements(db: Db, childProfileId: number): Promise<GrowthMeasurement[]> {
  return db.growthMeasurement.findMany({
    where: { childProfileId },
    orderBy: [{ measuredOn: 'asc' }, { id: 'asc' }],
  });
}

/** A measurement recorded by `userId`. */
export function createGrowthMeasurement(
  db: Db,
  userId: string,
  childProfileId: number,
  fields: GrowthFields,
): Promise<GrowthMeasurement> {
  return db.growthMeasurement.create({ data: { ...fields, userId, childProfileId } });
}

/** One measurement of the child (by either adult); null when the child has no such measurement. */
export function findGrowthMeasurement(
  db: Db,
  childProfileId: number,
  id: number,
): Promise<GrowthMeasurement | null> {
  return db.growthMeasurement.findFirst({ where: { id, childProfileId } });
}

/** False when the child has no such measurement. */
export async function deleteGrowthMeasurement(db: Db, childProfileId: number, id: number): Promise<boolean> {
  const { count } = await db.growthMeasurement.deleteMany({ where: { id, childProfileId } });
  return count > 0;
}
