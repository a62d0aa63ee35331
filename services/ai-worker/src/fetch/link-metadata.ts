import { platformFromUrl, type Platform } from '@nestkeep/common';
import ogs from 'open-graph-scraper';
import { FetchFailedError, FetchRefusedError } from './errors.js';
import { capText, MAX_TEXT_CHARS, readableText } from './readable-text.js';
import { safeFetch, type SafeFetchOptions, type SafeFetchResult } from './safe-fetch.js';
import {
  canonicalUrl,
  isTikTokShortLink,
  parseRedditPost,
  PLATFORM_NAMES,
  redditJsonUrl,
  redditPostUrl,
} from './site-rules.js';
import { clip, MAX_TITLE_CHARS, titleFromCaption, titleFromUrl } from './titles.js';

/**
 * What the analysis needs to know about a saved link: its title, description, image and readable
 * text. A link that cannot be fetched still gets a result (a title from the URL, the text that was
 * sent), because an item must never be lost to one unreachable page.
 */

export interface LinkMetadataInput {
  url: string;
  /** Text sent with the link: the caption the iOS shortcut copies from Instagram or TikTok. */
  text?: string | null;
}

export interface LinkMetadata {
  title: string;
  description: string | null;
  image: string | null;
  siteName: string | null;
  /** The readable main text the analysis reads (at most maxTextChars). */
  text: string;
  finalUrl: string;
  fetched: boolean;
  /**
   * The page's own words were read: an article's text, a post's body, a video's or a post's
   * description. False for a page that could not be fetched and for one without readable text (a
   * login wall, an app shell), whose analysis would only be guessing from its URL.
   */
  read: boolean;
  /** Why the page could not be used, when fetched is false (`reason: message`). */
  failure?: string;
}

export interface LinkMetadataOptions extends SafeFetchOptions {
  maxTextChars?: number;
}

const DESCRIPTION_CHARS = 300;

export async function fetchLinkMetadata(
  input: LinkMetadataInput,
  opts: LinkMetadataOptions = {},
): Promise<LinkMetadata> {
  const max = opts.maxTextChars ?? MAX_TEXT_CHARS;
  const sent = input.text?.trim() ? capText(input.text.trim(), max) : '';
  try {
    if (platformFromUrl(input.url) === 'reddit') return await fromReddit(input.url, sent, opts);
    return await fromPage(await safeFetch(input.url, opts), sent, opts);
  } catch (error) {
    return fallback(input.url, sent, error);
  }
}

/** Reddit posts come from their JSON; share links (`/s/…`, redd.it) are followed to the post first. */
async function fromReddit(url: string, sent: string, opts: LinkMetadataOptions): Promise<LinkMetadata> {
  let jsonUrl = redditJsonUrl(url);
  if (!jsonUrl) {
    const page = await safeFetch(url, opts);
    jsonUrl = redditJsonUrl(page.finalUrl);
    if (!jsonUrl) return fromPage(page, sent, opts);
  }
  const response = await safeFetch(jsonUrl, { ...opts, accept: ['application/json'] });
  const post = parseRedditPost(response.body);
  if (!post) {
    throw new FetchFailedError(
      'content-type',
      'Reddit answered in an unknown format',
      redditPostUrl(jsonUrl),
    );
  }
  const text = post.text || sent || (post.link ?? '');
  return {
    title: clip(post.title, MAX_TITLE_CHARS) || titleFromUrl(url),
    description: text ? clip(text, DESCRIPTION_CHARS) : null,
    image: post.image,
    siteName: post.subreddit ? `Reddit ${post.subreddit}` : 'Reddit',
    text: capText(text, opts.maxTextChars ?? MAX_TEXT_CHARS),
    finalUrl: redditPostUrl(response.finalUrl),
    fetched: true,
    read: true,
  };
}

