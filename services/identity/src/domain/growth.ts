import {
  badRequest,
  childStage,
  dateKindOf,
  saneDate,
  type GrowthMeasurement as GrowthMeasurementResponse,
  type GrowthMeasurementRequest,
} from '@nestkeep/common';
import type { ChildProfile, GrowthMeasurement } from '../generated/prisma/client.js';

export interface GrowthFields {
  measuredOn: Date;
  weightKg: number | null;
  lengthCm: number | null;
  headCm: number | null;
}

/** The parent's today can be this far ahead of UTC (UTC+14), as child profile dates allow. */
const AHEAD_OF_UTC_MS = 14 * 3_600_000;
const dayOf = (d: Date) => d.toISOString().slice(0, 10);

/**
 * The row to store for a measurement of `child`, or a 400 saying why not: the date may not be
 * later than the parent's today (which can be up to 14 hours ahead of UTC), nor before
 * the child's birth; a profile that is still a pregnancy has nothing to measure yet.
 */
export function planGrowthMeasurement(
  child: ChildProfile,
  body: GrowthMeasurementRequest,
  now: Date,
): GrowthFields {
  const latestDay = dayOf(new Date(now.getTime() + AHEAD_OF_UTC_MS));
  if (body.measuredOn > latestDay) throw badRequest('measuredOn: must not be in the future');
  const date = saneDate(child.dateOfBirth);
  const stage = childStage({ currentStage: child.currentStage, dateOfBirth: date }, now);
  if (dateKindOf(stage) !== 'birth') {
    throw badRequest('childProfileId: growth is measured after birth; this profile is not a born child');
  }
  if (date && body.measuredOn < dayOf(date)) {
    throw badRequest("measuredOn: must not be before the child's birth date");
  }
  return {
    measuredOn: new Date(`${body.measuredOn}T00:00:00.000Z`),
    weightKg: body.weightKg ?? null,
    lengthCm: body.lengthCm ?? null,
    headCm: body.headCm ?? null,
  };
}

/** A measurement as a user sees it; `canDelete` is theirs to decide (`mayChangeRecord`). */
export function toGrowthMeasurement(row: GrowthMeasurement, canDelete: boolean): GrowthMeasurementResponse {
  return {
    id: row.id,
    childProfileId: row.childProfileId,
    measuredOn: dayOf(row.measuredOn),
    weightKg: row.weightKg,
    lengthCm: row.lengthCm,
    headCm: row.headCm,
    createdAt: row.createdAt.toISOString(),
    canDelete,
  };
}
