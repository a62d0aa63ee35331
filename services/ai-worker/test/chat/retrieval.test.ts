import { describe, expect, it } from 'vitest';
import type { SavedPassage } from '@nestkeep/common';
import { ageFit, ageTargetOf, AGE_FIT, statedAgeTarget } from '../../src/chat/age-fit.js';
import { loadKnowledgeBase } from '../../src/chat/knowledge.js';
import { createRetriever } from '../../src/chat/retrieval.js';
import { stem, terms, withinOneEdit } from '../../src/chat/terms.js';
import { child, FIXTURE_KNOWLEDGE, maya, pregnantAt } from './support.js';

const fixture = createRetriever(loadKnowledgeBase(FIXTURE_KNOWLEDGE));
const real = createRetriever(loadKnowledgeBase());
const ask = (question: string, who = maya(1), savedPassages: SavedPassage[] = [], r = fixture) =>
  r.retrieve({ question, child: who, savedPassages });
const ids = (question: string, who = maya(1), saved: SavedPassage[] = [], r = fixture) =>
  ask(question, who, saved, r).map((p) => p.id);

const lavender: SavedPassage = {
  itemId: 42,
  title: "Grandma Rosie's lavender wind-down",
  url: 'https://www.instagram.com/p/lavender/',
  text: 'A warm lavender bath, then the Rosie lullaby twice, then lights out. The lullaby is hummed, never sung loudly.',
  phase: 'infant',
};

describe('search terms', () => {
  it('stems plurals and endings so word forms meet', () => {
    expect(stem('babies')).toBe(stem('baby'));
    expect(terms('feeding')).toEqual(terms('feeds'));
    expect(terms('swaddling')).toEqual(terms('swaddled'));
    expect(terms('teething')).toEqual(terms('teeth'));
    expect(terms('caring cared cares')).toEqual(terms('care care care'));
    expect(terms('care')).not.toEqual(terms('car'));
    expect(terms('sitting')).toEqual(terms('sit'));
  });

  it('maps parents’ words to one form', () => {
    expect(terms('nappy')).toEqual(terms('diaper'));
    expect(terms('cot')).toEqual(terms('crib'));
    expect(terms('dummy')).toEqual(terms('pacifier'));
    expect(terms('calpol')).toEqual(terms('acetaminophen'));
    expect(terms('tylenol')).toEqual(terms('paracetamol'));
    expect(terms('temp')).toEqual(terms('temperature'));
    expect(terms('poop')).toEqual(terms('stool'));
    expect(terms('she keeps throwing up')).toContain(terms('vomit')[0]);
    expect(terms('tummy')).toEqual(terms('stomach'));
  });

  it('drops stop words', () => {
    expect(terms('what should I do about the')).toEqual([]);
  });

  it('knows one edit from two', () => {
    expect(withinOneEdit('pacifer', 'pacifier')).toBe(true);
    expect(withinOneEdit('slepe', 'sleep')).toBe(true); // swap
    expect(withinOneEdit('frmla', 'formula')).toBe(false);
  });
});

describe('age fit', () => {
  it('reads the child: a date gives a point, a stage its range', () => {
    expect(ageTargetOf(maya(5))).toEqual({ childMonths: [5, 5] });
    expect(ageTargetOf(pregnantAt(24))).toEqual({ pregnancyWeeks: [24, 24] });
    expect(ageTargetOf(child({ stage: 'pregnant-2nd' }))).toEqual({ pregnancyWeeks: [14, 27] });
    expect(ageTargetOf(child({ stage: 'pregnant-1st' }))).toEqual({ pregnancyWeeks: [1, 13] });
    expect(ageTargetOf(child({ stage: 'toddler' }))).toEqual({ childMonths: [12, 35] });
    expect(ageTargetOf(child({ stage: 'newborn' }))).toEqual({ childMonths: [0, 2] });
    expect(ageTargetOf(child({ stage: 'trying-to-conceive' }))).toEqual({ trying: true });
  });

  it('prefers fitting passages and strongly pushes down another phase of life', () => {
    const toddler = ageTargetOf(maya(24));
    expect(ageFit(toddler, { childMonths: [12, 36] })).toBe(AGE_FIT.fits);
    expect(ageFit(toddler, { childMonths: [0, 3] })).toBe(AGE_FIT.far);
    expect(ageFit(toddler, { pregnancyWeeks: [28, 42] })).toBe(AGE_FIT.other);
    expect(ageFit(ageTargetOf(child({ stage: 'trying-to-conceive' })), { trying: true })).toBe(AGE_FIT.fits);
    expect(ageFit({}, { childMonths: [0, 3] })).toBe(AGE_FIT.unknown);
  });
});

