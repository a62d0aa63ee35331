// Benchmark: the save-to-analysed pipeline (issue 13 point 6), as real processes (identity, content,
// gateway, ai-worker) against a local fixture site. One run; the figures are printed side by side
// with their targets (a benchmark, not a timed test):
//
// 1. Save capacity: the highest sustained save rate through the gateway (POST /api/content with a
//    link, signed in with a session cookie): closed-loop autocannon at a few concurrencies, the best
//    2xx rate of a run with no error and no non-2xx whose outbox (content.saved events) was relayed
//    to the analysis queue within 3 s of its end. No ai-worker runs meanwhile: this is the save path
//    alone (analysis runs on machines of its own in production; here it would take the same two
//    cores). The analysis jobs it queues are dropped afterwards, their items marked skipped.
// 2. Save latency at an open-loop rate of half that capacity (tests/bench/open-loop.mjs: a fixed
//    send schedule whatever the answers, each latency from its scheduled send time, so no
//    coordinated omission), 15 s after a 3 s warm-up: p50/p95/p99. Target p95 < 50 ms.
// 3. Save to analysed at a steady 10 saves/s for 60 s with one ai-worker (local provider), after
//    a 5 s warm-up at the same rate: p50/p95 of analyzed_at − date_saved from content.content_items.
//    Target p95 < 2 s. The stages (relay to the queue, wait for a worker, the job, the write-back)
//    come from the BullMQ jobs' own timestamps.
// 4. CPU per job of the local provider: the warm worker drains a backlog saved while the analysis
//    queue was paused; its utime+stime (/proc/<pid>/stat) before and after, over the jobs.
// 5. Worker scaling with the openai provider against a fake OpenAI-compatible server in this
//    process (every chat completion answered after 300 ms with a valid analysis): a backlog is
//    saved with the queue paused, 1, 2 and then 4 fresh worker processes at the same
//    ANALYSIS_CONCURRENCY are started and, once they have settled, the queue resumed; jobs/s from a tenth of the backlog done
//    (fresh processes compile and connect first) to the last analyzed_at, ratios to one worker.
//    Targets >= 1.9 x at 2 and >= 3.5 x at 4. Each job fetches its link from the fixture site too.
//    The default concurrency is 2 per worker, so that four workers (at most 26.7 jobs/s, about
//    1 core of worker, content, Redis and Postgres time) fit on a 2-core machine that also runs the
//    rest: the figure is meant to show whether the pipeline itself (BullMQ, the results queue,
//    content's write-back, Postgres) scales, not how many cores the machine has. The CPU per job
//    of the workers, content and this process, and how busy the machine was, are printed with it.
//
// Each phase saves as a user of its own (Pro plan, set by SQL: no monthly limit), so its items are
// counted by user id. Ports 5620-5631; database nestkeep_bench_pipeline; a fresh QUEUE_PREFIX,
// whose keys (queues, sessions) are removed at the end. Runs in about 4 minutes (longer on a busy machine).
// Usage: npm run bench:pipeline [-- --capacity-seconds 8 --capacity-connections 8,24,64
//          --latency-seconds 15 --lag-seconds 60 --worker-concurrency 2 --backlog-per-worker 120
//          --cpu-backlog 400]
import { existsSync, readFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import os from 'node:os';
import { setTimeout as sleep } from 'node:timers/promises';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { Queue } from 'bullmq';
import { Redis } from 'ioredis';
import pg from 'pg';
import { QUEUES } from '@nestkeep/common';
import { openLoop } from './open-loop.mjs';
import {
  freshDatabase,
  percentile,
  REDIS_URL,
  startFixtureSite,
  startService,
  waitUntilUp,
} from './support.mjs';

const { values: args } = parseArgs({
  options: {
    'capacity-seconds': { type: 'string', default: '8' },
    'capacity-connections': { type: 'string', default: '8,24,64' },
    'latency-seconds': { type: 'string', default: '15' },
    'lag-seconds': { type: 'string', default: '60' },
    'lag-rate': { type: 'string', default: '10' },
    'worker-concurrency': { type: 'string', default: '2' },
    'backlog-per-worker': { type: 'string', default: '120' },
    'cpu-backlog': { type: 'string', default: '400' },
    'openai-delay-ms': { type: 'string', default: '300' },
  },
});
const CAPACITY_SECONDS = Number(args['capacity-seconds']);
const CAPACITY_CONNECTIONS = args['capacity-connections'].split(',').map(Number);
const LATENCY_SECONDS = Number(args['latency-seconds']);
const LAG_SECONDS = Number(args['lag-seconds']);
const LAG_RATE = Number(args['lag-rate']);
const WORKER_CONCURRENCY = Number(args['worker-concurrency']);
const BACKLOG_PER_WORKER = Number(args['backlog-per-worker']);
const CPU_BACKLOG = Number(args['cpu-backlog']);
const OPENAI_DELAY_MS = Number(args['openai-delay-ms']);
const WORKER_COUNTS = [1, 2, 4];

const PORTS = { gateway: 5620, identity: 5621, content: 5622, workers: [5624, 5625, 5626, 5627] };
const SITE_PORT = 5630;
const FAKE_OPENAI_PORT = 5631;
const GATEWAY = `http://127.0.0.1:${PORTS.gateway}`;
const prefix = `bench-pipeline-${randomBytes(3).toString('hex')}`;
const started = Date.now();
const log = (msg) => console.log(`[${((Date.now() - started) / 1000).toFixed(0).padStart(3)} s] ${msg}`);

// The fixture site: the ai-worker's test pages, served from this process.
const site = await startFixtureSite(SITE_PORT);
const { pages, host: siteHost } = site;

// A fake OpenAI-compatible server: every chat completion is answered after OPENAI_DELAY_MS with
// a valid analysis (the shape of tests/support/fake-openai.ts's sampleAnalysis), as JSON content
// of a non-streamed completion, which the openai provider validates with zod.
const sampleAnalysis = {
  summary: 'A gentle bedtime routine helps babies fall asleep more easily.',
  keyPoints: [
    'A consistent routine signals to the baby that sleep is coming.',
    'Dim light in the evening supports melatonin.',
  ],
  actionItems: ['Start the routine at the same time every night.', 'Dim the lights an hour before bed.'],
  hashtags: ['#bedtime', '#babysleep', '#routine'],
  category: 'Sleep & Routines',
  parentingPhase: 'infant',
  suggestedTitle: null,
};
let completionsServed = 0;
const fakeOpenAi = http.createServer((req, res) => {
  let raw = '';
  req.setEncoding('utf8');
  req.on('data', (chunk) => (raw += chunk));
  req.on('end', () => {
    if (req.method !== 'POST' || !req.url.endsWith('/chat/completions')) {
      res.writeHead(404, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ error: { message: 'Unknown request URL.', type: 'invalid_request_error' } }));
      return;
    }
    const { model } = JSON.parse(raw);
    const content = JSON.stringify(sampleAnalysis);
    setTimeout(() => {
      completionsServed++;
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(
        JSON.stringify({
          id: `chatcmpl-${randomBytes(12).toString('hex')}`,
          object: 'chat.completion',
          created: Math.floor(Date.now() / 1000),
          model,
          choices: [
            {
              index: 0,
              message: { role: 'assistant', content, refusal: null, annotations: [] },
              logprobs: null,
              finish_reason: 'stop',
            },
          ],
          usage: { prompt_tokens: Math.ceil(raw.length / 4), completion_tokens: 80, total_tokens: 0 },
          system_fingerprint: 'fp_fake',
        }),
      );
    }, OPENAI_DELAY_MS);
  });
});
await new Promise((r) => fakeOpenAi.listen(FAKE_OPENAI_PORT, '127.0.0.1', r));

