import { describe, expect, it } from 'vitest';
import {
  cleanLine,
  contentTerms,
  readSentences,
  splitBlocks,
  tokenize,
} from '../../../src/providers/local/sentences.js';

describe('splitBlocks and cleanLine', () => {
  it('splits on line breaks, drops empty lines and takes list markers off', () => {
    expect(
      splitBlocks('Intro.\r\n\r\n- first item\n• second\n3. third\n4) fourth\nStep 5: fifth\n  \n'),
    ).toEqual(['Intro.', 'first item', 'second', 'third', 'fourth', 'fifth']);
  });

  it('keeps numbers that are not list markers', () => {
    expect(cleanLine('2.5 year old turns bedtime into a negotiation')).toBe(
      '2.5 year old turns bedtime into a negotiation',
    );
    expect(cleanLine('-5 degrees outside')).toBe('-5 degrees outside');
    expect(cleanLine('  lots   of   space  ')).toBe('lots of space');
  });
});

describe('readSentences', () => {
  const sentences = readSentences(
    [
      'How to Swaddle Safely',
      'Swaddling calms the startle reflex. Stop once your baby can roll.',
      'Is it safe to swaddle at night?',
      'Written by Maya Chen, certified sleep consultant',
      'Subscribe to our newsletter for weekly tips.',
      'Crackers, cheese, pickles, pear',
    ].join('\n'),
  );
  const byText = (prefix: string) => sentences.find((s) => s.text.startsWith(prefix))!;

  it('never lets a sentence cross a line, and numbers sentences in order', () => {
    expect(sentences.map((s) => s.text)).toEqual([
      'How to Swaddle Safely',
      'Swaddling calms the startle reflex.',
      'Stop once your baby can roll.',
      'Is it safe to swaddle at night?',
      'Written by Maya Chen, certified sleep consultant',
      'Subscribe to our newsletter for weekly tips.',
      'Crackers, cheese, pickles, pear',
    ]);
    expect(sentences.map((s) => s.index)).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect(byText('Stop').firstInBlock).toBe(false);
    expect(byText('Swaddling').firstInBlock).toBe(true);
  });

  it('tells headings and questions from sentences', () => {
    expect(byText('How to').kind).toBe('heading');
    expect(byText('Is it safe').kind).toBe('question');
    expect(byText('Swaddling').kind).toBe('sentence');
  });

  it('marks bylines, newsletter prompts and links as site furniture', () => {
    expect(byText('Written by').boilerplate).toBe(true);
    expect(byText('Subscribe').boilerplate).toBe(true);
    expect(byText('Swaddling').boilerplate).toBe(false);
    expect(readSentences('By Maya Chen, sleep consultant')[0]!.boilerplate).toBe(true);
    expect(readSentences('By day three he used the potty alone.')[0]!.boilerplate).toBe(false);
  });

  it('knows a sentence with a verb from a list of things', () => {
    expect(byText('Swaddling').hasVerb).toBe(true);
    expect(byText('Crackers').hasVerb).toBe(false);
  });

  it('keeps content lemmas and leaves stop words and generic words out', () => {
    expect(byText('Swaddling').terms).toEqual(['swaddle', 'calm', 'startle', 'reflex']);
    expect(contentTerms(tokenize('You should really try to get some good sleep tonight'))).toEqual(['sleep']);
  });
});
