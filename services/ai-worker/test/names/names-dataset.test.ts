import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { NAME_ORIGINS, nameRecordSchema } from '@nestkeep/common';
import { loadNamesDataset, nameKey } from '../../src/names/dataset.js';

/** The bundled dataset (services/ai-worker/data/names.json, built by scripts/data/build-names.mjs). */
const names = loadNamesDataset();

describe('names dataset', () => {
  it('holds at least 3,000 names', () => {
    expect(names.length).toBeGreaterThanOrEqual(3000);
  });

  it('has names of every origin of the spec', () => {
    const origins = new Set(names.map((n) => n.origin));
    expect(NAME_ORIGINS.filter((o) => !origins.has(o))).toEqual([]);
  });

  it('has every field complete and valid', () => {
    for (const n of names) {
      expect(nameRecordSchema.safeParse(n).success, n.name).toBe(true);
      expect(n.name.trim(), n.name).toBe(n.name);
      expect(n.meaning.trim().length, n.name).toBeGreaterThan(1);
      expect(n.syllables, n.name).toBeLessThanOrEqual(5);
    }
  });

  it('has no name twice', () => {
    const keys = names.map((n) => nameKey(n.name));
    expect(keys.length - new Set(keys).size).toBe(0);
  });

  it('spreads popularity from rare to popular', () => {
    const popular = names.filter((n) => n.popularity >= 90).length;
    const rare = names.filter((n) => n.popularity <= 10).length;
    expect(popular).toBeGreaterThan(names.length * 0.05);
    expect(rare).toBeGreaterThan(names.length * 0.05);
    const trends = new Set(names.map((n) => n.trend));
    expect([...trends].sort()).toEqual(['declining', 'rising', 'steady']);
  });

  it('has boys, girls and unisex names in every origin', () => {
    for (const origin of NAME_ORIGINS) {
      const genders = new Set(names.filter((n) => n.origin === origin).map((n) => n.gender));
      expect(genders.has('boy') && genders.has('girl'), origin).toBe(true);
    }
  });

  it('gives well-known names their true origin (Nevaeh is a modern American coinage, not Germanic)', () => {
    const origin = (name: string) => names.find((n) => n.name === name)?.origin;
    expect(origin('Nevaeh')).toBe('Modern American');
    expect(origin('Jayden')).toBe('Modern American');
    expect(origin('Muhammad')).toBe('Arabic');
    expect(origin('Liam')).toBe('Celtic');
    expect(origin('Olivia')).toBe('Latin');
    expect(origin('Noah')).toBe('Hebrew');
    expect(origin('Zoe')).toBe('Greek');
    expect(origin('Kai')).toBe('Hawaiian');
    expect(origin('Emma')).toBe('Germanic');
  });

  it('never gives a name its meaning calls a modern coinage or blend an old-language origin', () => {
    const coined = names.filter((n) =>
      /\b(?:modern (?:american )?(?:blend|coinage)|spelled backward)\b/i.test(n.meaning),
    );
    expect(coined.length).toBeGreaterThan(0);
    for (const n of coined) expect(n.origin, n.name).toBe('Modern American');
  });

  it('agrees with the curated TSVs it is built from, name by name', () => {
    const dir = fileURLToPath(new URL('../../../../scripts/data/names/', import.meta.url));
    const curated = new Map<string, string>();
    // The build reads the files in name order and keeps a name's first row.
    for (const file of readdirSync(dir)
      .filter((f) => f.endsWith('.tsv'))
      .sort()) {
      for (const line of readFileSync(path.join(dir, file), 'utf8').split('\n').slice(1)) {
        const [name, , origin] = line.split('\t');
        if (name && origin && !name.startsWith('#') && !curated.has(nameKey(name)))
          curated.set(nameKey(name), origin);
      }
    }
    for (const n of names) expect(curated.get(nameKey(n.name)) ?? n.origin, n.name).toBe(n.origin);
  });
});
