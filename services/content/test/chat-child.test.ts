import { describe, expect, it } from 'vitest';
import { chatChildOf } from '@nestkeep/common';
import { titleFromQuestion } from '../src/domain/chat.js';
import { meaningfulWords } from '../src/domain/chat-words.js';

const now = new Date('2026-11-23T12:00:00Z');

describe('the child a chat question is about (common chatChildOf)', () => {
  it('gives a born child its stage now, age label with the name, whole weeks and months', () => {
    expect(chatChildOf({ name: 'Maya', currentStage: 'newborn', dateOfBirth: '2026-06-10' }, now)).toEqual({
      name: 'Maya',
      stage: 'infant',
      stageLabel: 'Infant (3-12 months)',
      ageLabel: 'Maya, 5 months old',
      ageWeeks: 23,
      ageMonths: 5,
      pregnancyWeek: null,
    });
    const baby = chatChildOf({ name: 'Leo', currentStage: 'newborn', dateOfBirth: '2026-11-02' }, now);
    expect(baby).toMatchObject({ stage: 'newborn', ageLabel: 'Leo, 3 weeks old', ageWeeks: 3, ageMonths: 0 });
  });

  it('gives a pregnancy its completed weeks (as the age label counts them) and no age', () => {
    // Due in 20 weeks: 20 weeks pregnant.
    const bump = chatChildOf({ name: 'Bump', currentStage: 'pregnant-1st', dateOfBirth: '2027-04-12' }, now);
    expect(bump).toMatchObject({
      stage: 'pregnant-2nd',
      ageLabel: 'Bump, 20 weeks pregnant',
      pregnancyWeek: 20,
      ageWeeks: null,
      ageMonths: null,
    });
  });

  it('reads a profile without a date, or trying to conceive, as its stored stage with no age', () => {
    expect(chatChildOf({ name: ' ', currentStage: 'toddler', dateOfBirth: null }, now)).toEqual({
      name: null,
      stage: 'toddler',
      stageLabel: 'Toddler (1-3 years)',
      ageLabel: null,
      ageWeeks: null,
      ageMonths: null,
      pregnancyWeek: null,
    });
    expect(
      chatChildOf({ name: 'Hope', currentStage: 'trying-to-conceive', dateOfBirth: '2027-06-01' }, now),
    ).toMatchObject({ stage: 'trying-to-conceive', pregnancyWeek: null, ageLabel: null });
  });
});

describe('chat titles and search words', () => {
  it('makes a title from the first question: whitespace collapsed, cut on a word with …', () => {
    expect(titleFromQuestion('  Is   this\nnormal? ')).toBe('Is this normal?');
    const long = titleFromQuestion('word '.repeat(40));
    expect(long.endsWith('word…')).toBe(true);
    expect([...long].length).toBeLessThanOrEqual(80);
    expect([...titleFromQuestion('x'.repeat(200))].length).toBe(80);
  });

  it('keeps the meaningful words of a question', () => {
    expect(meaningfulWords("How do I get my baby to sleep? She doesn't nap")).toEqual([
      'baby',
      'sleep',
      'nap',
    ]);
  });
});
