import { describe, expect, it } from 'vitest';
import { RED_FLAG_RULES } from '../src/red-flags/rules.js';
import { readdirSync } from 'node:fs';
import { detectRedFlags, redFlagsById, urgentPreamble, type RedFlagContext } from '../src/red-flags/index.js';

/** The knowledge base's topics: one file per topic. */
const KNOWLEDGE_TOPICS = readdirSync(new URL('../../../services/ai-worker/knowledge/', import.meta.url))
  .filter((file) => file.endsWith('.json'))
  .map((file) => file.replace(/\.json$/, ''));

const ctx = (
  stage: string,
  ageMonths: number | null,
  pregnancyWeek: number | null = null,
): RedFlagContext => ({
  stage,
  ageMonths,
  pregnancyWeek,
});
const NEWBORN = ctx('newborn', 1);
const INFANT = ctx('infant', 7);
const TODDLER = ctx('toddler', 24);
const PRESCHOOL = ctx('preschool', 48);
const PREG_12 = ctx('pregnant-1st', null, 12);
const PREG_24 = ctx('pregnant-2nd', null, 24);
const PREG_33 = ctx('pregnant-3rd', null, 33);
const PREG_39 = ctx('pregnant-3rd', null, 39);
const POSTPARTUM = ctx('postpartum-recovery', 0);

type Case = [question: string, context: RedFlagContext | undefined, expected: string[]];

