/**
 * The seven categories. The spec names some of them differently on different screens (part 1 §3);
 * both readings stand, so the dashboard's names are stored and every other reading is accepted as
 * an alias on input (filters, category changes, AI output).
 */
export const CATEGORIES = [
  'Sleep & Routines',
  'Feeding & Nutrition',
  'Development & Learning',
  'Health & Safety',
  'Products & Reviews',
  'Parenting Tips',
  'Entertainment & Play',
] as const;
export type Category = (typeof CATEGORIES)[number];

const CATEGORY_ALIASES: Record<string, Category> = {
  'sleep & bedtime': 'Sleep & Routines',
  'sleep and bedtime': 'Sleep & Routines',
  'sleep and routines': 'Sleep & Routines',
  sleep: 'Sleep & Routines',
  'feeding and nutrition': 'Feeding & Nutrition',
  feeding: 'Feeding & Nutrition',
  'development & milestones': 'Development & Learning',
  'development and milestones': 'Development & Learning',
  'development and learning': 'Development & Learning',
  development: 'Development & Learning',
  'health and safety': 'Health & Safety',
  health: 'Health & Safety',
  'products and reviews': 'Products & Reviews',
  products: 'Products & Reviews',
  tips: 'Parenting Tips',
  'entertainment and play': 'Entertainment & Play',
  play: 'Entertainment & Play',
};

/** The stored category for any reading of its name (case-insensitive), or undefined. */
export function normalizeCategory(value: string | null | undefined): Category | undefined {
  if (!value) return undefined;
  const key = value.trim().toLowerCase().replace(/\s+/g, ' ');
  return CATEGORIES.find((c) => c.toLowerCase() === key) ?? CATEGORY_ALIASES[key];
}

/**
 * The child's phase a piece of content is about. Values are hyphenated where they join two phases
 * (the web shows a hyphen as ' & ', part 1 §3), e.g. 'newborn-infant' reads "Newborn & Infant".
 */
export const PHASES = [
  'fertility',
  'pregnancy',
  'postpartum',
  'newborn',
  'infant',
  'toddler',
  'preschool',
  'general',
] as const;
export type Phase = (typeof PHASES)[number];

export const PLATFORMS = ['instagram', 'tiktok', 'youtube', 'reddit', 'other', 'manual'] as const;
export type Platform = (typeof PLATFORMS)[number];

/** The platform a link comes from (manual when there is no link). */
export function platformFromUrl(url: string | null | undefined): Platform {
  if (!url) return 'manual';
  let host: string;
  try {
    host = new URL(url).hostname
      .toLowerCase()
      .replace(/^www\./, '')
      .replace(/^m\./, '');
  } catch {
    return 'other';
  }
  const is = (domain: string) => host === domain || host.endsWith(`.${domain}`);
  if (is('instagram.com') || is('instagr.am')) return 'instagram';
  if (is('tiktok.com')) return 'tiktok';
  if (is('youtube.com') || is('youtu.be') || is('youtube-nocookie.com')) return 'youtube';
  if (is('reddit.com') || is('redd.it')) return 'reddit';
  return 'other';
}
