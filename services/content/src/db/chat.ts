import { DEFAULT_CONVERSATION_TITLE, type ChatSource, type SavedPassage } from '@nestkeep/common';
import type { ChatConversation, ChatMessage, Prisma } from '../generated/prisma/client.js';
import { CONTENT_SCHEMA, type Db } from './client.js';
import { typoCorrections } from './items.js';
import { typoSearch } from '../domain/search.js';
import { meaningfulWords } from '../domain/chat-words.js';
import { consumeMonthly } from './usage.js';

export type { ChatConversation, ChatMessage };

/** The user's conversations, newest activity first (optionally one child's). */
export function listConversations(
  db: Db,
  userId: string,
  childProfileId?: number,
): Promise<ChatConversation[]> {
  return db.chatConversation.findMany({
    where: { userId, ...(childProfileId !== undefined ? { childProfileId } : {}) },
    orderBy: [{ lastMessageAt: 'desc' }, { id: 'desc' }],
    take: 500,
  });
}

export function createConversation(
  db: Db,
  userId: string,
  childProfileId: number | null,
  now: Date,
): Promise<ChatConversation> {
  return db.chatConversation.create({ data: { userId, childProfileId, createdAt: now, lastMessageAt: now } });
}

export function findOwnedConversation(db: Db, userId: string, id: number): Promise<ChatConversation | null> {
  return db.chatConversation.findFirst({ where: { id, userId } });
}

/** Null when the conversation is not this user's. */
export async function renameConversation(
  db: Db,
  userId: string,
  id: number,
  title: string,
): Promise<ChatConversation | null> {
  const { count } = await db.chatConversation.updateMany({
    where: { id, userId },
    data: { title, titleChosen: true },
  });
  return count ? findOwnedConversation(db, userId, id) : null;
}

/** Deletes the conversation and (by cascade) its messages; false when it is not this user's. */
export async function deleteConversation(db: Db, userId: string, id: number): Promise<boolean> {
  const { count } = await db.chatConversation.deleteMany({ where: { id, userId } });
  return count > 0;
}

/** A conversation's messages, oldest first. */
export function listMessages(db: Db, userId: string, conversationId: number): Promise<ChatMessage[]> {
  return db.chatMessage.findMany({
    where: { conversationId, userId },
    orderBy: { id: 'asc' },
  });
}

/** The last `count` turns of a conversation, oldest first. */
export async function recentMessages(
  db: Db,
  userId: string,
  conversationId: number,
  count: number,
): Promise<ChatMessage[]> {
  const rows = await db.chatMessage.findMany({
    where: { conversationId, userId },
    orderBy: { id: 'desc' },
    take: count,
  });
  return rows.reverse();
}

export function findOwnedMessage(
  db: Db,
  userId: string,
  conversationId: number,
  id: number,
): Promise<ChatMessage | null> {
  return db.chatMessage.findFirst({ where: { id, conversationId, userId } });
}

/** The assistant's answer of a reply (by its request id), when stored. */
export function findAnswerOf(
  db: Db,
  userId: string,
  conversationId: number,
  requestId: string,
): Promise<ChatMessage | null> {
  return db.chatMessage.findFirst({ where: { conversationId, userId, requestId, role: 'assistant' } });
}

export function countConversations(db: Db, userId: string): Promise<number> {
  return db.chatConversation.count({ where: { userId } });
}

/**
 * Stores a question and its answer and moves the conversation to the top, in ONE statement (asked
 * at every chat question, so round trips count: no BEGIN/COMMIT around two). The conversation's
 * update runs first in the statement and the messages are inserted only for the row it touched,
 * so a conversation deleted meanwhile stores nothing and answers null. `title` (made from the
 * first question) is only written while the conversation still has the default title and was
 * never renamed.
 */
export async function storeExchange(
  db: Db,
  userId: string,
  conversationId: number,
  exchange: {
    requestId: string;
    question: string;
    answer: { content: string; sources: ChatSource[]; urgent: boolean };
    title: string;
    now: Date;
  },
): Promise<{ userMessage: ChatMessage; assistantMessage: ChatMessage } | null> {
  const { requestId, now, answer } = exchange;
  // A millisecond after the question, so the answer sorts after it by time as well as by id.
  const answeredAt = new Date(now.getTime() + 1);
  const rows = await db.$queryRawUnsafe<StoredMessageRow[]>(
    `WITH moved AS (
       UPDATE "${CONTENT_SCHEMA}"."chat_conversations"
          SET last_message_at = $1,
              title = CASE WHEN NOT title_chosen AND title = $2 THEN $3 ELSE title END
        WHERE id = $4 AND user_id = $5::uuid
       RETURNING id
     )
     INSERT INTO "${CONTENT_SCHEMA}"."chat_messages"
            (conversation_id, user_id, role, content, sources, urgent, request_id, created_at)
     SELECT moved.id, $5::uuid, m.role, m.content, m.sources, $6, $7::uuid, m.created_at
       FROM moved,
            (VALUES (1, 'user', $8, '[]'::jsonb, $9::timestamptz),
                    (2, 'assistant', $10, $11::jsonb, $1::timestamptz)) AS m(n, role, content, sources, created_at)
      ORDER BY m.n
     RETURNING id, conversation_id, user_id, role, content, sources, urgent, request_id, created_at`,
    answeredAt,
    DEFAULT_CONVERSATION_TITLE,
    exchange.title,
    conversationId,
    userId,
    answer.urgent,
    requestId,
    exchange.question,
    now,
    answer.content,
    JSON.stringify(answer.sources),
  );
  const messages = rows.map(toChatMessage);
  const userMessage = messages.find((m) => m.role === 'user');
  const assistantMessage = messages.find((m) => m.role === 'assistant');
  return userMessage && assistantMessage ? { userMessage, assistantMessage } : null;
}

