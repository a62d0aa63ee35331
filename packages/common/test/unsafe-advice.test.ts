import { describe, expect, it } from 'vitest';
import { UNSAFE_ADVICE_RULES } from '../src/unsafe-advice/rules.js';
import { detectUnsafeAdvice, guidanceNote } from '../src/unsafe-advice/index.js';

const ids = (...texts: string[]) => detectUnsafeAdvice(...texts).map((c) => c.id);

/** Texts that recommend advice guidance says never to follow, with the rule each must find. */
const RECOMMENDS: Array<[text: string, rule: string]> = [
  // Sleep position.
  ['Tummy sleeping is safest for newborns, my mum swears by it', 'front-sleeping'],
  ['Honestly she only sleeps on her tummy and she sleeps way longer', 'front-sleeping'],
  ['Put him down on his front for naps, game changer', 'front-sleeping'],
  ['Our midwife friend said babies sleep better on their stomach.', 'front-sleeping'],
  ['If she won’t settle, lay her on her belly to sleep and pat her back', 'front-sleeping'],
  ['Stomach sleeping helped our reflux baby so much!!', 'front-sleeping'],
  ['put him on his side to sleep so he won’t choke', 'side-sleeping'],
  ['Side sleeping with a rolled towel behind the back keeps baby from choking on sick', 'side-sleeping'],
  ['My nan always laid us on our side in the cot so we wouldn’t choke', 'side-sleeping'],
  ['We nap together on the sofa every afternoon, best part of my day', 'sofa-sleeping'],
  ['Dozing off with baby on the couch is fine if you are careful', 'sofa-sleeping'],
  // Cot.
  ['These padded cot bumpers stop little heads bumping the bars', 'cot-bumpers-soft-bedding'],
  ['A breathable mesh bumper for the crib is a must have', 'cot-bumpers-soft-bedding'],
  ['Pop a soft pillow in the cot so her head is comfy', 'cot-bumpers-soft-bedding'],
  ['This weighted sleep sack helped our 4 month old sleep 12 hours', 'weighted-sleep-products'],
  ['Weighted swaddles are amazing for the startle reflex', 'weighted-sleep-products'],
  ['Raise the head of the cot with books under the legs for reflux', 'inclined-sleep'],
  ['An inclined sleeper is the only way our baby with reflux sleeps', 'inclined-sleep'],
  ['Use a sleep positioner to keep baby on their back', 'inclined-sleep'],
  ['She naps in the swing for two hours every day and it is bliss', 'sitting-devices-for-sleep'],
  // Food and drink.
  ['A little honey on the dummy settles a 6 month old', 'honey-under-one'],
  ['Warm water with honey and lemon for baby’s cough works wonders', 'honey-under-one'],
  ['Honey soothes teething gums in babies naturally', 'honey-under-one'],
  ['At 9 months we switched her to cows milk instead of formula', 'cows-milk-main-drink'],
  ['Move your 8 month old onto whole milk in the bottle, it saved us a fortune', 'cows-milk-main-drink'],
  ['Give your newborn some cooled boiled water when it is hot', 'water-young-babies'],
  ['Sips of water between feeds for a 3 month old help constipation', 'water-young-babies'],
  ['Add a scoop of baby rice to the night bottle and they sleep through', 'cereal-in-bottle'],
  ['Rusk in his bottle at bedtime = full tummy and 12 hours sleep', 'cereal-in-bottle'],
  ['Propping the bottle on a rolled blanket lets me have a cuppa while she feeds', 'propped-bottle'],
  ['Whole grapes make a perfect snack for toddlers on the go', 'whole-grapes-under-five'],
  ['Grapes are a great easy snack for little ones', 'whole-grapes-under-five'],
  ['A handful of peanuts is a protein-packed toddler snack', 'whole-nuts-under-five'],
  ['Give whole almonds to your 3 year old for healthy fats', 'whole-nuts-under-five'],
  // Teething and medicines.
  ['Amber teething necklace = no more teething pain', 'amber-teething-necklace'],
  ['We swear by our Baltic amber anklet for teething', 'amber-teething-necklace'],
  ['rub a little whisky on the gums', 'alcohol-on-gums'],
  ['A drop of brandy on his gums at night and he sleeps like a log', 'alcohol-on-gums'],
  ['Grandma’s trick: dip the dummy in whiskey', 'alcohol-on-gums'],
  ['Orajel on the gums works fast for teething', 'numbing-teething-gels'],
  ['A bit of benzocaine gel before bed helps her sleep', 'numbing-teething-gels'],
  ['Cough syrup at bedtime helps my 2 year old sleep through a cold', 'cough-cold-medicine-under-six'],
  ['Baby aspirin brings a toddler’s fever down quickly', 'aspirin-for-children'],
  ['Give your kids half an aspirin for a headache', 'aspirin-for-children'],
  // Car and home.
  ['Keep her puffer jacket on in the car seat so she stays warm', 'coat-in-car-seat'],
  ['Buckle him in wearing his snowsuit on cold mornings', 'coat-in-car-seat'],
  ['A baby walker helps them learn to walk faster', 'baby-walkers'],
  ['Our sit-in walker keeps him busy while I cook', 'baby-walkers'],
  [
    'Bath seats are great because you can leave her in the bath while you grab a towel',
    'leaving-baby-in-bath',
  ], // A second set, written after the rules, in other words.
  ['she sleeps face down and its the only way she settles', 'front-sleeping'],
  ['Roll baby onto her side after feeds to sleep, stops reflux choking', 'side-sleeping'],
  ['Bumpers make the cot cosy and stop legs getting stuck', 'cot-bumpers-soft-bedding'],
  ['We used a weighted blanket for our 6 month old', 'weighted-sleep-products'],
  ['Dab some honey on her gums for teething (8 months)', 'honey-under-one'],
  ['My 10 month old drinks cows milk from a bottle now', 'cows-milk-main-drink'],
  ['Newborns need a bit of water in a heatwave', 'water-young-babies'],
  ['a spoon of baby cereal in the bottle from 6 weeks keeps them full', 'cereal-in-bottle'],
  ['Teething necklaces really do work', 'amber-teething-necklace'],
  ['Nanny rubbed brandy on my gums and I turned out fine', 'alcohol-on-gums'],
  ['Calpol and a little cough medicine for my 18 month old', 'cough-cold-medicine-under-six'],
  ['Let them nap in the bouncer, they sleep longer', 'sitting-devices-for-sleep'],
  ['Grapes are the perfect finger food for your 1 year old', 'whole-grapes-under-five'],
  ['Peanuts make a great high protein snack for toddlers', 'whole-nuts-under-five'],
  ['Keep the winter coat on in the car seat on short trips', 'coat-in-car-seat'],
  ['We love our baby walker, he zooms around', 'baby-walkers'],
  ['Try an incline wedge so baby sleeps at an angle', 'inclined-sleep'],
  ['Pop a bottle prop in so you can rest while baby feeds', 'propped-bottle'],
  ['Fell asleep on the sofa with my newborn and it was the best nap', 'sofa-sleeping'],
  // Blind captions round (2026-11-28): the concepts its misses showed, in other words.
  ["Honestly the recliner saved us, we'd both drift off together in it for the 4am feeds", 'sofa-sleeping'],
  [
    'Bumpers are fine if you tie them tight, stops his little legs going through the bars',
    'cot-bumpers-soft-bedding',
  ],
  ['Pop a couple of bricks under the cot legs at the top end and the reflux spit-ups stop', 'inclined-sleep'],
  ['Swing naps every afternoon = my sanity #4monthsold', 'sitting-devices-for-sleep'],
  ["We moved our 8 month old from formula onto whole cow's milk, so much cheaper", 'cows-milk-main-drink'],
  [
    'Hot day? A few ounces of cooled boiled water keeps our 7 week old happy between feeds',
    'water-young-babies',
  ],
  ['Toddler lunchbox idea: pistachios, cheese and crackers, my 3 year old loves it', 'whole-nuts-under-five'],
  [
    'Blueberries straight from the punnet, served whole, perfect finger food for our 10 month old',
    'whole-grapes-under-five',
  ],
  [
    'We kept her thick padded pramsuit on and just loosened the car seat straps, so much quicker',
    'coat-in-car-seat',
  ],
  // Blind captions round 2 (2026-11-28): described rather than named, in other words.
  [
    'Best tip from my mum: lay her down face-first and she roots herself to sleep in minutes',
    'front-sleeping',
  ],
  [
    'Her comfort blanket and two little cushions tucked in next to her at night, so snug',
    'cot-bumpers-soft-bedding',
  ],
  [
    'The rocker is the only place she will nap, so every daytime sleep happens in there',
    'sitting-devices-for-sleep',
  ],
  [
    'At 8 months we just put normal semi-skimmed milk from the fridge in her bottle instead',
    'cows-milk-main-drink',
  ],
  ['Thicken her last bedtime feed with a spoon of oat cereal and she sleeps through', 'cereal-in-bottle'],
  ['A rolled towel stuffed under the bottle means he feeds himself while I do the dishes', 'propped-bottle'],
  [
    'Run a shallow bath, pop her in and she splashes about on her own while I tidy up',
    'leaving-baby-in-bath',
  ],
];

