/**
 * Names of the same thing in British and American English, and the everyday and clinical words
 * parents use side by side: a search for one finds a save that says another ('pacifier' finds a
 * screenshot about dummies, 'sleep sack' a page about baby sleeping bags). One group per thing,
 * its names separated by commas; a name may be several words. Written as a glossary of parenting
 * words, singular: search stems and prefix-matches, so plurals and endings follow.
 */
const GROUPS: readonly string[] = [
  // Baby kit
  'nappy, diaper',
  'nappy rash, diaper rash',
  'nappy bag, changing bag, diaper bag',
  'dummy, pacifier, soother, binky',
  'cot, crib',
  'cot bed, toddler bed',
  'moses basket, bassinet',
  'pram, stroller, pushchair, buggy',
  'pram suit, snowsuit',
  'baby sleeping bag, sleeping bag, sleep sack, grobag, wearable blanket',
  'babygrow, onesie, sleepsuit, romper',
  'vest, bodysuit',
  'muslin, burp cloth',
  'bib, feeding bib',
  'teat, nipple',
  'beaker, sippy cup, trainer cup',
  'highchair, high chair',
  'car seat, baby seat',
  'baby monitor, monitor',
  'blackout blind, blackout shade, blackout curtain',
  'blind, shade',
  'stair gate, baby gate, safety gate',
  'cupboard, cabinet',
  'cupboard lock, cabinet lock',
  'furniture strap, furniture anchor, anti tip',
  'plug socket, socket, outlet',
  'torch, flashlight',
  'playdough, play dough, play doh, playdoh',
  'jelly, jello',
  'ice lolly, popsicle',
  'sweets, candy',
  'crisps, chips',
  'biscuit, cookie',
  'porridge, oatmeal',
  'yoghurt, yogurt',
  'courgette, zucchini',
  'aubergine, eggplant',
  'coriander, cilantro',
  'rusk, teething biscuit, teething cracker',
  'formula, formula milk',
  'pants, underwear, knickers',
  'trainer pants, training pants, pull ups',
  'jumper, sweater',
  'coat, jacket',
  'wellies, wellington boots, rain boots',
  'sofa, couch, settee',
  'tap, faucet',
  'garden, yard',
  'holiday, vacation',
  'tv, television',
  'nursery, daycare, creche, childcare',
  'childminder, nanny, babysitter',
  'reception, kindergarten',
  'preschool, pre school, nursery school',
  // People
  'mum, mom, mummy, mommy, mother',
  'dad, daddy, father',
  'gp, doctor, family doctor',
  'paediatrician, pediatrician',
  'health visitor, public health nurse',
  'midwife, midwives',
  'physio, physiotherapist, physical therapist',
  'obgyn, obstetrician',
  // Health and body
  'paracetamol, acetaminophen, calpol, tylenol',
  'ibuprofen, nurofen, motrin, advil',
  'emergency room, emergency department, accident and emergency',
  '999, 911, 112, emergency',
  'smear test, pap smear, cervical screening',
  'folic acid, folate',
  'pregnancy vitamin, prenatal vitamin',
  'anaemia, anemia',
  'oestrogen, estrogen',
  'foetal, fetal',
  'baby movement, fetal movement, kick, kicks',
  'labour, labor',
  'labour ward, labor and delivery, delivery suite, maternity unit',
  'caesarean, caesarian, cesarean, c section',
  'postnatal, postpartum',
  'antenatal, prenatal',
  'pelvic floor, kegel',
  'leaking, incontinence',
  'expressing, pumping',
  'breastfeeding, nursing, breast feeding',
  'gas, trapped wind, windy, gassy',
  'sick, vomit, throw up, puke, spit up',
  'poo, poop, stool',
  'wee, pee, urine',
  'constipation, constipated, hard poo, hard poop',
  'tummy, stomach, belly',
  'temperature, fever',
  'jab, vaccination, vaccine, immunisation, immunization, shot',
  'cpr, resuscitation, rescue breaths',
  'fontanelle, fontanel, soft spot',
  // Spelling
  'colour, color',
  'behaviour, behavior',
  'favourite, favorite',
  'practise, practice',
  'cosy, cozy',
  'mould, mold',
  'organise, organize',
  'recognise, recognize',
  'socialise, socialize',
  'tantrum, meltdown',
  'weaning, starting solids, solid food',
];

/** Each name as its words, and the names it stands with, longest first. */
const BY_FIRST_WORD = new Map<string, Array<{ name: string[]; group: string[][] }>>();
for (const line of GROUPS) {
  const group = line.split(',').map((name) =>
    name
      .trim()
      .toLowerCase()
      .split(/[^\p{L}\p{N}]+/u)
      .filter(Boolean),
  );
  for (const name of group) {
    const list = BY_FIRST_WORD.get(name[0]!) ?? [];
    list.push({ name, group });
    list.sort((a, b) => b.name.length - a.name.length);
    BY_FIRST_WORD.set(name[0]!, list);
  }
}

/** 'nappies' → 'nappy', 'bottles' → 'bottle': the singular a glossary name is written in. */
function singular(word: string): string {
  if (/ies$/.test(word) && word.length > 4) return `${word.slice(0, -3)}y`;
  if (/(?:ss|us)$/.test(word)) return word;
  return word.replace(/(?<=[^s])s$/, '');
}

const same = (a: string, b: string) => a === b || singular(a) === b;

/**
 * The name of a thing that starts at `words[at]` (the longest the glossary knows) and every name
 * that means the same, each as its words, the searched words first; one word alone when the
 * glossary does not know it.
 */
export function sameMeaningAt(words: readonly string[], at: number): { length: number; names: string[][] } {
  for (const { name, group } of BY_FIRST_WORD.get(words[at]!) ??
    BY_FIRST_WORD.get(singular(words[at]!)) ??
    []) {
    const searched = words.slice(at, at + name.length);
    if (searched.length === name.length && name.every((w, i) => same(searched[i]!, w))) {
      const others = group.filter((g) => g.join(' ') !== name.join(' '));
      return { length: name.length, names: [searched, ...others] };
    }
  }
  return { length: 1, names: [[words[at]!]] };
}
