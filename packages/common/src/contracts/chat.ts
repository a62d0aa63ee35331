import { z } from 'zod';
import { rowIdInput } from './content.js';

/**
 * The AI chat (part 2 §2.6, §3, §7; issue 8): API bodies and responses, the reply job between
 * content and the ai-worker, and the events of a reply's stream. Web and services share these.
 */

/** The longest question a parent may send, in characters. */
export const CHAT_MESSAGE_MAX_CHARS = 2000;
/** A conversation title is made from its first question, cut to this many characters. */
export const CHAT_TITLE_MAX_CHARS = 80;
/** The spec's default title of a conversation (part 2 §3). */
export const DEFAULT_CONVERSATION_TITLE = 'New Conversation';

/** Ends every answer (part 1 §1, part 2 §1: informational support only, not medical advice). */
export const CHAT_DISCLAIMER =
  'This is informational support only, not medical advice. Please consult a healthcare professional about your situation.';

/** What an answer says when neither trusted guidance nor the user's saves hold anything relevant. */
export const NOTHING_RELEVANT_ANSWER =
  "I couldn't find anything in trusted guidance or in your saved items that answers this. A health visitor, midwife or doctor is the best person to ask.";

/**
 * A conversation about one child, or (childProfileId null or left out) about the user's own stage:
 * someone trying to conceive chats without any child profile (issue 22 point 2).
 */
export const chatConversationCreateRequest = z.object({ childProfileId: rowIdInput.nullish() });
export type ChatConversationCreateRequest = z.infer<typeof chatConversationCreateRequest>;

export const chatConversationRenameRequest = z.object({
  title: z
    .string()
    .trim()
    .min(1, 'Title cannot be empty')
    .max(CHAT_TITLE_MAX_CHARS, `Title must be at most ${CHAT_TITLE_MAX_CHARS} characters`),
});
export type ChatConversationRenameRequest = z.infer<typeof chatConversationRenameRequest>;

export const chatMessageRequest = z.object({
  content: z
    .string({ error: 'content is required' })
    .trim()
    .min(1, 'Message cannot be empty')
    .max(CHAT_MESSAGE_MAX_CHARS, `Message must be at most ${CHAT_MESSAGE_MAX_CHARS} characters`),
  /** The child the question is about; the conversation's child (or none) when left out. */
  childProfileId: rowIdInput.nullish(),
  /**
   * A client-chosen id for this reply's stream, so a client can open
   * GET /stream?messageId={streamId} while the POST is still running.
   */
  streamId: z.uuid().nullish(),
});
export type ChatMessageRequest = z.input<typeof chatMessageRequest>;

export const CHAT_SOURCE_KINDS = ['trusted', 'saved'] as const;
/** A cited source: a trusted organisation's public page, or one of the user's saved items. */
export const chatSource = z.object({
  kind: z.enum(CHAT_SOURCE_KINDS),
  title: z.string(),
  /** The public page (trusted); the item's link, or null for a note or screenshot (saved). */
  url: z.string().nullable(),
  /** Saved items only: opens the detail modal. */
  itemId: z.number().int().optional(),
  /** Trusted only: the organisation that published the page. */
  organisation: z.string().optional(),
});
export type ChatSource = z.infer<typeof chatSource>;

export const chatMessage = z.object({
  id: z.number().int(),
  conversationId: z.number().int(),
  role: z.enum(['user', 'assistant']),
  content: z.string(),
  sources: z.array(chatSource),
  urgent: z.boolean(),
  createdAt: z.string(),
  /** The spec's name for createdAt (part 2 §3). */
  timestamp: z.string(),
});
export type ChatMessage = z.infer<typeof chatMessage>;

export const chatConversation = z.object({
  id: z.number().int(),
  /** Null: about the user's own stage (trying to conceive), no child. */
  childProfileId: z.number().int().nullable(),
  title: z.string(),
  lastMessageAt: z.string(),
  createdAt: z.string(),
});
export type ChatConversation = z.infer<typeof chatConversation>;

export const chatReplyResponse = z.object({ userMessage: chatMessage, assistantMessage: chatMessage });
export type ChatReplyResponse = z.infer<typeof chatReplyResponse>;