/** Texts that warn against the same advice, or speak of a safe form of it: none may conflict. */
const WARNS: string[] = [
  'Never put baby to sleep on their tummy',
  'Always place your baby on their back to sleep, never on their front or side.',
  'Do not put your baby on their side to sleep.',
  'Front sleeping increases the risk of SIDS.',
  'Tummy sleeping is not safe for babies under 12 months',
  'Sleeping on the tummy used to be recommended, but the advice changed in 1991.',
  'Tummy time is great for building neck strength while baby is awake',
  'Put her on her tummy for tummy time after each nap',
  'Back to sleep, tummy to play!',
  'Is it safe for my baby to sleep on her side?',
  'Keep the cot next to your bedside for the first 6 months',
  'Never sleep with your baby on a sofa or armchair',
  'Avoid cot bumpers, pillows and duvets',
  'Cot bumpers are a suffocation risk.',
  'Weighted sleep sacks are not recommended by the AAP',
  'Don’t raise the head of the cot, even for reflux.',
  'Avoid amber necklaces',
  'Amber teething necklaces are a strangulation and choking risk',
  'Skip the amber beads and give a chilled teething ring instead.',
  'Please don’t rub whisky on the gums like grandma did!',
  'The old advice of brandy on the gums is dangerous',
  'no honey before 1',
  'Honey can cause botulism in babies',
  'Honey is fine for coughs in children over 1',
  'Wait until after their first birthday before giving honey.',
  'Honey and lemon is a lovely cough remedy for your toddler of 2 years',
  'Cows’ milk can be used in cooking from 6 months, but not as a main drink until 12 months',
  'From 12 months your toddler can have whole cows milk as a main drink',
  'Fully breastfed babies do not need any water until they start solids',
  'Use freshly boiled water to make up formula, cooled for no longer than 30 minutes',
  'Test the bath water with your elbow',
  'From 6 months give sips of water from an open cup with meals',
  'Never add baby rice or cereal to a bottle',
  'Never prop a bottle and leave your baby alone to feed',
  'Cut grapes lengthways into quarters for under 5s',
  'Whole grapes are a choking hazard for young children',
  'Serve smooth peanut butter thinly spread on toast from around 6 months',
  'Crushed or ground nuts are fine from 6 months; whole nuts are not safe under 5.',
  'Do not use teething gels with benzocaine or lidocaine.',
  'Don’t give cough syrup to children under 6.',
  'Never give aspirin to a child under 16',
  'Low-dose aspirin in pregnancy was recommended by my midwife for pre-eclampsia',
  'Take off bulky coats before buckling your child into the car seat',
  'Baby walkers are dangerous and don’t help babies walk',
  'A push-along walker helps toddlers practise their first steps',
  'Never leave a baby alone in the bath, even for a second',
  'Key Points:\n- Always put your baby on their back to sleep\n- Keep the cot clear of bumpers and pillows',
  'Hashtags: #safesleep #backtosleep #babysleep', // A second set, written after the rules, in other words.
  'Babies should always sleep on their backs',
  "Don't let baby sleep on their front or side",
  'Never ever let baby sleep on the sofa with you',
  'Bumpers are banned in many places',
  'Weighted blankets are not safe for babies',
  'Honey should not be given to babies under one',
  'Give your toddler full fat cows milk from age 1',
  "Babies under 6 months shouldn't have water",
  'Cereal in a bottle is a choking risk',
  'Amber necklaces pose a choking hazard',
  'Whisky on gums is an old wives tale and dangerous',
  'Cough medicines are not suitable for under 6s',
  'Move baby from the bouncer to the cot once asleep',
  'Always cut grapes in quarters',
  'Give nut butters rather than whole nuts to under fives',
  'Remove thick coats before strapping into the car seat',
  'Walkers can cause falls down stairs',
  'Lay baby flat on a firm mattress, no wedges or positioners',
  'Hold your baby and the bottle during feeds',
  'If you might fall asleep, put baby in their cot rather than staying on the sofa',
  'Our baby sleeps in a cot by our bed',
  'Baby rolled onto her side in her sleep, is that ok?',
  'Once babies can roll both ways you can let them find their own position, but put them down on their back',
  // Blind captions round (2026-11-28): warnings and other people's bodies, in other words.
  'Sleep on your left or right side from 28 weeks of pregnancy, it lowers the risk of stillbirth',
  'Bought myself a weighted blanket for my postnatal anxiety, the baby sleeps in her own cot',
  'We binned the cot bumpers the day we read the safe sleep advice',
  'Raised the head of my own bed on books for pregnancy heartburn, total game changer',
  "The chemist wouldn't sell us cold and flu sachets for our 3 year old",
  'Keep the cot clear of soft toys, pillows and bumpers until 12 months',
  'PSA: weighted sleep sacks are not safe for babies, whatever the adverts say',
  'Quarter the grapes lengthways every time for under 5s. Cherry tomatoes too.',
  // Blind captions round 2 (2026-11-28): warnings told as stories, and other words.
  'My mother-in-law kept telling me to put rusks in his bottle, I showed her the NHS page instead',
  'We used to let her nap in the swing for hours until the health visitor explained the risk',
  'Please bin the amber necklaces, a bead can come off and choke them',
  'My husband fell asleep on the sofa during the film again, snoring away',
  'Hired a dog walker for the mornings, best money we spend',
  'Grape-scented playdough: flour, salt, oil and a sachet of grape drink',
];

