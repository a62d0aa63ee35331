import { randomUUID } from 'node:crypto';
import {
  AppError,
  badRequest,
  CHAT_DISCLAIMER,
  CHAT_TITLE_MAX_CHARS,
  chatChildOf,
  chatSource,
  stageWithoutChild,
  detectRedFlags,
  notFound,
  urgentPreamble,
  type ChatChild,
  type ChatConversation as ChatConversationResponse,
  type ChatMessage as ChatMessageResponse,
  type ChatReplyResponse,
  type ChatReplyResult,
  type Logger,
  type Plan,
} from '@nestkeep/common';
import { z } from 'zod';
import type { ChildRef, UserStageRef } from '../clients/identity.js';
import {
  consumeQuestion,
  findOwnedConversation,
  findSavedPassages,
  recentMessages,
  refundQuestion,
  storeExchange,
  type ChatConversation,
  type ChatMessage,
} from '../db/chat.js';
import type { Db } from '../db/client.js';
import { ChatReplyFailedError, type ChatReplies } from '../jobs/chat-replies.js';
import { isUnlimited, monthKey } from './usage.js';

export interface ChatDeps {
  db: Db;
  logger: Logger;
  now: () => Date;
  planOf: (userId: string) => Promise<Plan>;
  childrenOf: (userId: string) => Promise<ChildRef[]>;
  userStageOf: (userId: string) => Promise<UserStageRef>;
  chat: { replies: ChatReplies; freeLimit: number; replyTimeoutMs: number };
}

/** Turns of the conversation the assistant reads with a question. */
export const CHAT_HISTORY_TURNS = 6;

export const conversationNotFound = () => notFound('Conversation not found');
const childNotFound = () => notFound('Child profile not found');

/** The spec's answer to a question over the free limit, exactly like a save's (routes/content.ts). */
export const chatLimitReached = () =>
  new AppError(403, 'Usage limit reached', 'Usage limit reached', undefined, { requiresUpgrade: true });

export const assistantUnavailable = () =>
  new AppError(503, 'unavailable', 'The assistant could not answer right now. Please try again.');

export function toConversationResponse(c: ChatConversation): ChatConversationResponse {
  return {
    id: c.id,
    childProfileId: c.childProfileId,
    title: c.title,
    lastMessageAt: c.lastMessageAt.toISOString(),
    createdAt: c.createdAt.toISOString(),
  };
}

const storedSources = z.array(chatSource).catch([]);

export function toMessageResponse(m: ChatMessage): ChatMessageResponse {
  const at = m.createdAt.toISOString();
  return {
    id: m.id,
    conversationId: m.conversationId,
    role: m.role === 'assistant' ? 'assistant' : 'user',
    content: m.content,
    sources: storedSources.parse(m.sources),
    urgent: m.urgent,
    createdAt: at,
    timestamp: at,
  };
}

/**
 * A conversation's title from its first question: whitespace collapsed, cut on a word boundary
 * to CHAT_TITLE_MAX_CHARS with '…' when longer.
 */
export function titleFromQuestion(question: string, max = CHAT_TITLE_MAX_CHARS): string {
  const text = question.replace(/\s+/g, ' ').trim();
  if ([...text].length <= max) return text;
  const cut = [...text].slice(0, max - 1).join('');
  const space = cut.lastIndexOf(' ');
  // A first word longer than the whole title is cut inside it.
  return `${(space > max / 3 ? cut.slice(0, space) : cut).replace(/[\s,.;:!?-]+$/, '')}…`;
}

/** The user's child by id (asked of identity; 503 when it cannot answer), or 404. */
export async function ownedChild(
  deps: Pick<ChatDeps, 'childrenOf'>,
  userId: string,
  childProfileId: number,
): Promise<ChildRef> {
  const children = await deps.childrenOf(userId).catch((err) => {
    throw new AppError(
      503,
      'unavailable',
      'Your child profiles could not be checked right now; please try again',
      { cause: String(err) },
    );
  });
  const child = children.find((c) => c.id === childProfileId);
  if (!child) throw childNotFound();
  return child;
}

/**
 * What a question about no child is answered for: the user's own stage (issue 22 point 2). Only
 * someone trying to conceive or pregnant asks without a child; a parent chooses one of theirs (400).
 */
export async function chatWithoutChild(
  deps: Pick<ChatDeps, 'userStageOf'>,
  userId: string,
  now: Date,
): Promise<ChatChild> {
  const user = await deps.userStageOf(userId).catch((err) => {
    throw new AppError(503, 'unavailable', 'Your profile could not be checked right now; please try again', {
      cause: String(err),
    });
  });
  const stage = stageWithoutChild(user.userStage, user.trimester);
  if (!stage) throw badRequest('childProfileId is required: choose which child the chat is about');
  return chatChildOf({ name: null, currentStage: stage, dateOfBirth: null }, now);
}

export async function ownedConversation(db: Db, userId: string, id: number): Promise<ChatConversation> {
  const conversation = await findOwnedConversation(db, userId, id);
  if (!conversation) throw conversationNotFound();
  return conversation;
}

export function chatChildFor(child: ChildRef, now: Date): ChatChild {
  return chatChildOf(
    {
      name: child.name ?? null,
      currentStage: child.currentStage ?? '',
      dateOfBirth: child.dateOfBirth ?? null,
    },
    now,
  );
}

/** A promise whose rejection is handled where it is awaited, not reported as unhandled meanwhile. */
function settled<T>(promise: Promise<T>): Promise<T> {
  promise.catch(() => undefined);
  return promise;
}

