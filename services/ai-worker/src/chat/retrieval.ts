import type { ChatChild, ChatSource, SavedPassage } from '@nestkeep/common';
import { ageFit, agesOfPhase, ageTargetOf, AGE_FIT } from './age-fit.js';
import type { KnowledgePassage } from './knowledge-schema.js';
import { SYNONYMS, termOf, terms, withinOneEdit, words } from './terms.js';

/**
 * The chat's search (issue 8 point 4): BM25 over the knowledge base (title counted twice,
 * keywords, text), built once at start, with the parent's saved passages (found by content's
 * own search) scored by the same scorer against the question so both kinds rank together.
 * Passages that fit the child's age score higher; ones for another phase of life score far lower.
 * The best few above a relevance bar come back numbered 1, 2, 3 for citation; none when nothing
 * relevant was found.
 */

export interface RetrievedPassage {
  /** Its citation number in this answer: 1 for the best. */
  n: number;
  kind: 'trusted' | 'saved';
  /** Knowledge passage id, or 'saved-<itemId>'. */
  id: string;
  title: string;
  text: string;
  score: number;
  /** Share of the question's weight it matched. */
  coverage: number;
  source: ChatSource;
}

export interface RetrievalInput {
  question: string;
  child: ChatChild;
  savedPassages: readonly SavedPassage[];
}

export interface Retriever {
  retrieve(input: RetrievalInput): RetrievedPassage[];
  readonly size: number;
}

export const RETRIEVAL = {
  /** At most this many passages per answer. */
  maxPassages: 4,
  /** Share of the question's weight (IDF) a passage must match to count as relevant at all. */
  minCoverage: 0.4,
  /** The same when it matches only one of the question's words (a lone 'car' is not car seats). */
  minCoverageOneTerm: 0.45,
  /** And its score against the best passage's. */
  minRelativeScore: 0.35,
  /** And an absolute floor, so a single common word is not an answer. */
  minScore: 1.2,
  /** Words shorter than this are not corrected for typos. */
  typoMinLength: 5,
  k1: 1.2,
  b: 0.75,
  /** Title terms count this many times. */
  titleWeight: 2,
} as const;

interface Doc {
  tf: Map<string, number>;
  length: number;
}

function fieldDoc(fields: ReadonlyArray<[string, number]>): Doc {
  const tf = new Map<string, number>();
  let length = 0;
  for (const [text, weight] of fields) {
    for (const t of terms(text)) {
      tf.set(t, (tf.get(t) ?? 0) + weight);
      length += weight;
    }
  }
  return { tf, length };
}

const trustedDoc = (p: KnowledgePassage) =>
  fieldDoc([
    [p.title, RETRIEVAL.titleWeight],
    [p.keywords.join('. '), 1],
    [p.text, 1],
  ]);
const savedDoc = (p: SavedPassage) =>
  fieldDoc([
    [p.title, RETRIEVAL.titleWeight],
    [p.text, 1],
  ]);

/** Written words (long enough to be typo-corrected into) and their terms. */
function surfaceOf(texts: readonly string[]): Map<string, string> {
  const out = new Map<string, string>();
  for (const text of texts) {
    for (const w of words(text)) {
      const t = w.length >= RETRIEVAL.typoMinLength - 1 ? termOf(w) : null;
      if (t) out.set(w, t);
    }
  }
  return out;
}

