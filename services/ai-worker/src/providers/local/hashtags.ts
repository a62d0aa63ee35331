import type { Category, Phase } from '@nestkeep/common';
import { isStopword, tokenize, type Token } from './sentences.js';

/**
 * Hashtags from the text's keywords, plus one for the category and one for the phase.
 *
 * Keywords are nouns (and -ing words such as 'breastfeeding') and two-word noun phrases
 * ('tummy time', 'car seat'), scored by frequency: the title counts 3 times, the description
 * twice, the body once; a phrase scores 1.5 times its frequency and must appear at least twice.
 * Stop words, generic and review words ('best', 'tested'), evaluative adjectives in front of a noun
 * ('#easyPreschool') and numbers are never tags; a word inside a chosen phrase is not repeated
 * alone, nor a plural of a chosen tag ('#toddlers' after '#toddler').
 *
 * Tags are written lower camel case from their words ('tummy time' → '#tummyTime'), letters and
 * digits only, so they satisfy the analysis contract. There are at least {@link MIN_HASHTAGS}
 * (the category and phase tags, then '#parenting', fill in) and at most {@link MAX_HASHTAGS}.
 * A single word needs {@link MIN_SINGLE_SCORE} (a word said once in passing, 'chest', 'wind', is
 * no topic), and no tag is junk ({@link isJunkTag}: 'coach', 'better', 'momLife').
 */

export const MIN_HASHTAGS = 3;
export const MAX_HASHTAGS = 8;

export const CATEGORY_TAGS: Record<Category, string> = {
  'Sleep & Routines': '#babySleep',
  'Feeding & Nutrition': '#feeding',
  'Development & Learning': '#development',
  'Health & Safety': '#healthAndSafety',
  'Products & Reviews': '#productReview',
  'Parenting Tips': '#parentingTips',
  'Entertainment & Play': '#playIdeas',
};

/** A topic as parents search it for an age ('#toddlerSleep', not '#babySleep', for a toddler's bedtime). */
const AGE_TOPIC_TAGS: Partial<Record<Category, Partial<Record<Phase, string>>>> = {
  'Sleep & Routines': { newborn: '#newbornSleep', toddler: '#toddlerSleep', preschool: '#toddlerSleep' },
  'Development & Learning': {
    newborn: '#babyDevelopment',
    infant: '#babyDevelopment',
    toddler: '#toddlerDevelopment',
  },
  'Entertainment & Play': {
    infant: '#babyPlay',
    newborn: '#babyPlay',
    toddler: '#toddlerActivities',
    preschool: '#preschoolActivities',
  },
  'Health & Safety': { newborn: '#babySafety', infant: '#babySafety', pregnancy: '#pregnancyHealth' },
  'Feeding & Nutrition': { infant: '#babyFood', toddler: '#toddlerFood', pregnancy: '#pregnancyNutrition' },
};

/** The tag of a category, for the age when parents search it by age. */
export function topicTag(category: Category, phase: Phase): string {
  return AGE_TOPIC_TAGS[category]?.[phase] ?? CATEGORY_TAGS[category];
}

export const PHASE_TAGS: Record<Phase, string | undefined> = {
  fertility: '#fertility',
  pregnancy: '#pregnancy',
  postpartum: '#postpartum',
  newborn: '#newborn',
  infant: '#baby',
  toddler: '#toddler',
  preschool: '#preschooler',
  general: undefined,
};

const words = (text: string): ReadonlySet<string> => new Set(text.trim().split(/\s+/));

/**
 * Too broad to be worth a tag on a parenting page, words of reviews rather than of topics, and
 * words of the page or the platform rather than of the content (a screenshot's file name, calls to
 * action, promo codes, URL bits).
 */
