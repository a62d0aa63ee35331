// Benchmark: GET /api/auth/user three ways, printed side by side:
//   direct   straight to identity with a valid internal token,
//   bare     through the anchor, a bare Express + http-proxy-middleware proxy (bare-proxy.mjs) that
//            passes the same token header on: what anyone with this stack starts from,
//   gateway  through the NestKeep gateway (session cookie, CSRF guard, rate limit, security
//            headers, request logs and metrics, internal token signed per user).
// 1. Throughput (autocannon, closed loop), same concurrency and duration for each, with the CPU
//    each process spends per request. Target: gateway throughput >= 0.9 x the bare proxy's.
// 2. Latency at a fixed open-loop rate (open-loop.mjs: sends at fixed times, latency from the
//    scheduled time, so no coordinated omission), default 500 requests/s for 10 s each.
//    Target: added p50 (gateway p50 - direct p50) <= 1 ms. A rate a path cannot serve on this
//    machine is reported as overload, and the runs are repeated at a quarter of the gateway's
//    closed-loop throughput (or --fallback-rate), where the added latency means something.
// 3. Added latency at 500/s over a stub upstream: identity's own CPU per request (Prisma, ~1.7 ms)
//    overloads this machine at 500/s, yet what a proxy adds does not depend on its upstream. So a
//    stub identity (stub-upstream.mjs, its own process: the same JSON body, no work) gets a second
//    bare proxy and a second gateway in front of it (same SESSION_SECRET, REDIS_URL and QUEUE_PREFIX
//    as the first, so the first's signed-in session cookie is valid there: with a cookie the gateway
//    asks identity for nothing per request), and the open loop runs at exactly 500/s, 10 s each
//    (--rate-seconds): direct to the stub, bare, gateway. Target: added p50 (gateway - direct) <= 1 ms.
//
// Runs the built services as real processes against DATABASE_URL / REDIS_URL (local defaults).
// Usage: npm run bench:gateway [-- --connections 50 --seconds 10 --rate 500 --rate-seconds 10
//        --fallback-rate N]
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import os from 'node:os';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { signInternalToken } from '@nestkeep/common';
import { freshDatabase, REDIS_URL, startService, waitUntilUp } from './support.mjs';
import { httpGet, openLoop, summarise } from './open-loop.mjs';

const { values: args } = parseArgs({
  options: {
    connections: { type: 'string', default: '50' },
    seconds: { type: 'string', default: '10' },
    rate: { type: 'string', default: '500' },
    'rate-seconds': { type: 'string', default: '10' },
    'fallback-rate': { type: 'string' },
  },
});
const connections = Number(args.connections);
const duration = Number(args.seconds);
const rate = Number(args.rate);
const rateSeconds = Number(args['rate-seconds']);
const secret = randomBytes(32).toString('hex');
const GATEWAY = 'http://127.0.0.1:5600';
const IDENTITY = 'http://127.0.0.1:5601';
const BARE = 'http://127.0.0.1:5602';
const STUB = 'http://127.0.0.1:5603';
const STUB_BARE = 'http://127.0.0.1:5604';
const STUB_GATEWAY = 'http://127.0.0.1:5605';
/** The rate the added-latency target is set at (phase 3 always runs at it). */
const TARGET_RATE = 500;
const PATH = '/api/auth/user';
const THROUGHPUT_TARGET = 0.9;
const ADDED_P50_TARGET_MS = 1;

const start = (name, env) =>
  startService(name, { LOG_LEVEL: 'info', INTERNAL_TOKEN_SECRET: secret, REDIS_URL, ...env });

