// Benchmark: the web app's budgets (issue 4). Run after a production build (`npm run bench:web`
// builds first). Prints:
//  1. the landing page's initial JavaScript, gzipped: the entry chunk, the chunks index.html
//     modulepreloads, their static imports, and every script the browser fetches to show `/`,
//     against 120 kB;
//  2. that the dashboard route's chunks (static closure and what the browser fetches for a
//     signed-in /app) hold no tool code;
//  3. Largest Contentful Paint of `/` and `/app` (signed out, and signed in) in headless Chromium
//     against the gateway serving the build on loopback, median of several cold loads, against 1.5 s.
//
// Runs the built identity, content and gateway services as processes against DATABASE_URL / REDIS_URL
// (local defaults). Usage: npm run bench:web [-- --runs 5]
import { randomBytes } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { freshDatabase, percentile, startService, waitUntilUp } from './support.mjs';
import { CHROMIUM, CHROMIUM_ARGS } from '../support/chromium.mjs';

const { values: args } = parseArgs({ options: { runs: { type: 'string', default: '5' } } });
const RUNS = Number(args.runs);
const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const DIST = path.join(ROOT, 'web', 'dist');
const ASSETS = path.join(DIST, 'assets');
const JS_BUDGET = 120_000; // bytes, gzipped (kB = 1000 bytes, as Vite reports)
const LCP_BUDGET = 1500; // ms
const TOOL_CODE = /milestone|baby-name|name-generator|growth|due-date|feeding-tracker|percentile|tools?[-.]/i;
const GATEWAY = 'http://127.0.0.1:5700';
const IDENTITY = 'http://127.0.0.1:5701';
const CONTENT = 'http://127.0.0.1:5702';
if (!existsSync(path.join(DIST, 'index.html'))) {
  console.error('web/dist/index.html is missing: run `npm run build` first.');
  process.exit(1);
}

const kb = (bytes) => `${(bytes / 1000).toFixed(1)} kB`;
const gz = (file) => gzipSync(readFileSync(path.join(ASSETS, file))).length;
const verdict = (ok) => (ok ? 'within budget' : 'OVER BUDGET');

/** The chunks a chunk imports statically (Vite's minified `import{..}from"./x.js"` / `import"./x.js"`). */
function staticImports(file) {
  const code = readFileSync(path.join(ASSETS, file), 'utf8');
  return [...code.matchAll(/(?:from|import)\s*["']\.\/([^"'/]+\.js)["']/g)].map((m) => m[1]);
}
function closure(files) {
  const seen = new Set();
  const stack = [...files];
  while (stack.length) {
    const f = stack.pop();
    if (seen.has(f) || !existsSync(path.join(ASSETS, f))) continue;
    seen.add(f);
    stack.push(...staticImports(f));
  }
  return seen;
}

// ---- 1. what index.html itself loads ----
const html = readFileSync(path.join(DIST, 'index.html'), 'utf8');
const entry = [...html.matchAll(/<script[^>]+type="module"[^>]+src="\/assets\/([^"]+\.js)"/g)].map(
  (m) => m[1],
);
const preloads = [...html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="\/assets\/([^"]+\.js)"/g)].map(
  (m) => m[1],
);
const fromHtml = closure([...entry, ...preloads]);

// ---- the stack: identity, content, gateway serving web/dist ----
const secret = randomBytes(32).toString('hex');
const children = [];
function start(name, env) {
  const child = startService(name, { INTERNAL_TOKEN_SECRET: secret, ...env });
  children.push(child);
  return child;
}

const databaseUrl = await freshDatabase('nestkeep_bench_web');
start('identity', { PORT: '5701', DATABASE_URL: databaseUrl });
start('content', {
  PORT: '5702',
  DATABASE_URL: databaseUrl,
  IDENTITY_URL: IDENTITY,
  UPLOAD_DIR: path.join(ROOT, '.data', 'bench-uploads'),
});
// Development mode only for the development sign-in (the signed-in dashboard run); the web app
// files are the same production build either way.
start('gateway', {
  PORT: '5700',
  NODE_ENV: 'development',
  APP_ORIGIN: GATEWAY,
  IDENTITY_URL: IDENTITY,
  CONTENT_URL: CONTENT,
  WEB_DIST_DIR: DIST,
  SESSION_SECRET: randomBytes(32).toString('hex'),
  RATE_LIMIT_API_MAX: '100000000',
  RATE_LIMIT_AUTH_MAX: '100000000',
  QUEUE_PREFIX: `bench-web-${randomBytes(3).toString('hex')}`,
});

