import { describe, expect, it } from 'vitest';
import { nameRecordSchema } from '@nestkeep/common';
import {
  buildNameRecords,
  countSyllables,
  genderOf,
  indexSsaCounts,
  parseNamesTsv,
  popularityRanks,
  trendOf,
} from '../../../../scripts/data/names-lib.mjs';

/** The dataset build's rules (scripts/data/names-lib.mjs), on a tiny TSV and made-up SSA rows. */

describe('countSyllables', () => {
  it.each([
    ['Grace', 1],
    ['Olivia', 4],
    ['Chloe', 2],
    ['Aiden', 2],
    ['Noah', 2],
    ['Liam', 2],
    ['Sophia', 3],
    ['Ryan', 2],
    ['Maya', 2],
    ['Samuel', 3],
    ['Leah', 2],
    ['Georgia', 2],
    ['Penelope', 4],
    ['Anne', 1],
    ['Belle', 1],
    ['Isabelle', 3],
    ['Elizabeth', 4],
    ['Zoë', 2],
    ['José', 2],
    ['Theodore', 3],
  ])('%s has %i', (name, n) => {
    expect(countSyllables(name)).toBe(n);
  });

  it('sounds the final e of names from languages that do (Kale is Hawaiian, Giuseppe Italian)', () => {
    expect(countSyllables('Kale', 'Hawaiian')).toBe(2);
    expect(countSyllables('Kale', 'Germanic')).toBe(1);
    expect(countSyllables('Giuseppe', 'Italian')).toBe(3);
    expect(countSyllables('Ailbhe', 'Celtic')).toBe(2);
    expect(countSyllables('Caoimhe', 'Celtic')).toBe(2);
  });

  it('stays within 1 to 5', () => {
    expect(countSyllables('Bartholomeodorianalexander')).toBe(5);
    expect(countSyllables('Brynn')).toBe(1);
  });
});

describe('SSA rules', () => {
  it('rises or declines only beyond 15%', () => {
    expect(trendOf(116, 100)).toBe('rising');
    expect(trendOf(115, 100)).toBe('steady');
    expect(trendOf(85, 100)).toBe('steady');
    expect(trendOf(84, 100)).toBe('declining');
    expect(trendOf(10, 0)).toBe('rising');
    expect(trendOf(0, 0)).toBe('steady');
  });

  it('makes a name unisex when the less common sex has at least 20% of births', () => {
    expect(genderOf('boy', { M: 80, F: 20, total: 100 })).toBe('unisex');
    expect(genderOf('boy', { M: 81, F: 19, total: 100 })).toBe('boy');
    expect(genderOf('girl', { M: 0, F: 0, total: 0 })).toBe('girl');
    expect(genderOf('unisex', { M: 100, F: 0, total: 100 })).toBe('unisex');
  });

  it('ranks popularity as a percentile among names with births, absent names 1', () => {
    expect(popularityRanks([0, 10, 20, 30, 40])).toEqual([1, 25, 50, 75, 100]);
  });
});

const TSV = [
  'name\tgender\torigin\tmeaning\tthemes\tvariants\tfamous',
  'Aria\tgirl\tLatin\tair, melody\tJoy\tArya\t',
  'Rowan\tboy\tCeltic\tlittle red one\tNature\tRowen\tRowan Atkinson',
  'aria\tgirl\tItalian\tsong\t\t\t',
  'Ikaika\tboy\tHawaiian\tstrength\tStrength\t\t',
  'Bad\tboy\tMartian\tnope\t\t\t',
].join('\n');

const ssaRows = [
  ...[2015, 2016, 2017, 2018, 2019].map((year) => ({ name: 'aria', sex: 'F', year, births: 100 })),
  ...[2020, 2021, 2022, 2023, 2024].map((year) => ({ name: 'aria', sex: 'F', year, births: 200 })),
  ...[2015, 2020].map((year) => ({ name: 'rowan', sex: 'M', year, births: 70 })),
  ...[2015, 2020].map((year) => ({ name: 'rowan', sex: 'F', year, births: 30 })),
  { name: 'aria', sex: 'F', year: 2010, births: 99_999 },
];

describe('buildNameRecords', () => {
  const built = buildNameRecords({
    rows: parseNamesTsv(TSV, 'tiny.tsv'),
    ssa: indexSsaCounts(ssaRows),
    lastYear: 2024,
    schema: nameRecordSchema,
  });

  it('keeps the first of a name (case-insensitive) and drops records that break the schema', () => {
    expect(built.records.map((r) => r.name)).toEqual(['Aria', 'Rowan', 'Ikaika']);
    expect(built.dropped).toEqual([
      { where: 'tiny.tsv:4', name: 'aria', why: 'duplicate' },
      expect.objectContaining({ where: 'tiny.tsv:6', name: 'Bad', why: expect.stringMatching(/^origin/) }),
    ]);
    expect(built.perOrigin).toEqual({ Latin: 1, Celtic: 1, Hawaiian: 1 });
  });

  it('derives popularity, trend, gender and syllables from the counts of the last ten years', () => {
    const [aria, rowan, ikaika] = built.records;
    expect(aria).toEqual({
      name: 'Aria',
      gender: 'girl',
      meaning: 'air, melody',
      origin: 'Latin',
      syllables: 3,
      popularity: 100,
      trend: 'rising',
      variants: ['Arya'],
      famousPeople: [],
      themes: ['Joy'],
    });
    expect(rowan).toMatchObject({
      gender: 'unisex',
      popularity: 50,
      trend: 'steady',
      famousPeople: ['Rowan Atkinson'],
    });
    expect(ikaika).toMatchObject({ popularity: 1, trend: 'steady', syllables: 3 });
  });

  it('refuses a TSV with the wrong header', () => {
    expect(() => parseNamesTsv('name\tsex\n', 'x.tsv')).toThrow(/x.tsv: header must be/);
  });
});