async function fromPage(
  page: SafeFetchResult,
  sent: string,
  opts: LinkMetadataOptions,
): Promise<LinkMetadata> {
  const html = page.contentType === 'text/html' || page.contentType === 'application/xhtml+xml';
  const meta = html ? await openGraph(page.body, page.finalUrl) : NO_META;
  const max = opts.maxTextChars ?? MAX_TEXT_CHARS;
  const pageText = html
    ? readableText(page.body, max)
    : page.contentType === 'text/plain'
      ? capText(page.body, max)
      : '';
  // A short link that answered with a page instead of a redirect names its video in og:url.
  const reached =
    isTikTokShortLink(page.finalUrl) && meta.url && platformFromUrl(meta.url) === 'tiktok'
      ? meta.url
      : page.finalUrl;
  const finalUrl = canonicalUrl(reached);
  const platform = platformFromUrl(finalUrl);
  const base = {
    description: meta.description,
    image: meta.image,
    siteName: meta.siteName ?? siteNameOf(platform, finalUrl),
    finalUrl,
    fetched: true,
  };
  const described = readable(meta.description);
  if (platform === 'instagram' || platform === 'tiktok') {
    // Their pages are login walls or app shells: the caption sent with the link is the content.
    return {
      ...base,
      title: titleFromCaption(sent) ?? meta.title ?? titleFromUrl(finalUrl),
      description: meta.description ?? (sent ? clip(sent, DESCRIPTION_CHARS) : null),
      text: sent || meta.description || '',
      read: described,
    };
  }
  if (platform === 'youtube') {
    // The watch page's text is player chrome; the video's own description is what it is about.
    return {
      ...base,
      title: meta.title ?? titleFromUrl(finalUrl),
      text: meta.description || sent,
      read: described,
    };
  }
  return {
    ...base,
    title: meta.title ?? titleFromUrl(finalUrl),
    text: pageText || sent || meta.description || '',
    read: readable(pageText) || described,
  };
}

/** The result for a link that could not be fetched: nothing the user sent is lost. */
function fallback(url: string, sent: string, error: unknown): LinkMetadata {
  // A failed fetch knows how far it got (a short link's target); a refused one may name a hostile URL.
  const reached = error instanceof FetchFailedError ? error.url : url;
  const finalUrl = safeCanonical(platformFromUrl(reached) === 'reddit' ? redditPostUrl(reached) : reached);
  const platform = platformFromUrl(finalUrl);
  const captioned = platform === 'instagram' || platform === 'tiktok';
  return {
    title: (captioned ? titleFromCaption(sent) : null) ?? titleFromUrl(finalUrl),
    description: null,
    image: null,
    siteName: siteNameOf(platform, finalUrl),
    text: sent,
    finalUrl,
    fetched: false,
    read: false,
    failure: describe(error),
  };
}

/** Enough words to be about something: a sentence, not a site name or a cookie notice's button. */
const READABLE_WORDS = 8;

function readable(text: string | null | undefined): boolean {
  return (text?.match(/\p{L}{2,}/gu)?.length ?? 0) >= READABLE_WORDS;
}

function describe(error: unknown): string {
  if (error instanceof FetchRefusedError || error instanceof FetchFailedError) {
    return `${error.reason}: ${error.message}`;
  }
  return `error: ${error instanceof Error ? error.message : String(error)}`;
}

function safeCanonical(url: string): string {
  try {
    return canonicalUrl(url);
  } catch {
    return url;
  }
}

function siteNameOf(platform: Platform, url: string): string | null {
  const name = PLATFORM_NAMES[platform];
  if (name) return name;
  try {
    return new URL(url).hostname.replace(/^www\./, '') || null;
  } catch {
    return null;
  }
}

interface PageMeta {
  title: string | null;
  description: string | null;
  image: string | null;
  siteName: string | null;
  url: string | null;
}

const NO_META: PageMeta = { title: null, description: null, image: null, siteName: null, url: null };

/** Open Graph / Twitter card / <title> data via open-graph-scraper, given the HTML we fetched. */
async function openGraph(html: string, pageUrl: string): Promise<PageMeta> {
  let result;
  try {
    ({ result } = await ogs({ html }));
  } catch {
    return NO_META; // ogs throws (an object) on pages it cannot read: treat as a page without meta
  }
  const text = (value: string | undefined, max: number) => (value?.trim() ? clip(value, max) : null);
  return {
    title: text(result.ogTitle ?? result.twitterTitle, 200),
    description: text(result.ogDescription ?? result.twitterDescription, 1000),
    image: absoluteHttpUrl(result.ogImage?.[0]?.url ?? result.twitterImage?.[0]?.url, pageUrl),
    siteName: text(result.ogSiteName, 100),
    url: absoluteHttpUrl(result.ogUrl, pageUrl),
  };
}

/** A URL from the page made absolute against it; only http(s) is kept (no javascript: or data:). */
function absoluteHttpUrl(value: string | undefined, base: string): string | null {
  if (!value?.trim()) return null;
  try {
    const url = new URL(value.trim(), base);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}
