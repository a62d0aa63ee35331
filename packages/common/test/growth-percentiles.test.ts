import { beforeAll, describe, expect, it } from 'vitest';
import {
  ageInDays,
  calculateGrowth,
  erf,
  growthAgeText,
  growthBand,
  kgToLb,
  lbToKg,
  lengthForTable,
  loadWhoGrowthTables,
  normalCdf,
  referencePercentile,
  referenceVerdict,
  whoCurve,
  whoScore,
  zFromLms,
  type WhoGrowthTables,
} from '../src/tools/growth-percentiles.js';

let tables: WhoGrowthTables;
beforeAll(async () => {
  tables = await loadWhoGrowthTables();
});

/*
 * Expected values worked by hand from the rows of ../shared/data/who-growth (sex, age, L, M, S):
 * z = ((x/M)^L − 1)/(L·S); percentile = Φ(z) (Φ from a statistics table / erf).
 */
describe('WHO z-scores and percentiles', () => {
  const cases = [
    {
      // weianthro 1 0 0.3487 3.3464 0.14602; x = 4.0: x/M = 1.195314, ^L = 1.064187,
      // z = 0.064187/(0.3487·0.14602 = 0.050917) = 1.2606, Φ = 89.63
      name: 'boy, weight, birth',
      input: { measure: 'weight', sex: 'boy', days: 0, value: 4.0 },
      z: 1.2606,
      percentile: 89.63,
    },
    {
      // weianthro 2 365 -0.2022 8.9462 0.12267; x = 8.0: x/M = 0.894234, ^L = 1.022861,
      // z = 0.022861/(−0.2022·0.12267 = −0.024804) = −0.9217, Φ = 17.84
      name: 'girl, weight, 1 year',
      input: { measure: 'weight', sex: 'girl', days: 365, value: 8.0 },
      z: -0.9217,
      percentile: 17.84,
    },
    {
      // lenanthro 1 180 1 67.4836 0.03168 L; x = 70.0: z = (70/67.4836 − 1)/0.03168
      // = 0.037289/0.03168 = 1.1771, Φ = 88.04
      name: 'boy, length, 6 months',
      input: { measure: 'length', sex: 'boy', days: 180, value: 70.0 },
      z: 1.1771,
      percentile: 88.04,
    },
    {
      // lenanthro 2 900 1 90.3453 0.03884 H; x = 88.0 standing: z = (0.974041 − 1)/0.03884 = −0.6684,
      // Φ = 25.20
      name: 'girl, height, 900 days',
      input: { measure: 'length', sex: 'girl', days: 900, value: 88.0 },
      z: -0.6684,
      percentile: 25.2,
    },
    {
      // hcanthro 1 30 1 37.2435 0.03135; x = 36.0: z = (0.966612 − 1)/0.03135 = −1.0650, Φ = 14.34
      name: 'boy, head, 30 days',
      input: { measure: 'head', sex: 'boy', days: 30, value: 36.0 },
      z: -1.065,
      percentile: 14.34,
    },
    {
      // hcanthro 2 1826 1 49.9225 0.0285; x = 51.5: z = (1.031599 − 1)/0.0285 = 1.1087, Φ = 86.62
      name: 'girl, head, 5 years (last day)',
      input: { measure: 'head', sex: 'girl', days: 1826, value: 51.5 },
      z: 1.1087,
      percentile: 86.62,
    },
    {
      // lenanthro 1 400 1 77.0812 0.03157 L; 75.0 measured standing → +0.7 = 75.7 lying;
      // z = (75.7/77.0812 − 1)/0.03157 = (0.982081 − 1)/0.03157 = −0.5676, Φ = 28.52
      name: 'boy, length taken standing before 731 days',
      input: { measure: 'length', sex: 'boy', days: 400, value: 75.0, measuredAs: 'height' },
      z: -0.5676,
      percentile: 28.52,
    },
    {
      // lenanthro 2 800 1 87.6853 0.03814 H; 89.0 measured lying → −0.7 = 88.3 standing;
      // z = (88.3/87.6853 − 1)/0.03814 = 0.007010/0.03814 = 0.1838, Φ = 57.29
      name: 'girl, height taken lying from 731 days',
      input: { measure: 'length', sex: 'girl', days: 800, value: 89.0, measuredAs: 'length' },
      z: 0.1838,
      percentile: 57.29,
    },
    {
      // weianthro 1 365 0.0645 9.646 0.10925; x = 15: raw z = 4.0993 > 3, so WHO's rule:
      // SD3 = 9.646·(1 + 0.0645·0.10925·3)^(1/0.0645) = 13.3415, SD2 = 9.646·(1.014093)^(15.5039) = 11.9833,
      // SD23 = 1.3582; z = 3 + (15 − 13.3415)/1.3582 = 4.2212, Φ = 99.9988
      name: 'boy, weight beyond +3 SD',
      input: { measure: 'weight', sex: 'boy', days: 365, value: 15 },
      z: 4.2212,
      percentile: 99.9988,
    },
    {
      // weianthro 2 180 -0.0729 7.265 0.12208; x = 4.5: raw z = −3.9929 < −3, so WHO's rule:
      // SD3neg = 7.265·(1 + 0.0729·0.12208·3)^(−1/0.0729) = 5.0613, SD2neg = 5.7034, SD23 = 0.6420;
      // z = −3 + (4.5 − 5.0613)/0.6420 = −3.8743, Φ = 0.00535
      name: 'girl, weight below −3 SD',
      input: { measure: 'weight', sex: 'girl', days: 180, value: 4.5 },
      z: -3.8743,
      percentile: 0.00535,
    },
  ] as const;

  for (const c of cases) {
    it(`${c.name}: z ${c.z}, percentile ${c.percentile}`, () => {
      const score = whoScore(tables, c.input);
      expect(score.z).toBeCloseTo(c.z, 3);
      expect(score.percentile).toBeCloseTo(c.percentile, c.percentile < 1 ? 4 : 1);
    });
  }

  it('uses ln(x/M)/S when L is 0', () => {
    // ln(11/10)/0.1 = 0.953102
    expect(zFromLms(11, [0, 10, 0.1])).toBeCloseTo(0.953102, 5);
  });

  it('leaves weight between −3 and +3 SD on the LMS curve (raw z 2.9 stays 2.9)', () => {
    const row = tables.weight.boy[365]!;
    const x = row[1] * Math.pow(1 + row[0] * row[2] * 2.9, 1 / row[0]);
    expect(whoScore(tables, { measure: 'weight', sex: 'boy', days: 365, value: x }).z).toBeCloseTo(2.9, 9);
  });

  it('refuses ages outside 0 to 1826 days', () => {
    expect(() => whoScore(tables, { measure: 'head', sex: 'boy', days: 1827, value: 50 })).toThrow(
      /0 to 1826/,
    );
    expect(() => whoScore(tables, { measure: 'head', sex: 'boy', days: -1, value: 50 })).toThrow();
  });
});

