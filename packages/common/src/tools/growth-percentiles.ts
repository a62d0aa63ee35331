/**
 * Growth percentiles. With a birth date: the WHO Child Growth Standards (2006) LMS method, as WHO's
 * anthro/igrowup software computes it. Without one: the fixed reference table of spec part 2 §9.
 * Pure functions; the WHO tables themselves are a separate, lazily loaded module (loadWhoGrowthTables)
 * so that pages which do not draw growth never download them.
 */

export const GROWTH_SEXES = ['boy', 'girl'] as const;
export type GrowthSex = (typeof GROWTH_SEXES)[number];

/** WHO indicators: weight-for-age (kg), length/height-for-age (cm), head circumference-for-age (cm). */
export const GROWTH_MEASURES = ['weight', 'length', 'head'] as const;
export type GrowthMeasure = (typeof GROWTH_MEASURES)[number];

/** One day of a WHO table: the Box-Cox power L, the median M and the coefficient of variation S. */
export type LmsRow = readonly [l: number, m: number, s: number];
/** Per measure and sex, one row per day of age from 0 to WHO_LAST_DAY. */
export type WhoGrowthTables = Record<GrowthMeasure, Record<GrowthSex, readonly LmsRow[]>>;

/** The WHO standards cover birth to 5 years: days 0 to 1826. */
export const WHO_LAST_DAY = 1826;
/** From this age WHO's length table is standing height; before it, recumbent length. */
export const WHO_HEIGHT_FROM_DAY = 731;
/** Recumbent length reads this much longer than standing height (WHO). */
export const LENGTH_HEIGHT_DIFFERENCE_CM = 0.7;
export const WHO_CREDIT = 'WHO Child Growth Standards';
export const KG_PER_LB = 0.45359237;
const DAYS_PER_MONTH = 365.25 / 12;

export const loadWhoGrowthTables = (): Promise<WhoGrowthTables> =>
  import('./who-growth-data.js').then((m) => m.WHO_GROWTH_TABLES);

export const lbToKg = (lb: number): number => lb * KG_PER_LB;
export const kgToLb = (kg: number): number => kg / KG_PER_LB;

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
function utcDay(date: string): number {
  const m = DATE.exec(date);
  if (!m) throw new RangeError(`not a date (YYYY-MM-DD): ${date}`);
  const t = Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]));
  if (new Date(t).toISOString().slice(0, 10) !== date) throw new RangeError(`not a calendar date: ${date}`);
  return t / 86_400_000;
}

/** Whole days from the birth date to the measurement date (both YYYY-MM-DD); negative if before birth. */
export function ageInDays(birthDate: string, measuredOn: string): number {
  return utcDay(measuredOn) - utcDay(birthDate);
}

export const ageInMonths = (days: number): number => days / DAYS_PER_MONTH;

/** Completed calendar months from birth to the measurement date. */
export function completedMonths(birthDate: string, measuredOn: string): number {
  const [by, bm, bd] = birthDate.split('-').map(Number) as [number, number, number];
  const [my, mm, md] = measuredOn.split('-').map(Number) as [number, number, number];
  return (my - by) * 12 + (mm - bm) - (md < bd ? 1 : 0);
}

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/** Spec §9: months under 12, else years and months ("1 year 3 months"). */
export function growthAgeText(months: number): string {
  if (months < 12) return plural(Math.max(0, months), 'month');
  const years = Math.floor(months / 12);
  const rest = months % 12;
  return rest === 0 ? plural(years, 'year') : `${plural(years, 'year')} ${plural(rest, 'month')}`;
}

/** The value at z of an LMS distribution: M(1 + L·S·z)^(1/L), or M·e^(S·z) when L = 0. */
export function lmsValueAtZ(z: number, [l, m, s]: LmsRow): number {
  return l === 0 ? m * Math.exp(s * z) : m * Math.pow(1 + l * s * z, 1 / l);
}

/** z = ((x/M)^L − 1) / (L·S), or ln(x/M)/S when L = 0. */
export function zFromLms(x: number, [l, m, s]: LmsRow): number {
  return l === 0 ? Math.log(x / m) / s : (Math.pow(x / m, l) - 1) / (l * s);
}

/**
 * Weight z-score with WHO's restriction beyond ±3 SD: the skewed LMS tail is replaced by a
 * straight line with the spacing between 2 and 3 SD, so extreme weights do not get extreme z.
 */
