import { describe, expect, it } from 'vitest';
import { RED_FLAG_RULES } from '../src/red-flags/rules.js';
import { readdirSync } from 'node:fs';
import {
  detectRedFlags,
  explainRedFlags,
  redFlagsById,
  urgentPreamble,
  type RedFlagContext,
} from '../src/red-flags/index.js';

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
  ['brown discharge at 10 weeks no pain', undefined, []],
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

/** Issue 20 round 2: my own phrasings of each family, one way parents say it each. */
const URGENT_ROUND_2: Case[] = [
  [
    'he went still and wasnt breathing, i had to pat him to start him again',
    ctx('newborn', 1, null),
    ['not-breathing'],
  ],
  [
    'nephew stopped breathing for a bit in his cot and went pale, hes ok now?',
    ctx('newborn', 1, null),
    ['not-breathing'],
  ],
  ['shes not breathing!!!', ctx('infant', 4, null), ['not-breathing']],
  [
    'she quit breathing for a few seconds and her lips went dusky',
    ctx('newborn', 1, null),
    ['not-breathing'],
  ],
  ['apnea episode, maybe 15 secs, turned blueish', ctx('infant', 3, null), ['not-breathing']],
  ['hes got a grape stuck cant breathe', ctx('toddler', 20, null), ['choking']],
  [
    'something lodged in her throat, shes gagging and going red and not making any sound',
    ctx('infant', 9, null),
    ['choking'],
  ],
  [
    "piece of sausage went down the wrong way, he's retching and cant get air in",
    ctx('toddler', 26, null),
    ['choking'],
  ],
  ['she wont wake up', ctx('infant', 6, null), ['unresponsive']],
  ['my baby is not responding to me at all', ctx('infant', 6, null), ['unresponsive']],
  ['floppy and wont open his eyes', ctx('toddler', 20, null), ['unresponsive']],
  [
    "he's really out of it, eyes open but not looking at anything and doesnt react when i shout",
    ctx('toddler', 20, null),
    ['unresponsive'],
  ],
  ['my son fainted and still isnt with it', ctx('preschool', 40, null), ['unresponsive']],
  ['his eyes rolled back and his arms were shaking, he didnt respond', ctx('toddler', 20, null), ['seizure']],
  ['she had a fit', ctx('toddler', 20, null), ['seizure']],
  ['my toddler went stiff and started twitching, 2 minutes now', ctx('toddler', 20, null), ['seizure']],
  ['baby keeps jerking his leg over and over and staring, not blinking', ctx('infant', 7, null), ['seizure']],
  [
    'she was shaking all over with a temp and her eyes went up, now very sleepy',
    ctx('toddler', 18, null),
    ['seizure'],
  ],
  ['siezure?? body jerking and lips blue', ctx('toddler', 18, null), ['seizure']],
  ['had a funny turn, went rigid then floppy', ctx('toddler', 18, null), ['seizure']],
  ['arms and legs twitching and she wont look at me, eyes rolling', ctx('infant', 10, null), ['seizure']],
  ['cant catch his breath, chest sucking in', ctx('toddler', 24, null), ['trouble-breathing']],
  [
    'breathing really hard and fast, can hear wheezing, you can see his tummy pulling in',
    ctx('toddler', 24, null),
    ['trouble-breathing'],
  ],
  [
    'baby breathing weird, making a noise every breath and her chest caves in',
    ctx('infant', 5, null),
    ['trouble-breathing'],
  ],
  ['son having an asthma attack, inhaler not working', ctx('preschool', 48, null), ['trouble-breathing']],
  ['panting like a dog and wont feed, struggling', ctx('toddler', 24, null), ['trouble-breathing']],
  [
    'hes breathing so fast i cant count it and he cant drink his bottle',
    ctx('infant', 5, null),
    ['trouble-breathing'],
  ],
  ['his mouth is going bluish', ctx('infant', 5, null), ['blue-skin']],
  ['face went grey and she looks awful', ctx('toddler', 20, null), ['blue-skin']],
  ['fell down the stairs and hit his head, now vomitting', ctx('toddler', 20, null), ['head-injury']],
  [
    'rolled off our bed onto the floor, hes crying loads and threw up',
    ctx('infant', 4, null),
    ['head-injury'],
  ],
  [
    'banged head on the table, not acting right, keeps wanting to sleep',
    ctx('toddler', 26, null),
    ['head-injury'],
  ],
  ['fell off the sofa, massive swelling on his head', ctx('infant', 3, null), ['head-injury']],
  ['i dropped him and he hit his head on the floor', ctx('infant', 5, null), ['head-injury']],
  ['she fell and hit her head, since then shes puked 3 times', ctx('preschool', 40, null), ['head-injury']],
  ['knock to the head at school and now his words are slurred', ctx('preschool', 40, null), ['head-injury']],
  ['slipped out of my arms and landed on the tiles head first', ctx('infant', 8, null), ['head-injury']],
  [
    'found her with an open bottle of calpol, dunno how much she had',
    ctx('toddler', 24, null),
    ['poisoning'],
  ],
  ['he drank some of the white spirit', ctx('toddler', 24, null), ['poisoning']],
  ['toddler ate some of my vitamins, maybe 5 gummies', ctx('toddler', 30, null), ['poisoning']],
  ['son had a swig of mouthwash', ctx('preschool', 40, null), ['poisoning']],
  ['found a chewed dishwasher tablet next to her', ctx('toddler', 20, null), ['poisoning']],
  ['she got into my handbag and had some of my pills', ctx('toddler', 20, null), ['poisoning']],
  ['think he swallowed a battery', ctx('toddler', 20, null), ['button-battery']],
  [
    'the little battery from the key fob is missing and shes been chewing it',
    ctx('toddler', 20, null),
    ['button-battery'],
  ],
  ['vomiting green stuff', ctx('infant', 6, null), ['green-vomit']],
  ['throwing up bile', ctx('infant', 6, null), ['green-vomit']],
  ['theres blood in her sick', ctx('toddler', 20, null), ['green-vomit']],
  ['hasnt had a wet diaper all day and throwing up', ctx('infant', 6, null), ['dehydration']],
  ['no pee for 14 hours', ctx('toddler', 20, null), ['dehydration']],
  ["his soft spot is sunken and he's sleepy", ctx('newborn', 1, null), ['dehydration']],
  ['mottled skin and high temp', ctx('toddler', 20, null), ['sepsis']],
  ['really unwell, cold hands and feet but hot body, breathing fast', ctx('toddler', 20, null), ['sepsis']],
  ['not felt the baby kick today', ctx('pregnant-3rd', null, 30), ['reduced-fetal-movement']],
  ['baby hasnt moved much since yesterday', ctx('pregnant-3rd', null, 30), ['reduced-fetal-movement']],
  ['movements have changed, less than normal', ctx('pregnant-3rd', null, 34), ['reduced-fetal-movement']],
  ['i cant remember when i last felt her move', ctx('pregnant-3rd', null, 34), ['reduced-fetal-movement']],
  ['babys kicks are much weaker than usual', ctx('pregnant-3rd', null, 34), ['reduced-fetal-movement']],
  [
    'usually very active but quiet today, should i wait till my appointment tomorrow',
    ctx('pregnant-3rd', null, 34),
    ['reduced-fetal-movement'],
  ],
  [
    'not much movement today, is that ok at 26 weeks',
    ctx('pregnant-2nd', null, 26),
    ['reduced-fetal-movement'],
  ],
  ['headache that wont go away and my face is puffy', ctx('pregnant-3rd', null, 34), ['pre-eclampsia']],
  ['seeing spots and headache', ctx('pregnant-3rd', null, 36), ['pre-eclampsia']],
  ['my hands and face swelled up really quickly', ctx('pregnant-3rd', null, 32), ['pre-eclampsia']],
  ['pain under my ribs on the right and feel awful', ctx('pregnant-3rd', null, 32), ['pre-eclampsia']],
  [
    'my rings dont fit anymore since yesterday and my face looks puffy',
    ctx('pregnant-3rd', null, 32),
    ['pre-eclampsia'],
  ],
  ['period pains that come and go', ctx('pregnant-3rd', null, 32), ['preterm-labour']],
  ['backache coming and going every 10 mins', ctx('pregnant-3rd', null, 33), ['preterm-labour']],
  ['feels like contractions, only 30 weeks', ctx('pregnant-3rd', null, 30), ['preterm-labour']],
  ['tightening every 5 minutes', ctx('pregnant-3rd', null, 28), ['preterm-labour']],
  ['lots of pressure down below and cramping on and off', ctx('pregnant-3rd', null, 32), ['preterm-labour']],
  ['bleeding at 28 weeks', ctx('pregnant-3rd', null, 28), ['pregnancy-bleeding']],
  ['bright red blood', ctx('pregnant-3rd', null, 30), ['pregnancy-bleeding']],
  ['bleeding and bad cramps', ctx('pregnant-1st', null, 10), ['pregnancy-bleeding']],
  ['passing clots', ctx('pregnant-1st', null, 12), ['pregnancy-bleeding']],
  ['fresh blood in my pants and a tummy ache', ctx('pregnant-2nd', null, 22), ['pregnancy-bleeding']],
  ['one calf swollen and sore', ctx('pregnant-3rd', null, 30), ['leg-clot']],
  ['my left leg is red and warm', ctx('postpartum-recovery', 0, null), ['leg-clot']],
  ['sometimes i think about ending it', ctx('postpartum-recovery', 1, null), ['self-harm']],
  ['i dont want to wake up', ctx('postpartum-recovery', 1, null), ['self-harm']],
  ['the baby would be better off with someone else', ctx('postpartum-recovery', 1, null), ['self-harm']],
  ['i keep having thoughts of hurting the baby', ctx('postpartum-recovery', 1, null), ['self-harm']],
  ['i want to go to sleep and never wake up', ctx('postpartum-recovery', 1, null), ['self-harm']],
  ['i cant do this anymore, ive got a plan', ctx('postpartum-recovery', 1, null), ['self-harm']],
  [
    'i scare myself, i get the urge to shake him when he wont stop',
    ctx('postpartum-recovery', 1, null),
    ['self-harm'],
  ],
  ['bleeding loads after having baby', ctx('postpartum-recovery', 0, null), ['postpartum-bleeding']],
  [
    'i feel feverish and shivery 5 days after birth',
    ctx('postpartum-recovery', 0, null),
    ['postpartum-fever'],
  ],
  ['i think my waters have gone', ctx('pregnant-3rd', null, 33), ['waters-breaking-early']],
  ['found him face down in the paddling pool', ctx('toddler', 20, null), ['near-drowning']],
  ['she got really overheated and now shes floppy', ctx('toddler', 20, null), ['heatstroke']],
  ['ate peanut and now his lips are huge', ctx('toddler', 20, null), ['severe-allergy']],
  ['spilled boiling water on his arm and its blistering', ctx('toddler', 20, null), ['burn']],
  ['my 5 week old is 38.4', ctx('newborn', 1, null), ['fever-young-baby']],
  ['my chest hurts when i breathe in', ctx('postpartum-recovery', 0, null), ['chest-pain']],
  [
    'suddenly short of breath, 1 week after my c section',
    ctx('postpartum-recovery', 0, null),
    ['postpartum-breathless'],
  ],
  ['my wife is saying the baby is the devil', ctx('postpartum-recovery', 0, null), ['postpartum-psychosis']],
  ['purple spots that dont fade with a glass', ctx('toddler', 20, null), ['non-blanching-rash']],
];

