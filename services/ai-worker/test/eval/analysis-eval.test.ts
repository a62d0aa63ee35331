import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  contentListQuery,
  createPool,
  migrate,
  type AnalysisJob,
  type AnalysisResult,
  type Pool,
} from '@nestkeep/common';
import { createTestDatabase } from '../../../../tests/support/db.js';
import { CONTENT_SCHEMA, createPrisma, type Db } from '../../../content/src/db/client.js';
import { searchItemIds } from '../../../content/src/db/items.js';
import { MIGRATIONS_DIR } from '../../../content/src/db/migrations.js';
import { applyAnalysis } from '../../../content/src/domain/analysis.js';
import { fetchLinkMetadata } from '../../src/fetch/link-metadata.js';
import { analyseItem, type PipelineDeps } from '../../src/jobs/pipeline.js';
import { createOcr, type Ocr } from '../../src/ocr/index.js';
import { createLocalProvider } from '../../src/providers/local/index.js';
import { tokenize } from '../../src/providers/local/sentences.js';
import { fakeResolver, sendHtml, startServer, type LocalServer } from '../fetch/local-server.js';

/**
 * Issue 20 point 5, measured on the blind analysis set (sets/analysis.*.json: 60 screenshots,
 * pages, captions and manual tips with what a parent would expect, written by someone who never
 * saw the rules). Tune on analysis.tune.json; analysis.held.json is only ever summed up here.
 *
 * Each entry goes the way a save goes: a screenshot is drawn as a PNG and read by the real OCR, a
 * page is served as HTML and read by the real fetcher, and the real pipeline runs the local
 * provider. The result is written back into a real content database by content's own
 * applyAnalysis, and each search term is searched there with content's own search.
 *
 * The measures (helpers below say exactly how):
 * - key points: share of texts of two sentences or more that get any;
 * - list recall: share of the expected key points of texts with a list that some key point covers;
 * - list title: share of listed screenshots and pages whose title keeps the list heading;
 * - action items: share that start with a verb and name a thing (not a bare 'it'), and share that
 *   copy a whole sentence of the text of more than 12 words;
 * - junk hashtags: share of hashtags that are the entry's badHashtags or on a fixed junk list;
 * - category and phase accuracy; search: share of searchTerms that find the save.
 */

const SETS = fileURLToPath(new URL('./sets/', import.meta.url));
const HOST = 'pages.eval.test';

interface Entry {
  kind: 'screenshot' | 'page' | 'caption' | 'manual';
  sourceTitle: string | null;
  text: string;
  expected: {
    title: string;
    keyPoints: string[];
    actionItems: string[];
    hashtags: string[];
    badHashtags: string[];
    category: string;
    phase: string;
    searchTerms: string[];
  };
}

/** Junk whatever the entry: words of posts and praise, and gendered identity tags. */
const JUNK_TAGS = new Set(
  'coach better warm basic talk tips tip momlife mumlife boymom girlmom boymum girlmum dadlife momsofinstagram mumsofinstagram instamom relatable fyp viral explore love best great good new save share follow'.split(
    ' ',
  ),
);
const STOP = new Set(
  'the a an and or but of to in on at for with your you my our is are be it this that as by from into up out if when then so not no do does than too very can will just all any each every one about their them they its'.split(
    ' ',
  ),
);

const words = (text: string) =>
  text
    .toLowerCase()
    .replace(/[’']/g, '')
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => w.length >= 3 && !STOP.has(w))
    .map((w) => w.replace(/(?:ies)$/, 'y').replace(/(?:es|s)$/, ''));

/** Share of `expected`'s words found in `produced`. */
function coverage(expected: string, produced: string): number {
  const e = [...new Set(words(expected))];
  if (!e.length) return 0;
  const p = new Set(words(produced));
  return e.filter((w) => p.has(w)).length / e.length;
}

const LIST_LINE = /^\s*(?:\d{1,2}[.)]|[-*•✓✔☑➡→▶►]|\p{Extended_Pictographic})/u;
/** A text with a list: two lines or more that start with a number, a bullet or an emoji. */
const hasList = (text: string) => text.split('\n').filter((l) => LIST_LINE.test(l)).length >= 2;
const sentenceCount = (text: string) =>
  text.split(/(?<=[.!?])\s+|\n+/).filter((s) => s.trim().split(/\s+/).length >= 3).length;
