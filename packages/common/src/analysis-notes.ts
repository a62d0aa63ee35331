import type { Analysis } from './contracts/ai.js';

/**
 * The one text format an item's AI analysis is stored in (content's `analysisNotes`, apart from the
 * parent's note; the API's `personalNotes` is the note then this text), and its parser, which the
 * detail modal of part 1 §2 uses to show it. Written by the AI worker, read by the web.
 *
 * The format:
 *
 * ```
 * First summary paragraph.
 *
 * Key Points:
 * - one point
 * - another point
 *
 * Action Items:
 * - one step
 *
 * Hashtags: #babySleep #newborn #swaddle
 * ```
 *
 * The modal's rules (part 1 §2), which the parser follows:
 * - paragraphs are split on blank lines;
 * - labelled sections: `Key Points` (the modal shows at most {@link KEY_POINTS_SHOWN}),
 *   `Action Items`, also read as `Action Steps` or `Steps` (at most {@link ACTION_ITEMS_SHOWN}
 *   shown), and `Hashtags` (the tokens after the colon);
 * - a paragraph containing the word 'summary' is hidden unless it is one of those sections.
 *
 * Decision on that last rule: the formatter writes the summary as plain paragraphs without a label,
 * and writes any 'summary' inside it as 'overview' (same capitalisation), so a stored summary is
 * always shown. A user's own note is parsed by the same rules, so a user paragraph that mentions
 * 'summary' is hidden as the spec says.
 *
 * The parser is lenient with hand-written and model-written notes: CRLF, labels in any case, with
 * or without a colon, wrapped in `**` or after `#` marks; bullets `-`, `*`, `•`, `1.`, `1)`;
 * hashtags with or without `#`, separated by spaces or commas. The lists come back whole; the
 * display limits are exported for the modal to apply.
 */

/** How many key points the detail modal shows. */
export const KEY_POINTS_SHOWN = 5;
/** How many action items the detail modal shows. */
export const ACTION_ITEMS_SHOWN = 6;

export interface ParsedAnalysisNotes {
  /** Visible plain paragraphs, in order (paragraphs mentioning 'summary' are left out). */
  paragraphs: string[];
  keyPoints: string[];
  actionItems: string[];
  /** Each with a leading '#'. */
  hashtags: string[];
}

type SectionKey = 'keyPoints' | 'actionItems' | 'hashtags';

const SECTION_LABELS: Record<SectionKey, string> = {
  keyPoints: 'Key Points',
  actionItems: 'Action Items',
  hashtags: 'Hashtags',
};

/**
 * A label line, once markdown heading marks and bold marks are taken off: the label, an optional
 * colon, then optionally the first item on the same line (which needs the colon).
 */
const LABEL_LINE = /^(key\s+points|action\s+items|action\s+steps|steps|hashtags)\s*(?::\s*(.*))?$/i;

/** A bullet or numbered list marker at the start of a line. */
const BULLET = /^\s*(?:[-*•‣◦▪●–—]|\d{1,2}[.)])\s+/;

/** A line made only of hashtags (`#word #other`), which may continue a Hashtags section. */
const HASHTAG_LINE = /^\s*#[\p{L}\p{N}_]+(?:[\s,]+#[\p{L}\p{N}_]+)*[\s,]*$/u;

const SUMMARY_WORD = /summary/gi;

function sectionOf(label: string): SectionKey {
  const key = label.toLowerCase().replace(/\s+/g, ' ');
  if (key === 'key points') return 'keyPoints';
  if (key === 'hashtags') return 'hashtags';
  return 'actionItems';
}

