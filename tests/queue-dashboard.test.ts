import { Queue, QueueEvents, Worker } from 'bullmq';
import type { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createRedis, QUEUES } from '@nestkeep/common';
import { ADMIN_EMAIL } from '../services/identity/test/harness.js';
import { Client } from './support/http-client.js';
import { startStack, type Stack } from './support/stack.js';

let stack: Stack;
let admin: Client;
let parent: Client;
beforeAll(async () => {
  stack = await startStack();
  admin = new Client(stack.gatewayUrl);
  expect((await admin.devSignIn(ADMIN_EMAIL, 'Admin')).status).toBe(200);
  parent = new Client(stack.gatewayUrl);
  expect((await parent.devSignIn('queue-dash-parent@example.com', 'Pat')).status).toBe(200);
});
afterAll(() => stack?.close());

interface QueueList {
  queues: Array<{ name: string; counts: Record<string, number>; jobs: Array<{ id: string }> }>;
}

describe('queue dashboard (bull-board) at /admin/queues', () => {
  it('answers anonymous callers 401 (a browser asking for the page goes to sign-in)', async () => {
    const anonymous = new Client(stack.gatewayUrl);
    const api = await anonymous.get('/admin/queues/api/queues');
    expect(api.status).toBe(401);
    expect(((await api.json()) as { message: string }).message).toBe('Sign in required');
    expect((await anonymous.get('/admin/queues', { accept: 'application/json' })).status).toBe(401);
    const page = await anonymous.get('/admin/queues', { accept: 'text/html,application/xhtml+xml' });
    expect(page.status).toBe(302);
    expect(page.headers.get('location')).toBe('/api/login?returnTo=%2Fadmin%2Fqueues');
    expect(
      (await anonymous.request('PUT', `/admin/queues/api/queues/${QUEUES.analysisResults}/retry/failed`))
        .status,
    ).toBe(401);
  });

  it('answers signed-in non-admins 403 on the page, its API and its actions', async () => {
    for (const [method, path] of [
      ['GET', '/admin/queues'],
      ['GET', '/admin/queues/api/queues'],
      ['PUT', `/admin/queues/api/queues/${QUEUES.analysisResults}/retry/failed`],
      ['PUT', `/admin/queues/api/queues/${QUEUES.analysisResults}/clean/failed`],
    ] as const) {
      const res = await parent.request(method, path, method === 'PUT' ? {} : undefined, {
        accept: 'text/html',
      });
      expect(res.status, `${method} ${path}`).toBe(403);
      expect(((await res.json()) as { message: string }).message).toBe('Admin access required');
    }
  });

  it('shows an admin the dashboard page and its static files, not the web app', async () => {
    const page = await admin.get('/admin/queues', { accept: 'text/html' });
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/text\/html/);
    const html = await page.text();
    expect(html).toContain('<base href="/admin/queues/"');
    expect(html).toContain('NestKeep queues');
    const script = html.match(/src="(static\/js\/main\.[^"]+\.js)"/)?.[1];
    expect(script).toBeTruthy();
    const asset = await admin.get(`/admin/queues/${script}`);
    expect(asset.status).toBe(200);
    expect(asset.headers.get('content-type')).toMatch(/javascript/);
  });

  it('lists every queue with the deployment prefix, and retries and cleans failed jobs', async () => {
    const redisUrl = inject('redisUrl');
    // A failed job in analysis-results under the stack's prefix (nothing else consumes it here).
    const connection: Redis = createRedis(redisUrl, 'worker');
    const queue = new Queue(QUEUES.analysisResults, { connection, prefix: stack.queuePrefix });
    const events = new QueueEvents(QUEUES.analysisResults, {
      connection: createRedis(redisUrl, 'worker'),
      prefix: stack.queuePrefix,
    });
    await events.waitUntilReady();
    let fail = true;
    const worker = new Worker(
      QUEUES.analysisResults,
      async () => {
        if (fail) throw new Error('boom for the dashboard');
        return 'ok';
      },
      { connection: createRedis(redisUrl, 'worker'), prefix: stack.queuePrefix },
    );
    try {
      await worker.pause();
      const job = await queue.add('outcome', { n: 1 }, { attempts: 1 });
      const failed = new Promise<void>((resolve) =>
        events.on('failed', ({ jobId }) => jobId === job.id && resolve()),
      );
      worker.resume();
      await failed;

      const list = await admin.get(
        `/admin/queues/api/queues?activeQueue=${QUEUES.analysisResults}&status=failed&page=1`,
      );
      expect(list.status).toBe(200);
      const body = (await list.json()) as QueueList;
      expect(body.queues.map((q) => q.name).sort()).toEqual(Object.values(QUEUES).sort());
      const results = body.queues.find((q) => q.name === QUEUES.analysisResults)!;
      expect(results.counts.failed).toBe(1);
      expect(results.jobs.map((j) => j.id)).toEqual([job.id]);

      // Actions are same-origin only, like the API's.
      const crossSite = await admin.request(
        'PUT',
        `/admin/queues/api/queues/${QUEUES.analysisResults}/retry/failed`,
        {},
        {
          origin: 'https://evil.example',
        },
      );
      expect(crossSite.status).toBe(403);
      expect(await queue.getFailedCount()).toBe(1);

      // Retry: the job runs again, and this time completes.
      fail = false;
      const completed = new Promise<void>((resolve) =>
        events.on('completed', ({ jobId }) => jobId === job.id && resolve()),
      );
      const retry = await admin.request(
        'PUT',
        `/admin/queues/api/queues/${QUEUES.analysisResults}/retry/failed`,
        {},
      );
      expect(retry.status).toBe(200);
      await completed;
      expect(await queue.getFailedCount()).toBe(0);
      expect(await queue.getCompletedCount()).toBe(1);

      // Clean: bull-board removes jobs finished more than 5 s ago (its grace time).
      await new Promise((r) => setTimeout(r, 5_200));
      const clean = await admin.request(
        'PUT',
        `/admin/queues/api/queues/${QUEUES.analysisResults}/clean/completed`,
        {},
      );
      expect(clean.status).toBe(200);
      expect(await queue.getCompletedCount()).toBe(0);
    } finally {
      await worker.close();
      await events.close();
      await queue.close();
      connection.disconnect();
    }
  });
});
