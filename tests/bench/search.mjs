// Benchmark: search in large libraries, at two sizes in one database: 10,000 and 100,000 items of
// one user each, among 1,000,000 in all (the rest spread over 998 other users). For each size the
// same searches run through the content service (HTTP with its internal token: ranked, up to 100
// items returned as JSON) and as the anchor, plain ranked SQL (one ranked full-text query over the
// user's whole library, ids only, as a first implementation would do it), printed side by side.
// Targets: service p95 < 30 ms at 10,000; service p95 <= 1.2 x the plain SQL's p95 at 100,000.
// The slowest searches per size are printed too: a search that matches nothing is read again for
// typos (two of the searches are misspelt), which plain SQL does not do.
// Item words are drawn independently (hashes of the row number), so any topic meets any kind and age.
// Usage: npm run bench:search [-- --total 1000000 --sizes 10000,100000 --queries 300]
import { randomBytes, randomUUID } from 'node:crypto';
import { spawn } from 'node:child_process';
import { parseArgs } from 'node:util';
import { createPool, migrate, signInternalToken } from '@nestkeep/common';
import { freshDatabase, percentile, REDIS_URL, waitUntilUp } from './support.mjs';

const { values: args } = parseArgs({
  options: {
    total: { type: 'string', default: '1000000' },
    sizes: { type: 'string', default: '10000,100000' },
    queries: { type: 'string', default: '300' },
  },
});
const TOTAL = Number(args.total);
const SIZES = args.sizes.split(',').map(Number);
const OTHERS = 998;
const QUERIES = Number(args.queries);
const secret = randomBytes(32).toString('hex');
const PORT = 5612;

const WORDS = {
  topic: [
    'sleep',
    'nap',
    'bedtime',
    'swaddle',
    'feeding',
    'bottle',
    'breastfeeding',
    'solids',
    'puree',
    'teething',
    'tummy time',
    'crawling',
    'walking',
    'talking',
    'tantrum',
    'potty training',
    'car seat',
    'stroller',
    'fever',
    'vaccines',
    'daycare',
    'reading',
    'sensory play',
    'screen time',
    'colic',
    'reflux',
    'allergies',
    'milestones',
    'routine',
    'sibling',
  ],
  age: [
    'newborn',
    '3 month old',
    '6 month old',
    '9 month old',
    'toddler',
    '2 year old',
    'preschooler',
    'pregnancy',
    'third trimester',
    'postpartum',
  ],
  kind: [
    'tips',
    'guide',
    'schedule',
    'checklist',
    'ideas',
    'mistakes to avoid',
    'what to expect',
    'routine that works',
    'expert advice',
    'real talk',
  ],
};
const CATEGORIES = [
  'Sleep & Routines',
  'Feeding & Nutrition',
  'Development & Learning',
  'Health & Safety',
  'Products & Reviews',
  'Parenting Tips',
  'Entertainment & Play',
];
const SEARCHES = [
  'sleep',
  'swad',
  'feeding sched',
  'tummy',
  'tantrum',
  'potty',
  'car seat',
  'teething',
  'toddler sleep',
  'newborn',
  'colic',
  'solids',
  'milestone',
  'sensory',
  'routine',
  'slep regresion',
  'breastfeding',
  'stroller review',
  'fever',
  'daycare',
];

/**
 * Rows made in SQL from word lists, in batches; indexes are built after the load, as a restore would.
 * Rows 1..SIZES[0] belong to the first searching user, the next SIZES[1] to the second, and so on;
 * the rest go round the other users.
 */
