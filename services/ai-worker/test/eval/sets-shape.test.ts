import { describe, expect, it } from 'vitest';
import { CHILD_STAGES } from '@nestkeep/common';
import { loadExtra, loadSet, type AskedFrom } from './sets.js';

/**
 * The tuning sets ask from profiles the app can have: a stage the app offers (not a writer's own
 * 'pregnancy' or 'ttc'), a pregnancy week only in a pregnancy and an age only for a born child.
 * (The held halves are left as written.)
 */
describe('the tuning sets of the blind evaluation', () => {
  const sets = ['emergencies', 'look-alikes', 'ordinary'] as const;
  const contexts: Array<[string, AskedFrom]> = sets.flatMap((name) =>
    [...loadSet<{ context: AskedFrom }>(name, 'tune'), ...loadExtra<{ context: AskedFrom }>(name)].map(
      (q): [string, AskedFrom] => [name, q.context],
    ),
  );

  it('reads thousands of questions', () => {
    expect(contexts.length).toBeGreaterThan(10_000);
  });

  it('asks every question from a stage the app offers', () => {
    const unknown = contexts.filter(([, c]) => !(CHILD_STAGES as readonly string[]).includes(c.stage));
    expect(unknown.map(([name, c]) => `${name}: ${c.stage}`)).toEqual([]);
  });

  it('gives a pregnancy week only in a pregnancy', () => {
    const wrong = contexts.filter(([, c]) => c.pregnancyWeek != null && !c.stage.startsWith('pregnant'));
    expect(wrong.map(([name, c]) => `${name}: ${c.stage} week ${c.pregnancyWeek}`)).toEqual([]);
  });
});
