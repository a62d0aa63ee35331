import { describe, expect, it } from 'vitest';
import {
  detectByRules,
  detectRedFlags,
  readSignAt,
  redFlagsById,
  urgentPreamble,
} from '../src/red-flags/detect.js';
import { safetyNetFlag, type RedFlagModel } from '../src/red-flags/safety-net.js';
import { RED_FLAG_RULES, UNSURE_RULE } from '../src/red-flags/rules.js';
import { RED_FLAG_MODEL } from '../src/red-flags/model.js';

const ids = (question: string) => detectRedFlags(question).map((f) => f.id);
const ruleIds = new Set(RED_FLAG_RULES.map((r) => r.id));

describe('the red-flag safety net (issue 20 point 2)', () => {
  it('catches an emergency in wording no rule anticipated, with a rule banner', () => {
    const question = 'my toddler swallowed something from the remote and now hes drooling and wont eat';
    expect(detectByRules(question)).toEqual([]);
    expect(ids(question)).toEqual(['button-battery']);
    const movements = '34 weeks and baby is hardly doing anything today, shall i wait till tomorrow';
    expect(detectByRules(movements)).toEqual([]);
    expect(ids(movements)).toEqual(['reduced-fetal-movement']);
  });

  it('gives the general urgent banner, not a misleading specific one, when the family is a close call', () => {
    // A model sure the question is urgent and torn between two families, so the test does not
    // depend on what today's training learned.
    const torn: RedFlagModel = {
      version: 2,
      threshold: 0.5,
      urgent: { bias: 5, weights: {} },
      family: { bias: { sepsis: 1, 'self-harm': 1 }, weights: {} },
    };
    const question = "baby won't stop screaming, gone pale, pulling legs up";
    expect(safetyNetFlag(question, undefined, readSignAt, torn)).toBe(UNSURE_RULE.id);
    const sure: RedFlagModel = { ...torn, family: { bias: { sepsis: 2, 'self-harm': 0 }, weights: {} } };
    expect(safetyNetFlag(question, undefined, readSignAt, sure)).toBe('sepsis');
    expect(urgentPreamble(redFlagsById([UNSURE_RULE.id]))).toMatch(/911|999/);
  });

  it.each([
    'he bumped his head but no vomiting and he is not drowsy',
    'hasnt pooped in 3 days',
    'she has a temperature of 38.2',
    'what are the signs of dehydration in a baby',
    'how much milk should a 7 month old drink',
  ])('leaves %j quiet: negated, mild, general or no sign at all', (question) => {
    expect(ids(question)).toEqual([]);
  });

  it('is a compact model of rule families with a cross-validated threshold', () => {
    expect(RED_FLAG_MODEL.version).toBe(2);
    expect(RED_FLAG_MODEL.threshold).toBeGreaterThan(0.5);
    expect(RED_FLAG_MODEL.threshold).toBeLessThan(1);
    expect(Object.keys(RED_FLAG_MODEL.urgent.weights).length).toBeLessThanOrEqual(2500);
    for (const family of Object.keys(RED_FLAG_MODEL.family.bias)) expect(ruleIds.has(family)).toBe(true);
    expect(ruleIds.has(UNSURE_RULE.id)).toBe(false);
    for (const weight of Object.values(RED_FLAG_MODEL.urgent.weights))
      expect(Number.isFinite(weight)).toBe(true);
  });
});
