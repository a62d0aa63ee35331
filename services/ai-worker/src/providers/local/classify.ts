import { CATEGORIES, PHASES, digitsBeforeUnits, type Category, type Phase } from '@nestkeep/common';
import {
  CATEGORY_GENRES,
  CATEGORY_LEXICONS,
  CATEGORY_TIE_ORDER,
  PHASE_LEXICONS,
  PHASE_TIE_ORDER,
  type Lexicon,
} from './lexicons.js';

/**
 * Category and phase by weighted keyword lexicons (lexicons.ts), explainable term by term.
 *
 * Each term found earns `weight × (3 × title hits + 2 × description hits + body credit)`:
 * - title and description hits count at most twice each;
 * - body credit grows with the logarithm of the hits (1 hit 1, 2 hits 2, 4 hits 3, 8 hits 4), so a
 *   page about sleep that mentions a bottle twenty times is not a feeding page, and many different
 *   terms of one topic weigh more than one term repeated.
 * A label's score is the sum over its terms, except that hints (terms weighing under
 * {@link HINT_WEIGHT}) add at most {@link HINT_CAP} points together, so a page that mentions many
 * everyday words of a topic in passing does not outvote the words of its actual topic. The highest
 * score wins, ties broken by a fixed order
 * (lexicons.ts). With nothing found the category is 'Parenting Tips'; a phase needs at least
 * {@link MIN_PHASE_SCORE} points, else it is 'general'.
 *
 * Phases also read ages written as numbers ('6 months', '2-year-old', '0-3 months',
 * '34 weeks pregnant', 'ages 3-5'), mapped on the app's stage bands: newborn up to 3 months,
 * infant 4-11 months, toddler 1-3 years, preschool 3-5 years.
 */

export const TITLE_WEIGHT = 3;
export const DESCRIPTION_WEIGHT = 2;
const FIELD_CAP = 2;
export const MIN_PHASE_SCORE = 2;
/** Terms weighing less than this are hints ... */
export const HINT_WEIGHT = 2;
/** ... and all of a label's hints together add at most this many points. */
export const HINT_CAP = 12;

export interface ClassifierInput {
  title?: string | null;
  description?: string | null;
  text?: string | null;
}

export interface TermMatch {
  term: string;
  /** The first words that matched, as found (lower case). */
  surface: string;
  weight: number;
  title: number;
  description: number;
  body: number;
  points: number;
}

export interface LabelScore<L extends string> {
  label: L;
  score: number;
  /** Matched terms, most points first. */
  matches: TermMatch[];
}

export interface Classification<L extends string> {
  label: L;
  score: number;
  /** Every label with its score, best first (ties in the fixed order). */
  ranking: LabelScore<L>[];
  /** One line saying why: the winner's strongest terms and the runner-up. */
  reason: string;
}

interface Fields {
  title: string;
  description: string;
  body: string;
}

function normalize(text: string | null | undefined): string {
  return (text ?? '')
    .replace(/[\u2018\u2019\u02bc]/g, "'")
    .replace(/[\u2010-\u2014]/g, '-')
    .replace(/\s+/g, ' ')
    .toLowerCase();
}

/** A first line this short heads the text ('Postpartum recovery essentials'). */
const HEADLINE_WORDS = 15;

/**
 * The fields read. A save without a title (a screenshot, a note) is headed by its first line when
 * that is short: it says what the text is mainly about, so it weighs as a title does, and the
 * words said in passing below it weigh less.
 */
