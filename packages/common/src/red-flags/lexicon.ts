/**
 * Signs and contexts as concepts, each with the lay words parents use for it (issue 20 point 2).
 * The rules in rules.ts combine these (a sign with a context: green + vomit, a bump on the head +
 * drowsy, a battery + gone) instead of listing whole phrases, so a new wording of a known sign is
 * read the same way. Each concept is one regular expression over the normalised question (see
 * normalise.ts); add a word here and every rule that uses the concept reads it.
 */

/** Word-bounded alternatives (each a regular-expression fragment). */
const words = (...alternatives: string[]) => new RegExp(String.raw`\b(?:${alternatives.join('|')})\b`);

// ---- Signs ----------------------------------------------------------------------------------

/** Vomiting: "sick" only where it is the act ("been sick", "sick again", "his sick"), not "feel sick". */
export const VOMIT = words(
  String.raw`vomit\w*`,
  String.raw`puk\w*`,
  String.raw`spew\w*`,
  String.raw`throw\w* up`,
  'threw up',
  String.raw`threw (?:it|the lot|everything) up`,
  String.raw`bring\w* (?:up|back up)`,
  'brought (?:up|back up|it up)',
  'projectile',
  String.raw`posset\w*`,
  String.raw`bring\w* (?:it|them|everything|the lot|(?:his|her|their|the) (?:milk|feeds?|bottles?)) (?:back )?up`,
  String.raw`retch\w*`,
  String.raw`(?:been|being|is|was|keeps? being|keeps?|gets?|got|kept being) sick`,
  String.raw`sick (?:again|everywhere|after|all (?:day|night|evening|morning)|up|once|twice|\d+ times|several times|loads)`,
  String.raw`(?:his|her|their|the|baby's|ds|dd|lo|my son's|my daughter's) sick`,
  String.raw`sick (?:is|was|looks|smells|had|has|with|came up|all over)`,
  String.raw`(?:baby|son|daughter|toddler|olds?|child|kid|boy|girl|one|newborn|lo)(?:'s|s)? sick`,
  String.raw`(?:can't|won't|not|isn't) keep(?:ing)? (?:anything|any \w+|it|feeds?|milk|bottles?|food|water|fluids?) down`,
  'spit(?:s|ting)? up',
  'spat up',
  String.raw`chuck\w* (?:it |everything |the lot |all )?up`,
  String.raw`chucked up`,
  String.raw`sicked (?:up|everywhere|all over|it up)`,
  String.raw`hurl(?:ed|ing) (?:up|everywhere|all over|again|twice|\d+ times)`,
  String.raw`barf\w*`,
  String.raw`upchuck\w*`,
  String.raw`vomm?(?:ed|ing|s)?`,
  String.raw`(?:been|being|was) sicky`,
  String.raw`brought (?:\w+ ){1,3}back up`,
  String.raw`(?:came|comes|coming) (?:straight |right |all )?back up`,
  String.raw`heav(?:ed|ing) (?:it |everything |the lot )?up`,
  String.raw`(?:lost|losing) (?:his|her|their) (?:lunch|dinner|breakfast)`,
  String.raw`sick (?:on|over|down) (?:me|him|her|us|the)`,
  String.raw`brought (?:his|her|their|the) (?:milk|feeds?|bottles?|food|dinner|lunch|tea) (?:back )?up`,
);

/** Bile or blood in vomit, or vomit that smells of poo: the gut may be blocked or bleeding. */
export const BAD_VOMIT = words(
  String.raw`green\w*`,
  'bile',
  'bilious',
  String.raw`yellow(?:y|ish)?[- ]green`,
  'coffee (?:granules|grounds)',
  String.raw`(?:red|dark red|black|brown|dark brown)(?: \w+)? (?:bits|streaks|specks|flecks|threads|lumps)`,
  String.raw`(?:gritty|grainy)`,
  'blood',
  'bloody',
  String.raw`smell\w* (?:like|of) poo\w*`,
  String.raw`smell\w* (?:like|of) (?:poop?|faeces|feces|sewage)`,
  String.raw`looks? like (?:coffee|tea leaves|soil|dirt)`,
  // Green as parents picture it: grass, pea soup, moss.
  String.raw`(?:colou?r of|like|looks? like) (?:\w+ )?(?:grass|pea soup|mushy peas|moss|kermit|lime|spinach|pesto)`,
  String.raw`(?:grass|lime|emerald|olive|khaki|pea|bottle)[- ]?(?:green|colou?red)`,
);

/** Breathing that is hard work, as a parent sees it. */
export const BREATHING_WORK = words(
  // Shoulders heaving up with each breath: the neck and shoulder muscles helping.
  String.raw`(?:belly|tummy|chest) (?:is |keeps )?see-?saw\w*|see-?saw\w* (?:belly|tummy|chest|breathing)`,
  String.raw`(?:wheez\w*|breathing)\b[^.?!]{0,30}\bhear (?:it|him|her) from (?:the next|another|the other) room`,
  String.raw`breath(?:ing|es|e)?\b[^.?!]{0,60}\b(?:shoulders? (?:going|go|goes|moving|heaving) up and down|(?:like (?:she's |he's |they're |it's )?)?working (?:really |so |very |super )?hard)`,
  String.raw`shoulders? (?:go|goes|going|lift\w*|rise|rising|heav\w*|hunch\w*|come|coming) (?:right |all the way |way )?up (?:\w+ ){0,3}(?:every|each|when|with|as) (?:time )?(?:he |she |they )?breath\w*`,
  // Grunting in sleep is normal; with each breath, or with fast breathing, it is hard work.
  String.raw`grunt\w*[^.?!]{0,30}(?:each|every|with|when (?:he|she|they) breathes?|constant|all the time)(?: \w+)? breath\w*`,
  String.raw`grunt\w*[^.?!]{0,10}(?:each|every) (?:single )?time (?:he|she|they) breathes?`,
  String.raw`(?:sucking|pulling|caving|drawing|sinking|going)(?: right| way| all the way)? in (?:\w+ ){0,2}(?:under|between|around|below|at) (?:the |his |her |their )?(?:ribs?|ribcage)`,
  String.raw`(?:ribs?|ribcage)(?: are| is)? (?:showing|sucking|pulling|caving)`,
  String.raw`(?:dip|hollow|notch|skin)(?: at the (?:bottom|base) of (?:his |her |their )?(?:neck|throat))?[^.?!]{0,20}(?:sucking|pulling|sinking|caving) in`,
  String.raw`(?:tummy|belly|stomach|chest) (?:is )?(?:going|moving|pumping|heaving) (?:in and out|up and down)`,
  String.raw`head (?:is )?bob\w*`,
  // A noise or a movement with every breath: "an 'uh' at the end of every breath", "shoulders up to
  // her ears with every breath", "nose opening wide each time".
  String.raw`(?:noise|sound|squeak\w*|whistl\w*|click\w*|grunt\w*|groan\w*|uh|ugh)['"’]? (?:noise |sound )?(?:at the end of |on |with |after )?(?:every|each) (?:single )?(?:in-?|out-?)?breath\w*`,
  String.raw`(?:nose|nostrils) (?:is |are )?(?:opening|flaring|going|spreading) (?:wide|out)\b[^.?!]{0,20}\b(?:each|every|with)`,
  String.raw`shoulders (?:are )?(?:going|moving|lifting|heaving|hunched)? ?(?:up|up and down)\b[^.?!]{0,25}\b(?:every|each) breath`,
  String.raw`too (?:puffed|breathless|out of breath|winded|busy breathing) to (?:cry|talk|speak|feed|eat|drink)`,
  // Nostrils opening wide with each breath; the whole body, shoulders or tummy working to breathe.
  String.raw`nostrils? (?:\w+ ){0,3}(?:flar\w*|going (?:wide|in and out)|widen\w*|open\w* (?:wide|up))`,
  String.raw`(?:whole body|whole chest|shoulders|tummy|belly|stomach) (?:is |are )?(?:moving|heaving|going|working|lifting|rising) (?:\w+ )?(?:with|on) (?:each|every) breath`,
  // Breathing as after a race: "breathes like she's run a marathon".
  String.raw`breath\w* (?:\w+ )?like (?:she|he|they)(?:'s|'ve| has| have| had| just)? (?:just )?(?:run|ran|been running) (?:a )?(?:marathon|race|miles)`,
  // A moan, whimper or squeak with each breath.
  String.raw`(?:moan\w*|whimper\w*|groan\w*|squeak\w*|grunt\w*|noise|sound)[^.?!]{0,20}(?:each|every) (?:time (?:she|he|they) breathes?|breath)`,
  String.raw`(?:breathing|resp\w*) rate (?:of |about |is |around |was |roughly |approx\w* |like )*(?:6\d|[7-9]\d|1\d\d)`,
  String.raw`stop\w* (?:mid[- ]?sentence|mid[- ]?word|between words)`,
  String.raw`(?:stop\w*|pause\w*) to (?:catch|get) (?:his|her|their) breath`,
  String.raw`(?:every|each) (?:single )?breath\b[^.?!]{0,30}\b(?:moan\w*|grunt\w*|groan\w*|whimper\w*|squeak\w*|uh uh)`,
  // Breath that will not come back: wheezing and still unable to catch it.
  String.raw`wheez\w*\b[^.?!]{0,40}\b(?:can't|cannot|couldn't) (?:\w+ )?catch (?:his|her|their) breath`,
  String.raw`(?:can't|cannot|couldn't) (?:\w+ )?catch (?:his|her|their) breath (?:at all|properly|for ages)`,
  // Counted at rest: a crying baby breathes fast.
  String.raw`(?:[6-9]\d|1\d\d)\+? (?:breaths |times )?(?:a|per|in a) (?:minute|min)\b(?![^.?!]{0,20}\bcr(?:y|ies|ying)\b)`,
  String.raw`(?:squeak\w*|whistl\w*|crowing|rasping|harsh|high[- ]pitched|noise)\b[^.?!]{0,40}\b(?:(?:even )?(?:when|while|at) (?:\w+ )?(?:asleep|sleeping|rest|resting|calm|still)|even (?:just )?(?:sat|sitting|lying|laying) (?:still|quietly|calmly|down))`,
  String.raw`nostrils? (?:keep |are |is )?(?:flar\w*|flap\w*)`,
  String.raw`flaring (?:his |her |their )?nostrils?`,
  String.raw`(?:can't|couldn't|can't even|unable to|too (?:out of breath|breathless|puffed out) to) (?:talk|speak|finish a sentence|say more than|feed|get (?:a |his |her )?words out)`,
  String.raw`can't (?:talk|speak) (?:properly|in (?:full |whole )?sentences)`,
  String.raw`(?:too )?(?:out of breath|breathless|puffed out) to (?:talk|speak|feed|eat|drink)`,
  String.raw`too (?:out of breath|breathless|puffed out|puffed|tired to breathe) to (?:finish|take|have|manage) (?:a |her |his |their |the |any )?(?:bottle|feed|feeds|milk|breastfeed)`,
  String.raw`(?:stop\w*|pull\w* off|com\w* off|break\w*) (?:every (?:few|couple of|\d+|two|three) (?:sucks|gulps|mouthfuls|swallows)|mid[- ]?feed|during (?:the |a |each |every )?feeds?) to (?:breathe?|catch (?:his|her|their) breath|get (?:his|her|their) breath)`,
  String.raw`(?:inhaler|puffer|pump|blue inhaler|ventolin|salbutamol)[^.?!]{0,30}(?:isn't|not|doesn't|didn't|no) (?:working|helping|doing anything|touching it|making a difference)`,
  String.raw`(?:inhaler|puffer|pump|ventolin|salbutamol)[^.?!]{0,30}helps? for (?:\d+|a few|ten|five) (?:mins?|minutes)`,
  String.raw`(?:inhaler|puffer|ventolin|salbutamol)[^.?!]{0,40}\b(?:still|and still)\b`,
  String.raw`(?:\d{2}|loads of|so many) puffs`,
  String.raw`breathing (?:really |very |so |super |crazy )?(?:fast|quick\w*|heavy|hard|noisy)[^.?!]{0,40}(?:grunt\w*|flar\w*|ribs?|can't feed|won't feed|tummy|belly|working)`,
  // Over 50 a minute: fast at any age (a newborn's 40 is normal).
  String.raw`(?:[5-9]\d|1\d\d) breaths (?:a|per|in a) (?:minute|min)`,
  String.raw`working (?:really |so |very )?hard to breathe?`,
  String.raw`(?:squeaky|high(?:-pitched)?|whistl\w*|crowing) (?:noise|sound|whistle|squeak) when (?:he|she|they) breathes? in`,
  String.raw`(?:see|count) (?:all )?(?:his|her|their) ribs (?:\w+ ){0,2}(?:when|with|each|every|as) (?:he|she|they|breath\w*)`,
  String.raw`ribs? (?:are )?(?:sticking|poking) out (?:\w+ ){0,2}(?:when|with|each|every) (?:\w+ )?breath\w*`,
  String.raw`head (?:is )?(?:nodding|going up and down) (?:with|on) (?:each|every) breath`,
  String.raw`(?:tummy|belly|stomach)(?: button)?(?: area| bit)? (?:is )?(?:sucking|sinking|caving|pulling) in`,
  // The hollow at the base of the neck pulling in (tracheal tug), however it is put.
  String.raw`(?:dip|hollow|dent|sucking in|pulling in) (?:at|in) (?:the )?(?:bottom|base) of (?:his|her|their|the) (?:neck|throat)(?![^.?!]{0,20}\bcr(?:y|ies|ying)\b)`,
  String.raw`see-?saw(?:ing)? breath\w*`,
  String.raw`(?:struggling|fighting|gasping) for (?:breath|air)`,
  String.raw`using (?:his|her|their) (?:tummy|stomach|belly|neck|shoulder) (?:muscles )?to breathe?`,
);

/** Colour of a very unwell child: mottled, marbled, blotchy, patchy, pale as a sheet, grey. */
export const MOTTLED = words(
  String.raw`mottl\w*`,
  String.raw`marbl\w*`,
  String.raw`blotch\w*`,
  String.raw`patchy`,
  String.raw`like (?:a )?(?:marble|map)|(?:patchy|blotchy) like a map`,
  String.raw`purpl\w* (?:and )?blotch\w*`,
  'lacy',
  String.raw`(?:purple|red|pink|blue)(?:ish)? (?:and white )?(?:patches|splodges|marks) (?:all )?over`,
  String.raw`corned beef|splotch\w*|splodg\w*`,
  String.raw`(?:skin )?(?:looks? )?like a map|map-?like`,
);
export const PALE = words(
  'pale',
  'pasty',
  String.raw`white as a (?:sheet|ghost)`,
  'ashen',
  String.raw`colou?r (?:has |had )?(?:drained|gone) (?:from|out of) (?:her|his|their) (?:face|cheeks|lips)`,
  String.raw`(?:weird|funny|strange|odd) (?:pale |grey |gray )?colou?r`,
  'grey',
  'gray',
  'washed out',
  'looks? white',
  String.raw`(?:white|pale) as (?:a sheet|a ghost|chalk|paper|milk)`,
  String.raw`(?:deathly|ghostly|really|so|very) (?:pale|white)`,
  String.raw`colou?r (?:has )?(?:drained|gone) (?:from|out of)`,
  String.raw`lost (?:all )?(?:his |her |their )?colou?r`,
  String.raw`greyish|grayish|sallow|pallid|wan`,
);
/** Cold hands, feet or legs while the body is hot or the child unwell. */
export const COLD_LIMBS = new RegExp(
  String.raw`\b(?:hands?|feet|foot|legs?|arms?|fingers?|toes?)\b[^.?!]{0,25}\b(?:cold|freezing|ice|icy|like ice|ice cold|chilly)\b|\b(?:cold|freezing|icy|ice cold) (?:hands?|feet|legs?|arms?)\b|\bfeels? cold to (?:the )?touch\b|\b(?:hands?|feet|foot|fingers?|toes?)\b[^.?!]{0,15}\b(?:grey|gray|grey-blue|gray-blue|bluey|blueish|bluish|purple|mottled)\b`,
);

