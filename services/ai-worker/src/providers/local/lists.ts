import type { Sentence } from './sentences.js';

/**
 * The lists of a text: numbered or bulleted tips ('1.', '2)', '①', '•', '-', '✓', an emoji bullet,
 * 'Tip 1:', 'Step one') wherever they stand, and runs of short lines without markers (how a page's
 * list items and a screenshot's lines arrive): two or more after a line that announces them ('Keep
 * the cot free of:', '5 tips for ...'), else three or more mostly without full stops. Their items
 * are key points. When they hold half of the text's words the text is built around them, and the
 * heading ('5 tips for a better bedtime routine') is the title a parent would give it.
 */

export interface TextList {
  /** The list's heading as written, without a closing colon; undefined when it has none. */
  heading?: string;
  /** One per item (a line), its sentences in order. */
  items: Sentence[][];
  /** The items hold at least half of the text's words: the text is built around the list. */
  main: boolean;
}

/** At least this many marked lines make a list; unmarked lines need one more. */
const MIN_MARKED = 2;
const MIN_UNMARKED = 3;
/** An unmarked list item is a short line: one or two sentences of at most this many words. */
const MAX_ITEM_WORDS = 30;
/** A heading that counts what follows: '5 tips for ...', 'Seven ways to ...', 'Top 10 ...'. */
const COUNTING =
  /^(?:(?:my|our|the|top|here are(?: my| our)?)\s+)?(?:\d{1,2}|two|three|four|five|six|seven|eight|nine|ten|twelve)\s+\S/i;

function blocksOf(sentences: readonly Sentence[]): Sentence[][] {
  const blocks: Sentence[][] = [];
  for (const s of sentences) {
    const last = blocks.at(-1);
    if (last && last[0]!.block === s.block) last.push(s);
    else blocks.push([s]);
  }
  return blocks;
}

const isHeadingLine = (block: readonly Sentence[]) =>
  block.length === 1 && (block[0]!.kind === 'heading' || /:$/.test(block[0]!.text));

function isShortLine(block: readonly Sentence[]): boolean {
  const words = block.reduce((n, s) => n + s.wordCount, 0);
  return (
    block.length <= 2 &&
    words <= MAX_ITEM_WORDS &&
    block.every((s) => s.kind !== 'question' && !s.boilerplate) &&
    !/:$/.test(block.at(-1)!.text)
  );
}

const lineText = (block: readonly Sentence[]) =>
  block
    .map((s) => s.text)
    .join(' ')
    .replace(/\s*:$/, '')
    .trim();

/**
 * The heading of a list starting at block `first`, as a title: a heading that counts ('5 tips for
 * ...') before it; else the text's first line when it is a heading or a question (the title of a
 * card or page, above section labels such as 'For you'); else the line right before the list.
 */
function headingBefore(blocks: readonly Sentence[][], first: number): string | undefined {
  const before = blocks.slice(0, first);
  const counting = before.filter((b) => COUNTING.test(b[0]!.text) && b[0]!.wordCount <= 16).at(-1);
  if (counting) return lineText(counting);
  const top = blocks[0]!;
  const topWords = top.reduce((n, s) => n + s.wordCount, 0);
  if (first > 0 && topWords <= 14 && (isHeadingLine(top) || top.every((s) => s.kind !== 'sentence')))
    return lineText(top);
  const previous = first > 0 && isHeadingLine(blocks[first - 1]!) ? blocks[first - 1] : undefined;
  return previous ? lineText(previous) : undefined;
}

/** A list is what a text is built around when its items hold at least this share of its words. */
const MAIN_SHARE = 0.5;

function words(blocks: readonly Sentence[][]): number {
  return blocks.reduce((n, b) => n + b.reduce((m, s) => m + s.wordCount, 0), 0);
}

/**
 * A line that names the list after it ('Signs it's the regression', 'How to reduce the risk',
 * 'What to look for', 'Storing breast milk' is not one): its heading, never an item.
 */
