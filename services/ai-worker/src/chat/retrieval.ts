import type { ChatChild, ChatSource, SavedPassage } from '@nestkeep/common';
import { ageFit, agesOfPhase, AGE_FIT, questionAgeTarget, type AgeTarget } from './age-fit.js';
import type { KnowledgePassage } from './knowledge-schema.js';
import { isGeneric, QUESTION_IDEAS, SYNONYMS, termOf, terms, withinOneEdit, words } from './terms.js';

/**
 * The chat's search (issue 8 point 4): BM25 over the knowledge base (title counted twice,
 * keywords, text), built once at start, with the parent's saved passages (found by content's
 * own search) scored by the same scorer against the question so both kinds rank together.
 * Passages that fit the child's age score higher; ones for another phase of life score far lower.
 * A passage sharing one word of the question is relevant only when that word is in its title or
 * keywords and is the question's main word: the topic asked about, not a passage that merely
 * shares words ('hair' in a scalds passage for 'hair dye', 'car' for 'car tyre').
 * Two of the question's words side by side in a passage ('runny nose', 'first foods') count extra;
 * generic words ('longer', 'tips', 'week') count little and never make a passage relevant alone.
 * The answer keeps to one topic: the knowledge topic whose passages match best, and a passage of
 * another topic only when it scores near the best and brings a word of the question that topic's
 * passages lack ('fever after vaccines'). That topic is chosen among trusted passages; the
 * parent's relevant saves come after them. The best few come back numbered 1, 2, 3 for citation,
 * trusted first; none when nothing relevant was found, nor when the question hangs on a word no
 * passage uses and the best topic is about little else of it ('maternity pay', 'a baby registry':
 * see answersMainWord).
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
  /** Its topic's "get help now if..." passage (see GET_HELP_KEYWORD). */
  getHelp?: boolean;
}

/**
 * The keyword that marks a topic's "get help now if..." passage (NHS style: who to call, when).
 * An answer from a symptom topic ends with it, so a parent always reads when to get help.
 */
export const GET_HELP_KEYWORD = 'get help now';

export interface RetrievalInput {
  question: string;
  child: ChatChild;
  savedPassages: readonly SavedPassage[];
}

export interface Retriever {
  retrieve(input: RetrievalInput): RetrievedPassage[];
  /**
   * The best passages of these knowledge topics only (the guidance after an emergency banner):
   * the topic is known to be right, so its best-scoring passages come back even when they match
   * little of the question, and its first passages when they match nothing.
   */
  retrieveFromTopics(input: RetrievalInput, topics: readonly string[]): RetrievedPassage[];
  /** One knowledge passage by its id, as the first of an answer (undefined for an unknown id). */
  passage(id: string): RetrievedPassage | undefined;
  /** For diagnosis: every passage that shares a term with the question, scored, best first. */
  scoreAll(input: RetrievalInput): ScoredPassage[];
  readonly size: number;
}

export const RETRIEVAL = {
  /** At most this many trusted passages per answer. */
  maxPassages: 4,
  /** And at most this many of the parent's saves after them. */
  maxSaved: 2,
  /** Share of the question's weight (IDF) a passage must match to count as relevant at all. */
  minCoverage: 0.2,
  /** The same when it matches only one of the question's words (a lone 'car' is not car seats). */
  minCoverageOneTerm: 0.25,
  /** And its score against the best passage of its topic. */
  minRelativeScore: 0.4,
  /** A passage of another topic than the answer's: its score against the best passage's. */
  otherTopicRelativeScore: 0.55,
  /** ...and match this share of the question's weight that the answer's topic did not. */
  otherTopicNewWeight: 0.2,
  /** A topic's score: its passages' scores times coverage, each counted this share of the one before. */
  topicDecay: 0.3,
  /**
   * A word no passage uses, as a share of the highest IDF: parents write many words guidance never
   * uses ('wedding', 'faffing'), so such a word lowers coverage without deciding it alone.
   */
  unknownShare: 1,
  /** A generic word's share of its weight in a question. */
  genericWeight: 0.25,
  /** Two of the question's words side by side in a passage add this share of their weights. */
  pairWeight: 0.5,
  /** And an absolute floor, so a single common word is not an answer. */
  minScore: 1.2,
  /** Words shorter than this are not corrected for typos. */
  typoMinLength: 5,
  k1: 1.2,
  b: 0.75,
  /** Title terms count this many times. */
  titleWeight: 2,
  /**
   * A passage whose title or keywords are about the question's words scores up to this share more
   * (times the share of the question's weight they cover): between two passages that match about
   * equally, the one about what is asked comes first ('When to see a doctor about fertility'
   * before 'Trouble getting pregnant with a second baby', which mentions seeing a GP).
   */
  headingShare: 0.02,
  /** A word no passage uses with this share of the question's weight is what it hangs on (see answersMainWord)... */
  mainWordShare: 0.3,
  /** ...and an answer that does not match it must be about this share of the question. */
  mainWordAbout: 0.3,
  /** ...or match this share of it at all ('hunger queues rooting' without the cues). */
  mainWordMatched: 0.5,
} as const;