export function weightZFromLms(x: number, lms: LmsRow): number {
  const z = zFromLms(x, lms);
  if (z > 3) {
    const sd3pos = lmsValueAtZ(3, lms);
    const sd23pos = sd3pos - lmsValueAtZ(2, lms);
    return 3 + (x - sd3pos) / sd23pos;
  }
  if (z < -3) {
    const sd3neg = lmsValueAtZ(-3, lms);
    const sd23neg = lmsValueAtZ(-2, lms) - sd3neg;
    return -3 + (x - sd3neg) / sd23neg;
  }
  return z;
}

/**
 * erf by its Taylor series near 0 and the continued fraction of erfc in the tails (modified Lentz);
 * both accurate to about 1e-14, far beyond the 0.1 percentile the page shows.
 */
export function erf(x: number): number {
  const a = Math.abs(x);
  if (a < 3) {
    let term = a;
    let sum = a;
    for (let n = 1; n < 100; n++) {
      term *= (-a * a) / n;
      const add = term / (2 * n + 1);
      sum += add;
      if (Math.abs(add) < 1e-17 * Math.abs(sum)) break;
    }
    return Math.sign(x) * ((2 / Math.sqrt(Math.PI)) * sum);
  }
  return Math.sign(x) * (1 - erfcTail(a));
}

/** erfc(x) for x ≥ 3: e^(−x²)/√π · 1/(x + 1/2/(x + 1/(x + 3/2/(x + …)))). */
function erfcTail(x: number): number {
  const tiny = 1e-300;
  let f = x;
  let c = x;
  let d = 0;
  for (let n = 1; n < 200; n++) {
    const an = n / 2;
    d = x + an * d;
    d = Math.abs(d) < tiny ? tiny : d;
    c = x + an / c;
    c = Math.abs(c) < tiny ? tiny : c;
    d = 1 / d;
    const delta = c * d;
    f *= delta;
    if (Math.abs(delta - 1) < 1e-16) break;
  }
  return Math.exp(-x * x) / Math.sqrt(Math.PI) / f;
}

/** Standard normal CDF Φ(z). */
export const normalCdf = (z: number): number => 0.5 * (1 + erf(z / Math.SQRT2));

/** Percentile (0–100) of a z-score. */
export const percentileOfZ = (z: number): number => 100 * normalCdf(z);

export type LengthPosition = 'length' | 'height';

/** WHO measures lying down (length) under 731 days and standing (height) from then on. */
export const expectedPosition = (days: number): LengthPosition =>
  days < WHO_HEIGHT_FROM_DAY ? 'length' : 'height';

/** A measurement taken the other way than WHO's table for the age, corrected by 0.7 cm. */
export function lengthForTable(cm: number, measuredAs: LengthPosition, days: number): number {
  const expected = expectedPosition(days);
  if (measuredAs === expected) return cm;
  return expected === 'length' ? cm + LENGTH_HEIGHT_DIFFERENCE_CM : cm - LENGTH_HEIGHT_DIFFERENCE_CM;
}

export interface WhoScore {
  z: number;
  percentile: number;
  /** The value compared with the table (length corrected for position). */
  valueUsed: number;
}

/** WHO z and percentile of one measure at an age in days (0..1826). */
export function whoScore(
  tables: WhoGrowthTables,
  input: { measure: GrowthMeasure; sex: GrowthSex; days: number; value: number; measuredAs?: LengthPosition },
): WhoScore {
  const { measure, sex, days, value } = input;
  if (!Number.isInteger(days) || days < 0 || days > WHO_LAST_DAY) {
    throw new RangeError(`the WHO standards cover ages 0 to ${WHO_LAST_DAY} days, not ${days}`);
  }
  const lms = tables[measure][sex][days]!;
  const valueUsed =
    measure === 'length' ? lengthForTable(value, input.measuredAs ?? expectedPosition(days), days) : value;
  const z = measure === 'weight' ? weightZFromLms(valueUsed, lms) : zFromLms(valueUsed, lms);
  return { z, percentile: percentileOfZ(z), valueUsed };
}

/** The curves drawn on the chart, with their z (Φ⁻¹ of 3, 15, 50, 85 and 97 %). */
export const WHO_CHART_CURVES = [
  { percentile: 3, z: -1.880793608 },
  { percentile: 15, z: -1.036433389 },
  { percentile: 50, z: 0 },
  { percentile: 85, z: 1.036433389 },
  { percentile: 97, z: 1.880793608 },
] as const;

