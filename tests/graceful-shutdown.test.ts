import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdtemp } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { parseAnalysisNotes, signInternalToken } from '@nestkeep/common';
import { contentUser } from '../services/content/test/harness.js';
import { createTestDatabase, TEST_INTERNAL_SECRET, testPrefix } from './support/db.js';
import { startFixtureSite, startPipeline } from './support/pipeline.js';
import { startPrivateRedis } from './support/redis-server.mjs';
import { freePort } from './support/servers.js';

/** The built services as real processes, so they really get SIGTERM (npm test builds them first). */
const CONTENT = 'services/content/dist/main.js';
const WORKER = 'services/ai-worker/dist/main.js';

const children: ChildProcess[] = [];

function run(script: string, env: Record<string, string>) {
  const child = spawn(process.execPath, [script], {
    env: { PATH: process.env.PATH ?? '', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let output = '';
  child.stdout.on('data', (d) => (output += d));
  child.stderr.on('data', (d) => (output += d));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, exited, output: () => output };
}

async function healthy(url: string, timeoutMs = 60_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (
      await fetch(url).then(
        (r) => r.ok,
        () => false,
      )
    )
      return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${url} did not answer`);
}

/** Identity's plan lookup, as content asks it: everyone is on the free plan. */
async function fakeIdentity() {
  const server = http.createServer((req, res) => {
    const m = /^\/internal\/users\/([^/]+)$/.exec(req.url ?? '');
    res.setHeader('content-type', 'application/json');
    if (!m) {
      res.statusCode = 404;
      res.end('{}');
      return;
    }
    res.end(JSON.stringify({ id: decodeURIComponent(m[1]), plan: 'free' }));
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise((r) => server.close(r)),
  };
}

/** A save whose body arrives in two halves: the request is in flight until `finish()` is called. */
function slowSave(port: number, token: string) {
  const body = JSON.stringify({
    originalUrl: 'https://example.com/pages/sleep-newborn-swaddling-guide.html',
  });
  const half = Math.floor(body.length / 2);
  const req = http.request({
    host: '127.0.0.1',
    port,
    method: 'POST',
    path: '/api/content',
    headers: {
      'content-type': 'application/json',
      'content-length': Buffer.byteLength(body),
      'x-internal-token': token,
    },
  });
  const response = new Promise<{ status: number; body: string }>((resolve, reject) => {
    req.on('response', (res) => {
      let text = '';
      res.on('data', (d) => (text += d));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
    });
    req.on('error', reject);
  });
  response.catch(() => undefined); // inspected by the test
  req.write(body.slice(0, half));
  return { response, finish: () => req.end(body.slice(half)), abandon: () => req.destroy() };
}

afterAll(() => {
  for (const c of children) if (c.exitCode === null && c.signalCode === null) c.kill('SIGKILL');
});

/**
 * Budgets, not speed targets: each test starts real processes and waits for real jobs, which on a
 * busy 2-core machine (CI beside a CPU hog) takes several times as long as on an idle one.
 */
const PROCESS_TEST_BUDGET_MS = 120_000;

describe('content given SIGTERM', { timeout: PROCESS_TEST_BUDGET_MS }, () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let identity: Awaited<ReturnType<typeof fakeIdentity>>;
  beforeAll(async () => {
    if (!existsSync(CONTENT)) throw new Error('Build first: npm run build (npm test does)');
    database = await createTestDatabase();
    identity = await fakeIdentity();
  });
  afterAll(async () => {
    await identity.close();
    await database.drop();
  });

  async function startContent(graceMs: number) {
    const port = await freePort();
    const proc = run(CONTENT, {
      PORT: String(port),
      DATABASE_URL: database.url,
      REDIS_URL: inject('redisUrl'),
      INTERNAL_TOKEN_SECRET: TEST_INTERNAL_SECRET,
      QUEUE_PREFIX: testPrefix(),
      IDENTITY_URL: identity.url,
      UPLOAD_DIR: await mkdtemp(path.join(os.tmpdir(), 'nk-content-')),
      SHUTDOWN_GRACE_MS: String(graceMs),
    });
    await healthy(`http://127.0.0.1:${port}/healthz`);
    const token = await signInternalToken(
      { kind: 'user', userId: randomUUID(), role: 'user' },
      { secret: TEST_INTERNAL_SECRET, audience: 'content' },
    );
    return { port, proc, token };
  }

  it('answers the request in flight, refuses new connections meanwhile, and exits 0 within the grace period', async () => {
    const { port, proc, token } = await startContent(15_000);
    // A keep-alive connection left idle must not hold the shutdown up.
    const agent = new http.Agent({ keepAlive: true });
    const idle = await new Promise<number>((resolve, reject) =>
      http
        .get({ host: '127.0.0.1', port, path: '/healthz', agent }, (res) => {
          res.resume();
          res.on('end', () => resolve(res.statusCode ?? 0));
        })
        .on('error', reject),
    );
    expect(idle).toBe(200);

    const save = slowSave(port, token);
    await new Promise((r) => setTimeout(r, 500)); // the server has the request, and half its body
    const signalled = Date.now();
    proc.child.kill('SIGTERM');
    await new Promise((r) => setTimeout(r, 700));
    expect(proc.child.exitCode).toBeNull(); // still finishing the save
    await expect(fetch(`http://127.0.0.1:${port}/healthz`)).rejects.toThrow(); // no new connections

    save.finish();
    const answer = await save.response;
    expect(answer.status, answer.body).toBe(201);
    expect(JSON.parse(answer.body).id).toBeTruthy();
    expect(await proc.exited, proc.output()).toBe(0);
    expect(Date.now() - signalled).toBeLessThan(15_000);
    agent.destroy();
  });

  it('past the grace period it logs an error and exits anyway', async () => {
    const { port, proc, token } = await startContent(1000);
    const save = slowSave(port, token); // never finished
    await new Promise((r) => setTimeout(r, 500));
    const signalled = Date.now();
    proc.child.kill('SIGTERM');
    expect(await proc.exited).toBe(1);
    const took = Date.now() - signalled;
    expect(took).toBeGreaterThanOrEqual(900);
    expect(took).toBeLessThan(15_000); // not waiting for the save, whatever the load
    expect(proc.output()).toContain('shutdown grace period over');
    save.abandon();
  });
});

