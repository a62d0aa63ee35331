import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Queue, Worker } from 'bullmq';
import sharp from 'sharp';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { createRedis, QUEUES, signInternalToken } from '@nestkeep/common';
import { TEST_INTERNAL_SECRET, testPrefix } from '../../../tests/support/db.js';
import { AnalysisAbandonedError, createImageAnalysisClient } from '../src/jobs/image-analysis.js';
import { contentUser, startContent } from './harness.js';

const redisUrl = () => inject('redisUrl');
/** A producer connection refuses commands until it is connected (no offline queue), as in main.ts. */
const producer = async () => {
  const redis = createRedis(redisUrl(), 'queue-producer');
  if (redis.status !== 'ready') await new Promise((resolve) => redis.once('ready', resolve));
  return redis;
};
const answer = {
  suggestedTitle: 'Card',
  suggestedCategory: 'Parenting Tips',
  summary: 'A card.',
  extractedTags: [],
  text: 'card',
};

/** A client on its own queue prefix, with no worker unless a test starts one. */
async function newClient(opts: { perUser?: number; timeoutMs?: number } = {}) {
  const prefix = testPrefix();
  const connection = await producer();
  const eventsConnection = createRedis(redisUrl(), 'worker');
  const client = createImageAnalysisClient({
    connection,
    eventsConnection,
    prefix,
    timeoutMs: opts.timeoutMs ?? 10_000,
    perUser: opts.perUser ?? 2,
  });
  const queue = new Queue(QUEUES.imageAnalysis, { connection: createRedis(redisUrl(), 'worker'), prefix });
  const waiting = () => queue.getJobCounts('waiting', 'active', 'prioritized');
  return {
    ...client,
    prefix,
    queue,
    waiting,
    close: async () => {
      await client.close();
      await queue.close();
      connection.disconnect();
      eventsConnection.disconnect();
    },
  };
}

const until = async (check: () => Promise<boolean>, ms = 5000) => {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 25));
  }
};