/** Floppy, limp, hard to wake: a very unwell child. */
export const FLOPPY = words(
  String.raw`flopp\w*`,
  'limp',
  'rag ?doll',
  'lifeless',
  String.raw`flop(?:ping|s)? (?:back )?down`,
  'no energy to',
  String.raw`(?:like a|as a) (?:rag ?doll|wet noodle|sack of potatoes|jellyfish)`,
  String.raw`no (?:muscle )?tone`,
  String.raw`(?:all )?(?:floppy|limp|droopy) (?:arms|legs|body|head)`,
  String.raw`(?:head|arms|legs) (?:just )?(?:flops?|droop\w*|hang\w* down)`,
  // Picked up and just flops: no tone at all.
  String.raw`(?:pick|lift)\w* (?:her|him|them) up\b[^.?!]{0,20}\b(?:she|he|they|it) (?:just )?(?:flops?|goes floppy|hangs)\b(?! (?:onto|on|into|against|over)\b)(?![^.?!]{0,30}\b(?:asleep|sleeps|snuggl\w*|cuddl\w*|giggl\w*|laugh\w*)\b)`,
  String.raw`like jelly`,
  String.raw`(?:head|arms?|legs?|body) (?:just )?loll\w*`,
  String.raw`slides? (?:out of|through) (?:my|his|her|our) (?:arms|hands|grip)`,
  String.raw`like a (?:wet noodle|sack of (?:potatoes|spuds|flour)|bean ?bag|puppet with (?:the|its|no) strings)`,
);
export const DROWSY = words(
  'drowsy',
  String.raw`(?:dead|proper|super|mega) sleepy`,
  String.raw`(?:slept|sleeping|asleep) (?:nearly |almost |pretty much |practically )?(?:all day|the whole day|all the time|non-?stop)`,
  'dozy',
  'lethargic',
  'listless',
  String.raw`(?:really|very|so|super|unusually|too|extra|really really|abnormally|weirdly|strangely) sleepy`,
  String.raw`(?:keeps?|kept|only) (?:wanting to|want(?:s|ed)? to|trying to) (?:sleep|go to sleep|lie down)`,
  String.raw`(?:keeps?|kept) (?:falling|dropping) asleep`,
  String.raw`can't keep (?:his|her|their) eyes open`,
  String.raw`eyes (?:keep )?(?:closing|rolling)`,
  String.raw`(?:hard|difficult|impossible) to (?:wake|rouse|keep awake)`,
  String.raw`(?:can't|cannot|can't seem to) (?:keep (?:him|her|them) awake|wake (?:him|her|them) (?:up )?properly)`,
  String.raw`keeps? (?:nodding|dropping|drifting) off`,
  String.raw`(?:won't|wouldn't|isn't) wak(?:e|ing) (?:up )?properly`,
  String.raw`not waking`,
  String.raw`(?:hasn't|has not|not|hasnt|won't|isn't|didn't) (?:\w+ )?(?:woken|waking|woke|wake) (?:up )?(?:for (?:a |any |her |his |their )?feeds?|since)`,
  String.raw`(?:can't|cannot|couldn't) get (?:him|her|them) to (?:wake|stay awake)(?: up)?(?: fully| properly)?`,
  String.raw`(?:barely|hardly|only just) (?:reacts?|reacting|respond\w*|wak(?:es?|ing)|stir(?:s|ring)?|rous(?:es?|ing)|open(?:s|ing)? (?:his|her|their) eyes)`,
  String.raw`(?:can|could) (?:barely|hardly|only just) (?:wake|rouse|get (?:him|her|them) to wake)`,
  String.raw`eyes half (?:shut|closed|open)`,
  String.raw`mumbl\w*`,
  String.raw`just (?:lying|lies|lay) (?:there|on (?:me|my (?:chest|lap)|the (?:sofa|settee|couch|floor|bed)))`,
  String.raw`(?:not|isn't) (?:really )?(?:with it|responding properly|answering (?:me )?properly)`,
  'glazed',
  String.raw`zon(?:ed|ing) out`,
  String.raw`(?<!(?:snap\w*|came|comes?|coming|get|gets|got|pull\w*|bring\w*|brought|perk\w*|grow\w*|grew|gunk|mould|mold|water|stuff|dirt|juice|muck|goo|slime|squeez\w*|wash\w*|rins\w*|clean\w*|took|tak\w*|scoop\w*|squirt\w*|drain\w*|pour\w*|tipp?\w*|fish\w*|right|straight) )out of it`,
  String.raw`zonked(?: out)?`,
  String.raw`glassy[- ]eyed`,
  String.raw`away with the fairies`,
  String.raw`can't keep (?:his|her|their) eyes open`,
  String.raw`dopey`,
  String.raw`spaced out`,
  String.raw`(?:so|really|very|super) (?:groggy|drowsy|dozy|dopey|out of it)`,
  String.raw`groggy`,
  String.raw`half asleep all (?:day|the time)`,
  String.raw`sleeping (?:all day|and sleeping|non[- ]?stop|constantly)`,
  String.raw`(?:won't|wouldn't|didn't|doesn't) (?:properly )?(?:stir|rouse)`,
  String.raw`eyes (?:keep )?(?:glazing|rolling back)`,
  String.raw`(?:barely|hardly) (?:awake|conscious)`,
  String.raw`not (?:fully|properly|really) awake`,
);
/** Not behaving like themselves: a parent's strongest sign. */
export const NOT_THEMSELVES = words(
  String.raw`not (?:him|her|them)sel(?:f|ves)`,
  String.raw`not (?:acting )?(?:like )?(?:him|her)self`,
  String.raw`not (?:acting |behaving |looking |seeming |quite )?(?:right|normal\w*|(?:his|her|their) (?:normal|usual) sel(?:f|ves))`,
  String.raw`(?:isn't|doesn't seem|wasn't|not been) (?:\w+ )?(?:right|normal|(?:his|her|their) (?:normal|usual) sel(?:f|ves))`,
  String.raw`slurr\w*`,
  String.raw`(?:isn't|not|wasn't|this isn't|that's not) like (?:him|her|them)(?:sel(?:f|ves))?`,
  String.raw`(?:words|speech|talking) (?:are |is |sounds? )?(?:jumbled|funny|weird|strange|muddled|slow)`,
  String.raw`(?:doesn't|didn't|can't|won't) (?:recogni[sz]e|know) (?:me|us|where)`,
  String.raw`(?:really |very |so )?(?:spaced|spacey|vacant|glassy[- ]eyed|out of sorts and sleepy)`,
  String.raw`(?:talking|acting|behaving) (?:weird|strange\w*|odd\w*|funny|nonsense)`,
  String.raw`talking nonsense`,
  String.raw`not making (?:any )?sense`,
  String.raw`confused`,
  String.raw`doesn't (?:seem to )?know where (?:he|she|they) (?:is|are)`,
  String.raw`(?:not|isn't) (?:really )?looking at me`,
  String.raw`(?:so|very|really|unusually) quiet`,
  'dazed',
  String.raw`staring (?:blankly|into space)`,
  String.raw`away with the fairies`,
  String.raw`lights are on but no(?:body|one)(?:'s| is)? home`,
  String.raw`(?:totally |completely )?out of character`,
  String.raw`something(?:'s| is) (?:really |very |badly )?(?:wrong|off) with (?:him|her|them)`,
);
export const WEAK_CRY = words(
  String.raw`weak (?:\w+ )?(?:cry|crying|moan\w*)`,
  String.raw`moan\w*`,
  String.raw`whimper\w*`,
  String.raw`high[- ]pitched (?:cry|crying|scream\w*|squeal\w*|wail\w*|shriek\w*)`,
  String.raw`high (?:thin|squeaky|weak) cry|(?:cry|crying) like a cat|cat-like cry`,
  // Not her usual cry: "her cry is weird", "not her normal cry".
  String.raw`(?:cry|crying) (?:is|sounds) (?:all )?(?:weird|wrong|funny|off)|not (?:her|his|their) (?:normal|usual) cry`,
  String.raw`(?:cry|crying|scream) (?:is|sounds) (?:really |very |so )?(?:high|weak|strange|odd|different)`,
  String.raw`screams? (?:if|when) (?:you|i|we) (?:touch|move|pick)`,
  String.raw`(?:feeble|pathetic|weedy|faint) (?:\w+ )?(?:cry|crying|wail\w*)`,
  String.raw`mewl\w*`,
  String.raw`(?:cry|crying) (?:like|sounds like) a (?:kitten|cat|lamb)`,
  String.raw`shriek\w* (?:if|when) (?:you|i|we) (?:touch|move|pick)`,
  String.raw`(?:piercing|shrill) (?:cry|crying)`,
  String.raw`(?:barely|hardly|too weak to) cr(?:y|ies|ying)`,
);
export const NOT_FEEDING = words(
  String.raw`(?:won't|wont|not|isn't|hasn't|can't|couldn't|refus\w*|stopped|hardly|barely|too \w+ to) (?:\w+ )?(?:feed\w*|fed|drink\w*|drunk|eat\w*|suck\w*|taking (?:any )?(?:milk|feeds|bottles?))`,
  String.raw`off (?:her|his|their) (?:feeds|milk)`,
  String.raw`not interested in (?:feeds?|feeding|milk|the breast|bottles?|(?:her|his|their) (?:feeds?|milk|bottles?))`,
  String.raw`(?:won't|not|isn't|refus\w*|hardly|barely) tak\w* (?:her |his |their |a |any |the )?(?:bottles?|feeds?|milk|breast|boob)`,
  String.raw`(?:won't|not|isn't|refus\w*|hardly|barely) (?:latch\w*|nurs\w*|suckl\w*|breastfeed\w*|bf)`,
  String.raw`turn\w* (?:his|her|their) (?:head|nose) away from (?:the )?(?:bottle|breast|boob|milk|feeds?)`,
  String.raw`(?:no|zero) (?:interest in|appetite for) (?:\w+ )?(?:feeds?|milk|bottles?|food|drink)`,
  String.raw`off (?:his|her|their) (?:bottles?|boob)`,
  String.raw`given up (?:on )?(?:feeding|feeds|milk|drinking|(?:his|her|their|the) bottles?)`,
);
export const FEVER = words(
  String.raw`fever\w*`,
  String.raw`burning up`,
  'febrile',
  'high-temperature',
  String.raw`(?:high|raised) temperature`,
  String.raw`temperature (?:of|is|was|keeps|won't)`,
  String.raw`burning (?:up|hot)`,
  String.raw`(?:he's|she's|he is|she is|feels|felt|is) (?:really |very |so |quite )?(?:hot|boiling|roasting)(?! (?:and sweaty|after|from|in the))`,
  String.raw`running a (?:temperature|fever)`,
  String.raw`(?:has|had|have|got|with|running) (?:got |had )?(?:a |a bit of a )?(?:high |raised |slight )?temperature(?! (?:of |is |was |reading |at )?(?:\d|normal|fine|ok))`,
  String.raw`(?:boiling|roasting|very hot|really hot|so hot|hot) (?:to (?:the )?touch|head|tummy|body|chest|skin)`,
  String.raw`(?:tummy|head|body|chest|skin) (?:is |feels )?(?:boiling|roasting|burning|(?:really |so |very )?hot)`,
  String.raw`(?:red|scorching) hot`,
  String.raw`like a (?:radiator|furnace|hot water bottle|little heater|oven)`,
  String.raw`temperature (?:is |was |of )?(?:sky[- ]high|through the roof|really high)`,
  String.raw`fevery|pyrexi\w*`,
  String.raw`sweats (?:and|then) (?:shivers|chills)|(?:shivers|chills) (?:and|then) sweats`,
);
/** Shivering hard, a racing heart, breathing fast: how sepsis shows in a child or a mother. */
export const SHAKING = words(
  String.raw`shiver\w*`,
  'rigors?',
  String.raw`shaking (?:all over|hard|uncontrollably)`,
  String.raw`teeth (?:are |were |keep )?chatter\w*`,
  String.raw`shivery`,
  String.raw`(?:the )?shakes`,
  String.raw`(?:can't|won't) stop shaking`,
  String.raw`trembl\w* all over`,
);
export const FAST_BREATHING = words(
  String.raw`breath\w* (?:is |are )?(?:really |very |so |super |crazy |too |a bit )?(?:fast|quick\w*|heavy|rapid\w*|shallow)`,
  String.raw`(?:fast|rapid|quick|shallow) breath\w*`,
  String.raw`pant\w*`,
  String.raw`puff(?:ing|s) (?:and pant\w*|away|hard)`,
  String.raw`can't (?:even )?count (?:his|her|their|the)? ?breaths`,
  String.raw`breathing (?:like|as if) (?:\w+ )?(?:ran|run|has run|after) a (?:marathon|race)`,
  String.raw`(?:breathing|breath\w*) (?:nineteen|ten) to the dozen`,
  String.raw`hyperventilat\w*`,
  String.raw`(?:huff\w*) and puff\w*`,
);

// ---- Contexts -------------------------------------------------------------------------------

/** Something went into the mouth. */
export const INGESTED = words(
  String.raw`swallow\w*`,
  String.raw`(?:may|might|could) have (?:had|taken|eaten|swallowed|got)`,
  'ate',
  'eaten',
  String.raw`eating(?! (?:well|fine|normally|ok|okay|and drinking|her dinner|his dinner|her food|his food|dinner|lunch|breakfast))`,
  'drank',
  'drunk',
  String.raw`drinking(?! (?:milk|water|juice|well|fine|normally|ok|okay|her milk|his milk|a bottle|bottles|formula|her bottle|his bottle))`,
  String.raw`chew\w*`,
  String.raw`gnaw\w*`,
  String.raw`bit(?:ten)? (?:into|on)`,
  // "She bit a tablet" (not "a bit of").
  String.raw`(?<!\ba )bit (?:a|an|one|some|the|through)`,
  String.raw`bites? (?:into|on|through|a|an|one|some|the)`,
  String.raw`suck\w* (?:on|at)`,
  String.raw`suck(?:ed|ing)`,
  String.raw`lick\w*`,
  String.raw`got into`,
  String.raw`got (?:to|at) (?:the|a|an|my|your|his|her|our|some|daddy's|mummy's)`,
  String.raw`(?:swig|sip|gulp|mouthful|taste|lick)s? of`,
  String.raw`swigg\w*|glugg\w*|gulped`,
  String.raw`tasted`,
  String.raw`got hold of`,
  String.raw`(?:in|into|near|round|around|on) (?:his|her|their) (?:mouth|lips)`,
  String.raw`(?:had|has|was holding|playing with|found (?:him|her|them) with) (?:the|a|my|an|some)`,
  String.raw`found (?:him|her|them|my \w+|the baby) (?:with|next to|near)`,
  String.raw`(?:was|were) next to it`,
  String.raw`popped (?:\w+ )?in (?:his|her|their) mouth`,
  String.raw`(?:gone|went) down (?:the|his|her|their) (?:hatch|throat|gullet)`,
  String.raw`had a go at`,
  String.raw`necked`,
  String.raw`gobbled`,
  String.raw`munch\w*`,
  String.raw`scoff\w*`,
  String.raw`guzzl\w*`,
  String.raw`glugg?\w*`,
  String.raw`chomp\w*`,
  String.raw`slurp\w*`,
  String.raw`mouth\w* (?:it|them|one|some|the)`,
  String.raw`(?:put|stuck|shoved) (?:\w+ ){0,2}in (?:his|her|their) mouth`,
  String.raw`(?:ingest\w*|consum\w*)`,
  String.raw`nibbl\w*`,
  String.raw`finished (?:off )?(?:the|my|a|his|her|their) (?:\w+ )?(?:glass|bottle|cup|can|pot|tub)`,
  String.raw`(?:smear|residue|powder|crumbs|traces?|bits|froth) (?:\w+ )?(?:round|around|on|in) (?:his|her|their) (?:mouth|lips)`,
);
/** Household chemicals and poisons parents name. */
export const CHEMICAL = words(
  String.raw`bleach\w*`,
  String.raw`(?:drain )?unblocker`,
  String.raw`caustic`,
  String.raw`(?:limescale|rust) remover`,
  String.raw`descaler`,
  String.raw`beer|lager|cider|prosecco|whisky|whiskey|rum|spirits|cocktail|a can of \w+`,
  String.raw`(?:eucalyptus|tea tree|lavender|clove|peppermint|camphor|olbas) oil`,
  String.raw`reed diffuser`,
  String.raw`(?:garden|wild|lawn|grass|park|field|woods?|outside)\b[^.?!]{0,10}\bmushrooms?|mushrooms? (?:from|in|off|on) (?:the )?(?:garden|lawn|grass|park|field|woods)`,
  String.raw`(?:toilet|oven|drain|floor|bathroom|kitchen|multi-?surface|window) (?:cleaner|spray|gel|block|duck)`,
  String.raw`cleaners?`,
  String.raw`cleaning (?:product|spray|fluid|stuff)`,
  String.raw`detergent`,
  String.raw`(?:laundry|washing|dishwasher|dish|fabric) (?:pods?|capsules?|tablets?|tabs?|liquid|gel|powder|conditioner|softener|things?|thingies|squish\w*)`,
  String.raw`washing[- ]up liquid`,
  String.raw`liquitabs?`,
  String.raw`(?:tide )?pods?`,
  'antifreeze',
  'screenwash',
  String.raw`weed ?killer`,
  String.raw`rat poison`,
  String.raw`slug pellets`,
  'pesticide',
  String.raw`weed ?killer|weed spray|roundup|glyphosate|paraquat|insecticide|bug spray|fly spray|ant (?:powder|killer|bait|gel)`,
  String.raw`chemicals?`,
  'white spirit',
  'turps',
  'paraffin',
  String.raw`lamp oil`,
  String.raw`lighter fluid`,
  'petrol',
  'gasoline',
  'nicotine',
  String.raw`e-?liquid`,
  String.raw`vape(?: (?:liquid|juice|refill|pod))?`,
  String.raw`e-?cig\w*`,
  String.raw`nail (?:polish )?remover`,
  'acetone',
  String.raw`essential oils?`,
  String.raw`hand (?:sanitiser|sanitizer|gel)`,
  'mouthwash',
  'alcohol',
  'vodka',
  'gin',
  'wine',
  'cannabis',
  'edibles?',
  String.raw`wild mushrooms?`,
  'toadstools?',
  String.raw`berries from`,
  String.raw`(?:wild |unknown |red |random |strange |some |the )?berries (?:from|off|on) (?:a |the |some )?(?:bush|hedge|hedgerow|tree|plant|shrub)`,
  String.raw`(?:blue|green|pink) (?:stuff|liquid|goo)`,
  'poison',
  String.raw`(?:fairy|persil|ariel|tide|finish|fairy) (?:liquid|pods?|tabs?|capsules?)`,
  String.raw`dishwasher (?:salt|rinse aid)`,
  String.raw`rinse aid`,
  String.raw`(?:zoflora|dettol|domestos|cif|harpic|mr muscle|lysol|clorox|windex|febreze|air freshener|toilet duck|fabuloso)`,
  String.raw`(?:kitchen|bathroom) spray`,
  String.raw`disinfectant`,
  String.raw`(?:antibacterial|pine) (?:spray|liquid)`,
  String.raw`glow ?sticks?`,
  String.raw`superglue`,
  String.raw`(?:car|engine|motor) oil`,
  String.raw`paint thinners?`,
  String.raw`(?:vape|vaping) (?:liquid|juice|pen)`,
  String.raw`thc`,
  String.raw`cigarettes?|cig butts?|fag ends?|tobacco`,
  String.raw`ammonia`,
  String.raw`(?:firelighters?|fire lighters?)`,
  String.raw`foxgloves?|daffodil bulbs?|yew berries|laburnum|deadly nightshade|lily of the valley|holly berries|mistletoe`,
  String.raw`(?:plant|garden) (?:feed|food|fertili[sz]er)`,
);
/** Medicines, whoever's they are. */
export const MEDICINE = words(
  'medicines?',
  'medication',
  'meds',
  String.raw`pills?`,
  String.raw`pill ?(?:box|organi[sz]er)`,
  String.raw`tablets?`,
  String.raw`capsules?`,
  'paracetamol',
  'acetaminophen',
  'tylenol',
  'ibuprofen',
  'calpol',
  'nurofen',
  'motrin',
  'aspirin',
  String.raw`iron(?: drops| tablets| supplements?)?`,
  String.raw`vitamins?`,
  String.raw`gumm(?:y|ies)`,
  String.raw`painkillers?`,
  String.raw`antidepressants?`,
  'sertraline',
  String.raw`sleeping (?:pills|tablets)`,
  String.raw`cough (?:syrup|medicine)`,
  String.raw`(?:contraceptive|blood pressure|heart|diabetes) (?:pills?|tablets?)`,
  String.raw`(?:\w+ )?drops bottle`,
  'methadone',
  'melatonin',
  // Prescription drugs by their endings: amlodipine, ramipril, propranolol, sertraline, diazepam...
  String.raw`\w+(?:dipine|pril|olol|sartan|statin|azepam|azolam|oxetine|opram|traline|triptyline|mycin|cillin|prazole|codeine|morphine|tramadol|fenac|profen|formin|thyroxine|xaban|farin)`,
  String.raw`(?:nan|nana|nanny|gran|granny|grandma|grandad|grandpa|mum|mom|dad)'?s (?:\w+ )?(?:pills|tablets|meds|medicine|heart pills|tabs)`,
  String.raw`tabs`,
  String.raw`(?:co-?codamol|oxycodone|opioids?|opiates?)`,
  String.raw`pill packet`,
  String.raw`blister (?:pack|strip)s?`,
  String.raw`(?:ritalin|adderall|methylphenidate|levothyroxine|valium|xanax)`,
  String.raw`nicotine (?:patch\w*|gum)`,
);
/** Signs that a dose or a product is missing: the child may have it. */
export const MISSING = words(
  String.raw`fell on the floor`,
  String.raw`dropped (?:one|some|a|it)`,
  'missing',
  // Not 'gone dark green', 'gone quiet': a change, not something missing.
  // Nor a pain that has gone: "its totally gone", "the headache's gone", "paracetamol and it's gone".
  String.raw`(?<!\b(?:totally|completely|(?:head ?ache|pain|ache)(?:'s| is| has)?|and (?:it's|its|it is|it has)) )gone(?! (?:\w+ )?(?:green|red|blue|yellow|black|white|dark|pale|quiet|floppy|hard|soft|down|off|up|mad|funny|weird|runny|watery|sticky|crusty|dry))`,
  'empty',
  String.raw`(?:can't|cannot|couldn't) find`,
  String.raw`no (?:battery|batteries|button battery|coin battery) (?:in|inside)`,
  String.raw`only (?:\d+|one|two|three) (?:are|is|left|there|on the floor)`,
  String.raw`(?:fewer|less) (?:than there were|than before)`,
  String.raw`open(?:ed)?`,
  String.raw`lid (?:was )?off`,
  String.raw`back (?:was |is )?off`,
  String.raw`cover (?:came|was|is) off`,
  String.raw`came off`,
  String.raw`in (?:bits|pieces)`,
  String.raw`spilt|spilled`,
  String.raw`(?:half|most|all|some|a few) (?:of )?(?:it|them|the (?:\w+ )?)(?:is |are )?(?:gone|missing)`,
  String.raw`(?:torn|ripped|chewed|bitten) open`,
  String.raw`(?:wasn't|not|weren't) (?:there|where (?:i|we) left (?:it|them))`,
  String.raw`(?:fewer|less) (?:left )?than (?:i|we) (?:thought|remember|had)`,
  String.raw`foil (?:\w+ )?(?:pierced|popped|torn|ripped)`,
  String.raw`popped out`,
  String.raw`lid (?:was |is )?(?:loose|unscrewed|undone)`,
  String.raw`(?:can't|cannot|couldn't) account for`,
);
/** Button and coin batteries, and the things they come out of. */
export const BATTERY = words(
  String.raw`batter(?:y|ies)`,
  String.raw`(?:button|coin|lithium) cells?`,
  String.raw`(?:cr|lr|ag|sr)\d{2,4}`,
  String.raw`magnetic (?:balls?|beads?|pieces?|toys?|tiles?|marbles?)`,
  String.raw`buckyballs?`,
  // (Not 'a tiny bit': a little thing is a battery only when it is round, flat or shiny.)
  String.raw`(?:round|flat|silver|shiny) (?:round |flat |silver |shiny |metal )?(?:disc|disk|battery|bit|thing|coin)(?! of)|(?:little|tiny|small) (?:(?:round|flat|silver|shiny|metal) (?:bit|thing)|(?:round |flat |silver |shiny |metal )?(?:disc|disk|battery|coin))(?! of)`,
  String.raw`disc|disk`,
  // A child's word for a button battery: "a silver button from the wand".
  String.raw`(?:silver|shiny|flat|round|metal|metallic) (?:round |flat |silver |shiny |metal )?buttons?(?! (?:off|from|on) (?:my|his|her|their|your|a|the) (?:\w+ )?(?:cardigan|coat|shirt|top|jacket|dress|clothes|jumper|trousers|jeans|blouse|sleeve|babygrow|sleepsuit|bag))`,
  String.raw`magnets?`,
  String.raw`(?:watch|button|coin|hearing aid|remote|key ?fob|camera|calculator|tiny|little) batter(?:y|ies)`,
  String.raw`(?:round|flat|silver|shiny) (?:\w+ )?(?:thingy|thingie)`,
  String.raw`(?:like|looks like) a (?:small |tiny |little )?(?:coin|button)`,
  String.raw`magnet(?:ic)? (?:balls?|beads?|toys?|building)`,
);
export const BATTERY_HOLDER = words(
  String.raw`(?:battery|batteries) (?:compartment|cover|slot|bit|flap) (?:\w+ )?(?:was |is )?(?:empty|open)`,
  String.raw`remotes?`,
  String.raw`(?:car |key ?)?fob`,
  String.raw`car key`,
  'watch',
  'calculator',
  'thermometer',
  String.raw`hearing aids?`,
  String.raw`(?:tea ?light|candle|flameless candle)s?`,
  String.raw`light[- ]up (?:toy|shoes|trainers)`,
  String.raw`(?:kitchen |bathroom )?scales`,
  String.raw`musical card`,
  'toy',
  String.raw`(?:greeting|birthday|singing|musical) cards?`,
  String.raw`(?:tv|telly|car) (?:remote|clicker|controller|zapper)`,
  String.raw`clicker|zapper`,
  String.raw`(?:key ?ring|gps) tracker|air ?tag`,
  String.raw`(?:light[- ]up|flashing) (?:\w+ )?(?:toy|shoes|trainers|yo-?yo|wand|spinner)`,
  String.raw`(?:book|toy) with (?:sounds|lights|music)`,
  String.raw`empty (?:back|battery (?:compartment|cover|slot|bit))`,
  String.raw`back (?:off|of) (?:one of )?(?:his|her|their|the) (?:\w+[- ]?){0,2}(?:toys?|remote|shoes?|watch|thermometer)`,
);

