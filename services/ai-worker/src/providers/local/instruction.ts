import { tokenize } from './sentences.js';

/**
 * An action item is the instruction, not the sentence it came from: a long order loses its
 * reasons and asides ('Always stay with them while they eat, as toddlers can choke' → 'Always
 * stay with them while they eat'), and an order must name what it is about: 'Buckle them in' says
 * whom once 'them' is the child, 'Keep it short' or 'Tell someone' says nothing on its own.
 */

/** An instruction longer than this many words is cut down to its order. */
export const MAX_INSTRUCTION_WORDS = 12;
/** What is left must still say something: at least this many words. */
const MIN_INSTRUCTION_WORDS = 4;

/** Places an order's reason or aside begins, tried in turn (the text before is kept). */
const ASIDES: readonly RegExp[] = [
  /\s*\([^)]*\)/g,
  /[:;]\s+|\s[—–-]\s+/,
  /,\s+(?:as|because|since|so that|which|otherwise|or else)\s|\s+(?:because|so that|otherwise)\s/i,
  /,\s+(?:ideally|usually|especially|even if|even when|for example|such as|e\.g\.|like|rather than|so|but|then|though|although|unless|and|or)\s/i,
  /,\s+/,
];

const words = (text: string) => text.split(/\s+/).filter(Boolean).length;

/** The order of a long instruction, its reasons and asides cut off while enough is left. */
export function shortenInstruction(text: string): string {
  // An emoji ends a caption's sentence; a bracket left open by a cut closes nothing.
  let t = text
    .replace(/\s*\p{Extended_Pictographic}[\s\S]*$/u, '')
    .replace(/\s*\([^)]*$/, '')
    .trim();
  for (const aside of ASIDES) {
    if (words(t) <= MAX_INSTRUCTION_WORDS) break;
    if (aside.global) {
      const cut = t.replace(aside, '').trim();
      if (words(cut) >= MIN_INSTRUCTION_WORDS) t = cut;
      continue;
    }
    const head = t.split(aside)[0]!.trim();
    if (head !== t && words(head) >= MIN_INSTRUCTION_WORDS) t = head.replace(/[,;:]+$/, '');
  }
  return t;
}

/** 'them', 'him', 'her' right after the verb: the child the text is about. */
const CHILD_OBJECT = /^(\S+)\s+(?:them|him|her)\b/i;

/** The child a text is about, as an order names it. */
export function childOf(text: string): string {
  const count = (re: RegExp) => text.match(re)?.length ?? 0;
  const baby = count(/\b(?:baby|babies|newborn|infant)\b/gi);
  const toddler = count(/\b(?:toddler|toddlers)\b/gi);
  const child = count(/\b(?:child|children|kid|kids|little one)\b/gi);
  if (toddler > baby && toddler >= child) return 'your toddler';
  if (child > baby) return 'your child';
  return 'your baby';
}

/** 'Buckle them in wearing a fleece' → 'Buckle your toddler in wearing a fleece'. */
export function withChild(order: string, child: string): string {
  return order.replace(CHILD_OBJECT, `$1 ${child}`);
}

/**
 * Whether an order names what it is about: a noun after its verb, and no bare 'it', 'this',
 * 'that' or 'them' as its object ('Keep it short', 'Tell someone' do not).
 */
export function namesItsSubject(order: string): boolean {
  if (/^\S+\s+(?:it|this|that|them|these|those|someone|something|everything)\b/i.test(order)) return false;
  const tokens = tokenize(`you ${order[0]!.toLowerCase()}${order.slice(1)}`).filter((t) => t.type === 'word');
  return tokens.slice(2).some((t) => t.pos === 'NOUN' || t.pos === 'PROPN');
}

/**
 * A list line that names things rather than saying to do something: 'Phone charger, long cable',
 * 'Rice bin with cups and spoons', 'Suction cups fall off'. A tagger reads the first word of
 * 'you phone charger' as a verb; an order's verb is followed by what it acts on ('the', 'a',
 * 'plenty', 'different'), a thing named is a noun before a noun, read either way.
 */
export function namesThings(line: string): boolean {
  const plain = line.replace(/\s*\([^)]*\)?/g, '');
  const lower = `${plain[0]?.toLowerCase() ?? ''}${plain.slice(1)}`;
  const read = (text: string) => tokenize(text).filter((t) => t.type === 'word' || t.type === 'number');
  const asOrder = read(`you ${lower}`);
  const asThing = read(`the ${lower}`);
  const nounLike = (pos: string | undefined) => pos === 'NOUN' || pos === 'PROPN' || pos === 'VERB';
  // 'Say goodnight and leave the room': a second verb makes it an order after all.
  const laterVerb = asOrder.slice(3).some((t) => t.pos === 'VERB');
  return !laterVerb && nounLike(asOrder[2]?.pos) && asThing[1]?.pos === 'NOUN' && nounLike(asThing[2]?.pos);
}
