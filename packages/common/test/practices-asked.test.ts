import { describe, expect, it } from 'vitest';
import { practicesAskedAbout } from '../src/unsafe-advice/index.js';

const asked = (question: string, childAgeMonths: number | null) =>
  practicesAskedAbout(question, childAgeMonths).map((c) => c.id);

/** Questions about a practice guidance says never to follow, for a child it applies to. */
const ASKS: Array<[question: string, childAgeMonths: number | null, rule: string]> = [
  ['is it ok to give her a bit of honey on toast at 7 months', 7, 'honey-under-one'],
  ['can he have honey yet', 9, 'honey-under-one'],
  ['my 10 month old loves porridge, can i stir honey in', null, 'honey-under-one'],
  ['she keeps rolling onto her tummy to sleep, should i turn her back', 5, 'front-sleeping'],
  ['is it ok to put him down on his side for naps because of reflux', 2, 'side-sleeping'],
  ['should we get a baby walker, he wants to be up on his feet', 8, 'baby-walkers'],
  ['my mum says rub a bit of whisky on his gums', 6, 'alcohol-on-gums'],
  ['can i put baby rice in her bottle to help her sleep', 4, 'cereal-in-bottle'],
  ['are amber teething necklaces safe for a 5 month old', null, 'amber-teething-necklace'],
  ['is calpol cough syrup ok for my 2 year old', 24, 'cough-cold-medicine-under-six'],
  ['can i give my 4 year old aspirin for a headache', 48, 'aspirin-for-children'],
  ['does she need her big puffy coat on under the car seat straps', 18, 'coat-in-car-seat'],
  // Blind practice rounds (2026-11-28): things described rather than named, in other words.
  ['nan wants to lay her face down so she settles, is that ok', 3, 'front-sleeping'],
  ['he dozed off on the recliner with his dad for two hours, is that alright', 2, 'sofa-sleeping'],
  ['what padding can i tie round the cot so she stops bumping the bars', 7, 'cot-bumpers-soft-bedding'],
  ['is the gently weighted sleep sack ok, she wakes every hour', 4, 'weighted-sleep-products'],
  ['can the car seat be his bed for the first week at grandmas', 1, 'sitting-devices-for-sleep'],
  ['can he go onto full fat milk from the shop instead of formula', 9, 'cows-milk-main-drink'],
  ['how much water should she drink in this heat', 3, 'water-young-babies'],
  ['her uncle keeps giving her the salted peanuts from his bowl', 30, 'whole-nuts-under-five'],
  ['a bracelet of little amber beads for her teeth, ok to leave on?', 8, 'amber-teething-necklace'],
  ['grandad let him suck a bit of whiskey off his finger for his gums', 7, 'alcohol-on-gums'],
  ['can i put bonjela on her gums', 5, 'numbing-teething-gels'],
  ['can she stay in her snowsuit in the infant carrier for the drive', 4, 'coat-in-car-seat'],
  ['one of those seats with wheels they push round the kitchen, good for a 7 month old?', 7, 'baby-walkers'],
  ['i left him splashing in a couple of inches of water while i grabbed a towel', 14, 'leaving-baby-in-bath'],
  // Named in a form guidance allows: the guidance still answers (how to cut them).
  ['grapes cut into quarters ok for a 1 year old?', 12, 'whole-grapes-under-five'],
  ['lie them on their side with a rolled towel behind, 10 weeks old, worth trying?', null, 'side-sleeping'],
];

/** Mentions that are no such question: an older child, a safe form, the parent's own body. */
const NOT_ASKED: Array<[question: string, childAgeMonths: number | null]> = [
  ['is it ok to give her a bit of honey on toast', 20],
  ['can my 2 year old have honey', 8],
  ['honey from 12 months is fine right? she turned one last week', 12],
  ['can i have honey in my tea while breastfeeding', 3],
  ['can i take aspirin for a headache', 3],
  ['my midwife says i need to take low dose aspirin from 12 weeks, is that safe for the baby', null],
  ['can i use a weighted blanket myself at night? LO sleeps in his own cot', 4],
  ['when should we start peanuts, her dad has hayfever', 6],
  ['i only have 2 hands, how do people feed twins', 2],
  ['is it safe to sleep on my front at 20 weeks', null],
  ['cows milk in his cereal ok at 7 months', 7],
  ['how long should tummy time be at 3 months', 3],
];

describe('practicesAskedAbout: the never-list advice a question is about', () => {
  it.each(ASKS)('%s (profile %s months) → %s', (question, age, rule) => {
    expect(asked(question, age)).toContain(rule);
  });

  it.each(NOT_ASKED)('%s (profile %s months) → none', (question, age) => {
    expect(asked(question, age)).toEqual([]);
  });

  it('needs a child the rule applies to: none before birth unless the question speaks of one', () => {
    expect(asked('is honey ok', null)).toEqual([]);
    expect(asked('should we buy a baby walker for when she arrives', null)).toEqual(['baby-walkers']);
  });
});
