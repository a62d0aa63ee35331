import { analysisSchema, type Analysis, type AnalysisInput } from '@nestkeep/common';
import type { AiProvider } from '../provider.js';
import { sliceWhole } from '../../text/storable.js';
import { extractActionSteps } from './actions.js';
import { classifyCategory, classifyPhase, type Classification } from './classify.js';
import { buildHashtags } from './hashtags.js';
import { rankSentences, selectKeyPoints } from './keypoints.js';
import { findList, sentenceCase, type TextList } from './lists.js';
import { withoutPostFurniture } from './post-furniture.js';
import { contentTerms, readSentences, tokenize, type Sentence } from './sentences.js';
import type { Category, Phase } from '@nestkeep/common';

/**
 * The local AI provider (ARCHITECTURE.md "AI providers"): offline, deterministic, explainable.
 * Same input, same output: no randomness, no clock, every sort has a fixed tie-break.
 *
 * - key points: the text's own best sentences (keypoints.ts);
 * - action steps: its imperative and advice sentences (actions.ts);
 * - hashtags: keywords plus category and phase tags (hashtags.ts);
 * - category and phase: weighted keyword lexicons (classify.ts, lexicons.ts);
 * - summary: the page's own description when it reads as one (40-400 characters, not cut off with
 *   '...'), else the 1-2 best-ranked sentences of the text, else the title.
 *
 * The text analysed is the item's text (the page's article text, a caption, a note); without one,
 * the description. Only the first {@link MAX_TEXT_CHARS} characters are read.
 */

export const MAX_TEXT_CHARS = 40_000;
/** A list gives up to this many key points ... */
const MAX_LIST_POINTS = 8;
/** ... and the text around it the rest, up to the contract's 10. */
const MAX_POINTS = 10;
/** A list's intro shorter than this ('Consistency is everything!') says less than its heading and items. */
const MIN_INTRO_WORDS = 8;

export interface LocalExplanation {
  category: Classification<Category>;
  phase: Classification<Phase>;
  keyPoints: Array<{ text: string; score: number }>;
  actionItems: Array<{ text: string; reason: string }>;
  summarySource: 'description' | 'sentences' | 'title' | 'none';
}

export interface LocalAnalysis {
  analysis: Analysis;
  explanation: LocalExplanation;
}

