import { tokenize, type Token } from './sentences.js';

/**
 * Action steps as short imperatives, the way a careful reader would list them, rewritten from the
 * sentence that recommends them by general rules (never per-text phrases):
 *
 * - what the writer did ('We moved bedtime earlier to 6:45pm') becomes the order ('Move bedtime
 *   earlier (around 6:45pm)'), with 'my'/'our' read as 'your';
 * - advice through a modal or a pattern ('You should watch for ...', 'You can try stretching ...',
 *   'It's important to attend ...', 'We recommend taking ...', 'Our pediatrician said to mention
 *   ...', 'Try to start ...') keeps only the order;
 * - a gerund that 'can help' ('Rubbing the gums with a finger can help') becomes its verb;
 * - a leading condition moves behind the order ('If naps are short, stretch ...' → 'Stretch ...
 *   if naps are short');
 * - explanations after the order (', because ...', ', which ...', ', even ...', a comma splice
 *   such as ', the outlets are ...') are dropped.
 */

/** Who narrates: the writer, alone or with a partner, then adverbs of sequence. */
const NARRATOR =
  /^(?:we|i|my (?:husband|wife|partner) and i|my (?:husband|wife|partner)|our (?:nanny|daycare)|we both)\s+(?:(?:also|then|finally|just|eventually|both|first|gradually|slowly|always|actually|basically|now)\s+)*(?=[a-z])/i;

/** Past verbs that tell what happened or was felt, not what was done. */
const NOT_DEEDS = new Set(
  `be have feel think know notice realize realise see love hate want need wonder hear say tell learn
  read watch ask worry cry laugh hope wish expect believe remember forget get go come do find look
  seem sleep wake survive struggle fight spend live lose miss meet recommend suggest advise encourage
  swear promise guess bet agree mean wish`
    .trim()
    .split(/\s+/),
);

/** Verbs whose following infinitive is the deed ('we decided to move' → 'Move'). */
const LEADING_TO = new Set(['decide', 'try', 'choose', 'begin', 'start', 'learn', 'manage', 'plan']);

const MODAL =
  /^(?:you|parents|moms?|mums?|dads?|caregivers|we all)\s+(?:really\s+|definitely\s+|also\s+|always\s+)?(should|must|need to|have to|can|could|might|may|may want to|might want to|want to|ought to|will want to)\s+(?:(?:also|always|just|really|definitely|still)\s+)?(?:(?:try to|try)\s+)?(.+)$/i;
