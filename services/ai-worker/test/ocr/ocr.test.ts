import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import sharp from 'sharp';
import Tesseract from 'tesseract.js';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { OcrError, createOcr, defaultLangPath, preprocessForOcr } from '../../src/ocr/index.js';

const fixture = (file: string) =>
  readFile(fileURLToPath(new URL(`../fixtures/screenshots/${file}`, import.meta.url)));

async function failure(promise: Promise<unknown>): Promise<OcrError> {
  const err = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(OcrError);
  return err as OcrError;
}

describe('createOcr: starting', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'nestkeep-ocr-'));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));
  afterEach(() => vi.restoreAllMocks());

  it('finds the English data of @tesseract.js-data/eng in node_modules', () => {
    expect(defaultLangPath()).toMatch(/node_modules[/\\]@tesseract\.js-data[/\\]eng[/\\]4\.0\.0_best_int$/);
  });

  it('fails at once, naming the file, when the language data is missing (instead of fetching it)', async () => {
    const createWorker = vi.spyOn(Tesseract, 'createWorker');
    const ocr = createOcr({ langPath: path.join(dir, 'nothing-here') });
    const err = await failure(ocr.recognize(await fixture('02-feeding-cues.png')));
    expect(err.code).toBe('language_data_missing');
    expect(err.message).toContain(path.join(dir, 'nothing-here', 'eng.traineddata.gz'));
    expect(createWorker).not.toHaveBeenCalled();
    await ocr.close();
  });

  it('refuses language data that is not gzip, or a truncated download of it, before starting', async () => {
    const createWorker = vi.spyOn(Tesseract, 'createWorker');
    const real = await readFile(path.join(defaultLangPath(), 'eng.traineddata.gz'));
    const cases = {
      text: Buffer.from('this is not a language model'),
      truncated: real.subarray(0, 100_000),
      'gzip of text': gzipSync('not a traineddata file'),
    };
    for (const [name, bytes] of Object.entries(cases)) {
      const langPath = path.join(dir, name);
      await mkdir(langPath);
      await writeFile(path.join(langPath, 'eng.traineddata.gz'), bytes);
      const ocr = createOcr({ langPath });
      const err = await failure(ocr.recognize(await fixture('02-feeding-cues.png')));
      expect(err.code, name).toBe('language_data_invalid');
      expect(err.message, name).toContain(langPath);
      await ocr.close();
    }
    expect(createWorker).not.toHaveBeenCalled();
  });

  it('refuses a traineddata file without an LSTM model', async () => {
    // A table of 24 entries, all absent: the shape of a traineddata file, but nothing in it.
    const empty = Buffer.alloc(4 + 8 * 24 + 64, 0xff);
    empty.writeInt32LE(24, 0);
    const langPath = path.join(dir, 'no-model');
    await mkdir(langPath);
    await writeFile(path.join(langPath, 'eng.traineddata.gz'), gzipSync(empty));
    const ocr = createOcr({ langPath });
    const err = await failure(ocr.recognize(await fixture('02-feeding-cues.png')));
    expect(err.code).toBe('language_data_invalid');
    expect(err.message).toMatch(/LSTM model/);
    await ocr.close();
  });

  it('reports a worker that fails while loading as a failed start, not a hang', async () => {
    // What tesseract.js does when loading fails: it calls errorHandler and never settles.
    vi.spyOn(Tesseract, 'createWorker').mockImplementation(async (_langs, _oem, options) => {
      setTimeout(() => options?.errorHandler?.('Error: unknown compression method'), 10);
      return new Promise<never>(() => {});
    });
    const ocr = createOcr({ startTimeoutMs: 20_000 });
    const started = performance.now();
    const err = await failure(ocr.recognize(await fixture('02-feeding-cues.png')));
    expect(err.code).toBe('start_failed');
    expect(err.message).toContain('unknown compression method');
    expect(performance.now() - started).toBeLessThan(5_000);
    await ocr.close();
  });

  it('gives up starting after the start timeout, tries again on the next call, and stops late workers', async () => {
    const original = Tesseract.createWorker;
    let terminated = 0;
    const createWorker = vi.spyOn(Tesseract, 'createWorker').mockImplementation(async (...args) => {
      const worker = await original(...args);
      const terminate = worker.terminate.bind(worker);
      worker.terminate = (jobId) => {
        terminated += 1;
        return terminate(jobId);
      };
      return worker;
    });
    const ocr = createOcr({ startTimeoutMs: 1 });
    for (let attempt = 0; attempt < 2; attempt++) {
      const err = await failure(ocr.recognize(await fixture('02-feeding-cues.png')));
      expect(err.code).toBe('timeout');
      expect(err.message).toMatch(/did not start within 1 ms/);
    }
    expect(createWorker).toHaveBeenCalledTimes(2);
    // Each worker that finished starting after its caller gave up is stopped, not left running.
    await vi.waitFor(() => expect(terminated).toBe(2), { timeout: 10_000 });
    await ocr.close();
  });
});

