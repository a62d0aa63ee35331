import { describe, expect, it } from 'vitest';
import { analyzeLocally } from '../../../src/providers/local/index.js';
import { findList, sentenceCase } from '../../../src/providers/local/lists.js';
import { isPostFurniture, withoutPostFurniture } from '../../../src/providers/local/post-furniture.js';
import { readSentences } from '../../../src/providers/local/sentences.js';

const bedtimeScreenshot = [
  '@sleepcoach.jen',
  'BEDTIME ROUTINE',
  '5 tips for a better bedtime routine',
  '1. Start the routine at the same time every night.',
  '2) Keep the room dark, cool and quiet.',
  '• A warm bath helps your baby wind down.',
  '✓ Read one or two short books together.',
  '🌙 Put your baby down drowsy but awake.',
  'Consistency is everything!',
  'Save this for later 💤',
  'Follow @sleepcoach.jen for more tips',
  '#babysleep #momlife #coach',
].join('\n');

const analyse = (text: string, title: string | null = null) =>
  analyzeLocally({ url: null, platform: 'instagram', title, description: null, text }).analysis;

describe('lists in screenshots and pages', () => {
  it('makes every tip of a numbered or bulleted list a key point and keeps its heading as the title', () => {
    const analysis = analyse(bedtimeScreenshot);
    expect(analysis.suggestedTitle).toBe('5 tips for a better bedtime routine');
    expect(analysis.keyPoints).toEqual([
      'Start the routine at the same time every night.',
      'Keep the room dark, cool and quiet.',
      'A warm bath helps your baby wind down.',
      'Read one or two short books together.',
      'Put your baby down drowsy but awake.',
    ]);
    expect(analysis.keyPoints).not.toContain(analysis.summary);
    const said = JSON.stringify(analysis).toLowerCase();
    for (const junk of ['sleepcoach', 'save this', 'follow', 'momlife', '#coach', '#better', '#warm'])
      expect(said).not.toContain(junk);
  });

  it('reads one tip per line under a heading as a list, with a shouted heading in sentence case', () => {
    const analysis = analyse(
      [
        'HOW TO SURVIVE THE 4 MONTH SLEEP REGRESSION',
        'Shorten the wake windows',
        'Offer an extra nap',
        'Keep the room dark',
        'Stay consistent with the routine',
      ].join('\n'),
    );
    expect(analysis.suggestedTitle).toBe('How to survive the 4 month sleep regression');
    expect(analysis.keyPoints).toHaveLength(4);
    expect(analysis.keyPoints[0]).toBe('Shorten the wake windows');
  });

  it('does not read an article of one-sentence paragraphs as a list', () => {
    const text = [
      'How to Handle Toddler Tantrums Calmly',
      'Tantrums are a normal part of toddlerhood, when big feelings outpace small vocabularies.',
      'A tantrum is not manipulation; it is a small person overwhelmed by emotion.',
      'Stay calm yourself, because your toddler borrows your nervous system.',
      'Hunger, tiredness and transitions cause many meltdowns.',
    ].join('\n');
    expect(findList(readSentences(text))).toBeUndefined();
  });

  it('puts only shouted lines in sentence case, keeping acronyms', () => {
    expect(sentenceCase('SAFE SLEEP: THE NHS ADVICE')).toBe('Safe sleep: the NHS advice');
    expect(sentenceCase('Keep the iPad away')).toBe('Keep the iPad away');
  });
});

describe('post furniture', () => {
  it('drops handles, calls to act on the post and trailing hashtags, never advice', () => {
    for (const line of [
      '@sleepy.nest.mama',
      'Swipe for more ➡️',
      'Save this for later',
      'Follow @jen for daily tips',
      'Link in bio!',
      'Comment SLEEP and I will send you my guide',
      '#momlife #babysleep',
    ])
      expect(isPostFurniture(line), line).toBe(true);
    for (const line of [
      "Follow your baby's cues.",
      'Share the night feeds with your partner.',
      'Comment on what your toddler is doing.',
    ])
      expect(isPostFurniture(line), line).toBe(false);
    expect(withoutPostFurniture('Keep naps short #napsupport #momlife\nthanks to @jen for this')).toBe(
      'Keep naps short\nthanks to for this',
    );
  });
});
