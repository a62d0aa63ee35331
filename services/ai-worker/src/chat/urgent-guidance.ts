import type { RedFlag } from '@nestkeep/common';
import type { RetrievalInput, RetrievedPassage, Retriever } from './retrieval.js';

/**
 * The guidance that follows an emergency banner (issue 20 point 2): the condition's own knowledge
 * topics first (each red-flag rule names them as `guidanceTopics`), else the question searched
 * together with the condition's name, else the condition's name alone, else the question; never a passage whose threshold
 * contradicts the banner (a baby under 3 months with 38 °C is urgent, so no "call at 39 °C").
 */

/** The knowledge topics a flag names for its guidance; read defensively, as older flags lack them. */
export function guidanceTopicsOf(flag: RedFlag | undefined): string[] {
  const topics = (flag as { guidanceTopics?: unknown } | undefined)?.guidanceTopics;
  return Array.isArray(topics) ? topics.filter((t): t is string => typeof t === 'string') : [];
}

/** The condition's name in words ('fever-young-baby' → 'fever young baby'). */
const conditionWords = (flag: RedFlag) => flag.id.replace(/-/g, ' ');

/** Body temperatures (°C, from 37.5) a text names; Fahrenheit readings converted. */
function temperatures(text: string): number[] {
  const out: number[] = [];
  for (const m of text.matchAll(/\b(\d{2,3}(?:[.,]\d)?)\s*°?\s*([CF])\b/g)) {
    const value = Number(m[1]!.replace(',', '.'));
    const celsius = m[2] === 'F' ? ((value - 32) * 5) / 9 : value;
    if (celsius >= 37.5 && celsius <= 43) out.push(celsius);
  }
  return out;
}

/**
 * True when a passage names a body temperature above the lowest one the banner gives as urgent:
 * after "38 °C in a baby under 3 months needs checking now", "call a doctor at 39 °C" reads as
 * "38.5 is fine".
 */
export function contradictsBanner(passageText: string, bannerText: string): boolean {
  const urgentFrom = Math.min(...temperatures(bannerText));
  if (!Number.isFinite(urgentFrom)) return false;
  return temperatures(passageText).some((t) => t > urgentFrom + 0.05);
}

/** The passages to follow the banner of `flags` (most serious first) with; renumbered 1, 2, 3. */
export function retrieveGuidance(
  input: RetrievalInput,
  flags: readonly RedFlag[],
  retriever: Retriever,
  bannerText: string,
): RetrievedPassage[] {
  const first = flags[0];
  const attempts: Array<() => RetrievedPassage[]> = [];
  const topics = guidanceTopicsOf(first);
  const named = first ? { ...input, question: `${conditionWords(first)}. ${input.question}` } : input;
  if (topics.length > 0) attempts.push(() => retriever.retrieveFromTopics(named, topics));
  attempts.push(() => retriever.retrieve(named));
  if (first) attempts.push(() => retriever.retrieve({ ...input, question: conditionWords(first) }));
  attempts.push(() => retriever.retrieve(input));
  for (const attempt of attempts) {
    const kept = attempt().filter((p) => p.kind !== 'trusted' || !contradictsBanner(p.text, bannerText));
    if (kept.length > 0) return kept.map((p, i) => ({ ...p, n: i + 1 }));
  }
  return [];
}

/** An emergency number the urgent banner already tells the parent to call. */
const EMERGENCY_NUMBER = /\b(?:999|911|112)\b/;

/** Whether a sentence says to call an emergency number (the banner's call line, said again). */
export function repeatsCallLine(sentence: string): boolean {
  return EMERGENCY_NUMBER.test(sentence);
}

/**
 * The guidance after an urgent banner without its sentences that say the call again (issue 22
 * point 8): the banner says it once. Sentences end at . ! or ? (and their citations) before a
 * space and a capital, so '38.5' stays whole; a paragraph left empty goes.
 */
export function dropRepeatedCall(text: string): string {
  return text
    .split('\n\n')
    .map((paragraph) =>
      paragraph
        .split(/(?<=[.!?](?:\s*\[\d+\])*)\s+(?=[A-Z"'(])/)
        .filter((sentence) => !repeatsCallLine(sentence))
        .join(' '),
    )
    .filter((paragraph) => paragraph.trim() !== '')
    .join('\n\n');
}
