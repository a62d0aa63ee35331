import { platformFromUrl, type Platform } from '@nestkeep/common';
import { z } from 'zod';
import { decodeEntities } from './readable-text.js';

/**
 * Rules for sites whose HTML hides what the user saved. Reddit serves the post as JSON at the
 * post's URL plus `.json`; TikTok short links only redirect; Instagram and TikTok pages are login
 * walls or app shells, so the caption sent with the link is the content (see link-metadata.ts).
 */

export const PLATFORM_NAMES: Partial<Record<Platform, string>> = {
  instagram: 'Instagram',
  tiktok: 'TikTok',
  youtube: 'YouTube',
  reddit: 'Reddit',
};

/** The JSON address of a Reddit post URL (`/r/x/comments/id/slug/` → `/r/x/comments/id/slug.json`), else null. */
export function redditJsonUrl(url: string): string | null {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return null;
  }
  if (platformFromUrl(url) !== 'reddit' || !/\/comments\/[a-z0-9]+/i.test(parsed.pathname)) return null;
  const path = parsed.pathname.replace(/\/+$/, '');
  parsed.pathname = path.endsWith('.json') ? path : `${path}.json`;
  parsed.search = '';
  parsed.hash = '';
  return parsed.href;
}

/** The post's page address for its JSON address. */
export function redditPostUrl(jsonUrl: string): string {
  return jsonUrl.replace(/\.json(?=$|[?#])/, '/');
}

/** The old-reddit listing format: the post is the first child of the first listing. */
const postListing = z.object({
  data: z.object({
    children: z
      .array(
        z.object({
          data: z.object({
            title: z.string(),
            selftext: z.string().optional(),
            url: z.string().optional(),
            subreddit_name_prefixed: z.string().optional(),
            thumbnail: z.string().optional(),
            preview: z
              .object({ images: z.array(z.object({ source: z.object({ url: z.string() }) })) })
              .optional(),
          }),
        }),
      )
      .min(1),
  }),
});

export interface RedditPost {
  title: string;
  text: string;
  /** The link a link post points to, when it is not the post itself. */
  link: string | null;
  image: string | null;
  subreddit: string | null;
}

/** Reads a post from Reddit's JSON, or null when the body is not that format. */
export function parseRedditPost(body: string): RedditPost | null {
  let json: unknown;
  try {
    json = JSON.parse(body);
  } catch {
    return null;
  }
  // A post page answers [post listing, comments listing]; only the first matters.
  const parsed = postListing.safeParse(Array.isArray(json) ? json[0] : json);
  if (!parsed.success) return null;
  const post = parsed.data.data.children[0].data;
  // Reddit HTML-escapes URLs inside its JSON (`&amp;` in preview links).
  const preview = post.preview?.images[0]?.source.url;
  const image = [preview, post.thumbnail]
    .map((u) => (u ? decodeEntities(u) : undefined))
    .find((u) => u?.startsWith('https://') || u?.startsWith('http://'));
  const link = post.url && platformFromUrl(post.url) !== 'reddit' ? post.url : null;
  return {
    title: post.title.trim(),
    text: (post.selftext ?? '').trim(),
    link,
    image: image ?? null,
    subreddit: post.subreddit_name_prefixed ?? null,
  };
}

/** vm.tiktok.com and vt.tiktok.com links are redirects to the video page. */
export function isTikTokShortLink(url: string): boolean {
  try {
    return /^v[mt]\.tiktok\.com$/i.test(new URL(url).hostname);
  } catch {
    return false;
  }
}

/**
 * The address to store for a fetched page. TikTok pages reached through a short link carry
 * tracking parameters (`?_t=…&_r=1`) that are dropped so the same video saves as the same link.
 */
export function canonicalUrl(url: string): string {
  if (platformFromUrl(url) !== 'tiktok') return url;
  const parsed = new URL(url);
  parsed.search = '';
  parsed.hash = '';
  return parsed.href;
}
