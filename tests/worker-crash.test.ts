import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseAnalysisNotes } from '@nestkeep/common';
import { contentUser } from '../services/content/test/harness.js';
import { startFixtureSite, startPipeline } from './support/pipeline.js';
import { startPrivateRedis } from './support/redis-server.mjs';
import { freePort } from './support/servers.js';

/** The built ai-worker as a real process, so it can really be killed (npm test builds it first). */
const WORKER = 'services/ai-worker/dist/main.js';

let site: Awaited<ReturnType<typeof startFixtureSite>>;
let redis: Awaited<ReturnType<typeof startPrivateRedis>>;
let pipeline: Awaited<ReturnType<typeof startPipeline>>;
const children: ChildProcess[] = [];

async function startWorkerProcess(): Promise<ChildProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, [WORKER], {
    env: {
      PATH: process.env.PATH ?? '',
      LOG_LEVEL: 'warn',
      PORT: String(port),
      REDIS_URL: redis.url,
      QUEUE_PREFIX: pipeline.prefix,
      FETCH_ALLOW_PRIVATE: site.host,
      JOB_LOCK_MS: '1500',
      UPLOAD_DIR: await mkdtemp(path.join(os.tmpdir(), 'nk-worker-')),
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  children.push(child);
  for (let i = 0; i < 100; i++) {
    if (
      await fetch(`http://127.0.0.1:${port}/readyz`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return child;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('the ai-worker did not start');
}

beforeAll(async () => {
  if (!existsSync(WORKER)) throw new Error('Build first: npm run build (npm test does)');
  site = await startFixtureSite({ delayMs: 2500 }); // slow pages: the job is caught mid-flight
  redis = await startPrivateRedis();
  pipeline = await startPipeline({ redisUrl: redis.url, allow: site.host, withWorker: false });
});
afterAll(async () => {
  for (const c of children) if (c.exitCode === null) c.kill('SIGKILL');
  await pipeline.close();
  await redis.stop();
  await site.close();
});

describe('a worker killed mid-job', () => {
  it('gives the job back, and another worker does it once', async () => {
    const first = await startWorkerProcess();
    const u = await contentUser(pipeline.content);
    const { body: item } = await u.post('/api/content', {
      originalUrl: `${site.url}/pages/sleep-newborn-swaddling-guide.html`,
    });
    await expect.poll(() => site.requests(), { timeout: 10_000, interval: 50 }).toBeGreaterThanOrEqual(1);
    first.kill('SIGKILL'); // in the middle of fetching the page
    await new Promise((r) => first.once('exit', r));
    expect((await u.get('/api/content')).body[0].analysisStatus).toBe('pending');

    await startWorkerProcess();
    await expect
      .poll(async () => (await u.get('/api/content')).body[0].analysisStatus, {
        timeout: 30_000,
        interval: 200,
      })
      .toBe('done');
    const done = (await u.get('/api/content')).body[0];
    expect(done.id).toBe(item.id);
    const notes = parseAnalysisNotes(done.personalNotes);
    expect(notes.keyPoints.length).toBeGreaterThan(0);
    expect(done.personalNotes.split('Key Points').length - 1).toBe(1); // written back once
  });
});