/** Lower case, quotes straightened, punctuation and spaces squashed: for 'is this the same text'. */
function squash(text: string): string {
  return text
    .toLowerCase()
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/[^\p{L}\p{N}']+/gu, ' ')
    .trim();
}

function usableDescription(description: string): boolean {
  const d = description.trim();
  if (d.length < 40 || d.length > 400) return false;
  if (/(?:\.\.\.|…)$/.test(d)) return false;
  if (/\b\d[\d,.]*[km]? (?:likes|comments|views|followers)\b/i.test(d)) return false;
  return d.split(/\s+/).length >= 6;
}

/** How many candidate sentences a text needs before its summary takes two of them. */
const TWO_SENTENCE_SUMMARY = 5;

function summarize(
  title: string,
  description: string,
  sentences: readonly Sentence[],
  titleTerms: readonly string[],
): { summary: string; source: LocalExplanation['summarySource']; used: Sentence[] } {
  if (usableDescription(description)) return { summary: description.trim(), source: 'description', used: [] };
  const ranked = rankSentences(sentences, titleTerms);
  const pool = ranked.length > 0 ? ranked : rankSentences(sentences, titleTerms, true);
  if (pool.length > 0) {
    const first = pool[0]!.sentence;
    const picked = [first];
    const second = pool.find((r) => r.sentence.index !== first.index)?.sentence;
    if (second && first.wordCount < 25 && pool.length >= TWO_SENTENCE_SUMMARY) picked.push(second);
    const summary = picked
      .sort((a, b) => a.index - b.index)
      .map((s) => s.text)
      .join(' ');
    return { summary: sliceWhole(summary, 2000), source: 'sentences', used: picked };
  }
  if (title) return { summary: sliceWhole(title, 2000), source: 'title', used: [] };
  return { summary: '', source: 'none', used: [] };
}

/** 'Anti-colic bottles: tried 3 brands, ...' → 'Anti-colic bottles': a note's own label names it. */
function leadingLabel(sentence: string): string | undefined {
  const label = /^([^:.!?]+):\s/.exec(sentence)?.[1]?.trim();
  const words = label?.split(/\s+/).length ?? 0;
  return label && words >= 2 && words <= 8 ? label : undefined;
}

/** A list's summary when nothing but the list says it: its heading and first items. */
function listSummary(list: TextList): string {
  const items = list.items.slice(0, 3).map((item) =>
    sentenceCase(item[0]!.text)
      .replace(/[.!;:]+$/, '')
      .replace(/^\p{Lu}(?=\p{Ll})/u, (c) => c.toLowerCase()),
  );
  const more = list.items.length > 3 ? ' and more' : '';
  const lead = list.heading ? `${sentenceCase(list.heading)}: ` : '';
  return sliceWhole(`${lead}${items.join('; ')}${more}.`, 2000);
}

/** An item of a list as a key point: its lines' sentences as one readable sentence, without emoji. */
function listPoint(item: readonly Sentence[]): string {
  const [lead, ...rest] = item.map((s) => s.text.replace(/[.;,]$/, ''));
  // A lead-in and the items that finish it ('Keep the cot free of: pillows, bumpers and toys').
  const joined =
    /:$/.test(lead!) && rest.length >= 2
      ? `${lead} ${rest.slice(0, -1).join(', ')} and ${rest.at(-1)}`
      : item.map((s) => s.text).join(' ');
  const text = sentenceCase(joined)
    .replace(/(?:\p{Extended_Pictographic}|\uFE0F|\u200D|\u20E3)+/gu, ' ')
    .replace(/\s+/g, ' ')
    .replace(/\s+([,.;:!?)])/g, '$1')
    .trim()
    .replace(/^\p{Ll}/u, (c) => c.toUpperCase());
  return sliceWhole(/[.!?…)"”]$/u.test(text) ? text : `${text}.`, 500);
}

/**
 * The strongest classifier matches of the chosen category and phase (weight 2 and up), as found in
 * the text: two of the category's, then one of the phase's, then the rest.
 */
function topicTerms(category: Classification<Category>, phase: Classification<Phase>): string[] {
  const strong = (c: Classification<string>) =>
    (c.ranking.find((r) => r.label === c.label)?.matches ?? [])
      .filter((m) => m.weight >= 2 && !m.term.startsWith("age '") && !m.term.startsWith('/'))
      .map((m) => m.surface);
  const cat = strong(category);
  const ph = strong(phase);
  return [...cat.slice(0, 2), ...ph.slice(0, 1), ...cat.slice(2), ...ph.slice(1)];
}

/** The analysis of one item with the reasons behind it. */
export function analyzeLocally(input: AnalysisInput): LocalAnalysis {
  const title = (input.title ?? '').replace(/\s+/g, ' ').trim();
  const description = withoutPostFurniture(input.description ?? '')
    .replace(/\s+/g, ' ')
    .trim();
  const text = withoutPostFurniture((input.text ?? '').slice(0, MAX_TEXT_CHARS));
  const body = text.trim() ? text : description;

  const sentences = readSentences(body);
  const list = findList(sentences);
  const listed = new Set(list?.items.flat().map((s) => s.index));
  const titleTerms = contentTerms(tokenize(`${title}\n${description}`));
  // The title and description are shown anyway: key points and the summary say something else,
  // unless that leaves too little (a caption that is also the description, a text that is only it).
  const shown = [title, text.trim() ? description : ''].map(squash).filter((s) => s.length > 0);
  const unshown = sentences.filter((s) => !shown.some((t) => t.includes(squash(s.text))));
  const fresh = rankSentences(unshown, titleTerms, true).length >= 2 ? unshown : sentences;

  // The post's own hashtags (#toddlerlife, #28weekspregnant) say its topic and age: the
  // classifiers read them, though nothing else quotes them.
  const tagged = `${body}\n${(input.text ?? '').match(/#[\p{L}\p{N}_]+/gu)?.join(' ') ?? ''}`;
  const category = classifyCategory({ title, description, text: tagged });
  const phase = classifyPhase({ title, description, text: tagged });

  // One tip per line under a heading is a list of tips, not of headings: its orders are steps.
  const asRead = sentences.map((s) =>
    listed.has(s.index) && s.kind === 'heading' ? { ...s, kind: 'sentence' as const } : s,
  );
  const steps = extractActionSteps(asRead, undefined, `${title}\n${description}`);
  const stepIndexes = new Set(steps.map((s) => s.sentence.index));
  // A list's text around it (an intro) summarises it; without one, its heading and first items do.
  const around = fresh.filter((s) => !listed.has(s.index));
  // A description that is the whole text (a caption shown as both) would leave nothing for key
  // points: the summary is then its best sentence.
  const ownDescription = squash(description) === squash(body) && sentences.length >= 2 ? '' : description;
  const summarized = summarize(title, ownDescription, list ? around : fresh, titleTerms);
  const { summary, source } =
    list?.main &&
    summarized.source !== 'description' &&
    summarized.used.reduce((n, s) => n + s.wordCount, 0) < MIN_INTRO_WORDS
      ? { summary: listSummary(list), source: 'sentences' as const }
      : summarized;
  // Key points: a list's items, and the best sentences of the text around it (what the list's
  // items explain, a warning after it), in the order they are written.
  const items = (list?.items ?? []).slice(0, MAX_LIST_POINTS);
  // Sections: each heading (not a list's item) starts one.
  const sectionOf = new Map<number, number>();
  let section = 0;
  for (const s of sentences) {
    if (s.kind === 'heading' && !listed.has(s.index)) section += 1;
    sectionOf.set(s.index, section);
  }
  const keySentences = selectKeyPoints(list ? around : fresh, titleTerms, {
    sectionOf,
    avoid: stepIndexes,
    exclude: new Set(summarized.used.map((s) => s.index)),
    shown: contentTerms(tokenize(summary)),
    max: list ? Math.max(0, MAX_POINTS - items.length) : undefined,
    lastResort: !list,
  }).filter((s) => s.text.length <= 500);
  const keyPoints = [
    ...items.map((item) => ({ at: item[0]!.index, text: listPoint(item), score: 1 })),
    ...keySentences.map((s) => ({ at: s.index, text: s.text, score: 0 })),
  ].sort((a, b) => a.at - b.at);
  const ranked = new Map(rankSentences(fresh, titleTerms).map((r) => [r.sentence.index, r.score]));

  // Tags come from what the text says, not its site furniture (cookie banners, 'Log in').
  const said = sentences
    .filter((s) => !s.boilerplate)
    .map((s, i, all) => (i > 0 && all[i - 1]!.block !== s.block ? `\n${s.text}` : s.text))
    .join(' ');
  const hashtags = buildHashtags({ title, description, text: said }, category.label, phase.label, {
    topicTerms: topicTerms(category, phase),
  });

  const analysis: Analysis = {
    summary,
    keyPoints: keyPoints.map((p) => p.text),
    actionItems: steps.map((s) => s.text),
    hashtags,
    category: category.label,
    parentingPhase: phase.label,
  };
  if (!title) {
    const heading =
      (list?.main ? list.heading : undefined) ??
      sentences.find((s) => s.kind === 'heading')?.text ??
      leadingLabel(sentences[0]?.text ?? '') ??
      sentences[0]?.text;
    if (heading) analysis.suggestedTitle = sliceWhole(sentenceCase(heading.replace(/\s*:$/, '')), 120);
  }
  return {
    analysis,
    explanation: {
      category,
      phase,
      keyPoints: keyPoints.map((p) => ({ text: p.text, score: p.score || (ranked.get(p.at) ?? 0) })),
      actionItems: steps.map((s) => ({ text: s.text, reason: s.verdict.reason })),
      summarySource: source,
    },
  };
}

/** The offline, deterministic provider; its output passes the same zod contract as any other. */
export function createLocalProvider(): AiProvider {
  return {
    name: 'local',
    async analyze(input: AnalysisInput): Promise<Analysis> {
      return analysisSchema.parse(analyzeLocally(input).analysis);
    },
  };
}
