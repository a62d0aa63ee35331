import { describe, expect, it } from 'vitest';
import { PHASE_GUIDE, phaseFromDate } from '../src/tools/phase-guide.js';
import { SETUP_STAGES } from '../src/stage.js';

const now = new Date('2026-06-15T10:30:00Z');
const inDays = (days: number) => new Date(Date.UTC(2026, 5, 15 + days));

describe('phaseFromDate', () => {
  it.each([
    [281, 'trying-to-conceive', 'due'],
    [280, 'pregnant-1st', 'due'],
    [183, 'pregnant-1st', 'due'], // 13+6 weeks pregnant
    [182, 'pregnant-2nd', 'due'], // 14+0
    [85, 'pregnant-2nd', 'due'], // 27+6
    [84, 'pregnant-3rd', 'due'], // 28+0
    [0, 'pregnant-3rd', 'due'],
    [-1, 'newborn', 'birth'], // a birthday yesterday is a newborn, not still pregnant
    [-90, 'newborn', 'birth'],
    [-91, 'infant', 'birth'],
    [-364, 'toddler', 'birth'],
    [-1092, 'preschool', 'birth'],
  ])('%i days from now reads as %s (%s date)', (days, stage, kind) => {
    const r = phaseFromDate(inDays(days), now);
    expect(r.stage).toBe(stage);
    expect(r.dateKind).toBe(kind);
    expect(r.guide).toBe(PHASE_GUIDE[r.stage]);
  });

  it('gives the stage label', () => {
    expect(phaseFromDate(inDays(-200), now).label).toBe('Infant (3-12 months)');
  });

  it('has a summary and what it brings for every stage', () => {
    for (const stage of SETUP_STAGES) {
      expect(PHASE_GUIDE[stage].summary.length).toBeGreaterThan(0);
      expect(PHASE_GUIDE[stage].brings.length).toBeGreaterThanOrEqual(3);
    }
  });
});
