import { tokenize, type Sentence, type Token } from './sentences.js';
import { HELPS_MANY, isGerundAdvice, narratedDeed, THING_SHOULD, toImperative } from './imperative.js';
import { childOf, namesItsSubject, namesThings, shortenInstruction, withChild } from './instruction.js';
import { overlap } from './keypoints.js';
import { withSubject } from './subjects.js';

/**
 * Action steps: the text's imperative and advice sentences, cleaned.
 *
 * A sentence is an action when, after leading connectors ('So,', 'Also,', 'Tip:') and a leading
 * condition ('If your baby has a fever, ...'), it
 * - starts with a verb in its base form ('Swaddle ...', 'Keep the room dark.', 'Never leave ...',
 *   'Don't ...'), by wink-nlp's part-of-speech tags, read as 'you <sentence>' because a tagger sees a
 *   capitalised first word as a name; a first word followed by a plain verb ('Research shows',
 *   'Play is') is a subject, not an order; or
 * - uses an advice pattern anywhere ('you should', 'it's important to', 'make sure', 'experts
 *   recommend', 'the key is to', ...).
 * An order in a later clause ('Crying is a late cue, so offer a feed') counts a little less.
 * Weaker hints ('can help', 'works best') count only when no strong step is found. Reading instructions ('Click here', 'Read on', 'Save this post') are not steps.
 *
 * Steps are ranked by strength and by how much they share the text's main terms, near-duplicates
 * left out, and returned in text order.
 */

export const MAX_ACTIONS = 5;
/** An order written as a heading ('Create a Calm Sleep Environment') is used only when sentences fall short. */
export const HEADING_STRENGTH = 0.5;
/** Steps at least this strong are preferred; weaker ones only when there is none. */
export const STRONG_STEP = 0.7;

export interface ActionVerdict {
  action: boolean;
  /**
   * 1 for an imperative or a strong advice pattern, 0.8 for an order in a later clause, 0.6 for a
   * weak hint, 0.5 for an order written as a heading, 0 otherwise.
   */
  strength: number;
  /** Why, e.g. "imperative 'swaddle'" or "pattern 'you should'". */
  reason: string;
}

const CONNECTORS =
  /^(?:(?:and|but|so|also|plus|then|first|firstly|second|secondly|third|next|finally|lastly|instead|now|remember|tip|pro tip|bonus tip|bonus|note|important|step \d+|pro-tip)\s*[,:!-]?\s+)+/i;
const CONDITION =
  /^(?:if|when|whenever|once|before|after|while|until|as soon as|during|in|at|for|on)\b[^,]{2,80},\s+/i;
const ADVERBS =
  /^(?:(?:please|always|never|just|simply|gently|really|definitely|consistently|slowly|calmly|quickly|immediately|only|still|then|also|instead|now|first|ideally|generally)\s+)+/i;

/** Where a later clause starts: after ';', a dash, or ', so' / ', then' / ', but' (not in lists). */
const INNER_CLAUSE = /;\s+|,\s+(?:so|then|and then|but)\s+|\s[—–]\s+/i;

