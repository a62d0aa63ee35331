import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CATEGORIES, PHASES, type AnalysisInput } from '@nestkeep/common';
import {
  AiOutputError,
  AiRequestError,
  TEXT_BUDGET,
  createOpenAiProvider,
  type OpenAiProviderOptions,
} from '../../../src/providers/openai/index.js';
import {
  reply,
  sampleAnalysis,
  startFakeOpenAi,
  type FakeOpenAi,
} from '../../../../../tests/support/fake-openai.js';

const input: AnalysisInput = {
  url: 'https://www.instagram.com/p/abc123/',
  platform: 'instagram',
  title: 'Bedtime routine that finally worked',
  description: 'Our 7 month old now sleeps through',
  text: 'Start the routine at 7pm every night. Dim the lights an hour before bed. Bath, book, bottle.',
};

let fake: FakeOpenAi;
beforeAll(async () => {
  fake = await startFakeOpenAi();
});
afterAll(async () => {
  await fake.close();
});
beforeEach(() => fake.reset());

const provider = (opts: Partial<OpenAiProviderOptions> = {}) =>
  createOpenAiProvider({
    apiKey: fake.apiKey,
    baseURL: fake.url,
    model: 'gpt-test-mini',
    maxRetries: 0,
    timeoutMs: 5_000,
    ...opts,
  });

/** The rejection of `promise`, which must reject. */
async function failure(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (err) {
    return err;
  }
  throw new Error('expected the promise to reject');
}

