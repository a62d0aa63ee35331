import { describe, expect, it } from 'vitest';
import {
  MAX_KEY_POINTS,
  inverseFrequencies,
  keyPointCount,
  overlap,
  rankSentences,
  selectKeyPoints,
} from '../../../src/providers/local/keypoints.js';
import { contentTerms, readSentences, tokenize } from '../../../src/providers/local/sentences.js';

const text = [
  'Why Newborn Sleep Is So Unpredictable',
  'Newborns sleep between fourteen and seventeen hours a day, but only in short stretches.',
  'Their sleep cycles last about fifty minutes, much shorter than an adult sleep cycle.',
  'Newborn sleep cycles are short, lasting roughly fifty minutes compared with adult sleep cycles.',
  'Is it normal for a newborn to wake every two hours?',
  'Day-night confusion is common in the first weeks and usually fades by eight weeks.',
  'A dark room at night and daylight during the day help set the body clock.',
  'Subscribe to our newsletter for more sleep tips every week.',
  'This is why so many parents feel exhausted and sleep deprived during the newborn months.',
  'Safe sleep means a firm, flat mattress with no pillows, bumpers or blankets.',
  'White noise can help some babies link sleep cycles together.',
  'Most babies begin to sleep longer stretches at night between three and six months.',
].join('\n');
const sentences = readSentences(text);
const titleTerms = contentTerms(tokenize('Newborn sleep cycles explained'));

describe('rankSentences', () => {
  it('scores only full sentences, not headings, questions or site furniture', () => {
    const ranked = rankSentences(sentences, titleTerms).map((r) => r.sentence.text);
    expect(ranked).not.toContain('Why Newborn Sleep Is So Unpredictable');
    expect(ranked).not.toContain('Is it normal for a newborn to wake every two hours?');
    expect(ranked.some((t) => t.startsWith('Subscribe'))).toBe(false);
  });

  it('explains each score by its parts and ranks sentences about the topic first', () => {
    const ranked = rankSentences(sentences, titleTerms);
    const best = ranked[0]!;
    expect(Object.keys(best.parts).sort()).toEqual(['centrality', 'length', 'penalty', 'position', 'title']);
    expect(best.sentence.terms).toEqual(expect.arrayContaining(['sleep']));
    const leaning = ranked.find((r) => r.sentence.text.startsWith('This is why'))!;
    expect(leaning.parts.penalty).toBeGreaterThan(0);
  });

  it('computes inverse frequencies over the sentences', () => {
    const idf = inverseFrequencies(sentences);
    expect(idf.get('sleep')!).toBeLessThan(idf.get('mattress')!);
  });
});

describe('selectKeyPoints', () => {
  const points = selectKeyPoints(sentences, titleTerms);

  it('takes 3 to 5 sentences of the text itself, in the order of the text', () => {
    expect(points.length).toBeGreaterThanOrEqual(3);
    expect(points.length).toBeLessThanOrEqual(MAX_KEY_POINTS);
    for (const point of points) expect(text).toContain(point.text);
    const indexes = points.map((p) => p.index);
    expect([...indexes].sort((a, b) => a - b)).toEqual(indexes);
  });

  it('leaves out a sentence that says the same as one already chosen', () => {
    const cycles = points.filter((p) => /fifty minutes/.test(p.text));
    expect(cycles.length).toBeLessThanOrEqual(1);
    expect(overlap(sentences[2]!.terms, sentences[3]!.terms)).toBeGreaterThanOrEqual(0.5);
  });

  it('avoids sentences used as action steps while others remain', () => {
    const avoid = new Set(points.map((p) => p.index));
    const others = selectKeyPoints(sentences, titleTerms, { avoid });
    expect(others.some((p) => avoid.has(p.index))).toBe(false);
  });

  it('scales the number of points with the text', () => {
    expect([0, 2, 5, 8, 14, 15, 40].map(keyPointCount)).toEqual([0, 2, 3, 4, 4, 5, 5]);
    expect(selectKeyPoints(readSentences('Too short.'), [])).toEqual([]);
  });
});
