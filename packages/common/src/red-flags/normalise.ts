import type { RedFlagContext } from './index.js';
import { digitsBeforeUnits } from '../number-words.js';
import { correctTypos } from './typos.js';

/**
 * The question as the rules read it, and the facts they are conditioned on (the child's age, the
 * pregnancy and its week, a recent birth), taken from the question's own words first, then the
 * context. Pure and deterministic.
 */
export interface QuestionFacts {
  /** Months since birth (fractional); the youngest age the question names, else the context's. */
  ageMonths: number | null;
  pregnancyWeek: number | null;
  pregnant: boolean;
  postpartum: boolean;
}

/** Temperatures from 38 °C (100.4 °F) are a fever; below 36 °C is low. */
const FEVER_C = 38;
const LOW_C = 36;

const PAST: Record<string, string> = {
  drink: 'drank',
  eat: 'ate',
  swallow: 'swallowed',
  fall: 'fell',
  touch: 'touched',
  bite: 'bit',
  chew: 'chewed',
  play: 'played',
  hit: 'hit',
  bang: 'banged',
  give: 'gave',
};

const CONTRACTIONS: Array<[RegExp, string | ((...m: string[]) => string)]> = [
  [/\bcan ?not\b/g, "can't"],
  // Scots: "cannae get it up", "she's no breathing right", "dinnae ken".
  [/\b(?:cannae|canna|canny)\b/g, "can't"],
  [/\b(?:dinnae|dinna)\b/g, "don't"],
  [/\b(?:isnae|isna)\b/g, "isn't"],
  [/\b(?:wisnae|wasnae)\b/g, "wasn't"],
  [/\bwill not\b/g, "won't"],
  [/\b(is|was|does|do|did|has|have|had|are|were|could|would|should) not\b/g, "$1n't"],
  [/\b(can|won|don|doesn|didn|isn|wasn|hasn|haven|hadn|aren|weren|couldn|wouldn|shouldn)t\b/g, "$1't"],
  [/\bim\b/g, "i'm"],
  // Non-native English tells what happened with the bare verb ("my son 3 year drink something",
  // "I give birth 1 week ago", "she not answer"): read as the past, and "not X" as "doesn't X".
  [
    /\b(he|she|son|daughter|baby|boy|girl|child|toddler|they|we|years?|months?|weeks?|old)\s(drink|eat|swallow|fall|touch|bite|chew|play|hit|bang|give)\b(?!\s+(?:it|them|him|her|me)\s+(?:a|some|any)\b)/g,
    (_m: string, who: string, verb: string) => `${who} ${PAST[verb] ?? verb}`,
  ],
  [/\bi give birth\b/g, 'i gave birth'],
  [/\b(i|we|they)\s+not\s+(want|know|feel|sleep|eat|care)\b/g, "$1 don't $2"],
  [
    /\b(he|she|baby|it|years?|months?|weeks?)\s+not\s+(wake|answer|respond|react|move|breathe|eat|drink|feed|cry|open|look)\b/g,
    "$1 doesn't $2",
  ],
  // "No stops or gasps": both are negated, though 'or' starts a new clause elsewhere.
  [/\b(no|without|never) (\w+) or (?!(?:is|was|should|shall|do|does|can|could|will|would)\b)/g, '$1 $2, $1 '],
  [/\bive\b/g, "i've"],
  [/\b(she|he|that)s\b/g, "$1's"],
  // Text-speak: "how do u", "r they".
  [/\bu\b/g, 'you'],
  [/\bwhats\b/g, "what's"],
  [/\bur\b/g, 'your'],
  [/\br (?=(?:they|these|those|you|we|there)\b)|^r (?=\w)/g, 'are '],
];

const TYPOS: Array<[RegExp, string]> = [
  // Dropped g's: "breathin weird", "not cryin just moanin", "burnin up".
  [
    /\b(breath|cry|moan|burn|vomit|puk|shak|twitch|jerk|bleed|sleep|feed|wak|wheez|grunt|cough|chok|shiver|scream|gasp|throw|play|eat|drink|laugh|smil|talk|crawl|walk|giggl)in\b/g,
    '$1ing',
  ],
  [
    /\b(?:temprature|tempreture|temperture|tempature|temperatur|tempurature|temperatures|temps?)\b/g,
    'temperature',
  ],
  [/\b(?:feaver|fevre|fevor|feber|fevar)\b/g, 'fever'],
  [/\b(?:comming|comin)\b/g, 'coming'],
  [/\b(?:stoppd|stoped)\b/g, 'stopped'],
  [/\bbein\b/g, 'being'],
  [/\b(?:dissappear|disapear|dissapear)(s|ed|ing)?\b/g, 'disappear$1'],
  [/\b(?:siezure|seizur|sezure|seziure|seisure)(s?)\b/g, 'seizure$1'],
  [/\bvomm?it+ing\b/g, 'vomiting'],
  [/\bvomm?it+ed\b/g, 'vomited'],
  [/\bvomm+it\b/g, 'vomit'],
  [/\bbreathign\b/g, 'breathing'],
  [/\b(?:choaking|chocking)\b/g, 'choking'],
  [/\bunresp\w*\b/g, 'unresponsive'],
  [/\bswolen\b/g, 'swollen'],
  // "Half a minute without a breath": a duration the rules can read.
  [/\bhalf (?:a )?min(?:ute)?\b/g, '30 seconds'],
  [/\b(?:swallerd|swallered|swalled|swolled|swolloed|swollered)\b/g, 'swallowed'],
  [/\bbat+ar+y\b|\bbat+ery\b/g, 'battery'],
  [/\bnappie\b/g, 'nappy'],
  [/\bc ?section\b/g, 'c-section'],
];

