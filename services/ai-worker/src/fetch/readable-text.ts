/**
 * Readable main text from an HTML page, without a DOM: the analysis needs sentences, not markup.
 * Regular expressions are enough here because the result is only read as text (never rendered),
 * so a tag this misses costs a little noise, not safety.
 */

export const MAX_TEXT_CHARS = 20_000;

/** Elements that never hold readable text, removed with their contents everywhere. */
const NEVER_TEXT = ['head', 'script', 'style', 'noscript', 'template', 'svg', 'iframe', 'canvas', 'object'];
/** Page furniture around the content, removed with their contents inside the chosen region. */
const FURNITURE = ['nav', 'footer', 'aside', 'form', 'button', 'select', 'dialog'];
/** Block elements that start a new paragraph. */
const PARAGRAPH =
  'p|div|section|article|main|header|h[1-6]|ul|ol|dl|blockquote|pre|table|figure|figcaption|hr|address|details|summary';
/** Elements that start a new line within a paragraph (opening tags only: `</li><li>` is one break). */
const LINE = 'br|li|dt|dd|tr';

export function readableText(html: string, maxChars = MAX_TEXT_CHARS): string {
  let page = html.replace(/<!--[\s\S]*?-->/g, '');
  page = removeElements(page, NEVER_TEXT);
  // The article or main element when the page has one with real text; else the body (minus its header).
  const candidates = [
    /<article\b[^>]*>([\s\S]*)<\/article\s*>/i.exec(page)?.[1],
    /<main\b[^>]*>([\s\S]*)<\/main\s*>/i.exec(page)?.[1],
  ];
  for (const region of candidates) {
    if (region === undefined) continue;
    const text = toText(removeElements(region, FURNITURE));
    if (text.length >= 100) return capText(text, maxChars);
  }
  const body = /<body\b[^>]*>([\s\S]*)/i.exec(page)?.[1] ?? page;
  return capText(toText(removeElements(body, [...FURNITURE, 'header'])), maxChars);
}

function removeElements(html: string, tags: string[]): string {
  const names = tags.join('|');
  return html
    .replace(new RegExp(`<(${names})\\b[^>]*>[\\s\\S]*?<\\/\\1\\s*>`, 'gi'), ' ')
    .replace(new RegExp(`<(?:${names})\\b[^>]*\\/?>`, 'gi'), ' '); // unclosed or self-closed leftovers
}

function toText(html: string): string {
  const text = html
    .replace(/\s+/g, ' ') // source line breaks are not paragraph breaks; tags decide those below
    .replace(new RegExp(`<\\/?(?:${PARAGRAPH})\\b[^>]*>`, 'gi'), '\n\n')
    .replace(new RegExp(`<(?:${LINE})\\b[^>]*>`, 'gi'), '\n')
    .replace(/<\/?(?:td|th)\b[^>]*>/gi, ' ')
    .replace(/<[^>]*>/g, '');
  return decodeEntities(text)
    .split('\n')
    .map((line) => line.replace(/[^\S\n]+/g, ' ').trim())
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/** Cuts text to at most maxChars, at a paragraph or word boundary when one is near. */
export function capText(text: string, maxChars = MAX_TEXT_CHARS): string {
  if (text.length <= maxChars) return text;
  const cut = text.slice(0, maxChars);
  const paragraph = cut.lastIndexOf('\n\n');
  if (paragraph > maxChars * 0.5) return cut.slice(0, paragraph).trimEnd();
  const space = cut.lastIndexOf(' ');
  return (space > maxChars * 0.5 ? cut.slice(0, space) : cut).trimEnd();
}

const NAMED: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
  ndash: '–',
  mdash: '—',
  hellip: '…',
  lsquo: '‘',
  rsquo: '’',
  ldquo: '“',
  rdquo: '”',
  laquo: '«',
  raquo: '»',
  bull: '•',
  middot: '·',
  copy: '©',
  reg: '®',
  trade: '™',
  deg: '°',
  times: '×',
  frac12: '½',
  eacute: 'é',
  egrave: 'è',
  aacute: 'á',
  agrave: 'à',
  ccedil: 'ç',
  ntilde: 'ñ',
  auml: 'ä',
  ouml: 'ö',
  uuml: 'ü',
  szlig: 'ß',
};

export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z][a-z0-9]*);/gi, (entity, name: string) => {
    if (name[0] !== '#') return Object.hasOwn(NAMED, name) ? NAMED[name] : entity;
    const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : Number(name.slice(1));
    return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : entity;
  });
}