/** Points [age in months, value] of a percentile curve from day 0 to `lastDay`, every `stepDays`. */
export function whoCurve(
  tables: WhoGrowthTables,
  measure: GrowthMeasure,
  sex: GrowthSex,
  z: number,
  lastDay = WHO_LAST_DAY,
  stepDays = 7,
): Array<[number, number]> {
  const rows = tables[measure][sex];
  const points: Array<[number, number]> = [];
  const end = Math.min(lastDay, WHO_LAST_DAY);
  for (let day = 0; day <= end; day += stepDays) points.push([ageInMonths(day), lmsValueAtZ(z, rows[day]!)]);
  if (points.length && end % stepDays !== 0) points.push([ageInMonths(end), lmsValueAtZ(z, rows[end]!)]);
  return points;
}

// ---------------------------------------------------------------------------------------------
// Percentile bands: what a result means, worded for a parent, never as a diagnosis.

export type GrowthBandId = 'below-3' | '3-15' | '15-85' | '85-97' | 'above-97';

export interface GrowthBand {
  id: GrowthBandId;
  label: string;
}

export const GROWTH_BANDS: Record<GrowthBandId, GrowthBand> = {
  'below-3': { id: 'below-3', label: 'Below the 3rd percentile' },
  '3-15': { id: '3-15', label: '3rd to 15th percentile' },
  '15-85': { id: '15-85', label: '15th to 85th percentile' },
  '85-97': { id: '85-97', label: '85th to 97th percentile' },
  'above-97': { id: 'above-97', label: 'Above the 97th percentile' },
};

export function growthBand(percentile: number): GrowthBand {
  if (percentile < 3) return GROWTH_BANDS['below-3'];
  if (percentile < 15) return GROWTH_BANDS['3-15'];
  if (percentile <= 85) return GROWTH_BANDS['15-85'];
  if (percentile <= 97) return GROWTH_BANDS['85-97'];
  return GROWTH_BANDS['above-97'];
}

const MEASURE_NOUN: Record<GrowthMeasure, string> = {
  weight: 'weight',
  length: 'length/height',
  head: 'head circumference',
};

/** One sentence for one measure in one band. */
export function bandMeaning(measure: GrowthMeasure, band: GrowthBand): string {
  const noun = MEASURE_NOUN[measure];
  switch (band.id) {
    case 'below-3':
      return `Your baby's ${noun} is smaller than most babies of the same age and sex. Many healthy babies are small; your pediatrician can check how it fits with earlier measurements.`;
    case '3-15':
      return `Your baby's ${noun} is on the smaller side of the typical range. That is common in healthy babies, especially if growth follows the same curve over time.`;
    case '15-85':
      return `Your baby's ${noun} is within the typical range for age and sex.`;
    case '85-97':
      return `Your baby's ${noun} is on the larger side of the typical range. That is common in healthy babies, especially if growth follows the same curve over time.`;
    case 'above-97':
      return `Your baby's ${noun} is larger than most babies of the same age and sex. Many healthy babies are big; your pediatrician can check how it fits with earlier measurements.`;
  }
}

const BAND_RECOMMENDATION: Record<GrowthMeasure, Partial<Record<GrowthBandId, string>>> = {
  weight: {
    'below-3':
      'Mention the weight at your next visit, or sooner if your baby feeds poorly, has fewer wet diapers or seems unusually sleepy.',
    '3-15':
      'Keep feeding on demand and track weight at check-ups; a steady curve matters more than one number.',
    '85-97':
      "Follow your baby's hunger and fullness cues; there is no need to restrict feeds without your pediatrician's advice.",
    'above-97':
      'Ask your pediatrician to look at the weight curve together with length at your next check-up.',
  },
  length: {
    'below-3':
      "Ask your pediatrician to re-measure length at your next visit; a measurement taken lying down and one taken standing differ, and parents' heights matter too.",
    '3-15':
      "Length often follows the parents' heights; your pediatrician will watch the trend over several visits.",
    'above-97':
      'Tall babies often have tall parents; your pediatrician can confirm the trend over several visits.',
  },
  head: {
    'below-3':
      'Ask your pediatrician to re-measure head circumference; it is checked at every well-baby visit in the first two years.',
    '3-15': 'Head size is checked at routine visits; a steady curve is what your pediatrician looks for.',
    '85-97': 'Head size often runs in families; your pediatrician will watch the trend at routine visits.',
    'above-97':
      'Ask your pediatrician to re-measure head circumference at your next visit; it is checked at every well-baby visit in the first two years.',
  },
};

