import { eng as stopwordsEng } from 'stopword';

/**
 * How the chat's search reads text: lower case words, English stop words dropped, parents' words
 * mapped to one form (nappy and diaper, dummy and pacifier, Calpol and paracetamol), then a light
 * stemmer ('feeding' → 'feed', 'babies' → 'baby'). Questions and passages go through the same
 * steps, so whichever word a parent or a page uses, both meet on the same term.
 */

// Hedges and intensifiers ('honestly', 'literally', 'loads') say how a parent feels, not what is
// asked: read as topic words the base never uses, they outweighed the topic ('how much tv is ok,
// honestly' found nothing, as 'honest' weighed more than 'screen' and the passage's one word was
// not the question's main word). Other adverbs of this kind are weighed low in retrieval.ts.
const STOP_WORDS: ReadonlySet<string> = new Set([
  ...stopwordsEng.map((w) => w.toLowerCase()),
  ...`does doing done will when why its it's i'm im ok okay please tell know just so not no yes
  any anything something thing things ever really lot lots bit get gets getting got one ones
  hi hello thanks thank let lets let's use used uses using need needs want wants best way ways old aged us he's she's they're we're you're i've i'd i'll who's
  she hers herself himself having yet become may shall anyone someone everyone whether though although ago
  even until
  hes shes theyre were youre ive id ill dont doesnt didnt isnt wasnt wont cant couldnt shouldnt wouldnt havent hasnt
  arent aint gonna wanna gotta u ur ya yeah yep nope pls plz lol omg tbh idk imo btw bc cos coz cuz tho thru
  wat wot shud wud cud n b4 abt rly sooo soo hubby dh ds dd lo mil fil whats wheres hows thats theres
  quite
  honestly literally actually basically seriously genuinely totally definitely probably absolutely
  anymore loads tons heaps awful horrible horrendous dreadful unbearable`.split(/\s+/),
]);

/**
 * Phrases rewritten before the words are read: 'throwing up' is one idea, and parents' everyday
 * words for a thing meet the words guidance uses for it ('in bed with me' is bed-sharing,
 * 'tightenings' are Braxton Hicks). The one place where lay and UK/US wording is mapped.
 */
