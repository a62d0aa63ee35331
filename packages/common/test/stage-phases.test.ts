import { describe, expect, it } from 'vitest';
import { CHILD_STAGES, childStage, phasesForStage } from '../src/stage.js';
import { PHASES } from '../src/content-taxonomy.js';

describe('phasesForStage', () => {
  it("gives only the phases that fit the child's age now, never the next one (issue 22 point 10)", () => {
    expect(phasesForStage('trying-to-conceive')).toEqual(['fertility']);
    expect(phasesForStage('pregnant-2nd')).toEqual(['pregnancy']);
    // The weeks after birth are the newborn's and the parent's recovery alike (both 0-13 weeks).
    expect(phasesForStage('labor-birth')).toEqual(['postpartum', 'newborn']);
    expect(phasesForStage('postpartum-recovery')).toEqual(['postpartum', 'newborn']);
    expect(phasesForStage('newborn')).toEqual(['newborn', 'postpartum']);
    expect(phasesForStage('infant')).toEqual(['infant']);
    expect(phasesForStage('toddler')).toEqual(['toddler']);
    expect(phasesForStage('preschool')).toEqual(['preschool']);
    expect(phasesForStage('preschooler')).toEqual(['preschool']);
  });

  it("follows the child's age, not the stage stored: a toddler by birth date gets toddler items", () => {
    const now = new Date('2026-06-01T12:00:00Z');
    const profile = { currentStage: 'newborn', dateOfBirth: '2024-12-01' };
    expect(phasesForStage(childStage(profile, now))).toEqual(['toddler']);
  });

  it('maps every stage of both lists to known content phases, and an unknown stage to none', () => {
    for (const stage of CHILD_STAGES) {
      const phases = phasesForStage(stage);
      expect(phases.length, stage).toBeGreaterThan(0);
      for (const phase of phases) expect(PHASES, stage).toContain(phase);
    }
    expect(phasesForStage('__proto__')).toEqual([]);
    expect(phasesForStage('teenager')).toEqual([]);
  });
});
