import type { RedFlagContext } from './index.js';
import { featureScale, questionFeatures, type ReadSign } from './model-features.js';
import { RED_FLAG_MODEL } from './model.js';
import { UNSURE_RULE } from './rules.js';

/**
 * The learned safety net beside the rules (issue 20 point 2): when no rule flags a question that
 * names a sign of lexicon.ts (said of this child, not negated nor asked in general), a compact
 * classifier trained on the tuning sets (scripts/train-red-flag-model.mjs) decides whether that
 * sign, in wording the rules did not anticipate, is urgent. It never flags a question with no sign.
 * It answers with a rule id so the banner and guidance still come from rules.ts.
 */
export interface RedFlagModel {
  version: 2;
  /** The urgent probability above which the net flags, chosen by cross-validation. */
  threshold: number;
  /** Logistic regression: is this question an emergency? */
  urgent: { bias: number; weights: Record<string, number> };
  /** Multinomial logistic regression over the emergencies: which rule's family? */
  family: { bias: Record<string, number>; weights: Record<string, Record<string, number>> };
}

/** Scores use binary features scaled as in training (featureScale). */
function score(features: string[], bias: number, weights: Record<string, number>): number {
  const scale = featureScale(features.length);
  let sum = 0;
  for (const f of features) sum += weights[f] ?? 0;
  return bias + sum * scale;
}

export function urgentProbability(features: string[], model: RedFlagModel = RED_FLAG_MODEL): number {
  return 1 / (1 + Math.exp(-score(features, model.urgent.bias, model.urgent.weights)));
}

/** The likeliest family of an urgent question, and how far its score is ahead of the next one. */
export function likeliestFamily(
  features: string[],
  model: RedFlagModel = RED_FLAG_MODEL,
): { family: string; margin: number } {
  const scores = Object.entries(model.family.bias)
    .map(([family, bias]) => [family, score(features, bias, model.family.weights[family] ?? {})] as const)
    .sort((a, b) => b[1] - a[1]);
  return { family: scores[0]![0], margin: scores[0]![1] - (scores[1]?.[1] ?? -Infinity) };
}

/**
 * How far ahead the likeliest family must be for its own banner: the family model is right about
 * half the time in cross-validation, and a wrong specific banner misleads (self-harm for a
 * screaming, pale baby), so a close call gets the general urgent banner (UNSURE_RULE) instead.
 */
const FAMILY_MARGIN = 0.15;

/** The rule id the net flags, or null: no sign named, or below its threshold. */
export function safetyNetFlag(
  question: string,
  context: RedFlagContext | undefined,
  read: ReadSign,
  model: RedFlagModel = RED_FLAG_MODEL,
): string | null {
  const { features, signs } = questionFeatures(question, context, read);
  if (signs.length === 0 || urgentProbability(features, model) <= model.threshold) return null;
  const { family, margin } = likeliestFamily(features, model);
  return margin >= FAMILY_MARGIN ? family : UNSURE_RULE.id;
}
