import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { analysisResult, type AnalysisJob } from '@nestkeep/common';
import { fetchLinkMetadata } from '../../src/fetch/link-metadata.js';
import { analyseItem, type PipelineDeps } from '../../src/jobs/pipeline.js';
import { createLocalProvider } from '../../src/providers/local/index.js';
import { storableText } from '../../src/text/storable.js';
import { fakeResolver, sendHtml, startServer, type LocalServer } from '../fetch/local-server.js';

/**
 * analyseItem with the real link fetcher (against pages served here) and the real local provider:
 * what a saved link's analysis reports back to content.
 */

const SITE = 'blog.nestkeep.test';

const SLEEP_ARTICLE = `<!doctype html><html><head>
  <title>Wake windows for a 6 month old</title>
  <meta property="og:site_name" content="Little Sleepers">
</head><body><article>
  <h1>Wake windows for a 6 month old</h1>
  <p>Most six month old babies manage two to three hours awake between naps.</p>
  <p>Watch for sleepy cues such as rubbing eyes or staring, and start the nap routine then.</p>
  <p>Keep the last wake window of the day the longest so bedtime comes easily.</p>
</article></body></html>`;

/** NUL bytes and lone surrogates (half an emoji) in the title, the description and the text. */
const BROKEN_ARTICLE = `<!doctype html><html><head>
  <title>Bedtime \u0000routine \uD83D tips</title>
  <meta property="og:description" content="A calm\u0000 bedtime \uDE00routine helps babies settle down at night.">
</head><body><article>
  <p>Start a bedtime routine at the same time every evening, with a bath\u0000, a feed and a song.</p>
  <p>Keep the room dark and cool \uD83D, and put your baby down drowsy but awake\u0000.</p>
  <p>A consistent routine \u0007teaches your baby that sleep is coming, and \uDC00most settle faster.</p>
</article></body></html>`;

let server: LocalServer;
let deps: PipelineDeps;
const site = (path: string) => `http://${SITE}:${server.port}${path}`;
const job = (over: Partial<AnalysisJob>): AnalysisJob => ({
  itemId: 1,
  userId: 'u1',
  url: null,
  platform: 'other',
  title: null,
  description: null,
  text: null,
  imageKey: null,
  ...over,
});

beforeAll(async () => {
  server = await startServer((req, res) => {
    const path = req.url ?? '/';
    if (path === '/wake-windows') return sendHtml(res, SLEEP_ARTICLE);
    if (path === '/broken') return sendHtml(res, BROKEN_ARTICLE);
    if (path === '/app-shell')
      return sendHtml(
        res,
        '<html><head><title>Sleep Coach App</title></head><body><div id="root"></div></body></html>',
      );
    sendHtml(res, 'Not found', 404);
  });
  const opts = { resolve: fakeResolver({ [SITE]: ['127.0.0.1'] }), allow: [`${SITE}:${server.port}`] };
  deps = {
    provider: createLocalProvider(),
    fetchLink: (url, text) => fetchLinkMetadata({ url, text }, opts),
    readImageText: async () => '',
  };
});
afterAll(() => server.close());

/** Every string anywhere in a value. */
function strings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(strings);
  if (value && typeof value === 'object') return Object.values(value).flatMap(strings);
  return [];
}

describe('text Postgres cannot store', () => {
  it('strips NUL bytes, control characters and lone surrogates from everything a fetched page gives', async () => {
    const result = await analyseItem(job({ url: site('/broken') }), deps);
    expect(result.status).toBe('done');
    expect(result.pageRead).toBe(true);
    const all = strings(result);
    expect(all.length).toBeGreaterThan(5);
    for (const s of all) {
      // eslint-disable-next-line no-control-regex -- finding control characters is the point
      expect(s).not.toMatch(/[\u0000-\u0008\u000B\u000C\u000E-\u001F]/);
      expect(s).not.toMatch(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/); // no lone surrogate
    }
    expect(result.metadata?.title).toMatch(/^Bedtime \W?routine \W? ?tips$/u); // the HTML parser may mark a NUL with U+FFFD
    const analysed = [
      result.analysis!.summary,
      ...result.analysis!.keyPoints,
      ...result.analysis!.actionItems,
    ];
    expect(analysed.join(' ')).toMatch(/drowsy but awake/);
    expect(analysisResult.safeParse(result).success).toBe(true);
  });

  it('storableText keeps whole emoji, tabs and line breaks', () => {
    expect(storableText('Bath 🛁\tbook\nbed\u0000\uD83D')).toBe('Bath 🛁\tbook\nbed');
  });
});