const databaseUrl = await freshDatabase('nestkeep_bench_pipeline');
const env = {
  LOG_LEVEL: 'warn',
  DATABASE_URL: databaseUrl,
  INTERNAL_TOKEN_SECRET: randomBytes(32).toString('hex'),
  SESSION_SECRET: randomBytes(32).toString('hex'),
  QUEUE_PREFIX: prefix,
  APP_ORIGIN: GATEWAY,
  IDENTITY_URL: `http://127.0.0.1:${PORTS.identity}`,
  CONTENT_URL: `http://127.0.0.1:${PORTS.content}`,
  RATE_LIMIT_API_MAX: '100000000',
  FETCH_ALLOW_PRIVATE: siteHost,
  UPLOAD_DIR: os.tmpdir(),
  SHUTDOWN_GRACE_MS: '5000',
};
const children = new Set();
function start(name, port, extra = {}) {
  const child = startService(name, { ...env, PORT: String(port), ...extra });
  children.add(child);
  child.once('exit', () => children.delete(child));
  return child;
}
const healthy = (port) => waitUntilUp(`http://127.0.0.1:${port}/healthz`, 60_000);
async function stop(child) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((r) => child.once('exit', r));
  child.kill('SIGTERM');
  await exited;
}
/** The ai-worker with the local provider, or the openai one against the fake server. */
const workerEnv = (provider) => ({
  ANALYSIS_CONCURRENCY: String(WORKER_CONCURRENCY),
  ...(provider === 'openai'
    ? {
        AI_PROVIDER: 'openai',
        OPENAI_API_KEY: 'sk-bench',
        OPENAI_BASE_URL: `http://127.0.0.1:${FAKE_OPENAI_PORT}/v1`,
      }
    : { AI_PROVIDER: 'local' }),
});