describe('ages the question names', () => {
  it('reads ages and pregnancy weeks written in the question, not durations', () => {
    expect(statedAgeTarget('my 3yo keeps hitting the new baby')).toEqual({ childMonths: [36, 36] });
    expect(statedAgeTarget('ds is 14mo and still waking')).toEqual({ childMonths: [14, 14] });
    expect(statedAgeTarget('is it ok for a 2 week old')).toEqual({ childMonths: [0, 0] });
    expect(statedAgeTarget('18 weeks with my 2nd and my back hurts')).toEqual({ pregnancyWeeks: [18, 18] });
    expect(statedAgeTarget('13 weeks with no2 and my 18mo still wakes')).toEqual({
      childMonths: [18, 18],
      pregnancyWeeks: [13, 13],
    });
    expect(statedAgeTarget('can I dye my hair now I am pregnant')).toEqual({ pregnancyWeeks: [1, 42] });
    expect(statedAgeTarget('been trying 5 months now')).toBeNull();
    expect(statedAgeTarget('started solids 2 weeks ago')).toBeNull();
    expect(statedAgeTarget('she has had a cough for 3 weeks')).toBeNull();
    // Another child named with a bare age.
    expect(statedAgeTarget('my eldest (5) has started biting')).toEqual({ childMonths: [60, 60] });
    expect(statedAgeTarget('niece is 3 and staying with us')).toEqual({ childMonths: [36, 36] });
    expect(statedAgeTarget('she is 3 days late')).toBeNull();
    expect(statedAgeTarget('he is 2 weeks behind on weight')).toBeNull();
  });

  it('answers for the age the question names over the profile’s', () => {
    // A toddler's parent asking about their pregnancy gets pregnancy guidance, and back.
    expect(ids('how much coffee can i have, 10 weeks w my 2nd', maya(20), [], real)[0]).toBe(
      'pregnancy-nutrition-caffeine',
    );
    expect(ids('my 3yo keeps hitting the new baby, what do i do', maya(0), [], real)[0]).toMatch(
      /^tantrums-behaviour-/,
    );
  });
});

describe('age fallback', () => {
  it('falls back to guidance for other ages before answering nothing', () => {
    // Swaddling is tagged for babies; a parent-to-be at 34 weeks asking about it still gets it.
    expect(ids('how do i swaddle', pregnantAt(34), [], real)[0]).toBe('safe-sleep-swaddling');
  });
});

