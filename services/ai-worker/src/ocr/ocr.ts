import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { gunzip } from 'node:zlib';
import sharp from 'sharp';
import Tesseract from 'tesseract.js';

export interface OcrResult {
  /** The text read, lines joined by newlines, trimmed. */
  text: string;
  /** Tesseract's mean word confidence, 0 to 100. */
  confidence: number;
}

export interface Ocr {
  /** Reads the text in an image (any format sharp decodes). Calls run one at a time. */
  recognize(image: Buffer): Promise<OcrResult>;
  /** Stops the worker thread; later calls to recognize fail. */
  close(): Promise<void>;
}

export interface OcrOptions {
  /**
   * Folder holding `eng.traineddata.gz`. Default: the `4.0.0_best_int` data of the installed
   * @tesseract.js-data/eng package (the LSTM model tesseract.js itself would fetch from a CDN).
   */
  langPath?: string;
  /** Give up starting the worker after this long (default 30 s). */
  startTimeoutMs?: number;
  /** Give up one recognition after this long; the worker is then restarted (default 30 s). */
  recognizeTimeoutMs?: number;
  /** Images over this many pixels are refused before decoding (default 40 MP). */
  maxInputPixels?: number;
}

export type OcrErrorCode =
  'language_data_missing' | 'language_data_invalid' | 'start_failed' | 'timeout' | 'bad_image' | 'closed';

export class OcrError extends Error {
  constructor(
    readonly code: OcrErrorCode,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'OcrError';
  }
}

const LANG = 'eng';
const require = createRequire(import.meta.url);

/** The folder of the installed English data, found through node_modules like any module. */
export function defaultLangPath(): string {
  return path.join(path.dirname(require.resolve('@tesseract.js-data/eng/package.json')), '4.0.0_best_int');
}

const gunzipAsync = promisify(gunzip);

/** Index of the LSTM model in a traineddata file's table of entries (tesseract's TESSDATA_LSTM). */
const TESSDATA_LSTM = 17;

/**
 * Throws a clear error unless `dir` holds an eng.traineddata.gz that unpacks to a traineddata file
 * with an LSTM model: a count of entries, then their offsets, the LSTM one pointing inside the file.
 * tesseract.js itself would fetch a missing file from a CDN; when a file fails to load it never
 * settles the createWorker promise, and when it fails to initialise it throws from its message
 * listener, which would crash the process. So bad data is stopped here, before it gets that far.
 */
async function checkLanguageData(dir: string): Promise<void> {
  const file = path.join(dir, `${LANG}.traineddata.gz`);
  let packed: Buffer;
  try {
    packed = await readFile(file);
  } catch (err) {
    throw new OcrError(
      'language_data_missing',
      `OCR language data not found at ${file}; install @tesseract.js-data/eng (it is never downloaded)`,
      { cause: err },
    );
  }
  let data: Buffer;
  try {
    data = await gunzipAsync(packed);
  } catch (err) {
    throw new OcrError('language_data_invalid', `OCR language data at ${file} is not a valid gzip file`, {
      cause: err,
    });
  }
  const entries = data.length >= 4 ? data.readInt32LE(0) : 0;
  const tableEnd = 4 + 8 * entries;
  const lstm =
    entries > TESSDATA_LSTM && entries <= 64 && data.length > tableEnd
      ? data.readBigInt64LE(4 + 8 * TESSDATA_LSTM)
      : -1n;
  if (lstm < BigInt(tableEnd) || lstm >= BigInt(data.length)) {
    throw new OcrError(
      'language_data_invalid',
      `OCR language data at ${file} is not a traineddata file with an LSTM model`,
    );
  }
}

function withTimeout<T>(promise: Promise<T>, ms: number, onTimeout: () => OcrError): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(onTimeout()), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/**
 * Prepares a screenshot for Tesseract: upright, flattened on white, grey, dark text on a light
 * background (light-on-dark captions are inverted), small images upscaled so body text is tall
 * enough for the LSTM model, contrast stretched.
 */
