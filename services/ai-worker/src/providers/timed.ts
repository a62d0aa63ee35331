import type { JobMetrics } from '../metrics.js';
import type { AiProvider, ChatAnswerer, NameGenerator } from './provider.js';

/**
 * The providers with every call timed into `nestkeep_provider_call_duration_seconds`
 * (JobMetrics.timeCall), by provider, operation and outcome. A pair whose main and fallback are
 * the same object (the local provider) stays one object, since the jobs compare them.
 */
export function timedProvider(provider: AiProvider, metrics: JobMetrics): AiProvider {
  return {
    name: provider.name,
    analyze: (input) => metrics.timeCall(provider.name, 'analyze', () => provider.analyze(input)),
  };
}

function timedAnswerer(answerer: ChatAnswerer, metrics: JobMetrics): ChatAnswerer {
  return {
    name: answerer.name,
    answerQuestion: (input, onToken) =>
      metrics.timeCall(answerer.name, 'chat_answer', () => answerer.answerQuestion(input, onToken)),
  };
}

function timedGenerator(generator: NameGenerator, metrics: JobMetrics): NameGenerator {
  return {
    name: generator.name,
    generateNames: (query) =>
      metrics.timeCall(generator.name, 'name_generation', () => generator.generateNames(query)),
  };
}

export function timedAnswerers(
  pair: { answerer: ChatAnswerer; fallback: ChatAnswerer },
  metrics: JobMetrics,
): { answerer: ChatAnswerer; fallback: ChatAnswerer } {
  const fallback = timedAnswerer(pair.fallback, metrics);
  return {
    answerer: pair.answerer === pair.fallback ? fallback : timedAnswerer(pair.answerer, metrics),
    fallback,
  };
}

export function timedGenerators(
  pair: { generator: NameGenerator; fallback: NameGenerator },
  metrics: JobMetrics,
): { generator: NameGenerator; fallback: NameGenerator } {
  const fallback = timedGenerator(pair.fallback, metrics);
  return {
    generator: pair.generator === pair.fallback ? fallback : timedGenerator(pair.generator, metrics),
    fallback,
  };
}
