import OpenAI, { APIError } from 'openai';
import type { ChatCompletionCreateParamsNonStreaming } from 'openai/resources/chat/completions';
import type { Analysis, AnalysisInput } from '@nestkeep/common';
import type { AiProvider } from '../provider.js';
import { AiOutputError, toRequestError } from './errors.js';
import { parseAnalysisReply } from './parse.js';
import { ANALYSIS_JSON_SCHEMA, SCHEMA_HINT, SCHEMA_NAME, SYSTEM_PROMPT, buildUserMessage } from './prompt.js';

export interface OpenAiProviderOptions {
  apiKey: string;
  /** Any OpenAI-compatible server (Ollama, vLLM, ...); the OpenAI API when absent. */
  baseURL?: string;
  model: string;
  /** Per request, each retry included; default 60 s. */
  timeoutMs?: number;
  /** Retries the SDK makes on connection errors, timeouts, 408, 409, 429 and 5xx; default 2. */
  maxRetries?: number;
}

type ResponseFormat = ChatCompletionCreateParamsNonStreaming['response_format'];

const JSON_SCHEMA_FORMAT: ResponseFormat = {
  type: 'json_schema',
  json_schema: { name: SCHEMA_NAME, strict: true, schema: ANALYSIS_JSON_SCHEMA },
};

/**
 * A 400 (or 422) that names the response format: the server does not do structured outputs with
 * a schema (older Ollama and vLLM builds, some hosted models, DeepSeek). Other 400s (a bad model
 * name, a too-long prompt) are not this and are not retried.
 */
function rejectsJsonSchema(err: unknown): boolean {
  if (!(err instanceof APIError) || (err.status !== 400 && err.status !== 422)) return false;
  return (
    /response_format/i.test(err.param ?? '') ||
    /response[_ ]format|json[_ ]schema|structured output/i.test(err.message)
  );
}

/**
 * The `openai` provider (ARCHITECTURE.md "AI providers"): one chat completion per item with a
 * strict JSON schema, the reply validated by `analysisSchema` before anything is returned.
 * Junk replies throw `AiOutputError`, failed requests `AiRequestError`; both are a failed attempt
 * for the job. A server that rejects `json_schema` is asked once more with `json_object` and the
 * schema described in the prompt, and is asked that way from then on.
 */
export function createOpenAiProvider(opts: OpenAiProviderOptions): AiProvider {
  const timeoutMs = opts.timeoutMs ?? 60_000;
  const client = new OpenAI({
    apiKey: opts.apiKey,
    // null, not undefined: the SDK would read OPENAI_BASE_URL, OPENAI_ORG_ID and OPENAI_PROJECT_ID
    // itself; the provider takes its settings from the caller's config only.
    baseURL: opts.baseURL ?? null,
    timeout: timeoutMs,
    maxRetries: opts.maxRetries ?? 2,
    organization: null,
    project: null,
  });
  let schemaSupported = true;

  async function complete(input: AnalysisInput, withSchema: boolean) {
    return client.chat.completions.create({
      model: opts.model,
      messages: [
        { role: 'system', content: withSchema ? SYSTEM_PROMPT : `${SYSTEM_PROMPT}\n\n${SCHEMA_HINT}` },
        { role: 'user', content: buildUserMessage(input) },
      ],
      response_format: withSchema ? JSON_SCHEMA_FORMAT : { type: 'json_object' },
    });
  }

  async function request(input: AnalysisInput) {
    if (schemaSupported) {
      try {
        return await complete(input, true);
      } catch (err) {
        if (!rejectsJsonSchema(err)) throw err;
        schemaSupported = false;
      }
    }
    return complete(input, false);
  }

  return {
    name: 'openai',
    async analyze(input: AnalysisInput): Promise<Analysis> {
      let completion;
      try {
        completion = await request(input);
      } catch (err) {
        throw toRequestError(err, timeoutMs);
      }
      const choice = completion.choices?.[0];
      if (!choice) throw new AiOutputError('empty', 'The AI reply has no choices');
      if (choice.message.refusal) {
        throw new AiOutputError('refused', 'The AI model refused to analyse this content', {
          excerpt: choice.message.refusal,
        });
      }
      if (choice.finish_reason === 'content_filter') {
        throw new AiOutputError('refused', 'The AI service filtered its reply to this content');
      }
      if (choice.finish_reason === 'length') {
        throw new AiOutputError('truncated', 'The AI reply was cut off at the token limit', {
          excerpt: choice.message.content ?? undefined,
        });
      }
      return parseAnalysisReply(choice.message.content);
    },
  };
}
