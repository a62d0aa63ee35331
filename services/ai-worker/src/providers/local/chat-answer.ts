import { NOTHING_RELEVANT_ANSWER, weeksPregnantText, type ChatChild } from '@nestkeep/common';
import { isGeneric, terms, words } from '../../chat/terms.js';
import type { ChatAnswer, ChatAnswerer, ChatAnswerInput, ChatPassage } from '../provider.js';
import { SAVED_HEADING } from '../../chat/saves.js';
import { repeatsCallLine } from '../../chat/urgent-guidance.js';
import { sentenceAgeFit } from './chat-ages.js';

/**
 * The local provider's answers (issue 8 point 5): made only of sentences of the retrieved
 * passages, never a word of fact of its own. It picks the sentences that share the most words
 * with the question (each passage's best one first, then the best of the rest, at most
 * {@link MAX_SENTENCES}), keeps them in passage-rank then reading order, and ends each with its
 * citation [n]. Trusted guidance may be introduced by one fixed framing line naming the child;
 * the parent's saved items follow under their own heading.
 */

export const MAX_SENTENCES = 5;
const MAX_PER_PASSAGE = 3;
/** Sentences longer than this read as a wall of text in a chat; they are chosen only as a last resort. */
const LONG_SENTENCE = 320;
/** A generic question word's ('longer', 'tips') share of its weight in choosing sentences. */
const GENERIC_SHARE = 0.25;

export { SAVED_HEADING };
const FRAMING_TAIL = 'here is what trusted guidance says:';

/** The fixed framing line for this child: a template filled with the name and age, never a fact. */
export function framingLine(child: ChatChild): string {
  if (child.stage === 'trying-to-conceive') return `While you are trying to conceive, ${FRAMING_TAIL}`;
  if (child.pregnancyWeek !== null) return `At ${weeksPregnantText(child.pregnancyWeek)}, ${FRAMING_TAIL}`;
  const name = child.name?.trim() || null;
  // The age label may come as 'Maya, 5 months old'; the name is said once.
  const age =
    child.ageMonths !== null || child.ageWeeks !== null
      ? (child.ageLabel?.replace(new RegExp(`^${escapeRegExp(name ?? '')},\\s*`), '').trim() ?? null)
      : null;
  if (name && age) return `For ${name} (${age}), ${FRAMING_TAIL}`;
  if (name) return `For ${name}, ${FRAMING_TAIL}`;
  if (age) return `For your child (${age}), ${FRAMING_TAIL}`;
  return `Here is what trusted guidance says:`;
}

/** True for a line the composer writes itself: a framing line or the saved items' heading. */
export function isComposerLine(line: string): boolean {
  const l = line.trim();
  return (
    l === SAVED_HEADING ||
    /^(?:(?:For .+|At \d+ weeks? pregnant|While you are trying to conceive), )?here is what trusted guidance says:$/i.test(
      l,
    )
  );
}

