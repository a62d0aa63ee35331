import type { ChatChild } from '@nestkeep/common';
import { child, maya, pregnantAt } from './support.js';

/**
 * Realistic parent questions for the answer-precision test, each with the knowledge topics
 * (knowledge/<topic>.json) a human would accept an answer from. Written by hand, independently of
 * the scorer: a passage cited from any other topic is off the question.
 */

const newborn = maya(0.7);
const baby = maya(7);
const toddler = maya(26);
const pregnant = pregnantAt(22);
const early = pregnantAt(8);
const late = pregnantAt(36);
const postpartum = child({ name: 'Leo', stage: 'postpartum-recovery', ageMonths: 0, ageWeeks: 2 });
const ttc = child({ stage: 'trying-to-conceive' });
const five = maya(5);
const fiveWeeks = maya(1.2);
const walker = maya(18);

export interface OnTopic {
  question: string;
  who: ChatChild;
  topics: string[];
}

const q = (question: string, who: ChatChild, ...topics: string[]): OnTopic => ({ question, who, topics });

export const ON_TOPIC: OnTopic[] = [
  // Sleep
  q('my baby keeps waking at 4am, how do I get her to sleep longer?', baby, 'sleep-routines'),
  q('how many hours a day should a newborn sleep?', newborn, 'sleep-routines'),
  q('is it safe for my baby to sleep on her tummy?', baby, 'safe-sleep'),
  q('can I put a blanket and cot bumpers in the crib?', newborn, 'safe-sleep'),
  q('how many naps should a 7 month old have?', baby, 'sleep-routines'),
  q('my toddler keeps getting out of bed at bedtime', toddler, 'sleep-routines'),
  q('should I try sleep training or controlled crying?', baby, 'sleep-routines'),
  q('is co-sleeping in our bed safe?', newborn, 'safe-sleep'),
  q('when should I stop swaddling?', newborn, 'safe-sleep'),
  q('what temperature should the nursery be at night?', baby, 'safe-sleep'),
  q('she has her days and nights mixed up', newborn, 'sleep-routines'),
  // Milk feeding
  q('how many ounces of formula should he drink?', newborn, 'bottle-feeding'),
  q('how do I know if my breastfed baby is getting enough milk?', newborn, 'breastfeeding'),
  q('my nipples are cracked and sore when I feed', newborn, 'breastfeeding'),
  q('how long can made up formula be left out?', newborn, 'bottle-feeding'),
  q('do I need to sterilise the bottles?', newborn, 'bottle-feeding'),
  q('how do I store expressed breast milk?', baby, 'breastfeeding'),
  q("when can my baby have cow's milk?", baby, 'bottle-feeding', 'toddler-eating', 'starting-solids'),
  q('she wants to feed constantly every evening, is that normal?', newborn, 'breastfeeding', 'development'),
  q(
    'is it ok to give water to my 3 week old when it is hot?',
    newborn,
    'starting-solids',
    'bottle-feeding',
    'breastfeeding',
  ),
  // Solids
  q('baby led weaning or purees?', baby, 'starting-solids'),
  q('when should I start weaning?', baby, 'starting-solids'),
  q('what are good first foods for my baby?', baby, 'starting-solids'),
  q('can I give my baby peanut butter?', baby, 'starting-solids', 'allergies'),
  q('can babies have honey?', baby, 'starting-solids', 'colds-coughs'),
  q('should I cut grapes up for my baby?', baby, 'choking', 'starting-solids'),
  q('my toddler refuses to eat any vegetables', toddler, 'toddler-eating'),
  q(
    'how much milk should a 2 year old drink?',
    toddler,
    'toddler-eating',
    'bottle-feeding',
    'starting-solids',
  ),
  // Illness
  q('my 3 week old has a temperature of 38.3', newborn, 'fever'),
  q('she has had a cough for a week and a runny nose', toddler, 'colds-coughs'),
  q('how much calpol can I give for a fever?', toddler, 'fever'),
  q('barking cough at night and noisy breathing', toddler, 'colds-coughs'),
  q('he keeps pulling at his ear and crying', baby, 'ear-infections', 'teething'),
  q('she has been throwing up and has diarrhoea', toddler, 'vomiting-diarrhoea'),
  q('what are the signs of dehydration?', baby, 'vomiting-diarrhoea', 'fever'),
  q('red spots that do not fade when I press a glass on them', baby, 'rashes', 'fever'),
  q('how do I treat nappy rash?', baby, 'rashes'),
  q('is chickenpox contagious, can she go to nursery?', toddler, 'rashes'),
  q('dry itchy patches of skin on his cheeks', baby, 'rashes'),
  q('what are the signs of teething?', baby, 'teething'),
  q('are amber teething necklaces safe?', baby, 'teething'),
  q('she cries for hours every evening, is that normal?', newborn, 'crying-colic'),
  q('what is colic and how can I soothe her?', newborn, 'crying-colic'),
  q('he brings up milk after every feed, is that normal?', newborn, 'vomiting-diarrhoea'),
  q('is it normal to have a fever after vaccinations?', toddler, 'vaccines', 'fever'),
  q('do vaccines cause autism?', baby, 'vaccines'),
  q('how do I clear her blocked nose?', baby, 'colds-coughs'),
  // Safety
  q('when can I turn the car seat forward facing?', baby, 'car-seats'),
  q('can she wear a winter coat in the car seat?', baby, 'car-seats'),
  q('what should I do if my baby is choking?', baby, 'choking', 'starting-solids'),
  q('my toddler swallowed a button battery', toddler, 'choking', 'poisoning'),
  q('do I need stair gates?', baby, 'home-safety'),
  q('how do I stop my toddler getting into the cleaning products?', toddler, 'poisoning'),
  q('what sun cream should I use on my baby?', baby, 'home-safety'),
  q('first aid for a burn from a hot drink', toddler, 'burns-scalds'),
  q('how do I keep my toddler safe around a paddling pool?', toddler, 'water-safety'),
  q('is a baby walker a good idea?', baby, 'home-safety'),
  q('how hot should the bath water be?', newborn, 'burns-scalds'),
  // Development
  q('when do babies start crawling?', baby, 'development'),
  q('my 2 year old is not talking much yet, should I worry?', toddler, 'development', 'ear-infections'),
  q('my baby hates tummy time', newborn, 'development'),
  q('when will her first tooth come through?', baby, 'teething', 'dental-health'),
  q('when should I start brushing teeth', baby, 'dental-health', 'teething'),
  q('is she gaining enough weight?', baby, 'development', 'breastfeeding'),
  // Behaviour
  q('how do I stop my toddler hitting other kids at nursery?', toddler, 'tantrums-behaviour'),
  q('how should I handle tantrums in the supermarket?', toddler, 'tantrums-behaviour'),
  q('does time out work for toddlers?', toddler, 'tantrums-behaviour'),
  // Potty
  q('when should I start potty training?', toddler, 'potty-training'),
  q('she was dry but now keeps having accidents', toddler, 'potty-training'),
  q('when will he be dry at night?', toddler, 'potty-training'),
  // Screens
  q('how much tv is ok for a 2 year old?', toddler, 'screen-time'),
  q('is it ok for my baby to watch youtube?', baby, 'screen-time'),
  // Pregnancy
  q('can I drink coffee', pregnant, 'pregnancy-nutrition'),
  q('can I eat soft cheese?', pregnant, 'pregnancy-nutrition'),
  q('how do I cope with morning sickness?', early, 'pregnancy-first-trimester'),
  q('when will I feel the baby move?', pregnant, 'pregnancy-second-trimester', 'pregnancy-third-trimester'),
  q('the baby is moving less than usual today', late, 'pregnancy-third-trimester', 'pregnancy-warning-signs'),
  q('what can I take for a headache while pregnant?', pregnant, 'pregnancy-warning-signs'),
  q('is it safe to exercise while pregnant?', pregnant, 'pregnancy-second-trimester'),
  q('should I get the whooping cough vaccine?', pregnant, 'vaccines'),
  q('which side should I sleep on?', late, 'pregnancy-third-trimester'),
  q('my hands and feet are really itchy at night', late, 'pregnancy-warning-signs'),
  q(
    'spotting in early pregnancy, is that normal?',
    early,
    'pregnancy-warning-signs',
    'pregnancy-first-trimester',
  ),
  q('how much weight should I gain in pregnancy?', pregnant, 'pregnancy-nutrition'),
  q('can I eat tuna and salmon?', pregnant, 'pregnancy-nutrition'),
  // Labour
  q('how do I know if labour has started?', late, 'labour-signs'),
  q('are these braxton hicks or real contractions?', late, 'labour-signs'),
  q('when should I go to hospital with contractions?', late, 'labour-signs'),
  // Postpartum
  q('how long does bleeding last after birth?', postpartum, 'postpartum-recovery'),
  q('I feel tearful and low since the birth', postpartum, 'postpartum-mental-health'),
  q('how long does it take to recover from a c-section?', postpartum, 'postpartum-recovery'),
  q('when can I start pelvic floor exercises?', postpartum, 'postpartum-recovery'),
  // Trying to conceive
  q('how long does it usually take to get pregnant?', ttc, 'trying-to-conceive'),
  q('when am I most fertile?', ttc, 'trying-to-conceive'),
  q(
    'should I take folic acid before getting pregnant?',
    ttc,
    'trying-to-conceive',
    'pregnancy-first-trimester',
  ),
  q('we have been trying for a year with no luck', ttc, 'trying-to-conceive'),
  q('do ovulation tests work?', ttc, 'trying-to-conceive'),
  q('my periods are irregular, can I still get pregnant?', ttc, 'trying-to-conceive'),
  // Written after the scorer was tuned on the questions above, as a check it was not tuned to them.
  q('how warm should I dress my baby for bed?', five, 'safe-sleep'),
  q('she only naps for 30 minutes at a time', five, 'sleep-routines'),
  q('can I give ibuprofen to a 5 month old?', five, 'fever', 'teething', 'ear-infections'),
  q('how do I know if he has an ear infection?', walker, 'ear-infections'),
  q('she has a rash after eating egg', five, 'allergies', 'starting-solids', 'rashes'),
  q('can I use a dummy when breastfeeding?', fiveWeeks, 'safe-sleep', 'breastfeeding', 'dental-health'),
  q('green poo and vomiting', walker, 'vomiting-diarrhoea'),
  q('how often should a 5 week old feed?', fiveWeeks, 'breastfeeding', 'bottle-feeding'),
  q('what are the signs of mastitis?', fiveWeeks, 'breastfeeding'),
  q('my toddler bites when he is angry', walker, 'tantrums-behaviour'),
  q('is it safe to eat runny eggs while pregnant?', pregnantAt(18), 'pregnancy-nutrition'),
  q('when is the anomaly scan?', pregnantAt(18), 'pregnancy-second-trimester'),
  q('my waters have broken, what should I do?', pregnantAt(39), 'labour-signs', 'pregnancy-warning-signs'),
  q('can I drink alcohol while trying for a baby?', ttc, 'trying-to-conceive'),
  q('how do I track ovulation?', ttc, 'trying-to-conceive'),
  q(
    'can my toddler have a bottle of milk at bedtime?',
    walker,
    'dental-health',
    'toddler-eating',
    'bottle-feeding',
  ),
  q('what should be in a bedtime routine?', walker, 'sleep-routines'),
  q('is my baby too young for a forward facing car seat?', five, 'car-seats'),
  q('how do I childproof the windows?', walker, 'home-safety'),
  q('she swallowed a laundry pod', walker, 'poisoning'),
  q('how much solid food should a 7 month old eat?', five, 'starting-solids'),
  q('he has a high temperature and a stiff neck', walker, 'fever', 'rashes', 'ear-infections'),
  q('when should she say her first words?', walker, 'development'),
  q('is it normal for my newborn to sneeze a lot and have a stuffy nose?', fiveWeeks, 'colds-coughs'),
  q('my baby has cradle cap', five, 'rashes'),
];

