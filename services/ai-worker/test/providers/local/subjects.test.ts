import { describe, expect, it } from 'vitest';
import { analyzeLocally } from '../../../src/providers/local/index.js';
import { readSentences } from '../../../src/providers/local/sentences.js';
import { withSubject } from '../../../src/providers/local/subjects.js';

const steps = (text: string) =>
  analyzeLocally({ url: null, platform: 'manual', title: null, description: null, text }).analysis;

describe('action items keep what they are about', () => {
  it("writes out the activity a 'stop as soon as' leaves unsaid", () => {
    const analysis = steps(
      'Swaddling can help newborns feel secure and sleep longer. Make sure the swaddle is snug around the chest but loose around the hips. Always place a swaddled baby on their back to sleep. Stop as soon as your baby shows signs of trying to roll over.',
    );
    expect(analysis.actionItems).toContain(
      'Stop swaddling as soon as your baby shows signs of trying to roll over.',
    );
    // Only the sentences that advise: the first one explains.
    expect(analysis.actionItems).toHaveLength(3);
    expect(analysis.keyPoints.length).toBeGreaterThanOrEqual(1);
    expect(analysis.keyPoints).not.toContain(analysis.summary);
  });

  it("puts the thing the sentence before is about in place of 'it' or 'this'", () => {
    const sentences = readSentences(
      'Many parents use a dummy to settle their baby. Offer it when you put your baby down.',
    );
    expect(withSubject('Offer it when you put your baby down', sentences, 1)).toBe(
      'Offer the dummy when you put your baby down',
    );
    const routine = readSentences('A short bedtime routine helps toddlers wind down. Do this every night.');
    expect(withSubject('Do this every night', routine, 1)).toBe('Do the bedtime routine every night');
  });

  it('leaves an order that says its object alone', () => {
    const sentences = readSentences('Swaddling helps. Stop the feed when baby turns away.');
    expect(withSubject('Stop the feed when baby turns away', sentences, 1)).toBe(
      'Stop the feed when baby turns away',
    );
    expect(withSubject('Try this trick tonight', sentences, 1)).toBe('Try this trick tonight');
  });
});
