import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fetchLinkMetadata, type LinkMetadataOptions } from '../../src/fetch/link-metadata.js';
import { fakeResolver, redirect, sendHtml, startServer, type LocalServer } from './local-server.js';

/**
 * One local server plays every site: it answers by the Host header, and a fake resolver points the
 * sites' names at 127.0.0.1, allowlisted on the server's port only. So the real Reddit, Instagram,
 * TikTok and YouTube rules run against fixtures written here.
 */

const SITES = [
  'blog.nestkeep.test',
  'www.reddit.com',
  'www.instagram.com',
  'vm.tiktok.com',
  'www.tiktok.com',
  'www.youtube.com',
];

const ARTICLE = `<!doctype html><html><head>
  <title>Ignored because og:title wins</title>
  <meta property="og:title" content="10 Tips for Better Baby Sleep">
  <meta property="og:description" content="A calm bedtime routine helps babies settle.">
  <meta property="og:image" content="/images/sleep.jpg">
  <meta property="og:site_name" content="Nest Blog">
  <script>window.analytics = { track() {} };</script>
</head><body>
  <nav><a href="/">Home</a><a href="/about">About us</a></nav>
  <article>
    <h1>10 Tips for Better Baby Sleep</h1>
    <p>Start a bedtime routine at the same time every evening, with a bath, a feed and a song.</p>
    <p>Keep the room dark and cool, and put your baby down drowsy but awake.</p>
  </article>
  <footer>Copyright Nest Blog. Subscribe to our newsletter.</footer>
</body></html>`;

const REDDIT_POST = [
  {
    kind: 'Listing',
    data: {
      children: [
        {
          kind: 't3',
          data: {
            title: 'My toddler refuses to nap - what worked for you?',
            selftext: 'She is 2 and fights every nap.\n\nWe tried a quiet room and a later nap time.',
            url: 'https://www.reddit.com/r/Parenting/comments/abc123/my_toddler_wont_nap/',
            subreddit_name_prefixed: 'r/Parenting',
            thumbnail: 'self',
            preview: { images: [{ source: { url: 'https://preview.redd.it/nap.jpg?width=640&amp;s=abc' } }] },
          },
        },
      ],
    },
  },
  { kind: 'Listing', data: { children: [] } },
];

const LOGIN_WALL = `<html><head><title>Instagram</title>
  <meta property="og:title" content="Instagram">
  <meta property="og:image" content="https://cdn.nestkeep.test/reel-cover.jpg">
</head><body><div id="root">Log in to see photos and videos from friends.</div></body></html>`;

const YOUTUBE = `<html><head>
  <meta property="og:title" content="How to Swaddle a Newborn">
  <meta property="og:description" content="A midwife shows a safe swaddle in five steps.">
  <meta property="og:image" content="https://i.ytimg.test/vi/abc/hqdefault.jpg">
</head><body><div>Sign in Subscribe Share Save 1,234,567 views Up next Autoplay</div></body></html>`;

let server: LocalServer;
const hits: string[] = [];
let opts: LinkMetadataOptions;
let site: (host: string) => string;

beforeAll(async () => {
  server = await startServer((req, res) => {
    const host = (req.headers.host ?? '').replace(/:\d+$/, '');
    const path = req.url ?? '/';
    hits.push(`${host}${path}`);
    if (host === 'blog.nestkeep.test') {
      if (path === '/plain.txt') {
        res.writeHead(200, { 'content-type': 'text/plain' });
        return res.end('Plain tips: offer water with meals.');
      }
      if (path === '/long')
        return sendHtml(res, `<article>${'<p>Read to your baby every day. </p>'.repeat(3000)}</article>`);
      return sendHtml(res, ARTICLE);
    }
    if (host === 'www.reddit.com') {
      if (path === '/r/Parenting/s/ShAreId')
        return redirect(
          res,
          `${site('www.reddit.com')}/r/Parenting/comments/abc123/my_toddler_wont_nap/?share_id=x`,
          301,
        );
      if (path === '/r/Parenting/comments/abc123/my_toddler_wont_nap.json') {
        res.writeHead(200, { 'content-type': 'application/json; charset=UTF-8' });
        return res.end(JSON.stringify(REDDIT_POST));
      }
      if (path.endsWith('.json')) return sendHtml(res, 'Too many requests', 429);
      return sendHtml(res, '<title>reddit</title><body>Please enable JavaScript</body>');
    }
    if (host === 'www.instagram.com') return sendHtml(res, LOGIN_WALL);
    if (host === 'vm.tiktok.com') {
      return redirect(res, `${site('www.tiktok.com')}/@sleepcoach/video/7312345678?_t=8kXyz&_r=1`, 301);
    }
    if (host === 'www.tiktok.com') {
      if (path.startsWith('/@blocked/')) return sendHtml(res, 'Access denied', 403);
      return sendHtml(
        res,
        '<html><head><title>TikTok - Make Your Day</title></head><body><div id="app"></div></body></html>',
      );
    }
    if (host === 'www.youtube.com') return sendHtml(res, YOUTUBE);
    sendHtml(res, 'unknown site', 404);
  });
  site = (host) => `http://${host}:${server.port}`;
  opts = {
    resolve: fakeResolver(Object.fromEntries(SITES.map((name) => [name, ['127.0.0.1']]))),
    allow: SITES.map((name) => `${name}:${server.port}`),
  };
});
afterAll(() => server.close());