async function load(pool, searchers) {
  const arr = (xs) => `ARRAY[${xs.map((x) => `'${x.replace(/'/g, "''")}'`).join(',')}]`;
  // Word k of row i, one of n: a hash of (i, k), so the words of an item are independent of each
  // other (every topic meets every kind and age, as in real libraries), yet the same on every run.
  const pick = (k, n) => `(((hashint4(i * 31 + ${k})::bigint + 2147483648) % ${n})::int)`;
  await pool.query(`DROP INDEX content.content_items_search_vector_idx; DROP INDEX content.content_items_title_trgm_idx;
    DROP INDEX content.content_items_user_id_date_saved_idx; DROP INDEX content.content_items_user_id_normalized_url_key`);
  const others = Array.from({ length: OTHERS }, () => randomUUID());
  let bound = 0;
  const owner = searchers
    .map(({ size }, k) => `WHEN i <= ${(bound += size)} THEN ($3::uuid[])[${k + 1}]`)
    .join(' ');
  const batch = 100_000;
  for (let start = 0; start < TOTAL; start += batch) {
    const n = Math.min(batch, TOTAL - start);
    await pool.query(
      `WITH t AS (SELECT $1::int + g AS i FROM generate_series(1, $2) g),
            w AS (SELECT i, ${arr(WORDS.topic)} AS topics, ${arr(WORDS.age)} AS ages, ${arr(WORDS.kind)} AS kinds, ${arr(CATEGORIES)} AS cats FROM t)
       INSERT INTO content.content_items (user_id, title, description, category, platform, tags, personal_notes, date_saved, updated_at)
       SELECT CASE ${owner} ELSE ($4::uuid[])[1 + (i % ${OTHERS})] END,
              initcap(topics[1 + ${pick(1, 30)}]) || ' ' || kinds[1 + ${pick(2, 10)}] || ' for your ' || ages[1 + ${pick(3, 10)}],
              'Practical advice on ' || topics[1 + ${pick(4, 30)}] || ' and ' || topics[1 + ${pick(5, 30)}] || ' for parents of a ' || ages[1 + ${pick(6, 10)}] || '.',
              cats[1 + i % 7], (ARRAY['instagram','tiktok','youtube','reddit','other'])[1 + i % 5],
              ARRAY[replace(topics[1 + ${pick(1, 30)}], ' ', ''), replace(ages[1 + ${pick(3, 10)}], ' ', '')],
              'Key Points:' || chr(10) || '- Keep ' || topics[1 + ${pick(7, 30)}] || ' consistent.',
              now() - (i || ' minutes')::interval, now()
         FROM w`,
      [start, n, searchers.map((u) => u.id), others],
    );
    process.stdout.write(`  loaded ${start + n} / ${TOTAL}\r`);
  }
  process.stdout.write('\n  building indexes...\n');
  await pool.query(`CREATE INDEX content_items_search_vector_idx ON content.content_items USING GIN (user_id, search_vector);
    CREATE INDEX content_items_title_trgm_idx ON content.content_items USING GIN (user_id, title public.gin_trgm_ops);
    CREATE INDEX content_items_user_id_date_saved_idx ON content.content_items (user_id, date_saved DESC);
    CREATE UNIQUE INDEX content_items_user_id_normalized_url_key ON content.content_items (user_id, normalized_url);
    ANALYZE content.content_items;`);
}

const databaseUrl = await freshDatabase('nestkeep_bench_search');
const pool = createPool(databaseUrl, 4);
await migrate({
  pool,
  schema: 'content',
  migrationsDir: new URL('../../services/content/prisma/migrations', import.meta.url).pathname,
});
const searchers = SIZES.map((size) => ({ size, id: randomUUID() }));
console.log(
  `Loading ${TOTAL.toLocaleString()} items (${SIZES.map((n) => n.toLocaleString()).join(' and ')} for the users searching)...`,
);
const loadStart = Date.now();
await load(pool, searchers);
console.log(`  done in ${((Date.now() - loadStart) / 1000).toFixed(0)} s`);