interface StoredMessageRow {
  id: number;
  conversation_id: number;
  user_id: string;
  role: string;
  content: string;
  sources: unknown;
  urgent: boolean;
  request_id: string;
  created_at: Date;
}

const toChatMessage = (r: StoredMessageRow): ChatMessage => ({
  id: r.id,
  conversationId: r.conversation_id,
  userId: r.user_id,
  role: r.role,
  content: r.content,
  sources: r.sources as Prisma.JsonValue,
  urgent: r.urgent,
  requestId: r.request_id,
  createdAt: r.created_at,
});

/** Counts one question for the month (see consumeMonthly); false at the limit. */
export function consumeQuestion(
  db: Db,
  userId: string,
  month: string,
  limit: number | null,
): Promise<boolean> {
  return consumeMonthly(db, 'chat_usage', userId, month, limit);
}

/** Counts one question that was never answered back (the assistant was unavailable). */
export async function refundQuestion(db: Db, userId: string, month: string): Promise<void> {
  await db.$executeRawUnsafe(
    `UPDATE "${CONTENT_SCHEMA}"."chat_usage" SET count = greatest(count - 1, 0)
      WHERE user_id = $1::uuid AND month = $2`,
    userId,
    month,
  );
}

export async function questionsThisMonth(db: Db, userId: string, month: string): Promise<number> {
  const row = await db.chatUsage.findUnique({ where: { userId_month: { userId, month } } });
  return row?.count ?? 0;
}

/** How many saved items a question brings to the assistant, and how much of each. */
export const SAVED_PASSAGES = 5;
export const SAVED_PASSAGE_CHARS = 1500;

/**
 * The user's saved items that speak to a question, best first: its meaningful words (stop words
 * dropped) OR-ed as prefixes over the weighted search vector (title, tags, description, the notes
 * analysis wrote), ranked by ts_rank. Each word is also widened to the title words it may be a
 * typo of (the same corrections as the content search), so 'swadling' still finds 'swaddling'.
 */
export async function findSavedPassages(db: Db, userId: string, question: string): Promise<SavedPassage[]> {
  const words = meaningfulWords(question);
  if (!words.length) return [];
  const typo = typoSearch(words.join(' '));
  const corrections = typo ? await typoCorrections(db, userId, typo) : [];
  const terms = new Set<string>();
  words.forEach((word, i) => {
    terms.add(word);
    [...(corrections[i] ?? [])]
      .sort((a, b) => a.distance - b.distance || a.word.length - b.word.length)
      .slice(0, 3)
      .forEach((c) => c.word.length >= 3 && terms.add(c.word));
  });
  const tsquery = [...terms].map((w) => `${w}:*`).join(' | ');
  const rows = await db.$queryRawUnsafe<
    Array<{
      id: number;
      title: string;
      original_url: string | null;
      description: string | null;
      personal_notes: string | null;
      analysis_notes: string | null;
      parenting_phase: string | null;
    }>
  >(
    `SELECT id, title, original_url, description, personal_notes, analysis_notes, parenting_phase
       FROM "${CONTENT_SCHEMA}"."content_items"
      WHERE user_id = $1::uuid AND search_vector @@ to_tsquery('english', $2)
      ORDER BY ts_rank(search_vector, to_tsquery('english', $2)) DESC, date_saved DESC
      LIMIT ${SAVED_PASSAGES}`,
    userId,
    tsquery,
  );
  return rows.map((r) => ({
    itemId: r.id,
    title: r.title,
    url: r.original_url,
    text: [r.description, r.personal_notes, r.analysis_notes]
      .map((t) => t?.trim())
      .filter(Boolean)
      .join('\n\n')
      .slice(0, SAVED_PASSAGE_CHARS),
    phase: r.parenting_phase,
  }));
}