const HELD_PAGE = 'sleep-newborn-swaddling-guide.html';
const LATER_PAGE = 'development-9-month-milestones.html';

describe('an ai-worker given SIGTERM mid-job', { timeout: PROCESS_TEST_BUDGET_MS }, () => {
  let site: Awaited<ReturnType<typeof startFixtureSite>>;
  let redis: Awaited<ReturnType<typeof startPrivateRedis>>;
  let pipeline: Awaited<ReturnType<typeof startPipeline>>;
  beforeAll(async () => {
    if (!existsSync(WORKER)) throw new Error('Build first: npm run build (npm test does)');
    site = await startFixtureSite({ delayMs: 2500 }); // slow pages: the job is caught mid-flight
    redis = await startPrivateRedis();
    pipeline = await startPipeline({ redisUrl: redis.url, allow: site.host, withWorker: false });
  });
  afterAll(async () => {
    await pipeline.close();
    await redis.stop();
    await site.close();
  });

  it('finishes the job it holds, takes no new one, and exits 0: nothing lost', async () => {
    const port = await freePort();
    const worker = run(WORKER, {
      PORT: String(port),
      REDIS_URL: redis.url,
      QUEUE_PREFIX: pipeline.prefix,
      FETCH_ALLOW_PRIVATE: site.host,
      JOB_LOCK_MS: '1500', // in every worker here: BullMQ's shared stalled-check lock lasts one worker's interval
      UPLOAD_DIR: await mkdtemp(path.join(os.tmpdir(), 'nk-worker-')),
      SHUTDOWN_GRACE_MS: '20000',
    });
    await healthy(`http://127.0.0.1:${port}/readyz`);
    const u = await contentUser(pipeline.content);
    const { body: item } = await u.post('/api/content', {
      originalUrl: `${site.url}/pages/${HELD_PAGE}`,
    });
    await expect
      .poll(() => site.requestsFor(HELD_PAGE), { timeout: 30_000, interval: 50 })
      .toBeGreaterThanOrEqual(1);
    worker.child.kill('SIGTERM'); // in the middle of fetching the page
    // A save made during the shutdown waits in the queue for the next worker; this one does not take it.
    const { body: later } = await u.post('/api/content', {
      originalUrl: `${site.url}/pages/${LATER_PAGE}`,
    });
    expect(await worker.exited, worker.output()).toBe(0);

    await expect
      .poll(
        async () => {
          const items = (await u.get('/api/content')).body as Array<{ id: string; analysisStatus: string }>;
          return items.find((i) => i.id === item.id)?.analysisStatus;
        },
        { timeout: 30_000, interval: 200 },
      )
      .toBe('done');
    const items = (await u.get('/api/content')).body as Array<{
      id: string;
      analysisStatus: string;
      personalNotes: string;
    }>;
    const done = items.find((i) => i.id === item.id)!;
    expect(parseAnalysisNotes(done.personalNotes).keyPoints.length).toBeGreaterThan(0);
    expect(done.personalNotes.split('Key Points').length - 1).toBe(1); // written back once
    expect(later.id).not.toBe(item.id);
    // What the design promises, not timings a busy machine can break: the held job finished before
    // the worker exited (a lock that expired under load may have run it again, which at-least-once
    // delivery allows, but it is written back once), and the stopping worker took no new job.
    expect(site.requestsFor(HELD_PAGE)).toBeGreaterThanOrEqual(1);
    expect(site.requestsFor(LATER_PAGE)).toBe(0);
    expect(items.find((i) => i.id === later.id)?.analysisStatus).toBe('pending'); // still queued

    // The next worker (a rolling update's new copy) takes the save that waited: nothing lost.
    const nextPort = await freePort();
    const next = run(WORKER, {
      PORT: String(nextPort),
      REDIS_URL: redis.url,
      QUEUE_PREFIX: pipeline.prefix,
      FETCH_ALLOW_PRIVATE: site.host,
      JOB_LOCK_MS: '1500', // in every worker here: BullMQ's shared stalled-check lock lasts one worker's interval
      UPLOAD_DIR: await mkdtemp(path.join(os.tmpdir(), 'nk-worker-')),
    });
    await expect
      .poll(
        async () => {
          const all = (await u.get('/api/content')).body as Array<{ id: string; analysisStatus: string }>;
          return all.find((i) => i.id === later.id)?.analysisStatus;
        },
        { timeout: 30_000, interval: 200 },
      )
      .toBe('done');
    expect(site.requestsFor(LATER_PAGE)).toBeGreaterThanOrEqual(1);
    const after = (await u.get('/api/content')).body as Array<{ id: string; personalNotes: string }>;
    for (const saved of after) expect(saved.personalNotes.split('Key Points').length - 1).toBe(1); // written back once
    next.child.kill('SIGTERM'); // idle: it stops at once
    expect(await next.exited).toBe(0);
  });

  it('past the grace period it exits 1 and the job it held goes to another worker once its lock expires', async () => {
    const before = site.requests();
    const start = async (graceMs?: number) => {
      const port = await freePort();
      const proc = run(WORKER, {
        PORT: String(port),
        REDIS_URL: redis.url,
        QUEUE_PREFIX: pipeline.prefix,
        FETCH_ALLOW_PRIVATE: site.host,
        JOB_LOCK_MS: '1500',
        UPLOAD_DIR: await mkdtemp(path.join(os.tmpdir(), 'nk-worker-')),
        ...(graceMs ? { SHUTDOWN_GRACE_MS: String(graceMs) } : {}),
      });
      await healthy(`http://127.0.0.1:${port}/readyz`);
      return proc;
    };
    const first = await start(500); // shorter than the page's 2.5 s
    const u = await contentUser(pipeline.content);
    const { body: item } = await u.post('/api/content', {
      originalUrl: `${site.url}/pages/feeding-baby-led-weaning-our-story.html`,
    });
    await expect.poll(() => site.requests(), { timeout: 30_000, interval: 50 }).toBeGreaterThan(before);
    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(1);
    expect(first.output()).toContain('shutdown grace period over');
    expect((await u.get('/api/content')).body[0].analysisStatus).toBe('pending');

    await start();
    await expect
      .poll(async () => (await u.get('/api/content')).body[0].analysisStatus, {
        timeout: 30_000,
        interval: 200,
      })
      .toBe('done');
    const done = (await u.get('/api/content')).body[0];
    expect(done.id).toBe(item.id);
    expect(done.personalNotes.split('Key Points').length - 1).toBe(1); // written back once
  });
});
