// Benchmark: the save-to-analysed pipeline, as real processes (identity, content, gateway, ai-worker)
// against a local fixture site. Prints save latency (p50/p95 at 50 concurrent), save-to-analysed
// p50/p95, and analysis jobs per second with one and with two worker processes, and their ratio.
// Targets: save p95 < 50 ms, save-to-analysed p95 < 2 s, two workers >= 1.7 x one.
// Usage: npm run bench:pipeline [-- --saves 1000 --concurrency 50 --backlog 400]
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import pg from 'pg';
import { freshDatabase, percentile, REDIS_URL, waitUntilUp } from './support.mjs';

const { values: args } = parseArgs({
  options: {
    saves: { type: 'string', default: '1000' },
    concurrency: { type: 'string', default: '50' },
    backlog: { type: 'string', default: '400' },
  },
});
const SAVES = Number(args.saves);
const CONCURRENCY = Number(args.concurrency);
const BACKLOG = Number(args.backlog);
const redisUrl = REDIS_URL;
const secret = randomBytes(32).toString('hex');
const prefix = `bench-${randomBytes(3).toString('hex')}`;
const PORTS = { gateway: 5620, identity: 5621, content: 5622, worker1: 5624, worker2: 5625 };
const GATEWAY = `http://127.0.0.1:${PORTS.gateway}`;

const pagesDir = new URL('../../services/ai-worker/test/fixtures/pages/', import.meta.url);
const pages = (await readdir(pagesDir)).filter((f) => f.endsWith('.html'));
const html = new Map(
  await Promise.all(pages.map(async (f) => [f, await readFile(new URL(f, pagesDir), 'utf8')])),
);
const site = http.createServer((req, res) => {
  const file = decodeURIComponent(new URL(req.url, 'http://x').pathname.split('/').pop());
  const body = html.get(file);
  res.writeHead(body ? 200 : 404, { 'content-type': 'text/html; charset=utf-8' });
  res.end(body ?? 'not found');
});
await new Promise((r) => site.listen(0, '127.0.0.1', r));
const siteHost = `127.0.0.1:${site.address().port}`;

