import type { Sentence } from './sentences.js';

/**
 * Extractive key points: the text's own sentences, ranked, near-duplicates left out.
 *
 * A sentence's score (each part between 0 and 1):
 *   0.45 × centrality  cosine of its TF-IDF vector with the whole text's (what the text keeps
 *                      talking about; IDF over the text's own sentences)
 * + 0.25 × title      share of the title's and description's content terms it contains
 * + 0.15 × position   earlier is better, and a paragraph's first sentence gets a bonus
 * + 0.15 × length     12-30 words is best; shorter or longer sentences lose
 * − 0.2 each if it opens by leaning on the sentence before ('This', 'It', 'But', 'So', ...), talks
 *   about the page ('Here is what ...', 'In this article ...') or is mostly about the writer ('I', 'my').
 * Only full sentences are candidates: 6-50 words with a verb (3 words in a short text), not a heading, not a question, not
 * site furniture, not a repeat of the title or description (index.ts leaves those out).
 */

export const KEY_POINT_WEIGHTS = { centrality: 0.45, title: 0.25, position: 0.15, length: 0.15 } as const;
export const MIN_KEY_POINTS = 3;
export const MAX_KEY_POINTS = 5;
/** Two sentences sharing this share of their terms say the same thing. */
export const DUPLICATE_OVERLAP = 0.5;

export interface ScoredSentence {
  sentence: Sentence;
  score: number;
  parts: { centrality: number; title: number; position: number; length: number; penalty: number };
}

const LEANING_START =
  /^(?:this|that|these|those|it|its|they|them|he|she|but|and|so|or|also|plus|however|then|which|because|yes|no|oh|ok|okay|well)\b/i;
