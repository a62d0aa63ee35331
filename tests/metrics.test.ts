import { randomUUID } from 'node:crypto';
import { Queue, Worker } from 'bullmq';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  createLogger,
  createMetrics,
  createMetricsApp,
  createRedis,
  normalisePath,
  parseConfig,
  signInternalToken,
} from '@nestkeep/common';
import { TEST_INTERNAL_SECRET, testPrefix } from './support/db.js';
import { startIdentity, type IdentityHarness } from '../services/identity/test/harness.js';
import { IDENTITY_SCHEMA } from '../services/identity/src/db/client.js';
import { createApp as createGateway } from '../services/gateway/src/app.js';
import { gatewayConfigSchema } from '../services/gateway/src/config.js';
import { withMetrics } from '../services/gateway/src/metrics.js';
import { contentUser, startContent } from '../services/content/test/harness.js';
import { asUser, startBilling, startFakeIdentity } from '../services/billing/test/harness.js';
import { createHealthApp } from '../services/ai-worker/src/health.js';
import { JobMetrics } from '../services/ai-worker/src/metrics.js';
import { createOpenAiProvider } from '../services/ai-worker/src/providers/openai/index.js';
import { createLocalProvider } from '../services/ai-worker/src/providers/local/index.js';
import { timedAnswerers, timedProvider } from '../services/ai-worker/src/providers/timed.js';
import { reply, startFakeOpenAi } from './support/fake-openai.js';

/** The value of one series in Prometheus' text format (labels in any order), or undefined. */
function sample(text: string, name: string, labels: Record<string, string>): number | undefined {
  for (const line of text.split('\n')) {
    if (line.startsWith('#')) continue;
    const m = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!m || m[1] !== name) continue;
    const have = Object.fromEntries(
      [...(m[2] ?? '').matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)].map((l) => [l[1], l[2]]),
    );
    if (Object.entries(labels).every(([k, v]) => have[k] === v)) return Number(m[3]);
  }
  return undefined;
}

async function identityToken(payload: Parameters<typeof signInternalToken>[0]) {
  return signInternalToken(payload, { secret: TEST_INTERNAL_SECRET, audience: 'identity' });
}

