/**
 * OCR gives a screenshot's text line by line as it was wrapped on screen, so a sentence is cut
 * wherever the screen ran out ("...younger than three" / "months has a temperature..."). The
 * analysis reads a line as a block, so the wrapped lines are joined again: a line that does not
 * end a sentence is continued by the next line when that one starts in lower case or with a digit.
 * Headings (short lines in capitals, lines before a capitalised line) and blank lines stay breaks,
 * and so do list items, whose bullets OCR often reads as other marks ('» Keep ...', 'v Sits up').
 * Only a line that ran out of screen is continued: one at least {@link FULL_LINE} of the longest
 * line's length. A short line ('newborn nappies') is a whole item, its emoji bullet lost by OCR,
 * even when the next item starts in lower case. OCR sometimes leaves a blank line inside a
 * wrapped item ('1. On your chest while you lie', '', 'back'): a lower-case line after one blank
 * line still continues an unfinished full line.
 */
/**
 * A bullet or check mark as OCR reads it: '*', '»', '·', or a ✓ read as 'v', '¥' or '√', alone
 * before a capitalised word or a number. Written back as '• ', so the line reads as a list item.
 */
const OCR_BULLET = /^(?:[vV¥√»›·*°■□◆◇○]|\p{So})\s+(?=[\p{Lu}\d])|^\[[1lI|\]]?\s+(?=\p{L})/u;
/** A line this share of the longest line's length or more was wrapped by the screen. */
const FULL_LINE = 0.7;
/** A capital I read as '[' or '|' at the start of a word ('[ce cubes', '|t works'). */
const MISREAD_I = /(^|\s)[[|](?=\p{Ll})/gu;

export function reflowOcrText(text: string): string {
  const lines = text.replace(/\r\n?/g, '\n').split('\n');
  const width = Math.max(0, ...lines.map((l) => l.trim().length));
  const out: string[] = [];
  let lastRaw = '';
  for (const raw of lines) {
    const line = raw
      .replace(/[^\S\n]+/g, ' ')
      .trim()
      .replace(OCR_BULLET, '• ')
      .replace(MISREAD_I, '$1I');
    const full = lastRaw.length >= FULL_LINE * width;
    const gap = out.at(-1) === '' && out.length >= 2 && /^\p{Ll}/u.test(line);
    if (gap && full && continues(out.at(-2)!, line)) out.pop();
    const prev = out.at(-1);
    if (line) lastRaw = line;
    if (prev && line && full && continues(prev, line)) {
      // A word hyphenated at the end of a line is one word again.
      out[out.length - 1] = /\p{Ll}-$/u.test(prev) ? `${prev.slice(0, -1)}${line}` : `${prev} ${line}`;
    } else out.push(line);
  }
  return out
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

function continues(prev: string, line: string): boolean {
  if (/[.!?:…]["')\]]?$/u.test(prev)) return false;
  if (prev === prev.toUpperCase() && /\p{Lu}{3}/u.test(prev)) return false; // a heading in capitals
  if (/^(?:[-*•‣◦▪●–—]|\d{1,2}[.)])\s/u.test(line)) return false; // a list item starts
  if (line.startsWith('• ')) return false; // a list item starts
  return /^[\p{Ll}\d(]/u.test(line) || /[,;\-–—]$/u.test(prev);
}
