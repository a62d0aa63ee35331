import { CATEGORIES, PHASES } from '@nestkeep/common';
import { describe, expect, it } from 'vitest';
import {
  HINT_CAP,
  ageCues,
  bodyCredit,
  classifyCategory,
  classifyPhase,
  phaseOfAge,
  termPattern,
} from '../../../src/providers/local/classify.js';
import {
  CATEGORY_LEXICONS,
  CATEGORY_TIE_ORDER,
  PHASE_LEXICONS,
  PHASE_TIE_ORDER,
} from '../../../src/providers/local/lexicons.js';

describe('lexicons', () => {
  it('cover every category and phase, and the tie orders name each exactly once', () => {
    expect(Object.keys(CATEGORY_LEXICONS).sort()).toEqual([...CATEGORIES].sort());
    expect(Object.keys(PHASE_LEXICONS).sort()).toEqual([...PHASES].sort());
    expect([...CATEGORY_TIE_ORDER].sort()).toEqual([...CATEGORIES].sort());
    expect([...PHASE_TIE_ORDER].sort()).toEqual([...PHASES].sort());
  });

  it('have no term that another term of the same lexicon already counts', () => {
    const covered: string[] = [];
    for (const [name, lexicon] of Object.entries({ ...CATEGORY_LEXICONS, ...PHASE_LEXICONS })) {
      for (const [a] of lexicon) {
        for (const [b] of lexicon) {
          if (a === b || a.startsWith('/') || b.startsWith('/')) continue;
          const whole = new RegExp(`^(?:${termPattern(a).source})$`, 'u');
          if (whole.test(b.replace(/\*$/, ''))) covered.push(`${name}: '${a}' covers '${b}'`);
        }
      }
    }
    expect(covered).toEqual([]);
  });
});

describe('termPattern', () => {
  const count = (term: string, text: string) => text.match(termPattern(term))?.length ?? 0;

  it('matches whole words, plurals, any ending after *, and spaces, hyphens or nothing between words', () => {
    expect(count('nap', 'Two naps and one nap, no napkins')).toBe(2);
    expect(count('swaddl*', 'swaddle, swaddled, swaddling')).toBe(3);
    expect(count('tummy time', 'tummy time, tummy-time, tummytime')).toBe(3);
    expect(count('pre-school*', 'preschool, pre-school, preschoolers')).toBe(3);
    expect(count('/\\$\\d+/', 'about $200, not $')).toBe(1);
  });
});

describe('classifyCategory', () => {
  it('explains its choice with the terms found, where and their points', () => {
    const result = classifyCategory({
      title: 'Surviving the 4-month sleep regression',
      description: null,
      text: 'Naps fall apart and bedtime gets harder. Keep the nap schedule steady.',
    });
    expect(result.label).toBe('Sleep & Routines');
    const sleep = result.ranking[0]!;
    expect(sleep.label).toBe('Sleep & Routines');
    const regression = sleep.matches.find((m) => m.term === 'sleep regression*')!;
    expect(regression).toMatchObject({ title: 1, body: 0, weight: 3, points: 9 });
    expect(result.reason).toMatch(/^Sleep & Routines [\d.]+: 'sleep regression\*' \(title×1, w3\) \+9/);
  });

  it('weighs a title match above the same match in the body', () => {
    const inTitle = classifyCategory({ title: 'Tantrum help', text: 'Feeding a picky toddler.' });
    const inBody = classifyCategory({ title: 'Feeding help', text: 'A tantrum at lunch.' });
    expect(inTitle.label).toBe('Parenting Tips');
    expect(inBody.label).toBe('Feeding & Nutrition');
  });

  it('breaks ties by the fixed order and says so', () => {
    // One strong term each: 'fever' (Health & Safety, w3) and 'swaddle' (Sleep & Routines, w3).
    const result = classifyCategory({ text: 'fever swaddle' });
    expect(result.ranking[0]!.score).toBe(result.ranking[1]!.score);
    expect(result.label).toBe(
      CATEGORY_TIE_ORDER.find((c) => c === 'Health & Safety' || c === 'Sleep & Routines'),
    );
    expect(result.reason).toContain('tie broken by the fixed order');
  });

  it("falls back to 'Parenting Tips' when nothing matches", () => {
    const result = classifyCategory({ title: 'Hello', text: 'Nothing to see here.' });
    expect(result.label).toBe('Parenting Tips');
    expect(result.reason).toBe('Parenting Tips: no lexicon term found');
  });

  it('lets everyday hints add at most a capped number of points', () => {
    const result = classifyCategory({
      text: 'snack meal milk dinner lunch fruit cheese bread rice pasta eat spoon',
    });
    const feeding = result.ranking.find((r) => r.label === 'Feeding & Nutrition')!;
    expect(feeding.matches.reduce((sum, m) => sum + m.points, 0)).toBeGreaterThan(HINT_CAP);
    expect(feeding.score).toBe(HINT_CAP);
  });

  it('grows body credit with the logarithm of the hits', () => {
    expect([0, 1, 2, 4, 8].map(bodyCredit)).toEqual([0, 1, 2, 3, 4]);
  });
});

