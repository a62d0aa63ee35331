import { describe, expect, it } from 'vitest';
import {
  CHAT_DISCLAIMER,
  chatReplyResult,
  detectRedFlags,
  NOTHING_RELEVANT_ANSWER,
  redFlagsById,
  urgentPreamble,
  type ChatReplyJob,
} from '@nestkeep/common';
import { answerChatQuestion, type AnswerDeps } from '../../src/chat/answer.js';
import { renumberCitations, CitationRenumberer } from '../../src/chat/citations.js';
import { loadKnowledgeBase } from '../../src/chat/knowledge.js';
import { createRetriever } from '../../src/chat/retrieval.js';
import { createLocalChatAnswerer } from '../../src/providers/local/chat-answer.js';
import type { ChatAnswerer } from '../../src/providers/provider.js';
import { FIXTURE_KNOWLEDGE, maya, replyJob } from './support.js';

const retriever = createRetriever(loadKnowledgeBase(FIXTURE_KNOWLEDGE));
const local = createLocalChatAnswerer();
const localDeps: AnswerDeps = { retriever, answerer: local, fallback: local };

/** What a stream reader ends up showing: tokens appended, cleared on reset. */
function recorder() {
  const events: Array<{ type: 'token'; text: string } | { type: 'reset' }> = [];
  return {
    events,
    stream: {
      token: (text: string) => events.push({ type: 'token', text }),
      reset: () => events.push({ type: 'reset' }),
    },
    shown: () => events.reduce((text, e) => (e.type === 'reset' ? '' : text + e.text), ''),
  };
}

const count = (text: string, part: string) => text.split(part).length - 1;

