/**
 * Red flags (issue 8 point 6): a question that describes an emergency is answered with urgent-care
 * advice first, whatever the provider and whatever the plan's question count. Pure functions over
 * the rules in rules.ts (data), shared by content (the limit bypass, and an answer when the worker
 * is down) and the ai-worker (the answer's opening).
 */
export interface RedFlagContext {
  /** Whole months since birth; null before birth or without a date. */
  ageMonths: number | null;
  /** Week of pregnancy; null when not pregnant or unknown. */
  pregnancyWeek: number | null;
  /** The child's stage now (childStage), e.g. 'newborn', 'pregnant-3rd', 'postpartum-recovery'. */
  stage: string;
}

export interface RedFlag {
  id: string;
  /** What to do now: call the emergency number or go to the emergency department, specific to the case. */
  advice: string;
  /** The one thing to do meanwhile, where there is one. */
  meanwhile?: string;
  /** Knowledge topics whose guidance should follow the advice (knowledge/<topic>.json). */
  guidanceTopics: string[];
}

export { detectRedFlags, explainRedFlags, redFlagsById, urgentPreamble } from './detect.js';
export { RED_FLAG_RULES, specificity, type RedFlagRule } from './rules.js';