describe('classifyPhase', () => {
  it.each([
    ['Our 6-month-old started solids', 'infant'],
    ['Sleep tips for a 2.5 year old', 'toddler'],
    ['What I packed at 36 weeks pregnant', 'pregnancy'],
    ['Games for ages 3-5', 'preschool'],
    ['Fever in babies under 3 months', 'newborn'],
    ['Tracking ovulation while trying to conceive', 'fertility'],
    ['Pelvic floor recovery postpartum', 'postpartum'],
    ['Snack ideas for a two-year-old', 'toddler'],
    ['A quiet evening routine for the whole family', 'general'],
  ])('reads the phase of %j as %s', (title, phase) => {
    expect(classifyPhase({ title }).label).toBe(phase);
  });

  it('reads ages written as numbers and as words', () => {
    expect(ageCues('my 2.5 year old and her six-month-old brother').map((c) => [c.phase, c.cue])).toEqual([
      ['toddler', '2.5 year old'],
      ['infant', '6-month-old'],
    ]);
    expect(ageCues('0-3 months').map((c) => c.phase)).toEqual(['newborn', 'newborn']);
    expect(ageCues('by 38 weeks').map((c) => c.phase)).toEqual(['pregnancy']);
    expect(ageCues('at 6 weeks').map((c) => c.phase)).toEqual(['newborn']);
  });

  it('maps ages onto the app stage bands', () => {
    expect(phaseOfAge(3, 'months')).toBe('newborn');
    expect(phaseOfAge(4, 'months')).toBe('infant');
    expect(phaseOfAge(11, 'months')).toBe('infant');
    // As common/stage.ts: an infant is under 52 weeks, so a one-year-old is a toddler.
    expect(phaseOfAge(12, 'months')).toBe('toddler');
    expect(phaseOfAge(1, 'years')).toBe('toddler');
    expect(phaseOfAge(18, 'months')).toBe('toddler');
    expect(phaseOfAge(3, 'years')).toBe('preschool');
    expect(phaseOfAge(8, 'weeks')).toBe('newborn');
    expect(phaseOfAge(7, 'years')).toBeUndefined();
  });

  it('reads a single age in a short note, but not a span of time', () => {
    expect(classifyPhase({ text: 'Games she loves at 9 months: peekaboo and stacking cups.' }).label).toBe(
      'infant',
    );
    expect(classifyPhase({ text: 'Midwife appt 28 wks: bloods all fine.' }).label).toBe('pregnancy');
    expect(classifyPhase({ text: 'Back to work in 3 weeks. Pack the bag for 2 months away.' }).label).toBe(
      'general',
    );
    expect(classifyPhase({ text: 'Most drop to one nap between 13 and 18 months.' }).label).toBe('toddler');
  });

  it('weighs a first line that heads the text as its title, and a review by its title', () => {
    const note = 'Postpartum recovery essentials\nPeri bottle\nNipple cream\nSnacks for the midwife visit';
    expect(classifyPhase({ text: note }).label).toBe('postpartum');
    expect(classifyCategory({ text: note }).label).toBe('Products & Reviews');
    const review = classifyCategory({
      title: 'Honest review: the white noise machine and blackout blind',
      text: 'Naps went from 30 minutes to an hour. The sleep machine plays white noise all night.',
    });
    expect(review.label).toBe('Products & Reviews');
  });

  it("needs a few points before naming a phase, else says 'general' and why", () => {
    const result = classifyPhase({ text: 'Our baby loves the park.' });
    expect(result.label).toBe('general');
    expect(result.reason).toMatch(/^general: no label reached 2 points \(best infant/);
  });
});