describe('normal CDF', () => {
  it('matches tabulated values', () => {
    expect(normalCdf(0)).toBe(0.5);
    expect(normalCdf(1)).toBeCloseTo(0.841344746, 9);
    expect(normalCdf(-1.959963985)).toBeCloseTo(0.025, 9);
    expect(normalCdf(1.880793608)).toBeCloseTo(0.97, 9);
    expect(normalCdf(-5)).toBeCloseTo(2.866515719e-7, 15);
    expect(erf(3.5)).toBeCloseTo(0.999999256901628, 14);
  });
});

describe('length versus height', () => {
  it('adds 0.7 cm to a standing height before 731 days and takes it off a lying length from then', () => {
    expect(lengthForTable(80, 'height', 730)).toBeCloseTo(80.7, 10);
    expect(lengthForTable(80, 'length', 730)).toBe(80);
    expect(lengthForTable(80, 'length', 731)).toBeCloseTo(79.3, 10);
    expect(lengthForTable(80, 'height', 731)).toBe(80);
  });
});

describe('ages and units', () => {
  it('counts days between calendar dates, across a leap day', () => {
    expect(ageInDays('2024-02-28', '2024-03-01')).toBe(2);
    expect(ageInDays('2023-01-15', '2024-01-15')).toBe(365);
    expect(ageInDays('2024-05-10', '2024-05-09')).toBe(-1);
    expect(() => ageInDays('2024-02-30', '2024-03-01')).toThrow();
  });

  it('writes the age in months under 12, else years and months', () => {
    expect(growthAgeText(0)).toBe('0 months');
    expect(growthAgeText(1)).toBe('1 month');
    expect(growthAgeText(11)).toBe('11 months');
    expect(growthAgeText(12)).toBe('1 year');
    expect(growthAgeText(15)).toBe('1 year 3 months');
    expect(growthAgeText(25)).toBe('2 years 1 month');
  });

  it('converts pounds and kilograms', () => {
    expect(lbToKg(1)).toBe(0.45359237);
    expect(kgToLb(lbToKg(22))).toBeCloseTo(22, 12);
  });
});

