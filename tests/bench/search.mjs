// Benchmark: search in a large library. 100,000 items for one user among 1,000,000 in all, then the
// same searches through the content service (HTTP, with its internal token) and as plain SQL.
// Prints p50/p95 for both; the target is service p95 under 30 ms.
// Usage: npm run bench:search [-- --total 1000000 --mine 100000 --queries 300]
import { randomBytes, randomUUID } from 'node:crypto';
import { spawn } from 'node:child_process';
import { parseArgs } from 'node:util';
import { createPool, migrate, signInternalToken } from '@nestkeep/common';
import { freshDatabase, percentile, REDIS_URL } from './support.mjs';

const { values: args } = parseArgs({
  options: {
    total: { type: 'string', default: '1000000' },
    mine: { type: 'string', default: '100000' },
    queries: { type: 'string', default: '300' },
  },
});
const TOTAL = Number(args.total);
const MINE = Number(args.mine);
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

/** Rows made in SQL from word lists, in batches; indexes are built after the load, as a restore would. */
async function load(pool, me) {
  const arr = (xs) => `ARRAY[${xs.map((x) => `'${x.replace(/'/g, "''")}'`).join(',')}]`;
  await pool.query(`DROP INDEX content.content_items_search_vector_idx; DROP INDEX content.content_items_title_trgm_idx;
    DROP INDEX content.content_items_user_id_date_saved_idx; DROP INDEX content.content_items_user_id_normalized_url_key`);
  const others = Array.from({ length: 999 }, () => randomUUID());
  const batch = 100_000;
  for (let start = 0; start < TOTAL; start += batch) {
    const n = Math.min(batch, TOTAL - start);
    await pool.query(
      `WITH t AS (SELECT $1::int + g AS i FROM generate_series(1, $2) g),
            w AS (SELECT i, ${arr(WORDS.topic)} AS topics, ${arr(WORDS.age)} AS ages, ${arr(WORDS.kind)} AS kinds, ${arr(CATEGORIES)} AS cats FROM t)
       INSERT INTO content.content_items (user_id, title, description, category, platform, tags, personal_notes, date_saved, updated_at)
       SELECT CASE WHEN i <= $3 THEN $4::uuid ELSE ($5::uuid[])[1 + (i % 999)] END,
              initcap(topics[1 + (i * 7) % 30]) || ' ' || kinds[1 + (i * 3) % 10] || ' for your ' || ages[1 + (i * 11) % 10],
              'Practical advice on ' || topics[1 + (i * 13) % 30] || ' and ' || topics[1 + (i * 17) % 30] || ' for parents of a ' || ages[1 + (i * 5) % 10] || '.',
              cats[1 + i % 7], (ARRAY['instagram','tiktok','youtube','reddit','other'])[1 + i % 5],
              ARRAY[replace(topics[1 + (i * 7) % 30], ' ', ''), replace(ages[1 + (i * 11) % 10], ' ', '')],
              'Key Points:' || chr(10) || '- Keep ' || topics[1 + (i * 19) % 30] || ' consistent.',
              now() - (i || ' minutes')::interval, now()
         FROM w`,
      [start, n, MINE, me, others],
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
const me = randomUUID();
console.log(`Loading ${TOTAL.toLocaleString()} items (${MINE.toLocaleString()} for the user searching)...`);
const loadStart = Date.now();
await load(pool, me);
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
  for (let i = 0; i < 100; i++) {
    if (
      await fetch(`http://127.0.0.1:${PORT}/healthz`).then(
        (r) => r.ok,
        () => false,
      )
    )
      break;
    await new Promise((r) => setTimeout(r, 100));
  }
  const token = () =>
    signInternalToken({ kind: 'user', userId: me, role: 'user' }, { secret, audience: 'content' });
  const service = [];
  const sql = [];
  const counts = [];
  // Plain SQL: one ranked full-text query over the whole library, as a first implementation would
  // do it. The service ranks within the newest items first and only then looks further back.
  const sqlText = `SELECT id FROM content.content_items WHERE user_id = $1::uuid
      AND search_vector @@ to_tsquery('english', $2)
      ORDER BY ts_rank(search_vector, to_tsquery('english', $2)) DESC, date_saved DESC LIMIT 100`;
  for (let i = 0; i < QUERIES + 20; i++) {
    const q = SEARCHES[i % SEARCHES.length];
    const headers = { 'x-internal-token': await token() };
    const t0 = performance.now();
    const res = await fetch(`http://127.0.0.1:${PORT}/api/content?search=${encodeURIComponent(q)}`, {
      headers,
    });
    const body = await res.json();
    const t1 = performance.now();
    const tsq = q
      .toLowerCase()
      .split(/[^\p{L}\p{N}]+/u)
      .filter(Boolean)
      .map((w) => `${w}:*`)
      .join(' & ');
    const t2 = performance.now();
    await pool.query(sqlText, [me, tsq]);
    const t3 = performance.now();
    if (i >= 20) {
      service.push(t1 - t0);
      sql.push(t3 - t2);
      counts.push(body.length);
    }
  }
  service.sort((a, b) => a - b);
  sql.sort((a, b) => a - b);
  const f = (x) => `${x.toFixed(1)} ms`;
  console.log(
    `\nSearch, ${QUERIES} queries over ${MINE.toLocaleString()} items of one user among ${TOTAL.toLocaleString()}`,
  );
  console.log(
    `service    p50 ${f(percentile(service, 50))}   p95 ${f(percentile(service, 95))}   (HTTP, ranked, up to 100 items returned; median ${percentile(
      [...counts].sort((a, b) => a - b),
      50,
    )} results)`,
  );
  console.log(
    `plain SQL  p50 ${f(percentile(sql, 50))}   p95 ${f(percentile(sql, 95))}   (one ranked query over the whole library)`,
  );
  console.log(`target     service p95 < 30 ms: ${percentile(service, 95) < 30 ? 'met' : 'NOT met'}`);
} finally {
  content.kill('SIGTERM');
  await pool.end();
}
