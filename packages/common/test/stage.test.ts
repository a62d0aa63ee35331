import { describe, expect, it } from 'vitest';
import {
  ADD_CHILD_STAGES,
  childAgeLabel,
  childDateProblem,
  childStage,
  saneDate,
  SETUP_STAGES,
  stageFromBirthDate,
  stageFromDate,
  stageFromDueDate,
  stageFromTrimester,
  stageLabel,
  STAGES,
} from '../src/stage.js';

const now = new Date('2026-06-15T10:30:00Z');
const inDays = (days: number) => new Date(Date.UTC(2026, 5, 15 + days));

describe('stageFromDate (a due date by its trimester, a date a week or more past by the age band)', () => {
  const cases: Array<[number, string]> = [
    [400, 'trying-to-conceive'],
    [281, 'trying-to-conceive'], // 41 weeks ahead
    [280, 'pregnant-1st'], // exactly 40 weeks: not more than 40
    [183, 'pregnant-1st'], // 13+6 weeks pregnant: the first trimester is 0-13
    [182, 'pregnant-2nd'], // 14+0
    [85, 'pregnant-2nd'], // 27+6
    [84, 'pregnant-3rd'], // 28+0
    [1, 'pregnant-3rd'],
    [0, 'pregnant-3rd'], // today
    [-1, 'pregnant-3rd'], // -0.1 weeks rounds up to 0, as the spec's rule reads
    [-6, 'pregnant-3rd'],
    [-7, 'newborn'], // -1 week
    [-84, 'newborn'], // -12 weeks
    [-85, 'newborn'],
    [-91, 'infant'], // exactly -13: not later than -13
    [-358, 'infant'],
    [-364, 'toddler'], // exactly -52
    [-1086, 'toddler'],
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

/** YYYY-MM-DD `days` from `now` (2026-06-15). */
const iso = (days: number) => inDays(days).toISOString().slice(0, 10);

describe('stageFromBirthDate (a born child, by age in days)', () => {
  const cases: Array<[number, string]> = [
    [0, 'newborn'],
    [-3, 'newborn'], // stageFromDate says pregnant-3rd here; a born baby is a newborn
    [-90, 'newborn'],
    [-91, 'infant'], // 13 weeks
    [-363, 'infant'],
    [-364, 'toddler'], // 52 weeks
    [-1091, 'toddler'],
    [-1092, 'preschool'], // 156 weeks
  ];
  for (const [days, stage] of cases) {
    it(`born ${-days} days ago is ${stage}`, () => {
      expect(stageFromBirthDate(inDays(days), now)).toBe(stage);
    });
  }
  it('agrees with stageFromDate from a week old on', () => {
    for (let days = -7; days > -2000; days--) {
      expect(stageFromBirthDate(inDays(days), now)).toBe(stageFromDate(inDays(days), now));
    }
  });
});

describe('stageFromDueDate (a pregnancy, by its due date)', () => {
  it('gives the trimester the due date implies; far ahead is still a pregnancy, overdue stays third', () => {
    expect(stageFromDueDate(inDays(300), now)).toBe('pregnant-1st');
    expect(stageFromDueDate(inDays(183), now)).toBe('pregnant-1st');
    expect(stageFromDueDate(inDays(182), now)).toBe('pregnant-2nd');
    expect(stageFromDueDate(inDays(85), now)).toBe('pregnant-2nd');
    expect(stageFromDueDate(inDays(84), now)).toBe('pregnant-3rd');
    expect(stageFromDueDate(inDays(-10), now)).toBe('pregnant-3rd');
  });
});

describe('stage labels: one per stage, from both lists', () => {
  it('labels every stage of both lists, preschool and preschooler alike', () => {
    for (const stage of [...SETUP_STAGES, ...ADD_CHILD_STAGES])
      expect(stageLabel(stage)).toBe(STAGES[stage].label);
    expect(stageLabel('newborn')).toBe('Newborn (0-3 months)');
    expect(stageLabel('infant')).toBe('Infant (3-12 months)');
    expect(stageLabel('preschooler')).toBe(stageLabel('preschool'));
    expect(stageLabel('labor-birth')).toBe('Labor & Birth');
  });
  it('reads an unknown value as itself, even an Object property name', () => {
    expect(stageLabel('teenager')).toBe('teenager');
    expect(stageLabel('constructor')).toBe('constructor');
  });
  it('age ranges meet without gaps from conception to five years', () => {
    const order = [
      'pregnant-1st',
      'pregnant-2nd',
      'pregnant-3rd',
      'newborn',
      'infant',
      'toddler',
      'preschool',
    ];
    for (let i = 1; i < order.length; i++) {
      expect(STAGES[order[i] as 'newborn'].fromWeek).toBe(STAGES[order[i - 1] as 'newborn'].toWeek);
    }
  });
});

describe('childStage (the stage a profile shows now)', () => {
  it('a born child follows the birth date, whatever stage was stored', () => {
    expect(childStage({ currentStage: 'newborn', dateOfBirth: iso(-400) }, now)).toBe('toddler');
    expect(childStage({ currentStage: 'preschooler', dateOfBirth: iso(-30) }, now)).toBe('newborn');
  });
  it('a pregnancy shows the trimester of its due date', () => {
    expect(childStage({ currentStage: 'pregnant-1st', dateOfBirth: iso(50) }, now)).toBe('pregnant-3rd');
  });
  it('Labor & Birth and Postpartum Recovery hold through the newborn weeks, then the age decides', () => {
    expect(childStage({ currentStage: 'postpartum-recovery', dateOfBirth: iso(-20) }, now)).toBe(
      'postpartum-recovery',
    );
    expect(childStage({ currentStage: 'postpartum-recovery', dateOfBirth: iso(-91) }, now)).toBe('infant');
    expect(childStage({ currentStage: 'labor-birth', dateOfBirth: iso(0) }, now)).toBe('labor-birth');
  });
  it('without a date, or trying to conceive, the stored stage stands', () => {
    expect(childStage({ currentStage: 'toddler', dateOfBirth: null }, now)).toBe('toddler');
    expect(childStage({ currentStage: 'trying-to-conceive', dateOfBirth: iso(100) }, now)).toBe(
      'trying-to-conceive',
    );
  });
  it('a date no person could mean counts as none', () => {
    expect(
      childStage({ currentStage: 'toddler', dateOfBirth: new Date('+010000-01-01T00:00:00Z') }, now),
    ).toBe('toddler');
    expect(saneDate(new Date(Number.NaN))).toBeNull();
    expect(saneDate('1800-01-01')).toBeNull();
    expect(saneDate('2999-01-01')).toBeNull();
    expect(saneDate('2024-02-29')?.toISOString()).toBe('2024-02-29T00:00:00.000Z');
  });
});

describe('childAgeLabel', () => {
  const born = (days: number) => childAgeLabel({ currentStage: 'newborn', dateOfBirth: iso(days) }, now);
  const due = (days: number) => childAgeLabel({ currentStage: 'pregnant-2nd', dateOfBirth: iso(days) }, now);
  it('counts a born child in days, weeks under 3 months, months under 2 years, then years', () => {
    expect(born(0)).toBe('Born today');
    expect(born(1)).toBe('Born today'); // a birth date that is already today somewhere east
    expect(born(-1)).toBe('1 day old');
    expect(born(-6)).toBe('6 days old');
    expect(born(-7)).toBe('1 week old');
    expect(born(-21)).toBe('3 weeks old');
    expect(childAgeLabel({ currentStage: 'newborn', dateOfBirth: '2026-03-17' }, now)).toBe('12 weeks old'); // 90 days
    expect(childAgeLabel({ currentStage: 'infant', dateOfBirth: '2026-03-16' }, now)).toBe('13 weeks old'); // 2 months 30 days
    expect(childAgeLabel({ currentStage: 'infant', dateOfBirth: '2026-03-15' }, now)).toBe('3 months old');
    expect(childAgeLabel({ currentStage: 'infant', dateOfBirth: '2026-01-16' }, now)).toBe('4 months old');
    expect(childAgeLabel({ currentStage: 'infant', dateOfBirth: '2026-01-15' }, now)).toBe('5 months old');
    expect(childAgeLabel({ currentStage: 'toddler', dateOfBirth: '2025-06-15' }, now)).toBe('12 months old');
    expect(childAgeLabel({ currentStage: 'toddler', dateOfBirth: '2024-06-16' }, now)).toBe('23 months old');
    expect(childAgeLabel({ currentStage: 'toddler', dateOfBirth: '2024-06-15' }, now)).toBe('2 years old');
    expect(childAgeLabel({ currentStage: 'preschool', dateOfBirth: '2021-06-16' }, now)).toBe('4 years old');
  });
  it('gives a pregnancy its completed weeks, and the countdown in the last 4 weeks', () => {
    expect(due(280)).toBe('0 weeks pregnant');
    expect(due(300)).toBe('0 weeks pregnant');
    expect(due(273)).toBe('1 week pregnant');
    expect(due(183)).toBe('13 weeks pregnant'); // 13+6, the last days of the 1st trimester
    expect(due(182)).toBe('14 weeks pregnant'); // the first of the 2nd
    expect(due(84)).toBe('28 weeks pregnant'); // the first of the 3rd
    expect(due(28)).toBe('36 weeks pregnant');
    expect(due(27)).toBe('Due in 3 weeks');
    expect(due(14)).toBe('Due in 2 weeks');
    expect(due(13)).toBe('Due in 13 days');
    expect(due(2)).toBe('Due in 2 days');
    expect(due(1)).toBe('Due tomorrow');
    expect(due(0)).toBe('Due today');
    expect(due(-1)).toBe('1 day past due date');
    expect(due(-4)).toBe('4 days past due date');
  });
  it('is null without a date, for trying to conceive, and for a date no person could mean', () => {
    expect(childAgeLabel({ currentStage: 'infant', dateOfBirth: null }, now)).toBeNull();
    expect(childAgeLabel({ currentStage: 'trying-to-conceive', dateOfBirth: iso(400) }, now)).toBeNull();
    expect(childAgeLabel({ currentStage: 'infant', dateOfBirth: '1800-01-01' }, now)).toBeNull();
  });
});

describe('childDateProblem (which dates a stage accepts)', () => {
  it('a birth date: today in the earliest time zone at most, 18 years back at most', () => {
    expect(childDateProblem('infant', inDays(0), now)).toBeNull();
    expect(childDateProblem('infant', inDays(1), new Date('2026-06-15T09:00:00Z'))).toBe(
      'Date of birth cannot be in the future',
    );
    // 10:30 UTC is already 00:30 on the 16th at UTC+14: that date is someone's today.
    expect(childDateProblem('infant', inDays(1), new Date('2026-06-15T10:30:00Z'))).toBeNull();
    expect(childDateProblem('infant', inDays(2), new Date('2026-06-15T10:30:00Z'))).not.toBeNull();
    expect(childDateProblem('toddler', new Date('2008-06-14T00:00:00Z'), now)).toBeNull();
    expect(childDateProblem('toddler', new Date('2008-06-13T00:00:00Z'), now)).toBe(
      'Date of birth cannot be more than 18 years ago',
    );
    expect(childDateProblem('labor-birth', inDays(5), now)).toBe('Date of birth cannot be in the future');
  });
  it('a due date: not past, not more than 44 weeks ahead', () => {
    expect(childDateProblem('pregnant-3rd', inDays(0), now)).toBeNull();
    // 10:30 UTC is still the 14th at UTC-12: that date is someone's today.
    expect(childDateProblem('pregnant-3rd', inDays(-1), now)).toBeNull();
    expect(childDateProblem('pregnant-3rd', inDays(-2), now)).toMatch(/^Due date cannot be in the past/);
    expect(childDateProblem('pregnant-1st', inDays(308), now)).toBeNull();
    expect(childDateProblem('pregnant-1st', inDays(310), now)).toBe(
      'Due date cannot be more than 44 weeks ahead',
    );
  });
  it('trying to conceive: a loose date, today to 5 years ahead', () => {
    expect(childDateProblem('trying-to-conceive', inDays(5 * 365), now)).toBeNull();
    expect(childDateProblem('trying-to-conceive', inDays(5 * 365 + 5), now)).toMatch(/5 years ahead/);
    expect(childDateProblem('trying-to-conceive', inDays(-2), now)).toMatch(/cannot be in the past/);
  });
  it('refuses the dates that once broke the list', () => {
    expect(childDateProblem('toddler', new Date('+010000-01-01T00:00:00Z'), now)).not.toBeNull();
    expect(childDateProblem('pregnant-2nd', new Date('2999-01-01T00:00:00Z'), now)).not.toBeNull();
    expect(childDateProblem('newborn', new Date(Number.NaN), now)).toBe('is not a real date');
  });
});
