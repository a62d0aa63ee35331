import { sameMeaningAt } from './search-synonyms.js';

/** The words of a search: lower case, letters and digits only, at most 8. */
function searchWords(search: string): string[] {
  return search
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => w.length > 0)
    .slice(0, 8);
}

/**
 * The words of a search as a prefix-matching tsquery ("feed sched" matches "feeding schedule"):
 * letters and digits only, each word a prefix, all words required; a word or words the glossary
 * knows (search-synonyms.ts) may be any name of the same thing ('pacifier' finds 'dummy', 'sleep
 * sack' finds 'sleeping bag').
 */
export function prefixTsQuery(search: string): string | undefined {
  const words = searchWords(search);
  if (!words.length) return undefined;
  const parts: string[] = [];
  for (let at = 0; at < words.length;) {
    const { length, names } = sameMeaningAt(words, at);
    // The searched words are prefixes (the parent may still be typing); the other names are
    // whole words, so 'wee' does not find 'weekend'.
    const alternatives = names.map((name, i) => {
      const all = name.map((w) => (i === 0 ? `${w}:*` : w)).join(' & ');
      return name.length > 1 && names.length > 1 ? `(${all})` : all;
    });
    parts.push(alternatives.length > 1 ? `(${alternatives.join(' | ')})` : alternatives[0]!);
    at += length;
  }
  return parts.join(' & ');
}

/**
 * How many typing mistakes (edits) a searched word may hold and still match a word of a title:
 * none up to 3 letters ('nap' is not 'map'), one from 4 ('solds' → 'solids', 'bedtme' →
 * 'bedtime', 'windws' → 'windows'), two from 8 ('breastfeeing' → 'breastfeeding'). More would let
 * unrelated words of the same length match ('feeding' and 'reading' are two apart).
 */
export function allowedEdits(word: string): number {
  const length = [...word].length;
  if (length <= 3) return 0;
  return length >= 8 ? 2 : 1;
}

/** A search read for typo tolerance: its words and the edits each may hold. Undefined when empty. */
export function typoSearch(search: string): { words: string[]; edits: number[] } | undefined {
  const words = searchWords(search);
  if (!words.length) return undefined;
  return { words, edits: words.map(allowedEdits) };
}

/** Corrections kept per searched word: the closest few. */
const MAX_CORRECTIONS = 5;

/**
 * The search again with each word widened to the words it may have meant: 'wake windws' becomes
 * '(wake:* | wakeful:*) & (windws:* | windows:*)'. Undefined when a word of 3 or more letters has
 * no title word like it: every word must match, so the search would find nothing.
 */
export function correctedTsQuery(
  words: string[],
  corrections: Array<Array<{ word: string; distance: number }>>,
): string | undefined {
  if (words.some((w, i) => [...w].length >= 3 && !corrections[i]?.length)) return undefined;
  if (!corrections.some((c) => c.length)) return undefined;
  return words
    .map((word, i) => {
      const closest = [...(corrections[i] ?? [])]
        .sort((a, b) => a.distance - b.distance || a.word.length - b.word.length)
        .slice(0, MAX_CORRECTIONS)
        .map((c) => c.word);
      // The word itself is often among its closest title words: once is enough.
      const alternatives = [...new Set([word, ...closest])].map((w) => `${w}:*`);
      return alternatives.length > 1 ? `(${alternatives.join(' | ')})` : alternatives[0];
    })
    .join(' & ');
}

/**
 * Trigram word similarity a title needs with a searched word to be read for corrections. Low
 * enough that one edit in a 5-letter word still passes ('solds' and 'solids' share half their
 * trigrams), while the index still narrows the titles read.
 */
export const TYPO_CANDIDATE_SIMILARITY = 0.4;
