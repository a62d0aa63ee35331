import { sliceWhole } from '../text/storable.js';

/**
 * Titles for items whose page gave none: from the caption a share sheet sent, or from the URL.
 * An item always needs a title the user recognises in their library.
 */

export const MAX_TITLE_CHARS = 100;

/** Path segments that name a kind of page rather than the page itself. */
const GENERIC_SEGMENTS = new Set([
  'watch',
  'index',
  'p',
  'reel',
  'reels',
  'video',
  'videos',
  'shorts',
  'comments',
  'post',
  'posts',
  's',
  'status',
  'home',
]);

/** Cuts text to max characters at a word boundary, marking the cut with an ellipsis. */
export function clip(text: string, max: number): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= max) return clean;
  const cut = sliceWhole(clean, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s,;:.-]+$/, '')}…`;
}

/**
 * `https://example.com/blog/10-tips-for-baby-sleep.html` → "10 tips for baby sleep": the last path
 * segment de-slugified when it reads as words; else the host (ids like `Cx12AbC` do not read).
 */
export function titleFromUrl(url: string): string {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return 'Saved link';
  }
  const host = parsed.hostname.replace(/^www\./, '');
  const last = parsed.pathname.split('/').filter(Boolean).at(-1);
  if (last) {
    const segment = safeDecode(last).replace(/\.(?:html?|php|aspx?|jsp|txt)$/i, '');
    const words = segment.split(/[-_+\s.]+/).filter(Boolean);
    const readable = words.some((w) => /^\p{L}{3,}$/u.test(w));
    if (readable && !GENERIC_SEGMENTS.has(segment.toLowerCase())) {
      const title = words.join(' ');
      return clip(title[0].toUpperCase() + title.slice(1), MAX_TITLE_CHARS);
    }
  }
  return host || 'Saved link';
}

function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/**
 * The caption's first sentence (or first few, when the first is a two-word exclamation), without
 * the hashtags and mentions captions end with. Null when the caption has no words.
 */
export function titleFromCaption(caption: string | null | undefined, max = MAX_TITLE_CHARS): string | null {
  if (!caption) return null;
  for (const line of caption.split(/\n+/)) {
    const clean = line
      .replace(/(?:\s*[#@][\p{L}\p{N}_.]+)+\s*$/u, '')
      .replace(/\s+/g, ' ')
      .trim();
    if (!/\p{L}/u.test(clean.replace(/[#@][\p{L}\p{N}_.]+/gu, ''))) continue; // only tags and emoji
    const sentences = clean.match(/[^.!?…]+(?:[.!?…]+|$)/gu) ?? [clean];
    let title = '';
    for (const sentence of sentences) {
      title = `${title} ${sentence.trim()}`.trim();
      if (title.length >= 20) break;
    }
    return clip(title, max);
  }
  return null;
}