/** Issue 20 round 2: more emergencies in my own words; any banner will do. */
const URGENT_ANY: Case[] = [
  ['hes just lying there not doing anything, wont look at me and feels heavy', ctx('infant', 9, null), []],
  ['she keeps zoning out and wont answer, very pale, this isnt like her', ctx('toddler', 18, null), []],
  ['baby wont wake for feeds and when i pick her up her arms just flop', ctx('newborn', 1, null), []],
  ['cant get a reaction out of him', ctx('infant', 6, null), []],
  ['her whole body was shaking and her eyes were rolled, lasted about 3 mins', ctx('toddler', 24, null), []],
  ["his arm and leg on one side keep jerking and he's not with it", ctx('infant', 8, null), []],
  [
    'she went rigid and her lips went a weird colour then she was really sleepy after',
    ctx('toddler', 16, null),
    [],
  ],
  [
    'baby keeps doing jerky movements like startles over and over in clusters when awake',
    ctx('infant', 4, null),
    [],
  ],
  ["he's breathing really fast and you can see his ribs, he's tired of it", ctx('toddler', 30, null), []],
  ["her breathing is really laboured and she's making a noise each time", ctx('infant', 7, null), []],
  [
    "baby has a cold and is breathing so fast she can't feed properly, her tummy is sinking in",
    ctx('newborn', 1, null),
    [],
  ],
  [
    "after the peanut butter his face went blotchy and he's struggling to breathe",
    ctx('toddler', 20, null),
    [],
  ],
  [
    "gave her egg for the first time and now she's vomiting and covered in hives and floppy",
    ctx('infant', 8, null),
    [],
  ],
  ["bee sting on his hand and now his lips are swelling up and he's wheezy", ctx('preschool', 44, null), []],
  [
    'she was under the water in the paddling pool when i turned round, coughing now and sleepy',
    ctx('toddler', 24, null),
    [],
  ],
  [
    'slid under in the bath and swallowed loads of water, now vomiting and breathing funny',
    ctx('infant', 10, null),
    [],
  ],
  ['bleeding like a period and cramping, 18 weeks', ctx('pregnant-2nd', null, 18), []],
  ['some blood when i wiped and my tummy is tight, 32 weeks', ctx('pregnant-3rd', null, 32), []],
  ['bright red blood running down my leg', ctx('pregnant-3rd', null, 29), []],
  ['sudden sharp chest pain when i breathe in, had baby last week', ctx('postpartum-recovery', 0, null), []],
  ['tight chest and breathless out of nowhere, 34 weeks', ctx('pregnant-3rd', null, 34), []],
  [
    "can't catch my breath lying down, 2 weeks after c section, heart racing",
    ctx('postpartum-recovery', 0, null),
    [],
  ],
  [
    "i've been thinking everyone would be better off if i just wasn't around",
    ctx('postpartum-recovery', 1, null),
    [],
  ],
  ['i looked up how many pills it would take', ctx('postpartum-recovery', 1, null), []],
  [
    'i sometimes think about dropping him down the stairs on purpose and it terrifies me',
    ctx('newborn', 1, null),
    [],
  ],
  [
    'my wife is talking really fast about a mission from god and hasnt slept since the birth',
    ctx('postpartum-recovery', 0, null),
    [],
  ],
  ["she thinks the baby is possessed and won't feed him", ctx('postpartum-recovery', 0, null), []],
  ['i think the midwives are trying to poison me and the baby', ctx('postpartum-recovery', 0, null), []],
  [
    "she fell off the bed and hit her head, now she's been sick twice and very sleepy",
    ctx('toddler', 20, null),
    [],
  ],
  [
    'he fell off his bike and hit his head, now he says he has a bad headache and cant see properly',
    ctx('preschool', 48, null),
    [],
  ],
  ['fell off the changing table onto the floor, 6 months', ctx('infant', 6, null), []],
  [
    'found an empty blister pack from a watch battery on the floor and she was playing there',
    ctx('toddler', 20, null),
    [],
  ],
  ['i think she swallowed one of those little magnets from the fridge', ctx('toddler', 24, null), []],
  ['he put a button battery in his nose', ctx('preschool', 36, null), []],
  [
    "hes had 5 dirty nappies of diarrhoea today and hasn't had a wet one since morning",
    ctx('infant', 8, null),
    [],
  ],
  ['been vomiting all day, wont drink anything and now hes really lethargic', ctx('toddler', 20, null), []],
  ['baby is vomiting after every feed and has a sunken soft spot', ctx('newborn', 1, null), []],
  [
    "high temp, cold feet and really pale, she's just lying on the sofa and won't talk",
    ctx('toddler', 26, null),
    [],
  ],
  ['he has a fever and a rash and is floppy and grey', ctx('infant', 9, null), []],
  ["baby hasnt kicked all day, i'm 30 weeks", ctx('pregnant-3rd', null, 30), []],
  ['not as many movements as normal today', ctx('pregnant-3rd', null, 33), []],
  ["she's moving but much less than usual", ctx('pregnant-3rd', null, 36), []],
  ["i haven't noticed him moving since this morning", ctx('pregnant-3rd', null, 28), []],
  ["normally she's kicking all evening but barely anything tonight", ctx('pregnant-3rd', null, 38), []],
  ['bad headache and seeing flashing lights', ctx('pregnant-3rd', null, 34), []],
  ['my face and fingers are really swollen today', ctx('pregnant-3rd', null, 35), []],
  ['headache for 3 days, paracetamol doesnt help', ctx('pregnant-3rd', null, 30), []],
  ['pain just under my ribs on the right and vomiting', ctx('pregnant-3rd', null, 33), []],
  ['contractions every 10 minutes', ctx('pregnant-3rd', null, 32), []],
  ['period pains coming and going for an hour', ctx('pregnant-3rd', null, 31), []],
  ['lower back pain that comes every few minutes and gets stronger', ctx('pregnant-3rd', null, 34), []],
  ['my calf is red and hot and hurts to walk', ctx('pregnant-3rd', null, 33), []],
  ['my leg is swollen and sore behind the knee, 1 week after birth', ctx('postpartum-recovery', 0, null), []],
  ['fever of 38.5 and my stitches are red and oozing', ctx('postpartum-recovery', 0, null), []],
  ['my waters have gone and theres green in it', ctx('pregnant-3rd', null, 34), []],
  ['baby is breathing very fast and grunting', ctx('newborn', 1, null), []],
  ['he took a big swig of bleach before i could stop him', ctx('toddler', 24, null), []],
  ["she's eaten half a packet of my iron tablets", ctx('toddler', 22, null), []],
  [
    "my son is having some kind of episode, his body keeps tensing and he's drooling and not answering",
    ctx('infant', 11, null),
    [],
  ],
  ['she just had a convulsion thing with her fever, is it ok to let her sleep', ctx('toddler', 26, null), []],
  [
    'hes doing this nodding thing with his head and his arms fly up, keeps happening in a row',
    ctx('infant', 5, null),
    [],
  ],
  ['his face was twitching on one side and he couldnt talk for a few minutes', ctx('toddler', 20, null), []],
  ["she blanked out and fell and her legs were kicking, now she's confused", ctx('preschool', 40, null), []],
  [
    "my wife keeps saying she's a god and the baby is special and needs to be protected from us, she's not slept",
    ctx('postpartum-recovery', 0, null),
    [],
  ],
  [
    'ive been feeling like the baby isnt real, like a doll, and i hear things at night',
    ctx('postpartum-recovery', 0, null),
    [],
  ],
  [
    'my partner is acting really strange since the birth, paranoid and angry, talking about conspiracies',
    ctx('postpartum-recovery', 0, null),
    [],
  ],
  ['she keeps checking the baby is real and says people are following her', ctx('newborn', 0, null), []],
  ['one of the batteries from her toy is missing and she has been coughing', ctx('toddler', 18, null), []],
  ['my son put a coin battery in his mouth and i cant find it now', ctx('toddler', 24, null), []],
  [
    'the battery compartment on the talking book was open and a battery is gone',
    ctx('preschool', 36, null),
    [],
  ],
  ['we think the baby ate a small round battery from the scale', ctx('toddler', 20, null), []],
  ['she has been vomiting for 24 hours and the diapers are dry', ctx('infant', 9, null), []],
  ['diarrhea all night, cold hands, wont drink and hes so sleepy', ctx('toddler', 22, null), []],
  ['baby hasnt peed since yesterday and is not feeding well', ctx('newborn', 1, null), []],
  ['throwing up everything, even water, and his eyes look sunken', ctx('infant', 7, null), []],
  ['i havent felt any kicks today', ctx('pregnant-3rd', null, 32), []],
  ["the baby's movements have been weaker and slower since yesterday", ctx('pregnant-3rd', null, 35), []],
  ['is it normal that the baby isnt as active today', ctx('pregnant-3rd', null, 29), []],
  ["i've done a kick count and only got 3 in two hours", ctx('pregnant-3rd', null, 37), []],
  [
    'baby not kicking much today, should i wait until my appointment tomorrow',
    ctx('pregnant-3rd', null, 31),
    [],
  ],
  [
    "i've had a pounding headache since this morning and my vision is a bit blurry",
    ctx('pregnant-3rd', null, 36),
    [],
  ],
  ['my face has gone really swollen since yesterday', ctx('pregnant-3rd', null, 30), []],
  [
    "pain under my right rib and feel like i'm going to throw up, 34 weeks",
    ctx('pregnant-3rd', null, 34),
    [],
  ],
  ['bad headache and seeing spots, gave birth 3 days ago', ctx('postpartum-recovery', 0, null), []],
  ['headache wont go away even with tylenol', ctx('pregnant-3rd', null, 35), []],
  ['im bleeding and there are clots, 22 weeks', ctx('pregnant-2nd', null, 22), []],
  ['started bleeding bright red out of nowhere, no pain, 33 weeks', ctx('pregnant-3rd', null, 33), []],
  ['heavy bleeding and passing tissue, 9 weeks', ctx('pregnant-1st', null, 9), []],
  ['chest feels tight and i cant breathe properly', ctx('pregnant-3rd', null, 30), []],
  ['coughing up pinkish stuff and breathless since the c section', ctx('postpartum-recovery', 0, null), []],
  ["my heart is racing and i'm short of breath even lying down", ctx('pregnant-3rd', null, 27), []],
  [
    "i'm breathless walking to the bathroom, had the baby 5 days ago, getting worse",
    ctx('postpartum-recovery', 0, null),
    [],
  ],
  ["feels like i can't breathe deeply and my chest hurts when i do", ctx('postpartum-recovery', 1, null), []],
  ['he ate a cookie with nuts and now his tongue is swelling', ctx('toddler', 24, null), []],
  ["first time having fish and she's covered in hives and coughing and wheezing", ctx('infant', 8, null), []],
  [
    "he's allergic to eggs and ate some cake, his lips are puffy and he's throwing up",
    ctx('preschool', 48, null),
    [],
  ],
  ['she looks really poorly, grey and floppy with a high temperature', ctx('toddler', 20, null), []],
  ["high fever, breathing fast, won't feed and a weird purple rash", ctx('infant', 10, null), []],
  ["fever and her knees and hands are cold and blueish and she's not herself", ctx('toddler', 28, null), []],
  ['my right calf is swollen and painful', ctx('pregnant-3rd', null, 36), []],
  [
    'one of my legs is much bigger than the other and hurts, 10 days after delivery',
    ctx('postpartum-recovery', 0, null),
    [],
  ],
  ['regular tightenings every 7 minutes for the past hour, 33 weeks', ctx('pregnant-3rd', null, 33), []],
  ["i think i'm in labour but i'm only 30 weeks", ctx('pregnant-3rd', null, 30), []],
  ['pressure in my pelvis and period cramps that come and go', ctx('pregnant-3rd', null, 35), []],
  ['she fell down the stairs and has been vomiting', ctx('toddler', 18, null), []],
  [
    'hit his head on the floor hard and now hes not acting normal, very fussy and sleepy',
    ctx('infant', 9, null),
    [],
  ],
  [
    'fell off the trampoline onto his head and now has a headache and keeps being sick',
    ctx('preschool', 50, null),
    [],
  ],
  ["she banged her head yesterday and today she's unsteady on her feet", ctx('toddler', 22, null), []],
];

/** Issue 20 round 2: the ordinary, explained or past version of each sign stays quiet. */
const NOT_URGENT_ROUND_2: Case[] = [
  [
    'bad headache at 30 weeks after no sleep, paracetamol sorted it, is that ok',
    ctx('pregnant-3rd', null, 30),
    [],
  ],
  ['puffy eyes in the morning from crying at the telly lol 28 weeks', ctx('pregnant-3rd', null, 28), []],
  [
    'feet and ankles swollen by the end of the day, 32 weeks, go down overnight',
    ctx('pregnant-3rd', null, 32),
    [],
  ],
  [
    'baby moves less when im busy at work but makes up for it in the evening, normal?',
    ctx('pregnant-3rd', null, 34),
    [],
  ],
  ['bit of bleeding from my nose this morning, 29 weeks, stopped quickly', ctx('pregnant-3rd', null, 29), []],
  ['had a sweep today and now a bit of pink when i wipe, 39 weeks', ctx('pregnant-3rd', null, 36), []],
  ['how often should i feel the baby move at 26 weeks', ctx('pregnant-2nd', null, 26), []],
  [
    'headaches more often this trimester, mild, go with water. anything i can take',
    ctx('pregnant-3rd', null, 33),
    [],
  ],
  [
    'get a bit out of breath carrying the car seat up the stairs 5 weeks after birth, fine after a minute',
    ctx('postpartum-recovery', 1, null),
    [],
  ],
  ['breathing exercises for anxiety after birth?', ctx('postpartum-recovery', 0, null), []],
  [
    "he bumped his head on the table an hour ago, he's fine, can he have his nap now he's sleepy as usual",
    ctx('toddler', 20, null),
    [],
  ],
  ['fell over at the park, grazed knee and cried, fine now', ctx('toddler', 24, null), []],
  [
    'rolled off the sofa onto the rug, cried for a sec then back to playing, 8 months',
    ctx('infant', 8, null),
    [],
  ],
  ['coughs a bit when she eats too fast, then fine', ctx('toddler', 22, null), []],
  ['gagged on a bit of toast then carried on, normal with blw?', ctx('infant', 9, null), []],
  ['baby very sleepy after her jabs but waking for feeds, normal?', ctx('newborn', 1, null), []],
  ['he stares at the tv like a zombie, should i limit it', ctx('infant', 6, null), []],
  ["my toddler shivers after her bath, she's fine once dressed", ctx('toddler', 18, null), []],
  ['vomited once after his bottle, now happy and feeding', ctx('infant', 7, null), []],
  ['tummy bug, sick twice this morning, now drinking and weeing fine', ctx('toddler', 30, null), []],
  ['baby spits up a bit after every feed but gaining weight', ctx('newborn', 0, null), []],
  [
    'her hands and feet go a bit mottled after the bath when chilly, warm otherwise',
    ctx('newborn', 1, null),
    [],
  ],
  ['he has a cold and is a bit wheezy at night but running around in the day', ctx('toddler', 26, null), []],
  ['my 3 year old ate a silica gel packet, is that poisonous', ctx('preschool', 40, null), []],
  ['she licked the soap, does that matter', ctx('toddler', 20, null), []],
  [
    'he had a febrile seizure 2 years ago, how high does a fever need to be to cause one',
    ctx('preschool', 48, null),
    [],
  ],
  [
    "i feel like i'm failing and cry every day, but i love her, is this normal",
    ctx('postpartum-recovery', 0, null),
    [],
  ],
  ['so tired i could sleep for a week, baby feeds all night', ctx('postpartum-recovery', 1, null), []],
  [
    'bleeding like a heavy period 4 days after birth, is that normal',
    ctx('postpartum-recovery', 0, null),
    [],
  ],
  ['tightenings when i walk a lot, stop when i rest, 35 weeks', ctx('pregnant-3rd', null, 35), []],
  ['my calf cramps at night, both legs, stretching helps', ctx('pregnant-3rd', null, 30), []],
  ['he sucked on the remote control, the battery cover is still on', ctx('infant', 10, null), []],
  ['found her chewing my phone charger cable, is that dangerous', ctx('toddler', 22, null), []],
  ['my 5 week old feels warm after her feed, temp 37.3', ctx('newborn', 1, null), []],
  ["baby's soft spot pulses, is that normal", ctx('infant', 5, null), []],
  ['heartburn every night at 31 weeks, gaviscon helps', ctx('pregnant-3rd', null, 31), []],
  ['he says his neck hurts after sleeping funny, no temp, playing fine', ctx('preschool', 50, null), []],
  ['she bit her tongue and it bled a bit, stopped now', ctx('toddler', 28, null), []],
  ['baby breathes fast then slow in sleep, pink, feeding fine', ctx('newborn', 0, null), []],
  ['what should i do if she has a febrile seizure', ctx('toddler', 20, null), []],
  ['my baby jerks when she falls asleep, normal?', ctx('infant', 8, null), []],
  ['feel weepy and anxious since the birth, baby blues?', ctx('postpartum-recovery', 0, null), []],
  ["i check the baby's breathing all night, am i being paranoid", ctx('postpartum-recovery', 1, null), []],
  ['which toys have button batteries, want to check', ctx('toddler', 24, null), []],
  ['changed the batteries in her toy and counted them all, all there', ctx('toddler', 20, null), []],
  ['she had diarrhea yesterday but drinking and wet diapers fine', ctx('infant', 9, null), []],
  ['sick once this morning, now eating toast and playing', ctx('toddler', 26, null), []],
  ['baby kicks are so strong they hurt lol', ctx('pregnant-3rd', null, 32), []],
  ['movements feel different now hes head down, still loads though', ctx('pregnant-3rd', null, 34), []],
  ['what is a kick count', ctx('pregnant-3rd', null, 36), []],
  ['slight headache today after a long day, gone after a nap', ctx('pregnant-3rd', null, 30), []],
  ['my rings are a bit tight in the heat, bp was fine yesterday', ctx('pregnant-3rd', null, 33), []],
  ['is it safe to take paracetamol for a headache in pregnancy', ctx('pregnant-2nd', null, 20), []],
  ['cramping but no bleeding at 6 weeks, normal?', ctx('pregnant-1st', null, 6), []],
  ['short of breath when i lie flat, fine propped up, baby is high up', ctx('pregnant-3rd', null, 34), []],
  ['chest feels a bit tight from a cold, coughing up green', ctx('postpartum-recovery', 1, null), []],
  [
    'he had peanut butter for the first time and was fine, when can i give whole nuts',
    ctx('toddler', 20, null),
    [],
  ],
  ['she gets a red rash round her mouth after tomato, no other symptoms', ctx('infant', 8, null), []],
  ["high fever but she's drinking and playing after calpol", ctx('toddler', 22, null), []],
  ['both legs swell by evening, feet up helps', ctx('pregnant-3rd', null, 30), []],
  ['braxton hicks a few times a day, irregular, not painful', ctx('pregnant-3rd', null, 28), []],
  ["bumped his head, a small lump, he's running around", ctx('toddler', 20, null), []],
  ['she rolled off the bed onto the carpet, cried and was fine straight away', ctx('infant', 8, null), []],
  [
    'he knocked his head at football, no sick, no drowsiness, a bit of a headache',
    ctx('preschool', 48, null),
    [],
  ],
  ['lochia is bright red on day 3, normal?', ctx('postpartum-recovery', 0, null), []],
  ['baby breathes noisily through her nose when feeding', ctx('newborn', 1, null), []],
  ['she swallowed some bath water', ctx('toddler', 24, null), []],
  ['i feel dizzy when i stand up quickly', ctx('pregnant-3rd', null, 31), []],
  [
    'she holds her breath when she strains to poo and goes a bit red, then carries on',
    ctx('newborn', 1, null),
    [],
  ],
  [
    'my baby stopped breathing through her nose when she had a cold, breathes through her mouth fine',
    ctx('infant', 4, null),
    [],
  ],
  [
    'he choked on his drink a bit at dinner, coughed and was totally fine straight after',
    ctx('toddler', 20, null),
    [],
  ],
  ['how do i do back blows on a baby, want to be prepared', ctx('infant', 7, null), []],
  [
    'my toddler is really floppy and tired after a long day at nursery, falls asleep in the car',
    ctx('toddler', 24, null),
    [],
  ],
  ["her arms and legs jerk when she startles, she's fine otherwise", ctx('newborn', 1, null), []],
  ['shivering after a swim, lips a bit purple, warmed up and fine now', ctx('infant', 9, null), []],
  ['breathing fast after running round the garden, settled in a few minutes', ctx('toddler', 22, null), []],
  ["she has a croupy cough but breathing is fine and she's feeding", ctx('infant', 6, null), []],
  ['his lips look a bit blue after eating blueberries lol', ctx('infant', 8, null), []],
  ['hives after a new soap, no swelling, no breathing problems, happy', ctx('toddler', 24, null), []],
  [
    "she fell in the paddling pool but i got her straight away, didn't go under, she laughed",
    ctx('toddler', 26, null),
    [],
  ],
  ['red face and sweaty after playing in the sun, drinking loads and fine', ctx('preschool', 48, null), []],
  ['a bit of brown discharge after an internal scan, no pain', ctx('pregnant-1st', null, 10), []],
  ['lost some of my mucus plug, no contractions, 38 weeks', ctx('pregnant-3rd', null, 36), []],
  ['bleeding is slowing down, brown now, 2 weeks after birth', ctx('postpartum-recovery', 0, null), []],
  ['sore chest muscles from carrying the car seat', ctx('postpartum-recovery', 1, null), []],
  [
    'i get breathless talking on the phone sometimes at 35 weeks but it passes, midwife says the baby is pushing up',
    ctx('pregnant-3rd', null, 35),
    [],
  ],
  [
    'i feel so low and tearful, not myself, but no thoughts of hurting myself',
    ctx('postpartum-recovery', 1, null),
    [],
  ],
  [
    'ive hardly slept since the birth but feel ok, just tired, is that normal',
    ctx('postpartum-recovery', 0, null),
    [],
  ],
  ['spotty rash with a cold, the spots fade when i press a glass on them', ctx('toddler', 26, null), []],
  [
    'she banged her head on the door, cried, now playing happily, small red mark',
    ctx('toddler', 20, null),
    [],
  ],
  ['he ate a bit of soil and a snail shell lol', ctx('toddler', 22, null), []],
  ["she put a coin in her mouth but i took it off her, she didn't swallow it", ctx('toddler', 24, null), []],
  ['is it safe to use a humidifier with essential oils around a baby', ctx('infant', 9, null), []],
  [
    'she touched the radiator and has a small red mark, no blister, not bothered',
    ctx('toddler', 24, null),
    [],
  ],
  ['my 5 week old feels hot after being in the car seat, temp 37.1', ctx('newborn', 1, null), []],
  ['diarrhoea for 3 days but still plenty of wet nappies and drinking', ctx('toddler', 20, null), []],
  ["spit up looks a bit yellow sometimes, he's gaining weight and happy", ctx('infant', 5, null), []],
  ['pale and tired after a cold, eating and playing normally', ctx('toddler', 28, null), []],
  ['baby has hiccups a lot, rhythmic little movements, normal?', ctx('pregnant-3rd', null, 30), []],
  [
    'my feet are swollen at the end of the day, no headache or vision problems',
    ctx('pregnant-3rd', null, 33),
    [],
  ],
  ['how do i know if my waters have broken or if its just discharge', ctx('pregnant-2nd', null, 24), []],
  ['irregular braxton hicks when i walk too much, stop when i sit', ctx('pregnant-3rd', null, 34), []],
  ['round ligament pain when i roll over in bed', ctx('pregnant-2nd', null, 22), []],
  ['night sweats since birth but no fever, feel fine', ctx('postpartum-recovery', 0, null), []],
  ['my calves ache after standing all day, both legs, no swelling', ctx('pregnant-3rd', null, 31), []],
  ['he had a fit of giggles and couldnt breathe from laughing lol', ctx('toddler', 26, null), []],
  [
    'baby is so sleepy at the breast, how do i keep her awake to feed',
    ctx('postpartum-recovery', 1, null),
    [],
  ],
  ['he fell off the bottom step onto the carpet, didnt hit his head, fine', ctx('infant', 10, null), []],
  [
    'my 3 year old says he wants to die when i take his ipad away, is that normal',
    ctx('preschool', 40, null),
    [],
  ],
  [
    "my partner is so tired she's talking nonsense at 3am then fine after sleep",
    ctx('postpartum-recovery', 1, null),
    [],
  ],
  ['i keep forgetting things, baby brain is real', ctx('pregnant-3rd', null, 30), []],
  [
    'my newborns hands and feet are bluish but his lips and body are pink and warm',
    ctx('newborn', 0, null),
    [],
  ],
  [
    'she sleeps through a lot now, is it ok not to wake her for feeds at 6 months',
    ctx('infant', 6, null),
    [],
  ],
];