/** Emergencies: each must flag (at least) the listed rules. */
const URGENT: Case[] = [
  // Fever under 3 months, from the context's age or the question's own.
  ['my 6 week old has a fever of 38.5', undefined, ['fever-young-baby']],
  ['she has a temperature of 38.2', ctx('newborn', 1), ['fever-young-baby']],
  ['2 month old with temp 101 F what do I do', undefined, ['fever-young-baby']],
  ['Newborn feels really hot and is feeding less', undefined, ['fever-young-baby']],
  ['my 10-day-old is 38c on the forehead thermometer', undefined, ['fever-young-baby']],
  ['he has a fever', NEWBORN, ['fever-young-baby']],
  ['My eight week old son has a temprature', TODDLER, ['fever-young-baby']],
  ['baby is hot to the touch and 38,3 under the arm', ctx('newborn', 2), ['fever-young-baby']],
  // Breathing.
  ['My baby is struggling to breathe and her ribs are sucking in', INFANT, ['trouble-breathing']],
  ['toddler cant breath properly and is gasping', TODDLER, ['trouble-breathing']],
  ['grunting with every breath and nostrils flaring', NEWBORN, ['trouble-breathing']],
  ['my son stopped breathing', TODDLER, ['not-breathing']],
  ["baby isn't breathing!!", undefined, ['not-breathing']],
  ['she paused breathing for 25 seconds and went pale', NEWBORN, ['not-breathing']],
  ['his breathing stops for long pauses and he changes colour', NEWBORN, ['not-breathing']],
  // Colour.
  ['her lips look blue', INFANT, ['blue-skin']],
  ['baby turned grey and floppy after a feed', NEWBORN, ['blue-skin', 'unresponsive']],
  ['blue around his mouth while crying hard', TODDLER, ['blue-skin']],
  // Floppy, unresponsive, seizure.
  ['he is really floppy and hard to wake', INFANT, ['unresponsive']],
  ["I can't wake my baby up", NEWBORN, ['unresponsive']],
  ['she went limp in my arms and isn’t responding', TODDLER, ['unresponsive']],
  ['my daughter is having a seizure', TODDLER, ['seizure']],
  ['he had a fit with his fever, shaking all over', PRESCHOOL, ['seizure']],
  ['Toddler is convulsing and eyes rolling back', TODDLER, ['seizure']],
  // Dehydration.
  ['no wet nappy for 10 hours and she is very sleepy', INFANT, ['dehydration']],
  ['baby hasnt had a wet diaper in nine hours', ctx('infant', 5), ['dehydration']],
  ['my 3 year old hasn’t peed in 14 hours after vomiting', undefined, ['dehydration']],
  ['her soft spot looks sunken', NEWBORN, ['dehydration']],
  ['dry mouth, no tears when crying and he is so drowsy', TODDLER, ['dehydration']],
  // Head injury.
  ['toddler hit his head on the table and has vomited twice', TODDLER, ['head-injury']],
  ['she fell off the bed and now she is very sleepy', INFANT, ['head-injury']],
  ['my son fell from the top bunk', PRESCHOOL, ['head-injury']],
  ['he bumped his head and was knocked out for a few seconds', PRESCHOOL, ['head-injury']],
  // Poisoning, batteries, choking.
  ['my toddler drank some bleach', TODDLER, ['poisoning']],
  ['she chewed a laundry pod', TODDLER, ['poisoning']],
  ['I think he ate some of my paracetamol tablets', PRESCHOOL, ['poisoning']],
  ['he swallowed a button battery from the remote', TODDLER, ['button-battery']],
  ['I think she swallowed two magnets', PRESCHOOL, ['button-battery']],
  ['My baby is choking on a grape!', INFANT, ['choking']],
  ['what should I do, he is choking right now', TODDLER, ['choking']],
  // Allergy, rash, vomit, burns, water.
  ['his lips and tongue are swelling after peanut butter', INFANT, ['severe-allergy']],
  ['hives all over after eating egg and now wheezing', TODDLER, ['severe-allergy']],
  ["she has a rash that doesn't fade when I press a glass on it", TODDLER, ['non-blanching-rash']],
  ['fever and a stiff neck, hates the light', PRESCHOOL, ['non-blanching-rash']],
  ['baby vomiting bright green', NEWBORN, ['green-vomit']],
  ['she pulled a cup of hot tea onto her face', TODDLER, ['burn']],
  ['scalded his hand with boiling water and it is blistering', TODDLER, ['burn']],
  ['we pulled him out of the pool, he nearly drowned', PRESCHOOL, ['near-drowning']],
  // Pregnancy.
  ["I haven't felt the baby move today", PREG_33, ['reduced-fetal-movement']],
  ['baby is moving less than usual, is that normal at 38 weeks?', PREG_39, ['reduced-fetal-movement']],
  ['heavy bleeding and cramps', PREG_12, ['pregnancy-bleeding']],
  ['my waters broke at 30 weeks', undefined, ['waters-breaking-early']],
  ['I think my waters are leaking', PREG_33, ['waters-breaking-early']],
  ['severe headache and flashing lights, 34 weeks pregnant', undefined, ['pre-eclampsia']],
  ['my face and hands suddenly swelled up overnight', PREG_33, ['pre-eclampsia']],
  ['severe stomach pain that won’t go away', PREG_24, ['pregnancy-severe-pain']],
  ['regular contractions every 5 minutes', PREG_33, ['preterm-labour']],
  // After birth.
  ["I'm soaking a pad an hour and passing large clots", POSTPARTUM, ['postpartum-bleeding']],
  ['I gave birth last week and have chest pain', undefined, ['chest-pain']],
  ['i feel short of breath', POSTPARTUM, ['postpartum-breathless']],
  ['I have a fever of 38.6 five days after my c-section', undefined, ['postpartum-fever']],
  ['my left calf is swollen and painful', POSTPARTUM, ['leg-clot']],
  // Mental health.
  ['I want to die', NEWBORN, ['self-harm']],
  ['I keep having thoughts of hurting my baby', NEWBORN, ['self-harm']],
  ['sometimes i think everyone would be better off without me', TODDLER, ['self-harm']],
  ['my wife is hearing voices and thinks the baby is evil', NEWBORN, ['postpartum-psychosis']],
  // Found by probing: each once missed.
  ['help my baby is blue', undefined, ['blue-skin']],
  ['I accidentally gave her two doses of calpol', INFANT, ['poisoning']],
  ['my kid drank some of the dishwasher liquid', TODDLER, ['poisoning']],
  ['the toddler found my vape and sucked on it', TODDLER, ['poisoning']],
  ['he put a battery in his mouth', TODDLER, ['button-battery']],
  ['my baby has a purple rash on her legs and a fever', INFANT, ['non-blanching-rash']],
  ['I think my baby has stopped moving, 36 weeks', undefined, ['reduced-fetal-movement']],
  ['twins moving less 32 weeks', undefined, ['reduced-fetal-movement']],
  ['the baby has been quieter today', PREG_33, ['reduced-fetal-movement']],
  ["I'm 28 weeks and bleeding heavily", undefined, ['pregnancy-bleeding']],
  ['blurry vision and a bad headache at 36 weeks', undefined, ['pre-eclampsia']],
  ['heavy bleeding 2 weeks postpartum', undefined, ['postpartum-bleeding']],
  ['my c section wound is red and I have a temperature', POSTPARTUM, ['postpartum-fever']],
  [
    "my partner is acting strangely and says she hasn't slept in 3 days and feels invincible",
    NEWBORN,
    ['postpartum-psychosis'],
  ],
  ['I feel like I could shake the baby when he screams', NEWBORN, ['self-harm']],
  ['my 6 month old is wheezing and working hard to breathe', undefined, ['trouble-breathing']],
  ['how do I cool down my 6 week old, she has 38.6', undefined, ['fever-young-baby']],
  ['my baby is 11 weeks with a temperature of 38.2', undefined, ['fever-young-baby']],
  ['what should I do if my baby has a fever at 6 weeks', undefined, ['fever-young-baby']],
  ["he doesn't have a fever, but his lips are blue", INFANT, ['blue-skin']],
  ['How can I prevent choking? My son is choking now!', TODDLER, ['choking']],
  ['My daughter just ate a dishwasher tablet, what happens now?', TODDLER, ['poisoning']],
  [
    "what are the signs of meningitis? my baby has a rash that doesn't fade with a glass",
    INFANT,
    ['non-blanching-rash'],
  ],
  ["my toddler keeps vomiting and hasn't peed since this morning", TODDLER, ['dehydration']],
  ["my daughter is wheezing and can't talk in full sentences", PRESCHOOL, ['trouble-breathing']],
  ['my son drank cough syrup, the whole bottle', TODDLER, ['poisoning']],
  ["I'm 5 days postpartum and bleeding through a pad every hour", undefined, ['postpartum-bleeding']],
  ["I don't want to be here anymore", NEWBORN, ['self-harm']],
  ['my wife thinks someone is trying to poison the baby and hasn’t slept', NEWBORN, ['postpartum-psychosis']],
  // Realistic questions, second pass: the child's own body heat, heatstroke, movements, wording.
  ['my 3 week old feels hot and wont feed', undefined, ['fever-young-baby']],
  ['his head is hot, he is 7 weeks', undefined, ['fever-young-baby']],
  ['newborn burning up tonight what do i do', undefined, ['fever-young-baby']],
  ['6 wk old has a hot forehead but cold feet, should i worry', undefined, ['fever-young-baby']],
  ['my 5 week old is 38.1 under the arm', undefined, ['fever-young-baby']],
  ['is 38.0 a fever in a newborn?', undefined, ['fever-young-baby']],
  ['baby 2 weeks old temp 38 is that a fever', undefined, ['fever-young-baby']],
  ['8 week old very hot and sleepy even though the room is cool', undefined, ['fever-young-baby']],
  ['my daughter is 9 weeks and running a temperature of 100.8', undefined, ['fever-young-baby']],
  ['i left my baby in the hot car for 10 minutes and now he is very sleepy and red', INFANT, ['heatstroke']],
  ['I think my toddler has heatstroke, she is confused and vomiting', TODDLER, ['heatstroke']],
  ['daughter had a seizure 2 hours ago, now sleepy but ok, should she see a doctor', TODDLER, ['seizure']],
  ['baby lips blue when in the bath water cold?', INFANT, ['blue-skin']],
  ['i want to die', undefined, ['self-harm']],
  ['honestly some days i just want to die, the baby never stops crying', NEWBORN, ['self-harm']],
  ['i keep thinking the baby would be better off without me', NEWBORN, ['self-harm']],
  ['no wet nappy since last night', INFANT, ['dehydration']],
  ['soaking a pad every hour 5 days after birth', undefined, ['postpartum-bleeding']],
  ['baby not moving as much at 34 weeks', undefined, ['reduced-fetal-movement']],
  ['baby not kicking as much today 30 weeks', undefined, ['reduced-fetal-movement']],
  ["I haven't felt much movement today, 29 weeks", undefined, ['reduced-fetal-movement']],
  ['I feel hot and shivery, 4 days after my c section', undefined, ['postpartum-fever']],
  ['lochia smells bad and I have a temperature, 1 week after birth', undefined, ['postpartum-fever']],
  ["she's breathing really fast and her tummy is sucking in under her ribs", INFANT, ['trouble-breathing']],
  ['my baby is breathing fast and grunting, 3 weeks old', undefined, ['trouble-breathing']],
  ['help he swallowed something and cant breathe', TODDLER, ['trouble-breathing']],
  [
    'baby rolled off the bed onto the floor, 4 months, now very sleepy and vomited',
    undefined,
    ['head-injury'],
  ],
  ['my toddler swallowed a magnet from the fridge', TODDLER, ['button-battery']],
  ['my toddler licked a dishwasher tablet', TODDLER, ['poisoning']],
  ['my 5 month old vomited green', undefined, ['green-vomit']],
  // Third pass: long messages, typos, pregnancy and postpartum wording.
  [
    'hi so my lo is 6 weeks and she feels really warm and hot on her tummy and back, hasnt fed well all day, thermometer says 38.4 in her armpit, do i just give calpol?',
    undefined,
    ['fever-young-baby'],
  ],
  ['my baby seems hot and is really grizzly, she is 2 months', undefined, ['fever-young-baby']],
  ['my son has a high temp and is 5 weeks old', undefined, ['fever-young-baby']],
  ['babys temp is 100.6 and she is 7 wks', undefined, ['fever-young-baby']],
  ['newborn temperture 38.3 rectal', undefined, ['fever-young-baby']],
  [
    'my 6 week old had a fever yesterday but its gone now and shes feeding well',
    undefined,
    ['fever-young-baby'],
  ],
  ['my son is wheezing and his lips look a bit grey', TODDLER, ['blue-skin']],
  ['he is so floppy and wont wake up for his feed!!', NEWBORN, ['unresponsive']],
  ['my newborn is very sleepy and hard to wake for feeds', undefined, ['unresponsive']],
  ['my baby went stiff and her eyes rolled back and she wasnt responding', INFANT, ['seizure']],
  ['my daughter is having a fit right now what do i do', TODDLER, ['seizure']],
  ['my 1 year old fell down the stairs and is crying', undefined, ['head-injury']],
  ['my 18 month old fell off the kitchen counter onto tiles and vomited', undefined, ['head-injury']],
  ['my 2 year old got into my handbag and ate some of my iron tablets', undefined, ['poisoning']],
  ['toddler drank a bit of washing up liquid', TODDLER, ['poisoning']],
  ['she grabbed my hot coffee and burnt her hand, its blistering', TODDLER, ['burn']],
  ['he slipped in the bath and went under, now coughing a lot and sleepy', TODDLER, ['near-drowning']],
  ['after peanut butter her lips swelled up and she is coughing', INFANT, ['severe-allergy']],
  ['bleeding heavily with clots at 10 weeks', PREG_12, ['pregnancy-bleeding']],
  ['my waters have gone and they are green, 40 weeks', undefined, ['waters-breaking-early']],
  ['i think im leaking fluid at 32 weeks', undefined, ['waters-breaking-early']],
  ['bad headache that wont go away and my vision is blurry 37 weeks', undefined, ['pre-eclampsia']],
  ['sharp pain on one side, 6 weeks pregnant, feeling faint', undefined, ['pregnancy-severe-pain']],
  ['period like cramps at 33 weeks coming every 10 minutes', undefined, ['preterm-labour']],
  ['my calf hurts and is swollen, had the baby 2 weeks ago', undefined, ['leg-clot']],
  ['i have thoughts of harming myself', POSTPARTUM, ['self-harm']],
  [
    'my partner hasnt slept in days, says she is on a mission from god and the baby is special',
    NEWBORN,
    ['postpartum-psychosis'],
  ],
  ['baby only had 2 wet nappies in 24 hours and is 5 days old', undefined, ['dehydration']],
  // Fourth pass: heat in the room and on the body together, heatstroke, batteries still urgent.
  ['baby feels hot but the room is hot too, 4 weeks old, no thermometer', undefined, ['fever-young-baby']],
  ['his back feels really hot, he is 6 weeks', undefined, ['fever-young-baby']],
  ['she is hot and floppy, 2 weeks old', undefined, ['fever-young-baby', 'unresponsive']],
  [
    'it was hot in the car and now my 3 month old is floppy and wont wake',
    undefined,
    ['unresponsive', 'heatstroke'],
  ],
  ['my 1 month old is so hot to touch and breathing fast', undefined, ['fever-young-baby']],
  ['my newborn has a fever and my toddler too', undefined, ['fever-young-baby']],
  [
    'my partner has a temperature and baby is 3 weeks old, also her head feels hot',
    undefined,
    ['fever-young-baby'],
  ],
  ['toddler locked in the car and keys inside, sunny day', TODDLER, ['heatstroke']],
  ['he swallowed a battery 2 hours ago and seems fine', TODDLER, ['button-battery']],
  ['she swallowed a button battery yesterday and is off her food', TODDLER, ['button-battery']],
  ['my daughter is choking on her food, help', INFANT, ['choking']],
  ['she had a seizure this morning for the first time', TODDLER, ['seizure']],
  ['he had a febrile seizure 5 minutes ago and is still sleepy', TODDLER, ['seizure']],
  ['my son has a fever and a rash of tiny red spots that dont fade', TODDLER, ['non-blanching-rash']],
  ['my baby was born at 35 weeks, now 2 weeks old and feels hot', undefined, ['fever-young-baby']],
  ['the baby hasnt moved since yesterday, 38 weeks', undefined, ['reduced-fetal-movement']],
  ['i cant feel the baby kicking today, 31 weeks', undefined, ['reduced-fetal-movement']],
  ['heavy bleeding 6 weeks after birth, soaking through pads', undefined, ['postpartum-bleeding']],
  ['i feel so hot and shaky, 3 days after birth', undefined, ['postpartum-fever']],
  ['i feel so hot and shaky, 3 days after birth', POSTPARTUM, ['postpartum-fever']],
  ['I want to die, I cant cope with the baby', undefined, ['self-harm']],
  // Issue 20: signs as parents describe them (my own phrasings, one concept each).
  [
    'barely felt the baby move since yesterday, shall I wait till Monday',
    PREG_33,
    ['reduced-fetal-movement'],
  ],
  ['shes been so still tonight, normally she goes wild after tea', PREG_33, ['reduced-fetal-movement']],
  [
    'the remote control is open and the round battery is gone, he was playing with it',
    TODDLER,
    ['button-battery'],
  ],
  ['the back of the kitchen scales came off and the little flat disc is missing', INFANT, ['button-battery']],
  [
    '3 week old grunting with every breath and the skin sucking in under her ribs',
    undefined,
    ['trouble-breathing'],
  ],
  ['you can see his ribs showing with each breath and his head is bobbing', INFANT, ['trouble-breathing']],
  [
    'his puffer isnt helping and he can only say a couple of words at a time',
    PRESCHOOL,
    ['trouble-breathing'],
  ],
  ['pale, blotchy, cold hands and vomiting all day', TODDLER, ['sepsis']],
  ['his legs look marbled and his feet are freezing, temp 39', TODDLER, ['sepsis']],
  ['she has a weak whimpering cry and wont take her bottle', INFANT, ['sepsis']],
  ['toddler drank dishwasher liquid and is coughing', TODDLER, ['poisoning']],
  [
    'his granny dropped her blood pressure tablets and two are missing, he was next to them',
    TODDLER,
    ['poisoning'],
  ],
  ['she got hold of the bleach bottle, the lid was off', TODDLER, ['poisoning']],
  ['sudden swelling of face and hands at 31 weeks', undefined, ['pre-eclampsia']],
  ['my eyes keep going fuzzy and i have a banging head', PREG_33, ['pre-eclampsia']],
  ['he stopped breathing for a few seconds', INFANT, ['not-breathing']],
  ['no breaths for what felt like ages then she gasped', NEWBORN, ['not-breathing']],
  ['rolled off the changing table and hes been sick twice since', INFANT, ['head-injury']],
  ['banged her head on the fireplace, now really sleepy and not herself', TODDLER, ['head-injury']],
  ['there is a squishy swelling on his head after he fell down the step', INFANT, ['head-injury']],
  ['he keeps throwing up and it is bright yellow-green', TODDLER, ['green-vomit']],
  ['spewing dark green stuff', INFANT, ['green-vomit']],
  ['hasnt had a wet nappy since this morning and keeps spewing', INFANT, ['dehydration']],
  ['lips cracked, no tears and so sleepy after the tummy bug', TODDLER, ['dehydration']],
  ['tried peanut for the first time and his voice has gone croaky', INFANT, ['severe-allergy']],
  ['a wasp stung her and now her eyes are swelling shut', PRESCHOOL, ['severe-allergy']],
  ['went under at the swimming pool, now an hour later still coughing', PRESCHOOL, ['near-drowning']],
  ['water trickling down my legs at 32 weeks', undefined, ['waters-breaking-early']],
  ['tightenings coming and going every few minutes, 30 weeks', undefined, ['preterm-labour']],
  ['his arms and legs were jerking and he wasnt answering me, first time ever', TODDLER, ['seizure']],
  ['bleeding through my jeans at 20 weeks', undefined, ['pregnancy-bleeding']],
];

