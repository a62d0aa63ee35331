import type { RedFlag, RedFlagContext } from './index.js';
import { matchesAnywhere, normaliseQuestion, readFacts, type QuestionFacts } from './normalise.js';
import { SEEN_AND_SETTLED, WAIT_CUE } from './lexicon.js';
import {
  RED_FLAG_RULES,
  specificity,
  UNSURE_RULE,
  type ComboCondition,
  type Pattern,
  type RedFlagRule,
} from './rules.js';
import { questionFeatures } from './model-features.js';
import { safetyNetFlag } from './safety-net.js';

/**
 * Runs the rules of rules.ts over a question. A pattern counts when it is not negated in its clause
 * ("no fever"), not asked as general knowledge ("what are the signs of"), and long enough where it
 * names a duration; look-alike phrases are blanked first. Pure and deterministic.
 */

interface CompiledRule {
  rule: RedFlagRule;
  patterns: RegExp[];
  combos: Array<{ any: RegExp[]; with: RegExp[]; and: RegExp[]; when?: ComboCondition; unless: RegExp[] }>;
  ignore: RegExp[];
  unless: RegExp[];
}

function compile(pattern: Pattern, flags: string): RegExp {
  if (typeof pattern !== 'string') return new RegExp(pattern.source, flags);
  const phrase = pattern
    .trim()
    .replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
    .replace(/\s+/g, '\\s+');
  return new RegExp(`\\b${phrase}\\b`, flags);
}

const BY_ID = new Map([...RED_FLAG_RULES, UNSURE_RULE].map((rule) => [rule.id, rule]));
const BY_ID_RULE = (id: string) => BY_ID.get(id)!;

const COMPILED: CompiledRule[] = RED_FLAG_RULES.map((rule) => ({
  rule,
  patterns: rule.patterns.map((p) => compile(p, 'g')),
  combos: (rule.combos ?? []).map((c) => ({
    any: c.any.map((p) => compile(p, 'g')),
    with: (c.with ?? []).map((p) => compile(p, 'g')),
    and: (c.and ?? []).map((p) => compile(p, 'g')),
    when: c.when,
    unless: (c.unless ?? []).map((p) => compile(p, '')),
  })),
  ignore: (rule.ignore ?? []).map((p) => compile(p, 'g')),
  unless: (rule.unless ?? []).map((p) => compile(p, '')),
}));
/** Banner order: the most specific rule first, then the most serious (see specificity in rules.ts). */
const RANK = new Map([
  ...RED_FLAG_RULES.map((rule, i) => [rule.id, i] as const)
    .sort(([a, i], [b, j]) => specificity(BY_ID_RULE(b)) - specificity(BY_ID_RULE(a)) || i - j)
    .map(([id], rank) => [id, rank] as const),
  [UNSURE_RULE.id, RED_FLAG_RULES.length] as const,
]);

/** Where a clause starts, for negation ("no fever, but floppy": the floppy is not negated). */
// A bracket or a dash closes an aside: "(not the baby) - he swallowed a battery".
// A verb of saying or believing starts what is said ("not slept 3 days thinks baby swapped").
const CLAUSE_BREAK =
  /[.,;:!?\n()]|\s[-–—]\s|\b(?:but|and|although|though|however|yet|so|because|then|while|or|now|thinks|says|believes|insists|reckons)\b/g;
/** Where a sentence part starts, for framing ("what are the signs of X? she has X" flags). */
const SENTENCE_BREAK = /[.;:!?\n,]|\bbut\b/g;
const NEGATION = /\b(?:no|not|never|without|none|nor|neither|nothing (?:is|was))\b|n't\b/;
/** Negative words that do not negate what follows ("me not baby: sharp chest pain" is the parent's). */
const NOT_NEGATION =
  /\b(?:not (?:the |my )?(?:baby|toddler|child|kid|lo|ds|dd|son|daughter|little one)|not (?:herself|himself|themselves|themself|her usual self|his usual self|right|well|good|great|keen|interested)|not (?:making|talking) sense|(?:won't|can't|cannot|doesn't|isn't|not) (?:lift\w*|hold\w*(?: up)?) (?:his|her|their)(?: head)?|not sure|don't know|didn't know|no idea|n't stop|not stop\w*|can't tell|not only|no matter|won't stop|can't stop|doesn't stop|(?:didn't|don't|wasn't|not) (?:check|realise|realize|notice|see|think|mean|want|watch)\w*)\b/g;