const NOT_STEPS =
  /^(?:use (?:my |the |our |this )?(?:code|link|discount)|check (?:the )?price|see (?:it )?at|read on|keep reading|scroll|click|tap|see (?:below|above|more|our|the)|check out (?:our|my|the full|this)|let me|don't miss|stay tuned|learn more|find out|sign up|subscribe|follow|comment|share|pin|save this|tag a|like and|dm me|link in bio|shop|buy now|order)\b/i;

/**
 * Words that start sentences without giving an order: verbs of feeling and thinking ('Love this
 * stroller'), and nouns of family life that a tagger may read as verbs at the start of a list item
 * ('Baby name race', 'People say ...', 'Time on the tummy ...').
 */
const NOT_ORDERS = new Set(
  `thank love hope wish guess bet need mean wonder want swear feel know think agree miss hate like got
  welcome happy sorry baby people kid mom mum dad parent family child toddler cow time trouble cycle rear`
    .trim()
    .split(/\s+/),
);
const NOT_A_VERB = new Set(['ADJ', 'ADV', 'DET', 'PRON', 'NUM', 'ADP', 'CCONJ', 'SCONJ']);
const PRONOUN_LIKE = /^(?:every|some|any|no)(?:thing|one|body|where)$/;

/** Verbs whose object is often followed by a bare verb ('Let toddlers help'). */
const CAUSATIVES = new Set(['let', 'help', 'make', 'have', 'watch', 'see', 'hear', 'encourage', 'allow']);

const STRONG_PATTERNS: ReadonlyArray<readonly [RegExp, string]> = [
  [/^(?:don'?t|do not|never)\s+\w+/i, "don't/never"],
  [
    /^(?:try|avoid|make sure|be sure|remember (?:to|that)|don'?t forget|consider|aim for|aim to|stick to|stick with)\b/i,
    'advice opener',
  ],
  [
    /\byou(?:'ll)? (?:should|must|need to|want to|have to|can try|could try|might try|may want to|might want to)\b/i,
    'you should',
  ],
  [
    /\bit(?:'s| is) (?:important|best|helpful|a good idea|wise|essential|crucial|okay|ok|fine|safest|vital|worth it) to\b/i,
    "it's important to",
  ],
  [/\b(?:i|we) (?:recommend|suggest|advise|always tell|encourage)\b/i, 'we recommend'],
  [
    /\b(?:experts?|pediatricians?|paediatricians?|doctors?|the aap|aap|the cdc|nhs|who|midwives|lactation consultants?) (?:recommends?|suggests?|advises?|says? to)\b/i,
    'experts recommend',
  ],
  [
    /\b(?:the key is to|the trick is to|the goal is to|the best thing (?:you can do )?is to|make it a habit)\b/i,
    'the key is to',
  ],
  [/\bmake sure\b|\bbe sure to\b|\bdon'?t forget to\b|\bremember to\b/i, 'make sure'],
  [/\b(?:should always|should never|should be placed|should sleep|should be)\b/i, 'should'],
  [/\b(?:said|told (?:us|me)|advised (?:us|me)) to\b/i, 'told to'],
  [/^i wish (?:i|we)(?:'d| had| would have)\b/i, 'wish I had'],
  [/^it (?:really |also |can )?helps? to\b/i, 'it helps to'],
  [THING_SHOULD, 'a thing should'],
];

const WEAK_PATTERNS: ReadonlyArray<readonly [RegExp, string]> = [
  [
    /\b(?:can help|helps? (?:to|your|babies|baby|kids|toddlers|children|them|you)|works? best|is key|is a good idea|recommended|are recommended|is recommended)\b/i,
    'hint',
  ],
];

function normalizeQuotes(text: string): string {
  return text.replace(/[\u2018\u2019\u02bc]/g, "'").replace(/[\u201c\u201d]/g, '"');
}

/**
 * A label that is itself the order ('Build a den: sofa cushions, a sheet and some pegs'): the
 * label, with what it lists when that has no verb ('Build a den with sofa cushions, ...').
 */
function labelOrder(text: string): string | undefined {
  const m = /^([^:.!?]{3,40}):\s+(.+?)[.!]?$/.exec(normalizeQuotes(text).trim());
  // Two words at least: 'Remember: ...' is a connector, 'Build a den: ...' an order.
  if (!m || m[1]!.trim().split(/\s+/).length < 2 || !startsWithImperative(m[1]!).imperative) return undefined;
  const rest = m[2]!;
  const verb = tokenize(rest).some((t) => t.pos === 'VERB' || t.pos === 'AUX');
  return verb || rest.split(/\s+/).length > 12 ? m[1]! : `${m[1]!} with ${rest}`;
}

/** A short label before a colon ('Bath time: ...', 'Monitor B: ...'): what follows is read. */
const LABEL = /^(?:[^\s:.!?]+\s+){0,3}[^\s:.!?]+:\s+(?=\S)/;

/**
 * The part of a sentence that carries the order: connectors, a short label and a leading condition
 * taken off.
 */
export function actionClause(text: string): string {
  let t = normalizeQuotes(text).trim().replace(CONNECTORS, '').replace(LABEL, '');
  const afterCondition = t.replace(CONDITION, '');
  if (afterCondition !== t && afterCondition.length > 0) t = afterCondition;
  return t.replace(CONNECTORS, '').trim();
}

/**
 * Whether the first word heads a subject rather than giving an order: reading on from the second
 * word, the first auxiliary or verb comes before any pronoun, subordinate clause or object, and it
 * is an auxiliary ('Play is ...', 'Baby shower games have ...'), a verb not in its base form
 * ('Research shows ...') or a verb after a plural noun ('Stroller rides help ...', 'People say').
 * A
 * determiner or pronoun right after the first word is its object ('Keep the room dark').
 */
const IRREGULAR_PLURALS = new Set(['people', 'children', 'men', 'women', 'feet', 'teeth']);

function leadsASubject(tokens: readonly Token[]): boolean {
  for (let i = 1; i < Math.min(tokens.length, 14); i++) {
    const t = tokens[i]!;
    if (i === 1 && (t.pos === 'DET' || t.pos === 'PRON')) return false;
    if (t.pos === 'PRON' || t.pos === 'SCONJ' || [';', ':', '—', '.', '!', '?'].includes(t.normal))
      return false;
    if (t.pos === 'AUX') return true;
    if (t.pos === 'VERB') {
      if (t.normal.endsWith('ing')) continue; // 'cycle tracking apps', 'spoon-feeding'
      if (t.normal !== t.lemma) return true;
      const prev = tokens[i - 1]!;
      const plural =
        IRREGULAR_PLURALS.has(prev.normal) || (prev.normal !== prev.lemma && prev.normal.endsWith('s'));
      if (prev.pos === 'NOUN' && plural) return true;
      // A base verb after a comma or 'and' is another order ('Stay calm and talk softly'): read on.
    }
  }
  return false;
}

/** Whether a clause starts with a verb in its base form that gives an order. */
export function startsWithImperative(clause: string): { imperative: boolean; verb?: string } {
  const plain = clause.replace(ADVERBS, '').replace(/^["'(]+/, '');
  if (!/^[A-Za-z]/.test(plain)) return { imperative: false };
  // 'Monitor A wins ...', 'Plan B's cost ...': a name with a letter, not an order.
  if (/^[A-Za-z]+\s+[A-Z](?:'s)?(?![\w.])/.test(plain)) return { imperative: false };
  if (/^let'?s\b/i.test(plain)) return { imperative: true, verb: "let's" };
  // Tagged after 'you': the tagger then reads an order's first word as the verb it is.
  const tagged = tokenize(`you ${plain[0]!.toLowerCase()}${plain.slice(1)}`);
  const first = tagged[1];
  if (!first || first.type !== 'word' || first.pos !== 'VERB') return { imperative: false };
  if (first.normal !== first.lemma || NOT_ORDERS.has(first.normal) || PRONOUN_LIKE.test(first.normal)) {
    return { imperative: false };
  }
  const asWritten = tokenize(plain);
  // Read as written, a first word that is an adjective, adverb, pronoun or number is no verb.
  if (NOT_A_VERB.has(asWritten[0]?.pos ?? '')) return { imperative: false };
  if (!CAUSATIVES.has(first.normal) && leadsASubject(asWritten)) return { imperative: false };
  // 'Picture and sound', 'Range and reliability': a pair of nouns ('Sit and read' is two orders).
  if (asWritten[1]?.pos === 'CCONJ' && ['NOUN', 'PROPN'].includes(asWritten[2]?.pos ?? ''))
    return { imperative: false };
  return { imperative: true, verb: first.normal };
}

/** Whether one sentence is an action step, how strongly, and why. */
export function classifyAction(
  sentence: Pick<Sentence, 'text' | 'kind' | 'boilerplate' | 'wordCount'>,
): ActionVerdict {
  const none: ActionVerdict = { action: false, strength: 0, reason: '' };
  if (sentence.kind === 'question' || sentence.boilerplate) return none;
  // Words quoted ('"You're really angry."') are what to say, not what to do; a line in capitals
  // ('HUSH OWL (£29.99)') is a name or a heading.
  if (/^["'“‘]/.test(sentence.text.trim())) return none;
  const letters = sentence.text.replace(/[^\p{L}]/gu, '');
  if (letters.length >= 4 && letters === letters.toUpperCase()) return none;
  if (sentence.wordCount < 3 || sentence.wordCount > 45) return none;
  const clause = actionClause(sentence.text);
  if (NOT_STEPS.test(clause)) return none;
  const heading = sentence.kind === 'heading';
  if (!heading && labelOrder(sentence.text)) return { action: true, strength: 1, reason: 'imperative label' };
  for (const [re, name] of STRONG_PATTERNS) {
    if (re.test(clause))
      return { action: true, strength: heading ? HEADING_STRENGTH : 1, reason: `pattern '${name}'` };
  }
  const imperative = startsWithImperative(clause);
  if (imperative.imperative) {
    return {
      action: true,
      strength: heading ? HEADING_STRENGTH : 1,
      reason: `imperative '${imperative.verb}'`,
    };
  }
  if (heading) return none;
  if (isGerundAdvice(clause)) return { action: true, strength: 0.8, reason: 'a gerund that helps' };
  if (HELPS_MANY.test(clause)) return { action: true, strength: 0.8, reason: 'helps many' };
  // 'Crying is a late cue, so offer a feed ...': an order after the first clause.
  for (const inner of clause.split(INNER_CLAUSE).slice(1)) {
    const later =
      inner.split(/\s+/).length >= 3 ? startsWithImperative(actionClause(inner)) : { imperative: false };
    if (later.imperative)
      return { action: true, strength: 0.8, reason: `imperative '${later.verb}' in a later clause` };
  }
  for (const [re, name] of WEAK_PATTERNS) {
    if (re.test(clause)) return { action: true, strength: 0.6, reason: `weak '${name}'` };
  }
  return none;
}

/**
 * The part of a sentence that gives the order: without leading connectors and a short label
 * ('Tip:', 'What worked:'), a leading condition kept; for an order in a later clause ('The basket
 * was small, so consider ...'), that clause.
 */
function orderPart(text: string, verdict: ActionVerdict): string {
  if (verdict.reason === 'imperative label') return labelOrder(text) ?? text;
  const clause = normalizeQuotes(text)
    .trim()
    .replace(CONNECTORS, '')
    .replace(LABEL, '')
    .replace(CONNECTORS, '')
    .trim();
  if (!verdict.reason.includes('later clause')) return clause;
  const later = clause
    .split(INNER_CLAUSE)
    .slice(1)
    .find((inner) => startsWithImperative(actionClause(inner)).imperative);
  return later ? actionClause(later) : clause;
}

/** A step as shown: connectors off, first letter capitalised, closed with a full stop. */
export function cleanAction(text: string): string {
  let t = normalizeQuotes(text)
    .replace(/\s+/g, ' ')
    .trim()
    .replace(CONNECTORS, '')
    .replace(/^[\s"'(]+(?=\w)/, '')
    .replace(/[\s\p{Extended_Pictographic}\uFE0F\u200D]+$/u, '')
    .trim();
  if (t.length === 0) return t;
  // A quote opened before the step began leaves its closing mark alone at the end.
  if ((t.match(/"/g) ?? []).length % 2 === 1 && t.endsWith('"')) t = t.slice(0, -1).trim();
  t = t[0]!.toUpperCase() + t.slice(1);
  if (!/[.!?)"]$/.test(t)) t = `${t.replace(/[,;:-]+$/, '')}.`;
  return t;
}

export interface ActionStep {
  text: string;
  sentence: Sentence;
  verdict: ActionVerdict;
  score: number;
}

/** A short line of a list: a few words, one sentence, its own block. */
const MAX_LISTED_WORDS = 8;
const MAX_LISTED = 6;

/**
 * 'Keep the cot free of:' followed by the lines 'pillows', 'cot bumpers', 'soft toys': the order
 * with its list ('Keep the cot free of pillows, cot bumpers and soft toys'), so it says what.
 */
function withListedObjects(sentence: Sentence, sentences: readonly Sentence[]): string {
  if (!/:$/.test(sentence.text.trim())) return sentence.text;
  const items: string[] = [];
  for (const next of sentences.slice(sentence.index + 1)) {
    const alone = next.firstInBlock && sentences[next.index + 1]?.block !== next.block;
    if (!alone || next.wordCount > MAX_LISTED_WORDS || items.length >= MAX_LISTED) break;
    items.push(next.text.replace(/[.;,]+$/, ''));
  }
  if (items.length === 0) return sentence.text;
  const listed = items.length > 1 ? `${items.slice(0, -1).join(', ')} and ${items.at(-1)}` : items[0];
  return `${sentence.text.trim().replace(/:$/, '')} ${listed}`;
}

/** The most frequent content terms of the text, which a useful step shares. */
function mainTerms(sentences: readonly Sentence[], limit = 25): Set<string> {
  const freq = new Map<string, number>();
  for (const s of sentences) for (const t of s.terms) freq.set(t, (freq.get(t) ?? 0) + 1);
  return new Set(
    [...freq.entries()]
      .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
      .slice(0, limit)
      .map(([t]) => t),
  );
}

/** A text that says its story is advice: 'what worked', 'here's what we did', 'tips', 'how we ...'. */
const ADVICE_CUE =
  /\b(?:what (?:\w+ )?(?:worked|helped|changed)|here'?s what|what we did|how we|tips?|tricks?|our (?:honest )?experience|routine that works)\b/i;

/**
 * Sentences telling what the writer did ('We moved bedtime earlier'), read as steps when the text
 * offers its story as advice: it says so, or it tells at least two such deeds.
 */
function narratedSteps(sentences: readonly Sentence[], context: string): Set<Sentence> {
  const deeds = sentences.filter(
    (s) => s.kind === 'sentence' && !s.boilerplate && s.wordCount >= 3 && narratedDeed(actionClause(s.text)),
  );
  const cue = ADVICE_CUE.test(context) || sentences.some((s) => ADVICE_CUE.test(s.text));
  return new Set(deeds.length >= 2 || cue ? deeds : []);
}

/**
 * The action steps of a text, best first up to {@link MAX_ACTIONS}, returned in text order.
 * `context` (the title and description) may say the text is advice ('what worked for us').
 */
export function extractActionSteps(
  sentences: readonly Sentence[],
  max = MAX_ACTIONS,
  context = '',
): ActionStep[] {
  const main = mainTerms(sentences);
  const narrated = narratedSteps(sentences, context);
  const child = childOf(`${context}\n${sentences.map((s) => s.text).join(' ')}`);
  const candidates: ActionStep[] = [];
  for (const sentence of sentences) {
    let verdict = classifyAction(sentence);
    if (!verdict.action && narrated.has(sentence))
      verdict = { action: true, strength: 0.8, reason: 'what the writer did' };
    if (!verdict.action) continue;
    // A list line without a full stop may only name things ('Phone charger, long cable').
    if ((sentence.listItem || !/[.!?]$/.test(sentence.text)) && namesThings(sentence.text)) continue;
    const order = toImperative(orderPart(withListedObjects(sentence, sentences), verdict));
    const written = withChild(withSubject(order, sentences, sentence.index, context.split('\n')[0]), child);
    const text = cleanAction(shortenInstruction(written));
    // Only an order that says what it is about is worth doing from a list of actions.
    if (text.length < 8 || text.length > 500 || !namesItsSubject(text)) continue;
    const shared = sentence.terms.length
      ? sentence.terms.filter((t) => main.has(t)).length / sentence.terms.length
      : 0;
    const position = 0.1 * (1 - sentence.index / Math.max(sentences.length, 1));
    const score = Math.round((verdict.strength + 0.5 * shared + position) * 10_000) / 10_000;
    candidates.push({ text, sentence, verdict, score });
  }
  candidates.sort((a, b) => b.score - a.score || a.sentence.index - b.sentence.index);
  // Weak hints ('X can help') fill in only a text that advises nothing outright.
  const strong = candidates.filter((c) => c.verdict.strength >= STRONG_STEP);
  const pool = strong.length > 0 ? strong : candidates;
  const chosen: ActionStep[] = [];
  for (const c of pool) {
    if (chosen.length >= max) break;
    if (chosen.some((p) => p.text.toLowerCase() === c.text.toLowerCase())) continue;
    if (chosen.some((p) => overlap(p.sentence.terms, c.sentence.terms) >= 0.6)) continue;
    chosen.push(c);
  }
  return chosen.sort((a, b) => a.sentence.index - b.sentence.index);
}