describe('service metrics after real traffic (identity)', () => {
  let h: IdentityHarness;
  beforeAll(async () => {
    h = await startIdentity();
  });
  afterAll(() => h.close());

  it('counts requests by method, matched route pattern and status, never raw ids', async () => {
    const service = await identityToken({ kind: 'service', service: 'gateway' });
    const signIn = (googleId: string) =>
      request(h.app)
        .post('/internal/users/sign-in')
        .set('x-internal-token', service)
        .send({ googleId, email: `${googleId}@example.com`, displayName: 'Sam' });
    expect((await signIn('m-1')).status).toBe(201);
    expect((await signIn('m-1')).status).toBe(200);
    expect((await signIn('m-2')).status).toBe(201);
    const user = await identityToken({ kind: 'user', userId: randomUUID(), role: 'user' });
    const childId = randomUUID();
    const feeding = await request(h.app).get(`/api/feeding/${childId}`).set('x-internal-token', user);
    expect(feeding.status).toBe(404);
    expect((await request(h.app).get(`/no/such/${childId}`).set('x-internal-token', user)).status).toBe(404);

    const res = await request(h.app).get('/metrics');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toContain('text/plain');
    const text = res.text;
    const base = { service: 'identity', method: 'POST', route: '/internal/users/sign-in' };
    expect(sample(text, 'http_requests_total', { ...base, status: '201' })).toBe(2);
    expect(sample(text, 'http_requests_total', { ...base, status: '200' })).toBe(1);
    expect(
      sample(text, 'http_requests_total', {
        service: 'identity',
        method: 'GET',
        route: '/api/feeding/:childProfileId',
        status: '404',
      }),
    ).toBe(1);
    expect(
      sample(text, 'http_requests_total', {
        service: 'identity',
        method: 'GET',
        route: 'unmatched',
        status: '404',
      }),
    ).toBe(1);
    expect(sample(text, 'http_request_duration_seconds_count', { ...base, status: '201' })).toBe(2);
    expect(sample(text, 'http_request_duration_seconds_bucket', { ...base, status: '201', le: '+Inf' })).toBe(
      2,
    );
    expect(sample(text, 'http_request_duration_seconds_sum', { ...base, status: '201' })).toBeGreaterThan(0);
    expect(text).not.toContain(childId);
    // Default process metrics are on the same registry.
    expect(text).toMatch(/^process_cpu_user_seconds_total\{service="identity"\} /m);
  });

  it('reports the outbox backlog and the age of its oldest pending event', async () => {
    const metrics = createMetrics('identity', { defaultMetrics: false });
    metrics.watchOutbox({ pool: h.pool, schema: IDENTITY_SCHEMA });
    const pending = await h.pool.query<{ n: string }>(
      `SELECT count(*) AS n FROM "${IDENTITY_SCHEMA}".outbox WHERE published_at IS NULL`,
    );
    const n = Number(pending.rows[0]!.n);
    expect(n).toBeGreaterThanOrEqual(2); // user.created for m-1 and m-2
    await h.pool.query(
      `UPDATE "${IDENTITY_SCHEMA}".outbox SET created_at = now() - interval '90 seconds'
        WHERE id = (SELECT min(id) FROM "${IDENTITY_SCHEMA}".outbox WHERE published_at IS NULL)`,
    );
    let text = await metrics.registry.metrics();
    expect(sample(text, 'outbox_pending_events', { service: 'identity' })).toBe(n);
    const age = sample(text, 'outbox_oldest_pending_age_seconds', { service: 'identity' })!;
    expect(age).toBeGreaterThanOrEqual(90);
    expect(age).toBeLessThan(120);

    await h.pool.query(
      `UPDATE "${IDENTITY_SCHEMA}".outbox SET published_at = now() WHERE published_at IS NULL`,
    );
    text = await metrics.registry.metrics();
    expect(sample(text, 'outbox_pending_events', { service: 'identity' })).toBe(0);
    expect(sample(text, 'outbox_oldest_pending_age_seconds', { service: 'identity' })).toBe(0);
  });
});

describe('content and billing metrics after real traffic', () => {
  it('content: matched route patterns with their status', async () => {
    const h = await startContent();
    try {
      const user = await contentUser(h);
      const conversationId = randomUUID();
      const res = await user.get(`/api/chat/conversations/${conversationId}/messages`);
      expect(res.status).toBe(404);
      const text = (await request(h.app).get('/metrics')).text;
      expect(
        sample(text, 'http_requests_total', {
          service: 'content',
          method: 'GET',
          route: '/api/chat/conversations/:id/messages',
          status: '404',
        }),
      ).toBe(1);
      expect(text).not.toContain(conversationId);
    } finally {
      await h.close();
    }
  });

  it('billing: matched route patterns with their status', async () => {
    const identity = await startFakeIdentity();
    const h = await startBilling({ identityUrl: identity.url });
    try {
      const user = await asUser(h, randomUUID());
      expect((await user.get('/api/subscription')).status).toBe(200);
      const text = (await request(h.app).get('/metrics')).text;
      expect(
        sample(text, 'http_requests_total', {
          service: 'billing',
          method: 'GET',
          route: '/api/subscription',
          status: '200',
        }),
      ).toBe(1);
      expect(
        sample(text, 'http_request_duration_seconds_count', {
          service: 'billing',
          route: '/api/subscription',
        }),
      ).toBe(1);
    } finally {
      await h.close();
      await identity.close();
    }
  });
});