/** A blow to the head or a fall. */
export const HEAD_KNOCK = new RegExp(
  [
    String.raw`\b(?:hit|hits|bang(?:ed|s)?|bump(?:ed|s)?|knock(?:ed|s)?|smack(?:ed)?|whack(?:ed)?|clash(?:ed)?|injur(?:ed|y)|hurt|cracked|landed on) (?:\w+ )?(?:heads?|forehead|skull)\b`,
    String.raw`\bhead ?butt(?:ed|s)?\b`,
    String.raw`\bconcuss\w*`,
    String.raw`\b(?:walked|ran|run|crashed|smashed|went) (?:straight |right |full pelt |headfirst )?into (?:a |the )?(?:door(?: ?frame)?|wall|table|post|lamp ?post|pole|cupboard|corner|goal ?post|window)\b`,
    String.raw`\b(?:came|come|fell|crashed|toppled) (?:down )?on(?:to)? (?:his|her|their|the baby's) head\b`,
    String.raw`\b(?:head|forehead|skull) (?:injury|bump|knock|trauma|first|on|hit|smacked|bounced|went)\b`,
    String.raw`\b(?:knock|bang|bump|blow|hit|whack|smack|thump|injury) (?:to|on) (?:the|his|her|their) (?:head|forehead)\b`,
    String.raw`\b(?:hit|bang(?:ed)?|bump(?:ed)?|knock(?:ed)?|smack(?:ed)?|whack(?:ed)?|bonk(?:ed)?|clonk(?:ed)?) (?:it|his|her|their) (?:\w+ )?(?:on|against) (?:the )?\w+`,
    String.raw`\b(?:dropped|drop) (?:him|her|them|the baby|my baby|baby)\b`,
    String.raw`\b(?:hit|caught|struck|banged|bumped|knocked|smacked|whacked|bashed|clonked|bonked|hitting|banging|bumping|knocking|smacking|whacking|bashing)\b[^.?!]{0,40}\bhead\b|\bhead\b[^.?!]{0,25}\b(?:hit|caught|struck|banged|bumped|knocked|smacked|whacked|bashed)\b`,
    String.raw`\b(?:came|come|coming) off (?:the |a |his |her |their )?\w+`,
    // (Not "gone off her food": went off something she can fall from.)
    String.raw`\b(?:went|gone|going) off (?:the |a |his |her |their )?(?:\w+ )?(?:stool|chair|sofa|couch|settee|bed|table|worktop|counter|slide|swing|trampoline|wall|bunk|arm|step|steps|stairs|bike|scooter|climbing frame|changing table|high ?chair)\b`,
    String.raw`\bfound (?:him|her|them|my \w+) on the floor\b`,
    String.raw`\b(?:slipped|fell|fallen|rolled|wriggled|tumbled|flew) (?:out of|from) (?:my|his|her|their|our|daddy's|mummy's) (?:arms|hands|grip|lap)\b`,
    String.raw`\blanded (?:on (?:his|her|their|the) (?:head|face|back of (?:his|her|their) head)|head ?first)\b`,
    String.raw`\b(?:bump|lump|egg|dent|swelling) (?:on|in) (?:his|her|their|the) (?:head|forehead)\b`,
    // Not "fell asleep on the sofa".
    String.raw`\b(?:fell|fallen|fall|falls|falling(?! over)|dropped|tumbled|rolled(?! over\b(?! (?:the edge|the side|and fell|off)))|slipped|toppled|tipped|went (?:backwards|flying|head first))\b(?! asleep)[^.?!]{0,12}\b(?:off|from|down|out of|onto|on|over)\b`,
    String.raw`\b(?:pram|buggy|pushchair|high ?chair|bouncer|car seat) (?:tipped|fell|went over)\b`,
    String.raw`\bafter (?:the|a) (?:fall|trampoline|bump|knock)\b`,
  ].join('|'),
);
/** What makes a knock to the head urgent. */
export const AFTER_HEAD_KNOCK = new RegExp(
  [
    VOMIT.source,
    DROWSY.source,
    NOT_THEMSELVES.source,
    String.raw`\b(?:knocked out|out cold|lost consciousness|blacked out|passed out|unconscious|didn't cry (?:at first|straight away)|went still|went out for (?:a few|a couple of|\d+|several) (?:seconds|secs|mins?|minutes)|went (?:totally |completely |all |really )?(?:quiet|silent|still|blank) for (?:a few|a couple of|\d+|several|a) (?:seconds?|secs?|moments?)|didn't cry[^.?!]{0,25}\bthen (?:screamed|cried|started crying))\b`,
    String.raw`\b(?:seizure|fit|fitting|convuls\w*|jerking)\b`,
    String.raw`\b(?:fluid|liquid|blood|bleeding|clear|watery)\b[^.?!]{0,30}\b(?:ears?|nose)\b`,
    String.raw`\b(?:pupils?|black (?:middle |centre |center )?(?:bits?|dots?|parts?|circles?))\b[^.?!]{0,25}\b(?:bigger|smaller|different|unequal|odd)\b`,
    String.raw`\b(?:one of (?:her|his|their) eyes|(?:her|his|their) eyes?) (?:looks?|seems?|is|are) (?:\w+ ){0,2}(?:different|odd|funny|weird|strange)\b`,
    String.raw`\b(?:keeps?|kept|is|was|been) asking (?:what happened|where (?:she|he|they|i|we) (?:is|am|are)|the same)\b|\bwhere (?:am i|are we)\b|\b(?:can't|doesn't|don't) remember (?:what happened|the fall|falling)\b`,
    // A moment away after the knock: "went quiet like she wasn't there", "zoned out", "went blank".
    String.raw`\blike (?:she|he|they) (?:wasn't|weren't|was not|were not) (?:really )?there\b|\b(?:zoned|spaced) out\b|\bwent (?:blank|vacant|glassy)\b`,
    String.raw`\b(?:staring|stare|stared)\b|\b(?:doesn't|didn't|won't|isn't) (?:really )?(?:answer\w*|respond\w*) (?:me|when|to)\b`,
    String.raw`(?<!\b(?:small|little|tiny) )\b(?:soft|squishy|squidgy|boggy|spongy|mushy|large|big|huge|massive|enormous|giant|golf ?ball|egg[- ]sized)\b[^.?!]{0,15}\b(?:swelling|lump|bump|bit|patch|egg)\b`,
    String.raw`\b(?:screaming|crying) (?:and|non[- ]?stop|for ages|inconsolabl\w*)\b[^.?!]{0,20}\b(?:won't|can't) (?:settle|be settled|stop)\b`,
    String.raw`\b(?:won't|can't|doesn't want to) (?:stand|walk|use (?:his|her|their) (?:arm|leg))\b`,
    String.raw`\b(?:dent|dip|dip in|sunken bit)\b`,
    String.raw`\b(?:wobbly|unsteady|off balance|bumping into (?:things|walls|furniture|doors|stuff|everything)|can't walk|stumbling|falling over|staggering)\b|\bwalking like (?:he|she|they)(?:'s|'ve| has| have) (?:had|been)\b`,
    String.raw`\bpupils (?:are )?(?:\w+ )?(?:different|two different|unequal|uneven)\b`,
    String.raw`\b(?:unequal|different[- ]sized|odd) pupils\b|\bblurr\w* vision\b|\bseeing double\b`,
    // Vision after a knock, in a child's words: "I can't see properly, everything's doubled".
    String.raw`\b(?:can't|cannot|couldn't) see (?:properly|right|clearly|straight)\b(?![^.?!]{0,25}\b(?:crying|tears|sobbing)\b)|\b(?:everything|things)(?:'s| is| are| looks?| went)? (?:\w+ )?(?:doubled|double|blurry|fuzzy|blurred)\b|\bdouble vision\b`,
    // Sleepy after a knock: yawning, wanting to sleep (not at bedtime or nap time).
    String.raw`(?<![\s\S]*\b(?:bed ?time|nap ?time|time for (?:bed|(?:his|her|their|a) nap))\b[\s\S]*)\b(?:(?:keeps?|kept|can't stop) yawning|wants? to (?:go to )?sleep)\b(?![\s\S]*\b(?:bed ?time|nap ?time|time for (?:bed|(?:his|her|their|a) nap))\b)`,
    String.raw`\b(?:worst|bad|terrible) headache\b`,
    // Bruising round both eyes or behind the ear after a knock: a break at the base of the skull.
    String.raw`\bpanda eyes\b|\bbruis\w* (?:round|around|under|behind) (?:both |his |her |their )?(?:eyes|ears?)\b`,
    String.raw`\bslurr\w*\b|\b(?:walking|talking|acting) (?:funny|oddly|strangely|like (?:he|she|they)(?:'s|'re| is| are)? drunk)\b|\blike (?:he|she|they)(?:'s|'re| is| are) drunk\b`,
  ].join('|'),
);
/** A baby's fall: from arms, furniture or a surface, and how it landed. */
export const BABY_FALL = words(
  // A parent who fell or tripped while carrying the baby.
  String.raw`(?:tripped|fell|slipped|stumbled) (?:\w+ ){0,4}(?:carrying|holding|with (?:him|her|them|the baby) in my arms)`,
  String.raw`dropped (?:him|her|them|the baby|baby)`,
  String.raw`(?:slipped|fell|rolled|wriggled|tumbled|flew) (?:out(?: of)?|from) (?:my|his|her|their|our|\w+'s) (?:arms|hands|grip|lap)`,
  String.raw`dropped the (?:car ?seat|bouncer|carrier|moses basket|rocker) with (?:him|her|them|the baby|baby) in`,
  // (Without a verb only 'off': "8mo off the sofa", not "see her from the bed".)
  String.raw`(?:(?:rolled|fell|fallen|slipped|tumbled|came|went|toppled) ?(?:off|out of|from)|off) (?:the |a |our |my |his |her |their )?(?:kitchen |dining |coffee |big )?(?:bed|sofa|couch|settee|changing (?:table|unit|mat)|table|worktop|counter|chair|high ?chair|bouncer|car seat|pram|cot|stairs)`,
);
export const HARD_LANDING = words(
  String.raw`onto (?:the |a )?(?:\w+ )?(?:floor|tiles|laminate|concrete|pavement|ground|step|stairs|wood)`,
  String.raw`head (?:hit|first|went)`,
  String.raw`(?:hit|banged|bumped|knocked) (?:his|her|their|the) head`,
  String.raw`landed on (?:his|her|their|the) (?:head|face)`,
  String.raw`(?:hit|hitting|smacked|landed on) the (?:floor|ground|tiles|deck|pavement)`,
);

/** A fall from a height that needs checking whatever the signs. */
export const HIGH_FALL = new RegExp(
  [
    String.raw`\b(?:fell|fallen|tumbled|dropped|went|rolled|slipped|toppled|came)\b[^.?!]{0,20}\b(?:off|from|out(?: of)?|down) (?:the top of )?(?:a |an |the |his |her |their |our )?(?:(?:first|second|1st|2nd|top) floor |upstairs |bedroom |open )?(?:\w+ )?(?:height|window|balcony|top bunk|bunk ?bed|roof|tree|climbing frame|worktop|kitchen (?:worktop|counter|table)|counter|work ?surface|changing (?:table|unit|mat on the)|stairs|flight of stairs|(?:whole )?flight|top (?:step|stair)|steps|banister|landing|trampoline|shopping (?:trolley|cart))\b`,
    // A seat on a worktop that tipped off: "in her bouncer on the kitchen counter and it tipped off".
    String.raw`\b(?:on|from) (?:the |a )?(?:kitchen )?(?:counter|worktop|table|work ?surface)\b[^.?!]{0,40}\b(?:tipped|fell|toppled|came|went|slid) off\b`,
    // A measured height: a metre or more, 4 feet or more.
    String.raw`\b(?:fell|fallen|fall|dropped|drop|tumbled|came down)\b[^.?!]{0,30}\b(?:a|one|1|1\.5|2|two|3|three) (?:metres?|meters?|m)\b|\b(?:fell|fallen|fall|dropped|drop|tumbled)\b[^.?!]{0,30}\b(?:[4-9]|1\d|four|five|six|seven|eight|ten) (?:feet|ft|foot)\b`,
  ].join('|'),
);

/** Reduced movement in pregnancy: the baby quieter, still, barely felt. */
export const LESS_MOVEMENT = new RegExp(
  [
    String.raw`\b(?:barely|hardly|not really|haven't really|not) (?:felt|feeling|feel)\b[^.?!]{0,20}\b(?:her|him|it|them|the baby|baby|any(?:thing)?|much|kicks?|movements?|move\w*)\b`,
    String.raw`\b(?:haven't|hasn't|not|hadn't|didn't|don't|can't) (?:[\w']+ ){0,2}(?:felt|feel|noticed)\b[^.?!]{0,20}\b(?:move|moving|movements?|kick\w*|wriggl\w*)\b`,
    // A day's count that came up short: "maybe 3 little movements all day".
    String.raw`\b(?:only|maybe|just|barely|hardly) (?:[1-5]|one|two|three|four|five|a few|a couple(?: of)?) (?:\w+ )?(?:movements?|kicks?|wriggles?|moves?)\b[^.?!]{0,15}\b(?:all day|today|since|this morning|tonight|all night|all evening)\b`,
    String.raw`\b(?:baby|she|he|it|they|twins)(?:'s| is| are| has| have)? (?:been |gone |seems |seemed |being |got )?(?:really |so |very |much |a lot |quite |unusually )?(?:quiet(?:er)?|still(?:er)?(?! (?:\w+ing|has|have|is|got|follows|there|fine|ok|okay|active|busy|the same|her|his|their|normal)\b)|less active|not as active|slowed down|not (?:really )?moving)\b`,
    String.raw`\b(?:moving|kicking|wriggling) (?:less|a lot less|much less|less than usual|less often)\b`,
    String.raw`\b(?:baby|she|he|it|they)(?:'s| has| have)? (?:not|hasn't|has not|haven't) (?:really )?(?:moved|kicked)\b`,
    String.raw`\bcan't remember (?:the )?last time i (?:felt|noticed|had) (?:a |any |her |him |the baby )?(?:kick|move|movement)`,
    String.raw`\b(?:every day|usually|normally|always)\b[^.?!]{0,30}\b(?:but )?(?:today|tonight|this morning) (?:none|nothing|no (?:kicks|movements?))\b`,
    String.raw`\b(?:kicks?|movements?)\b[^.?!]{0,30}\b(?:to|down to) (?:almost |nearly |hardly )?(?:none|nothing|zero)\b`,
    String.raw`\b(?:before|usually|normally) (?:very |so |really )?active\b[\s\S]{0,30}\b(?:now|today) (?:very |so |really )?(?:quiet|still|nothing)\b`,
    String.raw`\bnot (?:moved?|moving|kick\w*) since\b`,
    String.raw`\b(?:less|fewer|reduced|decreased|slower|no|not as many|not many|hardly any|barely any|not much|not a lot of|very little|very few) (?:fetal |foetal |baby |baby's )?(?:movements?|kicks?|kicking|moving|wriggles)\b`,
    String.raw`\b(?:home )?doppler\b`,
    String.raw`\b(?:isn't|not|hasn't been|aren't|wasn't) (?:\w+ )?as (?:active|lively|busy|wriggly|kicky|strong)\b`,
    String.raw`\b(?:movements?|kicks?) (?:have|has) (?:slowed|stopped|changed|reduced)\b`,
  ].join('|'),
);

