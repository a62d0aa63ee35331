import { analysisSchema, CATEGORIES, PHASES } from '@nestkeep/common';
import { describe, expect, it } from 'vitest';
import { analyzeLocally } from '../../../src/providers/local/index.js';
import {
  topicTag,
  MAX_HASHTAGS,
  MIN_HASHTAGS,
  PHASE_TAGS,
  buildHashtags,
  extractKeywords,
  termKeyword,
  toHashtag,
} from '../../../src/providers/local/hashtags.js';
import { isStopword } from '../../../src/providers/local/sentences.js';

const tagPattern = analysisSchema.shape.hashtags.element;
const page = {
  title: 'Tummy Time Tips for Newborns',
  description: 'How to make tummy time easier, even when your baby hates it.',
  text: [
    'Tummy time builds neck and shoulder strength.',
    'Start tummy time on your chest in the first weeks.',
    'A rolled towel under the chest helps.',
    'Always stay with your baby during tummy time.',
  ].join('\n'),
};

describe('toHashtag', () => {
  it('writes lower camel case with letters and digits only', () => {
    expect(toHashtag('tummy time')).toBe('#tummyTime');
    expect(toHashtag('Car-Seat safety!')).toBe('#carSeatSafety');
    expect(toHashtag('sleep')).toBe('#sleep');
    expect(toHashtag('purée')).toBe('#purée');
    expect(toHashtag('!!')).toBe('');
  });
});

describe('extractKeywords', () => {
  it('finds nouns and two-word phrases, the title counting most, stop words never', () => {
    const keywords = extractKeywords(page).map((k) => k.phrase);
    expect(keywords[0]).toBe('tummy time');
    expect(keywords).toContain('chest');
    for (const phrase of keywords)
      for (const word of phrase.split(' ')) expect(isStopword(word) && phrase === word).toBe(false);
  });

  it('writes a keyword as the text writes it most, and keeps phrases seen only once out', () => {
    const keywords = extractKeywords({
      text: 'Car seats save lives. Check car seats often. One booster seat. Start solids at six months; solids can wait.',
    }).map((k) => k.phrase);
    expect(keywords).toContain('car seats');
    expect(keywords).toContain('solids');
    expect(keywords).not.toContain('booster seat');
  });

  it('takes a phrase of the title once, and never a name', () => {
    const keywords = extractKeywords({
      title: 'Safe sleep for newborns',
      text: 'Feeding tips from Freya. Freya says feeding is easier with Freya around.',
    }).map((k) => k.phrase);
    expect(keywords).toContain('safe sleep');
    expect(keywords).not.toContain('freya');
  });
});

describe('termKeyword', () => {
  it('turns a classifier match into a keyword, or nothing for patterns with stop words', () => {
    expect(termKeyword('picky eaters')).toBe('picky eater');
    expect(termKeyword('cry it out')).toBeUndefined();
    expect(termKeyword('baby')).toBeUndefined();
  });
});

describe('buildHashtags', () => {
  it('starts with the category and phase tags, then the topic words, then keywords', () => {
    const tags = buildHashtags(page, 'Development & Learning', 'newborn', { topicTerms: ['tummy time'] });
    expect(tags.slice(0, 3)).toEqual(['#babyDevelopment', '#newborn', '#tummyTime']);
    expect(tags.length).toBeGreaterThanOrEqual(MIN_HASHTAGS);
    expect(tags.length).toBeLessThanOrEqual(MAX_HASHTAGS);
  });

  it('gives at least three valid tags even for an empty text, for every category and phase', () => {
    for (const category of CATEGORIES) {
      for (const phase of PHASES) {
        const tags = buildHashtags({ title: null, description: null, text: null }, category, phase);
        expect(tags.length).toBeGreaterThanOrEqual(MIN_HASHTAGS);
        expect(tags[0]).toBe(topicTag(category, phase));
        if (PHASE_TAGS[phase]) expect(tags).toContain(PHASE_TAGS[phase]);
        for (const tag of tags) expect(tagPattern.safeParse(tag).success).toBe(true);
      }
    }
  });

  it('never repeats a tag, a plural of a tag, or a word of a chosen phrase', () => {
    const tags = buildHashtags(
      { text: 'Toddlers and toddler tantrums. Tantrums happen. Toddler tantrums again. Tantrum tips.' },
      'Parenting Tips',
      'toddler',
      { topicTerms: ['tantrums', 'toddler tantrums'] },
    );
    const lower = tags.map((t) => t.toLowerCase());
    expect(new Set(lower).size).toBe(lower.length);
    expect(lower).not.toContain('#toddlers');
    expect(lower.filter((t) => t.startsWith('#tantrum')).length).toBe(1);
  });

  it('leaves evaluative adjectives and review words out of tags', () => {
    const tags = buildHashtags(
      {
        title: 'The Best Strollers, Tested',
        text: 'The best stroller we tested. Best stroller for travel. Easy fold, easy fold again.',
      },
      'Products & Reviews',
      'general',
    );
    expect(tags).not.toContain('#bestStroller');
    expect(tags).not.toContain('#tested');
    expect(tags).not.toContain('#easyFold');
    expect(tags).toContain('#stroller');
  });

  it('never tags junk or gendered words, nor a word said once in passing', () => {
    const tags = analyzeLocally({
      url: null,
      platform: 'instagram',
      title: null,
      description: null,
      text: 'Sleep coach tip: a warm bath makes a better bedtime routine. Talk softly. Basic but it works. #momlife #boymom #dadlife\nKeep the bedtime routine the same every night.',
    }).analysis.hashtags.map((t) => t.toLowerCase());
    for (const junk of [
      '#coach',
      '#better',
      '#warm',
      '#basic',
      '#talk',
      '#tips',
      '#momlife',
      '#boymom',
      '#dadlife',
      '#bath',
    ])
      expect(tags).not.toContain(junk);
    expect(tags).toContain('#bedtimeroutine');
  });
});