/** Look-alikes and education: none may flag. */
const NOT_URGENT: Case[] = [
  ['my 2 year old has a mild fever but is playing happily', undefined, []],
  ['she has a temperature of 38.2', ctx('toddler', 24), []],
  ['fever in a 4 year old who is drinking well', undefined, []],
  ['baby sneezes a lot', NEWBORN, []],
  ['newborn breathing pauses for a few seconds is that normal', undefined, []],
  ['what temperature should the nursery be', NEWBORN, []],
  ['how do I bathe a newborn', undefined, []],
  ['baby spits up after feeds', NEWBORN, []],
  ['toddler fell but is fine and playing', TODDLER, []],
  ['how to prevent choking', INFANT, []],
  ['what foods are choking hazards', TODDLER, []],
  ['is it normal to feel less tired in the second trimester', PREG_24, []],
  ["baby's lips look chapped", INFANT, []],
  ['my newborn has no fever but sneezes', undefined, []],
  ['her temperature is 37.2, is that normal for a 3 week old?', undefined, []],
  ['how do I take my newborn’s temperature', undefined, []],
  ['baby stops breathing for 5 seconds in his sleep then breathes fast', NEWBORN, []],
  ['my baby grunts a lot while sleeping', NEWBORN, []],
  ["baby's hands and feet look a bit blue when she's cold", NEWBORN, []],
  ['what are the signs of dehydration in babies', INFANT, []],
  ['what are the signs of meningitis', TODDLER, []],
  ['when is the meningitis b vaccine given', NEWBORN, []],
  ['rash on his tummy that fades when pressed, no fever', TODDLER, []],
  ['green poo in a breastfed baby', NEWBORN, []],
  ['my toddler has tantrum fits every evening', TODDLER, []],
  ['does the car seat fit a newborn', undefined, []],
  ['what should I do if my child swallows a battery', TODDLER, []],
  ['how do I store cleaning products safely', TODDLER, []],
  ['is it safe to take paracetamol while breastfeeding', NEWBORN, []],
  ['how to treat a small burn on the arm', TODDLER, []],
  ['he bumped his head but no vomiting and he is not drowsy', PRESCHOOL, []],
  ['light spotting at 8 weeks, is that common?', PREG_12, []],
  ['swollen feet and ankles in third trimester', PREG_33, []],
  ['braxton hicks tightenings at 35 weeks', PREG_33, []],
  ['my waters broke at 39 weeks, when should I go in', PREG_39, []],
  ['I get breathless climbing the stairs', PREG_33, []],
  ['how long does bleeding last after birth', POSTPARTUM, []],
  ['baby gags on lumpy food', INFANT, []],
  ['he choked on milk but coughed it up and is fine now', NEWBORN, []],
  ['is my 5 month old too hot in a 2.5 tog sleeping bag', ctx('infant', 5), []],
  ['my baby kicks her legs a lot, is that normal', INFANT, []],
  ['I took ibuprofen, can I still breastfeed?', NEWBORN, []],
  ['toddler has a limp after the park', TODDLER, []],
  ['baby has a floppy head, how do I support it', NEWBORN, []],
  ['38 weeks pregnant and baby is very active at night', PREG_39, []],
  ['how can I tell if my baby has trouble breathing', INFANT, []],
  ['period of purple crying', NEWBORN, []],
  ['her fever is not responding to calpol, she is 3 years old', undefined, []],
  ['can babies choke on puffs', INFANT, []],
  ['my toddler bit his lip and it is swollen', TODDLER, []],
  ['fever after 8 week jabs is that normal', ctx('newborn', 2), []],
  ['baby feels hot at night but temp is normal', NEWBORN, []],
  ['baby has blue eyes will they change', NEWBORN, []],
  ['my baby has a mongolian blue spot on his back', NEWBORN, []],
  ['she drank bath water', INFANT, []],
  ['how do I change the batteries in the baby monitor', INFANT, []],
  ['my baby was born at 32 weeks and now has a cold', INFANT, []],
  ["she isn't floppy or blue, just a bit sleepy with a cold", INFANT, []],
  ['how to baby proof the bathroom to prevent drowning', TODDLER, []],
  ['she slipped under the water in the bath for a second, coughed, now fine', INFANT, []],
  ['is it normal to have a headache in the first trimester', PREG_12, []],
  ['red rash on cheeks, fades when I press', INFANT, []],
  ['how do I do the glass test for a rash', TODDLER, []],
  ['she ate spinach puree and her sick is green', INFANT, []],
  ['the new car seat is a tight fit', INFANT, []],
  ['my toddler throws fits when I say no', TODDLER, []],
  ['my nipples are bleeding from breastfeeding', POSTPARTUM, []],
  ['I have mastitis and chest pain when breastfeeding', POSTPARTUM, []],
  ['my baby has a cold and a blocked nose, cant breathe through her nose when feeding', INFANT, []],
  ["I'm so tired I could cry", NEWBORN, []],
  ["I don't want to live in this flat with a baby", NEWBORN, []],
  ['my baby was hot and sweaty after sleeping', NEWBORN, []],
  ['what to do if a child is poisoned', TODDLER, []],
  ['toddler hit his head, small bump, acting normal', TODDLER, []],
  ['baby is limp when sleeping deeply, arms flop', NEWBORN, []],
  ['baby feels hot after a bath', NEWBORN, []],
  ['seizure risk with vaccines', INFANT, []],
  ['green snot and cough in 6 month old', undefined, []],
  ['bleeding gums pregnancy', PREG_24, []],
  ['swelling in my feet at 37 weeks', PREG_39, []],
  ['how do I know if my waters have broken', PREG_33, []],
  ['is it ok if baby has no wet nappy for 3 hours', NEWBORN, []],
  ['my 3 month old has a fever of 38.2', undefined, []],
  ['My newborn has a temp of 37.4, is that a fever', undefined, []],
  ['if my baby ever swallowed a battery what should I do', INFANT, []],
  ['what happens if a toddler eats a laundry pod', TODDLER, []],
  ["I'm pregnant and my 2 year old has a fever", PREG_24, []],
  ["my baby isn't unresponsive but very sleepy", NEWBORN, []],
  // Realistic questions, second pass: weather, rooms, baths and drinks are hot, not the baby;
  // someone else's fever; babies in general; episodes long past; normal newborn things.
  ['is it ok to give water to my 3 week old when it is hot?', ctx('newborn', 0), []],
  ['how do i keep my newborn cool in hot weather', NEWBORN, []],
  ['its really hot today should baby wear a vest', NEWBORN, []],
  ['heatwave this week, 6 week old, how many layers at night?', undefined, []],
  ['is the nursery too hot at 24 degrees', NEWBORN, []],
  ['the room is hot, should i put a fan on for my 2 week old', undefined, []],
  ['bath water felt too hot so i added cold, how do i check it properly', NEWBORN, []],
  ['can i drink hot tea while holding my newborn', undefined, []],
  ['can i have a hot drink while breastfeeding my 4 week old', undefined, []],
  ['warmed her milk in the microwave and it was really hot in the middle, is that dangerous', NEWBORN, []],
  ['my 8 week old gets hot and sweaty in the car seat on hot days', undefined, []],
  ['how hot is too hot for a pram walk with a newborn', undefined, []],
  ["it's so hot in the flat, is my newborn ok in just a nappy", undefined, []],
  ['my house is really hot at night, how should i dress my 2 week old', undefined, []],
  ['is it ok for my 4 week old to sleep in a hot room if the window is open', undefined, []],
  ['we had a hot bath together, can a newborn get too hot in the bath?', undefined, []],
  ['is it ok to have a hot bath at 30 weeks pregnant', PREG_33, []],
  ['hot flushes at night 6 weeks postpartum', undefined, []],
  ['gave my 6 week old formula that was a bit too hot, she cried, is she ok', undefined, []],
  ['when its hot outside should i give my 7 week old extra feeds', undefined, []],
  ['it was a hot day and my 10 week old was grumpy and sweaty, cooled down now', undefined, []],
  ['can my 5 week old go in the sun when it is very hot', undefined, []],
  ['the car gets hot in the afternoon, is it ok to drive with my 3 week old', undefined, []],
  ['My mum says babies who have a fever should be wrapped up, is that right?', NEWBORN, []],
  ['how long do babies have a temperature after vaccines', NEWBORN, []],
  ['what temperature counts as a fever in a newborn', undefined, []],
  ['my older son has a fever, how do i stop the newborn catching it', NEWBORN, []],
  ['my 4 year old has a temperature, can my 2 week old catch it?', undefined, []],
  ['my husband has a fever, should he stay away from our 3 week old', undefined, []],
  ['my 10 week old is 37.8', undefined, []],
  ['temp 36.2 in my 3 week old, too low?', undefined, []],
  ['is a fever of 38 dangerous for a 4 year old', undefined, []],
  ['my 3 yo has a fever of 39.5 and is drinking fine', undefined, []],
  ['what is a normal temperature for a newborn', undefined, []],
  ['baby sweaty head when feeding is that normal', NEWBORN, []],
  ['my baby got too hot in the sling, she is fine now', NEWBORN, []],
  ['how do i prevent heatstroke in a toddler on holiday', TODDLER, []],
  ['he had a febrile seizure last year, how do I prevent another?', TODDLER, []],
  ['she had a febrile convulsion when she was 1, what should i do if it happens again', PRESCHOOL, []],
  ['my son had a fit when he was a baby, will he have more', PRESCHOOL, []],
  ['my son had a seizure two years ago with a high temp, is he more likely to have another', PRESCHOOL, []],
  ['after the choking scare yesterday what foods should I avoid', INFANT, []],
  ['my toddler choked on a grape last week and i panicked, how do i do back blows', TODDLER, []],
  ['she swallowed a battery last year and had surgery, is her throat ok now', PRESCHOOL, []],
  ['how do I know if my baby is dehydrated', INFANT, []],
  ['baby bumped head on the floor, no vomiting, acting normal', INFANT, []],
  ['newborn sneezing and hiccups', undefined, []],
  ['toddler ate a crayon', TODDLER, []],
  ['swallowed a bit of toothpaste', TODDLER, []],
  ["blue veins on baby's head", NEWBORN, []],
  ['feeling down since birth, crying a lot', POSTPARTUM, []],
  ['I feel like a bad mum and cry every day, baby is 6 weeks', undefined, []],
  ['hasnt pooped in 3 days', INFANT, []],
  ['baby breathing fast while asleep', NEWBORN, []],
  ['spotting at 7 weeks', PREG_12, []],
  ['brown discharge at 10 weeks no pain', undefined, []],
  ['light bleeding like a period at 9 weeks pregnant', undefined, []],
  ["when will I feel the baby move, I'm 17 weeks", undefined, []],
  ['is it normal for the pattern of movements to change near the end', PREG_39, []],
  ["I'm 36 weeks and my tummy keeps going hard, is that braxton hicks", undefined, []],
  ['my 4 month old stops breathing for a couple of seconds when sleeping then carries on', undefined, []],
  ['6 month old wheezy with a cold but feeding and breathing fine', undefined, []],
  ['baby makes a whistling noise through his nose when sleeping', NEWBORN, []],
  ['my son fell off the sofa and cried straight away, seems fine now', INFANT, []],
  ['lump on head after falling off the swing, toddler acting normal', TODDLER, []],
  ['daughter put a bead up her nose', TODDLER, []],
  ['toddler drank some of my tea, it was cold', TODDLER, []],
  ['baby ate peas and then threw up green', INFANT, []],
  ['toddler been sick 4 times today but still drinking and weeing', TODDLER, []],
  ['he had a fever last week and now has a rash that fades', TODDLER, []],
  // Third pass: normal baby things asked anxiously, minor injuries, past or general questions.
  ['my 9 week old is warm but temp is 37.2, is that ok', undefined, []],
  ['is it normal for a newborn to have cold hands', undefined, []],
  ['he is hot after being in the sling all morning, 37.4 now', NEWBORN, []],
  ['how do you know if a baby is too hot or too cold at night', NEWBORN, []],
  ['can a newborn overheat in a hot car seat in summer', undefined, []],
  ['what is the best room temp for a 4 week old', undefined, []],
  ['does teething cause a high temperature', INFANT, []],
  ['should i be worried about a hot water bottle in the cot', NEWBORN, []],
  ['my 3 week old was sick after a feed, hot milk?', undefined, []],
  ['im 39 weeks and so hot all the time is that normal', PREG_39, []],
  ['i am 2 weeks postpartum and having night sweats, is that normal', undefined, []],
  ['my 4 week old is wearing a hat indoors, is that too hot?', undefined, []],
  ["baby's breathing sounds rattly but she is feeding fine and pink", NEWBORN, []],
  ['baby holds her breath when crying and goes red', INFANT, []],
  ['my toddler had a breath holding spell and went blue for a few seconds then fine', TODDLER, []],
  ['how do i wake a sleepy newborn for feeds', undefined, []],
  ['is it normal for my 2 week old to sleep 4 hours between feeds', undefined, []],
  ['toddler fainted after standing up in a hot bath, came round straight away', TODDLER, []],
  ['baby twitches in his sleep is that a seizure', NEWBORN, []],
  ['is jerking in sleep normal for a 3 month old', undefined, []],
  ['he knocked his head on the coffee table, small red mark, playing normally', TODDLER, []],
  ['he swallowed a grape seed', TODDLER, []],
  ['my son swallowed a small lego piece but seems fine', TODDLER, []],
  ['baby ate some soil in the garden', INFANT, []],
  ['is calpol safe to give a 2 month old', undefined, []],
  ['how much calpol can i give my 3 year old', undefined, []],
  ['he touched the oven door, small red mark on his finger, no blister', TODDLER, []],
  ['what should i put on a small burn', TODDLER, []],
  ['she got water up her nose in swimming lessons', INFANT, []],
  ['first time trying egg, got a few hives around his mouth, otherwise happy', INFANT, []],
  ['my toddler has a swollen eye from a mosquito bite', TODDLER, []],
  ['I had a small bleed after sex at 20 weeks', undefined, []],
  ['pink discharge after a sweep at 40 weeks', PREG_39, []],
  ['headache in pregnancy, paracetamol helped', PREG_24, []],
  ['cramps at 12 weeks, is that normal', undefined, []],
  ['lochia still red at 3 weeks postpartum, not heavy', undefined, []],
  ['my stitches are sore and smell, 10 days after birth', undefined, []],
  ['leg cramps at night in pregnancy', PREG_33, []],
  ['cant stop crying and feel like im failing my baby', POSTPARTUM, []],
  ['some nights i wish i could just disappear', POSTPARTUM, []],
  ['i think i have postnatal depression, who do i talk to', POSTPARTUM, []],
  ['newborn has yellow skin and eyes at 2 days', undefined, []],
  ['my baby has a flat head', INFANT, []],
  ['how do I know if my baby is dehydrated in hot weather', INFANT, []],
  ['my baby has had diarrhea for 2 days but lots of wet nappies', INFANT, []],
  ['no wee for 6 hours, toddler, drinking ok', TODDLER, []],
  // Fourth pass: overheating advice, hypothetical seizures, figures of speech.
  ['nursery is too hot, 26c, baby is 5 weeks and sweaty, what should she wear', undefined, []],
  ['my toddler got a bit too hot at the beach and was grumpy, fine after a drink', TODDLER, []],
  ['my 6 year old was in the sun all day and has a headache and feels sick', undefined, []],
  ['is it safe to use a fan in a hot room with a newborn', undefined, []],
  ['keep baby cool in a heatwave tips', NEWBORN, []],
  ['we left her in the car for two minutes while paying for fuel, is that illegal', INFANT, []],
  ['can my baby go to sleep in a hot weather sleeping bag', NEWBORN, []],
  ['he choked on some apple earlier, coughed it out, fine now, when can he have apple again', INFANT, []],
  ['what to do when a baby has a febrile seizure', INFANT, []],
  ['my 5 week old has a temperature of 37.9 is that a fever', undefined, []],
  ['how do i bring down a fever in my 2 year old', undefined, []],
  ['should i wake my toddler to give calpol for his fever', TODDLER, []],
  ['i had a hot shower and felt dizzy, 33 weeks', undefined, []],
  ['baby kicks less after i eat, 25 weeks, is that normal', undefined, []],
  ['can i take a hot bath to help with back pain at 33 weeks', undefined, []],
  ['lol i could kill for a cup of tea, newborn wont sleep', NEWBORN, []],
  ['i feel like i am dying of tiredness', NEWBORN, []],
  ['she died of embarrassment when the baby screamed in the shop', NEWBORN, []],
  // Issue 20: the mild, past or general version of each concept stays quiet.
  ['my baby grunts and strains when she poos', NEWBORN, []],
  ['is it normal for a newborn to have blotchy skin after a bath', undefined, []],
  ['what are the signs of sepsis in a toddler', TODDLER, []],
  ['how do i childproof the remote control battery cover', TODDLER, []],
  ['how many wet nappies should a 2 week old have', undefined, []],
  ['baby kicks a lot at night, 28 weeks', PREG_33, []],
  ['she bumped her head on the table yesterday and is running around fine', TODDLER, []],
  ['my hands and feet are a bit swollen in the evenings, 34 weeks', undefined, []],
  ['how do i treat hives after a new washing powder, she is happy and playing', TODDLER, []],
];