/** GET /api/chat/usage: questions asked this calendar month (UTC); limit null when unlimited. */
export const chatUsage = z.object({ used: z.number().int(), limit: z.number().int().nullable() });
export type ChatUsage = z.infer<typeof chatUsage>;

/** The child a question is about, as the reply job reads it (computed by content from identity's profile). */
export const chatChild = z.object({
  name: z.string().nullable(),
  /** The stage now (childStage), e.g. 'infant', 'pregnant-2nd', 'trying-to-conceive'. */
  stage: z.string(),
  stageLabel: z.string(),
  /** 'Maya, 5 months old' style age text (childAgeLabel), null without a date. */
  ageLabel: z.string().nullable(),
  /** Whole weeks since birth, null before birth or without a date. */
  ageWeeks: z.number().int().nullable(),
  /** Whole months since birth, null before birth or without a date. */
  ageMonths: z.number().int().nullable(),
  /** Completed weeks of pregnancy (0-42, pregnancy.ts), null when not pregnant or without a due date. */
  pregnancyWeek: z.number().int().nullable(),
});
export type ChatChild = z.infer<typeof chatChild>;

/** One of the user's saved items found for a question by content's search, best first. */
export const savedPassage = z.object({
  itemId: z.number().int(),
  title: z.string(),
  url: z.string().nullable(),
  /** Description, key points and action steps written by analysis, and the user's notes; capped. */
  text: z.string(),
  /** The item's parenting phase (content taxonomy), when analysed. */
  phase: z.string().nullable(),
});
export type SavedPassage = z.infer<typeof savedPassage>;

/** content → ai-worker (queue chat-replies): write the answer to one question. */
export const chatReplyJob = z.object({
  /** Also the stream's id: tokens go to chatStreamKey(prefix, requestId). */
  requestId: z.uuid(),
  userId: z.string(),
  conversationId: z.number().int(),
  question: z.string(),
  child: chatChild,
  /** Ids of the red-flag rules the question matched (common's detectRedFlags); urgent when any. */
  redFlagIds: z.array(z.string()),
  /**
   * Past the free chat limit an urgent question is answered anyway, but only with the urgent-care
   * advice and its condition's guidance: no saves, no full answer from the configured provider.
   */
  urgentOnly: z.boolean().default(false),
  savedPassages: z.array(savedPassage).max(20),
  /** The last few turns of the conversation, oldest first, for a provider that reads context. */
  history: z.array(z.object({ role: z.enum(['user', 'assistant']), content: z.string() })).max(12),
});
export type ChatReplyJob = z.infer<typeof chatReplyJob>;

/** ai-worker → content: the job's return value. */
export const chatReplyResult = z.object({
  content: z.string().min(1),
  sources: z.array(chatSource),
  urgent: z.boolean(),
});
export type ChatReplyResult = z.infer<typeof chatReplyResult>;

/**
 * The events of a reply's stream, kept in a Redis stream (chatStreamKey) as one field `e` holding
 * the JSON of an event. `start` is written by content before the job is queued (it names the owner,
 * so the SSE endpoint can refuse anyone else); `token` and `reset` by the worker (reset: discard
 * the text so far, e.g. a model's reply was refused and the local answer follows); `done` or
 * `error` by content once the answer is stored (or could not be).
 */
export const chatStreamEvent = z.discriminatedUnion('type', [
  z.object({ type: z.literal('start'), userId: z.string(), conversationId: z.number().int() }),
  z.object({ type: z.literal('token'), text: z.string() }),
  z.object({ type: z.literal('reset') }),
  z.object({
    type: z.literal('done'),
    message: chatMessage,
    sources: z.array(chatSource),
    urgent: z.boolean(),
  }),
  z.object({ type: z.literal('error'), error: z.string(), message: z.string() }),
]);
export type ChatStreamEvent = z.infer<typeof chatStreamEvent>;

/** The Redis stream of one reply's events. */
export function chatStreamKey(prefix: string, requestId: string): string {
  return `${prefix}:chat-stream:${requestId}`;
}
/** How long a reply's stream is kept after its last event, so a late reader still gets it all. */
export const CHAT_STREAM_TTL_SECONDS = 600;