/** CPU seconds a process has used (Linux /proc utime + stime). */
function cpuSeconds(pid) {
  const file = `/proc/${pid}/stat`;
  if (!existsSync(file)) return NaN;
  const fields = readFileSync(file, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}
/**
 * Waits until fresh processes have settled (their start-up, the OCR readers' warm-up included, is
 * over): each used under 5 % of a core over half a second; at most `timeoutMs`.
 */
async function settled(children, timeoutMs = 30_000) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    const before = children.map((c) => cpuSeconds(c.pid));
    await sleep(500);
    if (children.every((c, i) => cpuSeconds(c.pid) - before[i] < 0.025)) return;
  }
}
/** The whole machine's busy and total CPU seconds since boot (/proc/stat), for utilisation. */
function machineCpu() {
  const [, ...ticks] = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/);
  const t = ticks.map(Number);
  const idle = t[3] + t[4];
  const total = t.slice(0, 8).reduce((a, b) => a + b, 0);
  return { busy: (total - idle) / 100, steal: t[7] / 100, total: total / 100 };
}
/**
 * How busy the machine was between two machineCpu() readings, and how much of its time the host
 * took (steal): on a shared virtual machine a process is also charged for time it was stopped.
 */
const machineText = (a, b) =>
  `machine ${((100 * (b.busy - a.busy)) / (b.total - a.total)).toFixed(0)} % busy (${((100 * (b.steal - a.steal)) / (b.total - a.total)).toFixed(0)} % stolen)`;

const db = new pg.Pool({ connectionString: databaseUrl, max: 2 });
/** CPU seconds of the Postgres backends serving this database (the services' pools, this script's). */
async function postgresCpu() {
  const { rows } = await db.query('SELECT pid FROM pg_stat_activity WHERE datname = current_database()');
  return new Map(rows.map((r) => [r.pid, cpuSeconds(r.pid)]));
}
/** CPU seconds the backends alive at both times used between them. */
const postgresSince = (before, after) =>
  [...after].reduce((s, [pid, t]) => s + (before.has(pid) && !Number.isNaN(t) ? t - before.get(pid) : 0), 0);
const redis = { host: new URL(REDIS_URL).hostname, port: Number(new URL(REDIS_URL).port || 6379) };
const analysisQueue = new Queue(QUEUES.contentAnalysis, { connection: redis, prefix });

