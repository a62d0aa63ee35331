// Benchmark: GET /api/auth/user through the gateway (session cookie, proxy, internal token) versus
// straight to identity with a valid internal token, at the same concurrency. Prints both and the
// ratio; the target is gateway throughput at least 0.7 of direct.
//
// Runs the built services as real processes against DATABASE_URL / REDIS_URL (local defaults).
// Usage: npm run bench:gateway [-- --connections 50 --seconds 10]
import { existsSync, readFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import os from 'node:os';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { signInternalToken } from '@nestkeep/common';
import { freshDatabase, REDIS_URL, startService, waitUntilUp } from './support.mjs';

const { values: args } = parseArgs({
  options: { connections: { type: 'string', default: '50' }, seconds: { type: 'string', default: '10' } },
});
const connections = Number(args.connections);
const duration = Number(args.seconds);
const redisUrl = REDIS_URL;
const secret = randomBytes(32).toString('hex');
const GATEWAY = 'http://127.0.0.1:5600';
const IDENTITY = 'http://127.0.0.1:5601';

const start = (name, env) =>
  startService(name, { LOG_LEVEL: 'info', INTERNAL_TOKEN_SECRET: secret, REDIS_URL: redisUrl, ...env });

/** CPU seconds a process has used (Linux /proc), to show where each request's time goes. */
function cpuSeconds(pid) {
  const file = `/proc/${pid}/stat`;
  if (!existsSync(file)) return NaN;
  const fields = readFileSync(file, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

async function run(title, url, headers) {
  const pids = { gateway: gateway.pid, identity: identity.pid };
  const before = { gateway: cpuSeconds(pids.gateway), identity: cpuSeconds(pids.identity) };
  const result = await new Promise((resolve, reject) => {
    autocannon({ title, url, connections, duration, headers }, (err, r) => (err ? reject(err) : resolve(r)));
  });
  const perRequest = (name) =>
    Math.round(((cpuSeconds(pids[name]) - before[name]) * 1e6) / result.requests.total);
  return { ...result, cpu: { gateway: perRequest('gateway'), identity: perRequest('identity') } };
}

const databaseUrl = await freshDatabase('nestkeep_bench');
const identity = start('identity', { PORT: '5601', DATABASE_URL: databaseUrl });
// Production mode (Secure cookies are fine: the bench sends the cookie itself) needs Google set;
// sign-in goes through the development route, so it is switched on in development mode instead.
const gateway = start('gateway', {
  PORT: '5600',
  NODE_ENV: 'development',
  APP_ORIGIN: GATEWAY,
  IDENTITY_URL: IDENTITY,
  SESSION_SECRET: randomBytes(32).toString('hex'),
  RATE_LIMIT_API_MAX: '100000000',
  QUEUE_PREFIX: `bench-${randomBytes(3).toString('hex')}`,
});
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
  // One token for the whole direct run: it lives 60 s, so the run is kept shorter than that.
  const token = await signInternalToken(
    { kind: 'user', userId: id, role: 'user' },
    { secret, audience: 'identity' },
  );

  const check = await fetch(`${GATEWAY}/api/auth/user`, { headers: { cookie } });
  if (!check.ok) throw new Error(`gateway check failed: ${check.status}`);
  await run('warm-up', `${GATEWAY}/api/auth/user`, { cookie }).then(() => undefined);

  const direct = await run('direct', `${IDENTITY}/api/auth/user`, { 'x-internal-token': token });
  const viaGateway = await run('gateway', `${GATEWAY}/api/auth/user`, { cookie });
  const row = (name, r) =>
    `${name.padEnd(8)} ${r.requests.average.toFixed(0).padStart(7)} req/s   p50 ${String(r.latency.p50).padStart(4)} ms   p99 ${String(r.latency.p99).padStart(4)} ms   non-2xx ${r.non2xx}   errors ${r.errors}   CPU per request: gateway ${r.cpu.gateway} µs, identity ${r.cpu.identity} µs`;
  const ratio = viaGateway.requests.average / direct.requests.average;
  console.log(`\nGET /api/auth/user, ${connections} connections, ${duration} s each`);
  console.log(row('direct', direct));
  console.log(row('gateway', viaGateway));
  console.log(`ratio    ${ratio.toFixed(2)} (target >= 0.70: ${ratio >= 0.7 ? 'met' : 'NOT met'})`);
  console.log(
    `machine  ${os.cpus().length} cores shared by the load generator, gateway, identity, Postgres and Redis`,
  );
  if (direct.non2xx || viaGateway.non2xx) console.log('warning: some responses were not 2xx');
} finally {
  gateway.kill('SIGTERM');
  identity.kill('SIGTERM');
}