/** The baby's movements in pregnancy, however they are named. */
export const MOVEMENTS = words(
  String.raw`mov(?:e|es|ed|ing|ement|ements)`,
  String.raw`squirm\w*|nudg\w*|prod\w*|thump\w*|punch\w*|somersault\w*|flips?|tumbl\w*|wiggl\w*|jigg\w*|pok(?:es|ing)`,
  String.raw`(?:usual|normal) (?:party|disco|football|gymnastics|acrobatics|routine|pattern)`,
  String.raw`kick\w*`,
  String.raw`wriggl\w*`,
  String.raw`(?:active|activity)`,
  String.raw`rolls?`,
  String.raw`jabs?`,
  String.raw`(?:felt|feel|feeling) (?:her|him|them|it|the baby|baby)`,
  String.raw`flutters?|swish\w*`,
  String.raw`(?:her|his|their|baby's) (?:usual )?(?:pattern|party|disco|dance)`,
  String.raw`(?:dancing|partying|doing (?:her|his|their) (?:thing|routine|flips))`,
);
/** Fewer, weaker or different movements, or none: any change from the baby's own pattern. */
export const MOVEMENT_DROP = words(
  String.raw`less(?: than)?`,
  'fewer',
  String.raw`reduced`,
  String.raw`decreas\w*`,
  String.raw`weak(?:er)?`,
  String.raw`slow(?:er|ed|ing)?(?: down)?`,
  String.raw`(?:not|isn't|hasn't|haven't|hadn't|didn't|don't|can't|cannot|couldn't|never) (?:\w+ ){0,2}(?:felt|feel|feeling|noticed|mov\w*|kick\w*|as (?:much|many|often|active|strong))`,
  String.raw`(?:barely|hardly|not much|not many|not a lot|hardly any|barely any|no|only) (?:\w+ )?(?:mov\w*|kick\w*|felt|feel)`,
  String.raw`(?:quiet|quieter|still|stiller|nothing|stopped|changed|different|lazy|lazier|sluggish)`,
  String.raw`(?:barely|hardly) (?:anything|any)`,
  String.raw`nothing much`,
  String.raw`dead still`,
  String.raw`not a (?:peep|thing|flicker|sausage|single \w+)`,
  String.raw`gone (?:silent|quiet|still)`,
  String.raw`(?:calmer|less busy|not (?:as )?busy|unusually)`,
  String.raw`(?:asleep|sleeping) all day`,
  String.raw`hasn't (?:woken|done|been doing)`,
  String.raw`(?:can't|cannot|don't) remember (?:when|the last)`,
  String.raw`last (?:felt|kick\w*|mov\w*)`,
  String.raw`since (?:yesterday|last night|this morning|lunch|breakfast)`,
  String.raw`not like (?:her|him|them|usual|normal)`,
  String.raw`(?:not|no) (?:a single )?(?:wriggle|flutter|kick|nudge|jab|movement)s?`,
  String.raw`(?:hasn't|not) woken up in there`,
  String.raw`(?:off|out of) (?:her|his|their) (?:usual )?(?:pattern|routine)`,
  String.raw`(?:not|\w+n't) (?:\w+ )?(?:her|his|their|the|its) (?:normal|usual) (?:pattern|routine|amount|self|movements?)`,
  String.raw`(?:nowhere near|not (?:anywhere )?near) as (?:much|many|often|active)`,
  String.raw`(?:really|very|much|so) (?:sleepy|lazy) (?:in there|today)`,
  String.raw`(?:been|gone|is) (?:dead |really |very |super )?(?:silent|calm|still|quiet) (?:in there|today|tonight|all day)`,
  String.raw`(?:sleeping|asleep) (?:in there|all day|all morning)`,
  String.raw`(?:not|haven't|hasn't) (?:heard|felt) (?:a |any )?(?:peep|squeak)`,
  String.raw`(?:nothing|zero|zilch|nada|nowt)`,
  String.raw`the odd (?:kick|wriggle|flutter|movement|one)`,
);
/** What mothers try to get a quiet baby moving: a sign they have noticed a drop. */
export const PROVOKE_MOVEMENT = words(
  String.raw`(?:ice[- ]?)?cold (?:water|drink|juice|glass)|iced (?:water|drink|juice|coffee)`,
  String.raw`(?:sugary|fizzy|sweet) (?:drink|snack)`,
  String.raw`(?:coke|chocolate|orange juice|ice water)`,
  String.raw`(?:lay|laid|lying|lie|been) (?:down )?on my (?:left |right )?(?:side|left|right)`,
  String.raw`(?:poked|prodded|jiggled|pushed on) (?:my )?(?:bump|tummy|belly)`,
  String.raw`(?:torch|music) (?:on|to) (?:my )?(?:bump|tummy|belly)`,
  String.raw`tried (?:everything|all the tricks)`,
);

/** The baby moving as usual: no drop to report. */
export const MOVING_AS_USUAL = words(
  String.raw`(?<!(?:not|n't|never) )(?:moving|kicking|wriggling|active) (?:\w+ )?(?:as (?:usual|normal|always)|loads|lots|a lot|like (?:normal|usual|always)|same as|away|plenty|all the time)(?! less| fewer| quieter)`,
  String.raw`same as (?:always|usual|normal)`,
  String.raw`(?:it's|its|that's|it is) (?:just )?(?:my|her|his|their|the|baby's) usual pattern`,
  String.raw`same (?:amount|number|pattern) as (?:always|usual|normal|before|ever)`,
  String.raw`(?:proper|really|so) (?:wild|active|mental)`,
  String.raw`goes (?:wild|mental|mad)`,
  String.raw`(?:just )?as (?:often|much|many|strong|busy|active|wriggly) as (?:before|usual|ever|always|normal)`,
  String.raw`still (?:her|his|their) (?:busy|active|usual) time`,
  String.raw`still (?:\w+ )?(?:loads|lots|plenty|a lot|moving (?:loads|lots|a lot)|kicking (?:loads|lots|a lot))`,
  String.raw`just as (?:many|much|often|strong|busy|active)(?! as)`,
  String.raw`(?<!(?:n't|not|never) )been (?:kicking|moving|wriggling) (?:ever )?since(?=\s*(?:[.,!?]|$))`,
);

/** "Still nothing", "tonight nothing": read as movements only where movements are talked about. */
const MOVEMENT_TALK = String.raw`\b(?:mov\w*|kick\w*|active|wriggl\w*|going mad|flutter\w*|hiccups|(?:usually|normally) (?:she's|he's|they're|she is|he is|baby is|baby's) (?:\w+ )?(?:wild|crazy|busy|dancing|partying))\b`;
export const NOTHING_FELT = new RegExp(
  String.raw`(?:\b(?:tonight|today|this (?:morning|afternoon|evening)|now)\b[^.?!]{0,15}\b(?:nothing|no kicks|no movement)\b|\b(?:still|and|but) nothing\b|\bnothing (?:at all|really|since|all day|today|tonight)\b)(?:(?<=${MOVEMENT_TALK}[\s\S]*)|(?=[\s\S]*${MOVEMENT_TALK}))`,
);

/** Something that can block the airway, in the mouth or gone down. */
export const FOREIGN_BODY = words(
  String.raw`(?:something|a bit|a piece|a lump|bits?|pieces?) (?:of \w+ )?(?:is )?stuck`,
  String.raw`stuck in (?:his|her|their|the) throat`,
  String.raw`in (?:his|her|their|the) throat`,
  String.raw`(?:went|go|gone|going) down (?:the )?wrong(?: way| hole)?`,
  String.raw`(?:went|gone) down`,
  String.raw`(?:had|put|stuck|shoved|popped) (?:a|an|some|the|something|\w+) (?:\w+ ){0,3}in (?:his|her|their) mouth`,
  String.raw`(?:it's|its|it is|something's|something is) stuck`,
  String.raw`swallowed (?:a|an|some|the) (?:\w+ ){0,2}(?:sweet|grape|coin|marble|nut|popcorn|toy|lego|bead|button|candy|piece|bit)`,
  String.raw`(?:gone|went|swallowed|slipped) down (?:the wrong way|whole|in one)`,
  String.raw`lodged`,
  String.raw`(?:stuck|caught) (?:in|down) (?:his|her|their) (?:throat|windpipe|gullet|chest)`,
  String.raw`(?:popped|put|shoved|stuck) (?:a|an|the|some|something) (?:\w+ ){0,2}(?:in|into|up) (?:his|her|their) (?:mouth|nose)`,
  String.raw`inhaled`,
  String.raw`(?:gag\w*|retch\w*|splutter\w*|chok\w*) (?:non[- ]?stop |constantly |again )?on (?:something|an? \w+|some \w+|the \w+|bits?|a piece)`,
);
/** Foods and small things that children choke on. */
export const CHOKABLE = words(
  String.raw`grapes?`,
  String.raw`balloons?`,
  String.raw`(?:pea)?nuts?`,
  String.raw`popcorn`,
  String.raw`sweets?|boiled sweet|lolly|candy|gum|mints?`,
  String.raw`sausages?|hot ?dogs?|meat|chicken|steak`,
  String.raw`apple|carrot|toast|bread|crust|cheese|tomato|blueberr\w*|cherr\w*`,
  String.raw`(?<!(?:\d|two|three|four|five|six|ten|few|of|more|extra) )puffs|crisps?|chips?|crackers?|biscuits?`,
  String.raw`coins?|marbles?|lego|beads?|buttons?|pen lid|balloon|toy|small (?:bit|piece|part)`,
  // Not "a bit of a rattle".
  String.raw`(?:a |the |some )?(?:bit|piece|chunk|lump) of(?! a\b)`,
  String.raw`something (?:off the floor|small)`,
  String.raw`cherry tomatoes|olives?|raisins?|marshmallows?|(?:boiled|hard) (?:sweet|candy)|jelly (?:sweets|cubes|babies)|chewing gum|lollipop`,
  String.raw`(?:hama|aqua) beads?|bottle caps?|stones?|pebbles?|rubber band|toy part|bouncy ball|hair (?:bobble|clip)|earring`,
);
/** Struggling for air after eating or mouthing something: choking until proved otherwise. */
export const AIRWAY_BLOCKED = words(
  String.raw`silent(?:ly)?`,
  String.raw`no (?:noise|sound)`,
  String.raw`(?:hardly|barely) any (?:noise|sound)`,
  String.raw`(?:can't|cannot|couldn't|unable to|not able to) make (?:a |any )?(?:noise|sound)`,
  String.raw`nothing (?:is )?coming (?:out|up)`,
  String.raw`(?:gagging|coughing|choking) and (?:going|gone|turning) (?:red|purple|blue)`,
  // Coughing and it will not come: still in there.
  String.raw`(?:can't|cannot|couldn't) (?:get|cough|bring) it (?:up|out)`,
  String.raw`(?:can't|cannot|couldn't|unable to|not able to) (?:\w+ )?(?:cry|cough|breathe?|swallow|talk|speak|get (?:air|a breath|his breath|her breath))`,
  String.raw`squeak\w*`,
  String.raw`whistl\w*`,
  String.raw`wheez\w*`,
  String.raw`rattl\w*`,
  String.raw`noisy`,
  String.raw`drool\w*|dribbl\w*`,
  String.raw`gagging (?:over and over|again and again|and gagging|non[- ]?stop)`,
  String.raw`(?:face |lips )?(?:going|gone|turning|went) (?:dark|blue|grey|gray|purple|dusky)`,
  String.raw`struggling`,
  String.raw`back blows`,
  String.raw`retch\w*`,
  String.raw`(?:gasping|fighting|struggling) for (?:air|breath)`,
  String.raw`(?:clutch\w*|grabb\w*|holding|claw\w*|scratch\w*|pull\w*) (?:at )?(?:his|her|their) (?:throat|neck|mouth)`,
  String.raw`(?:eyes|face) (?:went|gone|going) (?:purple|bulg\w*)`,
  String.raw`(?:mouth|lips) (?:open|opening) (?:and|but) (?:no|nothing)`,
  String.raw`(?:wheez\w*|squeal\w*|honk\w*|crow\w*) (?:\w+ )?(?:breath|noise|sound)`,
  String.raw`(?:choking|choked) (?:noises?|sounds?)`,
  // The cough stopped but the child went quiet or sleepy: the cough is no longer moving air.
  String.raw`(?:stopped|stops|stop) coughing (?:and|but) (?:\w+ ){0,2}(?:gone|went|going) (?:all |really |very )?(?:quiet|silent|limp|floppy|still|blue|grey|pale)`,
);

/** The airway struggling: the signs that make a foreign body an emergency. */
export const AIRWAY_STRUGGLE = words(
  String.raw`(?:can't|cannot|unable to|not able to) (?:cry|cough|breathe?|talk|speak|make a (?:noise|sound))`,
  String.raw`(?:making|makes) no (?:noise|sound)`,
  String.raw`silent`,
  String.raw`struggling to breathe?`,
  String.raw`gag\w*`,
  String.raw`drool\w*`,
  String.raw`wheez\w*`,
  String.raw`(?:noisy|squeaky|whistl\w*|high(?:-pitched)?) (?:breathing|noise|sound)`,
  String.raw`breathing (?:is )?(?:noisy|fast|funny|strange)`,
  String.raw`(?:won't|can't) stop coughing`,
  String.raw`keeps? coughing`,
  String.raw`can't (?:talk|speak) properly`,
  String.raw`(?:turning|going|gone) (?:blue|red|purple)`,
  String.raw`back blows`,
  String.raw`(?:gasping|fighting|struggling) for (?:air|breath)`,
  String.raw`(?:clutch\w*|grabb\w*|holding) (?:at )?(?:his|her|their) (?:throat|neck)`,
  String.raw`(?:honk\w*|crowing|squeal\w*) (?:noise|sound|breath\w*)`,
  String.raw`(?:choking|choked) (?:noises?|sounds?)`,
  String.raw`(?:mouth|lips) (?:open|opening) (?:and|but) (?:no|nothing)`,
  String.raw`(?:still )?coughing and (?:coughing|gagging|spluttering|choking)`,
  String.raw`(?:splutter\w*|heav\w*) and (?:gag\w*|chok\w*)`,
  String.raw`(?:trying|tries|tried) to cough but (?:nothing|no sound|no noise)`,
  String.raw`(?:i've|i have|we've|we have|i|we) (?:done|did|given|gave|tried|started) (?:\w+ )?back (?:slaps|blows)`,
);

/** Movements of a seizure as parents describe them. */
export const SEIZURE_MOVES = words(
  String.raw`jerk\w*`,
  String.raw`twitch\w*`,
  String.raw`spasm\w*`,
  String.raw`convuls\w*`,
  String.raw`shak(?:ing|es|e|y)`,
  'shook',
  String.raw`trembl\w*`,
  String.raw`stiff(?:en\w*|ed)?`,
  String.raw`tens(?:e|es|ed|ing)(?: up)?`,
  String.raw`(?:head )?nodd\w*`,
  String.raw`arms? (?:keeps? |kept )?(?:fly|flies|flew|flying|fling\w*|shoot|shot|go|went) (?:up|out)`,
  String.raw`head (?:drops|dropping)`,
  String.raw`(?:legs?|arms?) (?:were |was |are |is |kept )?(?:kicking|flailing|thrashing|going)`,
  String.raw`(?:arms?|legs?|hands?|face|mouth|eyes?) (?:going|kept going|keep going|moving) (?:on (?:its|their) own|by (?:it|them)sel(?:f|ves))`,
  String.raw`funny turn`,
  String.raw`(?:foam\w*|froth\w*) at the mouth`,
  String.raw`shudder\w*|judder\w*|quiver\w*`,
  String.raw`(?:jaw|fists?|teeth) (?:clenched|clenching|locked)`,
  String.raw`arch(?:ed|ing) (?:his|her|their) back (?:and|then) (?:went )?(?:stiff|rigid)`,
  String.raw`(?:went|gone|going) (?:all )?(?:tight|tense|stiff as a board)`,
  String.raw`(?:a )?(?:weird|strange|funny|odd) (?:episode|turn|spell|fit|movements?)`,
  String.raw`(?:went|gone|goes|going|was|is|body) (?:all )?(?:stiff|rigid)`,
  'rigid',
  String.raw`shaking (?:episode|fit|all over)`,
  String.raw`(?:arms and legs|whole body|body) (?:was |were |is |are )?(?:going|shaking|jerking|twitching)`,
  String.raw`(?:eyelids|eyes) (?:keep )?flutter\w*`,
  String.raw`lip smacking`,
  String.raw`smack\w* (?:her|his|their) lips`,
  String.raw`(?:cycling|pedal\w*|bicycling) (?:legs|movements?|motions?)`,
  String.raw`(?:flick\w*|dart\w*) (?:off )?to (?:one|the) side`,
  String.raw`in a rhythm`,
  String.raw`(?:repeating|repetitive|rhythmic\w*) (?:pattern|movements?|jerks?|flicks?)`,
  String.raw`(?:arms?|legs?|hands?) (?:keeps? |kept )?(?:flick\w*|shoot\w*|jolt\w*) (?:up|out)`,
  String.raw`(?:doing this |doing a )?pedall?ing (?:with )?(?:her|his|their)? ?legs`,
  String.raw`body shaking`,
  String.raw`(?:flailing|thrashing|flapping|flinging) (?:his|her|their) (?:arms|legs|limbs|body)`,
  String.raw`(?:limbs|arms|legs) (?:going|went) (?:everywhere|mad|crazy|wild)`,
  String.raw`(?:body|whole body|she|he) (?:was |went )?(?:thrash\w*|spasm\w*|jolt\w*|judder\w*)`,
  String.raw`jolt\w*`,
  String.raw`(?:went|gone|going) (?:as )?stiff as (?:a board|a plank|a statue)`,
  String.raw`(?:startl\w*|jump\w*) (?:over and over|again and again|in clusters|in batches|repeatedly)`,
  String.raw`(?:eyes? )?(?:rolled|rolling|rolls) (?:back|up) (?:in|into) (?:his|her|their) head`,
  String.raw`(?:lips?|mouth) (?:twitch\w*|smack\w*|chew\w*|chomp\w*) (?:\w+ )?(?:on (?:its|their) own|for no reason)`,
);
/** Not aware of the parent during it. */
export const UNAWARE = words(
  String.raw`(?:not|isn't|wasn't|doesn't|didn't|won't|couldn't|can't) (?:\w+ )?(?:respond\w*|answer\w*|react\w*|look(?:ing)? at me|hear(?:ing)? me|blink\w*|focus\w*)`,
  String.raw`(?:staring|stared|stare)`,
  String.raw`(?:blank|vacant|glassy|glazed|fixed|far away) (?:look|stare|eyes)`,
  String.raw`(?:looking|looked|stared) (?:straight )?through (?:me|us)`,
  String.raw`eyes (?:\w+ )?(?:rolled|rolling|rolls|went|go|going|gone|turned|fixed|flicker\w*|to one side)(?: (?:back|up|upwards|to the side))?`,
  String.raw`(?:(?<!(?:snap\w*|came|comes?|coming|get|gets|got|pull\w*|bring\w*|brought|perk\w*|grow\w*|grew|gunk|mould|mold|water|stuff|dirt|juice|muck|goo|slime|squeez\w*|wash\w*|rins\w*|clean\w*|took|tak\w*|scoop\w*|squirt\w*|drain\w*|pour\w*|tipp?\w*|fish\w*|right|straight) )out of it|away with the fairies|not there|not with (?:us|me|it)|zoned out|unconscious|lost consciousness|passed out|blacked out)`,
  String.raw`(?:for|lasted|about|over|more than|nearly) (?:\d+|a few|a couple of|two|three|five) (?:mins?|minutes)`,
  String.raw`\d+ (?:mins?|minutes) (?:now|so far|already|and counting)`,
  String.raw`(?:didn't|doesn't|did not|does not) (?:know|recogni[sz]e) (?:who i (?:was|am)|me|us|where)`,
  String.raw`(?:doesn't|didn't|won't|wouldn't) stop when (?:i|you|we) (?:touch|hold|pick|call)`,
  String.raw`over and over`,
  String.raw`in a row`,
  String.raw`(?:into|in) a (?:trance|daze)`,
  String.raw`eyes (?:glazed|glassed) over`,
  String.raw`(?:wet|weed|peed) (?:him|her|them)sel(?:f|ves)`,
  String.raw`bit (?:his|her|their) tongue`,
  String.raw`blank(?:ed|s)? out|went blank`,
  String.raw`(?:now|after|afterwards) (?:\w+ )?confused|confused (?:after|afterwards|now)`,
  String.raw`again and again`,
  String.raw`(?:\d+|several|lots of|loads of) times in a row`,
  String.raw`won't (?:answer|respond|look)`,
  String.raw`in (?:clusters|a cluster|batches)`,
  String.raw`(?:still|kept|keeps|won't stop|wouldn't stop|hasn't stopped)(?: \w+)? (?:going|jerking|twitching|shaking)`,
  String.raw`(?:floppy|limp|out cold|really sleepy|very sleepy|so sleepy|exhausted) (?:after|afterwards)\b(?! (?:a|her|his|the|their|jabs?|feeds?|bath|nap|vaccin\w*))`,
  String.raw`unresponsive`,
  String.raw`still going`,
  String.raw`drowsy`,
  String.raw`(?:lights on|lights were on) (?:but|and) no(?:body|one) (?:home|there)`,
  String.raw`(?:couldn't|can't|didn't) (?:get through to|reach|snap (?:him|her|them) out)`,
  String.raw`(?:didn't|doesn't|won't|wouldn't) (?:react|flinch|blink) (?:to|when)`,
  String.raw`(?:dead|blank|empty|glassy|glazed) (?:eyes|stare|look)`,
);