interface Doc {
  tf: Map<string, number>;
  /** Neighbouring terms within a phrase: 'runny nose'. */
  pairs: Set<string>;
  /** The terms of its title and keywords: what it is about, not only mentions. */
  head: Set<string>;
  length: number;
}

/** Phrases of a text: sentences, clauses, keywords. */
const phrases = (text: string) => text.split(/[.,;:!?()\n]+/);
const pairKey = (a: string, b: string) => `${a} ${b}`;

function fieldDoc(fields: ReadonlyArray<[string, number]>): Doc {
  const tf = new Map<string, number>();
  const pairs = new Set<string>();
  let length = 0;
  fields.forEach(([text, weight]) => {
    for (const phrase of phrases(text)) {
      const ts = terms(phrase);
      ts.forEach((t, i) => {
        tf.set(t, (tf.get(t) ?? 0) + weight);
        length += weight;
        if (i > 0) pairs.add(pairKey(ts[i - 1]!, t));
      });
    }
  });
  return { tf, pairs, length, head: new Set(headFields(fields).flatMap(([text]) => terms(text))) };
}

/** Every field but the last (the text) is a heading: title, keywords. */
const headFields = <T>(fields: readonly T[]) => fields.slice(0, -1);

const trustedDoc = (p: KnowledgePassage) =>
  fieldDoc([
    [p.title, RETRIEVAL.titleWeight],
    [p.keywords.filter((k) => k !== GET_HELP_KEYWORD).join('. '), 1],
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
  const getHelpOf = new Map(
    knowledge.filter((p) => p.keywords.includes(GET_HELP_KEYWORD)).map((p) => [p.topic, p] as const),
  );
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
  /**
   * The document's BM25 score (generic words at their share, neighbouring pairs extra), the
   * question weight it matched (see queryTerms), and the topic words it matched.
   */
  const bm25 = (doc: Doc, query: Query) => {
    let score = 0;
    let matched = 0;
    const topical: string[] = [];
    const about: string[] = [];
    for (const [q, weight] of query.weights) {
      const tf = doc.tf.get(q);
      if (!tf) continue;
      const w = idf(q) * (isGeneric(q) ? RETRIEVAL.genericWeight : 1);
      matched += weight;
      if (!isGeneric(q)) topical.push(q);
      if (!isGeneric(q) && doc.head.has(q)) about.push(q);
      score +=
        (w * tf * (RETRIEVAL.k1 + 1)) /
        (tf + RETRIEVAL.k1 * (1 - RETRIEVAL.b + (RETRIEVAL.b * doc.length) / avgLength));
    }
    for (const [a, b] of query.pairs) {
      if (doc.pairs.has(pairKey(a, b))) {
        score += (RETRIEVAL.pairWeight * (query.weights.get(a)! + query.weights.get(b)!)) / 2;
      }
    }
    return { score, matched, topical, about };
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
      // Typos are rarely in the first letter ('flying' is not 'lying') nor a dropped ending ('earns' is not 'ear').
      if (candidate[0] !== word[0] || word.startsWith(candidate) || candidate.startsWith(word)) return;
      // ...nor a plural whose singular the word starts with ('earns' is not 'ears').
      if (candidate.endsWith('s') && word.startsWith(candidate.slice(0, -1))) return;
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
   * `unknownShare` of the highest IDF for a word nobody uses ('tyre', 'pizza': the question may be
   * about something else), half the highest for a word of three letters or less (often a typo or a shorthand); and for a typo-corrected
   * word, halfway between, as it may be a real word the base does not know ('leaking' is not
   * 'leaving'). A generic word weighs its share of that. With the pairs of terms side by side.
   */
  function queryTerms(input: RetrievalInput, savedDocs: Doc[]): Query {
    const name = new Set(input.child.name ? words(input.child.name) : []);
    const known = (t: string) => df.has(t) || savedDocs.some((d) => d.tf.has(t));
    const savedSurface = surfaceOf(input.savedPassages.map((p) => `${p.title} ${p.text}`));
    const unknownIdf = idf('');
    const out = new Map<string, number>();
    const pairs: Array<[string, string]> = [];
    for (const phrase of phrases(input.question)) {
      let previous: string | null = null;
      for (const w of words(phrase)) {
        if (name.has(w)) continue;
        for (const part of w.includes('-') ? [w.replace(/-/g, ''), ...w.split('-')] : [w]) {
          const t = termOf(part);
          if (!t) continue;
          const c = corrected(part, t, known, savedSurface);
          const weight =
            (c !== t
              ? (idf(c) + unknownIdf) / 2
              : known(t)
                ? idf(t)
                : part.length <= 3
                  ? unknownIdf / 2
                  : unknownIdf * RETRIEVAL.unknownShare) *
            (isGeneric(c) || (c === t && !known(t) && isAdverb(part)) ? RETRIEVAL.genericWeight : 1);
          out.set(c, Math.max(out.get(c) ?? 0, weight));
          if (previous && previous !== c) pairs.push([previous, c]);
          previous = c;
        }
      }
    }
    for (const [re, idea] of QUESTION_IDEAS) {
      const t = termOf(idea)!;
      if (re.test(input.question) && !out.has(t)) out.set(t, idf(t));
    }
    return { weights: out, pairs };
  }

  /** Every passage sharing a term with the question, scored; and how many topic words it has. */
  function scored(
    input: RetrievalInput,
    target: AgeTarget = questionAgeTarget(input.question, input.child),
  ): { candidates: ScoredPassage[]; weights: Map<string, number>; askWeights: Map<string, number> | null } {
    const saved = input.savedPassages.map(savedDoc);
    const q = queryTerms(input, saved);
    const query = [...q.weights.keys()];
    const total = [...q.weights.values()].reduce((sum, w) => sum + w, 0);
    // In a long message the sentence with the question mark is what is asked ('every day around
    // ovulation or every other day?? forums say...'): a passage may cover that instead of the whole.
    const ask = askedPart(input.question);
    const askWeights = ask ? queryTerms({ ...input, question: ask }, saved).weights : null;
    const askTotal = askWeights ? [...askWeights.values()].reduce((sum, w) => sum + w, 0) : 0;
    const coverage = (doc: Doc, matched: number) => {
      let own = matched / total;
      if (askWeights && askTotal > 0) {
        let m = 0;
        for (const [t, w] of askWeights) if (doc.tf.has(t)) m += w;
        own = Math.max(own, m / askTotal);
      }
      return own;
    };

    const candidates: ScoredPassage[] = [];
    const touched = new Set<number>();
    for (const t of query) for (const i of postings.get(t) ?? []) touched.add(i);
    for (const i of touched) {
      const p = knowledge[i]!;
      const { score, matched, topical, about } = bm25(docs[i]!, q);
      const fit = ageFit(target, p.ages);
      // Guidance for another phase of life (a toddler's scalds for a pregnancy) needs more than one
      // shared word: 'hair' alone does not make hair straighteners an answer about hair dye.
      const shared = fit === AGE_FIT.other && topical.length < 2 ? [] : topical;
      const heading = about.reduce((sum, t) => sum + q.weights.get(t)!, 0) / (total || 1);
      const lift = 1 + RETRIEVAL.headingShare * heading;
      candidates.push(candidateOf(p, score * fit * lift, coverage(docs[i]!, matched), shared, about));
    }
    input.savedPassages.forEach((p, i) => {
      const { score, matched, topical, about } = bm25(saved[i]!, q);
      if (score <= 0) return;
      const ages = agesOfPhase(p.phase);
      // The parent's own saves are never pushed down for their phase, only lifted when it fits.
      const fit = ages ? Math.max(AGE_FIT.unknown, ageFit(target, ages)) : AGE_FIT.unknown;
      candidates.push({
        topic: 'saved',
        topical,
        about,
        kind: 'saved',
        id: `saved-${p.itemId}`,
        title: p.title,
        text: p.text,
        score: score * fit,
        coverage: coverage(saved[i]!, matched),
        source: { kind: 'saved', title: p.title, url: p.url, itemId: p.itemId },
      });
    });
    candidates.sort((a, b) => b.score - a.score || a.id.localeCompare(b.id));
    return { candidates, weights: q.weights, askWeights };
  }

  const numbered = (list: readonly ScoredPassage[]): RetrievedPassage[] =>
    list
      .slice(0, RETRIEVAL.maxPassages)
      .map(({ topic: _t, topical: _w, about: _a, ...c }, i) => ({ ...c, n: i + 1 }));

  return {
    size: knowledge.length,
    scoreAll: (input) => scored(input).candidates,
    passage(id) {
      const p = knowledge.find((k) => k.id === id);
      return p ? numbered([candidateOf(p, 0, 0, [], [])])[0] : undefined;
    },
    retrieveFromTopics(input, topics) {
      const wanted = new Set(topics);
      const own = scored({ ...input, savedPassages: [] }).candidates.filter((c) => wanted.has(c.topic));
      const best = own[0]?.score ?? 0;
      const kept = own.filter((c) => c.score >= best * RETRIEVAL.minRelativeScore);
      if (kept.length > 0) return numbered(kept);
      // Nothing of the question's words in them: the topics' own passages, in file order.
      const firsts = topics.flatMap((t) => knowledge.filter((p) => p.topic === t));
      return numbered(firsts.map((p) => candidateOf(p, 0, 0, [], [])));
    },
    retrieve(input) {
      const target = questionAgeTarget(input.question, input.child);
      const found = relevantTo(input, target);
      // Nothing for this age: guidance tagged for other ages before giving up ('how do I swaddle'
      // at 34 weeks), but only a passage that matches every topic word the base knows: 'hair' alone
      // does not make hair straighteners an answer about hair dye in pregnancy.
      const wider =
        found.some((c) => c.kind === 'trusted') || Object.keys(target).length === 0
          ? []
          : relevantTo(input, {}, true);
      const passages = wider.some((c) => c.kind === 'trusted') ? wider : found;
      return passages.map(({ topic: _t, topical: _w, about: _a, ...c }, i) => ({ ...c, n: i + 1 }));
    },
  };

  /** The passages answering the question for these ages: trusted guidance of one topic, then saves. */
  function relevantTo(input: RetrievalInput, target: AgeTarget, everyKnownWord = false): ScoredPassage[] {
    const { candidates, weights, askWeights } = scored(input, target);
    const topicalTerms = [...weights.keys()].filter((t) => !isGeneric(t)).length;
    const known = [...weights.keys()].filter((t) => !isGeneric(t) && df.has(t));
    // A passage must match a topic word of the question ('is that normal?' alone is about nothing),
    // and enough of the question's weight: more when it matches one word only.
    const relevant = candidates.filter(
      (c) =>
        c.topical.length > 0 &&
        // One shared word that the passage only mentions is not its topic ('hair' in a scalds passage),
        // nor one that weighs less than a word of the question it lacks ('car' for 'car tyre').
        (c.topical.length > 1 ||
          (c.about.length > 0 &&
            (mainWord(c.topical[0]!, weights) ||
              (askWeights?.has(c.topical[0]!) === true && mainWord(c.topical[0]!, askWeights))))) &&
        c.coverage >=
          (c.topical.length > 1 || topicalTerms === 1
            ? RETRIEVAL.minCoverage
            : RETRIEVAL.minCoverageOneTerm) &&
        c.score >= RETRIEVAL.minScore &&
        (!everyKnownWord || c.kind === 'saved' || known.every((t) => c.topical.includes(t))),
    );
    // Trusted guidance answers: its topic is chosen among trusted passages only, so a save that
    // matches the words better never replaces it; the parent's relevant saves follow (issue 20).
    const answer = onTopic(
      relevant.filter((c) => c.kind === 'trusted'),
      weights,
    );
    const inBase = (t: string) => df.has(t);
    const answers =
      answersMainWord(answer, weights, inBase) ||
      (askWeights !== null && answersMainWord(answer, askWeights, inBase));
    const trusted = withGetHelp(answers ? answer.slice(0, RETRIEVAL.maxPassages) : []);
    return [...trusted, ...savesAfter(relevant)];
  }

  /** The answer's passages with its topic's get-help passage marked, added last when missing. */
  function withGetHelp(trusted: ScoredPassage[]): ScoredPassage[] {
    const help = trusted[0] && getHelpOf.get(trusted[0].topic);
    if (!help) return trusted;
    const marked = trusted.map((c) => (c.id === help.id ? { ...c, getHelp: true } : c));
    if (marked.some((c) => c.getHelp)) return marked;
    return [
      ...marked.slice(0, RETRIEVAL.maxPassages - 1),
      { ...candidateOf(help, 0, 0, [], []), getHelp: true },
    ];
  }
}

function candidateOf(
  p: KnowledgePassage,
  score: number,
  coverage: number,
  topical: string[],
  about: string[],
): ScoredPassage {
  return {
    topic: p.topic,
    topical,
    about,
    kind: 'trusted',
    id: p.id,
    title: p.title,
    text: p.text,
    score,
    coverage,
    source: { kind: 'trusted', title: p.source.page, url: p.source.url, organisation: p.source.organisation },
  };
}

/** The parent's relevant saves, best first and near the best one, kept apart from the guidance's topic. */
function savesAfter(relevant: readonly ScoredPassage[]): ScoredPassage[] {
  const saved = relevant.filter((c) => c.kind === 'saved');
  return saved
    .filter((c) => c.score >= saved[0]!.score * RETRIEVAL.minRelativeScore)
    .slice(0, RETRIEVAL.maxSaved);
}

/** The sentences that end in a question mark, when the message also says other things; else null. */
function askedPart(question: string): string | null {
  const sentences = question.match(/[^.?!\n]+[.?!\n]*/g) ?? [];
  const asked = sentences.filter((x) => x.includes('?'));
  return asked.length > 0 && asked.length < sentences.length ? asked.join(' ') : null;
}

/**
 * A long word ending in -ly that the base never uses ('desperately', 'legally', 'massively') is an
 * adverb: how something is asked, not what. As an unknown word it would weigh the most of all
 * and become the question's main word, so a passage sharing the real topic word was dropped.
 * It weighs as a generic word instead. (A known -ly word, 'early' or 'weekly', keeps its weight.)
 */
function isAdverb(word: string): boolean {
  return word.length >= 7 && word.endsWith('ly');
}

/**
 * False when the question hangs on a word no passage uses (`mainWordShare` of its weight or more:
 * 'registry', 'passport', or 'maternity pay' and 'child benefit', which terms.ts reads as one
 * word) and the answer's topic is about (title, keywords) too little of the rest and matches too
 * little of it at all: 'maternity pay' answered from pregnancy warning signs, which share only
 * 'maternity' and 'lower'; 'a baby registry' from postnatal depression, which shares 'baby' and
 * 'overwhelmed'. Such a question is about something the base does not cover: nothing found.
 * A word the base does use is left to the relevance rules above (it may be answered by meaning).
 */
function answersMainWord(
  answer: readonly ScoredPassage[],
  weights: ReadonlyMap<string, number>,
  known: (term: string) => boolean,
): boolean {
  if (answer.length === 0) return true;
  const total = [...weights.values()].reduce((sum, w) => sum + w, 0) || 1;
  const [main, weight] = [...weights]
    .filter(([t]) => !isGeneric(t))
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))[0] ?? ['', 0];
  if (weight < RETRIEVAL.mainWordShare * total || known(main)) return true;
  const own = answer.filter((c) => c.topic === answer[0]!.topic);
  const share = (ts: Iterable<string>) =>
    [...new Set(ts)].reduce((sum, t) => sum + (weights.get(t) ?? 0), 0) / total;
  return (
    share(own.flatMap((c) => c.about)) >= RETRIEVAL.mainWordAbout ||
    share(own.flatMap((c) => c.topical)) >= RETRIEVAL.mainWordMatched
  );
}

