import type { ChildProfile, GrowthMeasurement } from '../generated/prisma/client.js';
import type { GrowthFields } from '../domain/growth.js';
import type { Db } from './client.js';

/** The user's child, or null when there is none with that id for this user. */
export function findOwnChild(db: Db, userId: string, childProfileId: number): Promise<ChildProfile | null> {
  return db.childProfile.findFirst({ where: { id: childProfileId, userId } });
}

/** The child's measurements, oldest first (same day: in the order they were saved). */
export function listGrowthMeasurements(
  db: Db,
  userId: string,
  childProfileId: number,
): Promise<GrowthMeasurement[]> {
  return db.growthMeasurement.findMany({
    where: { userId, childProfileId },
    orderBy: [{ measuredOn: 'asc' }, { id: 'asc' }],
  });
}

export function createGrowthMeasurement(
  db: Db,
  userId: string,
  childProfileId: number,
  fields: GrowthFields,
): Promise<GrowthMeasurement> {
  return db.growthMeasurement.create({ data: { ...fields, userId, childProfileId } });
}

/** False when there is no such measurement of this user's child. */
export async function deleteGrowthMeasurement(
  db: Db,
  userId: string,
  childProfileId: number,
  id: number,
): Promise<boolean> {
  const { count } = await db.growthMeasurement.deleteMany({ where: { id, userId, childProfileId } });
  return count > 0;
}