const TOO_BROAD = words(`
  baby babies child children kid kids parent parents mom mum dad mother father family lo someone
  anyone stuff reason question answer problem place end start side point number age night morning
  life love home hand head word list step rule sign case level note site page link video reddit
  instagram tiktok youtube bit moment husband wife partner friend room house school book hour
  minute second percent lot plenty version type option choice style idea week arm face son daughter
  mind care length sample copy matter guest weekend today tonight mins hrs secs mama mamas papa
  mommy mummy
  tested testing verdict buy buying bought best price pros cons rating brand purchase deal sale
  review reviews pro con amazon target walmart
  screenshot screenshots img image photo pic offer click www http https com org html bio code
  save share follow comment repost fyp foryou viral reel reels ad ads sponsored discount group chat
  tip tips link
`);

/** Adjectives that do not make a topic in front of a noun ('#easyPreschool', '#bestBoard'). */
const EVALUATIVE = words(`
  old new young big small little easy simple common free honest cheap good great bad best better
  worst real true whole full quick sample first last next other same different main extra special
  favorite favourite popular perfect ultimate complete typical normal actual
`);

/**
 * Tags that name no topic a parent would search: a post's own slogans and identity tags
 * (gendered ones among them), and words of praise or talk that a tagger reads as nouns.
 */
const JUNK = words(`
  coach better warm basic basics talk tips tip hack hacks momlife mumlife momsofinstagram
  mumsofinstagram boymom girlmom boymum girlmum dadlife dadsofinstagram momtok mumtok momhacks
  mumhacks momgoals mumgoals momblogger mumblogger momof2 momof3 girldad boydad wifelife
  motherhood fatherhood parenthood instamom instamum momsupport relatable explore explorepage
  everything consistency thing things way ways stuff advice lesson reminder fact facts truth
  secret secrets trick tricks must musts guide game changer gamechanger
`);

