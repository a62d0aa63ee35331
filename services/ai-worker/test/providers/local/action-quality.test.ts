import { readFile } from 'node:fs/promises';
import { eng as stopwords } from 'stopword';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Analysis, Platform } from '@nestkeep/common';
import { reflowOcrText } from '../../../src/ocr/reflow.js';
import { analyzeLocally } from '../../../src/providers/local/index.js';

/**
 * Analysis quality of the local provider on texts it was never tuned on (issue 7 point 15):
 * 34 parenting texts written for this test (captions, blog excerpts, Reddit posts, OCR'd
 * screenshots), each hand-labelled with the actions a careful reader would list. Printed: recall
 * of those actions, how many extracted actions are copied sentences rather than short
 * imperatives, and the duplicate rates of key points and hashtags. The test fails below the floors.
 */

/** Floors (the code before issue 7 scored recall 60%, 78% copied actions, 63% repeated key points). */
const FLOOR = {
  actionRecall: 0.75,
  copiedActions: 0.4,
  keyPointDuplicates: 0,
  hashtagDuplicates: 0,
  junkHashtags: 0,
};

interface LabelledText {
  id: string;
  kind: 'reddit' | 'instagram' | 'tiktok' | 'blog' | 'ocr';
  title: string | null;
  text: string;
  actions: string[];
}

const PLATFORM: Record<LabelledText['kind'], Platform> = {
  reddit: 'reddit',
  instagram: 'instagram',
  tiktok: 'tiktok',
  blog: 'other',
  ocr: 'manual',
};

const STOP = new Set([
  ...stopwords,
  'your',
  'you',
  'baby',
  'babies',
  'child',
  'children',
  'every',
  'time',
  'times',
]);

/** Crude stems, so 'warmed' meets 'warm' and 'movements' meets 'movement'. */
function stem(word: string): string {
  return word.replace(/(?:ing|ed|es|s|ly)$/, '').slice(0, 5);
}