export const GENERAL_GROWTH_RECOMMENDATIONS = [
  'Keep up with regular well-baby check-ups, where growth is measured and plotted over time.',
  'One measurement is a snapshot: the pattern across several visits tells more than any single percentile.',
] as const;

// ---------------------------------------------------------------------------------------------
// The whole calculation the page runs.

export interface GrowthInput {
  sex: GrowthSex;
  /** YYYY-MM-DD; without it the spec's reference table is used. */
  birthDate?: string;
  /** YYYY-MM-DD; defaults to the birth date's counterpart "today" chosen by the caller. */
  measuredOn: string;
  weightKg: number;
  lengthCm: number;
  headCm: number;
  /** How length was taken; defaults to WHO's way for the age. */
  measuredAs?: LengthPosition;
}

export interface GrowthMeasureResult {
  measure: GrowthMeasure;
  value: number;
  percentile: number;
  /** WHO only. */
  z?: number;
  band?: GrowthBand;
  meaning: string;
}

export type GrowthResult =
  | {
      source: 'who' | 'reference';
      ageText: string | null;
      ageDays: number | null;
      weight: number;
      height: number;
      headCircumference: number;
      weightPercentile: number;
      heightPercentile: number;
      headPercentile: number;
      measures: GrowthMeasureResult[];
      interpretation: string;
      recommendations: string[];
    }
  | {
      source: 'beyond-who';
      ageText: string;
      ageDays: number;
      interpretation: string;
      recommendations: string[];
    };

export const BEYOND_WHO_MESSAGE =
  'The WHO Child Growth Standards cover children from birth to 5 years, so percentiles are not shown for this age. Your pediatrician can plot these measurements on the charts for older children.';

/** WHO percentiles when a birth date is given (and the child is 0–5 years), else the reference table. */
export function calculateGrowth(tables: WhoGrowthTables | null, input: GrowthInput): GrowthResult {
  if (!input.birthDate) return referenceGrowth(input);
  const days = ageInDays(input.birthDate, input.measuredOn);
  if (days < 0) throw new RangeError('the measurement date is before the birth date');
  const ageText = growthAgeText(completedMonths(input.birthDate, input.measuredOn));
  if (days > WHO_LAST_DAY) {
    return {
      source: 'beyond-who',
      ageText,
      ageDays: days,
      interpretation: BEYOND_WHO_MESSAGE,
      recommendations: [...GENERAL_GROWTH_RECOMMENDATIONS],
    };
  }
  if (!tables) throw new Error('the WHO tables are not loaded');
  const values: Record<GrowthMeasure, number> = {
    weight: input.weightKg,
    length: input.lengthCm,
    head: input.headCm,
  };
  const measures = GROWTH_MEASURES.map((measure): GrowthMeasureResult => {
    const score = whoScore(tables, {
      measure,
      sex: input.sex,
      days,
      value: values[measure],
      measuredAs: input.measuredAs,
    });
    const band = growthBand(score.percentile);
    return {
      measure,
      value: values[measure],
      percentile: score.percentile,
      z: score.z,
      band,
      meaning: bandMeaning(measure, band),
    };
  });
  const outside = measures.filter((m) => m.band!.id !== '15-85');
  const interpretation =
    outside.length === 0
      ? "All three measurements are within the typical range for your baby's age and sex."
      : outside.some((m) => m.band!.id === 'below-3' || m.band!.id === 'above-97')
        ? "Some measurements are outside the range most babies of this age fall in. That alone is not a diagnosis: your pediatrician can put them in context with earlier measurements and your baby's health."
        : 'Some measurements are on the smaller or larger side of the typical range, which is common in healthy babies. The trend over time matters most.';
  const recommendations = [
    ...measures.flatMap((m) => BAND_RECOMMENDATION[m.measure][m.band!.id] ?? []),
    ...GENERAL_GROWTH_RECOMMENDATIONS,
  ];
  const [w, l, h] = measures as [GrowthMeasureResult, GrowthMeasureResult, GrowthMeasureResult];
  return {
    source: 'who',
    ageText,
    ageDays: days,
    weight: input.weightKg,
    height: input.lengthCm,
    headCircumference: input.headCm,
    weightPercentile: w.percentile,
    heightPercentile: l.percentile,
    headPercentile: h.percentile,
    measures,
    interpretation,
    recommendations,
  };
}