describe('percentile bands', () => {
  it('splits at 3, 15, 85 and 97', () => {
    expect(growthBand(2.99).id).toBe('below-3');
    expect(growthBand(3).id).toBe('3-15');
    expect(growthBand(14.99).id).toBe('3-15');
    expect(growthBand(15).id).toBe('15-85');
    expect(growthBand(85).id).toBe('15-85');
    expect(growthBand(85.01).id).toBe('85-97');
    expect(growthBand(97).id).toBe('85-97');
    expect(growthBand(97.01).id).toBe('above-97');
  });
});

describe('calculateGrowth with a birth date (WHO)', () => {
  it('answers WHO percentiles, age text and calm wording', () => {
    const r = calculateGrowth(tables, {
      sex: 'boy',
      birthDate: '2025-01-01',
      measuredOn: '2025-07-01',
      weightKg: 8,
      lengthCm: 67.5,
      headCm: 43.3,
    });
    expect(r.source).toBe('who');
    if (r.source === 'beyond-who') throw new Error('unexpected');
    expect(r.ageDays).toBe(181);
    expect(r.ageText).toBe('6 months');
    expect(r.weightPercentile).toBeGreaterThan(15);
    expect(r.weightPercentile).toBeLessThan(85);
    expect(r.interpretation).toMatch(/typical range/);
    expect(r.recommendations.join(' ')).not.toMatch(/diagnos(is|ed) (with|of)/i);
  });

  it('says the WHO standards cover 0 to 5 years after day 1826', () => {
    const input = { sex: 'girl', weightKg: 18, lengthCm: 108, headCm: 50, birthDate: '2020-01-01' } as const;
    expect(calculateGrowth(tables, { ...input, measuredOn: '2024-12-31' }).source).toBe('who'); // day 1826
    const beyond = calculateGrowth(tables, { ...input, measuredOn: '2025-01-01' }); // day 1827
    expect(beyond.source).toBe('beyond-who');
    expect(beyond.interpretation).toMatch(/birth to 5 years/);
  });

  it('refuses a measurement before the birth date', () => {
    expect(() =>
      calculateGrowth(tables, {
        sex: 'girl',
        birthDate: '2025-02-01',
        measuredOn: '2025-01-31',
        weightKg: 3,
        lengthCm: 50,
        headCm: 34,
      }),
    ).toThrow();
  });

  it('draws percentile curves from the table (50th at day 0 is the median)', () => {
    const curve = whoCurve(tables, 'weight', 'girl', 0, 30, 7);
    expect(curve[0]).toEqual([0, tables.weight.girl[0]![1]]);
    expect(curve.at(-1)![1]).toBeCloseTo(tables.weight.girl[30]![1], 10);
  });
});

