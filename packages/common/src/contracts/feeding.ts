import { z } from 'zod';

/**
 * The feeding log (issue 9): breastfeeds with a side and a duration, bottles in ml or oz, and
 * solids with a first-time flag for allergen introduction. Web and identity share these.
 */

export const FEEDING_KINDS = ['breast', 'bottle', 'solids'] as const;
export type FeedingKind = (typeof FEEDING_KINDS)[number];
export const BREAST_SIDES = ['left', 'right', 'both'] as const;
export type BreastSide = (typeof BREAST_SIDES)[number];
export const BOTTLE_UNITS = ['ml', 'oz'] as const;
export type BottleUnit = (typeof BOTTLE_UNITS)[number];

/** One US fluid ounce in millilitres. */
export const ML_PER_OZ = 29.5735;
/** A breastfeed longer than this is a timer left running, not a feed. */
export const FEEDING_MAX_BREAST_SECONDS = 4 * 3600;
/** More than this in one bottle is a typo (a large newborn bottle is 240-300 ml). */
export const FEEDING_MAX_BOTTLE_ML = 500;
export const FEEDING_FOOD_MAX = 100;
export const FEEDING_NOTES_MAX = 500;
/** A device clock a little ahead of the server's still logs "now". */
export const FEEDING_CLOCK_SKEW_MS = 5 * 60_000;
export const FEEDING_MAX_AGE_DAYS = 365;
/** Days of entries a list may ask for, and the days the weekly summary covers. */
export const FEEDING_DAYS_MAX = 31;
export const FEEDING_DAYS_DEFAULT = 7;
export const FEEDING_SUMMARY_DAYS = 7;

export const ozToMl = (oz: number) => oz * ML_PER_OZ;
export const mlToOz = (ml: number) => ml / ML_PER_OZ;
/** An amount as entered, in millilitres. */
export const amountInMl = (amount: number, unit: BottleUnit) => (unit === 'oz' ? ozToMl(amount) : amount);

