// Helpers shared by the benchmark scripts.
import { spawn } from 'node:child_process';
import { readdir, readFile } from 'node:fs/promises';
import http from 'node:http';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

export const ADMIN_DATABASE_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
export const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

/** Drops and creates a database of its own for one benchmark; returns its URL. */
export async function freshDatabase(name) {
  const client = new pg.Client({ connectionString: ADMIN_DATABASE_URL });
  await client.connect();
  await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await client.query(`CREATE DATABASE ${name}`);
  await client.end();
  const url = new URL(ADMIN_DATABASE_URL);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Waits until GET url answers 2xx (a service came up), for at most `timeoutMs`. */
export async function waitUntilUp(url, timeoutMs = 30_000) {
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
  throw new Error(`${url} did not come up`);
}

/** The p-th percentile (0-100) of the values. */
export function percentile(values, p) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

const ROOT = fileURLToPath(new URL('../../', import.meta.url));

/**
 * Starts one built service (`services/<name>/dist/main.js`) as a real process in production mode,
 * with `env` on top of this process's environment (a secret, ports, URLs). Its exit with an error
 * is reported; its stderr passes through and its structured log (stdout) is dropped, unless
 * `stdout` / `stderr` name other destinations (file descriptors).
 */
export function startService(name, env, { stdout = 'ignore', stderr = 'inherit' } = {}) {
  // BENCH_CPU_PROF_DIR=<dir>: each service writes a V8 CPU profile there when it stops (where the time goes).
  const profile = process.env.BENCH_CPU_PROF_DIR
    ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF_DIR}`, `--cpu-prof-name=${name}.cpuprofile`]
    : [];
  const child = spawn(process.execPath, [...profile, `services/${name}/dist/main.js`], {
    cwd: ROOT,
    env: { ...process.env, NODE_ENV: 'production', LOG_LEVEL: 'warn', REDIS_URL, ...env },
    stdio: ['ignore', stdout, stderr],
  });
  child.on('exit', (code) => code && code !== 0 && console.error(`${name} exited with ${code}`));
  return child;
}

/**
 * The fixture site the ai-worker reads in benchmarks and drills: the worker's test pages, served from
 * this process at /pages/<file> (any query string names the same page). Resolves once listening on
 * `port` (0: any free one); `pages` are the file names, `host` is 127.0.0.1:<port>.
 */
export async function startFixtureSite(port = 0) {
  const pagesDir = new URL('../../services/ai-worker/test/fixtures/pages/', import.meta.url);
  const pages = (await readdir(pagesDir)).filter((f) => f.endsWith('.html'));
  const html = new Map(
    await Promise.all(pages.map(async (f) => [f, await readFile(new URL(f, pagesDir), 'utf8')])),
  );
  const server = http.createServer((req, res) => {
    const file = decodeURIComponent(new URL(req.url, 'http://x').pathname.split('/').pop());
    const body = html.get(file);
    res.writeHead(body ? 200 : 404, { 'content-type': 'text/html; charset=utf-8' });
    res.end(body ?? 'not found');
  });
  await new Promise((r) => server.listen(port, '127.0.0.1', r));
  return { server, pages, host: `127.0.0.1:${server.address().port}`, close: () => server.close() };
}
