// Helpers of the attacker's probe (run.mjs): a tally per area, a signed-in HTTP client that records
// every call, deterministic fuzzed bodies, and the route list read from the services' sources.
import { createHmac } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { resolveRoute } from '@nestkeep/common';

/** Requests, failures (rule broken) and 5xx per area, in the order areas first appear. */
export class Tally {
  areas = new Map();
  /** Each failure with the request that caused it, for the report under the table. */
  failures = [];

  row(area) {
    if (!this.areas.has(area)) this.areas.set(area, { requests: 0, failures: 0, errors: 0 });
    return this.areas.get(area);
  }

  counted(area, req, status) {
    const row = this.row(area);
    row.requests++;
    if (status >= 500) {
      row.errors++;
      this.failures.push({ area, kind: '5xx', what: `answered ${status}`, req });
    }
  }

  /** A response that breaks the area's rule. */
  fail(area, what, req) {
    this.row(area).failures++;
    this.failures.push({ area, kind: 'failure', what, req });
  }

  table() {
    const rows = [...this.areas].map(([area, r]) => [area, r.requests, r.failures, r.errors]);
    const total = rows.reduce((t, r) => [t[0], t[1] + r[1], t[2] + r[2], t[3] + r[3]], ['total', 0, 0, 0]);
    const width = Math.max(...[...rows, total].map((r) => r[0].length));
    const line = (r) =>
      `| ${String(r[0]).padEnd(width)} | ${String(r[1]).padStart(8)} | ${String(r[2]).padStart(8)} | ${String(r[3]).padStart(5)} |`;
    return [
      line(['area', 'requests', 'failures', '5xx']),
      `|${'-'.repeat(width + 2)}|${'-'.repeat(10)}|${'-'.repeat(10)}|${'-'.repeat(7)}|`,
      ...rows.map(line),
      line(total),
    ].join('\n');
  }
}

/** A short, printable description of a request (bodies cut to 160 characters). */
export function describe(method, path, body, note) {
  let shown = body === undefined ? '' : typeof body === 'string' ? body : JSON.stringify(body);
  if (shown && shown.length > 160) shown = `${shown.slice(0, 160)}… (${shown.length} chars)`;
  return `${method} ${path}${shown ? ` ${shown}` : ''}${note ? ` [${note}]` : ''}`;
}

/**
 * One caller of the gateway: a session cookie and/or a bearer token. Every call is counted in
 * `tally` under the current `area`; `send` never throws on a status, only on a network error.
 */
export class Caller {
  constructor({ base, origin, tally, cookie, bearer, label }) {
    Object.assign(this, { base, origin, tally, cookie, bearer, label });
    this.area = 'setup';
  }

  async send(
    method,
    path,
    { body, headers = {}, raw, origin = this.origin, note, redirect = 'manual' } = {},
  ) {
    const h = { ...headers };
    if (this.cookie) h.cookie = this.cookie;
    if (this.bearer) h.authorization = `Bearer ${this.bearer}`;
    if (origin) h.origin = origin;
    let payload;
    if (raw !== undefined) payload = raw;
    else if (body !== undefined) {
      payload = JSON.stringify(body);
      h['content-type'] ??= 'application/json';
    }
    const req = describe(method, path, raw ?? body, [this.label, note].filter(Boolean).join(', '));
    const res = await fetch(`${this.base}${path}`, { method, headers: h, body: payload, redirect });
    const text = await res.text();
    let json;
    try {
      json = text ? JSON.parse(text) : undefined;
    } catch {
      json = undefined;
    }
    if (this.area !== 'setup') this.tally.counted(this.area, req, res.status);
    return { status: res.status, text, json, headers: res.headers, req };
  }

  /** A setup call that must succeed (not counted): its JSON. */
  async must(method, path, body, opts = {}) {
    const area = this.area;
    this.area = 'setup';
    try {
      const res = await this.send(method, path, { body, ...opts });
      if (res.status >= 300) throw new Error(`setup ${res.req}: ${res.status} ${res.text.slice(0, 300)}`);
      return res.json;
    } finally {
      this.area = area;
    }
  }

  with(extra) {
    const c = new Caller({ ...this, ...extra });
    c.area = this.area;
    return c;
  }
}

/** The project's seeded generator (mulberry32), so a fuzz failure can be replayed. */
export { seededRandom } from '../../packages/common/dist/seeded-random.js';

/** Field names the services' contracts use, so fuzzed bodies reach the validators' inner rules. */
const FIELDS = [
  'name',
  'title',
  'email',
  'url',
  'originalUrl',
  'content',
  'description',
  'text',
  'dateOfBirth',
  'plan',
  'cycle',
  'planType',
  'billing',
  'billingCycle',
  'returnUrl',
  'token',
  'childProfileId',
  'milestoneId',
  'measuredOn',
  'weightKg',
  'heightCm',
  'type',
  'kind',
  'amountMl',
  'side',
  'startedAt',
  'imageUrl',
  'platform',
  'tags',
  'category',
  'isFavorite',
  'shareNameFavorites',
  'displayName',
  'scope',
  'streamId',
  'gender',
  'count',
  'origin',
  'meaning',
  'variants',
  'famousPeople',
  'role',
  'reason',
  'isActive',
  'currentStage',
  'personalNotes',
  'userId',
  'id',
  'messageId',
  'theme',
];

