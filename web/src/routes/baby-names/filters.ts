import {
  NAME_GENDERS,
  NAME_ORIGINS,
  NAMES_PER_GENERATION,
  type GeneratedName,
  type NameGender,
  type NameGenerationRequest,
  type NameOrigin,
  type NameTheme,
} from '@nestkeep/common/web';
import { PAGE_META, type PageMeta } from '@/lib/meta';

/** The page's filters (part 2 §3): 'all' / 'All' mean any. */
export interface NameFilters {
  search: string;
  gender: 'all' | NameGender;
  origin: 'All' | NameOrigin;
  startingLetter: string;
  meaningTheme: 'All' | NameTheme;
  popularity: [number, number];
  syllables: [number, number];
  showMeanings: boolean;
  showTrends: boolean;
}

export const DEFAULT_FILTERS: NameFilters = {
  search: '',
  gender: 'all',
  origin: 'All',
  startingLetter: 'All',
  meaningTheme: 'All',
  popularity: [1, 100],
  syllables: [1, 5],
  showMeanings: true,
  showTrends: true,
};

export const GENDER_LABELS: Record<NameFilters['gender'], string> = {
  all: 'All Genders',
  boy: 'Boy',
  girl: 'Girl',
  unisex: 'Unisex',
};

export const LETTERS = Array.from({ length: 26 }, (_, i) => String.fromCharCode(65 + i));

/**
 * The request for a fresh list, or (append) for more names that are none of those already shown.
 */
export function generationRequest(
  filters: NameFilters,
  { append, shown }: { append: boolean; shown: readonly GeneratedName[] },
): NameGenerationRequest {
  const search = filters.search.trim();
  return {
    gender: filters.gender,
    origin: filters.origin,
    startingLetter: filters.startingLetter,
    meaningTheme: filters.meaningTheme,
    syllables: filters.syllables,
    popularity: filters.popularity,
    ...(search ? { search } : {}),
    count: NAMES_PER_GENERATION,
    append,
    exclude: append ? shown.map((n) => n.name) : [],
  };
}

const key = (name: string) => name.trim().toLowerCase();

/** The shown list after more names arrive: the old ones first, then each new name not shown yet. */
export function appendNew(shown: readonly GeneratedName[], more: readonly GeneratedName[]): GeneratedName[] {
  const seen = new Set(shown.map((n) => key(n.name)));
  const out = [...shown];
  for (const n of more) {
    if (seen.has(key(n.name))) continue;
    seen.add(key(n.name));
    out.push(n);
  }
  return out;
}

/** The search box narrows the shown cards by part of a name or of a meaning, case-insensitive. */
export function matchesSearch(name: GeneratedName, search: string): boolean {
  const q = search.trim().toLowerCase();
  return !q || name.name.toLowerCase().includes(q) || name.meaning.toLowerCase().includes(q);
}

/**
 * Title, description and keywords following the gender and origin filters (part 2 §2.8), e.g.
 * 'Hebrew Girl Names · Baby Name Generator · NestKeep'; always canonical at /baby-name-generator.
 */
export function generatorMeta({ gender, origin }: Pick<NameFilters, 'gender' | 'origin'>): PageMeta {
  const base = PAGE_META['/baby-name-generator'];
  if (gender === 'all' && origin === 'All') return base;
  const originPart = origin === 'All' ? '' : `${origin} `;
  const genderPart = gender === 'all' ? 'Baby' : GENDER_LABELS[gender];
  const subject = `${originPart}${genderPart} Names`;
  const title = `${subject} · Baby Name Generator · NestKeep`;
  const description = `Find ${originPart}${gender === 'all' ? 'baby' : gender} names with meanings, origins, syllables and US popularity trends. Filter by starting letter, meaning and popularity, and save your favourites.`;
  return {
    ...base,
    title,
    description,
    keywords: `${subject.toLowerCase()}, ${base.keywords}`,
    structuredData: { ...base.structuredData, name: title, description },
  };
}

/**
 * Gender and origin live in the address (`?gender=girl&origin=Hebrew`), so a filtered page, whose
 * title follows them, can be linked to and survives the trip through sign-in.
 */
export function filtersFromParams(params: URLSearchParams): NameFilters {
  const gender = params.get('gender');
  const origin = params.get('origin');
  return {
    ...DEFAULT_FILTERS,
    gender: (NAME_GENDERS as readonly string[]).includes(gender ?? '') ? (gender as NameGender) : 'all',
    origin: (NAME_ORIGINS as readonly string[]).includes(origin ?? '') ? (origin as NameOrigin) : 'All',
  };
}

export function paramsFor({ gender, origin }: Pick<NameFilters, 'gender' | 'origin'>): URLSearchParams {
  const params = new URLSearchParams();
  if (gender !== 'all') params.set('gender', gender);
  if (origin !== 'All') params.set('origin', origin);
  return params;
}
