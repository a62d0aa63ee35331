import { tokenize, type Sentence, type Token } from './sentences.js';

/**
 * An order read alone must say what it is about. Tips lean on the sentence before ('Stop as soon
 * as your baby shows signs of rolling', 'Offer it when you put your baby down'); as an action item
 * the order is written out:
 * - a verb of starting and stopping with no object ('Stop as soon as ...', 'Keep going until ...')
 *   takes the activity the text is about, the gerund said most often before it or in the title
 *   ('Stop swaddling as soon as ...');
 * - 'it' or 'this' as the object takes the thing the sentence before is about, its first noun
 *   that is not a person or a time ('Offer the dummy when ...').
 */

/** Verbs of starting, stopping and going on: their object is an activity. */
const ASPECT = new Set(['stop', 'start', 'begin', 'continue', 'quit', 'resume', 'pause', 'avoid', 'keep']);
/** What can follow such a verb when its activity is left unsaid: a time, a condition, the end. */
const UNSAID_OBJECT =
  /^(?:as soon as|as long as|when|whenever|once|if|until|till|before|after|by|at|around|from|between|for|during|then|gradually|completely|altogether|immediately|right away|now)\b|^[.,;!]?$/i;
/** Words ending in -ing that are no activity. */
const NOT_GERUNDS = new Set(
  `morning evening thing nothing something anything everything ceiling spring string during bedding
  clothing sibling king ring wing ping swing icing pudding building wedding earring stocking feeling
  duckling darling seedling dumpling being trying going doing getting having making helping keeping
  feeling looking saying coming taking starting stopping continuing beginning using following`
    .trim()
    .split(/\s+/),
);
/** Nouns that are no thing to act on: people and times. */
const NOT_THINGS = new Set(
  `baby babies child children kid kids toddler toddlers newborn newborns infant infants parent parents
  mum mom mums moms mother mothers dad dads father fathers partner partners family families people
  person doctor doctors midwife midwives nurse nurses you they sign signs time times day days night
  nights week weeks month months minute minutes hour hours year years way ways lot bit side`
    .trim()
    .split(/\s+/),
);

/** 'it' or 'this' standing for a thing: followed by a time, a condition, a joint or the end. */
const OBJECT_PRONOUN =
  /^(?:it|this)(?=$|[.,;!]|\s+(?:when|whenever|if|until|before|after|every|each|at|for|once|again|daily|regularly|with|in|on|to|as|and|but|so|near|out|away|up|down|off)\b)/i;

const tokensOf = (text: string) => tokenize(text).filter((t) => t.type === 'word');

/** The activity a text is about before sentence `index`: its gerund said most often, nearest on ties. */
function activityBefore(sentences: readonly Sentence[], index: number, title: string): string | undefined {
  const before = [...tokensOf(title), ...sentences.filter((s) => s.index < index).flatMap((s) => s.tokens)];
  const words = before.filter((t) => t.type === 'word').map((t) => t.normal);
  let best: { gerund: string; count: number; at: number } | undefined;
  words.forEach((word, at) => {
    if (!/^[a-z]{3,}ing$/.test(word) || NOT_GERUNDS.has(word)) return;
    const stem = word.slice(0, -3);
    const count = words.filter((w) => w.startsWith(stem)).length;
    if (!best || count > best.count || (count === best.count && at > best.at))
      best = { gerund: word, count, at };
  });
  return best?.gerund;
}

/** The thing the sentence before is about: its first noun (with the nouns before it) that is no person or time. */
function thingBefore(sentences: readonly Sentence[], index: number): string | undefined {
  const previous = [...sentences].reverse().find((s) => s.index < index && !s.boilerplate);
  if (!previous) return undefined;
  const tokens = previous.tokens;
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i]!;
    // A tagger may read a noun after 'a' as an adjective ('a dummy to ...'): a head all the same.
    const head =
      t.pos === 'NOUN' ||
      (t.pos === 'ADJ' &&
        tokens[i - 1]?.pos === 'DET' &&
        !['NOUN', 'ADJ'].includes(tokens[i + 1]?.pos ?? ''));
    if (!head || t.type !== 'word' || NOT_THINGS.has(t.normal) || t.stop) continue;
    if (/s$/.test(t.normal) && t.lemma !== t.normal) continue; // 'it' is one thing
    // A compound ('bedtime routine', 'noise machine'): the nouns right before it, and the words
    // after it that still name it (a tagger reads some, 'routine', as adjectives).
    const naming = (x: Token | undefined, pos: readonly string[]) =>
      !!x && x.type === 'word' && pos.includes(x.pos) && !NOT_THINGS.has(x.normal);
    let start = i;
    while (start > 0 && naming(tokens[start - 1], ['NOUN'])) start -= 1;
    let end = i;
    while (naming(tokens[end + 1], ['NOUN', 'ADJ'])) end += 1;
    const lead = tokens[start - 1];
    if (lead && !['DET', 'PRON', 'ADJ', 'NUM', 'ADP'].includes(lead.pos)) continue; // 'parents use': a verb
    return `the ${tokens
      .slice(start, end + 1)
      .map((x: Token) => x.normal)
      .join(' ')}`;
  }
  return undefined;
}

/** The order with what it is about written out, when it leaned on the text before it. */
export function withSubject(
  order: string,
  sentences: readonly Sentence[],
  index: number,
  title = '',
): string {
  const m = /^(\w+)\s*(.*)$/s.exec(order.trim());
  if (!m) return order;
  const [, verb = '', rest = ''] = m;
  const lower = verb.toLowerCase();
  if (ASPECT.has(lower) && UNSAID_OBJECT.test(rest)) {
    const activity = activityBefore(sentences, index, title);
    if (activity) return `${verb} ${activity}${rest ? ` ${rest}` : ''}`;
  }
  const pronoun = OBJECT_PRONOUN.exec(rest);
  if (pronoun) {
    const thing = thingBefore(sentences, index);
    if (thing) return `${verb} ${thing}${rest.slice(pronoun[0].length)}`;
  }
  return order;
}
