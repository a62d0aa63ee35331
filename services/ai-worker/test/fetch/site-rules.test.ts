import { describe, expect, it } from 'vitest';
import {
  canonicalUrl,
  isTikTokShortLink,
  parseRedditPost,
  redditJsonUrl,
  redditPostUrl,
} from '../../src/fetch/site-rules.js';

describe('redditJsonUrl', () => {
  it.each([
    [
      'https://www.reddit.com/r/Parenting/comments/abc123/my_toddler_wont_nap/?utm_source=share#c',
      'https://www.reddit.com/r/Parenting/comments/abc123/my_toddler_wont_nap.json',
    ],
    [
      'https://old.reddit.com/r/beyondthebump/comments/x1y2z3',
      'https://old.reddit.com/r/beyondthebump/comments/x1y2z3.json',
    ],
    ['https://www.reddit.com/r/Parenting/', null],
    ['https://www.reddit.com/r/Parenting/s/ShAreId', null],
    ['https://example.com/comments/abc123/', null],
  ])('maps %s to %s', (url, json) => {
    expect(redditJsonUrl(url)).toBe(json);
  });

  it('maps the JSON address back to the post page', () => {
    expect(redditPostUrl('https://www.reddit.com/r/P/comments/a1/slug.json')).toBe(
      'https://www.reddit.com/r/P/comments/a1/slug/',
    );
  });
});

describe('parseRedditPost', () => {
  it('gives null for JSON that is not a post listing', () => {
    expect(parseRedditPost('{"error": 429}')).toBeNull();
    expect(parseRedditPost('[{"data": {"children": []}}]')).toBeNull();
    expect(parseRedditPost('<html>')).toBeNull();
  });

  it('keeps the link of a link post and ignores a thumbnail that is not a URL', () => {
    const body = JSON.stringify([
      {
        data: {
          children: [
            { data: { title: 'Great article', url: 'https://example.com/a', thumbnail: 'default' } },
          ],
        },
      },
    ]);
    expect(parseRedditPost(body)).toEqual({
      title: 'Great article',
      text: '',
      link: 'https://example.com/a',
      image: null,
      subreddit: null,
    });
  });
});

describe('TikTok links', () => {
  it('recognises vm. and vt. short links only', () => {
    expect(isTikTokShortLink('https://vm.tiktok.com/ZMabc/')).toBe(true);
    expect(isTikTokShortLink('https://vt.tiktok.com/ZSabc/')).toBe(true);
    expect(isTikTokShortLink('https://www.tiktok.com/@a/video/1')).toBe(false);
  });

  it('drops the tracking parameters of a TikTok video URL and leaves other URLs alone', () => {
    expect(canonicalUrl('https://www.tiktok.com/@a/video/1?_t=8x&_r=1')).toBe(
      'https://www.tiktok.com/@a/video/1',
    );
    expect(canonicalUrl('https://example.com/a?page=2')).toBe('https://example.com/a?page=2');
  });
});
