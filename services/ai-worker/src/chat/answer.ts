import {
  CHAT_DISCLAIMER,
  chatReplyResult,
  NOTHING_RELEVANT_ANSWER,
  redFlagsById,
  urgentPreamble,
  type ChatReplyJob,
  type ChatReplyResult,
  type Logger,
} from '@nestkeep/common';
import type { ChatAnswer, ChatAnswerer } from '../providers/provider.js';
import { leadWithAskedGuidance } from './asked-practices.js';
import { CitationRenumberer, renumberCitations } from './citations.js';
import type { RetrievedPassage, Retriever } from './retrieval.js';
import { retrieveWithCheckedSaves, withSaveNotes } from './saves.js';
import { keepToBanner, retrieveGuidance } from './urgent-guidance.js';

/**
 * One chat reply, start to end (issue 8 points 4-6): red flags first, retrieval (after a red flag,
 * the condition's own guidance: urgent-guidance.ts), the provider's
 * answer (the local composer when the configured one fails or writes junk), then the disclaimer.
 *
 *   [urgent-care advice]          when the question matched red flags, before anything else
 *   guidance citing [1], [2] ...  numbered in order of first citation, matching `sources`
 *                                 (advice the question names that guidance says never to follow:
 *                                 that guidance first, asked-practices.ts)
 *   From your saves: ...          the parent's relevant saves after it, never instead (saves.ts)
 *   CHAT_DISCLAIMER               exactly once, always last
 *
 * The same text is streamed as it is written; a `reset` tells readers to drop what they have
 * when a provider's answer is thrown away.
 */

export interface AnswerDeps {
  retriever: Retriever;
  /** The configured provider. */
  answerer: ChatAnswerer;
  /** The local composer, used when `answerer` fails; may be `answerer` itself. */
  fallback: ChatAnswerer;
  logger?: Logger;
}

export interface AnswerStream {
  token(text: string): void;
  reset(): void;
}

const PARAGRAPH = '\n\n';

/** Which source a passage number cites: passages summarising one page (or one saved item) share it. */
function sourceKeys(passages: readonly RetrievedPassage[]): (n: number) => string {
  const byNumber = new Map(passages.map((p) => [p.n, p.source]));
  return (n) => {
    const source = byNumber.get(n);
    return source ? `${source.kind}:${source.itemId ?? source.url}` : `n:${n}`;
  };
}

/** Streams one attempt: the opening, the provider's tokens renumbered, then the closing. */
function attemptWriter(stream: AnswerStream, preamble: string, sourceOf: (n: number) => string) {
  const citations = new CitationRenumberer(sourceOf);
  if (preamble) stream.token(preamble + PARAGRAPH);
  return {
    token: (text: string) => {
      const out = citations.push(text);
      if (out) stream.token(out);
    },
    end: () => stream.token(citations.flush() + PARAGRAPH + CHAT_DISCLAIMER),
  };
}

async function compose(
  job: ChatReplyJob,
  passages: RetrievedPassage[],
  preamble: string,
  deps: AnswerDeps,
  stream: AnswerStream,
): Promise<{ answer: ChatAnswer; provider: string; fallbackReason?: string }> {
  const input = {
    question: job.question,
    child: job.child,
    passages,
    history: job.history,
    urgentPreamble: preamble || undefined,
  };
  const sourceOf = sourceKeys(passages);
  let writer = attemptWriter(stream, preamble, sourceOf);
  if (passages.length === 0) {
    // After a banner, without its 'a health visitor ... is the best person to ask': the banner says whom.
    const nothing = preamble ? keepToBanner(NOTHING_RELEVANT_ANSWER, preamble) : NOTHING_RELEVANT_ANSWER;
    for (const word of nothing.match(/\S+\s*/g) ?? []) writer.token(word);
    writer.end();
    return { answer: { content: nothing, cited: [] }, provider: 'none' };
  }
  try {
    const answer = await withSaveNotes(deps.answerer).answerQuestion(input, writer.token);
    writer.end();
    return { answer, provider: deps.answerer.name };
  } catch (err) {
    if (deps.answerer === deps.fallback) throw err;
    stream.reset();
    writer = attemptWriter(stream, preamble, sourceOf);
    const answer = await withSaveNotes(deps.fallback).answerQuestion(input, writer.token);
    writer.end();
    return { answer, provider: deps.fallback.name, fallbackReason: (err as Error).message };
  }
}

/**
 * The question's passages; a follow-up that finds nothing alone ('and is that normal?') is
 * searched again together with the parent's previous question.
 */
function retrieveWithContext(job: ChatReplyJob, retriever: Retriever): RetrievedPassage[] {
  let found = retrieveWithCheckedSaves(job, retriever);
  const previous = job.history.findLast((h) => h.role === 'user' && h.content.trim() !== job.question.trim());
  if (found.length === 0 && previous)
    found = retrieveWithCheckedSaves({ ...job, question: `${previous.content}\n${job.question}` }, retriever);
  return leadWithAskedGuidance(job, found, retriever);
}

/** The reply to one question, streamed through `stream` and returned whole. */
export async function answerChatQuestion(
  job: ChatReplyJob,
  deps: AnswerDeps,
  stream: AnswerStream,
): Promise<ChatReplyResult> {
  const urgent = job.redFlagIds.length > 0;
  const flags = redFlagsById(job.redFlagIds);
  const preamble = urgent ? urgentPreamble(flags).trim() : '';
  // After a banner, the condition's own guidance (never "nothing found" when the base has it).
  // Past the free limit (urgentOnly) that is all: no saves, and the local composer, not a full answer.
  const scoped = job.urgentOnly ? { ...job, savedPassages: [] } : job;
  const passages = urgent
    ? retrieveGuidance(scoped, flags, deps.retriever, preamble)
    : job.urgentOnly
      ? []
      : retrieveWithContext(job, deps.retriever);
  const composer = job.urgentOnly ? { ...deps, answerer: deps.fallback } : deps;
  const { answer, provider, fallbackReason } = await compose(job, passages, preamble, composer, stream);
  if (fallbackReason)
    deps.logger?.warn({ requestId: job.requestId, reason: fallbackReason }, 'chat answer fell back to local');

  // The banner says whom to call; the guidance after it does not say it again (issue 22 point 8),
  // nor send the parent anywhere less urgent (issue 20 point 2), whichever provider wrote it.
  const body = urgent ? keepToBanner(answer.content, preamble) : answer.content;
  const { text, order } = renumberCitations(body, sourceKeys(passages));
  const byNumber = new Map(passages.map((p) => [p.n, p]));
  const sources = order.flatMap((n) => {
    const p = byNumber.get(n);
    return p ? [p.source] : [];
  });
  deps.logger?.debug(
    { requestId: job.requestId, provider, passages: passages.map((p) => p.id), cited: order },
    'chat answer',
  );
  return chatReplyResult.parse({
    content: [preamble, text, CHAT_DISCLAIMER].filter(Boolean).join(PARAGRAPH),
    sources,
    urgent,
  });
}