/** Issue 20 round 3: why a look-alike is not urgent, said in my own words (each guard once). */
const NOT_URGENT_ROUND_3: Case[] = [
  // Another family's child, told as a story before a question about ours.
  [
    "my neighbour's little girl got hold of a magnet set and had an operation, how do we make the playroom safe",
    TODDLER,
    [],
  ],
  // Pictured, not happened.
  [
    'i get awful images of him slipping under the water in the bath, would never happen but it scares me',
    NEWBORN,
    [],
  ],
  // Getting ready.
  ['what do i do if he stops breathing in his sleep, i want to be prepared', NEWBORN, []],
  ['pills in my handbag and a toddler who climbs, where do we start', TODDLER, []],
  // Weighing a normal reading against the sign.
  ['coughs and splutters with lumpy food, is that normal or is he choking', INFANT, []],
  // Over: it came out, or the colour came back once warm.
  [
    'she swallowed a little disc from a toy, then pooed it out this morning, do we still need a check',
    TODDLER,
    [],
  ],
  ['lips went a bit purple in a cold bath but he warmed up in a towel and is pink again', INFANT, []],
  // A dose given, or asked about, is not an overdose.
  ['38.9 in my 10 month old, still feeding, gave her calpol an hour ago', INFANT, []],
  // A past episode named, a newborn's periodic breathing, tightenings that settled and stayed away.
  ['i recovered from postpartum psychosis after my last baby, what should my plan be this time', PREG_24, []],
  ['she breathes fast and slow in turns when asleep, pink and feeding well', NEWBORN, []],
  [
    'some tightenings this afternoon, they eased after a rest and a drink and have not come back',
    PREG_33,
    [],
  ],
  // Waiting for first movements; a rash after a fever that has gone.
  ['16 weeks and no kicks felt yet, first baby', ctx('pregnant-2nd', null, 16), []],
  ["fever's gone down and she's back to herself, now a pink rash on her back", INFANT, []],
];
/** The same signs, not over and not someone else's: still urgent. */
const URGENT_ROUND_3: Case[] = [
  ["my sister's baby is staying with us and she swallowed a magnet off the fridge", TODDLER, []],
  ['the remote battery is missing, we are waiting for it to come out in his nappy, is that ok', TODDLER, []],
  ['i looked away in the bath and he went under, he was not breathing when i pulled him out', INFANT, []],
  // Self-harm in words that name no act: a goodbye, a plan of when, pointlessness, not braking.
  ['she wrote a letter to her mum saying sorry for everything and now her phone is off', POSTPARTUM, []],
  ["i've picked when i'll do it, the weekend he's away", POSTPARTUM, []],
  ["honestly can't see the point of anything and the kids would have a better mum without me", INFANT, []],
  ['on the motorway i keep thinking i could just not brake at the roundabout', NEWBORN, []],
  // Mania or changed beliefs after a birth.
  ['since the birth the radio is sending her signs and she says she knows things now', POSTPARTUM, []],
  ["i feel amazing, i don't even need sleep anymore, 8 days after the birth", POSTPARTUM, []],
  // A fit described by what it looks like, or timed.
  ['he went rigid then shook for a minute with froth round his mouth', TODDLER, []],
  ['the fit has lasted 4 mins and his rescue med is in', PRESCHOOL, []],
  // A known allergy, or a food then hives with the airway or the voice involved.
  ['she has an egg allergy and ate cake, now lumps all over and she feels dizzy', PRESCHOOL, []],
  ['tried prawns, came up blotchy and his voice has gone odd', TODDLER, []],
  // A pregnancy said in months.
  ['my daughter is 7 months pregnant and bleeding quite heavily', undefined, ['pregnancy-bleeding']],
];

// Issue 20 point 2, fresh eyes on the lexicon: one everyday, slang or regional wording per concept
// (my own phrasings), each with a look-alike that uses the same word without the sign.
const LEXICON_URGENT: Case[] = [
  ['banged his head on the coffee table and has chucked up twice since', TODDLER, ['head-injury']],
  ['brought the whole bottle back up and it was bright green', INFANT, ['green-vomit']],
  ['you can see his ribs with every breath and his tummy is sucking in', INFANT, ['trouble-breathing']],
  ['she is see-sawing her breathing and using her tummy muscles to breathe', INFANT, ['trouble-breathing']],
  ['temp 39, she is white as chalk and her hands are like ice, barely awake', TODDLER, ['sepsis']],
  ['fell off the bed onto his head, now zonked and glassy eyed', INFANT, ['head-injury']],
  [
    'knocked his head at nursery, totally out of character and away with the fairies',
    PRESCHOOL,
    ['head-injury'],
  ],
  ['fever and a feeble cry, legs look like corned beef', INFANT, ['sepsis']],
  ['burning up like a radiator and teeth chattering, skin splotchy', TODDLER, ['sepsis']],
  ['necked a bottle of calpol when i was in the loo', TODDLER, ['poisoning']],
  ['he had a go at the zoflora bottle, the lid was undone', TODDLER, ['poisoning']],
  ['nan dropped her co-codamol and one popped out, he was under the table', TODDLER, ['poisoning']],
  [
    'the birthday card that sings is ripped open and the little battery is missing',
    TODDLER,
    ['button-battery'],
  ],
  ['no wriggles since this morning', PREG_33, ['reduced-fetal-movement']],
  ['popped a marshmallow in his mouth and now choking noises, going purple', TODDLER, ['choking']],
  ['his arms and legs were flailing and his eyes rolled back in his head', TODDLER, ['seizure']],
  ['lips gone dark blue when he cries and round his mouth is grey', INFANT, ['blue-skin']],
  ['blood is gushing and there are clots the size of a plum', POSTPARTUM, ['postpartum-bleeding']],
  [
    'pulled her out of the paddling pool, she inhaled loads of water and is chesty now',
    TODDLER,
    ['near-drowning'],
  ],
  ['has not had a wee all day and crying with no tears, really groggy', TODDLER, ['dehydration']],
  ['everything goes shimmery and wobbly and my head is pounding', PREG_33, ['pre-eclampsia']],
  ['a big gush of straw coloured fluid, 32 weeks', PREG_33, ['waters-breaking-early']],
  [
    'nibbled a cashew for the first time and now gagging and his voice is gravelly',
    INFANT,
    ['severe-allergy'],
  ],
  ['came out in welts after nutella and wheezy', TODDLER, ['severe-allergy']],
];
const LEXICON_QUIET: Array<[string, RedFlagContext]> = [
  ['he chucked his toys down the stairs again, how do i stop it', TODDLER],
  ['my baby is a bit of a chucker, hurls food off the high chair', INFANT],
  ['how much should a 3 month old drink, she brings a bit back up after feeds', ctx('infant', 3)],
  ['his ribs show when he stretches, is he too skinny', INFANT],
  ['she looks pale in photos, is that normal for a redhead', TODDLER],
  ['my 7 month old has a little cry when she does a poo', INFANT],
  ['she is munching on a teething ring all day', INFANT],
  ['we counted the kicks and she was busy as usual, 33 weeks', PREG_33],
  ['what snacks are choking hazards, cherry tomatoes or olives', TODDLER],
  ['how do i clean bath toys, the bubbles get in them', TODDLER],
  ['he dunked his biscuit in my tea', TODDLER],
  ['i wet myself when i sneeze at 30 weeks, is that normal', PREG_33],
  ['my brain is so groggy from no sleep, any tips', NEWBORN],
  ['is nutella ok for a 1 year old', TODDLER],
  ['his teeth chatter when he gets out of the pool', TODDLER],
  ['she is out of character lately, tantrums all day', TODDLER],
  ['can i put zoflora on the floor with a crawling baby', INFANT],
];

function ids(question: string, context?: RedFlagContext): string[] {
  return detectRedFlags(question, context).map((flag) => flag.id);
}

/**
 * Round 7 (issue 20, *-extra-g.json): the new signs in other words than the set's, so a test
 * checks the concept and not one sentence.
 */
const URGENT_ROUND_7: Case[] = [
  ['cant feel her breathing on my hand and her chest isnt moving', INFANT, ['not-breathing']],
  ['her lips have gone a violet colour', INFANT, ['blue-skin']],
  ['his tongue looks lilac', TODDLER, ['blue-skin']],
  ['we can hardly rouse him this morning', INFANT, ['unresponsive']],
  ['her legs just flop down when i pick her up', INFANT, ['unresponsive']],
  ["why won't my son wake up", TODDLER, ['unresponsive']],
  ['too breathless to finish his bottle', INFANT, ['trouble-breathing']],
  ['keeps stopping every few gulps to breathe', NEWBORN, ['trouble-breathing']],
  ['breathing fast and says it hurts to breathe in', PRESCHOOL, ['trouble-breathing']],
  ['tiny purple speckles on her chest', TODDLER, ['non-blanching-rash']],
  ['36.8 then i checked again and got 35.5', NEWBORN, ['fever-young-baby']],
  ['his sick looks like pea soup', NEWBORN, ['green-vomit']],
  ['every bottle comes back up with such force it hits the wall', NEWBORN, ['green-vomit']],
  ['his posset is bright green', NEWBORN, ['green-vomit']],
  ['boiling water went all down his arm', TODDLER, ['burn']],
  ['she stuck a hair clip in the plug socket', PRESCHOOL, ['burn']],
  ['bit through the laptop cable', TODDLER, ['burn']],
  ['her arms are freezing and she looks a funny pale colour, has a temp', TODDLER, ['sepsis']],
  ['the glass trick didnt work, spots are still there', TODDLER, ['non-blanching-rash']],
  ['has to sit up to breathe at night, 3 weeks after birth', POSTPARTUM, ['postpartum-breathless']],
  ['flickering star lights in front of my eyes', PREG_33, ['pre-eclampsia']],
  ['i can barely walk with this pain in my belly', PREG_33, ['pregnancy-severe-pain']],
  ['tummy bug, crying without any tears and nappies almost dry today', TODDLER, ['dehydration']],
  [
    'she says the nurses want to take the baby and hides with him in the bathroom',
    POSTPARTUM,
    ['postpartum-psychosis'],
  ],
  [
    'my partner had the baby yesterday and she is holding her chest, says it is crushing',
    POSTPARTUM,
    ['chest-pain'],
  ],
  ['sucking on the lamp flex and now a black mark on his lip', TODDLER, ['burn']],
  ['hot wax on her hand and its blistered', TODDLER, ['burn']],
  ['curling tongs burnt his willy', TODDLER, ['burn']],
  ['ate some berries off a hedge and now hes dizzy', PRESCHOOL, ['poisoning']],
  ['he got at the gin bottle', TODDLER, ['poisoning']],
  ['put a coin battery up her nostril', TODDLER, ['button-battery']],
  ['forgot him in the car for 20 minutes, he is all sweaty', TODDLER, ['heatstroke']],
  ['nursery is 30 degrees and she is really floppy', INFANT, ['heatstroke']],
  ['my wife is gripping her chest, says its crushing', POSTPARTUM, ['chest-pain']],
  ['feels like a ton of bricks sitting on my chest', POSTPARTUM, ['chest-pain']],
  ['i keep imagining holding a blanket over his face', INFANT, ['self-harm']],
  ['ive got all my pills counted out', INFANT, ['self-harm']],
  ["everyone would be happier if i just wasn't around", INFANT, ['self-harm']],
  ['i want to crash the car into a tree', INFANT, ['self-harm']],
  ["i shook her hard. i'm scared of what i might do", INFANT, ['self-harm']],
  ['she says the universe sent her a sign about the baby', POSTPARTUM, ['postpartum-psychosis']],
  ['my wife thinks our daughter is a robot', POSTPARTUM, ['postpartum-psychosis']],
  ['she keeps asking who we are, 5 days after the birth', POSTPARTUM, ['postpartum-psychosis']],
  ['blood running down my legs in the shower', POSTPARTUM, ['postpartum-bleeding']],
  ["feel like i'm being smothered when i lie down, 2 weeks pp", POSTPARTUM, ['postpartum-breathless']],
  ['spotted a little at 20 weeks but it stopped', PREG_24, ['pregnancy-bleeding']],
  ['brown spotting, no pain', PREG_24, ['pregnancy-bleeding']],
  ['my tummy is solid and the pain is constant', PREG_33, ['pregnancy-severe-pain']],
  ['rear ended at the lights, bump feels tight now', PREG_33, ['pregnancy-severe-pain']],
  ['kicks are not her usual pattern today', PREG_33, ['reduced-fetal-movement']],
  ['lazy bean today', PREG_33, ['reduced-fetal-movement']],
  ['popped and then wet myself', PREG_33, ['waters-breaking-early']],
  ['tightenings every 8 to 10 minutes', ctx('pregnant-3rd', null, 30), ['preterm-labour']],
  ['braxton hicks 4 minutes apart', ctx('pregnant-3rd', null, 30), ['preterm-labour']],
  [
    'the pain never lets up between contractions and my bump is rock hard',
    PREG_39,
    ['pregnancy-severe-pain'],
  ],
  [
    'she went quiet, gagging and clawing at her mouth, did back blows, now just staring',
    TODDLER,
    ['choking'],
  ],
];
/** Round 7 look-alikes: past and treated, a sign word used for something else, a what-if. */
const NOT_URGENT_ROUND_7: Case[] = [
  ['held his breath in a strop then gasped and was fine', TODDLER, []],
  ['she had sepsis 2 months ago, fully recovered now, can she have her jabs', TODDLER, []],
  ['choked on a grape, it came out and she went straight back to eating', TODDLER, []],
  ['stares at the lights but comes out of it when i say her name', INFANT, []],
  ["can't wake her for the dream feed, she just sucks sleepily", NEWBORN, []],
  ['3 puffs of the blue inhaler and the wheeze goes', PRESCHOOL, []],
  ['eyelid twitching for two days, otherwise fine', PRESCHOOL, []],
  ['rash blanches under a glass, she is playing happily, had a fever yesterday', TODDLER, []],
  ['temp 38.2 but eating and drinking fine, nurofen?', TODDLER, []],
  ['found the lost watch battery behind the radiator', TODDLER, []],
  ['what should I do if my waters go at 30 weeks', PREG_24, []],
  ['night sweats in pregnancy, pyjamas soaked', PREG_24, []],
  ['pink spotting at 6 weeks, no pain at all', ctx('pregnant-1st', null, 6), []],
  ['he chewed the phone charger but it was unplugged', TODDLER, []],
  ['my 3 year old says his chest hurts when he coughs, he has a cold but is running about', PRESCHOOL, []],
  ['coughing up green gunk with her cold, otherwise fine', POSTPARTUM, []],
  ['she was chewing the tv cable again, how do i hide them', TODDLER, []],
  ['dunked his face in the bath to blow bubbles', TODDLER, []],
  ['my toddler says his chest hurts when he coughs', TODDLER, []],
  ['had a chest infection last month, treated with antibiotics, all better, can he go swimming', TODDLER, []],
  ['he put a fork in the toaster, it was switched off at the wall', PRESCHOOL, []],
  ['we put socket covers in, can he still get a shock?', TODDLER, []],
  ['blood on the floor from a nosebleed', TODDLER, []],
  ['quiet day at work, baby kicking as usual tonight', PREG_33, []],
  ['the bump gets hard for a minute then relaxes, no pain', PREG_33, []],
  ['my partner crashed the car last year, is that why im anxious', PREG_24, []],
  ['room is 28 degrees, what tog sleeping bag?', INFANT, []],
  ['can i leave him in the car for 2 minutes while i pay for petrol', TODDLER, []],
  ['i shook him gently to wake him for a feed', NEWBORN, []],
  ['my baby has navy blue eyes', NEWBORN, []],
  ['violet has a cold', TODDLER, []],
  ['bringing up a bit of milk after feeds, happy baby', NEWBORN, []],
  ['my daughter thinks she is a robot in her games', PRESCHOOL, []],
];

