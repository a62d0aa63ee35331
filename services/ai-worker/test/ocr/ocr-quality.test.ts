import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOcr, type Ocr } from '../../src/ocr/index.js';

// Quality bar of issue 3: the screenshots of test/fixtures/screenshots (rendered from text by
// scripts/make-screenshot-fixtures.mjs) read back with at least 90 percent of their words.

const dir = fileURLToPath(new URL('../fixtures/screenshots/', import.meta.url));
const MIN_RECALL = 90;

interface Fixture {
  file: string;
  text: string;
}

/** Lower case, punctuation stripped: "Bath, book, bed." -> ["bath", "book", "bed"]. */
const words = (text: string) =>
  text
    .toLowerCase()
    .split(/\s+/)
    .map((word) => word.replace(/[^\p{L}\p{N}]/gu, ''))
    .filter(Boolean);

/** How many of the expected words were read, each read word counting once. */
function wordsFound(read: string, expected: string): { found: number; missing: string[] } {
  const left = new Map<string, number>();
  for (const word of words(read)) left.set(word, (left.get(word) ?? 0) + 1);
  const missing: string[] = [];
  let found = 0;
  for (const word of words(expected)) {
    const count = left.get(word) ?? 0;
    if (count > 0) {
      found += 1;
      left.set(word, count - 1);
    } else missing.push(word);
  }
  return { found, missing };
}

async function recall(
  ocr: Ocr,
  fixtures: Fixture[],
  prepare: (png: Buffer) => Promise<Buffer>,
  label: string,
) {
  let found = 0;
  let total = 0;
  for (const { file, text } of fixtures) {
    const result = await ocr.recognize(await prepare(await readFile(dir + file)));
    const score = wordsFound(result.text, text);
    found += score.found;
    total += words(text).length;
    const missing = score.missing.length ? ` missing: ${score.missing.join(' ')}` : '';
    console.log(
      `${label} ${file}: ${score.found}/${words(text).length} words, confidence ${result.confidence}${missing}`,
    );
  }
  const percent = (100 * found) / total;
  console.log(`${label}: ${found} of ${total} words read back (${percent.toFixed(1)}%)`);
  return percent;
}

describe('OCR quality on screenshot fixtures', () => {
  let ocr: Ocr;
  let fixtures: Fixture[];

  beforeAll(async () => {
    ocr = createOcr();
    fixtures = JSON.parse(await readFile(dir + 'texts.json', 'utf8')) as Fixture[];
  });
  afterAll(() => ocr.close());

  it('has ten screenshots, each with its source text', async () => {
    expect(fixtures).toHaveLength(10);
    for (const { file, text } of fixtures) {
      expect(words(text).length).toBeGreaterThan(20);
      expect((await sharp(dir + file).metadata()).format).toBe('png');
    }
  });

  it(`reads back at least ${MIN_RECALL}% of the words of the screenshots`, { timeout: 180_000 }, async () => {
    const percent = await recall(ocr, fixtures, async (png) => png, 'screenshots');
    expect(percent).toBeGreaterThanOrEqual(MIN_RECALL);
  });

  it(`reads back at least ${MIN_RECALL}% from small JPEG copies of them`, { timeout: 180_000 }, async () => {
    // As a screenshot arrives after being shared around: 40% of its size, JPEG quality 70.
    const shrink = async (png: Buffer) => {
      const { width } = await sharp(png).metadata();
      return sharp(png)
        .resize({ width: Math.round(width * 0.4) })
        .jpeg({ quality: 70 })
        .toBuffer();
    };
    const percent = await recall(ocr, fixtures, shrink, 'small JPEG copies');
    expect(percent).toBeGreaterThanOrEqual(MIN_RECALL);
  });
});