const EDUCATION: RegExp[] = [
  /\bhow (?:can|do|should|would|could|will|to)(?: i| we| you| parents| one)? (?:prevent|avoid|stop|protect|keep|child-?proof|baby-?proof|tell|know|recogni[sz]e|spot|check|do the|learn|teach|store|make)\b/,
  /\bprevent\w*|\bavoid\w*|\bchild-?proof\w*|\bbaby-?proof\w*/,
  /\bwhat (?:are|is) (?:the )?(?:actual |main |real |usual |common |key |early |first )?(?:signs?|symptoms?|warning signs|red flags|causes?|risks?|dangers?|treatment)\b/,
  /\bwhat (?:\w+ )?counts as\b/,
  /\bis it true\b/,
  /\b(?:being )?(?:dramatic|paranoid|overprotective|ott) about\b/,
  /\b(?:nervous|worried|anxious|scared) about (?:going into labou?r|giving birth|the birth|labou?r)\b/,
  /\b(?:once|when|after) (?:labou?r|contractions|my contractions) (?:starts?|begins?|kicks? off)\b/,
  // Reading up, or preventing: "I read about postpartum psychosis", "how to stop getting a clot on the plane".
  /\bread (?:about|up on)\b|\b(?:stop|to stop) (?:\w+ )?(?:getting|having|developing)\b/,
  /\b(?:are|is) (?:the |these |those |a |an )?(?:\w+ ){0,4}(?:batteries|battery|magnets?|toys?|products?) (?:\w+ ){0,3}safe\b/,
  // "If she ever DID stop breathing would I know what to do": a what-if about this child.
  /\bif (?:he|she|they|it|baby|lo|the baby|(?:my|our) (?:\w+ ){0,3}?\w+) (?:ever|were to|was to)\b/,
  // A worry about a food: 'toast fingers or will he choke', 'worried she'll choke'.
  /\b(?:will|would|could|might) (?:he|she|they|it|baby|lo) choke\b|\b(?:worried|scared|afraid) (?:that )?(?:he|she|they|it)(?:'ll| will| might| could) choke\b/,
  /(?<!(?:showing|has|had|having|with|got|shows|and|some|any|these|early) )\b(?:signs?|symptoms?) (?:of|to look for|to watch for)\b/,
  /\bwhat causes?\b/,
  /\bwhat (?:kinds?|sorts?|types?) of\b|\bwhat (?:\w+ ){0,2}options\b/,
  /\b(?:reading|read) (?:the |a |this |that |an )?(?:leaflet|book|article|post|booklet|pamphlet|website|story|stories|thread|news|report)\b/,
  // A class, a course or its handout: "our antenatal teacher did a demo about waters breaking".
  /\b(?:antenatal|nct|first aid|hypnobirthing|parenting) (?:class\w*|teacher|course|session|group|sheet|handout|leaflet|demo)\b|\bdid a demo\b/,
  /\bexplain what\b|\bwhat (?:does|do) ['"‘]?\w+['"’]? mean\b/,
  /\bwhat(?:'s| is) the difference\b/,
  /\bvs\.?\b|\bversus\b/,
  /\bwhat (?:does|do|did|would|will) (?:\w+ ){1,3}(?:feel|look|smell|sound) like\b/,
  /\bsigns? (?:that )?(?:a|my|your|the) (?:baby|child|toddler|newborn|kid) (?:is|has)\b/,
  /\bcan (?:the|it|they|these|those|an?|bits|pieces)\b[^.?!]{0,40}\bchoke\b/,
  // Babies in general, not this one: "my mum says babies who have a fever should be wrapped up".
  /\b(?:babies|newborns|infants|children|kids|toddlers|a baby|a newborn|a child|an infant) (?:who|that) (?:have|has|get|gets|are|is)\b/,
  /\b(?:do|does|can|should|will|would) (?:the )?(?:babies|newborns|infants|children|kids|toddlers|waters|contractions|tightenings|movements)\b/,
  /\bwhat (?:is|are) (?:a|an|the)\b/,
  /\bwhat (?:is|are) (?:postpartum|postnatal|post-natal|puerperal|febrile|infant|baby|early|late|reduced) \w+\b/,
  /\bwhen (?:should|do|would|must) (?:i|we|you|parents)\b|\bwhen to (?:worry|call|go|seek|see|take)\b/,
  /\bis it (?:dangerous|serious|safe|bad|an emergency) (?:if|when|for|to)\b/,
  /\bfirst aid\b|\bcpr (?:class|course|training)\b/,
  // A claim checked: "my friend says baby-led weaning causes choking, is that true".
  /\b(?:will|would|could|might) (?:\w+ ){0,2}make (?:her|him|them|babies|the baby|me) (?:choke|bleed)\b|\bwill (?:it|that|this|sex) (?:\w+ ){0,3}(?:make me|cause|hurt)\b/,
  /\b(?:likely|more likely|less likely) to (?:get|have) (?:it|that|this|them)\b/,
  /\bwhat (?:do|should|would) (?:i|we) do if (?:one|it|he|she|they) (?:happens|has one|have one)\b/,
  /\bis (?:that|this) true\b|\b(?:cause|causes) (?:more )?(?:choking|seizures?|fits?|sids|cot death|bleeding|miscarriage)\b/,
  /\b(?:teach|teaches|taught|learn|learnt|learned|show|shows|showed) (?:you |us |me |parents )?(?:what to do|how to)\b/,
  // A purpose: "on her tummy so she won't choke if she spits up".
  /\bso (?:that )?(?:she|he|they|baby|it) (?:won't|wouldn't|doesn't|can't|couldn't|will not|would not)\b/,
  /\b(?:choking|safety) (?:hazards?|risks?)\b/,
  /\bcan (?:you|one|a baby|babies|a child|children|kids|toddlers|newborns|infants) (?:overdose|choke|drown|be poisoned|get|have|swallow)\b/,
  // The parent's own future asked about: "will I feel feverish when my milk comes in".
  /\bwill i (?:\w+ )?(?:feel|get|have|be|start)\b/,
];
const HAZARD: RegExp[] = [
  /\bhow (?:to|do i|do you|can i|should i) (?:treat|handle|deal with|respond to|help)\b/,
  /\bwhat (?:should|do|would|can|must) (?:i|we|you|parents) do (?:if|when)\b/,
  /\bwhat to do (?:if|when|in case)\b/,
  /\bwhat (?:happens|would happen) if\b|\bwhat if\b|\bin case\b/,
  /\bif (?:my|a|the|your|our|an?) (?:\w+ ){0,2}(?:ever|were to|was to|swallows|chokes|drinks|eats|gets|falls)\b/,
];
/**
 * Not this child, or not real: a sign said of another family's child ("my friend's boy swallowed a
 * battery"), or pictured in the parent's mind ("pictures in my head of him going under"). Read in
 * the sentence before the sign.
 */
const NOT_REAL_OR_NOT_OURS: RegExp[] = [
  /\b(?:friend|neighbou?r|colleague|cousin|sister|brother|niece|nephew|sister-in-law|brother-in-law|someone|somebody|a mum|a mom|another mum|another mom)(?:'s|s'|s) (?:\w+ )?(?:baby|babies|son|daughter|boy|girl|little one|lo|kid|child|toddler|newborn|twins|waters|labou?r|pregnancy|bump)\b/,
  /\b(?:pictures?|images?|thoughts?|visions?|flash(?:es)?) (?:\w+ )?(?:in|of|about)\b|\b(?:imagin\w*|picture|(?<!\b(?:in a|like a|in a bad|like in a) )dream\w*|nightmares?|intrusive)\b/,
  // Play-acting: "she plays dead in games", "sighs dramatically 'I can't breathe'"; pretending
  // only just before the sign ("she was playing pretend earlier and now she's swallowed a battery"
  // is real), and "I'm probably being dramatic but" is how worried parents begin.
  /\b(?:plays?|playing|played|pretend\w*) (?:at )?(?:being )?(?:dead|asleep|doctors?|hospitals?)\b|\bdramatically\b|\bpretend\w*\b(?:\s+\S+){0,4}$/,
  // A put-on noise: 'a fake choking noise whenever he sees peas'.
  /\b(?:fake|put[- ]on|pretend|dramatic) (?:\w+ )?(?:noises?|sounds?|cough\w*|choking|gagging)\b/,
  // Something watched or read: "watched a film where the waters break", "read that green vomit is".
  /\b(?:watched|watching|saw|seen|read|reading|heard)\b[^.?!]{0,40}\b(?:films?|movies?|episodes?|drama|documentary|shows?|programmes?|programs?|news|story|stories|articles?|books?|posts?|videos?|tiktoks?|leaflets?)\b|\bread (?:that|somewhere|online)\b|\b(?:leaflet|booklet|handout|pamphlet) (?:on|about|that says)\b/,
  // A pet: "our dog went limp after eating chocolate".
  // (The pet's own body, not its things: "the dog's water bucket", "the dog's tablets" are the child's.)
  /(?<!\blike )\b(?:our|my|the|her|his|their|a|neighbou?r's) (?:dog|cat|puppy|kitten|rabbit|hamster|guinea pig|pet)(?:s\b(?! (?:water|food|bowl|bed|lead|toys?|bucket|biscuits?|tablets?|medicine|flea\w*|worm\w*))|\b(?!'s)|'s (?=(?:face|eyes?|mouth|nose|paws?|legs?|body|breathing|tummy|head)\b))/,
  // A character in a show or a book, or a toy that "breathes": "the girl in her cartoon couldn't breathe".
  /\b(?:girl|boy|man|woman|lady|baby|kid|character|dog|cat|bear|bunny|mummy|daddy|mum|mom|dad|someone)s? (?:in|on|from) (?:her|his|their|the|a|my|this|that) (?:favourite |favorite )?(?:cartoon|show|film|movie|book|story|programme|program|video|game|tv|telly)\b/,
  /\b(?:doll|dolly|teddy|toy|robot|puppet)(?:'s)? (?:(?!(?:and|he|she|they|now|then|but)\b)\w+ ){0,3}(?:has|is|was|chest|breathing|stopped)\b/,
  // "A girl from my NCT group ended up in hospital with a clot".
  /\b(?:a|one|another) (?:girl|woman|lady|mum|mom|friend|guy|dad|couple|mother)s? (?:from|in|at|off) (?:my|our|the|baby|toddler|nct|antenatal|work|school|nursery)\b/,
  // "My friend had a bad bleed after her baby", "my sister had sepsis": someone else's story.
  /\b(?:my|our|a) (?:friend|neighbou?r|colleague|cousin|sister|sister-in-law|auntie|aunt|best mate|mate|mum|mom|gran|grandma|nan|uncle|brother|dad|father)s? (?:had|got|went|ended up|needed|nearly|lost|bled|miscarried|suffered)\b(?! (?:a (?:look|feel|listen|go|check|peek|hold)|him|her|them|the baby|my baby|here|there|over|round|home|back)\b)/,
];
/** The sign names a kind of story, not what is happening: "those sepsis stories on facebook". */
const ABOUT_STORIES =
  /^['"\s]*(?:stories|story|posts?|articles?|videos?|awareness|campaigns?|leaflets?|scare stories|safety)\b/;
/** Caring for that other child now: their signs are the parent's emergency. */
const IN_OUR_CARE =
  /\b(?:staying with (?:us|me)|looking after|babysitting|minding|in my care|watching (?:him|her|them) (?:today|tonight))\b/;
/** Getting ready for what might happen: the whole question is general. */
const PREPARING =
  /\b(?:(?:want|wanted|like|trying) (?:us |me )?to be (?:ready|prepared)|want to know (?:before|in case|what to (?:look|watch)(?: out)? for)|what does it feel like when|what (?:was|is) it like when|what it (?:was|is) like when|just in case|in case (?:my|her|the) waters (?:break|go)|in case (?:it|anything|something) (?:ever )?happens|so (?:i|we) know what to do|for future reference|(?:for|in) (?:my|our|the) birth plan|(?:writing|for|in) (?:my|our|the) (?:birth|postnatal|hospital) (?:plan|notes)|planning (?:my |our )?(?:next|another) (?:pregnancy|baby)|planning (?:for )?baby (?:no\.? ?)?(?:2|3|two|three|number \w+)|where do (?:i|we) (?:start|begin)|before it (?:ever )?happens)\b/;
/** "Is it gagging or is he choking": weighing a normal reading against the sign. */
const WEIGHING = /\b(?:normal|fine|ok|okay|just \w+) or (?:is|was|are|could) (?:he|she|they|it|this|that)\b/;

/** It is happening now: framing does not make it hypothetical. */
const NOW =
  // "...and now she's drooling and gagging": a sign in the present after what happened.
  /\bnow (?:she's|he's|they're|she is|he is|they are|she keeps|he keeps|they keep) (?:\w+ ){0,2}(?:drooling|gagging|retching|coughing|vomiting|being sick|throwing up|wheezing|struggling|floppy|limp|drowsy|screaming|swelling|swollen|blotchy)\b|\bstill (?:\w+ )?(?:coughing|wheezing|struggling|rattly|bleeding|vomiting|being sick|choking|gagging)\b[^.?!]{0,25}\b(?:today|now|tonight)\b|\b(?:right now|just now|(?<!\b(?:healthy|fine|well|ok|okay|good|normal) )at the moment|currently|please help|help me|asap|hurry|(?:i think |maybe )?(?:he|she|they) just did)\b|\bhelp!/;

function lastPart(text: string, index: number, breaks: RegExp): string {
  const before = text.slice(0, index);
  let start = 0;
  for (const m of before.matchAll(breaks)) start = m.index + m[0].length;
  return before.slice(start);
}

function isNegated(text: string, index: number): boolean {
  const words = lastPart(text, index, CLAUSE_BREAK).replace(NOT_NEGATION, ' ').trim().split(/\s+/);
  return NEGATION.test(words.slice(-5).join(' '));
}

function isAskedInGeneral(
  text: string,
  index: number,
  matched: string,
  framing: RedFlagRule['framing'] = 'education',
  now: boolean,
): boolean {
  if (framing === 'always' || now) return false;
  const before = lastPart(text, index, SENTENCE_BREAK);
  const part = before + matched;
  if (EDUCATION.some((re) => re.test(part)) || WEIGHING.test(part)) return true;
  if (NOT_REAL_OR_NOT_OURS.some((re) => re.test(part)) && !IN_OUR_CARE.test(text)) return true;
  if (PREPARING.test(text)) return true;
  if (ABOUT_STORIES.test(text.slice(index + matched.length))) return true;
  // "What do waters breaking feel like?": the question word before, the comparison after.
  const after = text.slice(index + matched.length).split(/[.;:!?\n]/)[0];
  // A risk asked about for later: "am I more likely to bleed heavily next time?"
  if (
    /\b(?:am i|are we|is (?:she|he|it|baby)|are (?:they|babies)) (?:more|less) likely to\b/.test(before) &&
    /\b(?:next time|again|in (?:the )?future|next (?:pregnancy|baby|one)|later (?:on|in life)|when (?:i'm|i am|she's|he's|they're) older)\b/.test(
      after,
    )
  )
    return true;
  // "What does hard to wake actually mean?": a word asked about.
  if (/\bwhat (?:does|do|is)\b/.test(before) && /^\s*(?:actually |really )?mean\b/.test(after)) return true;
  if (
    /\bwhat (?:does|do|did|would|will|should)\b/.test(before) &&
    /\b(?:feel|look|smell|sound)s? like\b/.test(after)
  )
    return true;
  return framing === 'hazard' && HAZARD.some((re) => re.test(part));
}

const FEW = /^(?:few|couple of|several)$/;
function longEnough(m: RegExpMatchArray, rule: RedFlagRule, facts: QuestionFacts): boolean {
  const min = rule.minDuration;
  const seconds = m.groups?.seconds;
  if (min?.seconds != null && seconds != null) {
    if ((FEW.test(seconds) ? 3 : Number(seconds)) < min.seconds) return false;
  }
  const hours = m.groups?.hours;
  if (min?.hours != null && hours != null) {
    const baby = facts.ageMonths == null || facts.ageMonths < min.hours.babyUnderMonths;
    if (Number(hours) < (baby ? min.hours.baby : min.hours.child)) return false;
  }
  return true;
}

function conditionsHold(rule: RedFlagRule, facts: QuestionFacts): boolean {
  const when = rule.when;
  if (!when) return true;
  if (when.childUnderMonths != null) {
    if (facts.ageMonths == null) {
      if (when.ageMustBeKnown) return false;
    } else if (facts.ageMonths >= when.childUnderMonths) return false;
  }
  switch (when.parent) {
    case 'pregnant':
      return (
        facts.pregnant &&
        !(when.beforeWeek != null && facts.pregnancyWeek != null && facts.pregnancyWeek >= when.beforeWeek) &&
        !(when.fromWeek != null && facts.pregnancyWeek != null && facts.pregnancyWeek < when.fromWeek)
      );
    case 'postpartum':
      return facts.postpartum;
    case 'pregnant-or-postpartum':
      return facts.pregnant || facts.postpartum;
    case 'not-pregnant':
      return !facts.pregnant;
    default:
      return true;
  }
}

function comboConditionHolds(when: ComboCondition | undefined, facts: QuestionFacts): boolean {
  if (!when) return true;
  if (when.childUnderMonths != null && (facts.ageMonths == null || facts.ageMonths >= when.childUnderMonths))
    return false;
  if (when.parent === 'pregnant-or-postpartum' && !facts.pregnant && !facts.postpartum) return false;
  if (when.parent === 'postpartum' && !facts.postpartum) return false;
  if (when.beforeWeek != null && (facts.pregnancyWeek == null || facts.pregnancyWeek >= when.beforeWeek))
    return false;
  if (when.fromWeek != null) {
    if (!facts.pregnant) return false;
    if (facts.pregnancyWeek == null ? when.weekMustBeKnown : facts.pregnancyWeek < when.fromWeek)
      return false;
  }
  return true;
}

/** The question with the rule's look-alike phrases blanked, keeping every other index in place. */
function blankLookAlikes(c: CompiledRule, text: string): string {
  let out = text;
  for (const re of c.ignore) out = out.replace(re, (m) => ' '.repeat(m.length));
  return out;
}

/** What made a rule match: the sign or the combination's signs as they stand in the question, or null. */
function ruleMatch(c: CompiledRule, normalised: string, facts: QuestionFacts, now: boolean): string | null {
  if (!conditionsHold(c.rule, facts)) return null;
  const text = blankLookAlikes(c, normalised);
  if (c.unless.some((re) => re.test(text))) return null;
  const hit = (patterns: RegExp[]) => {
    for (const re of patterns) {
      if (!matchesAnywhere(re, text)) continue;
      for (const m of text.matchAll(re)) {
        if (
          !isNegated(text, m.index) &&
          !isAskedInGeneral(text, m.index, m[0], c.rule.framing, now) &&
          longEnough(m, c.rule, facts)
        )
          return m[0];
      }
    }
    return null;
  };
  const sign = hit(c.patterns);
  if (sign !== null) return sign;
  for (const combo of c.combos) {
    if (!comboConditionHolds(combo.when, facts) || combo.unless.some((re) => re.test(text))) continue;
    const parts = [
      hit(combo.any),
      combo.with.length ? hit(combo.with) : '',
      combo.and.length ? hit(combo.and) : '',
    ];
    if (parts.every((x) => x !== null)) return parts.filter(Boolean).join(' + ');
  }
  return null;
}

function toFlag(rule: RedFlagRule): RedFlag {
  const flag: RedFlag = { id: rule.id, advice: rule.advice, guidanceTopics: [...rule.guidanceTopics] };
  if (rule.meanwhile) flag.meanwhile = rule.meanwhile;
  return flag;
}

const byRank = (a: RedFlagRule | RedFlag, b: RedFlagRule | RedFlag) =>
  (RANK.get(a.id) ?? Infinity) - (RANK.get(b.id) ?? Infinity);

/**
 * A follow-up that stands the worry down: "ok panic over, the purple dots were felt tip pen",
 * "actually ignore me, I'd just carried the pram up three flights". Not when something is still
 * or again wrong ("false alarm on the rash but she's still floppy").
 */
const ALL_CLEAR =
  /\b(?:panic over|false alarm|ignore (?:me|my last (?:message|post|question))|scratch that|all clear|misread (?:the |my )?(?:thermometer|reading|temp\w*))\b/;
const NOT_CLEAR =
  /\b(?:still|again|worse|but (?:now|then|this time)|start(?:ed|ing) to|came back|come back|won't (?:wake|stop)|not (?:breathing|waking|responding)|floppy|limp)\b/;
const flagsAlways = (flag: RedFlag) => BY_ID.get(flag.id)?.framing === 'always';
function standsDown(question: string): boolean {
  const text = question.toLowerCase();
  return ALL_CLEAR.test(text) && !NOT_CLEAR.test(text);
}

/**
 * The rules a question matches, else the safety net's rule (safety-net.ts); the banner's first.
 * A follow-up that stands the worry down keeps only the rules that flag however they are framed
 * (thoughts of self-harm).
 */
export function detectRedFlags(question: string, context?: RedFlagContext): RedFlag[] {
  if (standsDown(question)) return detectByRules(question, context).filter(flagsAlways);
  const flags = detectByRules(question, context);
  if (flags.length > 0) return flags;
  const id = safetyNetFlag(question, context, readSignAt);
  return id && !vetoedByRules(id, question, context) ? redFlagsById([id]) : [];
}

/**
 * The rules' "this is not it" guards hold for the net's flag too: its rule's conditions on age or
 * pregnancy (the unsure banner has none), its rule's look-alike phrases when they explain every
 * sign, and any rule's `unless` (with that rule's look-alike phrases blanked), so "a seizure two
 * years ago" stays quiet whichever family the net names.
 */
function vetoedByRules(id: string, question: string, context?: RedFlagContext): boolean {
  const text = normaliseQuestion(question);
  const own = COMPILED.find((c) => c.rule.id === id);
  if (own ? !conditionsHold(own.rule, readFacts(text, context)) : id !== UNSURE_RULE.id) return true;
  // Its rule's look-alike phrases explain every sign ('floppy and relaxed during her nap').
  if (own?.ignore.some((re) => re.test(text))) {
    if (questionFeatures(blankLookAlikes(own, text), context, readSignAt).signs.length === 0) return true;
  }
  return COMPILED.some((c) => {
    const standing = blankLookAlikes(c, text);
    return c.unless.some((re) => re.test(standing));
  });
}

/**
 * How the rules read a sign found at `index` of a normalised question: said of this child now,
 * negated in its clause ("no fever"), or asked in general / already seen and settled. The safety
 * net reads signs through this so it understands what the rules understand.
 */
export type SignReading = 'said' | 'negated' | 'general';
export function readSignAt(text: string, index: number, matched: string): SignReading {
  if (isNegated(text, index)) return 'negated';
  const now = NOW.test(text) || WAIT_CUE.test(text);
  if (SEEN_AND_SETTLED.test(text) || isAskedInGeneral(text, index, matched, 'education', now))
    return 'general';
  return 'said';
}

/** The rules a question matches, the banner's first; the question's own age beats the context's. */
export function detectByRules(question: string, context?: RedFlagContext): RedFlag[] {
  return withoutSuperseded(
    matchedRules(question, context).map((m) => m.rule),
    question,
  )
    .sort(byRank)
    .map(toFlag);
}

/** The matched rules less those another matched rule supersedes here (see `supersedes`). */
function withoutSuperseded(rules: RedFlagRule[], question: string): RedFlagRule[] {
  const ids = new Set(rules.map((r) => r.id));
  const dropped = new Set<string>();
  let text: string | null = null;
  for (const r of rules) {
    const s = r.supersedes;
    if (!s || !s.rules.some((id) => ids.has(id))) continue;
    text ??= normaliseQuestion(question);
    if (s.when.test(text)) for (const id of s.rules) dropped.add(id);
  }
  return dropped.size === 0 ? rules : rules.filter((r) => !dropped.has(r.id));
}

/** Each rule the question matches, with the words that made it (in rule order). */
function matchedRules(
  question: string,
  context?: RedFlagContext,
): Array<{ rule: RedFlagRule; because: string }> {
  let text = normaliseQuestion(question);
  const facts = readFacts(text, context);
  // Rules ask for 'preterm' like any word; a week under 37 says it for the question, and so does an
  // unknown week (a profile without a due date): labour signs then go to the maternity unit.
  if (facts.pregnant && (facts.pregnancyWeek == null || facts.pregnancyWeek < 37)) text += '. preterm.';
  // Asking whether to wait is asking about something that has happened, not a what-if.
  const now = NOW.test(text) || WAIT_CUE.test(text);
  // Seen and explained by a professional, nothing new since: a follow-up question. Thoughts of
  // self-harm flag however they are framed.
  const settled = SEEN_AND_SETTLED.test(text);
  // "Last time it was nothing, but this time ...": what is happening now is read on its own too,
  // so an earlier, settled episode told first cannot speak for it.
  const current = currentEpisode(text);
  const currentSettled = current !== null && SEEN_AND_SETTLED.test(current);
  return COMPILED.flatMap((c) => {
    let because = settled && c.rule.framing !== 'always' ? null : ruleMatch(c, text, facts, now);
    if (because === null && current !== null && !(currentSettled && c.rule.framing !== 'always'))
      because = ruleMatch(c, current, facts, now);
    return because === null ? [] : [{ rule: c.rule, because }];
  });
}

/** Where a question turns from an earlier episode to this one ("..., but this time ..."). */
const CONTRAST =
  /(?<=\b(?:but|whereas) )(?:this time|now|today|tonight|my|i'm|i am|she's|he's|it's|they're)\b|\bthis time\b/g;

/** The part of the question after its last turn to "this time", or null when it has none. */
function currentEpisode(text: string): string | null {
  const at = [...text.matchAll(CONTRAST)].at(-1)?.index ?? 0;
  return at > 0 ? text.slice(at) : null;
}

/**
 * For diagnosis (scripts/explain-red-flags.mjs): each rule that flags the question and the words
 * that made it, else the safety net's rule.
 */
export function explainRedFlags(
  question: string,
  context?: RedFlagContext,
): Array<{ id: string; because: string }> {
  if (standsDown(question))
    return matchedRules(question, context)
      .filter((m) => m.rule.framing === 'always')
      .map((m) => ({ id: m.rule.id, because: m.because }));
  const rules = matchedRules(question, context);
  if (rules.length > 0) return rules.map((m) => ({ id: m.rule.id, because: m.because }));
  return detectRedFlags(question, context).map((f) => ({ id: f.id, because: 'safety net' }));
}

/** The rules with these ids, the banner's first; unknown ids are ignored. */
export function redFlagsById(ids: string[]): RedFlag[] {
  return [...new Set(ids)]
    .flatMap((id) => {
      const rule = BY_ID.get(id);
      return rule ? [rule] : [];
    })
    .sort(byRank)
    .map(toFlag);
}

/**
 * The opening of an urgent answer: a first line, then ONE rule's advice and its meanwhile step,
 * the most specific flag's (see specificity in rules.ts). A second banner would contradict or bury
 * the first ("say it is anaphylaxis" above a maternity banner). Plain text, one group per line.
 */
export function urgentPreamble(flags: RedFlag[]): string {
  if (flags.length === 0) return '';
  const [first] = [...flags].sort(byRank);
  const lines = ['This could be an emergency.', first.advice];
  if (first.meanwhile) lines.push(`Meanwhile: ${first.meanwhile}`);
  return lines.join('\n');
}