/** Issue 20 round 9 (extra-i): my own phrasings of the signs that round missed, caught by the rules. */
const URGENT_ROUND_9: Case[] = [
  ['gave him rescue breaths and he started again but he is very weak', INFANT, ['not-breathing']],
  ['her belly doesnt go up and down for ages when she sleeps', NEWBORN, ['not-breathing']],
  ['his nostrils keep flaring out wide and he is breathing fast', INFANT, ['trouble-breathing']],
  ['breathing like he just ran a race and he is only lying in his cot', INFANT, ['trouble-breathing']],
  ['his shoulders are lifting with every breath', TODDLER, ['trouble-breathing']],
  ['a little whimper with each breath', NEWBORN, ['trouble-breathing']],
  ['her breathing rate is about 70', INFANT, ['trouble-breathing']],
  ['put a wet cloth on his face to wake him and nothing', TODDLER, ['unresponsive']],
  ['eyes glazed and not following anything, not crying when i pinch her', NEWBORN, ['unresponsive']],
  ['tongue goes dusky when he feeds', NEWBORN, ['blue-skin']],
  ['i know how i would do it now', POSTPARTUM, ['self-harm']],
  ["i won't be around much longer, i've written goodbye letters", POSTPARTUM, ['self-harm']],
  ['how many sertraline would it take', POSTPARTUM, ['self-harm']],
  ['my mum and the midwife are in league to steal my son', POSTPARTUM, ['postpartum-psychosis']],
  ['tried to wake him and he just moaned', TODDLER, ['unresponsive']],
  ['was banging her head on the table edge and now she is slurring', PRESCHOOL, ['head-injury']],
  ['my left calf is fatter than the right one and hot', PREG_24, ['leg-clot']],
  ['his face went under in the paddling pool', TODDLER, ['near-drowning']],
  ['refusing all her feeds and her nappies are nearly dry', NEWBORN, ['dehydration']],
  ['she brought her feed back up and it is green', NEWBORN, ['green-vomit']],
  ['I have done back slaps and he is trying to cough but no sound', TODDLER, ['choking']],
  ['grandma thinks he had one of her heart tablets', TODDLER, ['poisoning']],
  ['the stitches from her op are oozing, she is hot and cold and so sleepy', TODDLER, ['sepsis']],
  ['three fits within an hour today', TODDLER, ['seizure']],
  ['my upper tummy is sore and I have a headache', PREG_33, ['pre-eclampsia']],
  ['lights flickering at the edge of my vision', PREG_33, ['pre-eclampsia']],
  ['soaked 3 pads in an hour', POSTPARTUM, ['postpartum-bleeding']],
  ["bump is rock hard and won't relax", PREG_33, ['pregnancy-severe-pain']],
  ['baby quieter than usual', PREG_33, ['reduced-fetal-movement']],
  ['feel so unwell and shivering a week after the birth', POSTPARTUM, ['postpartum-fever']],
  ['my husband has had tightness in his chest for an hour', INFANT, ['chest-pain']],
];

const NOT_URGENT_ROUND_9: Case[] = [
  [
    'she stopped breathing once in nicu, all tests clear and she has been home for months, which monitor',
    NEWBORN,
    [],
  ],
  [
    'we were in a&e last week with anaphylaxis, now have epipens, what do i tell the childminder',
    TODDLER,
    [],
  ],
  ['what are the main signs of sepsis', INFANT, []],
  ['if he ever choked would i know what to do', INFANT, []],
  ['what counts as heavy bleeding after birth', POSTPARTUM, []],
  ['a mum from my antenatal class had a clot after her birth, should i worry', POSTPARTUM, []],
  ['he gags on lumps then goes back to eating happily', INFANT, []],
  ['licked the outside of a closed bottle of bleach', TODDLER, []],
  ['splashed water in her face and giggled', INFANT, []],
  ['my c section scar hurts when i breathe deeply', POSTPARTUM, []],
  ['panic attack at the school gate, felt breathless, passed within 5 minutes', POSTPARTUM, []],
  ['shaky with a temperature but chatting and knows where she is', TODDLER, []],
  ['headache gone after a drink and paracetamol', PREG_24, []],
  ['quick sharp twinge low down that goes within seconds', PREG_24, []],
  ['kicks feel different now but the same amount as before', PREG_33, []],
  ['bumped her head, tiny lump, playing fine, what should i keep an eye on', INFANT, []],
  ['my hv thinks i should still be bleeding more at 3 weeks, it is just brown now', POSTPARTUM, []],
  ['doing a baby first aid course next month, what will they teach', INFANT, []],
];

/** Issue 20 round 10 (extra-j): my own phrasings of the signs that round missed, caught by the rules. */
const URGENT_ROUND_10: Case[] = [
  [
    'a piece of apple went down and he coughed, then he stopped coughing and went very quiet',
    TODDLER,
    ['choking'],
  ],
  ['she is not properly responding when I clap next to her', INFANT, ['unresponsive']],
  ['he will not open his eyes even when I shout at him', PRESCHOOL, ['unresponsive']],
  ['the skin under her tummy button is sucking in with each breath', INFANT, ['trouble-breathing']],
  ['there is a hollow at the base of his throat when he breathes in', INFANT, ['trouble-breathing']],
  ['breathing 65 times a minute', INFANT, ['trouble-breathing']],
  ['bumped her head on the door frame and now she says everything looks blurry', PRESCHOOL, ['head-injury']],
  ['fell off the slide onto his head and keeps yawning', TODDLER, ['head-injury']],
  ['banged his head and one of his eyes looks a bit odd', TODDLER, ['head-injury']],
  ['chewed through the lamp flex and has a tiny white mark on his tongue', TODDLER, ['burn']],
  ['splashed hot tea on her arm, a small blister has come up', ctx('infant', 5), ['burn']],
  ['gave her 7.5ml of nurofen instead of 2.5ml', INFANT, ['poisoning']],
  ['my sister says she has swallowed a whole box of tablets', INFANT, ['self-harm']],
  ["i've just swallowed all my sleeping pills", POSTPARTUM, ['self-harm']],
  ['sitting in the garage with the car engine on', POSTPARTUM, ['self-harm']],
  ['kept thinking about stepping off the platform today', POSTPARTUM, ['self-harm']],
  ['she thinks a demon is inside our son and wants to get it out', POSTPARTUM, ['postpartum-psychosis']],
  ['she is convinced god wants her to walk into the sea with the baby', POSTPARTUM, ['postpartum-psychosis']],
  [
    "it all feels like I'm living in a dream since the birth, I'm not sure the baby is real",
    POSTPARTUM,
    ['postpartum-psychosis'],
  ],
  ['temperature of 38.6 ten days after my section and the wound smells', INFANT, ['postpartum-fever']],
  ['fluid suddenly poured out of me, I am 30 weeks', TODDLER, ['waters-breaking-early']],
  [
    'the health visitor said some swelling is normal but it is only my left calf and it is hot',
    POSTPARTUM,
    ['leg-clot'],
  ],
  ['my toddler swallowed a shiny flat button from a flashing toy', TODDLER, ['button-battery']],
  ['am i more likely to miscarry now that i am bleeding heavily with clots', PREG_12, ['pregnancy-bleeding']],
  ['my friend had a look and says his lips are blue', INFANT, ['blue-skin']],
  ['my sister got here and thinks the baby is floppy', NEWBORN, ['unresponsive']],
  // A clear check earlier does not settle a new sign today.
  [
    'went to triage last week and the CTG was fine. Today the baby has not moved at all since breakfast',
    PREG_33,
    ['reduced-fetal-movement'],
  ],
  [
    'had a scan at 20 weeks, all fine. Now I am bleeding bright red and soaking a pad',
    PREG_24,
    ['pregnancy-bleeding'],
  ],
  ['she was tested for a UTI, all fine. She is now floppy and hard to wake', INFANT, ['unresponsive']],
];

const NOT_URGENT_ROUND_10: Case[] = [
  ['she went floppy and relaxed during her nap and did not wake when I moved her', INFANT, []],
  ['his mouth is stained purple from the blackcurrant squash', TODDLER, []],
  ['my friend had a clot after her section, will I be more likely to get one?', POSTPARTUM, []],
  ['was scanned for a clot last month, all clear, just anaemia', POSTPARTUM, []],
  [
    'went to triage with less movement on sunday, the trace was fine and he has been kicking since',
    PREG_33,
    [],
  ],
  ['fell asleep on the train and woke up groggy, is that normal at 30 weeks', PREG_33, []],
  ['tightenings every 15 minutes at 39 weeks, not painful', PREG_39, []],
  ['breathless on the stairs but ok at rest, will it get worse?', PREG_33, []],
  ['do I still give the next 2 doses of amoxicillin', TODDLER, []],
  ['bruises on my tummy from the clexane injections', POSTPARTUM, []],
  ['varicose veins behind my right knee feel heavy in the evening', PREG_24, []],
  ['had a headache from the heat all day but it went away after a nap', PREG_33, []],
  ['my chest feels tight when I pump, boobs are rock hard', POSTPARTUM, []],
  ['she had meningitis as a baby and was treated, fully recovered now', PRESCHOOL, []],
  ['blows bubbles in the bath and comes up laughing', TODDLER, []],
  ['accidentally gave 2.5ml instead of 5ml, should I top her up', INFANT, []],
  ['bumped his head this afternoon, now it is bedtime and he wants to sleep, ok to let him?', TODDLER, []],
  ['he swallowed a silver button off my cardigan', TODDLER, []],
  ['thinking about jumping into the pool with him at swimming class', INFANT, []],
  ['a little dip at the base of her neck when she cries hard', INFANT, []],
  ['is she more likely to have a febrile seizure again when she is older', TODDLER, []],
  [
    'doctor said febrile fits are common at this age, she had one on sunday, checked over in a&e and fine since',
    TODDLER,
    [],
  ],
  ['the GP checked her and said grunting is normal in newborns, she grunts in her sleep', NEWBORN, []],
  ['his cough is better, he stopped coughing and is sleepy after his tea', TODDLER, []],
  ['she is not really reacting to the calpol, temp still 38.5', TODDLER, []],
  ['breathing 60 times a minute when he cries', INFANT, []],
  ['she has a blister on her heel from her new shoes, noticed it at bath time', INFANT, []],
  ['chickenpox blisters everywhere, can i bath her', INFANT, []],
];

/** Round 12 (the concepts behind its misses and false alarms, in new words). */
const URGENT_ROUND_12: Case[] = [
  ['i dont think ive felt him kick since breakfast', PREG_33, ['reduced-fetal-movement']],
  ['maybe 2 little wriggles all day, is that ok', PREG_33, ['reduced-fetal-movement']],
  ['he bumped his head on the door and then zoned out for a second', TODDLER, ['head-injury']],
  ['fell off the slide onto her head and keeps asking where are we', PRESCHOOL, ['head-injury']],
  ['he bit a washing tab and his lips are foamy', TODDLER, ['poisoning']],
  ['wheezy and cant catch his breath at all after football', PRESCHOOL, ['trouble-breathing']],
  ['baby sicked up greenish milk twice', NEWBORN, ['green-vomit']],
  ['jelly looking poo with red streaks and he keeps screaming', INFANT, ['green-vomit']],
  ['tummy bug with the runs and his nappy has been bone dry for 10 hours', INFANT, ['dehydration']],
  ['wasp sting then itchy lumps all over her body and she keeps being sick', TODDLER, ['severe-allergy']],
  ['her arms keep flinging up in clusters when she wakes up', INFANT, ['seizure']],
  ['found him floating in the paddling pool, he is pale', TODDLER, ['near-drowning']],
  ['fell asleep in the sun and wouldnt wake up properly after', INFANT, ['heatstroke']],
  [
    'she had the baby a week ago and is talking so fast, says she was chosen for a mission',
    NEWBORN,
    ['postpartum-psychosis'],
  ],
  [
    'coughing pink froth and have to stop halfway up the stairs to breathe',
    NEWBORN,
    ['postpartum-breathless'],
  ],
  ['24 weeks and rolling around in agony', PREG_24, ['pregnancy-severe-pain']],
  ['woke up to a pool on the bed, 31 weeks', PREG_33, ['waters-breaking-early']],
];

const NOT_URGENT_ROUND_12: Case[] = [
  ['the doctor said he will grow out of it, how do i handle the tantrums', TODDLER, []],
  ['she never answers me when bluey is on, selective hearing?', PRESCHOOL, []],
  ['so hard to wake him in the mornings for nursery', PRESCHOOL, []],
  ['her poo has gone dark green since starting iron drops', INFANT, []],
  ['he chewed the empty medicine box, just the cardboard', TODDLER, []],
  ['the remote battery was missing but it was in the drawer all along', TODDLER, []],
  ['killing myself laughing at her dance moves', TODDLER, []],
  ['what should normal bleeding after birth smell like?', POSTPARTUM, []],
  ['is a show the same thing as your waters going?', PREG_33, []],
  ['what do they teach on the course about what to do if a baby stops breathing', PREG_33, []],
];

/** Round 13 (less obvious presentations), in new words. */
const URGENT_ROUND_13: Case[] = [
  ['he ran into the goal post and now he is slurring and walking like hes drunk', PRESCHOOL, ['head-injury']],
  ['a little groan with every single breath and she is not feeding', NEWBORN, ['trouble-breathing']],
  ['been sick all morning and now there is a greenish tinge to it', INFANT, ['green-vomit']],
  ['when i pinch the skin on his arm it stays up', INFANT, ['dehydration']],
  ['last wee was first thing this morning and she has barely drunk anything', TODDLER, ['dehydration']],
  ['a red streak spreading up from the bite on his arm and he has a temperature', TODDLER, ['sepsis']],
  ['pushed a battery up her nose, it came out but her nose is still bleeding', PRESCHOOL, ['button-battery']],
  ['the back of the key fob battery compartment was empty', TODDLER, ['button-battery']],
  ['told my blood pressure was high at clinic. today my head is pounding', PREG_33, ['pre-eclampsia']],
  ['he had to be pulled out of the pool by the lifeguard, now coughing', PRESCHOOL, ['near-drowning']],
  ['she says god told her the baby is evil', NEWBORN, ['postpartum-psychosis']],
  [
    'breathless and have to sleep propped up on three pillows, baby is 3 months',
    ctx('infant', 3),
    ['postpartum-breathless'],
  ],
];