describe('fetchLinkMetadata on an ordinary page', () => {
  it('reads og title, description, image and site name, and the article text without page furniture', async () => {
    const meta = await fetchLinkMetadata({ url: `${site('blog.nestkeep.test')}/sleep-tips` }, opts);
    expect(meta).toEqual({
      title: '10 Tips for Better Baby Sleep',
      description: 'A calm bedtime routine helps babies settle.',
      image: `${site('blog.nestkeep.test')}/images/sleep.jpg`,
      siteName: 'Nest Blog',
      text:
        '10 Tips for Better Baby Sleep\n\n' +
        'Start a bedtime routine at the same time every evening, with a bath, a feed and a song.\n\n' +
        'Keep the room dark and cool, and put your baby down drowsy but awake.',
      finalUrl: `${site('blog.nestkeep.test')}/sleep-tips`,
      fetched: true,
      read: true,
    });
  });

  it('caps the text at maxTextChars', async () => {
    const meta = await fetchLinkMetadata(
      { url: `${site('blog.nestkeep.test')}/long` },
      { ...opts, maxTextChars: 20_000 },
    );
    expect(meta.text.length).toBeLessThanOrEqual(20_000);
    expect(meta.text.length).toBeGreaterThan(15_000);
  });

  it('uses a plain-text page as the text and titles it from the URL', async () => {
    const meta = await fetchLinkMetadata({ url: `${site('blog.nestkeep.test')}/plain.txt` }, opts);
    expect([meta.title, meta.text, meta.fetched]).toEqual([
      'Plain',
      'Plain tips: offer water with meals.',
      true,
    ]);
  });
});

