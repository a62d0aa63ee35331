import type { ChatChild } from '@nestkeep/common';

/**
 * Which ages a sentence of guidance speaks of, so the local composer can pick "Toddlers aged 1 to
 * 2 years need 11 to 14 hours" for a 20-month-old over the sentence about newborns in the same
 * passage. Reads the common ways guidance writes ages: 'aged 4 to 12 months', '1 to 2 years old',
 * 'under 3 months', 'from 6 months', '2-year-olds', 'newborns'.
 */

type Range = [number, number];

const UNIT = (unit: string) => (/^y/i.test(unit) ? 12 : 1);

/** Age ranges in months named by a sentence; empty when it names none. */
export function agesInSentence(sentence: string): Range[] {
  const out: Range[] = [];
  const s = sentence.toLowerCase();
  for (const m of s.matchAll(/\b(\d{1,2})\s*(?:to|-|–|and)\s*(\d{1,2})\s*(months?|years?)\b/g)) {
    out.push([Number(m[1]) * UNIT(m[3]!), Number(m[2]) * UNIT(m[3]!) + (UNIT(m[3]!) === 12 ? 11 : 0)]);
  }
  for (const m of s.matchAll(/\b(?:under|younger than|less than)\s+(\d{1,2})\s*(months?|years?)\b/g)) {
    out.push([0, Number(m[1]) * UNIT(m[2]!) - 1]);
  }
  for (const m of s.matchAll(/\b(\d{1,2})-(month|year)-olds?\b/g)) {
    const from = Number(m[1]) * UNIT(m[2]!);
    out.push([from, from + UNIT(m[2]!) - 1]);
  }
  if (/\bnewborns?\b/.test(s)) out.push([0, 2]);
  return out;
}

/** A multiplier for a sentence: higher when it names the child's age, lower when only ages far from it. */
export function sentenceAgeFit(sentence: string, child: ChatChild): number {
  if (child.ageMonths === null) return 1;
  const ranges = agesInSentence(sentence);
  if (ranges.length === 0) return 1;
  const age = child.ageMonths;
  if (ranges.some(([a, b]) => age >= a && age <= b)) return 1.5;
  // A month or two either side still reads as about this child ('1-year-olds' at 11 months).
  const near = Math.max(2, age / 4);
  return ranges.some(([a, b]) => age >= a - near && age <= b + near) ? 1 : 0.35;
}
