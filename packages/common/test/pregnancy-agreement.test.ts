import { describe, expect, it } from 'vitest';
import { chatChildOf } from '../src/chat-child.js';
import { termNameOf, trimesterWeeksText } from '../src/pregnancy.js';
import { childAgeLabel, childStage, stageFromDate, stageFromDueDate } from '../src/stage.js';
import { calculateDueDate } from '../src/tools/due-date.js';
import { phaseFromDate } from '../src/tools/phase-guide.js';

const now = new Date('2026-06-15T10:30:00Z');
const DAY_MS = 86_400_000;
const today = new Date(Date.UTC(2026, 5, 15));
const addDays = (days: number) => new Date(today.getTime() + days * DAY_MS);

/** The spec's onboarding ranges, written out here so a change to the shared rule shows. */
const expectedTrimester = (weeks: number) => (weeks <= 13 ? 1 : weeks <= 27 ? 2 : 3);
const STAGE_OF = { 1: 'pregnant-1st', 2: 'pregnant-2nd', 3: 'pregnant-3rd' } as const;

describe('every place reads a pregnancy the same way, every day from the last period to 42 weeks', () => {
  it('the due date tool, profiles, chat, onboarding and the phase tool agree on the week and trimester', () => {
    for (let day = 0; day <= 42 * 7; day++) {
      const lmp = addDays(-day);
      const due = addDays(280 - day);
      const weeks = Math.floor(day / 7);
      const trimester = expectedTrimester(weeks);
      const stage = STAGE_OF[trimester];
      const at = `day ${day} (${weeks}+${day % 7})`;

      const tool = calculateDueDate('lmp', lmp, now);
      if (!tool.ok) throw new Error(`${at}: ${tool.problem}`);
      expect(tool.result.gestationalAge, at).toBe(weeks);
      expect(tool.result.currentTrimester, at).toBe(trimester);
      expect(tool.result.trimesterCards.find((c) => c.current)?.weeks, at).toBe(
        trimesterWeeksText(trimester),
      );
      expect(tool.result.dueDate.getTime(), at).toBe(due.getTime());

      // Onboarding's due date answer and a profile's stage.
      expect(stageFromDueDate(due, now), at).toBe(stage);
      expect(childStage({ currentStage: 'pregnant-1st', dateOfBirth: due.toISOString() }, now), at).toBe(
        stage,
      );

      // Chat's child.
      const chat = chatChildOf({ name: 'Bump', currentStage: 'pregnant-2nd', dateOfBirth: due }, now);
      expect(chat.stage, at).toBe(stage);
      expect(chat.pregnancyWeek, at).toBe(weeks);

      // The profile's age text: the same weeks until the last 4 weeks' countdown.
      const label = childAgeLabel({ currentStage: 'pregnant-3rd', dateOfBirth: due }, now);
      if (280 - day >= 28) expect(label, at).toBe(`${weeks} week${weeks === 1 ? '' : 's'} pregnant`);

      // The setup dialog and the phase tool, for a due date still ahead.
      if (day <= 280) {
        expect(stageFromDate(due, now), at).toBe(stage);
        expect(phaseFromDate(due, now).stage, at).toBe(stage);
      }
    }
  });

  it('names the trimester spans as the onboarding question asks them', () => {
    expect([1, 2, 3].map((t) => trimesterWeeksText(t as 1))).toEqual([
      '0-13 weeks',
      '14-27 weeks',
      '28+ weeks',
    ]);
  });
});

describe('term names (ACOG)', () => {
  it.each([
    [36, 'preterm'],
    [37, 'early term'],
    [38, 'early term'],
    [39, 'full term'],
    [40, 'full term'],
    [41, 'late term'],
    [42, 'post term'],
  ])('%i completed weeks is %s', (weeks, name) => {
    expect(termNameOf(weeks)).toBe(name);
  });
});
