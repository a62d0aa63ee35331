import { splitSharedText, titleFromSharedText } from '@nestkeep/common/web';

/**
 * What the share target (/share?title&text&url, the web app manifest's `share_target`) was given,
 * read into what the save dialog needs (issue 11 point 4, issue 22 point 3). A share never loses
 * its link: the `url` parameter wins; otherwise the first http(s) link in the text (Android often
 * puts it there: 'Look at this https://...', with `url` empty), then in the title. The words around
 * it, title and text, are kept. Only a share with no link at all is a note (the manual tab).
 */
export type SharedPayload =
  | { kind: 'link'; url: string; content?: string }
  | { kind: 'text'; title: string; description?: string }
  | { kind: 'empty' };

function httpUrl(value: string): string | undefined {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? value : undefined;
  } catch {
    return undefined;
  }
}

/** 'example.com/tip' or 'www.example.com': a web address written without its scheme. */
const BARE_ADDRESS = /^(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+[a-z]{2,}(?::\d+)?(?:[/?#]\S*)?$/i;

/** The link in the `url` parameter: an http(s) address, one written without its scheme, or none. */
function linkOfUrlParam(value: string): string | undefined {
  if (!value) return undefined;
  return (
    httpUrl(value) ??
    splitSharedText(value).url ??
    (BARE_ADDRESS.test(value) ? httpUrl(`https://${value}`) : undefined)
  );
}

const tidy = (text: string) =>
  text
    .replace(/[ \t]+/g, ' ')
    .replace(/ *\n */g, '\n')
    .trim();

/** The text less the link when the link is in it (the same split as the server's quick save). */
function without(link: string, text: string): string {
  const shared = splitSharedText(text);
  return shared.url === link ? shared.rest : text;
}

/** Title and text as one, the title left out when the text already says it (or the reverse). */
function joined(title: string, text: string): string {
  const t = title.toLowerCase();
  const x = text.toLowerCase();
  if (!title || x.includes(t)) return text;
  if (!text || t.includes(x)) return title;
  return `${title}\n${text}`;
}

export function parseShare(search: string): SharedPayload {
  const params = new URLSearchParams(search);
  const title = tidy(params.get('title') ?? '');
  const text = tidy(params.get('text') ?? '');
  const url =
    linkOfUrlParam((params.get('url') ?? '').trim()) ??
    splitSharedText(text).url ??
    splitSharedText(title).url ??
    undefined;
  if (url) {
    const content = joined(without(url, title), without(url, text));
    return content ? { kind: 'link', url, content } : { kind: 'link', url };
  }
  if (!text && !title) return { kind: 'empty' };
  const heading = titleFromSharedText(title || text);
  // A title too long for the heading stays whole in the description.
  const rest = !title || heading === title ? text : joined(title, text);
  const description = rest && rest !== heading ? rest : undefined;
  return description ? { kind: 'text', title: heading, description } : { kind: 'text', title: heading };
}