describe('createOcr: reading', () => {
  const ocr = createOcr();
  afterAll(() => ocr.close());
  afterEach(() => vi.restoreAllMocks());

  it('reads light text on a dark background', async () => {
    const { text, confidence } = await ocr.recognize(await fixture('02-feeding-cues.png'));
    expect(text).toContain('FEEDING 101');
    expect(text.replace(/\s+/g, ' ')).toContain('Crying is a late cue');
    expect(confidence).toBeGreaterThan(70);
  });

  it('shares concurrent calls among its workers (two by default), each getting its own text', async () => {
    const createWorker = vi.spyOn(Tesseract, 'createWorker');
    const files = ['04-hospital-bag.png', '07-five-minute-play.png', '10-car-seat-check.png'];
    const results = await Promise.all(files.map(async (file) => ocr.recognize(await fixture(file))));
    expect(results[0]!.text).toContain('Pack the hospital bag by week 36');
    expect(results[1]!.text).toContain('Five minute play ideas');
    expect(results[2]!.text).toContain('CAR SEAT CHECK');
    // The first worker was started by the test above and is reused; at most a second one starts.
    expect(createWorker.mock.calls.length).toBeLessThanOrEqual(1);
  });

  it('refuses bytes that are not an image, and keeps working after', async () => {
    const err = await failure(ocr.recognize(Buffer.from('Swaddle, then white noise.')));
    expect(err.code).toBe('bad_image');
    expect((await ocr.recognize(await fixture('09-preschool-readiness.png'))).text).toContain('PRESCHOOL');
  });

  it('refuses calls once closed', async () => {
    const closing = createOcr();
    await closing.close();
    expect((await failure(closing.recognize(await fixture('09-preschool-readiness.png')))).code).toBe(
      'closed',
    );
  });
});

describe('preprocessForOcr', () => {
  it('turns light-on-dark into dark-on-light grey and upscales a narrow screenshot', async () => {
    const out = await preprocessForOcr(await fixture('08-picky-eaters.png'), undefined, 10_000_000);
    const meta = await sharp(out).metadata();
    expect(meta.width).toBe(540 * 3); // at most three times
    const { channels, isOpaque } = await sharp(out).stats();
    expect(isOpaque).toBe(true);
    expect(channels).toHaveLength(1);
    expect(channels[0]!.mean).toBeGreaterThan(128);
  });

  it('scales a large image down to the OCR pixel limit (OCR_MAX_PIXELS), keeping its shape', async () => {
    const large = await sharp({ create: { width: 4000, height: 3000, channels: 3, background: '#fff' } })
      .png()
      .toBuffer();
    const meta = await sharp(await preprocessForOcr(large, undefined, 2_500_000)).metadata();
    expect(meta.width * meta.height).toBeLessThanOrEqual(2_500_000);
    expect(meta.width * meta.height).toBeGreaterThan(2_400_000);
    expect(meta.width / meta.height).toBeCloseTo(4 / 3, 2);
    // A narrow screenshot is upscaled only up to the limit too.
    const narrow = await sharp(
      await preprocessForOcr(await fixture('08-picky-eaters.png'), undefined, 1_000_000),
    ).metadata();
    expect(narrow.width * narrow.height).toBeLessThanOrEqual(1_000_000);
  });

  it('refuses an image over the pixel limit before decoding it', async () => {
    const big = await sharp({ create: { width: 3000, height: 3000, channels: 3, background: '#fff' } })
      .png()
      .toBuffer();
    expect((await failure(preprocessForOcr(big, 1_000_000))).code).toBe('bad_image');
  });
});
