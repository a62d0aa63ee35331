import { readdirSync, readFileSync } from 'node:fs';
import { stageLabel, type ChatChild, type RedFlagContext } from '@nestkeep/common';

/**
 * The blind evaluation sets of issue 20 point 1, written by helpers who saw only the list of
 * red-flag families, knowledge topics and ages (never the rules, lexicons or knowledge text), in
 * parents' own words. split.mjs cut each in two by a fixed seed: rules are tuned on `tune`, and
 * the figures that count are the `held` half's.
 */

export type Half = 'tune' | 'held';
export const HALVES: readonly Half[] = ['tune', 'held'];

/** The profile the parent asks from, as the writer imagined it. */
export interface AskedFrom {
  stage: string;
  ageMonths: number | null;
  pregnancyWeek: number | null;
}

export interface EmergencyQuestion {
  family: string;
  question: string;
  context: AskedFrom;
}
export interface LookAlikeQuestion {
  mimics: string;
  question: string;
  context: AskedFrom;
  why: string;
}
/**
 * A question naming advice of the never-list (common's unsafe-advice): 'asks' about it for a child
 * it applies to (answered with its guidance first), or a 'safe' form, an older child or the
 * parent's own ('safe'), or other words only ('unrelated'): neither is answered with it.
 */
export interface PracticeQuestion {
  kind: 'asks' | 'safe' | 'unrelated';
  rule: string;
  question: string;
  ageMonths: number | null;
  why?: string;
}
/**
 * A saved text (caption, comment, blog paragraph) that 'recommends' advice of the never-list, only
 * 'warns' of it or names its safe form, or shares its words ('unrelated'): only the first gets
 * the "This goes against NHS/AAP advice" note.
 */
export interface CaptionText {
  kind: 'recommends' | 'warns' | 'unrelated';
  rule: string;
  text: string;
}
export interface OrdinaryQuestion {
  question: string;
  context: AskedFrom;
  /** The knowledge topics an answer must come from; empty when the base does not cover it. */
  topics: string[];
  expect: string;
}

export function loadSet<T>(
  name: 'emergencies' | 'look-alikes' | 'ordinary' | 'analysis' | 'practices' | 'captions',
  half: Half,
): T[] {
  return JSON.parse(readFileSync(new URL(`./sets/${name}.${half}.json`, import.meta.url), 'utf8')) as T[];
}

/**
 * The later sets written by new blind writers in other styles (emergencies-extra-a.json ...):
 * measured untouched once, then tuned on, so they are printed as tuning data.
 */
export function loadExtra<T>(
  name: 'emergencies' | 'look-alikes' | 'ordinary' | 'analysis' | 'practices',
): T[] {
  const dir = new URL('./sets/', import.meta.url);
  return readdirSync(dir)
    .filter((f) => f.startsWith(`${name}-extra`) && f.endsWith('.json'))
    .sort()
    .flatMap((f) => JSON.parse(readFileSync(new URL(f, dir), 'utf8')) as T[]);
}

/** The families the issue found missed: recall there must be 100 %. */
export const MUST_CATCH = [
  'head-injury',
  'poisoning',
  'trouble-breathing',
  'green-vomit',
  'dehydration',
  'sepsis',
  'reduced-fetal-movement',
  'button-battery',
  'pre-eclampsia',
  'not-breathing',
];

export function redFlagContext(from: AskedFrom): RedFlagContext {
  return { ageMonths: from.ageMonths, pregnancyWeek: from.pregnancyWeek, stage: from.stage };
}

/** The chat's view of the profile, as content's chatChildFor would build it. */
export function chatChildOf(from: AskedFrom): ChatChild {
  const months = from.ageMonths;
  const weeks = months === null ? null : Math.floor(months * 4.345);
  return {
    name: null,
    stage: from.stage,
    stageLabel: stageLabel(from.stage),
    ageLabel:
      from.pregnancyWeek !== null
        ? `Week ${from.pregnancyWeek} of pregnancy`
        : months === null
          ? null
          : months < 3
            ? `${weeks} weeks old`
            : `${months} months old`,
    ageWeeks: weeks,
    ageMonths: months,
    pregnancyWeek: from.pregnancyWeek,
  };
}

export const percent = (n: number, d: number) => (d === 0 ? 'n/a' : `${((100 * n) / d).toFixed(1)} %`);
