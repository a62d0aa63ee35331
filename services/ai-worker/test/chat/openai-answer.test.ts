import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CHAT_DISCLAIMER, NOTHING_RELEVANT_ANSWER } from '@nestkeep/common';
import { answerChatQuestion } from '../../src/chat/answer.js';
import { loadKnowledgeBase } from '../../src/chat/knowledge.js';
import { createRetriever } from '../../src/chat/retrieval.js';
import { createLocalChatAnswerer } from '../../src/providers/local/chat-answer.js';
import { ChatOutputError, createOpenAiChatAnswerer } from '../../src/providers/openai/chat-answer.js';
import { AiRequestError } from '../../src/providers/openai/errors.js';
import type { ChatAnswerInput } from '../../src/providers/provider.js';
import { reply, startFakeOpenAi, type FakeOpenAi } from '../../../../tests/support/fake-openai.js';
import { FIXTURE_KNOWLEDGE, replyJob } from './support.js';

let fake: FakeOpenAi;
beforeAll(async () => {
  fake = await startFakeOpenAi();
});
afterAll(async () => {
  await fake.close();
});
beforeEach(() => fake.reset());

const retriever = createRetriever(loadKnowledgeBase(FIXTURE_KNOWLEDGE));
const openai = () =>
  createOpenAiChatAnswerer({
    apiKey: fake.apiKey,
    baseURL: fake.url,
    model: 'gpt-chat-test',
    maxRetries: 0,
    timeoutMs: 5000,
  });
const job = replyJob({ question: 'How many hours should a newborn sleep, and how often should she feed?' });
const passages = retriever.retrieve(job);
const input: ChatAnswerInput = {
  question: job.question,
  child: job.child,
  passages,
  history: [
    { role: 'user', content: 'Is a dummy ok?' },
    { role: 'assistant', content: 'Dummies are fine once feeding is established.' },
  ],
};

async function ask(content: string | null, extra = {}) {
  fake.setReply(() => reply.content(content, extra));
  const tokens: string[] = [];
  const answer = await openai().answerQuestion(input, (t) => tokens.push(t));
  return { answer, tokens };
}

async function refusal(promise: Promise<unknown>): Promise<ChatOutputError> {
  try {
    await promise;
  } catch (err) {
    expect(err).toBeInstanceOf(ChatOutputError);
    return err as ChatOutputError;
  }
  throw new Error('expected the answer to be refused');
}

describe('openai chat answers (fake server, streamed)', () => {
  it('streams the tokens as they arrive and returns the cited passages', async () => {
    const { answer, tokens } = await ask(
      'Newborns sleep 14 to 17 hours a day [1]. They feed 8 to 12 times [2].',
    );
    expect(tokens.length).toBeGreaterThan(5);
    expect(tokens.join('')).toBe(answer.content);
    expect(answer.cited).toEqual([1, 2]);
  });

  it('asks for a stream with the passages, the child, the history and the question', async () => {
    await ask('Newborns sleep a lot [1].');
    const body = fake.requests[0]!.body;
    expect(body.stream).toBe(true);
    expect(body.model).toBe('gpt-chat-test');
    const [system, user] = body.messages as Array<{ role: string; content: string }>;
    expect(system!.role).toBe('system');
    expect(system!.content).toMatch(/ONLY the numbered passages/);
    expect(system!.content).toMatch(/\[1\]/);
    expect(user!.content).toContain(`[1] ${passages[0]!.title}`);
    expect(user!.content).toContain(passages[0]!.text);
    expect(user!.content).toContain('Maya');
    expect(user!.content).toContain('Is a dummy ok?');
    expect(user!.content).toContain(`Question: ${job.question}`);
  });

  it('accepts a list citation and drops a disclaimer the model added', async () => {
    const { answer } = await ask(`Sleep and feeds vary [1, 2].\n\n${CHAT_DISCLAIMER}`);
    expect(answer.cited).toEqual([1, 2]);
    expect(answer.content).toBe('Sleep and feeds vary [1, 2].');
  });

  it('turns "the passages do not cover this" into the plain nothing-relevant answer', async () => {
    const { answer } = await ask('The passages do not cover this question. Please ask your health visitor.');
    expect(answer).toEqual({ content: NOTHING_RELEVANT_ANSWER, cited: [] });
  });

  it('refuses junk: empty, out-of-range citations, uncited claims, refusals, cut-off replies', async () => {
    expect((await refusal(ask(''))).reason).toBe('empty');
    expect((await refusal(ask('   \n'))).reason).toBe('empty');
    expect((await refusal(ask('Newborns sleep 20 hours [7].'))).reason).toBe('bad_citation');
    expect((await refusal(ask('Newborns sleep 14 to 17 hours [0].'))).reason).toBe('bad_citation');
    expect((await refusal(ask('Newborns sleep 20 hours and need honey.'))).reason).toBe('uncited');
    expect((await refusal(ask("I'm sorry, I can't help with that."))).reason).toBe('refused');
    expect((await refusal(ask(null, { refusal: 'I cannot answer medical questions.' }))).reason).toBe(
      'refused',
    );
    expect((await refusal(ask('Newborns sleep [1] and', { finishReason: 'length' }))).reason).toBe(
      'truncated',
    );
    expect((await refusal(ask('x'.repeat(3100) + ' [1]'))).reason).toBe('too_long');
  });

  it('reports a failed request as a typed request error', async () => {
    fake.setReply(() => reply.serverError());
    await expect(openai().answerQuestion(input, () => undefined)).rejects.toBeInstanceOf(AiRequestError);
  });
});

