import {
  generatedNameSchema,
  type GeneratedName,
  type NameGenerationQuery,
  type NameRecord,
} from '@nestkeep/common';
import { nameKey } from '../../names/dataset.js';
import type { NameGenerator } from '../provider.js';

/** Every name gets this much weight on top of its popularity, so rare names still come up. */
export const RARE_NAME_WEIGHT = 15;

/**
 * The names of `records` that fit every filter of the query, and none it excludes. A 'boy' or
 * 'girl' query also takes unisex names: parents choosing a boy's name expect Riley and Rowan among
 * them; 'unisex' takes unisex names only.
 */
export function matchingNames(records: readonly NameRecord[], query: NameGenerationQuery): NameRecord[] {
  const excluded = new Set(query.exclude.map(nameKey));
  const letter = query.startingLetter?.toLowerCase();
  const search = query.search?.trim().toLowerCase();
  const searchKey = search ? nameKey(search) : '';
  const meaningWord = search
    ? new RegExp(`(?:^|[^\\p{L}])${search.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`, 'u')
    : undefined;
  return records.filter((r) => {
    const key = nameKey(r.name);
    if (excluded.has(key)) return false;
    if (query.gender && r.gender !== query.gender && !(r.gender === 'unisex' && query.gender !== 'unisex'))
      return false;
    if (query.origin && r.origin !== query.origin) return false;
    if (letter && !key.startsWith(letter)) return false;
    if (query.meaningTheme && !r.themes.includes(query.meaningTheme)) return false;
    if (query.syllables && (r.syllables < query.syllables[0] || r.syllables > query.syllables[1]))
      return false;
    if (query.popularity && (r.popularity < query.popularity[0] || r.popularity > query.popularity[1]))
      return false;
    if (search && !(searchKey && key.startsWith(searchKey)) && !meaningWord!.test(r.meaning.toLowerCase()))
      return false;
    return true;
  });
}

/**
 * `count` names drawn without replacement, each with weight popularity + RARE_NAME_WEIGHT
 * (Efraimidis–Spirakis: the largest u^(1/w) win), so popular names lead but a draw is not always
 * the same top names. `random` is Math.random unless a test seeds one.
 */
export function drawNames<T extends { popularity: number }>(
  pool: readonly T[],
  count: number,
  random: () => number,
): T[] {
  return pool
    .map((item) => ({ item, key: Math.pow(random(), 1 / (item.popularity + RARE_NAME_WEIGHT)) }))
    .sort((a, b) => b.key - a.key)
    .slice(0, count)
    .map((x) => x.item);
}

/** The card shape every provider answers: the record without its themes. */
export function toCard(record: NameRecord): GeneratedName {
  const { themes: _themes, ...card } = record;
  return generatedNameSchema.parse(card);
}

/** The local name generator: filters the bundled dataset and draws from what fits. */
export function createLocalNameGenerator(
  records: readonly NameRecord[],
  opts: { random?: () => number } = {},
): NameGenerator {
  const random = opts.random ?? Math.random;
  return {
    name: 'local',
    async generateNames(query) {
      return drawNames(matchingNames(records, query), query.count, random).map(toCard);
    },
  };
}
