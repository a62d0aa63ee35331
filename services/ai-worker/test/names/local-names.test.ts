import { describe, expect, it } from 'vitest';
import {
  nameGenerationRequest,
  seededRandom,
  type NameGenerationRequest,
  type NameRecord,
} from '@nestkeep/common';
import { loadNamesDataset } from '../../src/names/dataset.js';
import { createLocalNameGenerator, drawNames, matchingNames } from '../../src/providers/local/names.js';

const rec = (name: string, over: Partial<NameRecord> = {}): NameRecord => ({
  name,
  gender: 'girl',
  meaning: 'a name',
  origin: 'Latin',
  syllables: 2,
  popularity: 50,
  trend: 'steady',
  variants: [],
  famousPeople: [],
  themes: [],
  ...over,
});

const RECORDS: NameRecord[] = [
  rec('Aurora', { meaning: 'dawn', syllables: 3, popularity: 95, themes: ['Light'] }),
  rec('Lucia', { meaning: 'light', syllables: 3, popularity: 70, themes: ['Light'], origin: 'Italian' }),
  rec('Leo', { gender: 'boy', meaning: 'lion', popularity: 99, themes: ['Strength'] }),
  rec('Rowan', { gender: 'unisex', meaning: 'little red one', origin: 'Celtic', themes: ['Nature'] }),
  rec('Zoë', { meaning: 'life', popularity: 80, origin: 'Greek' }),
  rec('Kai', {
    gender: 'unisex',
    meaning: 'sea',
    syllables: 1,
    popularity: 5,
    origin: 'Hawaiian',
    themes: ['Nature'],
  }),
  rec('Amara', { meaning: 'grace, eternal', syllables: 3, popularity: 10, origin: 'West African' }),
  rec('Ethan', {
    gender: 'boy',
    meaning: 'strong, firm',
    popularity: 90,
    origin: 'Hebrew',
    themes: ['Strength'],
  }),
];

const q = (input: NameGenerationRequest) => nameGenerationRequest.parse(input);
const names = (input: NameGenerationRequest) => matchingNames(RECORDS, q(input)).map((r) => r.name);

describe('local names: filters', () => {
  it('gives a boy query boys and unisex names, a unisex query unisex names only', () => {
    expect(names({ gender: 'boy' })).toEqual(['Leo', 'Rowan', 'Kai', 'Ethan']);
    expect(names({ gender: 'unisex' })).toEqual(['Rowan', 'Kai']);
    expect(names({ gender: 'girl' })).toEqual(['Aurora', 'Lucia', 'Rowan', 'Zoë', 'Kai', 'Amara']);
    expect(names({ gender: 'All' })).toHaveLength(RECORDS.length);
  });

  it('filters by origin, starting letter, theme, syllables and popularity', () => {
    expect(names({ origin: 'Celtic' })).toEqual(['Rowan']);
    expect(names({ startingLetter: 'z' })).toEqual(['Zoë']);
    expect(names({ meaningTheme: 'Light' })).toEqual(['Aurora', 'Lucia']);
    expect(names({ syllables: [1, 1] })).toEqual(['Kai']);
    expect(names({ popularity: [1, 10] })).toEqual(['Kai', 'Amara']);
    expect(names({ gender: 'boy', meaningTheme: 'Strength', popularity: [95, 100] })).toEqual(['Leo']);
  });

  it('searches the start of a name or a word of its meaning', () => {
    expect(names({ search: 'ro' })).toEqual(['Rowan']);
    expect(names({ search: 'light' })).toEqual(['Lucia']);
    expect(names({ search: 'str' })).toEqual(['Ethan']);
    expect(names({ search: 'zoe' })).toEqual(['Zoë']);
    expect(names({ search: 'ion' })).toEqual([]);
  });

  it('never returns an excluded name, whatever its case or accents', () => {
    expect(names({ exclude: ['aurora', 'ZOE', 'Leo'] })).not.toEqual(expect.arrayContaining(['Aurora']));
    expect(names({ exclude: ['aurora', 'ZOE', 'Leo'] })).toEqual(['Lucia', 'Rowan', 'Kai', 'Amara', 'Ethan']);
  });
});

describe('local names: the draw', () => {
  it('answers count names, no repeats, as cards without themes', async () => {
    const generator = createLocalNameGenerator(RECORDS, { random: seededRandom(1) });
    const out = await generator.generateNames(q({ count: 5 }));
    expect(out).toHaveLength(5);
    expect(new Set(out.map((n) => n.name)).size).toBe(5);
    expect(out[0]).not.toHaveProperty('themes');
  });

  it('answers what fits when fewer names fit than asked, and nothing when none do', async () => {
    const generator = createLocalNameGenerator(RECORDS);
    expect(await generator.generateNames(q({ origin: 'Celtic', count: 8 }))).toHaveLength(1);
    expect(await generator.generateNames(q({ origin: 'Slavic' }))).toEqual([]);
  });

  it('is repeatable with a seed and favours popular names', () => {
    const pool = [rec('Rare', { popularity: 1 }), rec('Popular', { popularity: 100 })];
    const a = drawNames(pool, 1, seededRandom(7)).map((r) => r.name);
    expect(drawNames(pool, 1, seededRandom(7)).map((r) => r.name)).toEqual(a);
    const random = seededRandom(42);
    let popularFirst = 0;
    for (let i = 0; i < 1000; i += 1)
      if (drawNames(pool, 1, random)[0]!.name === 'Popular') popularFirst += 1;
    // Weights 115 and 16: the popular name leads about 88% of draws, the rare one still comes up.
    expect(popularFirst).toBeGreaterThan(820);
    expect(popularFirst).toBeLessThan(940);
  });

  it('never repeats a name when appending page after page of the real dataset', async () => {
    const generator = createLocalNameGenerator(loadNamesDataset(), { random: seededRandom(3) });
    const shown: string[] = [];
    for (let page = 0; page < 10; page += 1) {
      const out = await generator.generateNames(
        q({ gender: 'girl', count: 8, append: page > 0, exclude: shown }),
      );
      expect(out).toHaveLength(8);
      for (const n of out) {
        expect(shown).not.toContain(n.name);
        expect(['girl', 'unisex']).toContain(n.gender);
        shown.push(n.name);
      }
    }
  });
});
