import OpenAI from 'openai';
import { CHAT_DISCLAIMER, NOTHING_RELEVANT_ANSWER } from '@nestkeep/common';
import { citedNumbers } from '../../chat/citations.js';
import type { ChatAnswer, ChatAnswerer, ChatAnswerInput } from '../provider.js';
import { toRequestError } from './errors.js';
import type { OpenAiProviderOptions } from './openai-provider.js';
import { CHAT_SYSTEM_PROMPT, buildChatUserMessage } from './chat-prompt.js';

/** Longest answer accepted from a model, in characters (the prompt asks for far less). */
export const CHAT_ANSWER_MAX_CHARS = 3000;

export type ChatOutputReason = 'empty' | 'too_long' | 'bad_citation' | 'uncited' | 'refused' | 'truncated';

/** The model's answer cannot be shown: the job falls back to the local composer. */
export class ChatOutputError extends Error {
  override readonly name = 'ChatOutputError';
  constructor(
    readonly reason: ChatOutputReason,
    message: string,
  ) {
    super(message);
  }
}

const REFUSAL =
  /^(?:i'?m sorry|i am sorry|sorry|i can(?:no|'?)t (?:help|answer|provide|assist)|as an ai\b|i'm (?:not able|unable))/i;
const NOT_COVERED =
  /\b(?:do(?:es)?n'?t|do(?:es)? not|couldn'?t|could not|can'?t|cannot|no)\b.{0,60}\b(?:cover|covers|information|mention|say|answer|address)/i;

/**
 * A finished reply checked before it is shown (CONVENTIONS: AI output is parsed before it is
 * stored): not empty, not too long, every [n] one of the passages, and cited when it says
 * anything; a reply that only says the passages do not cover the question becomes the plain
 * 'nothing relevant' answer. The disclaimer is the caller's to add, so a copy of it is dropped.
 */
export function validateChatReply(raw: string, passageCount: number): ChatAnswer {
  const content = raw.replace(CHAT_DISCLAIMER, '').trim();
  if (!content) throw new ChatOutputError('empty', 'The AI reply was empty');
  if (content.length > CHAT_ANSWER_MAX_CHARS)
    throw new ChatOutputError('too_long', 'The AI reply was too long');
  const cited = citedNumbers(content);
  const wrong = cited.filter((n) => n < 1 || n > passageCount);
  if (wrong.length)
    throw new ChatOutputError(
      'bad_citation',
      `The AI reply cites passages that do not exist: ${wrong.join(', ')}`,
    );
  if (cited.length === 0) {
    if (REFUSAL.test(content)) throw new ChatOutputError('refused', 'The AI model refused to answer');
    if (NOT_COVERED.test(content) && content.length < 400)
      return { content: NOTHING_RELEVANT_ANSWER, cited: [] };
    throw new ChatOutputError('uncited', 'The AI reply cites none of the passages');
  }
  return { content, cited };
}

/**
 * The openai provider's answers: one streamed chat completion over the numbered passages, tokens
 * passed on as they arrive, the finished text validated ({@link validateChatReply}). Junk throws
 * ChatOutputError and a failed request AiRequestError; the caller then answers locally.
 */
export function createOpenAiChatAnswerer(opts: OpenAiProviderOptions): ChatAnswerer {
  const timeoutMs = opts.timeoutMs ?? 30_000;
  const client = new OpenAI({
    apiKey: opts.apiKey,
    baseURL: opts.baseURL ?? null, // never the SDK's own environment variables
    timeout: timeoutMs,
    maxRetries: opts.maxRetries ?? 1,
    organization: null,
    project: null,
  });

  async function stream(input: ChatAnswerInput, onToken: (text: string) => void): Promise<string> {
    // The SDK's timeout covers the wait for the first byte; this covers the whole stream.
    const abort = new AbortController();
    const timer = setTimeout(() => abort.abort(), timeoutMs);
    let text = '';
    try {
      const chunks = await client.chat.completions.create(
        {
          model: opts.model,
          stream: true,
          temperature: 0.2,
          messages: [
            { role: 'system', content: CHAT_SYSTEM_PROMPT },
            { role: 'user', content: buildChatUserMessage(input) },
          ],
        },
        { signal: abort.signal },
      );
      for await (const chunk of chunks) {
        const choice = chunk.choices?.[0];
        if (!choice) continue;
        if (choice.delta?.refusal) throw new ChatOutputError('refused', 'The AI model refused to answer');
        const piece = choice.delta?.content;
        if (piece) {
          text += piece;
          onToken(piece);
        }
        if (choice.finish_reason === 'content_filter') {
          throw new ChatOutputError('refused', 'The AI service filtered its reply');
        }
        if (choice.finish_reason === 'length')
          throw new ChatOutputError('truncated', 'The AI reply was cut off');
      }
      return text;
    } finally {
      clearTimeout(timer);
    }
  }

  return {
    name: 'openai',
    async answerQuestion(input, onToken) {
      let text: string;
      try {
        text = await stream(input, onToken);
      } catch (err) {
        throw err instanceof ChatOutputError ? err : toRequestError(err, timeoutMs);
      }
      return validateChatReply(text, input.passages.length);
    },
  };
}