function ids(question: string, context?: RedFlagContext): string[] {
  return detectRedFlags(question, context).map((flag) => flag.id);
}

describe('detectRedFlags', () => {
  it.each(URGENT)('flags %j', (question, context, expected) => {
    expect(ids(question, context)).toEqual(expect.arrayContaining(expected));
  });

  it.each(NOT_URGENT)('does not flag %j', (question, context) => {
    expect(ids(question, context)).toEqual([]);
  });

  it('has enough phrasings of both kinds, covering every rule', () => {
    expect(URGENT.length).toBeGreaterThanOrEqual(45);
    expect(NOT_URGENT.length).toBeGreaterThanOrEqual(35);
    const covered = new Set(URGENT.flatMap(([, , expected]) => expected));
    expect(RED_FLAG_RULES.map((rule) => rule.id).filter((id) => !covered.has(id))).toEqual([]);
  });

  it("lets the question's own age override the context's", () => {
    expect(ids('my 3 week old has a fever', TODDLER)).toEqual(['fever-young-baby']);
    expect(ids('my 4 year old has a fever', NEWBORN)).toEqual([]);
  });

  it('decides fever from the reading, in either unit', () => {
    expect(ids('temperature 37.9', NEWBORN)).toEqual([]);
    expect(ids('temperature 100.2 F', NEWBORN)).toEqual([]);
    expect(ids('temperature 100.4 F', NEWBORN)).toEqual(['fever-young-baby']);
    expect(ids('it was 38.4 earlier and 37.5 now', NEWBORN)).toEqual(['fever-young-baby']);
  });

  it("reads 'hot' as the child's body, not the weather, room, bath or drink", () => {
    const young = ctx('newborn', 0);
    for (const q of ['she feels hot', 'hot to the touch', 'his head is hot', 'burning up'])
      expect(ids(q, young)).toEqual(['fever-young-baby']);
    for (const q of [
      'when it is hot',
      'hot weather',
      'on a hot day',
      'heatwave',
      'a hot bath',
      'the bath is too hot',
      'hot milk',
      'a hot drink',
      'the room is hot',
      'the nursery is too hot',
    ])
      expect(ids(q, young)).toEqual([]);
  });

  it('counts wet-nappy hours by age: 8 for a baby, 12 for a child', () => {
    expect(ids('no wet nappy for 9 hours', INFANT)).toEqual(['dehydration']);
    expect(ids('no wet nappy for 9 hours', PRESCHOOL)).toEqual([]);
    expect(ids('no wet nappy for 13 hours', PRESCHOOL)).toEqual(['dehydration']);
  });

  it('flags waters breaking early from the pregnancy week in the context', () => {
    expect(ids('my waters just broke', PREG_33)).toEqual(['waters-breaking-early']);
    expect(ids('my waters just broke', PREG_39)).toEqual([]);
  });

  it('returns several matches most serious first, once each', () => {
    const flags = ids('she is not breathing and her lips are blue, she went floppy, not breathing', INFANT);
    expect(flags).toEqual(['not-breathing', 'unresponsive', 'blue-skin']);
  });

  it('puts the most specific rule first: a named cause before signs alone', () => {
    expect(ids('toddler drank dishwasher liquid and is coughing and struggling to breathe', TODDLER)[0]).toBe(
      'poisoning',
    );
    expect(ids('he hit his head and now he is floppy and drowsy', TODDLER)[0]).toBe('head-injury');
    // Not breathing comes first whatever else is matched.
    expect(ids('fell off the climbing frame and is not breathing', TODDLER)[0]).toBe('not-breathing');
  });

  it('never reads pregnancy swelling and headache as anaphylaxis', () => {
    const pregnant = ['swelling of my face and hands, a bad headache and flashing lights', PREG_33] as const;
    expect(ids(...pregnant)).toContain('pre-eclampsia');
    expect(ids(...pregnant)).not.toContain('severe-allergy');
    expect(ids('my face has puffed up and i have a headache that wont go, 30 weeks pregnant')).toEqual([
      'pre-eclampsia',
    ]);
    expect(urgentPreamble(detectRedFlags(...pregnant))).not.toMatch(/anaphylaxis|adrenaline/i);
    // With a trigger or the airway involved it is anaphylaxis, pregnant or not.
    expect(ids('ate prawns and my lips and tongue are swelling and i am wheezing', PREG_33)).toContain(
      'severe-allergy',
    );
  });

  it("reads the mother's own fever as hers, not the baby's", () => {
    expect(ids('I have a temperature of 38.4', POSTPARTUM)).toEqual(['postpartum-fever']);
    expect(ids('she has a temperature of 38.4', POSTPARTUM)).toEqual(['fever-young-baby']);
  });

  it('is deterministic', () => {
    const q =
      'my 5 week old is floppy with a temperature of 38.9 and a rash that does not fade under a glass';
    expect(detectRedFlags(q, NEWBORN)).toEqual(detectRedFlags(q, NEWBORN));
  });
});

