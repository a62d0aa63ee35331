import { describe, expect, it } from 'vitest';
import {
  canCalculate,
  emptyGrowthForm,
  genderOf,
  positionFor,
  toGrowthInput,
  type GrowthFormValues,
} from './form';

const TODAY = '2026-11-23';
const filled: GrowthFormValues = {
  ...emptyGrowthForm(TODAY),
  gender: 'girl',
  currentWeight: '14',
  currentHeight: '61',
  currentHeadCircumference: '40',
};

describe('the growth form', () => {
  it('enables Calculate only with gender, weight, height and head (spec §5); birth date optional', () => {
    expect(canCalculate(filled)).toBe(true);
    expect(canCalculate({ ...filled, gender: '' })).toBe(false);
    expect(canCalculate({ ...filled, currentWeight: '' })).toBe(false);
    expect(canCalculate({ ...filled, currentHeight: ' ' })).toBe(false);
    expect(canCalculate({ ...filled, currentHeadCircumference: '0' })).toBe(false);
  });

  it('converts pounds to kilograms and keeps kilograms', () => {
    expect(toGrowthInput(filled, TODAY).input?.weightKg).toBeCloseTo(6.35029318, 8);
    expect(toGrowthInput({ ...filled, weightUnit: 'kg', currentWeight: '6.4' }, TODAY).input?.weightKg).toBe(
      6.4,
    );
  });

  it('says what is wrong: implausible values, future dates, a measurement before birth', () => {
    expect(toGrowthInput({ ...filled, currentWeight: '100' }, TODAY).errors).toEqual({
      currentWeight: 'Enter a value between 0.7 and 88 lbs',
    });
    expect(toGrowthInput({ ...filled, currentHeight: '20' }, TODAY).errors?.currentHeight).toMatch(
      /30 and 130 cm/,
    );
    expect(toGrowthInput({ ...filled, birthDate: '2026-11-24' }, TODAY).errors?.birthDate).toMatch(/future/);
    expect(
      toGrowthInput({ ...filled, birthDate: '2026-06-01', measuredOn: '2026-05-01' }, TODAY).errors,
    ).toEqual({
      measuredOn: 'The measurement date cannot be before the birth date',
    });
  });

  it('defaults length lying down under 731 days and standing from then, unless the parent chose', () => {
    expect(positionFor({ birthDate: '2024-11-23', measuredOn: '2026-11-23', measuredAs: null })).toBe(
      'length',
    ); // 730 days
    expect(positionFor({ birthDate: '2024-11-22', measuredOn: '2026-11-23', measuredAs: null })).toBe(
      'height',
    ); // 731
    expect(positionFor({ birthDate: '2024-11-22', measuredOn: '2026-11-23', measuredAs: 'length' })).toBe(
      'length',
    );
    expect(positionFor({ birthDate: '', measuredOn: TODAY, measuredAs: null })).toBe('length');
  });

  it("reads a child's stored sex as the calculator's gender", () => {
    expect(genderOf({ sex: 'male' })).toBe('boy');
    expect(genderOf({ sex: 'girl' })).toBe('girl');
    expect(genderOf({ sex: 'prefer-not-to-say' })).toBe('');
    expect(genderOf({ sex: null })).toBe('');
  });
});