/** Questions the knowledge base does not cover: the answer must be the plain nothing-relevant one. */
export const OFF_TOPIC: Array<[string, ChatChild]> = [
  ['tips for flying with a baby', baby],
  ['how do I change a car tyre?', toddler],
  ['best lasagne recipe for a dinner party', baby],
  ['what is the cheapest mortgage rate right now?', pregnant],
  ['how do I reset my iphone password?', newborn],
  ['who won the world cup in 2018?', toddler],
  ['how do I apply for a primary school place?', toddler],
  ['my husband and I keep arguing about money', baby],
  ['should we buy an suv or an estate car?', pregnant],
  ['how do I fix a leaking tap in the kitchen?', toddler],
  ["what is taylor swift's new album called?", ttc],
  ['best budget laptop for working from home', newborn],
  ['how do I get a passport for my baby?', baby],
  ['how do I make sourdough bread?', toddler],
  ['what will the weather be like in london tomorrow?', baby],
  ['how do I invest in index funds?', ttc],
  ['can you recommend a holiday destination in spain?', pregnant],
  ['how do I write a cv for a job interview?', postpartum],
  ['how do I train my puppy to stop biting?', toddler],
  ['my wifi keeps dropping, how do I fix it?', baby],
  ['what should I get my wife for her birthday?', newborn],
  ['how do I get red wine out of the carpet?', toddler],
  ['what is the best electric car for long trips?', baby],
  ['how do I get a better night at the casino?', ttc],
  // Written after tuning, as above.
  ['how do I cancel my gym membership?', five],
  ['what should we name our new puppy?', pregnantAt(18)],
  ['best way to save for a deposit on a house', ttc],
  ['how do I unblock a sink?', walker],
  ['what time does the supermarket close on sunday?', fiveWeeks],
  ['how do I get a parking permit?', five],
  ['is bitcoin a good investment?', ttc],
  ['recipe for chicken curry', walker],
  ['how do I set up a new printer?', fiveWeeks],
  ['what are good films to watch tonight?', pregnantAt(18)],
];

/**
 * Questions the local answers still get wrong, each with why; the test fails when this list is
 * out of date either way, so a fix or a new miss shows.
 */
export const KNOWN_MISSES: readonly string[] = [
  // 'car' and 'long trip' are car-seat words; 'electric' means nothing to the base.
  'what is the best electric car for long trips?',
  // The base has no passage saying when babies crawl; stair gates speak of crawling babies.
  'when do babies start crawling?',
  // Since retrieval accepts lower coverage (parents' long messages, issue 20): 'tap' is in the
  // hot-drinks passage ('hot tap').
  'how do I fix a leaking tap in the kitchen?',
];
