import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Queue, QueueEvents } from 'bullmq';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRedis, FsImageStore, QUEUES, type ImageAnalysisResponse } from '@nestkeep/common';
import { createOcr, type Ocr } from '../../src/ocr/index.js';
import { testPrefix } from '../../../../tests/support/db.js';
import { readStoredImage, startTestWorkers } from './test-workers.js';

/**
 * Issue 7 point 5: four concurrent analyses of large noise images from one parent kept another
 * parent's 0.3 s screenshot analysis waiting until a 502. Reproduced against the real BullMQ
 * worker with real OCR, the jobs sent as content sends them (image-analysis queue, job data
 * { userId, imageKey }, the answer awaited through QueueEvents).
 */

const BOUND_MS = 10_000;
const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const prefix = testPrefix();
let dir: string;
let store: FsImageStore;
let ocr: Ocr;
let workers: ReturnType<typeof startTestWorkers>;
let queue: Queue;
let events: QueueEvents;
const connections = [
  createRedis(redisUrl, 'worker'),
  createRedis(redisUrl, 'queue-producer'),
  createRedis(redisUrl, 'worker'),
];

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'nestkeep-fairness-'));
  store = new FsImageStore(dir);
  ocr = createOcr(); // the defaults main.ts uses: OCR_MAX_PIXELS, OCR_TIMEOUT_MS, OCR_WORKERS
  await ocr.warm(); // as main.ts does at start
  workers = startTestWorkers({
    connection: connections[0]!,
    prefix,
    concurrency: 4, // ANALYSIS_CONCURRENCY's default: 2 image jobs at once
    deps: { readImageText: readStoredImage(store, ocr) },
  });
  queue = new Queue(QUEUES.imageAnalysis, { connection: connections[1]!, prefix });
  events = new QueueEvents(QUEUES.imageAnalysis, { connection: connections[2]!, prefix });
  await events.waitUntilReady();
});
afterAll(async () => {
  await workers?.close();
  await ocr?.close();
  await events?.close();
  await queue?.obliterate({ force: true }).catch(() => undefined);
  await queue?.close();
  for (const c of connections) c.disconnect();
  await rm(dir, { recursive: true, force: true });
});

/** A photo of pure noise: Tesseract's worst case (it hunts for letters everywhere). */
async function noiseJpeg(width: number, height: number): Promise<Buffer> {
  return sharp(randomBytes(width * height * 3), { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 85 })
    .toBuffer();
}

/** What content's image analysis client does: a job, then wait for its answer. */
async function analyse(userId: string, image: Buffer, name: string): Promise<ImageAnalysisResponse> {
  const key = `${userId}-${name}`;
  await store.put(key, image, 'image/png');
  const job = await queue.add('analyze-image', { userId, imageKey: key }, { attempts: 1 });
  return job.waitUntilFinished(events, 120_000);
}

describe('OCR fairness between users', () => {
  it("answers another user's small screenshot within 10 s while one user analyses four large noise images", async () => {
    const noise = await noiseJpeg(2400, 1600);
    expect(noise.length).toBeLessThan(5 * 1024 * 1024); // an upload the API accepts
    const screenshot = await readFile(new URL('../fixtures/screenshots/05-tummy-time.png', import.meta.url));

    // The same screenshot alone first (this also loads the provider's language model), to compare.
    const alone = performance.now();
    await analyse('other', screenshot, 'alone');
    const aloneMs = Math.round(performance.now() - alone);

    const hog = Array.from({ length: 4 }, (_, i) =>
      analyse('hog', noise, `noise-${i}`).then(
        () => 'read',
        (err: Error) => `failed: ${err.message}`,
      ),
    );
    // Let the four reach the worker first, as in the report.
    await new Promise((r) => setTimeout(r, 1500));

    const started = performance.now();
    const answer = await analyse('other', screenshot, 'tummy');
    const elapsed = performance.now() - started;
    console.log(
      `other user's screenshot analysis: ${aloneMs} ms alone, ${Math.round(elapsed)} ms while another user's 4 noise images were being read (bound ${BOUND_MS} ms)`,
    );
    expect(answer.text.toLowerCase()).toContain('tummy');
    expect(elapsed).toBeLessThan(BOUND_MS);

    // The first noise image ends with a reason (read as junk, or stopped at OCR_TIMEOUT_MS);
    // the others wait their turn (the queue is emptied after the test).
    const first = await Promise.race(hog);
    console.log(`first noise image: ${first}`);
    expect(first).toMatch(
      /^read$|^failed: (?:No text found in the image|Reading the text in this image took too long)/,
    );
  }, 120_000);
});