describe('every rule', () => {
  it.each(RED_FLAG_RULES.map((rule) => [rule.id, rule] as const))('%s has specific advice', (_id, rule) => {
    expect(rule.advice).toMatch(/911|999|112|maternity unit/);
    expect(rule.description.length).toBeGreaterThan(10);
  });

  it.each(RED_FLAG_RULES.map((rule) => [rule.id, rule] as const))(
    '%s names the knowledge topics of its guidance',
    (_id, rule) => {
      expect(rule.guidanceTopics.length).toBeGreaterThan(0);
      for (const topic of rule.guidanceTopics) expect(KNOWLEDGE_TOPICS).toContain(topic);
      expect(redFlagsById([rule.id])[0].guidanceTopics).toEqual(rule.guidanceTopics);
    },
  );

  it('has unique ids', () => {
    const all = RED_FLAG_RULES.map((rule) => rule.id);
    expect(new Set(all).size).toBe(all.length);
  });
});

describe('redFlagsById', () => {
  it('returns known rules most serious first and ignores unknown ids', () => {
    expect(redFlagsById(['fever-young-baby', 'nope', 'choking', 'choking']).map((f) => f.id)).toEqual([
      'choking',
      'fever-young-baby',
    ]);
    expect(redFlagsById([])).toEqual([]);
  });
});