function escapeRegExp(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

const ABBREVIATIONS = new Set(['e.g', 'i.e', 'dr', 'mr', 'mrs', 'ms', 'st', 'approx', 'vs', 'etc']);

/** The sentences of a passage, in order: lines, then full stops that end a sentence (not 'e.g.'). */
export function splitSentences(text: string): string[] {
  const out: string[] = [];
  for (const line of text.split(/\n+/)) {
    let start = 0;
    for (const m of line.matchAll(/[.!?]["')\]]*\s+(?=["'(]?[A-Z0-9])/g)) {
      const before = line.slice(start, m.index).split(/\s+/).pop()?.toLowerCase() ?? '';
      if (ABBREVIATIONS.has(before.replace(/\.$/, ''))) continue;
      out.push(line.slice(start, m.index + m[0].trimEnd().length).trim());
      start = m.index + m[0].length;
    }
    out.push(line.slice(start).trim());
  }
  return out.map((s) => s.replace(/^[-*•]\s+/, '')).filter((s) => /[\p{L}\p{N}]/u.test(s));
}

interface Candidate {
  passage: ChatPassage;
  index: number;
  text: string;
  overlap: number;
  /** sentenceAgeFit: below 1 when it speaks only of other ages. */
  fit: number;
  own: ReadonlySet<string>;
}

/** Two sentences that say much the same (two organisations on brushing first teeth): one is enough. */
function sameSaying(a: ReadonlySet<string>, b: ReadonlySet<string>): boolean {
  const shared = [...a].filter((t) => b.has(t)).length;
  return shared / Math.max(1, a.size + b.size - shared) >= 0.6;
}

/** Who to call and how soon: 3 emergency, 2 urgent, 1 a professional to see; 0 for no action. */
export function actionLevel(sentence: string): number {
  if (
    !/\b(?:call|calling|see|seen|speak|talk|contact|ask|check(?:ed)?|go(?:ing)? to|taken to|needs?)\b/i.test(
      sentence,
    )
  )
    return 0;
  if (/\b(?:999|911|112|a&e|emergency|ambulance)\b/i.test(sentence)) return 3;
  if (/\b(?:111|urgent(?:ly)?|straight away|immediately|same day|right away)\b/i.test(sentence)) return 2;
  return /\b(?:gp|doctor|midwife|maternity unit|health visitor|pharmacist|dentist|p(?:a)?ediatrician)\b/i.test(
    sentence,
  )
    ? 1
    : 0;
}

/** A passage's most urgent action sentence; the first of equals. */
function actionOf(own: readonly Candidate[]): Candidate | undefined {
  let best: Candidate | undefined;
  for (const c of own) if (actionLevel(c.text) > (best ? actionLevel(best.text) : 0)) best = c;
  return best;
}

/** The sentences to answer with, in the order they are shown. */
export function chooseSentences(input: ChatAnswerInput): Candidate[] {
  const name = new Set(input.child.name ? words(input.child.name) : []);
  const termsOf = (text: string) =>
    terms(
      words(text)
        .filter((w) => !name.has(w))
        .join(' '),
    );
  let query = new Set(termsOf(input.question));
  // A follow-up without a topic word of its own ('and is that normal?') was searched together
  // with the parent's previous question (see answer.ts); its sentences are chosen the same way.
  const previous = input.history.findLast(
    (h) => h.role === 'user' && h.content.trim() !== input.question.trim(),
  );
  if (![...query].some((q) => !isGeneric(q)) && previous)
    query = new Set([...termsOf(previous.content), ...query]);
  // After an urgent banner, which says whom to call, no sentence says the call again (issue 22).
  const split = input.passages
    .flatMap((passage) =>
      splitSentences(passage.text).map((text, index) => ({
        passage,
        index,
        text,
        own: new Set(terms(text)),
      })),
    )
    .filter((s) => !(input.urgentPreamble && repeatsCallLine(s.text)));
  // A word in every sentence ('baby') says less about which sentence answers than a rare one, and
  // a generic word ('longer', 'week') little at all.
  const weight = new Map(
    [...query].map((q) => [
      q,
      Math.log(1 + split.length / Math.max(1, split.filter((s) => s.own.has(q)).length)) *
        (isGeneric(q) ? GENERIC_SHARE : 1),
    ]),
  );
  const strongest = Math.max(0, ...weight.values());
  const candidates: Candidate[] = split.map(({ passage, index, text, own }) => {
    const matched = [...query].filter((q) => own.has(q));
    // Only a sentence with a topic word of the question answers it: 'wake' in a seizure passage
    // does not answer 'sleep longer'. One about the child's own age then counts extra
    // ('Toddlers aged 1 to 2 years need 11 to 14 hours' for 'how much should she sleep').
    const topical = matched.some((q) => !isGeneric(q));
    const fit = sentenceAgeFit(text, input.child);
    const bonus = topical && fit > 1 ? strongest / 2 : 0;
    const overlap = topical ? (matched.reduce((sum, q) => sum + weight.get(q)!, 0) + bonus) * fit : 0;
    return { passage, index, text, fit, own, overlap: text.length > LONG_SENTENCE ? overlap / 4 : overlap };
  });
  const rankWeight = (c: Candidate) => c.overlap / (1 + 0.25 * (c.passage.n - 1));
  const better = (a: Candidate, b: Candidate) =>
    rankWeight(b) - rankWeight(a) || a.passage.n - b.passage.n || a.index - b.index;

  const chosen: Candidate[] = [];
  // Sentences far weaker than the best one (a lone 'baby') are not worth a parent's time; a
  // passage's own best sentence may be a little weaker than the rest must be.
  const best = Math.max(0, ...candidates.map((c) => c.overlap));
  const above = (share: number) => (c: Candidate) => c.overlap > 0 && c.overlap >= share * best;
  const fresh = (c: Candidate) => !chosen.some((x) => sameSaying(x.own, c.own));
  // Each passage's best sentence; the top passage's opening one when only its title or keywords matched.
  for (const passage of input.passages) {
    if (chosen.length >= MAX_SENTENCES) break;
    const own = candidates.filter((c) => c.passage === passage && fresh(c));
    const pick =
      own.filter(above(0.25)).sort(better)[0] ?? (passage === input.passages[0] ? own[0] : undefined);
    if (pick) chosen.push(pick);
  }
  // Then the best of the rest, leaving out sentences about other ages.
  for (const c of candidates.filter((c) => above(0.4)(c) && c.fit >= 1).sort(better)) {
    if (chosen.length >= MAX_SENTENCES) break;
    if (
      chosen.includes(c) ||
      !fresh(c) ||
      chosen.filter((x) => x.passage === c.passage).length >= MAX_PER_PASSAGE
    ) {
      continue;
    }
    chosen.push(c);
  }
  // The answer keeps its first passage's action sentence (who to call, when), and a symptom answer
  // ends with its topic's "get help now if..." line; the weakest other sentences make room for them.
  const lead = chosen.find((c) => c.passage.kind === 'trusted')?.passage;
  const help = input.passages.find((p) => p.getHelp && p.kind === 'trusted');
  const line = help && lead ? actionOf(candidates.filter((c) => c.passage === help)) : undefined;
  const leadAction =
    lead && lead !== help ? actionOf(candidates.filter((c) => c.passage === lead)) : undefined;
  const action = leadAction && (!line || !sameSaying(leadAction.own, line.own)) ? leadAction : undefined;
  const extras = [action, line].filter((c): c is Candidate => c !== undefined);
  const rest = chosen
    .filter((c) => !extras.includes(c) && extras.every((x) => !sameSaying(c.own, x.own)))
    .sort(better)
    .slice(0, MAX_SENTENCES - extras.length);
  const shown = [...rest, ...(action ? [action] : [])].sort(
    (a, b) => a.passage.n - b.passage.n || a.index - b.index,
  );
  return line ? [...shown, line] : shown;
}

/** Paragraphs of one passage's sentences, each sentence ending with its citation. */
function paragraphs(chosen: readonly Candidate[]): string[] {
  const byPassage = new Map<number, string[]>();
  for (const c of chosen)
    byPassage.set(c.passage.n, [...(byPassage.get(c.passage.n) ?? []), `${c.text} [${c.passage.n}]`]);
  return [...byPassage.values()].map((s) => s.join(' '));
}

/** The composed answer (without urgent preamble or disclaimer, which the caller adds). */
export function composeAnswer(input: ChatAnswerInput): ChatAnswer {
  // A save that goes against guidance is shown by its note (chat/saves.ts), never by its sentences.
  const chosen = chooseSentences({ ...input, passages: input.passages.filter((p) => !p.notes?.length) });
  if (chosen.length === 0) return { content: NOTHING_RELEVANT_ANSWER, cited: [] };
  const trusted = chosen.filter((c) => c.passage.kind === 'trusted');
  const saved = chosen.filter((c) => c.passage.kind === 'saved');
  const blocks: string[] = [];
  if (trusted.length) blocks.push(framingLine(input.child), ...paragraphs(trusted));
  if (saved.length) blocks.push(SAVED_HEADING, ...paragraphs(saved));
  const cited = [...new Set([...trusted, ...saved].map((c) => c.passage.n))];
  return { content: blocks.join('\n\n'), cited };
}

/** The local answerer: composes, then hands the text on word by word. */
export function createLocalChatAnswerer(): ChatAnswerer {
  return {
    name: 'local',
    async answerQuestion(input, onToken) {
      const answer = composeAnswer(input);
      for (const token of answer.content.match(/\S+\s*/g) ?? []) onToken(token);
      return answer;
    },
  };
}