/** True when no topic word of the question weighs more than `term` (it is what is asked about). */
function mainWord(term: string, weights: ReadonlyMap<string, number>): boolean {
  const own = weights.get(term) ?? 0;
  return [...weights].every(([t, w]) => t === term || isGeneric(t) || w <= own);
}

interface Query {
  /** Each term's weight in the question. */
  weights: Map<string, number>;
  /** Terms side by side in the question, in order. */
  pairs: Array<[string, string]>;
}

export type ScoredPassage = Omit<RetrievedPassage, 'n'> & {
  /** Its knowledge topic; the parent's saved items are one topic. */
  topic: string;
  /** The question's non-generic terms it matched. */
  topical: string[];
  /** Those in its title or keywords. */
  about: string[];
};

/**
 * The passages that keep to the question's topic, best first: the topic whose passages score
 * best together (a lone bath-temperature passage does not outweigh the fever topic for
 * 'temperature of 38.3'), its passages near its best one, and another topic's passage only when
 * it scores near the very best and matches words of the question that topic's passages do not.
 */
function onTopic(relevant: readonly ScoredPassage[], weights: ReadonlyMap<string, number>): ScoredPassage[] {
  if (relevant.length === 0) return [];
  const topics = new Map<string, number>();
  const seen = new Map<string, number>();
  for (const c of relevant) {
    const i = seen.get(c.topic) ?? 0;
    seen.set(c.topic, i + 1);
    topics.set(c.topic, (topics.get(c.topic) ?? 0) + c.score * c.coverage * RETRIEVAL.topicDecay ** i);
  }
  const main = [...topics].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))[0]![0];
  const own = relevant.filter((c) => c.topic === main);
  const kept = own.filter((c) => c.score >= own[0]!.score * RETRIEVAL.minRelativeScore);
  // A word of the question the topic's passages are about (not only mention), and words a passage
  // of another topic is about beyond those: 'how often should she feed' after 'newborn sleep'.
  const covered = new Set(kept.flatMap((c) => c.about));
  const top = relevant[0]!.score;
  const total = [...weights.values()].reduce((sum, w) => sum + w, 0);
  const adds = (c: ScoredPassage) =>
    c.about.filter((t) => !covered.has(t)).reduce((sum, t) => sum + weights.get(t)!, 0) / total;
  // Best first, each must bring words that neither the topic's passages nor an other topic's
  // passage taken before it already cover: two passages adding only 'toddler' to an answer on
  // bedtime bottles add one word, not two answers.
  const others: ScoredPassage[] = [];
  for (const c of relevant
    .filter((c) => c.topic !== main && c.score >= top * RETRIEVAL.otherTopicRelativeScore)
    .sort((a, b) => b.score - a.score || a.id.localeCompare(b.id))) {
    if (adds(c) < RETRIEVAL.otherTopicNewWeight) continue;
    others.push(c);
    for (const t of c.about) covered.add(t);
  }
  // The topic asked about answers first; another topic's passage only adds to it.
  return [...kept, ...others];
}