describe('reference table without a birth date (spec §9)', () => {
  it('takes the first threshold the value is at or below, else 95', () => {
    expect(referencePercentile('weight', 'boy', 17.6)).toBe(10);
    expect(referencePercentile('weight', 'boy', 17.61)).toBe(25);
    expect(referencePercentile('weight', 'boy', 19.8)).toBe(25);
    expect(referencePercentile('weight', 'boy', 22)).toBe(50);
    expect(referencePercentile('weight', 'boy', 24.3)).toBe(75);
    expect(referencePercentile('weight', 'boy', 26.5)).toBe(90);
    expect(referencePercentile('weight', 'boy', 26.51)).toBe(95);
    expect(referencePercentile('weight', 'girl', 16.5)).toBe(10);
    expect(referencePercentile('length', 'girl', 74)).toBe(90);
    expect(referencePercentile('length', 'girl', 74.1)).toBe(95);
    expect(referencePercentile('head', 'boy', 42)).toBe(10);
    expect(referencePercentile('head', 'girl', 41.5)).toBe(25);
    expect(referencePercentile('head', 'girl', 5)).toBe(10); // age is not used, nor a minimum
  });

  it('averages into above average at 75, normal from 25 to 74, below average under 25', () => {
    expect(referenceVerdict(75)).toBe('above average');
    expect(referenceVerdict(74.99)).toBe('normal');
    expect(referenceVerdict(25)).toBe('normal');
    expect(referenceVerdict(24.99)).toBe('below average');
  });

  it('adds a recommendation for each measure below 25, and converts kg to lbs for the table', () => {
    const base = { sex: 'boy', measuredOn: '2025-01-01' } as const;
    // 17.6 lb exactly (p10), 65 cm (p10), 45 cm (p75): average 31.67 → normal; two below 25.
    const r = calculateGrowth(null, { ...base, weightKg: lbToKg(17.6), lengthCm: 65, headCm: 45 });
    if (r.source === 'beyond-who') throw new Error('unexpected');
    expect(r.source).toBe('reference');
    expect([r.weightPercentile, r.heightPercentile, r.headPercentile]).toEqual([10, 10, 75]);
    expect(r.ageText).toBeNull();
    expect(r.interpretation).toMatch(/normal/);
    expect(r.recommendations.filter((t) => /below the 25th/.test(t))).toHaveLength(2);
    // 19.8 lb (p25), 68 cm (p25), 43 cm (p25): exactly 25 is not below 25.
    const atBoundary = calculateGrowth(null, { ...base, weightKg: lbToKg(19.8), lengthCm: 68, headCm: 43 });
    expect(atBoundary.recommendations.filter((t) => /below the 25th/.test(t))).toHaveLength(0);
    expect(atBoundary.interpretation).toMatch(/normal/);
    // All at p10 → below average, three recommendations.
    const low = calculateGrowth(null, { ...base, weightKg: lbToKg(17), lengthCm: 60, headCm: 40 });
    expect(low.interpretation).toMatch(/below average/);
    expect(low.recommendations.filter((t) => /below the 25th/.test(t))).toHaveLength(3);
    // 24.3 lb (p75), 72 (p75), 45 (p75) → above average.
    const high = calculateGrowth(null, { ...base, weightKg: lbToKg(24.3), lengthCm: 72, headCm: 45 });
    expect(high.interpretation).toMatch(/above average/);
  });

  it('says it ignores age and asks for the birth date, and never sends a normal newborn to talk about feeding', () => {
    // A healthy newborn boy at about the WHO median: 3.5 kg, 50 cm, 35 cm.
    const newborn = calculateGrowth(null, {
      sex: 'boy',
      measuredOn: '2025-01-01',
      weightKg: 3.5,
      lengthCm: 50,
      headCm: 35,
    });
    if (newborn.source === 'beyond-who') throw new Error('unexpected');
    expect([newborn.weightPercentile, newborn.heightPercentile, newborn.headPercentile]).toEqual([
      10, 10, 10,
    ]);
    const said = [newborn.interpretation, ...newborn.recommendations].join(' ');
    expect(said).toMatch(/does not take age into account|ignores age/);
    expect(said).toMatch(/birth date/);
    expect(said).toMatch(/WHO percentile/);
    expect(said).not.toMatch(/feed/i);
    // Every result without a birth date says it, whatever the verdict.
    const normal = calculateGrowth(null, {
      sex: 'girl',
      measuredOn: '2025-01-01',
      weightKg: 9.5,
      lengthCm: 69,
      headCm: 43,
    });
    expect(normal.interpretation).toMatch(/does not take age into account/);
  });
});