const UNIT_WORD = String.raw`(?:day|week|wk|month|year|yr|hour|hr|minute|min|second|sec)s?\b`;

/** Lower case, straight quotes, contractions, common typos, number words before units, readings. */
export function normaliseQuestion(question: string): string {
  let text = question
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[\u2018\u2019\u201b\u0060\u00b4]/g, "'")
    .replace(/[\u201c\u201d\u201e]/g, '"')
    .replace(/[\u2010-\u2015]/g, '-')
    .replace(/\s+/g, ' ');
  for (const [re, to] of CONTRACTIONS) text = text.replace(re, to as string);
  for (const [re, to] of TYPOS) text = text.replace(re, to);
  text = correctTypos(text);
  text = digitsBeforeUnits(text, UNIT_WORD);
  return rewriteReadings(text);
}

const READING =
  /(?<![\d.,])(\d{2,3}(?:[.,]\d{1,2})?)(\s*(?:°|º|degrees?|deg)?\s*(?:c|f|celsius|fahrenheit|centigrade)\b(?!-)|\s*(?:°|º|degrees?)(?!\s*[cf]\b))?(?![\d]|\s*-?\s*(?:\+|weeks?|wks?|w\b|months?|mos?\b|days?|years?|yrs?|hours?|hrs?|h\b|mins?|minutes?|seconds?|secs?|kg|kilos?|lbs?|pounds?|oz|ounces?|ml|cm|mm|inch|%|percent|times|feeds?|old|am|pm|p\b|ish))/g;

/** Each temperature reading becomes "<°C>c high-temperature|normal-temperature|low-temperature". */
function rewriteReadings(text: string): string {
  // Overdressing talk ("wrapped up in a sleeping bag, will take a layer off and recheck") is about a reading too.
  const aboutTemperature =
    /\b(?:temperature|fever\w*|thermometer|hot|high|reading|read|degrees?|recheck\w*|re-check\w*|(?:a |one )?layers? off|wrapped up|bundled up|overheat\w*)\b/.test(
      text,
    );
  return text.replace(READING, (whole, num: string, unit: string | undefined) => {
    const value = Number(num.replace(',', '.'));
    const u = (unit ?? '').trim();
    const fahrenheit = /f/.test(u) || (!/c/.test(u) && value >= 90);
    if (!u && !(aboutTemperature || num.includes('.') || num.includes(','))) return whole;
    const celsius = fahrenheit ? ((value - 32) * 5) / 9 : value;
    if (celsius < 33 || celsius > 44) return whole;
    const kind = celsius >= FEVER_C - 0.05 ? 'high' : celsius < LOW_C ? 'low' : 'normal';
    return `${celsius.toFixed(1)}c ${kind}-temperature`;
  });
}

const AGE_UNIT: Record<string, number> = { d: 1 / 30.44, w: 1 / 4.345, m: 1, y: 12 };
function unitMonths(unit: string): number {
  if (unit.startsWith('d')) return AGE_UNIT.d;
  if (unit.startsWith('w')) return AGE_UNIT.w;
  if (unit.startsWith('y')) return AGE_UNIT.y;
  return AGE_UNIT.m;
}

const AGE_PATTERNS: RegExp[] = [
  /\b(\d+(?:\.\d+)?)\s*-?\s*(days?|d|weeks?|wks?|w|months?|mos?|mths?|m|years?|yrs?|y)\s*-?\s*old\b/g,
  /\b(\d+)\s?(wo|mo|yo)\b/g,
  /\b(?:baby|son|daughter|child|newborn|little one|lo|boy|girl|infant|toddler|twins?|he|she)(?:'s| is| who is| who's| aged|,)\s(?:only |just |about |nearly |almost |now )?(\d+(?:\.\d+)?)\s?(days?|weeks?|wks?|months?|mos?|mths?|years?|yrs?)\b(?!\s*(?:pregnant|along|gestation|ago|postpartum|pp))/g,
  /\baged (\d+(?:\.\d+)?)\s?(days?|weeks?|months?|years?)\b/g,
];