describe('openai answers in a reply', () => {
  const deps = () => ({ retriever, answerer: openai(), fallback: createLocalChatAnswerer() });
  const recorder = () => {
    const events: Array<{ type: string; text?: string }> = [];
    return {
      events,
      stream: {
        token: (text: string) => events.push({ type: 'token', text }),
        reset: () => events.push({ type: 'reset' }),
      },
      shown: () => events.reduce((t, e) => (e.type === 'reset' ? '' : t + e.text), ''),
    };
  };

  it('maps the model’s citations back to sources, renumbered in citation order', async () => {
    fake.setReply(() => reply.content('She may feed 8 to 12 times [2]. Newborns sleep 14 to 17 hours [1].'));
    const rec = recorder();
    const result = await answerChatQuestion(job, deps(), rec.stream);
    const byN = new Map(passages.map((p) => [p.n, p.source]));
    expect(result.sources).toEqual([byN.get(2), byN.get(1)]);
    expect(result.content).toBe(
      `She may feed 8 to 12 times [1]. Newborns sleep 14 to 17 hours [2].\n\n${CHAT_DISCLAIMER}`,
    );
    expect(rec.shown()).toBe(result.content);
    expect(rec.events.some((e) => e.type === 'reset')).toBe(false);
  });

  it.each([
    ['an empty reply', ''],
    ['an out-of-range citation', 'Newborns sleep 20 hours [9].'],
    ['a non-answer', 'Sure! Babies are great.'],
  ])('answers locally after a reset when the model gives %s', async (_what, content) => {
    fake.setReply(() => reply.content(content));
    const rec = recorder();
    const result = await answerChatQuestion(job, deps(), rec.stream);
    const local = await answerChatQuestion(
      job,
      { ...deps(), answerer: createLocalChatAnswerer() },
      recorder().stream,
    );
    expect(result).toEqual(local);
    expect(rec.events.filter((e) => e.type === 'reset')).toHaveLength(1);
    expect(rec.shown()).toBe(result.content);
  });

  it('answers locally when the AI service is down', async () => {
    fake.setReply(() => reply.serverError());
    const result = await answerChatQuestion(job, deps(), recorder().stream);
    expect(result.sources.length).toBeGreaterThan(0);
    expect(result.content.endsWith(CHAT_DISCLAIMER)).toBe(true);
  });

  it('does not ask the model when nothing relevant was found', async () => {
    const result = await answerChatQuestion(
      replyJob({ question: 'best pizza recipe' }),
      deps(),
      recorder().stream,
    );
    expect(result.content.startsWith(NOTHING_RELEVANT_ANSWER)).toBe(true);
    expect(fake.requests).toHaveLength(0);
  });
});
