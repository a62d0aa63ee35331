/**
 * Words that name the same thing in British and American English (and the everyday words parents
 * use beside them): a search for one finds a save that says another, so 'pacifier' finds a
 * screenshot about dummies and 'nappy' a page about diapers. One group per thing; every word of
 * a group stands for all of them.
 */
const GROUPS: readonly string[] = [
  'nappy nappies diaper diapers',
  'dummy dummies pacifier pacifiers soother soothers binky binkies',
  'cot cots crib cribs',
  'mum mums mom moms mummy mommy',
  'pram prams stroller strollers pushchair pushchairs buggy buggies',
  'colour colours color colors',
  'paediatrician paediatricians pediatrician pediatricians',
  'paracetamol acetaminophen',
  'babygrow babygrows onesie onesies sleepsuit sleepsuits',
  'muslin muslins burpcloth',
  'nursery daycare creche',
  'jumper jumpers sweater sweaters',
  'biscuit biscuits cookie cookies',
  'holiday holidays vacation vacations',
  'behaviour behaviours behavior behaviors',
  'favourite favourites favorite favorites',
  'practise practice',
  'cosy cozy',
  'fontanelle fontanel',
  'anaemia anemia',
  'oestrogen estrogen',
  'caesarean caesarian cesarean csection',
  'labour labor',
  'tap faucet',
  'garden yard',
];

const BY_WORD: ReadonlyMap<string, readonly string[]> = new Map(
  GROUPS.flatMap((group) => {
    const words = group.split(/\s+/);
    return words.map((w) => [w, words] as const);
  }),
);

/** The word and the words that mean the same (the word first); just the word when it has none. */
export function sameMeaning(word: string): readonly string[] {
  const group = BY_WORD.get(word.toLowerCase());
  return group ? [word, ...group.filter((w) => w !== word)] : [word];
}
