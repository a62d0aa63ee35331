import { splitSharedText } from '@nestkeep/common/web';

/**
 * What the share target (/share?title&text&url, the web app manifest's `share_target`) was given,
 * read into what the save dialog needs (issue 11 point 4). Android often puts the link in `text`
 * ('Look at this https://...') and leaves `url` empty.
 */
export type SharedPayload =
  | { kind: 'link'; url: string; content?: string }
  | { kind: 'text'; title: string; description?: string }
  | { kind: 'empty' };

const TITLE_MAX = 120;

function httpUrl(value: string | null | undefined): string | undefined {
  const v = value?.trim();
  if (!v) return undefined;
  try {
    const url = new URL(v);
    return url.protocol === 'http:' || url.protocol === 'https:' ? v : undefined;
  } catch {
    return undefined;
  }
}

const tidy = (text: string) =>
  text
    .replace(/[ \t]+/g, ' ')
    .replace(/ *\n */g, '\n')
    .trim();

export function parseShare(search: string): SharedPayload {
  const params = new URLSearchParams(search);
  const title = tidy(params.get('title') ?? '');
  const text = tidy(params.get('text') ?? '');
  // The same rule as the server's quick save: the first http(s) link of the text, the rest the note.
  const shared = splitSharedText(text);
  const url = httpUrl(params.get('url')) ?? shared.url ?? undefined;
  if (url) {
    const rest = !shared.url || shared.url === url ? shared.rest : text;
    const content = rest || title;
    return content ? { kind: 'link', url, content } : { kind: 'link', url };
  }
  if (!text && !title) return { kind: 'empty' };
  const heading = title || text.split('\n')[0]!;
  const shortTitle = heading.length > TITLE_MAX ? `${heading.slice(0, TITLE_MAX - 1).trimEnd()}…` : heading;
  const description = text && text !== shortTitle ? text : undefined;
  return description ? { kind: 'text', title: shortTitle, description } : { kind: 'text', title: shortTitle };
}