const PREGNANCY_WEEK_PATTERNS: RegExp[] = [
  /\b(\d{1,2})(?:\+\d)?\s?(?:weeks?|wks?|w)\s?(?:pregnant|along|gestation|of pregnancy)\b/,
  /\b(?:i'm|i am|currently) (?:only |now |nearly |almost |just )?(\d{1,2})(?:\+\d)?\s?(?:weeks?|wks?|w)\b(?!\s*-?\s*(?:old|ago|postpartum|pp|after|since))/,
  /\b(\d{2})\+[0-6]\b/,
  // Someone else's pregnancy: "my wife is 33 weeks", "partner's 36 wks".
  /\b(?:wife|partner|girlfriend|gf|missus|fiancee|fiancée|other half|sister|sister-in-law|daughter-in-law|she)(?:'s| is) (?:now |only |nearly |almost |just )?(\d{2})(?:\+\d)?\s?(?:weeks?|wks?|w)\b(?!\s*-?\s*(?:old|ago|postpartum|pp|after|since))/,
  // "31 weeks with #2", "20 weeks with my second".
  /\b(\d{1,2})\s?(?:weeks?|wks?|w) (?:with|along with|pregnant with) (?:#|no\.? ?|number |my )?(?:\d|second|third|2nd|3rd|next|twins)/,
];
/** "7 months pregnant": about 4.3 weeks a month, said by grandparents and partners. */
const MONTHS_PREGNANT = /\b([1-9])\s?(?:months?|mths?|mos?) (?:pregnant|gone|along)\b/;
const BARE_LATE_WEEKS =
  /(?<!born |born at |arrived at |delivered at )\b(2\d|3\d|4[0-2])\s?(?:weeks?|wks?)\b(?!\s*-?\s*(?:old|ago|postpartum|pp|after|since|of age))/;
const AT_AGE =
  /(?<!born |arrived |delivered )\b(?:at|aged|only) (\d+(?:\.\d+)?) ?(days?|weeks?|wks?|months?|mos?)\b(?! ago)/;
const AT_WEEKS =
  /(?<!born |arrived |delivered )\bat (\d{1,2})(?:\+\d)?\s?(?:weeks?|wks?|w)\b(?!\s*-?\s*(?:old|ago|postpartum|pp|after|since))/;

const PREGNANCY_WORDS =
  /\b(?:pregnan\w*|trimester|fetal|foetal|fetus|foetus|in the womb|my bump|the bump(?! (?:on|from|to|he|she|they|of)\b)|my waters|waters (?:broke|have broken|breaking|went)|felt (?:the )?baby|baby's (?:kicks|movements)|kick counts?|due date|weeks? along|antenatal|prenatal|pg|preggo|positive (?:pregnancy )?tests?|testing positive|tested positive|bfp|labou?r ward)\b/;
const POSTPARTUM_WORDS =
  /\b(?:postpartum|post-partum|postnatal|post-natal|after (?:giving birth|birth|the birth|delivery|having (?:the|my) baby|my (?:c-?section|caesarean|cesarean|section|delivery|labou?r))|since (?:giving birth|the birth|delivery|my (?:c-?section|caesarean|cesarean|delivery))|gave birth|i delivered|had (?:my|the|a|her) baby|(?:had|gave birth to|delivered) (?:(?:my|our|the|a) )?(?:baby|son|daughter|boy|girl|second|third|fourth|2nd|3rd|4th|no\.? ?\d|number \d|twins)(?: (?:baby|no\.? ?\d|number \d))? (?:last week|yesterday|(?:\d+|a few|few|two|three|four|five|six|couple of) (?:days?|weeks?|wks?) ago|on (?:mon|tues|wednes|thurs|fri|satur|sun)day)|(?:\d+|few|couple of) (?:days?|weeks?|months?) (?:pp|postpartum|post partum|after birth|after delivery|after giving birth)|(?:\d+|a few|few|a couple of|couple of) (?:days?|weeks?) (?:after|since) (?:having |giving birth to )?(?:my|the|our) (?:(?:second|third|fourth|2nd|3rd|4th|first|1st|new|youngest|last) )?(?:baby|birth|delivery|c-?section|caesarean|section|son|daughter|boy|girl))\b/;

/**
 * What a profile's stage says when it has no date (the ranges of stage.ts), on the side the rules'
 * conditions read: a newborn or a mother just delivered is about a month out, an infant is under 1,
 * a toddler about 2 and a preschooler about 4 (under 5, over 1), a first trimester is under 14
 * weeks (so cramps are not labour). A third trimester stays unknown:
 * labour signs then read as possibly early.
 */
const UNDATED_STAGE: Record<string, { ageMonths?: number; pregnancyWeek?: number }> = {
  newborn: { ageMonths: 1 },
  'postpartum-recovery': { ageMonths: 1 },
  infant: { ageMonths: 6 },
  toddler: { ageMonths: 24 },
  preschool: { ageMonths: 48 },
  'pregnant-1st': { pregnancyWeek: 8 },
};

/**
 * A pregnancy spoken of as over or denied: "never been like this even pregnant", "when I was
 * pregnant", "same as before pregnancy", "not pregnant as far as I know".
 */
const PAST_PREGNANCY =
  /\b(?:even (?:when i was |while i was )?|when (?:i|she) was |while (?:i|she) was |during (?:my |her |the )?|throughout (?:my |her )?|in (?:my|her|their) (?:last |first |previous |earlier )?|(?:last|previous|earlier) |before (?:i|she) (?:was|got) |before (?:my |her |the )?|(?:not|isn't|wasn't|am not|i'm not) )pregnan\w*|\bpre-?pregnancy\b/g;

/** The facts the rules' conditions read: the question's own words first, then the context. */
export function readFacts(text: string, context?: RedFlagContext): QuestionFacts {
  const ages: number[] = [];
  for (const re of AGE_PATTERNS) {
    for (const m of text.matchAll(re)) ages.push(Number(m[1]) * unitMonths(m[2]));
  }
  if (ages.length === 0 && /\b(?:newborn|new born|new-born)s?\b/.test(text)) ages.push(0);

  const contextPregnant =
    context != null &&
    (context.pregnancyWeek != null ||
      context.stage.startsWith('pregnant') ||
      context.stage === 'labor-birth');
  const postpartumWords = POSTPARTUM_WORDS.test(text);
  const pregnancyWords = PREGNANCY_WORDS.test(text.replace(PAST_PREGNANCY, ' '));

  let pregnancyWeek: number | null = null;
  for (const re of PREGNANCY_WEEK_PATTERNS) {
    const m = re.exec(text);
    if (m) {
      pregnancyWeek = Number(m[1]);
      break;
    }
  }
  const months = pregnancyWeek == null ? MONTHS_PREGNANT.exec(text) : null;
  if (months) pregnancyWeek = Math.round(Number(months[1]) * 4.3);
  if (pregnancyWeek == null && (pregnancyWords || contextPregnant)) {
    const m = AT_WEEKS.exec(text);
    if (m) pregnancyWeek = Number(m[1]);
  }
  // A bare '36 weeks' with no child's age is a pregnancy: a born baby's age says 'old'.
  if (pregnancyWeek == null && ages.length === 0) {
    const m = BARE_LATE_WEEKS.exec(text);
    if (m) pregnancyWeek = Number(m[1]);
  }
  if (pregnancyWeek != null && (pregnancyWeek < 3 || pregnancyWeek > 44)) pregnancyWeek = null;

  const pregnant = pregnancyWords || pregnancyWeek != null || (contextPregnant && !postpartumWords);
  if (pregnancyWeek == null && pregnant && !postpartumWords) pregnancyWeek = context?.pregnancyWeek ?? null;
  const undated = UNDATED_STAGE[context?.stage ?? ''];
  if (pregnancyWeek == null && pregnant) pregnancyWeek = undated?.pregnancyWeek ?? null;

  // Without a pregnancy, 'at 6 weeks' is the child's age.
  if (ages.length === 0 && !pregnant) {
    const m = AT_AGE.exec(text);
    if (m) ages.push(Number(m[1]) * unitMonths(m[2]));
  }
  const ageMonths: number | null =
    ages.length > 0 ? Math.min(...ages) : (context?.ageMonths ?? undated?.ageMonths ?? null);

  // The 'fourth trimester': clots, heart failure and infections after a birth are still seen at 3 months.
  const recentBirth =
    (ages.length > 0 && Math.min(...ages) < 4) ||
    context?.stage === 'postpartum-recovery' ||
    context?.stage === 'newborn' ||
    (context?.ageMonths != null && context.ageMonths < 4);
  const postpartum = postpartumWords || (recentBirth && !pregnancyWords);

  return { ageMonths, pregnancyWeek, pregnant, postpartum };
}

/**
 * Whether a global regex matches anywhere in the text: most patterns match no question, and a
 * test() costs far less than matchAll (which clones the regex and builds an iterator). Detection
 * is the largest share of content's CPU for a chat question.
 */
export function matchesAnywhere(re: RegExp, text: string): boolean {
  re.lastIndex = 0;
  const found = re.test(text);
  re.lastIndex = 0;
  return found;
}