async function signIn(email) {
  const res = await fetch(`${GATEWAY}/auth/dev`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: GATEWAY },
    body: JSON.stringify({ email }),
  });
  if (!res.ok) throw new Error(`dev sign-in failed: ${res.status}`);
  const cookie = res.headers.getSetCookie()[0].split(';')[0];
  const { id } = await res.json();
  // A Pro parent: unlimited saves (a free plan would stop at its monthly limit).
  await db.query(`UPDATE identity.users SET plan = 'pro' WHERE id = $1`, [id]);
  return { cookie, id };
}

let copy = 0;
/** One link save as `user`; every link is new (one item per link and user). */
function saveRequest(user) {
  return {
    method: 'POST',
    path: '/api/content',
    headers: { cookie: user.cookie, origin: GATEWAY, 'content-type': 'application/json' },
    body: JSON.stringify({
      originalUrl: `http://${siteHost}/pages/${pages[copy % pages.length]}?copy=${copy++}`,
    }),
  };
}
const agent = new http.Agent({ keepAlive: true, maxSockets: 1024 });
/** A save for openLoop: resolves with the status once the answer has been read. */
function postSave(user) {
  const r = saveRequest(user);
  return new Promise((resolve, reject) => {
    const req = http.request(
      GATEWAY + r.path,
      { method: 'POST', agent, headers: { ...r.headers, 'content-length': Buffer.byteLength(r.body) } },
      (res) => {
        res.on('error', reject);
        res.on('end', () => resolve(res.statusCode));
        res.resume();
      },
    );
    req.on('error', reject);
    req.end(r.body);
  });
}
const closedLoop = (user, opts) =>
  new Promise((resolve, reject) =>
    autocannon({ url: GATEWAY, ...opts, requests: [{ setupRequest: () => saveRequest(user) }] }, (err, r) =>
      err ? reject(err) : resolve(r),
    ),
  );

const unrelayed = async () =>
  Number((await db.query('SELECT count(*) FROM content.outbox WHERE published_at IS NULL')).rows[0].count);
/** Waits until content's relay has moved every outbox event to its queue; returns the ms it took. */
async function waitRelayed(timeoutMs = 60_000) {
  const from = Date.now();
  while ((await unrelayed()) > 0) {
    if (Date.now() - from > timeoutMs) throw new Error('the outbox was not relayed in time');
    await sleep(50);
  }
  return Date.now() - from;
}
async function progress(user) {
  const { rows } = await db.query(
    `SELECT count(*) AS total, count(*) FILTER (WHERE analysis_status <> 'pending') AS finished,
            max(analyzed_at) AS last
       FROM content.content_items WHERE user_id = $1`,
    [user.id],
  );
  return { total: Number(rows[0].total), finished: Number(rows[0].finished), last: rows[0].last };
}
async function waitAnalysed(user, timeoutMs) {
  const from = Date.now();
  for (;;) {
    const p = await progress(user);
    if (p.finished === p.total) return p;
    if (Date.now() - from > timeoutMs) throw new Error(`analysis not finished: ${p.finished}/${p.total}`);
    await sleep(200);
  }
}
const outcomes = async (user) =>
  (
    await db.query(
      'SELECT analysis_status AS s, count(*) AS n FROM content.content_items WHERE user_id = $1 GROUP BY 1 ORDER BY 1',
      [user.id],
    )
  ).rows
    .map((r) => `${r.s} ${r.n}`)
    .join(', ');
/** Saves `count` links as `user` (closed loop, 16 at a time) and waits until they are queued. */
async function saveBacklog(user, count) {
  const r = await closedLoop(user, { connections: Math.min(16, count), amount: count });
  if (r.non2xx || r.errors)
    log(
      `warning: backlog saves: ${r.non2xx} non-2xx, ${r.errors} errors ${JSON.stringify(r.statusCodeStats)}`,
    );
  await waitRelayed();
  return (await progress(user)).total;
}