const databaseUrl = await freshDatabase('nestkeep_bench_pipeline');
const env = {
  ...process.env,
  NODE_ENV: 'development',
  LOG_LEVEL: 'warn',
  DATABASE_URL: databaseUrl,
  REDIS_URL: redisUrl,
  INTERNAL_TOKEN_SECRET: secret,
  SESSION_SECRET: randomBytes(32).toString('hex'),
  QUEUE_PREFIX: prefix,
  APP_ORIGIN: GATEWAY,
  IDENTITY_URL: `http://127.0.0.1:${PORTS.identity}`,
  CONTENT_URL: `http://127.0.0.1:${PORTS.content}`,
  RATE_LIMIT_API_MAX: '100000000',
  FETCH_ALLOW_PRIVATE: siteHost,
  UPLOAD_DIR: os.tmpdir(),
};
const children = [];
function start(service, port) {
  const child = spawn(process.execPath, [`services/${service}/dist/main.js`], {
    env: { ...env, PORT: String(port) },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  children.push(child);
  return child;
}
const healthy = (port) => waitUntilUp(`http://127.0.0.1:${port}/healthz`, 30_000);
const stop = async (child) => {
  const exited = new Promise((r) => child.once('exit', r));
  child.kill('SIGTERM');
  await exited;
};

const db = new pg.Pool({ connectionString: databaseUrl, max: 2 });
const pending = async () =>
  Number(
    (await db.query("SELECT count(*) FROM content.content_items WHERE analysis_status = 'pending'")).rows[0]
      .count,
  );
async function waitUntilAnalysed(timeoutMs) {
  const until = Date.now() + timeoutMs;
  while ((await pending()) > 0) {
    if (Date.now() > until) throw new Error('analysis did not finish in time');
    await new Promise((r) => setTimeout(r, 100));
  }
}

try {
  start('identity', PORTS.identity);
  await healthy(PORTS.identity);
  start('content', PORTS.content);
  await healthy(PORTS.content);
  start('gateway', PORTS.gateway);
  await healthy(PORTS.gateway);

  const signIn = await fetch(`${GATEWAY}/auth/dev`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: GATEWAY },
    body: JSON.stringify({ email: 'bench@example.com' }),
  });
  const cookie = signIn.headers.getSetCookie()[0].split(';')[0];
  // A Pro parent: unlimited saves (a free plan would stop at its monthly limit).
  const { id: userId } = await signIn.json();
  await db.query(`UPDATE identity.users SET plan = 'pro' WHERE id = $1`, [userId]);
  let n = 0;
  const save = () => ({
    method: 'POST',
    path: '/api/content',
    headers: { cookie, origin: GATEWAY, 'content-type': 'application/json' },
    body: JSON.stringify({ originalUrl: `http://${siteHost}/pages/${pages[n % pages.length]}?copy=${n++}` }),
  });

  // 1. Saves at 50 concurrent with one worker running: save latency and save-to-analysed.
  let worker1 = start('ai-worker', PORTS.worker1);
  await healthy(PORTS.worker1);
  const saves = await autocannon({
    url: GATEWAY,
    connections: CONCURRENCY,
    amount: SAVES,
    requests: [{ setupRequest: save }],
  });
  await waitUntilAnalysed(300_000);
  const lag = (
    await db.query(
      "SELECT extract(epoch FROM analyzed_at - date_saved) * 1000 AS ms FROM content.content_items WHERE analysis_status <> 'pending'",
    )
  ).rows.map((r) => Number(r.ms));
  const statuses = (await db.query('SELECT analysis_status, count(*) FROM content.content_items GROUP BY 1'))
    .rows;

  // 2. Throughput: a backlog saved with no worker, then drained by one worker, then by two.
  async function drain(workers) {
    await stop(worker1);
    for (let i = 0; i < BACKLOG; i++) {
      const r = save();
      await fetch(GATEWAY + r.path, { method: 'POST', headers: r.headers, body: r.body });
    }
    const started = Date.now();
    const procs = [start('ai-worker', PORTS.worker1)];
    if (workers === 2) procs.push(start('ai-worker', PORTS.worker2));
    await waitUntilAnalysed(600_000);
    const seconds = (Date.now() - started) / 1000;
    worker1 = procs[0];
    for (const p of procs.slice(1)) await stop(p);
    return BACKLOG / seconds;
  }
  const one = await drain(1);
  const two = await drain(2);

  const ms = (x) => `${Math.round(x)} ms`;
  console.log(
    `\nPipeline: ${SAVES} link saves through the gateway at ${CONCURRENCY} concurrent (local provider)`,
  );
  console.log(
    `save              p50 ${ms(saves.latency.p50)}   p95 between p90 ${ms(saves.latency.p90)} and p97.5 ${ms(saves.latency.p97_5)} (autocannon's percentiles)   non-2xx ${saves.non2xx}`,
  );
  console.log(
    `save-to-analysed  p50 ${ms(percentile(lag, 50))}   p95 ${ms(percentile(lag, 95))}   outcomes ${statuses.map((s) => `${s.analysis_status} ${s.count}`).join(', ')}`,
  );
  console.log(
    `jobs per second   one worker ${one.toFixed(1)}   two workers ${two.toFixed(1)}   ratio ${(two / one).toFixed(2)}`,
  );
  console.log(
    `machine           ${os.cpus().length} cores shared by the load, gateway, identity, content, workers, Postgres and Redis`,
  );
  console.log(`targets           save p95 < 50 ms; save-to-analysed p95 < 2 s; two workers >= 1.7 x one`);
} finally {
  for (const c of children) if (c.exitCode === null) c.kill('SIGTERM');
  await db.end();
  site.close();
}
