import { digitsBeforeUnits } from '../number-words.js';
import { UNSAFE_ADVICE_RULES, type UnsafeAdviceRule } from './rules.js';

/**
 * Finds advice of rules.ts that a text recommends, telling recommending from warning: "tummy
 * sleeping is safest" and "put him on his side to sleep so he won't choke" recommend; "never put
 * baby to sleep on their tummy", "avoid amber necklaces" and "no honey before 1" warn. Read one
 * sentence part at a time (split at 'but', 'however'...): a practice counts unless
 *  - the sentence asks about it (ends with '?'),
 *  - a warning comes before it in its part ('never', "don't", 'avoid', 'instead of'), leaving out
 *    conditions and reasons ('if he won't settle, ...', '... so he won't choke'),
 *  - what is said of it right after is a warning ('is not safe', 'can cause botulism'),
 *  - the sentence calls it a myth or old advice,
 *  - a safe form of it is named ('cut grapes into quarters'), or the child is too old for the rule
 *    to apply ('honey from 12 months'; a rule for young babies needs the text to be about one).
 * Pure and deterministic.
 */

export interface GuidanceConflict {
  id: string;
  says: string;
  guidance: string;
  organisation: UnsafeAdviceRule['organisation'];
  url: string;
}

const CONTRAST = /\b(?:but|however|although|though|whereas|yet|except)\b|;|\s[-–—]\s/;
/** Conditions and reasons inside the part before a practice, whose negations are not warnings. */
const CONDITION = /\b(?:if|when|whenever|unless|once|because|since|as)\b[^,:]*[,:]/g;
const LEAD_IN = /^.*(?:\b(?:so|then|and then|that's why|which is why)\b|:)/;
const WARN_BEFORE =
  /\b(?:never|not|no|nothing|none|neither|nor|don'?t|dont|do not|doesn'?t|does not|didn'?t|shouldn'?t|should not|mustn'?t|must not|can'?t|cannot|won'?t|isn'?t|aren'?t|avoid\w*|stop\w*|without|instead of|rather than|against|skip|ditch|remov\w*|take (?:out|away|off)|get rid of|(?:clear|free) (?:of|from)|(?:throw|threw|thrown|chuck\w*|bin\w*|ditch\w*) (?:\w+ ){0,3}(?:away|out)|binned|ditched|got rid of|bin (?:the|them|it|those|that|your)|(?:kept|keeps?|keep on) (?:telling|saying|nagging|on at)|insist\w* (?:on|that|we|i)|sneak\w*|tempted (?:by|to)|wouldn'?t|would not|couldn'?t|could not|refus\w*|beware|warn\w*|dangers?|dangerous|risks?|risky|unsafe|myths?|ban\w*|wait (?:until|till|til)|no longer|why you should(?:n'?t| not| never)|stay away from|keep (?:\w+ ){0,2}away from)\b/;
/** Where what is said of a practice ends and a reason or purpose begins. */
const PURPOSE =
  /\b(?:so|so that|because|since|as|to (?:stop|prevent|avoid|help|keep|make)|otherwise|in case|or (?:else|they|he|she))\b|[,.:]/;
const WARN_AFTER = [
  /^\W*(?:\w+ ){0,3}?(?:is|are|was|were|be|been|can|could|may|might|will|would|has|have|do|does|did|should|must)(?:n'?t| not| never)\b/,
  /^\W*(?:\w+ ){0,3}?(?:is|are|was|were|can|could|may|might|will|would|has been|have been|has|have|increases?|raises?|carr(?:y|ies)|puts?|pose[sd]?|present\w*|makes?)\b(?: \w+){0,3}? (?:unsafe|dangerous|danger|deadly|fatal|toxic|poisonous|harmful|risky|risks?|hazards?|banned|recalled|outdated|myths?|no(?:-no| go)?|bad|linked|cause\w*|lead\w* to|chok\w*|strangl\w*|suffocat\w*|sids|botulism|injur\w*|not)\b/,
  /^\W*(?:\w+ ){0,2}?(?:increases?|raises?|causes?|can cause|linked to|risks?)\b/,
  /^\W*(?:[\w-]+ ){0,5}?(?:unsafe|dangerous|deadly|fatal|toxic|poisonous|harmful|hazards?|banned|recalled|outdated|myths?|strangulation|suffocation|sids)\b/,
];
const OLD_ADVICE =
  /\b(?:psa|(?:we|i) used to|myths?|outdated|old advice|old wives|debunk\w*|used to (?:be told|say|think|recommend|be recommended|be advised)|no longer (?:recommended|advised|thought)|not (?:recommended|advised)|(?:advice|guidance) (?:has )?changed)\b/;

const UNIT_MONTHS: Array<[RegExp, number]> = [
  [/^d/, 1 / 30],
  [/^w/, 1 / 4.35],
  [/^m/, 1],
  [/^y/, 12],
];
const AGE =
  /\b(?:(under|below|before|less than|younger than|up to|over|above|after|from|older than|past|until|til|till)\s+(?:the age of\s+|age\s+)?)?(\d+(?:\.\d+)?)(?:\s*(?:-|to)\s*\d+)?(?:[\s-]*(days?|weeks?|wks?|months?|mths?|mos?|m|years?|yrs?|yo|y)\b)?/g;
const NEWBORN = /\b(?:newborns?|neonates?|new ?born|(?:tiny|young|little|brand new) bab(?:y|ies))\b/;
const BABY =
  /\b(?:bab(?:y|ies)|infants?|bubs?|dumm(?:y|ies)|pacifiers?|soothers?|bottle-?fed|breast-?fed|formula-?fed|teething|weaning)\b/;
const CHILD =
  /\b(?:toddlers?|tots?|preschoolers?|kids?|kiddos?|child|children|son|daughter|little ones?|lo)\b/;
const YEAR_ONE = /\bfirst birthday\b|\bover[- ](?:1s|ones)\b/;

type AgeVerdict = 'young' | 'old' | 'unknown';

/** Whether a text speaks of a child younger than `limit` months, of an older one, or of no age. */
function ageIn(text: string, limit: number): AgeVerdict {
  let old = YEAR_ONE.test(text) && limit <= 12;
  for (const m of text.matchAll(AGE)) {
    const [, bound, value, unit] = m;
    // A bare number is an age only after a bound word ('no honey before 1', 'under 6s').
    if (!unit && !bound) continue;
    if (!unit && Number(value) > 16) continue;
    const perUnit = unit ? UNIT_MONTHS.find(([re]) => re.test(unit))![1] : 12;
    const months = Number(value) * perUnit;
    const over = bound && /^(?:over|above|after|from|older|past)/.test(bound);
    const under = bound && !over;
    if (under ? months > 0 : over ? months < limit : months < limit) return 'young';
    old = true;
  }
  if (old) return 'old';
  if (NEWBORN.test(text)) return 'young';
  if (limit >= 12 && BABY.test(text)) return 'young';
  if (limit > 24 && CHILD.test(text)) return 'young';
  return 'unknown';
}

/** The text as the rules read it: lower case, straight quotes, number words as digits before units. */
function normalise(text: string): string {
  return digitsBeforeUnits(
    text
      .toLowerCase()
      .replace(/[‘’ʼ`´]/g, "'")
      .replace(/[“”]/g, '"')
      .replace(/#(\w)/g, '$1')
      .replace(/[ \t]+/g, ' '),
    'days?|weeks?|wks?|months?|mths?|years?|yrs?|y(?:ea)?r?-old',
  );
}

/** Sentences with whether each asks a question. */
function sentences(text: string): Array<{ text: string; asks: boolean }> {
  return [...text.matchAll(/[^.!?\n]+[.!?]*/g)]
    .map((m) => m[0].trim())
    .filter((s) => /\p{L}/u.test(s))
    .map((s) => ({ text: s.replace(/[.!?]+$/, ''), asks: s.endsWith('?') }));
}

/** True when the practice found at `start..end` of `part` is warned against rather than recommended. */
function warned(part: string, start: number, end: number): boolean {
  const before = part.slice(0, start).replace(CONDITION, ' ').replace(LEAD_IN, '');
  if (WARN_BEFORE.test(before)) return true;
  const rest = part.slice(end);
  const cut = PURPOSE.exec(rest.replace(/^\W+/, ''));
  const after = cut ? rest.replace(/^\W+/, '').slice(0, cut.index) : rest;
  return WARN_AFTER.some((re) => re.test(after));
}

function inScope(rule: UnsafeAdviceRule, scopes: readonly string[]): boolean {
  if (rule.youngerThanMonths === undefined) return true;
  for (const scope of scopes) {
    const verdict = ageIn(scope, rule.youngerThanMonths);
    if (verdict !== 'unknown') return verdict === 'young';
  }
  return false;
}

/** Whether a text gives a form of the practice that guidance allows ('grapes cut into quarters'). */
const safeForm = (rule: UnsafeAdviceRule, text: string) => rule.safe?.some((re) => re.test(text)) ?? false;

/** Every way a text names the rule's practice. */
const namings = (rule: UnsafeAdviceRule): RegExp[] => [...rule.practice, ...(rule.asked ?? [])];

/** Whether `rule`'s practice is recommended in one part of a sentence. */
function recommends(rule: UnsafeAdviceRule, part: string, scopes: readonly string[]): boolean {
  if (safeForm(rule, part)) return false;
  for (const re of namings(rule)) {
    const m = re.exec(part);
    if (!m || warned(part, m.index, m.index + m[0].length) || !inScope(rule, [part, ...scopes])) continue;
    // A question's looser wording ('grapes', 'bumpers') recommends only when no part of the text
    // gives the safe form ('grapes cut lengthways into quarters... Same for cherry tomatoes').
    if (rule.practice.includes(re) || !scopes.some((scope) => safeForm(rule, scope))) return true;
  }
  return false;
}

const asConflict = ({ id, says, guidance, organisation, url }: UnsafeAdviceRule): GuidanceConflict => ({
  id,
  says,
  guidance,
  organisation,
  url,
});

/** The advice of rules.ts that `texts` (a saved item's title, description, notes...) recommend, each once, in rule order. */
export function detectUnsafeAdvice(...texts: ReadonlyArray<string | null | undefined>): GuidanceConflict[] {
  const whole = normalise(texts.filter(Boolean).join('\n'));
  // Most texts name none of the practices: read sentence by sentence only the rules that can match.
  const possible = UNSAFE_ADVICE_RULES.filter((rule) => namings(rule).some((re) => re.test(whole)));
  if (possible.length === 0) return [];
  const found = new Set<string>();
  for (const sentence of sentences(whole)) {
    if (sentence.asks || OLD_ADVICE.test(sentence.text)) continue;
    for (const part of sentence.text.split(CONTRAST)) {
      for (const rule of possible) {
        if (!found.has(rule.id) && recommends(rule, part, [sentence.text, whole])) found.add(rule.id);
      }
    }
  }
  return UNSAFE_ADVICE_RULES.filter((r) => found.has(r.id)).map(asConflict);
}

/** The note shown beside a saved item that recommends the advice: "This goes against NHS advice: ...". */
export function guidanceNote(conflict: Pick<GuidanceConflict, 'organisation' | 'guidance'>): string {
  return `This goes against ${conflict.organisation} advice: ${conflict.guidance}`;
}

/**
 * What practicesAskedAbout reads besides the rules: the parent asking about their own body or
 * medicine ('can I take aspirin', 'sleep on my front'), unless something is given to the child.
 */
const PARENT_OWN =
  /\b(?:i|i'm|im|i've|me|myself)\b(?: \w+){0,2} (?:take|taking|took|eat|eating|ate|drink|drinking|use|using|sleep\w*|lie|lying|lay\w*)\b|\bon(?:to)? my (?:front|tummy|stomach|belly|side|back)\b|\bfor (?:me|myself)\b|\bmy (?:own )?(?:tea|coffee|toast|cough|cold|throat|headache|back pain)\b/;
/** Something given or done to the child ('give her', 'rub it on his gums', 'put LO down'). */
const GIVEN_TO_CHILD =
  /\b(?:giv\w*|gave|put\w*|rub\w*|us(?:e|es|ing)|let\w*|lay\w*|laid|feed\w*|offer\w*)\b(?: [\w']+){0,2} (?:him|her|them|baby|the baby|lo|ds|dd|my (?:baby|son|daughter|little one|\d+))\b|\b(?:his|her|their|baby'?s|lo'?s|ds'?s|dd'?s) (?:gums|bottles?|cot|crib|milk|food)\b/;
/** Before birth, '12 weeks' is a week of pregnancy ('aspirin from 12 wks'), not a baby's age. */
const PREGNANCY_WEEKS = /\b\d+ ?(?:weeks?|wks?|w)\b(?![- ]old)/g;
const PREGNANCY_WEEK = new RegExp(PREGNANCY_WEEKS.source);
/** A question of pregnancy or of the mother's own care ('on aspirin at 12 weeks', 'while breastfeeding'). */
const MOTHER =
  /\bpregnan\w*|\btrimester\b|\bpre[- ]?e(?:clampsia)?\b|\bpost ?partum\b|\bbreast ?feeding\b|\bwhile (?:i'?m |i am )?(?:bf|bfing|nursing|feeding)\b|\bmyself\b|\bfor me\b/;
/** Words for a child or a child's age: a rule without an age limit needs a child to be about. */
const ABOUT_CHILD =
  /\b(?:bab(?:y|ies)|newborns?|infants?|bubs?|bubba|lo|ds|dd|dc|little one|little (?:man|girl|boy|lady)|toddlers?|tots?|kiddos?|child|children|kids?|son|daughter|him|his|he|she|her|them|they)\b|\b\d+[- ]?(?:months?|mths?|mo|years?|yrs?|weeks?|wks?)[- ]old\b|\b\d+ ?(?:mo|yo)\b/;

/**
 * The advice of rules.ts a parent's question is about ('is it ok to give her a bit of honey on
 * toast at 7 months', 'should I get a baby walker'), asked, proposed or warned of alike, for a
 * child young enough for it to apply: the chat then answers with that guidance first. An age in
 * the question decides; else the child's age (`childAgeMonths`, null before birth or without a
 * date). A rule without an age limit needs a child: a born one, or one the question speaks of.
 * The recommending wording (`practice`) in a safe form ('honey from 12 months') is not asked about;
 * the looser question wording (`asked`) is, whatever the form ('grapes cut into quarters ok?' is
 * answered with how to cut them). Pregnancy and the parent's own body or medicine are not.
 */
export function practicesAskedAbout(question: string, childAgeMonths: number | null): GuidanceConflict[] {
  const text = normalise(question);
  const pregnancy = childAgeMonths === null && PREGNANCY_WEEK.test(text);
  if ((PARENT_OWN.test(text) || MOTHER.test(text) || pregnancy) && !GIVEN_TO_CHILD.test(text)) return [];
  return UNSAFE_ADVICE_RULES.filter((rule) => {
    const named =
      rule.asked?.some((re) => re.test(text)) ||
      (rule.practice.some((re) => re.test(text)) && !safeForm(rule, text));
    if (!named) return false;
    const limit = rule.youngerThanMonths;
    if (limit === undefined) return childAgeMonths !== null || ABOUT_CHILD.test(text);
    const verdict = ageIn(childAgeMonths === null ? text.replace(PREGNANCY_WEEKS, ' ') : text, limit);
    if (verdict !== 'unknown') return verdict === 'young';
    return childAgeMonths !== null && childAgeMonths < limit;
  }).map(asConflict);
}
