import { describe, expect, it } from 'vitest';
import { detectRedFlags, redFlagsById, urgentPreamble } from '@nestkeep/common';
import { answerChatQuestion, type AnswerDeps } from '../../src/chat/answer.js';
import { loadKnowledgeBase } from '../../src/chat/knowledge.js';
import { createRetriever } from '../../src/chat/retrieval.js';
import { dropRepeatedCall } from '../../src/chat/urgent-guidance.js';
import { createLocalChatAnswerer } from '../../src/providers/local/chat-answer.js';
import type { ChatAnswerer } from '../../src/providers/provider.js';
import { maya, replyJob } from './support.js';

/**
 * Issue 22 point 8: the urgent box (the answer's first paragraph, shown as the red banner) says
 * whom to call; the guidance after it never says the call line again.
 */
const retriever = createRetriever(loadKnowledgeBase());
const local = createLocalChatAnswerer();
const localDeps: AnswerDeps = { retriever, answerer: local, fallback: local };
const NUMBER = /\b(?:999|911|112)\b/;
const quiet = { token: () => undefined, reset: () => undefined };

const bodyOf = (content: string) => content.split('\n\n').slice(1).join('\n\n');

describe('an urgent answer says the call line once, in its banner', () => {
  const cases: Array<[string, number]> = [
    ['my baby is not breathing', 3],
    ['my toddler is choking', 20],
    ['my baby had a seizure', 10],
    ['my baby is floppy and hard to wake', 5],
  ];
  for (const [question, age] of cases) {
    it(`'${question}'`, async () => {
      const ids = detectRedFlags(question, { ageMonths: age, pregnancyWeek: null, stage: 'toddler' }).map(
        (f) => f.id,
      );
      expect(ids.length).toBeGreaterThan(0);
      const result = await answerChatQuestion(
        replyJob({ question, redFlagIds: ids, child: maya(age) }),
        localDeps,
        quiet,
      );
      const [banner] = result.content.split('\n\n');
      expect(banner).toBe(urgentPreamble(redFlagsById(ids)).trim());
      expect(banner).toMatch(NUMBER);
      // The guidance still follows (not 'nothing found'), without the numbers again.
      const body = bodyOf(result.content);
      expect(body).toMatch(/here is what trusted guidance says/);
      expect(body).not.toMatch(NUMBER);
    });
  }

  it("a model's answer that says the call again loses that sentence, the rest and its sources stay", async () => {
    const question = 'my baby had a seizure';
    const ids = detectRedFlags(question, { ageMonths: 10, pregnancyWeek: null, stage: 'infant' }).map(
      (f) => f.id,
    );
    const model: ChatAnswerer = {
      name: 'openai',
      async answerQuestion(input) {
        const content =
          `Lay your baby on their side on a soft surface and time the seizure [1]. ` +
          `Call 999, 911 or 112 if it lasts longer than 5 minutes [1].\n\n` +
          `Nothing should be put in their mouth [${input.passages.length > 1 ? 2 : 1}].`;
        return { content, cited: [1] };
      },
    };
    const result = await answerChatQuestion(
      replyJob({ question, redFlagIds: ids, child: maya(10) }),
      { retriever, answerer: model, fallback: local },
      quiet,
    );
    const body = bodyOf(result.content);
    expect(body).not.toMatch(NUMBER);
    expect(body).toMatch(/^Lay your baby on their side/);
    expect(body).toMatch(/Nothing should be put in their mouth/);
    expect(result.sources.length).toBeGreaterThan(0);
  });

  it('leaves a non-urgent answer and decimals alone', () => {
    expect(dropRepeatedCall('A fever is 38.5 °C here [1]. Call 111 if worried [1].')).toBe(
      'A fever is 38.5 °C here [1]. Call 111 if worried [1].',
    );
    expect(dropRepeatedCall('Keep them warm [1]. Call 999 now [2].\n\nOnly this [3].')).toBe(
      'Keep them warm [1].\n\nOnly this [3].',
    );
    expect(dropRepeatedCall('Call 911 at once.\n\nThen rest.')).toBe('Then rest.');
  });
});
