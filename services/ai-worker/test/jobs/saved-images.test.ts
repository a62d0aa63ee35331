import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Queue, Worker } from 'bullmq';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  analysisResult,
  createRedis,
  EVENTS,
  FsImageStore,
  QUEUES,
  type AnalysisJob,
  type AnalysisResult,
} from '@nestkeep/common';
import { createOcr, type Ocr } from '../../src/ocr/index.js';
import { testPrefix } from '../../../../tests/support/db.js';
import { readStoredImage, startTestWorkers } from './test-workers.js';

/**
 * Issue 7 point 9: every saved image is read (OCR) and analysed in the background, whatever the
 * parent typed with it. Jobs go in as content's outbox relay sends them (a content.saved envelope
 * on the content-analysis queue, with retries) and results are read off analysis-results.
 */

const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const prefix = testPrefix();
const connections = [
  createRedis(redisUrl, 'worker'),
  createRedis(redisUrl, 'queue-producer'),
  createRedis(redisUrl, 'worker'),
];
let dir: string;
let store: FsImageStore;
let ocr: Ocr;
let workers: ReturnType<typeof startTestWorkers>;
let analysis: Queue;
let results: Worker;
const received = new Map<number, AnalysisResult>();

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'nestkeep-saved-images-'));
  store = new FsImageStore(dir);
  ocr = createOcr();
  workers = startTestWorkers({
    connection: connections[0]!,
    prefix,
    concurrency: 4,
    deps: { readImageText: readStoredImage(store, ocr) },
  });
  analysis = new Queue(QUEUES.contentAnalysis, { connection: connections[1]!, prefix });
  results = new Worker(
    QUEUES.analysisResults,
    async (job) => {
      const result = analysisResult.parse(job.data);
      received.set(result.itemId, result);
    },
    { connection: connections[2]!, prefix },
  );
});
afterAll(async () => {
  await workers?.close();
  await results?.close();
  await ocr?.close();
  await analysis?.obliterate({ force: true }).catch(() => undefined);
  await analysis?.close();
  for (const c of connections) c.disconnect();
  await rm(dir, { recursive: true, force: true });
});

let nextId = 1;
/** A saved image item's job, as content's relay enqueues it (8 attempts in production; 3 here). */
async function saveImage(image: Buffer, typed: Partial<AnalysisJob> = {}): Promise<number> {
  const itemId = nextId++;
  const imageKey = `item-${itemId}`;
  await store.put(imageKey, image, 'image/png');
  const payload: AnalysisJob = {
    itemId,
    userId: `user-${itemId}`,
    url: null,
    platform: 'manual',
    title: null,
    description: null,
    text: null,
    imageKey,
    ...typed,
  };
  const id = `evt-${prefix}-${itemId}`;
  await analysis.add(
    EVENTS.contentSaved,
    { id, type: EVENTS.contentSaved, occurredAt: new Date().toISOString(), payload },
    { jobId: id, attempts: 3, backoff: { type: 'fixed', delay: 200 } },
  );
  return itemId;
}

async function resultOf(itemId: number): Promise<AnalysisResult> {
  await expect.poll(() => received.get(itemId), { timeout: 60_000, interval: 100 }).toBeDefined();
  return received.get(itemId)!;
}

const screenshot = (file: string) => readFile(new URL(`../fixtures/screenshots/${file}`, import.meta.url));

describe('saved images are read and analysed in the background', () => {
  it("analyses a saved screenshot's own text even when the parent typed a title and a note", async () => {
    const itemId = await saveImage(await screenshot('06-fever-under-three-months.png'), {
      title: 'Screenshot from the group chat',
      text: 'Saving this for later',
    });
    const result = await resultOf(itemId);
    expect(result.status).toBe('done');
    expect(result.analysis!.category).toBe('Health & Safety');
    const said = [
      result.analysis!.summary,
      ...result.analysis!.keyPoints,
      ...result.analysis!.actionItems,
    ].join(' ');
    expect(said).toMatch(/temperature of 100\.4/); // read across the screenshot's wrapped lines
  });

  it('skips a photo without text, saying so, rather than failing it', async () => {
    const photo = await sharp({ create: { width: 600, height: 400, channels: 3, background: '#f3d9c4' } })
      .png()
      .toBuffer();
    const result = await resultOf(await saveImage(photo));
    expect(result).toMatchObject({ status: 'skipped', error: 'No readable text was found in this image' });
    expect(result.analysis).toBeUndefined();
  });

  it('fails an image that cannot be read at once, with the reason, instead of retrying it', async () => {
    const started = performance.now();
    const itemId = await saveImage(Buffer.from('not an image at all, just bytes'));
    const result = await resultOf(itemId);
    expect(result.status).toBe('failed');
    expect(result.error).toMatch(/^Image could not be read for OCR/);
    const job = await analysis.getJob(`evt-${prefix}-${itemId}`);
    expect(job?.attemptsMade).toBe(1);
    expect(performance.now() - started).toBeLessThan(30_000);
  });
});