/** Builds the index of the knowledge base once; `retrieve` is then pure and fast. */
export function createRetriever(knowledge: readonly KnowledgePassage[]): Retriever {
  const docs = knowledge.map(trustedDoc);
  const N = Math.max(1, docs.length);
  const avgLength = docs.reduce((sum, d) => sum + d.length, 0) / N || 1;
  const df = new Map<string, number>();
  for (const d of docs) for (const t of d.tf.keys()) df.set(t, (df.get(t) ?? 0) + 1);
  const postings = new Map<string, number[]>();
  docs.forEach((d, i) => {
    for (const t of d.tf.keys()) {
      const list = postings.get(t) ?? [];
      list.push(i);
      postings.set(t, list);
    }
  });
  // Written words of the base by their term, for typo correction of a parent's words.
  // Parents' other words count too: 'pacifer' is one edit from 'pacifier' though the base says 'dummy'.
  const surface = surfaceOf([
    ...knowledge.map((p) => `${p.title} ${p.keywords.join(' ')} ${p.text}`),
    [...SYNONYMS.keys()].join(' '),
  ]);

  const idf = (t: string) => {
    const n = df.get(t) ?? 0;
    return Math.log(1 + (N - n + 0.5) / (n + 0.5));
  };
  /** The document's BM25 score, and the question weight it matched (see queryTerms). */
  const bm25 = (doc: Doc, query: ReadonlyMap<string, number>) => {
    let score = 0;
    let matched = 0;
    let terms = 0;
    for (const [q, weight] of query) {
      const tf = doc.tf.get(q);
      if (!tf) continue;
      const w = idf(q);
      matched += weight;
      terms++;
      score +=
        (w * tf * (RETRIEVAL.k1 + 1)) /
        (tf + RETRIEVAL.k1 * (1 - RETRIEVAL.b + (RETRIEVAL.b * doc.length) / avgLength));
    }
    return { score, matched, terms };
  };

  /** A parent's word that no passage uses, read as the base's word one edit away ('pacifer'). */
  function corrected(
    word: string,
    term: string,
    known: (t: string) => boolean,
    extra: ReadonlyMap<string, string>,
  ): string {
    if (known(term) || word.length < RETRIEVAL.typoMinLength) return term;
    let best: { term: string; df: number } | null = null;
    const consider = (candidate: string, t: string) => {
      if (!withinOneEdit(word, candidate) && !withinOneEdit(term, t)) return;
      const n = df.get(t) ?? 0;
      if (!best || n > best.df || (n === best.df && t < best.term)) best = { term: t, df: n };
    };
    for (const vocabulary of [surface, extra]) {
      for (const [w, t] of vocabulary) if (Math.abs(w.length - word.length) <= 1) consider(w, t);
    }
    return (best as { term: string } | null)?.term ?? term;
  }

  /**
   * The question's terms, each with its weight in the question: its IDF when the base knows it;
   * the highest IDF for a word nobody uses ('tyre', 'pizza': the question is about something
   * else), half that for a word of three letters or less (often a typo or a shorthand); and for a typo-corrected
   * word, halfway between, as it may be a real word the base does not know ('leaking' is not
   * 'leaving').
   */
  function queryTerms(input: RetrievalInput, savedDocs: Doc[]): Map<string, number> {
    const name = new Set(input.child.name ? words(input.child.name) : []);
    const known = (t: string) => df.has(t) || savedDocs.some((d) => d.tf.has(t));
    const savedSurface = surfaceOf(input.savedPassages.map((p) => `${p.title} ${p.text}`));
    const unknownIdf = idf('');
    const out = new Map<string, number>();
    for (const w of words(input.question)) {
      if (name.has(w)) continue;
      for (const part of w.includes('-') ? [w.replace(/-/g, ''), ...w.split('-')] : [w]) {
        const t = termOf(part);
        if (!t) continue;
        const c = corrected(part, t, known, savedSurface);
        const weight =
          c !== t
            ? (idf(c) + unknownIdf) / 2
            : known(t)
              ? idf(t)
              : part.length <= 3
                ? unknownIdf / 2
                : unknownIdf;
        out.set(c, Math.max(out.get(c) ?? 0, weight));
      }
    }
    return out;
  }

  return {
    size: knowledge.length,
    retrieve(input) {
      const saved = input.savedPassages.map(savedDoc);
      const weights = queryTerms(input, saved);
      const query = [...weights.keys()];
      if (query.length === 0) return [];
      const target = ageTargetOf(input.child);
      const total = [...weights.values()].reduce((sum, w) => sum + w, 0);

      const candidates: Array<Omit<RetrievedPassage, 'n'> & { terms: number }> = [];
      const touched = new Set<number>();
      for (const q of query) for (const i of postings.get(q) ?? []) touched.add(i);
      for (const i of touched) {
        const p = knowledge[i]!;
        const { score, matched, terms } = bm25(docs[i]!, weights);
        candidates.push({
          kind: 'trusted',
          id: p.id,
          title: p.title,
          text: p.text,
          score: score * ageFit(target, p.ages),
          coverage: matched / total,
          terms,
          source: {
            kind: 'trusted',
            title: p.source.page,
            url: p.source.url,
            organisation: p.source.organisation,
          },
        });
      }
      input.savedPassages.forEach((p, i) => {
        const { score, matched, terms } = bm25(saved[i]!, weights);
        if (score <= 0) return;
        const ages = agesOfPhase(p.phase);
        // The parent's own saves are never pushed down for their phase, only lifted when it fits.
        const fit = ages ? Math.max(AGE_FIT.unknown, ageFit(target, ages)) : AGE_FIT.unknown;
        candidates.push({
          kind: 'saved',
          id: `saved-${p.itemId}`,
          title: p.title,
          text: p.text,
          score: score * fit,
          coverage: matched / total,
          terms,
          source: { kind: 'saved', title: p.title, url: p.url, itemId: p.itemId },
        });
      });

      const relevant = candidates
        .filter(
          (c) =>
            c.coverage >=
              (c.terms > 1 || query.length === 1 ? RETRIEVAL.minCoverage : RETRIEVAL.minCoverageOneTerm) &&
            c.score >= RETRIEVAL.minScore,
        )
        .sort((a, b) => b.score - a.score || a.id.localeCompare(b.id));
      const top = relevant[0]?.score ?? 0;
      return relevant
        .filter((c) => c.score >= top * RETRIEVAL.minRelativeScore)
        .slice(0, RETRIEVAL.maxPassages)
        .map(({ terms: _t, ...c }, i) => ({ ...c, n: i + 1 }));
    },
  };
}
