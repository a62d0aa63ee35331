// NestKeep on one machine, without Docker (`npm start` builds first, then runs this).
// It supplies what the services expect from their environment (Postgres, Redis, secrets, URLs),
// starts the services in order and supervises them: one dies, everything stops.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { accessSync, constants, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import readline from 'node:readline';
import { fileURLToPath } from 'node:url';
import { SERVICES, alignProxyTimeout, serviceEnv } from './start-services.mjs';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const DATA_DIR = path.join(ROOT, '.data');
const STOP_GRACE_MS = 10_000; // SIGTERM, then SIGKILL after this long
const HEALTH_TIMEOUT_MS = 90_000; // first start runs migrations on a cold PGlite
const TAG_NAMES = ['start', 'redis', ...SERVICES.map((s) => s.name)]; // output prefixes
const TAG_WIDTH = Math.max(...TAG_NAMES.map((n) => n.length));
const COLORS = [37, 31, 36, 35, 33, 32, 34, 96];

/** An expected failure: its message is enough, no stack trace. */
class LaunchError extends Error {}

const children = new Map(); // name -> ChildProcess, services and redis-server
let pglite; // { url, stop } while the embedded Postgres runs
let stopping = false;

main().catch((err) => {
  say(err instanceof LaunchError ? err.message : (err?.stack ?? String(err)), 'error');
  void shutdown(1);
});

async function main() {
  process.on('SIGINT', () => void shutdown(0, 'SIGINT'));
  process.on('SIGTERM', () => void shutdown(0, 'SIGTERM'));
  process.on('SIGHUP', () => void shutdown(0, 'SIGHUP')); // terminal closed: no 'exit' event otherwise
  process.on('exit', killLeftovers);

  loadDotEnv();
  setDefaults();
  const timeoutProblem = alignProxyTimeout(process.env);
  if (timeoutProblem) throw new LaunchError(timeoutProblem);
  ensureDevSecrets();
  const redisServer = process.env.REDIS_URL ? undefined : findRedisServer(); // before Postgres: fail fast
  if (!process.env.DATABASE_URL) process.env.DATABASE_URL = await startEmbeddedPostgres();
  if (redisServer) process.env.REDIS_URL = await startEmbeddedRedis(redisServer);

  const started = [];
  for (const service of SERVICES) {
    if (stopping) return;
    if (!startService(service)) continue;
    await waitUntilHealthy(service);
    started.push(service.name);
  }
  if (stopping) return;
  if (started.length === 0) throw new LaunchError('No service is built yet: run `npm run build` first.');

  const gateway = SERVICES.find((s) => s.name === 'gateway');
  if (!started.includes('gateway')) {
    say(
      `The gateway is not built, so nothing serves port ${gateway.port}; running: ${started.join(', ')}`,
      'warn',
    );
    return;
  }
  const local = `http://localhost:${gateway.port}`;
  const origin = process.env.APP_ORIGIN;
  say(`NestKeep is running at ${local}${origin !== local ? ` (public origin ${origin})` : ''}`);
}

// --- environment -------------------------------------------------------------------------------

/** `.env` at the repo root fills in variables; ones already set in the shell win. */
function loadDotEnv() {
  const file = path.join(ROOT, '.env');
  if (!existsSync(file)) return;
  const before = new Set(Object.keys(process.env));
  process.loadEnvFile(file); // Node >= 20.12; never overrides variables that are already set
  // A bare `KEY=` (as .env.example has them) means "not set": an empty string fails validation.
  for (const key of Object.keys(process.env)) {
    if (!before.has(key) && process.env[key] === '') delete process.env[key];
  }
  say('Loaded .env');
}

function setDefaults() {
  const defaults = {
    NODE_ENV: 'development',
    APP_ORIGIN: 'http://localhost:5000',
    IDENTITY_URL: 'http://127.0.0.1:5101',
    CONTENT_URL: 'http://127.0.0.1:5102',
    BILLING_URL: 'http://127.0.0.1:5103',
  };
  for (const [key, value] of Object.entries(defaults)) process.env[key] ??= value;
}

/**
 * Dev secrets are generated once and kept in .data/secrets.json: a new session secret on every
 * start would sign everybody out, and services started at different times must share the token key.
 */
