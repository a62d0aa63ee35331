import { createHash } from 'node:crypto';

/** Query parameters that only track where a click came from; they do not change the page. */
const TRACKING = [
  /^utm_/i,
  /^fbclid$/i,
  /^gclid$/i,
  /^igshid$/i,
  /^igsh$/i,
  /^si$/i,
  /^mc_[ce]id$/i,
  /^ref(_src|_url)?$/i,
  /^_r$/i,
  /^is_from_webapp$/i,
  /^sender_device$/i,
];

/**
 * Longest normalised link stored as it is. The unique (user_id, normalized_url) btree index holds
 * at most about 2,700 bytes per entry, and a 2,048-character link of non-ASCII text encodes to
 * nine times that; a longer form keeps its start followed by a hash of the whole.
 */
export const MAX_NORMALIZED_URL = 1000;

/**
 * The form of a link used to recognise the same save twice: lower-case host without "www." and
 * "m.", no fragment, no tracking parameters, remaining parameters sorted, no trailing slash.
 * At most MAX_NORMALIZED_URL characters (see there).
 */
export function normalizeUrl(url: string): string {
  const u = new URL(url);
  u.hash = '';
  u.hostname = u.hostname.toLowerCase().replace(/^(www|m)\./, '');
  if ((u.protocol === 'http:' && u.port === '80') || (u.protocol === 'https:' && u.port === '443'))
    u.port = '';
  const kept = [...u.searchParams].filter(([key]) => !TRACKING.some((re) => re.test(key)));
  kept.sort(([a], [b]) => a.localeCompare(b));
  u.search = new URLSearchParams(kept).toString();
  let out = u.toString();
  if (out.endsWith('/') && u.pathname !== '/') out = out.slice(0, -1);
  out = out.replace(/^http:/, 'https:');
  if (out.length <= MAX_NORMALIZED_URL) return out;
  const hash = createHash('sha256').update(out).digest('hex');
  return `${out.slice(0, MAX_NORMALIZED_URL - 100)}#sha256:${hash}`;
}

/** Longest title (the same cap as a typed one, contentSaveRequest). */
const MAX_TITLE = 300;

/** decodeURIComponent that leaves a malformed escape ('%E0%A4%A') as it was instead of throwing. */
function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

const capTitle = (title: string) =>
  title.length > MAX_TITLE ? `${title.slice(0, MAX_TITLE - 3)}...` : title;

/**
 * A readable title before analysis has run (or when the page cannot be fetched): the caption's
 * first sentence if one was sent, else the link's last path segment de-slugified, else the host.
 */
export function provisionalTitle(url: string, text?: string | null): string {
  const firstSentence = text
    ?.trim()
    .split(/(?<=[.!?])\s|\n/)[0]
    ?.trim();
  if (firstSentence) return firstSentence.length > 100 ? `${firstSentence.slice(0, 97)}...` : firstSentence;
  const u = new URL(url);
  const segment = safeDecode(u.pathname.split('/').filter(Boolean).pop() ?? '')
    .replace(/\.[a-z0-9]{2,5}$/i, '')
    .replace(/[-_+]+/g, ' ')
    .trim();
  if (segment && /[a-z]{3,}/i.test(segment) && !/^\d+$/.test(segment)) {
    return capTitle(segment.charAt(0).toUpperCase() + segment.slice(1));
  }
  return capTitle(u.hostname.replace(/^www\./, ''));
}
