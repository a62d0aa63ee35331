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
 * letters and digits only, each word a prefix, all words required.
 */
export function prefixTsQuery(search: string): string | undefined {
  const words = searchWords(search);
  if (!words.length) return undefined;
  return words.map((w) => `${w}:*`).join(' & ');
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

/**
 * A search read for typo tolerance: every word must match a title word as a prefix or within
 * its allowed edits. `indexed` are the words long enough (3+) to find candidates through the
 * title's trigram index. Undefined when no word is.
 */
export function typoSearch(
  search: string,
): { words: string[]; edits: number[]; indexed: string[] } | undefined {
  const words = searchWords(search);
  const indexed = words.filter((w) => [...w].length >= 3);
  if (!indexed.length) return undefined;
  return { words, edits: words.map(allowedEdits), indexed };
}

/**
 * Trigram word similarity a candidate title needs with each searched word before edits are
 * counted. Low enough that one edit in a 5-letter word still passes ('solds' and 'solids' share
 * half their trigrams), while the index still narrows the candidates.
 */
export const TYPO_CANDIDATE_SIMILARITY = 0.4;
