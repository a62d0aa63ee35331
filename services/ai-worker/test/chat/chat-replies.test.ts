import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CHAT_DISCLAIMER,
  CHAT_STREAM_TTL_SECONDS,
  detectRedFlags,
  redFlagsById,
  urgentPreamble,
  type ChatReplyJob,
} from '@nestkeep/common';
import { reply } from '../../../../tests/support/fake-openai.js';
import { STREAM_BATCH_CHARS, STREAM_FIRST_CHARS } from '../../src/jobs/chat-replies.js';
import { FIXTURE_KNOWLEDGE, maya, replyJob } from './support.js';
import { startChatHarness, type ChatHarness } from './worker-harness.js';

/**
 * The chat-replies job end to end on real Redis and BullMQ (issue 8 point 2): a job queued as
 * content queues it, the tokens read back from the reply's Redis stream, the return value checked.
 */

let chat: ChatHarness;
beforeAll(async () => {
  chat = await startChatHarness({
    fixture: { knowledgeDir: FIXTURE_KNOWLEDGE },
    openai: { knowledgeDir: FIXTURE_KNOWLEDGE, openai: true },
    real: {},
  });
});
afterAll(() => chat.close());

const run = (job: ChatReplyJob, lane = 'fixture') => chat.run(job, lane);

describe('chat-replies worker', () => {
  it('streams the answer as token events and returns the whole reply', async () => {
    const { result, stream, shown, ttl } = await run(
      replyJob({ question: 'How many hours should a newborn sleep?' }),
    );
    expect(result.content.endsWith(CHAT_DISCLAIMER)).toBe(true);
    expect(result.sources[0]).toMatchObject({
      kind: 'trusted',
      url: 'https://health.example.org/newborn-sleep',
    });
    expect(result.urgent).toBe(false);
    expect(stream.length).toBeGreaterThan(1);
    expect(stream.every((e) => e.type === 'token')).toBe(true); // start, done and error are content's
    expect(shown).toBe(result.content);
    expect(ttl).toBeGreaterThan(0);
    expect(ttl).toBeLessThanOrEqual(CHAT_STREAM_TTL_SECONDS);
  });

  it('batches small tokens: the first words at once, then the rest in a few events', async () => {
    const { result, stream } = await run(replyJob({ question: 'How many hours should a newborn sleep?' }));
    expect(stream.length).toBeLessThan(result.content.split(/\s+/).length / 3);
    // The local answer is written all at once: a small first event, then large ones.
    const first = stream[0]!;
    expect(first.type === 'token' && first.text.length).toBeLessThan(STREAM_FIRST_CHARS + 20);
    expect(stream.length).toBeLessThanOrEqual(Math.ceil(result.content.length / STREAM_BATCH_CHARS) + 1);
  });

  it('opens an urgent reply with the urgent-care advice, first in the stream too', async () => {
    const question = 'my 5 week old baby has a fever of 38.6';
    const ids = detectRedFlags(question, { ageMonths: 1, pregnancyWeek: null, stage: 'newborn' }).map(
      (f) => f.id,
    );
    expect(ids.length).toBeGreaterThan(0);
    const preamble = urgentPreamble(redFlagsById(ids)).trim();
    const { result, stream, shown } = await run(replyJob({ question, redFlagIds: ids, child: maya(1) }));
    expect(result.urgent).toBe(true);
    expect(result.content.startsWith(preamble)).toBe(true);
    expect(shown).toBe(result.content);
    const first = stream[0]!;
    expect(first.type === 'token' && preamble.startsWith(first.text.trim().slice(0, 40))).toBe(true);
  });

  it('fails a job whose payload breaks the contract', async () => {
    const { queue, events } = chat.queue('fixture');
    const queued = await queue.add('reply', { requestId: 'not-a-uuid' }, { attempts: 1 });
    await expect(queued.waitUntilFinished(events, 10_000)).rejects.toThrow();
  });

  it('with openai: streams the model’s tokens and maps its citations', async () => {
    chat.fake.setReply(() => reply.content('Newborns sleep 14 to 17 hours a day [1].', { chunkDelayMs: 5 }));
    const { result, stream, shown } = await run(
      replyJob({ question: 'How many hours should a newborn sleep?' }),
      'openai',
    );
    expect(result.content).toBe(`Newborns sleep 14 to 17 hours a day [1].\n\n${CHAT_DISCLAIMER}`);
    expect(result.sources).toHaveLength(1);
    expect(stream.some((e) => e.type === 'reset')).toBe(false);
    expect(shown).toBe(result.content);
  });

  it('with openai: junk is refused, a reset is written, and the local answer follows', async () => {
    chat.fake.setReply(() => reply.content('Newborns sleep 20 hours [8].', { chunkDelayMs: 25 }));
    const job = replyJob({ question: 'How many hours should a newborn sleep?' });
    const { result, stream, shown } = await run(job, 'openai');
    const types = stream.map((e) => e.type);
    expect(types).toContain('reset');
    expect(types.indexOf('reset')).toBeGreaterThan(0); // the model's tokens came first
    expect(shown).toBe(result.content);
    expect(result.content).not.toContain('20 hours');
    const local = await run({ ...job, requestId: crypto.randomUUID() });
    expect(result).toEqual(local.result);
  });

  it('answers from the real knowledge base', async () => {
    const { result, shown } = await run(
      replyJob({ question: 'How should I put my baby down to sleep safely?', child: maya(2) }),
      'real',
    );
    expect(result.sources.length).toBeGreaterThan(0);
    expect(result.sources.every((s) => s.kind === 'trusted' && s.url?.startsWith('https://'))).toBe(true);
    expect(shown).toBe(result.content);
  });
});
