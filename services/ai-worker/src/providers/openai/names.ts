import OpenAI from 'openai';
import {
  NAME_FAMOUS_MAX,
  NAME_ORIGINS,
  nameGenerationResponse,
  type GeneratedName,
  type NameGenerationQuery,
} from '@nestkeep/common';
import { nameKey } from '../../names/dataset.js';
import type { NameGenerator } from '../provider.js';
import { AiOutputError, toRequestError } from './errors.js';
import type { OpenAiProviderOptions } from './openai-provider.js';

/** Names already shown that the prompt lists (the reply is checked against all of them anyway). */
const PROMPT_EXCLUDE_MAX = 200;

export const NAMES_SYSTEM_PROMPT = [
  'You suggest baby names for parents. Answer with one JSON object only: {"names": [...]}.',
  'Each name: {"name": string, "gender": "boy"|"girl"|"unisex", "meaning": string (short, accurate),',
  `"origin": one of ${NAME_ORIGINS.map((o) => JSON.stringify(o)).join(', ')},`,
  '"syllables": integer, "popularity": integer 1-100 (100 = among the most given names in the US today),',
  '"trend": "rising"|"declining"|"steady", "variants": up to 5 strings,',
  `"famousPeople": up to ${NAME_FAMOUS_MAX} real, well-known people with the name (or [])}.`,
  'Use real names with their true meaning and origin; never invent a meaning. Follow every filter.',
].join('\n');

/** The filters of the query, as the model reads them. */
export function buildNamesUserMessage(query: NameGenerationQuery): string {
  const lines = [`Suggest ${query.count} different baby names.`];
  if (query.gender)
    lines.push(
      query.gender === 'unisex'
        ? 'Gender: unisex names only.'
        : `Gender: ${query.gender} (unisex names are welcome too).`,
    );
  if (query.origin) lines.push(`Origin: ${query.origin}.`);
  if (query.startingLetter) lines.push(`Starting letter: ${query.startingLetter}.`);
  if (query.meaningTheme) lines.push(`Meaning theme: ${query.meaningTheme}.`);
  if (query.syllables) lines.push(`Syllables: ${query.syllables[0]} to ${query.syllables[1]}.`);
  if (query.popularity) lines.push(`Popularity: ${query.popularity[0]} to ${query.popularity[1]}.`);
  if (query.search) lines.push(`The name or its meaning contains: ${JSON.stringify(query.search)}.`);
  if (query.exclude.length)
    lines.push(`Do not suggest any of these: ${query.exclude.slice(-PROMPT_EXCLUDE_MAX).join(', ')}.`);
  return lines.join('\n');
}

function readJson(content: string): unknown {
  const text = content
    .trim()
    .replace(/^```(?:json)?\s*/i, '')
    .replace(/\s*```$/, '');
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/**
 * The model's names checked (CONVENTIONS: AI output is parsed before it is used): the reply must
 * be the response shape, or the attempt fails. Names that break a filter the card shows (gender,
 * origin, starting letter, syllables), repeats and names already shown are dropped; a reply left
 * with none fails too.
 */
export function parseNamesReply(
  content: string | null | undefined,
  query: NameGenerationQuery,
): GeneratedName[] {
  if (!content?.trim()) throw new AiOutputError('empty', 'The AI reply is empty');
  const json = readJson(content);
  if (json === undefined)
    throw new AiOutputError('not_json', 'The AI reply is not JSON', { excerpt: content });
  const parsed = nameGenerationResponse.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new AiOutputError(
      'wrong_shape',
      `The AI reply is not a list of names (${issue.path.join('.')}: ${issue.message})`,
      {
        excerpt: content,
      },
    );
  }
  const seen = new Set(query.exclude.map(nameKey));
  const names = parsed.data.names.filter((n) => {
    const key = nameKey(n.name);
    if (!key || seen.has(key)) return false;
    seen.add(key);
    if (query.gender && n.gender !== query.gender && !(n.gender === 'unisex' && query.gender !== 'unisex'))
      return false;
    if (query.origin && n.origin !== query.origin) return false;
    if (query.startingLetter && !key.startsWith(query.startingLetter.toLowerCase())) return false;
    if (query.syllables && (n.syllables < query.syllables[0] || n.syllables > query.syllables[1]))
      return false;
    return true;
  });
  if (names.length === 0)
    throw new AiOutputError('empty', 'The AI reply has no new names that fit the filters');
  return names.slice(0, query.count);
}

/**
 * The openai name generator: one chat completion in JSON mode with the filters in the prompt,
 * the reply checked by {@link parseNamesReply}. Junk throws AiOutputError, a failed request
 * AiRequestError: a failed attempt either way (the job then answers from the local dataset).
 */
export function createOpenAiNameGenerator(opts: OpenAiProviderOptions): NameGenerator {
  const timeoutMs = opts.timeoutMs ?? 30_000;
  const client = new OpenAI({
    apiKey: opts.apiKey,
    baseURL: opts.baseURL ?? null, // never the SDK's own environment variables
    timeout: timeoutMs,
    maxRetries: opts.maxRetries ?? 1,
    organization: null,
    project: null,
  });
  return {
    name: 'openai',
    async generateNames(query) {
      let completion;
      try {
        completion = await client.chat.completions.create({
          model: opts.model,
          temperature: 0.9,
          response_format: { type: 'json_object' },
          messages: [
            { role: 'system', content: NAMES_SYSTEM_PROMPT },
            { role: 'user', content: buildNamesUserMessage(query) },
          ],
        });
      } catch (err) {
        throw toRequestError(err, timeoutMs);
      }
      const choice = completion.choices?.[0];
      if (!choice) throw new AiOutputError('empty', 'The AI reply has no choices');
      if (choice.message.refusal || choice.finish_reason === 'content_filter')
        throw new AiOutputError('refused', 'The AI model refused to suggest names');
      if (choice.finish_reason === 'length')
        throw new AiOutputError('truncated', 'The AI reply was cut off at the token limit');
      return parseNamesReply(choice.message.content, query);
    },
  };
}