const NOT_URGENT_ROUND_13: Case[] = [
  ['my nephew had concussion at rugby, what signs should i watch for', PRESCHOOL, []],
  ['the bump on his head from last week, the gp saw it and was happy, how long till it goes', TODDLER, []],
  ['squeaks when he breathes in only when he is laughing, otherwise quiet', INFANT, []],
  ['the health visitor asked if her sick was ever green, it never is', NEWBORN, []],
  ['does a cold drink really make the baby kick?', PREG_33, []],
  ['she puts everything in her mouth, is that normal at 2', TODDLER, []],
  ['had a headache, it went away after a glass of water', PREG_33, []],
];

/** Round 14 (the emergency told in passing: "google says", "nursery rang", "which hospital"). */
const URGENT_ROUND_14: Case[] = [
  ['which hospital is open? she is like a rag doll and just staring', INFANT, ['unresponsive']],
  ['i cant get him to wake up fully, he just groans', TODDLER, ['unresponsive']],
  ['google says clots are normal but i passed one the size of my fist', NEWBORN, ['postpartum-bleeding']],
  [
    'the midwife said its probably discharge but there was a gush and it keeps trickling',
    PREG_33,
    ['waters-breaking-early'],
  ],
  ['i thought i wet myself but it keeps coming', PREG_33, ['waters-breaking-early']],
  [
    'my mum says its braxton hicks but my tummy is rock hard and the pain is constant',
    PREG_33,
    ['pregnancy-severe-pain'],
  ],
  ['they are getting stronger and coming every 5 mins', PREG_33, ['preterm-labour']],
  ['the app says count 10 kicks but i only got to 2 in 2 hours', PREG_33, ['reduced-fetal-movement']],
  ['his spots stay purple when i roll a glass over them', PRESCHOOL, ['non-blanching-rash']],
  ['banged heads with his friend and now clear fluid is dripping from his nose', PRESCHOOL, ['head-injury']],
  ['high temp, pale and clammy and his legs hurt so much he cant walk', TODDLER, ['sepsis']],
  ['sick so forcefully it shot across the room and he keeps pulling his knees up', INFANT, ['green-vomit']],
  ['my chest is tight and sore right up into my neck', NEWBORN, ['chest-pain']],
  ['i dont think ill be around much longer', NEWBORN, ['self-harm']],
  [
    'my sister had the baby last week and is saying strange things, like she is on a mission',
    NEWBORN,
    ['postpartum-psychosis'],
  ],
];

const NOT_URGENT_ROUND_14: Case[] = [
  ['she goes floppy after a big feed then sleeps, fine when she wakes', NEWBORN, []],
  ['he went purple screaming at his jab but was pink again straight after', INFANT, []],
  ['a few hives after a new washing powder, which is best for sensitive skin', INFANT, []],
  ['his soft spot dips a bit when hes sitting up', NEWBORN, []],
  ['i get out of breath jogging, which postnatal class is gentle', INFANT, []],
  ['my mum swears a mucus plug can come out early, just more discharge here', PREG_33, []],
];

/** Round 15 (must-catch families told by fifteen kinds of people). */
const URGENT_ROUND_15: Case[] = [
  ['he ate the sweets in the drawer but they were my nans heart tablets', PRESCHOOL, ['poisoning']],
  ['four puffs of the inhaler in an hour and no improvement', PRESCHOOL, ['trouble-breathing']],
  ['she can only say a few words at a time between breaths', PRESCHOOL, ['trouble-breathing']],
  ['baby not drink since yesterday and the nappy is dry all day', INFANT, ['dehydration']],
  ['normally she kicks a lot at night but tonight hardly anything', PREG_33, ['reduced-fetal-movement']],
  ['should i buy a doppler? he is moving much less than usual today', PREG_33, ['reduced-fetal-movement']],
  ['the battery inside the musical card is now missing and she is drooling', TODDLER, ['button-battery']],
];

const NOT_URGENT_ROUND_15: Case[] = [
  ['she ate some soil from the plant pot, no plant food in it, she is fine', TODDLER, []],
  ['he was sick and it was the colour of the icing on his cake', PRESCHOOL, []],
  ['my newborn breathes a bit noisy when asleep', NEWBORN, []],
];

/** Round 16 (tired parents, practical side questions, regional English, hedged): new wordings of its misses. */
const URGENT_ROUND_16: Case[] = [
  ['she had a grape and now shes gagging and cant make a sound', TODDLER, ['choking']],
  ['a bit of carrot went down wrong, shes coughing and cannae get it out', TODDLER, ['choking']],
  ['knocked his brew over himself, whole shoulder red and blistering', TODDLER, ['burn']],
  ['the chest no dey rise for long time, we shake am and e start again', NEWBORN, ['not-breathing']],
  ['there are pauses in her breathing when she feeds, one lasted 22 seconds', NEWBORN, ['not-breathing']],
  ['little grunt every single time he breathes out, for an hour now', NEWBORN, ['trouble-breathing']],
  ['he swallered one of the magnet balls off the fridge', TODDLER, ['button-battery']],
  ['two weeks after my section my leg is puffy and aches from the knee down', POSTPARTUM, ['leg-clot']],
  ['when she wont stop screaming i keep wanting to shake her', NEWBORN, ['self-harm']],
  [
    'peanut at a party then hives, now a whistle when he breathes and keeps coughing',
    TODDLER,
    ['severe-allergy'],
  ],
];

const NOT_URGENT_ROUND_16: Case[] = [
  ['she had a fit with a fever back in june, docs said it was fine, tips for winter?', TODDLER, []],
  ['his feet look bluey but his lips and face are pink and warm', NEWBORN, []],
  ['went under in the bath for a second, 2 hours later playing and breathing normally', TODDLER, []],
  ['feel low in the evenings but i dont want to hurt myself, just exhausted', POSTPARTUM, []],
  ['i get a flash of what if i dropped him down the stairs, it horrifies me', INFANT, []],
  ['when do you start feeling kicks? 17 weeks and nothing yet', PREG_12, []],
  ['she has a bit of a mucus rattle asleep but breathing easily', NEWBORN, []],
  ['my eldest had meningitis as a baby so i worry, this one has a cold and is playing', TODDLER, []],
  ['do we need an epipen? mild reaction to egg last year, just an itchy mouth', PRESCHOOL, []],
  ['i got breathless in a panic last week, it eased when i calmed down', POSTPARTUM, []],
  ['quiet this morning but then she kicked loads after lunch', PREG_33, []],
  ['he goes all floppy and relaxed in his bath, loves it', INFANT, []],
  ['bumped his head on the door, big lump, cried and went straight back to playing', TODDLER, []],
  ['the doll has a breathing chest that stopped moving, new battery?', PRESCHOOL, []],
  ['lochia is now pale and creamy at five weeks, how long does it last', POSTPARTUM, []],
  ['why did the boy in her book need an inhaler because he couldnt breathe', PRESCHOOL, []],
];

/** Round 17 (pregnancy, after the birth, and eight child families, in tired parents' words). */
const URGENT_ROUND_17: Case[] = [
  [
    'got up to go to the loo and had to sit down halfway, so out of breath, worse than when i was pregnant',
    POSTPARTUM,
    ['postpartum-breathless'],
  ],
  [
    'since the birth she doesnt recognise her own mum and keeps asking where she is',
    POSTPARTUM,
    ['postpartum-psychosis'],
  ],
  [
    'my wife says she has special powers and the baby is talking to her',
    POSTPARTUM,
    ['postpartum-psychosis'],
  ],
  ['she sent a message saying take care of the baby and now she wont pick up', POSTPARTUM, ['self-harm']],
  ['nobody would care if i just disappeared, keep thinking about it', POSTPARTUM, ['self-harm']],
  [
    'my chest feels heavy and my heart keeps racing, i feel like im going to faint, 10 days after birth',
    POSTPARTUM,
    ['chest-pain'],
  ],
  ['keeps being sick and her tummy has puffed up like a balloon', INFANT, ['green-vomit']],
  ['her crying is weak like a kitten and she hasnt fed since lunch', NEWBORN, ['sepsis']],
  ['found him lying at the bottom of the paddling pool', TODDLER, ['near-drowning']],
  [
    'fell off the top of the slide, about 2 metres, and was out cold for a moment',
    PRESCHOOL,
    ['head-injury'],
  ],
  [
    'the car seat was on the kitchen table and slid off onto the tiles with her in it',
    INFANT,
    ['head-injury'],
  ],
  ['the apnoea monitor shows her breathing stopping for 25 seconds', NEWBORN, ['not-breathing']],
];

const NOT_URGENT_ROUND_17: Case[] = [
  ['i get migraines with aura, diagnosed years ago, which painkillers are ok at 20 weeks', PREG_24, []],
  ['bit of spotting two days ago, nothing since, scan today and the heartbeat was strong', PREG_12, []],
  ['the baby kicked me so hard it made me gasp', PREG_33, []],
  ['how do i stop getting a clot on a long flight at 30 weeks', PREG_33, []],
  ['what temperature counts as a fever after a c section', POSTPARTUM, []],
  ['a bit breathless carrying the pram up to our second floor flat, fine once i sit down', POSTPARTUM, []],
  ['i read about postpartum psychosis, what should i look out for', POSTPARTUM, []],
  ['pain shooting from my nipple into my chest when he latches', POSTPARTUM, []],
  ['lump on his head from bumping into his sister this morning, fine all day', TODDLER, []],
  ['are button batteries in toys safe if the cover has a screw', TODDLER, []],
  ['he chews the fridge magnets but none are missing', INFANT, []],
  [
    'went in last night for fewer kicks, the monitor was great and she has kicked normally since',
    PREG_33,
    [],
  ],
];

/** Round 18 (every family twice over, plain and mixed with everyday detail). */
const URGENT_ROUND_18: Case[] = [
  [
    'my midwife said at my booking 3 weeks ago all was fine but now im bleeding heavily with clots',
    PREG_12,
    ['pregnancy-bleeding'],
  ],
  [
    'i keep having thoughts about hurting her when she cries, i havent but im scared i might',
    POSTPARTUM,
    ['self-harm'],
  ],
  [
    'my best friend messaged me goodbye an hour ago and isnt picking up, she had her baby in may',
    POSTPARTUM,
    ['self-harm'],
  ],
  ['he wont even stir when i shake him and call his name', TODDLER, ['unresponsive']],
  [
    'little purple marks like bruises on her legs, no knocks, and she has a fever',
    TODDLER,
    ['non-blanching-rash'],
  ],
  ['collapsed at the beach, boiling hot and confused', PRESCHOOL, ['heatstroke']],
];

const NOT_URGENT_ROUND_18: Case[] = [
  ['he goes floppy in a deep sleep but wakes straight up for his bottle', NEWBORN, []],
  ['at 7 weeks a little brown spotting when i wiped, nothing since', PREG_12, []],
  ['he chewed the remote but all the batteries are there and the cover is shut', TODDLER, []],
  ['i had a headache so took two paracetamol at 20 weeks, is that ok', PREG_24, []],
  ['im nervous about going into labour early, what should i watch for', PREG_33, []],
  ['are magnets in toys safe for a 3 year old', PRESCHOOL, []],
];

/** Round 19 (profiles without dates or about someone else, and three-word messages). */
const URGENT_ROUND_19: Case[] = [
  ['the baby keeps stopping breathing when asleep', PRESCHOOL, ['not-breathing']],
  ['piece of lego in his mouth, coughing and going purple, nothing coming up', INFANT, ['choking']],
  ['chest is tight and the pain is spreading down my arm', PREG_33, ['chest-pain']],
  ['not the baby, me: sharp chest pain and suddenly breathless', INFANT, ['chest-pain']],
  ['had my baby 3 wks ago and suddenly cant breathe properly', TODDLER, ['postpartum-breathless']],
  ['3wks pp puffed out on the stairs and heart racing', POSTPARTUM, ['postpartum-breathless']],
  ['dont want to be here anymore cant cope', POSTPARTUM, ['self-harm']],
  ['purple spots dont fade when i press them and shes hot', TODDLER, ['non-blanching-rash']],
  ['blood in dd sick', TODDLER, ['green-vomit']],
  ['33 wks baby hasnt moved since breakfast', PREG_33, ['reduced-fetal-movement']],
];

const NOT_URGENT_ROUND_19: Case[] = [
  ['she sleeps so deeply her arm flops when i move it but wakes up fine for feeds', NEWBORN, []],
  ['went under in the bath for a second and came up laughing', INFANT, []],
  ['how will i know if my waters have gone', PREG_33, []],
  ['quick sharp pain in my side when i stand up fast', PREG_24, []],
  ['goes floppy when i try to put his coat on lol', TODDLER, []],
  ['bleeding got a bit heavier after shopping then settled again', POSTPARTUM, []],
];

/** Round 20 (the six families with the most held-back misses, in two more sets of voices). */
const URGENT_ROUND_20: Case[] = [
  ['only 1 wet nappy over the last 24 hrs and the top of his head looks sunk', NEWBORN, ['dehydration']],
  ['usually kicks every day but today nothing at all', PREG_33, ['reduced-fetal-movement']],
  ['honestly cant remember the last time i felt a kick', PREG_33, ['reduced-fetal-movement']],
  ['movements went from loads to almost none this afternoon', PREG_33, ['reduced-fetal-movement']],
  ['not many wriggles today at 34 weeks, shall i wait till tomorrow', PREG_33, ['reduced-fetal-movement']],
  ['my calf has got fatter since the flight and aches', PREG_24, ['leg-clot']],
  ['two weeks after the birth my leg is hot and it hurts to walk', POSTPARTUM, ['leg-clot']],
  [
    'i hear people whispering my name at night and see shadows in the corner',
    POSTPARTUM,
    ['postpartum-psychosis'],
  ],
  [
    'she says god chose the baby for a special mission and nobody can hold him',
    POSTPARTUM,
    ['postpartum-psychosis'],
  ],
  [
    'she is so confused, she put the baby in the cupboard and said he was safe there',
    POSTPARTUM,
    ['postpartum-psychosis'],
  ],
];

const NOT_URGENT_ROUND_20: Case[] = [
  ['little bit of brown spotting on the tissue at 7 weeks, stopped now', PREG_12, []],
  ['lost my plug with a streak of blood at 39 weeks', PREG_39, []],
  ['quiet this morning but now kicking like normal', PREG_33, []],
  [
    'she had a clot in her leg in her last pregnancy, what do we ask before trying again',
    ctx('trying-to-conceive', null),
    [],
  ],
  ['a varicose vein on my leg has got bigger, not red or sore', PREG_24, []],
];

/** Round 21 (nine families with single held-back misses, in two sets of voices). */
const URGENT_ROUND_21: Case[] = [
  ['she went about half a minute without a breath in her sleep', INFANT, ['not-breathing']],
  ['he held his breath crying and now he is just not taking one, its been ages', TODDLER, ['not-breathing']],
  ['he does not take a breath for long time, i count to 25', TODDLER, ['not-breathing']],
  ['she fell out of the first floor window onto the grass', PRESCHOOL, ['head-injury']],
  ['felt a pop then lots of water everywhere, 24 weeks', PREG_24, ['waters-breaking-early']],
  ['i feel like i need to push and im only 33 weeks', PREG_33, ['preterm-labour']],
  ['hot and shivery and my stitches are really sore, baby is a week old', POSTPARTUM, ['postpartum-fever']],
];

const NOT_URGENT_ROUND_21: Case[] = [
  ['my boobs feel sore and heavy across my chest at 8 weeks', PREG_12, []],
  ['i was breathless during labour but fine since, is that normal', POSTPARTUM, []],
  ['had a fever a week ago, antibiotics sorted it, feel much better now', POSTPARTUM, []],
  ['milky sick after feeds but putting on weight and happy', NEWBORN, []],
  ['a little blood in her sick after a nosebleed this morning, she is fine', PRESCHOOL, []],
  ['one tightening yesterday, nothing since, lots of kicks', PREG_33, []],
  ['his dad has a cold with a slight temperature, can he hold the baby', NEWBORN, []],
  ['i feel shivery out of the shower, temperature 36.7', POSTPARTUM, []],
];

/** Round 22 (look-alikes first: mild versions, over and checked, someone else, a film, a figure of speech). */
const URGENT_ROUND_22: Case[] = [
  ['my granddaughter hit her head on the table and went out for a few seconds', TODDLER, ['head-injury']],
  ['found him face down in the dogs water bowl, coughing and spluttering', TODDLER, ['near-drowning']],
  [
    'i had a thought about putting a pillow over her face to stop the crying, i would never but what if i did',
    NEWBORN,
    ['self-harm'],
  ],
];

