import type { Sentence } from './sentences.js';

/**
 * The list a text is built around, if any: numbered or bulleted tips ('1.', '2)', '•', '-', '✓',
 * an emoji bullet) or, without markers, one short tip per line under a heading (how a page's list
 * items and a screenshot's lines arrive). Its items are the text's key points, and its heading
 * ('5 tips for a better bedtime routine') is the title a parent would give it. A page with a list
 * among its paragraphs is not built around it: its items must hold half of the text's words.
 */

export interface TextList {
  /** The list's heading as written, without a closing colon; undefined when it has none. */
  heading?: string;
  /** One per item (a line), its sentences in order. */
  items: Sentence[][];
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

/** The text's list, or undefined when it has none. */
export function findList(sentences: readonly Sentence[]): TextList | undefined {
  const blocks = blocksOf(sentences.filter((s) => !s.boilerplate));
  const main = (items: Sentence[][]) => words(items) >= MAIN_SHARE * words(blocks);
  const marked = blocks.filter((b) => b[0]!.listItem && b[0]!.kind !== 'question');
  if (marked.length >= MIN_MARKED && main(marked)) {
    return { heading: headingBefore(blocks, blocks.indexOf(marked[0]!)), items: marked };
  }
  // Unmarked: the longest run of short lines right after a heading that announces a list (it
  // counts or ends with ':'), or of lines that are tips without full stops, one per line.
  let best: { start: number; length: number } | undefined;
  for (let i = 1; i < blocks.length; i++) {
    const head = blocks[i - 1]!;
    const announces = head.length === 1 && (COUNTING.test(head[0]!.text) || /:$/.test(head[0]!.text));
    if (!announces && !isHeadingLine(head)) continue;
    let length = 0;
    while (i + length < blocks.length && isShortLine(blocks[i + length]!)) length += 1;
    const run = blocks.slice(i, i + length);
    const unpunctuated = run.filter((b) => b.length === 1 && b[0]!.kind === 'heading').length;
    if (!announces && unpunctuated * 3 < length * 2) continue;
    if (length >= MIN_UNMARKED && length > (best?.length ?? 0)) best = { start: i, length };
  }
  if (!best || !main(blocks.slice(best.start, best.start + best.length))) return undefined;
  return {
    heading: headingBefore(blocks, best.start),
    items: blocks.slice(best.start, best.start + best.length),
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