describe('retrieval (fixture knowledge)', () => {
  it('ranks the passage for the child’s age first: a newborn and a toddler asking the same', () => {
    expect(ids('How many hours should my baby sleep?', maya(1))[0]).toBe('sleep-newborn-hours');
    expect(ids('How many hours should my baby sleep?', maya(20))[0]).toBe('sleep-toddler-hours');
  });

  it('pushes a pregnancy passage below the baby ones for a baby, and the other way round', () => {
    expect(ids('which sleep position is safest', maya(2))[0]).toBe('sleep-back-to-sleep');
    expect(ids('which sleep position is safest', pregnantAt(32))[0]).toBe('pregnancy-sleep-on-side');
  });

  it('numbers the passages 1, 2, 3 in rank order and gives each its source', () => {
    const found = ask('How often should a newborn feed and sleep?');
    expect(found.map((p) => p.n)).toEqual(found.map((_, i) => i + 1));
    expect(found.length).toBeGreaterThan(0);
    expect(found.length).toBeLessThanOrEqual(4);
    for (const p of found) {
      expect(p.source.kind).toBe('trusted');
      expect(p.source.url).toMatch(/^https:\/\//);
      expect(p.source.organisation).toBeTruthy();
    }
    expect(found[0]!.source.title).not.toBe(found[0]!.title); // the page title, not the passage heading
  });

  it('finds words through synonyms, keywords and typos', () => {
    expect(ids('how do I sterilize a bottle')).toContain('feeding-formula-prep');
    expect(ids('diaper')).toEqual(['feeding-formula-prep']); // 'nappy' is a keyword
    expect(ids('what reduces the risk of cot death')).toContain('sleep-back-to-sleep');
    expect(ids('hunger queues rooting')).toContain('feeding-on-cue');
    expect(ids('how many hours do newborns slepe')[0]).toBe('sleep-newborn-hours');
    expect(ids('sterlising')).toEqual(['feeding-formula-prep']);
    expect(ids('sterlsing')).toEqual([]); // two edits away
  });

  it('ranks a saved item with distinctive words with the trusted passages, and sources it as saved', () => {
    const found = ask('what was the lavender bedtime routine with the lullaby?', maya(6), [lavender]);
    const saved = found.find((p) => p.id === 'saved-42');
    expect(saved?.kind).toBe('saved');
    expect(saved?.source).toEqual({
      kind: 'saved',
      title: lavender.title,
      url: lavender.url,
      itemId: 42,
    });
  });

  it('corrects a typo against a saved item’s own words', () => {
    expect(ids('the lavendar wind-down', maya(6), [lavender])).toContain('saved-42');
  });

  it('gives a saved item whose phase fits the child a lift over one that does not', () => {
    const other = { ...lavender, itemId: 43, phase: 'pregnancy' };
    const found = ask('lavender lullaby', maya(6), [other, lavender]);
    expect(found.map((p) => p.id).slice(0, 2)).toEqual(['saved-42', 'saved-43']);
  });

  it('finds nothing for questions outside the knowledge base', () => {
    for (const q of ['How do I change a car tyre?', 'best pizza recipe', 'who won the football', '']) {
      expect(ids(q), q).toEqual([]);
    }
  });

  it('does not read the child’s name as a search word', () => {
    expect(ids('Maya', child({ name: 'Maya', stage: 'infant' }))).toEqual([]);
  });
});

describe('retrieval (the real knowledge base)', () => {
  it('answers the same sleep question for a newborn and a toddler with passages for their age', () => {
    const kb = loadKnowledgeBase();
    const byId = new Map(kb.map((p) => [p.id, p]));
    for (const months of [1, 24]) {
      const top = ask('how much should my baby sleep', maya(months), [], real)[0];
      const ages = byId.get(top!.id)!.ages.childMonths;
      expect(ages, `${months} months: ${top!.id}`).toBeDefined();
      expect(months >= ages![0] && months <= ages![1], `${months} months: ${top!.id}`).toBe(true);
    }
  });

  it('finds nothing for off-topic questions', () => {
    for (const q of [
      'How do I change a car tyre?',
      'best pizza recipe',
      'what is the capital of France',
      'how do I fix a leaking roof',
      'recommend a good thriller novel',
    ]) {
      expect(ids(q, maya(8), [], real), q).toEqual([]);
    }
  });

  it('ranks and cites a saved item with distinctive words among trusted guidance', () => {
    const found = ask('remind me of the lavender lullaby bedtime routine', maya(6), [lavender], real);
    expect(found.map((p) => p.id)).toContain('saved-42');
  });
});