describe('queue depth gauges', () => {
  it('read waiting, active, delayed and failed from Redis at scrape time', async () => {
    const connection = createRedis(inject('redisUrl'), 'queue-producer');
    const workerConnection = createRedis(inject('redisUrl'), 'worker');
    const prefix = testPrefix();
    const queue = new Queue('metrics-probe', { connection, prefix });
    const other = new Queue('metrics-other', { connection, prefix });
    try {
      const metrics = createMetrics('ai-worker', { defaultMetrics: false });
      metrics.watchQueues([queue, other]);

      // One job fails for good (one attempt).
      await queue.add('bad', {}, { attempts: 1 });
      const worker = new Worker(
        'metrics-probe',
        async () => {
          throw new Error('boom');
        },
        { connection: workerConnection, prefix },
      );
      await new Promise<void>((resolve) => worker.once('failed', () => resolve()));
      await worker.close();
      await queue.add('a', {});
      await queue.add('b', {});
      await queue.add('later', {}, { delay: 60_000 });
      await other.add('x', {});

      const text = await metrics.registry.metrics();
      const depth = (q: string, state: string) =>
        sample(text, 'bullmq_queue_jobs', { service: 'ai-worker', queue: q, state });
      expect(depth('metrics-probe', 'waiting')).toBe(2);
      expect(depth('metrics-probe', 'active')).toBe(0);
      expect(depth('metrics-probe', 'delayed')).toBe(1);
      expect(depth('metrics-probe', 'failed')).toBe(1);
      expect(depth('metrics-other', 'waiting')).toBe(1);

      // Read again at the next scrape, not cached.
      await queue.drain(true);
      const after = await metrics.registry.metrics();
      expect(sample(after, 'bullmq_queue_jobs', { queue: 'metrics-probe', state: 'waiting' })).toBe(0);
      expect(sample(after, 'bullmq_queue_jobs', { queue: 'metrics-probe', state: 'delayed' })).toBe(0);
    } finally {
      await queue.obliterate({ force: true });
      await other.obliterate({ force: true });
      await queue.close();
      await other.close();
      connection.disconnect();
      workerConnection.disconnect();
    }
  });
});

describe('gateway metrics', () => {
  it('counts every request, proxied paths with ids replaced, and never serves /metrics publicly', async () => {
    const redis = createRedis(inject('redisUrl'), 'general');
    try {
      const config = parseConfig(gatewayConfigSchema, {
        NODE_ENV: 'test',
        APP_ORIGIN: 'http://127.0.0.1:5999',
        REDIS_URL: inject('redisUrl'),
        INTERNAL_TOKEN_SECRET: TEST_INTERNAL_SECRET,
        SESSION_SECRET: 'test-session-secret-that-is-32-chars-long',
        IDENTITY_URL: 'http://127.0.0.1:9',
        QUEUE_PREFIX: testPrefix(),
      });
      const metrics = createMetrics('gateway', { defaultMetrics: false });
      const app = withMetrics(
        createGateway({ config, redis, logger: createLogger('gateway-test', 'silent') }),
        metrics,
      );
      const itemId = randomUUID();
      const api = await request(app).get(`/api/content/items/${itemId}`);
      expect(api.status).toBe(401); // no session: refused before the proxy
      const pub = await request(app).get('/metrics');
      expect(pub.status).toBe(404);
      expect(pub.text).not.toContain('http_requests_total');

      const scrape = await request(createMetricsApp(metrics)).get('/metrics');
      expect(scrape.status).toBe(200);
      const labels = { service: 'gateway', method: 'GET' };
      expect(
        sample(scrape.text, 'http_requests_total', {
          ...labels,
          route: '/api/content/items/:id',
          status: '401',
        }),
      ).toBe(1);
      expect(
        sample(scrape.text, 'http_requests_total', { ...labels, route: 'unmatched', status: '404' }),
      ).toBe(1);
      expect(scrape.text).not.toContain(itemId);
    } finally {
      redis.disconnect();
    }
  });

  it('normalises ids out of paths', () => {
    expect(normalisePath('/api/content/items/3f0c2a4e-8b1d-4c1e-9a77-0e5b7a1c2d3e?x=1')).toBe(
      '/api/content/items/:id',
    );
    expect(normalisePath('/api/feeding/42/entries')).toBe('/api/feeding/:id/entries');
    expect(normalisePath('/assets/index.js')).toBe('/assets/index.js');
  });
});