const content = spawn(process.execPath, ['services/content/dist/main.js'], {
  env: {
    ...process.env,
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    PORT: String(PORT),
    DATABASE_URL: databaseUrl,
    REDIS_URL,
    INTERNAL_TOKEN_SECRET: secret,
    QUEUE_PREFIX: `bench-${randomBytes(3).toString('hex')}`,
  },
  stdio: ['ignore', 'ignore', 'inherit'],
});
try {
  await waitUntilUp(`http://127.0.0.1:${PORT}/healthz`);
  // Plain SQL, the anchor: one ranked full-text query over the whole library, as a first
  // implementation would do it. The service ranks within the newest items first and only then
  // looks further back; a search that matches nothing is read again for typos.
  const sqlText = `SELECT id FROM content.content_items WHERE user_id = $1::uuid
      AND search_vector @@ to_tsquery('english', $2)
      ORDER BY ts_rank(search_vector, to_tsquery('english', $2)) DESC, date_saved DESC LIMIT 100`;
  const results = searchers.map(() => ({ service: [], sql: [], counts: [], bySearch: new Map() }));
  // The sizes take turns query by query, so a slower moment of the machine falls on both alike.
  for (let i = 0; i < QUERIES + 20; i++) {
    const q = SEARCHES[i % SEARCHES.length];
    const tsq = q
      .toLowerCase()
      .split(/[^\p{L}\p{N}]+/u)
      .filter(Boolean)
      .map((w) => `${w}:*`)
      .join(' & ');
    for (const [k, { id }] of searchers.entries()) {
      const headers = {
        'x-internal-token': await signInternalToken(
          { kind: 'user', userId: id, role: 'user' },
          { secret, audience: 'content' },
        ),
      };
      const t0 = performance.now();
      const res = await fetch(`http://127.0.0.1:${PORT}/api/content?search=${encodeURIComponent(q)}`, {
        headers,
      });
      const body = await res.json();
      const t1 = performance.now();
      if (!res.ok) throw new Error(`search failed: ${res.status} ${JSON.stringify(body)}`);
      const t2 = performance.now();
      await pool.query(sqlText, [id, tsq]);
      const t3 = performance.now();
      if (i >= 20) {
        results[k].service.push(t1 - t0);
        results[k].sql.push(t3 - t2);
        results[k].counts.push(body.length);
        const times = results[k].bySearch.get(q) ?? { service: [], sql: [], count: body.length };
        times.service.push(t1 - t0);
        times.sql.push(t3 - t2);
        results[k].bySearch.set(q, times);
      }
    }
  }
  const f = (x) => `${x.toFixed(1)} ms`.padStart(8);
  console.log(
    `\nSearch, ${QUERIES} queries (${SEARCHES.length} searches in turn, two with typos) per library size, among ${TOTAL.toLocaleString()} items in all`,
  );
  console.log(`library    service p50   p95    plain SQL p50   p95    service/SQL p95   median results`);
  const verdicts = [];
  for (const [k, { size }] of searchers.entries()) {
    const { service, sql, counts } = results[k];
    const s95 = percentile(service, 95);
    const q95 = percentile(sql, 95);
    console.log(
      `${size.toLocaleString().padStart(7)}    ${f(percentile(service, 50))} ${f(s95)}    ${f(percentile(sql, 50))} ${f(q95)}    ${(s95 / q95).toFixed(2).padStart(8)}          ${percentile(counts, 50)}`,
    );
    if (size === 10_000)
      verdicts.push(`p95 < 30 ms at 10,000: ${s95 < 30 ? 'met' : 'NOT met'} (${s95.toFixed(1)} ms)`);
    if (size === 100_000)
      verdicts.push(
        `p95 <= 1.2 x plain SQL at 100,000: ${s95 <= 1.2 * q95 ? 'met' : 'NOT met'} (${(s95 / q95).toFixed(2)} x)`,
      );
  }
  for (const v of verdicts) console.log(`target     ${v}`);
  // Where the tail comes from: the searches slowest through the service, by their median.
  for (const [k, { size }] of searchers.entries()) {
    const slowest = [...results[k].bySearch]
      .map(([q, t]) => ({
        q,
        service: percentile(t.service, 50),
        sql: percentile(t.sql, 50),
        count: t.count,
      }))
      .sort((a, b) => b.service - a.service)
      .slice(0, 4)
      .map((t) => `'${t.q}' ${t.service.toFixed(1)} ms (SQL ${t.sql.toFixed(1)}, ${t.count} results)`);
    console.log(`slowest    at ${size.toLocaleString()}, median service time: ${slowest.join(', ')}`);
  }
} finally {
  content.kill('SIGTERM');
  await pool.end();
}