describe('answer assembly', () => {
  it('ends with the disclaimer exactly once and streams the same text it returns', async () => {
    const rec = recorder();
    const result = await answerChatQuestion(replyJob(), localDeps, rec.stream);
    expect(chatReplyResult.parse(result)).toEqual(result);
    expect(result.content.endsWith(CHAT_DISCLAIMER)).toBe(true);
    expect(count(result.content, CHAT_DISCLAIMER)).toBe(1);
    expect(rec.shown()).toBe(result.content);
    expect(result.urgent).toBe(false);
  });

  it('lists the cited passages as sources in citation order, numbered to match', async () => {
    const result = await answerChatQuestion(
      replyJob({ question: 'How many hours should a newborn sleep, and how often should she feed?' }),
      localDeps,
      recorder().stream,
    );
    const numbers = [...new Set([...result.content.matchAll(/\[(\d+)\]/g)].map((m) => Number(m[1])))];
    expect(numbers).toEqual(result.sources.map((_, i) => i + 1));
    expect(result.sources.length).toBeGreaterThan(1);
    expect(result.sources[0]).toEqual({
      kind: 'trusted',
      title: 'Newborn sleep',
      url: 'https://health.example.org/newborn-sleep',
      organisation: 'Fixture Health Service',
    });
  });

  it('cites a saved item with its item id and link', async () => {
    const result = await answerChatQuestion(
      replyJob({
        question: 'what did the lavender lullaby post say?',
        child: maya(6),
        savedPassages: [
          {
            itemId: 9,
            title: 'Lavender lullaby',
            url: 'https://www.tiktok.com/@a/video/1',
            text: 'Hum the lavender lullaby twice at bedtime.',
            phase: 'infant',
          },
        ],
      }),
      localDeps,
      recorder().stream,
    );
    expect(result.sources).toContainEqual({
      kind: 'saved',
      title: 'Lavender lullaby',
      url: 'https://www.tiktok.com/@a/video/1',
      itemId: 9,
    });
  });

  it('says plainly when nothing is relevant, with no sources', async () => {
    const rec = recorder();
    const result = await answerChatQuestion(
      replyJob({ question: 'best pizza recipe' }),
      localDeps,
      rec.stream,
    );
    expect(result.content).toBe(`${NOTHING_RELEVANT_ANSWER}\n\n${CHAT_DISCLAIMER}`);
    expect(result.sources).toEqual([]);
    expect(rec.shown()).toBe(result.content);
  });

  it('opens an urgent answer with the urgent-care advice, before anything else, streamed first', async () => {
    const question = 'My 6 week old has a temperature of 38.5 and is very sleepy';
    const ids = detectRedFlags(question, { ageMonths: 1, pregnancyWeek: null, stage: 'newborn' }).map(
      (f) => f.id,
    );
    expect(ids.length).toBeGreaterThan(0);
    const preamble = urgentPreamble(redFlagsById(ids));
    expect(preamble.length).toBeGreaterThan(20);
    const rec = recorder();
    const result = await answerChatQuestion(replyJob({ question, redFlagIds: ids }), localDeps, rec.stream);
    expect(result.urgent).toBe(true);
    expect(result.content.startsWith(preamble.trim())).toBe(true);
    expect(result.content.endsWith(CHAT_DISCLAIMER)).toBe(true);
    expect(count(result.content, CHAT_DISCLAIMER)).toBe(1);
    const first = rec.events[0];
    expect(first?.type === 'token' && first.text.startsWith(preamble.trim().slice(0, 20))).toBe(true);
  });

  it('is urgent with the advice first even when nothing relevant was found', async () => {
    const question = 'my baby swallowed a button battery';
    const ids = detectRedFlags(question, { ageMonths: 14, pregnancyWeek: null, stage: 'toddler' }).map(
      (f) => f.id,
    );
    const result = await answerChatQuestion(
      replyJob({ question, redFlagIds: ids, child: maya(14) }),
      localDeps,
      recorder().stream,
    );
    expect(result.urgent).toBe(true);
    expect(result.content.startsWith(urgentPreamble(redFlagsById(ids)).trim())).toBe(true);
  });

  it('reads a follow-up that finds nothing alone together with the previous question', async () => {
    const alone = await answerChatQuestion(
      replyJob({ question: 'and is that normal?' }),
      localDeps,
      recorder().stream,
    );
    expect(alone.sources).toEqual([]);
    const followUp = await answerChatQuestion(
      replyJob({
        question: 'and is that normal?',
        history: [
          { role: 'user', content: 'How often should a newborn feed?' },
          { role: 'assistant', content: 'Newborn babies usually feed 8 to 12 times in every 24 hours. [1]' },
        ],
      }),
      localDeps,
      recorder().stream,
    );
    expect(followUp.sources.map((s) => s.url)).toContain('https://paeds.example.org/feeding-cues');
  });

  it('falls back to the local answer after a reset when the configured provider fails', async () => {
    const broken: ChatAnswerer = {
      name: 'openai',
      async answerQuestion(_input, onToken) {
        onToken('Half an answer [1');
        throw new Error('model wrote junk');
      },
    };
    const rec = recorder();
    const job: ChatReplyJob = replyJob();
    const result = await answerChatQuestion(
      job,
      { retriever, answerer: broken, fallback: local },
      rec.stream,
    );
    expect(rec.events.map((e) => e.type)).toContain('reset');
    expect(rec.shown()).toBe(result.content);
    expect(result.content).not.toContain('Half an answer');
    const expected = await answerChatQuestion(job, localDeps, recorder().stream);
    expect(result).toEqual(expected);
  });
});

describe('citation numbering', () => {
  it('renumbers in order of first citation and splits lists', () => {
    expect(renumberCitations('A [3]. B [1, 3]. C [2][3].')).toEqual({
      text: 'A [1]. B [2][1]. C [3][1].',
      order: [3, 1, 2],
    });
  });

  it('gives passages of one page one number, so the page is listed once', () => {
    const page = (n: number) => (n === 1 || n === 3 ? 'nhs:sleep' : `other:${n}`);
    expect(renumberCitations('A [1]. B [2]. C [3]. D [1, 3].', page)).toEqual({
      text: 'A [1]. B [2]. C [1]. D [1].',
      order: [1, 2],
    });
  });

  it('gives the same text when the markers arrive split across tokens', () => {
    const r = new CitationRenumberer();
    const out = ['A [', '3', ']. B [1', ', 3]', '. C [2][3].'].map((t) => r.push(t)).join('') + r.flush();
    expect(out).toBe('A [1]. B [2][1]. C [3][1].');
  });
});
