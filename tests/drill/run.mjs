// Operational drills (issue 13 point 5): under a steady stream of link saves through the gateway,
// restart Postgres, restart Redis, SIGKILL an ai-worker and SIGTERM content, one phase each. The
// drill runs its own Postgres cluster and redis-server (so it can stop them) and the built services
// (identity, content, gateway, ai-worker) as real processes, against a local fixture site.
// For each phase it prints saves attempted, acknowledged (2xx), refused (statuses and messages,
// slowest refusal), analysed and lost (acknowledged but not stored, or never analysed), and how
// calls made while the dependency was down behaved. Targets: lost = 0 in every phase; while a
// dependency is down, calls fail fast with 503 and a clear message rather than hang.
// Usage: npm run drill [-- --rate 10 --down 5 --logs /tmp/drill-logs]
import { randomBytes } from 'node:crypto';
import { mkdirSync, openSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { startFixtureSite, startService, waitUntilUp } from '../bench/support.mjs';
import { startPrivateRedis } from '../support/redis-server.mjs';
import { startPrivatePostgres } from './dependencies.mjs';
import { SaveStream } from './stream.mjs';

const { values: args } = parseArgs({
  options: {
    rate: { type: 'string', default: '10' },
    down: { type: 'string', default: '5' },
    settle: { type: 'string', default: '8' },
    drain: { type: 'string', default: '120' },
    logs: { type: 'string' },
  },
});
const RATE = Number(args.rate);
const DOWN_MS = Number(args.down) * 1000;
const SETTLE_MS = Number(args.settle) * 1000;
const DRAIN_MS = Number(args.drain) * 1000;
/** A killed worker's job comes back once its lock expires: shorter than the 30 s default, for time. */
const JOB_LOCK_MS = 10_000;
/** How often content looks for saves whose job Redis lost (default 60 s), shortened likewise. */
const ANALYSIS_SWEEP_SECONDS = 10;
const PORTS = { gateway: 5700, identity: 5701, content: 5702, worker: 5704, postgres: 5750, redis: 5751 };
const GATEWAY = `http://127.0.0.1:${PORTS.gateway}`;
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

const cleanups = [];
let cleaning;
function cleanUp() {
  cleaning ??= (async () => {
    for (const fn of cleanups.reverse())
      await Promise.resolve()
        .then(fn)
        .catch(() => undefined);
  })();
  return cleaning;
}
process.once('SIGINT', () => cleanUp().finally(() => process.exit(130)));
process.once('SIGTERM', () => cleanUp().finally(() => process.exit(143)));

// The fixture site: the ai-worker reads these pages (any ?copy=n of one is the same page).
const site = await startFixtureSite();
cleanups.push(() => site.close());
const { pages, host: siteHost } = site;
const runId = randomBytes(3).toString('hex');

const logDir = args.logs;
if (logDir) mkdirSync(logDir, { recursive: true });
const uploadDir = path.join(os.tmpdir(), `nestkeep-drill-uploads-${runId}`);
cleanups.push(() => rmSync(uploadDir, { recursive: true, force: true }));

const services = new Map();
let db;
try {
  console.log('drill: starting Postgres, Redis and the services...');
  const postgres = await startPrivatePostgres(PORTS.postgres);
  cleanups.push(() => postgres.destroy());
  const redis = await startPrivateRedis(PORTS.redis);
  cleanups.push(() => redis.stop());
  cleanups.push(() => Promise.all([...services.values()].map((c) => stopProcess(c, 'SIGKILL'))));

  const env = {
    NODE_ENV: 'development', // for POST /auth/dev
    LOG_LEVEL: logDir ? 'info' : 'warn',
    DATABASE_URL: postgres.url,
    REDIS_URL: redis.url,
    INTERNAL_TOKEN_SECRET: randomBytes(32).toString('hex'),
    SESSION_SECRET: randomBytes(32).toString('hex'),
    QUEUE_PREFIX: `drill-${runId}`,
    APP_ORIGIN: GATEWAY,
    IDENTITY_URL: `http://127.0.0.1:${PORTS.identity}`,
    CONTENT_URL: `http://127.0.0.1:${PORTS.content}`,
    RATE_LIMIT_API_MAX: '100000000',
    FETCH_ALLOW_PRIVATE: siteHost,
    UPLOAD_DIR: uploadDir,
    JOB_LOCK_MS: String(JOB_LOCK_MS),
    ANALYSIS_SWEEP_SECONDS: String(ANALYSIS_SWEEP_SECONDS),
  };
  let launches = 0;
  const start = async (name, service = name) => {
    const port = PORTS[name];
    const log = logDir ? openSync(path.join(logDir, `${name}-${launches++}.log`), 'a') : undefined;
    const output = log ? { stdout: log, stderr: log } : {};
    services.set(name, startService(service, { ...env, PORT: String(port) }, output));
    await waitUntilUp(`http://127.0.0.1:${port}/healthz`, 60_000);
  };
  await start('identity');
  await start('content');
  await start('gateway');
  await start('worker', 'ai-worker');
  db = new pg.Pool({ connectionString: postgres.url, max: 2 });
  db.on('error', () => undefined); // the drill restarts this Postgres: a broken idle client is replaced

  const stream = new SaveStream({
    gateway: GATEWAY,
    email: 'drill@example.com',
    linkFor: (n) => `http://${siteHost}/pages/${pages[n % pages.length]}?drill=${runId}-${n}`,
  });
  const userId = await stream.signIn();
  // A Pro parent: unlimited saves (a free plan would stop at its monthly limit).
  await db.query(`UPDATE identity.users SET plan = 'pro' WHERE id = $1`, [userId]);
  // Warm-up (not counted): the services' first calls open pools and compile their hot paths.
  for (let i = 0; i < 20; i++) {
    await fetch(`${GATEWAY}/api/content`, {
      method: 'POST',
      headers: { cookie: stream.cookie, origin: GATEWAY, 'content-type': 'application/json' },
      body: JSON.stringify({
        originalUrl: `http://${siteHost}/pages/${pages[i % pages.length]}?warmup=${runId}-${i}`,
      }),
    });
  }

  const pendingCount = async () =>
    Number(
      (await db.query("SELECT count(*) FROM content.content_items WHERE analysis_status = 'pending'")).rows[0]
        .count,
    );

  /** Each phase: the stream runs, the dependency goes down, stays down, comes back, things settle. */
  const phases = [
    { name: 'baseline', down: async () => undefined, up: async () => undefined },
    {
      name: 'postgres restart',
      what: 'Postgres stopped (immediate), started again',
      down: () => postgres.stop('immediate'),
      up: () => postgres.start(),
    },
    {
      name: 'redis restart',
      what: 'redis-server SIGKILLed (nothing on disk: queues and sessions gone), started again',
      // The ai-worker is paused (SIGSTOP) for 3 s first, so the queue holds a backlog when Redis dies:
      // those jobs are lost with it, and the saves must be analysed all the same.
      before: async () => {
        services.get('worker').kill('SIGSTOP');
        await sleep(3000);
      },
      down: async () => {
        phases.find((p) => p.name === 'redis restart').pendingAtKill = await pendingCount();
        await redis.stop();
      },
      up: async () => {
        await redis.start();
        services.get('worker').kill('SIGCONT');
      },
    },
    {
      name: 'worker SIGKILL',
      what: 'the ai-worker SIGKILLed mid-stream, a new one started',
      down: () => stopProcess(services.get('worker'), 'SIGKILL'),
      up: () => start('worker', 'ai-worker'),
    },
    {
      name: 'content SIGTERM',
      what: 'content sent SIGTERM (graceful exit), started again',
      down: () => stopProcess(services.get('content'), 'SIGTERM'),
      up: () => start('content'),
    },
  ];

  console.log(
    `drill: ${RATE} saves/s; each phase: 3 s, dependency down ${DOWN_MS / 1000} s, settle ${SETTLE_MS / 1000} s (JOB_LOCK_MS ${JOB_LOCK_MS}, ANALYSIS_SWEEP_SECONDS ${ANALYSIS_SWEEP_SECONDS})`,
  );
  stream.start(RATE);
  for (const phase of phases) {
    stream.phase = phase.name;
    await sleep(3000);
    await phase.before?.();
    phase.downAt = Date.now();
    await phase.down();
    if (phase.name !== 'baseline') await sleep(DOWN_MS);
    await phase.up();
    phase.upAt = Date.now();
    if (phase.what) console.log(`drill: ${phase.name}: down ${phase.upAt - phase.downAt} ms`);
    await sleep(SETTLE_MS);
  }
  await stream.stop();

  // The backlog drains: every acknowledged save must be stored and, in time, analysed.
  const acked = stream.records.filter((r) => r.id != null);
  const ids = acked.map((r) => r.id);
  const drainStarted = Date.now();
  let rows = new Map();
  let lastPending = Infinity;
  let lastProgress = Date.now();
  for (;;) {
    const { rows: found } = await db.query(
      'SELECT id, analysis_status FROM content.content_items WHERE id = ANY($1::int[])',
      [ids],
    );
    rows = new Map(found.map((r) => [r.id, r.analysis_status]));
    const pending = ids.filter((id) => rows.get(id) === 'pending').length;
    if (pending === 0) break;
    if (pending < lastPending) [lastPending, lastProgress] = [pending, Date.now()];
    if (Date.now() - drainStarted > DRAIN_MS || Date.now() - lastProgress > 45_000) {
      console.log(`drill: ${pending} acknowledged saves still pending after ${Date.now() - drainStarted} ms`);
      break;
    }
    await sleep(500);
  }
  const drainMs = Date.now() - drainStarted;

  report(phases, stream.records, rows, drainMs);
  const lost = acked.filter((r) => !rows.has(r.id) || rows.get(r.id) === 'pending').length;
  process.exitCode = lost === 0 ? 0 : 1;
} finally {
  await db?.end().catch(() => undefined);
  await cleanUp();
}

/** Sends `signal` to a child process and waits for it to exit. */
async function stopProcess(child, signal) {
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((r) => child.once('exit', r));
  child.kill(signal);
  await exited;
}

function report(phases, records, rows, drainMs) {
  const ms = (x) => `${Math.round(x)} ms`;
  console.log(
    `\nDrill: link saves through the gateway at ${RATE}/s, ${records.length} in all; backlog drained in ${ms(drainMs)}`,
  );
  for (const phase of phases) {
    const mine = records.filter((r) => r.phase === phase.name);
    const acked = mine.filter((r) => r.id != null);
    const refused = mine.filter((r) => r.id == null);
    const analysed = acked.filter((r) => rows.has(r.id) && rows.get(r.id) !== 'pending');
    const lost = acked.filter((r) => !rows.has(r.id) || rows.get(r.id) === 'pending');
    const outcomes = countBy(analysed, (r) => rows.get(r.id));
    console.log(`\n${phase.name}${phase.what ? `: ${phase.what}` : ''}`);
    console.log(
      `  saves attempted ${mine.length}   acknowledged ${acked.length}   refused ${refused.length}   analysed ${analysed.length} (${describe(outcomes)})   lost ${lost.length}`,
    );
    if (phase.pendingAtKill !== undefined) {
      console.log(
        `  saves waiting for analysis when Redis died: ${phase.pendingAtKill} (their queued jobs went with it)`,
      );
    }
    if (refused.length) {
      const reasons = countBy(refused, (r) => `${r.status || 'no answer'} ${r.message}`.trim());
      for (const [reason, count] of reasons) console.log(`    ${count} x ${reason}`);
      console.log(`  slowest refusal ${ms(Math.max(...refused.map((r) => r.ms)))}`);
    }
    if (phase.name !== 'baseline') {
      const whileDown = mine.filter((r) => r.startedAt >= phase.downAt && r.startedAt < phase.upAt);
      if (whileDown.length) {
        console.log(
          `  while down: ${whileDown.length} calls, max latency ${ms(Math.max(...whileDown.map((r) => r.ms)))}, answers ${describe(countBy(whileDown, (r) => r.status || 'none'))}`,
        );
      }
    }
    if (lost.length)
      console.log(
        `  lost ids ${lost
          .slice(0, 20)
          .map((r) => r.id)
          .join(', ')}${lost.length > 20 ? ', ...' : ''}`,
      );
  }
  console.log(
    `\ntarget: lost = 0 in every phase; while a dependency is down, 503 with a clear message, no hang`,
  );
}

function countBy(list, key) {
  const counts = new Map();
  for (const item of list) counts.set(key(item), (counts.get(key(item)) ?? 0) + 1);
  return counts;
}

function describe(counts) {
  return [...counts].map(([k, v]) => `${k} ${v}`).join(', ') || 'none';
}