let browser;
try {
  await waitUntilUp(`${IDENTITY}/healthz`);
  await waitUntilUp(`${CONTENT}/healthz`);
  await waitUntilUp(`${GATEWAY}/healthz`);
  browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });

  /** One cold load (fresh profile): LCP in ms and the scripts fetched. */
  async function load(route, { signedIn = false } = {}) {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, baseURL: GATEWAY });
    const page = await context.newPage();
    if (signedIn) {
      await page.goto('/favicon.svg');
      await page.evaluate(async () => {
        const post = (p, body) =>
          fetch(p, {
            method: 'POST',
            credentials: 'include',
            headers: { 'Content-Type': 'application/json' },
            body: JSON.stringify(body),
          });
        await post('/auth/dev', { email: 'bench-web@example.com', displayName: 'Bench' });
        const birth = new Date(Date.now() - 120 * 86_400_000).toISOString().slice(0, 10);
        await post('/api/onboarding', {
          userStage: 'already_parent',
          childrenCount: 1,
          childrenDOBs: [birth],
          interests: ['Milestone tracker'],
        });
      });
    }
    const scripts = new Set();
    page.on('request', (req) => {
      const u = new URL(req.url());
      if (req.resourceType() === 'script' && u.pathname.startsWith('/assets/'))
        scripts.add(u.pathname.slice(8));
    });
    await page.goto(route, { waitUntil: 'load' });
    await page.waitForLoadState('networkidle');
    const lcp = await page.evaluate(
      () =>
        new Promise((resolve) => {
          let last = null;
          new PerformanceObserver((list) => {
            for (const e of list.getEntries()) last = e;
          }).observe({ type: 'largest-contentful-paint', buffered: true });
          setTimeout(
            () => resolve(last ? { ms: last.startTime, element: last.element?.tagName ?? '' } : null),
            300,
          );
        }),
    );
    await context.close();
    return { lcp, scripts };
  }

  // ---- 1. landing initial JS ----
  const landing = await load('/');
  const initial = new Set([...fromHtml, ...closure([...landing.scripts])]);
  const rows = [...initial].map((f) => ({ f, size: gz(f) })).sort((a, b) => b.size - a.size);
  const total = rows.reduce((s, r) => s + r.size, 0);
  console.log('\nLanding page (/) initial JavaScript, gzipped');
  console.log(`  entry: ${entry.join(', ')}; modulepreloads in index.html: ${preloads.length}`);
  for (const r of rows) console.log(`  ${kb(r.size).padStart(9)}  ${r.f}`);
  console.log(`  total ${kb(total)} against ${kb(JS_BUDGET)}: ${verdict(total <= JS_BUDGET)}`);

  // ---- 2. the dashboard ships no tools ----
  const dashboardChunks = readdirSync(ASSETS).filter((f) => /^dashboard-[\w-]+\.js$/.test(f));
  const dashStatic = closure(dashboardChunks);
  const dashSignedIn = await load('/app', { signedIn: true });
  const dashFetched = new Set([...dashStatic, ...closure([...dashSignedIn.scripts])]);
  const toolFiles = [...dashFetched].filter((f) => TOOL_CODE.test(f));
  console.log('\nDashboard route (/app) code');
  console.log(
    `  dashboard chunk(s): ${dashboardChunks.join(', ') || 'none found'}; ${dashStatic.size} chunk(s) in its static closure; ${dashSignedIn.scripts.size} script(s) fetched for a signed-in /app`,
  );
  console.log(
    toolFiles.length
      ? `  TOOL CODE in the dashboard: ${toolFiles.join(', ')}`
      : '  no tool chunk (milestone, names, growth, due date, feeding) is loaded by the dashboard: ok',
  );

  // ---- 3. LCP ----
  console.log(`\nLargest Contentful Paint, median of ${RUNS} cold loads (headless Chromium, loopback)`);
  for (const [label, route, opts] of [
    ['/ (landing)', '/', {}],
    ['/app signed out (welcome)', '/app', {}],
    ['/app signed in (dashboard)', '/app', { signedIn: true }],
  ]) {
    const values = [];
    let element = '';
    for (let i = 0; i < RUNS; i++) {
      const { lcp } = await load(route, opts);
      if (lcp) {
        values.push(lcp.ms);
        element = lcp.element;
      }
    }
    if (!values.length) {
      console.log(`  ${label.padEnd(28)} no LCP entry recorded`);
      continue;
    }
    const median = percentile(values, 50);
    console.log(
      `  ${label.padEnd(28)} ${Math.round(median)} ms (min ${Math.round(Math.min(...values))}, max ${Math.round(Math.max(...values))}; element ${element}) against ${LCP_BUDGET} ms: ${verdict(median <= LCP_BUDGET)}`,
    );
  }
} finally {
  await browser?.close();
  for (const c of children) c.kill('SIGTERM');
}