/** Where blue or grey means too little oxygen (not hands or feet, which go blue when cold). */
export const BODY_CENTRE = words(
  String.raw`lips?`,
  'tongue',
  'face',
  'mouth',
  'gums',
  String.raw`whole body`,
  String.raw`(?:around|round) (?:the|his|her|their) (?:mouth|lips)`,
);
export const BLUE = words(
  String.raw`blu(?:e|ey|ish|eish)`,
  String.raw`inky`,
  String.raw`purpl\w*`,
  String.raw`grey\w*`,
  String.raw`gray\w*`,
  String.raw`dusky`,
  'ashen',
  String.raw`(?:almost |really |very |so )?white`,
  String.raw`(?:dark|deep) (?:blue|purple)`,
  String.raw`violet(?!'s)|navy|indigo|lilac|mauve`,
  String.raw`ashy`,
  String.raw`(?:white|grey|gray|blue) around (?:the|his|her|their) (?:mouth|lips)`,
  // Blue or grey as parents picture it: slate, pewter, a storm cloud, a bruise, a plum, ink.
  String.raw`(?:colou?r of|like|sort of|kind of|shade of) (?:a |an )?(?:plum|storm ?cloud|slate|pewter|lead|ink|biro|blueberr\w*|damson|aubergine|smurf|dead \w+|cold porridge|putty|concrete)s?`,
  String.raw`(?:slate|pewter|leaden|inky|bruise|plum|putty)[- ]?(?:colou?r\w*|grey|gray|blue|purple)`,
  String.raw`looks? like (?:[\w']+ ){1,7}(?:blueberr\w*|biro|ink|felt[- ]?tips?)`,
  // A bruise's colour (not spots like bruises, which are a rash).
  String.raw`colou?r of (?:a |an )?(?:\w+ )?bruise`,
);

/** Going under water, and what makes it urgent afterwards. */
export const UNDER_WATER = words(
  String.raw`(?:went|gone|go|going|slipped|slid|sank|fell|knocked (?:her|him|them)) under`,
  String.raw`under the water`,
  String.raw`under the (?:\w+ ){1,2}water`,
  String.raw`(?:was|were|been) under (?:the water |water )?(?:in|at) the (?:bath|pool|water|pond|hot tub)`,
  String.raw`(?:his|her|their) face in (?:it|the water|the pond|the bath|the pool|the bucket)`,
  String.raw`face ?down in`,
  String.raw`found (?:him|her|them|\w+) face ?down`,
  String.raw`held (?:him|her|them) under`,
  String.raw`under ?water`,
  String.raw`(?:fell|fallen|slipped|went|toppled) (?:in|into) (?:the |a )?(?:\w+ )?(?:pool|pond|river|lake|sea|canal|water|bath|hot tub)`,
  String.raw`(?:coughed|spat|brought|sick\w*|vomit\w*) up (?:\w+ ){0,3}water`,
  String.raw`(?:was|were|been|stayed) under (?:for|the water|a while|ages|water)`,
  String.raw`(?:pulled|dragged|lifted|got|fished) (?:\w+ ){1,2}out of the (?:\w+ )?(?:pool|water|bath|pond|sea|lake|river|hot tub)`,
  String.raw`swallowed (?:\w+ ){0,3}(?:pool|bath|sea) water`,
  String.raw`submerged`,
  String.raw`(?:head|face) (?:was |went )?(?:under|in) the (?:water|bath)`,
  String.raw`(?:floating|face ?down|bobbing) (?:in|on) the (?:pool|water|bath|pond)`,
  String.raw`(?:inhaled|breathed in|swallowed|took in) (?:a (?:lot|load|mouthful) of |some |loads of )?water`,
  String.raw`(?:near|nearly|almost) drown\w*`,
  String.raw`(?:head|face) (?:was |went |is |had gone )?(?:under|underwater|in the water)(?! (?:the )?(?:tap|shower|duvet|covers|blanket))`,
  String.raw`under the (?:bath )?water`,
  String.raw`(?:pulled|dragged|lifted|got|fished) (?:\w+ ){1,2}out of the (?:deep|shallow) end`,
  String.raw`(?:a |the |big )?wave (?:knocked|pulled|dragged|took) (?:him|her|them) (?:over|under|down|off)`,
  String.raw`(?:bring\w*|brought|cough\w*|spit\w*|spat|vomit\w*|sick\w*) up (?:\w+ ){0,3}(?:sea|pool|bath|pond|river) ?water`,
  String.raw`(?:tipped|tumbled|toppled) (?:in|into) (?:the |a )?(?:\w+ )?(?:pool|pond|river|lake|sea|canal|water|bath|hot tub)`,
  String.raw`(?:was|were|lying) face ?down (?:in the (?:water|bath|pool))?`,
);
export const AFTER_WATER = words(
  String.raw`cough\w*`,
  String.raw`crackl\w*`,
  String.raw`rattl\w*`,
  String.raw`breathing (?:\w+ )?(?:weird|odd|strange|funny|noisy)`,
  String.raw`splutter\w*`,
  String.raw`breathing (?:\w+ ){0,3}(?:fast|quick|hard|oddly|strangely|funny|raspy|rasping|rattly|wheezy|noisy|shallow)`,
  String.raw`rasp\w*`,
  String.raw`wheez\w*`,
  String.raw`(?:wasn't|not|isn't) moving`,
  String.raw`pale`,
  String.raw`(?:so |very |really )?quiet`,
  String.raw`(?:so |very |really )?sleepy`,
  'drowsy',
  'blue',
  'confused',
  String.raw`vomit\w*`,
  String.raw`(?:chesty|chest sounds?|gurgl\w*|bubbly|wet) (?:cough|breath\w*|chest)`,
  String.raw`chesty|gurgl\w*`,
  String.raw`(?:not|isn't|wasn't) (?:himself|herself|themselves|right)`,
  String.raw`limp|floppy`,
);

/** Getting too hot: sun, a car, a greenhouse, a tent. */
export const HEAT = words(
  String.raw`(?:in|out in) the (?:full )?sun`,
  String.raw`in the heat`,
  String.raw`(?:the|this|such) heat`,
  String.raw`full sun`,
  String.raw`sun all (?:day|afternoon|morning)`,
  String.raw`hot car`,
  String.raw`in the car (?:for (?:hours|ages|\d+ \w+)|all day|in the (?:sun|heat)|with (?:no|the windows up))`,
  String.raw`(?:left|forgot|forgotten|forget) (?:\w+ ){0,3}in the car`,
  // A room or car at 28 degrees or more.
  String.raw`(?:room|nursery|bedroom|flat|house|car|tent|inside)(?: thermometer| temperature| temp)? (?:\w+ )?(?:says|reads|is|was|at|showing|shows|hit|hitting|of) (?:\w+ )?(?:2[89]|3\d|4\d)(?:\.\d)?(?: ?(?:c|°|degrees))?\b`,
  String.raw`no air ?con\w*`,
  String.raw`greenhouse`,
  String.raw`(?:roasting|boiling|sweltering|scorching)`,
  String.raw`heat ?wave`,
  String.raw`hot (?:day|weather)`,
  String.raw`overheat\w*`,
  String.raw`too hot`,
  String.raw`tent`,
  'beach',
  String.raw`(?:baking|sweltering|scorching|boiling) (?:hot|day|car|weather)`,
  String.raw`(?:sun ?stroke|heat ?stroke|heat exhaustion)`,
  String.raw`(?:long |all[- ]day )?(?:hike|hiking|trek)|paddling pool`,
  String.raw`in (?:a|the) (?:conservatory|attic|loft) (?:all day|for hours)`,
  String.raw`(?:broken|no|bust|dead) air ?-?con\w*`,
  String.raw`air ?-?con\w* (?:broken|bust|not working|broke|died)`,
);

/** Heavy bleeding as women describe it. */
export const HEAVY_BLEEDING = words(
  String.raw`(?:heavy|heavily|gushing|pouring|loads|so much|lots|lot of|really heavy|way heavier|heavier)[^.?!]{0,15}(?:bleed\w*|blood)`,
  String.raw`(?:bleed\w*|blood)(?: \w+){0,3} (?:ran|run|runs|running|pour\w*|gush\w*|trickl\w*|dripp\w*|stream\w*|went) (?:down|all down) (?:my|her|the|both) (?:legs?|thighs?)`,
  String.raw`blood (?:\w+ ){0,4}(?:onto|all over) the (?:floor|carpet|mattress)`,
  String.raw`(?:bleed\w*|bled|blood)[^.?!]{0,20}(?<!\b(?:no|not|isn't|any) )(?:heavy|heavily|loads|so much|a lot|heavier|everywhere)`,
  String.raw`(?:bleed\w*|bled) (?:all )?through (?:my |her |the )?(?:\w+ )?(?:knickers|jeans|pants|trousers|pads?|towels?|clothes|pj\w*|pyjamas|sheets|bed)`,
  String.raw`(?:through|filling|soaking|soaked) (?:\d+|two|three|a|my|the)? ?(?:super |maternity |night )?pads? (?:in an|every|an|each|per|really fast)`,
  String.raw`puddle of blood`,
  String.raw`proper bleeding`,
  String.raw`(?:bleeding|blood) with clots`,
  String.raw`(?:gush\w*|pour\w*|flood\w*|streaming|running|soaking|cascading)(?: \w+){0,3} (?:bleed\w*|blood)`,
  String.raw`(?:bleed\w*|blood) (?:is |was )?(?:gushing|pouring|flooding|streaming|running down|dripping)`,
  String.raw`(?:clots?|passed (?:a |one )?(?:\w+ )?) ?(?:the size of|as big as|like) (?:a |an |my |your |her )?(?:\w+ )?(?:golf ?ball|plum|egg|fist|lemon|orange|palm|liver|jelly|satsuma|tennis ball|ten pence|50p|coin)`,
  String.raw`(?:big|huge|massive|large|enormous) clots?`,
  String.raw`(?:golf ?ball|plum|egg|fist|lemon|liver)[- ]?(?:sized)? clots?`,
  String.raw`(?:sanitary|maternity) (?:towels?|pads?) (?:\w+ ){0,2}(?:every|in) (?:an|half an|\d+) (?:hour|mins?|minutes)`,
  String.raw`(?:like|as if) (?:a tap|someone turned on a tap|i'm|i am) (?:\w+ )?(?:wee\w*|weeing|pee\w*)`,
  String.raw`blood (?:everywhere|all over the (?:floor|bed|bathroom|toilet))`,
  String.raw`(?:the )?(?:toilet|loo) (?:bowl )?(?:is |was )?(?:full of|red with) blood`,
  String.raw`(?:two|2|three|3|four|4) pads (?:in|within) (?:an|one|half an|1|the last) (?:hour|hr)`,
  // Clots as women picture them, and a scene that says how much.
  String.raw`(?:lumps?|chunks?|pieces?|clumps?|something) (?:like|of) (?:a |an )?(?:lump of |piece of |chopped |raw )?liver`,
  String.raw`(?:looks?|looked) like a (?:crime|murder) scene|blood ?bath`,
  String.raw`(?:flowing|flows|flowed|pouring|coming) (?:out )?(?:really |so |very )?heavil?y`,
  String.raw`(?:like|as if) (?:someone|somebody) (?:turned|switched) (?:a |the )?tap on`,
);

/** Bleeding from the vagina as women say it (the rules blank bleeding from elsewhere). */
export const BLEEDING = words(
  String.raw`bleed\w*`,
  'bled',
  String.raw`blood\w*`,
  String.raw`(?:bright |dark )?red(?:dish)? (?:discharge|stuff|fluid|gunk|mess)`,
  String.raw`clots?`,
  String.raw`losing blood`,
  String.raw`(?:red|dark red|bright red) (?:gunk|loss|liquid)`,
  String.raw`(?:period|periods)[- ](?:like|type) (?:bleed\w*|blood)`,
  String.raw`pink(?:ish)? (?:when i wipe|on the (?:tissue|paper|toilet paper|loo roll|pad)|discharge|blood)`,
  String.raw`red (?:streaks?|streaky|bits)`,
  String.raw`(?:bowl|toilet|loo|pan|water) (?:\w+ ){0,2}(?:looked|looks|went|turned) like (?:[\w']+ ){0,6}(?:red wine|ribena)`,
  String.raw`(?:sock|socks|knickers|pants|pad|leggings|tights|sheets?|bowl|toilet water|loo water) (?:\w+ ){0,2}(?:gone|turned|is|was|looked) (?:bright |dark )?red`,
  String.raw`(?:become|gone|turned|got|getting) (?:like|as heavy as) a (?:\w+ )?period`,
  String.raw`(?:haemorrhag\w*|hemorrhag\w*)`,
);
/** Blood talked about, not lost: blood pressure, blood tests, blood volume. */
export const BLOOD_NOT_BLEEDING = new RegExp(
  String.raw`\banti[- ]?clot\w*|\bclot(?:ting)? (?:injections?|stockings?|jabs?|risk|prevention)\b|\bblood (?:volume|pressure|sugars?|tests?|results?|type|group|count|iron|levels?|flow|vessels?|cells?|supply|clots? in (?:my|the|her) (?:leg|calf|lungs?))\b|\bbloods\b|\bextra blood\b`,
);
/** Bleeding from somewhere other than the womb. */
export const BLEEDING_ELSEWHERE = new RegExp(
  String.raw`\b(?:gums?|nose|nosebleeds?|piles|ha?emorrhoids?|nipples?|bum|back passage|after a poo|poo|wee|urine|mouth|cut|graze|finger)\b[^.?!]{0,30}\b(?:bleed\w*|blood\w*|bled)\b|\b(?:bleed\w*|blood\w*|bled)\b[^.?!]{0,30}\b(?:gums?|nose|piles|ha?emorrhoids?|nipples?|from my bum|back passage|after a poo|in (?:my|the) (?:poo|wee|urine)|on the (?:tissue|loo roll) after a poo)\b`,
);

/** No wee: dry nappies, no wet ones, not been for a wee. */
export const NO_WEE = words(
  String.raw`without (?:a )?(?:wee|pee|wet)`,
  String.raw`(?:hasn't|has not|not|haven't|hasnt|hadn't) (?:\w+ )?(?:wee'?d|pee'?d|weed|peed|urinated|been to the toilet|been to the loo|wet (?:a|her|his|their) (?:nappy|diaper))`,
  String.raw`(?:only|just) (?:weed|peed|wee'd|pee'd|had (?:1|one) wee) once`,
  String.raw`(?:nappies|nappy|diapers?) (?:\w+ )?(?:barely|hardly|only just) (?:damp|wet)`,
  String.raw`(?:only|just) (?:had |done )?(?:1|2|one|two) wet (?:ones?|nappy|nappies|diapers?)`,
  String.raw`(?:no|not any|zero) (?:wet )?(?:wees?|pees?|wet ones?|wet (?:nappy|nappies|diapers?))`,
  String.raw`(?:nappy|nappies|diapers?) (?:has been |have been |is |are |been )?(?:pretty |quite |very |really |mostly |almost |nearly |all |bone )?dry`,
  String.raw`dry (?:nappy|nappies|diapers?)`,
  String.raw`(?:hasn't|hasnt|not|haven't) (?:been for|done|had) a (?:wee|pee|wet (?:one|nappy|diaper))`,
  String.raw`only (?:1|2|one|two) wet (?:ones?|nappy|nappies|diapers?)`,
  String.raw`(?:not|hasn't|hasnt|haven't|didn't) (?:\w+ )?(?:had|done) a (?:single )?(?:wee|pee|wet one)`,
  String.raw`nappy (?:has been |was |is )?(?:bone )?dry`,
  // "the nappy I thought was wet was dry"
  String.raw`(?:nappy|diaper)\b[^.?!]{0,30}\b(?:was|is) (?:actually |in fact |bone )?dry`,
  String.raw`(?:bone|totally|completely) dry (?:nappy|nappies|diapers?)`,
  String.raw`(?:no|zero) (?:pee|wee) in (?:the )?(?:nappy|nappies|diapers?)`,
  String.raw`(?:hasn't|not) (?:needed|gone|been) (?:for )?a (?:wee|pee)`,
  String.raw`nappy(?:'s| has) been (?:bone |completely |totally )?dry`,
  String.raw`nothing in (?:the|her|his|their) (?:potty|toilet|nappy)`,
  String.raw`(?:both|all|each|they're|they are|they were) (?:\w+ )?(?:barely|hardly|only just) (?:damp|wet)`,
);
/**
 * The fever is the mother's, after a birth, not the newborn's: a birth or its wound is named, the
 * mother (or her partner about her) is speaking of herself, and no baby is said to be hot.
 */
export const MOTHER_FEVER = new RegExp(
  String.raw`^(?=[\s\S]*\b(?:after (?:the )?birth|after giving birth|gave birth|since (?:the )?birth|postpartum|post-partum|pp|postnatal|(?:days?|weeks?|wks?) (?:after|since) (?:the |having (?:the |my )?)?(?:baby|birth|delivery|section|c-?section)|after (?:having )?(?:the|my|our) baby|had (?:the|my|our|a) baby|milk coming in|c-?section|caesarean|cesarean|stitches|scar|lochia|mastitis|baby is \d+ days?)\b)(?=[\s\S]*\b(?:i|i'm|i am|i've|im|me|my|wife|partner|girlfriend|missus|(?:can't|cannot) get out of bed|feel(?:ing)? (?:so |really |very )?(?:ill|wrong|awful|rough|terrible|unwell))\b)(?![\s\S]*\b(?:baby|newborn|he|his|son|little one|lo|him)(?:'s| is| has| feels?)? (?:\w+ )?(?:temp\w*|fever\w*|hot|burning|high-temperature)\b)`,
);

/** A tummy bug: vomiting or diarrhoea in any words. */
export const GUT_BUG = new RegExp(
  String.raw`${VOMIT.source}|\b(?:diarrh\w*|d ?& ?v|d and v|d\+v|runny (?:poo\w*|nappies|nappy|tummy)|watery poo\w*|loose (?:poo\w*|stools?)|tummy bug|sick bug|stomach bug|gastro\w*|norovirus|can't keep anything down|(?<!morning )sickness|(?:the|and|got) (?:runs|squits|trots))\b`,
);