const IMPORTANT =
  /^it(?:'s| is| really| also| can)?\s+(?:\w+\s+)?(?:important|best|a good idea|helpful|wise|essential|crucial|vital|safest|okay|ok|fine|worth it|smart|helps|help)\s+to\s+(.+)$/i;
/** 'I wish I had brought my own pillow': a regret is advice. */
const WISH = /^i wish (?:i|we)(?:'d| had| would have)\s+(\w+)\s*(.*)$/i;
/** 'Ginger tea or ginger candies help many people': something that helps others is worth a try. */
export const HELPS_MANY =
  /^((?:[\w-]+\s+){0,2}[\w-]+(?:\s+or\s+(?:[\w-]+\s+){0,2}[\w-]+)?)\s+(?:really\s+|also\s+)?helps?\s+(?:many|most|some|lots of|a lot of)\s+(?:people|parents|moms|mums|dads|women|families|mothers)\b/i;
/** 'The harness clip should sit at armpit level': a rule about a thing, said as a check. */
export const THING_SHOULD =
  /^((?:the|your|a|an)\s+(?:[\w-]+\s+){0,3}?[\w-]+)\s+should\s+(?:always\s+)?(?!not\b|never\b)(\w+)\b\s*(.*)$/i;
const RECOMMEND =
  /^(?:we|i|experts?|(?:most\s+)?(?:pediatricians?|paediatricians?|doctors?|midwives|nurses)|(?:the\s+)?(?:aap|cdc|nhs|who)|lactation consultants?)\s+(?:\w+\s+)?(?:recommend|suggest|advise|encourage)s?\s+(?:that\s+)?(?:you\s+|parents\s+)?(.+)$/i;
const TOLD_TO = /\b(?:said|told (?:us|me)|advised (?:us|me)|recommended|suggested) to\s+(.+)$/i;
const SOFT_OPENER = /^(?:try|remember|be sure|don't forget|do not forget)\s+to\s+(.+)$/i;
const GERUND_HELPS =
  /^(\w+ing)\s+(?!(?:is|are|was|were|can|could|may|might|will|would|should|helps?|works?)\b)(.+?)\s+(?:can|may|will|really|often|usually|also)?\s*(?:help|helps|helped|works?|worked)\b.*$/i;
const CONDITION = /^((?:if|when|whenever|once|as soon as)\b[^,]{2,80}),\s+(.+)$/i;
/** Where an explanation starts after the order. */
const EXPLANATION =
  /\s+and (?:then )?(?:the|it|they|he|she|this|that)\s+(?:[\w-]+\s+){0,3}(?:\w+ed|was|were|got|went|became|fell|grew)\b.*$|\s+and (?:i|we)(?:'m| am|'re| are| was| were)\b.*$|\s+so (?:it|they|he|she|the|your|you|we|i)\b.*$|(?:,\s*|\s+)(?:because|since|so that|which|as it|as they|even though|otherwise)\b.*$|,\s*(?:even|like|such as|especially|the|it|it's|they|this|that|these|those|he|she|you'll|we|i)\b.*$|\s+[—–-]\s+.*$/i;

const cap = (s: string) => (s ? s[0]!.toUpperCase() + s.slice(1) : s);

/** 'our son' → 'your son', 'we' → 'you': the step speaks to the reader. */
function toReader(text: string): string {
  return text
    .replace(/\b(?:I'm|I am|we're|we are)\b/gi, "you're")
    .replace(/\b(?:I've|we've)\b/gi, "you've")
    .replace(/\b(?:I'd|we'd)\b/gi, "you'd")
    .replace(/\b(?:my|our)\b/gi, 'your')
    .replace(/\b(?:ours|mine)\b/gi, 'yours')
    .replace(/\b(?:me|us)\b/gi, 'you')
    .replace(/\b(?:we|I)\b/g, 'you')
    .replace(/\bWe\b/g, 'You');
}

/** The base form of a word the tagger reads as a verb in the past or as a gerund, else undefined. */
function baseVerb(word: string, context = 'we'): string | undefined {
  const at = context.split(/\s+/).length;
  const t: Token | undefined = tokenize(`${context} ${word.toLowerCase()}`)[at];
  if (!t || t.pos !== 'VERB') return undefined;
  return t.lemma;
}

/**
 * Past verbs after 'and' within a clause read as orders too ('... and added locks' → 'and add
 * locks'), and so do the reader's own ('while you left' → 'while you leave').
 */
function presentAfterAnd(text: string): string {
  return text.replace(
    /\b(and|then|,|you)\s+((?:just|also|then|later)\s+)?([a-z]+)\b/g,
    (whole, joint: string, adverb: string | undefined, verb: string) => {
      if (/(?:ing|s)$/.test(verb) || NOT_DEEDS.has(verb)) return whole;
      const base = baseVerb(verb);
      return base && base !== verb && !NOT_DEEDS.has(base) ? `${joint} ${adverb ?? ''}${base}` : whole;
    },
  );
}

/** 'We moved bedtime earlier to 6:45pm' → 'Move bedtime earlier to 6:45pm'; undefined when not a deed. */
export function narratedDeed(clause: string): string | undefined {
  const m = NARRATOR.exec(clause);
  if (!m) return undefined;
  let rest = clause.slice(m[0].length);
  const words = rest.split(/\s+/);
  const first = words[0] ?? '';
  const tagged = tokenize(`${m[0].trim()} ${rest}`);
  const verb = tagged.find((t) => t.normal === first.toLowerCase());
  // Past ('we moved') or habitual present ('we use'): both tell what the writer does.
  if (!verb || verb.pos !== 'VERB' || verb.normal.endsWith('ing') || verb.normal.endsWith('s'))
    return undefined;
  let lemma = verb.lemma;
  if (NOT_DEEDS.has(lemma)) return undefined;
  rest = words.slice(1).join(' ');
  if (LEADING_TO.has(lemma) && /^to\s+\w/i.test(rest)) {
    // 'decided to move bedtime' → 'Move bedtime'
    const [, next = '', ...after] = rest.split(/\s+/);
    lemma = next.toLowerCase();
    rest = after.join(' ');
  }
  return `${cap(lemma)} ${presentAfterAnd(toReader(rest))}`.trim();
}

/** 'Rubbing the gums with a clean finger can help': a gerund that helps is advice to do it. */
export function isGerundAdvice(clause: string): boolean {
  const m = GERUND_HELPS.exec(clause);
  if (!m) return false;
  const base = baseVerb(m[1]!, 'you are');
  return Boolean(base && base !== m[1]!.toLowerCase());
}

/** The order in an advice sentence, or undefined when none of the rules applies. */
function advice(clause: string): string | undefined {
  const modal = MODAL.exec(clause);
  if (modal) {
    const rest = modal[2]!;
    if (/^not be able\b/i.test(rest)) return undefined; // 'you should not be able to pinch ...'
    if (/^(?:not|never)\s+/i.test(rest))
      return rest.replace(/^not\s+/i, "Don't ").replace(/^never\s+/i, 'Never ');
    return fromGerund(rest);
  }
  const important = IMPORTANT.exec(clause);
  if (important) return important[1];
  const recommend = RECOMMEND.exec(clause);
  if (recommend) return fromGerund(recommend[1]!);
  const wish = WISH.exec(clause);
  if (wish) {
    const base = baseVerb(wish[1]!, 'we have');
    return toReader(`${base ?? wish[1]} ${wish[2]}`.trim());
  }
  const helpsMany = HELPS_MANY.exec(clause);
  if (helpsMany && !/^(?:it|this|that|they|he|she|what)$/i.test(helpsMany[1]!))
    return `Try ${helpsMany[1]!.replace(/^\p{Lu}(?=\p{Ll})/u, (c) => c.toLowerCase())}`;
  const thing = THING_SHOULD.exec(clause);
  if (thing)
    return `Make sure ${thing[1]!.toLowerCase()} ${agree(thing[2]!.toLowerCase(), thing[1]!)} ${thing[3]}`.trim();
  const soft = SOFT_OPENER.exec(clause);
  if (soft) return soft[1];
  const told = TOLD_TO.exec(clause);
  if (told) return presentAfterAnd(toReader(told[1]!));
  const helps = GERUND_HELPS.exec(clause);
  if (helps) {
    const base = baseVerb(helps[1]!, 'you are');
    if (base && base !== helps[1]!.toLowerCase()) return `${base} ${helps[2]}`;
  }
  return undefined;
}

/** The verb agreeing with its subject: 'the clip sits', 'the straps are'. */
function agree(verb: string, subject: string): string {
  const plural = /[^s]s$/i.test(subject.trim().split(/\s+/).at(-1) ?? '');
  if (verb === 'be') return plural ? 'are' : 'is';
  if (plural) return verb;
  if (verb === 'have') return 'has';
  if (/(?:s|sh|ch|x|z|o)$/.test(verb)) return `${verb}es`;
  if (/[^aeiou]y$/.test(verb)) return `${verb.slice(0, -1)}ies`;
  return `${verb}s`;
}

/** 'stretching the window' → 'stretch the window'; anything else as it is. */
function fromGerund(text: string): string {
  const [first = '', ...rest] = text.split(/\s+/);
  if (!/ing$/i.test(first)) return text;
  const base = baseVerb(first, 'you are');
  return base ? [base, ...rest].join(' ') : text;
}

/** 'earlier to 6:45pm' → 'earlier (around 6:45pm)': a moved time reads as a target, not a rule. */
function aroundTimes(text: string): string {
  return text.replace(
    /\b(earlier|later|forward|back|up)\s+(?:to|until|at)\s+(\d{1,2}(?::\d{2})?\s*(?:am|pm|a\.m\.|p\.m\.)?)(?=[\s.,;!?]|$)/gi,
    '$1 (around $2)',
  );
}

/**
 * The sentence's order as a short imperative (without the closing full stop; cleanAction adds
 * it). A sentence no rule rewrites comes back as it is, minus its explanation.
 */
export function toImperative(sentence: string): string {
  let text = sentence
    .replace(/[\u2018\u2019\u02bc]/g, "'")
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/[.!?]+$/, '');
  // A leading condition goes behind the order it conditions.
  let condition = '';
  const conditional = CONDITION.exec(text);
  if (conditional) {
    condition = conditional[1]!;
    text = conditional[2]!;
  }
  // The explanation goes first ('..., and I'm glad I did'), so the rules read only the order.
  text = text.replace(EXPLANATION, '').trim();
  const rewritten = narratedDeed(text) ?? advice(text);
  if (rewritten) text = rewritten;
  text = text.replace(EXPLANATION, '').trim();
  text = aroundTimes(text);
  if (condition && text) text = `${cap(text)} ${condition[0]!.toLowerCase()}${condition.slice(1)}`;
  return cap(text);
}
