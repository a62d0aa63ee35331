export { createOpenAiProvider, type OpenAiProviderOptions } from './openai-provider.js';
export { AiOutputError, AiRequestError, type AiOutputReason, type AiRequestReason } from './errors.js';
export { parseAnalysisReply, normalizeHashtag } from './parse.js';
export { ANALYSIS_JSON_SCHEMA, SYSTEM_PROMPT, TEXT_BUDGET, buildUserMessage } from './prompt.js';