/** Sentences about the page rather than the topic: 'Here is what ...', 'In this article ...'. */
const META =
  /^(?:here(?:'s| is| are)|in this (?:article|post|guide)|this (?:article|post|guide)|read on|let's (?:look|dive|talk))\b/i;
const FIRST_PERSON = /\b(?:i|i'm|i've|i'd|my|me|mine)\b/gi;

/**
 * A full sentence worth a key point. Relaxed (for short texts such as captions, when the strict
 * rule leaves fewer than {@link MIN_KEY_POINTS}): 3 words and one content term are enough.
 */
export function isCandidate(s: Sentence, relaxed = false): boolean {
  return (
    s.kind === 'sentence' &&
    !s.boilerplate &&
    s.hasVerb &&
    s.wordCount >= (relaxed ? 3 : 6) &&
    s.wordCount <= 50 &&
    s.terms.length >= (relaxed ? 1 : 3)
  );
}

/** Term frequencies of a list of terms. */
function counts(terms: readonly string[]): Map<string, number> {
  const m = new Map<string, number>();
  for (const t of terms) m.set(t, (m.get(t) ?? 0) + 1);
  return m;
}

function cosine(a: Map<string, number>, b: Map<string, number>): number {
  let dot = 0;
  let na = 0;
  let nb = 0;
  for (const [k, v] of a) {
    na += v * v;
    const w = b.get(k);
    if (w) dot += v * w;
  }
  for (const v of b.values()) nb += v * v;
  return na && nb ? dot / Math.sqrt(na * nb) : 0;
}

/** Inverse document frequencies over the sentences (each sentence a document). */
export function inverseFrequencies(sentences: readonly Sentence[]): Map<string, number> {
  const df = new Map<string, number>();
  for (const s of sentences) for (const t of new Set(s.terms)) df.set(t, (df.get(t) ?? 0) + 1);
  const n = Math.max(sentences.length, 1);
  const idf = new Map<string, number>();
  for (const [t, d] of df) idf.set(t, Math.log(1 + n / d));
  return idf;
}

function tfidf(terms: readonly string[], idf: Map<string, number>): Map<string, number> {
  const out = new Map<string, number>();
  for (const [t, c] of counts(terms)) out.set(t, c * (idf.get(t) ?? 0));
  return out;
}

function lengthScore(words: number): number {
  if (words >= 12 && words <= 30) return 1;
  if (words < 12) return Math.max(0, (words - 4) / 8);
  return Math.max(0, 1 - (words - 30) / 25);
}

/** Every candidate sentence with its score and the parts of it, best first (ties: earlier first). */
export function rankSentences(
  sentences: readonly Sentence[],
  titleTerms: readonly string[],
  relaxed = false,
): ScoredSentence[] {
  const idf = inverseFrequencies(sentences);
  const whole = tfidf(
    sentences.filter((s) => !s.boilerplate).flatMap((s) => s.terms),
    idf,
  );
  const titleSet = new Set(titleTerms);
  const total = Math.max(sentences.length - 1, 1);
  const scored = sentences
    .filter((s) => isCandidate(s, relaxed))
    .map((sentence) => {
      const centrality = cosine(tfidf(sentence.terms, idf), whole);
      const own = new Set(sentence.terms);
      const title = titleSet.size ? [...titleSet].filter((t) => own.has(t)).length / titleSet.size : 0;
      const position = 0.7 * (1 - sentence.index / total) + (sentence.firstInBlock ? 0.3 : 0);
      const length = lengthScore(sentence.wordCount);
      const firstPerson = sentence.text.match(FIRST_PERSON)?.length ?? 0;
      const penalty =
        (LEANING_START.test(sentence.text) ? 0.2 : 0) +
        (META.test(sentence.text) ? 0.2 : 0) +
        (firstPerson >= 2 ? 0.2 : 0);
      const w = KEY_POINT_WEIGHTS;
      const score =
        w.centrality * centrality + w.title * title + w.position * position + w.length * length - penalty;
      return {
        sentence,
        score: Math.round(score * 10_000) / 10_000,
        parts: { centrality, title, position, length, penalty },
      };
    });
  return scored.sort((a, b) => b.score - a.score || a.sentence.index - b.sentence.index);
}

/** Share of the smaller term set found in the other. */
export function overlap(a: readonly string[], b: readonly string[]): number {
  const sa = new Set(a);
  const sb = new Set(b);
  if (sa.size === 0 || sb.size === 0) return 0;
  let common = 0;
  for (const t of sa) if (sb.has(t)) common += 1;
  return common / Math.min(sa.size, sb.size);
}

/** How many key points a text of this many candidate sentences gets. */
export function keyPointCount(candidates: number): number {
  if (candidates >= 15) return MAX_KEY_POINTS;
  if (candidates >= 8) return 4;
  return Math.min(MIN_KEY_POINTS, candidates);
}

export interface KeyPointOptions {
  /** Sentences already used elsewhere (action steps), avoided while others remain. */
  avoid?: ReadonlySet<number>;
  /** Sentences shown anyway (the summary's): never a key point. */
  exclude?: ReadonlySet<number>;
  /** Content terms of text shown anyway (the summary): a sentence saying the same is left out while others remain. */
  shown?: readonly string[];
  /** At most this many (fewer than the text deserves when a list already gives key points). */
  max?: number;
  /**
   * Whether a short text may fall back on short sentences (3 words), or on any line when no
   * sentence is left. Off when a list gives key points: its chatty lines ('We got there!') are not.
   */
  lastResort?: boolean;
  /**
   * The section (the heading above it) of each sentence: a text of sections gets the best
   * sentence of each first, as a parent summing up a page goes heading by heading.
   */
  sectionOf?: ReadonlyMap<number, number>;
}

/** A text needs this many sections with a candidate before it is summed up section by section. */
const MIN_SECTIONS = 3;

/** A sentence that can stand as a key point of a short text when no full sentence is left. */
const lastResort = (s: Sentence) =>
  !s.boilerplate && s.kind !== 'question' && s.wordCount >= 4 && s.terms.length >= 1;

/**
 * The key points of a text: the best-ranked sentences, none repeating the summary and no two
 * saying the same thing (near-duplicates too), in the order they appear in the text. A text of two
 * sentences or more always gets at least one.
 */
export function selectKeyPoints(
  sentences: readonly Sentence[],
  titleTerms: readonly string[],
  options: KeyPointOptions = {},
): Sentence[] {
  const exclude = options.exclude ?? new Set<number>();
  let ranked = rankSentences(sentences, titleTerms);
  if (ranked.length < MIN_KEY_POINTS + exclude.size && options.lastResort !== false)
    ranked = rankSentences(sentences, titleTerms, true);
  ranked = ranked.filter(({ sentence }) => !exclude.has(sentence.index));
  // How many the text deserves is decided before repeats of the summary are left out.
  const sectionOf = options.sectionOf;
  const sections = new Set(ranked.map(({ sentence }) => sectionOf?.get(sentence.index)));
  const bySection = sectionOf !== undefined && sections.size >= MIN_SECTIONS;
  const deserved = bySection
    ? Math.max(keyPointCount(ranked.length), sections.size)
    : keyPointCount(ranked.length);
  const want = Math.min(deserved, options.max ?? (bySection ? deserved : MAX_KEY_POINTS));
  const avoid = options.avoid ?? new Set<number>();
  const shown = options.shown ?? [];
  const fresh = ranked.filter(({ sentence }) => overlap(sentence.terms, shown) < DUPLICATE_OVERLAP);
  if (fresh.length > 0) ranked = fresh;
  const chosen: Sentence[] = [];
  const pick = (allowAvoided: boolean) => {
    for (const { sentence } of ranked) {
      if (chosen.length >= want) return;
      if (chosen.includes(sentence)) continue;
      if (!allowAvoided && avoid.has(sentence.index)) continue;
      if (chosen.some((c) => overlap(c.terms, sentence.terms) >= DUPLICATE_OVERLAP)) continue;
      chosen.push(sentence);
    }
  };
  if (bySection) {
    // A section said only by an action step still gets its point, after the others.
    const covered = new Set<number | undefined>();
    for (const allowAvoided of [false, true]) {
      for (const { sentence } of ranked) {
        if (chosen.length >= want) break;
        const section = sectionOf.get(sentence.index);
        if (covered.has(section) || (!allowAvoided && avoid.has(sentence.index))) continue;
        if (chosen.some((c) => overlap(c.terms, sentence.terms) >= DUPLICATE_OVERLAP)) continue;
        covered.add(section);
        chosen.push(sentence);
      }
    }
  }
  pick(false);
  pick(true);
  if (chosen.length === 0 && options.lastResort !== false) {
    const left = sentences.find((s) => !exclude.has(s.index) && lastResort(s));
    if (left) chosen.push(left);
  }
  return chosen.sort((a, b) => a.index - b.index);
}
