/**
 * Advice that NHS or AAP guidance says never to follow (issue 20 point 4), as data: what the
 * advice says, the guidance sentence a parent is shown instead, and where that guidance is
 * published. detect.ts reads a saved text against `practice`: each pattern is the practice as it is
 * written in one part of a sentence (lower case, straight quotes); `safe` names the forms of it
 * that guidance allows ('grapes cut into quarters', 'honey from 12 months'); `youngerThanMonths`
 * says the advice is unsafe only below that age, so the text must be about a child that young.
 * `asked` holds looser wordings of the practice as parents write it ('a cot quilt tucked round her',
 * 'blue top milk in a bottle'): a question naming one is answered with the guidance, and a saved
 * text recommends it only when nothing in the text gives its safe form.
 *
 * Only clear guidance belongs here, not matters of opinion (crying it out) or of degree.
 */

export type GuidanceOrganisation = 'NHS' | 'AAP';

export interface UnsafeAdviceRule {
  id: string;
  /** The advice guidance says never to follow, in a few words. */
  says: string;
  /** The guidance, one sentence, shown after "This goes against <organisation> advice:". */
  guidance: string;
  organisation: GuidanceOrganisation;
  url: string;
  practice: RegExp[];
  safe?: RegExp[];
  /** Looser wordings of the practice (see the file's comment). */
  asked?: RegExp[];
  youngerThanMonths?: number;
}

const NHS_SIDS =
  'https://www.nhs.uk/baby/caring-for-a-newborn/reduce-the-risk-of-sudden-infant-death-syndrome/';
const NHS_FOODS_TO_AVOID =
  'https://www.nhs.uk/baby/weaning-and-feeding/foods-to-avoid-giving-babies-and-young-children/';
const NHS_DRINKS =
  'https://www.nhs.uk/baby/weaning-and-feeding/drinks-and-cups-for-babies-and-young-children/';
const AAP_SAFE_SLEEP =
  'https://www.healthychildren.org/English/ages-stages/baby/sleep/Pages/a-parents-guide-to-safe-sleep.aspx';
const AAP_TEETHING =
  'https://www.healthychildren.org/English/ages-stages/baby/teething-tooth-care/Pages/Teething-Pain.aspx';

/** Words for the baby's front, and for being put down to sleep. */
const FRONT = String.raw`(?:tummy|tummies|front|stomach|belly|bellies|face ?down|prone)`;
/** 'face down', 'tummy down': a position said without 'on'. */
const DOWN = String.raw`(?:(?:tummy|belly|face|stomach)[- ]down|face[- ]first)`;
const SIDE = String.raw`(?:side|sides)`;
const SLEEP = String.raw`(?:sleep\w*|slept|nap\w*|bed ?time|night|down for the night|settle\w*|in (?:the|his|her|their) (?:cot|crib|moses basket|bassinet))`;
const PUT = String.raw`(?:put\w*|lay\w*|laid|place\w*|settl\w*|roll\w*|turn\w*|position\w*)`;
const WHO = String.raw`(?:him|her|them|it|us|me|baby|babies|the baby|your baby|my baby|bub|lo|little one|newborns?|infants?)`;
const OWN = String.raw`(?:his|her|their|its|our|your|my|the|baby'?s|a)`;

/** A position for sleep: 'sleep on her tummy', 'tummy sleeping', 'put him on his side to sleep'. */
function sleepPosition(position: string): RegExp[] {
  return [
    new RegExp(String.raw`\b${SLEEP} (?:\w+ ){0,3}on(?:to)? ${OWN} ${position}\b`),
    new RegExp(String.raw`\b${position}[- ]?(?:sleep\w*|slept|nap\w*)`),
    new RegExp(
      String.raw`\b${PUT} (?:${WHO} )?(?:down |to sleep |for (?:a )?(?:nap|sleep) )on(?:to)? ${OWN} ${position}\b(?! time)`,
    ),
    new RegExp(String.raw`\bon(?:to)? ${OWN} ${position} (?:\w+ ){0,3}${SLEEP}`),
    ...(position === FRONT
      ? [
          new RegExp(String.raw`\b${SLEEP} (?:\w+ ){0,3}${DOWN}\b`),
          new RegExp(String.raw`\b${PUT} (?:${WHO} )?(?:down )?${DOWN}\b`),
        ]
      : []),
  ];
}

/** Ages at which a practice is fine: 'from 12 months', 'after their first birthday'. */
const FROM_ONE_YEAR =
  /\b(?:from|after|over|above|past|older than|once (?:they(?:'re| are)|he'?s|she'?s)|when (?:they(?:'re| are)|he'?s|she'?s)) (?:age )?(?:1|one|12|twelve)\b|\bfirst birthday\b|\bover[- ](?:1s|ones)\b/;
const CUT_UP = /\b(?:cut|chop\w*|quarter\w*|halv\w*|slic\w*|squash\w*|mash\w*|lengthways|lengthwise|split)\b/;