const NOT_URGENT_ROUND_22: Case[] = [
  ['watched a documentary where a baby stopped breathing, how common is that', NEWBORN, []],
  [
    'our dog went floppy after eating chocolate, the vet sorted him, which foods are bad for kids',
    TODDLER,
    [],
  ],
  ['a mum at baby group lost her son to meningitis, what should i look for', INFANT, []],
  ['my mum had a clot after her knee operation, am i at risk after my section', POSTPARTUM, []],
  ['she was literally choking on her lines in the nativity', PRESCHOOL, []],
  ['breathless with love for this little one', POSTPARTUM, []],
  ['my husband is totally unresponsive on the night feeds lol', POSTPARTUM, []],
  ['went under at swimming, coughed once and was laughing', PRESCHOOL, []],
  ['the remote cover was open but all the batteries are there', TODDLER, []],
  ['he swallowed a bit of orange peel that looked like a coin', TODDLER, []],
  ['quiet this morning then kicked loads after lunch', PREG_33, []],
  ['more rolls than kicks now at 36 weeks', PREG_39, []],
  ['thoughts of dropping the baby down the stairs horrify me, i would never', INFANT, []],
  [
    'still a bit puffed on the stairs six weeks after my section but getting better each week',
    POSTPARTUM,
    [],
  ],
];

/** Round 23 (look-alikes in the first writer's brief, and 2-4 sentence messages with their context). */
const URGENT_ROUND_23: Case[] = [
  ['only 1 wet nappy today and so sleepy, hard to wake for feeds', NEWBORN, ['dehydration']],
];

const NOT_URGENT_ROUND_23: Case[] = [
  ['floppy and sleepy after her jabs today but wakes for feeds and smiles', INFANT, []],
  ['slipped under in the bath and came straight up coughing, fine now', INFANT, []],
  ['big lump on his forehead but he is playing and normal', TODDLER, []],
  ['quiet this morning but she is kicking like mad now, a normal amount', PREG_33, []],
  ['woke with damp knickers, think it was sweat, nothing more since', PREG_33, []],
  ['my bump goes hard for a second when he kicks', PREG_24, []],
  ['the bleeding got heavier when i started breastfeeding, is that normal', POSTPARTUM, []],
  ['he licked a closed tablet box, nothing was open', TODDLER, []],
  ['is it true babies move less near the end? all normal here, just asking', PREG_39, []],
  ['a bit winded carrying the car seat upstairs but breathing is normal sitting down', POSTPARTUM, []],
  ['my early scan unit said the spotting was likely implantation and all looked fine', PREG_12, []],
];

/** Round 24 (emergencies in the first writer's brief, must-catch families twelve times each). */
const URGENT_ROUND_24: Case[] = [
  ['lifted him out of the cot and he just flops, eyes shut the whole time', NEWBORN, ['unresponsive']],
  ['knocked her head on the car door getting her in, she is 5 weeks', NEWBORN, ['head-injury']],
  [
    'he went really quiet for a couple of seconds after banging his head on the step then cried',
    TODDLER,
    ['head-injury'],
  ],
  ['dropped the bouncer with him in it off the sofa onto the floor', NEWBORN, ['head-injury']],
  ['she wriggled out my arms at the changing table and hit the floor', INFANT, ['head-injury']],
  ['knocked my coffee over the baby while feeding', INFANT, ['burn']],
  [
    'ten days after the birth and it has come right through my trousers, it was nearly stopped',
    POSTPARTUM,
    ['postpartum-bleeding'],
  ],
  [
    'stabbing pain every breath since this morning, baby is 2 weeks old',
    POSTPARTUM,
    ['postpartum-breathless'],
  ],
  [
    'got breathless walking to the kitchen and my heart is pounding, is it just because i am unfit',
    POSTPARTUM,
    ['postpartum-breathless'],
  ],
  ['she bites a dishwasher tablet and now she is gagging and dribbling', INFANT, ['poisoning']],
  [
    'a whistly noise on every breath in even sitting quietly, with a barking cough',
    TODDLER,
    ['trouble-breathing'],
  ],
  ['only done one wee today and it is nearly tea time, tummy bug since friday', TODDLER, ['dehydration']],
  ['not her usual cry at all, a high pitched wail, and she is off her milk', INFANT, ['sepsis']],
  ['a bite on his leg, the red is spreading and he is suddenly much more poorly', PRESCHOOL, ['sepsis']],
  ['pain under my right ribs that gaviscon is not touching and a headache', PREG_33, ['pre-eclampsia']],
];

const NOT_URGENT_ROUND_24: Case[] = [
  ['he gasps when i blow on his face, is that normal', INFANT, []],
  ['the gp checked her at 9 weeks for a temp, said a cold, temp gone now', NEWBORN, []],
  ['teething, dribbling everywhere and chewing her hands, no temperature', INFANT, []],
  ['my chest muscles are sore from carrying the car seat, hurts when i press', POSTPARTUM, []],
  ['my 5 year old says his chest hurts from coughing but he is running about', PRESCHOOL, []],
  ['a bit shivery overnight but the heating was off, temp normal now and i feel fine', POSTPARTUM, []],
  ['a mild headache earlier, had some water and it is totally gone, bp fine yesterday', PREG_33, []],
  ['went in thinking my waters had gone, they checked me and said just discharge', PREG_33, []],
  ['wee leaked right through my leggings when i sneezed, 3 weeks after the birth', POSTPARTUM, []],
  ['i pour water over her head at bath time and she splutters then laughs', INFANT, []],
  ['my older one bumped his head at nursery and is fine, can he still cuddle the baby', NEWBORN, []],
];

/** Round 25 (every family six ways, the must-catch families thirteen ways, look-alikes six per family). */
const URGENT_ROUND_25: Case[] = [
  ['grabbing at her neck after a hard sweet and no air going in', PRESCHOOL, ['choking']],
  ['he feels like a little radiator and he is 4 weeks old', NEWBORN, ['fever-young-baby']],
  ['5 month old, 39.6 and the calpol is not touching it', ctx('infant', 5), ['fever-young-baby']],
  ['14 hours and not a single wet nappy, diarrhoea since monday', INFANT, ['dehydration']],
  [
    'could be the pea puree but she has brought up dark green four times and is screaming',
    INFANT,
    ['green-vomit'],
  ],
  ['he yanked my coffee down on himself', TODDLER, ['burn']],
  ['she slipped under the bath water, no idea how long, crying now', INFANT, ['near-drowning']],
  ['i do not feel safe with myself tonight', POSTPARTUM, ['self-harm']],
  ['my sister had her baby last month and she says she wants to die', POSTPARTUM, ['self-harm']],
  [
    'probably just me being unfit but i am out of breath on the stairs and my chest hurts',
    POSTPARTUM,
    ['postpartum-breathless'],
  ],
  ['my right calf looks blown up next to the other one and it is red', POSTPARTUM, ['leg-clot']],
  ['normally she kicks like mad after dinner, tonight hardly anything', PREG_33, ['reduced-fetal-movement']],
  ['had an iced drink and lay on my left, still not much happening', PREG_33, ['reduced-fetal-movement']],
  ['i honestly cannot remember feeling her since breakfast', PREG_33, ['reduced-fetal-movement']],
  ['she has gone quiet since this morning, usually very regular', PREG_33, ['reduced-fetal-movement']],
  ['felt a big gush in the shower at 34 weeks, can i eat first', PREG_33, ['waters-breaking-early']],
  ['the bookcase came down on him and hit his head, now he is dead sleepy', TODDLER, ['head-injury']],
  ['he had a swig of the weedkiller in the garage', PRESCHOOL, ['poisoning']],
  ['we both gave her calpol without telling each other', INFANT, ['poisoning']],
  [
    'his shoulders heave up every time he breathes and he says he cannot get his breath',
    PRESCHOOL,
    ['trouble-breathing'],
  ],
  ['vomiting everything, even the dioralyte', TODDLER, ['dehydration']],
  ['only two nappies in 24 hours and both barely damp', NEWBORN, ['dehydration']],
  ['a weak moaning instead of crying, and she has slept all day', NEWBORN, ['sepsis']],
  ['can i wait for the watch battery to come out in his poo? he seems fine', PRESCHOOL, ['button-battery']],
  [
    'the back of the singing card is empty, no battery in it, she was chewing it',
    TODDLER,
    ['button-battery'],
  ],
  ['pain right under my ribs, heartburn medicine does nothing', PREG_33, ['pre-eclampsia']],
  ['pauses between her breaths when asleep, one was 22 seconds', NEWBORN, ['not-breathing']],
  ['the owlet alarm went off and she was not moving when i got to her', INFANT, ['not-breathing']],
];

const NOT_URGENT_ROUND_25: Case[] = [
  ['my nan says put him on his front so he will not choke if he is sick and stops breathing', NEWBORN, []],
  ['does the baby first aid class teach what to do if they stop breathing', INFANT, []],
  ['his lips went blue after the bluberries lol, are they ok whole', INFANT, []],
  ['my fingers go purple on the cold walk to nursery and warm back up in the car', TODDLER, []],
  ['jabs tomorrow, do i give paracetamol straight away or wait for a temp', NEWBORN, []],
  [
    'my dad had chest pain last month, all the tests were fine, when should i call for myself',
    POSTPARTUM,
    [],
  ],
  [
    'puffed on the stairs, the gp did bloods and it is just low iron, when does it get better',
    POSTPARTUM,
    [],
  ],
  ['i feel like i cannot breathe with everything on my plate', POSTPARTUM, []],
  ['triage monitored her this afternoon for being quieter and everything was great', PREG_33, []],
  ['so constipated my tummy aches and i am bloated, what can i take', PREG_24, []],
  ['baby has hiccups every night, little rhythmic taps, normal?', PREG_33, []],
  ['splashed a bit of tea on his hand and it is slightly pink', INFANT, []],
];

/** Round 26 (eight situations per family with who noticed and where; look-alikes of the hard kind). */
const URGENT_ROUND_26: Case[] = [
  ['a croaky noise every breath in even sitting quietly, and drooling loads', TODDLER, ['trouble-breathing']],
  ['her breathing is weird, her shoulders going up and down with it', TODDLER, ['trouble-breathing']],
  ['grape stuck, trying to cough but nothing comming up', TODDLER, ['choking']],
  [
    'little purple freckle things on her legs and she is poorly with a temperature',
    INFANT,
    ['non-blanching-rash'],
  ],
  ['the spots dont dissappear when i roll a glass over them', PRESCHOOL, ['non-blanching-rash']],
  ['a splash of hot tea on my 3 week olds hand, just a red mark', NEWBORN, ['burn']],
  ['he tipped the kettle, boiling water down his front', ctx('toddler', null), ['burn']],
  ['my 15 year old says he keeps thinking about killing himself', NEWBORN, ['self-harm']],
  [
    'my wife had the baby last week and now says she was chosen by god for a mission',
    POSTPARTUM,
    ['postpartum-psychosis'],
  ],
  [
    'it had almost stopped but suddenly it is bright red again and really heavy',
    POSTPARTUM,
    ['postpartum-bleeding'],
  ],
  ['sharp pain at the tip of my shoulder, 6 weeks pregnant', PREG_12, ['pregnancy-severe-pain']],
  ['31 weeks and my knickers keep getting wet, a bit more each time', PREG_33, ['waters-breaking-early']],
];

const NOT_URGENT_ROUND_26: Case[] = [
  ['my uncle stopped breathing as a baby in the 70s, is that why they are strict about cots now', INFANT, []],
  ['rattly chest since nursery, eating fine and breathing looks easy', TODDLER, []],
  ['he goes floppy in protest every time i put him in the buggy', TODDLER, []],
  ['out cold after a long day at the zoo, rolled over when i took his shoes off', PRESCHOOL, []],
  ['the toddler has a temperature 38.4 but the baby is fine, how do i keep them apart', NEWBORN, []],
  ['38.2 and shivery, calpol brought it down and she is running around asking for toast', TODDLER, []],
  ['a streak of red in his sick, my nipple is cracked and bleeding', NEWBORN, []],
  ['rang the poisons helpline about bubble bath, they said fine, still a bit paranoid', TODDLER, []],
  ['cheeks bright red like they have been burnt, teething', INFANT, []],
  ['an old scald from last summer, all healed, any cream for the scar', PRESCHOOL, []],
  ['varicose vein behind my knee, not sore or red, just ugly', PREG_24, []],
  ['anterior placenta so i feel movements less, but she keeps her usual pattern', PREG_24, []],
  ['my teenager says she wants to die of embarrassment when i sing', PRESCHOOL, []],
  ['my heart hurt watching her walk into school today', PRESCHOOL, []],
];

/** Round 27 (the fourteen families with held-back misses, ten ways each, and their look-alikes). */
const URGENT_ROUND_27: Case[] = [
  [
    'since the birth she says the neighbours are plotting to steal the baby and checks the locks all night',
    POSTPARTUM,
    ['postpartum-psychosis'],
  ],
  ['he would not take his bottle all day and only one wet nappy', INFANT, ['dehydration']],
  [
    'my calf is tight and the veins are standing out more on that side, had her 2 weeks ago',
    POSTPARTUM,
    ['leg-clot'],
  ],
  ['that leg is warm and bigger than before, 22 weeks', PREG_24, ['leg-clot']],
  [
    'sharp pain under my ribs everytime i take a deep breath, 2 weeks after the birth',
    POSTPARTUM,
    ['postpartum-breathless'],
  ],
  [
    'usually a party in there at bedtime, tonight only a few tiny flutters',
    PREG_33,
    ['reduced-fetal-movement'],
  ],
  [
    'she has been much quieter for 3 days, midwife checked me last week and said all fine',
    PREG_33,
    ['reduced-fetal-movement'],
  ],
  ['is it normal for the baby to stop kicking at 39 weeks', PREG_39, ['reduced-fetal-movement']],
  [
    'thought i had wet the bed but it is still trickling when i get up, 30 weeks',
    PREG_33,
    ['waters-breaking-early'],
  ],
  [
    'waters went this morning and now there is a funny smell and i feel shivery',
    PREG_39,
    ['waters-breaking-early'],
  ],
  ['been leaking on and off since sunday at 34 weeks, not wee', PREG_33, ['waters-breaking-early']],
  ['tightenings and an achy heavy pelvis at 29 weeks', PREG_33, ['preterm-labour']],
  ['backache that comes every ten minutes, 30 weeks', PREG_33, ['preterm-labour']],
  ['contractions at 33 weeks??', PREG_33, ['preterm-labour']],
];

const NOT_URGENT_ROUND_27: Case[] = [
  ['was that implantation bleeding? a bit of pink a week before my bfp', ctx('trying-to-conceive', null), []],
  ['which maternity pads do i need in my hospital bag for after', PREG_33, []],
  ['slept 8 hours and the morning nappy was soaked, no wet one overnight', INFANT, []],
  ['lost a lot of blood at the birth, on iron tablets, still puffed on the stairs', POSTPARTUM, []],
  ['my nose is so blocked i cannot breathe at night, what can i take', POSTPARTUM, []],
  ['they scanned my lungs for clots after the birth and it was clear', POSTPARTUM, []],
  [
    'the er checked him after he rolled off the sofa and sent us home, anything to keep an eye on',
    INFANT,
    [],
  ],
  ['the hospital x-rayed him and said it was a coin not a battery', PRESCHOOL, []],
  [
    'reduced movements last week, monitored and all perfect, would they induce if it happened again',
    PREG_33,
    [],
  ],
  ['the swab for my waters came back negative and i have been dry since', PREG_33, []],
  ['how do i time contractions when the time comes', PREG_33, []],
  ['tickly cough since the hospital, no blood, feel fine', POSTPARTUM, []],
];

/** Round 28 (calm parents mentioning the sign in passing; everyday look-alikes). */
const URGENT_ROUND_28: Case[] = [
  ['changed her nappy and she did not even stir, just flops, asleep since lunch', TODDLER, ['unresponsive']],
  ['my sister messaged that she cannot go on anymore and has a plan', POSTPARTUM, ['self-harm']],
  ['a load of water just came out when she stood up, she is 33 weeks', PREG_33, ['waters-breaking-early']],
];

const NOT_URGENT_ROUND_28: Case[] = [
  ['he screams blue murder when i put the spacer on', TODDLER, []],
  ['my mum says baby led weaning causes choking, is that true', INFANT, []],
  ['38.2 with a cold but drinking milk and laughing, calpol or not', INFANT, []],
  ['my arms and chest ache like i have been to the gym, its carrying the car seat', POSTPARTUM, []],
  ['my aunt was unwell in her head after her baby, what were the first signs', PREG_33, []],
  ['i lost loads of blood after my first, will that happen again', PREG_33, []],
  ['soaked in sweat every night since the birth, took my temp and it is normal', POSTPARTUM, []],
  ['had a clot years ago on the pill, what happens when i am pregnant', ctx('trying-to-conceive', null), []],
  ['front placenta and at 19 weeks i barely feel anything', ctx('pregnant-2nd', null, 19), []],
  ['bled at 7 weeks last time and lost the baby, nothing so far this time', PREG_12, []],
  ['brown spotting 10 days ago, the scan showed a heartbeat, should i still worry', PREG_12, []],
  [
    'carried her in from the car and changed her nappy, she did not stir and woke up happy later',
    TODDLER,
    [],
  ],
];