describe('urgentPreamble', () => {
  it('opens with the emergency line, then the advice and the meanwhile step', () => {
    const text = urgentPreamble(detectRedFlags('my baby is choking', INFANT));
    const lines = text.split('\n');
    expect(lines[0]).toBe('This could be an emergency.');
    expect(lines[1]).toMatch(/^Call 911 \(US\), 999 \(UK\) or 112 \(Europe\) now/);
    expect(lines[2]).toMatch(/^Meanwhile: .*back blows/);
  });

  it('gives the seizure and burn steps meanwhile', () => {
    expect(urgentPreamble(redFlagsById(['seizure']))).toContain('on their side');
    expect(urgentPreamble(redFlagsById(['burn']))).toContain('20 minutes');
    expect(urgentPreamble(redFlagsById(['poisoning']))).toContain("Don't make them vomit");
    expect(urgentPreamble(redFlagsById(['reduced-fetal-movement']))).toMatch(
      /^This could be an emergency\.\nCall your maternity unit/,
    );
  });

  it("shows one banner: the most specific rule's advice and meanwhile step only", () => {
    const fever = redFlagsById(['fever-young-baby'])[0];
    const breathing = redFlagsById(['trouble-breathing'])[0];
    const text = urgentPreamble([fever, breathing, fever]);
    expect(text).toContain(breathing.advice);
    expect(text).not.toContain(fever.advice);
    expect(text.split('\n')).toHaveLength(3);
    expect(text).not.toMatch(/[*#_`]/);
    // A maternity rule beats a generic one, whichever order the flags come in.
    const maternity = urgentPreamble(redFlagsById(['severe-allergy', 'pre-eclampsia']));
    expect(maternity).toContain(redFlagsById(['pre-eclampsia'])[0].advice);
    expect(maternity).not.toMatch(/anaphylaxis/);
  });

  it('is empty without flags', () => {
    expect(urgentPreamble([])).toBe('');
  });
});