describe('pageRead and the site name of a link', () => {
  it('reports a page read with its og:site_name, and analyses its own text', async () => {
    const result = await analyseItem(job({ url: site('/wake-windows') }), deps);
    expect(result).toMatchObject({ status: 'done', pageRead: true });
    expect(result.metadata).toMatchObject({
      title: 'Wake windows for a 6 month old',
      siteName: 'Little Sleepers',
    });
    expect(result.analysis?.category).toBe('Sleep & Routines');
    // The page's own words go back for search (content keeps them within the input retention).
    expect(result.readText).toContain('rubbing eyes or staring');
  });

  it("sends a screenshot's text back for search, and never an unread page's URL words", async () => {
    const screenshot = await analyseItem(job({ imageKey: 'u1/shot.png' }), {
      ...deps,
      readImageText: async () => 'DUMMY TIPS\nOffer the dummy at every sleep once feeding is going well.',
    });
    expect(screenshot.readText).toContain('Offer the dummy at every sleep');
    const caption = 'We swaddled until she could roll, then switched to a sleep sack for every nap.';
    const unread = await analyseItem(job({ url: site('/gone/swaddle-guide'), text: caption }), deps);
    expect(unread.status).toBe('done');
    expect(unread.readText).toBeUndefined();
  });

  it('does not analyse the words of an unreadable URL: skipped, not read, titled from the URL, with the reason', async () => {
    const url = site('/best-newborn-sleep-tips-swaddle-white-noise-bedtime-routine');
    const result = await analyseItem(
      job({ url, title: 'Best newborn sleep tips swaddle white noise bedtime routine' }),
      deps,
    );
    expect(result.status).toBe('skipped');
    expect(result.pageRead).toBe(false);
    expect(result.analysis).toBeUndefined();
    expect(result.metadata).toMatchObject({
      title: 'Best newborn sleep tips swaddle white noise bedtime routine',
      siteName: SITE,
      description: null,
    });
    expect(result.error).toMatch(/404/);
  });

  it('reports a fetched page without readable text as not read, keeping its own title', async () => {
    const result = await analyseItem(job({ url: site('/app-shell') }), deps);
    expect(result).toMatchObject({ status: 'skipped', pageRead: false });
    expect(result.metadata?.title).toBe('Sleep Coach App');
    expect(result.analysis).toBeUndefined();
  });

  it('analyses only the caption sent with a link whose page could not be read', async () => {
    const caption =
      'Our 4 month old fought every nap until we started a short wind-down: sleep sack, white noise, one song. Now she naps in ten minutes.';
    const result = await analyseItem(
      job({ url: site('/gone/feeding-solids-first-foods-purees'), text: caption }),
      deps,
    );
    expect(result).toMatchObject({ status: 'done', pageRead: false });
    expect(result.analysis?.category).toBe('Sleep & Routines'); // the caption's topic, not the URL's
    expect(result.analysis?.hashtags.join(' ')).not.toMatch(/puree|solid/i);
  });

  it('caps a title made from a very long URL', async () => {
    const slug = Array.from({ length: 120 }, (_, i) => `word${i}`).join('-');
    const result = await analyseItem(job({ url: site(`/${slug}`) }), deps);
    expect(result.metadata!.title!.length).toBeLessThanOrEqual(300);
  });
});