/** No wee for a long time, as a sign of a very unwell child. */
export const NO_WEE_SEPSIS = new RegExp(String.raw`${NO_WEE.source}[^.?!]{0,20}\b(?:since|all day|today)\b`);
/** Drying out, as it shows. */
export const DRY_SIGNS = words(
  String.raw`no tears`,
  String.raw`eyes (?:stay|stayed|are|were) dry (?:when|while)|(?:cr(?:y|ies|ying)|cried) (?:\w+ ){0,3}(?:no|without) tears`,
  String.raw`(?:tongue|mouth|lips) (?:feels? |is |are |looks? )?(?:like sandpaper|like paper|furry|cracking|parched|peeling)`,
  String.raw`(?:dry|cracked|sticky|parched) (?:mouth|tongue|lips)`,
  String.raw`(?:mouth|tongue|lips)(?:'s)? (?:is |are |looks? |feels? )?(?:all )?(?:dry|cracked|sticky)`,
  String.raw`sunken (?:eyes|soft spot)`,
  String.raw`eyes (?:\w+ ){0,2}(?:sunken|sunk)`,
  String.raw`(?:soft (?:spot|bit)|fontanel\w*|top of (?:her|his|their|the) head)\b[^.?!]{0,25}\b(?:sunk\w*|sunken|dip\w*|hollow|caved)`,
  String.raw`(?:dip|hollow|dent) (?:on|in) (?:the )?top of (?:his|her|their|the) head`,
  String.raw`dark (?:wee|pee|urine)`,
  String.raw`dark rings`,
  String.raw`(?:crying|cries) (?:but )?(?:with )?no tears`,
  String.raw`(?:crying|cries|cry) (?:but )?without (?:any |real )?tears`,
  String.raw`(?:tearless|dry) (?:cry|crying|eyes)`,
  String.raw`(?:mouth|lips|tongue) (?:look |looks |is |are )?(?:all )?(?:parched|chapped|crusty|tacky|pasty)`,
  String.raw`(?:dark|orange|brown)(?:[- ]colou?red)? (?:wee|pee|urine)`,
  String.raw`(?:soft spot|fontanelle|fontanel) (?:looks |is )?(?:dipped|sinking|sucked in|lower)`,
  String.raw`skin (?:stays|stay|stayed) (?:up|pinched|tented)`,
  String.raw`nappies (?:are |have been |were )?(?:basically |almost |nearly |pretty much |practically |virtually )?dry`,
  String.raw`(?:fewer|less|hardly any|barely any) wet nappies`,
);

/** Changes in sight that go with high blood pressure in pregnancy. */
export const VISION_CHANGE = words(
  String.raw`blurr\w*`,
  String.raw`(?:vision|eyes?|sight)\b[^.?!]{0,20}\b(?:flicker\w*|shimmer\w*)`,
  String.raw`flashing (?:lights?)?`,
  String.raw`flashes`,
  String.raw`zig ?zags?`,
  String.raw`seeing (?:spots|stars|double|sparkles|floaters|flashes|zig ?zags|lights|things|blind spots)`,
  String.raw`los(?:ing|t|e) (?:bits of |some of |part of |parts of )?(?:my |her )?(?:vision|sight)`,
  String.raw`blank (?:patch|patches|spot|spots)`,
  String.raw`blind spots?`,
  String.raw`(?:can't|cannot|struggling to) see (?:properly|clearly|straight)`,
  String.raw`(?:wavy|tunnel|dim|patchy|sparkly|double) vision`,
  String.raw`shimmer\w*|heat haze|(?:wavy|wiggly|shimmery) lines`,
  String.raw`blind spots?`,
  String.raw`spots (?:in|before) (?:my|her) (?:eyes|vision)`,
  String.raw`vision (?:is |has gone |went |a bit |seems )?(?:off|funny|strange|weird|odd|fuzzy|blurr\w*)`,
  String.raw`lights? (?:are |is )?hurting (?:my|her) eyes`,
  String.raw`lost (?:some )?vision`,
  String.raw`(?:eyes|vision|sight) (?:keeps? |are |is |keep )?(?:going |gone |went )?(?:a bit |all )?(?:fuzzy|blurr\w*|funny|weird|strange|sparkly|dim)`,
  String.raw`(?:sparkles?|sparkly|spots|specks|stars|star ?lights?|flickering|shimmering|wiggly lines) (?:in|before|across|in front of) (?:my |her )?(?:eyes|vision|sight)`,
  String.raw`(?:eyes|vision|sight) (?:gone|went|going) (?:all )?(?:funny|weird|wonky|squiggly|wobbly|dark|fuzzy|sparkly)`,
  String.raw`(?:everything|things) (?:\w+ )?(?:blurr\w*|fuzzy|wavy|wobbly|shimmer\w*|sparkl\w*)`,
  String.raw`(?:fuzzy|blurry|cloudy|hazy|wobbly|shimmery) (?:eyes|vision|sight)`,
  String.raw`(?:flickering|shimmering|wiggly|squiggly|sparkly|flashy) (?:lights?|lines|bits|things)`,
  String.raw`(?:light|lights) (?:hurt|hurts|hurting) (?:my|her) eyes`,
  String.raw`(?:floaters|auras?)`,
  String.raw`(?:lights?|things|sparkles?) (?:keep |keeps |kept )?flicker\w*`,
  String.raw`flicker\w* (?:lights?|at the (?:edge|side)s? of (?:my|her) (?:vision|eyes?|sight))`,
);
/** A headache that lasts or that painkillers do not touch. */
export const HEADACHE_LASTING = new RegExp(
  String.raw`\bhead ?aches?\b(?![^.?!]{0,80}\b(?:it's gone|it has gone|gone now|went away|has gone|cleared (?:up)?|eased off)\b)[^.?!]{0,40}\b(?:all day|for (?:\d+|two|three|a few|a couple of) (?:days|hours)|since (?:yesterday|last night|this morning)|every day|won't (?:go|shift|budge)|not (?:going|shifting)|(?:paracetamol|tylenol|painkillers?)\b[^.?!]{0,20}\b(?:not|isn't|hasn't|doesn't|didn't|won't|no) (?:help\w*|touch\w*|work\w*|doing))\b|\b(?:constant|lasting|persistent|nonstop|non-stop|pounding|throbbing) head ?aches?\b`,
);
/** A puffy or swollen face (hands and feet swell in many pregnancies; the face should not). */
export const FACE_PUFFY = new RegExp(
  String.raw`\bface (?:looks |is |has gone |went )?(?:so |really |all )?(?:fat|puffed)(?: up)? (?:today|suddenly|overnight|this morning|since)\b|\b(?:face|cheeks)\b[^.?!]{0,20}\b(?:puff\w*|swell\w*|swollen|bloated)\b|\b(?:puffy|swollen|bloated) (?:face|cheeks)\b`,
);
export const HANDS_SWELL = new RegExp(
  String.raw`\b(?:hands?|fingers?|rings?)\b[^.?!]{0,30}\b(?:puff\w*|swell\w*|swollen|fat|sausages?|won't (?:fit|come off)|don't fit)\b`,
);
export const SUDDEN = words(
  String.raw`sudden\w*`,
  'overnight',
  String.raw`since (?:yesterday|last night|this morning)`,
  String.raw`(?:this|since) morning`,
  'today',
  String.raw`out of nowhere`,
  String.raw`all of a sudden`,
  String.raw`(?:so |really )?(?:quick|quickly|fast)`,
  String.raw`in (?:a day|a few hours|hours)`,
);
export const BAD_HEAD = words(
  String.raw`(?:bad|banging|terrible|awful|pounding|splitting|worst|severe|thumping|horrible|really bad|stinking) (?:head|headache)`,
  String.raw`headache (?:that )?(?:won't|wont|doesn't|isn't) (?:go|shift|budge|stop)`,
  String.raw`migraine`,
  String.raw`head (?:is |was )?(?:killing|pounding|thumping|banging|splitting|throbbing)`,
  String.raw`head (?:hurts|is hurting) (?:so|really|very) (?:bad|much)`,
);

/** Waters breaking, as it feels. */
export const WATERS = words(
  String.raw`(?:had|felt|there was) a (?:big |huge |sudden |massive |little |small )?gush\b(?! of (?:milk|wee|pee|blood|tears))`,
  String.raw`(?:was|it was|felt like) a (?:big |huge |sudden |massive |warm )?gush\b(?! of (?:milk|wee|pee|blood|tears))`,
  // "her waters were clear, but mine have just gone"
  String.raw`mine (?:have|has) (?:just )?(?:gone|broken|broke|popped)`,
  String.raw`waters?(?: have| has)? (?:just )?(?:broken|broke|break\w*|gone|went|leak\w*|popped)`,
  String.raw`(?:felt a |a )pop|pop(?:ping)? (?:feeling|sensation)`,
  String.raw`(?:warm |clear )?(?:fluid|water|liquid) (?:\w+ )?down (?:my|her|the inside of my) (?:legs?|thighs?)`,
  String.raw`pop(?:ped)?,? (?:then|and then|and|followed by) (?:a )?(?:\w+ ){0,2}(?:wet|gush|trickle|water|fluid|leak\w*)`,
  String.raw`(?:water|fluid|liquid|watery \w+) (?:is )?(?:just |suddenly |all )?(?:trickl\w*|running|dripping|leak\w*|gush\w*|coming out|pouring|flooded|whooshed|poured)`,
  String.raw`(?:gush|trickle|leak|drip|dribble) of (?:\w+ )?(?:fluid|water|liquid)`,
  String.raw`(?:trickle|trickling|dribble|dribbling|leak|leaking)\b[^.?!]{0,20}\b(?:running |going |coming |dripping )?down (?:my|her|the inside of (?:my|her)) (?:legs?|thighs?)`,
  String.raw`(?:every time|whenever) i (?:move|stand|get up)\b[^.?!]{0,20}\bmore (?:comes|come|leaks?) out`,
  String.raw`(?:a load of|loads of|lots of|a rush of|a lot of) (?:water|fluid|liquid) (?:just |suddenly )?(?:came|come|coming|poured|gushed) out`,
  String.raw`(?:damp|wet) patch (?:on|in) (?:the |my )?(?:sheets?|bed|knickers|pants|leggings|mattress)`,
  String.raw`soaked (?:her|my) (?:leggings|knickers|pants|trousers|jeans|pyjamas|pjs)`,
  String.raw`(?:leak\w*|trickl\w*|fluid|water)\b[^.?!]{0,25}\bsoak\w* (?:right |all the way )?through (?:my |her )?(?:leggings|knickers|pants|trousers|jeans|pyjamas|pjs|underwear|skirt|dress)`,
  String.raw`leak\w* (?:\w+ )?(?:fluid|water)`,
  String.raw`(?:damp|wet) (?:knickers|pants|underwear)`,
  String.raw`(?:knickers|pants|underwear|pad|leggings|trousers|jeans|sheets?) (?:(?:are|is|were|was|keep|keeps|kept) )?(?:getting |got )?(?:soaked|soaking|wet|damp|drenched)`,
  String.raw`(?:constantly|always|keep|keeps|still|been) (?:being )?(?:damp|wet|trickling|dribbling|leaking)`,
  String.raw`(?:trickl\w*|dribbl\w*|leak\w*|gush\w*|drip\w*|running)\b[^.?!]{0,15}\b(?:down my legs?|when i stand|every time i (?:stand|move|get up)|can't stop|won't stop|no control)`,
  String.raw`watery (?:leak|discharge|stuff|fluid)`,
  String.raw`(?:dribble|stream|flow) of (?:\w+ )?(?:fluid|water|liquid)`,
  String.raw`changed (?:my )?(?:pad|knickers|pants) (?:\d+|three|four|five|loads of) times`,
  String.raw`wet patch`,
  String.raw`wee or (?:my )?waters`,
  String.raw`(?:pinkish|straw[- ]colou?red|greenish|clear) (?:fluid|liquid)`,
  String.raw`(?:sudden|big) (?:gush|whoosh|flood|splash)`,
  String.raw`(?:my )?pants? (?:are )?(?:sodden|wet through|soaked through)`,
  String.raw`can't (?:stop|control) (?:it|the) (?:leak\w*|trickl\w*|drip\w*)`,
  String.raw`(?:liquid|fluid|water) (?:keeps? )?(?:coming|running|dripping) (?:out|down)`,
  String.raw`(?:waters|membranes) (?:\w+ )?(?:ruptur\w*|went|popped|gone)`,
  String.raw`(?:keep|keeps|kept) (?:needing|changing|having to change) (?:a |my )?(?:fresh |clean |new |dry )?(?:pair of )?(?:knickers|pants|underwear|pads?)`,
  String.raw`(?:what's|what is|something(?:'s| is)?|it's|it is|still) (?:leak\w*|trickl\w*|dribbl\w*|gush\w*|coming) out`,
  String.raw`(?:splash\w*|gush\w*|trickl\w*|whoosh\w*) (?:of \w+ )?(?:into|in|onto|on) the (?:toilet|loo|floor|bowl)`,
  String.raw`before i(?:'d| had)? (?:even )?(?:started|begun) to (?:wee|pee)`,
  String.raw`(?:pad|knickers|pants|underwear|leggings|trousers)\b[^.?!]{0,30}\b(?:wet through|soaked|sodden|drenched)`,
  String.raw`clear (?:water|wetness)`,
  String.raw`(?:puddle|pool) (?:at my feet|on the (?:floor|bed|sheets?|mattress|sofa|seat)|in the bed|under me|beneath me|where i)`,
  String.raw`(?:constant|constantly) (?:wet|damp) (?:feeling|sensation)|(?:constant|constantly) feel\w* (?:wet|damp)`,
  String.raw`in (?:gushes|spurts|trickles|dribbles)|whenever i (?:stand|move|get up)`,
);
/** Tightenings, cramps and aches that come in waves. */
export const TIGHTENINGS = words(
  String.raw`contractions?`,
  String.raw`braxton[- ]?hicks|bh's|bhs`,
  String.raw`contracting`,
  String.raw`surges?`,
  String.raw`labou?r pains?`,
  String.raw`tighten\w*`,
  String.raw`(?:going|goes|gone|getting) (?:rock )?(?:hard|tight)`,
  String.raw`cramp\w*`,
  String.raw`(?:back ?ache|backache|back pain|pains?|ache|achey|achy)`,
  String.raw`period[- ]?(?:type|like)?`,
  String.raw`pressure`,
  String.raw`(?:hardening|hard bump|bump (?:goes|going|gets) hard)`,
  String.raw`(?:bump|belly|tummy|stomach|womb|uterus) (?:is |keeps |goes |going |gets |get |getting |went )?(?:rock[- ]?hard|tight|tense|hard as (?:a )?rock|like a rock|hard)`,
  String.raw`squeez\w*`,
  String.raw`(?:period|menstrual)[- ]?(?:type |like )?(?:pains?|cramps?|aches?)`,
  String.raw`(?:niggles?|twinges?|waves of pain|pains? that come)`,
  String.raw`(?:hardening|balling up|balls up)`,
  String.raw`(?:lower )?back (?:is )?(?:killing|aching|throbbing)`,
);
export const REGULAR = words(
  String.raw`regular\w*`,
  String.raw`on and off`,
  String.raw`(?:come|comes|coming|came) (?:and (?:go|goes|going|went)|back|in waves)`,
  String.raw`(?:keeps?|kept) (?:coming|happening|starting)`,
  String.raw`every (?:\d+|few|couple of|ten|five|fifteen|twenty)(?:(?: or |-| to )\d+)? (?:mins?|minutes?|hours?)`,
  String.raw`(?:\d+|a few|few|ten|five) (?:mins?|minutes) apart`,
  String.raw`closer and closer|more and more often`,
  String.raw`every so often`,
  String.raw`(?:\d+|a few|several|loads of) (?:times )?(?:an|in the last|in an|per) hour`,
  String.raw`(?:stronger|closer together|more often)`,
  String.raw`coming and going`,
  String.raw`comes and goes`,
  String.raw`every (?:\d+|few|couple of) (?:mins?|minutes)`,
  String.raw`in waves`,
  String.raw`getting (?:stronger|closer|worse)`,
  String.raw`then soft`,
);

/** Severe pain in pregnancy. */
export const SEVERE = words(
  'severe',
  String.raw`(?:really|so|very) bad`,
  String.raw`so bad`,
  String.raw`agoni[sz]\w*`,
  'excruciating',
  'unbearable',
  String.raw`can't (?:stand|walk|move|breathe) (?:up )?(?:straight|properly|upright)?`,
  String.raw`doubled over`,
  String.raw`(?:can|could) (?:barely|hardly) (?:walk|stand|move|breathe|talk)`,
  'constant',
  String.raw`(?:won't|wont|doesn't) go away`,
  String.raw`never (?:stops|eases|lets up|goes off)`,
  String.raw`(?:doesn't|don't|won't|isn't|never) (?:\w+ )?(?:stop|stops|ease|eases|let up|relax|relaxes|go off) (?:in )?between`,
  String.raw`no (?:break|gap|rest|let-?up) (?:in )?between`,
  String.raw`all the time`,
  'stabbing',
  String.raw`(?:worst|horrendous|horrific|crippling|intense|screaming|searing) (?:pain|ache|cramp\w*)`,
  String.raw`(?:can't|cannot) bear (?:it|the pain)`,
  String.raw`(?:crying|screaming|sobbing) (?:in|with|from) (?:the )?pain`,
  String.raw`(?:10|ten) out of (?:10|ten)`,
  String.raw`(?:takes?|took) my breath away`,
  String.raw`(?:not|isn't|never|hasn't been) (?:easing|letting up|going away|stopping|settling)(?: off)?`,
  String.raw`no position helps|can't get comfortable in any position`,
  String.raw`(?:folded|bent|curled) (?:over|up|double)`,
  String.raw`like a knife|knife[- ]like`,
  String.raw`worst (?:\w+[- ]?){0,2}(?:pain|cramp|ache)s? (?:i've|i have) ever`,
);
export const PAIN = words(
  String.raw`pain\w*`,
  String.raw`cramp\w*`,
  String.raw`hurt\w*`,
  String.raw`tender`,
  String.raw`(?:tummy|belly|stomach|back) ?ache`,
  String.raw`ach(?:e|es|ing|y)`,
  String.raw`sore`,
  String.raw`agony`,
  String.raw`(?:killing|throbbing|stabbing|burning|shooting|twing\w*)`,
);