const NAMES_A_LIST =
  /^(?:(?:common|key|early|main|warning|the)\s+)?(?:signs?|symptoms|tips|ways|ideas|things|reasons|rules|steps|mistakes|essentials|checklist|dos and don'?ts)\b|^(?:how|what|when|why|which|where)\s+to\b|^what\s+(?:you|to|we)\b/i;

/** A line without a full stop: 'Same time every night', 'Nipple cream', 'Snacks (lots!)'. */
const isBareLine = (block: readonly Sentence[]) =>
  block.length === 1 &&
  block[0]!.kind !== 'question' &&
  (!/[.!?;:…"”]$/.test(block[0]!.text) || (block[0]!.wordCount <= 12 && /[!)]$/.test(block[0]!.text)));

/** Runs of short unmarked lines that read as list items (see the module comment). */
function unmarkedRuns(blocks: readonly Sentence[][]): Array<{ start: number; length: number }> {
  const runs: Array<{ start: number; length: number }> = [];
  const isItem = (b: Sentence[] | undefined) => !!b && isShortLine(b) && !b[0]!.listItem;
  for (let i = 0; i < blocks.length;) {
    if (!isItem(blocks[i])) {
      i += 1;
      continue;
    }
    // The text's first line, or a line that counts or names the list, is the list's heading.
    const text = blocks[i]![0]!.text;
    const start = i === 0 || COUNTING.test(text) || NAMES_A_LIST.test(text) ? i + 1 : i;
    // Items are alike: bare lines, or short sentences, not a mix (a heading and its paragraph).
    const bare = isItem(blocks[start]) && isBareLine(blocks[start]!);
    let end = start;
    while (isItem(blocks[end]) && (end === start || isBareLine(blocks[end]!) === bare)) end += 1;
    // A last line that heads the paragraph after the run is that paragraph's heading.
    const next = blocks[end];
    const headsNext = !!next && next[0]!.kind === 'sentence' && !isBareLine(next);
    const last = end > start && blocks[end - 1]![0]!.kind === 'heading' && headsNext ? 1 : 0;
    const head = blocks[start - 1];
    const announces = !!head && (COUNTING.test(head[0]!.text) || /:$/.test(head.at(-1)!.text));
    const run = blocks.slice(start, end - last);
    // Without a line announcing them, items read as items: no full stops (a heading followed by
    // its short paragraph is a section, not a list).
    if ((announces && run.length >= MIN_MARKED) || (run.length >= MIN_UNMARKED && run.every(isBareLine)))
      runs.push({ start, length: run.length });
    i = Math.max(end, i + 1);
  }
  return runs;
}

/** Lead-in items are short lines without a full stop of their own, a handful at most. */
const MAX_LEAD_ITEMS = 6;
const MAX_LEAD_ITEM_WORDS = 10;

/**
 * Whether a line ending with ':' is a sentence its items finish: it breaks off mid-clause ('Call
 * 999 if baby:' + 'is floppy or hard to wake'), or it has a verb and its items name only things
 * ('Keep the cot free of:' + 'pillows and duvets', 'cot bumpers').
 */
function leadsIn(lead: Sentence, items: readonly Sentence[][]): boolean {
  if (!/:$/.test(lead.text) || lead.kind === 'question') return false;
  if (items.length > MAX_LEAD_ITEMS) return false;
  if (
    !items.every(
      (b) => b.length === 1 && b[0]!.wordCount <= MAX_LEAD_ITEM_WORDS && !/[.!?]$/.test(b[0]!.text),
    )
  )
    return false;
  const words = lead.tokens.filter((t) => t.type === 'word');
  const last = words.at(-1);
  const brokenOff =
    /\b(?:if|when|unless|whether|once)\b(?:\s+\S+){0,2}\s*:$/i.test(lead.text) ||
    last?.pos === 'ADP' ||
    last?.pos === 'AUX';
  const thingsOnly = lead.hasVerb && items.every((b) => !b[0]!.hasVerb && b[0]!.wordCount <= 6);
  return brokenOff || thingsOnly;
}

/**
 * A lead-in and the items that finish it are one point, the lead-in first ('Keep the cot free
 * of: pillows and duvets, cot bumpers ...'): the merged block, or undefined.
 */
function completeLeadIn(blocks: Sentence[][], start: number, length: number): Sentence[] | undefined {
  const lead = blocks[start - 1]?.at(-1);
  const items = blocks.slice(start, start + length);
  if (!lead || !leadsIn(lead, items)) return undefined;
  const merged = [lead, ...items.flat()];
  blocks.splice(start, length, merged);
  const before = blocks[start - 1]!.slice(0, -1);
  if (before.length) blocks[start - 1] = before;
  else blocks.splice(start - 1, 1);
  return merged;
}

/** Runs of consecutive marked lines. */
function markedRuns(blocks: readonly Sentence[][]): Array<{ start: number; length: number }> {
  const runs: Array<{ start: number; length: number }> = [];
  blocks.forEach((b, i) => {
    if (!b[0]!.listItem || b[0]!.kind === 'question') return;
    const last = runs.at(-1);
    if (last && last.start + last.length === i) last.length += 1;
    else runs.push({ start: i, length: 1 });
  });
  return runs;
}

/** The text's lists as one (items in text order), or undefined when it has none. */
export function findList(sentences: readonly Sentence[]): TextList | undefined {
  const blocks = blocksOf(sentences.filter((s) => !s.boilerplate));
  const marked = markedRuns(blocks);
  const runs = [
    ...(marked.reduce((n, r) => n + r.length, 0) >= MIN_MARKED ? marked : []),
    ...unmarkedRuns(blocks),
  ].sort((a, b) => a.start - b.start);
  const items = new Set<Sentence[]>();
  // Later runs first, so that merging a lead-in does not move the blocks of earlier ones.
  for (const run of runs.reverse()) {
    const merged = completeLeadIn(blocks, run.start, run.length);
    if (merged) items.add(merged);
    else for (const b of blocks.slice(run.start, run.start + run.length)) items.add(b);
  }
  if (items.size === 0) return undefined;
  const ordered = blocks.filter((b) => items.has(b));
  return {
    heading: headingBefore(blocks, blocks.indexOf(ordered[0]!)),
    items: ordered,
    main: words(ordered) >= MAIN_SHARE * words(blocks),
  };
}

/** Small words kept in capitals when a shouted line is put in sentence case. */
const ACRONYMS = new Set(['nhs', 'aap', 'cdc', 'sids', 'adhd', 'rsv', 'mmr', 'blw', 'uk', 'spf', 'diy']);

/** 'BEDTIME ROUTINE TIPS' → 'Bedtime routine tips'; a line not in capitals is kept as written. */
export function sentenceCase(line: string): string {
  const letters = line.replace(/[^\p{L}]/gu, '');
  if (letters.length < 4 || letters !== letters.toUpperCase()) return line;
  const lower = line
    .toLowerCase()
    .replace(/\p{L}+/gu, (w) => (ACRONYMS.has(w) || w === 'i' ? w.toUpperCase() : w));
  return lower.replace(/\p{L}/u, (c) => c.toUpperCase());
}
