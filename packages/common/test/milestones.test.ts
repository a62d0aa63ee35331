import { describe, expect, it } from 'vitest';
import {
  childAgeInMonths,
  completionPercentage,
  preselectedStageId,
  stageFlag,
} from '../src/tools/milestones.js';
import { milestoneToggleRequest } from '../src/contracts/milestones.js';

const utc = (y: number, m: number, d: number) => new Date(Date.UTC(y, m - 1, d));

describe('childAgeInMonths (whole calendar months)', () => {
  const born = utc(2026, 3, 15);
  const cases: Array<[Date, number]> = [
    [utc(2026, 3, 15), 0], // birth day
    [utc(2026, 4, 14), 0], // a day short of a month
    [utc(2026, 4, 15), 1], // the monthly birthday
    [utc(2027, 3, 14), 11],
    [utc(2027, 3, 15), 12],
    [utc(2031, 3, 15), 60],
    [utc(2026, 3, 1), -1], // not born yet
  ];
  it.each(cases)('on %s a baby born 15 March 2026 is %i months', (now, months) => {
    expect(childAgeInMonths(born, now)).toBe(months);
  });

  it('counts a month-end birthday from the last day of a shorter month only once it is reached', () => {
    expect(childAgeInMonths(utc(2026, 1, 31), utc(2026, 2, 28))).toBe(0);
    expect(childAgeInMonths(utc(2026, 1, 31), utc(2026, 3, 31))).toBe(2);
  });

  it('reads calendar dates in UTC, not the time of day', () => {
    expect(childAgeInMonths(new Date('2026-03-15T23:59:00Z'), new Date('2026-04-15T00:01:00Z'))).toBe(1);
  });
});

describe('stageFlag (±2 months, both ends current)', () => {
  const cases: Array<[number, number, string]> = [
    [9, 9, 'current'],
    [11, 9, 'current'], // 2 months older: still current
    [12, 9, 'past'], // 3 months older
    [7, 9, 'current'], // 2 months younger: current
    [6, 9, 'future'], // 3 months younger
    [0, 2, 'current'],
    [0, 4, 'future'],
    [62, 60, 'current'],
    [63, 60, 'past'],
  ];
  it.each(cases)('a child of %i months sees the %i month stage as %s', (age, stage, flag) => {
    expect(stageFlag(age, stage)).toBe(flag);
  });

  it('treats every stage as future for a child without an age', () => {
    expect(stageFlag(null, 2)).toBe('future');
    expect(stageFlag(null, 60)).toBe('future');
  });
});

describe('completionPercentage', () => {
  it('rounds to a whole percentage and is 0 for an empty stage', () => {
    expect(completionPercentage(0, 11)).toBe(0);
    expect(completionPercentage(1, 3)).toBe(33);
    expect(completionPercentage(2, 3)).toBe(67);
    expect(completionPercentage(11, 11)).toBe(100);
    expect(completionPercentage(0, 0)).toBe(0);
    expect(completionPercentage(5, 4)).toBe(100);
  });
});

describe('preselectedStageId', () => {
  const stages = [2, 4, 6, 9, 12, 15, 18, 24, 30, 36, 48, 60].map((age) => ({
    id: `m${age}`,
    ageInMonths: age,
  }));
  const cases: Array<[number | null, string]> = [
    [null, 'm2'], // no age yet: the first stage, to read ahead
    [0, 'm2'],
    [2, 'm2'],
    [3, 'm2'], // 2 and 4 both current and as near: the younger, whose age is reached
    [5, 'm4'], // 4 and 6 tie: the younger
    [8, 'm9'], // 6 (2 away) and 9 (1 away): the nearer
    [10, 'm9'], // 9 (1 away) and 12 (2 away)
    [11, 'm12'], // 9 (2 away) and 12 (1 away)
    [13, 'm12'],
    [14, 'm15'], // 12 (2 away) and 15 (1 away)
    [21, 'm24'], // 18 (3 away) is past, 24 (3 away) future: nothing current, the next one ahead
    [22, 'm24'],
    [42, 'm48'], // between 3 and 4 years: the next one ahead
    [62, 'm60'],
    [63, 'm60'], // older than every stage: the last
    [120, 'm60'],
  ];
  it.each(cases)('a child of %s months opens on %s', (age, id) => {
    expect(preselectedStageId(stages, age)).toBe(id);
  });

  it('does not depend on the order the stages come in', () => {
    expect(preselectedStageId([...stages].reverse(), 10)).toBe('m9');
    expect(preselectedStageId([...stages].reverse(), null)).toBe('m2');
  });

  it('is null without stages', () => {
    expect(preselectedStageId([], 5)).toBeNull();
  });
});

describe('milestoneToggleRequest', () => {
  it('trims the note and allows it to be left out or cleared', () => {
    const base = { childProfileId: 1, milestoneId: 'm9-social-1', isAchieved: true };
    expect(milestoneToggleRequest.parse({ ...base, notes: '  first at the park  ' }).notes).toBe(
      'first at the park',
    );
    expect(milestoneToggleRequest.parse(base).notes).toBeUndefined();
    expect(milestoneToggleRequest.parse({ ...base, notes: null }).notes).toBeNull();
  });

  it('refuses a note over 1000 characters (after trimming), a non-boolean flag and a bad child id', () => {
    const base = { childProfileId: 1, milestoneId: 'm9-social-1', isAchieved: true };
    expect(milestoneToggleRequest.safeParse({ ...base, notes: `${'a'.repeat(1000)}   ` }).success).toBe(true);
    expect(milestoneToggleRequest.safeParse({ ...base, notes: 'a'.repeat(1001) }).success).toBe(false);
    expect(milestoneToggleRequest.safeParse({ ...base, isAchieved: 'yes' }).success).toBe(false);
    expect(milestoneToggleRequest.safeParse({ ...base, childProfileId: 1.5 }).success).toBe(false);
    expect(milestoneToggleRequest.safeParse({ ...base, childProfileId: '1' }).success).toBe(false);
    expect(milestoneToggleRequest.safeParse({ ...base, milestoneId: '   ' }).success).toBe(false);
  });
});
