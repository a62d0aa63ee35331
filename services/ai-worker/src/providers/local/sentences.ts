import { eng as stopwordsEng } from 'stopword';
import { nlp } from './nlp.js';

/**
 * Text into blocks and sentences, each with its tokens (normal form, lemma, part of speech) and its
 * content terms: the raw material of the other modules.
 *
 * A block is one line of the text (an HTML page's paragraphs, headings and list items arrive as
 * lines); sentences never cross a block, so a heading without a full stop does not run into the
 * paragraph after it.
 */

export interface Token {
  /** Lower-case form as written. */
  normal: string;
  lemma: string;
  /** Universal part of speech (NOUN, VERB, AUX, ...). */
  pos: string;
  /** wink-nlp token type: word, number, punctuation, emoji, url, ... */
  type: string;
  /** A stop word: wink-nlp's list or the stopword package's. */
  stop: boolean;
  /** A stop word or one of {@link GENERIC_WORDS}: never a term on its own. */
  generic: boolean;
}

export type SentenceKind = 'sentence' | 'heading' | 'question';

export interface Sentence {
  /** As written, whitespace collapsed, a leading list marker taken off. */
  text: string;
  /** Its line started with a list marker ('1.', '2)', '-', '•', '✓', an emoji bullet). */
  listItem: boolean;
  /** Position among all sentences of the text. */
  index: number;
  /** Which block (line) it comes from. */
  block: number;
  firstInBlock: boolean;
  /** A heading is a short line without closing punctuation; a question ends with '?'. */
  kind: SentenceKind;
  /** Site furniture: newsletter, cookie, share, affiliate and copyright lines, links. */
  boilerplate: boolean;
  tokens: Token[];
  /** Lemmas of its content words, in order (repeats kept). */
  terms: string[];
  /** Number of word tokens. */
  wordCount: number;
  /** Has a verb or auxiliary: a full sentence, not a list item like 'Crackers, cheese, pear'. */
  hasVerb: boolean;
}

/** Words too common in any page to say what it is about, beyond the usual stop words. */
export const GENERIC_WORDS: ReadonlySet<string> = new Set(
  `
  able actually also always another anything around article away back bit can click come comment
  could day different do done easy edit else etc even ever every everyone everything example feel
  find first get give go going good got great guide happen hard help hour idea just keep kind
  know last least let like little lol look lot make many may maybe mean might minute month much
  must need never new next nothing now often ok okay one part people per post pretty put quite
  rather read really reply right say see seem set share should something sometimes sort still
  sure take tell thank thanks thing think time tip today together tonight try two update use usually via
  want way week well whole will work would year yes yet
`
    .trim()
    .split(/\s+/),
);

const STOPWORDS: ReadonlySet<string> = new Set(stopwordsEng.map((w) => w.toLowerCase()));

const CONTENT_POS = new Set(['NOUN', 'PROPN', 'VERB', 'ADJ']);

/**
 * A list marker or numbering at the start of a line, followed by a space: '- ', '• ', '1. ', '2) ',
 * '#3 ', 'Step 4:', 'Step one:', '①', '✓', an emoji bullet. ('2.5 year old' and '-5 degrees' keep their numbers.)
 */
const LIST_MARKER =
  /^\s*(?:[-*•‣◦▪●–—»›]+\s+|[✓✔☑☐☒✗✘➡→▶►]\uFE0F?\s*|\(?\d{1,2}[.)]\s+|\d{1,2}\uFE0F?\u20E3\s*|#\d{1,2}[.:)]?\s+|(?:[Ss]tep|STEP|[Tt]ip|TIP|[Nn]o\.?)\s*(?:#?\d{1,2}|one|two|three|four|five|six|seven|eight|nine|ten|ONE|TWO|THREE|FOUR|FIVE|SIX|SEVEN|EIGHT|NINE|TEN)\s*[:.)-]\s*|[\u2460-\u2473\u2776-\u277F\u2780-\u2793]\s*|(?![©®™])(?:\p{Extended_Pictographic}\uFE0F?\u200D?)+\s+)/u;

/** Whether a line starts with a list marker (see {@link LIST_MARKER}). */
export function hasListMarker(line: string): boolean {
  return LIST_MARKER.test(line);
}

const BOILERPLATE = [
  /\b(?:subscribe|newsletter|sign up|sign in|log in|cookies?|privacy policy|terms of (?:use|service))\b/i,
  /\b(?:all rights reserved|advertisement|sponsored|affiliate|commission|copyright)\b|©/i,
  /\b(?:share (?:this|on)|follow us|read more|related (?:posts|articles|stories)|click here|pin it)\b|^(?:related|see also|read next|you may also like)\b/i,
  /\b(?:check (?:the )?price|see (?:it )?at (?:amazon|target|walmart)|buy (?:it )?now|shop now|add to cart)\b/i,
  /\b(?:upvotes?|downvotes?|permalink|posted by|reply\s*$)\b/i,
  /https?:\/\/|www\.|\S+@\S+\.\w+/i,
  // Bylines and datelines: 'Written by ...', 'By Maya Chen, ...', 'Updated March 3, 2024'.
  /^(?:written|answered|posted|reviewed|medically reviewed|edited|illustrated|photos?)\s+by\b/i,
  /^By\s+[A-Z][\w.'-]*(?:\s+[A-Z][\w.'-]*)*\s*(?:[,·|]|$)/,
  /\b(?:updated|published|posted)\b[^.]*\b(?:19|20)\d\d\b/i,
];

