import { z } from 'zod';
import { isoDate } from './identity.js';

/**
 * Saved growth measurements per child (issue 9 item 3): identity's GET/POST/DELETE
 * /api/growth/:childProfileId. Weight in kg, length/height and head circumference in cm, as
 * measured. "Not in the future" and "not before the child's birth" need the server's clock and the
 * child, so identity's domain checks them.
 */

/** Plausible ranges for a child of 0–5 years (WHO covers 0–1826 days); outside is a typo. */
export const GROWTH_LIMITS = {
  weightKg: { min: 0.3, max: 40 },
  lengthCm: { min: 30, max: 130 },
  headCm: { min: 20, max: 60 },
} as const;

const inRange = (field: keyof typeof GROWTH_LIMITS, unit: string) => {
  const { min, max } = GROWTH_LIMITS[field];
  return z
    .number({ error: 'must be a number' })
    .min(min, `must be between ${min} and ${max} ${unit}`)
    .max(max, `must be between ${min} and ${max} ${unit}`);
};

export const growthMeasurementRequest = z
  .object({
    measuredOn: isoDate,
    weightKg: inRange('weightKg', 'kg').nullish(),
    lengthCm: inRange('lengthCm', 'cm').nullish(),
    headCm: inRange('headCm', 'cm').nullish(),
  })
  .strict()
  .refine((v) => v.weightKg != null || v.lengthCm != null || v.headCm != null, {
    message: 'give at least one of weightKg, lengthCm, headCm',
  });
export type GrowthMeasurementRequest = z.infer<typeof growthMeasurementRequest>;

export const growthMeasurement = z.object({
  id: z.number().int(),
  childProfileId: z.number().int(),
  /** YYYY-MM-DD */
  measuredOn: z.string(),
  weightKg: z.number().nullable(),
  lengthCm: z.number().nullable(),
  headCm: z.number().nullable(),
  createdAt: z.string(),
  /**
   * Whether the caller may delete it: the child's owner any entry, a family partner only the ones
   * they added.
   */
  canDelete: z.boolean(),
});
export type GrowthMeasurement = z.infer<typeof growthMeasurement>;

/** GET answers the child's measurements, oldest first. */
export const growthMeasurementList = z.array(growthMeasurement);