describe('fetchLinkMetadata site rules', () => {
  it('reads a Reddit post from its JSON, not its page', async () => {
    const url = `${site('www.reddit.com')}/r/Parenting/comments/abc123/my_toddler_wont_nap/?utm_source=share`;
    const before = hits.length;
    const meta = await fetchLinkMetadata({ url }, opts);
    expect(hits.slice(before)).toEqual([
      'www.reddit.com/r/Parenting/comments/abc123/my_toddler_wont_nap.json',
    ]);
    expect(meta).toMatchObject({
      title: 'My toddler refuses to nap - what worked for you?',
      text: 'She is 2 and fights every nap.\n\nWe tried a quiet room and a later nap time.',
      image: 'https://preview.redd.it/nap.jpg?width=640&s=abc',
      siteName: 'Reddit r/Parenting',
      finalUrl: `${site('www.reddit.com')}/r/Parenting/comments/abc123/my_toddler_wont_nap/`,
      fetched: true,
    });
  });

  it('follows a Reddit share link to the post and then reads its JSON', async () => {
    const meta = await fetchLinkMetadata({ url: `${site('www.reddit.com')}/r/Parenting/s/ShAreId` }, opts);
    expect(meta.title).toBe('My toddler refuses to nap - what worked for you?');
    expect(meta.fetched).toBe(true);
  });

  it('keeps a Reddit post whose JSON is refused, titled from its slug', async () => {
    const url = `${site('www.reddit.com')}/r/Parenting/comments/zzz999/how_we_stopped_night_feeds/`;
    const meta = await fetchLinkMetadata({ url, text: 'shared from the app' }, opts);
    expect(meta).toMatchObject({
      title: 'How we stopped night feeds',
      text: 'shared from the app',
      finalUrl: url,
      fetched: false,
    });
    expect(meta.failure).toMatch(/^http-status: .*429/);
  });

  it('uses the Instagram caption as the text and its first sentence as the title', async () => {
    const caption =
      'Three ways to calm a crying baby. Try the 5 S’s: swaddle, side, shush, swing, suck. #newborn #calm';
    const meta = await fetchLinkMetadata(
      { url: `${site('www.instagram.com')}/reel/Cx12AbC/`, text: caption },
      opts,
    );
    expect(meta).toMatchObject({
      title: 'Three ways to calm a crying baby.',
      text: caption,
      image: 'https://cdn.nestkeep.test/reel-cover.jpg',
      siteName: 'Instagram',
      fetched: true,
    });
  });

  it('follows a TikTok short link to the canonical video URL and uses the caption', async () => {
    const caption = 'Why your toddler wakes at 5am and what to change tonight #sleeptok';
    const meta = await fetchLinkMetadata({ url: `${site('vm.tiktok.com')}/ZMabc123/`, text: caption }, opts);
    expect(meta).toMatchObject({
      title: 'Why your toddler wakes at 5am and what to change tonight',
      text: caption,
      finalUrl: `${site('www.tiktok.com')}/@sleepcoach/video/7312345678`,
      siteName: 'TikTok',
      fetched: true,
    });
  });

  it('keeps the caption of a TikTok whose page is refused', async () => {
    const url = `${site('www.tiktok.com')}/@blocked/video/1?_r=1`;
    const meta = await fetchLinkMetadata(
      { url, text: 'Teething remedies that helped us. 1. Cold washcloth' },
      opts,
    );
    expect(meta).toMatchObject({
      title: 'Teething remedies that helped us.',
      text: 'Teething remedies that helped us. 1. Cold washcloth',
      finalUrl: `${site('www.tiktok.com')}/@blocked/video/1`,
      fetched: false,
    });
  });

  it('takes a YouTube video’s og title and description, not the player page text', async () => {
    const meta = await fetchLinkMetadata({ url: `${site('www.youtube.com')}/watch?v=abc` }, opts);
    expect(meta).toMatchObject({
      title: 'How to Swaddle a Newborn',
      description: 'A midwife shows a safe swaddle in five steps.',
      text: 'A midwife shows a safe swaddle in five steps.',
      siteName: 'YouTube',
      fetched: true,
    });
  });
});

describe('fetchLinkMetadata when the page cannot be fetched', () => {
  it('titles the item from the URL and keeps the text that was sent', async () => {
    const meta = await fetchLinkMetadata(
      {
        url: 'https://offline.nestkeep.test/blog/10-tips-for-better-baby-sleep.html',
        text: 'Dim the lights early.',
      },
      opts,
    );
    expect(meta).toEqual({
      title: '10 tips for better baby sleep',
      description: null,
      image: null,
      siteName: 'offline.nestkeep.test',
      text: 'Dim the lights early.',
      finalUrl: 'https://offline.nestkeep.test/blog/10-tips-for-better-baby-sleep.html',
      fetched: false,
      read: false,
      failure: 'dns: Could not resolve offline.nestkeep.test',
    });
  });

  it('titles an id-only URL by its host', async () => {
    const meta = await fetchLinkMetadata({ url: 'https://offline.nestkeep.test/p/8f3k2' }, opts);
    expect([meta.title, meta.text, meta.fetched]).toEqual(['offline.nestkeep.test', '', false]);
  });

  it('keeps the Instagram caption when Instagram cannot be reached', async () => {
    const meta = await fetchLinkMetadata(
      { url: 'https://www.instagram.com/p/Cx12AbC/', text: 'Baby-led weaning: first foods to try!' },
      { resolve: fakeResolver({}) },
    );
    expect(meta).toMatchObject({
      title: 'Baby-led weaning: first foods to try!',
      text: 'Baby-led weaning: first foods to try!',
      siteName: 'Instagram',
      fetched: false,
    });
  });

  it('reports a refused address as the failure without fetching it', async () => {
    const before = server.connections;
    const meta = await fetchLinkMetadata(
      { url: `http://127.0.0.1:${server.port}/secret` },
      { allowPorts: [server.port] },
    );
    expect(meta.fetched).toBe(false);
    expect(meta.failure).toMatch(/^private-address: /);
    expect(meta.title).toBe('Secret');
    expect(server.connections).toBe(before);
  });

  it.each(['not a url', '', 'javascript:alert(1)'])('does not throw for the link "%s"', async (url) => {
    const meta = await fetchLinkMetadata({ url, text: null }, opts);
    expect(meta.fetched).toBe(false);
    expect(meta.title).toBeTruthy();
  });
});