export async function preprocessForOcr(image: Buffer, maxInputPixels = 40_000_000): Promise<Buffer> {
  try {
    const input = { limitInputPixels: maxInputPixels, failOn: 'error' as const };
    const meta = await sharp(image, input).metadata();
    const width = meta.autoOrient?.width ?? meta.width;
    // Screenshots are read best around 1500-2500px wide: upscale narrow ones, up to 3 times.
    const scale = width < 1500 ? Math.min(3, 2000 / width) : 1;
    const grey = sharp(image, { ...input, autoOrient: true })
      .flatten({ background: '#ffffff' })
      .greyscale()
      .resize({ width: Math.round(width * scale), kernel: 'lanczos3' });
    const { channels } = await grey.clone().stats();
    const dark = (channels[0]?.mean ?? 255) < 128;
    return await (dark ? grey.negate({ alpha: false }) : grey)
      .normalise()
      .toColourspace('b-w')
      .png({ compressionLevel: 1 })
      .toBuffer();
  } catch (err) {
    throw new OcrError('bad_image', `Image could not be read for OCR: ${(err as Error).message}`, {
      cause: err,
    });
  }
}

/**
 * One tesseract.js worker, started on first use with the English data from node_modules (never a
 * CDN), reused for every call, with calls queued one after another.
 */
export function createOcr(opts: OcrOptions = {}): Ocr {
  const langPath = opts.langPath ?? defaultLangPath();
  const startTimeoutMs = opts.startTimeoutMs ?? 30_000;
  const recognizeTimeoutMs = opts.recognizeTimeoutMs ?? 30_000;

  let worker: Promise<Tesseract.Worker> | null = null;
  let queue: Promise<unknown> = Promise.resolve();
  let closed = false;

  async function start(): Promise<Tesseract.Worker> {
    await checkLanguageData(langPath);
    // tesseract.js reports failures while loading through errorHandler (without it they are thrown
    // inside its message listener, crashing the process), and its createWorker promise never
    // settles when loading the language fails: reject from here instead of waiting for it.
    let failed: (reason: unknown) => void = () => {};
    const failure = new Promise<never>((_, reject) => {
      failed = reject;
    });
    const creating = Tesseract.createWorker(LANG, Tesseract.OEM.LSTM_ONLY, {
      langPath,
      gzip: true,
      // No cache: reading the packaged file takes no longer than reading a cached copy (about
      // 0.2 s a start), and a half-written cache could not then break the next start. Were the
      // cache ever turned on, it would go to the temp folder, never the working directory.
      cacheMethod: 'none',
      cachePath: path.join(os.tmpdir(), 'nestkeep-tesseract'),
      errorHandler: (reason: unknown) => failed(reason),
    });
    try {
      return await withTimeout(
        Promise.race([creating, failure]),
        startTimeoutMs,
        () =>
          new OcrError(
            'timeout',
            `OCR worker did not start within ${startTimeoutMs} ms (language data: ${langPath})`,
          ),
      );
    } catch (err) {
      // A worker that turns up late is stopped rather than left running.
      creating.then((late) => late.terminate()).catch(() => {});
      if (err instanceof OcrError) throw err;
      throw new OcrError('start_failed', `OCR worker failed to start: ${String(err)}`, { cause: err });
    }
  }

  function getWorker(): Promise<Tesseract.Worker> {
    if (!worker) {
      const starting = start();
      worker = starting;
      // A failed start is not remembered: the next call tries again.
      starting.catch(() => {
        if (worker === starting) worker = null;
      });
    }
    return worker;
  }

  async function run(image: Buffer): Promise<OcrResult> {
    if (closed) throw new OcrError('closed', 'OCR has been closed');
    const prepared = await preprocessForOcr(image, opts.maxInputPixels);
    const current = getWorker();
    const tesseract = await current;
    try {
      const { data } = await withTimeout(
        tesseract.recognize(prepared),
        recognizeTimeoutMs,
        () => new OcrError('timeout', `OCR took longer than ${recognizeTimeoutMs} ms`),
      );
      return { text: data.text.trim(), confidence: data.confidence };
    } catch (err) {
      // A stuck or broken worker is replaced for the next call.
      if (worker === current) worker = null;
      await tesseract.terminate().catch(() => {});
      if (err instanceof OcrError) throw err;
      throw new OcrError('bad_image', `OCR failed: ${String(err)}`, { cause: err });
    }
  }

  return {
    recognize(image) {
      const result = queue.then(() => run(image));
      queue = result.catch(() => {});
      return result;
    },
    async close() {
      closed = true;
      await queue;
      const current = worker;
      worker = null;
      if (current) await current.then((w) => w.terminate()).catch(() => {});
    },
  };
}