const PHRASES: ReadonlyArray<[RegExp, string]> = [
  // How bad it feels is not what it is: 'heartburn is killing me', 'every single night'.
  [/\b(?:is|are|it's|its|been|keeps?) killing me\b/g, ' '],
  [/\bevery single\b/g, ' every '],
  // Named sleep setbacks ('the 4 month thing', 'the 18 month regression') are regressions, and
  // how hard they hit is not a head injury ('it has hit us HARD').
  [
    /\b(?:the )?(?:\d{1,2}|four|six|eight|nine|ten|twelve|eighteen)[- ]?(?:months?|mo|mths?)(?: sleep)? (?:thing|regression|sleep thing|phase)\b|\bsleep regressions?\b/g,
    ' sleep regression ',
  ],
  [
    /\b(?:has|have|it's|its|it has|they've|they have) (?:really |properly |well and truly )?hit (?:us|me|him|her|them)\b(?: (?:hard|badly|bad|like a (?:truck|train|ton of bricks)))?/g,
    ' ',
  ],
  // Sleep training by any of its names ('cry it out', 'CIO', 'controlled crying', 'Ferber').
  [
    /\bcry(?:ing)?[- ]it[- ]out\b|\bcio\b|\bcontrolled crying\b|\bsleep[- ]?train(?:ing|ed)?\b|\bferber(?:ing|ize|ise|ized|ised)?\b/g,
    ' sleeptraining ',
  ],
  // An older child who walks into the parents' bed at night is getting out of bed, not bed-sharing.
  [
    /\b(?:turns? up|turning up|climbs?|climbing|creeps?|creeping|sneaks?|sneaking|wanders?|wandering|walks?|walking|appears?|appearing) (?:in|into) (?:our|my|the|mummy'?s|daddy'?s) bed\b|\b(?:gets?|getting|got|comes?|coming|keeps? getting|keeps? coming) out of (?:bed|(?:his|her|their) (?:room|bed))\b/g,
    ' outofbed ',
  ],
  // 'A 6hr stretch' is a length of sleep; 'will it end' asks how long.
  [/\b\d+(?:[.,]\d+)?\s*hrs?\b/g, ' hours '],
  [/\b(?:will|does|would) (?:it|this|that|they|s?he) (?:ever )?end\b/g, ' long '],
  // 'Skip it?' after a question asks about what came before it ('...brush his teeth... skip it?').
  [/\b(?:just )?skip it(?=\s*(?:\?|$))/g, ' '],
  // Money and paperwork have names of their own: Child Benefit is a payment, not a child's
  // benefit; maternity pay is not the maternity unit; registering a birth is not giving birth;
  // cord blood banking is not bleeding. Read as one word the base never uses, they no longer make
  // a health passage that shares 'child', 'maternity', 'birth' or 'blood' look like an answer.
  [/\bchild ?benefits?\b/g, ' childbenefit '],
  [
    /\b(?:statutory )?(?:maternity|paternity|shared parental|parental) (?:pay|leave|allowance)\b|\bsmp\b|\bspl\b/g,
    ' parentalleave ',
  ],
  [
    /\b(?:\d+ )?(?:free|funded) (?:childcare )?hours\b|\bfree childcare\b|\btax[- ]free childcare\b/g,
    ' freechildcare ',
  ],
  [
    /\bregist(?:er|ering|ered|ration)(?: of)? (?:the |a |our |my |his |her |their )?(?:birth|baby|babies|twins)\b|\bbirth (?:registration|certificate)\b/g,
    ' registerbirth ',
  ],
  [/\bcord blood(?: bank(?:ing)?)?\b/g, ' cordblood '],
  // Choosing childcare, baby names, baby signing and cloth nappies are choices the base does not
  // cover; as one word each they no longer borrow a health passage's 'nursery', 'name' or 'nappy'.
  [
    /\b(?:choos(?:e|ing)|pick(?:ing)?|find(?:ing)?|look(?:ing)? (?:at|round|around)|visit(?:ing)?) (?:a |the |our |her |his )?(?:good )?(?:nurser(?:y|ies)|daycares?|day care|childminders?|preschools?|pre-school|primary schools?|schools?)\b|\b(?:nursery|daycare|childminder) or (?:a )?(?:nursery|daycare|childminder|nanny)\b/g,
    ' choosechildcare ',
  ],
  [
    /\b(?:baby |girls?'? |boys?'? |twin )?names? (?:for|ideas) (?:a |our |the |my |twin |baby |new )*(?:girls?|boys?|baby|babies|twins?)\b(?:[^.?!]*?\bgo(?:es)? together\b)?|\b(?:baby|nature|girls?'?|boys?'?|unisex|middle|biblical|unusual|classic|traditional|matching|twin) names\b|\bnames? (?:that )?go(?:es)? together\b/g,
    ' babyname ',
  ],
  [
    /\b(?:nursery|nurseries|childcare|child care|childminders?|daycare|day care|nanny) (?:costs?|fees|prices?|bills?)\b|\b(?:cost|price)s? of (?:nursery|childcare|a childminder|daycare)\b|\bhow much (?:does|do|is|are|will) (?:nursery|childcare|a childminder|daycare|a nanny)(?: actually| really)? cost\b/g,
    ' childcarecost ',
  ],
  [/\b(?:baby )?sign(?:ing)? language\b|\bbaby signing\b|\bmakaton\b/g, ' babysigning '],
  [/\b(?:reusable|cloth|washable|real) (?:nappies|nappy|diapers?)\b/g, ' clothnappy '],
  // A sharp pain low down or in the side on standing, coughing or turning is round ligament pain.
  [
    /\b(?:sharp|stabbing|shooting|sudden)\s+(?:pains?|twinges?|stitch(?:es)?)\b(?=[^.?!]*\b(?:side|groin|bump|low down|lower tummy|bikini line)\b)(?=[^.?!]*\b(?:stand(?:ing)? up|get(?:ting)? up|cough|sneez|laugh|roll(?:ing)? over|turn(?:ing)? over|mov(?:e|ing))\w*)/g,
    ' ligament pain ',
  ],
  // Who says so is not what is asked ('MIL swears I should start now', 'hv says wait').
  [
    /\b(?:my )?(?:mil|fil|mum|mom|mother|mother[- ]in[- ]law|nan|nana|gran|granny|grandma|grandad|grandpa|husband|hubby|dh|partner|wife|boyfriend|friends?|sister|everyone|people|someone|family) (?:says|said|swears|swore|reckons|insists|told me|keeps saying|thinks)\b(?= (?:that )?(?:i|we|you|he|she|they) (?:should|shouldn'?t|must|need|have to|ought))/g,
    ' ',
  ],
  // Medicines bought without a prescription, not a kitchen counter.
  [/\bover[- ]the[- ]counter\b/g, ' otc '],
  // A first dental check, however it is put ('the dentist for the first time').
  [
    /\b(?:the )?dentist for the (?:first|1st) time\b|\b(?:first|1st) (?:trip|visit|appointment|check(?:[- ]?up)?) (?:to|at|with) the dentist\b/g,
    ' first dentist visit ',
  ],
  // Presents are shopping, whoever they are for ('what should I get my wife for her birthday').
  [
    /\b(?:gifts?|presents?)\b(?! with)|\bget (?:my |our |a |the |her |him )?\w+ for (?:her|his|their|my|our|a) (?:birthday|christmas|anniversary)\b/g,
    ' gift ',
  ],
  // A formula feed on top of breastfeeds is a top-up.
  [/\btop(?:ping|ped)?[- ](?:(?:her|him|them|baby|the baby|it) )?ups?\b|\btopups?\b/g, ' topup '],
  // Behind for their age is a delay, not what lies behind a feeling.
  [
    /\b(?:is (?:that|this|it|he|she|s?he) |(?:are|is) (?:they|we) |falling |fallen |fall |a (?:bit|little) |bit |(?:is|was) s?he )behind\b|\bbehind (?:for|with|in) (?:his|her|their) (?:age|speech|talking|words|milestones)\b|\blate talk(?:er|ing)\b/g,
    ' delay ',
  ],
  // Classes and sport by name are exercise ('spin classes at 6 weeks', 'the gym').
  [
    /\b(?:spin(?:ning)?|pilates|yoga|zumba|hiit|aerobics|boxing|fitness|exercise|gym|dance) class(?:es)?\b|\b(?:the )?gym\b|\bworkouts?\b|\b(?:go(?:ing)?|went) (?:for a )?(?:run|running|jog|jogging)\b|\bjogging\b|\bpilates\b|\bcrossfit\b|\bhiit\b|\bzumba\b/g,
    ' exercise ',
  ],
  // Sitting all day is about posture ('backache, sitting at a desk all day').
  [
    /\b(?:at|behind) (?:a|my|the) desk\b|\bdesk job\b|\boffice (?:chair|job)\b|\bsitting (?:down )?all day\b/g,
    ' sitting posture ',
  ],
  [/\bplay ?dates?\b/g, ' playdate '],
  // Coming off the bottle is moving to a cup.
  [
    /\b(?:come|coming|came|get|getting|move|moving|wean|weaning|drop|dropping|stop|stopping|give up|giving up|take|taking) (?:(?:him|her|them|baby) )?off (?:the |his |her |their |a )?bottles?\b|\bditch(?:ing)? (?:the |his |her )?bottles?\b|\bgive up (?:the |his |her )?bottles?\b|\bbottle to (?:a )?cup\b/g,
    ' stop bottle cup ',
  ],
  // Which number to call: 999 (911, 112) for emergencies and 111 for urgent advice, as words, as
  // bare numbers are amounts.
  [/\b(?:999|911|112)\b/g, ' emergencycall '],
  [/\b(?:nhs )?111\b/g, ' nhs111 '],
  // A first aid course, however it is said; forgetting is not what is asked.
  [
    /\b(?:did|done|do|doing|took|take|taken|went on|go on|going on) (?:a|an|the) (?:baby |child |infant |paediatric |pediatric )?(?:first aid |cpr )?course\b/g,
    ' first aid course ',
  ],
  [/\b(?:i )?(?:always|keep|kept) forget(?:ting)?\b|\bi forget\b/g, ' '],
  [/\b(?:baby|child)[- ]?proof(?:ing|ed)?\b/g, ' babyproof safety '],
  [/\bthe (?:runs|trots|squits)\b/g, ' diarrhoea '],
  // Watching, as parents say it; how often, not what ('every day without fail').
  [/\bstar(?:es|ing|ed|e) at\b/g, ' watch '],
  [/\bwithout fail\b/g, ' '],
  [/\b(?:not|isn'?t|wasn'?t|never) (?:very |that |too |really )?keen on\b/g, ' refusing '],
  // 'Fighting it' at bedtime or naps is resisting sleep.
  [/\bfight(?:s|ing)? (?:it|bedtime|sleep|naps?|the nap|going to sleep)\b/g, ' resisting sleep '],
  // Who is asking ('dad here', 'grandma here,', 'hi, mum here') is not what is asked: a father's
  // car seat question is about car seats, not fathers' mental health.
  [
    /(?<=^\s*|[.!?,;:]\s*|\bhi\s+|\bhey\s+)(?:(?:a|the|just a|new|first[- ]time|tired|worried)\s+)?(?:dad|daddy|father|mum|mummy|mom|mommy|mother|grandma|granny|nan|nana|grandad|grandpa|grandmother|grandfather|auntie|aunt|uncle|nanny|childminder)\s+here\b/g,
    ' ',
  ],
  // An age said in passing ('my 8-month-old', '10mo', '33w', '2.5yo') is who, not what, is asked about.
  [/\b\d+(?:[.,]\d+)?\s*-?\s*(?:mo|mos|mth|mths|m|yo|yr|yrs|y|wk|wks|w|wo)\b(?:\s*old)?/g, ' '],
  [/\b\d+(?:[.,]\d+)?\s*-?\s*(?:weeks?|months?|years?|yrs?)\s*-?\s*olds?\b/g, ' '],
  // ...and a birthday ('hes 1 on sunday', 'she turns 2 next week').
  [
    /\b(?:turns?|turning|is|hes|he's|shes|she's)\s+\d+\s+(?:on|next|this)\s+(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|week|month|weekend)\b/g,
    ' ',
  ],
  [
    /\b(?:in|into|to) (?:our|my|the|his|her|their) bed\b|\b(?:co-?sleep\w*|bed[- ]?shar\w*|share (?:a|our|my) bed)\b/g,
    ' bedshare ',
  ],
  [/\b(?:tightenings?|practice contractions?|braxton[- ]hicks)\b/g, ' braxtonhicks '],
  // A baby's kicks, not a toddler who kicks off or kicks other children.
  [
    /\b(?:kicks?|kicking|wriggles?|flutters?|fluttering)\b(?!\s+(?:off|out|and|me|him|her|them|other|people|kids|his|the))/g,
    ' movement ',
  ],
  [
    /\bsick(?:ed)? (?:after|up|everywhere|all over|again|on (?:me|him|her|the|my)|in (?:the|his|her|my) (?:car|cot|crib|bed|bottle)|twice|\d+ times|(?:a few|several|three|four) times|with every|after every)\b|\b(?:was|keeps being|is being|kept being|gets|got) sick\b(?! of)|\bsicky\b|\bpossets?\b|\bprojectile\b/g,
    ' vomit ',
  ],
  // How new parents describe their own mood, as guidance names it: low mood, anxiety, intrusive thoughts.
  [/\bpp\b|\bpost[- ]partum\b/g, ' postpartum '],
  [
    /\b(?:since|after) (?:having (?:the |my )?(?:baby|him|her)|(?:the )?birth|giving birth|(?:the )?baby (?:came|arrived|was born))\b/g,
    ' postnatal ',
  ],
  [
    /\blow mood\b|\b(?:feel|feels|feeling|felt)\s+(?:so\s+|really\s+|just\s+|very\s+|completely\s+|totally\s+)*(?:flat|numb|empty|low|down|hopeless|miserable|nothing|disconnected|detached|worthless|like a failure)(?:(?:\s*,\s*|\s+(?:and|or)\s+)(?:flat|numb|empty|low|down|hopeless|miserable|disconnected|detached|worthless))*\b|\b(?:don'?t|do not|can'?t|cannot) feel anything\b|\bcry(?:ing)? (?:every (?:single )?day|all the time|over nothing)\b|\b(?:so |really )?(?:angry|snappy|irritable|short[- ]tempered|ragey)\b(?=[^.?!]*\bpostnatal\b)|\bpostpartum rage\b/g,
    ' lowmood ',
  ],
  [
    /\bintrusive thoughts?\b|\b(?:(?:unwanted|horrible|awful|scary|terrible|dark|frightening|disturbing|intrusive)\s+)?(?:thoughts?|pictures?|images?|visions?|flashes)\s+(?:in|inside)\s+my\s+(?:head|mind)\b|\b(?:unwanted|horrible|awful|scary|terrible|dark|frightening|disturbing|intrusive)\s+(?:thoughts?|pictures?|images?|visions?|flashes|scenes)\b|\bkeep\s+(?:imagining|picturing)\b/g,
    ' intrusivethoughts ',
  ],
  [
    /\bheart (?:racing|pounding)\b|\bon edge\b|\bcan'?t stop worrying\b|\bcheck(?:ing)? (?:if |that )?(?:s?he'?s|s?he is|(?:the )?baby is|s?hes) (?:still )?breathing\b/g,
    ' anxiety ',
  ],
  // 'What can I try?' asks for ideas, not about trying to conceive; trying for a baby is.
  [
    /\b(?:what|anything|something|things?) (?:else )?(?:(?:can|could|should|shall|do|to) )?(?:i |we )?(?:can |could |should )?try\b/g,
    ' ',
  ],
  [
    /\btrying (?:for (?:a |another |our |baby|no\.? ?\d|number \d|a second|a third)|to get pregnant|again)\b/g,
    ' conceive ',
  ],
  [/\bttc\b/g, ' trying conceive '],
  [
    /\b(?:been )?trying (?:for )?(?:\d+|a few|few|six|several|many|over a|a) (?:months?|years?|cycles?|year)\b|\b(?:\d+|a few|few|several|many) (?:months?|years?|cycles?) (?:of )?trying\b/g,
    ' trying conceive ',
  ],
  [/\b(?:c[- ]?sections?|the section|my section|caesareans?|cesareans?)\b/g, ' caesarean '],
  // A new mother crying: her mood, not a baby's crying.
  [/\bi (?:cry|'m crying|am crying|keep crying|cried|burst into tears|sob)\b/g, ' lowmood '],
  [/\bd ?(?:&|and|n) ?v\b/g, ' diarrhoea vomit '],
  // Children's flu vaccine is a nasal spray; heartburn remedies by brand.
  [/\b(?:flu )?nasal spray\b|\bflu spray\b/g, ' flu vaccine '],
  [/\b(?:gaviscon|rennies?|tums|antacids?)\b/g, ' heartburn '],
  [/\b(?:hv|health visitor)\b/g, ' healthvisitor '],
  [/\b(?:gp|family doctor)\b/g, ' doctor '],
  [/\ba ?& ?e\b|\bemergency (?:room|department)\b/g, ' emergencydept '],
  [/\bbf[pn]\b/g, ' pregnancy test '],
  [/\bebf\b|\bbf\b|\bboob(?:s|ie)?\b/g, ' breastfeed '],
  // A screen tablet, not a dishwasher, washing or medicine one.
  [
    /\b(?:ipad|telly|tv|television|youtube|phone screen|cartoons?|cbeebies|cocomelon|bluey|peppa pig|ms rachel|netflix|disney ?(?:\+|plus)|kids'? tv)\b|\b(?:the|an?|his|her|my|on|their)\s+tablet\b(?!s)/g,
    ' screen ',
  ],
  [/\b(?:smack\w*|spank\w*|tap on the hand)\b/g, ' smacking '],
  [/\b(?:moses basket|bassinet)\b/g, ' crib '],
  [/\b(?:pram|buggy|pushchair)\b/g, ' stroller '],
  [/\b(?:daycare|day care|childminder|preschool|pre-school)\b/g, ' nursery '],
  [/\b(?:throw(?:s|ing)?|threw|thrown) up\b/g, ' vomit '],
  // British English: 'being sick' is vomiting ('is sick' stays ill).
  [/\b(?:being|been) sick\b/g, ' vomit '],
  // 'How much should she sleep' asks for hours, which is how guidance words it.
  [/\bhow (?:much|many hours|long)\b(?=[^.?!]*\b(?:sleep|nap))/g, ' hours '],
  [/\bcot death\b/g, ' sids '],
  [/\bcrib death\b/g, ' sids '],
  [/\bsudden infant death(?: syndrome)?\b/g, ' sids '],
  [/\bhand[- ]foot[- ](?:and[- ])?mouth\b/g, ' handfootmouth '],
  // 'Baby-led weaning' is finger foods, not 'led'; a fly screen is not flying.
  [/\bbaby[- ]led(?: weaning)?\b/g, ' blw '],
  [/\bfly[- ]?screens?\b/g, ' flyscreen '],
  [/\btime[- ]?outs?\b/g, ' timeout '],
  // One word, two senses: guidance's 'straight away' is at once, a parent's '2 hours straight' is
  // on end; a cold pack or cold water is not a cold (a toddler with a cold was answered from the
  // head-injury passage on cold packs, a baby crying for hours from 'go to A&E straight away').
  [/\bstraight ?away\b/g, ' immediately '],
  [/\b(hours?|days?|nights?|weeks?|minutes?|mins?|times?) straight\b/g, ' $1 '],
  [/\bcold(?= (?:packs?|compress(?:es)?|flannels?|teethers?|water|tap|cloths?|spoons?)\b)/g, ' chilled '],
  // 'Sleeping through (the night)' is one idea ('through' is a stop word, so it read as 'sleep').
  [/\bsleep(?:s|ing)? through\b(?: the night)?/g, ' sleep sleepthrough '],
  // A booster seat is a car seat; a vaccine booster stays a booster.
  [
    /\b(?:high[- ]?back(?:ed)?|backless) boosters?(?: seats?| cushions?)?\b|\bbooster (?:seats?|cushions?)\b/g,
    ' carseat ',
  ],
  // Everyday foods guidance does not name are food: 'honey on his porridge' is about honey.
  [
    /\b(?:porridge|weetabix|yog(?:h)?urts?|crisps|bananas|bread|avocados?|hummus|oatmeal|strawberr(?:y|ies)|raisins|pizza|chips|fish fingers|pancakes?|muffins?)\b/g,
    ' food ',
  ],
  // A weight or amount said in passing ('shes 3.5kg') is who is asked about, not what.
  [/\b\d+(?:[.,]\d+)?\s*(?:kg|kgs|kilos?|lbs?|pounds|oz|ounces|mls?|grams?|g|cm|inches)\b/g, ' '],
  // Swollen, as parents say it.
  [/\blike (?:balloons?|sausages?|elephants?|an elephant|puddings?)\b/g, ' swollen '],
  [/\bcar seats?\b/g, ' carseat '],
  [/\bcar ?seat\b/g, ' carseat '],
];

/**
 * Ideas a question holds without naming them, added to its terms (questions only: a passage's
 * '37 to 38°C' bath is not a fever): a child's temperature of 38 °C or 100.4 °F and over is a fever.
 */
export const QUESTION_IDEAS: ReadonlyArray<[RegExp, string]> = [
  // Foods and small things whose danger is choking: 'can toddlers eat popcorn', lego on the floor
  // with a crawling baby.
  [
    /\b(?:popcorn|marshmallows?|(?:hard|boiled) sweets|gobstoppers?|whole (?:grapes|nuts|peanuts|cherry tomatoes|blueberries)|lego|duplo|marbles|small (?:toys|parts|pieces|bits|objects))\b/i,
    'choking',
  ],
  [/\b(?:temp|temperature)\s*(?:of |is |was |at |reading |says |hit |hitting )?(?:3[89]|4[01])\b/i, 'fever'],
  [
    /\b(?:3[89]|4[01])(?:[.,]\d)?\s*(?:°|degrees?\b|c\b)|\b(?:3[89]|4[01])[.,]\d\b|\b10[0-5](?:[.,]\d)?\s*(?:°|degrees?\b|f\b)/i,
    'fever',
  ],
];

/** Word forms that mean the same to a parent: each maps to one canonical word. */
const SYNONYM_GROUPS: readonly string[][] = [
  ['diaper', 'nappy', 'nappies', 'diapers'],
  ['formula', 'formulas', 'bottle', 'bottles'],
  ['crib', 'cot', 'cots', 'cribs'],
  ['pacifier', 'dummy', 'dummies', 'soother', 'pacifiers'],
  ['paracetamol', 'acetaminophen', 'tylenol', 'calpol'],
  ['ibuprofen', 'nurofen', 'advil', 'motrin'],
  ['temperature', 'temp', 'temps', 'temperatures'],
  ['poo', 'poop', 'poos', 'poops', 'stool', 'stools', 'bowel'],
  ['vomit', 'puke', 'puking', 'vomiting', 'vomited', 'vomits'],
  ['tummy', 'stomach', 'belly', 'tummies'],
  ['burn', 'scald', 'scalds', 'scalded', 'burnt', 'burned'],
  ['diarrhoea', 'diarrhea'],
  ['colour', 'color'],
  ['feed', 'fed', 'feeding', 'feeds'],
  ['tooth', 'teeth', 'molar', 'molars'],
  ['breastfeed', 'breastfeeding', 'breastfed', 'nursing'],
  ['mum', 'mom', 'mommy', 'mummy', 'mother'],
  ['labour', 'labor'],
  ['paediatrician', 'pediatrician'],
  ['anaemia', 'anemia'],
  ['oestrogen', 'estrogen'],
  ['foetus', 'fetus'],
  ['fetal', 'foetal'],
  [
    'vaccine',
    'vaccination',
    'immunisation',
    'immunization',
    'jab',
    'jabs',
    'shot',
    'shots',
    'vaccinate',
    'needle',
    'needles',
  ],
  ['potty', 'toilet'],
  ['tantrum', 'meltdown', 'meltdowns'],
  ['nap', 'naps', 'napping'],
  ['pregnant', 'pregnancy'],
  ['newborn', 'newborns', 'neonate'],
  ['toddler', 'toddlers'],
];
export const SYNONYMS: ReadonlyMap<string, string> = new Map(
  SYNONYM_GROUPS.flatMap((group) => group.map((word) => [word, group[0]!] as [string, string])),
);

/**
 * Words a parent asks with that say nothing of the topic ('sleep longer', 'tips for', 'is it
 * normal', '3 weeks old', 'jabs tomorrow', 'allowed or not', 'I'm nervous'): they
 * weigh little in a question, and a passage matching only these is not about it. Written before
 * stemming; compared as terms.
 */
const GENERIC_WORDS = `long longer longest short shorter better good great bad worse fine ok okay normal
  safe safely unsafe time times day days daily week weeks weekly month months monthly year years night nights
  hot tip tips advice idea ideas help helps helpful recommend recommended suggestion suggestions
  start starts started stop stops stopped keep keeps kept make makes made take takes took give gives
  gave go goes going went come comes came still right wrong every happen happens happened work works
  worked worry worried worrying problem problems issue issues question questions
  sign signs symptom symptoms mean means look looks like enough new first last next age ages
  little big small size lot much many often usual usually sure thing stuff luck lucky minute minutes
  love loves loved
  today tonight tomorrow yesterday weekend allowed allow nervous essential essentials zero
  two three four five six seven eight nine ten eleven twelve
  reduce reduces reducing prevent prevents cause causes increase increases cruel harsh think thinks thought people everyone someone son sons daughter daughters grandson granddaughter
  january february march april june july august september sept october november december`.split(/\s+/);

/** Stems the generic words like any other word, so 'keeps' and 'keep' are both generic. */
function genericTerms(): Set<string> {
  const out = new Set<string>();
  for (const w of GENERIC_WORDS) {
    const t = w && !STOP_WORDS.has(w) ? stem(SYNONYMS.get(w) ?? w) : null;
    if (t) out.add(t);
  }
  return out;
}

const VOWEL = /[aeiouy]/;
/** Words the stemmer would take for another: 'evening' is not 'even'. */
const STEM_EXCEPTIONS: ReadonlyMap<string, string> = new Map([
  ['evening', 'evening'],
  ['evenings', 'evening'],
  ['gentler', 'gentle'],
  ['gentlest', 'gentle'],
]);

/**
 * A light English stemmer: plurals and -ing / -ed endings off, a doubled final consonant undone,
 * a final silent 'e' dropped from longer words, so 'swaddle', 'swaddled' and 'swaddling' meet as
 * 'swaddl', and 'care', 'caring' and 'cared' as 'care'.
 */
export function stem(word: string): string {
  let w = STEM_EXCEPTIONS.get(word) ?? word;
  if (w.length <= 3 || STEM_EXCEPTIONS.has(word)) return w;
  if (w.endsWith("'s")) w = w.slice(0, -2);
  if (w.endsWith('ies') && w.length > 4) w = `${w.slice(0, -3)}y`;
  else if (w.endsWith('ied') && w.length > 4) w = `${w.slice(0, -3)}y`;
  else if (/(?:ss|sh|ch|x|z)es$/.test(w)) w = w.slice(0, -2);
  else if (w.endsWith('s') && !/(?:ss|us|is|ous)$/.test(w)) w = w.slice(0, -1);
  // 'constantly' → 'constant'; not 'early', 'family', 'supply' or 'usually'.
  if (w.length >= 7 && w.endsWith('ly') && !/(?:ily|ply|lly)$/.test(w)) w = w.slice(0, -2);
  let cut = false;
  if (w.endsWith('ing') && w.length > 5 && VOWEL.test(w.slice(0, -3))) [w, cut] = [w.slice(0, -3), true];
  else if (w.endsWith('ed') && !w.endsWith('eed') && w.length > 4 && VOWEL.test(w.slice(0, -2))) {
    [w, cut] = [w.slice(0, -2), true];
  }
  if (/([bdfgmnprt])\1$/.test(w)) return w.slice(0, -1); // 'sitting' → 'sit'
  // A short word keeps its 'e' ('care' is not 'car'), and gets it back ('caring' → 'care').
  if (cut && /^[^aeiou][aeiouy][^aeiouwxy]$/.test(w)) return `${w}e`;
  if (w.endsWith('e') && w.length > 4 && !w.endsWith('ee')) w = w.slice(0, -1);
  return w;
}

let generic: ReadonlySet<string> | null = null;
/** True for a term that never makes a passage relevant on its own ('longer', 'tip', 'week'). */
export function isGeneric(term: string): boolean {
  generic ??= genericTerms();
  // A bare number ('30 minutes', '3 weeks') is an amount, not a topic.
  return generic.has(term) || /^\d+$/.test(term);
}

/** The words of a text as written (lower case), before stop words and stemming. */
export function words(text: string): string[] {
  let t = text.toLowerCase().replace(/[\u2018\u2019]/g, "'");
  for (const [re, to] of PHRASES) t = t.replace(re, to);
  return t.match(/[\p{L}\p{N}]+(?:['-][\p{L}\p{N}]+)*/gu) ?? [];
}

/** One written word as a search term; null for stop words and lone characters. */
export function termOf(word: string): string | null {
  const w = word.replace(/'s$/, '');
  if (w.length < 2 || STOP_WORDS.has(w)) return null;
  const canonical = SYNONYMS.get(w) ?? SYNONYMS.get(stem(w));
  return canonical ? stem(canonical) : stem(w);
}

/** The search terms of a text, in order, repeats kept. */
export function terms(text: string): string[] {
  const out: string[] = [];
  for (const word of words(text)) {
    // 'breast-feeding' and 'breastfeeding' both count, as the joined word and as its parts.
    const parts = word.includes('-') ? [word.replace(/-/g, ''), ...word.split('-')] : [word];
    for (const part of parts) {
      const t = termOf(part);
      if (t) out.push(t);
    }
  }
  return out;
}

/** Edit distance of at most one (an insertion, deletion, substitution or swap of neighbours). */
export function withinOneEdit(a: string, b: string): boolean {
  if (a === b) return true;
  const la = a.length;
  const lb = b.length;
  if (Math.abs(la - lb) > 1) return false;
  let i = 0;
  while (i < la && i < lb && a[i] === b[i]) i++;
  if (la === lb) {
    if (a.slice(i + 1) === b.slice(i + 1)) return true; // substitution
    return a[i] === b[i + 1] && a[i + 1] === b[i] && a.slice(i + 2) === b.slice(i + 2); // swap
  }
  return la > lb ? a.slice(i + 1) === b.slice(i) : a.slice(i) === b.slice(i + 1);
}
