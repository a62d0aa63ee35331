import { describe, expect, it } from 'vitest';
import { CHILD_STAGES, phasesForStage } from '../src/stage.js';
import { PHASES } from '../src/content-taxonomy.js';

describe('phasesForStage', () => {
  it("gives a child's current content phase first, then the next one", () => {
    expect(phasesForStage('trying-to-conceive')).toEqual(['fertility', 'pregnancy']);
    expect(phasesForStage('pregnant-2nd')).toEqual(['pregnancy', 'postpartum', 'newborn']);
    expect(phasesForStage('newborn')).toEqual(['newborn', 'infant']);
    expect(phasesForStage('infant')).toEqual(['infant', 'toddler']);
    expect(phasesForStage('toddler')).toEqual(['toddler', 'preschool']);
    expect(phasesForStage('preschool')).toEqual(['preschool']);
    expect(phasesForStage('preschooler')).toEqual(['preschool']);
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