/** Round 29: tuning emergencies only the safety net caught, now known to the rules (reworded). */
const URGENT_ROUND_29: Case[] = [
  [
    'no sleep for three nights straight, making plans for a new company, talking too fast to follow',
    POSTPARTUM,
    ['postpartum-psychosis'],
  ],
  [
    'she keeps saying she has done something terrible but she has not done anything',
    POSTPARTUM,
    ['postpartum-psychosis'],
  ],
  ['burning in my chest for an hour and my left arm feels numb', POSTPARTUM, ['chest-pain']],
  ['he went stiff and then his arm started jerking for a minute', TODDLER, ['seizure']],
  ['not interested in her feeds and a weak little cry, so sleepy', NEWBORN, ['sepsis']],
  ['clear watery stuff running from his nose since the fall', TODDLER, ['head-injury']],
  ['i think tonight is the night, i have written letters to everyone', POSTPARTUM, ['self-harm']],
  [
    'my vision keeps flickering and my head is pounding, 9 days after the birth',
    POSTPARTUM,
    ['pre-eclampsia'],
  ],
  ['one side of my belly really hurts and i feel dizzy, 7 weeks', PREG_12, ['pregnancy-severe-pain']],
  ['my tummy goes hard and hurts about five times an hour, 30 weeks', PREG_33, ['preterm-labour']],
  [
    'he put a round battery in his mouth, there were two and i cannot find the other one',
    TODDLER,
    ['button-battery'],
  ],
  ['screaming in waves and a red jelly poo', INFANT, ['green-vomit']],
  ['there is no rise and fall of her chest', NEWBORN, ['not-breathing']],
  ['her skin looks like marble and her feet are icy but she is boiling', INFANT, ['sepsis']],
  ['she went off the bar stool onto the floor and has been sick twice', TODDLER, ['head-injury']],
];

/** Round 30 (six different signs per family; look-alikes eight ways per family). */
const URGENT_ROUND_30: Case[] = [
  ['he stops mid feed and goes still until i jiggle him, then he breathes again', NEWBORN, ['not-breathing']],
  ['her legs have gone marbled and purple and the house is warm', INFANT, ['blue-skin']],
  ['something is seriously wrong, he is just not there, temp 38.6', TODDLER, ['sepsis']],
  ['no tears when she cries and her tongue is dry and sticky', TODDLER, ['dehydration']],
  ['his eyes look sort of sunk in after all the diarrhoea', PRESCHOOL, ['dehydration']],
  ['he drank the leftover drinks after the bbq and now he is wobbly', PRESCHOOL, ['poisoning']],
  ['found her with her face in the paddling pool', TODDLER, ['near-drowning']],
  ['i keep imagining driving into a tree when i am in the car', INFANT, ['self-harm']],
  ['it had settled but it is heavy again and bright red, 12 days after', POSTPARTUM, ['postpartum-bleeding']],
  ['a hard cord behind my knee and the leg throbs, 3 weeks after my section', POSTPARTUM, ['leg-clot']],
  ['long flight yesterday and now one ankle is puffy and the calf aches, 12 weeks', PREG_12, ['leg-clot']],
  [
    'a bump in the car this morning and now my tummy is tight and hurts, 31 weeks',
    PREG_33,
    ['pregnancy-severe-pain'],
  ],
  ['woke to a wet patch on the sheet, only 29 weeks', PREG_33, ['waters-breaking-early']],
];

const NOT_URGENT_ROUND_30: Case[] = [
  ['the wind blew in his face and he did that gasp thing then laughed', INFANT, []],
  ['literally stopped breathing when i saw the price of the pram', INFANT, []],
  ['how do we see her chest from the bed at night', NEWBORN, []],
  ['noisy breathing after running about but calmed down and now playing', TODDLER, []],
  ['went blue in the face arguing with him about shoes', PRESCHOOL, []],
  ['a blue grey patch on her bottom since birth, a birthmark', INFANT, []],
  ['floppy with a temperature yesterday, today she is back to herself', TODDLER, []],
  ['totally choked in my return to work meeting lol', POSTPARTUM, []],
  ['my mum thinks finger foods will make her choke', INFANT, []],
  ['purple lacy skin when undressed that goes away once she is dressed', NEWBORN, []],
  ['a tiny bit of a dip in her soft spot when she sits up, normal?', NEWBORN, []],
  ['got the round battery back off him before it went anywhere near his mouth', TODDLER, []],
  ['red patches on her eyelids since birth', NEWBORN, []],
  ['a wave knocked her under last year, fine all year but scared of the sea now', PRESCHOOL, []],
  ['too hot at the beach yesterday but perked right up in the shade', TODDLER, []],
  ['a twinge in my chest for a second last week, nothing since', POSTPARTUM, []],
  ['my bank account is bleeding after buying all the baby stuff', PREG_24, []],
  ['waters went an hour ago, clear and no smell, hospital said come in', PREG_39, []],
];

/** Round 31 (4-14 word messages typed one-handed). */
const URGENT_ROUND_31: Case[] = [
  ['she stoped breathing for 25 secs', NEWBORN, ['not-breathing']],
  ['nostrils flapping and breathing so fast', INFANT, ['trouble-breathing']],
  ['a dip at bottom of his neck every breath', TODDLER, ['trouble-breathing']],
  ['first ever fit with a temperature', TODDLER, ['seizure']],
  ['gagging and no sound at all', INFANT, ['choking']],
  ['spots still there under the glass', TODDLER, ['non-blanching-rash']],
  ['not himself, grey, cold hands, hot body', INFANT, ['sepsis']],
  ['tummy hard and puffed up and keeps bein sick', NEWBORN, ['green-vomit']],
  ['she was under the bath water, help', TODDLER, ['near-drowning']],
  ['after peanut butter his tongue looks huge', TODDLER, ['severe-allergy']],
  [
    'she says the neighbours watch us through the walls since the birth',
    POSTPARTUM,
    ['postpartum-psychosis'],
  ],
];

const NOT_URGENT_ROUND_31: Case[] = [
  ['nearly had a fit at the price of formula', INFANT, []],
  ['tiny white spots on her nose, normal?', NEWBORN, []],
  ['my battery is flat, running on empty', NEWBORN, []],
];

/** Round 32 (the fourteen held-miss families as a first-time parent types at night; six families' look-alikes). */
const URGENT_ROUND_32: Case[] = [
  ['my dad is staying and says his chest hurts and his arm has gone numb', INFANT, ['chest-pain']],
  ['my chest really hurts, like a tight band round it', POSTPARTUM, ['chest-pain']],
  [
    'she has not been moving much today but the home doppler found a heartbeat',
    PREG_33,
    ['reduced-fetal-movement'],
  ],
  [
    'a slow drip of water all day, more comes out whenever i move, 23 weeks',
    PREG_24,
    ['waters-breaking-early'],
  ],
  ['shaking even under the duvet and cannot stop, had the baby on friday', POSTPARTUM, ['postpartum-fever']],
];

const NOT_URGENT_ROUND_32: Case[] = [
  ['chokes on his spit when lying down, splutters, swallows, then fine', INFANT, []],
  ['i keep choking up thinking about her first day at nursery', PRESCHOOL, []],
  ['are anti choking devices worth buying', TODDLER, []],
  ['he sleepwalked and did not answer me, remembers nothing, normal?', PRESCHOOL, []],
  ['what does hard to wake actually mean', NEWBORN, []],
  ['does calpol stop fever fits', PRESCHOOL, []],
  ['shivering with 38.4, teeth chattering, but talking to me and drinking', PRESCHOOL, []],
  ['we rang 111 when she got into my vitamins last month and they said she was fine', TODDLER, []],
  ['big brother (5) has a temp of 38.6, how do i protect the newborn', NEWBORN, []],
  [
    'the hospital checked her temp at 3 weeks, all the tests came back clear, how do i not panic again',
    NEWBORN,
    [],
  ],
  ['what do i do if she gets a temperature before 2 months', NEWBORN, []],
  ['wet patch on the bed then i found i had knocked my water glass over', PREG_33, []],
  ['the pessary keeps leaking out in the morning', PREG_24, []],
];

/** Round ff (2026-11-28): the concepts its misses showed, in other words. */
const URGENT_ROUND_34: Case[] = [
  [
    'odd ache across my chest and up between my shoulder blades, like squeezing, probably the sling',
    POSTPARTUM,
    ['chest-pain'],
  ],
  ['tight chest and my left arm is hurting, had him 9 days ago, will it go', POSTPARTUM, ['chest-pain']],
  [
    "can't lie down now without gasping, sleeping sat up, baby is 3 weeks",
    POSTPARTUM,
    ['postpartum-breathless'],
  ],
  [
    'since this morning she has to stop halfway up the stairs to get her breath, says it is just being unfit after the baby',
    POSTPARTUM,
    ['postpartum-breathless'],
  ],
  ["his sick is bright green but he hasn't had any peas or anything green", NEWBORN, ['green-vomit']],
  [
    'little leak dribbling down the inside of my leg every so often since this morning, 30 weeks',
    PREG_33,
    ['waters-breaking-early'],
  ],
];

const NOT_URGENT_ROUND_34: Case[] = [
  ['bit puffed walking up the hill with the buggy, back to normal in a minute at the top', POSTPARTUM, []],
  ['my back and shoulders ache from carrying the car seat everywhere', POSTPARTUM, []],
];

/** Round gg (2026-11-28): hard look-alikes of six families, in other words. */
const NOT_URGENT_ROUND_35: Case[] = [
  ['how common are febrile fits, she is fine, i just want to know what to look out for', TODDLER, []],
  ['his eyes go up and back as he drifts off on the bottle, looks milk drunk, fine after', INFANT, []],
  ['little regular jerks in my bump for ten minutes, is she fitting or is it hiccups', PREG_33, []],
  [
    'yesterday he choked on a grape, it came out with back blows, fine since, i am still shaking',
    TODDLER,
    [],
  ],
  ['does a fake choking noise every time he sees peas, total drama queen', PRESCHOOL, []],
  ['raw apple slices or will she choke', INFANT, []],
  [
    'after a long nap at grannys she was hard to wake and grumpy, then ate her dinner and was fine',
    TODDLER,
    [],
  ],
  ['she stares into space when tired but snaps straight out of it when i call her', PRESCHOOL, []],
  ['she goes floppy like a ragdoll when i lift her into the cot, sound asleep', INFANT, []],
  ['passed out in the buggy after soft play, slept through me taking her coat off', TODDLER, []],
  ['thought he had the calpol but i counted the sachets and none are missing', TODDLER, []],
  ['if my newborn ever gets a temperature what number means call someone', NEWBORN, []],
  ['i have a temperature with a head cold, can i still feed my 8 week old', POSTPARTUM, []],
  ['knocked my whole glass of water over my lap at work, 30 weeks, so embarrassing', PREG_33, []],
  ['what was it like when your waters went, my daughter is asking', PREG_33, []],
  ['bit of water comes out after my bath then stops, pad dry after, 31 weeks', PREG_33, []],
];

/** Round hh (2026-11-28): search-box keywords, remedy-first questions and updates, in other words. */
const PREG_7 = ctx('pregnant-1st', null, 7);
const PREG_26 = ctx('pregnant-2nd', null, 26);
const URGENT_ROUND_36: Case[] = [
  // Standing a worry down never silences thoughts of self-harm.
  ['ignore me, just being dramatic, everyone would be better off without me', POSTPARTUM, ['self-harm']],
  ['got him out of the paddling pool, now coughing and really drowsy', TODDLER, ['near-drowning']],
  [
    'best way to get it out? she shoved a little round battery up there, the nose',
    PRESCHOOL,
    ['button-battery'],
  ],
  ['which blanket is warmest, his lips have gone bluey and he feels cold', NEWBORN, ['blue-skin']],
  ['coughed some blood this morning, 10 days after my section', POSTPARTUM, ['postpartum-breathless']],
  ['tight chest heavy feeling going to my jaw', POSTPARTUM, ['chest-pain']],
  ['not slept for days says the baby has been switched', POSTPARTUM, ['postpartum-psychosis']],
  [
    'any tips for calming my wife down? she had the baby a week ago, hasnt slept and says the baby is in danger',
    POSTPARTUM,
    ['postpartum-psychosis'],
  ],
  ['she is not sweating any more, skin hot and dry, seems confused', PRESCHOOL, ['heatstroke']],
  ['update: the leak has now soaked through my leggings', PREG_26, ['waters-breaking-early']],
  ['crampy period pains and low backache and pressure down below', PREG_26, ['preterm-labour']],
  ['stabbing pain on my right side', PREG_7, ['pregnancy-severe-pain']],
  ['discharge smells foul and i keep shivering, 8 days after the birth', POSTPARTUM, ['postpartum-fever']],
  ['the nappy i was sure was wet is actually dry, none since lunch, sick 6 times', INFANT, ['dehydration']],
  [
    'how should i word letters to my children for later, i am getting everything sorted and want to say my goodbyes',
    INFANT,
    ['self-harm'],
  ],
  // A past fit told as history does not hide one happening today.
  ['fit last winter with a fever, today she has had two in an hour and is drowsy', TODDLER, ['seizure']],
];

const NOT_URGENT_ROUND_36: Case[] = [
  ['ok panic over, the blue on her lips was blueberry yoghurt', TODDLER, []],
  ['false alarm, the red spots rubbed off, it was marker pen', PRESCHOOL, []],
  ['ignore me, the wet was the hot water bottle leaking', PREG_33, []],
  ['my temp was 37.2 not 38.2, i misread the thermometer, feel fine', POSTPARTUM, []],
  ['he had a febrile seizure before, what dose of calpol for 38? he is playing', TODDLER, []],
  ['groggy after a long car nap but awake and talking, how long does that last', TODDLER, []],
  ['slight twinge on my left side at 30 weeks when i stand up', PREG_33, []],
  ['say my goodbyes to the nicu nurses tomorrow, what gift should i bring', NEWBORN, []],
];

/** Round ii (2026-11-28): logs, numbers and minimising, in other words. */
const PREG_18 = ctx('pregnant-2nd', null, 18);
const PREG_30 = ctx('pregnant-3rd', null, 30);
const URGENT_ROUND_37: Case[] = [
  ['soaked 3 pads within the hour, 18 wks', PREG_18, ['pregnancy-bleeding']],
  [
    'measured both legs, right calf is 3 cm bigger than the left, baby is 10 days old',
    POSTPARTUM,
    ['leg-clot'],
  ],
  [
    'seems ok, just not making sense since he banged his head on the slide and keeps asking where we are',
    PRESCHOOL,
    ['head-injury'],
  ],
  ["just won't lift her head and her legs drop when i let go, probably tired", INFANT, ['unresponsive']],
  [
    'contraction timer: 09:15, 09:24, 09:32, 09:41 tightenings with backache, braxton hicks?',
    PREG_30,
    ['preterm-labour'],
  ],
];

const NOT_URGENT_ROUND_37: Case[] = [
  ['counted her breaths asleep, 40 a minute, chest going up and down evenly, pink', NEWBORN, []],
  ['a few bruises on his shins from climbing the sofa all week, otherwise full of beans', TODDLER, []],
  [
    'grabbed the oven door for a second, hand pink for a few minutes then back to normal, no blister',
    TODDLER,
    [],
  ],
  [
    'babyproofing: bleach gone to the top cupboard and the tablets moved to a high shelf, what else?',
    INFANT,
    [],
  ],
  ['chewing the empty battery cover of the remote, the battery is still in the remote', TODDLER, []],
  ["i've had floaters for years, i'm very short-sighted, nothing new, 30 weeks", PREG_30, []],
  ['little gush when i stood up this morning and then back to normal flow, day 4', POSTPARTUM, []],
  [
    'puffed out carrying the car seat upstairs, back to normal within a minute, no chest pain',
    POSTPARTUM,
    [],
  ],
];