function ensureDevSecrets() {
  const names = ['INTERNAL_TOKEN_SECRET', 'SESSION_SECRET'];
  const missing = names.filter((name) => !process.env[name]);
  if (missing.length === 0) return;

  const file = path.join(DATA_DIR, 'secrets.json');
  let stored = {};
  if (existsSync(file)) {
    try {
      stored = JSON.parse(readFileSync(file, 'utf8'));
    } catch (err) {
      throw new LaunchError(`${file} is not valid JSON (${err.message}); delete it to generate new secrets.`);
    }
  }
  let changed = false;
  for (const name of missing) {
    if (!stored[name]) {
      stored[name] = randomBytes(48).toString('hex');
      changed = true;
    }
    process.env[name] = stored[name];
  }
  if (changed) {
    mkdirSync(DATA_DIR, { recursive: true });
    writeFileSync(file, `${JSON.stringify(stored, null, 2)}\n`, { mode: 0o600 });
    say(`Generated ${missing.join(' and ')} into .data/secrets.json`);
  }
}

// --- embedded Postgres (PGlite over the wire protocol) -----------------------------------------

async function startEmbeddedPostgres() {
  const port = intFromEnv('EMBEDDED_PG_PORT', 5433, 1, 65535);
  const maxConnections = intFromEnv('EMBEDDED_PG_MAX_CONNECTIONS', 100, 2, 10_000); // see embedded-postgres.mjs
  await assertPortFree(port, 'EMBEDDED_PG_PORT');
  // Loaded only here, so a run with DATABASE_URL never loads the WASM build.
  const { startEmbeddedPostgres: start } = await import('./embedded-postgres.mjs');
  const dataDir = path.join(DATA_DIR, 'pglite');
  say(`Starting embedded Postgres (PGlite, data in .data/pglite) on 127.0.0.1:${port}`);
  try {
    pglite = await start({ dataDir, host: '127.0.0.1', port, maxConnections });
  } catch (err) {
    throw new LaunchError(
      `PGlite could not start on ${dataDir}: ${err?.message ?? err}\n` +
        'If the folder was made by another PGlite version, move it away (or delete it) to start afresh, or set DATABASE_URL.',
    );
  }
  return pglite.url;
}

async function stopEmbeddedPostgres() {
  if (!pglite) return;
  await withTimeout(pglite.stop(), 15_000).catch((err) =>
    say(`Embedded Postgres stop: ${err.message}`, 'warn'),
  );
  pglite = undefined;
}

// --- embedded Redis ----------------------------------------------------------------------------

function findRedisServer() {
  const bin = findOnPath('redis-server');
  if (bin) return bin;
  throw new LaunchError(
    'REDIS_URL is not set and no redis-server was found on PATH. Either install Redis ' +
      '(Debian/Ubuntu: `sudo apt-get install redis-server`; macOS: `brew install redis`) ' +
      'or set REDIS_URL to a Redis you run yourself, e.g. REDIS_URL=redis://127.0.0.1:6379',
  );
}

async function startEmbeddedRedis(bin) {
  const port = intFromEnv('EMBEDDED_REDIS_PORT', 6380, 1, 65535);
  await assertPortFree(port, 'EMBEDDED_REDIS_PORT');
  const dir = path.join(DATA_DIR, 'redis');
  mkdirSync(dir, { recursive: true });
  say(`Starting redis-server (data in .data/redis) on 127.0.0.1:${port}`);

  // appendonly: sessions and queued jobs survive a restart.
  const args = ['--port', String(port), '--bind', '127.0.0.1', '--dir', dir, '--appendonly', 'yes'];
  spawnChild('redis', bin, [...args, '--loglevel', 'warning']);
  await waitFor(() => redisAnswersPing(port), 15_000, `redis-server did not answer PING on port ${port}`);
  return `redis://127.0.0.1:${port}`;
}

/** One PING over a raw socket; true once Redis answers +PONG (it says -LOADING while reading its AOF). */
function redisAnswersPing(port) {
  return new Promise((resolve) => {
    const socket = net.connect({ port, host: '127.0.0.1' });
    const done = (ok) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(1000, () => done(false));
    socket.on('error', () => done(false));
    socket.on('connect', () => socket.write('PING\r\n'));
    socket.on('data', (chunk) => done(chunk.toString().startsWith('+PONG')));
  });
}

// --- services ----------------------------------------------------------------------------------

/** Starts one service from its build; false (with a warning) when it has not been built. */
function startService(service) {
  const { name, port } = service;
  const main = path.join(ROOT, 'services', name, 'dist', 'main.js');
  if (!existsSync(main)) {
    say(`Skipping ${name}: services/${name}/dist/main.js does not exist (not built yet?)`, 'warn');
    return false;
  }
  const env = serviceEnv(service);
  say(`Starting ${name} on ${env.LISTEN_HOST ? `${env.LISTEN_HOST}:${port}` : `port ${port}`}`);
  spawnChild(name, process.execPath, [main], env);
  return true;
}

