import {
  ageInDays,
  expectedPosition,
  GROWTH_LIMITS,
  kgToLb,
  lbToKg,
  type ChildProfile,
  type GrowthInput,
  type GrowthSex,
  type LengthPosition,
} from '@nestkeep/common/web';

export type WeightUnit = 'lb' | 'kg';

/** The growth form (spec part 2 §3: name, birthDate, gender, currentWeight, currentHeight, currentHeadCircumference). */
export interface GrowthFormValues {
  name: string;
  birthDate: string;
  gender: GrowthSex | '';
  currentWeight: string;
  weightUnit: WeightUnit;
  currentHeight: string;
  /** Null: WHO's way for the age (lying down under 2 years). */
  measuredAs: LengthPosition | null;
  currentHeadCircumference: string;
  measuredOn: string;
}

export const emptyGrowthForm = (today: string): GrowthFormValues => ({
  name: '',
  birthDate: '',
  gender: '',
  currentWeight: '',
  weightUnit: 'lb',
  currentHeight: '',
  measuredAs: null,
  currentHeadCircumference: '',
  measuredOn: today,
});

const filled = (v: string) => v.trim() !== '' && Number.isFinite(Number(v)) && Number(v) > 0;

/** Spec §4/§5: Calculate is enabled once gender, weight, height and head are filled. */
export function canCalculate(v: GrowthFormValues): boolean {
  return (
    v.gender !== '' &&
    filled(v.currentWeight) &&
    filled(v.currentHeight) &&
    filled(v.currentHeadCircumference)
  );
}

/** The position the length was taken in: the parent's choice, else WHO's for the age. */
export function positionFor(
  v: Pick<GrowthFormValues, 'birthDate' | 'measuredOn' | 'measuredAs'>,
): LengthPosition {
  if (v.measuredAs) return v.measuredAs;
  if (!v.birthDate || !v.measuredOn) return 'length';
  const days = ageInDays(v.birthDate, v.measuredOn);
  return days >= 0 ? expectedPosition(days) : 'length';
}

export type GrowthFormErrors = Partial<
  Record<'birthDate' | 'measuredOn' | 'currentWeight' | 'currentHeight' | 'currentHeadCircumference', string>
>;

const round = (n: number, digits: number) => Math.round(n * 10 ** digits) / 10 ** digits;

function rangeError(value: number, min: number, max: number, unit: string): string | undefined {
  return value < min || value > max ? `Enter a value between ${min} and ${max} ${unit}` : undefined;
}

/** The calculator's input, or what is wrong with the form (dates as YYYY-MM-DD, `today` the parent's). */
export function toGrowthInput(
  v: GrowthFormValues,
  today: string,
): { input: GrowthInput; errors?: undefined } | { input?: undefined; errors: GrowthFormErrors } {
  const errors: GrowthFormErrors = {};
  if (v.measuredOn > today) errors.measuredOn = 'The measurement date cannot be in the future';
  if (v.birthDate) {
    if (v.birthDate > today) errors.birthDate = 'Birth date cannot be in the future';
    else if (v.measuredOn && v.birthDate > v.measuredOn)
      errors.measuredOn = 'The measurement date cannot be before the birth date';
  }
  const weight = Number(v.currentWeight);
  const { weightKg: wl, lengthCm: ll, headCm: hl } = GROWTH_LIMITS;
  errors.currentWeight =
    v.weightUnit === 'kg'
      ? rangeError(weight, wl.min, wl.max, 'kg')
      : rangeError(weight, round(kgToLb(wl.min), 1), round(kgToLb(wl.max), 0), 'lbs');
  errors.currentHeight = rangeError(Number(v.currentHeight), ll.min, ll.max, 'cm');
  errors.currentHeadCircumference = rangeError(Number(v.currentHeadCircumference), hl.min, hl.max, 'cm');
  const problems = Object.fromEntries(Object.entries(errors).filter(([, m]) => m)) as GrowthFormErrors;
  if (Object.keys(problems).length > 0 || v.gender === '') return { errors: problems };
  return {
    input: {
      sex: v.gender,
      birthDate: v.birthDate || undefined,
      measuredOn: v.measuredOn || today,
      weightKg: v.weightUnit === 'kg' ? weight : lbToKg(weight),
      lengthCm: Number(v.currentHeight),
      headCm: Number(v.currentHeadCircumference),
      measuredAs: positionFor(v),
    },
  };
}

/** A child's stored sex as the calculator's gender, when it is one. */
export function genderOf(child: Pick<ChildProfile, 'sex'>): GrowthSex | '' {
  if (child.sex === 'boy' || child.sex === 'male') return 'boy';
  if (child.sex === 'girl' || child.sex === 'female') return 'girl';
  return '';
}

/** Kilograms as shown beside pounds, and back, to two decimals. */
export const kgText = (kg: number) => `${round(kg, 2)} kg`;
export const lbText = (kg: number) => `${round(kgToLb(kg), 1)} lbs`;