/** CPU seconds a process has used (Linux /proc), to show where each request's time goes. */
function cpuSeconds(pid) {
  if (pid === process.pid) {
    const { user, system } = process.cpuUsage();
    return (user + system) / 1e6;
  }
  const file = `/proc/${pid}/stat`;
  if (!existsSync(file)) return NaN;
  const fields = readFileSync(file, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

const databaseUrl = await freshDatabase('nestkeep_bench');
const identity = start('identity', { PORT: '5601', DATABASE_URL: databaseUrl });
// Production mode (Secure cookies are fine: the bench sends the cookie itself) needs Google set;
// sign-in goes through the development route, so it is switched on in development mode instead.
// The gateway in front of the stub (phase 3) shares these, so it accepts the same session cookie.
const gatewayEnv = {
  NODE_ENV: 'development',
  SESSION_SECRET: randomBytes(32).toString('hex'),
  RATE_LIMIT_API_MAX: '100000000',
  QUEUE_PREFIX: `bench-${randomBytes(3).toString('hex')}`,
};
const gateway = start('gateway', {
  ...gatewayEnv,
  PORT: '5600',
  APP_ORIGIN: GATEWAY,
  IDENTITY_URL: IDENTITY,
});
const bareProxy = (port, target) =>
  spawn(process.execPath, [new URL('./bare-proxy.mjs', import.meta.url).pathname, port, target], {
    env: { ...process.env, NODE_ENV: 'production' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
const bare = bareProxy('5602', IDENTITY);
const processes = {
  proxy: { direct: undefined, bare: bare.pid, gateway: gateway.pid },
  identity: identity.pid,
};
/** Phase 3's stub identity and the proxies in front of it (started once the real body is known). */
const overStub = {};

/**
 * CPU µs per request of the proxy in front (none when direct), identity (or the stub, with
 * `procs` of phase 3) and this load generator.
 */
async function measured(via, requests, procs = processes) {
  const pids = { proxy: procs.proxy[via], identity: procs.identity, load: process.pid };
  const before = Object.fromEntries(Object.entries(pids).map(([k, pid]) => [k, pid && cpuSeconds(pid)]));
  const result = await requests();
  const total = result.total;
  const cpu = Object.fromEntries(
    Object.entries(pids).map(([k, pid]) => [
      k,
      pid ? Math.round(((cpuSeconds(pid) - before[k]) * 1e6) / total) : undefined,
    ]),
  );
  return { ...result, cpu };
}

try {
  await waitUntilUp(`${IDENTITY}/healthz`);
  await waitUntilUp(`${GATEWAY}/healthz`);
  const signIn = await fetch(`${GATEWAY}/auth/dev`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: GATEWAY },
    body: JSON.stringify({ email: 'bench@example.com', displayName: 'Bench' }),
  });
  if (!signIn.ok) throw new Error(`dev sign-in failed: ${signIn.status}`);
  const cookie = signIn.headers.getSetCookie()[0].split(';')[0];
  const { id } = await signIn.json();
  // An internal token lives 60 s: a fresh one for each run (every run is kept shorter than that).
  const token = () =>
    signInternalToken({ kind: 'user', userId: id, role: 'user' }, { secret, audience: 'identity' });
  const targets = {
    direct: async () => ({ url: `${IDENTITY}${PATH}`, headers: { 'x-internal-token': await token() } }),
    bare: async () => ({ url: `${BARE}${PATH}`, headers: { 'x-internal-token': await token() } }),
    gateway: async () => ({ url: `${GATEWAY}${PATH}`, headers: { cookie } }),
  };
  await waitUntilUp(`${BARE}/healthz`);
  let userBody;
  for (const [name, target] of Object.entries(targets)) {
    const { url, headers } = await target();
    const res = await fetch(url, { headers });
    if (!res.ok) throw new Error(`${name} check failed: ${res.status}`);
    if (name === 'direct') userBody = await res.text();
  }

  // Phase 3's arrangement: the stub answers what identity just answered; the second gateway differs
  // from the first only in its port, origin and upstream.
  overStub.stub = spawn(
    process.execPath,
    [new URL('./stub-upstream.mjs', import.meta.url).pathname, '5603', userBody],
    { stdio: ['ignore', 'ignore', 'inherit'] },
  );
  overStub.bare = bareProxy('5604', STUB);
  overStub.gateway = start('gateway', {
    ...gatewayEnv,
    PORT: '5605',
    APP_ORIGIN: STUB_GATEWAY,
    IDENTITY_URL: STUB,
  });
  const stubTargets = {
    direct: { url: `${STUB}${PATH}`, headers: {} },
    bare: { url: `${STUB_BARE}${PATH}`, headers: {} },
    gateway: { url: `${STUB_GATEWAY}${PATH}`, headers: { cookie } },
  };
  const stubProcesses = {
    proxy: { direct: undefined, bare: overStub.bare.pid, gateway: overStub.gateway.pid },
    identity: overStub.stub.pid,
  };
  for (const base of [STUB, STUB_BARE, STUB_GATEWAY]) await waitUntilUp(`${base}/healthz`);
  for (const [name, { url, headers }] of Object.entries(stubTargets)) {
    const res = await fetch(url, { headers });
    const body = await res.text();
    if (!res.ok || body !== userBody)
      throw new Error(`${name} over the stub check failed: ${res.status} ${body}`);
  }

  const cannon = (title, url, headers, seconds) =>
    new Promise((resolve, reject) => {
      autocannon({ title, url, connections, duration: seconds, headers }, (err, r) =>
        err ? reject(err) : resolve({ ...r, total: r.requests.total }),
      );
    });
  // Warm-up: every path through, so JIT and connection pools are ready before anything is counted.
  for (const [name, target] of Object.entries(targets)) {
    const { url, headers } = await target();
    await cannon(`warm-up ${name}`, url, headers, 3);
  }
  const closed = {};
  for (const [name, target] of Object.entries(targets)) {
    const { url, headers } = await target();
    closed[name] = await measured(name, () => cannon(name, url, headers, duration));
  }

  const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });
  const openLoopAt = async (perSecond) => {
    const results = {};
    for (const [name, target] of Object.entries(targets)) {
      const { url, headers } = await target();
      results[name] = await measured(name, async () => {
        const run = await openLoop({
          rate: perSecond,
          seconds: rateSeconds,
          warmupSeconds: 1,
          send: () => httpGet(url, headers, agent),
          // An overloaded run's backlog must be answered before the next run starts.
          drainMs: 60_000,
        });
        return { ...summarise(run), total: run.sent + perSecond };
      });
    }
    return results;
  };
  // Past its capacity a path queues without end: its latencies then say "overloaded", not how much
  // a proxy adds. Then the runs are repeated at a rate this machine can serve every way (a quarter
  // of the gateway's closed-loop throughput, leaving room for whatever else runs here, or
  // --fallback-rate; 0 for none).
  const overloaded = (results, perSecond) =>
    Object.entries(results).filter(([, r]) => r.rate < 0.95 * perSecond || r.p50 > 100);
  const openRuns = [{ rate, results: await openLoopAt(rate) }];
  if (overloaded(openRuns[0].results, rate).length && args['fallback-rate'] !== '0') {
    const fallback =
      Number(args['fallback-rate']) || Math.max(10, Math.floor(closed.gateway.requests.average / 40) * 10);
    openRuns.push({ rate: fallback, results: await openLoopAt(fallback), fallback: true });
  }

  // 3. The same open loop at exactly the target rate, over the stub (warmed up like the others).
  for (const [name, { url, headers }] of Object.entries(stubTargets)) {
    await cannon(`warm-up ${name} over the stub`, url, headers, 3);
  }
  const stubRun = {};
  for (const [name, { url, headers }] of Object.entries(stubTargets)) {
    stubRun[name] = await measured(
      name,
      async () => {
        const run = await openLoop({
          rate: TARGET_RATE,
          seconds: rateSeconds,
          warmupSeconds: 1,
          send: () => httpGet(url, headers, agent),
          drainMs: 60_000,
        });
        return { ...summarise(run), total: run.sent + TARGET_RATE };
      },
      stubProcesses,
    );
  }
  agent.destroy();

  const pad = (v, n) => String(v).padStart(n);
  const cpu = (c) => `${pad(c.proxy ?? '-', 5)} ${pad(c.identity, 8)} ${pad(c.load, 6)}`;
  console.log(`\nGET ${PATH}`);
  console.log(`\n1. Throughput, closed loop: ${connections} connections, ${duration} s each`);
  console.log(`           req/s   p50 ms   p99 ms   non-2xx  errors   CPU µs/request: proxy identity  load`);
  for (const [name, r] of Object.entries(closed)) {
    console.log(
      `${name.padEnd(8)} ${pad(r.requests.average.toFixed(0), 7)} ${pad(r.latency.p50, 8)} ${pad(r.latency.p99, 8)} ${pad(r.non2xx, 9)} ${pad(r.errors, 7)}                   ${cpu(r.cpu)}`,
    );
  }
  const ratio = closed.gateway.requests.average / closed.bare.requests.average;
  console.log(
    `ratio    gateway/bare ${ratio.toFixed(2)} (target >= ${THROUGHPUT_TARGET}: ${ratio >= THROUGHPUT_TARGET ? 'met' : 'NOT met'});` +
      ` gateway/direct ${(closed.gateway.requests.average / closed.direct.requests.average).toFixed(2)},` +
      ` bare/direct ${(closed.bare.requests.average / closed.direct.requests.average).toFixed(2)}`,
  );

  for (const { rate: perSecond, results, fallback } of openRuns) {
    console.log(
      `\n${fallback ? '2b' : '2.'} Latency, open loop: ${perSecond} requests/s for ${rateSeconds} s each (after 1 s not counted)` +
        (fallback ? `, a rate this machine can serve (${rate}/s overloaded it)` : ''),
    );
    console.log(
      `          p50 ms   p90 ms   p99 ms   max ms   added p50   answered/s  non-2xx  no answer  send lag p50   CPU µs/request: proxy identity  load`,
    );
    const ms = (x) => pad(x.toFixed(2), 8);
    for (const [name, r] of Object.entries(results)) {
      const added = name === 'direct' ? '-' : (r.p50 - results.direct.p50).toFixed(2);
      console.log(
        `${name.padEnd(8)} ${ms(r.p50)} ${ms(r.p90)} ${ms(r.p99)} ${ms(r.max)} ${pad(added, 11)} ${pad(r.rate.toFixed(0), 12)} ${pad(r.non2xx, 8)} ${pad(r.errors, 10)} ${pad(r.lagP50.toFixed(2), 13)}                   ${cpu(r.cpu)}`,
      );
    }
    const added = results.gateway.p50 - results.direct.p50;
    const over = overloaded(results, perSecond);
    for (const [name, r] of over) {
      console.log(
        `overload ${name}: answered ${r.rate.toFixed(0)}/s of ${perSecond}/s, p50 ${r.p50.toFixed(0)} ms: this machine cannot serve ${perSecond} requests/s that way`,
      );
    }
    const verdict = over.length
      ? 'not measurable at this rate here (overloaded)'
      : added <= ADDED_P50_TARGET_MS
        ? 'met'
        : 'NOT met';
    console.log(
      `added    gateway p50 - direct p50 = ${added.toFixed(2)} ms (target <= ${ADDED_P50_TARGET_MS} ms at ${rate}/s: ${fallback && !over.length ? `${added <= ADDED_P50_TARGET_MS ? 'within' : 'above'} it at ${perSecond}/s` : verdict})`,
    );
  }
  console.log(
    `\n3. Added latency at ${TARGET_RATE}/s over a stub upstream (identity's answer, no work: a separate process),` +
      ` open loop ${TARGET_RATE} requests/s for ${rateSeconds} s each (after 1 s not counted)`,
  );
  console.log(
    `          p50 ms   p90 ms   p99 ms   max ms   added p50   answered/s  non-2xx  no answer  send lag p50   CPU µs/request: proxy     stub  load`,
  );
  {
    const ms = (x) => pad(x.toFixed(2), 8);
    for (const [name, r] of Object.entries(stubRun)) {
      const added = name === 'direct' ? '-' : (r.p50 - stubRun.direct.p50).toFixed(2);
      console.log(
        `${name.padEnd(8)} ${ms(r.p50)} ${ms(r.p90)} ${ms(r.p99)} ${ms(r.max)} ${pad(added, 11)} ${pad(r.rate.toFixed(0), 12)} ${pad(r.non2xx, 8)} ${pad(r.errors, 10)} ${pad(r.lagP50.toFixed(2), 13)}                   ${cpu(r.cpu)}`,
      );
    }
    const over = overloaded(stubRun, TARGET_RATE);
    for (const [name, r] of over) {
      console.log(
        `overload ${name}: answered ${r.rate.toFixed(0)}/s of ${TARGET_RATE}/s, p50 ${r.p50.toFixed(0)} ms over the stub`,
      );
    }
    const addedGateway = stubRun.gateway.p50 - stubRun.direct.p50;
    const addedBare = stubRun.bare.p50 - stubRun.direct.p50;
    const verdict = over.length
      ? 'not measurable (overloaded)'
      : stubRun.gateway.non2xx || stubRun.gateway.errors
        ? 'not measurable (gateway answers not all 2xx)'
        : addedGateway <= ADDED_P50_TARGET_MS
          ? 'met'
          : 'NOT met';
    console.log(
      `added    gateway p50 - direct p50 = ${addedGateway.toFixed(2)} ms (target <= ${ADDED_P50_TARGET_MS} ms at ${TARGET_RATE}/s: ${verdict});` +
        ` bare p50 - direct p50 = ${addedBare.toFixed(2)} ms`,
    );
  }
  console.log(
    `\nmachine  ${os.cpus().length} cores shared by the load generator, the proxies, identity, Postgres and Redis`,
  );
  const bad = [
    ...Object.values(closed),
    ...openRuns.flatMap((o) => Object.values(o.results)),
    ...Object.values(stubRun),
  ].some((r) => r.non2xx || r.errors);
  if (bad) console.log('warning: some requests were not answered 2xx (see non-2xx and no answer)');
} finally {
  // Each ends on its own before this script does.
  const exited = (child) =>
    child.exitCode !== null || child.signalCode !== null
      ? undefined
      : new Promise((resolve) => child.once('exit', resolve));
  const children = [gateway, identity, bare, overStub.gateway, overStub.bare, overStub.stub].filter(Boolean);
  const waits = children.map(exited);
  for (const child of children) child.kill('SIGTERM');
  await Promise.race([Promise.all(waits), new Promise((r) => setTimeout(r, 15_000).unref())]);
}