/** A stop word or a generic word (see {@link GENERIC_WORDS}). */
export function isStopword(word: string): boolean {
  const w = word.toLowerCase();
  return STOPWORDS.has(w) || GENERIC_WORDS.has(w);
}

/** The text's lines, list markers taken off, empty ones left out. */
export function splitBlocks(text: string): string[] {
  return text
    .replace(/\r\n?/g, '\n')
    .replace(/\u00a0/g, ' ')
    .split('\n')
    .map(cleanLine)
    .filter((line) => line.length > 0);
}

/** Whitespace collapsed and a leading list marker taken off. */
export function cleanLine(line: string): string {
  return line.replace(/\s+/g, ' ').replace(LIST_MARKER, '').trim();
}

/** Tokens of one piece of text. */
export function tokenize(text: string): Token[] {
  const its = nlp().its;
  const tokens = nlp().readDoc(text).tokens();
  const normals = tokens.out(its.normal) as string[];
  // wink-nlp's type for its.lemma does not fit out()'s parameter; it works at run time.
  const lemmas = tokens.out(its.lemma as unknown as typeof its.normal) as string[];
  const pos = tokens.out(its.pos) as string[];
  const types = tokens.out(its.type) as string[];
  const stops = tokens.out(its.stopWordFlag) as unknown as boolean[];
  return normals.map((normal, i) => {
    const lemma = String(lemmas[i] ?? normal).toLowerCase();
    return {
      normal,
      lemma,
      pos: pos[i] ?? 'X',
      type: types[i] ?? 'word',
      stop: Boolean(stops[i]) || STOPWORDS.has(normal),
      generic: Boolean(stops[i]) || isStopword(normal) || isStopword(lemma),
    };
  });
}

/** Lemmas of the content words among tokens: nouns, verbs, adjectives; no stop words or numbers. */
export function contentTerms(tokens: readonly Token[]): string[] {
  return tokens
    .filter(
      (t) =>
        t.type === 'word' && !t.generic && CONTENT_POS.has(t.pos) && /^[\p{L}][\p{L}'-]+$/u.test(t.lemma),
    )
    .filter((t) => t.lemma.length >= 3)
    .map((t) => t.lemma.replace(/'s$/, ''));
}

function kindOf(text: string, wordCount: number, alone: boolean): SentenceKind {
  if (/\?["'”’)]*$/.test(text)) return 'question';
  if (alone && wordCount <= 14 && !/[.!;"'”’)…]$/.test(text)) return 'heading';
  if (alone && /:$/.test(text)) return 'heading';
  return 'sentence';
}

/** The sentences of a text, in order. */
export function readSentences(text: string): Sentence[] {
  const out: Sentence[] = [];
  const marked = text
    .replace(/\r\n?/g, '\n')
    .split('\n')
    .filter((line) => cleanLine(line).length > 0)
    .map(hasListMarker);
  splitBlocks(text).forEach((line, block) => {
    const pieces = (nlp().readDoc(line).sentences().out() as string[])
      .map((piece) => piece.replace(/\s+/g, ' ').trim())
      .filter((piece) => piece.length > 0);
    pieces.forEach((piece, i) => {
      const tokens = tokenize(piece);
      const wordCount = tokens.filter((t) => t.type === 'word' || t.type === 'number').length;
      if (wordCount === 0) return;
      out.push({
        text: i === 0 ? cleanLine(piece) : piece,
        listItem: marked[block] ?? false,
        index: out.length,
        block,
        firstInBlock: i === 0,
        // A bulleted line is an item, not a heading, with or without its full stop.
        kind: kindOf(piece, wordCount, pieces.length === 1 && !marked[block]),
        boilerplate: BOILERPLATE.some((re) => re.test(piece)),
        tokens,
        terms: contentTerms(tokens),
        wordCount,
        hasVerb: tokens.some((t) => t.pos === 'VERB' || t.pos === 'AUX'),
      });
    });
  });
  return out;
}
