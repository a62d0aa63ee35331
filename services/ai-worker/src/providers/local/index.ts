import { analysisSchema, type Analysis, type AnalysisInput } from '@nestkeep/common';
import type { AiProvider } from '../provider.js';
import { sliceWhole } from '../../text/storable.js';
import { extractActionSteps } from './actions.js';
import { classifyCategory, classifyPhase, type Classification } from './classify.js';
import { buildHashtags } from './hashtags.js';
import { MIN_KEY_POINTS, rankSentences, selectKeyPoints } from './keypoints.js';
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

function summarize(
  title: string,
  description: string,
  sentences: readonly Sentence[],
  titleTerms: readonly string[],
): { summary: string; source: LocalExplanation['summarySource'] } {
  if (usableDescription(description)) return { summary: description.trim(), source: 'description' };
  const ranked = rankSentences(sentences, titleTerms);
  if (ranked.length > 0) {
    const first = ranked[0]!.sentence;
    const picked = [first];
    const second = ranked.find((r) => r.sentence !== first && r.sentence.index !== first.index)?.sentence;
    if (second && first.wordCount < 25) picked.push(second);
    const summary = picked
      .sort((a, b) => a.index - b.index)
      .map((s) => s.text)
      .join(' ');
    return { summary: sliceWhole(summary, 2000), source: 'sentences' };
  }
  if (title) return { summary: sliceWhole(title, 2000), source: 'title' };
  return { summary: '', source: 'none' };
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
  const description = (input.description ?? '').replace(/\s+/g, ' ').trim();
  const text = (input.text ?? '').slice(0, MAX_TEXT_CHARS);
  const body = text.trim() ? text : description;

  const sentences = readSentences(body);
  const titleTerms = contentTerms(tokenize(`${title}\n${description}`));
  // The title and description are shown anyway: key points and the summary say something else,
  // unless that leaves too little (a caption that is also the description, a text that is only it).
  const shown = [title, text.trim() ? description : ''].map(squash).filter((s) => s.length > 0);
  const unshown = sentences.filter((s) => !shown.some((t) => t.includes(squash(s.text))));
  const fresh = rankSentences(unshown, titleTerms).length >= MIN_KEY_POINTS ? unshown : sentences;

  const category = classifyCategory({ title, description, text: body });
  const phase = classifyPhase({ title, description, text: body });

  const steps = extractActionSteps(sentences, undefined, `${title}\n${description}`);
  const stepIndexes = new Set(steps.map((s) => s.sentence.index));
  const { summary, source } = summarize(title, description, fresh, titleTerms);
  const keySentences = selectKeyPoints(fresh, titleTerms, {
    avoid: stepIndexes,
    shown: contentTerms(tokenize(summary)),
  }).filter((s) => s.text.length <= 500);
  const ranked = new Map(rankSentences(fresh, titleTerms).map((r) => [r.sentence.index, r.score]));

  const hashtags = buildHashtags({ title, description, text: body }, category.label, phase.label, {
    topicTerms: topicTerms(category, phase),
  });

  const analysis: Analysis = {
    summary,
    keyPoints: keySentences.map((s) => s.text),
    actionItems: steps.map((s) => s.text),
    hashtags,
    category: category.label,
    parentingPhase: phase.label,
  };
  if (!title) {
    const heading = sentences.find((s) => s.kind === 'heading') ?? sentences[0];
    if (heading) analysis.suggestedTitle = sliceWhole(heading.text, 120);
  }
  return {
    analysis,
    explanation: {
      category,
      phase,
      keyPoints: keySentences.map((s) => ({ text: s.text, score: ranked.get(s.index) ?? 0 })),
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
