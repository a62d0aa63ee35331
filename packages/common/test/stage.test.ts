import { describe, expect, it } from 'vitest';
import { stageFromDate, stageFromTrimester } from '../src/stage.js';

const now = new Date('2026-06-15T10:30:00Z');
const inDays = (days: number) => new Date(Date.UTC(2026, 5, 15 + days));

describe('stageFromDate (weeks from now, rounded up from days)', () => {
  const cases: Array<[number, string]> = [
    [400, 'trying-to-conceive'],
    [281, 'trying-to-conceive'], // 41 weeks ahead
    [280, 'pregnant-1st'], // exactly 40 weeks: not more than 40
    [190, 'pregnant-1st'], // 27.1 weeks rounds up to 28
    [189, 'pregnant-2nd'], // exactly 27
    [92, 'pregnant-2nd'], // 13.1 rounds up to 14
    [91, 'pregnant-3rd'], // exactly 13
    [1, 'pregnant-3rd'],
    [0, 'pregnant-3rd'], // today
    [-6, 'pregnant-3rd'], // -0.9 weeks rounds up to 0, as the spec's rule reads
    [-7, 'newborn'], // -1 week
    [-84, 'newborn'], // -12 weeks
    [-85, 'newborn'], // -12.1 rounds up to -12
    [-91, 'infant'], // exactly -13: not later than -13
    [-358, 'infant'], // -51.1 rounds up to -51
    [-364, 'toddler'], // exactly -52
    [-1086, 'toddler'], // -155.1 rounds up to -155
    [-1092, 'preschool'], // exactly -156
    [-2000, 'preschool'],
  ];
  for (const [days, stage] of cases) {
    it(`${days} days from today is ${stage}`, () => {
      expect(stageFromDate(inDays(days), now)).toBe(stage);
    });
  }

  it('ignores the time of day of either date', () => {
    expect(stageFromDate(new Date('2026-03-16T23:59:59Z'), new Date('2026-06-15T00:00:01Z'))).toBe('infant');
  });
});

describe('stageFromTrimester', () => {
  it('maps each trimester to its pregnancy stage', () => {
    expect(['first', 'second', 'third'].map((t) => stageFromTrimester(t as 'first'))).toEqual([
      'pregnant-1st',
      'pregnant-2nd',
      'pregnant-3rd',
    ]);
  });
});
