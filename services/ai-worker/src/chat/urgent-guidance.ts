import type { RedFlag } from '@nestkeep/common';
import type { RetrievalInput, RetrievedPassage, Retriever } from './retrieval.js';
import { isGeneric, terms } from './terms.js';

/**
 * The guidance that follows an emergency banner (issue 20 point 2): the condition's own knowledge
 * topics first (each red-flag rule names them as `guidanceTopics`), else the question searched
 * together with the condition's name, else the condition's name alone, else the question; never a passage whose threshold
 * contradicts the banner (a baby under 3 months with 38 °C is urgent, so no "call at 39 °C"), and
 * never a sentence that sends the parent lower than the banner does ("call the GP or 111" after
 * "call 999", "within 24 hours" after "now", "if it lasts more than 2 days"): keepToBanner, on
 * the passages given to the provider and again on whatever it writes.
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
  const onTopic = conditionTerms(`${named.question} ${adviceOf(bannerText)}`);
  if (topics.length > 0) attempts.push(() => retriever.retrieveFromTopics(named, topics));
  attempts.push(() => retriever.retrieve(named));
  if (first) attempts.push(() => retriever.retrieve({ ...input, question: conditionWords(first) }));
  attempts.push(() => retriever.retrieve(input));
  for (const attempt of attempts) {
    const kept = attempt()
      .filter((p) => p.kind !== 'trusted' || !contradictsBanner(p.text, bannerText))
      .flatMap((p) => {
        let text = keepToBanner(p.text, bannerText);
        if (p.kind === 'trusted') text = keepToCondition(text, onTopic);
        return text.trim() ? [{ ...p, text }] : [];
      });
    if (kept.length > 0) return kept.map((p, i) => ({ ...p, n: i + 1 }));
  }
  return [];
}

/**
 * Words every urgent text shares, so they never make a sentence about the condition: 'pregnant',
 * 'baby', 'help', 'call', 'straight away', 'after the birth' (a chest-pain banner says it, and a
 * pelvic-floor sentence must not ride on it), and 'asking' (for my husband).
 */
const URGENT_GENERIC = new Set(
  terms(
    'pregnant pregnancy baby babies child woman mother mum mom help call calls need needs urgent urgently straight away now immediately emergency number also early birth born after birth ask asking',
  ),
);

/** The question's, the condition's and the banner's own terms, for keepToCondition. */
function conditionTerms(text: string): ReadonlySet<string> {
  return new Set(terms(text).filter((t) => !isGeneric(t) && !URGENT_GENERIC.has(t)));
}

/**
 * The sentences of a trusted passage about the condition the banner names: a list of emergencies
 * ("call 999 for chest pain, ... Thoughts of harming herself also need help") loses its call line
 * to the banner, and what is left is about another condition, which after a chest-pain banner
 * reads as nonsense. A sentence stays when it shares a word with the question, the banner or the
 * condition's name.
 */
function keepToCondition(text: string, onTopic: ReadonlySet<string>): string {
  return keepSentences(text, (sentence) => terms(sentence).some((t) => onTopic.has(t)));
}

/** An emergency number the urgent banner already tells the parent to call. */
const EMERGENCY_NUMBER = /\b(?:999|911|112)\b/;

/** Whether a sentence says to call an emergency number (the banner's call line, said again). */
export function repeatsCallLine(sentence: string): boolean {
  return EMERGENCY_NUMBER.test(sentence);
}

/**
 * Levels of care, lowest first: a professional in their own time (the GP, 111, a health visitor,
 * a midwife, a pharmacist, a doctor), the same professional or an urgent line now (the maternity
 * unit, poison control, a crisis line), an emergency (999, the emergency department, an ambulance).
 */
const CARE = { routine: 1, urgent: 2, emergency: 3 } as const;

const EMERGENCY_CARE =
  /\b(?:999|911|112|a ?& ?e|emergency (?:department|room|number|services?|help|care|line)|ambulance|the ER)\b/i;
