import type { AiWorkerConfig } from '../config.js';
import { createLocalProvider } from './local/index.js';
import { createOpenAiProvider } from './openai/index.js';
import { createLocalChatAnswerer } from './local/chat-answer.js';
import { createOpenAiChatAnswerer } from './openai/chat-answer.js';
import { createLocalNameGenerator } from './local/names.js';
import { createOpenAiNameGenerator } from './openai/names.js';
import type { AiProvider, ChatAnswerer, NameGenerator } from './provider.js';
import type { NameRecord } from '@nestkeep/common';

/** The provider named by configuration (AI_PROVIDER, else openai when a key is set, else local). */
export function providerFromConfig(config: AiWorkerConfig): AiProvider {
  if (config.provider === 'openai') {
    return createOpenAiProvider({
      apiKey: config.OPENAI_API_KEY!,
      baseURL: config.OPENAI_BASE_URL,
      model: config.OPENAI_MODEL,
      // The job has its own retries with backoff; one quick SDK retry is enough inside an attempt.
      maxRetries: 1,
    });
  }
  return createLocalProvider();
}

/** The chat answerer of the same provider; with openai, `fallback` is the local composer. */
export function chatAnswerersFromConfig(config: AiWorkerConfig): {
  answerer: ChatAnswerer;
  fallback: ChatAnswerer;
} {
  const fallback = createLocalChatAnswerer();
  if (config.provider !== 'openai') return { answerer: fallback, fallback };
  const answerer = createOpenAiChatAnswerer({
    apiKey: config.OPENAI_API_KEY!,
    baseURL: config.OPENAI_BASE_URL,
    model: config.OPENAI_MODEL,
    timeoutMs: config.CHAT_AI_TIMEOUT_MS,
    // A parent is waiting: one failed request goes straight to the local answer.
    maxRetries: 0,
  });
  return { answerer, fallback };
}

/** The name generator of the same provider; `fallback` is always the local dataset's. */
export function nameGeneratorsFromConfig(
  config: AiWorkerConfig,
  records: readonly NameRecord[],
): { generator: NameGenerator; fallback: NameGenerator } {
  const fallback = createLocalNameGenerator(records);
  if (config.provider !== 'openai') return { generator: fallback, fallback };
  const generator = createOpenAiNameGenerator({
    apiKey: config.OPENAI_API_KEY!,
    baseURL: config.OPENAI_BASE_URL,
    model: config.OPENAI_MODEL,
    timeoutMs: config.NAME_AI_TIMEOUT_MS,
    // A parent is waiting: one failed request goes straight to the local names.
    maxRetries: 0,
  });
  return { generator, fallback };
}