/** Round jj (2026-11-28): devices and apps, "last time ... but this time", forum shorthand. */
const PREG_13 = ctx('pregnant-1st', null, 13);
const PREG_19 = ctx('pregnant-2nd', null, 19);
const URGENT_ROUND_38: Case[] = [
  [
    'her big brother once scalded a finger and it was nothing, but this time she pressed her palm on the hob and it is blistering',
    TODDLER,
    ['burn'],
  ],
  [
    'after my first the bleeding was heavy for a day and settled, but this time i am filling a pad every hour and feel faint',
    POSTPARTUM,
    ['postpartum-bleeding'],
  ],
  ['5wks pp, keep having thoughts of hurting my lo, scared of myself, dh away', POSTPARTUM, ['self-harm']],
  ['34 wks and it was a warm gush, still coming', PREG_33, ['waters-breaking-early']],
  [
    'my sisters waters were clear, but mine have just gone at 33 weeks and they are greenish',
    PREG_33,
    ['waters-breaking-early'],
  ],
  [
    'since the birth she is sure there are hidden cameras in the smoke alarms watching her',
    POSTPARTUM,
    ['postpartum-psychosis'],
  ],
  ['monitor clip shows him jerking in his cot for about a minute, is it a dream?', INFANT, ['seizure']],
];

const NOT_URGENT_ROUND_38: Case[] = [
  ['which baby camera has the best night vision?', NEWBORN, []],
  ['the monitor camera made her lips look grey, went in and she was pink and asleep', INFANT, []],
  ['his nappy rash looks red and sore like a burn, which cream?', INFANT, []],
  ['home doppler took a while to find the heartbeat at 13 weeks, then 160', PREG_13, []],
  ['19 weeks with an anterior placenta and only flutters, when will i feel proper kicks?', PREG_19, []],
  ['rings tight in the heat, bp 116/74 at the midwife today, no headache, 32 weeks', PREG_33, []],
  ['what signs would mean a clot in my leg? vein looks bigger but not red or hot, 33 weeks', PREG_33, []],
  [
    'period late, bit of pink spotting at ovulation, not pregnant as far as i know',
    ctx('trying-to-conceive', null),
    [],
  ],
  [
    'chesty cough with my cold, a bit wheezy, breathing fine at rest, 4 weeks after the birth',
    POSTPARTUM,
    [],
  ],
  [
    'breathless and heart pounding when i get anxious at night, it settles after a few minutes',
    POSTPARTUM,
    [],
  ],
  ['the app asked about thoughts of harming myself. i have not had any, just tired', POSTPARTUM, []],
  ['3 weeks pp and more out of breath than before pregnancy at my running club', POSTPARTUM, []],
];

/** Round kk (2026-11-28): several people, voice notes, a quick question after the day's news. */
const URGENT_ROUND_39: Case[] = [
  [
    'busy day, toddler group with my eldest, then the shop. one thing: 34 weeks and a gush of fluid down my leg, still trickling',
    PREG_33,
    ['waters-breaking-early'],
  ],
];

const NOT_URGENT_ROUND_39: Case[] = [
  ['the fob has a little round battery, i checked and it is still inside, should i tape it?', TODDLER, []],
  ['swallowed some pool water in her lesson, coughed twice, fine for the 5 hours since', PRESCHOOL, []],
  ['my chest feels tight and full across the top but it is my boobs, milk just came in', POSTPARTUM, []],
  ['first postnatal yoga, more out of breath than i thought during the class', POSTPARTUM, []],
];

/** Round ll (2026-11-28): the ten must-catch families, twelve ways each, in other words. */
const URGENT_ROUND_40: Case[] = [
  ['came in and found her not breathing in the cot', INFANT, ['not-breathing']],
  ["he might have had some of grandad's heart pills, about 6 are gone", TODDLER, ['poisoning']],
  ['gave calpol every hour since breakfast by mistake, 7 doses', INFANT, ['poisoning']],
  ['wheezing and can only get out a few words at a time', PRESCHOOL, ['trouble-breathing']],
  ['screaming on and off with legs pulled up and red jelly in his nappy', INFANT, ['green-vomit']],
  ['sick is a yellowy green colour now, third time', INFANT, ['green-vomit']],
  ['only 2 wet nappies in 24 hours and being sick', INFANT, ['dehydration']],
  ['kicks 4 in 3 hours, usually 10 in half an hour, 36 weeks', PREG_33, ['reduced-fetal-movement']],
];

const NOT_URGENT_ROUND_40: Case[] = [
  ['gave his calpol 20 minutes early by mistake, right amount', TODDLER, []],
  ['she had a red jelly at the party and then was sick once, fine now', PRESCHOOL, []],
];

/** From reviewing this session's new rule parts for everyday phrasings they must not catch. */
const NOT_URGENT_REVIEW: Case[] = [
  ['she has gone off her food and been sick twice', TODDLER, []],
  ['he is having a coughing fit every night', TODDLER, []],
  ['i hate people watching me feed in public', POSTPARTUM, []],
  ['the house has been quiet since my toddler started nursery', PREG_33, []],
  ['he will not look at me when i tell him off', TODDLER, []],
  ['something is wrong with the thermometer, it says 38.3', TODDLER, []],
  ['when i pick her up she just flops onto my shoulder and falls asleep', NEWBORN, []],
  ['the midwives are trying to get her to latch', POSTPARTUM, []],
  ['tonights the night we start sleep training', INFANT, []],
  ['my face looks so fat in the bump photos', PREG_33, []],
];

describe('detectRedFlags', () => {
  it.each(URGENT)('flags %j', (question, context, expected) => {
    expect(ids(question, context)).toEqual(expect.arrayContaining(expected));
  });

  it.each(NOT_URGENT)('does not flag %j', (question, context) => {
    expect(ids(question, context)).toEqual([]);
  });

  it.each(URGENT_ROUND_2)('flags %j (round 2)', (question, context, expected) => {
    expect(ids(question, context)).toEqual(expect.arrayContaining(expected));
  });

  it.each(URGENT_ANY)('flags %j with some banner', (question, context) => {
    expect(ids(question, context)).not.toEqual([]);
  });

  it.each(NOT_URGENT_ROUND_2)('does not flag %j (round 2)', (question, context) => {
    expect(ids(question, context)).toEqual([]);
  });

  it.each(NOT_URGENT_ROUND_3)('does not flag %j (round 3)', (question, context) => {
    expect(ids(question, context)).toEqual([]);
  });

  it.each(URGENT_ROUND_3)('flags %j (round 3)', (question, context) => {
    expect(ids(question, context)).not.toEqual([]);
  });

  it.each(LEXICON_URGENT)('flags %j (lexicon words)', (question, context, expected) => {
    expect(ids(question, context)).toEqual(expect.arrayContaining(expected));
  });

  it.each(LEXICON_QUIET)('does not flag %j (lexicon look-alike)', (question, context) => {
    expect(ids(question, context)).toEqual([]);
  });

  it.each(URGENT_ROUND_7)('flags %j (round 7)', (question, context, expected) => {
    expect(ids(question, context)).toEqual(expect.arrayContaining(expected));
  });

  it.each(NOT_URGENT_ROUND_7)('does not flag %j (round 7)', (question, context) => {
    expect(ids(question, context)).toEqual([]);
  });

  // From round 9 on, the urgent cases must be caught by the rules themselves, not the safety net.
  const ROUNDS: Array<[number, Case[], Case[]]> = [
    [9, URGENT_ROUND_9, NOT_URGENT_ROUND_9],
    [10, URGENT_ROUND_10, NOT_URGENT_ROUND_10],
    [12, URGENT_ROUND_12, NOT_URGENT_ROUND_12],
    [13, URGENT_ROUND_13, NOT_URGENT_ROUND_13],
    [14, URGENT_ROUND_14, NOT_URGENT_ROUND_14],
    [15, URGENT_ROUND_15, NOT_URGENT_ROUND_15],
    [16, URGENT_ROUND_16, NOT_URGENT_ROUND_16],
    [17, URGENT_ROUND_17, NOT_URGENT_ROUND_17],
    [18, URGENT_ROUND_18, NOT_URGENT_ROUND_18],
    [19, URGENT_ROUND_19, NOT_URGENT_ROUND_19],
    [20, URGENT_ROUND_20, NOT_URGENT_ROUND_20],
    [21, URGENT_ROUND_21, NOT_URGENT_ROUND_21],
    [22, URGENT_ROUND_22, NOT_URGENT_ROUND_22],
    [23, URGENT_ROUND_23, NOT_URGENT_ROUND_23],
    [24, URGENT_ROUND_24, NOT_URGENT_ROUND_24],
    [25, URGENT_ROUND_25, NOT_URGENT_ROUND_25],
    [26, URGENT_ROUND_26, NOT_URGENT_ROUND_26],
    [27, URGENT_ROUND_27, NOT_URGENT_ROUND_27],
    [28, URGENT_ROUND_28, NOT_URGENT_ROUND_28],
    [29, URGENT_ROUND_29, []],
    [30, URGENT_ROUND_30, NOT_URGENT_ROUND_30],
    [31, URGENT_ROUND_31, NOT_URGENT_ROUND_31],
    [32, URGENT_ROUND_32, NOT_URGENT_ROUND_32],
    [33, [], NOT_URGENT_REVIEW],
    [34, URGENT_ROUND_34, NOT_URGENT_ROUND_34],
    [35, [], NOT_URGENT_ROUND_35],
    [36, URGENT_ROUND_36, NOT_URGENT_ROUND_36],
    [37, URGENT_ROUND_37, NOT_URGENT_ROUND_37],
    [38, URGENT_ROUND_38, NOT_URGENT_ROUND_38],
    [39, URGENT_ROUND_39, NOT_URGENT_ROUND_39],
    [40, URGENT_ROUND_40, NOT_URGENT_ROUND_40],
  ];
  for (const [round, urgent, quiet] of ROUNDS) {
    it.each(urgent)(`flags %j by the rules (round ${round})`, (question, context, expected) => {
      const byRules = explainRedFlags(question, context).filter((f) => f.because !== 'safety net');
      expect(byRules.map((f) => f.id)).toEqual(expect.arrayContaining(expected));
    });

    it.each(quiet)(`does not flag %j (round ${round})`, (question, context) => {
      expect(ids(question, context)).toEqual([]);
    });
  }

  describe('a profile without a due date or a birth date', () => {
    const THIRD = ctx('pregnant-3rd', null, null);
    const FIRST = ctx('pregnant-1st', null, null);
    const INFANT_NO_DATE = ctx('infant', null);

    it('reads labour signs in a third trimester of unknown week as possibly early', () => {
      expect(ids('a gush of clear water when i stood up and it keeps trickling', THIRD)).toContain(
        'waters-breaking-early',
      );
      expect(ids('tightenings every 8 minutes for the last hour and they hurt', THIRD)).toContain(
        'preterm-labour',
      );
      expect(ids('what time should we leave for hospital once labour starts?', THIRD)).toEqual([]);
    });

    it('reads a first-trimester profile as under 14 weeks: cramps are not labour', () => {
      expect(ids('mild period type cramps on and off, no blood', FIRST)).toEqual([]);
      expect(ids('tiny bit of brown spotting when i wiped, once, no pain', FIRST)).toEqual([]);
    });

    it('reads an infant profile as under 1 for falls', () => {
      expect(
        ids('rolled off our bed onto the tiles and she is sleepier than normal', INFANT_NO_DATE),
      ).toContain('head-injury');
    });
  });

  it('reads play-acting only where it describes the sign, not a worried parent being "dramatic"', () => {
    expect(
      ids("she was playing pretend earlier and now she's swallowed one of those round batteries", TODDLER),
    ).toContain('button-battery');
    expect(ids("I'm probably being dramatic but she's gone floppy and won't wake", INFANT)).toContain(
      'unresponsive',
    );
    expect(ids('he likes to pretend he is choking to make his sister laugh', PRESCHOOL)).toEqual([]);
    expect(
      ids("she sighs dramatically when asked to tidy up - 'I can't breathe, it's too hard!'", PRESCHOOL),
    ).toEqual([]);
  });

  it('reads a misspelt sign word as the word', () => {
    expect(ids('she swalowed some of my tablts', TODDLER)).toContain('poisoning');
    expect(ids('his words are slurred after he banged his head', PRESCHOOL)).toContain('head-injury');
  });

  it('lowers the bar for a sign when the parent asks whether to wait', () => {
    expect(ids("i've got a headache, 30 weeks", PREG_33)).toEqual([]);
    expect(ids("i've got a headache, 30 weeks, can i wait till my appointment on monday", PREG_33)).toContain(
      'pre-eclampsia',
    );
  });

  it('conditions a sign on the pregnancy week or the child age where only some are at risk', () => {
    expect(ids('everything is blurry today', PREG_33)).toContain('pre-eclampsia');
    expect(ids('everything is blurry today', PREG_12)).toEqual([]);
    expect(ids('i dropped him', INFANT)).toContain('head-injury');
    expect(ids('i dropped him', PRESCHOOL)).toEqual([]);
  });

  // NHS: any bleeding or spotting in pregnancy is checked by the midwife or early pregnancy unit now.
  it.each([
    ['light spotting at 8 weeks, is that common?', PREG_12],
    ['spotting at 7 weeks', PREG_12],
    ['light bleeding like a period at 9 weeks pregnant', undefined],
    ['some bleeding today', PREG_12],
    // After sex or a smear it is usually the cervix, but the midwife still wants to know.
    ['I had a small bleed after sex at 20 weeks', undefined],
    ['pink discharge after a smear test', ctx('pregnant-3rd', null, 29)],
  ])('flags bleeding in pregnancy at any week: %j', (question, context) => {
    expect(ids(question, context)).toEqual(['pregnancy-bleeding']);
  });

  // Light spotting said to be painless is a GP or early pregnancy unit call before 14 weeks, not
  // an emergency; from 14 weeks, or when the parent asks whether to wait, it still flags.
  it.each([
    ['some light brown spotting at 8 weeks, no pain', ctx('pregnant-1st', null, 8)],
    ['pink spotting at 6 weeks, no pain at all', ctx('pregnant-1st', null, 6)],
    ['a little spotting after sex, 9 weeks, stopped now, no pain', ctx('pregnant-1st', null, 9)],
  ])('keeps light painless spotting before 14 weeks quiet: %j', (question, context) => {
    expect(ids(question, context)).toEqual([]);
  });
  it.each([
    ['some light brown spotting at 20 weeks, no pain', PREG_24],
    ['light spotting, no pain, 10 weeks. should i wait for my scan?', ctx('pregnant-1st', null, 10)],
    ['pink spotting at 7 weeks, no pain, but it is getting heavier', ctx('pregnant-1st', null, 7)],
    ['had a bit of bleeding last night at 21 weeks, it has stopped now', PREG_24],
  ])('flags spotting from 14 weeks, or with a wish to wait or more to come: %j', (question, context) => {
    expect(ids(question, context)).toEqual(['pregnancy-bleeding']);
  });

  it('keeps past or explained bleeding in pregnancy quiet', () => {
    expect(ids('spotted at 7 wks, EPU scan showed heartbeat. will it happen again?', PREG_12)).toEqual([]);
    expect(ids('how much spotting is normal after a sweep', ctx('pregnant-3rd', null, 40))).toEqual([]);
    expect(ids("is it safe to have sex in pregnancy? im scared it'll cause bleeding", PREG_24)).toEqual([]);
  });

  it('explains which words made each rule flag, for tuning (scripts/explain-red-flags.mjs)', () => {
    expect(explainRedFlags('he swallowed a button battery from the remote', TODDLER)).toContainEqual({
      id: 'button-battery',
      because: expect.stringContaining('battery') as string,
    });
    expect(explainRedFlags('what time should a toddler go to bed', TODDLER)).toEqual([]);
  });

  it('gives an allergic reaction the allergy banner, not choking, unless something is lodged', () => {
    expect(ids('he ate a cashew and now his lips are swelling up, coughing and wheezy', TODDLER)).toEqual([
      'severe-allergy',
    ]);
    expect(ids('a peanut is stuck in his throat and he cant breathe or cough', TODDLER)).toContain('choking');
  });

  it("gives a mother's own fever after the birth her banner, not the newborn's", () => {
    expect(ids('4 days after giving birth and i have a fever of 38.9, feel awful', NEWBORN)).toEqual([
      'postpartum-fever',
    ]);
    expect(ids('my baby has a temperature of 38.4, I gave birth 2 weeks ago', NEWBORN)).toContain(
      'fever-young-baby',
    );
  });

  it("gives a baby said not to be unresponsive no 'unresponsive' banner", () => {
    expect(ids("my baby isn't unresponsive but very sleepy", NEWBORN)).not.toContain('unresponsive');
  });

  it('stays quiet after a professional explained it, unless something new has happened', () => {
    expect(ids('her lips went a bit blue, the gp checked her and said it was normal', INFANT)).toEqual([]);
    expect(
      ids(
        'her lips went a bit blue, the gp checked her and said it was normal, but now they are blue again',
        INFANT,
      ),
    ).toContain('blue-skin');
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