const results = {};
try {
  start('identity', PORTS.identity);
  start('content', PORTS.content);
  start('gateway', PORTS.gateway, { NODE_ENV: 'development' });
  await Promise.all([healthy(PORTS.identity), healthy(PORTS.content), healthy(PORTS.gateway)]);
  const [identity, content, gateway] = [...children];
  /** CPU ms per save in each service and how busy the whole machine was, over `fn`'s saves. */
  async function cpuPerSave(fn) {
    const pids = { gateway: gateway.pid, identity: identity.pid, content: content.pid };
    const before = Object.fromEntries(Object.entries(pids).map(([k, pid]) => [k, cpuSeconds(pid)]));
    const machine = machineCpu();
    const postgres = await postgresCpu();
    const { saves, ...rest } = await fn();
    const after = machineCpu();
    const postgresSeconds = postgresSince(postgres, await postgresCpu());
    const cpu = Object.fromEntries(
      Object.entries(pids).map(([k, pid]) => [k, ((cpuSeconds(pid) - before[k]) * 1000) / saves]),
    );
    cpu.postgres = (postgresSeconds * 1000) / saves;
    cpu.machine = machineText(machine, after);
    return { ...rest, saves, cpu };
  }
  const cpuText = (cpu) =>
    `CPU ms/save: gateway ${cpu.gateway.toFixed(1)}, identity ${cpu.identity.toFixed(1)}, content ${cpu.content.toFixed(1)}, Postgres ${cpu.postgres.toFixed(1)}; ${cpu.machine}`;

  // 1. Save capacity, no worker running.
  const capacityUser = await signIn('bench-capacity@example.com');
  await closedLoop(capacityUser, { connections: 16, duration: 3 }); // warm-up
  await waitRelayed();
  const capacityRuns = [];
  for (const connections of CAPACITY_CONNECTIONS) {
    const { r, cpu } = await cpuPerSave(async () => {
      const r = await closedLoop(capacityUser, { connections, duration: CAPACITY_SECONDS });
      return { r, saves: r['2xx'] };
    });
    const relayMs = await waitRelayed();
    const rate = r['2xx'] / r.duration;
    const sustained = r.non2xx === 0 && r.errors === 0 && r.timeouts === 0 && relayMs < 3000;
    capacityRuns.push({ connections, rate, sustained, relayMs, p50: r.latency.p50, p99: r.latency.p99, cpu });
    log(
      `capacity: ${connections} connections ${rate.toFixed(0)} saves/s  p50 ${r.latency.p50} ms  p99 ${r.latency.p99} ms  non-2xx ${r.non2xx}  errors ${r.errors}  outbox relayed ${relayMs} ms after  ${cpuText(cpu)}`,
    );
  }
  const best = capacityRuns.filter((r) => r.sustained).sort((a, b) => b.rate - a.rate)[0];
  if (!best) throw new Error('no capacity run was free of errors');
  results.capacity = best;

  // 2. Open-loop save latency at half the capacity.
  const latencyUser = await signIn('bench-latency@example.com');
  const rate = Math.max(1, Math.floor(best.rate / 2));
  const { run, cpu: latencyCpu } = await cpuPerSave(async () => {
    const run = await openLoop({
      rate,
      seconds: LATENCY_SECONDS,
      warmupSeconds: 3,
      send: () => postSave(latencyUser),
    });
    return { run, saves: (run.completed * (LATENCY_SECONDS + 3)) / LATENCY_SECONDS }; // warm-up included
  });
  const ok = Object.entries(run.statuses)
    .filter(([s]) => /^2\d\d$/.test(s))
    .reduce((n, [, c]) => n + c, 0);
  results.latency = {
    rate,
    p50: percentile(run.latencies, 50),
    p95: percentile(run.latencies, 95),
    p99: percentile(run.latencies, 99),
    failed: run.sent - ok,
    sendLagP99: percentile(run.lags, 99),
  };
  log(
    `open loop: ${rate}/s for ${LATENCY_SECONDS} s  p50 ${results.latency.p50.toFixed(1)} ms  p95 ${results.latency.p95.toFixed(1)} ms  p99 ${results.latency.p99.toFixed(1)} ms  statuses ${JSON.stringify(run.statuses)}  send lag p99 ${results.latency.sendLagP99.toFixed(1)} ms  ${cpuText(latencyCpu)}`,
  );
  // The items of phases 1 and 2 are not analysed: their jobs are dropped and the items marked
  // skipped, or content's sweep (ANALYSIS_SWEEP_SECONDS) would find them pending with no job and
  // queue them again, for the worker of the next phases.
  await waitRelayed();
  await db.query(
    `UPDATE content.content_items SET analysis_status = 'skipped', analysis_error = 'not analysed (benchmark)'
      WHERE user_id = ANY($1) AND analysis_status = 'pending'`,
    [[capacityUser.id, latencyUser.id]],
  );
  await analysisQueue.obliterate({ force: true });

  // 3. Save to analysed at a steady LAG_RATE saves/s with one worker (local provider).
  let worker = start('ai-worker', PORTS.workers[0], workerEnv('local'));
  await healthy(PORTS.workers[0]);
  await settled([worker]);
  // A warm-up at the same rate, not counted: a fresh worker's first jobs load the language model
  // and compile, and queue up behind that for a second or two.
  const warmUser = await signIn('bench-warm@example.com');
  await openLoop({ rate: LAG_RATE, seconds: 5, send: () => postSave(warmUser) });
  await waitAnalysed(warmUser, 60_000);
  const lagUser = await signIn('bench-lag@example.com');
  const lagRun = await openLoop({ rate: LAG_RATE, seconds: LAG_SECONDS, send: () => postSave(lagUser) });
  await waitAnalysed(lagUser, 120_000);
  const lag = (
    await db.query(
      `SELECT extract(epoch FROM analyzed_at - date_saved) * 1000 AS ms FROM content.content_items
        WHERE user_id = $1 AND analyzed_at IS NOT NULL`,
      [lagUser.id],
    )
  ).rows.map((r) => Number(r.ms));
  // Where the time goes: the stages of each item, from the BullMQ jobs' own times.
  const items = new Map(
    (
      await db.query(
        `SELECT id, extract(epoch FROM date_saved) * 1000 AS saved, extract(epoch FROM analyzed_at) * 1000 AS analysed
           FROM content.content_items WHERE user_id = $1`,
        [lagUser.id],
      )
    ).rows.map((r) => [Number(r.id), { saved: Number(r.saved), analysed: Number(r.analysed) }]),
  );
  const stages = { relay: [], queued: [], job: [], writeBack: [] };
  for (const job of await analysisQueue.getCompleted(0, -1)) {
    const item = items.get(job.data?.payload?.itemId);
    if (!item || job.data.payload.userId !== lagUser.id) continue;
    stages.relay.push(job.timestamp - item.saved);
    stages.queued.push(job.processedOn - job.timestamp);
    stages.job.push(job.finishedOn - job.processedOn);
    stages.writeBack.push(item.analysed - job.finishedOn);
  }
  results.lag = {
    stages,
    saves: lagRun.sent,
    p50: percentile(lag, 50),
    p95: percentile(lag, 95),
    max: Math.max(...lag),
    outcomes: await outcomes(lagUser),
  };
  const stageText = Object.entries(stages)
    .map(([k, v]) => `${k} ${percentile(v, 50).toFixed(0)}/${percentile(v, 95).toFixed(0)}`)
    .join(', ');
  log(
    `save to analysed at ${LAG_RATE}/s for ${LAG_SECONDS} s: p50 ${results.lag.p50.toFixed(0)} ms  p95 ${results.lag.p95.toFixed(0)} ms  max ${results.lag.max.toFixed(0)} ms  (${results.lag.outcomes}); stages p50/p95 ms: ${stageText} (relay: saved to queued; queued: waiting for a worker; job: fetch, analysis, result sent; writeBack: result to analyzed_at)`,
  );

  // 4. CPU per job of the local provider: the same worker drains a backlog saved while paused.
  const cpuUser = await signIn('bench-cpu@example.com');
  await analysisQueue.pause();
  const cpuBacklog = await saveBacklog(cpuUser, CPU_BACKLOG);
  const cpuBefore = cpuSeconds(worker.pid);
  const machineBefore = machineCpu();
  const resumedAt = Date.now();
  await analysisQueue.resume();
  const cpuDone = await waitAnalysed(cpuUser, 300_000);
  const cpuAfter = cpuSeconds(worker.pid);
  const machineAfter = machineCpu();
  results.cpu = {
    msPerJob: ((cpuAfter - cpuBefore) * 1000) / cpuBacklog,
    jobsPerSecond: cpuBacklog / ((new Date(cpuDone.last).getTime() - resumedAt) / 1000),
    outcomes: await outcomes(cpuUser),
    machine: machineText(machineBefore, machineAfter),
  };
  log(
    `local provider: ${results.cpu.msPerJob.toFixed(1)} CPU ms per job, ${results.cpu.jobsPerSecond.toFixed(1)} jobs/s with one worker x ${WORKER_CONCURRENCY}; ${results.cpu.machine} (${results.cpu.outcomes})`,
  );
  await stop(worker);
  worker = undefined;

  // 5. Worker scaling with the openai provider against the fake server.
  results.scaling = [];
  for (const n of WORKER_COUNTS) {
    const user = await signIn(`bench-scale-${n}@example.com`);
    await analysisQueue.pause();
    const backlog = await saveBacklog(user, n * BACKLOG_PER_WORKER);
    const workers = PORTS.workers.slice(0, n).map((port) => start('ai-worker', port, workerEnv('openai')));
    await Promise.all(PORTS.workers.slice(0, n).map(healthy));
    await settled(workers);
    const served = completionsServed;
    const cpu0 = {
      workers: workers.reduce((s, w) => s + cpuSeconds(w.pid), 0),
      content: cpuSeconds(content.pid),
      bench: process.cpuUsage(),
      machine: machineCpu(),
      postgres: await postgresCpu(),
    };
    const from = Date.now();
    await analysisQueue.resume();
    const done = await waitAnalysed(user, 300_000);
    const seconds = (new Date(done.last).getTime() - from) / 1000;
    // The steady rate: from the moment a tenth of the backlog was done (fresh processes compile
    // and connect first) to the last job.
    const finishedAt = (
      await db.query(
        'SELECT extract(epoch FROM analyzed_at) * 1000 AS t FROM content.content_items WHERE user_id = $1 ORDER BY 1',
        [user.id],
      )
    ).rows.map((r) => Number(r.t));
    const tenth = Math.floor(finishedAt.length / 10);
    const steadyRate = (finishedAt.length - 1 - tenth) / ((finishedAt.at(-1) - finishedAt[tenth]) / 1000);
    const machine = machineCpu();
    const bench = process.cpuUsage(cpu0.bench);
    const postgresSeconds = postgresSince(cpu0.postgres, await postgresCpu());
    const row = {
      n,
      backlog,
      seconds,
      wholeRate: backlog / seconds,
      rate: steadyRate,
      completions: completionsServed - served,
      cpu: {
        workersMsPerJob:
          ((workers.reduce((s, w) => s + cpuSeconds(w.pid), 0) - cpu0.workers) * 1000) / backlog,
        contentMsPerJob: ((cpuSeconds(content.pid) - cpu0.content) * 1000) / backlog,
        benchMsPerJob: (bench.user + bench.system) / 1000 / backlog,
        postgresMsPerJob: (postgresSeconds * 1000) / backlog,
        machine: machineText(cpu0.machine, machine),
      },
      outcomes: await outcomes(user),
    };
    results.scaling.push(row);
    log(
      `openai, ${n} worker(s) x ${WORKER_CONCURRENCY}: ${backlog} jobs in ${seconds.toFixed(1)} s = ${row.wholeRate.toFixed(1)} jobs/s, ${row.rate.toFixed(1)} jobs/s after the first tenth  completions ${row.completions}  CPU ms/job: workers ${row.cpu.workersMsPerJob.toFixed(1)}, content ${row.cpu.contentMsPerJob.toFixed(1)}, Postgres ${row.cpu.postgresMsPerJob.toFixed(1)}, bench (site + fake) ${row.cpu.benchMsPerJob.toFixed(1)}; ${row.cpu.machine}  (${row.outcomes})`,
    );
    await Promise.all(workers.map(stop));
  }

  // The table.
  const one = results.scaling[0].rate;
  const ratio = (n) => results.scaling.find((r) => r.n === n).rate / one;
  const verdict = (met) => (met ? 'met' : 'NOT met');
  const rows = [
    [
      'highest sustained save rate (closed loop)',
      `${best.rate.toFixed(0)} saves/s at ${best.connections} connections`,
      '-',
      '',
    ],
    [
      `save latency, open loop at ${rate}/s (p50 / p95 / p99)`,
      `${results.latency.p50.toFixed(1)} / ${results.latency.p95.toFixed(1)} / ${results.latency.p99.toFixed(1)} ms` +
        (results.latency.failed ? `, ${results.latency.failed} failed` : ''),
      'p95 < 50 ms',
      verdict(results.latency.p95 < 50 && results.latency.failed === 0),
    ],
    [
      `save to analysed, ${LAG_RATE}/s for ${LAG_SECONDS} s (p50 / p95)`,
      `${results.lag.p50.toFixed(0)} / ${results.lag.p95.toFixed(0)} ms`,
      'p95 < 2000 ms',
      verdict(results.lag.p95 < 2000),
    ],
    ...results.scaling.map((r) => [
      `openai drain, ${r.n} worker${r.n > 1 ? 's' : ''} x ${WORKER_CONCURRENCY} concurrent (steady)`,
      `${r.rate.toFixed(1)} jobs/s` + (r.n > 1 ? ` = ${(r.rate / one).toFixed(2)} x one` : ''),
      r.n === 2 ? '>= 1.9 x' : r.n === 4 ? '>= 3.5 x' : '-',
      r.n === 2 ? verdict(ratio(2) >= 1.9) : r.n === 4 ? verdict(ratio(4) >= 3.5) : '',
    ]),
    [
      'local provider, CPU per job (one worker)',
      `${results.cpu.msPerJob.toFixed(1)} ms (${results.cpu.jobsPerSecond.toFixed(1)} jobs/s)`,
      '-',
      '',
    ],
  ];
  const width = rows.reduce((w, r) => r.map((c, i) => Math.max(w[i] ?? 0, c.length)), []);
  console.log('\nPipeline benchmark (issue 13 point 6)');
  for (const r of [['figure', 'measured', 'target', ''], ...rows])
    console.log(r.map((c, i) => c.padEnd(width[i])).join('   '));
  console.log(
    `\nmachine: ${os.cpus().length} cores (${os.cpus()[0].model}) shared by the load generator, the fixture site and fake OpenAI server, gateway, identity, content, ai-workers, Postgres and Redis`,
  );
  console.log(
    `openai drains: the fake server answers each completion after ${OPENAI_DELAY_MS} ms; ${WORKER_CONCURRENCY} jobs at once per worker allows at most ${((WORKER_CONCURRENCY * 1000) / OPENAI_DELAY_MS).toFixed(1)} jobs/s per worker`,
  );
} finally {
  await Promise.all([...children].map(stop));
  // Nothing of this run stays in Redis: its queues and sessions, all under its prefix, go.
  await analysisQueue.close();
  const client = new Redis(REDIS_URL);
  let cursor = '0';
  do {
    const [next, keys] = await client.scan(cursor, 'MATCH', `${prefix}:*`, 'COUNT', 1000);
    if (keys.length) await client.del(...keys);
    cursor = next;
  } while (cursor !== '0');
  await client.quit();
  await db.end();
  agent.destroy();
  site.close();
  fakeOpenAi.close();
}
