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

export interface RecognizeOptions {
  /** A person waits for this one (the save dialog): it goes ahead of queued background reads. */
  interactive?: boolean;
}

export interface Ocr {
  /**
   * Reads the text in an image (any format sharp decodes). At most `workers` calls run at once;
   * the others wait, interactive ones first, then in the order they came.
   */
  recognize(image: Buffer, opts?: RecognizeOptions): Promise<OcrResult>;
  /**
   * Starts every worker now rather than on first need (a start takes seconds on a busy machine,
   * which the first reader would otherwise wait for). Rejects when one cannot start.
   */
  warm(): Promise<void>;
  /** Stops the worker threads; later calls to recognize fail. */
  close(): Promise<void>;
}

/** Defaults of the OCR bounds (OCR_MAX_PIXELS, OCR_TIMEOUT_MS, OCR_WORKERS in the worker's config). */
export const OCR_DEFAULTS = {
  /** Pixels Tesseract is given at most: larger images are scaled down first. */
  maxOcrPixels: 2_500_000,
  /** How long one recognition may take before it is stopped. */
  recognizeTimeoutMs: 20_000,
  /** Tesseract workers (threads) running at once. */
  workers: 2,
} as const;

export interface OcrOptions {
  /**
   * Folder holding `eng.traineddata.gz`. Default: the `4.0.0_best_int` data of the installed
   * @tesseract.js-data/eng package (the LSTM model tesseract.js itself would fetch from a CDN).
   */
  langPath?: string;
  /** Give up starting a worker after this long (default 30 s). */
  startTimeoutMs?: number;
  /** Give up one recognition after this long; its worker is then restarted (default 20 s). */
  recognizeTimeoutMs?: number;
  /** Images over this many pixels are refused before decoding (default 40 MP). */
  maxInputPixels?: number;
  /** Images are scaled down to at most this many pixels before Tesseract reads them (default 4 MP). */
  maxOcrPixels?: number;
  /** Tesseract workers, started when needed (default 2). */
  workers?: number;
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
 * enough for the LSTM model and large ones scaled down to maxOcrPixels, contrast stretched.
 */
export async function preprocessForOcr(
  image: Buffer,
  maxInputPixels = 40_000_000,
  maxOcrPixels: number = OCR_DEFAULTS.maxOcrPixels,
): Promise<Buffer> {
  try {
    const input = { limitInputPixels: maxInputPixels, failOn: 'error' as const };
    const meta = await sharp(image, input).metadata();
    const width = meta.autoOrient?.width ?? meta.width;
    const height = meta.autoOrient?.height ?? meta.height;
    // Screenshots are read best around 1500-2500px wide: upscale narrow ones, up to 3 times. But
    // Tesseract's time grows with the pixels it is given (a large noisy photo takes a minute):
    // never more than maxOcrPixels.
    const wanted = width < 1500 ? Math.min(3, 2000 / width) : 1;
    const scale = Math.min(wanted, Math.sqrt(maxOcrPixels / (width * height)));
    const grey = sharp(image, { ...input, autoOrient: true })
      .flatten({ background: '#ffffff' })
      .greyscale()
      .resize({
        width: Math.max(1, Math.floor(width * scale)),
        height: Math.max(1, Math.floor(height * scale)),
        fit: 'fill',
        kernel: 'lanczos3',
      });
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
 * A small pool of tesseract.js workers, each started on first need with the English data from
 * node_modules (never a CDN) and reused. A call waits for a free worker: one slow image (a large
 * noisy photo) holds one worker at most until its timeout, never every reader.
 */
export function createOcr(opts: OcrOptions = {}): Ocr {
  const langPath = opts.langPath ?? defaultLangPath();
  const startTimeoutMs = opts.startTimeoutMs ?? 30_000;
  const recognizeTimeoutMs = opts.recognizeTimeoutMs ?? OCR_DEFAULTS.recognizeTimeoutMs;
  const maxOcrPixels = opts.maxOcrPixels ?? OCR_DEFAULTS.maxOcrPixels;
  const size = Math.max(1, opts.workers ?? OCR_DEFAULTS.workers);

  interface Slot {
    worker: Promise<Tesseract.Worker> | null;
    busy: boolean;
  }
  interface Task {
    image: Buffer;
    interactive: boolean;
    resolve: (result: OcrResult) => void;
    reject: (err: unknown) => void;
  }
  const slots: Slot[] = Array.from({ length: size }, () => ({ worker: null, busy: false }));
  const waiting: Task[] = [];
  const running = new Set<Promise<unknown>>();
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

  function workerOf(slot: Slot): Promise<Tesseract.Worker> {
    if (!slot.worker) {
      const starting = start();
      slot.worker = starting;
      // A failed start is not remembered: the next call tries again.
      starting.catch(() => {
        if (slot.worker === starting) slot.worker = null;
      });
    }
    return slot.worker;
  }

  async function run(slot: Slot, image: Buffer): Promise<OcrResult> {
    if (closed) throw new OcrError('closed', 'OCR has been closed');
    const prepared = await preprocessForOcr(image, opts.maxInputPixels, maxOcrPixels);
    const current = workerOf(slot);
    const tesseract = await current;
    try {
      const { data } = await withTimeout(
        tesseract.recognize(prepared),
        recognizeTimeoutMs,
        () =>
          new OcrError(
            'timeout',
            `Reading the text in this image took too long (over ${Math.round(recognizeTimeoutMs / 1000)} s)`,
          ),
      );
      return { text: data.text.trim(), confidence: data.confidence };
    } catch (err) {
      // A stuck or broken worker is replaced for the next call (terminating stops its work).
      if (slot.worker === current) slot.worker = null;
      await tesseract.terminate().catch(() => {});
      if (err instanceof OcrError) throw err;
      throw new OcrError('bad_image', `OCR failed: ${String(err)}`, { cause: err });
    }
  }

  /** Gives free workers the next waiting calls: interactive ones first, then first come. */
  function dispatch(): void {
    for (const slot of slots) {
      if (slot.busy || waiting.length === 0) continue;
      const at = waiting.findIndex((t) => t.interactive);
      const task = waiting.splice(at >= 0 ? at : 0, 1)[0]!;
      slot.busy = true;
      const done = run(slot, task.image)
        .then(task.resolve, task.reject)
        .finally(() => {
          slot.busy = false;
          running.delete(done);
          dispatch();
        });
      running.add(done);
    }
  }

  return {
    recognize(image, recognizeOpts = {}) {
      return new Promise<OcrResult>((resolve, reject) => {
        waiting.push({ image, interactive: recognizeOpts.interactive ?? false, resolve, reject });
        dispatch();
      });
    },
    async warm() {
      await Promise.all(slots.map((slot) => workerOf(slot)));
    },
    async close() {
      closed = true;
      // Calls not started yet fail at once ('closed'); those running finish first.
      for (const task of waiting.splice(0)) task.reject(new OcrError('closed', 'OCR has been closed'));
      await Promise.all([...running]);
      await Promise.all(
        slots.map(async (slot) => {
          const current = slot.worker;
          slot.worker = null;
          if (current) await current.then((w) => w.terminate()).catch(() => {});
        }),
      );
    },
  };
}