// ---------------------------------------------------------------------------------------------
// Spec part 2 §9: the reference table used without a birth date (age is not used).

/** p10, p25, p50, p75, p90 per measure and sex; weight in lbs, height and head in cm. */
export const GROWTH_REFERENCE_TABLE: Record<GrowthMeasure, Record<GrowthSex, readonly number[]>> = {
  weight: { boy: [17.6, 19.8, 22, 24.3, 26.5], girl: [16.5, 18.7, 20.9, 23.1, 25.4] },
  length: { boy: [65, 68, 70, 72, 75], girl: [64, 67, 69, 71, 74] },
  head: { boy: [42, 43, 44, 45, 46], girl: [41, 42, 43, 44, 45] },
};
const REFERENCE_PERCENTILES = [10, 25, 50, 75, 90] as const;

/** 10, 25, 50, 75 or 90 by the first threshold the value is at or below; above them all, 95. */
export function referencePercentile(measure: GrowthMeasure, sex: GrowthSex, value: number): number {
  const thresholds = GROWTH_REFERENCE_TABLE[measure][sex];
  const index = thresholds.findIndex((t) => value <= t);
  return index === -1 ? 95 : REFERENCE_PERCENTILES[index]!;
}

export type ReferenceVerdict = 'above average' | 'normal' | 'below average';

/** The average of the three percentiles: 75 and above, 25 to 74, below 25. */
export function referenceVerdict(average: number): ReferenceVerdict {
  if (average >= 75) return 'above average';
  if (average >= 25) return 'normal';
  return 'below average';
}

const REFERENCE_INTERPRETATION: Record<ReferenceVerdict, string> = {
  'above average': "Your baby's measurements are above average compared with the reference table.",
  normal: "Your baby's measurements are within the normal range compared with the reference table.",
  'below average': "Your baby's measurements are below average compared with the reference table.",
};

/**
 * The table has one row for every age (its medians fit a baby of about 9 months), so a healthy
 * newborn reads as small. The result says so, asks for the birth date for a WHO percentile, and
 * its recommendations never read a table percentile as a reason to worry about feeding.
 */
export const REFERENCE_AGE_NOTE =
  "This table does not take age into account, so it cannot say how your baby is growing for their age. Add your baby's birth date to see WHO percentiles for age and sex.";

const REFERENCE_RECOMMENDATION: Record<GrowthMeasure, string> = {
  weight:
    'Weight is below the 25th percentile of the reference table, which is expected for a young baby because the table ignores age: add the birth date for the WHO weight percentile.',
  length:
    'Height is below the 25th percentile of the reference table, which is expected for a young baby because the table ignores age: add the birth date for the WHO length percentile.',
  head: 'Head circumference is below the 25th percentile of the reference table, which is expected for a young baby because the table ignores age: add the birth date for the WHO head percentile.',
};

function referenceGrowth(input: GrowthInput): GrowthResult {
  // The table is in lbs; rounding to 0.01 lb undoes the float noise of a lb→kg→lb round trip.
  const weightLb = Math.round(kgToLb(input.weightKg) * 100) / 100;
  const values: Record<GrowthMeasure, number> = {
    weight: weightLb,
    length: input.lengthCm,
    head: input.headCm,
  };
  const measures = GROWTH_MEASURES.map((measure): GrowthMeasureResult => {
    const percentile = referencePercentile(measure, input.sex, values[measure]);
    const meaning =
      percentile === 95
        ? 'Above the 90th percentile of the reference table.'
        : `At or below the ${percentile}th percentile of the reference table.`;
    return { measure, value: values[measure], percentile, meaning };
  });
  const [w, l, h] = measures as [GrowthMeasureResult, GrowthMeasureResult, GrowthMeasureResult];
  const verdict = referenceVerdict((w.percentile + l.percentile + h.percentile) / 3);
  return {
    source: 'reference',
    ageText: null,
    ageDays: null,
    weight: weightLb,
    height: input.lengthCm,
    headCircumference: input.headCm,
    weightPercentile: w.percentile,
    heightPercentile: l.percentile,
    headPercentile: h.percentile,
    measures,
    interpretation: `${REFERENCE_INTERPRETATION[verdict]} ${REFERENCE_AGE_NOTE}`,
    recommendations: [
      ...measures.filter((m) => m.percentile < 25).map((m) => REFERENCE_RECOMMENDATION[m.measure]),
      ...GENERAL_GROWTH_RECOMMENDATIONS,
    ],
  };
}
