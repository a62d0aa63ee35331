/**
 * The red-flag rules as data, most serious first (the order is the ranking `detectRedFlags` uses).
 * Patterns run over the normalised question (see normalise.ts): lower case, straight quotes,
 * "cannot"/"cant" → "can't", "temp" → "temperature", number words before units as digits, and each
 * temperature reading rewritten as "38.5c high-temperature" (38 °C / 100.4 °F or more),
 * "37.2c normal-temperature" or "35.1c low-temperature". When the pregnancy is known to be under 37
 * weeks the sentence "preterm." is added, so rules can ask for it like any other word.
 */

/** A regular expression (no flags: matching is global and case-folded already) or a phrase. */
export type Pattern = RegExp | string;

/**
 * Urgent only together: a match from `any`, one from `with` (and one from `and`), anywhere in the
 * question. Without `with`, a match from `any` is enough where `when` holds.
 */
export interface Combo {
  any: Pattern[];
  with?: Pattern[];
  and?: Pattern[];
  /** The combo counts only for this child or pregnancy (a sign that is urgent at some ages only). */
  when?: ComboCondition;
  /** Anything matching these makes this combo (not the whole rule) not count. */
  unless?: Pattern[];
}

export interface ComboCondition {
  /** The child is known to be younger than this. */
  childUnderMonths?: number;
  /** The pregnancy is at least this many weeks along (unknown weeks count unless `weekMustBeKnown`). */
  fromWeek?: number;
  weekMustBeKnown?: boolean;
  /** The pregnancy is known to be earlier than this week. */
  beforeWeek?: number;
  /** The parent is pregnant or has just given birth, or has just given birth. */
  parent?: 'pregnant-or-postpartum' | 'postpartum';
}

export interface RedFlagRule {
  id: string;
  /** Knowledge topics (services/ai-worker/knowledge/<topic>.json) whose guidance follows the banner. */
  guidanceTopics: string[];
  /**
   * The rule is matched on a named cause (something swallowed, a fall, water, heat, a food or
   * sting), which makes its advice more specific than a rule matched on signs alone.
   */
  causeNamed?: true;
  /** The rule reads the parent's own body (her chest, her thoughts), as pregnancy rules do. */
  aboutParent?: true;
  description: string;
  /** Each of these, not negated, describes the emergency on its own. */
  patterns: Pattern[];
  combos?: Combo[];
  /** Look-alike phrases blanked out before matching ("room temperature", "blue hands"). */
  ignore?: Pattern[];
  /** Anything matching these makes the whole question a look-alike: the rule does not flag. */
  unless?: Pattern[];
  when?: {
    /** The child is younger than this (from the question's age, else the context's). */
    childUnderMonths?: number;
    /** Without a known age the rule does not flag (otherwise it does). */
    ageMustBeKnown?: boolean;
    /** From the context's stage and pregnancy week, or the question's own words. */
    parent?: 'pregnant' | 'postpartum' | 'pregnant-or-postpartum' | 'not-pregnant';
    /** With parent 'pregnant': a pregnancy known to be this far along or further does not count. */
    beforeWeek?: number;
    /** With parent 'pregnant': a pregnancy known to be less far along than this does not count. */
    fromWeek?: number;
  };
  /**
   * A match that names a duration (named group `hours` or `seconds`) counts only from this long.
   * Hours depend on the child's age: under `babyUnderMonths` (or unknown) the baby's count applies.
   */
  minDuration?: { hours?: { babyUnderMonths: number; baby: number; child: number }; seconds?: number };
  /**
   * Questions asked as general knowledge don't flag. 'education' (default): "what are the signs of",
   * "how can I prevent", "when should I worry about". 'hazard': also "what should I do if", "what
   * happens if" (something that hasn't happened). 'always': flags however it is asked.
   */
  framing?: 'education' | 'hazard' | 'always';
  /**
   * When this rule matches and `when` does, these rules' flags are dropped: an allergic reaction
   * told with a scratchy throat is not choking, though the choking rule matches too.
   */
  supersedes?: { rules: string[]; when: RegExp };
  advice: string;
  meanwhile?: string;
}

/**
 * One banner per answer: the most specific matched rule's (urgentPreamble). Specificity, highest
 * first: 3, not breathing (resuscitation comes before anything else); 2, a rule conditioned on the
 * parent's own pregnancy, recent birth or body (`aboutParent`) (her signs read as hers: swelling and headache in
 * pregnancy are pre-eclampsia, never anaphylaxis); 1, a rule matched on a named cause
 * (`causeNamed`: poisoning beats "coughing", a head injury beats "drowsy"); 0, signs alone. Ties
 * go to the more serious rule, i.e. the earlier one in RED_FLAG_RULES.
 */
/** Contractions before this week are a pregnancy-pain question (miscarriage), not preterm labour. */
const PRETERM_FROM_WEEK = 20;

/**
 * A small heat burn ("a small red patch", "a tiny blister"), unless hoped to be small ("just a
 * small burn right?") while it covers a whole palm. Guards the heat-burn combos only: an
 * electrical or chemical burn is urgent however small its mark, and so is any blister on a baby.
 */
