import { describe, expect, it } from 'vitest';
import { UNSAFE_ADVICE_RULES } from '@nestkeep/common';
import { PRACTICE_PASSAGES } from '../../src/chat/asked-practices.js';
import { askLocally, realKnowledge } from './real-knowledge.js';
import { maya, pregnantAt } from './support.js';

/**
 * Questions about advice guidance says never to follow (issue 20 points 3 and 4), through the
 * real knowledge base, retrieval and local composer: the answer opens with that guidance, even
 * when the question's other words match another passage better ('honey on toast' and finger
 * foods): its page is the first source.
 */

const byId = new Map(realKnowledge.map((p) => [p.id, p]));

describe('every rule of the never-list has guidance in the knowledge base', () => {
  it.each(UNSAFE_ADVICE_RULES.map((r) => [r.id] as const))('%s', (id) => {
    expect(byId.get(PRACTICE_PASSAGES[id] ?? ''), `no passage for ${id}`).toBeDefined();
  });
  it('and names no passage for a rule that is not on the list', () => {
    const rules = new Set(UNSAFE_ADVICE_RULES.map((r) => r.id));
    expect(Object.keys(PRACTICE_PASSAGES).filter((id) => !rules.has(id))).toEqual([]);
  });
});

describe('a question about such a practice is answered with its guidance first', () => {
  const cases: Array<[question: string, months: number, says: RegExp]> = [
    [
      'is it ok to give her a bit of honey on toast at 7 months',
      7,
      /honey should not be given to babies under 12 months/i,
    ],
    [
      'my nan swears by a dab of whisky on the gums for teething',
      6,
      /alcohol[^.]*never be rubbed on a baby's gums/i,
    ],
    ['can I put baby rice in his bottle so he sleeps through', 4, /never be added to a baby's bottle/i],
    ['thinking of getting one of those baby walkers so he can zoom about', 8, /not using baby walkers/i],
    ['would a weighted sleep bag help her sleep longer', 5, /weighted sleep sacks are not safe/i],
    ['cough medicine from the chemist ok for my 3 year old?', 36, /should not be given to children under 6/i],
  ];
  for (const [question, months, says] of cases) {
    it(`'${question}' (${months} months)`, async () => {
      const { flags, reply } = await askLocally(question, maya(months));
      expect(flags).toEqual([]);
      expect(reply.content).toMatch(says);
      // Its page is the first source cited: the answer opens with it.
      const [id] = Object.entries(PRACTICE_PASSAGES).find(([, p]) => says.test(byId.get(p)!.text))!;
      expect(reply.sources[0]?.url).toBe(byId.get(PRACTICE_PASSAGES[id]!)!.source.url);
    });
  }

  it('not for a child past the age the guidance is for, nor for the parent', async () => {
    const toddler = await askLocally('is it ok to give her a bit of honey on toast', maya(20));
    expect(toddler.reply.content).not.toMatch(/honey should not be given/i);
    const pregnant = await askLocally('can I have honey and lemon for my sore throat', pregnantAt(20));
    expect(pregnant.reply.content).not.toMatch(/honey should not be given/i);
  });
});