describe('unsafe advice: what it recommends', () => {
  it.each(RECOMMENDS)('%s → %s', (text, rule) => {
    expect(ids(text)).toContain(rule);
  });

  it('finds every rule at least once in these texts (none is dead)', () => {
    const found = new Set(RECOMMENDS.flatMap(([text]) => ids(text)));
    expect(UNSAFE_ADVICE_RULES.map((r) => r.id).filter((id) => !found.has(id))).toEqual([]);
  });

  it('finds several in one caption, each once, in rule order', () => {
    expect(ids('Whisky on the gums, amber necklace. Whisky on the gums again!')).toEqual([
      'amber-teething-necklace',
      'alcohol-on-gums',
    ]);
  });

  it('reads a title, a description and notes together (the age may be in another field)', () => {
    expect(ids('Cough hack for my 7 month old', 'A spoonful of honey before bed.')).toEqual([
      'honey-under-one',
    ]);
    expect(ids('Cough hack for my 3 year old', 'A spoonful of honey before bed.')).toEqual([]);
  });
});

describe('unsafe advice: warnings and safe forms are not conflicts', () => {
  it.each(WARNS)('%s', (text) => {
    expect(ids(text)).toEqual([]);
  });

  it('a warning in one part of a sentence does not clear a recommendation in another', () => {
    expect(ids('Never use a pillow, but a little honey on the dummy helps our 5 month old')).toEqual([
      'honey-under-one',
    ]);
  });
});

describe('rules as data', () => {
  it('each rule has a sourced guidance sentence from NHS or AAP', () => {
    for (const rule of UNSAFE_ADVICE_RULES) {
      expect(rule.guidance).toMatch(/^[A-Z].+\.$/);
      expect(rule.url).toMatch(/^https:\/\/www\.(?:nhs\.uk|healthychildren\.org)\//);
      expect(['NHS', 'AAP']).toContain(rule.organisation);
    }
    expect(new Set(UNSAFE_ADVICE_RULES.map((r) => r.id)).size).toBe(UNSAFE_ADVICE_RULES.length);
  });

  it('writes the note with the source organisation', () => {
    const [conflict] = detectUnsafeAdvice('Tummy sleeping is safest');
    expect(guidanceNote(conflict!)).toBe(
      'This goes against NHS advice: Always put your baby on their back to sleep, for every sleep, day and night.',
    );
  });
});
