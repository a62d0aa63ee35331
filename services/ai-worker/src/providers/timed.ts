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

/** Times both of a main/fallback pair, keeping them one object when they are one (see above). */
function timedPair<T>(main: T, fallback: T, timed: (x: T) => T): { main: T; fallback: T } {
  const timedFallback = timed(fallback);
  return { main: main === fallback ? timedFallback : timed(main), fallback: timedFallback };
}

export function timedAnswerers(
  pair: { answerer: ChatAnswerer; fallback: ChatAnswerer },
  metrics: JobMetrics,
): { answerer: ChatAnswerer; fallback: ChatAnswerer } {
  const { main, fallback } = timedPair(pair.answerer, pair.fallback, (a) => timedAnswerer(a, metrics));
  return { answerer: main, fallback };
}

export function timedGenerators(
  pair: { generator: NameGenerator; fallback: NameGenerator },
  metrics: JobMetrics,
): { generator: NameGenerator; fallback: NameGenerator } {
  const { main, fallback } = timedPair(pair.generator, pair.fallback, (g) => timedGenerator(g, metrics));
  return { generator: main, fallback };
}