function fieldsOf(input: ClassifierInput): Fields {
  let title = normalize(input.title);
  let body = normalize(input.text);
  if (!title) {
    const lines = (input.text ?? '').split('\n').filter((l) => l.trim());
    const first = lines[0] ?? '';
    if (lines.length > 1 && first.trim().split(/\s+/).length <= HEADLINE_WORDS) {
      title = normalize(first);
      body = normalize(lines.slice(1).join('\n'));
    }
  }
  return { title, description: normalize(input.description), body };
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The regular expression of one lexicon term (syntax in lexicons.ts). */
/** A lexicon term written as a regular expression: '/.../'. */
const isRegexTerm = (term: string) => term.length > 2 && term.startsWith('/') && term.endsWith('/');

export function termPattern(term: string): RegExp {
  if (isRegexTerm(term)) return new RegExp(term.slice(1, -1), 'gu');
  const star = term.endsWith('*');
  const base = (star ? term.slice(0, -1) : term).toLowerCase();
  const body = base
    .split(/[\s-]+/)
    .map(escape)
    .join('[\\s-]*');
  const tail = star ? '[\\p{L}\\p{N}]*' : '(?:s|es)?';
  return new RegExp(`(?<![\\p{L}\\p{N}])${body}${tail}(?![\\p{L}\\p{N}])`, 'gu');
}

/**
 * A term's pattern, and the literal text any match of it starts with (its first word; none for a
 * /regex/ term). Most of a lexicon's thousands of terms are absent from a save, and a substring
 * search rules them out far faster than running their Unicode-aware patterns: analysis was the
 * largest share of the ai-worker's CPU, slowing the chat answered beside it.
 */
const patternCache = new Map<string, { re: RegExp; literal: string | null }>();
function patternOf(term: string): { re: RegExp; literal: string | null } {
  let entry = patternCache.get(term);
  if (!entry) {
    const first = term
      .replace(/\*$/, '')
      .toLowerCase()
      .split(/[\s-]+/)[0];
    entry = { re: termPattern(term), literal: isRegexTerm(term) || !first ? null : first };
    patternCache.set(term, entry);
  }
  entry.re.lastIndex = 0;
  return entry;
}

function countTerm(term: string, text: string): { count: number; first?: string } {
  if (!text) return { count: 0 };
  const { re, literal } = patternOf(term);
  if (literal !== null && !text.includes(literal)) return { count: 0 };
  const found = text.match(re);
  return found ? { count: found.length, first: found[0] } : { count: 0 };
}

export function bodyCredit(hits: number): number {
  return hits <= 0 ? 0 : 1 + Math.log2(hits);
}

function points(weight: number, title: number, description: number, body: number): number {
  const raw =
    TITLE_WEIGHT * Math.min(title, FIELD_CAP) +
    DESCRIPTION_WEIGHT * Math.min(description, FIELD_CAP) +
    bodyCredit(body);
  return Math.round(weight * raw * 100) / 100;
}

function lexiconMatches(lexicon: Lexicon, fields: Fields): TermMatch[] {
  const matches: TermMatch[] = [];
  for (const [term, weight] of lexicon) {
    const title = countTerm(term, fields.title);
    const description = countTerm(term, fields.description);
    const body = countTerm(term, fields.body);
    if (title.count + description.count + body.count === 0) continue;
    matches.push({
      term,
      surface: (title.first ?? description.first ?? body.first ?? term).trim(),
      weight,
      title: title.count,
      description: description.count,
      body: body.count,
      points: points(weight, title.count, description.count, body.count),
    });
  }
  return matches;
}

function decide<L extends string>(
  scores: Map<L, TermMatch[]>,
  order: readonly L[],
  fallback: L,
  minScore: number,
): Classification<L> {
  const ranking: LabelScore<L>[] = order.map((label) => {
    const matches = [...(scores.get(label) ?? [])].sort(
      (a, b) => b.points - a.points || a.term.localeCompare(b.term),
    );
    const strong = matches.filter((m) => m.weight >= HINT_WEIGHT).reduce((sum, m) => sum + m.points, 0);
    const hints = matches.filter((m) => m.weight < HINT_WEIGHT).reduce((sum, m) => sum + m.points, 0);
    const score = Math.round((strong + Math.min(hints, HINT_CAP)) * 100) / 100;
    return { label, score, matches };
  });
  // Stable sort: equal scores keep the fixed order.
  ranking.sort((a, b) => b.score - a.score);
  const best = ranking[0]!;
  const label = best.score >= minScore && best.score > 0 ? best.label : fallback;
  return { label, score: best.score, ranking, reason: reasonOf(label, ranking, minScore) };
}

function describeMatch(m: TermMatch): string {
  const where = [
    m.title ? `title×${m.title}` : '',
    m.description ? `description×${m.description}` : '',
    m.body ? `body×${m.body}` : '',
  ]
    .filter(Boolean)
    .join(' ');
  return `'${m.term}' (${where}, w${m.weight}) +${m.points}`;
}

function reasonOf<L extends string>(label: L, ranking: LabelScore<L>[], minScore: number): string {
  const best = ranking[0]!;
  if (best.label !== label) {
    return best.score > 0
      ? `${label}: no label reached ${minScore} points (best ${best.label} ${best.score})`
      : `${label}: no lexicon term found`;
  }
  const top = best.matches.slice(0, 4).map(describeMatch).join(', ');
  const second = ranking[1];
  const next = second && second.score > 0 ? `; next ${second.label} ${second.score}` : '';
  const tie = second && second.score === best.score ? ' (tie broken by the fixed order)' : '';
  return `${label} ${best.score}${tie}: ${top}${next}`;
}

/** The category of a piece of content, with the terms that decided it. */
export function classifyCategory(input: ClassifierInput): Classification<Category> {
  const fields = fieldsOf(input);
  const scores = new Map<Category, TermMatch[]>();
  for (const category of CATEGORIES)
    scores.set(category, lexiconMatches(CATEGORY_LEXICONS[category], fields));
  const decided = decide(scores, CATEGORY_TIE_ORDER, 'Parenting Tips', 0);
  const genre = CATEGORY_GENRES.find((g) => g.title.test(fields.title));
  if (!genre || genre.category === decided.label) return decided;
  return {
    ...decided,
    label: genre.category,
    reason: `${genre.category}: the title says what kind of text it is`,
  };
}

/* ---------- ages written as numbers ---------- */

const UNIT = '(weeks?|wks?|months?|mos?|years?|yrs?)';

export interface AgeCue {
  phase: Phase;
  weight: number;
  /** The words read, e.g. '6 months'. */
  cue: string;
}

/** The phase of a child's age; undefined past preschool. */
export function phaseOfAge(value: number, unit: string): Phase | undefined {
  const u = unit[0];
  const months = u === 'w' ? value / 4.345 : u === 'y' ? value * 12 : value;
  if (months <= 3) return 'newborn';
  if (months < 12) return 'infant';
  if (months < 36) return 'toddler';
  if (months < 72) return 'preschool';
  return undefined;
}

/** A number of weeks, months or years: '6', '18', '2.5' (not the '5' of '2.5'). */
const NUM = '(?<![\\p{L}\\p{N}.,])(\\d{1,2}(?:\\.\\d)?)';

const re = (source: string) => new RegExp(source, 'gu');

/** Age cues of one text. Each piece of text is read by the first pattern that takes it. */
export function ageCues(rawText: string): AgeCue[] {
  let text = digitsBeforeUnits(rawText, String.raw`(?:weeks?|months?|years?)\b`);
  const cues: AgeCue[] = [];
  const take = (pattern: RegExp, read: (m: string[]) => void) => {
    text = text.replace(pattern, (...args: unknown[]) => {
      const m = args.slice(0, -2).map((a) => String(a ?? ''));
      read(m);
      return ' '.repeat(m[0]!.length);
    });
  };
  const push = (phase: Phase | undefined, weight: number, cue: string) => {
    if (phase) cues.push({ phase, weight, cue });
  };
  // 34 weeks pregnant, 5 months pregnant, 20 weeks along
  take(re(`${NUM}\\s*(?:weeks?|wks?|months?)\\s*(?:pregnant|along|of pregnancy|gestation)\\b`), (m) =>
    push('pregnancy', 3, m[0]!),
  );
  // 0-3 months, 12 to 18 months old, 2–3 years: both ends count, half as much as one age
  take(re(`(?:between\\s+)?${NUM}\\s*(?:-|to|and)\\s*${NUM}[\\s-]*${UNIT}(?:[\\s-]*olds?)?\\b`), (m) => {
    const weight = /old/.test(m[0]!) ? 1.5 : 1;
    push(phaseOfAge(Number(m[1]), m[3]!), weight, m[0]!);
    push(phaseOfAge(Number(m[2]), m[3]!), weight, m[0]!);
  });
  // under 3 months, younger than 6 months, up to 12 weeks
  take(
    re(`\\b(?:under|younger than|less than|below|up to|before)\\s+${NUM}[\\s-]*${UNIT}(?:[\\s-]*old)?\\b`),
    (m) => {
      const n = Number(m[1]);
      if (m[2]!.startsWith('w') && n >= 16) return push('pregnancy', 1, m[0]!);
      push(phaseOfAge(Math.max(n - 1, 0), m[2]!), 2, m[0]!);
    },
  );
  // ages 3-5, ages 2 to 4
  take(re(`\\bages?\\s*${NUM}\\s*(?:-|to)\\s*${NUM}\\b`), (m) => {
    push(phaseOfAge(Number(m[1]), 'years'), 1, m[0]!);
    push(phaseOfAge(Number(m[2]), 'years'), 1, m[0]!);
  });
  // 6-month-old, 2 years old, 2.5 year old
  take(re(`${NUM}[\\s-]*${UNIT}[\\s-]*olds?\\b`), (m) => push(phaseOfAge(Number(m[1]), m[2]!), 3, m[0]!));
  // 3 yo, 4yo
  take(re(`${NUM}\\s*(?:yo|y\\.o\\.)(?![\\p{L}])`), (m) => push(phaseOfAge(Number(m[1]), 'years'), 3, m[0]!));
  // age 4, aged 2
  take(re(`\\baged?\\s+${NUM}(?![\\d.])`), (m) => push(phaseOfAge(Number(m[1]), 'years'), 2, m[0]!));
  // Spans of time are not ages: 'in 3 weeks', 'for 2 weeks', 'until 12 months', '3 days ago'.
  take(
    re(
      `\\b(?:in|for|within|every|after|over|past|last|next|each|until|till|another)\\s+(?:about\\s+|the\\s+)?${NUM}[\\s-]*(?:weeks?|wks?|months?|mos?)\\b|${NUM}[\\s-]*(?:weeks?|wks?|months?|mos?)\\s+(?:ago|later|apart|back|before|of)\\b`,
    ),
    () => undefined,
  );
  // at 6 months, by 9 months, 28 wks: one age, said once, decides a short note's phase. Weeks
  // above 15 are a pregnancy's, not a baby's age.
  take(re(`${NUM}[\\s-]*(weeks?|wks?|months?|mos?)\\b`), (m) => {
    const n = Number(m[1]);
    if (!m[2]!.startsWith('w')) return push(phaseOfAge(n, 'months'), 2, m[0]!);
    if (n >= 16) push('pregnancy', 2, m[0]!);
    else if (n <= 12) push('newborn', 2, m[0]!);
  });
  return cues;
}

function ageMatches(fields: Fields): Map<Phase, TermMatch[]> {
  const byKey = new Map<string, { phase: Phase; m: TermMatch }>();
  for (const field of ['title', 'description', 'body'] as const) {
    for (const cue of ageCues(fields[field])) {
      const key = `${cue.phase}|${cue.weight}`;
      let entry = byKey.get(key);
      if (!entry) {
        entry = {
          phase: cue.phase,
          m: {
            term: `age '${cue.cue.trim()}'`,
            surface: cue.cue.trim(),
            weight: cue.weight,
            title: 0,
            description: 0,
            body: 0,
            points: 0,
          },
        };
        byKey.set(key, entry);
      }
      entry.m[field] += 1;
    }
  }
  const out = new Map<Phase, TermMatch[]>();
  for (const { phase, m } of byKey.values()) {
    m.points = points(m.weight, m.title, m.description, m.body);
    out.set(phase, [...(out.get(phase) ?? []), m]);
  }
  return out;
}

/** The child phase a piece of content is about, with the terms and ages that decided it. */
export function classifyPhase(input: ClassifierInput): Classification<Phase> {
  const fields = fieldsOf(input);
  const ages = ageMatches(fields);
  const scores = new Map<Phase, TermMatch[]>();
  for (const phase of PHASES) {
    scores.set(phase, [...lexiconMatches(PHASE_LEXICONS[phase], fields), ...(ages.get(phase) ?? [])]);
  }
  return decide(scores, PHASE_TIE_ORDER, 'general', MIN_PHASE_SCORE);
}
