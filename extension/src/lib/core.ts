/**
 * The extension's pure parts: addresses, the connect page's answer, and what a save's answer means
 * to the user. No browser API here, so they are unit-tested in Node (extension/test).
 */
export { CATEGORIES } from '../../../packages/common/src/content-taxonomy.js';

export const DEFAULT_ORIGIN = 'http://localhost:5000';

/** The connect page issues the token on this path, in the fragment (never sent to a server). */
export const CONNECT_PATH = '/connect/extension';
export const CONNECT_DONE_PATH = '/connect/extension/done';

export type OriginCheck = { ok: true; origin: string } | { ok: false; message: string };

/**
 * The NestKeep address typed in the options: trimmed, `https://` assumed when no scheme is given
 * (`http://` for localhost and 127.0.0.1), reduced to its origin. Only http(s).
 */
export function parseOrigin(input: string): OriginCheck {
  const raw = input.trim();
  if (!raw) return { ok: false, message: 'Enter the address of your NestKeep, e.g. https://nestkeep.app' };
  const withScheme = /^[a-z][a-z0-9+.-]*:\/\//i.test(raw)
    ? raw
    : `${/^(localhost|127\.0\.0\.1|\[::1\])(:|\/|$)/i.test(raw) ? 'http' : 'https'}://${raw}`;
  let url: URL;
  try {
    url = new URL(withScheme);
  } catch {
    return { ok: false, message: `"${raw}" is not a web address` };
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    return { ok: false, message: 'The address must start with http:// or https://' };
  }
  return { ok: true, origin: url.origin };
}

/** Only web pages can be saved (not the browser's own pages, files or extension pages). */
export function isSaveableUrl(url: string | undefined | null): url is string {
  if (!url) return false;
  try {
    const { protocol } = new URL(url);
    return protocol === 'http:' || protocol === 'https:';
  } catch {
    return false;
  }
}

/** The browser's name for the token's label ('Browser extension (Firefox)'). */
export function browserName(userAgent: string): string {
  if (/Firefox\//.test(userAgent)) return 'Firefox';
  if (/Edg\//.test(userAgent)) return 'Edge';
  if (/OPR\//.test(userAgent)) return 'Opera';
  if (/Brave/.test(userAgent)) return 'Brave';
  if (/Chromium\//.test(userAgent)) return 'Chromium';
  if (/Chrome\//.test(userAgent)) return 'Chrome';
  return 'Browser';
}

/** Where the Connect button sends the user. */
export function connectPageUrl(origin: string, browser: string): string {
  const url = new URL(CONNECT_PATH, origin);
  url.searchParams.set('name', browser);
  return url.toString();
}

/**
 * The token when `url` is the connect page's done address on `origin`
 * (`<origin>/connect/extension/done#token=nk_...`); null for any other address.
 */
export function tokenFromDoneUrl(url: string | undefined | null, origin: string): string | null {
  if (!url) return null;
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return null;
  }
  if (parsed.origin !== origin || parsed.pathname.replace(/\/$/, '') !== CONNECT_DONE_PATH) return null;
  const token = new URLSearchParams(parsed.hash.replace(/^#/, '')).get('token');
  return token && /^nk_[\w-]{16,}$/.test(token) ? token : null;
}

/** The JSON body of POST /api/content for a page or link (empty fields left out). */
export function linkSaveBody(input: {
  url: string;
  title?: string | null;
  category?: string | null;
  note?: string | null;
}): Record<string, string> {
  const body: Record<string, string> = { originalUrl: input.url };
  const title = input.title?.trim();
  if (title && title !== input.url) body.title = title.slice(0, 300);
  if (input.category?.trim()) body.category = input.category.trim();
  if (input.note?.trim()) body.personalNotes = input.note.trim();
  return body;
}

/** A file name for an image fetched from `src` with content type `mime`. */
export function imageFileName(src: string, mime: string): string {
  const ext = { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/webp': 'webp', 'image/gif': 'gif' }[
    mime.split(';')[0]!.trim().toLowerCase()
  ];
  let base = 'image';
  try {
    const last = new URL(src).pathname.split('/').pop() ?? '';
    const stem = decodeURIComponent(last).replace(/\.[^.]*$/, '');
    if (/^[\w .-]{1,80}$/.test(stem)) base = stem.trim() || base;
  } catch {
    // data: or a malformed address: the default name.
  }
  return `${base}.${ext ?? 'png'}`;
}

/** The title an image is saved with: the page it was on, else its file name. */
export function imageTitle(pageTitle: string | undefined | null, src: string): string {
  const title = pageTitle?.trim();
  if (title) return `Image from ${title}`.slice(0, 300);
  return imageFileName(src, 'image/png').replace(/\.png$/, '');
}

export type OutcomeKind = 'saved' | 'duplicate' | 'limit' | 'not_connected' | 'error';

export interface Outcome {
  kind: OutcomeKind;
  /** What the popup and the notification say. */
  message: string;
  /** The saved (or existing) item's id. */
  id?: number;
}

export const MESSAGES = {
  saved: 'Saved to NestKeep',
  duplicate: 'Already in your NestKeep',
  limit: 'Usage limit reached. Upgrade to continue saving.',
  notConnected: 'Not connected to NestKeep. Open the extension and press Connect.',
  notSaveable: 'Only web pages (http or https) can be saved.',
} as const;

/** What an answer of POST /api/content or /api/content/image means. */
export function outcomeOf(status: number, body: unknown): Outcome {
  const data = (body && typeof body === 'object' ? body : {}) as Record<string, unknown>;
  const serverMessage = typeof data.message === 'string' ? data.message : undefined;
  if (status >= 200 && status < 300) {
    const id = typeof data.id === 'number' ? data.id : undefined;
    return data.duplicate === true
      ? { kind: 'duplicate', message: MESSAGES.duplicate, id }
      : { kind: 'saved', message: MESSAGES.saved, id };
  }
  if (status === 403 && (data.requiresUpgrade === true || /Usage limit reached/i.test(serverMessage ?? ''))) {
    return { kind: 'limit', message: MESSAGES.limit };
  }
  if (status === 401) return { kind: 'not_connected', message: MESSAGES.notConnected };
  if (status === 429) return { kind: 'error', message: 'Too many saves at once. Try again in a minute.' };
  return {
    kind: 'error',
    message: `Could not save: ${serverMessage ?? (status ? `NestKeep answered ${status}` : 'no answer')}`,
  };
}

/** The outcome when NestKeep could not be reached at all. */
export function unreachable(origin: string): Outcome {
  return {
    kind: 'error',
    message: `Could not reach NestKeep at ${origin}. Check the address in the options.`,
  };
}

/** The toolbar badge for an outcome: text and colour. */
export function badgeFor(kind: OutcomeKind): { text: string; color: string } {
  switch (kind) {
    case 'saved':
      return { text: '✓', color: '#15803d' };
    case 'duplicate':
      return { text: '=', color: '#475569' };
    default:
      return { text: '!', color: '#b91c1c' };
  }
}

/** Where the limit message's Upgrade link goes (the profile holds the plan and the upgrade). */
export function upgradeUrl(origin: string): string {
  return new URL('/profile', origin).toString();
}

/**
 * The host permission pattern for an origin (`http://localhost:5000` → `http://localhost/*`):
 * match patterns carry no port (Firefox refuses one), and a host's pattern covers all its ports.
 */
export function originPattern(origin: string): string {
  const { protocol, hostname } = new URL(origin);
  return `${protocol}//${hostname}/*`;
}
