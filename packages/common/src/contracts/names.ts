import { z } from 'zod';

/**
 * The baby name generator (part 2 §2.8, §3, §7; issue 9): the request the page sends, the card
 * shape every provider answers, the dataset record the local provider draws from, and the
 * favourites API. Web, content and the ai-worker share these.
 */

export const NAME_GENDERS = ['boy', 'girl', 'unisex'] as const;
export type NameGender = (typeof NAME_GENDERS)[number];

/** Spec's origin list (the filter), without its 'All' entry (the request accepts 'All' or nothing for "any"). */
export const NAME_ORIGINS = [
  'Latin',
  'Greek',
  'Hebrew',
  'Germanic',
  'Celtic',
  'Italian',
  'Hawaiian',
  'Arabic',
  'Slavic',
  'South Asian',
  'East Asian',
  'North Asian',
  'West African',
  'East African',
  'North African',
  'Native American',
] as const;
export type NameOrigin = (typeof NAME_ORIGINS)[number];

/**
 * The origins a name card may show: the filter's, and 'Modern American' for names coined in the
 * US in the last century (Nevaeh, Jayden), which none of the spec's language origins describes
 * truthfully. The filter keeps the spec's list; such names appear under "All".
 */
export const NAME_CARD_ORIGINS = [...NAME_ORIGINS, 'Modern American'] as const;

/** Spec's meaning themes, without 'All'. */
export const NAME_THEMES = [
  'Love',
  'Light',
  'Strength',
  'Wisdom',
  'Joy',
  'Peace',
  'Nature',
  'Royalty',
  'Divine',
  'Victory',
] as const;
export type NameTheme = (typeof NAME_THEMES)[number];

export const NAME_TRENDS = ['rising', 'declining', 'steady'] as const;
export type NameTrend = (typeof NAME_TRENDS)[number];

/** Names per generation (part 2 §9). */
export const NAMES_PER_GENERATION = 8;
/** The most names one request may ask for, and the most already-shown names it may list. */
export const NAMES_MAX_COUNT = 50;
export const NAMES_MAX_EXCLUDE = 2000;
/** Famous people shown per card (part 2 §9). */
export const NAME_FAMOUS_MAX = 2;

/** One generated name, as every provider answers it (part 2 §3 "Generated name"). */
export const generatedNameSchema = z.object({
  name: z.string().min(1).max(40),
  gender: z.enum(NAME_GENDERS),
  meaning: z.string().min(1).max(300),
  origin: z.enum(NAME_CARD_ORIGINS),
  syllables: z.number().int().min(1).max(8),
  popularity: z.number().int().min(1).max(100),
  trend: z.enum(NAME_TRENDS),
  variants: z.array(z.string().min(1).max(40)).max(10),
  famousPeople: z.array(z.string().min(1).max(120)).max(NAME_FAMOUS_MAX),
});
export type GeneratedName = z.infer<typeof generatedNameSchema>;

/** One record of the bundled names dataset: a card plus the themes its meaning belongs to. */
export const nameRecordSchema = generatedNameSchema.extend({
  themes: z.array(z.enum(NAME_THEMES)).max(NAME_THEMES.length),
});
export type NameRecord = z.infer<typeof nameRecordSchema>;

/** 'All', '' or nothing mean "any". */
const anyOr = <T extends readonly [string, ...string[]]>(values: T) =>
  z
    .union([z.literal('All'), z.literal('all'), z.literal(''), z.enum(values)])
    .optional()
    .transform((v) =>
      v === undefined || v === '' || v === 'All' || v === 'all' ? undefined : (v as T[number]),
    );

const range = (min: number, max: number, what: string) =>
  z
    .tuple([z.number().int().min(min).max(max), z.number().int().min(min).max(max)], {
      error: `${what} must be a pair [min, max] between ${min} and ${max}`,
    })
    .refine(([lo, hi]) => lo <= hi, `${what} minimum must not exceed its maximum`);

/** POST /api/generate-baby-names (part 2 §7). `exclude` lists names already shown (for append). */
export const nameGenerationRequest = z.object({
  gender: anyOr(NAME_GENDERS),
  origin: anyOr(NAME_ORIGINS),
  startingLetter: z
    .string()
    .optional()
    .transform((v) => (!v || v === 'All' || v === 'all' ? undefined : v.toUpperCase()))
    .refine((v) => v === undefined || /^[A-Z]$/.test(v), 'startingLetter must be a letter A to Z or All'),
  meaningTheme: anyOr(NAME_THEMES),
  syllables: range(1, 5, 'syllables').optional(),
  popularity: range(1, 100, 'popularity').optional(),
  /** The page's search box: part of a name or a meaning. */
  search: z.string().trim().max(40, 'search must be at most 40 characters').optional(),
  count: z.number().int().min(1).max(NAMES_MAX_COUNT).default(NAMES_PER_GENERATION),
  append: z.boolean().default(false),
  exclude: z.array(z.string().max(40)).max(NAMES_MAX_EXCLUDE).default([]),
});
export type NameGenerationRequest = z.input<typeof nameGenerationRequest>;
export type NameGenerationQuery = z.output<typeof nameGenerationRequest>;

export const nameGenerationResponse = z.object({ names: z.array(generatedNameSchema) });
export type NameGenerationResponse = z.infer<typeof nameGenerationResponse>;

/** POST /api/names/favorites: the card to keep. */
export const nameFavoriteRequest = generatedNameSchema;
/**
 * DELETE /api/names/favorites?name=…: the favourite to remove. In the query, not the path: a name
 * may be `.`, `..` or hold `/` or `\`, which browsers normalise away and the gateway refuses in paths.
 */
export const nameFavoriteDeleteQuery = z.object({ name: generatedNameSchema.shape.name });
export const nameFavoritesResponse = z.object({
  favorites: z.array(generatedNameSchema.extend({ savedAt: z.string(), sharedBy: z.string().optional() })),
});
export type NameFavorites = z.infer<typeof nameFavoritesResponse>;
