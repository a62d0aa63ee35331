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

/**
 * Other readings of the names, keyed as `categoryKey` writes them ('and' read as '&'). A Map, so
 * input such as '__proto__' or 'constructor' finds nothing rather than an Object.prototype member.
 */
const CATEGORY_BY_KEY = new Map<string, Category>([
  ...CATEGORIES.map((c) => [categoryKey(c), c] as const),
  ['sleep & bedtime', 'Sleep & Routines'],
  ['sleep', 'Sleep & Routines'],
  ['feeding', 'Feeding & Nutrition'],
  ['development & milestones', 'Development & Learning'],
  ['development', 'Development & Learning'],
  ['health', 'Health & Safety'],
  ['products', 'Products & Reviews'],
  ['tips', 'Parenting Tips'],
  ['play', 'Entertainment & Play'],
]);

/** One spelling for every reading: lower case, single spaces, 'and' as '&' ('Sleep and  Bedtime' → 'sleep & bedtime'). */
function categoryKey(value: string): string {
  return value
    .toLowerCase()
    .replace(/\s*&\s*/g, ' & ')
    .replace(/\s+and\s+/g, ' & ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The stored category for any reading of its name (case and spacing aside), or undefined. */
export function normalizeCategory(value: string | null | undefined): Category | undefined {
  if (typeof value !== 'string' || !value) return undefined;
  return CATEGORY_BY_KEY.get(categoryKey(value));
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

/**
 * The site a link points to, as the web shows it beside the title: the host in lower case without
 * 'www.' or the mobile 'm.' ('https://m.youtube.com/watch' → 'youtube.com'); null without a
 * readable link.
 */
export function domainFromUrl(url: string | null | undefined): string | null {
  if (!url) return null;
  try {
    return (
      new URL(url).hostname
        .toLowerCase()
        .replace(/^www\./, '')
        .replace(/^m\./, '') || null
    );
  } catch {
    return null;
  }
}

/** The platform a link comes from (manual when there is no link). */
export function platformFromUrl(url: string | null | undefined): Platform {
  if (!url) return 'manual';
  const host = domainFromUrl(url);
  if (!host) return 'other';
  const is = (domain: string) => host === domain || host.endsWith(`.${domain}`);
  if (is('instagram.com') || is('instagr.am')) return 'instagram';
  if (is('tiktok.com')) return 'tiktok';
  if (is('youtube.com') || is('youtu.be') || is('youtube-nocookie.com')) return 'youtube';
  if (is('reddit.com') || is('redd.it')) return 'reddit';
  return 'other';
}