describe('screenshot analysis: per-user bound, cancel on disconnect (issue 7 point 5)', () => {
  const clients: Array<Awaited<ReturnType<typeof newClient>>> = [];
  afterAll(async () => {
    for (const c of clients) await c.close();
  });

  it('lets one user have at most IMAGE_ANALYSIS_PER_USER in flight (429 beyond), others unaffected, across copies', async () => {
    const a = await newClient({ perUser: 2 });
    clients.push(a);
    // A second copy of content on the same queue and Redis shares the count.
    const connection = await producer();
    const eventsConnection = createRedis(redisUrl(), 'worker');
    const b = createImageAnalysisClient({
      connection,
      eventsConnection,
      prefix: a.prefix,
      timeoutMs: 10_000,
      perUser: 2,
    });
    try {
      const first = new AbortController();
      const second = new AbortController();
      const p1 = a.analyzeImage('user-a', 'user-a/1.png', { signal: first.signal });
      const p2 = b.analyzeImage('user-a', 'user-a/2.png', { signal: second.signal });
      await until(async () => (await a.waiting()).waiting === 2);
      await expect(a.analyzeImage('user-a', 'user-a/3.png')).rejects.toMatchObject({
        status: 429,
        code: 'too_many_analyses',
        message:
          'Too many image analyses at once: at most 2 at a time. Please wait for the current one to finish.',
      });
      await expect(b.analyzeImage('user-a', 'user-a/3.png')).rejects.toMatchObject({ status: 429 });
      // Another user goes ahead, and the job carries the user id for the worker's fairness.
      const other = new AbortController();
      const p3 = a.analyzeImage('user-b', 'user-b/1.png', { signal: other.signal });
      await until(async () => (await a.waiting()).waiting === 3);
      const jobs = await a.queue.getJobs(['waiting']);
      expect(jobs.map((j) => j.data.userId).sort()).toEqual(['user-a', 'user-a', 'user-b']);

      // A slot comes back when its analysis ends.
      first.abort();
      await expect(p1).rejects.toBeInstanceOf(AnalysisAbandonedError);
      const again = new AbortController();
      const p4 = a.analyzeImage('user-a', 'user-a/4.png', { signal: again.signal });
      await until(async () => (await a.waiting()).waiting === 3);
      for (const c of [second, other, again]) c.abort();
      await Promise.allSettled([p2, p3, p4]);
    } finally {
      await b.close();
      connection.disconnect();
      eventsConnection.disconnect();
    }
  });

  it('removes a job no worker has started when the client goes away, and answers a finished one', async () => {
    const c = await newClient();
    clients.push(c);
    const gone = new AbortController();
    const pending = c.analyzeImage('user-c', 'user-c/1.png', { signal: gone.signal });
    await until(async () => (await c.waiting()).waiting === 1);
    gone.abort();
    await expect(pending).rejects.toBeInstanceOf(AnalysisAbandonedError);
    expect(await c.waiting()).toMatchObject({ waiting: 0, active: 0 });

    const worker = new Worker(QUEUES.imageAnalysis, async () => answer, {
      connection: createRedis(redisUrl(), 'worker'),
      prefix: c.prefix,
    });
    try {
      await expect(c.analyzeImage('user-c', 'user-c/2.png')).resolves.toEqual(answer);
    } finally {
      await worker.close();
    }
  });

  it('gives up after IMAGE_ANALYSIS_TIMEOUT_MS with 502 and takes the unstarted job off the queue', async () => {
    const c = await newClient({ timeoutMs: 300 });
    clients.push(c);
    await expect(c.analyzeImage('user-d', 'user-d/1.png')).rejects.toMatchObject({
      status: 502,
      message: 'Image analysis failed',
    });
    expect(await c.waiting()).toMatchObject({ waiting: 0 });
    // Its slot was given back.
    const gone = new AbortController();
    const next = c.analyzeImage('user-d', 'user-d/2.png', { signal: gone.signal });
    const third = c.analyzeImage('user-d', 'user-d/3.png', { signal: gone.signal });
    await until(async () => (await c.waiting()).waiting === 2);
    gone.abort();
    await Promise.allSettled([next, third]);
  });

  it('stops waiting and cancels the job when the HTTP client disconnects mid-analysis, keeping no upload', async () => {
    const c = await newClient();
    clients.push(c);
    const h = await startContent({ analyzeImage: c.analyzeImage });
    const server = h.app.listen(0, '127.0.0.1');
    try {
      await new Promise((resolve) => server.once('listening', resolve));
      const { port } = server.address() as AddressInfo;
      const u = await contentUser(h);
      const token = await signInternalToken(
        { kind: 'user', userId: u.id, role: 'user' },
        { secret: TEST_INTERNAL_SECRET, audience: 'content' },
      );
      const png = await sharp({ create: { width: 20, height: 20, channels: 3, background: '#fff' } })
        .png()
        .toBuffer();
      const boundary = 'bOuNdArY';
      const body = Buffer.concat([
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`,
        ),
        png,
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]);
      const req = http.request({
        host: '127.0.0.1',
        port,
        method: 'POST',
        path: '/api/content/analyze-image',
        headers: {
          'x-internal-token': token,
          'content-type': `multipart/form-data; boundary=${boundary}`,
          'content-length': body.length,
        },
      });
      req.on('error', () => undefined);
      req.end(body);
      await until(async () => (await c.waiting()).waiting === 1);
      expect(await h.db.upload.count({ where: { userId: u.id } })).toBe(1);
      req.destroy();
      await until(async () => (await c.waiting()).waiting === 0);
      await until(async () => (await h.db.upload.count({ where: { userId: u.id } })) === 0);
    } finally {
      await new Promise((resolve) => server.close(resolve));
      await h.close();
    }
  });
});