describe('openai provider: replies', () => {
  it('returns the validated analysis of a good reply', async () => {
    const analysis = await provider().analyze(input);
    const { suggestedTitle: _none, ...rest } = sampleAnalysis;
    expect(analysis).toEqual(rest);
    expect(fake.requests).toHaveLength(1);
  });

  it('sends the model, a strict json_schema response format, the taxonomy and the content', async () => {
    await provider().analyze(input);
    const [sent] = fake.requests;
    expect(sent.path).toBe('/v1/chat/completions');
    expect(sent.headers.authorization).toBe(`Bearer ${fake.apiKey}`);
    expect(sent.body.model).toBe('gpt-test-mini');
    expect(sent.body.response_format?.type).toBe('json_schema');
    const jsonSchema = sent.body.response_format?.json_schema;
    expect(jsonSchema?.strict).toBe(true);
    expect(jsonSchema?.name).toMatch(/^[A-Za-z0-9_-]{1,64}$/);
    const schema = jsonSchema?.schema as {
      required: string[];
      additionalProperties: boolean;
      properties: Record<string, { enum?: string[] }>;
    };
    expect(schema.additionalProperties).toBe(false);
    expect(schema.required.sort()).toEqual(Object.keys(schema.properties).sort());
    expect(schema.properties.category.enum).toEqual([...CATEGORIES]);
    expect(schema.properties.parentingPhase.enum).toEqual([...PHASES]);

    const [system, user] = sent.body.messages;
    expect(system.role).toBe('system');
    const systemText = String(system.content);
    expect(systemText).toContain('NestKeep');
    for (const category of CATEGORIES) expect(systemText).toContain(`"${category}"`);
    for (const phase of PHASES) expect(systemText).toContain(`"${phase}"`);
    expect(systemText).toMatch(/no medical advice/i);
    expect(user.role).toBe('user');
    const userText = String(user.content);
    expect(userText).toContain('Platform: instagram');
    expect(userText).toContain(`URL: ${input.url}`);
    expect(userText).toContain(`Title: ${input.title}`);
    expect(userText).toContain(`Description: ${input.description}`);
    expect(userText).toContain(input.text);
  });

  it('leaves out absent fields and cuts a long text to its budget', async () => {
    const longText = 'Offer a small snack between meals. '.repeat(2_000);
    await provider().analyze({
      url: null,
      platform: 'manual',
      title: null,
      description: null,
      text: longText,
    });
    const userText = String(fake.requests[0].body.messages[1].content);
    expect(userText).not.toContain('URL:');
    expect(userText).not.toContain('Title:');
    expect(userText.length).toBeLessThan(TEXT_BUDGET + 200);
    expect(userText).toContain('[…]');
  });

  it('normalises what the model meant: category aliases, hashtag form, duplicates, whitespace', async () => {
    fake.setReply(() =>
      reply.content(
        '```json\n' +
          JSON.stringify({
            summary: '  Sleep   tips for toddlers. ',
            keyPoints: ['Naps matter.', ' naps  matter. ', '', 'Keep the room dark.'],
            actionItems: ['Keep a fixed wake time.'],
            hashtags: ['Baby Sleep', '#BEDTIME', 'bedtime', 'sleep-training', '#', '#Schlafenszeit'],
            category: 'sleep and bedtime',
            parentingPhase: ' Toddler ',
            suggestedTitle: '  Toddler sleep tips ',
          }) +
          '\n```',
      ),
    );
    const analysis = await provider().analyze(input);
    expect(analysis).toEqual({
      summary: 'Sleep tips for toddlers.',
      keyPoints: ['Naps matter.', 'Keep the room dark.'],
      actionItems: ['Keep a fixed wake time.'],
      hashtags: ['#babysleep', '#bedtime', '#sleeptraining', '#schlafenszeit'],
      category: 'Sleep & Routines',
      parentingPhase: 'toddler',
      suggestedTitle: 'Toddler sleep tips',
    });
  });

  it.each([
    ['Development & Milestones', 'Development & Learning'],
    ['HEALTH', 'Health & Safety'],
    ['Entertainment and Play', 'Entertainment & Play'],
  ])('maps the category alias %s to %s', async (alias, stored) => {
    fake.setReply(() => reply.analysis({ category: alias }));
    expect((await provider().analyze(input)).category).toBe(stored);
  });

  it('throws AiOutputError (not_json) on junk text', async () => {
    fake.setReply(() => reply.content("Sure! Here are some great tips for your baby's sleep :)"));
    const err = await failure(provider().analyze(input));
    expect(err).toBeInstanceOf(AiOutputError);
    expect(err).toMatchObject({ reason: 'not_json' });
  });

  it.each([
    ['a JSON array', [sampleAnalysis]],
    ['keyPoints as a string', { ...sampleAnalysis, keyPoints: 'Naps matter.' }],
    ['a missing phase', { ...sampleAnalysis, parentingPhase: undefined }],
    ['an unknown phase', { ...sampleAnalysis, parentingPhase: 'teenager' }],
    ['an unrelated object', { answer: 42 }],
  ])('throws AiOutputError (wrong_shape) on %s', async (_name, value) => {
    fake.setReply(() => reply.json(value));
    const err = await failure(provider().analyze(input));
    expect(err).toBeInstanceOf(AiOutputError);
    expect(err).toMatchObject({ reason: 'wrong_shape' });
  });

  it('throws AiOutputError (unknown_category) on a category outside the seven', async () => {
    fake.setReply(() => reply.analysis({ category: 'Astrology' }));
    const err = await failure(provider().analyze(input));
    expect(err).toBeInstanceOf(AiOutputError);
    expect(err).toMatchObject({ reason: 'unknown_category' });
    expect((err as Error).message).toContain('Astrology');
  });

  it.each([
    ['an empty reply', reply.content('')],
    ['a null content', reply.content(null)],
    ['an analysis with nothing in it', reply.analysis({ summary: ' ', keyPoints: [], actionItems: [] })],
  ])('throws AiOutputError (empty) on %s', async (_name, answer) => {
    fake.setReply(() => answer);
    const err = await failure(provider().analyze(input));
    expect(err).toBeInstanceOf(AiOutputError);
    expect(err).toMatchObject({ reason: 'empty' });
  });

  it('throws AiOutputError on a reply cut off at the token limit and on a refusal', async () => {
    fake.setReply(() => reply.content('{"summary": "Sleep tips', { finishReason: 'length' }));
    expect(await failure(provider().analyze(input))).toMatchObject({
      name: 'AiOutputError',
      reason: 'truncated',
    });
    fake.setReply(() => reply.content(null, { refusal: "I can't help with that." }));
    expect(await failure(provider().analyze(input))).toMatchObject({
      name: 'AiOutputError',
      reason: 'refused',
    });
  });
});