async function waitUntilHealthy({ name, port }) {
  const url = `http://127.0.0.1:${port}/healthz`;
  const healthy = async () => {
    const res = await fetch(url, { signal: AbortSignal.timeout(2000) }).catch(() => undefined);
    return res?.status === 200;
  };
  await waitFor(healthy, HEALTH_TIMEOUT_MS, `${name} did not answer 200 on ${url}`);
}

// --- child processes ---------------------------------------------------------------------------

/**
 * Spawns a supervised child whose output lines are prefixed with its name. Children get their own
 * process group (detached), so Ctrl+C reaches only this launcher, which then stops them in order:
 * services before the Redis and Postgres they are still using.
 */
function spawnChild(name, command, args, extraEnv = {}) {
  const child = spawn(command, args, {
    cwd: ROOT,
    env: { ...process.env, ...extraEnv },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  children.set(name, child);
  prefixLines(child.stdout, process.stdout, name);
  prefixLines(child.stderr, process.stderr, name);

  child.on('error', (err) => {
    children.delete(name);
    say(`Could not start ${name}: ${err.message}`, 'error');
    void shutdown(1);
  });
  child.on('exit', (code, signal) => {
    children.delete(name);
    if (stopping) return;
    say(
      `${name} exited unexpectedly (${signal ? `signal ${signal}` : `exit code ${code}`}); stopping`,
      'error',
    );
    void shutdown(1);
  });
  return child;
}

/** `name |`, padded to line up, coloured when writing to a terminal. */
function tag(name) {
  const label = `${name.padEnd(TAG_WIDTH)} |`;
  if (!process.stdout.isTTY) return label;
  return `\x1b[${COLORS[TAG_NAMES.indexOf(name) % COLORS.length]}m${label}\x1b[0m`;
}

function prefixLines(input, output, name) {
  const prefix = tag(name);
  readline
    .createInterface({ input, crlfDelay: Infinity })
    .on('line', (line) => output.write(`${prefix} ${line}\n`));
}

function say(message, level = 'info') {
  const stream = level === 'info' ? process.stdout : process.stderr;
  const mark = level === 'info' ? '' : `${level.toUpperCase()}: `;
  for (const line of message.split('\n')) stream.write(`${tag('start')} ${mark}${line}\n`);
}

/** SIGTERM, then SIGKILL if it is still running after STOP_GRACE_MS. */
async function stopChild(name) {
  const child = children.get(name);
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  const timer = setTimeout(() => {
    say(`${name} did not stop within ${STOP_GRACE_MS / 1000} s; killing it`, 'warn');
    child.kill('SIGKILL');
  }, STOP_GRACE_MS);
  await exited;
  clearTimeout(timer);
}

/** Services first (the gateway before what it proxies to), then Redis and Postgres. */
async function shutdown(code, signal) {
  if (stopping) return; // a Ctrl+C under `npm start` arrives twice: from the terminal and from npm
  stopping = true;
  if (signal) say(`${signal} received; stopping`);
  const services = SERVICES.map((s) => s.name).reverse();
  await Promise.all(services.map(stopChild));
  await stopChild('redis');
  await stopEmbeddedPostgres();
  process.exit(code);
}

/** Last resort if the launcher itself dies: detached children would otherwise outlive it. */
function killLeftovers() {
  for (const child of children.values()) child.kill('SIGKILL');
}

// --- small helpers -----------------------------------------------------------------------------

function intFromEnv(name, fallback, min, max) {
  const raw = process.env[name];
  const value = raw === undefined || raw === '' ? fallback : Number(raw);
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new LaunchError(`${name} must be a whole number from ${min} to ${max}, got "${raw}"`);
  }
  return value;
}

/** Fails early and clearly when, say, another `npm start` already holds the port. */
function assertPortFree(port, envName) {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', (err) =>
      reject(
        new LaunchError(
          `Port ${port} on 127.0.0.1 is not free (${err.code}); is NestKeep already running? ` +
            `Stop it, or choose another port with ${envName}.`,
        ),
      ),
    );
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve()));
  });
}

function findOnPath(command) {
  for (const dir of (process.env.PATH ?? '').split(path.delimiter)) {
    if (!dir) continue;
    const candidate = path.join(dir, command);
    try {
      accessSync(candidate, constants.X_OK);
      return candidate;
    } catch {
      // not here
    }
  }
  return undefined;
}

/** Polls `check` until it returns true; gives up after `timeoutMs`, or quietly once stopping. */
async function waitFor(check, timeoutMs, failure) {
  const deadline = Date.now() + timeoutMs;
  while (!stopping) {
    if (await check()) return;
    if (Date.now() > deadline) throw new LaunchError(`${failure} within ${timeoutMs / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

function withTimeout(promise, ms) {
  let timer;
  const timeout = new Promise((_, reject) => {
    timer = setTimeout(() => reject(new Error(`timed out after ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}