const UNICODE = [
  '\u202e\u202dreversed',
  'ｆｕｌｌｗｉｄｔｈ',
  '👶🏽‍🍼',
  '\ud800',
  'e\u0301\u0301\u0301',
  'ß'.repeat(50),
  '\u0000nul',
  '\ufeffbom',
  'Zalgơ̷̢̘̳͎',
  '漢字かなカナ',
  '\r\nX-Injected: 1',
  '../../etc/passwd',
  "'; DROP TABLE users; --",
  '%00%2e%2e',
  '<script>alert(1)</script>',
  '${7*7}{{7*7}}',
];

/** Deterministic random JSON of the odd kinds a hostile client sends. */
export function fuzzValue(rand, depth = 0) {
  const pick = (list) => list[Math.floor(rand() * list.length)];
  switch (Math.floor(rand() * 16)) {
    case 0:
      return null;
    case 1:
      return rand() < 0.5;
    case 2:
      return pick([0, -1, 1, 2 ** 53 + 1, -(2 ** 63), 1e308, 1.5, -0.0001, 2147483648]);
    case 3:
      return pick(['', ' ', 'a', '0', 'true', 'null', 'NaN', 'Infinity', '-1', '1e999']);
    case 4:
      return 'x'.repeat(pick([256, 5001, 20_001, 120_000]));
    case 5:
      return pick(UNICODE);
    case 6:
      return pick(['2025-02-30', '0000-00-00', '9999-12-31T99:99:99Z', '2026-01-01', 'yesterday']);
    case 7:
      return pick([
        'http://127.0.0.1/',
        'javascript:alert(1)',
        'https://example.com/a',
        'ftp://x',
        '//evil.test',
      ]);
    case 8:
      return pick(['/api/images/x/y.png', '/api/images/../../etc/passwd.png', 'nk_' + 'A'.repeat(40)]);
    case 9:
      return depth > 3
        ? []
        : Array.from({ length: Math.floor(rand() * 5) }, () => fuzzValue(rand, depth + 1));
    case 10:
      return Array.from({ length: pick([100, 1000, 5000]) }, (_, i) => i);
    case 11:
      return depth > 3 ? {} : fuzzObject(rand, depth + 1);
    case 12:
      return JSON.parse('{"__proto__":{"isAdmin":true,"role":"admin","polluted":1}}');
    case 13:
      return { constructor: { prototype: { polluted: true } } };
    case 14:
      return nested(pick([20, 200, 2000]));
    default:
      return pick(['pro', 'family', 'admin', 'save', 'monthly', 'annual', 'bottle', 'girl', 'manual']);
  }
}

function nested(depth) {
  let v = 'bottom';
  for (let i = 0; i < depth; i++) v = { a: v };
  return v;
}

export function fuzzObject(rand, depth = 0) {
  const o = {};
  const n = 1 + Math.floor(rand() * 6);
  for (let i = 0; i < n; i++) {
    const key = rand() < 0.9 ? FIELDS[Math.floor(rand() * FIELDS.length)] : fuzzKey(rand);
    o[key] = fuzzValue(rand, depth);
  }
  if (rand() < 0.15) return JSON.parse(`{"__proto__":${JSON.stringify(o)},"title":"proto"}`);
  return o;
}

function fuzzKey(rand) {
  return ['__proto__', 'constructor', 'prototype', '', ' ', 'a.b', '$where', 'toString', 'hasOwnProperty'][
    Math.floor(rand() * 9)
  ];
}

/** A fuzzed request body: mostly JSON objects, sometimes a non-object, broken JSON or another type. */
export function fuzzBody(rand) {
  const r = rand();
  if (r < 0.7) return { body: fuzzObject(rand) };
  if (r < 0.8) return { body: fuzzValue(rand) };
  const broken = [
    '{',
    '{"a":',
    '[1,2',
    '{"a":1}}',
    'null',
    '"str"',
    '\u0000',
    '{"a":"\\ud800"}',
    'x'.repeat(2_000_000),
  ];
  if (r < 0.93)
    return {
      raw: broken[Math.floor(rand() * broken.length)],
      headers: { 'content-type': 'application/json' },
    };
  const types = [
    'text/plain',
    'application/x-www-form-urlencoded',
    'multipart/form-data; boundary=x',
    'application/xml',
  ];
  return {
    raw: 'a=1&b[c]=2&__proto__[x]=1',
    headers: { 'content-type': types[Math.floor(rand() * types.length)] },
  };
}

/**
 * Every POST, PUT and PATCH route the services declare under /api that the gateway's route table
 * serves, read from services/<name>/src/routes/*.ts: [method, path pattern].
 */
export async function writeRoutes(root) {
  const found = [];
  for (const service of ['identity', 'content', 'billing']) {
    const dir = new URL(`services/${service}/src/routes/`, root);
    for (const file of await readdir(dir)) {
      const source = await readFile(new URL(file, dir), 'utf8');
      for (const m of source.matchAll(/router\.(post|put|patch)\(\s*'(\/api\/[^']+)'/g)) {
        if (resolveRoute(m[2].replace(/:\w+/g, '1'))) found.push([m[1].toUpperCase(), m[2]]);
      }
    }
  }
  return found;
}

/** A Stripe-Signature header for `payload` signed with `secret` at `t` (what Stripe sends). */
export function stripeSignature(payload, secret, t = Math.floor(Date.now() / 1000)) {
  const v1 = createHmac('sha256', secret).update(`${t}.${payload}`).digest('hex');
  return `t=${t},v1=${v1}`;
}

/** Runs `tasks` (functions returning promises) `lanes` at a time. */
export async function inLanes(tasks, lanes) {
  let next = 0;
  await Promise.all(
    Array.from({ length: lanes }, async () => {
      while (next < tasks.length) await tasks[next++]();
    }),
  );
}