describe('openai provider: transport', () => {
  it('retries a 500 through the SDK, then fails with a retryable AiRequestError', async () => {
    fake.setReply(() => reply.serverError());
    const err = await failure(provider({ maxRetries: 1 }).analyze(input));
    expect(err).toBeInstanceOf(AiRequestError);
    expect(err).toMatchObject({ reason: 'http', status: 500, retryable: true });
    expect(fake.requests).toHaveLength(2);
    expect(fake.requests[1].headers['x-stainless-retry-count']).toBe('1');
  });

  it('waits for retry-after on a 429 and fails with rate_limited when it persists', async () => {
    fake.setReply(() => reply.rateLimited(1));
    const err = await failure(provider({ maxRetries: 1 }).analyze(input));
    expect(err).toBeInstanceOf(AiRequestError);
    expect(err).toMatchObject({ reason: 'rate_limited', status: 429, retryable: true });
    expect(fake.requests).toHaveLength(2);
    expect(fake.requests[1].at - fake.requests[0].at).toBeGreaterThanOrEqual(900);
  });

  it('succeeds when a retry after a 429 is answered', async () => {
    fake.setReply((_req, i) => (i === 0 ? reply.rateLimited(0.05) : reply.analysis()));
    const analysis = await provider({ maxRetries: 2 }).analyze(input);
    expect(analysis.category).toBe('Sleep & Routines');
    expect(fake.requests).toHaveLength(2);
  });

  it('fails with a timeout AiRequestError when the server is slower than timeoutMs', async () => {
    fake.setReply(() => reply.slow(3_000, reply.analysis()));
    const started = Date.now();
    const err = await failure(provider({ timeoutMs: 200, maxRetries: 0 }).analyze(input));
    expect(err).toBeInstanceOf(AiRequestError);
    expect(err).toMatchObject({ reason: 'timeout', retryable: true });
    expect(Date.now() - started).toBeLessThan(2_000);
  });

  it('fails with a non-retryable auth error on a wrong key, without retrying', async () => {
    const err = await failure(provider({ apiKey: 'sk-wrong', maxRetries: 2 }).analyze(input));
    expect(err).toBeInstanceOf(AiRequestError);
    expect(err).toMatchObject({ reason: 'auth', status: 401, retryable: false });
    expect(fake.requests).toHaveLength(1);
  });

  it('fails with a connection AiRequestError when nothing listens', async () => {
    const gone = await startFakeOpenAi();
    await gone.close();
    const err = await failure(provider({ baseURL: gone.url }).analyze(input));
    expect(err).toBeInstanceOf(AiRequestError);
    expect(err).toMatchObject({ reason: 'connection', retryable: true });
  });
});

describe('openai provider: servers without json_schema', () => {
  const rejectingSchema = () =>
    fake.setReply((req) =>
      req.body.response_format?.type === 'json_schema' ? reply.rejectJsonSchema() : reply.analysis(),
    );

  it('falls back once to json_object with the schema in the prompt, and stays there', async () => {
    rejectingSchema();
    const ai = provider();
    const analysis = await ai.analyze(input);
    expect(analysis.category).toBe('Sleep & Routines');
    expect(fake.requests.map((r) => r.body.response_format?.type)).toEqual(['json_schema', 'json_object']);
    const system = String(fake.requests[1].body.messages[0].content);
    expect(system).toContain('"keyPoints": string[]');
    expect(system).toMatch(/json/i); // OpenAI requires the word for json_object mode

    await ai.analyze(input);
    expect(fake.requests.map((r) => r.body.response_format?.type)).toEqual([
      'json_schema',
      'json_object',
      'json_object',
    ]);
  });

  it('validates the fallback reply like any other', async () => {
    fake.setReply((req) =>
      req.body.response_format?.type === 'json_schema'
        ? reply.rejectJsonSchema()
        : reply.content('I think this is about sleep.'),
    );
    const err = await failure(provider().analyze(input));
    expect(err).toMatchObject({ name: 'AiOutputError', reason: 'not_json' });
    expect(fake.requests).toHaveLength(2);
  });

  it('does not fall back more than once when json_object is rejected too', async () => {
    fake.setReply(() =>
      reply.error(400, "'response_format' is not supported.", { param: 'response_format' }),
    );
    const err = await failure(provider().analyze(input));
    expect(err).toMatchObject({ name: 'AiRequestError', status: 400, retryable: false });
    expect(fake.requests).toHaveLength(2);
  });

  it('does not fall back on a 400 about something else', async () => {
    fake.setReply(() =>
      reply.error(400, "This model's maximum context length is 8192 tokens.", {
        type: 'invalid_request_error',
        code: 'context_length_exceeded',
        param: 'messages',
      }),
    );
    const err = await failure(provider({ maxRetries: 2 }).analyze(input));
    expect(err).toMatchObject({ name: 'AiRequestError', reason: 'http', status: 400, retryable: false });
    expect(fake.requests).toHaveLength(1);
  });
});
