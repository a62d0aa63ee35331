import type { AiWorkerConfig } from '../config.js';
import { createLocalProvider } from './local/index.js';
import { createOpenAiProvider } from './openai/index.js';
import type { AiProvider } from './provider.js';

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
