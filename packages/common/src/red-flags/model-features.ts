import type { RedFlagContext } from './index.js';
import * as lexicon from './lexicon.js';
import { matchesAnywhere, normaliseQuestion, readFacts } from './normalise.js';

/** How detect.ts reads a sign at a place in the normalised question (its readSignAt). */
export type ReadSign = (text: string, index: number, matched: string) => 'said' | 'negated' | 'general';

/** Cues and guards in lexicon.ts that are not signs: they never open the net's gate alone. */
const NOT_SIGNS = new Set([
  'WAIT_CUE',
  'SEEN_AND_SETTLED',
  'OVER_AND_CHECKED',
  'BREATHLESS_EXPLAINED',
  'BLOOD_NOT_BLEEDING',
  'MOTHER_FEVER',
]);
const CONCEPTS = Object.entries(lexicon)
  .filter((entry): entry is [string, RegExp] => entry[1] instanceof RegExp && !NOT_SIGNS.has(entry[0]))
  .map(
    ([name, re]) =>
      [name, new RegExp(re.source, re.flags.includes('g') ? re.flags : `${re.flags}g`)] as const,
  );

/** Where a clause starts and which words negate, as the rules read them (detect.ts). */
const CLAUSE_BREAK = /[.,;:!?\n]|\b(?:but|and|although|though|however|yet|so|because|then|while|or|now)\b/;
const NEGATION = /^(?:no|not|never|without|none|nor|neither|\w+n't)$/;
const NEGATION_REACH = 5;

/**
 * Scores sum the weights of a question's features scaled by 1/sqrt(count), but never as if it had
 * fewer than EVIDENCE_FLOOR features: a short question is little evidence, so it stays near the
 * bias (not urgent) instead of letting one strong word decide.
 */
const EVIDENCE_FLOOR = 400;
export const featureScale = (count: number): number => 1 / Math.sqrt(Math.max(count, EVIDENCE_FLOOR));

export interface QuestionFeatures {
  features: string[];
  /** Lexicon sign concepts said of this child (not negated, not asked in general): the net's gate. */
  signs: string[];
}

/**
 * The features the safety net reads (see safety-net.ts), shared with the training script
 * (scripts/train-red-flag-model.mjs imports the build of this file), so training and run time
 * cannot drift: the lexicon's sign concepts as the rules read them (said, negated, general), word
 * unigrams and bigrams and character 3-5-grams of the normalised question with words in a negated
 * clause marked NOT_, and buckets of the pregnancy week, the child's age and a recent birth.
 */
export function questionFeatures(
  question: string,
  context: RedFlagContext | undefined,
  read: ReadSign,
): QuestionFeatures {
  const text = normaliseQuestion(question);
  const facts = readFacts(text, context);
  const features = new Set<string>();
  const signs: string[] = [];
  for (const [name, re] of CONCEPTS) {
    if (!matchesAnywhere(re, text)) continue;
    const readings = new Set([...text.matchAll(re)].map((m) => read(text, m.index, m[0])));
    if (readings.has('said')) signs.push(name);
    for (const reading of readings) features.add(`s:${name}:${reading}`);
  }
  for (const clause of text.split(CLAUSE_BREAK)) {
    const words = clause.match(/[a-z0-9']+/g) ?? [];
    let negatedUntil = -1;
    const marked = words.map((word, i) => {
      if (NEGATION.test(word)) {
        negatedUntil = i + NEGATION_REACH;
        return word;
      }
      return i <= negatedUntil ? `NOT_${word}` : word;
    });
    marked.forEach((word, i) => {
      features.add(`w:${word}`);
      if (i > 0) features.add(`b:${marked[i - 1]} ${word}`);
      if (word.startsWith('NOT_')) return; // a negated word counts as itself, not by its spelling
      const padded = ` ${word} `;
      for (let n = 3; n <= 5; n++)
        for (let j = 0; j + n <= padded.length; j++) features.add(`c:${padded.slice(j, j + n)}`);
    });
  }
  features.add(`ctx:${contextBucket(facts)}`);
  if (facts.postpartum) features.add('ctx:postpartum');
  return { features: [...features], signs };
}

function contextBucket(facts: ReturnType<typeof readFacts>): string {
  if (facts.pregnant) {
    const week = facts.pregnancyWeek;
    if (week == null) return 'pregnant';
    return week < 20 ? 'week<20' : week < 28 ? 'week20-27' : week < 37 ? 'week28-36' : 'week37+';
  }
  const age = facts.ageMonths;
  if (age == null) return 'age?';
  return age < 3 ? 'age<3m' : age < 12 ? 'age3-11m' : age < 60 ? 'age1-4y' : 'age5y+';
}