const squash = (s: string) =>
  s
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();

/** An order that names what it is about: starts with a verb, has a noun, no bare 'it'/'this' object. */
function imperativeWithSubject(item: string): boolean {
  const tokens = tokenize(`you ${item[0]!.toLowerCase()}${item.slice(1)}`).filter((t) => t.type === 'word');
  const first = tokens[1];
  const startsWithVerb =
    !!first && (first.pos === 'VERB' || /^(?:don'?t|do|never|always|try|avoid|keep)$/.test(first.normal));
  const noun = tokens.slice(2).some((t) => t.pos === 'NOUN' || t.pos === 'PROPN');
  const bare =
    /^\S+\s+(?:it|this|that|them)\b/i.test(item) ||
    /^(?:stop|start|keep|continue|begin)\s+(?:as soon as|when|once|if|until|before|after)\b/i.test(item);
  return startsWithVerb && noun && !bare;
}

function escapeXml(s: string): string {
  return s.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** The text as a phone screenshot: 1080 px wide, DejaVu Sans, lines wrapped as a screen does. */
async function screenshot(text: string): Promise<Buffer> {
  const size = 40;
  const lines: string[] = [];
  for (const paragraph of text.split('\n')) {
    let line = '';
    for (const word of paragraph.split(/\s+/).filter(Boolean)) {
      if (line && `${line} ${word}`.length > 34) {
        lines.push(line);
        line = word;
      } else line = line ? `${line} ${word}` : word;
    }
    lines.push(line);
  }
  const height = Math.max(1080, lines.length * size * 1.5 + 200);
  const rows = lines.map(
    (l, i) =>
      `<text x="86" y="${120 + i * size * 1.5}" font-family="DejaVu Sans" font-size="${size}" fill="#222">${escapeXml(l)}</text>`,
  );
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1080" height="${height}"><rect width="100%" height="100%" fill="#fdf8f2"/>${rows.join('')}</svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

/** The text as a web page: short lines without a full stop are headings, list lines list items. */
function page(title: string | null, text: string): string {
  const body = text
    .split('\n')
    .filter((l) => l.trim())
    .map((l) => {
      if (LIST_LINE.test(l)) return `<li>${escapeXml(l.replace(LIST_LINE, '').trim())}</li>`;
      if (l.split(/\s+/).length <= 10 && !/[.!?]$/.test(l.trim())) return `<h2>${escapeXml(l)}</h2>`;
      return `<p>${escapeXml(l)}</p>`;
    })
    .join('\n');
  return `<!doctype html><html><head><title>${escapeXml(title ?? '')}</title></head><body><article>${body}</article></body></html>`;
}

interface Outcome {
  entry: Entry;
  result: AnalysisResult;
  title: string;
  found: boolean[];
}

interface Figures {
  keyPointShare: number;
  listRecall: number;
  listTitle: number;
  actionsWithSubject: number;
  actionsCopied: number;
  junkHashtags: number;
  category: number;
  phase: number;
  search: number;
}

const share = (hits: number, total: number) => (total ? hits / total : 1);
const pct = (x: number) => `${(100 * x).toFixed(0)}%`;

function figures(outcomes: Outcome[]): { figures: Figures; lines: string[] } {
  const multi = outcomes.filter((o) => sentenceCount(o.entry.text) >= 2);
  const listed = outcomes.filter((o) => hasList(o.entry.text));
  const expectedPoints = listed.flatMap((o) =>
    o.entry.expected.keyPoints.map((e) =>
      (o.result.analysis?.keyPoints ?? []).some((p) => coverage(e, p) >= 0.5),
    ),
  );
  const titled = listed.filter((o) => o.entry.kind === 'screenshot' || o.entry.kind === 'page');
  const titleKept = titled.filter(
    (o) => coverage(o.entry.expected.title, o.title) >= 0.8 && o.title !== o.title.toUpperCase(),
  );
  const actions = outcomes.flatMap((o) => (o.result.analysis?.actionItems ?? []).map((a) => ({ a, o })));
  const sentences = (text: string) =>
    new Set(
      text
        .split(/(?<=[.!?])\s+|\n+/)
        .filter((s) => s.trim().split(/\s+/).length > 12)
        .map(squash),
    );
  const copied = actions.filter(({ a, o }) => sentences(o.entry.text).has(squash(a)));
  const tags = outcomes.flatMap((o) =>
    (o.result.analysis?.hashtags ?? []).map((h) => ({ h: h.replace(/^#/, '').toLowerCase(), o })),
  );
  const junk = tags.filter(
    ({ h, o }) => JUNK_TAGS.has(h) || o.entry.expected.badHashtags.map((b) => b.toLowerCase()).includes(h),
  );
  const wantedTags = outcomes.flatMap((o) =>
    o.entry.expected.hashtags.map((e) =>
      (o.result.analysis?.hashtags ?? []).some((h) => h.replace(/^#/, '').toLowerCase() === e.toLowerCase()),
    ),
  );
  const expectedActions = outcomes.flatMap((o) =>
    o.entry.expected.actionItems.map((e) =>
      (o.result.analysis?.actionItems ?? []).some((a) => coverage(e, a) >= 0.5),
    ),
  );
  const allPoints = outcomes.flatMap((o) =>
    o.entry.expected.keyPoints.map((e) =>
      (o.result.analysis?.keyPoints ?? []).some((p) => coverage(e, p) >= 0.5),
    ),
  );
  const found = outcomes.flatMap((o) => o.found);
  const f: Figures = {
    keyPointShare: share(
      multi.filter((o) => (o.result.analysis?.keyPoints.length ?? 0) > 0).length,
      multi.length,
    ),
    listRecall: share(expectedPoints.filter(Boolean).length, expectedPoints.length),
    listTitle: share(titleKept.length, titled.length),
    actionsWithSubject: share(actions.filter(({ a }) => imperativeWithSubject(a)).length, actions.length),
    actionsCopied: share(copied.length, actions.length),
    junkHashtags: share(junk.length, tags.length),
    category: share(
      outcomes.filter((o) => o.result.analysis?.category === o.entry.expected.category).length,
      outcomes.length,
    ),
    phase: share(
      outcomes.filter((o) => o.result.analysis?.parentingPhase === o.entry.expected.phase).length,
      outcomes.length,
    ),
    search: share(found.filter(Boolean).length, found.length),
  };
  const lines = [
    `key points on 2+ sentence texts ${pct(f.keyPointShare)} (${multi.length} texts)`,
    `list recall ${pct(f.listRecall)} (${expectedPoints.length} expected points in ${listed.length} listed texts); all key points recall ${pct(share(allPoints.filter(Boolean).length, allPoints.length))}`,
    `title keeps the list heading ${pct(f.listTitle)} (${titled.length})`,
    `action items: ${actions.length}, imperative with a subject ${pct(f.actionsWithSubject)}, copy a whole 12+ word sentence ${pct(f.actionsCopied)}, expected actions recalled ${pct(share(expectedActions.filter(Boolean).length, expectedActions.length))}`,
    `hashtags: ${tags.length}, junk ${pct(f.junkHashtags)} (${junk.length}), expected tags produced ${pct(share(wantedTags.filter(Boolean).length, wantedTags.length))}`,
    `category ${pct(f.category)}, phase ${pct(f.phase)}`,
    `search terms found ${pct(f.search)} (${found.length})`,
  ];
  return { figures: f, lines };
}

let ocr: Ocr;
let server: LocalServer;
let deps: PipelineDeps;
let database: Awaited<ReturnType<typeof createTestDatabase>>;
let pool: Pool;
let db: Db;
const pages = new Map<string, string>();
const images = new Map<string, Buffer>();

beforeAll(async () => {
  database = await createTestDatabase();
  pool = createPool(database.url, 4);
  await migrate({ pool, schema: CONTENT_SCHEMA, migrationsDir: MIGRATIONS_DIR });
  db = createPrisma(pool);
  ocr = createOcr();
  server = await startServer((req, res) => {
    const html = pages.get(req.url ?? '');
    if (html) sendHtml(res, html);
    else sendHtml(res, 'Not found', 404);
  });
  const opts = { resolve: fakeResolver({ [HOST]: ['127.0.0.1'] }), allow: [`${HOST}:${server.port}`] };
  deps = {
    provider: createLocalProvider(),
    fetchLink: (url, text) => fetchLinkMetadata({ url, text }, opts),
    readImageText: async (key) => (await ocr.recognize(images.get(key)!)).text,
  };
}, 120_000);
afterAll(async () => {
  await ocr?.close();
  await server?.close();
  await db?.$disconnect();
  await pool?.end();
  await database?.drop();
});

/** One entry saved, analysed, written back and searched, as the product does it. */
async function run(entry: Entry, n: number): Promise<Outcome> {
  const userId = randomUUID();
  const job: AnalysisJob = {
    itemId: 0,
    userId,
    url: null,
    platform: 'manual',
    title: null,
    description: null,
    text: null,
    imageKey: null,
  };
  if (entry.kind === 'screenshot') {
    job.imageKey = `${userId}/${n}.png`;
    images.set(job.imageKey, await screenshot(entry.text));
  } else if (entry.kind === 'page') {
    const path = `/page/${n}`;
    pages.set(path, page(entry.sourceTitle, entry.text));
    job.url = `http://${HOST}:${server.port}${path}`;
    job.platform = 'other';
  } else {
    job.text = entry.text;
    job.title = entry.sourceTitle;
    job.platform = entry.kind === 'caption' ? 'instagram' : 'manual';
  }
  const item = await db.contentItem.create({
    data: {
      userId,
      title: job.title ?? (job.url ? HOST : 'Screenshot'),
      category: 'Parenting Tips',
      platform: job.platform,
      originalUrl: job.url,
      normalizedUrl: job.url,
      linkStatus: job.url ? 'pending' : null,
      sourceText: job.text,
      imageKey: job.imageKey,
    },
  });
  const result = await analyseItem({ ...job, itemId: item.id }, deps);
  const written = await db.contentItem.update({
    where: { id: item.id },
    data: applyAnalysis(item, result, new Date()),
  });
  const found: boolean[] = [];
  for (const term of entry.expected.searchTerms) {
    const ids = await searchItemIds(db, userId, contentListQuery.parse({ search: term }));
    found.push(ids.includes(item.id));
  }
  return { entry, result, title: written.title, found };
}

describe('local analysis on the blind set (issue 20 point 5)', () => {
  const results: Record<string, Figures> = {};

  for (const half of ['tune', 'held'] as const) {
    it(`measures the ${half} half`, async () => {
      const entries = JSON.parse(await readFile(`${SETS}analysis.${half}.json`, 'utf8')) as Entry[];
      const outcomes: Outcome[] = [];
      for (const [i, entry] of entries.entries())
        outcomes.push(await run(entry, outcomes.length + i * 1000 + (half === 'held' ? 500 : 0)));
      const { figures: f, lines } = figures(outcomes);
      results[half] = f;
      console.log(`analysis eval, ${half} half (${entries.length} entries):\n  ${lines.join('\n  ')}`);
      if (process.env.EVAL_DETAIL && half === 'tune') {
        for (const o of outcomes)
          console.log(
            JSON.stringify(
              {
                kind: o.entry.kind,
                title: o.title,
                expected: o.entry.expected,
                got: o.result.analysis,
                found: o.found,
              },
              null,
              1,
            ),
          );
      }
    }, 600_000);
  }

  // Floors just under the held half's figures of round 2 (tune / held: list recall 72 / 54 %, actions
  // with a subject 97 / 93 %, copied 3 / 6 %, junk tags 1 / 3 %, category 84 / 93 %, phase 87 / 76 %).
  it('reaches its floors on both halves', () => {
    for (const half of ['tune', 'held'] as const) {
      const f = results[half];
      expect(f, `${half} half measured`).toBeDefined();
      expect(f!.keyPointShare, `${half}: key points`).toBeGreaterThanOrEqual(0.95);
      expect(f!.listRecall, `${half}: list recall`).toBeGreaterThanOrEqual(0.5);
      expect(f!.listTitle, `${half}: list title`).toBeGreaterThanOrEqual(0.85);
      expect(f!.actionsWithSubject, `${half}: actions with a subject`).toBeGreaterThanOrEqual(0.9);
      expect(f!.actionsCopied, `${half}: copied actions`).toBeLessThanOrEqual(0.1);
      expect(f!.junkHashtags, `${half}: junk hashtags`).toBeLessThanOrEqual(0.05);
      expect(f!.category, `${half}: category`).toBeGreaterThanOrEqual(0.8);
      expect(f!.phase, `${half}: phase`).toBeGreaterThanOrEqual(0.72);
      expect(f!.search, `${half}: search`).toBeGreaterThanOrEqual(0.75);
    }
  });
});