const URGENT_CARE =
  /\b(?:maternity (?:unit|triage|assessment unit)|labou?r (?:ward|and delivery)|early pregnancy unit|poisons? (?:control|centre|center|line)|urgent care|crisis line|samaritans|988)\b/i;
/**
 * Whom a parent may see in their own time. 'A doctor' reached now may be the emergency one
 * ('checked by a doctor urgently'), so it counts only when not said to be now.
 */
const ROUTINE_CARE =
  /\b(?:gps?|family doctors?|(?:nhs )?111|health visitors?|midwi(?:fe|ves)|pharmacists?|p(?:a)?ediatrician(?:'s)?(?! (?:urgent|emergency))|practice nurse|doctors?)\b/gi;
/** One name per routine professional: 'GPs' and 'GP', 'NHS 111' and '111'. */
function professional(name: string): string {
  const n = name.toLowerCase().replace(/^nhs /, '').replace(/'s$/, '');
  if (/^midwi/.test(n)) return 'midwife';
  if (/^p(?:a)?ediatrician/.test(n)) return 'paediatrician';
  return n.replace(/s$/, '');
}
/** Said to happen now (a routine professional reached now is urgent care). */
const NOW =
  /\b(?:now|immediately|straight ?away|right away|at once|urgent(?:ly)?|same day|today|as soon as possible|without delay)\b/i;
/** A negation just before: 'not at the next appointment', 'rather than wait'. */
const NOT = String.raw`(?<!\b(?:not|never|don't|do not|rather than|instead of|no need to|without)\s(?:at\s|until\s)?(?:the\s|your\s|her\s|his\s)?)`;
/** Being seen later: a day, an appointment, weeks away. */
const LATER = new RegExp(
  String.raw`${NOT}\b(?:within \d+ (?:hours?|days?|weeks?)|tomorrow|next (?:appointment|check|visit|day|few days|week)|in (?:a few|\d+) days|\d+ (?:to \d+ )?(?:days|weeks) (?:after|later)|in hours|during (?:opening|office|working) hours|routine (?:appointment|check))\b`,
  'i',
);
/** Waiting, or a threshold of time: a downgrade whoever it names. */
const WAITING = [
  new RegExp(
    String.raw`${NOT}\b(?:wait(?:ing)? (?:and see|to see|until|till|for (?:it|them|the (?!ambulance|paramedics?|help)\w+|a (?:few|day|while)|\d+))|can wait|watch and wait)\b`,
    'i',
  ),
  /\bif (?:it|they|this|that|symptoms?|the \w+|(?:s?he)) (?:lasts?|persists?|continues?|goes on|carr(?:y|ies) on)\b|\blasts? (?:more|longer) than\b/i,
  /\b(?:cared for|looked after|managed|treated) at home\b/i,
];
/** A sentence that sends someone somewhere; not 'before speaking to a doctor' or 'until a doctor has seen them'. */
const SENDS = new RegExp(
  String.raw`(?<!\b(?:before|until|unless|without|after)\s)\b(?:call(?:s|ed|ing)?|a call to|ring|phone|contact(?:ed)?|see|seen|speak(?:ing)? to|talk(?:ing)? to|ask(?:ed)?|go(?:es|ing)? to|taken? (?:\w+ )?to|visit|report(?:ed)? to|check(?:ed)? (?:by|with)|book|advice from|offered|appointment)\b`,
  'i',
);

/** The clauses of a sentence: each place's level reads its own urgency ('the GP within 24 hours, or 999 now'). */
const clauses = (sentence: string) =>
  sentence.split(/[;:]|,\s*(?:or|and|but)\s|\s(?:or|otherwise)\s(?=call|go|ring|contact|see)/i);

/**
 * The lowest level of care a text sends a parent to, or null when it sends nowhere. A routine
 * professional named with 'now' is urgent care, and so is one of `offered` (the ones the banner
 * itself offers: 111 in the poisoning banner) unless put off; 'a doctor' named with 'now' may be
 * the emergency one and lowers nothing. Any place named with a later time is routine, and waiting
 * or a time threshold ('if it lasts more than 2 days') is routine whatever it names.
 */
function careLevel(text: string, offered: ReadonlySet<string> = new Set()): number | null {
  if (WAITING.some((re) => re.test(text))) return CARE.routine;
  if (!SENDS.test(text)) return null;
  const levels: number[] = [];
  for (const clause of clauses(text)) {
    const later = LATER.test(clause) || (LATER.test(text) && !NOW.test(clause));
    const now = !later && (NOW.test(clause) || NOW.test(text));
    if (EMERGENCY_CARE.test(clause)) levels.push(later ? CARE.routine : CARE.emergency);
    if (URGENT_CARE.test(clause)) levels.push(later ? CARE.routine : CARE.urgent);
    for (const [name] of clause.matchAll(ROUTINE_CARE)) {
      const who = professional(name);
      if (who === 'doctor' && now) continue;
      levels.push(now || (!later && offered.has(who)) ? CARE.urgent : CARE.routine);
    }
  }
  return levels.length > 0 ? Math.min(...levels) : null;
}

/** The banner's advice: its lines but the 'Meanwhile:' one ('before a doctor has seen them' sends nowhere). */
const adviceOf = (bannerText: string) =>
  bannerText
    .split('\n')
    .filter((line) => !/^\s*Meanwhile:/.test(line))
    .join(' ');

/** What a banner allows: the lowest level of care it offers, and the routine professionals it names. */
interface BannerCare {
  level: number;
  offered: ReadonlySet<string>;
  advice: string;
}

/**
 * The lowest level of care the banner offers: an emergency when it names only 999 or the
 * emergency department; lower when it offers more ('otherwise call 111 now' is urgent care).
 */
function bannerCare(bannerText: string): BannerCare {
  const advice = adviceOf(bannerText);
  const levels = splitIntoSentences(advice)
    .map((s) => careLevel(s))
    .filter((l): l is number => l !== null);
  const offered = new Set([...advice.matchAll(ROUTINE_CARE)].map(([name]) => professional(name)));
  return { level: levels.length > 0 ? Math.min(...levels) : CARE.emergency, offered, advice };
}

/**
 * Whether a sentence after the banner sends the parent to less than the banner does (the GP or
 * 111 after "call 999", "within 24 hours" after "now", "if it lasts more than a day") or names
 * a temperature above the one the banner calls urgent.
 */
function downgrades(sentence: string, banner: BannerCare): boolean {
  const level = careLevel(sentence, banner.offered);
  return (level !== null && level < banner.level) || contradictsBanner(sentence, banner.advice);
}

/** Sentences end at . ! or ? (and their citations) before a space and a capital, so '38.5' stays whole. */
function splitIntoSentences(paragraph: string): string[] {
  return paragraph.split(/(?<=[.!?](?:\s*\[\d+\])*)\s+(?=[A-Z"'(])/);
}

/** A text without the sentences `keep` refuses; a paragraph left empty goes. */
function keepSentences(text: string, keep: (sentence: string) => boolean): string {
  return text
    .split('\n\n')
    .map((paragraph) => splitIntoSentences(paragraph).filter(keep).join(' '))
    .filter((paragraph) => paragraph.trim() !== '')
    .join('\n\n');
}

/**
 * The guidance after an urgent banner without its sentences that say the call again (issue 22
 * point 8): the banner says it once. Sentences end at . ! or ? (and their citations) before a
 * space and a capital, so '38.5' stays whole; a paragraph left empty goes.
 */
export function dropRepeatedCall(text: string): string {
  return keepSentences(text, (sentence) => !repeatsCallLine(sentence));
}

/**
 * The guidance after an urgent banner as the banner allows it (issue 20 point 2): without the
 * call line said again, and without a sentence that downgrades the banner (see `downgrades`).
 * Applied to the passages given to the provider and to its answer, whichever provider wrote it.
 */
export function keepToBanner(text: string, bannerText: string): string {
  const banner = bannerCare(bannerText);
  return keepSentences(text, (sentence) => !repeatsCallLine(sentence) && !downgrades(sentence, banner));
}