/** Whether a tag (with or without '#', any case) names no topic. */
export function isJunkTag(tag: string): boolean {
  const key = tag.replace(/^#/, '').toLowerCase();
  return JUNK.has(key) || EVALUATIVE.has(key);
}

/** A word usable in a tag: letters (and inner digits), at least 3 long, not a stop word. */
function usable(word: string): boolean {
  return (
    word.length >= 3 &&
    /^\p{L}[\p{L}\p{N}]*$/u.test(word) &&
    !isStopword(word) &&
    !TOO_BROAD.has(word) &&
    !JUNK.has(word)
  );
}

/**
 * A single word must come up this often (the title counts 3, the description 2) to be a tag, one
 * more for every 15 lines of text.
 */
const MIN_SINGLE_SCORE = 2;

/** The keyword form of a token: plural nouns singular, '-ing' words as written. */
function keywordForm(t: Token): string {
  const normal = t.normal.replace(/'s$/, '');
  if (normal.endsWith('ing')) return normal;
  return t.lemma.replace(/'s$/, '');
}

const NOUNISH = new Set(['NOUN', 'PROPN']);

function isKeywordToken(t: Token): boolean {
  return t.type === 'word' && !t.generic && NOUNISH.has(t.pos);
}

/** Either word of a two-word phrase: a noun or adjective, letters only, not a stop word. */
function phraseWord(t: Token | undefined): t is Token {
  return (
    !!t &&
    t.type === 'word' &&
    !t.stop &&
    (NOUNISH.has(t.pos) || (t.pos === 'ADJ' && !EVALUATIVE.has(t.normal))) &&
    t.normal.length >= 3 &&
    /^\p{L}+$/u.test(t.normal)
  );
}

const TITLE_WEIGHT = 3;

/**
 * Names (of people, products, accounts) are no topic: words written with a capital inside a line
 * and never in lower case ('Feeding with Freya', 'the Hush Owl'). A line in title case or capitals
 * says nothing about names.
 */
function namesIn(fields: Fields): Set<string> {
  const lower = new Set<string>();
  const capital = new Set<string>();
  for (const text of [fields.title, fields.description, fields.text]) {
    for (const line of (text ?? '').split(/\n+|(?<=[.!?:])\s+/)) {
      const found = line.match(/\p{L}[\p{L}'-]*/gu) ?? [];
      const titleCase = found.filter((w) => /^\p{Lu}/u.test(w)).length * 2 > found.length;
      found.forEach((w, i) => {
        if (/^\p{Ll}/u.test(w)) lower.add(w.toLowerCase());
        else if (i > 0 && !titleCase && /^\p{Lu}\p{Ll}+$/u.test(w)) capital.add(w.toLowerCase());
      });
    }
  }
  return new Set([...capital].filter((w) => !lower.has(w)));
}

export interface Keyword {
  /** One or two words, space-separated. */
  phrase: string;
  score: number;
  /** Where it first appears (title first, then description, then body), for ties. */
  first: number;
}

type Fields = { title?: string | null; description?: string | null; text?: string | null };

/** Keywords of a text, best first (ties: the one appearing first). */
export function extractKeywords(fields: Fields): Keyword[] {
  const singles = new Map<string, { score: number; first: number }>();
  const pairs = new Map<string, { score: number; first: number; count: number; titled: boolean }>();
  // How each keyword is written, most often first: '#solids' and '#tantrums' as parents write
  // them, not the tagger's singular ('#solid').
  const written = new Map<string, Map<string, number>>();
  const note = (key: string, surface: string) => {
    const forms = written.get(key) ?? new Map<string, number>();
    forms.set(surface, (forms.get(surface) ?? 0) + 1);
    written.set(key, forms);
  };
  const asWritten = (key: string) =>
    [...(written.get(key) ?? new Map<string, number>()).entries()].sort((a, b) => b[1] - a[1])[0]?.[0] ?? key;
  const names = namesIn(fields);
  let position = 0;
  const squash = (line: string) =>
    line
      .toLowerCase()
      .replace(/[^\p{L}\p{N}]+/gu, ' ')
      .trim();
  // A page repeats its title and description in the body (the <h1>, a standfirst): read them once.
  const heads = new Set([fields.title, fields.description].filter(Boolean).map((h) => squash(h!)));
  const read = (text: string | null | undefined, weight: number, skipHeads = false) => {
    if (!text) return;
    for (const line of text.split(/\n+/)) {
      if (skipHeads && heads.has(squash(line))) continue;
      const tokens = tokenize(line);
      tokens.forEach((t, i) => {
        position += 1;
        if (isKeywordToken(t) && !names.has(t.normal)) {
          const word = keywordForm(t);
          if (usable(word)) {
            note(word, /^\p{L}+$/u.test(t.normal) ? t.normal : word);
            const entry = singles.get(word) ?? { score: 0, first: position };
            entry.score += weight;
            singles.set(word, entry);
          }
        }
        // Two-word phrases ('tummy time', 'car seat', 'baby food'): one word may be broad or
        // generic, not both; the first word stays as written, the second is made singular.
        const prev = tokens[i - 1];
        if (!phraseWord(prev) || !phraseWord(t) || !NOUNISH.has(t.pos)) return;
        const lead = prev.normal.replace(/'s$/, '');
        const word = keywordForm(t);
        if (!usable(lead) && !usable(word)) return;
        if (isStopword(lead) && isStopword(word)) return;
        if (names.has(prev.normal) || names.has(t.normal)) return;
        const key = `${lead} ${word}`;
        note(key, `${lead} ${t.normal}`);
        const entry = pairs.get(key) ?? { score: 0, first: position, count: 0, titled: false };
        entry.score += weight;
        entry.count += 1;
        entry.titled ||= weight === TITLE_WEIGHT;
        pairs.set(key, entry);
      });
    }
  };
  // Title-case and capitalised headlines tag better in lower case ('Coping With the Sleep Regression').
  read(fields.title?.toLowerCase(), TITLE_WEIGHT);
  read(fields.description?.toLowerCase(), 2);
  read(fields.text, 1, true);
  const keywords: Keyword[] = [...singles.entries()].map(([key, e]) => ({ phrase: asWritten(key), ...e }));
  // A phrase said twice, or once in the title ('Safe sleep for newborns'), is a topic.
  for (const [key, { score, first, count, titled }] of pairs) {
    if (count >= 2 || titled) keywords.push({ phrase: asWritten(key), score: score * 1.5, first });
  }
  return keywords.sort((a, b) => b.score - a.score || a.first - b.first);
}

/** '#lowerCamelCase' from words; letters and digits only. */
export function toHashtag(phrase: string): string {
  const words = phrase
    .normalize('NFKC')
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .map((w) => w.toLowerCase());
  const camel = words.map((w, i) => (i === 0 ? w : w[0]!.toUpperCase() + w.slice(1))).join('');
  return camel ? `#${camel}` : '';
}

/**
 * A classifier match as a keyword phrase ('picky eaters' → 'picky eater'), or undefined when it
 * does not make a tag: a pattern, a stop word inside ('cry it out'), or a broad single word.
 */
export function termKeyword(surface: string): string | undefined {
  const tokens = tokenize(surface).filter((t) => t.type === 'word');
  if (tokens.length === 0 || tokens.length > 2) return undefined;
  if (tokens.some((t) => t.stop || !/^\p{L}+$/u.test(t.normal))) return undefined;
  const words = tokens.map((t, i) =>
    i === tokens.length - 1 && NOUNISH.has(t.pos) ? keywordForm(t) : t.normal,
  );
  if (words.length === 1 && !usable(words[0]!)) return undefined;
  return words.join(' ');
}

export interface HashtagOptions {
  /**
   * Strong classifier matches of the chosen category and phase, best first (their surfaces, e.g.
   * 'bedtime routine'): the topic's own words come before plain keywords.
   */
  topicTerms?: readonly string[];
  max?: number;
}

/** The hashtags of a piece of content. */
export function buildHashtags(
  fields: Fields,
  category: Category,
  phase: Phase,
  options: HashtagOptions = {},
): string[] {
  const max = options.max ?? MAX_HASHTAGS;
  const tags: string[] = [];
  const seen = new Set<string>();
  const usedWords = new Set<string>();
  const add = (tag: string | undefined, words: string[] = []) => {
    if (!tag || tag.length < 4 || /^#\d+$/.test(tag) || isJunkTag(tag)) return;
    // '#toddlers' repeats '#toddler', '#preschool' repeats '#preschooler'.
    const key = tag.toLowerCase().replace(/(?:ers|er|es|s)$/, '');
    if (seen.has(key) || tags.length >= max) return;
    seen.add(key);
    tags.push(tag);
    for (const w of words) usedWords.add(w);
  };
  const addPhrase = (phrase: string) => {
    const words = phrase.split(' ');
    // A word already inside a chosen phrase adds nothing alone; a phrase of two chosen words neither.
    if (words.length === 1 && usedWords.has(phrase)) return;
    if (words.length === 2 && words.every((w) => usedWords.has(w))) return;
    add(toHashtag(phrase), words);
  };
  add(topicTag(category, phase));
  add(PHASE_TAGS[phase]);
  let topical = 0;
  for (const surface of options.topicTerms ?? []) {
    if (topical >= 3) break;
    const phrase = termKeyword(surface);
    if (!phrase) continue;
    const before = tags.length;
    // Safety of a thing is searched as one tag: '#carSeatSafety'.
    if (
      topical === 0 &&
      category === 'Health & Safety' &&
      /^\p{L}+ \p{L}+$/u.test(phrase) &&
      !/saf|proof/.test(phrase)
    )
      add(toHashtag(`${phrase} safety`));
    addPhrase(phrase);
    if (tags.length > before) topical += 1;
  }
  // A long text says many words twice: a single word needs more there.
  const lines = (fields.text ?? '').split(/\n+/).length;
  const minSingle = MIN_SINGLE_SCORE + Math.floor(lines / 15);
  for (const { phrase, score } of extractKeywords(fields)) {
    if (tags.length >= max) break;
    if (!phrase.includes(' ') && score < minSingle) continue;
    if (phrase.split(' ').some((w) => JUNK.has(w) || EVALUATIVE.has(w))) continue;
    addPhrase(phrase);
  }
  add('#parenting');
  add('#parentingTips');
  add('#familyLife');
  return tags;
}