/** What sets off a severe allergic reaction. */
export const ALLERGEN = words(
  String.raw`(?:pea)?nuts?`,
  String.raw`peanut butter`,
  String.raw`cashews?`,
  String.raw`almonds?`,
  String.raw`satay`,
  String.raw`eggs?`,
  String.raw`(?:cow'?s )?milk`,
  String.raw`formula for the first time`,
  String.raw`sesame|tahini|hummus`,
  String.raw`fish|shellfish|prawns?|shrimp`,
  String.raw`wheat|soya?|kiwi|strawberr\w*`,
  String.raw`stings?|stung|bee|wasp`,
  String.raw`antibiotics?|amoxicillin|penicillin|amoxil`,
  String.raw`new (?:cream|lotion|soap|wash|medicine|food|washing powder)`,
  String.raw`(?:first time|tried|trying) (?:\w+ ){0,2}(?:today|tonight|for the first time)?`,
  String.raw`(?:peanut|nut|cashew|almond|hazelnut|walnut|pecan|pistachio)\w*`,
  String.raw`nutella|(?:nut|peanut) (?:butter|puffs|snack)|bamba`,
  String.raw`(?:scrambled |boiled |fried )?egg\w*`,
  String.raw`dairy`,
  String.raw`(?:crab|lobster|mussels?|scallops?|squid|salmon|tuna|cod)`,
  String.raw`(?:mustard|lupin|celery|mango|banana|sesame seeds?)`,
  String.raw`(?:insect|bug|hornet|ant) (?:bite|sting)`,
  String.raw`(?:new|different) (?:formula|milk|brand)`,
  String.raw`(?:took|tried|had|ate|given|gave) (?:\w+ ){0,2}(?:for the first time|first time)`,
);
/** Swelling of the face, lips or eyes. */
export const FACE_SWELLING = new RegExp(
  String.raw`\b(?:lips?|tongue|face|eyes?|eyelids?|mouth|throat)\b[^.?!]{0,25}(?<!\b(?:no|not|without) )\b(?:swell\w*|swollen|puff\w*|big|huge|massive|fat|shut)\b|\bswell(?:ing|ed|s)? (?:of|in|on|up)? ?(?:the |his |her |their )?(?:lips?|tongue|face|eyes|throat|mouth)\b|\b(?:lips?|tongue|mouth) (?:is |are )?tingl\w*`,
);
export const HIVES = words(
  String.raw`hives`,
  String.raw`welts`,
  String.raw`urticaria`,
  String.raw`(?:raised|blotchy|lumpy) rash`,
  String.raw`(?:red |raised |itchy |lumpy )*(?:bumps|lumps|blotches) (?:all over|everywhere|all (?:\w+ )?body)`,
  String.raw`(?:all|gone|went|come up|came up|coming up) (?:all )?blotchy`,
  String.raw`(?:nettle|nettle[- ]?rash|itchy) (?:rash|bumps|spots|welts|lumps)`,
  String.raw`nettle ?rash`,
  String.raw`(?:came|come|broke|broken) out in (?:\w+ )?(?:lumps|welts|blotches|hives)`,
  String.raw`(?:raised|swollen|itchy) (?:red )?(?:patches|blotches|welts|lumps|bumps) (?:all over|everywhere|spreading)`,
  String.raw`(?:rash|hives|welts|blotches) (?:is |are )?(?:spreading|all over)`,
  String.raw`(?:blotchy|raised|lumpy) (?:\w+ )?(?:patches|blotches|welts|bumps)\b[^.?!]{0,20}\bspread\w*`,
  // Blotchy after a food or a sting (mottled skin with a fever is sepsis, not this).
  String.raw`(?:looks?|looked|gone|went|come up) (?:all |really |very )?blotchy (?:after|since|from)`,
);
/** Breathing, throat or circulation involved: the reaction is severe. */
export const ALLERGY_AIRWAY = words(
  String.raw`wheez\w*`,
  String.raw`breathless`,
  String.raw`short of breath`,
  String.raw`throat (?:is |feels )?(?:scratchy|itchy|tickly|funny|tight|closing)`,
  String.raw`(?:squeak\w*|whistl\w*|high[- ]pitched) (?:noise |sound )?(?:when )?breathing`,
  String.raw`(?:squeak\w*|whistl\w*|wheez\w*|rattl\w*) (?:noise |sound )?when (?:she|he|they) breathes?`,
  String.raw`keeps? coughing`,
  String.raw`(?:noise|sound) (?:when )?breathing in`,
  String.raw`(?:trouble|difficulty|struggling|hard|problems?) (?:to |with )?(?:breath\w*|swallow\w*)`,
  String.raw`breathing (?:\w+ )?(?:noisy|fast|hard|funny|strange)`,
  String.raw`noisy breathing`,
  String.raw`breathing (?:with|makes?|making) (?:a )?(?:noise|sound)`,
  String.raw`voice (?:\w+ ){0,2}(?:weird|odd|funny|strange|different|hoarse)`,
  String.raw`dizzy|light-?headed`,
  String.raw`cough\w* (?:and |n )?cough\w*`,
  String.raw`can't (?:breathe?|swallow)`,
  String.raw`(?:hoarse|croaky|husky)`,
  String.raw`voice (?:is |has gone |sounds )?(?:hoarse|croaky|funny|strange|different)`,
  String.raw`throat (?:feels |is )?(?:tight|itchy|funny|closing)`,
  String.raw`swallowing (?:weird\w*|funny|strange\w*)`,
  String.raw`cough(?:ing)? (?:non[- ]?stop|and won't stop|loads|lots|a lot)`,
  String.raw`clear\w* (?:her|his|their) throat`,
  String.raw`(?:gone|going|went) (?:very |really |so )?(?:quiet|pale|floppy|sleepy)`,
  String.raw`wants? to lie down`,
  'floppy',
  'faint',
  'collapsed',
  String.raw`(?:very|so|really) (?:quiet|pale|sleepy)`,
  String.raw`vomit(?:ing|ed)? (?:repeatedly|again and again|lots)`,
  String.raw`(?:can't|cannot|won't|struggling to) (?:get (?:his|her|their) breath|catch (?:his|her|their) breath)`,
  String.raw`(?:wheezy|whistly|raspy|rasping)`,
  String.raw`(?:sounds? )?(?:croaky|husky|gravelly|raspy|muffled|strangled)`,
  String.raw`(?:scratch\w*|pull\w*|clawing|grabb\w*) (?:at )?(?:her|his|their) (?:throat|neck|tongue|mouth)`,
  String.raw`gagging (?:a lot|loads|lots|and)`,
  String.raw`(?:pale and|went|gone) (?:clammy|sweaty and pale|grey|gray)`,
);

/** One leg, not both: a clot is one-sided. */
export const ONE_LEG = words(
  String.raw`(?:bigger|fatter|redder|warmer|hotter|more swollen|puffier|thicker|swell\w* more) than the other`,
  String.raw`back of (?:my|her|the) (?:knee|calf|leg|thigh)`,
  String.raw`one (?:leg|calf|side|ankle|foot)`,
  String.raw`(?:left|right) (?:leg|calf|thigh)`,
  String.raw`bigger than the other`,
  String.raw`that (?:leg|calf|thigh|side)|(?:only )?the (?:left|right) one|on that side|(?:just|only) (?:the )?one(?=,| leg| side| calf| ankle)|(?:the )?(?:left|right)(?: one)? especially|especially the (?:left|right)`,
  String.raw`only on one side`,
  String.raw`behind (?:my|her|the) knee`,
  String.raw`(?:bigger|fatter|redder|warmer|hotter|more swollen|puffier|thicker) than the (?:left|right|other)(?: one)?`,
  String.raw`(?:next to|compared to|compared with|beside) the (?:left|right|other)(?: one| leg)?`,
);
export const CLOT_SIGN = words(
  String.raw`swollen`,
  String.raw`swell\w*`,
  'huge',
  String.raw`throb\w*`,
  'puffy',
  'fat',
  String.raw`swelling`,
  'hot',
  'warm',
  'red',
  'tender',
  String.raw`painful`,
  String.raw`hurts`,
  String.raw`ach\w*`,
  'heavy',
  String.raw`(?:red|hot|warm)(?:dish)? (?:patch|streak)`,
  String.raw`(?:calf|leg) (?:cramp\w* )?(?:won't|that won't) (?:go|ease|stop)`,
  String.raw`(?:like a )?balloon(?:ed|ing)?|blown up`,
  String.raw`veins? (?:are |is )?(?:showing|standing out|bulging|sticking out) more`,
  String.raw`purpl\w*|(?:sock|socks) (?:left )?(?:a )?(?:deep )?marks?`,
  String.raw`hard (?:cord|vein|lump|bit)|cord-?like|(?:hard )?cord bit`,
);

/** What burns and scalds. */
export const HEAT_SOURCE = words(
  'tea',
  'coffee',
  String.raw`cuppa|brew|hot chocolate|cocoa`,
  'kettle',
  String.raw`boiling`,
  String.raw`hot (?:water|drink|tea|coffee|oil|pan|soup|glue|wax|plate)`,
  // A lighter as a thing ("his dad's lighter"), not "the bleeding gets lighter".
  String.raw`glue gun|candle wax|steam\w*|sterili[sz]er|toaster|grill|sparklers?|(?:a|the|cigarette|his|her|my|dad's|mum's|mom's) lighter|lighter (?:flame|fluid)|matches`,
  String.raw`hot water bottle`,
  String.raw`bath (?:was |is )?(?:way |far )?too hot`,
  String.raw`bath(?:water)?`,
  String.raw`hot tap`,
  String.raw`pot noodle|noodles|soup|porridge|gravy`,
  String.raw`(?:hair )?straighteners`,
  String.raw`slopped|spilt|spilled|candle|flame`,
  String.raw`curling (?:iron|tongs)`,
  'iron',
  'oven',
  'hob',
  'stove',
  String.raw`wood ?burner`,
  String.raw`log burner`,
  'fire',
  'radiator',
  'heater',
  String.raw`bbq|barbecue`,
);
/** Electricity through the body: metal pushed into a socket, a live cable bitten through. */
export const ELECTRIC_CONTACT = words(
  String.raw`(?:fork|knife|key|pin|hair ?(?:clip|grip)|paper ?clip|screwdriver|nail|metal \w+|fingers?) (?:\w+ )?(?:in|into|inside) (?:the |a |an )?(?:plug |wall |electric(?:al)? |light |mains )?sockets?`,
  String.raw`(?:chew\w*|bit|bitten|bite|bites|biting) (?:right )?through (?:the |a |an |his |her |my |their )?(?:\w+ ){0,2}(?:wire|cable|lead|flex|charger|extension)s?`,
  String.raw`electrocut\w*`,
);
/** A cable in the mouth: urgent once it has left a mark or a shock. */
export const CABLE_MOUTHED = words(
  String.raw`(?:chew\w*|bit|bitten|bite|bites|biting|suck\w* on|mouth\w*|lick\w*) (?:on |at |into )?(?:the |a |an |his |her |my |their )?(?:\w+ ){0,2}(?:wire|cable|lead|flex|charger|extension)s?`,
);
/** A burn bigger than the child's palm, as parents measure it. */
export const BURN_SIZE = words(
  String.raw`from (?:the |his |her |their )?(?:thigh|shoulder|elbow|wrist|hip|knee|neck|chest|waist|armpit) (?:right |all the way )?(?:down )?to (?:the |his |her |their )?(?:knee|ankle|wrist|elbow|hand|foot|waist|tummy|belly|fingers?|toes?)`,
  String.raw`(?:all (?:down|over|across)|the whole (?:of )?|whole|entire) (?:the |his |her |their )?(?:leg|arm|chest|back|front|tummy|belly|thigh|side|forearm|shin)`,
  String.raw`(?:bigger|larger) than (?:his|her|their|my|a|an adult's) (?:hand|palm)`,
  String.raw`(?:the )?(?:size of|as big as) (?:my|his|her|their|an adult's|a) (?:hand|palm)`,
  String.raw`across (?:his|her|their|the) (?:palm|hand|chest|back|tummy|face)[^.?!]{0,20}\ball (?:his|her|their|the) fingers`,
);

/** Where a burn needs hospital care whatever its size. */
export const BURN_PLACE = words(
  String.raw`face|cheeks?|neck|ears?|hands?|palms?|fingers|feet|foot|genitals?|groin|privates|private parts|down below|lap|eyes?|airway`,
  String.raw`between (?:his|her|their) legs|bum|bottom|buttocks?|nappy area|willy|penis|vulva|vagina|scrotum|testicles`,
);
/** Damage that makes a burn more than a small red mark. */
export const BURN_DAMAGE = words(
  String.raw`blister\w*`,
  String.raw`bubbl(?:ing|ed|es)? up|bubbly`,
  String.raw`white (?:patch|mark|bit|area)`,
  String.raw`(?:black|charred|grey) (?:mark|patch|bit)`,
  String.raw`peel\w*`,
  String.raw`(?:gone|turned|went|looks?) (?:\w+ )?white`,
  String.raw`shiny`,
  String.raw`wrinkl\w*`,
  String.raw`skin (?:came|coming) off`,
  String.raw`red and angry`,
  String.raw`(?:gone )?bright red`,
  String.raw`(?:starting|started|begun|beginning) to (?:bubble|blister|peel)`,
  String.raw`lobster(?:[- ]red)?`,
  String.raw`raw and (?:white|weeping|wet|blistered|shiny)`,
  String.raw`white in the (?:middle|centre|center)`,
  String.raw`(?:red )?patch (?:the size of|as big as|bigger than) (?:a |an |my )?\w+`,
);

/**
 * The parent wonders whether to wait ("shall I wait till Monday", "ok to leave it till my
 * appointment", "or just keep an eye"). Not a sign itself: it lowers the bar for a sign already
 * described, because it is asked when the parent is deciding not to go.
 */
export const WAIT_CUE = words(
  String.raw`(?<!\bwhat )(?:shall|should|can|could|do|would|will) (?:i|we) (?:just )?(?:wait|leave (?:it|him|her|them)|hold off|see how|sleep on it|keep an eye|monitor)`,
  String.raw`(?:wait|hold on|hang on|leave it)(?: and see)? (?:till|until|for|to) (?:the )?(?:morning|tomorrow|monday|the weekend|my (?:appointment|appt|scan|midwife)|(?:the |my |our )?(?:gp|doctor|dr|health visitor|hv|midwife|clinic|surgery|check-?up)|(?:it|they|the \w+) opens?|next week)`,
  String.raw`(?:ok|okay|fine|safe|alright) to (?:just )?(?:wait|leave it|leave (?:him|her|them)|sleep|go to (?:bed|sleep)|see how|keep an eye)`,
  String.raw`wait and see`,
  String.raw`wait (?:for|till|until) (?:the |my |her |his |our )?(?:\w+ )?(?:scan|appointment|appt|check|midwife|gp|doctor|clinic|morning|monday|tomorrow|health visitor)`,
  String.raw`(?:ok|okay|fine|alright|safe) (?:to wait )?(?:till|until|for) (?:the )?(?:morning|tomorrow|monday)`,
  String.raw`(?:ring|call|phone|see|go|check) (?:\w+ ){0,2}(?:in the morning|tomorrow|on monday|after the weekend)`,
  String.raw`sleep it off`,
  String.raw`see how (?:he|she|they|it) (?:is|goes)`,
  String.raw`(?<!\bwhat (?:should|shall|do|must|can) (?:i|we) )(?:or )?(?:just )?keep an eye(?: on (?:it|him|her|them))?`,
  String.raw`(?:is it|is this|it's) (?:ok|okay|fine|alright) to (?:wait|leave)`,
  String.raw`(?:don't|do not|dont) want to (?:waste|bother|be a nuisance|overreact|make a fuss)`,
  String.raw`(?:am i|i'm|im) (?:being )?(?:overreacting|over-?reacting|silly)`,
  String.raw`(?:mention it|ask) (?:at|to) (?:my|the) (?:next )?(?:appointment|appt|midwife|check-?up|scan)`,
  String.raw`next (?:appointment|appt|check-?up|scan|midwife)`,
);

/** The parent's own breathing: hard to get air, even sitting or talking. */
export const PARENT_BREATHLESS = words(
  String.raw`(?:can't|cannot|couldn't|can barely|struggling to|struggle to) (?:get|catch|take) (?:a |my |her |enough )?(?:full |deep |proper |big )?(?:breath|air)`,
  String.raw`(?:can't|cannot) get enough air`,
  String.raw`(?:so |really |very |suddenly |totally )?(?:breathless|out of breath|short of breath|puffed out|winded)`,
  String.raw`breathlessness`,
  String.raw`(?:feel\w*|felt) (?:like|as if) (?:i'm|im|i am|i was) (?:\w+ )?(?:suffocating|drowning|being smothered|being strangled|not getting (?:enough )?air)`,
  String.raw`suffocat\w*`,
  String.raw`(?:have|has|had|need|needs) to sit (?:up|upright) to (?:breathe|get (?:my |her )?breath)`,
  String.raw`(?:can't|cannot) (?:lie|lay) (?:down|flat)\b[^.?!]{0,25}\bbreath\w*`,
  String.raw`breathing (?:is |feels )?(?:\w+ )?(?:fast|shallow|heavy|tight|hard)`,
  String.raw`(?:barely|can't|hardly) (?:get|say|finish) (?:a|my) (?:sentence|words)(?: out)?`,
  String.raw`(?:weight|pressure|tightness) on (?:my|her) chest`,
  String.raw`wheez\w*`,
  String.raw`gasping`,
  String.raw`(?:like )?breathing through a (?:drinking )?straw`,
  String.raw`(?:i'm|i am|i was|been|keep|started) (?:\w+ )?(?:panting|puffing)`,
  String.raw`breathing (?:at )?(?:double|twice the|twice my) (?:speed|rate|normal)`,
  String.raw`(?:can't|cannot|couldn't) (?:get|make it) (?:through|to the end of) a sentence`,
  String.raw`(?:tight )?band (?:round|around|across) (?:my|her) chest`,
  String.raw`(?:every|each) breath (?:in )?(?:catches|hurts|stabs)`,
  // Stairs or a short walk that now need a stop for breath.
  String.raw`(?:stop\w*|rest\w*|pause\w*) (?:\w+ )?(?:to (?:breathe|catch my breath|get my breath)|for (?:breath|air))`,
  // Pink, frothy sputum: fluid on the lungs.
  String.raw`cough\w* (?:up )?(?:pink|frothy|foamy|bloody)(?: \w+)? ?(?:froth|foam|spit|phlegm|mucus|sputum)?`,
);
/** Said at rest, suddenly, or with other signs of a clot in the lungs. */
export const BREATHLESS_AT_REST = words(
  // Worse lying flat: sleeping propped up on pillows (fluid on the lungs, a failing heart).
  String.raw`propped up (?:on|with) (?:\d+|two|three|four|five|several|loads of) pillows|worse (?:at night|lying down|when i lie down|lying flat)`,
  String.raw`sudden\w*`,
  String.raw`out of nowhere`,
  String.raw`(?<!\b(?:fine|ok|okay|better|good|normal) )(?:at|even at|while at) rest`,
  String.raw`(?:just |even )?(?:sitting|sat|lying|talking|feeding|resting|standing still)`,
  String.raw`(?:without|have to|had to) stop\w*`,
  String.raw`(?:can't|cannot|couldn't) (?:\w+ ){0,3}(?:hold|feed|walk|talk|get up)`,
  String.raw`(?:pass|passing) out|faint\w*|dizzy|lightheaded`,
  String.raw`heart (?:is )?(?:racing|pounding|going)`,
  String.raw`chest`,
  String.raw`lips? (?:\w+ )?(?:tingl\w*|blue)`,
  String.raw`calf|leg`,
  String.raw`cough\w* (?:up )?blood`,
  // Not the future asked about: "is it going to get worse from here?"
  String.raw`(?<!\b(?:going to|will it|will i|to) get )(?:worse|getting worse)`,
);
/**
 * Breathlessness with an everyday explanation the parent gives: effort that settles at rest or
 * improves day by day (fitness, anaemia), or anxiety that passes when she calms down.
 */
export const BREATHLESS_EXPLAINED = new RegExp(
  String.raw`^(?![\s\S]*\b(?:even (?:at|when|sitting|sat|lying)|heart (?:is |was |keeps )?(?:racing|pounding)|is it (?:just )?(?:because|cos|from)|probably just|chest (?:hurts|is sore|feels tight|pain)|hurts (?:when i|to) breathe|(?<!\b(?:fine|ok|okay|better) )at rest|sat still|sitting still|without stopping|sudden\w*|pain|faint|dizzy|cough\w* (?:up )?blood|(?<!\b(?:going to|will it|will i|to) get )worse|(?:just |only )?(?:a few|a couple of|couple of|two|three|\d+) (?:stairs|steps)|(?:has|had|have) to stop|hang\w* on to|since (?:yesterday|last night|this morning|today))\b)(?:(?=[\s\S]*\b(?:walk\w*|stairs|upstairs|hills?|running|ran|run|jog\w*|exercis\w*|gym|climbing|pram|carry\w*|\w+ floor)\b)[\s\S]*\b(?:fine (?:once|when|if) i (?:sit|stop|rest)|fine (?:sitting|at rest|once i sit)|(?:breathing is |i'm |i am )?(?:normal|fine) (?:sitting|at rest|when (?:i'm )?sitting)|(?:midwife|doctor|gp) said (?:it's|its|it is) (?:the )?(?:bump|baby|hormones)|better (?:every|each) (?:day|week)|getting better|fine after a (?:minute|bit|second|few (?:seconds|minutes))|back to normal (?:within|after|in) (?:a|about a|\d+) (?:minute|min|bit|second|few)|unfit|get(?:ting)? fit(?: again)?|(?:just |only )?(?:low iron|anaemi\w*|anemi\w*)|(?:on )?iron tablets|(?:getting|so|really) heavy|when i laugh\w*|(?:tummy|stomach) muscles|(?:always|was) out of breath (?:at the end of|in late|during|towards the end of) (?:my )?pregnancy|settles? (?:down )?after|start running|running again|how long (?:till|until|before)|crept up slowly|squashing my lungs)|[\s\S]*\b(?:(?:usual |my )?(?:inhaler|puffer|ventolin|salbutamol) (?:sorts|fixes|settles|clears) it|(?:but )?it passes|(?:because|cos|as) (?:the |my )?(?:c[- ]?section |section |caesarean )?(?:wound|scar|stitches|incision|cut)s? (?:hurts?|pulls?|stings?)|baby (?:is )?(?:pushing|squashing|high)|in late pregnancy|(?:the )?bump (?:is )?(?:pushing|squashing|pressing)|(?:goes|went|stops|stopped|eases|eased|settles|settled|passes|passed)(?: away| off)? (?:when|once|if|as soon as) i (?:calm|calmed|relax|relaxed|talk|distract|stop worrying)))`,
);

