import { detectRedFlags, type ChatChild } from '@nestkeep/common';
import { answerChatQuestion } from '../../src/chat/answer.js';
import { loadKnowledgeBase } from '../../src/chat/knowledge.js';
import { createRetriever } from '../../src/chat/retrieval.js';
import { createLocalChatAnswerer } from '../../src/providers/local/chat-answer.js';
import { answerSentences, replyJob } from './support.js';

/** The real knowledge base, retrieval and local composer (the default provider), built once. */
export const realKnowledge = loadKnowledgeBase();
export const realRetriever = createRetriever(realKnowledge);
const local = createLocalChatAnswerer();
const quiet = { token: () => undefined, reset: () => undefined };

/**
 * A question answered as the chat answers a parent: the red-flag rules on the profile's context,
 * then the reply through the real knowledge base. Returns the flags, the reply, the first
 * retrieved passage and the reply's sentences.
 */
export async function askLocally(question: string, who: ChatChild) {
  const flags = detectRedFlags(question, {
    ageMonths: who.ageMonths,
    pregnancyWeek: who.pregnancyWeek,
    stage: who.stage,
  });
  const job = replyJob({ question, child: who, redFlagIds: flags.map((f) => f.id) });
  const reply = await answerChatQuestion(
    job,
    { retriever: realRetriever, answerer: local, fallback: local },
    quiet,
  );
  const passages = realRetriever.retrieve(job);
  return { flags, reply, first: passages[0], sentences: answerSentences(reply.content) };
}