/** What content answers by itself to an urgent question when the assistant is down. */
export function urgentFallback(preamble: string): ChatReplyResult {
  return { content: `${preamble}\n\n${CHAT_DISCLAIMER}`, sources: [], urgent: true };
}

/**
 * One question, start to end (issue 8 points 1-2, 6-7): the conversation and child are the
 * user's; red flags are read first; a free plan's question is counted against the month's limit
 * (an urgent one over it is answered uncounted, with the urgent advice and its condition's
 * guidance only: the job's `urgentOnly`); the reply job is queued with the user's saved
 * passages and the recent turns, its tokens streamed by the worker; then the question and answer
 * are stored together and the stream told `done`. When the worker fails or times out an urgent
 * question still gets its urgent-care advice; any other gets 503, is not counted and nothing is
 * stored. A client that leaves early does not stop the reply: it is stored for when they return.
 */
export async function askQuestion(
  deps: ChatDeps,
  userId: string,
  conversationId: number,
  body: { content: string; childProfileId?: number | null; streamId?: string | null },
): Promise<ChatReplyResponse> {
  // The child named in the question is asked of identity while the conversation is read (a round
  // trip less before the reply starts); a missing conversation still answers 404 first.
  const namedChild =
    body.childProfileId != null ? settled(ownedChild(deps, userId, body.childProfileId)) : null;
  const conversation = await ownedConversation(deps.db, userId, conversationId);
  const now = deps.now();
  const childId = body.childProfileId ?? conversation.childProfileId;
  // Another user's child is not found (404) before it is found not to match (400).
  const child = childId === null ? null : await (namedChild ?? ownedChild(deps, userId, childId));
  if ((child?.id ?? null) !== conversation.childProfileId) {
    throw badRequest('childProfileId does not match this conversation');
  }
  const chatChild = child ? chatChildFor(child, now) : await chatWithoutChild(deps, userId, now);
  const flags = detectRedFlags(body.content, {
    ageMonths: chatChild.ageMonths,
    pregnancyWeek: chatChild.pregnancyWeek,
    stage: chatChild.stage,
  });
  const urgent = flags.length > 0;
  const plan = await deps.planOf(userId);
  const requestId = body.streamId ?? randomUUID();
  const { replies } = deps.chat;

  // What the reply reads (saved items on the question, recent turns) is read meanwhile: it changes
  // nothing, and is dropped when the question is refused.
  const context = settled(
    Promise.all([
      findSavedPassages(deps.db, userId, body.content),
      recentMessages(deps.db, userId, conversationId, CHAT_HISTORY_TURNS),
    ]),
  );
  const release = await replies.reserve(userId, randomUUID());
  try {
    const month = monthKey(now);
    const counted = await consumeQuestion(
      deps.db,
      userId,
      month,
      isUnlimited(plan) ? null : deps.chat.freeLimit,
    );
    if (!counted && !urgent) throw chatLimitReached();
    // Over the limit, an urgent question still gets the urgent advice, and only that.
    const urgentOnly = !counted;
    const refund = () => (counted ? refundQuestion(deps.db, userId, month) : Promise.resolve());

    let started: boolean;
    try {
      started = await replies.start(requestId, { type: 'start', userId, conversationId });
    } catch (err) {
      deps.logger.warn({ userId, err: (err as Error).message }, 'chat stream could not be started');
      started = true; // Redis is down: the job cannot be queued either, which the fallback handles.
    }
    if (!started) {
      await refund();
      throw new AppError(409, 'conflict', 'This streamId is already in use; choose a new one');
    }

    let answer: ChatReplyResult;
    try {
      const [found, history] = await context;
      const savedPassages = urgentOnly ? [] : found;
      answer = await replies.reply({
        requestId,
        userId,
        conversationId,
        question: body.content,
        child: chatChild,
        redFlagIds: flags.map((f) => f.id),
        urgentOnly,
        savedPassages,
        history: history.map((m) => ({
          role: m.role === 'assistant' ? 'assistant' : 'user',
          content: m.content,
        })),
      });
    } catch (err) {
      if (!(err instanceof ChatReplyFailedError)) {
        await refund();
        throw err;
      }
      deps.logger.warn({ userId, requestId, err: err.message, urgent }, 'chat reply failed');
      if (!urgent) {
        await refund();
        const failure = assistantUnavailable();
        await replies
          .writeEvent(requestId, { type: 'error', error: failure.code, message: failure.message })
          .catch(() => undefined);
        throw failure;
      }
      answer = urgentFallback(urgentPreamble(flags));
    }

    // Urgent when the detector here or the worker says so.
    const final = { ...answer, urgent: urgent || answer.urgent };
    const stored = await storeExchange(deps.db, userId, conversationId, {
      requestId,
      question: body.content,
      answer: final,
      title: titleFromQuestion(body.content),
      now: deps.now(),
    });
    if (!stored) {
      // The conversation was deleted while its answer was being written.
      await refund();
      throw conversationNotFound();
    }
    const response = {
      userMessage: toMessageResponse(stored.userMessage),
      assistantMessage: toMessageResponse(stored.assistantMessage),
    };
    await replies
      .writeEvent(requestId, {
        type: 'done',
        message: response.assistantMessage,
        sources: response.assistantMessage.sources,
        urgent: response.assistantMessage.urgent,
      })
      .catch((err: Error) =>
        deps.logger.warn({ requestId, err: err.message }, 'chat done event not written'),
      );
    return response;
  } finally {
    await release();
  }
}