describe('ai-worker metrics', () => {
  it('keeps job counts per queue and outcome and adds a duration histogram on its health port', async () => {
    const redis = createRedis(inject('redisUrl'), 'general');
    try {
      const jobs = new JobMetrics();
      jobs.record('content-analysis', 'completed', 120);
      jobs.record('content-analysis', 'completed', 80);
      jobs.record('chat-replies', 'failed', 1500);
      const app = createHealthApp({ redis, metrics: jobs });
      expect((await request(app).get('/healthz')).status).toBe(200);
      const res = await request(app).get('/metrics');
      expect(res.status).toBe(200);
      const ok = { service: 'ai-worker', queue: 'content-analysis', outcome: 'completed' };
      expect(sample(res.text, 'nestkeep_jobs_total', ok)).toBe(2);
      expect(sample(res.text, 'nestkeep_job_seconds_total', ok)).toBeCloseTo(0.2, 5);
      expect(sample(res.text, 'bullmq_job_duration_seconds_count', ok)).toBe(2);
      expect(sample(res.text, 'bullmq_job_duration_seconds_bucket', { ...ok, le: '0.1' })).toBe(1);
      expect(
        sample(res.text, 'bullmq_job_duration_seconds_count', { queue: 'chat-replies', outcome: 'failed' }),
      ).toBe(1);
      expect(
        sample(res.text, 'http_requests_total', {
          service: 'ai-worker',
          method: 'GET',
          route: '/healthz',
          status: '200',
        }),
      ).toBe(1);
    } finally {
      redis.disconnect();
    }
  });
});

describe('provider call metrics', () => {
  it('times each openai call (the real SDK against a local OpenAI-compatible server) by outcome', async () => {
    const fake = await startFakeOpenAi();
    const redis = createRedis(inject('redisUrl'), 'general');
    try {
      const jobs = new JobMetrics();
      const provider = timedProvider(
        createOpenAiProvider({ apiKey: fake.apiKey, baseURL: fake.url, model: 'gpt-4o-mini', maxRetries: 0 }),
        jobs,
      );
      const input = {
        url: 'https://example.com/sleep',
        platform: 'other' as const,
        title: 'Bedtime routine',
        description: 'A gentle bedtime routine for babies.',
        text: null,
      };
      fake.setReply(() => ({ ...reply.analysis(), delayMs: 150 }));
      expect((await provider.analyze(input)).category).toBe('Sleep & Routines');
      fake.setReply(() => reply.serverError());
      await expect(provider.analyze(input)).rejects.toThrow();

      const text = (await request(createHealthApp({ redis, metrics: jobs })).get('/metrics')).text;
      const series = 'nestkeep_provider_call_duration_seconds';
      const ok = { service: 'ai-worker', provider: 'openai', operation: 'analyze', outcome: 'ok' };
      expect(sample(text, `${series}_count`, ok)).toBe(1);
      expect(sample(text, `${series}_sum`, ok)).toBeGreaterThanOrEqual(0.15);
      expect(sample(text, `${series}_bucket`, { ...ok, le: '0.1' })).toBe(0);
      expect(sample(text, `${series}_count`, { ...ok, outcome: 'error' })).toBe(1);
    } finally {
      redis.disconnect();
      await fake.close();
    }
  });

  it('keeps a local answerer that is its own fallback one object, so the fallback rule still holds', () => {
    const jobs = new JobMetrics();
    const local = { name: 'local' as const, answerQuestion: async () => ({ content: 'x', cited: [] }) };
    const timed = timedAnswerers({ answerer: local, fallback: local }, jobs);
    expect(timed.answerer).toBe(timed.fallback);
    expect(timedProvider(createLocalProvider(), jobs).name).toBe('local');
  });
});