const SMALL_BURN =
  /^(?![\s\S]*\b(?:just|only|surely) (?:a )?(?:small|tiny|minor|mild)\b[^.?!]{0,10}\b(?:right|isn't it|yeah|surely|though)\b)(?![\s\S]*\ball (?:his|her|their|the) fingers\b)[\s\S]*\b(?:small|tiny|minor|mild|superficial)\b[^.?!]{0,20}\b(?:burn|scald|red mark|red patch|mark|patch|blister)\b/;

export function specificity(rule: RedFlagRule): number {
  if (rule.id === 'not-breathing') return 3;
  const parent = rule.when?.parent;
  if (parent === 'pregnant' || parent === 'postpartum' || parent === 'pregnant-or-postpartum') return 2;
  if (rule.aboutParent) return 2;
  return rule.causeNamed ? 1 : 0;
}

import {
  COLOUR_EXPLAINED,
  MISTAKEN,
  ASLEEP_FLOPPY,
  BREATH_HOLDING,
  EXPLAINED_BLEEDING,
  AFTER_HEAD_KNOCK,
  AFTER_WATER,
  AIRWAY_STRUGGLE,
  BAD_HEAD,
  BAD_VOMIT,
  AIRWAY_BLOCKED,
  BLEEDING,
  BLEEDING_ELSEWHERE,
  BLOOD_NOT_BLEEDING,
  BREATHLESS_AT_REST,
  CHOKABLE,
  BREATHLESS_EXPLAINED,
  BREATHING_FIGURE,
  BABY_FALL,
  GUT_BUG,
  HARD_LANDING,
  PARENT_BREATHLESS,
  FACE_PUFFY,
  HANDS_SWELL,
  HEADACHE_LASTING,
  SUDDEN,
  MOVEMENTS,
  MOVEMENT_DROP,
  MOVING_AS_USUAL,
  WAIT_CUE,
  BATTERY,
  BATTERY_HOLDER,
  BLUE,
  BODY_CENTRE,
  BREATHING_WORK,
  BURN_DAMAGE,
  BURN_PLACE,
  BURN_SIZE,
  CABLE_MOUTHED,
  ELECTRIC_CONTACT,
  CHEMICAL,
  CLOT_SIGN,
  COLD_LIMBS,
  DROWSY,
  DRY_SIGNS,
  FACE_SWELLING,
  FAST_BREATHING,
  HIVES,
  ALLERGEN,
  ALLERGY_AIRWAY,
  FEVER,
  FLOPPY,
  FOREIGN_BODY,
  HEAD_KNOCK,
  HEAT,
  HEAT_SOURCE,
  HEAVY_BLEEDING,
  HIGH_FALL,
  INGESTED,
  LESS_MOVEMENT,
  PROVOKE_MOVEMENT,
  MEDICINE,
  MISSING,
  MOTTLED,
  near,
  NO_WEE,
  NO_WEE_SEPSIS,
  OVER_AND_CHECKED,
  PANIC_PASSED,
  ANXIETY_SETTLES,
  NOT_FEEDING,
  NOT_THEMSELVES,
  NOTHING_FELT,
  ONE_LEG,
  PAIN,
  PALE,
  REGULAR,
  SEIZURE_MOVES,
  SEVERE,
  SHAKING,
  TIGHTENINGS,
  UNAWARE,
  UNDER_WATER,
  VISION_CHANGE,
  VOMIT,
  WATERS,
  WEAK_CRY,
  MOTHER_FEVER,
} from './lexicon.js';

const NUMBERS = '911 (US), 999 (UK) or 112 (Europe)';
const CALL = `Call ${NUMBERS} now`;
const CALL_OR_GO = `Call ${NUMBERS} or go to the emergency department now`;
const MATERNITY = 'Call your maternity unit or labour ward now (labor and delivery in the US)';

// Shared vocabulary.
const CHILD = String.raw`(?:baby|babies|son|daughter|child|kid|toddler|newborn|infant|little one|lo|he|she|they|him|her)`;
const BREATHE = String.raw`breath(?:e|ing|s)?`;
const EARLY =
  /\b(?:preterm|premature\w*|too early|very early|so early)\b|\bearly\b(?!\s(?:this|in the|on|today|tonight|morning|hours|labou?r|signs))/;
// Long past: a question about an old episode ("a seizure last year", "when she was 1") is not one now.
// Only months or years back: a battery swallowed yesterday or last week is still an emergency.
const LONG_AGO =
  /\b(?:last (?:month|year)|(?:months|years) ago|(?:a|one|about a|over a|nearly a) (?:month|year) ago|when (?:he|she|they) w(?:as|ere) (?:a baby|a newborn|a toddler|little|younger|small|tiny|\d+))\b/;
// A body temperature said of someone else: a sibling, a partner. Needs a verb right after the
// person, so "my newborn and my toddler both have a fever" still reads the newborn's fever.
const SOMEONE_ELSES_FEVER =
  /\b(?:(?:older|big|elder|eldest) (?:son|daughter|brother|sister|one|child|kid|boy|girl)|toddler|\d+ ?-?(?:year|yr)s? ?-?old|\d+ ?yo|husband|partner|wife|(?:baby's )?(?:dad|daddy|father)|mum|mom|sibling|brother|sister|grandma|granny|nana|grandad|grandpa)(?: \(?\d+\)?)?(?:'s| has| had| is| got| has got| has had| was| seems| feels| felt| with| running)\b(?:(?!\b(?:baby|newborn|she|he|and now)\b)[^.?!,]){0,30}?\b(?:fever\w*|febrile|temperature|high-temperature|hot|burning up)\b(?:[^.?!,]{0,12}?\d+\.\dc \w+-temperature)?/;
const HEAD_HIT = [
  /\b(?:hit|bang(?:ed)?|bump(?:ed)?|knock(?:ed)?|smack(?:ed)?|whack(?:ed)?|injur(?:ed|y)|hurt)\s(?:\w+\s)?head\b/,
  /\bhead\s(?:injury|bump|knock|trauma)\b/,
  /\b(?:fell|fallen|fall|falls|dropped|tumbled|rolled)\s(?:off|from|down|out of|onto|on)\b/,
  /\blanded on (?:his|her|their|the) head\b/,
];

/**
 * Light spotting said to be painless (pink or brown, a bit, stopped) with no sign of more: early in
 * pregnancy this is a call to the GP or early pregnancy unit when open, not an emergency.
 */
const LIGHT_PAINLESS_SPOTTING =
  /^(?=[\s\S]*\b(?:no pain|painless|not painful|(?:doesn't|don't|didn't|does not) hurt|no cramp\w*|implantation|spott\w* (?:just )?once|(?:nothing|none) since|(?:it's |it has |has )?stopped now|(?:just )?a few drops|(?:tiny|small) (?:bit|amount|spot))\b)(?=[\s\S]*\b(?:spott\w*|pink\w*|brown\w*)\b)(?![\s\S]*(?:(?<!\b(?:no|not|without|any) )\b(?:pain|cramp)\w*|(?<!n't |not )\bhurts?\b|\bworse\b))(?![\s\S]*\b(?:heavy|heavier|heavily|clots?|bright red|red blood|soak\w*|pads?|gush\w*|dizzy|faint\w*|lightheaded|light-headed|shoulder|period[- ]like|like a period|getting (?:more|worse|heavier)|lots|loads|a lot)\b)/;

/**
 * The parent wonders whether to wait (WAIT_CUE) and describes one of these signs: asking whether
 * it can wait is itself the reason to say it cannot.
 */
const waiting = (...signs: Pattern[]): Combo => ({ any: signs, with: [WAIT_CUE] });

/** A day in the heat, anywhere in the question: the cause that makes a hot, muddled child heatstroke. */
const HEAT_DAY = String.raw`(?=[\s\S]*\b(?:sports day|in the sun|heat ?wave|hot day|sunbathing|beach|festival|out in the heat|hot weather)\b)`;

/**
 * A lump after a bump in a child who cried at once and went straight back to playing, with no other
 * sign: a cold pack and a watchful evening (the head-injury guidance), not an emergency. Babies
 * under 1 are still flagged by their own combination.
 */
const BACK_TO_PLAYING_AFTER_BUMP =
  /^(?![\s\S]*\b(?:vomit\w*|sick|sleepy|drowsy|confused|wobbly|fit\w*|won't wake|went (?:\w+ )?(?:quiet|silent|still|blank) for|didn't cry|knocked out|passed out|blacked out|soft|squishy|boggy|spongy|dent\w*|floppy|not (?:himself|herself))\b)[\s\S]*\b(?:(?:went|goes|gone|straight|right) (?:straight |right )?back to (?:playing|normal|(?:his|her|their) toys)|fine all day|(?:eating|playing) and (?:eating|playing|normal|fine|happy) ?(?:fine|normally|as normal)?)\b/;

export const RED_FLAG_RULES: readonly RedFlagRule[] = [
  {
    id: 'not-breathing',
    guidanceTopics: ['emergency-first-aid', 'safe-sleep'],
    description: 'Not breathing, stopped breathing, or long pauses in breathing (20 seconds or more)',
    patterns: [
      /\b(?:stops?|stopped|goes still|went still)\b[\s\S]{0,60}\b(?:then|before|until|till) (?:he|she|they) (?:breathes?|starts? breathing|takes? a breath) again\b/,
      // Stops and has to be jiggled before breathing again.
      /\b(?:before|until|till) (?:he|she|they) (?:breathes?|starts? breathing|takes? a breath) again\b/,
      /\bno (?:rise and fall|rise or fall|movement) (?:of|in|under) (?:her|his|their|the) (?:chest|vest|tummy|belly)\b|\bchest (?:isn't|is not|not|wasn't) (?:rising|moving)\b/,
      // Not taking a breath: "he does not take a breath for long time", "now she's just not taking one".
      /\b(?:doesn't|does not|didn't|did not|isn't|not|won't) (?:\w+ )?(?:take|taking|taken) (?:a |any |one |another )?(?:breaths?\b|one\b(?=[^.?!]{0,30}\b(?:ages|long|seconds|minute)))/,
      // Rescue breaths or CPR already given: whatever followed, it was not breathing.
      /\b(?:did|gave|given|doing|giving|done|started|had to do|had to give) (?:\w+ ){0,2}(?:rescue breaths|cpr|chest compressions|mouth to mouth)\b(?! (?:course|class|training|workshop|session|lessons?))/,
      /\bbreathing (?:is |was )stop\w*\b/,
      /\b(?:chest|tummy|belly)\b[^.?!]{0,10}\b(?:doesn't|don't|didn't|no(?: dey)?)\b[^.?!]{0,10}\b(?:go up and down|move|rise)\b/,
      // An event ("stopped breathing", "no breaths for ages") flags at any length; a habit of
      // short pauses in sleep ("stops breathing for 5 seconds then carries on") needs 20 seconds.
      /\bstopped breathing\b/,
      /\bno (?:breaths?|breathing)\b|\bwith no breathing\b/,
      /\b(?:chest|tummy|belly)\b[^.?!]{0,10}\b(?:wasn't|isn't|not|stopped|wouldn't)\b[^.?!]{0,10}\b(?:going up and down|moving|rising)\b/,

      new RegExp(
        String.raw`(?:\bnot|(?<!ca|could)n't|\bno longer)\s(?:seem(?:s)? to be\s)?${BREATHE}\b(?!\s(?:properly|right|normally|well|through|in\b(?!\s(?:the|her|his|their|my|a|bed|sleep)\b)))`,
      ),
      /\b(?:can't tell if|don't think|not sure if|not sure) (?:he|she|they|baby|the baby|my baby)(?:'s| is| are|'re) (?:still )?breathing\b/,
      // No breath felt on a cheek or hand, no chest seen rising.
      /\b(?:can't|couldn't|cannot|unable to) (?:feel|see|detect) (?:any |a |her |his |their )?(?:breath|breaths|breathing|air (?:on|against|from)|chest (?:moving|rising|going up))\b/,
      /\b(?:can't|couldn't|cannot) (?:see|feel|tell) (?:if |whether )?(?:him|her|them|his chest|her chest|their chest|the baby|my baby) (?:is |are )?(?:breathing|moving|rising)\b/,
      new RegExp(
        String.raw`\b(?:stop(?:s|ped|ping)?|paus(?:e|es|ed|ing))\s(?:${BREATHE}|in (?:his|her|their|the) breathing)(?:[^.?!,]{0,25}?\b(?<seconds>\d+|few|couple of|several)\s+sec(?:ond)?s?\b)?`,
      ),
      new RegExp(
        String.raw`\bbreathing\s(?:pauses?|paused|stops|stopped|stopping)(?:[^.?!,]{0,25}?\b(?<seconds>\d+|few|couple of|several)\s+sec(?:ond)?s?\b)?`,
      ),
      /\b(?:paus(?:e|es|ed|ing)|stop(?:s|ped|ping)?) (?:his|her|their) breathing\b(?:[^.?!,]{0,25}?\b(?<seconds>\d+|few|couple of|several)\s+sec(?:ond)?s?\b)?/,
      /\b(?<seconds>\d+) sec(?:ond)?s? (?:between|without(?: a)?) (?:breaths?|breathing)\b/,
      // Gaps or pauses timed: "long gaps between his breaths, I timed one at 25 seconds".
      /\b(?:gaps?|pauses?)\b (?:between|in) (?:his |her |their )?(?:breaths?|breathing)\b[^.?!]{0,50}?\b(?<seconds>\d+)\s*(?:sec(?:ond)?s?|s)\b/,
      // A breathing monitor's alarm, and the baby found not moving or not breathing.
      /\b(?:monitor|alarm|sock|owlet|snuza|angelcare)\b[^.?!]{0,60}\b(?:wasn't|isn't|was not|not|wouldn't) (?:moving|breathing|responding|waking)\b/,
      // Gaps timed by the parent: "gaps in his breathing while feeding, I timed one at 25 sec".
      /\b(?:gaps?|pauses?) in (?:his|her|their|the) breathing\b[^.?!]{0,40}?\b(?<seconds>\d+)\s*sec(?:ond)?s?\b/,
      /\b(?:wasn't|isn't|not|stopped) (?:moving|responding) (?:or|and) breathing\b/,
      // The chest or tummy seen to do nothing: "his chest isn't doing anything, it's just still".
      /\b(?:chest|tummy|belly)\b[^.?!]{0,15}\b(?:isn't|is not|wasn't|not|stopped) doing anything\b/,
      /\b(?:chest|tummy|belly) (?:is|was|goes|went|stays|stayed) (?:\w+ )?still(?=\s*(?:[,.;!?]|$|until|when|for|and (?:not|isn't|no)))/,
      /\bnot moving (?:his|her|their) (?:tummy|chest|belly) up and down\b/,
    ],
    combos: [
      {
        any: [
          /\b(?:pauses?|paused|stops?|stopped|quit|quits)\b[^.?!]{0,20}\bbreath/,
          /\bbreathing\s(?:pauses?|stops)/,
          /\bapno?ea\w*/,
          /\bforgot to breathe?\b/,
          /\b(?:wasn't|isn't|not|stopped) (?:moving|responding) (?:or|and) breathing\b/,
        ],
        with: [
          /\b(?:blu\w*|grey\w*|gray\w*|purpl\w*|dusky|pale|white|limp|floppy)\b/,
          /\bchang(?:e|es|ed|ing) colou?r/,
          /\b(?:funny|weird|strange|odd|dusky|bad) colou?r\b/,
          /\b(?:took|needed|had to) (?:him|her|them)? ?(?:a )?(?:pat|shake|blow|rub)\b|\b(?:patted|shook|rubbed|blew on)\b/,
        ],
      },
    ],
    ignore: [
      // A figure: "I literally stopped breathing when I saw the nursery fees".
      /(?:\b(?:i|we) |^)(?:literally |actually |nearly |almost )?(?:stopped breathing|forgot to breathe|couldn't breathe)\b[^.?!]{0,30}\b(?:when|at|seeing|saw|heard|read)\b[^.?!]*/,
      // What a course teaches "if a baby stops breathing": not this baby, now (unless it happened before).
      /\b(?:if|when|in case) (?:a |the |my |your |our )?(?:baby|child|toddler|kid|newborn|someone|little one) (?:ever )?(?:stops?|stopped) breathing\b(?![^.?!]*\bagain\b)/,
      /\bperiodic breathing\b/,
      /\bholding (?:his|her|their|my) breath\b/,
      /\bbreath[- ]holding\b/,
      BREATHING_FIGURE,
      /\bno (?:breathing|breath) (?:problems?|issues?|difficult\w*|trouble)\b/,
    ],
    minDuration: { seconds: 20 },
    unless: [
      // Long ago: "my brother stopped breathing as a baby in the 80s".
      /\bin the (?:[5-9]0s|19\d\d|eighties|nineties|seventies)\b|\bwhen (?:i|he|she|they|my \w+) (?:was|were) (?:a baby|little|small|a child|a kid)\b/,
      MISTAKEN,
      OVER_AND_CHECKED,
    ],
    advice: `${CALL}. A baby or child who is not breathing needs emergency help straight away.`,
    meanwhile:
      'Put the phone on speaker and start CPR as the call handler tells you: tilt the head back, give 5 rescue breaths, then 30 chest compressions to 2 breaths.',
  },
  {
    id: 'choking',
    guidanceTopics: ['choking', 'emergency-first-aid'],
    causeNamed: true,
    description: 'Choking now, or something stuck in the throat',
    // Something in the mouth or throat, and the airway struggling.
    combos: [
      { any: [FOREIGN_BODY], with: [AIRWAY_STRUGGLE] },
      // Coughing on food, then the cough stops but no cry or sound follows.
      {
        any: [
          /\b(?:cough\w*|gagg\w*|splutter\w*) (?:on|with) (?:a |some )?(?:\w+ ){0,4}(?:crust|food|piece|bit|lump|chunk|grape|sweet|apple|carrot|meat|toast)\b/,
        ],
        with: [
          /\bcough\w* (?:has |had )?stopped\b[^.?!]{0,60}\b(?:isn't|not|can't|won't) (?:\w+ )?(?:crying|making (?:a |any )?(?:sound|noise)|breathing)\b/,
        ],
      },
      // Something eaten or mouthed, then the airway sounds blocked.
      {
        any: [CHOKABLE, FOREIGN_BODY, /\b(?:eating|ate|sucking|chewing|mouthing)\b/],
        with: [AIRWAY_BLOCKED],
      },
      // Back blows given: the parent met a choking child; still gagging, silent or staring after.
      {
        any: [/\b(?:back blows|(?:chest|abdominal) thrusts|heimlich)\b/],
        with: [
          /\b(?:gag\w*|claw\w*|clutch\w*|just staring|staring (?:at us|at me|blankly|into space))\b/,
          /\bstill (?:not|isn't|hasn't|won't|can't) (?:\w+ )?(?:crying|cried|breathing|breathe|responding|making a (?:sound|noise))\b/,
        ],
      },
    ],
    patterns: [
      // Gagging with no sound: the airway blocked.
      /\bgag\w*\b[^.?!]{0,20}\b(?:no (?:sound|noise)|silent\w*|nothing coming out)\b/,
      // Back slaps already given, or a cough that makes no sound: the airway is blocked.
      /\b(?:i've|i have|we've|we have|i|we) (?:done|did|given|gave|tried|started) (?:\w+ )?back (?:slaps|blows)\b/,
      /\b(?:trying|tries|tried) to cough but (?:nothing|no sound|no noise|can't)\b/,
      /\bchok(?:e|es|ed|ing)\b/,
      new RegExp(
        String.raw`\bsomething\s(?:is\s)?stuck in (?:his|her|their|the|my baby's) (?:throat|windpipe|airway)`,
      ),
      /\bcan't (?:cough|cry) (?:or|and|nor) (?:breathe?|cry|cough)/,
    ],
    ignore: [
      /\bchok(?:e|es|ed|ing) up\b(?! (?:blood|food|milk|bits))|\banti[- ]?chok\w*(?: \w+){0,3}/,
      /(?:\b(?:i|i've|we) |^)(?:totally |completely |kind of |literally )?choked (?:at|in|during|on) (?:my |the |a )?(?:\w+ ){0,4}(?:meeting|interview|exam|test|presentation|speech|game|match)\b/,
      BREATHING_FIGURE,
      /\bchok\w* on (?:the |my |our |these )?(?:\w+ )?(?:fees?|bills?|prices?|costs?|rent|words|lines|tears|laughter)\b/,
      /\beating (?:and|n|&|\+) (?:playing|drinking)\b|\beating (?:well|fine|normally|ok|okay)\b/,
      /\b(?:the|a) (?:drool|dribble)\b/,
      /\bchoking (?:hazards?|risks?|dangers?|points?)\b/,
      // Food colour on the lips, not a colour change.
      /\b(?:lips?|mouth|face)\b[^.?!]{0,20}\b(?:purple|blue|red)\b(?=[^.?!]{0,60}\bwiped? (?:right |straight )?off\b)/,
      /\bchoke (?:hazards?|risks?)\b/,
      /\b(?:infant |baby |child |paediatric |pediatric )?chok\w* (?:first aid|course|class|training|workshop|session)\b/,
      /\bchok(?:e|es|ed|ing) (?:a bit |a little )?(?:on|with) (?:her |his |the )?(?:milk|feeds?|formula|spit|saliva|drool)\b[^.?!]*\b(?:normal|fine|ok|okay)\b/,
      // A put-on noise: 'a huge choking/gagging noise whenever he sees broccoli'.,
      /\b(?:choking|gagging)(?:\/| and | or )?(?:choking|gagging)? (?:noises?|sounds?|faces?|act)\b/,
    ],
    unless: [
      /^(?![\s\S]*\b(?:can't (?:breathe|cough|cry)|silent|blue|stuck|still)\b)[\s\S]*\b(?:then (?:fine|ok|okay|normal)|back to (?:cooing|smiling|playing|normal))\b/,
      /^(?![\s\S]*\b(?:can't (?:breathe|cough|cry)|silent|blue|stuck|gagging)\b)[\s\S]*\b(?:calmed down|now (?:playing|running|eating|chatting))\b/,
      /^(?![\s\S]*\b(?:blue|grey|gray|pale|purple|dusky|floppy|i think)\b)[\s\S]*\bbreathing (?:looks |seems |sounds |is )?(?:\w+ )?(?:easy|fine|normal|ok|okay|settled)\b/,
      COLOUR_EXPLAINED,
      // Talking, or eating and running around: the airway is open.
      /\b(?:talking|chatting|speaking|eating|running around|playing)(?: and \w+)? (?:fine|normally|happily|as normal|as usual)\b/,
      // Gagging on lumps, then carrying on eating: the gag reflex doing its job.
      /\bgag\w*\b[^.?!]{0,80}\b(?:carr(?:y|ies|ied) on|goes back to|went back to|keeps? on) (?:eating|feeding|chewing|playing)\b/,
      // Drooling and chewing everything while teething, with nothing in the airway.
      /^(?![\s\S]*\b(?:gag\w*|chok\w*|can't (?:breathe|swallow)|blue|wheez\w*|stuck|gel|cream|ate|eaten|swallowed|got hold|tablets?|pills?|battery|magnet)\b)[\s\S]*\b(?:teething|(?:teeth|tooth) (?:coming|cutting|through)|new (?:teeth|tooth)|molars?)\b/,
      // Coughing and spluttering at every feed is a fast let-down, not choking.
      /\b(?:every|each|at the start of (?:every|each|a)|during) (?:\w+ )?feeds?\b/,

      /\b(?:now|but) (?:he|she|they|baby)?(?:'s|'re| is| are| seems?| seem)? ?(?:fine|ok|okay|alright|all right|back to normal|breathing normally)\b/,
      /\b(?:coughed|spat|threw|pushed|brought) it (?:up|out|forward)\b/,
      /\bcarried on (?:eating|playing|feeding|as normal)\b/,
      // It came out and the child is back to normal: nothing is still wrong.
      // (Not when it took back blows or left the breathing noisy: then a doctor should check them.)
      /^(?![\s\S]*\b(?:still (?:not|isn't|won't|can't|struggling|coughing|gagging|blue|staring|floppy|quiet|sounds?|raspy|hoarse|wheez\w*|noisy)|sounds? (?:raspy|hoarse|wheezy|croaky|crackly)|struggling for|back (?:blows|slaps)|(?:whacked|hit|slapped|thumped) (?:her|his|their|him) (?:on the )?back|thrusts|just staring|not (?:crying|breathing)|floppy|limp|blue)\b)[\s\S]*\b(?:it|something|the \w+) came (?:straight |right )?(?:out|up)\b/,
      /\b(?:went|go|goes|going) (?:straight |right )?back to (?:playing|eating|normal|feeding|(?:his|her|their) (?:toys|food|dinner|lunch))\b/,
      // An earlier scare, over now ("after the choking scare yesterday, what foods ...").
      /\bchok\w* (?:scare|incident|episode)\b/,
      /(?<!\b(?:is|are) (?:she|he|they|it|baby) )\b(?:fine|ok|okay|alright|all good) now\b|\b(?:then|and) (?:then )?(?:laugh\w*|giggl\w*|smil\w*|carried on|want\w* more)\b/,
      // Fine straight afterwards: a cough that cleared it.
      /\b(?:fine|ok|okay|normal|happy|playing|back to normal|right as rain)(?: \w+)? (?:straight after|right after|afterwards|straight away|immediately|within (?:a )?(?:minute|few minutes|seconds))\b/,
      /^(?![\s\S]*\bstill (?:\w+ )?(?:coughing|wheez\w*|struggling|rattly|raspy|noisy|choking|gagging|sounds?)\b)[\s\S]*\b(?:yesterday|last (?:night|week|month|year|yr)|the other day|(?:days|weeks|months|years|yrs) ago)\b/,
    ],
    framing: 'hazard',
    advice: `${CALL} if they can't breathe, cough or cry, or if back blows and thrusts don't clear it.`,
    meanwhile:
      'Baby under 1: 5 back blows face down along your forearm, then 5 chest thrusts with two fingers. Child over 1: 5 back blows, then 5 abdominal thrusts. Repeat until it clears; start CPR if they stop responding.',
  },
  {
    id: 'unresponsive',
    guidanceTopics: ['emergency-first-aid'],
    description: 'Floppy, limp, unresponsive, or hard to wake',
    patterns: [
      /\b(?:won't|doesn't|isn't|not|can't) (?:look at me|track(?:ing)? (?:my|your|our|a) face|follow(?:ing)? (?:my|your|our|a) face)\b[^.?!]{0,30}\b(?:anymore|any more|usually|normally)\b/,
      /\b(?:can't|cannot|couldn't) (?:quite |properly |fully )?wake (?:him|her|them)\b/,
      // Not rousing when shaken or called: "won't stir when I shake him".
      /\b(?:won't|doesn't|didn't|wouldn't|not) (?:even )?(?:stir|rouse|wake)\b[^.?!]{0,25}\b(?:shake|shook|shaking|pick\w*|call\w*|shout\w*)\b/,
      // Floppy 'like a rag doll': no tone at all.
      /(?<![\s\S]*\b(?:asleep|sleep\w*|milk[- ]drunk|nap\w*|wakes? up|woke)\b[\s\S]*)\blike a rag ?doll\b(?![\s\S]*\b(?:asleep|sleep\w*|milk[- ]drunk|nap\w*|wakes? up|woke)\b)/,
      /\b(?:can't|cannot|couldn't) get (?:him|her|them) to (?:wake|stay awake)(?: up)?(?: fully| properly)?\b/,
      // Something done to wake them that did nothing, or only a groan.
      /\b(?:(?:cold|wet|damp|icy) (?:flannel|cloth|water|sponge)|water on (?:his|her|their) face|blew on (?:his|her|their) face|tickl(?:ed|ing|e) (?:her|him|them|his|their|the baby)|(?:rubbed|pinched) (?:his|her|their))\b[^.?!]{0,40}\b(?:and )?(?:nothing|no response|no reaction|didn't (?:wake|react|respond|stir)|just groan\w*)\b/,
      /\b(?:tried|trying) (?:again )?to wake (?:him|her|them)\b[^.?!]{0,40}\b(?:just )?(?:groan\w*|moan\w*)\b/,
      // Glassy and not following a face, not reacting to what would usually upset her.
      /\b(?:glassy|glazed|vacant|blank|staring)\b[^.?!]{0,60}\bnot (?:following|tracking|looking at|focus\w*|responding|reacting|crying)\b/,
      /\bbody (?:is |feels )?(?:very |so |all |really |too )?soft\b/,
      /\b(?:floppy|limp|lifeless|unresponsive|unconscious)\b/,
      /(?:\bnot|n't) (?:really |properly |fully )?(?:responding|reacting|responsive)\b/,
      /\b(?:won't|doesn't|didn't|isn't|can't get (?:him|her|them) to) (?:respond|react)\w*\b(?! (?:to (?:calpol|paracetamol|tylenol|ibuprofen|nurofen|motrin|medicine|treatment|antibiotics|(?:his|her|their) name)))/,
      /\b(?:won't|can't|doesn't|hard to|difficult to|struggling to|unable to) (?:wake|rouse)\b/,
      /\b(?:can|could) (?:barely|hardly|only just) (?:wake|rouse|get (?:him|her|them) to wake)\b/,
      /\b(?:won't|can't|doesn't|isn't|wouldn't) (?:my |the |our )?(?:baby|son|daughter|child|toddler|lo|little one|newborn|boy|girl) (?:wake|waking|respond|responding)\b/,
      // Arms or head that drop when lifted: no tone.
      /\b(?:arms?|legs?|head|body)\b[^.?!]{0,15}\b(?:flops?|flopping|flopped|drops?|dropping|dropped|falls?|falling|fell) (?:\w+ )?(?:down |back )?(?:when|if|as soon as|whenever) (?:i|you|we) (?:lift|pick|raise|hold|let go)\w*/,
      /\b(?:passed out|collapsed|blacked out)\b/,
      /\beyes (?:are )?rolling back\b/,
      // A child who suddenly drops, or is out for seconds, has collapsed.
      /\b(?:just|suddenly) (?:dropped|collapsed|went down|keeled over|fell down)\b(?! (?:asleep|off))/,
      /\b(?:barely|hardly) (?:reacts?|reacting|respond\w*)\b/,
      /\bcan't get (?:a |any )?(?:reaction|response|anything) (?:out of|from)\b/,
      /\b(?:hasn't|has not|not|hasnt|won't|isn't|didn't) (?:\w+ )?(?:woken|waking|woke|wake) (?:up )?for (?:a |any |her |his |their )?feeds?\b/,
      /(?<!\b(?:walk\w*|step\w*|nip\w*|nipped|popped|pop|head\w*) )\b(?:out|out cold|unconscious|passed out|knocked out) for (?:a few|\d+|a couple of|several) (?:seconds|secs|mins?|minutes)\b/,
      /\b(?:not|isn't|won't|hasn't|doesn't|didn't|can't get (?:him|her|them) to) (?:\w+ )?(?:coming|come|came) (?:a)?round\b/,
      /\b(?:head|body) (?:just )?loll\w*\b/,
      /\b(?:pick|lift)\w* (?:her|him|them)(?: up| out(?: of (?:the |his |her |their )?\w+)?)?\b[^.?!]{0,25}\b(?:she|he|they) (?:just )?(?:flops?|goes floppy)\b(?! (?:onto|on|into|against|over)\b)(?![^.?!]{0,30}\b(?:asleep|sleeps|snuggl\w*|cuddl\w*|giggl\w*|laugh\w*)\b)/,
    ],
    combos: [
      {
        any: [
          /\b(?:doesn't|didn't|won't|not) (?:answer|respond|react)\w*/,
          /\b(?:doesn't|didn't|won't|can't get (?:him|her|them) to) open (?:his|her|their) eyes\b/,
          /\b(?:doesn't|didn't|won't|wouldn't) (?:even )?(?:flinch|stir|startle|blink)\w*/,
          /\b(?:name|ear)\b[^.?!]{0,12}\bnothing\b/,
        ],
        // What a parent does to get a response: a name, a touch, a shout, a hand to squeeze, picking up.
        with: [
          /\b(?:chang\w* (?:his|her|their) (?:nappy|diaper)|pick\w* (?:her|him|them) up|call\w* (?:her|his|their) name|said (?:her|his|their) name|touch\w* (?:her|him|them)|shak\w* (?:her|him|them)|pinch\w*|shout\w*|yell\w*|squeez\w* (?:his|her|their|my) hand|clap\w*|tickl\w*)\b/,
        ],
      },
      waiting(DROWSY, FLOPPY),
      // Fainting that has not passed: still not with it, or still hard to wake.
      {
        any: [
          /\b(?:fainted|fainting|keeled over|went down|dropped to the floor|(?<!(?:snap\w*|came|comes?|coming|get|gets|got|pull\w*|bring\w*|brought|perk\w*|grow\w*|grew|gunk|mould|mold|water|stuff|dirt|juice|muck|goo|slime|squeez\w*|wash\w*|rins\w*|clean\w*|took|tak\w*|scoop\w*|squirt\w*|drain\w*|pour\w*|tipp?\w*|fish\w*|right|straight) )out of it)\b/,
          DROWSY,
        ],
        with: [
          NOT_THEMSELVES,
          UNAWARE,
          /\bstill (?:\w+ )?(?:not|isn't|out|sleepy|drowsy|confused|pale|floppy)\b/,
        ],
      },
    ],
    ignore: [
      /\b(?:milk[- ]drunk|after (?:a |her |his )?feeds?)\b[^.?!]{0,40}\b(?:limp|floppy)\b[^.?!]*/,
      /\b(?:can't|cannot) wake (?:\w+ ){0,4}without (?:him|her|them) (?:being )?(?:grumpy|crying|cross|upset|screaming)\b/,
      /\b(?:husband|partner|hubby|wife|boyfriend|dad)\b[^.?!]{0,20}\bunresponsive\b/,
      /\b(?:for|about|on) not reacting\b/,
      // Going floppy in protest: "goes floppy when I put his shoes on".
      /\b(?:goes|go|went|going) (?:all |totally |completely |proper )?(?:floppy|limp) (?:when|if|whenever) (?:i|we|you) (?:put|try|ask|tell|pick|want|get|take)\b/,
      // Floppy with pleasure: "goes proper floppy when he's relaxed in the bath, loves it".
      /\b(?:floppy|limp)\b[^.?!]{0,30}\b(?:relax\w*|loves it|love it|chilled|blissed|contented)\b/,
      // Selective hearing at the screen, and a child slow to get up for nursery: not unrousable.
      /(?:^|(?<=[.?!]))[^.?!]*\b(?:when|while) (?:the )?(?:tv|telly|cocomelon|ipad|tablet|screen|cartoons?|bluey|peppa|youtube|the (?:tv|telly|ipad)) (?:is |are )?on\b[^.?!]*/,
      /\bhard to wake (?:\w+ )?(?:in the mornings?|for (?:school|nursery|preschool|daycare|kindy))\b/,
      /\b(?:husband|hubby|dh|partner|oh|boyfriend|fiance|dad|daddy|grandad|grandpa)\b[^.?!]{0,20}\b(?:passed out|conked out|flaked out|crashed out)\b/,
      ASLEEP_FLOPPY,
      /\bzoned out (?:\w+ ){0,3}(?:watching|staring at|looking at|in front of)\b|\bhypnoti[sz]ed\b/,
      /\b(?:a|with a|has a|the) limp\b/,
      /\b(?:not|isn't) (?:really )?(?:responding|reacting) to (?:the |his |her )?(?:calpol|paracetamol|tylenol|ibuprofen|nurofen|motrin|medicine|treatment|antibiotics|his name|her name)\b/,
      /\blimp(?:s|ing|ed)\b/,
      /\b(?:limp|floppy)\b[^.?!,]{0,20}\b(?:asleep|sleeping|in (?:his|her|their) sleep|deep sleep)\b|\b(?:asleep|sleeping|deep sleep)\b[^.?!]{0,50}\b(?:limp|floppy)\b(?=[^.?!]{0,60}\bwoke\b)/,
      /\bfloppy (?:head|neck|ears?|hat|toy|book)\b/,
      // Worn out after an ordinary busy day.
      /\b(?:floppy|limp)\b[^.?!]{0,15}\b(?:tired|sleepy|exhausted|knackered|shattered)\b[^.?!]{0,20}\b(?:after|from) (?:a )?(?:long day|nursery|school|party|swimming|playing|the park|day out)\b/,
      /\b(?:head|neck) (?:is |feels |seems )?(?:still )?floppy\b/,
      // A dream feed is given to a sleeping baby: not waking fully for it is the point.
      /\b(?:can't|won't|doesn't|hard to|struggl\w* to) wake (?:\w+ )?(?:properly |fully |up )?for (?:the |a |his |her |their )?dream ?feeds?\b/,
      // Waking a sleepy baby for feeds is routine, unless the waking itself is hard.
      /(?<!\b(?:hard|difficult|struggling|unable|impossible|won't|can't) to )(?<!\b(?:won't|can't|doesn't) )\bwake (?:him|her|them|my baby|the baby|baby)?\s?(?:up )?for (?:a )?(?:feeds?|feeding)\b(?![^.?!]{0,30}\b(?:won't|can't|hard|difficult)\b)/,
      // Milk-drunk: eyes rolling as he drops off at the breast or bottle.,
      /\beyes (?:\w+ )?(?:roll\w*|go(?:ing)?) (?:back|up)\w*\b[^.?!]{0,40}\b(?:falling asleep|drifting off|dropping off|nodding off|on the (?:boob|breast|bottle)|(?:while|when) (?:feeding|nursing))\b/,
      // Floppy in deep sleep when moved, and stirring: 'floppy as a ragdoll when I move her to the cot'.,
      /\bfloppy (?:as a ragdoll |like a ragdoll )?(?:when|while|as) (?:i |we )?(?:move|moving|lift|lifting|transfer\w*|carry\w*|put|putting|lay\w*) (?:her|him|them)\b/,
      // 'Passed out on the sofa after swimming': fast asleep, in everyday speech.,
      /\bpassed out (?:on|in) (?:the|her|his|my) (?:sofa|couch|settee|car|car ?seat|buggy|pram|bed|cot)\b/,
    ],
    unless: [
      /\bsleep ?walk\w*\b/,
      // Groggy after a nap but awake and talking: coming round, not unresponsive.
      /^(?![\s\S]*\b(?:floppy|limp|won't wake|can't wake|not responding|confused|head|fell|fall|bang\w*)\b)[\s\S]*\bawake and (?:talking|chatting|playing)\b/,
      // Floppy yesterday with a temperature, herself again today.
      /^(?![\s\S]*\bstill\b)(?=[\s\S]*\byesterday\b)[\s\S]*\btoday\b[^.?!]{0,40}\b(?:back to|fine|normal|herself|himself|bossing|playing|running)\b/,
      // Slept through being moved, and woke later happy: deep sleep.
      /^(?![\s\S]*\b(?:now|but now|since|still|again)\b[^.?!]{0,30}\b(?:floppy|limp|won't wake|can't wake|not responding|unresponsive|hard to wake)\b)[\s\S]*\bwoke (?:up )?(?:\w+ ){0,4}(?:happy|fine|normal|smiling|chatty|as normal|giggling|bouncing|full of beans|raring to go)\b/,
      // Going floppy on purpose: a protest at the car seat or the buggy.
      /^(?![\s\S]*\b(?:won't wake|can't wake|not breathing|breath\w*|blue|grey|unconscious|not responding)\b)[\s\S]*\b(?:protest\w*|tantrum|strop|meltdown|on purpose|boneless|wrestling match)\b/,
      // Sleepy but waking for feeds and smiling, or fine once woken.
      /^(?![\s\S]*\b(?:won't wake|can't wake|not waking|blue|grey|not breathing|mottled|not feeding|won't feed)\b)[\s\S]*(?<!\b(?:to|can't|won't|cannot|not) )\b(?:wakes|woke) (?:up )?(?:for (?:her |his |the |a )?(?:\w+ )?feeds?|fine|easily)\b/,
      /\bfine once (?:he|she|they) (?:was|were|woke|is|are) (?:up|awake)\b|\bturned out (?:he|she|they)(?:'d| had| was)\b/,
      MISTAKEN,
      // Hard to wake from a long nap, grumpy, then eating and himself.,
      /\b(?:nap\w*|slept)\b[\s\S]{0,80}\b(?:hard|difficult) to wake\b[\s\S]{0,80}\b(?:then|but)\b[^.?!]{0,40}\b(?:fine|ate|was (?:himself|herself)|back to normal|perked up)\b/,
    ],
    advice: `${CALL}. A baby or child who is floppy, unresponsive or very hard to wake needs emergency help.`,
    meanwhile:
      'If they are breathing, lay them on their side and stay with them; if they stop breathing, start CPR as the call handler tells you.',
  },
  {
    id: 'seizure',
    guidanceTopics: ['emergency-first-aid', 'fever'],
    description: 'A seizure, fit or convulsion',
    combos: [
      // More than one fit in an illness or an hour, or not waking properly in between.
      {
        any: [
          /\b(?:two|2|three|3|several|more than one) (?:fits|seizures|convulsions) (?:in|within) (?:an|one|half an|\d+|the same) (?:hours?|day|afternoon|morning|evening|night)\b/,
          /\b(?:had|having|been) (?:two|2|three|3|several|another)(?: (?:fits|seizures|convulsions|of them))? (?:in|within) (?:an|one|half an|\d+|the same) (?:hours?|day|afternoon|morning|evening|night)\b/,
          /\b(?:didn't|hasn't|not|never) (?:wake up|woke up|come round|came round|come to|came to) (?:properly |fully )?(?:in between|between (?:them|fits|seizures))\b/,
        ],
        with: [/\b(?:fit|fits|fitting|seizures?|convuls\w*|febrile)\b/],
      },
      waiting(SEIZURE_MOVES),
      // The same movement again and again, or in clusters (infantile spasms come in runs on waking).
      {
        any: [SEIZURE_MOVES],
        with: [
          /\b(?:in (?:clusters|batches|runs)|(?:\d+|several|five|six|ten|loads|lots) (?:times )?in a row|(?:happened|happening|done it|doing it) (?:like |about )?(?:\d+|several|three|four|five|six|ten|loads of|lots of) times (?:today|this morning|tonight|in an hour|since))\b/,
        ],
      },
      // Rhythmic or stiff movements while unaware, changing colour, or for the first time.
      {
        any: [SEIZURE_MOVES],
        with: [
          UNAWARE,
          /\b(?:blue|purple|grey|gray|dusky)\b/,
          /\b(?:first time|never done (?:it|this|that) before|first one)\b/,
          /\b(?:then|and) (?:went )?(?:floppy|limp|really sleepy|wouldn't wake)\b/,
          /\b(?:went|go|gone|turned|looked) (?:a bit |very |really )?(?:pale|white|grey|gray)\b/,
          /\b(?:weird|funny|odd|strange|dusky|bad) colou?r\b/,
          // Jerking that goes on: "twitching and jerking in his cot for like a minute".
          /\bfor (?:like |about |nearly |almost |over |more than )?(?:a (?:whole |full )?minute|a couple of minutes|\d+ (?:mins?|minutes)|(?:several|a few) minutes)\b|\bface (?:went|looked|going|goes) (?:all )?(?:odd|weird|funny|strange)\b/,
          /\b(?:stiff\w*|rigid)\b[^.?!]{0,30}\b(?:jerk\w*|twitch\w*|shak\w*|shook)\b|\b(?:jerk\w*|twitch\w*|shak\w*|shook)\b[^.?!]{0,30}\b(?:stiff\w*|rigid)\b/,
          /\b(?:foam\w*|froth\w*|dribbl\w*|drool\w*)\b[^.?!]{0,15}\bmouth\b|\bmouth\b[^.?!]{0,15}\b(?:foam\w*|froth\w*)\b/,
        ],
      },
    ],
    patterns: [
      /\bfirst (?:ever )?(?:\w+ )?(?:fit|seizure|convulsion)\b/,
      /\bwent (?:all )?stiff\b[\s\S]{0,60}\b(?:twitch\w*|jerk\w*|shak\w*)\b/,
      /\bhaving a (?!(?:hissy|giggl\w*|coughing|laughing|sneezing|screaming|crying|tantrum|paddy|strop|sulk)\b)(?:\w+ ){0,2}fit\b/,
      /\b(?:seizure|seizures|seizing|seized|convuls\w*|fitting)\b/,
      /\b(?:having|had|has|have|in|into) (?:a |another |some )?fits?\b/,
      // A fit timed, or still going: "fit started 6 mins ago".
      /\bfits? (?:started|began|has lasted|lasting|going on|still going|for (?:over )?\d+ min)/,
      /\b(?:temperature|febrile|fever|heat) (?:fits?|convulsions?|seizures?)\b/,
      /\b(?:shaking|jerking|twitching|stiff)\b[^.?!]{0,40}\b(?:not responding|unresponsive|eyes rolled|won't respond)\b/,
    ],
    ignore: [
      // A fit in the past, told as history: "now she's had a febrile seizure before".
      /(?<![\s\S]*\b(?:today|tonight|this (?:morning|afternoon|evening)|now|again|another one|(?:had|having) (?:two|three|\d+) in)\b[\s\S]*)(?![\s\S]*\b(?:today|tonight|this (?:morning|afternoon|evening)|now|again|another one|(?:had|having) (?:two|three|\d+) in)\b)\b(?:(?:has|have|she's|he's|they've|she has|he has) )?had (?:a |one |two |\d+ )?(?:febrile |fever )?(?:seizures?|fits?|convulsions?) (?:before|in the past|previously|last (?:year|month|time|winter|summer)|when (?:she|he|they) (?:was|were) (?:younger|a baby|little))\b/,
      /\bfever fits? (?:run|runs) in\b|\b(?:does|do|can|will) (?:calpol|paracetamol|ibuprofen|nurofen|medicine|tylenol|motrin) (?:stop|prevent)\b[^.?!]*/,
      /\b(?:nearly|almost|practically) had a fit\b|\b(?:i|she|he|mum|my mum|dad|my dad)(?:'d|'ll| would| will) have a fit\b/,
      /\bshak\w* (?:his|her|their) head\b/,
      // An eyelid or a muscle under the eye twitching in a child who is otherwise fine.
      /\b(?:eyelids?|eye ?lids?|under (?:his|her|their|my) eyes?)\b[^.?!]{0,20}\btwitch\w*/,
      /\b(?:tantrum|crying|screaming|rage|temper|giggl\w*|laugh\w*|cough\w*|sneez\w*|hissy) fits?\b/,
      /\bfits? of (?:crying|screaming|rage|temper|giggles|laughter|coughing|anger)\b/,
      /\bfitting (?:the|a|in|into|on|correctly|properly|well|car|for|her|him|his|my)\b/,
      /\b(?:has|had|have) (?:a )?fit (?:in|into|on|for)\b/,
      /\bkeep fit\b|\bfit and (?:healthy|well)\b/,
      /\bseizure risks?\b|\brisks? of (?:a |having )?(?:seizures?|fits?|convulsions?)\b/,
      // The parent's own shaking after a fright: 'I'm still shaking thinking about it'.,
      /\bi(?:'m| am)? (?:still )?(?:shaking|trembling)\b[^.?!]{0,40}|\bstill (?:shaking|trembling) (?:thinking|just thinking|when i think)\b[^.?!]{0,30}/,
      // The baby in the bump: 'rhythmic jerks in my bump, is baby having a fit or hiccups'.,
      /\b(?:jerks?|twitch\w*|kicks?|movements?|flutters?|taps?)\b[^.?!]{0,30}\b(?:in|from) (?:my |the |her )?(?:bump|belly|tummy|womb)\b[\s\S]*/,
      // A single jolt as she drops off (a sleep start).,
      /\b(?:one|a) (?:big |single |sudden )?(?:jolt|jump|jerk|startle)\b[^.?!]{0,40}\b(?:falling asleep|drifting off|dropping off|nodding off)\b|\b(?:falling asleep|drifting off|dropping off|nodding off)\b[^.?!]{0,60}\b(?:one|a) (?:big |single |sudden )?(?:jolt|jump|jerk|startle)\b/,
    ],
    unless: [
      // Someone's known fits, asked about ahead: "what do I do if one happens".
      /\bwhat (?:do|should|would) (?:i|we) do if (?:one|it|he|she|they) (?:happens|has one|have one)\b/,
      /\b(?:had|has had) (?:a |an |one |his |her |their )?(?:\w+ )?(?:fit|seizure|convulsion)s? (?:(?:\d+|a few|a couple of) (?:years?|yrs?|months?) ago|last (?:year|yr|month|summer|winter|spring|autumn)|in the (?:summer|winter|spring|autumn))\b(?![^?]*\b(?:again|today|tonight|just)\b)/,
      // A history, unless today brought more ("had a febrile fit last year, today she's had two").
      new RegExp(
        String.raw`^(?![\s\S]*\b(?:today|tonight|this (?:morning|afternoon|evening)|right now|just now)\b[^.?!]{0,30}\b(?:fit\w*|seizures?|convuls\w*|jerk\w*|had (?:two|2|three|another|one))\b)(?![\s\S]*\bfirst time ever\b)[\s\S]*\b(?:last (?:year|month|week)|(?:months|years) ago|history of|in the past|used to have|as a (?:kid|child|baby|teenager))\b`,
      ),
      /\bepilepsy run\b|\brun in (?:the )?famil\w*/,
      // Asking what to do next time, after one that has been seen to.
      /^(?=[\s\S]*\b(?:if|in case|next time) (?:it|she|he|they) (?:\w+ )?(?:happens?|has|have|gets?) (?:it |one |another )?again\b)(?=[\s\S]*\b(?:ago|checked|sent (?:us|her|him|them) home|discharged)\b)/,
      new RegExp(
        String.raw`^(?![\s\S]*\b(?:today|tonight|this (?:morning|afternoon|evening)|right now|just now)\b[^.?!]{0,30}\b(?:fit\w*|seizures?|convuls\w*|jerk\w*|had (?:two|2|three|another|one))\b)[\s\S]*(?:${LONG_AGO.source})`,
      ),
      // Twitches and startles in sleep are normal in babies unless something else is wrong.
      /\b(?:twitch\w*|jerk\w*|startl\w*) (?:in|during|when|while) (?:his |her |their )?(?:sleep|asleep|sleeping)\b(?![\s\S]*\b(?:not responding|unresponsive|won't wake|eyes rolled|rolling back|blue|stiff|floppy)\b)/,
    ],
    // 'What should I do if he has a seizure (again)' asks about one that is not happening.
    framing: 'hazard',
    advice: `${CALL} for a first seizure, one lasting more than 5 minutes, or if they don't wake up afterwards.`,
    meanwhile:
      'Lay them on their side on the floor, away from anything hard; time the seizure; put nothing in their mouth and do not hold them down.',
  },
  {
    id: 'trouble-breathing',
    guidanceTopics: ['colds-coughs', 'emergency-first-aid'],
    description: "Struggling to breathe: gasping, ribs sucking in, grunting with each breath, can't breathe",
    combos: [
      waiting(
        FAST_BREATHING,
        AIRWAY_BLOCKED,
        /\bwheez\w*|\bnoisy breathing\b|\bbreathing (?:noisy|funny|weird|odd)\b/,
      ),
      // Breathing fast with a sign that it is hard work or stopping a baby feeding.
      {
        any: [FAST_BREATHING, /\bbreathing (?:noisy|heavy)\b|\bnoisy breathing\b/],
        with: [
          BREATHING_WORK,
          NOT_FEEDING,
          /\b(?:wheez\w*|can't feed|won't feed|too (?:out of breath|puffed out)|struggl\w*)\b/,
          /\b(?:6\d|[7-9]\d|1\d\d) breaths\b/,
          // Pain on breathing in, or too unwell to move: a chest infection that is serious.
          /\b(?:hurts?|painful|pain|sore) (?:\w+ ){0,2}(?:to|when (?:she|he|they) ) ?(?:take a (?:\w+ )?breath|breathes?|breathe in|breathing in)\b/,
          DROWSY,
          FLOPPY,
        ],
      },
    ],
    patterns: [
      // Too breathless to talk: \"can only say one or two words at a time\".
      /\b(?:only|can only|just|can't) (?:say|manage|get out|speak|talk in) (?:one|two|a|1|2|one or two|a couple of|a few|more than (?:one|two|a few)) words?\b|\b(?:one|two|a few|one or two) words at a time\b/,
      // An inhaler used again and again without help, or too breathless to say more than a few words.
      /\binhaler\b[^.?!]{0,60}\b(?:no improvement|not (?:helping|working)|isn't (?:helping|working|doing much)|doesn't (?:help|work)|no better|no difference|hasn't helped)\b/,
      /\b(?:struggl\w* to|can't|can only|only) (?:speak|talk|say) (?:more than )?(?:a few|\d+|two|three|four) words\b/,
      /\b(?:can't|cannot) (?:get|catch) my breath\b[\s\S]{0,60}\b(?:hurts? to breathe|leaning forward|sitting up)\b|\b(?:sitting up|sat) (?:and )?leaning forward\b[^.?!]{0,30}\bbreath\w*/,
      BREATHING_WORK,

      new RegExp(
        String.raw`\b(?:can't|could't|couldn't|unable to|struggling to|struggles to|fighting to|working hard to|hard to|difficult to) ${BREATHE}\b`,
      ),
      new RegExp(
        String.raw`\b(?:trouble|difficulty|difficulties|struggling|struggle|problems?|hard time|labou?red|laboring|labouring)\s(?:with\s)?${BREATHE}\b`,
      ),
      new RegExp(String.raw`(?:\bnot|n't) ${BREATHE} (?:properly|right|normally|well)\b`),
      /\bgasp(?:s|ed|ing)?\b(?! for (?:water|a drink))/,
      /\bbreathing (?:is |sounds |seems |looks )?(?:really |very |so )?(?:labou?red|laboring|effortful|hard work|a struggle)\b/,
      /\b(?:noise|sound|grunt\w*|squeak\w*|whistl\w*|groan\w*) (?:with |on )?(?:each|every) (?:single )?(?:time|breath)\b/,
      /\bribs?\b[^.?!]{0,30}\b(?:suck(?:s|ing|ed)?|pull(?:s|ing|ed)?|caving|sinking|drawing)(?: in)?\b/,
      /\b(?:sucking|pulling|caving|drawing) in (?:under|between|around|below) (?:the|his|her|their) ribs\b/,
      /\b(?:chest|skin|tummy|belly|neck|throat|ribs?|ribcage|collarbones?)(?: is| are)? (?:suck|pull|cav|draw|sink)\w* in\b/,
      /\b(?:recessions?|retractions?|nostrils? flaring|flaring nostrils|head bobbing)\b/,
      /\bcan't (?:talk|speak|say \w+|finish) (?:in )?(?:full |whole )?(?:sentences|words)\b|\btoo breathless to (?:talk|speak|feed|eat|drink)\b/,
      new RegExp(
        String.raw`\bgrunt(?:s|ing)?\b[^.?!]{0,25}\b(?:each|every|with|when (?:he|she|they) (?:breathes?))\s?(?:breath|breathes?)\b`,
      ),
      /\bgrunt(?:s|ing)? and (?:struggling|breathing fast|working hard)\b/,
      /\b(?:breathing (?:really |very |so )?(?:fast|quickly|hard)|fast breathing) and grunt(?:s|ing)?\b/,
      /\b(?:blocking|blocked|closing) (?:his|her|their) (?:airway|windpipe)\b/,
    ],
    ignore: [
      /\bchest (?:going|goes|moving|moves) up and down (?:evenly|normally|nicely|fine|gently|steadily)\b/,
      /\b(?:made|makes|making) me (?:gasp|jump|wince)\b/,
      // The gasp a baby gives when blown on or splashed: a reflex, not a struggle.
      /\b(?:gasp\w*|holds? (?:his|her|their) breath)\b[^.?!]{0,40}\b(?:blow|blew|blows|splash\w*|water) (?:on|in|over) (?:his|her|their) face\b|\b(?:wind|breeze|water) (?:blew|blowing|splashed|went) (?:in|into|on) (?:his|her|their) face\b[^.?!]{0,40}\bgasp\w*(?: hold\w*)?/,
      /\b(?:i|we|you) (?:\w+ )?gasp\w*\b/,
      // A newborn's periodic breathing: fast, then slow, then a short pause.
      /\bfast (?:and|then) slow\b[^.?!]*/,
      // Colour from food on the lips, wiped off.
      /\b(?:lips?|mouth|face)\b[^.?!]{0,20}\b(?:purple|blue|red)\b(?=[^.?!]{0,60}\bwiped? (?:right |straight )?off\b)/,
      BREATHING_FIGURE,
      /\b(?:can't|struggling to|struggles to|hard to|difficult to|trouble|difficulty) (?:to )?breath\w* (?:through|out of|with) (?:his|her|their|the|my|a) (?:nose|blocked nose|stuffy nose)\b/,
      // A screening question someone asked ("the 111 lady asked if he had recession").
      /\basked (?:if|whether|about)\b[^.?!]{0,40}/,
      /\b(?:whistl\w*|squeak\w*|snort\w*|snuffl\w*)\b[^.?!]{0,20}\bnose\b|\bnose\b[^.?!]{0,20}\b(?:whistl\w*|squeak\w*)\b/,
    ],
    unless: [
      // A squeak or noise only when excited, laughing or crying, and quiet otherwise: a floppy voice box.
      /\bonly (?:when|while) (?:he|she|they)(?:'s|'re| is| are)? (?:really |very |so )?(?:excited|giggling|laughing|crying|upset|screaming)\b(?![\s\S]*\b(?:ribs|sucking in|blue|grey|struggling|can't feed|won't feed)\b)/,
      BREATH_HOLDING,
      // The parent's own breathlessness (its own rules), not the child's.
      new RegExp(
        String.raw`^(?![\s\S]*\b${CHILD}\b)[\s\S]*\bi(?:'m| am)?\s(?:can't|struggling to|find it hard to) ${BREATHE}\b`,
      ),
    ],
    advice: `${CALL}. A baby or child who is struggling to breathe needs emergency help.`,
    meanwhile: 'Keep them upright and calm, loosen tight clothing, and stay with them until help arrives.',
  },
  {
    id: 'blue-skin',
    guidanceTopics: ['emergency-first-aid', 'colds-coughs'],
    description: 'Blue, grey or purple lips, tongue, face or skin',
    patterns: [
      // Dusky or blue lips while feeding: the heart or lungs not keeping up.
      /\b(?:lips?|mouth|face|tongue)\b[^.?!]{0,25}\b(?:dusky|blu\w*|grey|gray|purpl\w*)\b[^.?!]{0,15}\b(?:when|while|during|as) (?:she|he|they)? ?(?:feeds?|feeding)\b/,
      near(BODY_CENTRE, BLUE, 30),
      // Skin all over the colour of pewter or slate (mottled or purplish patches are sepsis or a rash).
      /\bskin\b[^.?!]{0,25}\b(?:pewter|slate|leaden|storm ?cloud|putty)\b/,
      /\bso are (?:his|her|their) (?:lips|tongue|face)\b|\bnot just (?:his|her|their) hands and feet\b/,

      /\b(?:lips?|tongue|face|skin|mouth|gums|body|chest)\b[^.?!]{0,25}\b(?:blue|bluish|blueish|grey|gray|greyish|grayish|purple|dusky|ashen|violet|navy|indigo|lilac|mauve)\b/,
      /\b(?:blue|bluish|blueish|grey|gray|purple|dusky|violet|navy|indigo|lilac|mauve) (?:lips?|tongue|face|skin|around (?:the|his|her|their) (?:mouth|lips))\b/,
      /\b(?:turn(?:s|ed|ing)?|went|going|goes|go|looks?|looked|looking) (?:a bit |slightly |very |really |all |quite )?(?:blue|bluish|grey|gray|purple|dusky|violet|navy|indigo)\b/,
      /\b(?:baby|he|she|they|child|son|daughter|toddler|newborn)(?:'s| is| was| has gone| are|'re| were) (?:a bit |very |really |all |quite )?(?:blue|bluish|grey|gray|dusky)\b/,
    ],
    ignore: [
      /\b(?:white|red)(?: and (?:white|red))? (?:spots|dots|bumps|pimples|heads)\b/,
      /\b(?:i|i'm|i've|we)\b[^.?!]{0,15}\bblue in the face\b|\bblue in the face (?:arguing|shouting|telling|asking|explaining|saying|nagging|repeating|talking|trying)\b/,
      /\b(?:scream\w*|shout\w*|cry\w*|yell\w*) blue murder\b/,
      /\b(?:lumps?|bumps?|bruis\w*|egg)\b[^.?!]{0,120}\bturning (?:purple|blue|yellow|green)\b/,
      /(?![\s\S]*\b(?:(?:room|house|flat|it)(?:'s| is) (?:warm|toasty|hot|boiling)|(?:room|house|it)(?:'s| is)? ?(?:isn't|not) cold|warm room)\b)\b(?:hands?|feet|foot|fingers?|toes?|extremities|legs?|arms?|nails?)\b(?:(?!lips|face|tongue|mouth|skin)[^.?!]){0,40}\b(?:blue|bluish|blueish|bluey|purple|purply|grey|gray|greyish)\b/,
      /\bblue (?:\w+ )?(?:spots?|marks?|birthmarks?|patch(?:es)?)\b/,
      /\b(?:feel|feeling|felt|feels) (?:a bit |so |really )?blue\b/,
      /\b(?:blue|bluish|purple) (?:hands?|feet|foot|fingers?|toes?)\b/,
      /\bblue[- ]?(?:eyes?|eyed|veins?|spots?|marks?|birthmarks?|patch(?:es)?)\b/,
      /\b(?:eyes?|veins?|spots?|birthmarks?|bruises?|mongolian)\b[^.?!]{0,40}\b(?:blue|grey|gray|purple)\b/,
      /\b(?:blueberr\w*|blackcurrant|ribena|squash|juice|berries|beetroot|ice lolly|popsicle|crayon|marker|paint|ink|food colou?ring|slushie|sweets?|candy|lolly)\b[^.?!]{0,30}\b(?:blue|purple)\b/,
      /\b(?:lumps?|bumps?|bruis\w*|egg)\b[^.?!]{0,25}\b(?:blue|purple|grey|gray)\b|\b(?:blue|purple)\b[^.?!]{0,15}\b(?:lumps?|bumps?|bruis\w*)\b/,
      /\b(?:blue|purple)\b[^.?!]{0,30}\b(?:blueberr\w*|blackcurrant|ribena|squash|juice|beetroot|ice lolly|popsicle|crayon|marker|paint|ink|food colou?ring|slushie|sweets?|candy|lolly)\b/,
      /\b(?:grey|gray|blue|purple) (?:poo|poop|stool|nappy|diaper|clothes|top|dress|shirt|onesie|babygrow|sleepsuit|hat)\b/,
    ],
    unless: [
      // A colour seen on a camera's night vision, pink in person.
      /\b(?:night vision|infrared|on the (?:screen|monitor|camera|app)|(?:baby )?(?:camera|monitor) (?:makes|made|shows?|showed))\b[\s\S]{0,120}\bpink\b/,
      // A mark there since birth, or a lacy pattern that goes when she is dressed.
      /\bbirth ?marks?\b|\bsince (?:she was |he was )?birth\b|\bmongolian (?:blue )?spots?\b|\blacy\b|\b(?:goes|go|fades?) (?:away|back) (?:once|when|as soon as) (?:she's|he's|they're|she is|he is) (?:dressed|warm|warmed up|wrapped)\b/,
      // Fingers or nails purple in the cold that warm back up: circulation in winter.
      /^(?![\s\S]*\b(?:lips|tongue|face|mouth|breath\w*|floppy|limp)\b)[\s\S]*\b(?:cold|chilly|winter|freezing)\b[\s\S]*\b(?:warm\w* (?:back )?up|back to (?:pink|normal))\b/,
      // Purple while screaming (at a jab, in a rage) and pink again straight after.
      /^(?![\s\S]*\bstill (?:\w+ )?(?:blue|purple|grey|gray|dusky)\b)(?=[\s\S]*\b(?:scream\w*|cry\w*|crying|tantrum|strop|jab|injection)\b)(?=[\s\S]*\b(?:pink again|back to pink|went pink)\b)/,
      MISTAKEN,
      BREATH_HOLDING,
      COLOUR_EXPLAINED,
      // A breath-holding spell while crying, over in seconds: frightening, but a GP question.
      /\bbreath[- ]holding (?:spells?|episodes?|attacks?)\b(?![^.?!]{0,60}\b(?:floppy|limp|not breathing|won't wake|unresponsive|still blue)\b)/,
      // Cold lips after a swim that pinked up again once warm (a cold, the illness, is not the cold).
      /^(?![\s\S]*\bstill (?:\w+ )?(?:blue|purple|grey|gray|dusky)\b)(?![\s\S]*\b(?:when|while|during|as) (?:she|he|they)? ?(?:feeds?|feeding|coughs?|coughing)\b)(?=[\s\S]*\b(?:(?<!\b(?:a|chesty|head|heavy|bad|nasty|streaming|common|stinking|the|his|her|their) )cold(?! (?:sores?|virus|bug|symptoms))|chilly|freezing|swim\w*|pool|sea|frost\w*|snow|bath|bathtime|out of the water)\b)(?=[\s\S]*\b(?:pink again|back to pink|warm(?:ed|s) up(?: fine| again)?|warm up (?:fine|again|quickly|straight away|in (?:a|the|his|her) (?:towel|blanket|robe))|went pink|were pink|(?:she's|he's|they're|now|lips are|face is) (?:all |nice and )?pink(?! (?:then|and then)))\b)/,
    ],
    combos: [
      // Mottled in a warm room: the circulation, not the cold.
      {
        any: [MOTTLED],
        with: [
          /\b(?:room|house|it)(?:'s| is)? ?(?:isn't|is not|not|wasn't) cold\b|\bwarm room\b|\bnot cold\b|\b(?:room|house|flat|it)(?:'s| is) (?:warm|toasty|hot|boiling)\b/,
        ],
      },
    ],
    advice: `${CALL}. Blue, grey or very pale lips, tongue or skin mean they are not getting enough oxygen.`,
    meanwhile: 'Check they are breathing; if they are not, start CPR as the call handler tells you.',
  },
  {
    id: 'sepsis',
    guidanceTopics: ['emergency-first-aid', 'fever'],
    description:
      'A very unwell child: mottled, blotchy or pale skin, cold hands and feet with a fever or vomiting, a weak or high-pitched cry, very drowsy, not feeding (possible sepsis)',
    patterns: [
      // A newborn's weak, mewing or strange cry with poor feeding or pale skin.
      /\b(?:cry|crying)\b[^.?!]{0,30}\b(?:weak|mewing|like a kitten|whimper\w*|sounds? (?:wrong|different|strange|odd))\b[^.?!]{0,60}\b(?:pale|grey|mottled|blotchy|floppy|not feeding|won't feed|hasn't fed)\b|\b(?:hasn't|not|won't|isn't) (?:fed|feeding)\b[^.?!]{0,60}\b(?:cry|crying)\b[^.?!]{0,30}\b(?:weak|mewing|like a kitten|sounds? (?:wrong|different|strange|odd))\b/,
    ],
    combos: [
      // Pale or mottled and clammy with a fever, or legs too painful to walk with a fever.
      { any: [/\bclammy\b/], with: [FEVER], and: [PALE, MOTTLED] },
      {
        any: [
          /\b(?:legs?|knees?|joints?) (?:\w+ ){0,3}(?:hurt|ache|aching|pain)\w*\b[^.?!]{0,30}\b(?:(?:can't|won't|cannot) (?:walk|stand)|too much to (?:walk|stand))\b/,
        ],
        with: [FEVER],
        and: [PALE, MOTTLED, COLD_LIMBS, DROWSY],
      },
      // A red line spreading from a cut or bite, with a fever or sleepiness: infection in the blood.
      {
        any: [
          /\bred (?:line|streak)s? (?:\w+ )?(?:going|spreading|tracking|running|moving|creeping) (?:up|along|from)\b/,
        ],
        with: [FEVER, DROWSY, /\b(?:sleepy|temp\w*|hot)\b/],
      },
      // A wound or operation site that is red or oozing, with fever or chills and a sign of being very unwell.
      {
        any: [
          /\b(?:wound|op|operation|stitches|scar|incision|surgery)\b[^.?!]{0,30}\b(?:red|ooz\w*|pus|swollen|smell\w*|weeping|infected)\b/,
        ],
        with: [FEVER, /\bhot and cold\b|\bshiver\w*|\bshaking\b/],
        and: [
          DROWSY,
          /\bheart (?:is )?(?:racing|pounding|going (?:really )?fast)\b|\bbreathing (?:really |very )?fast\b/,
        ],
      },
      // Pale and clammy (shock) with screaming that won't settle, or drowsy or floppy.
      {
        any: [/\bclammy\b/],
        with: [PALE, MOTTLED],
        and: [DROWSY, FLOPPY, /\b(?:scream\w*|won't stop crying|inconsolable|can't settle)\b/],
      },
      {
        any: [PALE],
        with: [COLD_LIMBS, /\b(?:cold|freezing|icy)\b/],
        and: [
          FAST_BREATHING,
          NOT_THEMSELVES,
          DROWSY,
          /\bnot making sense\b|\bconfused\b|\btalking nonsense\b/,
        ],
      },
      { any: [MOTTLED, COLD_LIMBS, PALE, WEAK_CRY, DROWSY], with: [FEVER], and: [WAIT_CUE] },
      // A parent's sense that something is badly wrong, with a fever.
      {
        any: [
          /\bsomething(?:'s| is) (?:really |very |seriously |badly )wrong\b|\b(?:he's|she's|they're) just not there\b/,
        ],
        with: [FEVER, /\bhigh-temperature\b/],
      },
      // A circulation sign with any sign that the child is ill.
      {
        any: [MOTTLED, COLD_LIMBS, WEAK_CRY],
        with: [FEVER, VOMIT, DROWSY, FLOPPY, NOT_FEEDING, FAST_BREATHING, PALE, SHAKING, NOT_THEMSELVES],
      },
      // Pale with a fever or vomiting, and a second sign of being very unwell.
      {
        any: [PALE],
        with: [FEVER, VOMIT],
        and: [DROWSY, FLOPPY, NOT_FEEDING, FAST_BREATHING, NO_WEE_SEPSIS, NOT_THEMSELVES, UNAWARE],
      },
      // Redness spreading from a spot, bite or wound, and the child suddenly much more unwell.
      {
        any: [/\b(?:red|redness|hot|swollen|swelling)\b[^.?!]{0,25}\bspreading\b/],
        with: [
          /\b(?:more|very|really|so) (?:poorly|unwell|ill)\b|\b(?:way|much|suddenly) (?:\w+ )?(?:poorly|unwell|ill|worse)\b/,
          FAST_BREATHING,
          DROWSY,
          FLOPPY,
        ],
      },
      // Fever with rigors, confusion, or red skin spreading from a wound or spots.
      {
        any: [FEVER, /\btemperature\b/],
        with: [
          SHAKING,
          /\b(?:talking nonsense|not making sense|confused|really poorly|very poorly)\b/,
          /\b(?:red|redness|hot)\b[^.?!]{0,25}\bspreading\b/,
        ],
        // Shivering with a fever while talking and knowing where she is: the fever rising.
        unless: [
          /^(?![\s\S]*\b(?:confused|not making sense|floppy|mottled|blue|grey|won't wake)\b)(?=[\s\S]*\b(?:knows? (?:where|who) (?:she|he|they|i) (?:is|are|am)|knows? (?:me|us)|talk(?:s|ing)? to (?:me|us))\b)/,
        ],
      },
    ],
    ignore: [
      // A normal reading: "temperature 36.8".
      /\b(?:temp\w*|thermometer)\b:? (?:is |was |of |says |reads? )?\d+(?:\.\d)?c normal-temperature\b/,
      /\bcold (?:hands|feet)\b[^.?!]{0,20}\b(?:normal|common)\b/,
      /\b(?:patchy|blotchy) (?:hair|sleep|appetite|feeding|naps?)\b/,
    ],
    unless: [
      /\b(?:chatting|talking|playing|laughing|giggling)(?: \w+){0,3} (?:normally|happily|away|as normal|like normal|fine)\b/,
      // Medicine brought the fever down and the child is up and playing.
      /\b(?:brought it down|came down|gone down|come down)\b[\s\S]*\b(?:bouncing|running (?:around|about)|playing|asking for|eating|chatty|back to (?:normal|herself|himself))\b/,
      // The temperature normal since, and the parent or child fine.
      /\b(?:temp\w*|normal-temperature)\b[^.?!]{0,10}\b(?:normal|fine|ok|down)\b[^.?!]{0,40}\b(?:i|she|he|they) (?:feel|feels|felt|'m|am|is|'s|are|seems?) (?:totally |completely )?(?:fine|ok|okay|normal|better|well)\b/,
      // A rash that fades under a glass in a child who is happy and eating.
      /^(?=[\s\S]*\b(?:fades?|faded|fading|blanch\w*|goes white|went white|disappears?)\b[^.?!]{0,40}\b(?:press\w*|glass|tumbler|push\w*)\b)(?=[\s\S]*\b(?:happy|playing|eating|feeding well|drinking|herself|himself|normal|fine)\b)/,
      // The fever has gone and the child is herself again (a rash after a fever that fades, roseola).
      /\b(?:temperature|fever|high-temperature)\b[^.?!]{0,12}\b(?:gone|come down|down|broken|normal|settled)\b[\s\S]*\bback to (?:her|him|them)sel(?:f|ves)\b/,
    ],
    advice: `${CALL_OR_GO}. Skin that is mottled, blotchy, pale or bluish, cold hands and feet with a fever, a weak or high-pitched cry, or a child who is very drowsy or will not feed can be sepsis; ask "could this be sepsis?"`,
    meanwhile:
      'Do not wait for a rash or for fever medicine to work; keep them lying down and warm, and keep offering feeds or sips on the way.',
  },
  {
    id: 'severe-allergy',
    guidanceTopics: ['allergies', 'emergency-first-aid'],
    causeNamed: true,
    description:
      'Severe allergic reaction: swelling of lips, tongue, face or throat, or hives with breathing trouble',
    // Swelling alone is not enough (a pregnant face swells with pre-eclampsia): it needs a trigger
    // (a food, a sting, a medicine, a new product) or the airway involved.
    patterns: [
      /\btongue (?:looks |is |has gone |gone |seems )?(?:so |really |all )?(?:massive|huge|enormous|fat|swollen|too big)\b/,
      /\b(?:anaphyla\w*)\b/,
      /\bthroat (?:is |feels )?(?:closing|tight|tightening|swelling|swollen)\b/,
      /\btongue (?:is |looks |feels |has gone )?(?:big|huge|swollen|swelling|fat|thick)\b|\bswollen tongue\b/,
      /\b(?:used|gave|give|giving|needed) (?:him |her |them )?(?:the |an |his |her |their )?(?:epi-?pen|adrenaline|epinephrine)\b/,
    ],
    combos: [
      { any: [ALLERGEN], with: [HIVES, FACE_SWELLING, VOMIT, /\brash\b/], and: [WAIT_CUE] },
      { any: [ALLERGEN], with: [FACE_SWELLING, ALLERGY_AIRWAY] },
      { any: [FACE_SWELLING, HIVES], with: [ALLERGY_AIRWAY] },
      // Hives after a sting or a food, with vomiting or a puffy face: a reaction in two parts of the body.
      {
        any: [ALLERGEN, /\b(?:stung|stings?|wasp|bee)\b/],
        with: [HIVES],
        and: [VOMIT, FACE_SWELLING],
      },
      // A known allergy met, or an adrenaline pen to hand, and any reaction.
      {
        any: [
          /\b(?:allergic to|(?:an |his |her |their )?allerg(?:y|ies) to|epi[- ]?pens?|(?:his|her|their) pen|auto-?injector|(?:has|have|with|got) (?:a |an )?(?:\w+ )?allerg(?:y|ies)(?! test))\b/,
        ],
        with: [
          HIVES,
          FACE_SWELLING,
          ALLERGY_AIRWAY,
          /\b(?:rash|cough\w*|vomit\w*|sick|itch\w*|swell\w*|wheez\w*)\b/,
        ],
      },
    ],
    ignore: [
      ASLEEP_FLOPPY,
      // A mild reaction told for what it was: "a mild reaction to kiwi last year, just an itchy mouth".
      /\bmild (?:allergic )?reaction (?:to (?:\w+ ){1,2})?(?:last (?:year|time|week|month)|(?:\w+ ){0,3}ago|once|before)\b|\bjust (?:an? )?itchy (?:mouth|lips|tongue|throat|chin)\b/,
      /\b(?:ate|had|eat) (?:a |an |some )?\w+ and (?:felt |feel |i'm |was |now )?(?:fine|better|ok|okay)\b/,
      /\b(?:pregnan\w*|swollen feet|swollen ankles)\b[^.?!]{0,40}\bface\b/,
      /\b(?:fell|fall|fallen|bumped|hit|knocked|split|cut|bitten|teething|crying|cried|bit (?:his|her|their|my) (?:lip|tongue|cheek))\b[^.?!]{0,40}\b(?:lip|lips|face|mouth|swollen|swelling|swell\w*|puffy)\b/,
      /\b(?:lip|lips|face|mouth)\b[^.?!]{0,20}\b(?:swollen|swelling)\b[^.?!]{0,30}\b(?:after (?:a |the )?(?:fall|bump|knock)|from (?:crying|teething|the fall))\b/,
    ],
    // Swelling, hives or an allergy named, and nothing said to be lodged: the reaction, not choking.
    supersedes: {
      rules: ['choking'],
      when: new RegExp(
        String.raw`^(?![\s\S]*\b(?:lodged|went down the wrong way|back blows|back slaps|(?<!like (?:something(?:'s| is) |it's |its )?)stuck)\b)(?=[\s\S]*(?:${FACE_SWELLING.source}|${HIVES.source}|\ballerg\w*|\bepi-?pens?\b))`,
      ),
    },
    advice: `${CALL} and say it is anaphylaxis. Swelling of the lips, tongue, face or throat, or a rash with breathing trouble, can be a life-threatening allergic reaction.`,
    meanwhile:
      'If they have an adrenaline auto-injector (EpiPen), use it now in the outer thigh; lay them down with legs raised, or sitting up if breathing is hard.',
  },
  {
    id: 'near-drowning',
    guidanceTopics: ['water-safety', 'emergency-first-aid'],
    causeNamed: true,
    description: 'Near-drowning: pulled from water, found in water, or breathing trouble after going under',
    patterns: [
      /(?:\b(?:had|found|with) (?:his|her|their) (?:head|face) (?:in|into|stuck in)|\b(?:his|her|their) (?:head|face) (?:was|went|got|stuck|fell) (?:in|into|under)) (?:the |a )?(?:\w+ )?(?:bucket|pond|pool|bath|toilet|paddling pool|water butt)\b/,
      /\b(?:head|face) ?first in (?:the |a |his |her |their )?(?:\w+ )?(?:bucket|pond|pool|bath|water|paddling pool|toilet)\b/,
      // Found under the water: "was at the bottom of the hotel pool".
      /\b(?:was|were|found (?:him|her|them)|lying|floating) (?:at|on) the bottom of the (?:\w+ )?(?:pool|bath|pond|hot tub|paddling pool|lake)\b/,
      /\b(?:was|were|got|been|had to be) (?:pulled|dragged|fished|lifted|rescued) (?:out )?(?:of|from) (?:the )?(?:deep end|pool|water|bath|pond|sea|lake|river|hot tub)\b/,
      /\b(?:nearly|almost|near) drown(?:ed|ing)?\b/,
      /\bnear[- ]drowning\b/,
      /\b(?:pulled|dragged|lifted|got) (?:him|her|them|my \w+|the baby) out of the (?:pool|water|bath|pond|sea|lake|river|hot tub)\b/,
      /\bfound (?:him|her|them|my \w+|the baby) (?:face down |floating |under(?:water)? )?in the (?:\w+ )?(?:pool|bath|pond|water|sea|lake|river|hot tub)\b/,
      /\bface ?down in (?:the |a )?(?:\w+ )?(?:bath|pool|water|pond|sea|lake|river|hot tub)\b/,
    ],
    combos: [
      // Found floating or face down, in a message about water.
      {
        any: [
          /\bfound (?:him|her|them|my \w+|the baby|baby) (?:floating|face ?down|under(?:water| the water)?)\b/,
        ],
        with: [/\b(?:bath|pool|water|pond|sea|lake|river|hot tub|paddling)\b/],
      },
      waiting(UNDER_WATER),
      { any: [UNDER_WATER], with: [AFTER_WATER] },
      // Under for an unknown time: nobody saw how long.
      {
        any: [UNDER_WATER, /\bwent under\b/],
        with: [
          /\b(?:don't|do not|didn't) know how long\b|\b(?:no idea|not sure|no clue) how long\b|\bcouldn't see (?:him|her|them)\b|\bturned (?:my|our) back\b/,
        ],
      },
      {
        any: [/\b(?:pulled|dragged|got|lifted|fished|grabbed) (?:him|her|them|\w+) out\b/, UNDER_WATER],
        with: [/\b(?:bath|pool|water|pond|sea|lake|river|hot tub)\b/],
        and: [
          /\bface ?down\b|\bunder\b|\bcoughed up\b|\bwasn't moving\b|\bnot breathing\b|\b(?:tipped|toppled|rolled|flipped|keeled) over\b|\bslid (?:under|down)\b/,
          // What follows a near-drowning: sleepy, breathless or coughing that goes on.
          /\b(?:sleepy|drowsy|lethargic|floppy|breathless|out of breath|fast breathing|breathing fast|cough\w* (?:a lot|loads|non-?stop|and cough\w*|still|won't stop|since))\b/,
        ],
      },
      {
        any: [
          /\bwent under(?: the water)?\b/,
          /\b(?:swallowed|inhaled|breathed in) (?:some |a lot of |lots of )?(?:bath |pool )?water\b/,
        ],
        with: [
          new RegExp(
            String.raw`\b(?:cough(?:ing)? (?:a lot|non-?stop|and won't stop)|${BREATHE} (?:fast|hard|oddly|strangely)|struggling|sleepy|drowsy|vomit\w*|blue|pale|confused)\b`,
          ),
        ],
      },
    ],
    // A moment under and straight back to normal is a GP question, not an emergency.
    unless: [
      // Water swallowed in a lesson, a cough, then hours of being themselves.
      /\b(?:totally |completely |absolutely |perfectly )?(?:normal|fine|herself|himself) (?:for|in) the (?:\d+|few|last|past) (?:\w+ )?hours? since\b/,
      /^(?![\s\S]*\b(?:now|since|tonight|today)\b[^.?!]{0,30}\b(?:cough\w*|breathing|wheez\w*|sleepy|pale|quiet)\b)[\s\S]*\b(?:fine all (?:year|summer|month)|last (?:year|summer))\b/,
      /\bnow (?:totally |completely |absolutely )?(?:fine|ok|okay|normal) and (?:playing|laughing|eating)\b/,
      // Under for a second and came up laughing, or coughing and fine now, with nothing since.
      /^(?![\s\S]*\b(?:now|since|still|later)\b[^.?!]{0,30}\b(?:cough\w*|breathing|wheez\w*|sleepy|pale|floppy|quiet|vomit\w*)\b)[\s\S]*\b(?:came (?:up|out)\b[^.?!]{0,40}\b(?:laugh\w*|giggl\w*|smil\w*)|came (?:straight |right )?up (?:coughing|spluttering|crying)\b[^.?!]{0,20}\b(?:fine now|now fine|fine since)|(?:coughed|spluttered|cried)(?: once| a bit)?\b[^.?!]{0,30}\b(?:and|then) (?:was )?(?:laugh\w*|giggl\w*|fine|playing))\b/,
      // Splashed and laughed; well for hours since.
      /\bsplash\w*\b[^.?!]{0,50}\b(?:laugh\w*|giggl\w*|smil\w*)\b/,
      /^(?![\s\S]*\b(?:now|since|tonight)\b[^.?!]{0,30}\b(?:cough\w*|breathing|wheez\w*|sleepy|pale|quiet)\b)[\s\S]*\bfine for (?:hours|\d+ hours)\b/,
      // Hours later and breathing normally: "3 hrs later playing and breathing totally normal".
      /\b(?:\d+|few|couple of|two|three|several) (?:hours?|hrs?) (?:later|on|since)\b[^.?!]{0,40}\bbreathing (?:\w+ )?(?:normal\w*|fine|ok|okay|well|easily)\b/,
      // Face in the water by choice, for fun.
      /\b(?:on purpose|blow(?:ing|s)? bubbles|(?:came|comes|coming) (?:straight )?up (?:laughing|giggling|smiling|grinning))\b/,
      // Out at once and back to play: no cough, breathing or sleepiness since.
      /^(?![\s\S]*\b(?:still|now|hours? later|since)\b[^.?!]{0,30}\b(?:cough\w*|breathing|wheez\w*|sleepy|pale|quiet)\b)[\s\S]*\b(?:(?:carried|carry|carries) on (?:swimming|playing|splashing)|(?:splashing|playing|swimming) (?:again|away)|(?:totally |completely )?(?:normal|fine) since)\b/,
      /^(?![\s\S]*\b(?:face down|pulled (?:her|him|them) out|limp|floppy|not breathing)\b)(?![\s\S]*\b(?:still|now|hours? later|since)\b[^.?!]{0,30}\b(?:cough\w*|breathing|wheez\w*|sleepy|pale|quiet)\b)[\s\S]*\b(?:for a (?:second|split second|moment)|a second)\b[\s\S]*\b(?:now |and |but )?(?:fine|ok|okay|back to normal|happy|playing)\b/,
    ],
    framing: 'hazard',
    advice: `${CALL}. Anyone pulled from water after going under needs checking in hospital, even if they seem fine now.`,
    meanwhile:
      'If they are not breathing, start CPR with 5 rescue breaths first; if they are, keep them warm and on their side.',
  },
  {
    id: 'heatstroke',
    guidanceTopics: ['emergency-first-aid', 'home-safety'],
    causeNamed: true,
    description:
      'Heatstroke: locked in a car, or too hot (a hot car, the sun) and now floppy, drowsy, confused or not sweating',
    patterns: [
      // After a day in the heat, hot and now muddled, collapsed or not drinking.
      new RegExp(
        String.raw`${HEAT_DAY}[\s\S]*\b(?:really |very |so |burning )?hot\b[^.?!]{0,40}\b(?:muddled|confused|not making sense|floppy|drowsy|won't drink|not sweating|collapsed|fainted)\b`,
      ),
      new RegExp(
        String.raw`${HEAT_DAY}[\s\S]*\b(?:went down|collapsed|fainted|passed out)\b[^.?!]{0,60}\b(?:hot|muddled|confused|floppy|drowsy|won't drink)\b`,
      ),
      /\bheat ?stroke\b/,
      /\b(?:locked|trapped|stuck|shut) in (?:a |the |my |our )?(?:hot )?car\b/,
    ],
    combos: [
      // Left or forgotten in a car and now hot, sweating or distressed.
      {
        any: [/\b(?:left|forgot|forgotten|forget) (?:\w+ ){0,3}in the (?:hot )?car\b/],
        with: [
          /\b(?:dripping|drenched|soaked|sweat\w*|clammy|hot|boiling|red(?:-faced)?|flushed|floppy|sleepy|drowsy|vomit\w*|sick|screaming|crying)\b/,
        ],
      },
      {
        any: [HEAT, /\b(?:hot sun|all day in the sun|sun all day)\b/],
        with: [
          /\b(?:no|not|isn't|doesn't) sweat\w*\b|\btalk\w* (?:strange|weird|funny|nonsense|rubbish)\b|\bconfused\b/,
        ],
      },
      {
        any: [HEAT],
        with: [
          DROWSY,
          NOT_THEMSELVES,
          FLOPPY,
          /\b(?:not sweating|stopped sweating|(?:hot|red) and dry|dry and hot|skin (?:is |feels )?(?:hot and )?dry|wobbly)\b/,
          VOMIT,
        ],
      },
      {
        any: [/\b(?:not|isn't|is not|stopped|no longer|hasn't been) sweating\b/],
        with: [
          /\b(?:very|really|so|burning) hot\b|\bhot\b/,
          /\b(?:red and dry|dry and red|skin (?:is |feels )?dry|confus\w*|(?:doesn't|does not|didn't) know where|not making sense|floppy|limp|drowsy)\b/,
        ],
      },

      {
        // Getting too hot alone is overheating advice, not an emergency; with these signs it is.
        any: [
          /\b(?:hot car|hot in the car|overheat\w*|too hot|heat ?exhaustion|in the sun|sunburn\w*|hot weather|heat ?wave|hot day)\b/,
          /\bleft (?:him|her|them|my \w+|the baby|baby) in the car\b/,
        ],
        with: [
          /\b(?:floppy|limp|drowsy|very sleepy|really sleepy|hard to wake|confused|not sweating|stopped sweating|hot dry skin|fit|seizure|unresponsive|not responding)\b/,
        ],
      },
    ],
    unless: [
      /\bperked (?:right |straight )?up\b|\btoday (?:he's|she's|they're|he is|she is) (?:totally |completely |absolutely )?(?:fine|normal|back to normal)\b/,
    ],
    advice: `${CALL}. A baby or child who is floppy, drowsy or confused after getting too hot (a hot car, strong sun) may have heatstroke, and a child locked in a car needs getting out now.`,
    meanwhile:
      'Move them somewhere cool, undress them, sponge them with cool (not ice-cold) water and fan them; give sips of water only if they are fully awake.',
  },
  {
    id: 'pregnancy-bleeding',
    guidanceTopics: ['pregnancy-warning-signs'],
    description: 'Heavy bleeding in pregnancy',
    combos: [
      // Bleeding (not spotting) with pain or clots, from 24 weeks at all, or when the parent
      // wonders whether to wait. Light, brown or after-sex spotting is blanked by \`ignore\`.
      { any: [BLEEDING], with: [PAIN, /\b(?:clots?|dizzy|faint\w*|lightheaded|shaky)\b/] },
      // Afraid of losing the baby, with any bleeding or pain.
      {
        any: [/\b(?:miscarr\w*|losing (?:the|my|this) baby|lose (?:the|my|this) baby)\b/],
        with: [BLEEDING, PAIN],
      },
      // Any bleeding or spotting in pregnancy: NHS guidance is to call the midwife or maternity unit
      // now. From 14 weeks whatever it is like; before, not light spotting said to be painless.
      { any: [BLEEDING, /\bspott\w*/], when: { fromWeek: 14 } },
      { any: [BLEEDING, /\bspott\w*/], unless: [LIGHT_PAINLESS_SPOTTING] },
      { any: [BLEEDING, /\bspott\w*/], with: [WAIT_CUE] },
      // Bleeding with pain or a hard bump: the placenta may be coming away.
      {
        any: [/\b(?:bleed\w*|bled|blood)\b/],
        with: [
          /\b(?:rock hard|(?:bump|tummy) (?:feels |is |has gone )?(?:tight|hard)|really hurts|sore low down|severe pain|cramping (?:really )?bad\w*)\b/,
        ],
      },
    ],
    patterns: [
      // Pads counted: \"2 pads soaked in an hour\".
      /(?:\b(?:pads?|towels?)\b[^.?!]{0,15}\b(?:soaked|filled|full|through)\b|\b(?:soak\w*|fill\w*|(?:bled|bleeding|gone) through) (?:\d+|a|one|two|three|four) (?:pads?|towels?)\b)[^.?!]{0,15}\b(?:in|within|per|an?) (?:an? |one |1 |the |half an? )?hour\b/,
      HEAVY_BLEEDING,

      /\b(?:heavy|heavily|a lot of|lots of|gushing|pouring|bright red)\s(?:vaginal\s)?(?:bleeding|bleed|blood)\b/,
      /\bbleed(?:ing)? (?:heavily|a lot)\b/,
      /\bsoak(?:ed|ing)? (?:through )?(?:a |my |one |the )?pads?\b/,
      /\bbleed(?:ing|s)? through (?:a |my |one |the )?(?:\w+ )?pads?\b|\ba pad (?:an|every|each|in an|in 1|per) hour\b/,
      /\b(?:large|big|huge) (?:blood )?clots\b/,
    ],
    ignore: [
      // A clot in the leg asked about, not clots of blood.
      /\b(?:signs? (?:\w+ ){0,3}|mean|be|is it|could (?:it|this) be )a (?:blood )?clot\b/,
      // Money bleeding: "my bank account is bleeding", "bleeding us dry".
      /\b(?:bank|account|wallet|money|purse|balance)\b[^.?!]{0,20}\bbleed\w*|\bbleed\w* (?:us|me|them|you) dry\b/,
      // A clot in a leg or lung, or on the pill: not bleeding.
      /\b(?:a |blood )?clots? (?:in (?:my|the|her) (?:lungs?|legs?|calf)|(?:\w+ ){0,3}(?:years? ago|on the pill))\b/,
      // A past pregnancy's bleeding or loss: "lost loads of blood after my first", "bled at 8 weeks last time".
      /\b(?:lost|bled|bleed\w*|spotting)\b[^.?!]{0,30}\b(?:after|with|in|during) my (?:first|last|eldest|previous|other)(?: (?:baby|pregnancy|birth|one|labou?r))?\b[^.?!]*|\b(?:bled|bleeding|spotting)\b[^.?!]{0,30}\blast (?:time|pregnancy)\b[^.?!]*/,
      // Packing pads for the bleeding after the birth.
      /\b(?:pads?|maternity pads|knickers)\b[^.?!]{0,40}\b(?:hospital bag|for (?:the )?(?:bleeding )?after(?:wards)?|after the birth)\b[^.?!]*/,
      // Asking whether past spotting was implantation (first: another blank takes the word).
      /\b(?:was|is) (?:that|it|this) (?:just )?implantation (?:bleed\w*|spotting)\b/,
      /\b(?:gums?|nose|nosebleeds?|piles|haemorrhoids?|hemorrhoids?)\b[^.?!]{0,30}\b(?:bleed\w*|blood)\b/,
      BLEEDING_ELSEWHERE,
      EXPLAINED_BLEEDING,
      /\b(?:leg|calf|blood) clots?\b|\bclot in (?:my|her|his|the) (?:leg|calf|lung)\b/,
      BLOOD_NOT_BLEEDING,
      // A bleed in an earlier pregnancy or earlier in this one, asked about now.
      /\b(?:last|previous|my (?:first|last)) (?:pregnancy|time|baby)\b[^.?!]{0,60}/,
    ],
    unless: [
      /\bafter (?:the )?(?:delivery|birth)\b[\s\S]*\b(?:bleeding|it) (?:has |had )?(?:stopped|finished|settled)\b/,
      // Nothing this time, or spotting weeks ago with a heartbeat seen since.
      /^(?![\s\S]*\b(?:bleed\w*|spott\w*|blood)\b[^.?!]{0,20}\b(?:again|today|now|still|more)\b)(?:[\s\S]*\bnothing (?:so far|yet)\b|(?=[\s\S]*\b(?:\d+|two|three|a few|couple of) (?:days|weeks?|wks) ago\b)[\s\S]*\bscan (?:showed|saw|found|was) (?:a |the )?(?:heart ?beat|baby|fine|normal|good)\b)/,
      // Spotting that stopped, then a scan with a good heartbeat.
      /^(?=[\s\S]*\b(?:none since|nothing since|stopped|no more)\b)[\s\S]*\bheart ?beat (?:was |is |looked |looks )?(?:fine|good|strong|normal|perfect|great)\b/,
      /\b(?:nothing|no blood|none|not a drop) (?:so far|yet)\b/,
      /\b(?:could|might|am) i (?:be )?pregnant\b|\bbefore (?:my |a |the )?period\b/,
      // Blood from the bottom, not the vagina.
      /\b(?:piles|haemorrhoids?|hemorrhoids?|from my bum|after a poo|back passage)\b/,
    ],
    when: { parent: 'pregnant' },
    advice: `${CALL}: heavy bleeding in pregnancy is an emergency, and so is bleeding with severe pain or feeling faint. For lighter bleeding or spotting, call your midwife, maternity unit or early pregnancy unit now (or 111), even if it has stopped.`,
    meanwhile:
      'Lie down on your left side, keep your pads to show the staff, and have someone stay with you.',
  },
  {
    id: 'postpartum-bleeding',
    guidanceTopics: ['postpartum-recovery'],
    description: 'Heavy bleeding after birth: soaking a pad an hour, large clots, bleeding getting heavier',
    combos: [
      {
        any: [
          /\b(?:suddenly|gone|getting|now|again) (?:\w+ )?(?:heavy|heavier)\b|\bheavy (?:and )?bright red\b|\bheavier than (?:my |a |any )?(?:\w+ )?period\b|\bbright red again\b/,
        ],
        with: [/\b(?:faint\w*|dizzy|lightheaded|light-headed|shaky|weak)\b/],
        when: { parent: 'pregnant-or-postpartum' },
      },
      // After a birth: bleeding that gushes, clots, smells, comes back, or that the parent
      // wonders whether to wait with. Small clots and bleeding that is settling are blanked.
      {
        any: [/\b(?:bleed\w*|bled|blood|clots?|lumps? of blood|lochia)\b/],
        with: [
          /\b(?:gush\w*|flood\w*|pour\w*|clots?|lumps?|liver|soaked|soaking|full|through to|mattress|smell\w*|pale|white|grey|lightheaded|light-headed)\b/,
          WAIT_CUE,
        ],
        when: { parent: 'pregnant-or-postpartum' },
      },
      // Suddenly heavy, or through the clothes, after the birth (not a leak of wee, milk or sweat).
      {
        any: [/\bbright red\b|\b(?:bleed\w*|bled|blood)\b/],
        with: [
          /\bsuddenly\b[^.?!]{0,40}\b(?:loads|lots|so much|heavy|heavier|pouring)\b/,
          /\b(?:bright red and )?(?:heavy|heavier)(?: and bright red)? again\b/,
        ],
        when: { parent: 'postpartum' },
      },
      {
        any: [
          /\b(?:gone|went|come|came|leaked|soaked) (?:right |all the way |straight )?through (?:my |her )?(?:\w+ )?(?:pants|knickers|leggings|trousers|jeans|pyjamas|pjs|sheets|bedding)\b/,
        ],
        when: { parent: 'postpartum' },
        unless: [/\b(?:wee|pee|urine|sneez\w*|cough\w*|laugh\w*|milk|sweat\w*|discharge|waters?)\b/],
      },
      {
        any: [/\b(?:bleed\w*|bled|blood|clots?)\b/],
        with: [
          /\b(?:faint|dizzy|shaky|woozy|light-?headed|heart (?:is |keeps )?(?:racing|pounding)|looks? (?:really |very )?(?:white|pale|grey))\b/,
        ],
      },
    ],
    patterns: [
      /\bpassed (?:a |one )?(?:clot )?(?:the size of|as big as) (?:a |an |my )?(?:fist|palm|golf ?ball|plum|lemon|orange|egg|tennis ball)\b/,
      /\b(?:change|changing|through) (?:a |my |the )?pads? every (?:\d+|few|couple of) (?:min\w*|minute)\b/,
      /\b(?:pads?|towels?)\b[^.?!]{0,30}\b(?:sodden|drenched|saturated|wet through)\b/,
      /\bheavier,? not lighter\b|\bput (?:a |down a )?(?:bath )?towels? (?:down|on the bed|under me)\b/,
      // A pad an hour or sooner (not every hour and a half).
      near(
        /\bpads?\b/,
        /\bevery (?:hour|half (?:an )?hour|(?:\d+|few|couple of|20|30|40) (?:mins?|minutes))\b(?! and a half)/,
        60,
      ),
      /\b(?:big |large |huge )?(?:pieces|chunks|lumps) of blood\b/,
      /\bblood (?:is )?coming (?:out )?(?:very|so|too) much\b/,
      HEAVY_BLEEDING,
      /\bclots? (?:like|the size of|as big as) (?:a |an )?\w+/,

      /\bsoak(?:ed|ing|s)? (?:right )?(?:through )?(?:\w+ ){0,3}(?:pads?|towels?)\b/,
      /\bpads? (?:was |is |are |were )?(?:full|soaked|soaking)\b/,
      /\bbleed(?:ing|s)? through (?:a |my |one |the )?(?:\w+ )?pads?\b|\ba pad (?:an|every|each|in an|in 1|per) hour\b/,
      /\b(?:large|big|huge) (?:blood )?clots\b/,
      /\bclots? (?:the size of|as big as|bigger than|larger than) (?:a |an |my |your |her )?(?:plum|golf ball|lemon|egg|fist|orange|tangerine|\d+p coin)\b/,
      /\b(?:heavy|heavily|gushing|pouring)\s(?:vaginal\s)?(?:bleeding|bleed|blood)\b/,
      /\bbleed(?:ing)? (?:heavily|a lot|more and more)\b/,
      /\bbleeding (?:is )?(?:getting |got )?heavier\b/,
      /\b(?:ha?emorrhag\w*)\b/,
    ],
    ignore: [
      // Pooled blood on standing, then the usual flow: normal after a birth.
      /\bgush\b[^.?!]{0,40}\b(?:stood up|standing up|getting up|got up|stand up)\b[^.?!]{0,40}\b(?:then|and) (?:back to )?(?:normal|settled|light\w*|usual)\b[^.?!]*/,
      // Blood lost at the birth, or clots looked for in the lungs or legs: not bleeding now.
      /\blost (?:a lot of|lots of|loads of|so much) blood (?:at|during|in|after) (?:the )?(?:birth|delivery|labou?r|section)\b|\blost (?:a lot of|lots of|loads of|so much) blood\b(?=[\s\S]*\b(?:iron|anaemi\w*|anemi\w*|transfusion)\b)|\b(?:scan\w*|check\w*|test\w*|look\w*) (?:\w+ ){0,3}for (?:a |any )?clots?\b|\bclots? in (?:my|the|her) (?:lungs?|legs?|calf)\b/,
      /\b(?:got |gets |a bit )?heavier (?:when|while|since) i (?:started |am |was )?(?:breast ?feed\w*|feed\w*|nurs\w*)\b/,
      // Blood in a child's sick, poo, nappy or nose is not a mother's bleeding.
      /\b(?:threw up|thrown up|throwing up|vomit\w*|sick|poo(?:p\w*|s|ed|ing)?|nappy|diaper|stools?|nose|spat up|spit up)\b[^.?!]{0,40}\bblood\b[^.?!]{0,30}|\bblood (?:in|on) (?:his|her|the|their) (?:sick|vomit|poo|nappy|diaper|nose|stools?)\b/,
      /\b(?:the |a )?normal smell\b|\bsmells? normal\b/,
      // Lochia fading as it should: "lochia is now pale yellowy-white and light".
      /\b(?:lochia|discharge|bleeding|blood loss)\b (?:is |has )?(?:now |gone |turned |become )+(?:\w+ )?(?:pale|yellow\w*|white\w*|creamy|brown\w*|pinky?|lighter|light)(?:[- ](?:yellow\w*|white\w*|creamy|brown\w*))?\b/,
      /\b(?:no|not|without|isn't|doesn't) (?:\w+ )?(?:smell\w*|ooz\w*|pus|redness|red|fever|temperature|hot)\b(?:,? (?:no|or|nor|and no) (?:smell\w*|ooz\w*|pus|redness|red|fever|hot))*/,
      /\bclot in (?:my |her |the )?(?:leg|calf|lung)\b|\bsuspected clot\b/,
      /\bsmells? (?:\w+ ){0,3}(?:metallic|like a period|like blood|like (?:my )?period blood|normal)\b/,
      /\bclots? risk|\brisk of (?:\w+ )?clots?|\b(?:blood[- ]thinn\w*|injections?|clexane|stockings)\b[^.?!]{0,40}\bclots?\b|\bclots?\b[^.?!]{0,40}\b(?:injections?|clexane|stockings)\b/,
      /\b(?:gums?|nose|nosebleeds?|piles|haemorrhoids?|hemorrhoids?|nipples?)\b[^.?!]{0,30}\b(?:bleed\w*|blood)\b/,
      /\bsubconjunctival ha?emorrhag\w*/,
      BLEEDING_ELSEWHERE,
      /\b(?:bleed\w*|blood|lochia)\b[^.?!]{0,10}\blike a (?:heavy |normal |bad )?period\b/,
      /\b(?:small|little|tiny) clots?\b|\bclots? (?:about )?(?:the size of |like |as big as )?a (?:5p|1p|penny|pea|grape|5 pence|dime|coin|50p)\b/,
      BLOOD_NOT_BLEEDING,
      // Someone else's idea of how much there should be: "my mum says I should still be bleeding loads".
      /\bshould (?:still )?be bleeding\b[^.?!,]*/,
    ],
    // A period, unless the question is about the weeks after a birth.
    unless: [
      // A bleed treated in hospital, light now: "they sorted it and now 10 days on it's light".
      /^(?![\s\S]*\b(?:heavier|worse|soak\w*|gushing|pouring)\b)(?=[\s\S]*\b(?:sorted|treated|stopped|dealt with) (?:it|the bleed\w*)\b)[\s\S]*\b(?:it's|its|it is|now) (?:\w+ ){0,3}(?:light|lighter|tailing off|brown|settled)\b/,
      // Heavier for a while, settled with rest, and nothing new since.
      /^(?![\s\S]*(?:\b(?:again|now|still|tonight|today)\b[^.?!]{0,25}\b(?:heav\w*|gush\w*|soak\w*|clots?|pour\w*|faint\w*|dizzy)\b|\b(?:heav\w*|gush\w*|pour\w*|bright red)\b[^.?!]{0,10}\bagain\b))[\s\S]*(?<!\b(?:not|never|hasn't|hasnt|isn't|hadn't|won't|didn't) )\b(?:settled|calmed|eased|died|slowed|went back|gone back|came back)(?: (?:right )?(?:down|off))?(?: again)?\b/,
      /^(?![\s\S]*\b(?:after (?:the )?birth|after giving birth|pp|postpartum|since (?:the birth|having)|c[- ]?section|caesarean|cesarean|gave birth|period times (?:ten|10|two|2|a hundred)|(?:heavier|worse|more) than (?:my |a |any )?(?:\w+ )?period|period (?:is |coming |come )?back|first period|periods? (?:returning|return\w*|coming back)|lochia)\b)[\s\S]*\b(?:period|periods|menstrua\w*)\b/,
      // Settling down: less each day, lighter, back to brown.
      /^(?![\s\S]*\b(?:heavier|again|gush\w*|soak\w*)\b)[\s\S]*\b(?:getting|got|gotten|going) (?:less|lighter)\b|\bless each day\b|\bback to (?:light )?brown\b/,
    ],
    when: { parent: 'not-pregnant' },
    advice: `${CALL}. Heavy bleeding (soaking a pad an hour or passing large clots), after giving birth or at any time, is an emergency.`,
    meanwhile: "Lie down flat with your legs raised, keep the pads to show the staff, and don't stay alone.",
  },
  {
    id: 'chest-pain',
    aboutParent: true,
    guidanceTopics: ['pregnancy-warning-signs', 'postpartum-recovery'],
    description: "A parent's chest pain, coughing blood, or sudden breathlessness",
    patterns: [
      /\b(?:chest|burning|pressure|tight\w*)\b[\s\S]{0,80}\b(?:left arm|(?:his|her|my) (?:left )?arm)\b[^.?!]{0,20}\b(?:heavy|numb|tingl\w*|dead|weak|ach\w*|hurt\w*|pain\w*)\b/,
      // Pain from the back through to the chest, squeezing: 'between my shoulder blades and across my chest'.
      /\b(?:pain|ache|aching|squeez\w*|pressure|tight\w*|crushing)\b[^.?!]{0,50}\b(?:across|behind|through|into) (?:my|her) chest\b/,
      /\bchest\b[^.?!]{0,30}\b(?:tight|sore|pain\w*|hurts?|heavy|crushing)\b[^.?!]{0,60}\b(?:going|goes|gone|spreading|moving|shooting|radiating) (?:down|into|up) (?:my |her )?(?:left )?(?:arm|jaw|neck|back|shoulder)\b/,
      // A tight, painful chest with a racing or skipping heart and feeling faint.
      /\bchest\b[^.?!]{0,30}\b(?:tight|pain\w*|hurts?|heavy)\b[^.?!]{0,60}\b(?:pass out|passing out|faint\w*|heart (?:\w+ )?(?:racing|pounding|skipping))\b/,
      /\bchest\b[^.?!]{0,30}\b(?:tight|sore|pain\w*|hurts?|heavy|crushing)\b[^.?!]{0,30}\b(?:into|up to|up into|down) (?:my |her |his )?(?:neck|jaw|arm|back|shoulder)\b/,
      /\bblood when (?:i|she) cough/,
      // Keywords typed as a search: "chest tight pressure jaw".
      /\bchest\b(?=[^.?!]{0,40}\b(?:tight\w*|pressure|pain\w*|heavy|heaviness|crushing|squeez\w*)\b)(?=[^.?!]{0,60}\b(?:jaw|left arm)\b)|(?<=\b(?:tight\w*|pressure|pain\w*|heavy|heaviness|crushing|squeez\w*)\b[^.?!]{0,40})\bchest\b(?=[^.?!]{0,60}\b(?:jaw|left arm)\b)/,
      /\bchest (?:hurts?|is (?:hurting|sore|tight|painful)|feels? (?:tight|heavy|crushed|sore|funny))\b/,
      /\b(?:pain|crushing|tight\w*|pressure|heavy|heaviness|weight|tearing|stabbing|sharp|squeezing)\b[^.?!]{0,25}\b(?:in|through|across|behind|on|of|middle of|side of|into) (?:my |the |her )?(?:chest|breastbone|sternum)\b/,
      /\bpain (?:\w+ ){0,3}in (?:the middle of )?my chest\b/,
      // A grown man's chest, once he is named ("asking for my husband ... pain in his chest").
      /\b(?:husband|hubby|boyfriend|fiance|dad|father|grandad|grandpa|brother|partner)\b(?:(?!\b(?:son|baby|toddler|child|boy|daughter|kid|lo|newborn)\b)[^.?!]){0,60}\b(?:pain|crushing|tight\w*|pressure|heaviness|squeezing)\b[^.?!]{0,25}\b(?:in|across|behind) (?:his|the middle of his) chest\b/,
      /\b(?:clutch\w*|grabb\w*|gripping|holding|rubbing) (?:at )?(?:my|her) chest\b/,
      /\b(?:elephant|ton of bricks|a (?:huge |heavy )?weight|something heavy|someone|a car)(?:'s)? (?:is )?(?:sitting|sat|standing|stood|pressing|lying|crushing|on top of me|parked) (?:on )?(?:my |her |the )?(?:chest|it)\b/,

      /\b(?:i have|i've got|i've|i'm having|i get|having|with|severe|sharp|sudden|crushing) (?:a |bad |really bad |some )?(?:chest pain|pain in my chest|tight chest|chest tightness)\b/,
      /\bmy chest (?:really |so |very )?(?:hurts|is (?:tight|painful|sore)|feels (?:tight|heavy|crushed))\b/,
      /\bchest\b[^.?!]{0,30}\b(?:like a (?:band|vice|belt|tight strap)|squeez\w* (?:round|around) it)\b/,
      /\bchest (?:pains?|ache)\b(?![^.?!]{0,30}\b(?:feeding|breastfeeding|nursing|latch|nipple|engorge\w*|mastitis)\b)/,
      /\bcough(?:ing|ed)? up blood\b/,
      // A knife-like or tearing pain with feeling faint, whatever the parent thinks it is.
      near(
        /\b(?:like a knife|stabbing|tearing|ripping)\b/,
        /\b(?:faint\w*|dizzy|clammy|light-?headed)\b/,
        60,
      ),
      new RegExp(
        String.raw`\bi(?:'m| am| feel| suddenly feel| can't)? (?:suddenly )?(?:so |really |very )?(?:short of breath|breathless|out of breath|catch my breath|${BREATHE})\b[^.?!]{0,40}\b(?:chest|sudden|suddenly|at rest|lying down)\b`,
      ),
    ],
    ignore: [
      // A full, tight chest that is the breasts when the milk comes in.
      /\bchest (?:feels? )?(?:tight|full|heavy)(?: and (?:full|tight|heavy))?(?: across the top)?\b[^.?!]{0,20}\b(?:but )?(?:it's|its|it is) (?:my |the |her )?(?:boobs?|breasts?)\b/,
      /\b(?:baby|newborn|lo|son|daughter|toddler)(?:'s)? breathing\b[^.?!]*/,
      /\b(?:boobs?|breasts?)\b[^.?!]{0,30}\b(?:sore|heavy|tender|achy|full)\b[^.?!]{0,20}\bchest\b[^.?!]*/,
      // Breastfeeding pain that shoots into the chest.
      /\b(?:nipples?|breasts?|boobs?)\b[^.?!]{0,40}\bchest\b[^.?!]{0,40}\b(?:latch\w*|feed\w*|pump\w*)\b|\b(?:latch\w*|feed\w*)\b[^.?!]{0,40}\b(?:nipples?|breasts?)\b[^.?!]{0,30}\bchest\b/,
      /\b(?:chest|breast)\b[^.?!]{0,30}\b(?:feeding|breastfeed\w*|nursing|latch|nipple|engorge\w*|mastitis|let[- ]down|milk|pump\w*)\b/,
      /\b(?:milk coming in|boobs? (?:like rocks|engorged|full))\b[^.?!]{0,30}/,
      /\b(?:breasts?|boobs?) (?:are |is |feel |so )?(?:\w+ )?(?:engorged|full|rock hard)\b[^.?!]*/,
      // Heartburn, unless with an arm, the jaw or a sweat.
      /\bburning\b[^.?!]{0,30}\b(?:chest|breastbone|throat)\b(?![\s\S]*\b(?:left arm|jaw|sweat\w*|clammy|grey|gray|faint)\b)/,
      // The child's chest ("me not baby": the parent's); 'she' only when no grown-up has been named.
      /(?<!\bnot (?:the |my )?)\b(?:baby|son|daughter|toddler|child|(?<![\s\S]*\b(?:partner|wife|girlfriend|missus|fiancee|mum|mom|mother|sister|husband|hubby|boyfriend|fiance|dad|father|grandad|grandpa|brother|pregnant)\b[\s\S]*)(?:he|she|his|her))(?:'s| has| is)?\b(?! and (?:he|she)\b)[^.?!]{0,20}\bchest\b/,
    ],
    combos: [
      waiting(
        /\bchest\b[^.?!]{0,20}\b(?:pain|hurts?|tight\w*|heavy|pressure)\b|\b(?:pain|tight\w*|pressure)\b[^.?!]{0,20}\bchest\b/,
      ),
      // Pregnant or just delivered, and suddenly short of breath at rest or with a racing heart.
      { any: [PARENT_BREATHLESS], with: [BREATHLESS_AT_REST], when: { parent: 'pregnant-or-postpartum' } },
      {
        any: [
          /\b(?:pain|ache|tight\w*)\b[^.?!]{0,20}\b(?:behind|under|below) my (?:left |right )?(?:boob|breast)\b/,
        ],
        with: [PARENT_BREATHLESS, /\bheart (?:is )?(?:racing|pounding)\b/],
      },
    ],
    unless: [
      // Breathless or tight with anxiety that settles, and no crushing pain, arm, jaw or faintness.
      ANXIETY_SETTLES,
      // A risk asked about: "is the baby likely to get it too".
      /\b(?:likely|more likely|chance|risk)\b[^.?!]{0,20}\b(?:to )?(?:get|have|getting|having) (?:it|that|this|them)\b/,
      /^(?![\s\S]*\b(?:now|again|today|tonight|still)\b)[\s\S]*\b(?:for a (?:second|moment|split second)|last week)\b[\s\S]*\bnothing since\b/,
      /\b(?:antibiotics|treated)\b[\s\S]*\b(?:now (?:i'm|im|i am) fine|all better|better now)\b/,
      // An episode weeks ago, tested and fine, and nothing now.
      /^(?![\s\S]*\b(?:now|again|today|tonight|this morning|right now|still)\b)(?=[\s\S]*\b(?:last (?:week|month|year)|weeks ago|months ago)\b)[\s\S]*\b(?:tests?|bloods|ecg|checks?|checked)\b[^.?!]{0,30}\b(?:fine|ok|okay|normal|clear)\b/,
      BREATHLESS_EXPLAINED,
      PANIC_PASSED,
      // Sore muscles or a tender spot: pain from lifting or coughing that hurts when pressed.
      /^(?![\s\S]*\b(?:breath\w*|faint\w*|dizzy|arm|jaw|sweat\w*|clammy|sudden\w*|crushing|racing|blood|squeez\w*|shoulder blades?)\b)[\s\S]*\b(?:muscles?|(?:from|it's|its) (?:carrying|lifting|the gym|press-?ups|coughing)|like i've been to the gym|hurts? (?:when|if) (?:i|you) press)\b/,
      // Sore only when coughing, with a cold, and otherwise well: the muscles, not the heart or lungs.
      /^(?![\s\S]*\b(?:pale|sweat\w*|grey|gray|blue|faint\w*|dizzy|breathless|struggling|really bad|very bad|so bad|severe|crushing|at rest|sudden\w*)\b)(?=[\s\S]*\bchest\b[^.?!]{0,30}\b(?:hurts?|sore|aches?|pain\w*)\b[^.?!]{0,20}\b(?:when|if|after) (?:he|she|they|i) cough)/,
    ],
    advice: `${CALL}. Chest pain or sudden breathlessness can be a heart attack or, especially in pregnancy or after birth, a blood clot in the lungs.`,
    meanwhile: 'Sit down, stay still, and have someone stay with you until help arrives.',
  },
  {
    id: 'postpartum-breathless',
    guidanceTopics: ['postpartum-recovery'],
    description: 'Breathlessness after giving birth',
    combos: [
      {
        any: [/\b(?:breathless|short of breath|out of breath|can't catch my breath|puffed(?: out)?)\b/],
        with: [
          /\b(?:pass out|passing out|faint\w*|dizzy|lightheaded|light-headed|chest|heart (?:racing|pounding)|tingl\w*)\b/,
        ],
        when: { parent: 'pregnant-or-postpartum' },
      },
      // Any breathlessness said in the weeks after a birth, unless it is fitness after exercise.
      { any: [PARENT_BREATHLESS] },
    ],
    // The baby's breathing is the baby's (trouble-breathing), not the mother's.
    ignore: [
      // Breathless from exercise: a run, the gym, a class.
      /\b(?:running|run|jog\w*|gym|exercis\w*|workout|work out|class|club)\b[^.?!]{0,40}\bout of breath\b|\bout of breath\b[^.?!]{0,40}\b(?:running|jog\w*|at the gym|exercis\w*|workout|class|pilates|yoga|swim\w*)\b/,
      /\bbreathing (?:went |goes |is |was )?(?:fast[- ]slow|slow[- ]fast)\b[^.?!]*/,
      BREATHING_FIGURE,
      /\bbreathless with (?:love|excitement|laughter|joy|happiness)\b/,
      /\bout of breath (?:when |while )?(?:jogging|running|exercising|at the gym|on a run|doing (?:\w+ )?exercise|working out)\b/,
      /\b(?:feel\w*|felt) (?:so |really |a bit )?(?:puffed out|winded)\b[^.?!]{0,30}\b(?:exhausted|tired|knackered|shattered|worn out)\b/,
      /\b(?:baby|babies|newborn|lo|little one|son|he|his|him|toddler|infant|\w+ (?:old|olds))(?:'s)?\b[^.?!]{0,20}\b(?:breath\w*|wheez\w*|gasp\w*|pant\w*)\b/,
    ],
    unless: [
      // A cold's wheeze with the breathing fine at rest.
      /^(?![\s\S]*(?:(?<!no )\bblood|(?<!no )\bchest pain|\bfaint\w*|\bdizzy|\bracing))[\s\S]*\bbreathing (?:is |was |seems )?(?:fine|ok|okay|normal) (?:at rest|sitting|when i'm resting)\b/,
      ANXIETY_SETTLES,
      // Puffed after carrying the baby upstairs, breath back within a minute, nothing else.
      /^(?![\s\S]*(?:(?<!no )\bchest (?:pain|hurts|tight\w*)|\bfaint\w*|\bdizzy|\bracing|\bblood|\bat rest|\bsitting still|\blying (?:down|flat)))[\s\S]*\b(?:back|came back|returned|recovered) (?:to normal )?(?:within|after|in) (?:a |about a |\d+ )?(?:minute|min|few seconds)\b/,
      /^(?![\s\S]*\b(?:chest|faint\w*|dizzy|sudden\w*|at rest|blood|racing)\b)[\s\S]*\b(?:out of breath when i laugh\w*|(?:tummy|stomach) muscles)\b/,
      /\b(?:antibiotics|treated)\b[\s\S]*\b(?:now (?:i'm|im|i am) fine|all better|better now)\b/,
      /\b(?:during|in) (?:labou?r|the birth|delivery|pushing)\b[^.?!]{0,30}\b(?:but )?(?:fine|ok|okay|normal|better) since\b/,
      BREATHLESS_EXPLAINED,
      PANIC_PASSED,
    ],
    patterns: [
      /\bbreathing\b[^.?!]{0,30}\b(?:fast|shallow|quick)\b[\s\S]{0,60}\b(?:can't slow it|sitting still|at rest|heart ?rate (?:is |of |says )?(?:1[2-9]\d))\b/,
      // Out of breath from a few steps: "walked to the bathroom and had to sit on the floor".
      /\b(?:walk\w*|went|got up) (?:to|across) (?:the )?(?:bathroom|toilet|loo|kitchen|room|landing|door)\b[^.?!]{0,50}\b(?:out of breath|breathless|puffed|can't (?:get|catch) my breath|had to sit)\b/,
      /\b(?:out of breath|breathless|short of breath)\b[^.?!]{0,40}\bnever (?:been |felt )?like this\b/,
      // Has to stop to get her breath: 'stops halfway up the stairs to catch my breath'.
      /\b(?:stop|stops|stopping|stopped|pause\w*|sit down|sat down)\b[^.?!]{0,40}\b(?:to|and) (?:get|catch) (?:her|my) breath\b/,
      /\bcough\w* up (?:\w+ ){0,3}blood\b|\bcough\w* (?:some |a bit of |bits of |a little |specks of |streaks of |flecks of )?blood\b/,
      // Pain on breathing in: a clot in the lung until shown otherwise.
      /\b(?:sharp|stabbing|knife-like) pain\b[^.?!]{0,25}\b(?:breath\w* in|when i breathe|deep breaths?|every breath|(?:every ?time|evry ?time|each time|whenever) i (?:take a (?:deep )?breath|breathe))\b|(?<!\b(?:scar|wound|stitches|incision|section|cut|ribs?|tummy|belly|bump) )\bhurts (?:to|when i) (?:breathe|take a (?:deep )?breath)\b/,
      /\bfeel\w* like (?:i'm|im|i am) drowning\b|\bcan't lie (?:down|flat) (?:any ?more |now )?without\b/,
      // Said of herself: no other subject before it in the sentence part.
      /(?:^|[.,;!?]\s*|\b(?:i|i'm|and|pp|been|feel|felt|feeling|getting|get|got|keep)\s)(?:so |really |very |suddenly )?(?:breathless|out of breath|short of breath|can't catch (?:my )?breath|can't (?:breathe|get (?:my )?breath)(?! (?:through|thru|out of)\b)(?: properly)?|gasping|breathing feels (?:tight|fast|hard|heavy))\b/,

      new RegExp(
        String.raw`\bi(?:'m| am| feel| get| keep getting)? (?:so |really |very |suddenly )?(?:short of breath|breathless|out of breath)\b`,
      ),
      new RegExp(
        String.raw`\bi (?:can't|struggle to|am struggling to|'m struggling to) (?:catch my breath|${BREATHE})\b`,
      ),
    ],
    when: { parent: 'postpartum' },
    advice: `${CALL}. New breathlessness in the weeks after giving birth can be a blood clot in the lungs.`,
    meanwhile: 'Sit upright, stay still, and have someone stay with you.',
  },
  {
    id: 'self-harm',
    guidanceTopics: ['postpartum-mental-health'],
    description: 'Thoughts of suicide, self-harm or harming the baby',
    patterns: [
      /\b(?:picture|imagine|imagining|think about|keep thinking about) (?:just )?(?:going|driving|crashing|steering|swerving|walking) (?:\w+ )?into (?:a |the )?(?:wall|tree|river|sea|lorry|traffic|bridge|oncoming)\b/,
      /\bwritten (?:letters|notes|goodbyes) to (?:everyone|everybody|my (?:family|kids|children))\b/,
      // Can't go on and has a plan, told to someone.
      /\b(?:can't|cannot) (?:do (?:it|this)|go on|cope) any ?more\b[^.?!]{0,40}\b(?:has|have|got|made) a plan\b/,
      // Afraid of acting on it: "I haven't done anything but I'm terrified I will".
      /\b(?:scared|afraid|terrified|frightened|worried) (?:that )?i (?:will|might|could|'ll)(?=\s*(?:$|[.!?])|\s+(?:act on|do it|actually do))/,
      // A goodbye sent: "texted me saying goodbye and that she's sorry".
      /\b(?:texted|messaged|sent|left|wrote|rang|called)\b[^.?!]{0,30}\b(?:goodbye|sorry for everything)\b/,
      // Putting things in order and saying goodbye: "everything sorted and say my goodbyes".
      /\b(?:say|saying|said) my goodbyes\b(?<=\b(?:letters?|sorted|in order|when (?:i'm|i am) gone|better off)\b[\s\S]{0,120})|\b(?:say|saying|said) my goodbyes\b(?=[\s\S]{0,120}\b(?:letters?|sorted|in order|when (?:i'm|i am) gone|better off)\b)/,
      // Goodbyes: "sorry for everything, look after her baby", then no answer.
      /\b(?:look after|take care of) (?:her|my|the|our) (?:baby|kids?|children|little one)\b[^.?!]{0,80}\b(?:won't|isn't|not|doesn't|can't get her to) (?:answer\w*|pick\w* up|repl\w*|respond\w*)\b/,
      /\bnobody (?:would|will|'d) (?:notice|care|miss me)\b|\bif i (?:just )?(?:disappeared|wasn't here|was gone|wasn't around)\b/,
      /\b(?:won't|will not|don't think (?:i'll|ill|i will)|not going to|i won't) be (?:around|here) (?:much longer|for long|anymore|much more)\b/,
      // A plan, a goodbye, a method asked about for herself.
      /\bhow i(?:'d| would| will|'ll| could| might| should) (?:do it|end it|go about it|kill myself|die)\b/,
      /\b(?:i'm|i am|im) not (?:going to|gonna) be (?:here|around|alive) (?:tomorrow|much longer|any ?more|for long|by (?:the )?morning)\b/,
      /\bwrote (?:them|my (?:kids|children|partner|husband|wife|family|son|daughter)) (?:\w+ )?(?:goodbye )?letters?\b[^.?!]{0,60}|\b(?:goodbye|farewell) (?:letters?|notes?)\b/,
      /\bhow many (?:\w+ )?(?:paracetamol|pills|tablets|sertraline|co-?codamol|ibuprofen|painkillers)\b[^.?!]{0,20}\b(?:it takes|would it take|does it take|to (?:die|kill|end|overdose|od))\b/,
      // "How many paracetamol is too many? asking for me": the amount that harms, for herself.
      /\bhow many (?:\w+ )?(?:paracetamol|pills|tablets|sertraline|co-?codamol|ibuprofen|painkillers|sleeping pills)\b[^.?!]{0,15}\b(?:is|are|would be) (?:too many|dangerous|deadly|lethal|fatal|enough)\b(?=[\s\S]*\b(?:for me|myself|not (?:for )?the baby)\b)/,
      /\b(?:easier|better off) if i (?:just )?(?:stepped out|walked (?:out|into)|jumped|wasn't here|was gone|wasn't around|disappeared|didn't wake up|ended it|drove into)\b/,
      /\b(?:picture|imagine|imagining|thoughts? of|urges? to|want to) (?:\w+ ){0,2}(?:shaking|hurting|dropping|smothering|throwing|shake|hurt|drop|smother|throw) (?:him|her|them|the baby|my baby|(?:my |the )?lo|my little one|my (?:son|daughter|child|newborn))\b/,
      /\bthink (?:every day |all the time |about )?how to end\b/,
      /\b(?:thought|thinking|think|thoughts) (?:about|of) (?:just )?(?:stepping|jumping) off\b|\b(?:thought|thinking|think|thoughts) (?:about|of) (?:just )?(?:stepping|walking|driving) (?:out )?in front of\b/,
      /\b(?:thought|thinking|think|thoughts) (?:about|of)\b[^.?!]{0,50}\bnot (?:coming (?:back )?up|waking (?:back )?up|being here|coming back)\b/,
      /\b(?:scared|frightened|afraid|terrified) (?:that )?(?:i'll|i will|i might|i'm going to) (?:actually )?(?:do it|hurt|harm|shake|snap|drop)\b/,
      /\b(?:end|take) (?:both of |all of )?(?:their|our|his|her|my) lives\b/,
      // A way of dying thought about at the place, or doubt she will come back next time.
      /\b(?:think\w*|thought) (?:about|of) (?:jumping(?=\s*(?:$|[.,;!?]|off\b|from\b|in front\b|under\b|in(?:to)? (?:the )?(?:river|sea|canal|lake)\b))|throwing myself|driving (?:off|into)|crashing (?:the car|into)|walking into (?:the )?(?:sea|river|traffic|canal|lake)|stepping (?:off|out|in front))\b/,
      /\b(?:not sure|don't know if) i(?:'ll| will) (?:come (?:home|back)|be here|make it home|still be here) (?:next time|tomorrow|much longer)\b/,
      /\b(?:end(?:ing)? it|end(?:ing)? things|end(?:ing)? it all)\b(?! (?:with|for) (?:him|her|them|my (?:partner|boyfriend|girlfriend|husband|wife)))/,
      // Wanting not to exist, in any words.
      /\b(?:want|wanna|wanted|wanting|wish|wishing|would rather|i'd rather)\b[^.?!]{0,20}\b(?:die|dead|to be gone|not (?:be )?(?:here|around|alive)|stop existing|not exist|disappear (?:forever|for good|and never come back)|sleep (?:forever|and (?:never|not) wake)|never wake up|not wake up)\b/,
      /\b(?:go to sleep|fall asleep|sleep) and (?:never|not) (?:wake|waking)\b/,
      /\b(?:better|safer|happier) (?:off )?(?:with(?:out)? (?:me|her|him|someone else|another (?:mum|mother|mom|dad|parent)|a (?:different|better) (?:mum|mother|mom|dad|parent))|if i (?:just |simply |only )?(?:was|were|wasn't|weren't) (?:here|around|gone|dead))\b/,
      // A plan, the means, or an act: saving tablets, having taken them, cutting.
      /\b(?:worked out|thought about|know|planned|planning|got a plan|have a plan|has a plan|made a plan)\b[^.?!]{0,15}\b(?:how (?:i'd|i would|i'll|to) do it|a plan)\b/,
      /\b(?:saving|saved|stockpil\w*|hoarding|collecting|hiding) (?:up )?(?:my |the |all my )?(?:\w+ )?(?:pills|tablets|meds|medication|sertraline|paracetamol|antidepressants)\b/,
      // Tablets taken in quantity, by her or by someone she tells of ("she's taken a load of paracetamol").
      /\b(?:i|she|he|they)(?:'ve|'s| have| has)? (?:just )?(?:took|taken|swallowed) (?:a load|loads|a lot|lots|all|a whole|the whole|a handful|a bunch|too many|way too many)\b[^.?!]{0,20}\b(?:pills|tablets|meds|medication|paracetamol|ibuprofen|sertraline|co-?codamol|codeine|tramadol|antidepressants?|sleeping pills|insulin|packet|box|bottle)\b/,
      // Exhaust fumes: a car or engine running in a closed garage, a hose on the exhaust.
      /\b(?:car|engine)\b[^.?!]{0,30}\b(?:running|on|ticking over)\b[^.?!]{0,20}\b(?:in|inside) (?:the|a|our|my) (?:garage|closed garage|shut garage)\b|\b(?:in|inside) (?:the|a|our|my) (?:closed |shut )?garage\b[^.?!]{0,40}\b(?:car|engine)\b[^.?!]{0,15}\b(?:running|on|ticking over)\b|\b(?:hose|pipe|tube)\b[^.?!]{0,20}\bexhaust\b/,
      /\b(?:started|been|keep|kept|began) cutting (?:my|myself|again)\b|\bcut(?:ting)? (?:my|her|his) (?:arms?|legs?|wrists?|thighs?)\b|\b(?:hurting|hurt|harm|harming|cutting) (?:herself|himself)\b/,
      /\b(?:walk\w*|step\w*|jump\w*|throw\w*|drive\w*|driving|steer\w*|swerv\w*|crash\w*) (?:myself |the car |my car |us |the pram )?(?:into|off|in front of|under) (?:a |the )?(?:sea|river|lake|canal|traffic|lorry|truck|bus|train|car|bridge|wall|cliff|water)\b/,
      /\b(?:looked up|googled|searched|researched|read up on) (?:how (?:many|much|to)|ways to)\b/,
      /\b(?:can't (?:do this|go on|cope|take (?:it|this))|had enough|done with (?:it all|everything|life))\b[^.?!]{0,60}\b(?:(?:got|have|made) a plan|pills|tablets|goodbye|letters?|bridge|rope|not be here|end it)\b/,
      /\b(?:think|thinking|thought|thoughts|images?|picture|imagine) (?:about|of) (?:\w+ )?(?:hurting|harming|shaking|smothering|drowning|dropping|throwing|killing|suffocating|stabbing) (?:him|her|them|the baby|my baby|my son|my daughter)\b(?! (?:by accident|accidentally))/,
      /\b(?:didn't|don't|do not|did not|can't) trust myself (?:with (?:him|her|them|the baby))?\b/,
      // A grown-up she tells of: "she just told me she wants to die" (not a toddler's tantrum).
      /\b(?:she|my (?:wife|partner|girlfriend|daughter|sister|mum|mom))\b[^.?!]{0,30}\b(?:wants|wishes) (?:to )?(?:die|be dead|not be here|not wake up|disappear forever)\b(?! of\b| laughing)/,
      /\b(?:don't|do not|didn't|not|never) feel(?:ing)? safe (?:with|around|by) (?:myself|me)\b|\bnot safe (?:to be )?(?:on my own|alone|by myself) with (?:myself|my thoughts|my head)\b/,
      /\b(?:urges?|urge to|tempted to|feel like|felt like|scared i'll|scared i will|afraid i'll|afraid i will|worried i'll|want to|wanted to|wanting to) (?:\w+ ){0,2}(?:shake|shaking|smother\w*|suffocat\w*|throw|hurt|harm|drown)\w* (?:him|her|them|the baby|my baby|(?:my |the )?lo|my little one|my (?:son|daughter|child|newborn))\b/,
      /\bbetter off (?:if|without) (?:i|she|he|me|her|him) (?:was|were|wasn't|weren't)? ?(?:dead|gone|here|around)?/,
      /\b(?:driv\w*|crash\w*|jump\w*|walk\w*|step\w*) (?:the car |my car |us )?(?:into|off|in front of) (?:a |the )?(?:wall|bridge|train|traffic|car|lorry|truck|bus|building|tree)\b/,
      /\blook like an accident\b/,
      /\b(?:cut|cutting|burn(?:ed|t|ing)?) myself\b/,
      /\b(?:take|taking|swallow\w*|thinking of taking) (?:all|the whole|a whole|a load) (?:of )?(?:my |the )?(?:\w+ )?(?:pills|tablets|meds|medication|sertraline|antidepressants|packet|bottle|painkillers|paracetamol|co-?codamol)\b/,
      /\b(?:want|wanting) to (?:stop existing|not exist|disappear forever)\b|\bthought about how\b/,

      /\b(?:suicid\w*|kill myself|killing myself|end my life|ending my life|end it all|take my (?:own )?life)\b/,
      /\b(?:kill|killing|kills) (?:himself|herself|themselves)\b(?! (?:laughing|with laughter|to get|trying))|\b(?:end|ending|take|taking) (?:his|her|their) (?:own )?life\b/,
      // A way of dying turned on oneself: a fall, a crash, not braking.
      /\b(?:throw\w*|fling\w*|hurl\w*|push\w*) myself (?:down|off|in front of|under|into)\b|\b(?:just )?not (?:brake|braking|stop(?:ping)?) (?:on|at|when|before)\b/,
      // Saying goodbye, or arranging to be alone to do it.
      /\b(?:left|leaving|wrote|written|writing) (?:\w+ ){0,3}(?:goodbye |farewell )?(?:notes?|letters?)\b[^.?!]{0,40}\b(?:sorry|goodbye|to (?:my|her|his|the) (?:husband|wife|partner|mum|mom|kids?|children|baby|family))\b/,
      /\b(?:worked out|planned|planning|picked|chosen) (?:when|where|how) (?:i'll|i will|i can|i could|to|she'll|she will)\b|\bhoping (?:someone|somebody|you) (?:stops|will stop|finds) me\b/,
      /\b(?:looking up|looked up|googl\w*|search\w*) how (?:many|much) (?:of )?(?:my |her |his |the )?(?:tablets|pills|meds|paracetamol)\b/,
      // No point, and a family better off without her.
      /\b(?:don't|can't|do not|cannot) see (?:the|any) point (?:in|of) (?:anything|living|life|going on|it all|being here)\b|\ba better (?:mum|mom|mother|dad|parent|wife|husband)\b[^.?!]{0,15}\bwithout me\b/,
      /\b(?:want|wanna|wanted|wish) (?:to )?(?:die|be dead|not be here|not wake up|disappear forever)\b/,
      /\bwish (?:i was|i were|i'd) (?:dead|never born|not here)\b/,
      /\b(?:don't want to (?:be here|be alive|live|exist|wake up|go on)|can't go on)(?: anymore| any more| like this)?(?=\s*(?:$|[.,;!?]|and\b|but\b|i\b|can't\b))/,
      /(?<!\b(?:don't|do not|never|wouldn't|won't|not) (?:want|plan|intend|going|mean) to )\b(?:hurt|hurting|harm|harming|cut|cutting) myself\b/,
      /\bself[- ]?harm\w*/,
      // The means ready: tablets lined up or counted out (not a week's pill organiser).
      /\b(?:tablets|pills|meds|paracetamol|medication|sertraline|co-?codamol)\b[^.?!]{0,15}\b(?:lined up|counted out|laid out|all ready|ready to (?:take|go))\b(?![^.?!]{0,30}\b(?:week|organi[sz]er|dosette|days?)\b)/,
      // Intrusive thoughts of smothering: a pillow or hand over the baby's face.
      /\b(?:think\w*|thought|thoughts|urges?|imagin\w*|picture\w*|scared i'll|afraid i'll|want(?:ed)? to|tempted|keep (?:seeing|having)) (?:\w+ ){0,3}(?:putting|put|hold\w*|press\w*|pushing) (?:a |the |my )?(?:pillow|cushion|blanket|hand|muslin) (?:over|on) (?:her|his|their|the baby's|my baby's) (?:face|mouth|nose|head)\b/,
      // Harm done, and fear of what comes next ("I shook him. I'm scared of what I'll do").
      /\bi (?:just |actually )?(?:shook|have shaken|'ve shaken) (?:him|her|them|the baby|my baby|my son|my daughter)\b(?! (?:gently|awake|softly|to wake|a (?:bit|little) to wake))/,
      /\b(?:scared|afraid|terrified|frightened|worried) (?:of )?what i(?:'ll| will| might| could| would)(?: do)?(?: next| to (?:him|her|them|the baby|myself|my baby))?(?=\s*(?:$|[.,;!?])|\s+(?:next|if|and|when)\b)/,
      /\b(?:deserves?|needs?) (?:a )?(?:better|different|proper) (?:mum|mom|mother|dad|parent) than me\b[^.?!]{0,40}\b(?:wasn't here|not here|gone|without me)\b|\b(?:wasn't here|not here|gone)\b[^.?!]{0,60}\bdeserves? (?:a )?better (?:mum|mom|mother|dad|parent)\b/,
      /\b(?:better off|be better) without me\b/,
      /\b(?:no (?:reason|point) (?:to|in) (?:live|living|go on|going on))\b/,
      /\bi(?:'ll| will| might| could| would| want to| wanna| feel like| am going to|'m going to| keep thinking about| think about| am scared i'll|'m scared i'll) (?:\w+ ){0,2}(?:hurt|hurting|harm|harming|shake|shaking|smother|smothering|suffocate|kill|killing|drown|throw|throwing)\b[^.?!]{0,15}\b(?:my|the|our) (?:baby|child|son|daughter|kids?|newborn|little one)\b/,
      /\b(?:thoughts?|thinking|urges?|images?) (?:of|about|to|that i (?:will|might|could)) (?:\w+ )?(?:hurting|harming|shaking|smothering|killing|drowning|dropping|hurt|harm|shake|kill)\b[^.?!]{0,15}\b(?:my|the|our) (?:baby|child|son|daughter|kids?|newborn|little one)\b/,
    ],
    ignore: [
      // A questionnaire's question, answered no.
      /\b(?:asked|asks|asking|question\w*|form|app|screening)\b[^.?!]{0,40}\b(?:thoughts (?:of|about) )?(?:harming|hurting) (?:myself|yourself)\b[^.?!]*(?=[.?!,]\s*(?:i|and i) (?:haven't|have not|don't|do not|never)\b)/,
      // Self-harm long stopped, asked about to stay well.
      /\bused to (?:self[- ]?harm|cut(?: myself)?)\b(?=[^.?!]{0,40}\b(?:haven't|have not|not|stopped|clean|been fine|been ok|been well)\b[^.?!]{0,20}\b(?:years?|yrs|months?)\b)(?![\s\S]*\b(?:again|started|relapsed|last night|today|urges?)\b)/,
      /\bkill(?:ing)? (?:myself|me) (?:laugh\w*|with laughter)\b/,
      /\bsuicide (?:squad|prevention (?:week|day|month))\b/,
      // Hurting by accident while caring ("hurt the baby when cutting his nails"), not an urge ("when he screams").
      /\b(?:hurt|hurting|harm|harming)\b[^.?!]{0,15}\b(?:my|the|our) (?:baby|child|son|daughter|newborn|little one)\b\s(?:by (?!shak|smother|suffocat|throw|hit|drown)|accidentally|cutting|(?:when|while|during) (?:i |we )?(?:cut|cutting|clip\w*|bath\w*|chang\w*|carry\w*|lift\w*|feed\w*|burp\w*|dress\w*|nails?|swaddl\w*|putting|doing|giving)|if (?:i|we)|in (?:the|his|her|their) (?:bath|sleep|cot|car seat))/,
      /\baccidentally (?:hurt|harm)\w*/,
      /\b(?:is|are|will|could|can) (?:he|she|they|it|baby|the baby) (?:be )?hurt(?:ing)? (?:him|her|them)sel(?:f|ves)\b/,
      /\b(?:hurt|harm)\w* (?:him|her|them) (?:by accident|accidentally)\b/,
    ],
    unless: [
      // A fleeting thought of dropping the baby that horrifies the parent, with no intent.
      /^(?![\s\S]*\b(?:scared i(?:'ll| will| might)|afraid i(?:'ll| will| might)|terrified i(?:'ll| will| might)|what if i did|going to|want to|urges?|tempted|plan|might act|could do it|myself|easier|step(?:ped)? out|road|pillow|smother\w*|suffocat\w*|shak\w*|hurt\w*|harm\w*|kill\w*|drown\w*)\b)(?=[\s\S]*\b(?:i'd never|i would never|never do it|horrif\w*|scares me|disgust\w*)\b)[\s\S]*\b(?:imagin\w*|thoughts? (?:of|about|like)|flash\w* of|picture)\s(?:\w+ ){0,2}(?:dropping|drop|falling)\b/,
    ],
    framing: 'always',
    advice: `${CALL} if you might act on these thoughts or you are not safe right now. You can also call or text 988 (US Suicide & Crisis Lifeline) or call Samaritans on 116 123 (UK, free, day or night).`,
    meanwhile:
      'If the baby is with you, put them down safely in their cot and step into another room; call someone to be with you now. These thoughts are common and treatable, and telling someone is the right step.',
  },
  {
    id: 'postpartum-psychosis',
    guidanceTopics: ['postpartum-mental-health'],
    description:
      'Signs of postpartum psychosis: voices, seeing things, paranoia, confused or strange beliefs',
    patterns: [
      // Days without sleep and racing: lists, plans, talking too fast to follow.
      /\b(?:up|awake|no sleep|not slept|hasn't slept)\b[^.?!]{0,20}\b(?:two|three|four|\d+|several) (?:nights|days)(?: straight| in a row| running)?\b[\s\S]{0,120}\b(?:talking (?:so |really |very )?fast|can't follow|racing|plans? for|business|so much energy|writing lists)\b/,
      // Sure she has done something terrible that she has not.
      /\b(?:says|saying|thinks|convinced|keeps saying) (?:that )?(?:she's|she has|she) done something (?:terrible|awful|evil|bad|unforgivable)\b/,
      /\b(?:thinks|believes|convinced|says) (?:that )?(?:the |her |my )?(?:midwife|health visitor|doctor|nurse|neighbou?rs?|husband|partner|mum|mom|family) (?:is|are) (?:a |an )?(?:spy|spies|spying|watching her|poisoning|out to get|plotting|imposters?|not real|fake)\b/,
      // Hearing whispers or voices, seeing shadows or people who are not there.
      /\b(?:hear|hearing|heard|hears)\b[^.?!]{0,20}\b(?:someone|somebody|people|voices?|whisper\w*)\b[^.?!]{0,30}\b(?:whisper\w*|talking|saying|calling|my name|her name)\b/,
      /\b(?:see|seeing|saw|sees)\b[^.?!]{0,10}\b(?:shadows?|people|figures?|faces?) (?:moving|that aren't there|who aren't there|in the (?:room|corners?|cot))\b/,
      // A mission, chosen babies, no one allowed to touch them; the baby talking inside her head.
      /\bchosen (?:the |my |our |her )?(?:baby|babies|twins|son|daughter) for\b|\bspecial mission\b|\bnobody (?:else )?(?:may|can|is allowed to|must) (?:touch|hold|see) (?:them|him|her|the bab\w*)\b/,
      /\b(?:baby|he|she|it) (?:talks|speaks|is talking|is speaking) to (?:her|me|him) (?:inside|in) (?:her|my|his) head\b/,
      // So muddled she did something dangerous with the baby.
      /\b(?:muddled|confused|disorient\w*)\b[^.?!]{0,60}\b(?:put (?:the |my )?baby in (?:the )?(?:oven|drawer|fridge|bin|washing machine|cupboard)|oven drawer|said (?:it|he|she) (?:was|is) safe there)\b/,
      // Grandiose beliefs and swings after a birth: "says she has special powers", "laughing at nothing".
      /\b(?:has|have|got) (?:special|magic|super) powers\b|\blaugh\w* (?:for no reason|at nothing)\b/,
      /\b(?:chosen|sent|picked|called) by (?:god|jesus|the lord|the universe|angels|the devil|aliens)\b|\b(?:is|she's|he's|i'm|i am) (?:the )?(?:messiah|chosen one)\b/,
      /\b(?:didn't|doesn't|does not|did not) recogni[sz]e (?:me|us|her (?:own )?(?:baby|mum|mom|husband|partner|sister))\b[^.?!]{0,60}\b(?:asking|asked|where|confused|laugh\w*)\b/,
      /\bone (?:min(?:ute)?|moment|second) (?:\w+ ){0,2}(?:confused|crying|excited|angry|elated)\b[^.?!]{0,25}\b(?:the next|then)\b/,
      /\bon a (?:special |secret |holy )?mission\b|\b(?:the |my )?baby (?:would|'d) be better (?:off )?dead\b/,
      /\b(?:god|jesus|the lord|the universe|angels?|the devil|voices?|spirits?) (?:has |had |have |keeps? )?(?:told|tells|telling|said|says|commanded|ordered) (?:her|me|him|them)\b[^.?!]{0,20}\b(?:the baby|baby|my baby|her baby)\b|\b(?:baby|him|her) (?:needs?|has) to be (?:purified|cleansed|sacrificed|saved|baptised in)\b/,
      /\b(?:working together|in league|teamed up|ganging up|colluding) to (?:take|steal|hurt|harm|get)\b/,
      // Others plotting to take or harm them (not a worry about social services).
      /\b(?:n(?:ei|ie)ghbou?rs?|people|they|someone|somebody|strangers|men|everyone)\b[^.?!]{0,15}\b(?:(?:are|is|were|keep) (?:planning|plotting) to (?:take|steal|hurt|harm|poison|kidnap)|(?:are|is|were) out to (?:get|hurt|harm))\b/,
      /\b(?:haven't|have not|not|hardly|barely) slept (?:at all|for (?:days|\d+ (?:days|nights)))\b[^.?!]{0,80}\b(?:so much energy|boundless energy|buzzing|wired|invincible|(?:i'm|i am) (?:a genius|chosen|special))\b/,
      /\b(?:seen|noticed|getting|reading|picking up|sending me) (?:the |their )?(?:signals|secret (?:signs|messages|codes)|hidden messages|codes)\b/,
      /\blocked us in\b/,
      /\b(?:escape|run away|hide|get away)\b[^.?!]{0,30}\bbefore (?:the )?(?:devil|demons?|satan|they|evil)\b|\b(?:the devil|demons?|satan|evil spirits?) (?:comes?|is coming|are coming|will come|gets? (?:her|him|us|them|the baby))\b/,
      /\b(?:plotting|conspiring|scheming) (?:against )?(?:her|me|us|the baby)\b|\bout to get (?:her|me|the baby)\b|\bhides? the baby from\b|\b(?:suspicious|paranoid) of (?:me|everyone|us|her family)\b/,
      /\b(?:baby|he|she) (?:is going to|will|is here to|was sent to|is meant to) save (?:everyone|the world|us all|humanity)\b|\bwrote \d+ pages\b|\bnever felt better\b[^.?!]{0,80}\b(?:pp|postpartum|since the birth|after the birth|baby)\b|\b(?:pp|postpartum|baby)\b[^.?!]{0,80}\bnever felt better\b/,
      /\b(?:shadows?|bugs|insects|spiders|faces?|figures?|voices?|someone|somebody|people)\b[^.?!]{0,60}\b(?:no ?one'?s? (?:is |was )?(?:there|here|home)|nobody'?s? (?:there|here)|nothing (?:is )?there|there'?s nothing there|when no ?one)\b/,
      /\b(?:keep |kept )?(?:seeing|hearing) (?:things|voices|bugs|shadows|my name)\b/,
      /\b(?:baby|she|he|this one|(?:my|the) (?:son|daughter)) (?:has been|was|got|is|'s been) (?:switched|swapped|replaced|taken and replaced)\b|\b(?:a|is a) replacement\b|\bimpost[eo]r\b/,
      /\blike (?:i'm|im|i am) (?:living |stuck |trapped )?in a (?:film|movie|dream|play|tv show)\b|\beveryone (?:around me )?(?:is |are )?(?:acting|pretending|in on it|actors)\b/,
      /\bhear(?:s|ing)? (?:a |the )?voices?\b|\bvoices? (?:telling|saying|talking)\b/,
      /\b(?:god|the devil|someone|the tv|the radio|angels?) (?:is |are |keeps )?(?:telling|speaking to|talking to|sending messages)\b/,
      // Messages from god or the universe, a baby who is a messiah, a robot or not human.
      /\b(?:god|jesus|the universe|angels?|the devil|spirits?|the stars|the lord) (?:has |have |had |keeps? )?(?:sent|sends|sending|gave|gives|given|told|tells|chose|chosen|spoke to|speaks to) (?:her|me|him|us)\b[^.?!]{0,20}\b(?:a |signs?|messages?|a sign|a mission|about)\b/,
      /\b(?:feel|feels|felt|feeling) (?:like|as if) (?:i'm|im|i am|i was|she's|she is) not real\b|\bi(?:'m| am) not real\b|\bnothing (?:feels|is|seems) real\b/,
      /\bpreach\w*\b[^.?!]{0,40}\b(?:midwife|nurses?|doctors?|visitors|us|everyone|baby|people)\b/,
      /\b(?:baby|he|she|it) (?:is |was )?(?:not (?:ours|mine|hers|real|my baby)|swapped|switched|evil|possessed|the devil)\b|\bswapped (?:him|her|them|the baby)\b/,
      /\b(?:seeing|sees|saw) (?:things|shadows|people|faces)\b|\bthings (?:that )?(?:aren't|are not|weren't) (?:there|real)\b|\bface (?:keeps )?chang\w* into\b/,
      // Cameras, microphones and bugs only as a fear of being watched: not a baby camera or monitor.
      /\b(?:(?:hidden |secret )?(?:cameras?|microphones?|bugs) (?:in|behind|inside|on) (?:the |our |my |her )?(?:walls?|ceiling|smoke alarms?|lights?|vents?|house|flat|room|tv|phone|plug sockets?)|(?:put|planted|hid|hidden|installed|secret) (?:cameras?|microphones?)|(?:cameras?|microphones?) (?:are |is )?(?:watching|filming|recording|spying on|listening to) (?:me|us|her)|(?:house|flat|room|phone|car)(?:'s| is) bugged|(?:we are|we're|she's|she is|i'm|i am) (?:being )?bugged|spying on (?:me|us|her)|being watched|(?:people|someone|somebody|they|men|everyone|strangers) (?:are |keep |keeps |is )?watching (?:me|us|her)\b(?! (?:feed|breastfeed|nurse|eat|change|struggle|in public|in (?:the )?caf))|(?:is|are|keeps?|been|always) watching (?:me|us|her)\b(?! (?:walk|play|sleep|eat|grow|feed|swim|dance|sing|learn))|being followed|being punished)\b/,
      /\b(?:baby|the baby) (?:is )?talking to (?:me|her) in (?:actual |real )?words\b/,
      /\b(?:laughing hysterically|pacing|talking (?:non-?stop|nonstop|constantly|really fast)|saying (?:stuff|things) that (?:makes|make) no sense|makes no sense)\b/,
      /\b(?:hasn't|hadn't|haven't|not) slept (?:in|for|since)\b[^.?!]{0,60}\b(?:racing|talking|rearranging|angry|strange|weird|saying|convinced|paranoi\w*)\b|\b(?:rearranging|cleaning)\b[^.?!]{0,40}\b(?:all night|hasn't slept|not slept)\b|\b(?:up all night|awake all night|hasn't slept|not slept)\b[^.?!]{0,20}\b(?:rearranging|sorting|scrubbing|organi[sz]ing|writing|pacing)\b/,

      /\bhearing (?:voices|things)\b/,
      /\b(?:replaced|imposter|impostor|body double)\b/,
      /\b(?:rambl\w*|gibberish|out of character|bizarre|talking (?:rubbish|utter nonsense))\b[^.?!]{0,80}\b(?:since (?:the birth|having|she had|giving birth)|(?:days?|weeks?) (?:pp|postpartum|after (?:the )?birth)|hasn't slept|not slept)\b/,
      /\b(?:manic|mania|high as a kite)\b/,
      /\btalking to (?:herself|himself|people (?:who|that) (?:aren't|are not) there|no ?one)\b/,
      /\b(?:thinks?|believes?|convinced) (?:that )?(?:she's|she is|i'm|i am|he's|the baby is|baby's) (?:dead|dying|being punished|cursed)\b/,
      /\bhear(?:s|d)? things\b/,
      /\b(?:says?|saying|thinks?|believes?|convinced|keeps? saying) (?:that )?(?:she's|she is|he's|he is|i'm|i am) (?:a |the )?(?:god|jesus|chosen|the chosen one|a prophet|an angel|invincible|on a mission)\b/,
      /\b(?:baby|he|she|it)(?:'s| is)? (?:isn't|is not|isnt|wasn't|not) (?:real|mine|ours|hers)\b/,
      /\b(?:people|someone|they|somebody|men|the police|neighbou?rs|everyone) (?:are|is|keep|keeps) (?:following|watching|spying on|after|listening to|plotting against) (?:her|me|us|him)\b/,
      /\b(?:think|thinks|believe|believes|convinced|sure|know|says)\b (?:that )?(?:\w+ ){1,3}(?:is|are|'s|'re|were|was) (?:trying to|going to|out to|plotting to) (?:poison|hurt|harm|kill|take|steal|watch|get)\b/,
      /\b(?:hear|hears|heard|hearing) (?:someone|people|a voice|voices|whisper\w*|my name|things|the baby)\b[^.?!]{0,60}\b(?:nobody|no one|noone|nobodys|aren't there|isn't there|not there|through|in my head|talking to me)\b/,
      /\b(?:can't|cannot|don't know how to) tell what(?:'s| is) real\b|\bnot sure what(?:'s| is) real\b/,
      /\b(?:don't|doesn't|do not|does not) know (?:if|whether) (?:the |my |our )?(?:baby|he|she|it|this|anything|they|i|we) (?:is|are|am|'s) (?:even )?real\b|\bnot sure (?:if |whether )?(?:the |my |our )?(?:baby|he|she|it|this|anything) (?:is|are) (?:even )?real\b/,
      // Evil in the baby: "the devil is inside my baby", "a demon in her".
      /\b(?:the devil|satan|demons?|a demon|something evil|an evil spirit|evil spirits?|evil) (?:is |are |has got |got |has gone |living |lives )?(?:in|inside|into) (?:my |the |our |her |his )?(?:baby|son|daughter|child|him|her)\b/,
      // A command or message from god that she is convinced of.
      /\b(?:convinced|believes?|thinks?|sure|says?|insists?) (?:that )?(?:god|jesus|the lord|the universe|angels?|the devil|spirits?|satan) (?:has |have |had |is |are |keeps? )?(?:told|tells|telling|wants|commanded|ordered|instructed|chose|chosen|speaking|talking|sent)\b/,
      /\b(?:they|someone|the hospital|the nurses|somebody) (?:\w+ )?swapped (?:my|our|the) baby\b|\bswapped (?:my|our) baby\b/,
      /\b(?:filming|recording|spying on|watch(?:es|ing)?|listening to) (?:us|me|her)\b[^.?!]{0,30}\b(?:through|walls|cameras?|tv|phone|vents?)\b/,
      /\b(?:seeing|sees|saw|see) (?:\w+ ){1,5}(?:that |which )?(?:aren't|are not|isn't|is not|weren't|wasn't) (?:really )?(?:there|real)\b/,
      /\b(?:tv|radio|telly|phone|songs?|adverts?|news)\b[^.?!]{0,15}\b(?:talking|speaking|sending (?:me )?messages|messages?) (?:about|to) (?:me|her|us|the baby)\b/,
      /\b(?:had to |have to |keep )?hid(?:e|ing) (?:her|him|the baby|them)\b[^.?!]{0,30}\b(?:wardrobe|cupboard|from|so (?:they|no ?one))\b/,
      /\bhid(?:e|es|ing)? (?:\w+ )?(?:with )?(?:the |my |our )?baby (?:\w+ )?in (?:the )?(?:bathroom|wardrobe|cupboard|toilet|loo|car|bedroom|shed)\b/,
      // Others wanting to take or hurt the baby, in plain or non-native words.
      /\b(?:say|says|saying|said|think|thinks|believe|believes|convinced|sure)\b (?:that )?(?:people|someone|somebody|they|everyone|the (?:doctors|nurses|neighbou?rs|hospital|midwives|police)) (?:want|wants|are going|is going|are trying|is trying|will|gonna|are coming|is coming) to (?:take|steal|hurt|harm|kill|poison) (?:the |my |our |her |his )?baby\b/,
      /\b(?:thinks|believes|convinced|sure|says) (?:that )?(?:someone|people|they|everyone|the neighbours|the doctors)(?:'s| is| are) (?:trying to|going to|out to) (?:poison|hurt|harm|kill|take|steal|watch)\b/,
      /\b(?:seeing|see|saw) things (?:that )?(?:aren't|are not|weren't|that are not) (?:there|real)\b/,
      /\b(?:hallucinat\w*|psychosis|psychotic|delusion\w*)\b/,
      // Hidden meanings sent to her, special knowledge, a chosen baby: beliefs that have changed.
      /\bsending (?:me |her |him |us )?(?:secret |special |hidden |coded )?(?:messages|signs|signals)\b|\b(?:whisper\w*|talk\w*) to the (?:telly|tv|radio)\b/,
      /\b(?:i|she) (?:just )?(?:know|knows) things\b|\b(?:can|could) (?:tell|hear|read) what (?:people|everyone|they) (?:are|is|were) think\w*\b|\bread(?:ing)? (?:people's |everyone's )?minds\b/,
      /\b(?:baby|he|she|it) (?:is|was|being) ['"]?(?:chosen|special chosen|sent)\b|\bit all (?:connects|makes sense now|fits together)\b/,
      /\bparanoi\w*\b[^.?!]{0,40}\b(?:baby|poison|watching|following|swapped|out to get)\b/,
      /\b(?:thinks?|believes?|convinced|sure) (?:that )?(?:the |our |my )?baby (?:is|was) (?:evil|possessed|not (?:ours|mine|hers|real)|swapped|the devil)\b/,
      /\b(?:she|my wife|my partner|my girlfriend)(?:'s| is| has been)? (?:acting|talking|behaving) (?:strangely|weird|oddly|bizarre\w*|not like herself)\b/,
      /\b(?:chosen|picked|selected|sent) (?:for|on) a (?:\w+ )?(?:mission|purpose)\b/,
      // Saying, flatly, that she will harm the baby (not feared, unwanted thoughts).
      /\b(?:saying|says|said|keeps? saying|kept saying|told me|telling me) (?:that )?(?:she's|she is|she'll|she will|she wants to|she has to|she needs to) (?:going to |gonna |got to )?(?:drown|smother|hurt|harm|kill|suffocate|shake|throw|poison) (?:the|our|my|her) baby\b/,
      /\b(?:haven't|hasn't|not) slept (?:in|for) (?:days|nights|(?:\d+|several|a few|a couple of) (?:days|nights))\b[^.?!]{0,60}\b(?:racing|invincible|voices|paranoi\w*|confused|on top of the world|manic|not making sense|mission from god|special powers|chosen one|messages from|grandiose)\b/,
    ],
    combos: [
      // Acting strange or talking too fast, told of a mother after the birth.
      {
        any: [
          /\b(?:she|my wife|my partner|my girlfriend|my daughter)(?:'s| is| has been)? (?:acting|talking|behaving) (?:really |very |so |super |totally )?(?:strange(?:ly)?|weird(?:ly)?|odd(?:ly)?)\b|\btalking (?:super|so|really|crazy) fast\b|\bsaying (?:really )?(?:strange|weird|odd|bizarre) things\b/,
        ],
        with: [
          /\b(?:gave birth|giving birth|since (?:the )?birth|after (?:the )?birth|postpartum|had (?:the|her|our) baby|since having)\b/,
        ],
      },
      // After a birth: the baby believed to be a messiah, a robot, a fake.
      {
        any: [
          /\b(?:thinks?|believes?|convinced|sure|says?|saying|insists?|knows?)\b (?:that )?(?:\w+ ){0,3}(?:is|'s|are|was) (?:a |an |the )?(?:messiah|chosen one|second coming|saviou?r|antichrist|jesus|a god|god's (?:child|son|daughter)|prophet|reincarnat\w*|robot|alien|fake|replacement|machine)\b/,
          /\b(?:baby|he|she|it|son|daughter)(?:'s| is) (?:a |an )?(?:robot|alien|doll|machine|puppet|android|not human)\b/,
        ],
        when: { parent: 'pregnant-or-postpartum' },
      },
      // Confused after a birth: not knowing the day, the place, or who the family are.
      {
        any: [
          /\b(?:doesn't|didn't|does not|can't|don't) (?:\w+ )?(?:know|remember|recogni[sz]e|tell) (?:what day it is|what day|where (?:she|i) (?:is|am|was)|who (?:we|i|people|anyone|her family|everyone) (?:are|am|is|were|was))\b/,
          /\bconfus\w* (?:about )?(?:who|what day|where|which)\b|\b(?:keeps? )?asking (?:us )?(?:who (?:we|i|people|everyone) (?:are|am|is)|what day it is|where (?:she|i) (?:is|am))\b/,
        ],
        when: { parent: 'pregnant-or-postpartum' },
      },
      // Not needing sleep at all after a birth is itself a changed mind (mania).
      {
        any: [
          /\b(?:don't|doesn't|do not|does not) (?:even )?need (?:to |any )?sleep\b|\bno need (?:for|to) sleep\b/,
        ],
        when: { parent: 'pregnant-or-postpartum' },
      },
      // No sleep for days after a birth with a mind that has changed: confused, jumbled,
      // paranoid, saying things that make no sense, laughing then crying.
      {
        any: [
          /\b(?:hasn't|hadn't|haven't|not|hasnt|havent|barely|hardly) (?:really )?slept\b|\bno sleep (?:for|in) (?:days|\d+)|\bup all night every night\b/,
        ],
        with: [
          NOT_THEMSELVES,
          /\b(?:confus\w*|jumbled|muddled|paranoi\w*|doesn't make sense|don't make sense|makes no sense|weird stuff|strange things|laughing then crying|crying then laughing|wrong order|forget\w* where (?:i|she) (?:am|is)|what day it (?:is|was)|not real|know who (?:i|she|he|we) (?:was|is|am|were)|talking (?:very |really |so )?fast|(?:jump|jumping|jumps) from one thing to (?:another|the next)|so many ideas|writing pages)\b/,
          // A danger no one else sees: "keeps saying the baby is in danger from the neighbours".
          /\b(?:baby|he|she|we|they)(?:'s| is| are) in danger\b|\bout to get\b|\b(?:coming|going|trying) to (?:take|steal|hurt|poison) (?:the baby|him|her|us)\b/,
        ],
      },
      {
        any: [/\b(?:paranoi\w*|conspirac\w*|delusion\w*)\b/],
        with: [
          NOT_THEMSELVES,
          /\b(?:angry|aggressive|agitated|hasn't slept|not slept|no sleep|since the birth)\b/,
        ],
      },
      {
        any: [
          /\bparanoi\w*|\b(?:i know|convinced|sure) (?:that )?(?:the |our |my )?(?:neighbours|neighbors|people|they|everyone|someone|doctors|nurses)\b/,
        ],
        with: [
          /\b(?:take (?:her|him|them|the baby|my baby)|watching|filming|following|poison\w*|hide|hid|cameras?|spying)\b/,
        ],
      },
    ],
    ignore: [
      /\bpoisons? (?:line|helpline|centre|center|control|information|service)\b/,
      /\bswitched (?:off|on)\b/,
      /\b(?:thinks?|says?|calls?|called|thought|told me) (?:i'm|im|i am|me|i was|i'm being|im being) (?:being )?(?:paranoid|mad|crazy|insane|nuts|losing it|overreacting)\b/,
      /\b(?:had|history of|recovered from|got over) (?:postpartum |post-natal |postnatal )?(?:psychosis|mania)\b(?: (?:with|after|last) (?:my|the|our) (?:first|last|eldest|\w+ (?:pregnancy|baby)))?/,
      /\bpostpartum psychosis\b(?=[^.?!]{0,20}\b(?:risk|history|statistics|rare)\b)/,
    ],
    unless: [
      /\bafter my (?:first|last|eldest)\b[\s\S]*\b(?:better now|recovered|well now|fully better)\b/,
      // A risk asked about: an episode long ago, or a relative's, and what the first signs were.
      /\b(?:higher|more|bigger|increased) (?:chance|risk)\b|\bin my (?:teens|20s|30s|twenties|thirties)\b|\bwhat (?:were|are) the (?:first|early) signs\b/,
      /\b(?:am i|will i|could i|are we)\b[^.?!]{0,30}\b(?:higher |more |at )?risk\b/,
      /\b(?:more likely|higher risk|at risk|chance of getting|run in (?:the )?famil\w*)\b/,
    ],
    framing: 'education',
    advice: `${CALL_OR_GO}: these can be signs of postpartum psychosis, which needs urgent care the same day.`,
    meanwhile: 'Do not leave her alone or alone with the baby; stay with her until help arrives.',
  },
  {
    id: 'non-blanching-rash',
    guidanceTopics: ['rashes', 'fever'],
    description: 'A rash that does not fade under a glass, purple spots, or signs of meningitis',
    patterns: [
      /\b(?:glass|tumbler)\b[^.?!]{0,40}\b(?:don't|doesn't|won't|didn't|not) (?:go|fade|disappear|go away|vanish)\b/,
      /\b(?:spots?|dots|rash|marks?|speckles?)\b[^.?!]{0,40}\b(?:won't|don't|doesn't|didn't|not) (?:go|fade|disappear|go away|change colou?r)\b[^.?!]{0,10}\bwhen (?:i )?(?:press\w*|push\w*)\b/,
      // Dark red or purple freckle-like specks coming up in a child who is unwell.
      /(?=[\s\S]*\b(?:shiver\w*|fever\w*|high-temperature|unwell|poorly|floppy|sleepy|vomit\w*|crying (?:\w+ )?more|not (?:himself|herself))\b)[\s\S]*\b(?:dark red|purple|purply|maroon)\b[^.?!]{0,15}\b(?:freckles?|freckle things|specks?|pin ?pricks?|pinpricks?|dots)\b/,
      // Bruise-like spots from no knock in a child who is unwell.
      /(?=[\s\S]*\b(?:shiver\w*|fever\w*|high-temperature|unwell|achy|poorly|floppy|sleepy|vomit\w*)\b)[\s\S]*\b(?:spots?|marks?|patches|dots)\b[^.?!]{0,30}\blike (?:little |tiny )?bruises?\b/,
      // Spots that stay when pressed or under a glass, in any words.
      /\b(?:spots|dots|specks|speckles|marks|rash|blotch\w*)\b[^.?!]{0,50}\bstay\w*\b[^.?!]{0,30}\b(?:glass|tumbler|press\w*|push\w*)\b/,
      /\b(?:rash|spots|dots|marks|blotch\w*|patches)\b[^.?!]{0,60}\b(?:don't|doesn't|won't|didn't|not|aren't|isn't|never) (?:fad(?:e|ing)|blanch\w*|go(?:ing)? white|disappear\w*)\b/,
      /\b(?:glass|tumbler)\b[^.?!]{0,50}\b(?:still see|can see|still there|still visible|clear as day)\b/,
      /\b(?:soft spot|soft bit|fontanel\w*)\b[^.?!]{0,30}\b(?:bulg\w*|puffed up|puffy|swollen|tight|raised|sticking out)\b/,
      /\b(?:spots|dots|marks|rash)\b[^.?!]{0,25}\b(?:like (?:tiny |little |small )?bruises|under the skin)\b|\b(?:tiny|little|small) bruises\b/,
      /\b(?:still there|still visible|can still see (?:them|it)) (?:under|through|with) (?:the |a )?(?:glass|tumbler)\b/,
      /\b(?:flat )?(?:dark red|purple|purply|purplish)(?: \w+)? (?:dots|spots|specks|speckles|flecks|freckles|pinpricks|pin ?heads)\b/,
      /\b(?:dots|spots|specks|speckles|flecks|pinpricks) of (?:dark red|purple|purply|purplish)\b|\b(?:bruisey|bruisy|bruise[- ]?like|bruised[- ]looking) (?:rash|spots|dots|marks)\b/,

      /\bnon[- ]?blanch\w*/,
      /\b(?:rash|spots|dots|marks|blotch\w*)\b[^.?!]{0,25}\b(?:don't|doesn't|won't|didn't|not) (?:fade|blanch|go white|disappear)\b/,
      /\b(?:spots|dots|marks|rash|blotch\w*|patches)\b[^.?!]{0,70}\b(?:stay|stays|stayed|still there|don't (?:go|fade)|didn't (?:go|fade)|won't (?:go|fade)) (?:\w+ )?(?:when|after|if) (?:i|you|we) (?:press|push)\w*/,
      /\bpin ?(?:point|prick)\w* (?:red |purple )?(?:dots|spots|marks|rash)\b/,
      /\b(?:rash|spots|dots|marks)\b[^.?!]{0,40}\b(?:doesn't|don't|didn't|won't|not|does not|isn't|aren't) (?:fade|go away|disappear|blanch|go white|change)\w*\b[^.?!]{0,30}\b(?:glass|press\w*|tumbler|push\w*)\b/,
      /\b(?:glass|tumbler) (?:test|thing|trick|check)\b[^.?!]{0,40}\b(?:didn't|doesn't|don't|not|still|failed|stayed)\b/,
      /\b(?:purple|dark red|pinprick|pin[- ]prick|bruise[- ]like)\b[^.?!]{0,15}\b(?:rash|spots|dots|marks|blotches)\b/,
      /\b(?:petechia\w*|purpura|meningococcal|septicaemia|septicemia|sepsis)\b/,
      /\bmeningitis\b/,
    ],
    combos: [
      { any: [/\b(?:rash|spots|dots|blotch\w*)\b/], with: [FEVER], and: [WAIT_CUE] },
      {
        any: [
          /\b(?:screws? (?:her|his|their) eyes up|hates? the light|light hurts|eyes? hurt\w* (?:in|from) the light|screams? when (?:i|you|we) move (?:her|his|their) (?:neck|head)|chin on (?:his|her|their) chest)\b/,
        ],
        with: [FEVER, /\btemperature\b/],
      },
      // A bruise-like mark, blotch or rash with a fever, or light that hurts with a fever.
      {
        any: [
          /\b(?:bruis\w* (?:looking )?(?:marks?|spots?|patch\w*|blotch\w*)|like (?:a )?bruis\w*|purpl\w* (?:blotch\w*|marks?|patch\w*|spots?)|bruises? (?:that )?(?:i|we) (?:didn't|can't) (?:do|explain))\b/,
          /\b(?:turn\w*|look\w*|hid\w*|shield\w*|cover\w*) (?:her|his|their)? ?(?:face|head|eyes) away from (?:the )?(?:light|lamp|window|sun|tv)\b|\blight (?:hurts|bothers) (?:her|his|their)? ?eyes\b/,
          /\bneck (?:hurts|is sore|is stiff|pain)\b[^.?!]{0,40}\b(?:look\w* down|bend\w*|chin|move|nod)\b/,
        ],
        with: [FEVER, /\b(?:temperature|temp|hot)\b/],
      },

      {
        any: [
          /\b(?:stiff neck|neck (?:is )?stiff|neck stiffness|can't (?:bend|move) (?:his|her|their) neck)\b/,
          /\b(?:dislikes?|hates?|can't stand) (?:bright )?lights?\b/,
        ],
        with: [/\b(?:fever\w*|high-temperature|temperature|rash|vomit\w*|drowsy|headache)\b/],
      },
    ],
    ignore: [
      // Bruised shins on a climbing, well child.
      /^(?=[\s\S]*\b(?:climb\w*|bump\w*|falls?|fell|rough ?and ?tumble|full of beans|playing)\b)(?![\s\S]*\b(?:unwell|fever\w*|temp\w*|hot|floppy|sleepy|lethargic|rash|spots|dots|pinprick)\b)[\s\S]*\bbruis\w* (?:on|down) (?:her|his|their|the|both) (?:shins?|knees?|legs?)\b/,
      /\bmeningitis (?:[abcwy]+ )?(?:vaccine|vaccination|jab|shot|immuni[sz]ation|booster)s?\b/,
      // An illness long over: "my eldest had sepsis as a baby so every temp scares me".
      /\b(?:had|got|survived|recovered from) (?:sepsis|meningitis|septicaemia)\b[^.?!]{0,25}\b(?:as a (?:baby|newborn|toddler)|when (?:he|she|they|i) w(?:as|ere)|years? ago|last year)\b/,
      /\bmen ?[abcwy]+\b/,
      /\bsepsis (?:awareness|vaccine)\b/,
      /\bpurple (?:crying)\b|\bperiod of purple crying\b/,
      // Bruising where injections go (blood thinners after a section): not a rash.
      /\b(?:injections?|jabs?|needles?|clexane|heparin|fragmin|blood[- ]thinn\w*)\b[^.?!]{0,80}\bbruis\w*/,
      /\b(?:jab|vaccin\w*|immuni[sz]ation|shot)\b[^.?!]{0,40}\bmeningitis\b|\bmeningitis\b[^.?!]{0,20}\b(?:jab|vaccin\w*|immuni[sz]ation|shot)s?\b/,
      /\b(?:soft spot|fontanel\w*)\b[^.?!]{0,40}\b(?:when|while) (?:\w+ )?(?:cries|crying|strains?|straining|coughs?|poo\w*)\b/,
      // Marks with a cause the parent saw: a fall, climbing, a knock.
      /\b(?:marks?|bruis\w*|spots?)\b[^.?!]{0,40}\bfrom (?:\w+ ){0,2}(?:climbing|falls?|falling|knocks?|bumps?|playing|the (?:climbing frame|slide|trampoline|park))\b/,
    ],
    unless: [
      COLOUR_EXPLAINED,
      // It fades (in the cool, when pressed): a rash that blanches.
      /^(?![\s\S]*\b(?:don't|doesn't|won't|didn't|not|isn't|aren't|never)\b[^.?!]{0,10}\b(?:fad|disappear|blanch|go white|goes white|go away))[\s\S]*\b(?:fades?|faded|fading|blanch(?:es|ed)|goes white|disappears?) (?:in|when|with|under|if|once|after|as)\b/,
    ],
    advice: `${CALL_OR_GO}. A rash that does not fade when you press a glass on it, with or without a fever, can be meningitis or sepsis.`,
    meanwhile: 'Do not wait for more spots to appear or for the fever to come down; take them now.',
  },
  {
    id: 'head-injury',
    guidanceTopics: ['head-injury'],
    causeNamed: true,
    description:
      'Head injury with vomiting, drowsiness, loss of consciousness or a seizure, or a fall from height',
    patterns: [
      HIGH_FALL,

      /\bknocked (?:out|unconscious)\b/,
      /\bfell (?:from|off|out of) (?:a |the )?(?:height|window|balcony|top bunk|bunk bed|roof|tree|climbing frame|shopping trolley|shopping cart)\b/,
      /\bfell down (?:a |the )?(?:flight of )?(?:stairs|steps)\b/,
      /\b(?:clear|watery|bloody) (?:\w+ )?(?:fluid|liquid|stuff|water)\b[^.?!]{0,25}\b(?:ears?|nose)\b/,
    ],
    combos: [
      {
        any: [/\bhead (?:bump|knock|bang)\b|\bbump (?:on|to) (?:the|his|her|their) head\b/],
        with: [DROWSY, VOMIT, /\blump\b/],
        when: { childUnderMonths: 12 },
      },
      waiting(HEAD_KNOCK),
      // Any knock to the head of a baby under 3 months (not an older sibling's).
      {
        any: [
          /\b(?:bump|bang|knock|hit|whack|smack|bash|clonk|bonk)\w* (?:\w+ ){0,4}(?:head|forehead)\b|\b(?:head|forehead)\b[^.?!]{0,25}\b(?:hit|banged|bumped|knocked|smacked|whacked|bashed)\b/,
        ],
        when: { childUnderMonths: 3 },
        unless: [
          /\bolder (?:one|son|daughter|brother|sister|child|boy|girl)\b|\b(?:he's|she's|they're) [2-9]\b|\b(?:nursery|school|playground)\b/,
        ],
      },
      {
        any: [HEAD_KNOCK],
        with: [AFTER_HEAD_KNOCK],
        unless: [BACK_TO_PLAYING_AFTER_BUMP],
      },
      // A baby under 1 dropped, or fallen onto something hard or onto the head.
      {
        any: [
          /\bdropped (?:him|her|them|the baby|baby)\b|\b(?:slipped|fell|wriggled) out(?: of)? (?:my|his|her|their) (?:arms|hands)\b/,
        ],
        when: { childUnderMonths: 12 },
      },
      { any: [BABY_FALL], with: [HARD_LANDING, AFTER_HEAD_KNOCK], when: { childUnderMonths: 12 } },

      {
        any: HEAD_HIT,
        with: [
          /\b(?:vomit\w*|threw up|throwing up|been sick|is sick|sick (?:twice|again|\d+ times))\b/,
          /\b(?:drowsy|lethargic|hard to wake|won't wake|confused|dazed|not making sense|not herself|not himself|unusual behaviour|acting strange\w*)\b/,
          /\b(?:unconscious|knocked out|out cold|lost consciousness|blacked out|passed out)\b/,
          /\b(?:seizure|fit|convuls\w*)\b/,
          /\b(?:bleeding|blood|fluid) (?:from|out of) (?:his|her|their|the) (?:ears?|nose)\b/,
          /\b(?:soft|squishy|boggy|large|big|huge) (?:swelling|lump|bump)\b/,
          /\b(?:unequal|different[- ]sized) pupils\b/,
        ],
        unless: [BACK_TO_PLAYING_AFTER_BUMP],
      },
    ],
    ignore: [
      // A bump already seen by a doctor and going down, with nothing new since.
      /^(?![\s\S]*\b(?:now|today|tonight|since|this morning)\b[^.?!]{0,30}\b(?:vomit\w*|sick|sleepy|drowsy|confused|wobbly|fit\w*|won't wake)\b)(?=[\s\S]*\b(?:yesterday|last (?:night|week)|days? ago)\b)(?=[\s\S]*\b(?:going down|getting smaller|healing|fading)\b)[\s\S]*\b(?:gp|doctor|a&e|hospital|nurse|111|er) (?:had a look|checked|looked|saw|said)\b[\s\S]*/,
      /\b(?:still )?(?:a bit |bit |quite )?wobbly on (?:his|her|their) (?:feet|legs)\b/,
    ],
    advice: `${CALL_OR_GO}. A head injury with vomiting, drowsiness, a seizure or any loss of consciousness, or a fall from a height, needs checking straight away.`,
    meanwhile:
      'Keep them still and lying down; if they are not fully awake, lay them on their side and watch their breathing.',
  },
  {
    id: 'button-battery',
    guidanceTopics: ['poisoning', 'choking'],
    causeNamed: true,
    description: 'Swallowed a button battery or magnets',
    combos: [
      {
        any: [
          /\b(?:swallow(?:ed|s)?|ate|eaten|chewed|chewing|ingest\w*|stuck (?:in|up))\b/,
          /\bin (?:his|her|their) (?:mouth|nose|ear|throat)\b/,
          /\b(?:up|into) (?:his|her|their) (?:nose|ear|nostril)s?\b/,
          // "pushed a watch battery up there", the nose or ear named before.
          /\b(?:pushed|shoved|stuck|put|poked|popped)\b[^.?!]{0,30}\b(?:up (?:there|it)|in there)\b/,
        ],
        with: [
          /\b(?:button|coin|watch|lithium|disc|disk|hearing aid|remote)?\s?batter(?:y|ies)\b/,
          /\bmagnets?\b/,
        ],
      },
    ],
    patterns: [
      /\bbatter(?:y|ies)\b[\s\S]{0,100}\b(?:can't|cannot|couldn't) find (?:the )?(?:second|other|last|2nd|missing)\b/,
      /\b(?:coins?|it) (?:usually |normally |will )?pass(?:es)?\b[\s\S]{0,80}\b(?:flat |round |button |coin |watch )*batter(?:y|ies)\b/,
      /\b(?:battery|batteries) (?:compartment|cover|slot|flap) (?:\w+ )?(?:was |is )?empty\b|\bempty (?:battery|batteries) (?:compartment|slot)\b/,
      /\bbut not (?:the )?(?:little |tiny |round |flat |coin |button )*batter(?:y|ies)\b/,
      /(?<=\bbatter(?:y|ies)\b[\s\S]{0,80})\bswallowed (?:one|it|them)\b/,
      /\bmagnet\w*\b[^.?!]{0,80}\b(?:can only find one|only (?:\w+ )?find one|one (?:is )?missing|missing|can't find|gone|vanished)\b/,
      /\bbatter(?:y|ies)\b[^.?!]{0,40}\b(?:has |have )?(?:vanished|disappeared|gone missing)\b/,
      near(BATTERY, MISSING, 60),
      near(BATTERY, INGESTED, 60),
      near(BATTERY_HOLDER, MISSING, 60),
      /\bswallowed (?:a |some |two |\d+ )?(?:button )?(?:batter(?:y|ies)|magnets?)\b/,
      // Waiting for it to pass: a battery inside, however well the child seems.
      /\b(?:comes? out|pass|passes|passed|to pass) (?:in|through|into) (?:his|her|their|the) (?:poo|poop|nappy|diaper|stool)s?\b[\s\S]{0,80}\bbatter(?:y|ies)\b|\bbatter(?:y|ies)\b[\s\S]{0,80}\b(?:comes? out|pass|passes|passed|to pass) (?:in|through|into) (?:his|her|their|the) (?:poo|poop|nappy|diaper|stool)s?\b/,
    ],
    ignore: [
      /(?<!\bno )\bbatter(?:y|ies) (?:are |is )?(?:still )?in (?:the|his|her|my) (?:scales|remote|toy|watch|key ?fob|thermometer|card|clock|torch|device)\b[^.?!]*|\bempty battery (?:cover|lid|flap|door)\b/,
      // The parent's own battery: "my battery is totally flat".
      /\bmy (?:social |own )?battery\b[^.?!]*|\brunning on empty\b/,
      /\b(?:battery )?(?:cover|compartment|flap|back|lid)\b[^.?!]{0,20}\b(?:open|off|loose)\b(?=[^.?!]{0,40}\ball (?:the |of the )?batter(?:y|ies) (?:are |is )?(?:there|in|inside|accounted for))/,
      /\b(?:looked|looks|look) like (?:a |an )?(?:coin|battery|magnet)\b/,
      /\b(?:putting|puts|put) (?:stuff|things|everything|toys|anything) in (?:his|her|their) mouth\b/,
      // The battery was found after all.
      /(?:^|(?<=[.?!]))[^.?!]*\b(?:all along|turned up (?:in|on|under|behind)|found (?:it|them) (?:in|on|under|behind) the (?:drawer|cupboard|sofa|floor|box|bin|packet|side))\b[^.?!]*/,
      /(?<!\bno )\b(?:all (?:the |of the |\w+ )?)?batter(?:y|ies)(?:'s| are| is)? (?:still )?(?:inside|in there|in it|in place|all there|there)\b(?![^.?!]{0,20}\b(?:missing|gone|not there)\b)/,
      /\b(?:big |large )?(?:aa|aaa|double a|triple a|9v|nine volt) batter(?:y|ies)\b/,
      /\bbattery (?:cover|door|compartment|flap|lid)s? (?:\w+ ){0,3}(?:screw\w*|tap\w*|secure\w*|locked|shut|closed|child[- ]?proof)\b|\bbattery[- ](?:powered|operated)\b/,
      /\bbattery (?:life|powered|operated|pack|charger)\b/,
      /\b(?:cover|back|lid|batter(?:y|ies))\b[^.?!]{0,30}\b(?:still on|still in|still inside|still there|intact|screwed (?:on|shut)|all there)\b[^.?!]*/,
      /\b(?:batteries|magnets) (?:are )?(?:safe|dangerous)\b/,
    ],
    unless: [
      /\bgot it (?:back )?(?:off|from) (?:him|her|them)\b[^.?!]{0,40}\bbefore\b|\bbefore it (?:went|got) (?:anywhere )?near (?:his|her|their) mouth\b|\bnever (?:went|got) (?:in|near) (?:his|her|their) mouth\b/,
      /\b(?:none|nothing|not one|no \w+) (?:is |are )?missing\b/,
      LONG_AGO,
      // It came out, or turned up: nothing is inside them.
      /\b(?:all|both|every one)(?: of (?:them|the \w+))? (?:are |is )?accounted for\b|(?<!\b(?:n't|not|never|cannot|to|yet to) )\bfound (?:the )?(?:missing |lost )?(?:\w+ )?(?:battery|batteries|magnets?)\b(?! (?:missing|gone|compartment|cover|slot|flap|case|door))/,
      // (Not when it has left a sign behind: a bleeding or smelly nose, pain, drooling, vomiting.)
      /^(?![\s\S]*\b(?:now|still|since)\b[^.?!]{0,30}\b(?:bleed\w*|smell\w*|hurt\w*|pain\w*|drool\w*|vomit\w*|sick|cough\w*|won't eat|refus\w*)\b)[\s\S]*\b(?:(?<!wait for it to |till it |until it |for it to )came out|(?:it |has |have |he |she |they )passed (?:it|through)|poo(?:ed|p(?:ed)?)? it out|(?<!n't |not |never |cannot |to )(?:found|find) (?:it|the (?:battery|magnet|coin|disc))(?! (?:missing|gone)))\b/,
    ],
    framing: 'hazard',
    advice: `${CALL_OR_GO}. A swallowed button battery can burn through the food pipe within 2 hours, and two or more magnets can pinch the gut.`,
    meanwhile:
      "Don't let them eat or drink, and don't make them vomit; bring the packaging or a matching battery. Over 1 year, 2 teaspoons of honey every 10 minutes on the way, if it is within 12 hours.",
  },
  {
    id: 'poisoning',
    guidanceTopics: ['poisoning'],
    causeNamed: true,
    description: 'Swallowed medicine, a chemical, a laundry pod, bleach or another poison',
    combos: [
      // A medicine that is dangerous in one tablet, thought to be taken.
      {
        any: [
          /\b(?:digoxin|heart (?:pills|tablets|meds|medication)|blood pressure (?:pills|tablets|meds)|beta[- ]?blockers?|propranolol|amlodipine|methadone|buprenorphine|oxycodone|morphine|tramadol|codeine|amitriptyline|iron tablets|diabetes (?:pills|tablets)|sleeping (?:pills|tablets))\b/,
        ],
        with: [
          INGESTED,
          MISSING,
          /\b(?:we think|thinks?|reckons?) (?:one|two|some|a few|she|he|they)\b|\b(?:had|took|ate|swallowed) (?:one|two|some|a few) of\b/,
        ],
      },
    ],
    patterns: [
      // Adults' leftover drinks: alcohol.
      /\b(?:finished off|drank|drunk|downed|sipped|got into|helped (?:him|her)self to) (?:\w+ ){0,2}(?:people's|peoples|adults'?|the grown ?ups'?|leftover|left over|half[- ]finished|the party) (?:drinks|glasses|wine|beer|cans|cocktails|prosecco)\b/,
      // Sweets that were tablets: "i ate the sweeties" but they were sleeping tablets.
      /\b(?:sweets?|sweeties|candy|smarties|mints?)\b[^.?!]{0,40}\b(?:but|actually) (?:they|it) (?:were|was) (?:my |his |her |the |some |\w+'s )?(?:\w+ )?(?:tablets?|pills?|meds|medicine|medication)\b/,
      // A measured amount given in place of the right one: "10ml of calpol instead of 2.5ml" (not
      // one the parent calls too little).
      /(?<!\b(?:only|just) (?:gave |given )?)(?!(?:[^.?!]|\.\d)*\b(?:too little|not enough|under-?dos\w*|top (?:him|her|them) up)\b)\b\d+(?:\.\d+)? ?ml\b[^.?!]{0,30}\b(?:instead of|rather than|not|when it should (?:have )?been|when (?:he|she|they) should (?:have )?(?:had|got)) (?:the )?\d+(?:\.\d+)? ?ml\b/,
      /\b(?:wrong (?:medicine|dose|calpol|paracetamol|one|bottle|syringe)|double[- ]?dos\w*|too much (?:calpol|paracetamol|ibuprofen|medicine|nurofen|tylenol|motrin)|(?:instead of|rather than) (?:the )?(?:infant|baby)(?: one| calpol| paracetamol| medicine)?)\b/,
      /\b(?:dose|calpol|paracetamol|ibuprofen|nurofen|tylenol|motrin|medicine|it)\b[^.?!]{0,40}\btwice in (?:\d+|an?|one|two|half an) (?:hours?|hrs?|minutes?|mins?)\b/,
      /\b(?:drank|swallowed|ate|drunk|had)\b[^.?!]{0,40}\b(?:under (?:the )?sink|cleaning (?:liquid|stuff|product|spray)|cleaner|bleach|detergent|washing (?:up )?liquid)\b/,
      /\b(?:ate|eaten|chewed|swallowed|nibbled|munched|gnawed|sucked)\b[^.?!]{0,30}\b(?:leaf|leaves|berry|berries|plant|mushroom|toadstool)\b[^.?!]{0,60}\b(?:swell\w*|swollen|puff\w*|vomit\w*|sick|drool\w*|sore|burning|(?:tummy|stomach|belly) ?ache|(?:tummy|stomach|belly) hurts|drowsy|sleepy|dizzy|wobbly)\b/,
      near(INGESTED, CHEMICAL, 40),
      near(INGESTED, MEDICINE, 40),
      // A dosing mistake far over the dose: every hour, many doses, a double dose, the whole bottle.
      near(
        MEDICINE,
        /\b(?:double(?:d)? (?:the )?dose\w*|twice the dose|every hour|(?:[4-9]|\d\d) doses(?: (?:in|since|today))?|the whole bottle)\b/,
        60,
      ),
      // Two carers dosing without telling each other: a double dose.
      // (Read across the dose words, which the ignore below blanks as ordinary giving.)
      /(?=[\s\S]*\b(?:calpol|paracetamol|ibuprofen|nurofen|medicine|dose|tylenol|motrin|spoon|syringe|without telling each other)\b)\bboth\b[^.?!]{0,60}\b(?:without (?:telling|checking with|asking) each other|(?:an? |\d+ )?(?:hour|hours|mins?|minutes) apart)\b/,
      // Tablets about and powder or a smear round the mouth.
      near(
        MEDICINE,
        /\b(?:smear|residue|powder|crumbs|bits|froth|foam)\b[^.?!]{0,20}\b(?:mouth|lips|tongue)\b/,
        120,
      ),
      near(CHEMICAL, MISSING, 30),
      near(MEDICINE, MISSING, 120),

      /\b(?:poisoned|poisoning|overdos\w*)\b/,
      /\b(?:swallow(?:ed|s)?|drank|drunk|ate|eaten|ingest\w*|chewed|bit into|licked|sucked on|got into|into the|in (?:his|her|their) mouth)\b[^.?!]{0,30}\b(?:bleach|cleaner|cleaning (?:product|spray|fluid)|detergent|laundry (?:pod|pods|capsule|capsules|tablet|liquid)|washing (?:pod|pods|capsule|capsules|tablet|powder|liquid)|liquitab\w*|tide pods?|dishwasher (?:tablet|pod|tablets|pods|liquid|gel|detergent|powder)|(?:washing|cleaning|dish|laundry) (?:liquid|gel|detergent)|washing[- ]up liquid|antifreeze|weed killer|rat poison|slug pellets|pesticide|chemicals?|drain cleaner|oven cleaner|white spirit|paraffin|lamp oil|lighter fluid|petrol|gasoline|nicotine|e-liquid|vape (?:liquid|juice)|alcohol|vodka|wine|gin|cannabis|edibles?|essential oil|nail polish remover|mouthwash|hand sanitiser|hand sanitizer|poison\w*|wild mushrooms?|toadstools?|berries from)\b/,
      /\b(?:swallow(?:ed|s)?|drank|drunk|ate|eaten|ingest\w*|chewed|took|got into|found)\b[^.?!]{0,12}\b(?:some|a few|several|lots of|a lot of|loads of|a handful of|handful of|a bottle of|the bottle of|bottle of|a packet of|the packet of|a box of|a whole|the whole|whole|all (?:of )?(?:the|my|her|his)|my|your|mum's|mom's|dad's|grandma's|granny's|nana's|grandad's|grandpa's|\d+)\b[^.?!]{0,20}\b(?:medicine|medication|meds|pills?|tablets?|capsules?|paracetamol|acetaminophen|tylenol|ibuprofen|calpol|nurofen|motrin|iron|vitamins|gummies|painkillers|antidepressants?|sleeping pills|cough (?:syrup|medicine)|contraceptive pills?|blood pressure pills|calpol)\b/,
      /\b(?:found|got hold of|got into)\b[^.?!]{0,15}\b(?:vape|e-?cig\w*|nicotine|pills|tablets|medicine|bleach|laundry pods?|washing pods?)\b[^.?!]{0,30}\b(?:sucked|chewed|ate|drank|swallowed|licked|bit|in (?:his|her|their) mouth)\b/,
      /\bgot into (?:the|my|her|his|a|some)\b[^.?!]{0,20}\b(?:medicine|medication|meds|pills|tablets|cupboard under the sink|cleaning)\b/,
      // Not the doses still to give: "do I still need to give the other 2 doses?"
      /(?<!\b(?:other|remaining|next|last|further) )\b(?:two|2|three|3|double|extra|too many|several) doses\b/,
      /\b(?:whole|entire|half (?:a|the)) (?:bottle|packet|box|blister pack|strip|pack) of\b|\b(?:drank|ate|swallowed|took|finished)\b[^.?!]{0,40}\b(?:the )?(?:whole|entire) (?:bottle|packet|box|pack)\b/,
      /\b(?:too much|double (?:the )?dose of|extra dose of|overdose of) (?:medicine|paracetamol|calpol|tylenol|ibuprofen|acetaminophen|iron)\b/,
    ],
    ignore: [
      // Put away safely: \"laundry pods gone to the garage shelf\".
      /\b(?:gone|moved|went) (?:up )?(?:to|in|into|on|onto) (?:the |a )?(?:garage|top|high|shelf|locked|loft|shed|cupboard)\w*\b/,
      // A dose asked about: "had a fit before, what dose of calpol for 38?".
      /\b(?:what|which|how much|the right|correct) (?:dose|dosage|amount) (?:of )?(?:\w+ )?(?:calpol|paracetamol|ibuprofen|nurofen|tylenol|motrin|calprofen|medicine)\b(?! (?:is|would be) (?:too much|dangerous|toxic|an overdose))/,
      /\bon the (?:mini ?)?(?:pill|contraceptive pill)\b/,
      // The parent's own ordinary dose: "had a mild headache, took paracetamol and it's gone".
      /\b(?:headache|migraine|pain|temperature|fever|cold|toothache)\b[^.?!]{0,30}\b(?:took|take|taken|had) (?:a |some |two |2 |one |1 )?(?:paracetamol|ibuprofen|tylenol|calpol|painkillers?)\b/,
      /\bno (?:plant food|fertili[sz]er|chemicals?|weed ?killer)\b/,
      // A skin reaction to a washing powder or soap, not something swallowed.
      /\b(?:hives|rash|eczema|spots|itch\w*|skin)\b[^.?!]{0,40}\b(?:washing powder|detergent|soap|fabric softener|conditioner|bubble bath)\b/,
      // Only the packaging was chewed.
      /(?:^|(?<=[.?!]))[^.?!]*\bjust the (?:cardboard|packaging|box|wrapper|lid|cap|label)\b[^.?!]*/,
      /\bi (?:took|take|have taken|'ve taken|ate|drank|had|swallowed)\b(?![\s\S]{0,120}\b(?:floor|dropped|fell|can't find|missing|gone|crawl\w*|got (?:hold of|into)|next to)\b)[^.?!]{0,40}/,
      /\bfood poisoning\b/,
      // A dose the parent gave.
      /\b(?:after|with|gave (?:him|her|them)|given|had|give|giving) (?:him |her |them )?(?:some |a dose of |his |her )?(?:calpol|nurofen|paracetamol|ibuprofen|tylenol|motrin|medicine|antibiotics?)\b/,
      /\b(?:calpol|nurofen|paracetamol|ibuprofen|tylenol|motrin) or (?:not|nurofen|ibuprofen|calpol|paracetamol|tylenol|motrin)\b/,
      // A remedy that helped: "headache gone after water and paracetamol".
      /\b(?:gone|better|settled|eased|went away|helped) (?:after|with) [^.?!]{0,25}\b(?:calpol|nurofen|paracetamol|ibuprofen|tylenol|motrin)\b/,
      // Licked the outside of a closed container: nothing got out.
      /\blick\w* (?:the )?outside of (?:a |the )?[^.?!,]{0,50}/,
      /\b(?:is|are) (?:that|it|this|they|these) (?:poisonous|toxic)\b/,
      /\bpoison (?:control|centre|center|ivy|oak)\b(?! (?:said|told))/,
      /\bblood poisoning\b/,
      // A dose the parent is asking whether to give ("calpol?", "can i give nurofen").
      /\b(?:calpol|nurofen|paracetamol|ibuprofen|tylenol|motrin)\s*\?|\b(?:can|should|could|do) (?:i|we) (?:give|try)\b[^.?!]{0,30}/,
      // Eating and drinking as signs of being well.
      /\b(?:running (?:round|around|about)|playing|happy|smiling|chatting|eating|drinking|feeding)\b[^.?!]{0,5}\b(?:and|&) (?:still )?(?:drinking|eating)\b(?! (?:the|a|an|some|from|out of|bleach|it|them|my|his|her))/,
    ],
    framing: 'hazard',
    unless: [
      // Rang 111 or poison control, who said fine.
      /\b(?:rang|called|phoned|spoke to) (?:111|poison control|poisons? (?:line|centre|center)|the gp|nhs direct|the doctor)\b[\s\S]{0,80}\b(?:said|told us)\b[^.?!]{0,30}\b(?:fine|ok|okay|nothing to worry|safe)\b/,
      // Nothing opened, nothing missing: "licked the outside of a closed tablet box".
      /\b(?:no|none of the|not any) (?:tablets|pills|capsules|pods|sweets) (?:are |were )?missing\b|\bnothing (?:was |is )?(?:open|opened|missing)\b/,
      // Counted and none missing: 'I counted them and all 30 are there'.,
      /\bcounted\b[^.?!]{0,40}\b(?:all|none missing|every one|they're all there|all there)\b|\bnone (?:are |were )?missing\b|\ball \d+ (?:are|were) (?:there|still there)\b/,
    ],
    advice: `${CALL} if they are drowsy, struggling to breathe, having a fit or have collapsed. Otherwise call Poison Control now on 1-800-222-1222 (US) or 111 (UK), or go to the emergency department.`,
    meanwhile:
      "Don't make them vomit; wipe out their mouth and give a sip of water, keep the container or packet, and note what and how much they took and when.",
  },
  {
    id: 'burn',
    guidanceTopics: ['burns-scalds'],
    causeNamed: true,
    description:
      'A burn or scald that is large, or on the face, hands, feet or genitals, or electrical or chemical',
    patterns: [
      /\b(?:water|big|huge) bubbles?\b[^.?!]{0,20}\b(?:skin|hands?|fingers?|arms?|legs?|feet|face)?\b|\b(?:hands?|fingers?|arms?|skin|face)\b[^.?!]{0,30}\bwater bubbles?\b/,
      /\b(?:hot )?(?:fat|oil|grease)\b[^.?!]{0,15}\b(?:splash\w*|spat|spit|flew)\b[^.?!]{0,30}\b(?:face|eye|eyes|hands?)\b/,
      /\b(?:got|had|gave (?:her|him) )?(?:a |an )?(?:electric )?shock\b[^.?!]{0,60}\b(?:black|burn\w*|mark)\b|\b(?:plug )?sockets?\b[^.?!]{0,60}\bshock\b/,
      /\b(?:drain cleaner|oven cleaner|bleach|caustic|acid|lime scale remover|limescale remover|dishwasher (?:tablet|powder|liquid))\b[^.?!]{0,30}\b(?:on|in|onto|into) (?:his|her|their) (?:arm|skin|hands?|face|eyes?|legs?|feet|mouth)\b/,
      /\b(?:electrical|electric|chemical|acid) burns?\b/,
      /\b(?:electrocuted|electric shock)\b/,
      // Electricity can burn deep under a small mark: a fork in a socket, a bitten cable.
      ELECTRIC_CONTACT,
    ],
    combos: [
      {
        any: [HEAT_SOURCE, /\b(?:burn|burns|burnt|burned|scald\w*)\b/],
        with: [
          BURN_DAMAGE,
          BURN_SIZE,
          /\b(?:whole|all (?:of )?(?:his|her|their)|entire) (?:arm|forearm|leg|chest|back|tummy|hand|foot)\b/,
        ],
        unless: [SMALL_BURN],
      },
      // A baby under 1 with a blister or broken skin from something hot, however small.
      {
        any: [HEAT_SOURCE, /\b(?:burn|burns|burnt|burned|scald\w*)\b/],
        with: [/\bblister\w*|\bwater bubbles?\b|\bskin (?:came|coming|peel\w*) off\b/],
        when: { childUnderMonths: 12 },
      },
      // A hot drink or hot water spilled onto a baby under 1: seen the same day, however it looks.
      {
        any: [
          near(
            /\b(?:spill\w*|spilt|knock\w*|splash\w*|tipp\w*|pour\w*|dropp\w*)\b/,
            /\b(?:hot|boiling|scalding|just boiled|tea|coffee|cuppa|brew|hot chocolate|kettle|soup|noodles|porridge)\b/,
            30,
          ),
        ],
        with: [
          /\b(?:on|over|onto|down) (?:the |my |our )?(?:baby|newborn|him|her|them)\b(?! (?:hand|finger|arm|leg|foot|toe)s?\b)/,
        ],
        when: { childUnderMonths: 12 },
        unless: [SMALL_BURN, /\b(?:missed|nearly|almost|luckily|cold|lukewarm|warm not hot|had gone cold)\b/],
      },
      // Anything hot on a baby under 3 months' face or body, however small the mark.
      {
        any: [
          /\b(?:hot|boiling|scalding|just boiled) (?:coffee|tea|water|drink|milk|soup|oil|fat)\b|\b(?:splash|drop|drip|spill)\w* of (?:hot |boiling )?(?:coffee|tea|water|drink)\b/,
        ],
        with: [
          /\b(?:on|onto|over|down) (?:his|her|their|the baby's|baby's|my (?:\w+ ){0,3}\w+'?s) (?:face|cheek|head|scalp|eye|neck|chest|tummy|hand|arm|leg|foot)\b/,
        ],
        when: { childUnderMonths: 3 },
        unless: [/\b(?:missed|nearly|almost|luckily|cold|lukewarm|warm not hot|had gone cold|wasn't hot)\b/],
      },
      // A hot drink pulled or tipped over a child under 5: a cup scalds a large part of a small body.
      {
        any: [
          /\b(?:pulled|knocked|tipped|yanked|grabbed|spilled|spilt) (?:\w+ ){0,3}(?:tea|coffee|cuppa|brew|hot chocolate|kettle|soup|noodles|hot drink|mug)\b[^.?!]{0,20}\b(?:over|onto|on|down) (?:(?:himself|herself|themselves|him|her|them)\b(?! (?:hand|finger|arm|leg|foot|toe)s?\b)|(?:his|her|their) (?:front|back|chest|tummy|body|face|head|neck)\b)/,
        ],
        when: { childUnderMonths: 60 },
        unless: [SMALL_BURN, /\b(?:missed|nearly|almost|luckily|cold|lukewarm|had gone cold|empty)\b/],
      },
      // Something hot on a delicate place, now red, sore or blistered.
      {
        any: [
          near(
            /\b(?:spill\w*|spilt|knock\w*|splash\w*|pull\w*|tipp\w*|pour\w*|dropp\w*|grabb?\w*|touch\w*|leaned on|fell (?:on|against|into))\b/,
            HEAT_SOURCE,
            40,
          ),
        ],
        with: [BURN_PLACE],
        and: [BURN_DAMAGE, /\b(?:raw|screaming|boiling)\b/],
        unless: [SMALL_BURN],
      },
      // A cable chewed or sucked, and a mark, a burn or a shock since.
      {
        any: [CABLE_MOUTHED],
        with: [
          /\b(?:burn\w*|black\w*|mark\w*|blister\w*|shock\w*|jolt\w*|zap\w*|spark\w*|white (?:patch|bit|spot)|sore|scorch\w*|singe\w*)\b/,
        ],
      },
      {
        any: [CHEMICAL, /\bplug socket\b/],
        with: [/\b(?:on|in) (?:his|her|their) (?:face|cheek|eyes?|mouth|skin|hands?|fingers)\b/, BURN_DAMAGE],
      },

      {
        any: [
          /\b(?:burn|burns|burnt|burned|scald\w*)\b/,
          /\b(?:spilled|spilt|poured|knocked|pulled|tipped|dropped) (?:\w+ ){0,3}(?:hot|boiling)\b/,
          /\b(?:touched|grabbed|fell against|put (?:his|her|their) hand on) (?:the |a )?(?:oven|hob|stove|iron|hair straighteners?|radiator|fire|heater)\b/,
        ],
        with: [
          BURN_PLACE,
          /\b(?:large|big|huge|bigger than|larger than|whole|all over|deep|white|charred|leathery|blisters?|blistering|peeling)\b/,
        ],
        unless: [SMALL_BURN],
      },
    ],
    ignore: [
      // Nappy rash that looks like a burn is nappy rash.
      /\b(?:look\w*|like) (?:\w+ ){0,3}like a burn\b|\b(?:nappy|diaper) rash\b/,
      // A look, not a burn: "cheeks bright red like they've been burnt".
      /\blike (?:\w+ ){0,2}(?:been )?(?:burnt|burned|scalded|sunburnt|on fire)\b/,
      /\bsun ?-?burn\w*|\bheart ?burn\b|\brazor burn\b|\bcarpet burn\b|\bnappy rash\b|\bburnt (?:toast|food|out)\b|\bburn(?:ing)? (?:calories|fat|the candle)\b/,
      /\bburning (?:sensation|when (?:i|she|he) pee\w*|pee)\b/,
      /\b(?:looks?|red|raw|sore) like (?:a )?burn\b|\bnappy rash\b[^.?!]*/,
      /\bsocket (?:covers?|protectors?|guards?|inserts?|blockers?)\b[^.?!]*/,
      // Blisters with another cause: shoes, rubbing, thumb-sucking, an illness that blisters.
      /\bblisters?\b[^.?!]{0,40}\b(?:from|because of|after|with|off) (?:\w+ ){0,2}(?:shoes?|sandals?|trainers?|boots?|wellies|sucking|thumb|dummy|rubbing|friction|scooter|bike|monkey bars|climbing frame|walking)\b|\b(?:chicken ?pox|hand,? foot and mouth|hfm|impetigo|eczema|cold sores?|herpes)\b[^.?!]{0,30}\bblisters?\b/,
    ],
    unless: [
      // Pink for a moment, no blister, back to normal: a minor burn.
      /\bno blisters?\b[\s\S]{0,60}\b(?:back to normal|gone|faded|fine now|playing)\b|\b(?:back to normal|faded|gone)\b[\s\S]{0,60}\bno blisters?\b/,
      /\bsince birth\b|\bbirth ?marks?\b|\bstork (?:mark|bite)s?\b|\bsalmon patch\w*\b|\bangel kiss\w*\b/,
      // An old burn, healed: a scar asked about.
      /^(?![\s\S]*\b(?:not healed|hasn't healed|won't heal|infected|pus|ooz\w*)\b)[\s\S]*\b(?:all healed|healed (?:up|now|over|fine)|fully healed|(?:it's|its|it has|has) healed|last (?:summer|year|winter|spring|autumn))\b/,
      // A cable that carried no current.
      /\b(?:wasn't|not|isn't|weren't) (?:\w+ )?(?:plugged in|switched on|turned on|live|connected)\b|\bunplugged\b|\b(?:switched|turned) off at the (?:wall|plug)\b/,
    ],
    framing: 'hazard',
    advice: `${CALL_OR_GO} for a burn that is larger than their palm, deep, or on the face, hands, feet or genitals, or caused by electricity or chemicals.`,
    meanwhile:
      'Cool the burn under cool running water for 20 minutes, remove clothing and jewellery near it unless stuck, then cover it loosely with cling film; no ice, butter or creams.',
  },
  {
    id: 'fever-young-baby',
    guidanceTopics: ['fever'],
    description:
      'A fever (38 °C / 100.4 °F or more) in a baby under 3 months, or 39 °C (102.2 °F) or more under 6 months',
    patterns: [],
    // Under 3 months any fever; from 3 to 6 months a reading of 39 °C (102.2 °F) or more (NICE amber).
    combos: [
      {
        any: [
          /\bhigh-temperature\b/,
          // Too cold is as worrying as too hot in a young baby.
          /\blow-temperature\b/,
          /\b(?:fever|fevers|feverish|febrile|pyrexia)\b/,
          /\b(?:a|has|have|had|got|running|high|raised|with) (?:a )?(?:slight |mild |low |high |bit of a )?temperature\b/,
          /\btemperature (?:is|was|of|reading|went|keeps|reads?) (?:high|up|over|above|raised)\b/,
          /\b(?:feels?|felt|feeling|is|was|seems?|burning|very|really|so) (?:so |very |really |quite |a bit |a little |bit )?hot\b/,
          /\bhot to (?:the )?touch\b|\bhot (?:head|forehead|skin|body|tummy|back)\b|\bburning up\b/,
          /\b(?:feels?|felt|like) (?:like )?(?:a )?(?:little |tiny |proper |real )?(?:hot water bottle|radiator|furnace|hot coal|oven|heater)\b/,
        ],
        when: { childUnderMonths: 3 },
      },
      { any: [/\b(?:39|4[0-3])\.\dc high-temperature\b/] },
    ],
    ignore: [
      /\bwhat (?:do|should) (?:i|we) do if (?:she|he|they|baby|the baby) (?:gets?|has|have|runs?) a (?:temperature|fever)\b/,
      /(?:^|\bi )(?:feel|felt|get|am|'m|keep feeling) (?:so |really |very |a bit )?(?:hot|flushed|feverish|sweaty|boiling)\b[^.?!]*/,
      /\bwhat temperature\b/,
      /\b(?:hot and sweaty|sweaty and hot|hot and clammy)\b/,
      // The mother's own fever (postpartum-fever), not the baby's.
      /\bi(?:'ve| have|'m| am)? (?:got |running |had |having )?(?:a )?(?:high |bad |slight )?(?:fever|temperature)\b(?:[^.?!,]{0,12}?\d+\.\dc \w+-temperature)?|\bmy temperature\b(?:[^.?!,]{0,12}?\d+\.\dc \w+-temperature)?|\bi(?:'m| am| feel) (?:so |really |very )?(?:feverish|hot|shivery)\b/,
      /\b(?:room|nursery|bath|bath ?water|water|bottle|milk|formula|feeds?|house|bedroom|car|outside|weather|air|fridge|freezer|oven|wash|washing|sleeping bag|tog)\b[^.?!]{0,12}\b(?:temperature|too hot|is hot|hot)\b/,
      /\btemperature (?:of|for|in) (?:the |a |her |his |their )?(?:room|nursery|bath|water|bottle|milk|formula|house|bedroom)\b/,
      /\b(?:take|taking|check|checking|measure|measuring|read|reading) (?:a |her |his |their |the baby's |my baby's |baby's |the )?temperature\b/,
      /\b(?:normal|body) temperature\b/,
      /\b(?:fever|temperature)\b[^.?!]{0,30}\b(?:after|from|since|with) (?:\w+ ){0,3}(?:vaccin\w*|jabs?|shots?|immuni[sz]ations?)\b/,
      /\b(?:vaccin\w*|jabs?|shots?|immuni[sz]ations?)\b[^.?!]{0,60}\b(?:fever|temperature)\b/,
      // Waiting for a temperature that has not come: "or do I wait for a temp".
      /\b(?:wait|waiting) (?:for|till|until) (?:a |she has a |he has a |they have a )?(?:temperature|fever)\b/,
      // 'It' is hot: the weather, the room, the milk ("when it is hot", "it's so hot in the flat").
      /\b(?:it|it's|its)(?:'s| is| was| has been| gets| got| feels| felt| will be)? (?:so |very |really |too |quite |a bit |boiling |super |extremely )?hot\b/,
      // What counts as a fever is a definition, not a reading.
      /\b(?:counts?|classed|classified|considered|defined) as (?:a )?(?:fever|high temperature)\b|\bis (?:that|this|it) (?:a )?fever\b/,
      SOMEONE_ELSES_FEVER,
      /\bfever[- ]free\b|\b(?:low|mild|slight) temperature\b(?= (?:normal|fine))/,
      /(?<!\blike a )\bhot (?:weather|day|days|bath|water|drink|tea|coffee|car|room|flush|flushes|flash|flashes|sauce|food|summer|climate|today|outside|in here)\b|\bhot (?:after|from) (?:a |the |her |his |their )?(?:bath|shower|sleep|nap|feed|cuddle)\b|\btoo hot\b|\bheat ?wave\b/,
      /\b(?:vaccine|vaccination|jabs?|shots?|immuni[sz]ation)\b[^.?!]{0,30}\bfever\b[^.?!]{0,20}\b(?:normal|expected|common|side effect)\b/,
    ],
    unless: [
      // The mother's own infection last week, treated and gone.
      /\b(?:last week|\d+ days ago|yesterday)\b[\s\S]*\b(?:antibiotics|medicine|treatment)\b[\s\S]*\b(?:all gone|gone now|cleared|better now)\b/,
      // Seen by a doctor, and the temperature has gone since.
      /^(?![\s\S]*\b(?:again|back up|came back|still|high-temperature)\b)(?=[\s\S]*\b(?:gp|doctor|hospital|a&e|er|111|nurse|paediatrician|pediatrician|they)\b[^.?!]{0,40}\b(?:checked|said|looked|examined|saw)\b)[\s\S]*\b(?:temp\w*|fever)\b[^.?!]{0,10}\b(?:gone|down|normal|settled)\b/,
      /^(?![\s\S]*(?:high|low)-temperature)[\s\S]*normal-temperature/,
      /^(?![\s\S]*(?:high|low)-temperature)[\s\S]*\btemperature (?:is |was |seems |reads |came back )?(?:normal|fine|ok)\b/,
    ],
    when: { childUnderMonths: 6, ageMustBeKnown: true },
    advice: `${CALL_OR_GO}. Any fever of 38 °C (100.4 °F) or more in a baby under 3 months, or 39 °C (102.2 °F) or more under 6 months, needs checking straight away, even if they seem well.`,
    meanwhile:
      'Keep feeding them, dress them in light layers, and do not give fever medicine before a doctor has seen them.',
  },
  {
    id: 'dehydration',
    guidanceTopics: ['vomiting-diarrhoea'],
    description:
      'Signs of dehydration: no wet nappy for 8+ hours (baby) or 12+ hours (child), sunken soft spot, dry and drowsy',
    patterns: [
      // Counted: \"2 wet nappies in 24h\", a weight lost overnight with vomiting.
      /\b(?:1|2|one|two) wet (?:nappies|nappy|diapers?) (?:in|over|for) (?:the (?:last|past) )?(?:24 ?h(?:ours?|rs)?|a day|the day|a whole day)\b/,
      // Few wet nappies counted over a day.
      /\bonly (?:1|2|one|two) (?:wet |damp )?(?:ones?|napp(?:y|ies)|diapers?)\b[^.?!]{0,20}\b(?:in|since|all|over) (?:the last |the past )?(?:24|twenty four) ?(?:hours|hrs)\b/,
      // Nothing stays down, not even rehydration drinks or sips.
      /\b(?:throw\w* up|threw up|vomit\w*|sick(?:ing)? up|bring\w* up|brought up|being sick)\b[^.?!]{0,20}\b(?:everything|every (?:drink|sip)|even (?:water|sips|the (?:rehydration|dioralyte|pedialyte|electrolyte))|(?:the |her |his )?(?:rehydration|dioralyte|pedialyte|electrolyte)\w*)\b/,
      /\b(?:nappy|nappies|diapers?) (?:has been |have been |is |are |was |were )?(?:bone |completely |totally )?dry (?:all day|since \w+|for (?:\d+|hours|ages))\b/,
      // Pinched skin that stays up: a baby or child drying out.
      /\b(?:pinch\w*|pull\w*) (?:\w+ ){0,4}skin\b[^.?!]{0,40}\b(?:stays?|stayed|doesn't (?:go|spring|ping) back|slow to go back|tented)\b|\bskin (?:stays?|stayed) (?:up|pinched|tented|raised)\b/,
      /\bsoft (?:bit|spot|part|patch)\b[^.?!]{0,50}\b(?:sunk|sunken|sinking|dipped|dip|caved|hollow)\w*\b/,
      /\beyes (?:look |looks |are |seem )?(?:\w+ ){0,2}(?:deep(?: inside| in)?|sunk\w*|hollow)\b/,
      /\b(?:sunken|dark and sunken|dark,? sunken)\b[^.?!]{0,15}\beyes\b|\beyes (?:\w+ ){0,4}sunken\b/,
      /\b(?:dip|dent|hollow|sunk|dipped)\b[^.?!]{0,25}\b(?:on|in|at) (?:the |his |her |their )?(?:head|top of (?:his|her|the) head)\b/,
      near(NO_WEE, /\b(?:since|all day|today|\d+ ?(?:am|pm)|midnight|morning|all night)\b/, 40),
      /\b(?:every|each) (?:single )?feed\b[^.?!]{0,40}\b(?:the whole lot|for (?:the last |the past )?\d+ hours|all day)\b/,

      /\bsunken (?:fontanelle|fontanel|soft spot|eyes)\b|\b(?:fontanelle|fontanel|soft spot) (?:is |looks |seems |has )?(?:sunken|sunk|dipped|sinking|caved)\b/,
      /\b(?:no|not|hasn't|has not|haven't|hadn't|without|zero|not had)\b[^.?!]{0,30}\b(?:wet|pee|wee)\b[^.?!]{0,25}?\b(?<hours>\d+)\+?\s*(?:hours?|hrs?|h)\b/,
      /\b(?:no|not|hasn't|haven't|hadn't|without|zero)\b[^.?!]{0,12}\b(?:peed|weed|urinated|pee'd|wee'd|passed urine|done a wee|done a pee)\b[^.?!]{0,20}?\b(?<hours>\d+)\+?\s*(?:hours?|hrs?|h)\b/,
      /\b(?<hours>\d+)\+?\s*(?:hours?|hrs?|h)\b[^.?!]{0,25}\b(?:without|with no|and no|no|and not|not) (?:a |one |a single )?(?:wet|pee|wee)/,
      /\b(?:dry|no wet) (?:nappy|nappies|diaper|diapers)\b[^.?!]{0,25}?\b(?<hours>\d+)\+?\s*(?:hours?|hrs?|h)\b/,
      /\b(?:no|not|hasn't|haven't|hadn't|without|zero)\b[^.?!]{0,30}\b(?:wet|pee|wee|peed|weed)\b[^.?!]{0,30}\b(?:all day|since (?:yesterday|last night|this morning|the morning)|today|in a day|for a day|in 24|overnight and all)\b/,
      // One or two wet nappies a day is far too few at any age (a newborn has 6 or more from day 5).
      /\b(?:only|just) (?:had |done )?(?:1|2|one|two) wet (?:nappies|nappy|diapers?)\b[^.?!]{0,15}\b(?:in (?:24 hours|a day|the last day|the last 24 hours)|all day|today|since yesterday)\b/,
    ],
    combos: [
      // No tears, with a dry, cracked or sticky mouth.
      {
        any: [/\bno tears\b|\bcr(?:y|ies|ying|ied) (?:\w+ ){0,3}(?:no|without) tears\b/],
        with: [/\b(?:lips?|tongue|mouth)\b[^.?!]{0,20}\b(?:cracked|dry|sticky|parched)\b/],
      },
      // One wet nappy all day, with a bug or the day already over.
      {
        any: [/\bwet (?:napp\w*|diapers?|ones?)\b|\b(?:wees?|pees?)\b/],
        with: [
          /\b(?:had|done|only|just) (?:only |just )?(?:done |had )?(?:one|1)(?: wet)?(?: (?:one|nappy|diaper|wee|pee))? (?:today|all day|since (?:this )?morning)\b/,
        ],
        and: [
          /\b(?:bedtime|tea ?time|evening|tonight|stomach bug|tummy bug|vomit\w*|diarrh\w*|throwing up|being sick)\b/,
        ],
      },
      // The last wee long ago, and drinking little.
      {
        any: [
          /\blast (?:wee|pee|wet (?:nappy|diaper)) (?:was )?(?:at |around |about )?(?:breakfast|this morning|early morning|first thing|lunch(?:time)?|yesterday|\d+ ?(?:am|pm)|\d+ hours ago)\b/,
        ],
        with: [
          /\b(?:barely|hardly|only|not) (?:\w+ )?(?:had|drunk|drank|drinking|taken|take)\b|\brefus\w*|\bwon't (?:drink|swallow)\b|\b(?:now|it's|its) (?:bedtime|tea ?time|evening|night|\d+ ?pm)\b/,
        ],
      },
      // Refusing feeds with dry nappies, or a tiny total in a day.
      {
        any: [
          /\brefus\w* (?:all |any |every )?(?:his |her |their |the )?(?:bottles?|feeds?|milk|breast|boob)\b/,
          /\b(?:won't|wouldn't|not|isn't|hasn't) (?:take|taking|taken|have|having|had|drink|drinking|finish\w*) (?:her|his|their|a|the|any) (?:bottles?|feeds?|milk)\b/,
        ],
        with: [
          DRY_SIGNS,
          /\b(?:only |just )?(?:one|1) wet (?:nappy|diaper)\b|\b(?:only|just) (?:one|1|two|2) wet\b/,
          /\b(?:only|just) (?:had |taken |drunk |drank |managed |took )?(?:about |around )?\d+ ?(?:oz|ml)\b/,
        ],
      },
      {
        any: [
          /\b(?:won't|doesn't|not|refus\w*|stopped) (?:drink\w*|taking (?:any )?(?:fluids|milk|feeds))\b/,
        ],
        with: [
          /\blast (?:wee|pee|wet nappy|wet diaper) (?:was )?(?:this morning|last night|yesterday|\d+ hours ago)\b|\blistless\b/,
          DROWSY,
        ],
      },
      {
        any: [
          /\b(?:only|just) (?:\d|one|two|three|a few) wet (?:nappies|diapers)\b|\b(?:barely|hardly) (?:damp|wet)\b|\bwee\w* (?:tiny|small|little) amounts?\b|\b(?:tiny|small|little) amounts? of (?:wee|pee)\b/,
        ],
        with: [DROWSY, /\b(?:lethargic|sleepy|grumpy|floppy|won't drink|refus\w*)\b/],
      },
      {
        any: [/\b(?:vomit\w*|diarrh\w*|sickness|being sick|tummy bug|watery poos?|d&v)\b/],
        with: [/\bdizzy\b|\bwon't drink\b|\bweak (?:little )?(?:whimper|cry)\b|\bnot crying properly\b/],
      },
      waiting(NO_WEE, DRY_SIGNS),
      {
        any: [DRY_SIGNS],
        with: [DROWSY, FLOPPY, /\b(?:so|really|very) sleepy\b/, NOT_FEEDING, /\bsleepy\b/],
      },
      { any: [NO_WEE], with: [GUT_BUG] },
      // A sign of drying out with a tummy bug, sleepiness or poor feeding.
      {
        any: [DRY_SIGNS, NO_WEE],
        with: [GUT_BUG, DROWSY, FLOPPY, NOT_FEEDING, /\b(?:so|very|ever so|really) (?:quiet|sleepy)\b/],
      },
      { any: [GUT_BUG], with: [NOT_FEEDING], and: [DROWSY, FLOPPY] },
      // A young baby who keeps nothing down.
      {
        any: [
          /\b(?:can't|won't|not|isn't) keep(?:ing)? (?:anything|any \w+|feeds?|milk|bottles?) down\b|\b(?:sick|vomit\w*|bringing up) (?:after )?(?:every|each) (?:single )?(?:feed|bottle)\b/,
        ],
        when: { childUnderMonths: 6 },
      },
      {
        any: [
          /\b(?:watery|runny) poo\w* (?:like )?(?:\d+|ten|loads of) times\b|\b(?:vomit\w*|sick|diarrh\w*)\b/,
        ],
        with: [DRY_SIGNS],
      },

      {
        any: [
          /\b(?:no tears|not making tears|cries without tears|dry mouth|dry tongue|dry lips|sunken eyes|cracked lips)\b/,
        ],
        with: [
          /\b(?:drowsy|sleepy|lethargic|listless|floppy|hard to wake|irritable and|very tired|not themselves|weak)\b/,
        ],
      },
    ],
    minDuration: { hours: { babyUnderMonths: 12, baby: 8, child: 12 } },
    unless: [
      // A long night's sleep with a soaked morning nappy.
      /\b(?:morning|first) (?:nappy|diaper) (?:is |was )?(?:soaked|full|heavy|wet|soaking)\b|\bsleep\w* (?:through|\d+ ?(?:hrs?|hours))\b[^.?!]{0,60}\b(?:soaked|full|heavy|soaking)\b/,
      /^(?![\s\S]*\b(?:dry|no wet|sunk\w*|sleepy|floppy|drowsy|fewer wet|not feeding|won't feed|refus\w*)\b)[\s\S]*\b(?:gaining (?:weight )?(?:well|fine|nicely)|putting on weight|weight gain (?:is )?(?:good|fine))\b/,
      /\b(?:massive|big|huge|good|proper|giant|enormous|full) (?:wee|pee|wees|pees)\b/,
    ],
    ignore: [
      // The soft spot dips a little when the baby is upright: normal.
      /\b(?:dips?|dipped|sinks?) (?:\w+ ){0,3}when (?:he's|she's|they're|he is|she is|they are|held) (?:\w+ )?(?:sitting|held|upright|sat up|up)\b/,
      /\b(?:not|isn't|no|never) (?:\w+ )?(?:sunken|sunk|dipped|hollow|sinking)\b/,
    ],
    advice: `${CALL_OR_GO} if they are drowsy or floppy; otherwise get them seen by a doctor urgently today (call 111 in the UK, or your paediatrician's urgent line). These are signs of dehydration.`,
    meanwhile:
      'Keep offering small, frequent sips of milk or oral rehydration solution (breast or formula feeds for a baby) on the way.',
  },
  {
    id: 'green-vomit',
    guidanceTopics: ['vomiting-diarrhoea'],
    description: 'Green (bile) or bloody vomit, or vomiting with a swollen tummy, in a baby or child',
    combos: [
      // Forceful vomiting with the knees drawn up or screaming in waves: a blocked or folded gut.
      {
        any: [
          /\b(?:forceful\w*|projectile|shot|shoots?|shooting) (?:\w+ ){0,4}(?:across|out)\b|\b(?:sick|vomit\w*) (?:\w+ )?(?:forcefully|with force)\b/,
        ],
        with: [
          /\b(?:pull\w*|draw\w*) (?:his|her|their) (?:knees|legs) up\b|\bscream\w* (?:in|with) (?:pain|waves)\b/,
          // A swollen or hard tummy that hurts to touch.
          /\b(?:tummy|belly|stomach)\b[^.?!]{0,20}\b(?:swollen|bloated|distended|hard|blown up|like a (?:balloon|drum))\b/,
        ],
      },
      // Projectile after every feed, hungry straight after or losing weight (pyloric stenosis).
      {
        any: [/\b(?:projectile|shoot\w* out|shot out|across the room)\b/],
        with: [/\b(?:every|each) feed\b/],
        and: [/\bhungry (?:right|straight) after\b|\blosing weight\b|\bweight loss\b/],
      },
      // A tinge of green in the vomit, said apart from it.
      {
        any: [
          /\b(?:green(?:ish|y)? (?:tinge|tint|colou?r|streaks?|bits)|tinged? (?:with )?green|tinge of green)\b/,
        ],
        with: [VOMIT],
      },
      {
        any: [
          /\b(?:vomit\w*|sick|throw\w* up|threw up|puk\w*)\b[^.?!]{0,40}\b(?:like (?:a )?fountain|fountain|across the room|projectile|shoots?|shot out|far away|metres|feet away)\b/,
          near(
            VOMIT,
            /\b(?:with (?:such |real |so much |great )?force|forcefully|forceful|shoots? out|flies out|across the room)\b/,
            30,
          ),
        ],
        when: { childUnderMonths: 4 },
      },
      // Vomiting with a swollen, tight tummy: the gut may be blocked.
      {
        any: [VOMIT],
        with: [
          /\b(?:tummy|belly|stomach|abdomen)\b[^.?!]{0,20}\b(?:swollen|bloated|distended|tight|hard|blown up|puffed up|swelled up|like a (?:balloon|drum))\b/,
        ],
      },
    ],
    patterns: [
      // Screaming in waves with the legs drawn up and red jelly in the nappy: a blocked bowel.
      /\bred(?:currant)? jelly\b|\bjelly-?like (?:blood|poo|stuff)\b|\b(?:redcurrant|red) jelly(?:-looking)?\b/,
      // Redcurrant-jelly poo with waves of screaming: a bowel folded in on itself.
      /\b(?:red|redcurrant|bloody|dark red) jelly(?:[- ]looking| like)? (?:poo|poop|stool|nappy|diaper)\b|\bjelly(?:[- ]like)? (?:poo|poop|stool)\b/,
      near(VOMIT, BAD_VOMIT, 60),
      /\b(?:red ?currant|blackcurrant|strawberry|red) (?:jelly|jam)\b[^.?!]{0,30}\b(?:nappy|poo\w*|stools?)\b|\b(?:nappy|poo\w*|stools?)\b[^.?!]{0,30}\b(?:red ?currant|blackcurrant|strawberry|red) (?:jelly|jam)\b/,

      /\b(?:vomit\w*|sick|sicked|puk\w*|throw\w* up|threw up|spit\w* up|spat up)\b[^.?!]{0,25}\b(?:green(?:ish|y)?|bile|bilious|dark green|bright green)\b/,
      // Redcurrant-jelly stools: jelly-like poo with blood (the gut folding in on itself).
      /\bjelly[- ]?(?:like|looking)? (?:poo\w*|stools?|nappy)\b[^.?!]{0,25}\b(?:red|blood\w*)\b/,
      /\b(?:green|bile|bilious|yellow-green|dark green|bright green) (?:vomit|sick|spit[- ]?up|puke|liquid)\b/,
      /\b(?:sick|vomit|puke)\b[^.?!]{0,40}\b(?:yellowy[- ]green|yellow[- ]?green|greeny[- ]yellow|greenish[- ]yellow)\b/,
      /\bvomit(?:ing)? bile\b/,
    ],
    ignore: [
      // Blood swallowed from a nosebleed.
      /\b(?:blood|red)\b[^.?!]{0,30}(?<!\bnot )\b(?:after|from|because of) (?:a |her |his |the )?nose ?bleed\b/,
      // A question someone asked ("the midwife asked if his sick was ever green").
      /\basked (?:me |us )?(?:if|whether)\b[^.?!]*/,
      // Green from the food just eaten, said after the colour.
      /\bgreen\b[^.?!]{0,60}(?<!\blike (?:\w+ )?)\b(?:spinach|peas?|pea puree|broccoli|kale|avocado|pesto|food colou?r\w*|ice lolly|(?<!\bred )jelly(?![- ](?:like|looking))|icing)\b(?![\s\S]*\b(?:pale|sleepy|drowsy|floppy|bloated|swollen|distended)\b)/,
      /\bi(?: \([^)]*\))? (?:was|am|'ve been|have been|keep being|keep|got|have) (?:\w+ )?(?:sick|vomit\w*|throwing up|being sick)\b[^.?!]*/,
      /\bgreen (?:poo|poop|stool|stools|nappy|nappies|diaper|diapers|mucus|snot|bogey\w*)\b/,
      /\b(?:ate|eaten|eating|puree|peas|spinach|broccoli|kale|avocado|pesto)\b(?![\s\S]*\b(?:pale|sleepy|drowsy|floppy|bloated|swollen|distended|dark green|(?:\d+|three|four|five|several) times|again and again|keeps? (?:being sick|vomiting|throwing up)|legs? up|screaming|in pain)\b)[^.?!]{0,40}\bgreen\b/,
    ],
    unless: [
      // Streaks of the mother's blood from a cracked nipple, said so.
      /^(?![\s\S]*\b(?:green|bile|swollen|floppy|sleepy|screaming|won't feed)\b)[\s\S]*\b(?:cracked nipples?|nipples? (?:is |are )?(?:cracked|bleeding)|my blood)\b/,
      new RegExp(
        String.raw`^(?![\s\S]*\b(?:pale|sleepy|drowsy|floppy|bloated|swollen|distended|jelly[- ]?(?:like|looking)? (?:poo|stool|nappy)|(?:pull|draw)\w* (?:up )?(?:his|her|their) (?:legs|knees)|(?:not|never|hasn't|hasnt|hadn't|hadnt) (?:had|eaten|eat|been given) (?:any|anything)|(?:not|never) (?:had|eaten) (?:any )?(?:spinach|peas|broccoli|kale|greens|green food))\b)[\s\S]*(?:${COLOUR_EXPLAINED.source})`,
      ),
      // Green coughed up or blown out, with no vomiting: phlegm or snot, not bile.
      new RegExp(
        String.raw`^(?![\s\S]*(?:${VOMIT.source}))[\s\S]*\b(?:cough\w*|hack\w*|blow\w*|snot\w*|phlegm|mucus|bogey\w*|nose)\b[^.?!]{0,20}\bgreen`,
      ),
    ],
    advice: `${CALL_OR_GO}. Green (bile-stained) vomit in a baby can mean a blocked or twisted gut.`,
    meanwhile:
      'Do not give anything to eat or drink until a doctor has seen them; take a photo of the vomit or keep the nappy or cloth.',
  },
  {
    id: 'reduced-fetal-movement',
    guidanceTopics: ['pregnancy-third-trimester', 'pregnancy-warning-signs'],
    description: 'Baby moving less in pregnancy, or no movement felt',
    combos: [
      // Proper kicks usually, and only something unsure today.
      {
        any: [
          /\busually (?:there(?:'s| is| are)|theres|she|he|baby|they) (?:\w+ )?(?:proper |big |strong |lots of )?(?:kicks|movements|kicking|moving)\b/,
        ],
        with: [/\b(?:all day|today|tonight|since (?:this morning|lunch|yesterday))\b/],
        when: { fromWeek: 24 },
      },
      // Fewer kicks than the usual count by now, or 'quieter today'.
      {
        any: [
          /\b(?:only|just) (?:been |had |felt |counted )?(?:\d+|one|two|three|four|five)\b(?! (?:weeks?|days?|months?|hours?))/,
        ],
        with: [/\b(?:normally|usually|by now|by (?:lunch\w*|this time|dinner))\b/],
        and: [MOVEMENTS],
        when: { fromWeek: 24 },
      },
      {
        any: [
          /\b(?:quieter|less active|less kicky|not as (?:active|kicky|busy|wriggly)) (?:today|tonight|this (?:morning|afternoon|evening)|than (?:usual|normal))\b/,
          // "Trying to remember when she last wriggled": no movement the parent can recall.
          /\b(?:remember|sure|know|think) when (?:she|he|they|baby|the baby|it) last (?:moved|kicked|wriggled|wiggled|stirred)\b/,
          /\b(?:can't|cannot|don't|do not) (?:\w+ )?remember (?:feeling|the last time i felt|when i last felt) (?:him|her|them|baby|the baby|it|a kick|any kicks|any movement)\b/,
          // "Had a proper pattern, and it's gone quiet since yesterday".
          /\b(?:baby|she|he|it|its|it's|bump|they)(?:'s| has| is)? (?:gone|went|been) (?:all )?quiet(?:er)? (?:since|all|today|tonight|this|for)\b/,
        ],
        when: { fromWeek: 24 },
      },
      // "Usually like popcorn at night, tonight hardly anything".
      {
        any: [/\b(?:usually|normally|most nights|every night|always)\b/],
        with: [
          /\b(?:hardly|barely) (?:anything|any|a thing)\b|\bnot much\b|\bnothing\b(?! (?:wrong|to worry))|\bonly (?:a couple of|a few|one|two|a) (?:little |tiny |small )?(?:flutters?|kicks?|movements?|wriggles?|pokes?)\b/,
        ],
        and: [
          /\b(?:popcorn|flutter\w*|party|disco|acrobat\w*|gymnast\w*|somersault\w*|wriggl\w*|kick\w*)\b|\b(?:baby|he|she|bump|bubba|it)\b[^.?!]{0,20}\b(?:mov\w*|active|busy|rolling|jumping|dancing|going mad|going wild)\b/,
        ],
        when: { fromWeek: 24 },
      },
      {
        any: [
          /\b(?:barely|hardly) (?:moving|moved|kicking|kicked|felt (?:him|her|them|baby|it))\b/,
          /\bonly (?:counted|felt|had) (?:\d|one|two|three|four|five|a few|a couple of) (?:movements|kicks|moves)\b/,
          /\b(?:felt|feel|feeling) nothing(?: at all)?\b/,
          /\b(?:frantic|crazy|wild|mad)\b[\s\S]{0,60}\b(?:since|then|now)\b[^.?!]{0,20}\bnothing\b/,
        ],
        when: { fromWeek: 24 },
      },
      {
        any: [
          /\b(?:been|is|has been|seems?|gone|went) (?:\w+ )?(?:weirdly|really|very|so|unusually|strangely|super|eerily) (?:still|quiet)\b/,
        ],
        when: { fromWeek: 24 },
      },
      // "Quiet baby today", "lazy day in there": the baby called quiet for a day.
      {
        any: [
          /\b(?:quiet|quieter|lazy|lazier|sleepy|sluggish|still) (?:baby|one|bubba|bean|little one|lo)\b[^.?!]{0,15}\b(?:today|tonight|this (?:morning|afternoon|evening)|all day|in there)\b/,
          /\b(?:baby|he|she|bubba)(?:'s| is)? (?:having )?(?:a )?(?:lazy|quiet|sleepy) day\b/,
        ],
        when: { fromWeek: 24 },
      },
      // From 24 weeks any drop or change in the baby's own pattern needs checking the same day.
      { any: [near(MOVEMENTS, MOVEMENT_DROP, 40)], when: { fromWeek: 24 } },
      { any: [MOVEMENTS], with: [WAIT_CUE], when: { fromWeek: 24 } },
      // Trying to get the baby moving means the mother has noticed a drop.
      {
        any: [PROVOKE_MOVEMENT],
        with: [
          MOVEMENTS,
          /\b(?:still nothing|nothing|no response|not responding|not much (?:going on|happening)|still (?:quiet|not much|very little)|hardly anything|barely anything)\b/,
        ],
        when: { fromWeek: 24 },
      },
      // A kick count that came up short.
      {
        any: [/\bkick ?count\w*|\bcount(?:ed|ing)? (?:the |\d+ |ten )?(?:kicks|movements)\b/],
        with: [/\b(?:only|less than|fewer than|not (?:reached|got|hit)|didn't get|under)\b/],
        when: { fromWeek: 24 },
      },
      // "Haven't felt her since last night", "only felt one tiny movement".
      {
        any: [
          /\b(?:haven't|hasn't|not|hadn't|didn't|don't|can't|barely|hardly|only) (?:\w+ )?(?:felt|feel|feeling)\b(?! (?:well|good|great|sick|ill|like|right|ok|okay|myself|herself|better|worse|so|very|really|too|a bit|any pain|pain|contractions|tightenings|the tightenings|up to))/,
          /\b(?:baby|she|he|it|they)(?:'s| has| had| have)? been (?:very |really |so |quite )?(?:still|quiet)\b/,
        ],
        when: { fromWeek: 24 },
      },
    ],
    patterns: [
      // Counted: \"3 in 2 hours, normally 10 in about 20 mins\".
      /\b(?:kick count|kicks?|movements?)\b[^.?!]{0,15}\b\d+ in (?:\d+|two|three|four) (?:hours?|hrs?)\b[^.?!]{0,40}\b(?:normally|usually|usual)\b/,
      /\b(?:baby|he|she|they|it)(?:'s| has| is)? (?:not|hasn't|haven't|isn't) been (?:moving|kicking|wriggling) (?:much|as much|a lot|like (?:usual|normal))\b/,
      // "Is it normal for baby to stop moving at 38 weeks": it never is.
      /\bnormal for (?:my |the |a )?(?:baby|babies|him|her|them) to (?:stop|not be|slow down) (?:moving|kicking)\b/,
      // "Normally moves a lot in the evening but today very little."
      /\b(?:normally|usually) (?:\w+ )?(?:moves?|kicks?|wriggles?|active)\b[^.?!]{0,40}\bbut (?:today|tonight|now|this (?:morning|evening|afternoon))\b[^.?!]{0,20}\b(?:very little|almost nothing|hardly|barely|nothing|not much|quiet|less)\b/,
      LESS_MOVEMENT,
      NOTHING_FELT,

      /\b(?:baby|babies|twins|he|she|they|it)(?:'s| is| are| has been| have been| seems| seemed)? ?(?:moving|kicking|wriggling) (?:less|a lot less|much less|less than usual|less often)\b/,
      /\b(?:less|fewer|reduced|decreased|slower|no|not as many|hardly any|hardly|barely any) (?:fetal |foetal |baby |baby's )?(?:movements?|kicks?|moving)\b/,
      /\b(?:haven't|not|hadn't|hasn't|didn't|don't|can't|cannot) (?:\w+ )?(?:felt|feel|felt the|noticed)\b[^.?!]{0,20}\b(?:baby|him|her|it|any|a|much|many) ?(?:move|moving|movements?|kick\w*|movement)\b/,
      /\b(?:baby|twins|he|she|it|they)(?:'s| is| are)? (?:not|isn't|aren't|hasn't been|haven't been) (?:moving|kicking|wriggling)(?: around)? (?:as much|as often|like (?:before|usual|normal)|much|very much|a lot)\b/,
      /\bbaby (?:hasn't|has not|hasn't been|hadn't|didn't|isn't|is not|has stopped|stopped) (?:moved|moving|kicked|kicking|been moving|been kicking|move)\b/,
      /\b(?:movements?|kicks?) (?:have|has) (?:slowed|stopped|changed|reduced)\b/,
      /\bbaby (?:is |seems |seemed |has been |was |is being )?(?:quieter|less active|not as active|much quieter|very quiet)\b/,
    ],
    ignore: [
      /\b(?:pattern|movements?|kicks?)\b[^.?!]{0,15}\b(?:hasn't|haven't|has not|have not|hasnt|didn't|not) changed\b/,
      // Whether a trick works, asked in general: "does cold water make the baby move?"
      /\b(?:does|do|will|can|would) (?:\w+ ){0,4}(?:make|get) (?:the |my |your )?baby (?:to )?(?:move|kick|wriggle)\b[^.?!]*/,
      // When first movements start: "when will I start feeling kicks, 16 weeks and nothing yet".
      /\bwhen (?:will|do|does|should|can|did) (?:i|you|we|people|most people) (?:\w+ )?(?:start|begin) (?:to )?(?:feel|notice)\w*\b[^.?!]*/,
      /\bnothing (?:is |'s )?(?:moving|getting|going) (?:forward|anywhere|done)\b/,
      /\b(?:felt|feel) (?:the )?(?:baby|him|her|it) (?:move|moving|kick|kicking) (?:yet|for the first time)\b/,
      /\bfirst (?:movements?|kicks?|flutters?)\b/,
      // Waiting for the first movements, not missing them.
      /\b(?:no|any|not any) (?:movements?|kicks?|flutters?)\b[^.?!]{0,15}\byet\b/,
      /\b(?:felt|feel|feeling)\b[^.?!]{0,25}\byet\b/,
      // A daily rhythm, not a change: "kicks less after I eat", "quieter when I'm walking about".
      /\b(?:kick\w*|moves?|moving|movements?|quiet(?:er)?)\s(?:\w+ )?(?:less )?(?:after|when|while) (?:i|i'm|i am|i was|she was|she's|you're|you are) (?:eat|eating|have eaten|walk|walking|busy|on the move|moving about|at work)\b/,
      /\bwhen will i (?:start )?(?:feel|feeling)\b/,
      // Compared with someone else, not with this baby's own pattern.
      /\b(?:less|fewer|quieter|weaker)\b[^.?!]{0,30}\bthan (?:my|other|others|her|his|everyone|friends?)\b(?! (?:usual|normal|before|yesterday))[^.?!]*/,
      /\banterior placenta\b(?:(?!\bbut\b)[^.?!])*/,
      // Someone else feeling kicks through the bump.
      /[^.?!]*\b(?:felt|feel)\b[^.?!]{0,20}\b(?:from|on) the outside\b/,
    ],
    // Moving as much as ever: the parent is asking about something else.
    unless: [
      // A front placenta before 24 weeks: movements are not yet there to count.
      /^(?=[\s\S]*\b(?:(?:anterior|front(?:-| )facing|front) placenta|placenta (?:is )?(?:at the )?front)\b)[\s\S]*\b(?:1[0-9]|2[0-3]) ?(?:weeks?|wks?)\b/,
      // A front (anterior) placenta explained, and the baby's usual pattern kept.
      /^(?![\s\S]*\b(?:today|tonight|since|stopped|nothing)\b)(?=[\s\S]*\b(?:(?:anterior|front(?:-| )facing|front) placenta|placenta (?:is )?(?:at the )?front)\b)[\s\S]*\b(?:usual|normal|routine|pattern|same as always)\b/,
      // Checked on the monitor and all well, and back to normal since.
      /^(?![\s\S]*\b(?:(?<!happen(?:ed|s)? )again|since then|today|tonight|still (?:quiet|less|not)|now (?:quiet|less|nothing)|(?:not|hasn't|haven't) (?:moved|felt)|no (?:movement|kicks))\b)(?=[\s\S]*\b(?:triage|day unit|maternity (?:unit|assessment)|monitored|ctg|trace|on the monitor)\b)[\s\S]*\b(?:great|fine|normal|perfect|all good|reassur\w*)\b/,
      /\bnormal amount\b|\b(?:kicking|moving|wriggling) (?:like mad|loads|lots|a lot)(?: again)? now\b|\bnow (?:kicking|moving|wriggling) (?:like mad|loads|lots|a lot)\b/,
      /\bmore (?:rolls|rolling|squirm\w*|wriggles|pushes|stretch\w*|shuffl\w*) than (?:kicks|jabs|punches)\b/,
      /\b(?:lots|loads|plenty) of (?:movements?|kicks|kicking|wriggl\w*)\b(?![^.?!]{0,30}\b(?:until|till|before|earlier|yesterday|usually|normally)\b)/,
      /\b(?:but |and )?now (?:\w+ )?(?:kicking|moving|wriggling)(?: away)? (?:like|as) (?:normal|usual)\b/,
      /\bmovements? (?:are |have been |is |were )?(?:all )?back to (?:normal|usual)\b|\bthen (?:busy|active|wriggly|kicking|moving) again\b/,
      // Back to the usual pattern after a quiet spell: "back to her usual kicking today",
      // "a quiet hour but kicked loads after dinner like usual".
      /\bback to (?:her|his|their|its|the) (?:usual|normal) (?:kick\w*|movements?|pattern|wriggl\w*|self)\b/,
      /\b(?:but|then|but then) (?:\w+ )?(?:kicked|moved|wriggled) (?:loads|lots|a lot|plenty|like mad)\b(?![^.?!]{0,40}\b(?:yesterday|last night|before|earlier|usually|normally|until)\b)(?![\s\S]*\b(?:nothing since|not since|hasn't (?:moved|kicked) since|since then)\b)/,
      /^(?![\s\S]*\b(?:(?:moving|kicking|wriggling) (?:much |a lot |far )?less|(?:less|fewer|reduced) (?:movements?|kicks?))\b)[\s\S]*(?:\bdoppler\w* (?:a good idea|worth|safe|ok|okay|any good)\b|\b(?:buy|get|use|using|rent|borrow) (?:a |an )?(?:home )?doppler\b)/,
      new RegExp(
        String.raw`^(?![\s\S]*\b(?:normally|usually|used to|but (?:today|now|tonight)|went from|then nothing|but nothing|(?:to|now) (?:barely|hardly|nothing))\b)[\s\S]*(?:${MOVING_AS_USUAL.source})`,
      ),
    ],
    // Before 20 weeks many have not felt a baby move at all: not a change to act on.
    when: { parent: 'pregnant', fromWeek: 20 },
    advice: `${MATERNITY}, even if it is the middle of the night. Do not wait until tomorrow or your next appointment.`,
    meanwhile:
      'Lying on your left side and feeling for movement is not a reason to wait, and do not use a home heartbeat monitor to reassure yourself; call while you do it.',
  },
  {
    id: 'pre-eclampsia',
    guidanceTopics: ['pregnancy-warning-signs'],
    description:
      'Severe headache with vision changes, flashing lights, or sudden swelling of face, hands or feet',
    patterns: [
      /\b(?:face|hands|fingers)\b[^.?!]{0,20}\b(?:swelled|puffed) up\b/,
      /\b(?:rings?|wedding ring) (?:\w+ )?(?:won't|don't|doesn't|can't|no longer|not) (?:\w+ )?(?:fit|come off|go on)\b/,
      // Named, or measured: raised blood pressure or protein with a sign now.
      near(
        /\b(?:pre-?eclampsia|pre eclampsia|preeclampsia|eclampsia|hellp|high (?:bp|blood pressure)|(?:bp|blood pressure) (?:is |was |has been |went )?(?:high|up|raised|sky ?high)|protein in (?:my |her )?(?:urine|wee|pee))\b/,
        /\b(?:head\w*|vision|seeing|eyes?|swell\w*|swollen|puffy|pain|vomit\w*|sick|unwell|dizzy)\b/,
        60,
      ),

      /\b(?:flashing lights|flashes of light|blurr(?:ed|y) vision|vision (?:is |has gone |went )?(?:blurr\w*|fuzzy|funny|strange)|seeing (?:spots|stars|flashes|zigzags)|spots (?:in|before) my (?:eyes|vision)|lost (?:some )?vision)\b/,
      /\bsudden (?:swelling|puffiness)\b[^.?!]{0,30}\b(?:face|hands|fingers|feet|ankles|legs)\b/,
      /\b(?:face|hands|fingers|feet) (?:suddenly |have suddenly |has suddenly )?(?:swelled|swollen|puffed) up (?:suddenly|overnight)\b/,
      /\bpain (?:just |right )?(?:below|under) (?:my |the )?ribs\b/,
    ],
    combos: [
      // Told of raised blood pressure or protein, then a sign now, in another sentence.
      {
        any: [
          /\b(?:high (?:bp|blood pressure)|(?:bp|blood pressure) (?:is |was |has been |went )?(?:high|up|raised|borderline)|protein in (?:my |her )?(?:urine|wee|pee))\b/,
        ],
        with: [
          /\b(?:headache|head (?:is )?(?:pounding|banging|thumping)|vision|seeing|swell\w*|swollen|puffy|pain (?:under|below) (?:my|the) ribs)\b/,
        ],
      },
      // Pain high in the tummy or under the ribs with a headache or being sick.
      {
        any: [
          /\b(?:upper|top of (?:my|the)) (?:tummy|belly|abdomen|stomach)\b[^.?!]{0,20}\b(?:pain\w*|hurts?|ache\w*|sore)\b|\b(?:right )?(?:up )?under (?:my |the )?(?:right )?ribs\b[^.?!]{0,25}\bright\b|\bright (?:side|hand side)\b[^.?!]{0,20}\b(?:under|below) (?:my |the )?ribs\b|\b(?:heartburn|indigestion|reflux)\b[^.?!]{0,80}\b(?:not (?:helped|helping|touching|shifting)|(?:doesn't|won't|didn't) (?:help|shift|budge|go)|nothing (?:helps|touches))\b|\b(?:pain\w*|hurts?|ache\w*|sore)\b[^.?!]{0,20}\b(?:under|below) (?:my |the )?(?:right )?ribs\b/,
        ],
        with: [/\bheadaches?\b/, VISION_CHANGE, VOMIT, /\bsick\b/],
        when: { fromWeek: 20 },
      },
      // Eyesight changes are pre-eclampsia's from mid-pregnancy to the weeks after birth.
      { any: [VISION_CHANGE], when: { fromWeek: 20 } },
      { any: [VISION_CHANGE], when: { parent: 'postpartum' } },
      { ...waiting(VISION_CHANGE, FACE_PUFFY, HANDS_SWELL), when: { fromWeek: 20 } },
      {
        any: [BAD_HEAD, /\bswollen all over\b|\bswelling all over\b/],
        with: [
          /\b(?:vision|seeing|swelling|swollen|swelled|puffy|vomit\w*|being sick|ribs)\b/,
          VISION_CHANGE,
        ],
      },
      {
        any: [/\b(?:pain|ache)\b[^.?!]{0,25}\b(?:under|below) (?:my|her|the) ribs\b/],
        with: [BAD_HEAD, VISION_CHANGE, VOMIT, /\bnot touching it\b/],
      },

      {
        any: [
          /\b(?:severe|bad|terrible|awful|worst|pounding|splitting|really bad|constant|won't go away)\b[^.?!]{0,20}\bheadaches?\b/,
          /\bheadaches?\b[^.?!]{0,25}\b(?:won't go|doesn't go|not going|severe|terrible|won't shift)/,
        ],
        with: [/\b(?:vision|seeing|spots|flashing|lights|blurr\w*|swelling|swollen|puffy|vomit\w*|ribs)\b/],
      },
      // In the second half of pregnancy: a bad or lasting headache, a puffy face, hands that
      // swell suddenly, or any headache the parent is thinking of waiting with.
      { any: [BAD_HEAD, HEADACHE_LASTING, FACE_PUFFY], when: { fromWeek: 20 } },
      { any: [HANDS_SWELL], with: [SUDDEN], when: { fromWeek: 20 } },
      // Pain high up under the ribs or breasts with a headache, sickness or feeling unwell.
      {
        any: [
          /\b(?:pain|ache|hurts?)\b[^.?!]{0,30}\b(?:under|below|beneath) (?:my |her |the )?(?:right |left )?(?:ribs?|boobs|breasts|bra)\b|\btop of (?:my |the )?(?:bump|stomach|tummy|belly)\b/,
        ],
        with: [
          /\bhead ?aches?\b|\bhead\b/,
          VOMIT,
          /\b(?:feel|feeling) (?:\w+ )?(?:sick|unwell|wrong|awful|ill)\b/,
          VISION_CHANGE,
        ],
      },
      // A blood pressure reading of 140/90 or more.
      {
        any: [/\b(?:1[4-9]\d|2\d\d) ?(?:\/|over) ?\d{2,3}\b|\b\d{2,3} ?(?:\/|over) ?(?:9\d|1[0-4]\d)\b/],
        with: [/\b(?:bp|blood pressure|machine|monitor|reading)\b/],
      },
      { any: [/\bhead ?aches?\b/], with: [WAIT_CUE], when: { fromWeek: 20 } },
    ],
    ignore: [
      /\bfloaters\b[^.?!]{0,50}\b(?:always|for years|(?:had|have) (?:them|had them) (?:for )?(?:years|ages|since)|short-?sighted)\b[^.?!]*/,
      // A known migraine with aura, diagnosed before this pregnancy, asked about in general.
      /\bmigraines? with (?:the )?aura\b(?=[^.?!]{0,60}\b(?:before (?:i was |my )?pregnan\w*|diagnosed|years ago|for years)\b)[^.?!]*/,
      // Pictures in the mind, not in the eyes: "scary flashes of dropping her".
      /\bflashes (?:of|about) (?:\w+ing|her|him|the|me|them|my)\b/,
      // A headache that went with water, rest or paracetamol.
      /\b(?:\w+ )?head ?aches?\b[^.?!]*\b(?:sorted|helped|worked|fixed|shifted|cleared|went away|goes away|(?:totally |completely |fully )gone|gone now|eased|went after)\b/,
      /\bribs?\b[^.?!]{0,40}\b(?:kick\w*|feet|foot|legs)\b/,
      /\b(?:kick\w*|feet|foot)\b[^.?!]{0,30}\bribs?\b/,
    ],
    when: { parent: 'pregnant-or-postpartum' },
    unless: [
      // A normal blood pressure just taken and none of the other signs.
      /^(?![\s\S]*(?:(?<!no )\bheadache|\bflashing|\bblurr\w*|\bspots (?:in|before)|\bunder (?:my )?ribs|\bvomit\w*|\bbeing sick|\bpuffy face|\bface (?:is |has )?(?:swollen|puffy)))[\s\S]*\b(?:bp|blood pressure)\b[^.?!]{0,30}\b(?:(?:1[01]\d|9\d)\/\d{2,3}|fine|normal|all fine|good|perfect)\b/,
      // A headache that went with water, food or rest, and no other sign.
      /^(?![\s\S]*\b(?:vision|seeing|flash\w*|swell\w*|swollen|puffy|ribs|blurr\w*)\b)[\s\S]*\b(?:better|gone|went away|eased|cleared)\b[^.?!]{0,10}\b(?:after|with|once)\b/,
    ],
    advice: `${MATERNITY}, or call ${NUMBERS} if you feel very unwell or have a fit. These can be signs of pre-eclampsia, which needs checking today.`,
    meanwhile: 'Do not drive yourself; have someone take you, and bring your maternity notes.',
  },
  {
    id: 'waters-breaking-early',
    guidanceTopics: ['pregnancy-warning-signs', 'labour-signs'],
    description: 'Waters breaking before 37 weeks, or green, brown or bloody waters',
    combos: [
      { any: [WATERS], with: [EARLY] },
      // Waters gone, then a smell, a colour or a fever: infection, at any week.
      {
        any: [WATERS],
        with: [
          /\b(?:smell\w*|fishy|green\w*|brown\w*|fever\w*|high-temperature|feel (?:hot|shivery)|shiver\w*)\b/,
        ],
      },

      {
        any: [
          /\b(?:waters?|membranes?) (?:just |have just |has just |have |has |are |were |is |have been |might have |may have )?(?:broken|broke|break(?:ing)?|gone|ruptured|leaking|went|just went)\b/,
          /\b(?:leaking|gush(?:ed|ing)? of|trickle of|dripping) (?:clear |amniotic |watery )?(?:fluid|water)\b/,
          /\b(?:pprom|prom)\b/,
        ],
        with: [EARLY],
      },
    ],
    patterns: [
      /\b(?:thought|think) i(?:'d)? (?:had )?(?:wet|weed|peed) (?:myself|my (?:pants|knickers)|the bed)\b[\s\S]{0,40}\b(?:keeps? (?:coming|leaking|trickling|going)|still (?:coming|leaking))\b/,
      near(WATERS, /\b(?:green\w*|brown\w*|yellow\w*|blood\w*|red|pink\w*|smell\w*|fishy)\b/, 60),

      /\b(?:waters?|fluid)\b[^.?!]{0,25}\b(?:green|brown|greenish|brownish|bloody|smelly|smells)\b/,
      /\bcord\b[^.?!]{0,20}\b(?:coming out|hanging|can see|visible|came out)\b/,
    ],
    unless: [
      /\b(?:knocked|spilled|spilt) (?:over )?(?:my |the |a )?(?:whole |entire )?(?:water|glass|drink|cup|bottle)\w*\b/,
      // Tested and negative, dry since.
      /\b(?:swab|test|speculum|check)\w*\b[^.?!]{0,30}\b(?:was|were|came back) (?:negative|clear|normal|fine)\b/,
      /^(?![\s\S]*\b(?:still|keeps?|trickl\w*|leak\w*|gush\w*|dripping|green|brown|smell\w*)\b)[\s\S]*\b(?:no more|nothing (?:more|else)) since\b/,
      /\bspil\w* (?:his|her|my|a|the|their) (?:cup|drink|water|juice|bottle|beaker)\b/,
      OVER_AND_CHECKED,
      // Bath water coming back out, then dry.,
      /\bbath\b[\s\S]{0,80}\b(?:pad (?:is |was |stays |stayed )?dry|then stops|stopped)\b/,
    ],
    ignore: [
      // Thought the waters had gone before and it was discharge: the same again.
      /\b(?:thought|thinking|worried) (?:that )?(?:my )?waters (?:had|might have|have|were) (?:gone|broken|went|going)\b[^.?!]*(?=[\s\S]{0,120}\b(?:discharge|wee|urine|negative|not (?:my )?waters)\b)/,
      /\b(?:pessary|pessaries|cream|gel|suppository)\b[^.?!]{0,30}\bleak\w*(?: out)?/,
      // The wet explained: "the wet patch was my water bottle leaking".
      /\b(?:wet patch|leak\w*|fluid|water|damp)\b[^.?!]{0,20}\bwas (?:just |actually )?(?:my |the |a |from (?:my |the |a )?)(?:hot water bottle|water bottle|drink|cup|glass|bottle|dog|cat|toddler|son|daughter|milk|sweat|shower|bath)\b[^.?!]*/,
      // The colour and smell said to be fine.
      /\b(?:no|not|doesn't|does not|didn't|isn't) (?:smell\w*|colou?r\w*|green|brown|blood\w*)\b/,
      // Asking what the words mean: "is a show the same thing as your waters breaking?"
      /(?:^|[.?!]\s*)(?:is|are) (?:a |an |the )?\w+(?: \w+)? the same (?:thing )?as (?:a |an |the |your |my )?\w+(?: \w+)?\?|(?:^|[.?!]\s*)what(?:'s| is) the difference between\b[^.?!]*\?/,
      // Wet from sweat, not from below.
      /(?<=\bsweat\w*\b[^.?!]{0,60})\b(?:sheets?|pillows?|pyjamas|pjs|bed|nightie|top|clothes)\b (?:are |is |were |was |keep |getting |got )?(?:soaked|soaking|wet|damp|drenched)\b|\b(?:sheets?|pillows?|pyjamas|pjs|bed|nightie|top|clothes)\b (?:are |is |were |was )?(?:soaked|soaking|wet|damp|drenched) (?:with|from|in) sweat\b/,
    ],
    // 'What should I do if my waters break early' asks about what has not happened.
    framing: 'hazard',
    when: { parent: 'pregnant' },
    advice: `${MATERNITY}. Waters breaking before 37 weeks, or waters that are green, brown or bloody, need checking straight away; call ${NUMBERS} if you see or feel the cord.`,
    meanwhile:
      'Put on a pad (not a tampon) so the staff can check the colour of the fluid, and do not have a bath or sex.',
  },
  {
    id: 'preterm-labour',
    guidanceTopics: ['labour-signs', 'pregnancy-warning-signs'],
    description: 'Regular contractions or labour signs before 37 weeks',
    combos: [
      // Three signs of labour together before 37 weeks: period-like pains, backache and pressure.
      {
        any: [/\bperiod[- ]?(?:type |like )?(?:pains?|cramps?)\b|\bcramp\w*/],
        with: [/\bback ?ache\b|\bback pain\b|\b(?:low|lower) back\b/],
        and: [/\bpressure\b|\bpushing down\b|\bheav(?:y|iness) (?:down below|in my pelvis)\b|\btighten\w*/],
        when: { fromWeek: 20 },
      },
      // Tightenings timed in an app or a list: three or more clock times, "14:02, 14:11, 14:19".
      {
        any: [/\b(?:tighten\w*|contractions?|cramp\w*|pains?|surges?|going hard)\b/],
        with: [/\b\d{1,2}[:.]\d{2}\b(?:[^.?!\d]{1,12}\b\d{1,2}[:.]\d{2}\b){2,}/],
        when: { fromWeek: 20 },
      },
      // Going hard or painful many times an hour before 37 weeks.
      {
        any: [/\b(?:go(?:es)? hard|hard|tight\w*|pain\w*|cramp\w*)\b/],
        with: [
          /\b(?:many|\d+|four|five|six|several) times? (?:in|an|per|every) (?:one |an |1 )?hour\b|\bmany time\b/,
        ],
        and: [EARLY],
        when: { fromWeek: PRETERM_FROM_WEEK },
      },
      // Wanting to push before term.
      {
        any: [/\b(?:need|needing|urge|want|wanting|feel like i (?:need|have) to) (?:to )?push\b/],
        with: [EARLY],
      },
      {
        any: [/\bevery \d+ (?:or so )?min\w*\b/],
        with: [
          /\b(?:getting stronger|stronger and (?:closer|more often)|closer together|regular(?:ly)?|(?:doesn't|won't|didn't) (?:stop|ease|go) when i (?:change position|move|rest|lie down|sit down))\b/,
        ],
      },
      {
        any: [/\b(?:tighten\w*|contractions?|contracting|harden\w*|goes hard|going hard)\b/],
        with: [/\bback (?:hurts|pain|ache|aches|aching|is killing)\b|\bbackache\b/],
        and: [EARLY],
        when: { fromWeek: PRETERM_FROM_WEEK },
      },
      {
        any: [
          /\b(?:feels?|felt|feeling) (?:exactly |just )?like (?:(?:when )?(?:my (?:first|last|eldest|other one)|last time) (?:started|began|came)|(?:early )?labou?r (?:did|started|begins))\b/,
        ],
        with: [EARLY],
        when: { fromWeek: PRETERM_FROM_WEEK },
      },
      {
        any: [
          /\bcramp\w*[^.?!]{0,30}\blike (?:my |a )?period\b|\blike my period is (?:about to )?(?:start|coming)\b/,
          /\bpushing feeling\b|\bpelvis (?:feels )?(?:so |really |very )?heavy\b/,
        ],
        with: [EARLY],
        when: { fromWeek: PRETERM_FROM_WEEK },
      },
      { any: [TIGHTENINGS], with: [WAIT_CUE], and: [EARLY], when: { fromWeek: PRETERM_FROM_WEEK } },
      // Tightening with a heavy, achy pelvis or pressure on the bladder before 37 weeks.
      {
        any: [/\btighten\w*|\bcramp\w*/],
        with: [
          /\b(?:achy|aching|ache in (?:my|the)|heavy|pressure in (?:my|the)) (?:pelvis|down below|low down|fanny|bum)\b|\bpelvi\w* (?:ache|aching|pressure|pain|is achy)\b|\b(?:keep|keeps) needing (?:the loo|to wee|a wee)\b/,
        ],
        and: [EARLY],
        when: { fromWeek: PRETERM_FROM_WEEK },
      },
      // Cramps or backache coming at a regular interval.
      {
        any: [/\bcramp\w*|\bback ?ache\b|\bback pain\b|\btighten\w*/],
        with: [
          /\b(?:comes?|coming|every) (?:back )?(?:every )?(?:quarter of an hour|half (?:an )?hour|(?:\d+|ten|five|fifteen|twenty) ?min\w*)/,
        ],
        and: [EARLY],
        when: { fromWeek: PRETERM_FROM_WEEK },
      },
      // "Contractions at 31 weeks??": said as contractions, not practice ones.
      {
        any: [/\bcontractions?\b/],
        with: [EARLY],
        when: { fromWeek: PRETERM_FROM_WEEK },
        unless: [
          /\b(?:braxton|practice|false|bh's|bhs|painless|not painful|don't hurt|doesn't hurt|irregular|when the time comes)\b|\bhow (?:do|to|should|can|would) (?:i |you |we )?(?:time|know|tell|count)\b/,
        ],
      },
      { any: [TIGHTENINGS], with: [REGULAR], and: [EARLY], when: { fromWeek: PRETERM_FROM_WEEK } },
      // Contractions, or the feeling of labour starting, before 37 weeks.
      {
        any: [
          /\b(?:feel|feels|felt|feeling) (?:\w+ ){0,2}(?:contractions|labou?r)\b/,
          /\b(?:having|getting|started|start) (?:\w+ )?contractions\b/,
          /\bcontractions?\b[^.?!]{0,20}\b(?:every|minutes|mins|apart|closer|stronger)\b/,
          /\b(?:pressure|pushing feeling)\b[^.?!]{0,30}\b(?:down below|bottom|pelvis|vagina|fanny|front bottom)\b[^.?!]{0,40}\b(?:cramp\w*|pains?|ach\w*|tighten\w*)\b/,
        ],
        with: [EARLY],
        when: { fromWeek: PRETERM_FROM_WEEK },
      },
      {
        any: [/\b(?:mucus plug|plug came out|(?:a |had a |bloody )show)\b/],
        with: [EARLY],
        when: { fromWeek: PRETERM_FROM_WEEK },
      },
      // The plug as it looks, or the baby pressing down, before 37 weeks.
      {
        any: [
          /\b(?:snotty|jelly|jelly-like|mucus\w*|gloopy|gooey|stringy|slimy)\b[^.?!]{0,15}\b(?:blob|stuff|discharge|lump|bit|plug)\b|\b(?:blob|lump) of (?:\w+ )?(?:jelly|mucus|snot)\w*/,
          /\b(?:pushing|pressing|bearing) down\b|\bneed (?:a|to) poo\b|\bpressure (?:down (?:below|there)|in my (?:bum|bottom|pelvis|vagina))\b/,
        ],
        with: [EARLY],
        when: { fromWeek: PRETERM_FROM_WEEK },
      },

      {
        any: [
          /\b(?:regular|strong|painful|period[- ]like|frequent) (?:contractions|tightenings|cramps)\b/,
          /\b(?:contractions|tightenings|cramps|pains)\b[^.?!]{0,15}\bevery \d+ (?:minutes|mins?)\b/,
          /\bcontractions (?:every|are|have started|started|\d+ minutes)\b/,
          /\b(?:in labou?r|labou?r (?:has )?start\w*|going into labou?r)\b/,
        ],
        with: [EARLY],
        when: { fromWeek: PRETERM_FROM_WEEK },
      },
    ],
    patterns: [],
    // Painless, irregular tightenings with nothing else: Braxton Hicks, asked about as such.
    unless: [
      // Tightenings that settled with rest or a bath and have not come back.
      /\b(?:went|stopped|eased|settled|died down|faded|calmed)(?: away| off| down)? (?:after|with|once i|when i) (?:a |some )?(?:bath|rest|lying down|lie down|drink|water|sleep|sitting down)\b[^.?!]{0,40}\b(?:haven't|hasn't|not) (?:come back|returned|started again)\b/,
      /^(?![\s\S]*\b(?:bleed\w*|blood|waters|fluid|pressure|show|plug|stronger|closer|every \d+|(?:\d+|few|a few) (?:mins?|minutes) apart|regular\w*|period|back (?:hurts|pain|ache\w*)|backache|\d{1,2}[:.]\d{2}\b[^.?!\d]{1,12}\d{1,2}[:.]\d{2}\b[^.?!\d]{1,12}\d{1,2}[:.]\d{2})\b)[\s\S]*\b(?:not painful|painless|no pain|(?:don't|doesn't) hurt|irregular|no pattern|braxton)/,
    ],
    // Labour from 37 weeks is at term (this also keeps the safety net's guess quiet then).
    when: { parent: 'pregnant', beforeWeek: 37 },
    ignore: [
      // The bump tightening for a moment as the baby kicks.
      /\b(?:bump|tummy|belly)\b[^.?!]{0,30}\bhard\b[^.?!]{0,40}\bwhen (?:she|he|baby|the baby|it) (?:kicks|moves|stretches|wriggles)\b[^.?!]*/,
      /\b(?:swears|says|said|reckons) (?:that )?(?:a |the )?(?:mucus plug|show|plug)\b[^.?!]*/,
      /\b(?:varicose )?veins?\b[^.?!]*/,
      // Asking what the words mean: "is a show the same thing as your waters breaking?"
      /(?:^|[.?!]\s*)(?:is|are) (?:a |an |the )?\w+(?: \w+)? the same (?:thing )?as (?:a |an |the |your |my )?\w+(?: \w+)?\?|(?:^|[.?!]\s*)what(?:'s| is) the difference between\b[^.?!]*\?/,
    ],
    advice: `${MATERNITY}. Regular contractions before 37 weeks may be preterm labour and need checking straight away.`,
    meanwhile: 'Have your maternity notes ready and arrange a lift; do not drive yourself.',
  },
  {
    id: 'pregnancy-severe-pain',
    guidanceTopics: ['pregnancy-warning-signs'],
    description: 'Severe or constant tummy pain in pregnancy, or a hard tummy that will not relax',
    patterns: [
      // Sudden stabbing or burning pain low on one side with feeling faint, dizzy or white: an ectopic pregnancy.
      /\b(?:stabbing|sharp|hot poker|knife|searing|sudden\w*)\b[^.?!]{0,40}\b(?:low (?:down|on (?:my |the )?(?:right|left))|on (?:my |the )?(?:right|left)|one side)\b[\s\S]{0,80}\b(?:dizzy|faint\w*|white|pale|light-?headed|legs (?:went|gave)|from under me)\b|\btook my legs (?:from|out from) under me\b/,
      // The womb hard and not relaxing, with pain: it may be separating (abruption).
      /\b(?:bump|tummy|belly|womb|uterus)\b[^.?!]{0,25}\b(?:rock hard|hard as a rock|solid|hard)\b[^.?!]{0,40}\b(?:not letting go|won't (?:let go|relax|soften|go soft)|not (?:relaxing|softening|going soft)|hasn't (?:relaxed|softened|let go))\b/,
      near(SEVERE, PAIN, 25),
      // Pain that makes her scream or writhe, or unlike anything before.
      /\b(?:screaming|crying|sobbing|howling|writhing|rolling about|rolling around) (?:in|with) (?:the )?(?:pain|agony)\b|\bpain\b[^.?!]{0,40}\bnot like anything (?:before|i've|she's|ever)\b/,
      near(
        /\b(?:not|isn't|never) (?:easing|letting up)|\bno position helps|\b(?:folded|doubled) (?:over|up)|\blike a knife|\bworst (?:[\w-]+ ){0,2}(?:pain|cramp|ache)s? (?:i've|i have) ever\b/,
        /\b(?:pain\w*|ache|aches|aching|cramp\w*|hurts?|agony)\b|\b(?:in|through) (?:my )?(?:belly|tummy|bump|stomach|side|abdomen)\b/,
        60,
      ),
      near(
        /\b(?:fell|fall|fallen|tripped|landed|knocked|hit|bumped)\b/,
        /\b(?:bump|tummy|belly|stomach)\b/,
        30,
      ),
      near(
        /\b(?:one side|left side|right side|bottom right|lower right)\b/,
        /\b(?:dizzy|faint\w*|really bad|severe)\b/,
        40,
      ),

      /\b(?:severe|really bad|very bad|terrible|excruciating|agoni[sz]ing|unbearable|constant|sharp|stabbing|intense|awful)\b[^.?!]{0,20}\b(?:tummy|stomach|abdominal|abdomen|belly|bump|pelvic|lower back|one[- ]sided|side) (?:pain|pains|ache|cramps?)\b/,
      /\b(?:tummy|stomach|abdominal|belly|bump|pelvic) (?:pain|cramps?)\b[^.?!]{0,20}\b(?:severe|won't go away|doesn't go away|getting worse|unbearable|constant)\b/,
      /\b(?:tummy|stomach|bump|abdomen|belly|uterus|womb) (?:is |feels |has gone |went )?(?:rock )?(?:hard|rigid)\b[^.?!]{0,60}\b(?:pain\w*|won't relax|doesn't relax|constant|hurts|not (?:going|getting) soft|won't soften|doesn't soften|not softening)\b/,
      // A bump that stays hard, with pain before or after it.
      near(
        /\b(?:tummy|stomach|bump|abdomen|belly|uterus|womb) (?:is |feels |has gone |went |stays |staying )?(?:rock[- ]hard|solid|rigid|hard as (?:a )?rock|like (?:a )?(?:rock|brick|board))\b/,
        /\b(?:pain\w*|hurt\w*|agony|constant|won't (?:relax|soften)|never stops)\b/,
        60,
      ),
      /\bshoulder[- ]tip (?:pain|hurts|ache)\b|\bpain in (?:my|the) shoulder[- ]tip\b|\b(?:pain|ache|hurts?)\b[^.?!]{0,15}\b(?:the )?tip of (?:my|the|her) shoulder\b/,
      // A scar from a caesarean hurting suddenly or without stopping.
      near(/\bscar\b/, /\b(?:sudden\w*|sharp|severe|hasn't gone|won't go|constant|stabbing|tearing)\b/, 40),
      // One-sided pain, early on or with feeling faint, can be an ectopic pregnancy.
      /\b(?:severe|sharp|stabbing|bad|intense)\b[^.?!]{0,10}\b(?:pain|cramps?)\b[^.?!]{0,10}\bon (?:one|my left|my right|the left|the right|left|right) side\b/,
      /\b(?:pain|cramps?)\b[^.?!]{0,60}\b(?:feel(?:ing)? faint|fainted|passed out|dizzy and)\b/,
    ],
    combos: [
      // A sharp pain on one side in the first weeks: an ectopic pregnancy until shown otherwise.
      {
        any: [
          /\b(?:one[- ]sided|on one side|(?:left|right)(?: hand)? side|(?:left|right)[- ]sided|(?:lower|bottom) (?:left|right))\b/,
        ],
        with: [/\b(?:sharp|stabbing|knife-?like|shooting|severe)\b/],
        and: [/\b(?:pain\w*|cramp\w*|hurt\w*|twinges?)\b/],
        when: { beforeWeek: 12 },
      },
      // A knock to the bump (a car bump, a fall), then pain: the placenta can come away.
      {
        any: [
          /\b(?:car (?:crash|accident|bump)|bump in the car|crash\w*|fell (?:over|down|on)|a fall|hit by|tripped and fell|landed on my (?:bump|tummy|belly)|knock\w* (?:to|on) (?:my )?(?:bump|tummy))\b/,
        ],
        with: [
          /\b(?:tummy|belly|bump|stomach)\b[^.?!]{0,20}\b(?:hurts?|pain\w*|ach\w*|tight|hard|cramp\w*)\b|\bbleed\w*|\bless movement|\bnot moving\b/,
        ],
      },
      // Pain on one side with dizziness, the shoulder, or bleeding: early pregnancy outside the womb.
      {
        any: [
          /\bone side\b[^.?!]{0,25}\b(?:pain\w*|hurt\w*|ach\w*|sore)\b|\b(?:pain\w*|hurt\w*)\b[^.?!]{0,20}\bone side\b/,
        ],
        with: [/\b(?:dizzy|faint\w*|light-?headed|shoulder|bleed\w*|spott\w*)\b/],
      },
      // A blow to the bump: a car crash or a seatbelt, then pain, tightening or bleeding.
      {
        any: [
          /\b(?:car (?:accident|crash)|crash\w*|collision|rear[- ]ended|shunt\w*|airbags?|seat ?belt|assault\w*|hit by|(?:kicked|punched|elbowed) (?:me )?(?:in|on) (?:the|my) (?:bump|tummy|stomach|belly))\b/,
        ],
        with: [PAIN, /\b(?:tight\w*|hard|bleed\w*|blood|leak\w*|not moving|moving less|quiet)\b/],
      },
      // Pain on one side early in pregnancy with spotting, dizziness or a shoulder tip: ectopic.
      {
        any: [
          /\b(?:one[- ]sided|on one side|(?:on|down) (?:my |the )?(?:left|right)|(?:left|right)[- ]sided?|low down on (?:my |the )?(?:left|right)|(?:lower|bottom) (?:left|right))\b/,
        ],
        with: [PAIN],
        and: [
          /\b(?:spott\w*|bleed\w*|brown|dizzy|faint\w*|shoulder|hasn't stopped|won't go|for (?:\d+|two|three) hours|constant|awful|severe|agony|(?:got|getting|gets) worse|fever\w*|high-temperature|can't (?:walk|stand) (?:up(?:right)?|straight|properly))\b/,
        ],
      },
      // Pain that has lasted hours without easing, with another sign or a wish to wait.
      {
        any: [
          /\b(?:pain|cramp\w*|hurt\w*|ache)\b[^.?!]{0,40}\b(?:since (?:lunch|this morning|yesterday|last night|breakfast|\d+ ?(?:am|pm))|isn't easing|not easing|won't ease|hasn't (?:stopped|eased|gone)|for (?:\d+|two|three|a few) hours)\b/,
        ],
        with: [/\b(?:pale|quiet|faint|dizzy|sick|vomit\w*|bleed\w*|hard|tight|tender)\b/, WAIT_CUE],
      },
    ],
    ignore: [/\b(?:back ?ache|back pain|dull ache|posture|sciatica|pelvic girdle|spd)\b[^.?!]{0,25}/],
    unless: [
      // Constipation or wind, said as the cause, with no worrying sign.
      /^(?![\s\S]*\b(?:bleed\w*|blood|one side|shoulder|faint|dizzy|can't (?:stand|walk|move)|severe|worst|doubled|screaming|fever|temperature|vomit\w*|really bad|constant|won't ease|knife|stabbing|no position|sweat\w*|since (?:this morning|lunch|tea ?time|last night))\b)[\s\S]*\b(?:constipat\w*|trapped wind|wind pains?|bloat\w*|haven't pooed|not pooed)\b/,
      // A quick pain on standing or turning, and nothing else: the ligaments stretching.
      /^(?![\s\S]*\b(?:faint\w*|dizzy|bleed\w*|blood|shoulder|constant|won't stop|getting worse|can't|worst|severe|agony|hard bump|rock hard)\b)[\s\S]*\b(?:quick|brief|short|sharp|stabbing|shooting)\b[^.?!]{0,40}\b(?:when|if|as|whenever) i (?:stand|get up|roll|turn|move|sneeze|cough|laugh|twist)\w*/,
      /\bround ligament\b/,
      // A twinge that goes in seconds, on standing or turning.
      /^(?![\s\S]*\b(?:bleed\w*|blood|faint\w*|dizzy|shoulder|getting worse|won't go)\b)[\s\S]*\b(?:goes|went|gone|passes|passed|stops) (?:away )?(?:in|after|within) (?:a )?(?:few |couple of |\d+ )?(?:seconds|secs)\b/,
      // Braxton Hicks, unless said to be unlike them.
      /^(?![\s\S]*\b(?:not|isn't|aren't|unlike|doesn't feel like|don't feel like|different (?:from|to)|worse than) (?:\w+ ){0,2}braxton)(?![\s\S]*\bbraxton[- ]hicks\b,? but\b)[\s\S]*\bbraxton[- ]hicks\b/,
    ],
    when: { parent: 'pregnant' },
    advice: `${MATERNITY}, or call ${NUMBERS} if the pain is severe and you are bleeding or feel faint.`,
    meanwhile:
      'Do not take anything for the pain until you have spoken to them, and have someone stay with you.',
  },
  {
    id: 'postpartum-fever',
    guidanceTopics: ['postpartum-recovery'],
    description: "A mother's fever after giving birth",
    combos: [
      // Hot and shivery after a birth with a sore wound, stitches or breast.
      {
        any: [/\b(?:hot and (?:shivery|cold|shaky)|shivery and hot|feverish|burning up)\b/],
        with: [/\b(?:wound|scar|stitches|incision|breast|boob|lochia|down below|smell\w*)\b/],
        when: { parent: 'postpartum' },
      },
      // A smelly discharge with shivers or feeling unwell: an infection of the womb.
      {
        any: [
          /\b(?:smelly|smells?|smelling|foul|offensive|stinky|stinking|stinks)\b[^.?!]{0,20}\b(?:discharge|lochia|bleeding|blood loss)\b|\b(?:discharge|lochia|bleeding|blood loss)\b[^.?!]{0,20}\b(?:smelly|smells?|smelling|foul|offensive|stinky|stinking|stinks)\b/,
        ],
        with: [
          /\b(?:shiver\w*|shaking|shaky|chills|rigou?rs|hot and cold|fever\w*|high-temperature|unwell|flu-?like)\b/,
        ],
        when: { parent: 'postpartum' },
      },
      // A fever the mother speaks of as her own, after the birth.
      { any: [/\b(?:fever\w*|high-temperature|high temp(?:erature)?|burning up)\b/], with: [MOTHER_FEVER] },
      // Feeling very unwell with shaking after a birth: infection until shown otherwise.
      {
        any: [/\b(?:feel\w*|felt) (?:really |so |very |extremely |awful\w* )+(?:unwell|ill|poorly|rough)\b/],
        with: [/\b(?:shaking|shiver\w*|rigors|hot and cold)\b/],
        when: { parent: 'postpartum' },
      },
      // A fever with a sign of where it comes from after a birth: the wound, stitches, womb or breast.
      {
        any: [/\b(?:fever\w*|high-temperature)\b/],
        with: [
          /\b(?:wound|scar|stitches|incision|c-section|caesarean|lochia|down below|discharge|breast|boob|aching everywhere|achy all over|tear)\b/,
        ],
      },
      {
        any: [/\b(?:wound|cut|scar|stitches|incision|boob|breast)\b/],
        with: [/\b(?:red|redness)\b/],
        and: [
          /\b(?:hot|leaking|ooz\w*|pus|spreading|fever\w*|high-temperature|shiver\w*|shaking|smelly|smells?)\b/,
        ],
      },
    ],
    patterns: [
      // Rigors: shaking that will not stop, even under the duvet.
      /\b(?:can't|cannot|won't) stop (?:shaking|shivering)\b|\b(?:shaking|shivering)\b[^.?!]{0,20}\beven under (?:the|a|my) (?:duvet|covers|blankets?)\b/,
      /\b(?:feel like (?:i'm|im|i am) dying|can't get out of bed)\b[\s\S]{0,60}\b(?:hot|fever\w*|shiver\w*|aching all over|achy all over)\b|\b(?:hot|fever\w*|shiver\w*|aching all over)\b[\s\S]{0,60}\b(?:feel like (?:i'm|im|i am) dying|can't get out of bed)\b/,
      /\b(?:wound|scar|stitches|cut|incision)\b[^.?!]{0,40}\b(?:pus|oozing|opened|gaping|red and hot|hot and red)\b/,
      /\b(?:sweating|sweats|boiling|hot)\b[^.?!]{0,30}\b(?:then|and) (?:freezing|shivering|shaking)\b/,
      /\bi(?:'ve| have|'m| am)? (?:got |running |had |having )?(?:a )?(?:high |bad )?(?:fever|temperature|high-temperature)\b/,
      /\bmy temperature\b/,
      /\b(?:shiver\w*|shaking) (?:uncontrollably|all over|and can't stop|non-?stop)\b|\brigors\b/,
      /\bhot and cold\b|\bhot (?:&|and) cold sweats\b|\bchills\b/,
      /\b(?:bleeding|discharge|blood|lochia|down below|stitches|wound|scar)\b[^.?!]{0,25}\bsmell\w* (?:\w+ )?(?:bad|rotten|off|foul|awful|horrible|like)\b/,
      /\bi(?:'m| am| feel) (?:so |really |very )?(?:feverish|shivery|shivering|hot and cold|hot and (?:shivery|shivering|shaky)|burning up)\b/,
      /\b(?:fever|high-temperature)\b[^.?!]{0,30}\b(?:after|since) (?:birth|giving birth|delivery|my (?:c-?section|caesarean|cesarean|delivery|labou?r)|the birth)\b/,
    ],
    ignore: [
      /(?:^|(?<=[.?!]))[^.?!]*\bwhat (?:should|does|do|is) (?:\w+ ){0,5}smell(?:s)? like\b[^.?!]*/,
      /\b(?:no|not|without|isn't|doesn't) (?:\w+ )?(?:smell\w*|ooz\w*|pus|redness|red|fever|temperature|hot)\b(?:,? (?:no|or|nor|and no) (?:smell\w*|ooz\w*|pus|redness|red|fever|hot))*/,
      /\bsmells? (?:\w+ ){0,3}(?:metallic|like a period|like blood|like (?:my )?period blood|normal)\b/,
      /\bsmells? (?:\w+ ){0,2}like (?:a )?(?:period|normal|blood|metal)\b/,
      /\bmy temperature (?:is |was )?(?:normal|fine|ok)\b/,
    ],
    // A normal reading, unless a wound is infected whatever the thermometer says.
    unless: [
      // The shakes straight after a birth or an epidural, with no fever.
      /^(?![\s\S]*\b(?:fever\w*|temp\w*|high-temperature|smell\w*|hot)\b)[\s\S]*\b(?:adrenaline|epidural|straight after (?:the )?birth|just (?:gave birth|had (?:her|him|the baby)))\b/,
      // Night sweats with a normal temperature and nothing else.
      /^(?![\s\S]*\b(?:shiver\w*|shaking|smell\w*|red|hot to (?:the )?touch|pus|wound|flu-?like|unwell|high-temperature)\b)[\s\S]*\b(?:temp\w*|temperature)\b[^.?!]{0,15}\b(?:fine|normal|ok|okay)\b/,
      /^(?![\s\S]*(?:high-temperature|\bpus\b|\boozing\b))[\s\S]*normal-temperature/,
      // The mother's cold, with none of the signs of an infection after the birth.,
      /^(?![\s\S]*\b(?:breasts?|boobs?|wound|scar|stitches|discharge|smell\w*|shiver\w*|shak\w*|rigou?rs?|section|tummy pain|very unwell|really unwell|racing|bleed\w*)\b)[\s\S]*\bwith (?:a|the|my|this) (?:cold|head cold|sore throat|virus)\b/,
    ],
    when: { parent: 'postpartum' },
    // The mother's own fever, asked from the newborn's profile: her banner, not the baby's.
    supersedes: { rules: ['fever-young-baby'], when: MOTHER_FEVER },
    advice: `${CALL_OR_GO} if you feel very unwell, shivery or confused; otherwise call your maternity unit, midwife or doctor now. A fever after birth can be an infection that needs treating today.`,
    meanwhile: 'Keep drinking, and check your temperature again while you wait.',
  },
  {
    id: 'leg-clot',
    guidanceTopics: ['pregnancy-warning-signs', 'postpartum-recovery'],
    description: 'A painful, swollen leg in pregnancy or after birth (possible blood clot)',
    combos: [waiting(near(/\b(?:leg|calf|thigh)\b/, CLOT_SIGN, 30))],
    patterns: [
      // Measured: \"left calf 4cm bigger than the right\".
      /\b(?:calf|leg|ankle|thigh)\b[^.?!]{0,20}\b(?:\d+ ?cm|much|way|noticeably|a lot|visibly) (?:bigger|fatter|wider|thicker|larger|more swollen) than (?:the )?(?:right|left|other)\b/,
      /(?<!\b(?:varicose|vein)\b[^.?!]{0,40})\b(?:leg|calf)\b[^.?!]{0,30}\b(?:got|getting|gone|grown) (?:bigger|fatter|puffier|swollen)\b/,
      /\b(?:my|her) (?:leg|calf|thigh)\b[^.?!]{0,20}\b(?:hot|warm|red)\b[^.?!]{0,30}\b(?:hurts?|pain\w*|tender|sore|ach\w*)\b/,
      /\bleg\b[^.?!]{0,15}\b(?:big|fat|swollen|puffy)\b[^.?!]{0,40}\b(?:red|hurt\w*|pain\w*|hot|warm|ach\w*|heavy|throb\w*|tender)\b/,
      /\bcal(?:f|ves)\b[^.?!]{0,30}\b(?:puffy|limping)\b|\blimp\w*\b[^.?!]{0,30}\bcal(?:f|ves)\b[^.?!]{0,30}\b(?:hurts|puffy|swollen|pain\w*)\b/,
      near(ONE_LEG, CLOT_SIGN, 40),
      /\b(?:hard|painful|red|tender)\b[^.?!]{0,20}\blump\b[^.?!]{0,20}\b(?:vein|calf|leg|thigh)\b/,
      near(
        /\bcal(?:f|ves)\b/,
        /\b(?:swollen|swelling|hot|warm|red|twice the size|bigger than the other|won't go|wont go|hasn't gone|for (?:\d+|two|three) days|\d+ days)\b/,
        40,
      ),

      /\b(?:swollen|swelling|painful|red|hot|warm|tender|throbbing)\b[^.?!]{0,25}\b(?:leg|calf|thigh)\b[^.?!]{0,25}\b(?:swollen|swelling|painful|pain|hurts|red|hot|warm|tender)\b/,
      /\b(?:leg|calf|thigh)\b[^.?!]{0,15}\b(?:swollen|swelling)\b[^.?!]{0,25}\b(?:painful|pain|hurts|red|hot|warm|tender)\b/,
      /\b(?:leg|calf|thigh)\b[^.?!]{0,15}\b(?:painful|pain|hurts|red|hot|warm|tender)\b[^.?!]{0,25}\b(?:swollen|swelling)\b/,
      /\b(?:dvt|deep vein thrombosis|blood clot in my leg)\b/,
      /\b(?:swollen|red|hot|warm|tender|painful|throbbing|sore)(?: and | & |, | )(?:swollen|red|hot|warm|tender|painful|throbbing|sore) (?:leg|calf|thigh)\b/,
    ],
    ignore: [
      /\b(?:no|not|without) (?:swelling|swollen|redness|red|heat|hot|warm|warmth|sore|tender|painful)\b(?: (?:or|and|nor) (?:swelling|swollen|redness|red|heat|hot|warm|warmth|sore|tender|painful))?/,
      /\b(?:both legs|ankles|feet)\b[^.?!]{0,20}\b(?:swollen|swelling)\b/,
      /\bleg cramps?\b/,
      // Varicose veins that ache or feel heavy by evening (heat, redness or swelling still count).
      /\bvaricose (?:veins? )?\b[^.?!]{0,60}\b(?:ach\w*|heavy|throb\w*)\b/,
      /\b(?:baby's|babies|his|son's|daughter's|injection|vaccine|vaccination|jab|shot)\b[^.?!]{0,20}\b(?:leg|thigh|calf)\b[^.?!]{0,30}/,
    ],
    when: { parent: 'pregnant-or-postpartum' },
    advice: `${MATERNITY}, or go to the emergency department today: a painful, swollen leg can be a blood clot. ${CALL} if you are also breathless or have chest pain.`,
    meanwhile: 'Do not rub or massage the leg; rest it until you have been seen.',
  },
];

/**
 * The safety net's banner when it is sure a question is urgent but not which emergency it is
 * (safety-net.ts): never a specific rule's advice that could mislead (a self-harm banner for a
 * screaming, pale baby). Not one of RED_FLAG_RULES: no pattern of its own, ranked last.
 */
export const UNSURE_RULE: RedFlagRule = {
  id: 'unsure-urgent',
  guidanceTopics: ['emergency-first-aid'],
  description: 'Signs that may be serious, in words no specific rule recognised',
  patterns: [],
  advice: `${CALL_OR_GO} if they seem very unwell, are getting worse or you are worried; otherwise call NHS 111 (or your doctor) now. What you describe can be a sign of something serious, and it is safer to be checked today than to wait.`,
};