/** True for an IANA zone name this runtime knows ('Europe/London', 'UTC'). */
export function isTimeZone(value: string): boolean {
  if (!value || value.length > 64) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

const notes = z
  .string()
  .trim()
  .max(FEEDING_NOTES_MAX, `Notes can be at most ${FEEDING_NOTES_MAX} characters`)
  .optional()
  .transform((value) => value || undefined);
const startedAt = z.iso.datetime({ offset: true, message: 'Start time must be an ISO date and time' });

const breastRequest = z.object({
  kind: z.literal('breast'),
  startedAt,
  side: z.enum(BREAST_SIDES, { message: 'Side must be left, right or both' }),
  durationSeconds: z
    .number({ message: 'Duration must be a number of seconds' })
    .int('Duration must be whole seconds')
    .min(1, 'Duration must be at least 1 second')
    .max(FEEDING_MAX_BREAST_SECONDS, 'Duration can be at most 4 hours'),
  notes,
});

const bottleRequest = z
  .object({
    kind: z.literal('bottle'),
    startedAt,
    amount: z.number({ message: 'Amount must be a number' }).positive('Amount must be more than 0').finite(),
    unit: z.enum(BOTTLE_UNITS, { message: 'Unit must be ml or oz' }),
    notes,
  })
  .refine((b) => amountInMl(b.amount, b.unit) <= FEEDING_MAX_BOTTLE_ML + 1e-9, {
    path: ['amount'],
    message: `Amount can be at most ${FEEDING_MAX_BOTTLE_ML} ml (${Math.floor(mlToOz(FEEDING_MAX_BOTTLE_ML) * 10) / 10} oz)`,
  });

const solidsRequest = z.object({
  kind: z.literal('solids'),
  startedAt,
  food: z
    .string({ message: 'Food is required' })
    .trim()
    .min(1, 'Food is required')
    .max(FEEDING_FOOD_MAX, `Food can be at most ${FEEDING_FOOD_MAX} characters`),
  firstTime: z.boolean({ message: 'First time must be true or false' }).default(false),
  notes,
});

/** A new entry, without the clock rule (see `feedingEntryRequestAt`). */
export const feedingEntryRequest = z.discriminatedUnion(
  'kind',
  [breastRequest, bottleRequest, solidsRequest],
  { message: 'Kind must be breast, bottle or solids' },
);
export type FeedingEntryRequest = z.infer<typeof feedingEntryRequest>;
/** What a form sends (firstTime and notes may be left out). */
export type FeedingEntryInput = z.input<typeof feedingEntryRequest>;

/** Why a start time cannot be logged at `now`, or null when it can. */
export function startedAtProblem(value: Date, now: Date): string | null {
  if (value.getTime() > now.getTime() + FEEDING_CLOCK_SKEW_MS) return 'Start time cannot be in the future';
  if (value.getTime() < now.getTime() - FEEDING_MAX_AGE_DAYS * 86_400_000) {
    return 'Start time cannot be more than a year ago';
  }
  return null;
}

/** A new entry as checked at `now`: the start is neither in the future nor over a year ago. */
export function feedingEntryRequestAt(now: Date) {
  return feedingEntryRequest.superRefine((entry, ctx) => {
    const problem = startedAtProblem(new Date(entry.startedAt), now);
    if (problem) ctx.addIssue({ code: 'custom', path: ['startedAt'], message: problem });
  });
}

/** `?days=1..31&tz=Area/City`; both optional. */
export const feedingQuery = z.object({
  days: z.coerce
    .number({ message: 'days must be a number' })
    .int('days must be a whole number')
    .min(1, 'days must be at least 1')
    .max(FEEDING_DAYS_MAX, `days can be at most ${FEEDING_DAYS_MAX}`)
    .default(FEEDING_DAYS_DEFAULT),
  tz: z.string().refine(isTimeZone, 'tz must be a time zone such as Europe/London').default('UTC'),
});
export type FeedingQuery = z.infer<typeof feedingQuery>;

const entryBase = {
  id: z.number().int(),
  childProfileId: z.number().int(),
  startedAt: z.string(),
  notes: z.string().nullable(),
  createdAt: z.string(),
  /**
   * Whether the caller may delete it: the child's owner any entry, a family partner only the ones
   * they added.
   */
  canDelete: z.boolean(),
};

/** A stored entry: bottles carry millilitres and the unit the parent entered, for display. */
export const feedingEntrySchema = z.discriminatedUnion('kind', [
  z.object({
    ...entryBase,
    kind: z.literal('breast'),
    side: z.enum(BREAST_SIDES),
    durationSeconds: z.number().int(),
  }),
  z.object({ ...entryBase, kind: z.literal('bottle'), amountMl: z.number(), unit: z.enum(BOTTLE_UNITS) }),
  z.object({ ...entryBase, kind: z.literal('solids'), food: z.string(), firstTime: z.boolean() }),
]);
export type FeedingEntry = z.infer<typeof feedingEntrySchema>;

export const feedingTotalsSchema = z.object({
  breastFeeds: z.number().int(),
  breastMinutes: z.number().int(),
  bottleFeeds: z.number().int(),
  bottleMl: z.number().int(),
  solids: z.number().int(),
});
export type FeedingTotals = z.infer<typeof feedingTotalsSchema>;

/** GET /api/feeding/:childProfileId: entries newest first, totals by day in `timeZone`. */
export const feedingLogResponse = z.object({
  entries: z.array(feedingEntrySchema),
  lastFeed: feedingEntrySchema.nullable(),
  today: feedingTotalsSchema,
  /** The last seven days, oldest first, ending today; `date` is YYYY-MM-DD in `timeZone`. */
  days: z.array(feedingTotalsSchema.extend({ date: z.string() })),
  timeZone: z.string(),
});
export type FeedingLogResponse = z.infer<typeof feedingLogResponse>;