function matchLabel(line: string): { section: SectionKey; rest: string } | undefined {
  const bare = line
    .trim()
    .replace(/^#{1,6}\s*/, '')
    .replace(/\*\*|__/g, '')
    .trim();
  const m = LABEL_LINE.exec(bare);
  if (!m) return undefined;
  return { section: sectionOf(m[1]!), rest: (m[2] ?? '').trim() };
}

/** One list item on one line: whitespace collapsed. */
function oneLine(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

/** Hashtag tokens of a piece of text, each given a single leading '#'. */
function hashtagTokens(text: string): string[] {
  return text
    .split(/[\s,;]+/)
    .map((token) => token.replace(/^#+/, '').replace(/[.!?:;'"]+$/, ''))
    .filter((token) => token.length > 0)
    .map((token) => `#${token}`);
}

/** 'summary' becomes 'overview' with the same capitalisation, so the modal does not hide it. */
function withoutSummaryWord(text: string): string {
  return text.replace(SUMMARY_WORD, (word) =>
    word === word.toUpperCase() ? 'OVERVIEW' : word[0] === 'S' ? 'Overview' : 'overview',
  );
}

/**
 * A summary line that would read as a section label gets its colon replaced, so it stays a
 * paragraph (e.g. a summary line 'Steps: ...' reads 'Steps - ...').
 */
function notALabel(line: string): string {
  if (!matchLabel(line)) return line;
  return line.includes(':') ? line.replace(':', ' -') : `${line}.`;
}

/** The stored notes text for an analysis. Empty parts are left out. */
export function formatAnalysisNotes(
  analysis: Pick<Analysis, 'summary' | 'keyPoints' | 'actionItems' | 'hashtags'>,
): string {
  const blocks: string[] = [];
  const summary = withoutSummaryWord(analysis.summary.replace(/\r\n?/g, '\n')).trim();
  for (const paragraph of summary.split(/\n\s*\n/)) {
    const lines = paragraph
      .split('\n')
      .map((line) => notALabel(line.trim()))
      .filter((line) => line.length > 0);
    if (lines.length > 0) blocks.push(lines.join('\n'));
  }
  const list = (key: 'keyPoints' | 'actionItems', items: string[]) => {
    const clean = items.map(oneLine).filter((item) => item.length > 0);
    if (clean.length > 0)
      blocks.push([`${SECTION_LABELS[key]}:`, ...clean.map((item) => `- ${item}`)].join('\n'));
  };
  list('keyPoints', analysis.keyPoints);
  list('actionItems', analysis.actionItems);
  const tags = analysis.hashtags.flatMap(hashtagTokens);
  if (tags.length > 0) blocks.push(`${SECTION_LABELS.hashtags}: ${tags.join(' ')}`);
  return blocks.join('\n\n');
}

/**
 * Reads notes text as the detail modal shows it: plain paragraphs and the three labelled lists.
 * A note with no labelled section is just paragraphs.
 */
export function parseAnalysisNotes(text: string): ParsedAnalysisNotes {
  const result: ParsedAnalysisNotes = { paragraphs: [], keyPoints: [], actionItems: [], hashtags: [] };
  const lines = text.replace(/\r\n?/g, '\n').split('\n');

  let paragraph: string[] = [];
  let section: SectionKey | undefined;
  /** A blank line was seen since the section's last line. */
  let afterBlank = false;

  const flushParagraph = () => {
    const body = paragraph.join('\n').trim();
    paragraph = [];
    if (body.length > 0 && !/summary/i.test(body)) result.paragraphs.push(body);
  };
  const addItem = (key: 'keyPoints' | 'actionItems', item: string) => {
    const clean = oneLine(item);
    if (clean.length > 0) result[key].push(clean);
  };

  for (const raw of lines) {
    const line = raw.trim();
    if (line.length === 0) {
      flushParagraph();
      afterBlank = true;
      continue;
    }
    const label = matchLabel(line);
    if (label) {
      flushParagraph();
      section = label.section;
      afterBlank = false;
      if (label.rest) {
        if (section === 'hashtags') result.hashtags.push(...hashtagTokens(label.rest));
        else addItem(section, label.rest.replace(BULLET, ''));
      }
      continue;
    }
    if (section === 'hashtags') {
      // Tokens continue on the next lines; after a blank line only a line of #tags continues them.
      if (!afterBlank || HASHTAG_LINE.test(line)) {
        result.hashtags.push(...hashtagTokens(line));
        afterBlank = false;
        continue;
      }
      section = undefined;
    } else if (section) {
      const list = result[section];
      const isBullet = BULLET.test(line);
      if (isBullet) {
        addItem(section, line.replace(BULLET, ''));
        afterBlank = false;
        continue;
      }
      if (!afterBlank) {
        // A wrapped line continues the item above it; with no item yet it is the first one.
        if (list.length > 0) list[list.length - 1] = oneLine(`${list[list.length - 1]} ${line}`);
        else addItem(section, line);
        continue;
      }
      // Separated by a blank line and not a bullet: the section is over, a paragraph starts.
      section = undefined;
    }
    paragraph.push(line);
    afterBlank = false;
  }
  flushParagraph();
  return result;
}

/**
 * The spec's `personalNotes` of an item (part 1 §3: "AI analysis text or user note"), composed for
 * the clients that read it: the parent's note, a blank line, then the analysis. The two are stored
 * apart (issue 22 point 6); the detail modal's parser reads this text as before.
 */
export function composePersonalNotes(note: string | null, analysis: string | null): string | null {
  const parts = [note?.trimEnd(), analysis?.trim()].filter((part): part is string => Boolean(part));
  return parts.length ? parts.join('\n\n') : null;
}

/**
 * The parent's note in a `personalNotes` a client sent: a client that read the composed text and
 * writes it back (a note edited in place) sends the analysis too, which is not the parent's and is
 * dropped, so it is never copied into the note. '' when nothing of the parent's is left.
 */
export function noteFromPersonalNotes(text: string, analysis: string | null): string {
  const sent = text.replace(/\r\n?/g, '\n').trimEnd();
  const kept = analysis?.replace(/\r\n?/g, '\n').trim();
  if (kept && sent.endsWith(kept)) return sent.slice(0, sent.length - kept.length).trim();
  return text;
}
