import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { nameGenerationRequest, type GeneratedName, type NameGenerationRequest } from '@nestkeep/common';
import { AiOutputError, AiRequestError } from '../../src/providers/openai/errors.js';
import { createOpenAiNameGenerator } from '../../src/providers/openai/names.js';
import { reply, startFakeOpenAi, type FakeOpenAi } from '../../../../tests/support/fake-openai.js';

let fake: FakeOpenAi;
beforeAll(async () => {
  fake = await startFakeOpenAi();
});
afterAll(async () => {
  await fake.close();
});
beforeEach(() => fake.reset());

const generator = () =>
  createOpenAiNameGenerator({
    apiKey: fake.apiKey,
    baseURL: fake.url,
    model: 'gpt-names-test',
    maxRetries: 0,
    timeoutMs: 3000,
  });
const q = (input: NameGenerationRequest) => nameGenerationRequest.parse(input);

const card = (name: string, over: Partial<GeneratedName> = {}): GeneratedName => ({
  name,
  gender: 'girl',
  meaning: 'light',
  origin: 'Greek',
  syllables: 3,
  popularity: 60,
  trend: 'rising',
  variants: [],
  famousPeople: [],
  ...over,
});

async function failure<T extends Error>(
  promise: Promise<unknown>,
  type: new (...args: never[]) => T,
): Promise<T> {
  try {
    await promise;
  } catch (err) {
    expect(err).toBeInstanceOf(type);
    return err as T;
  }
  throw new Error('expected a failure');
}

describe('openai names (fake server)', () => {
  it('asks in JSON mode with every filter and the names already shown in the prompt', async () => {
    fake.setReply(() => reply.json({ names: [card('Helena')] }));
    await generator().generateNames(
      q({
        gender: 'girl',
        origin: 'Greek',
        startingLetter: 'h',
        meaningTheme: 'Light',
        syllables: [2, 3],
        popularity: [10, 80],
        search: 'sun',
        count: 4,
        exclude: ['Helen', 'Hera'],
      }),
    );
    const body = fake.requests[0]!.body;
    expect(body.model).toBe('gpt-names-test');
    expect(body.response_format).toEqual({ type: 'json_object' });
    const user = (body.messages[1] as { content: string }).content;
    for (const part of [
      'Suggest 4 different baby names',
      'Gender: girl',
      'Origin: Greek',
      'Starting letter: H',
      'Meaning theme: Light',
      'Syllables: 2 to 3',
      'Popularity: 10 to 80',
      '"sun"',
      'Helen, Hera',
    ])
      expect(user).toContain(part);
  });

  it('answers the checked names, dropping repeats, shown names and names off the filters', async () => {
    fake.setReply(() =>
      reply.json({
        names: [
          card('Helena'),
          card('helena'),
          card('Helen'),
          card('Hector', { gender: 'boy' }),
          card('Harper', { gender: 'unisex' }),
          card('Iris'),
          card('Hypatia', { origin: 'Latin' }),
        ],
      }),
    );
    const out = await generator().generateNames(
      q({ gender: 'girl', origin: 'Greek', startingLetter: 'H', exclude: ['HELEN'] }),
    );
    expect(out.map((n) => n.name)).toEqual(['Helena', 'Harper']);
  });

  it('keeps to count', async () => {
    fake.setReply(() => reply.json({ names: ['Ava', 'Bea', 'Cleo', 'Dora'].map((n) => card(n)) }));
    expect(await generator().generateNames(q({ count: 2 }))).toHaveLength(2);
  });

  it('fails the attempt on junk: prose, the wrong shape, a bad field, nothing new', async () => {
    fake.setReply(() => reply.content('Here are some lovely names: Ava, Mia'));
    expect((await failure(generator().generateNames(q({})), AiOutputError)).reason).toBe('not_json');
    fake.setReply(() => reply.json({ suggestions: ['Ava'] }));
    expect((await failure(generator().generateNames(q({})), AiOutputError)).reason).toBe('wrong_shape');
    fake.setReply(() => reply.json({ names: [card('Ava', { popularity: 400 })] }));
    expect((await failure(generator().generateNames(q({})), AiOutputError)).reason).toBe('wrong_shape');
    fake.setReply(() => reply.json({ names: [card('Ava', { origin: 'Martian' as never })] }));
    expect((await failure(generator().generateNames(q({})), AiOutputError)).reason).toBe('wrong_shape');
    fake.setReply(() => reply.json({ names: [card('Ava')] }));
    expect((await failure(generator().generateNames(q({ exclude: ['Ava'] })), AiOutputError)).reason).toBe(
      'empty',
    );
    fake.setReply(() => reply.content(''));
    expect((await failure(generator().generateNames(q({})), AiOutputError)).reason).toBe('empty');
  });

  it('reads a reply in a code fence', async () => {
    fake.setReply(() => reply.content('```json\n' + JSON.stringify({ names: [card('Ava')] }) + '\n```'));
    expect((await generator().generateNames(q({}))).map((n) => n.name)).toEqual(['Ava']);
  });

  it('reports a failed request as AiRequestError', async () => {
    fake.setReply(() => reply.serverError());
    expect((await failure(generator().generateNames(q({})), AiRequestError)).status).toBe(500);
  });
});