/** A panic attack that passed within minutes, known to the parent: anxiety, not the heart or lungs. */
export const PANIC_PASSED = new RegExp(
  String.raw`^(?![\s\S]*\b(?:still|won't (?:go|stop)|not going|getting worse|worse|faint\w*|cough\w* (?:up )?blood|calf|leg)\b)(?=[\s\S]*\bpanic attacks?\b)[\s\S]*\b(?:(?:gone|passed|settled|went away|over|stopped) (?:after|within|in) (?:about |a few |\d+ )?(?:mins?|minutes|seconds)|(?:it's|it has|has) happened before|manage (?:my |the )?anxiety)\b`,
);

/**
 * Breathless or a pounding heart with anxiety, settling by itself ("when I get anxious ... it
 * settles"), with no crushing pain, arm, jaw or faintness.
 */
export const ANXIETY_SETTLES =
  /\b(?:when|if) (?:i'm|i am|i get|i feel) (?:\w+ )?(?:anxious|stressed|panicky|worked up|worried)\b[\s\S]{0,100}\b(?:settles|passes|goes away|calms)\b(?![\s\S]*\b(?:crushing|left arm|jaw|faint\w*)\b)/;

/** `a` and `b` in the same sentence, at most `gap` characters apart, either way round. */
export function near(a: RegExp, b: RegExp, gap = 40): RegExp {
  const between = `[^.?!]{0,${gap}}`;
  return new RegExp(`(?:${a.source})${between}(?:${b.source})|(?:${b.source})${between}(?:${a.source})`);
}

/** Breathing through the nose or mouth, or breathless with laughing: not the airway failing. */
export const BREATHING_FIGURE = new RegExp(
  String.raw`\b(?:nose|nostrils?) (?:is |are )?(?:so |all |completely |really )?(?:blocked|stuffed|bunged)(?: up)?\b[^.?!]{0,25}\b(?:can't|cannot) breathe\b|\b(?:can't|cannot) breathe\b[^.?!]{0,15}\b(?:with|for|from|under) (?:everything|all (?:this|that|of it)|the (?:stress|pressure|workload|mess|noise|juggle))\b|\bbreath\w* (?:through|out of|with|via) (?:his|her|their|the|my|a) (?:nose|mouth|blocked nose|stuffy nose)\b|\bbreathe? (?:thru|through) (?:it|them|his nose|her nose|my nose)\b|\b(?:couldn't|can't|could not|cannot) (?:even )?breathe?\b[^.?!]{0,15}\b(?:from|with|for) (?:laughing|laughter|giggl\w*|excitement)\b|\b(?:laughing|giggling) so (?:hard|much)\b[^.?!]{0,30}|\b(?:couldn't|can't|could not|cannot) (?:even )?breathe?\b[^.?!]{0,20}\b(?:laugh\w*|giggl\w*)`,
);

/** A past episode that is over, or one a doctor has already checked: not happening now. */
export const OVER_AND_CHECKED = new RegExp(
  String.raw`\b(?:(?:happened|had (?:one|it|this|that)|was) last (?:week|month|year|time)|(?:went|broke|happened|came|started) (?:\w+ ){0,4}last time|last time (?:it|this|that) happened|(?:\b(?:pregnant|pregnancy|labou?r|waters|birth|happened|same|this|that|it|weeks?|wks|early|late|too|did|had) |^|[.,;]\s*)with my (?:first|last|eldest)|last (?:pregnancy|time (?:i was pregnant|my|i|it))|turned out|(?:gp|doctor|hospital|midwife|a&e) (?:checked|said|says|saw)\b[^.?!]{0,40}\b(?:fine|ok|okay|normal)|checked (?:at|in|by) (?:the )?(?:hospital|a&e|gp|doctor)\b[^.?!]{0,20}\bdischarged|(?:they|doctors?|nurses?|midwi(?:fe|ves)|gp|hospital|paramedics?|triage) (?:\w+ )?checked (?:me|him|her|them|it|us)\b[^.?!]{0,50}\b(?:fine|ok|okay|normal|intact|all good|just|nothing)|after my (?:first|last|eldest)(?: (?:baby|pregnancy|birth|one))?)\b`,
);

/**
 * An episode weeks or months back, treated or recovered from, told in one breath ("in hospital
 * with sepsis last month, treated and home now", "went under at the pool last week, checked by the
 * GP, fine"), with nothing happening now or today: a follow-up question.
 */
/**
 * Nothing happening today or now: no "today", "tonight", "since this morning", and no "now" other
 * than "fine now", "home now", "now 2 years old", "now thriving" or "now worried".
 */
const NOTHING_NEW_NOW = String.raw`(?![\s\S]*\b(?:today|tonight|this (?:morning|afternoon|evening)|yesterday|right now|just now)\b)(?![\s\S]*(?<!\b(?:home|fine|better|ok|okay|well|good|recovered|clear|half) )\bnow\b(?! (?:scared|worried|nervous|anxious|afraid|frightened|wondering|asking|want\w*|(?:and )?thriving|(?:\d+|two|three|four|five|six|seven|eight|nine|ten) (?:weeks?|months?|years?)|home|fine|better|back (?:at|to) \w+)))`;

const PAST_AND_RESOLVED = String.raw`${NOTHING_NEW_NOW}[\s\S]*\b(?:last (?:week|month|year|summer|winter|spring|autumn)|(?:\d+|two|three|four|a few|few|a couple of|couple of) (?:days|weeks|months|years) ago|on (?:mon|tues|wednes|thurs|fri|satur|sun)day|a (?:week|month|year) ago|as a (?:baby|newborn|toddler)|when (?:she|he|they) w(?:as|ere) (?:a baby|a newborn|a toddler|little|tiny|younger))\b[^.?!]{0,120}\b(?:all better|(?:feel|feeling|felt|i'm|i am) (?:much |a lot |loads )?better(?: now)?|(?:antibiotics|medicine|treatment) (?:sorted|cleared|fixed) (?:it|me|her|him)(?: up| out)?|(?:fully )?recovered|(?:was |were |got )?treated|finished (?:the |her |his |their )?(?:antibiotics|course|treatment|medicine)|all (?:fine|good|clear)|(?:checked|seen) (?:by|at|over)\b[^.?!]{0,50}\b(?:fine|ok|okay|normal|clear|(?:a |just a )?simple \w+))\b`;

/**
 * An episode that took the family to hospital or for tests, which came back clear, or after which
 * they are home and well ("spent 3 nights in hospital, all tests clear, now home", "ECG and bloods
 * normal, they said muscular", "was in a mother and baby unit, now well for a year").
 */
const TREATED_AND_HOME = String.raw`(?=[\s\S]*\b(?:hospital|a&e|the er|emergency room|urgent care|x-?ray\w*|bloods|tests|ecg|monitored|(?:mother and baby|psychiatric|special care|neonatal) unit|nicu|scbu)\b)[\s\S]*\b(?:all (?:the )?(?:tests? |bloods? |results? )?(?:were |are |came back )?(?:clear|normal)|(?:bloods?|tests?|ecg|x-?ray|urine|scans?|results?)(?: (?:and|&) (?:\w+ )?(?:bloods?|urine|tests?|x-?ray|ecg))? (?:were |are |was |all |both |came back |all came back )*(?:clear|normal)|(?:(?:she's|he's|they're|we're|i'm|we are|i am) )?now (?:home|well)|(?:she's|he's|they're|we're|i'm) home now|sent (?:us|her|him|me|them) home|already passed|now (?:have|got) (?:an? )?epi-?pens?)\b`;

/**
 * Already seen by a professional who found it fine or explained it, or over and treated weeks ago
 * (PAST_AND_RESOLVED), and nothing new since: the parent is asking a follow-up question, not
 * describing an emergency.
 */
/**
 * Checked at triage, on a scan or a trace, or tested, and it was fine; or treated in hospital and
 * fully recovered since ("went to triage, CTG was great", "tested and said it was urine. All
 * fine", "treated in hospital, fully recovered, thriving"), with nothing new today or now.
 */
const CHECKED_AND_CLEAR = String.raw`${NOTHING_NEW_NOW}(?=[\s\S]*\b(?:hospital|triage|scan\w*|ctg|tested|tests|monitor\w*)\b)[\s\S]*\b(?:all (?:fine|clear|good)|(?:ctg|trace|monitoring|monitor|scan)(?: \w+)? (?:was|were|came back|looked) (?:great|fine|normal|perfect|good|reassuring)|scan (?:showed|said) (?:\w+ ){0,4}(?:fine|normal|ok|okay|in the right place)|(?:and )?(?:it|the pain|everything) (?:has )?(?:settled|went away|eased off)|(?<!\b(?:not|never|hasn't|hadn't|didn't|haven't) )(?:fully )?recovered|thriving)\b`;

/**
 * What a professional said of a kind of thing in general ("the midwife said some pain is normal",
 * "spotting can be normal"): not a finding about today's sign, so it settles nothing by itself.
 */
const GENERAL_STATEMENT = String.raw`(?: that)? (?:some |a bit of |a little |a lot of )?(?!(?:it|it's|its|this|that|these|those|she|she's|he|he's|they|they're|the|her|his|their|my|our|baby|everything|all|what|nothing|there)\b)\w+(?: \w+){0,3} (?:is|are|can be|is quite|is very|are very|are quite) (?:normal|common|expected)`;

/**
 * Reassurance that does not settle today's sign: given at an earlier check before the sign ("said
 * yesterday she looked fine"), or contradicted on one side only ("said it's pregnancy swelling but
 * my right leg is normal").
 */
const REASSURANCE_NOT_FOR_THIS = String.raw`(?:yesterday|last (?:week|month)|(?:a |\d+ |two |three )?(?:weeks?|months?) ago)\b[^.?!]{0,15}\b(?:said|told (?:me|us))\b[^.?!]{0,25}\b(?:looked|seemed|was|were) (?:fine|ok|okay|well|normal|healthy)|(?:said|saw|checked|seen)\b[^.?!]{0,25}\b(?:yesterday|last week|last month|(?:a |\d+ |two |three )?(?:weeks?|months?) ago|(?:at|in) (?:my|her|his|the|our) last (?:appointment|appt|check|check-?up|visit|scan))\b[^.?!]{0,25}\b(?:looked|seemed) (?:fine|ok|okay|well|normal|healthy)|\bbut (?:it's |its |it is |this is )?(?:just|only) (?:the |on )?one (?:leg|side|calf)|\bbut (?:my|her) (?:other|left|right) (?:leg|calf|side) (?:is|looks|feels) (?:normal|fine|ok|okay)`;

export const SEEN_AND_SETTLED = new RegExp(
  String.raw`^(?![\s\S]*\b(?:${REASSURANCE_NOT_FOR_THIS}|(?:fine|ok|okay) to (?:come in|wait|leave it|go in|bring (?:him|her|them) in)|(?<!\b(?:doesn't|won't|don't|not|never|it|this|that) happen(?:ed|s)? )(?<!\b(?:panic|panicking|worry|worrying|stress|stressing|freak out|freaking out) )again|but now|now (?:she|he|it)'s|this time|felt different|different this time|getting worse|got worse|since then|new (?:symptoms?|pain|bleeding|swelling)|something new|tonight|(?:for|over) (?:the (?:last|past) )?(?:\d+|two|three|a couple of|a few) days|still (?:not|hasn't|won't)|(?:call|ring|phone|come in|go in|contact (?:them|us)) if (?:anything|it|things|she|he) (?:changes?|gets? worse|happens? again)|but (?:there (?:was|is|'s|are)|it keeps|(?:it's|its|it is|they're|they are) (?:getting|still|coming|spreading)))\b)(?:[\s\S]*\b(?:gp|doctor|docs?|dr|hospital|midwife|a&e|the er|emergency room|urgent care|(?:early )?scan unit|early pregnancy unit|epu|nurse|practice nurse|optician|health visitor|hv|paramedics?|ambulance|111|pharmacist|consultant|triage|maternity unit|poison(?:s)? (?:control|centre|center|line))\b[^.?!]{0,40}\b(?:checked|(?:said|says)(?!${GENERAL_STATEMENT})|saw|looked|listened|dressed|examined|x-?rayed|reassured|sent (?:us|her|him|them|me) home)\b[^.?!]{0,60}\b(?:fine|ok|okay|normal|nothing|healing|all good|straining|changes|expected|common|reassur\w*|happy|pleased|satisfied|not (?:worried|concerned)|no concerns|heal\w*|will pass|anaemi\w*|should go|settle|clear|simple \w+|discharge|non-?toxic|not (?:toxic|poisonous|harmful|(?:my |the )?waters|(?:a |the )?(?:button )?batter(?:y|ies))|sensitive|harmless|nothing to worry)|${PAST_AND_RESOLVED}|${TREATED_AND_HOME}|${CHECKED_AND_CLEAR}|checked (?:at|in|by) (?:the )?(?:hospital|a&e|gp|doctor)\b[^.?!]{0,30}\bdischarged\b|(?:gp|doctor|midwife|hospital) gave (?:me |her |him |us )?antibiotics\b[^.?!]{0,40}\b(?:cleared|better|gone|fine)\b|(?:x-?ray|scan|tests?) (?:showed|found) nothing\b)`,
);

/**
 * Something eaten or drawn with that explains a colour ("lips blue ... she'd been at the
 * blueberries", "green from the spinach pasta", "purple dots ... felt tip pen").
 */
const COLOUR_SOURCE = String.raw`(?:blue ?berr\w*|bluberr\w*|blueberr\w*|blackberr\w*|blackcurrant\w*|ribena|squash|juice|berries|beetroot|spinach|kale|pesto|broccoli|peas|avocado|(?:ice )?lolly|lollies|popsicle|ice pop|slush\w*|sweets?|candy|crayons?|markers?|felt[- ]?tips?|pens?|paint|ink|food colou?r\w*|dye|jelly|icing)`;
// Only where a colour is said: "after a boiled sweet" alone explains nothing.
export const COLOUR_EXPLAINED = new RegExp(
  String.raw`^(?=[\s\S]*\b(?:blue\w*|purple\w*|green\w*|red|redd\w*|black|grey\w*|gray\w*|dark\w*|stain\w*|colou?r\w*|tinge\w*|dusky)\b)[\s\S]*?(?:\bcolou?r of (?:the |his |her |their )?${COLOUR_SOURCE}\b|(?<!\blike (?:she|he|they|it)(?:'s|'d|'ve| has| had| have) )\b(?:from|realis\w*|realiz\w*|turns? out|turned out|been (?:at|eating|drinking|into)|ate|eaten|had|never mind|nevermind|because of|cos of|after|oh)\b[^.?!]{0,40}\b${COLOUR_SOURCE}\b|\b(?:stained|staining)\b|(?<!\blike\b[^.?!]{0,25})\b(?:blue|purple|green|red|black) (?:felt[- ]?tips?|markers?|crayons?|pens?|biros?|paint|ink|face ?paint)\b)`,
);

/**
 * Breath-holding while cross or crying, over in seconds: frightening, but a GP question, unless
 * it did not end.
 */
export const BREATH_HOLDING = new RegExp(
  String.raw`\b(?:breath[- ]holding (?:spells?|episodes?|attacks?)|(?:tantrums?|paddy|strop|meltdowns?)\b[^.?!]{0,30}\b(?:holds?|held|holding) (?:her|his|their) breath|(?:holds?|held|holding) (?:her|his|their) breath\b[^.?!]{0,40}\b(?:furious|angry|cross|tantrums?|upset|cry\w*|screams?|screaming|frustrated|paddy|strop|told no))\b(?![^.?!]{0,60}\b(?:floppy|limp|not breathing|not taking (?:a breath|one|another)|won't wake|unresponsive|still blue)\b)`,
);

/**
 * Bleeding in pregnancy that is explained or over: a show, the plug, after sex or an examination,
 * old blood, an earlier bleed already scanned, or bleeding only feared ("scared it'll cause bleeding").
 */
export const EXPLAINED_BLEEDING = new RegExp(
  [
    // The plug with its streak of blood, before the plug alone.
    String.raw`\b(?:mucus )?plug\b[^.?!]{0,30}\b(?:streak\w*|tinge\w*|bit|spot\w*|touch|fleck\w*) of (?:pink\w*|red|brown\w*|blood)(?: blood)?\b`,
    String.raw`\b(?:implantation|(?:a |my |the )?show|(?:mucus )?plug)\b|\bwhen it (?:first )?(?:sticks|implants)\b`,
    // After a sweep or an internal examination (not after sex or a smear: the midwife still checks those).
    String.raw`(?:\b(?:spott\w*|bleed\w*|bled|blood|pink\w*|discharge|streak\w*)\b[^.?!]{0,30})?\b(?:after|from) (?:a|an|the|my) (?:sweep|membrane sweep|internal|examination|vaginal exam)\b`,
    String.raw`\b(?:had|after) (?:a|my|the) (?:sweep|membrane sweep|internal|examination|vaginal exam)\b[^.?!]*`,
    String.raw`\bbloody show\b`,
    String.raw`\bold (?:brown(?:ish)? )?(?:blood|spotting|bleed\w*)\b`,
    String.raw`\b(?:cause|causes|causing) (?:\w+ )?(?:bleed\w*|spotting)\b`,
    String.raw`\b(?:had|bled|spotted)\b[^.?!]{0,40}\b(?:at|around|with) (?:\d+ ?(?:weeks|wks|w)|my (?:first|last|eldest))\b(?=[\s\S]*\b(?:scan\w*|heartbeat|epu|early pregnancy unit|fine|(?:\d+ ?(?:weeks|wks|w)|now) now|now \d+|again|i'm \d+ (?:weeks|wks))\b)[^.?!]*`,
  ].join('|'),
);

/** A scare that was a mistake: "thought she stopped breathing but she was just deep asleep". */
export const MISTAKEN = new RegExp(
  String.raw`\bthought (?:\w+ ){0,3}(?:was|had|were|wasn't|weren't|stopped|isn't)\b[^.?!]{0,50}\bbut (?:\w+ )?(?:was |were |it was |it's )?(?:just|only|actually|fine|ok|okay)\b`,
);

/** Limp or floppy as a baby falls asleep after a feed, and lively on waking. */
export const ASLEEP_FLOPPY = new RegExp(
  String.raw`\b(?:sleeps? (?:so |really |very )?deeply|deep sleep|deeply asleep|sound asleep|fast asleep)\b[^.?!]{0,60}\b(?:limp|floppy|flops?)\b[^.?!]{0,60}\bwakes? (?:up )?(?:fine|easily|straight|happily)|\b(?:limp|floppy)\b[^.?!]{0,45}\b(?:deep sleep|deeply asleep|sound asleep|fast asleep)\b[^.?!]{0,40}\bwakes? (?:straight |right )?(?:up|easily)\b|\b(?:limp|floppy)\b[^.?!]{0,45}\b(?:falls? asleep|fell asleep|milk[- ]drunk|asleep on (?:me|my chest)|at nap ?time|(?:during|in|for) (?:his|her|their|a|the) nap|without waking (?:him|her|them)|after (?:a |her |his |the )?(?:big|good|long|full) feed|then (?:sleeps|falls asleep|dozes))\b|\bmilk[- ]drunk\b`,
);