export const UNSAFE_ADVICE_RULES: readonly UnsafeAdviceRule[] = [
  {
    id: 'front-sleeping',
    says: 'putting a baby to sleep on their front',
    guidance: 'Always put your baby on their back to sleep, for every sleep, day and night.',
    organisation: 'NHS',
    url: NHS_SIDS,
    asked: [
      /\b(?:sleep\w*|slept|nap\w*|put\w*|lay\w*|laid|l(?:ie|ying)|roll\w*|turn\w*|settl\w*)(?: [\w']+){0,3} on(?:to)? (?:his|her|their|its|baby'?s) (?:front|tummy|stomach|belly)\b(?! time)/,
      /\b(?:front|tummy|stomach|belly)[- ]sleep\w*/,
      /\bfront or back\b|\bback or front\b|\bface[- ]down\b|\bflat on (?:his|her|their) face\b|\bbum in the air\b/,
    ],
    practice: sleepPosition(FRONT),
    safe: [/\bpregnan\w*|\btrimester\b|\bbump\b|\b\d+ ?weeks?\b(?![- ]old)/, /\btummy time\b/],
  },
  {
    id: 'side-sleeping',
    says: 'putting a baby to sleep on their side',
    guidance:
      'Put your baby on their back to sleep, not on their side: babies are not at greater risk of choking on their back.',
    organisation: 'NHS',
    url: NHS_SIDS,
    asked: [
      /\b(?:sleep\w*|slept|nap\w*|put\w*|lay\w*|laid|l(?:ie|ying)|roll\w*|turn\w*|settl\w*)(?: [\w']+){0,3} on (?:his|her|their|its|baby'?s) sides?\b/,
      /\bside[- ]sleep\w*/,
      /\bside or back\b|\bback or side\b|\bon (?:his|her|their) sides?\b(?: [\w']+){0,6} (?:so (?:he|she|they) (?:can'?t|cannot|won'?t|doesn'?t|don'?t) choke|for (?:the )?night|overnight|to sleep)\b/,
    ],
    practice: [
      ...sleepPosition(SIDE),
      /\bside (?:is|sleeping is) (?:actually |much |way |so )?(?:better|safer|best)\b/,
    ],
    safe: [
      /\b(?:by|beside|next to|at) (?:your|my|the|our) (?:bed ?)?side\b/,
      /\bside[- ]?car\b/,
      /\bbedside\b/,
      /\bpregnan\w*|\btrimester\b|\bbump\b|\b\d+ ?weeks?\b(?![- ]old)/,
    ],
  },
  {
    id: 'sofa-sleeping',
    says: 'sleeping with a baby on a sofa or armchair',
    guidance: 'Never sleep with your baby on a sofa or armchair.',
    organisation: 'NHS',
    url: NHS_SIDS,
    practice: [
      // With the baby there too ('dozing off with baby on the couch'), not a husband asleep on the sofa.
      /(?:(?<=\b(?:with (?:him|her|them|baby|the baby|lo|bub|(?:his|her|their|my|your) (?:dad|daddy|mum|mummy|mom|mommy|father|mother|nan|nana|grandad|grandpa|grandma|granny))|baby|babies|newborns?|both of us|we both|(?:on|against) (?:my|your|his|her) chest|together|co-?sleep\w*|us|we)\b[^.!?]*)|(?=[^.!?]*\b(?:with (?:him|her|them|baby|the baby|lo|bub|(?:his|her|their|my|your) (?:dad|daddy|mum|mummy|mom|mommy|father|mother|nan|nana|grandad|grandpa|grandma|granny))|baby|babies|newborns?|both of us|we both|(?:on|against) (?:my|your|his|her) chest|together|co-?sleep\w*|us|we)\b))\b(?:sleep\w*|slept|asleep|nap\w*|doz\w*|nod\w* off|co-?sleep\w*|snooz\w*)\b(?: \w+){0,5} on (?:the|a|our|my) (?:sofa|couch|settee|armchair|recliner)/,
      /\b(?:sofa|couch|settee|armchair|recliner) (?:naps?|sleeps?|snooze|co-?sleeping)\b/,
      /\b(?:sofa|couch|settee|armchair|recliner)\b[^.!?]{0,40}\b(?:nod\w* off|drift\w* off|doz\w*|fall\w* asleep|sleep\w*|nap\w*|snooz\w*) (?:off )?(?:together|with (?:him|her|them|baby|lo))\b/,
      /\b(?:nod\w*|doz\w*|fall\w* asleep|sleep\w*|nap\w*|snooz\w*) (?:off )?together (?:on|in) (?:the|a|our|my) (?:\w+ )?(?:sofa|couch|settee|armchair|recliner)\b/,
    ],
    asked: [
      // Only with the baby sleeping there too: a husband asleep on the sofa is no such advice.
      /(?:(?<=\b(?:with (?:him|her|them|baby|the baby|lo|bub|(?:his|her|their|my|your) (?:dad|daddy|mum|mummy|mom|mommy|father|mother|nan|nana|grandad|grandpa|grandma|granny))|baby|newborn|both of us|we both|(?:on|against) (?:my|your|his|her) chest|together)\b[^.!?]*)|(?=[^.!?]*\b(?:with (?:him|her|them|baby|the baby|lo|bub|(?:his|her|their|my|your) (?:dad|daddy|mum|mummy|mom|mommy|father|mother|nan|nana|grandad|grandpa|grandma|granny))|baby|newborn|both of us|we both|(?:on|against) (?:my|your|his|her) chest|together)\b))\b(?:asleep|conked out|nod\w* off|nodding|doz\w*|sleep\w*|nap\w*|snooz\w*)\b(?: [\w']+){0,8} (?:on|in) (?:the|a|our|my|his|her) (?:[\w']+ ){0,3}(?:chair|sofa|couch|settee|armchair|recliner)\b/,
      /(?:(?<=\b(?:with (?:him|her|them|baby|the baby|lo|bub|(?:his|her|their|my|your) (?:dad|daddy|mum|mummy|mom|mommy|father|mother|nan|nana|grandad|grandpa|grandma|granny))|baby|newborn|both of us|we both|(?:on|against) (?:my|your|his|her) chest|together)\b[^.!?]*)|(?=[^.!?]*\b(?:with (?:him|her|them|baby|the baby|lo|bub|(?:his|her|their|my|your) (?:dad|daddy|mum|mummy|mom|mommy|father|mother|nan|nana|grandad|grandpa|grandma|granny))|baby|newborn|both of us|we both|(?:on|against) (?:my|your|his|her) chest|together)\b))\b(?:chair|sofa|couch|settee|armchair|recliner)\b(?: [\w'-]+){0,8} (?:conked out|fell asleep|asleep|nod\w* off|doz\w*)\b/,
    ],
  },
  {
    id: 'cot-bumpers-soft-bedding',
    says: 'cot bumpers, pillows, duvets or soft toys in a baby’s cot',
    guidance: 'Keep your baby’s cot clear: no cot bumpers, pillows, duvets or soft toys.',
    organisation: 'NHS',
    url: NHS_SIDS,
    asked: [
      /\b(?:quilts?|duvets?|pillows?|bumpers?|comforters?|loose blankets?|sheepskins?|soft toys?|teddy|teddies|cuddly toys?|toys)\b(?: [\w']+){0,8} (?:in|into|round|around|over|on) (?:the |his |her |their |baby'?s |lo'?s |lo )?(?:cot|crib|bassinet|moses basket|bed)\b|\bcot (?:quilts?|duvets?|pillows?|bumpers?)\b|\b(?:quilt|duvet|pillow|blanket)s?\b(?: [\w']+){0,6} (?:tuck\w*|over|round|around) (?:him|her|them|lo|baby)\b/,
      /(?<!car |bumper )\bbumpers?\b(?! stickers?| cars?| to bumper)/,
      /\b(?:flat |little |small |baby )?pillows?\b(?: [\w']+){0,3} (?:helped|helps|for (?:his|her|their) (?:head|flat))/,
      /\bpadding\b(?: [\w']+){0,8} (?:cot|crib|bars|slats)\b/,
      /\b(?:give|use|put|get)\w* (?:[\w']+ ){0,3}(?:a )?(?:little |small |baby |flat )?pillow\b/,
      /\b(?:blankets?|teddy|teddies|soft toys?|stuffed (?:animals?|toys?)|comforters?|duvets?|quilts?)\b(?: [\w']+){0,5} in with (?:him|her|them|baby)\b/,
    ],
    practice: [
      /\b(?:cot|crib|bassinet|moses basket) bumpers?\b|\bbumper (?:pads?|sets?)\b|\bbumpers?\b(?: \w+){0,5} (?:cot|crib)\b/,
      /\b(?:pillows?|duvets?|quilts?|sheepskins?)\b(?: \w+){0,4} (?:in|into) (?:the|a|his|her|their|baby'?s) (?:cot|crib|bassinet|moses basket)\b/,
      /\b(?:pillow|duvet|quilt) for (?:a |your |my |the )?(?:newborn|baby|babies|infant)\b|\b(?:baby|newborn|infant) (?:pillows?|duvets?)\b/,
      /\b(?:quilts?|pillows?|duvets?|bunny|teddy|teddies|soft toys?|blankets?)\b[^.!?]{0,60}\btucked in (?:beside|with|next to|around|round) (?:her|him|them|baby)\b/,
    ],
  },
  {
    id: 'weighted-sleep-products',
    says: 'weighted sleep bags, sleep sacks, swaddles or blankets for babies',
    guidance: 'Do not use weighted sleep sacks, swaddles or blankets for a baby.',
    organisation: 'AAP',
    url: AAP_SAFE_SLEEP,
    asked: [
      /\bweight\w*\b(?: [\w']+){0,6} (?:sleep ?(?:bags?|sacks?|suits?)|swaddles?|blankets?)\b|\b(?:sleep ?(?:bags?|sacks?|suits?)|swaddles?)\b(?: [\w']+){0,8} weights?\b/,
      /\b(?:gently |lightly )?weighted (?:sleep\w*|swaddles?|sacks?|bags?|blankets?|suits?|sleepers?|comforters?|toys?)\b|\bdreamland\b|\bnested bean\b|\bzen (?:sack|swaddle)\b|\bbeads? on the chest\b/,
    ],
    practice: [
      /\bweighted (?:sleep ?(?:bags?|sacks?|suits?)|swaddles?|blankets?|sleepsuits?|sleepers?|wearable blankets?)\b/,
      /\bbeads? (?:sewn|stitched) into\b/,
    ],
    safe: [/\b(?:myself|for me|my (?:own )?(?:anxiety|sleep|bed|insomnia))\b/],
  },
  {
    id: 'inclined-sleep',
    says: 'inclined sleepers, sleep positioners or a raised cot for sleep',
    guidance:
      'Put your baby to sleep flat on a firm mattress: not in an inclined sleeper, with a sleep positioner or wedge, or with the cot tilted.',
    organisation: 'AAP',
    url: AAP_SAFE_SLEEP,
    asked: [
      /\b(?:inclin\w*|angled?|tilt\w*|(?<!a )wedges?(?! of)|positioners?|raise\w* (?:the )?(?:head|top|end|one end|mattress|cot|crib)|(?:books?|towels?|blankets?) under (?:the )?(?:mattress|cot|crib)|elevat\w*|propp?\w* (?:up )?(?:the )?(?:mattress|cot|crib|head)|dock ?a ?tot|sleepyhead|baby ?nests?|sleep ?pods?|rock ?(?:n|and|'n) ?play)\b/,
      /\b(?:books?|bricks?|blocks?|towels?|blankets?|pillows?|wedges?)\b(?: [\w']+){0,2} under (?:the )?(?:[\w']+ ){0,4}(?:mattress|cot|crib|legs|head end)\b/,
    ],
    practice: [
      /\b(?:inclined?|angled) (?:sleepers?|sleep|mattress|bassinets?)\b/,
      /\bsleep (?:positioners?|wedges?|nests?)\b|\b(?:positioner|wedge)s? (?:to|for|so) (?:\w+ ){0,3}sleep/,
      /\b(?:rais\w*|elevat\w*|tilt\w*|prop\w*|wedg\w*) (?:up )?(?:the )?(?:head of (?:the|his|her|their) |top of (?:the|his|her|their) |one end of (?:the|his|her|their) )?(?:cot|crib|mattress|bassinet|moses basket)\b/,
      /\bsleeps? (?:best |better )?(?:on|at) (?:an? )?(?:incline|angle|slope)\b/,
    ],
    safe: [/\bpregnan\w*|\btrimester\b|\bheartburn\b|\b(?:our|my|your) (?:own )?bed\b/],
  },
  {
    id: 'sitting-devices-for-sleep',
    says: 'letting a baby sleep in a car seat, swing or bouncer for routine sleep',
    guidance:
      'Car seats, swings and bouncers are not for routine sleep: move your baby to a flat cot or bassinet to sleep.',
    organisation: 'AAP',
    url: AAP_SAFE_SLEEP,
    asked: [
      /\b(?:swing|bouncer|rocker|bouncy chair|bumbo)\b(?: [\w']+){0,8} (?:all night|overnight|for (?:the )?night|every night|for (?:his |her |their )?naps?|to (?:sleep|nap)|(?:he|she|they) (?:sleeps|naps|sleep|nap))\b|\b(?:sleep\w*|slept|nap\w*|asleep|doz\w*)\b(?: [\w']+){0,4} in (?:the|a|his|her|their) (?:swing|bouncer|rocker|bouncy chair|bumbo)\b/,
      /\b(?:swing|rocker|bouncer|vibrating chair|bouncy chair|car ?seat|baby seat)\b(?: [\w']+){0,6} (?:as (?:his|her|their|a) bed|for the (?:whole )?nap|the whole nap|for (?:\d+|a few|two|three) (?:hours|hrs))\b/,
      /\b(?:car ?seat|swing|rocker|bouncer|moses basket stand)\b(?: [\w']+){0,3} (?:be|as) (?:his|her|their|a) bed\b/,
    ],
    practice: [
      /\b(?:sleep\w*|slept|nap\w*|overnight|all night) (?:\w+ ){0,3}in (?:the|a|his|her|their) (?:swing|bouncer|rocker|bouncy chair|baby seat)\b/,
      /\b(?:swing|bouncer|rocker) (?:for|at) (?:naps?|night|bed ?time|sleeps?)\b/,
      /\b(?:sleep\w*|slept) (?:all night |overnight )in (?:the|a|his|her|their) car ?seat\b/,
      /\b(?:swing|bouncer|rocker|bouncy chair)[- ]?(?:naps?|sleeps?|sleeping)\b/,
      /\b(?:swing|bouncer|rocker|vibrating chair|bouncy chair)\b[^.!?]{0,30}\b(?:only place|where) (?:he|she|they)(?:'ll| will)? (?:nap|sleep)/,
      /\bfinish (?:the|their|his|her) nap in (?:it|the (?:car ?)?seat)\b/,
      /\b(?:whole|all) night in (?:it|the (?:swing|bouncer|rocker|chair|seat))\b/,
    ],
  },
  {
    id: 'honey-under-one',
    says: 'honey for a baby under 12 months',
    guidance: 'Do not give honey to a baby under 12 months old, not even to soothe a cough.',
    organisation: 'NHS',
    url: NHS_FOODS_TO_AVOID,
    practice: [/\bhoney\b/],
    safe: [FROM_ONE_YEAR],
    youngerThanMonths: 12,
    asked: [/\bsqueezy bear\b|\bmanuka\b|\bhoney\w*/],
  },
  {
    id: 'cows-milk-main-drink',
    says: 'cows’ milk as a main drink before 12 months',
    guidance:
      'Do not give cows’ milk as a main drink until your baby is 12 months old; it can be used in cooking from 6 months.',
    organisation: 'NHS',
    url: NHS_DRINKS,
    asked: [
      /\b(?:cow(?:'?s)?'? ?milk|cow milk|whole milk|full[- ]fat milk|blue top(?: milk)?|semi[- ]skimmed|regular milk|normal milk|dairy milk)\b(?: [\w']+){0,6} (?:bottles?|sippy cup|as (?:a |his |her |their )?(?:main )?drink|instead|main drink)\b|\b(?:bottles?|switch\w*|swap\w*|mov\w*|chang\w*)\b(?: [\w']+){0,4} (?:cow(?:'?s)?'? ?milk|cow milk|whole milk|full[- ]fat milk|blue top|semi[- ]skimmed|regular milk|normal milk)\b/,
      /\b(?:go|goes|going|went|put|puts|putting|move|moving)\b (?:[\w']+ ){0,3}(?:on|onto) (?:whole |full[- ]fat |normal |regular )?(?:cow(?:'?s)?'? ?milk|whole milk|full[- ]fat milk)\b/,
    ],
    practice: [
      /\b(?:cow(?:'?s)?'? ?milk|whole milk|full[- ]fat milk|regular milk)\b(?: \w+){0,6} (?:instead of|rather than|in place of|replace\w*) (?:\w+ )?(?:formula|breast ?milk|breastfeeding|the bottle)/,
      /\b(?:switch\w*|mov\w*|chang\w*|swap\w*|start\w*|wean\w*) (?:\w+ ){0,3}(?:to|onto|on) (?:cow(?:'?s)?'? ?milk|whole milk|full[- ]fat milk|regular milk)\b/,
      /\b(?:cow(?:'?s)?'? ?milk|whole milk|full[- ]fat milk) (?:in|as) (?:the|a|his|her|their) (?:bottle|main drink)\b/,
      /\b(?:cow(?:'?s)?'? ?milk|whole milk|full[- ]fat milk) (?:bottles?|feeds?)\b/,
      /\b(?:drinks?|drinking|drank|ha(?:s|ve|ving)|giv\w*|gave|offer\w*) (?:\w+ ){0,2}(?:cow(?:'?s)?'? ?milk|whole milk|full[- ]fat milk)\b/,
      /\bjust (?:give|warm up|heat up|use|buy) (?:\w+ ){0,2}(?:normal|regular|cow(?:'?s)?|whole|full[- ]fat) milk\b/,
      /\b(?:switch\w*|mov\w*|chang\w*|swap\w*|wean\w*) (?:[\w']+ ){0,6}(?:from (?:formula|breast ?milk|the breast) )?(?:straight )?(?:to|onto) (?:whole |full[- ]fat )?cow(?:'?s)?'? ?milk\b/,
      /\b(?:ordinary|normal|regular|fridge|whole|blue[- ]top|full[- ]fat)\b[^.!?]{0,30}\bmilk\b[^.!?]{0,30}\bin (?:his|her|their|the|a) bottles?\b/,
      /\bblue[- ]top\b[^.!?]{0,40}\bbottles?\b/,
    ],
    safe: [
      FROM_ONE_YEAR,
      /\b(?:cooking|cereal|porridge|sauces?|food|mixed into)\b/,
      /\b(?:allerg\w*|intoleran\w*|cmpa)\b/,
    ],
    youngerThanMonths: 12,
  },
  {
    id: 'water-young-babies',
    says: 'water for a baby under 6 months',
    guidance: 'Babies under 6 months need only breast milk or formula: do not give them water.',
    organisation: 'AAP',
    url: 'https://www.healthychildren.org/English/healthy-living/nutrition/Pages/Choose-Water-for-Healthy-Hydration.aspx',
    asked: [
      /\b(?:sips? of|drinks? of|bottles? of|cooled boiled|boiled|tap|plain|cup of|extra|some|any|give|giving|gave|offer\w*|drink\w*|need\w*) (?:\w+ ){0,2}water\b(?! for (?:the |her |his |their |making |mixing )?(?:formula|bottles?|feeds?))|\bwater (?:in (?:a|her|his|their|the) bottle|to drink|for (?:her|him|them|baby) to drink)\b/,
      /\bwater\b(?: [\w']+){0,6} (?:drink|have)\b|\b(?:drink|drinks|drinking) (?:\w+ )?water\b/,
    ],
    practice: [
      /\b(?:give|giving|gave|offer\w*|sips? of|bottles? of|some|little|extra|cooled|boiled|drink of|drinks? of|top up with|needs?|ha(?:s|ve|ving))\b(?: \w+){0,3} water\b/,
      /\bwater (?:bottles?|feeds?)\b|\bwater (?:between|after|before|with) (?:feeds|milk|formula)\b/,
      /\b(?:ounces?|oz|ml|sips?|drops?|bottles?|cups?|splash) of (?:cooled |boiled |plain |tap )?water\b/,
      /\b(?:ounces?|oz|ml)\b[^.!?]{0,15}\bfrom the tap\b/,
    ],
    safe: [
      /\b(?:formula|make up|making up|mix\w*|bath\w*|tub|pool|swim\w*|steriliz\w*|sterilis\w*|kettle|wash\w*|flannel|cloth|wipes?)\b/,
      /\b(?:from|after|over|above|past|once \w+ (?:is|are|turns?)) (?:6|six) months\b|\bwith (?:meals|solids|food)\b|\bstart\w* solids\b/,
    ],
    youngerThanMonths: 6,
  },
  {
    id: 'cereal-in-bottle',
    says: 'cereal, rusk or baby rice in a baby’s bottle',
    guidance:
      'Never add cereal, rusk or baby rice to your baby’s bottle: it can make them choke and will not help them sleep.',
    organisation: 'NHS',
    url: 'https://www.nhs.uk/baby/breastfeeding-and-bottle-feeding/bottle-feeding/making-up-baby-formula/',
    asked: [
      /\b(?:cereal|baby rice|rice cereal|rusks?|porridge|oats?|oatmeal|weetabix|ready ?brek)\b(?: [\w']+){0,8} (?:bottles?|teat)\b|\b(?:bottles?|formula)\b(?: [\w']+){0,8} (?:cereal|baby rice|rusks?|porridge|oats|oatmeal|weetabix|ready ?brek)\b|\bthicken\w* (?:\w+ )?(?:milk|formula|feeds?|bottles?)\b/,
    ],
    practice: [
      /\b(?:cereal|rusks?|baby rice|rice cereal|porridge|oats?|oatmeal)\b(?: \w+){0,4} (?:in|into|to) (?:the|a|his|her|their|baby'?s|each|every|last|night) ?(?:\w+ )?(?:bottles?|formula|night feed|feeds?)\b/,
      /\b(?:thicken\w*) (?:\w+ ){0,3}(?:bottles?|formula|milk) with\b/,
      /\bthicken\w* (?:[\w'-]+ ){0,3}(?:milk|formula|feeds?|bottles?)\b/,
    ],
  },
  {
    id: 'propped-bottle',
    says: 'propping a bottle so a baby feeds alone',
    guidance: 'Never prop up a bottle and leave your baby to feed alone: they could choke.',
    organisation: 'NHS',
    url: 'https://www.nhs.uk/baby/breastfeeding-and-bottle-feeding/bottle-feeding/advice/',
    asked: [
      /\bprop\w*\b(?: [\w']+){0,6} bottles?\b|\bbottles?\b(?: [\w']+){0,6} (?:propp?\w*|on (?:his|her|their) own|by (?:himself|herself|themselves)|alone|on (?:a |the )?(?:pillow|cushion|blanket|towel|muslin))\b|\bbottle (?:holders?|pillows?|props?)\b|\bhold (?:the|her|his|their) own bottle\b|\bfeed (?:herself|himself|themselves)\b/,
    ],
    practice: [
      /\bprop\w* (?:up )?(?:the|a|his|her|their|baby'?s) bottle\b|\bbottle (?:props?|holders?|propp\w*)\b|\bprop\w* (?:it|the bottle) up\b/,
      /\b(?:feed|drink|finish)\w* (?:the |a |his |her |their )?bottle (?:on (?:his|her|their) own|alone|by (?:him|her|them)sel(?:f|ves))\b/,
      /\b(?:muslin|towel|blanket|pillow|cushion)\b[^.!?]{0,20}\b(?:wedged|propped|tucked|stuffed) under (?:the|his|her|their) bottle\b/,
      /\bholds? the bottle (?:in|to) (?:his|her|their|baby'?s) mouth\b/,
      /\bhands[- ]free (?:bottle|feed)\w*/,
    ],
  },
  {
    id: 'whole-nuts-under-five',
    says: 'whole nuts or peanuts for a child under 5',
    guidance:
      'Do not give whole nuts or peanuts to children under 5: they can choke on them. Give them crushed, ground or as smooth nut butter.',
    organisation: 'NHS',
    url: NHS_FOODS_TO_AVOID,
    asked: [
      /\b(?:whole (?:nuts|peanuts|almonds|cashews|hazelnuts|walnuts)|mixed nuts|salted nuts|monkey nuts|(?:bowl|handful|bag|packet) of (?:\w+ )?nuts|nuts (?:whole|as a snack)|snack(?:ing)? on (?:\w+ )?nuts)\b/,
      /\b(?:the|some|a few|salted|whole|bowl of|handful of) peanuts\b(?! butter)|\bpeanuts (?:from|out of|in (?:a|the) bowl)\b|\bnutcracker\b/,
    ],
    practice: [
      /\bwhole (?:nuts|peanuts|almonds|cashews|hazelnuts|walnuts|pecans|macadamias?)\b/,
      /\b(?:handful of|bowl of|snack on|snacking on) (?:\w+ )?(?:nuts|peanuts|almonds|cashews)\b/,
      /\b(?:nuts|peanuts|almonds|cashews)\b(?: \w+){0,3} (?:are|make|is) (?:a |an )?(?:\w+ )?(?:great|perfect|good|ideal|healthy|easy) (?:[\w-]+ ){0,3}(?:snacks?|finger foods?)\b/,
      /\b(?:almonds|cashews|hazelnuts|walnuts|pecans|pistachios|macadamias|brazil nuts|mixed nuts|salted (?:peanuts|nuts|cashews|almonds))\b/,
      /\bdry[- ]roasted (?:peanuts|nuts|ones|cashews)\b/,
    ],
    safe: [
      /\b(?:ground|crushed|butter|powder\w*|flour|paste|smooth|blended|finely|milled|puffs?)\b/,
      /\b(?:over|from|after|older than) (?:5|five)\b/,
    ],
  },
  {
    id: 'whole-grapes-under-five',
    says: 'whole grapes, cherry tomatoes or other small round foods for a child under 5',
    guidance:
      'Cut grapes, cherry tomatoes and other small round foods lengthways into quarters for children under 5: whole, they can block the airway.',
    organisation: 'NHS',
    url: NHS_FOODS_TO_AVOID,
    asked: [
      /(?<!(?:size of|like|as big as|bigger than|smaller than) (?:an? )?)\b(?:grapes?|cherry tomato(?:es)?|whole blueberries|olives)\b(?! pips?| seeds?| skins?|[- ](?:scented|drink|juice|flavou?r\w*|jelly|squash))/,
    ],
    practice: [
      /\bwhole (?:grapes|cherry tomatoes|blueberries|olives|cherries)\b/,
      /\b(?:grapes|cherry tomatoes)\b(?: \w+){0,3} (?:are|make) (?:a |an )?(?:\w+ )?(?:great|perfect|good|ideal|healthy|easy) (?:[\w-]+ ){0,3}(?:snacks?|finger foods?)\b/,
      /\b(?:handful of|bowl of|snack on|snacking on|give (?:\w+ )?|offer (?:\w+ )?)(?:grapes|cherry tomatoes)\b/,
      /\b(?:grapes|cherry tomatoes|blueberries)\b[^.!?]{0,50}\bwhole\b/,
      /\bfrozen (?:whole )?grapes\b/,
      /\b(?:blueberries|grapes|cherry tomatoes)\b(?: \w+){0,3} (?:are|make) (?:a |an |the )?(?:\w+ )?(?:great|perfect|good|ideal|healthy|easy) (?:[\w-]+ ){0,3}(?:snacks?|finger foods?)\b/,
    ],
    safe: [CUT_UP, /\b(?:over|from|after|older than) (?:5|five)\b/],
  },
  {
    id: 'amber-teething-necklace',
    says: 'amber or teething necklaces and bracelets',
    guidance:
      'Do not use amber or other teething necklaces, bracelets or anklets: they can strangle or choke a baby.',
    organisation: 'AAP',
    url: AAP_TEETHING,
    asked: [
      /\bamber\b(?: [\w']+){0,3} (?:necklaces?|beads?|bracelets?|anklets?)\b|\b(?:beads?|beaded|teething) (?:necklaces?|bracelets?|anklets?)\b|\bnecklaces?\b(?: [\w']+){0,4} (?:for|with|helps?) (?:\w+ )?(?:teeth|teething)\b/,
      /\b(?:anklets?|necklaces?|bracelets?)\b(?: [\w']+){0,4} (?:beads?|amber)\b|\bbeads?\b(?: [\w']+){0,6} (?:teeth|teething)\b/,
    ],
    practice: [
      /\b(?:amber|baltic amber|teething|hazelwood|silicone teething) (?:necklaces?|beads?|anklets?|bracelets?|jewel\w*)\b/,
      /\bamber\b(?: \w+){0,4} (?:for|helps?|with|during) (?:\w+ )?teeth\w*/,
      /\b(?:string|strand) of (?:\w+ ){0,2}beads\b/,
    ],
  },
  {
    id: 'alcohol-on-gums',
    says: 'whisky, brandy or other alcohol for teething or sleep',
    guidance: 'Never put alcohol such as whisky or brandy on a baby’s gums or in their drink.',
    organisation: 'AAP',
    url: AAP_TEETHING,
    asked: [
      /\b(?:gin|whiske?y|brandy|rum|vodka|wine|alcohol|bourbon|baileys|sherry|port|liquor|booze)\b(?: [\w']+){0,10} (?:gums?|teeth\w*)\b|\b(?:gums?|teeth\w*)\b(?: [\w']+){0,6} (?:gin|whiske?y|brandy|rum|vodka|alcohol|bourbon|baileys|sherry|booze)\b/,
      /\b(?:gin|whiske?y|brandy|rum|bourbon|baileys|sherry|booze|drinks cabinet)\b(?: [\w']+){0,10} (?:finger|suck\w*)\b/,
    ],
    practice: [
      /\b(?:whiske?y|brandy|rum|bourbon|gin|vodka|alcohol|liquor|scotch|sherry)\b(?: \w+){0,6} (?:gums?|teeth\w*|dummy|dummies|pacifiers?|soothers?|bottles?|milk|formula|sleep\w*)\b/,
      /\b(?:gums?|teeth\w*|dummy|pacifier|soother)\b(?: \w+){0,5} (?:whiske?y|brandy|rum|bourbon|alcohol|liquor|scotch)\b/,
      /\b(?:drinks cabinet|brown stuff|hard stuff)\b[^.!?]{0,40}\b(?:gums?|finger|suck\w*)\b/,
    ],
  },
  {
    id: 'numbing-teething-gels',
    says: 'teething gels with benzocaine or lidocaine',
    guidance:
      'Do not use teething gels or sprays with benzocaine or lidocaine: use a cold teething ring and gentle gum rubbing instead.',
    organisation: 'AAP',
    url: AAP_TEETHING,
    practice: [/\b(?:benzocaine|lidocaine|lignocaine|orajel|anbesol|numbing (?:gel|cream|spray))\b/],
    asked: [/\bbonjela\b|\bgel\b(?: [\w']+){0,6} numb\w*|\bnumb\w*\b(?: [\w']+){0,4} gel\b/],
  },
  {
    id: 'cough-cold-medicine-under-six',
    says: 'cough and cold medicines for a child under 6',
    guidance: 'Do not give over-the-counter cough and cold medicines to children under 6.',
    organisation: 'NHS',
    url: 'https://www.nhs.uk/conditions/cough/',
    asked: [
      /\b(?:benylin|night ?nurse|lemsip|beechams|sudafed|tixylix|robitussin|delsym|dimetapp|mucinex|nyquil|dayquil|cough (?:syrup|medicine|meds|mixture|linctus|bottle)|cold (?:and flu|medicine|meds|remedy|sachets?)|decongestants?)\b/,
      /\bgums?\b[^.!?]{0,25}\bnumb\b/,
    ],
    practice: [
      /\b(?:cough (?:syrup|medicine|mixture|linctus|suppressant)s?|cold (?:medicine|remed(?:y|ies)|and flu (?:medicine|sachets?))|decongestants?|nasal decongestant)\b/,
      /\bcough and cold (?:syrup|medicine|remed\w*|sachets?)\b/,
    ],
    safe: [
      /\b(?:over|from|after|older than|aged) (?:6|six|7|seven|8|eight|9|nine|1\d)\b|\b(?:adults?|grown[- ]ups?|yourself|mums?|dads?)\b/,
    ],
    youngerThanMonths: 72,
  },
  {
    id: 'aspirin-for-children',
    says: 'aspirin for a child',
    guidance: 'Never give aspirin to a child under 16 unless a doctor prescribes it.',
    organisation: 'NHS',
    url: 'https://www.nhs.uk/medicines/aspirin-for-pain-relief/',
    asked: [/\baspirins?\b|\bdisprin\b/],
    practice: [/\b(?:aspirin|baby aspirin|acetylsalicylic)\b/],
    safe: [
      /\b(?:pregnan\w*|pre-?eclampsia|midwife|weeks pregnant|trimester|prescrib\w*|cardiologist|kawasaki)\b|\b(?:you|mum|mom|i) (?:take|took|was told to take)\b/,
    ],
    youngerThanMonths: 192,
  },
  {
    id: 'coat-in-car-seat',
    says: 'a bulky coat or snowsuit under car seat straps',
    guidance:
      'Take off bulky coats and snowsuits before buckling your child into a car seat; tuck a blanket over the straps instead.',
    organisation: 'AAP',
    url: 'https://www.healthychildren.org/English/safety-prevention/on-the-go/Pages/Winter-Car-Seat-Safety-Tips.aspx',
    asked: [
      /\b(?:coats?|snow ?suits?|pram ?suits?|puffer|puffy|padded|jackets?|all[- ]in[- ]ones?|winter suits?|fleece suits?)\b(?: [\w']+){0,10} (?:car ?seats?|straps|harness|buckled?)\b|\b(?:car ?seats?|straps|harness)\b(?: [\w']+){0,10} (?:coats?|snow ?suits?|pram ?suits?|puffer|puffy|padded|jackets?|all[- ]in[- ]ones?)\b/,
      /\b(?:coats?|snow ?suits?|pram ?suits?|puffer|puffy|padded|jackets?|all[- ]in[- ]ones?)\b[\s\S]{0,80}\b(?:car ?seats?|infant carrier|straps|harness|buckled?)\b/,
      /\bloosen\w* (?:the )?(?:straps|harness)\b/,
    ],
    practice: [
      /\b(?:coats?|snow ?suits?|puff(?:er|y) (?:jackets?|coats?)|pram ?suits?|winter jackets?|jackets?)\b(?: \w+){0,5} (?:in|into|under|inside) (?:the|a|his|her|their) (?:car ?seat|straps|harness)/,
      /\b(?:buckl\w*|strap\w*|harness\w*) (?:\w+ ){0,4}(?:in|with|wearing) (?:a |the |his |her |their )?(?:coats?|snow ?suits?|puff(?:er|y) (?:jackets?|coats?)|pram ?suits?|winter jackets?)\b/,
    ],
    safe: [
      /\b(?:take|taking|took|remove\w*|unzip\w*) (?:\w+ ){0,3}off\b|\boff before\b|\bremov\w* (?:the |their |his |her )?(?:coat|jacket|snowsuit)/,
    ],
  },
  {
    id: 'baby-walkers',
    says: 'baby walkers',
    guidance:
      'Do not use sit-in baby walkers: they cause falls and injuries and do not help a baby learn to walk.',
    organisation: 'AAP',
    url: 'https://www.healthychildren.org/English/safety-prevention/at-home/Pages/Baby-Walkers-A-Dangerous-Choice.aspx',
    asked: [
      /(?<!push(?: along)? |push-along |walking |new |early |late |confident |wobbly |good |keen |first |little |dog |zimmer |power |(?:is|was|be) )\bwalkers?\b/,
      /\bsit[- ]in (?:walker|thing|seat)s?\b|\b(?:seat|chair)s? (?:with|on) wheels\b/,
    ],
    practice: [
      /\b(?:baby|sit[- ]in|activity|seated) walkers?\b/,
      /\bwalkers? (?:\w+ ){0,3}(?:help|helps|helped|teach\w*|get) (?:\w+ ){0,3}(?:walk\w*|steps|on (?:their|his|her) feet)\b/,
    ],
    safe: [/\bpush[- ]?(?:along|walkers?)\b|\bwalker wagons?\b|\bwalking frames?\b/],
  },
  {
    id: 'leaving-baby-in-bath',
    says: 'leaving a baby alone in the bath',
    guidance: 'Never leave a baby or young child alone in the bath, not even for a moment.',
    organisation: 'NHS',
    url: 'https://www.nhs.uk/baby/caring-for-a-newborn/washing-and-bathing-your-baby/',
    asked: [
      /\b(?:leav\w*|left|alone|unattended|watch\w*|in charge of|keep an eye on)\b(?: [\w'()]+){0,6} (?:in|during) (?:the|his|her|their) (?:bath|tub)\b|\b(?:bath|tub)\b(?: [\w'()]+){0,10} (?:alone|on (?:his|her|their) own|unattended|answer (?:the )?(?:door|phone)|while i (?:get|grab|answer|nip|pop|run|go))\b/,
      /\b(?:left|leave|leaving)\b(?: [\w']+){0,6} (?:splashing|in (?:a couple of|an?|two|\d+) inch\w* of water)\b/,
    ],
    practice: [
      /\b(?:leav\w*|left) (?:\w+ ){0,3}(?:alone |on (?:their|his|her) own )?in the (?:bath|tub)\b(?: \w+){0,6} (?:while|whilst|for|to (?:grab|get|answer|fetch))/,
      /\bbath (?:seats?|rings?) (?:\w+ ){0,4}(?:so you can|lets? you|means you can) (?:\w+ ){0,3}(?:step away|leave|pop out|answer)/,
      /\bbath seat\b[^.!?]{0,60}\b(?:grab|get|fetch|other room|answer|pop (?:out|off)|nip)\b/,
      /\bsplash\w* (?:about |around )?(?:by (?:himself|herself|themselves)|on (?:his|her|their) own|alone)\b/,
    ],
  },
];
