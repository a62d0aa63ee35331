/** Numbers parents write as words before a unit ('two-year-old', 'six weeks', 'forty minutes'). */
export const NUMBER_WORDS: Readonly<Record<string, number>> = {
  zero: 0,
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  thirteen: 13,
  fourteen: 14,
  fifteen: 15,
  sixteen: 16,
  seventeen: 17,
  eighteen: 18,
  nineteen: 19,
  twenty: 20,
  'twenty-four': 24,
  thirty: 30,
  'thirty-six': 36,
  forty: 40,
};

// Longest first, so 'twenty-four' is read whole rather than as 'twenty'.
const WORDS = Object.keys(NUMBER_WORDS)
  .sort((a, b) => b.length - a.length)
  .join('|');

/**
 * Number words written just before a unit become digits: 'two-year-old' → '2-year-old',
 * 'six weeks' → '6 weeks'. `unit` is a regular expression source for the units read (lower case
 * text expected).
 */
export function digitsBeforeUnits(text: string, unit: string): string {
  return text.replace(new RegExp(String.raw`(?<!\p{L})(${WORDS})(?=[\s-]+(?:${unit}))`, 'gu'), (word) =>
    String(NUMBER_WORDS[word]),
  );
}