function keyWords(text: string): string[] {
  return [
    ...new Set(
      text
        .toLowerCase()
        .replace(/[’']/g, "'")
        .split(/[^\p{L}\p{N}':.]+/u)
        .map((w) => w.replace(/^[':.]+|[':.]+$/g, ''))
        .filter((w) => w.length >= 2 && !STOP.has(w))
        .map(stem),
    ),
  ];
}

/** A labelled action is found when one extracted action holds at least 60% of its key words. */
function found(label: string, extracted: readonly string[]): boolean {
  const want = keyWords(label);
  const need = Math.max(1, Math.ceil(want.length * 0.6));
  return extracted.some((a) => {
    const have = new Set(keyWords(a));
    return want.filter((w) => have.has(w)).length >= need;
  });
}

/** Share of a's key words found in b. */
function contained(a: string, b: string): number {
  const wa = keyWords(a);
  const wb = new Set(keyWords(b));
  return wa.length ? wa.filter((w) => wb.has(w)).length / wa.length : 0;
}

const NEAR_DUPLICATE = 0.6;

/** Key points repeating the summary, or an earlier key point (near-duplicates too). */
function duplicateKeyPoints(analysis: Analysis): string[] {
  const dupes: string[] = [];
  analysis.keyPoints.forEach((point, i) => {
    const earlier = analysis.keyPoints.slice(0, i);
    if (
      contained(point, analysis.summary) >= NEAR_DUPLICATE ||
      earlier.some((e) => contained(point, e) >= NEAR_DUPLICATE || contained(e, point) >= NEAR_DUPLICATE)
    )
      dupes.push(point);
  });
  return dupes;
}

/** Tags shown twice: the same letters in any case, or a singular and its plural. */
function duplicateHashtags(tags: readonly string[]): string[] {
  const seen = new Set<string>();
  const dupes: string[] = [];
  for (const tag of tags) {
    const key = tag
      .toLowerCase()
      .replace(/^#/, '')
      .replace(/(?:es|s)$/, '');
    if (seen.has(key)) dupes.push(tag);
    seen.add(key);
  }
  return dupes;
}

/** Words that are not topics: platform and page furniture, calls to action, URL bits, numbers. */
const JUNK =
  /^#(?:screenshot|img|image|photo|pic|offer|click|www|http|https|com|org|net|html|link|bio|code|save|share|follow|comment|like|post|repost|fyp|foryou|viral|reel|reels|ad|sponsored|discount|off|price|deal|group|chat|thing|lot|today)$/i;
function junkHashtags(tags: readonly string[]): string[] {
  return tags.filter((t) => JUNK.test(t) || /\d/.test(t));
}

/** An action that is one of the text's sentences word for word (not rewritten as an imperative). */
function copied(action: string, text: string): boolean {
  const squash = (s: string) =>
    s
      .toLowerCase()
      .replace(/[^\p{L}\p{N}]+/gu, ' ')
      .trim();
  const sentences = text
    .split(/(?<=[.!?])\s+|\n+/)
    .map(squash)
    .filter(Boolean);
  return sentences.includes(squash(action));
}

let texts: LabelledText[];
const outcomes: Array<{ t: LabelledText; analysis: Analysis }> = [];

beforeAll(async () => {
  texts = JSON.parse(
    await readFile(new URL('../../fixtures/action-texts/texts.json', import.meta.url), 'utf8'),
  ) as LabelledText[];
  for (const t of texts) {
    const { analysis } = analyzeLocally({
      url: null,
      platform: PLATFORM[t.kind],
      title: t.title,
      description: null,
      // Screenshots reach the provider as the worker sends them: OCR lines joined into sentences.
      text: t.kind === 'ocr' ? reflowOcrText(t.text) : t.text,
    });
    outcomes.push({ t, analysis });
  }
});

describe('local provider on 34 hand-labelled texts it was not tuned on', () => {
  it('finds the actions a careful reader lists, as short imperatives, with no repeated key points or hashtags', () => {
    expect(texts.length).toBeGreaterThanOrEqual(30);
    let labelled = 0;
    let hits = 0;
    let actions = 0;
    let copies = 0;
    let keyPoints = 0;
    let keyPointDupes = 0;
    let tags = 0;
    let tagDupes = 0;
    let junk = 0;
    const report: string[] = [];
    for (const { t, analysis } of outcomes) {
      const missed = t.actions.filter((a) => !found(a, analysis.actionItems));
      labelled += t.actions.length;
      hits += t.actions.length - missed.length;
      actions += analysis.actionItems.length;
      copies += analysis.actionItems.filter((a) => copied(a, t.text)).length;
      const kpDupes = duplicateKeyPoints(analysis);
      keyPoints += analysis.keyPoints.length;
      keyPointDupes += kpDupes.length;
      const hDupes = duplicateHashtags(analysis.hashtags);
      const hJunk = junkHashtags(analysis.hashtags);
      tags += analysis.hashtags.length;
      tagDupes += hDupes.length;
      junk += hJunk.length;
      report.push(
        `${t.id}: actions ${t.actions.length - missed.length}/${t.actions.length}` +
          (missed.length ? ` missed [${missed.join(' | ')}]` : '') +
          `\n    extracted: ${analysis.actionItems.join(' | ')}` +
          (kpDupes.length ? `\n    repeated key points: ${kpDupes.join(' | ')}` : '') +
          `\n    hashtags: ${analysis.hashtags.join(' ')}` +
          (hDupes.length || hJunk.length ? ` (repeated: ${hDupes.join(' ')}; junk: ${hJunk.join(' ')})` : ''),
      );
    }
    const figures = {
      actionRecall: hits / labelled,
      copiedActions: actions ? copies / actions : 0,
      keyPointDuplicates: keyPoints ? keyPointDupes / keyPoints : 0,
      hashtagDuplicates: tags ? tagDupes / tags : 0,
      junkHashtags: tags ? junk / tags : 0,
    };
    console.log(report.join('\n'));
    console.log(
      `action recall ${hits}/${labelled} = ${(100 * figures.actionRecall).toFixed(1)}%; ` +
        `actions copied word for word ${copies}/${actions} = ${(100 * figures.copiedActions).toFixed(1)}%; ` +
        `duplicate key points ${keyPointDupes}/${keyPoints} = ${(100 * figures.keyPointDuplicates).toFixed(1)}%; ` +
        `duplicate hashtags ${tagDupes}/${tags} = ${(100 * figures.hashtagDuplicates).toFixed(1)}%; ` +
        `junk hashtags ${junk}/${tags} = ${(100 * figures.junkHashtags).toFixed(1)}%`,
    );
    expect(figures.actionRecall).toBeGreaterThanOrEqual(FLOOR.actionRecall);
    expect(figures.copiedActions).toBeLessThanOrEqual(FLOOR.copiedActions);
    expect(figures.keyPointDuplicates).toBeLessThanOrEqual(FLOOR.keyPointDuplicates);
    expect(figures.hashtagDuplicates).toBeLessThanOrEqual(FLOOR.hashtagDuplicates);
    expect(figures.junkHashtags).toBeLessThanOrEqual(FLOOR.junkHashtags);
  });
});
