/**
 * Misspelt sign words ("siezure", "swollowed", "diarea", "movment", "unconcious"): a word that is
 * one slip (two for long words) away from a sign word is read as that word, so a typo never hides
 * an emergency. Only long, distinctive words are corrected, and a word that is itself one of them
 * is left alone.
 */

const SIGN_WORDS = [
  'swallowed',
  'swallow',
  'battery',
  'batteries',
  'breathing',
  'breathe',
  'breathless',
  'movement',
  'movements',
  'moving',
  'kicking',
  'seizure',
  'seizures',
  'convulsion',
  'convulsing',
  'fitting',
  'unconscious',
  'unresponsive',
  'responding',
  'diarrhoea',
  'diarrhea',
  'dehydrated',
  'vomiting',
  'vomited',
  'headache',
  'swollen',
  'swelling',
  'bleeding',
  'contractions',
  'tightenings',
  'temperature',
  'floppy',
  'lethargic',
  'drowsy',
  'paracetamol',
  'ibuprofen',
  'medicine',
  'tablets',
  'choking',
  'wheezing',
  'grunting',
  'mottled',
  'blotchy',
  'meningitis',
  'trickling',
  'leaking',
  'suicidal',
  'hallucinating',
  'paranoid',
  'magnets',
  'bleach',
  'blurry',
  'blurred',
  'vision',
  'flashing',
  'fontanelle',
  'sunken',
  'nappies',
  'diapers',
  'stiffened',
  'twitching',
  'jerking',
  'shaking',
  'shivering',
  'rigid',
  'collapsed',
  'passed',
  'poisoned',
  'overdose',
  'scalded',
  'blistered',
  'blisters',
  'pre-eclampsia',
  'eclampsia',
  'membranes',
  'waters',
  'bilious',
  'vomit',
];
const KNOWN = new Set(SIGN_WORDS);

/** Damerau-Levenshtein distance, stopping early past `max`. */
function distance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  const rows: number[][] = [];
  for (let i = 0; i <= a.length; i++) rows.push([i]);
  for (let j = 1; j <= b.length; j++) rows[0][j] = j;
  for (let i = 1; i <= a.length; i++) {
    let best = Infinity;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let d = Math.min(rows[i - 1][j] + 1, rows[i][j - 1] + 1, rows[i - 1][j - 1] + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        d = Math.min(d, rows[i - 2][j - 2] + 1);
      rows[i][j] = d;
      best = Math.min(best, d);
    }
    if (best > max) return max + 1;
  }
  return rows[a.length][b.length];
}

/** Ordinary words that sit one slip from a sign word and must stay as they are. */
const REAL_WORDS = new Set([
  'water',
  'concussion',
  'concussed',
  'slurred',
  'slurring',
  'breathes',
  'beach',
  'beaches',
  'soaking',
  'soaked',
  'diaper',
  'shallow',
  'cooking',
  'contracting',
  'headaches',
  'washing',
  'watching',
  'shading',
  'shaming',
  'dwelling',
  'mowing',
  'coving',
  'letting',
  'fitting',
  'bleed',
  'tables',
  'tablets',
  'breathed',
  'breaths',
  'breath',
  'moving',
  'movie',
  'movies',
  'kissing',
  'picking',
  'licking',
  'kicked',
  'fitted',
  'sitting',
  'hitting',
  'fitness',
  'passes',
  'pasted',
  'paused',
  'pushed',
  'waiters',
  'wafers',
  'watery',
  'waited',
  'waiting',
  'vision',
  'visions',
  'division',
  'version',
  'revision',
  'bleaching',
  'breeding',
  'beading',
  'heading',
  'leading',
  'reading',
  'swelled',
  'swells',
  'smelling',
  'spelling',
  'shaping',
  'sharing',
  'shaving',
  'shaking',
  'making',
  'baking',
  'taking',
  'waking',
  'jerked',
  'jerks',
  'twitches',
  'twitched',
  'tablet',
  'magnet',
  'medicines',
  'leaning',
  'leaping',
  'heaking',
  'tickling',
  'trickled',
  'trickles',
  'tricking',
  'floppy',
  'sloppy',
  'choosing',
  'chocking',
  'clocking',
  'shivered',
  'shivers',
  'blurted',
  'flushing',
  'flashes',
  'flashed',
  'blister',
  'blistering',
  'sunk',
  'battered',
  'batter',
  'swallows',
  'swallowing',
  'vomits',
  'hallucinate',
  'diapered',
]);

/** Each word of the (lower-case) text that is a slip from a sign word, as that word. */
export function correctTypos(text: string): string {
  return text.replace(/[a-z][a-z'-]{4,}/g, (word) => {
    if (KNOWN.has(word) || REAL_WORDS.has(word)) return word;
    const max = word.length >= 9 ? 2 : 1;
    let best: string | null = null;
    let bestD = max + 1;
    for (const sign of SIGN_WORDS) {
      // A slip rarely changes the first letter; "slurred" is not "blurred".
      if (sign.length < 6 || sign[0] !== word[0]) continue;
      const d = distance(word, sign, max);
      if (d < bestD) {
        best = sign;
        bestD = d;
      }
    }
    return best ?? word;
  });
}
