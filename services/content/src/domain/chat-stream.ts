import { badRequest, notFound, type ChatStreamEvent } from '@nestkeep/common';
import { findAnswerOf, findOwnedMessage } from '../db/chat.js';
import type { StreamReader } from '../jobs/chat-replies.js';
import { STREAM_FIRST_WAIT_MS, STREAM_MARGIN_MS } from '../jobs/chat-stream-hub.js';
import { ownedConversation, toMessageResponse, type ChatDeps } from './chat.js';

// Beside the cap's lease that they bound (jobs/chat-stream-hub.ts streamLeaseMs).
export { STREAM_FIRST_WAIT_MS, STREAM_MARGIN_MS };
/** A comment line this often keeps proxies from closing an idle stream. */
export const STREAM_HEARTBEAT_MS = 15_000;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const streamNotFound = () => notFound('Stream not found');

/** What the SSE endpoint relays: a live reply's stream, or a stored answer whose stream expired. */
export type ReplyStream =
  | { kind: 'live'; reader: StreamReader; afterId: string; deadline: number }
  | { kind: 'stored'; events: ChatStreamEvent[] };

/**
 * Finds the reply a client asks to follow (GET /api/chat/conversations/:id/stream?messageId=):
 * a message id names a stored message and its reply; a uuid is a streamId the client sent with
 * its POST, which may not have arrived yet, so its start is awaited a while. Either way the
 * stream's `start` event must name this user and conversation, or it is not found (404), so no
 * one follows another user's reply. A stored answer whose stream has expired is replayed whole.
 */
export async function openReplyStream(
  deps: ChatDeps,
  userId: string,
  conversationId: number,
  messageId: string,
  /** The client left: stop waiting (the reader is closed, and this throws). */
  signal?: AbortSignal,
): Promise<ReplyStream> {
  await ownedConversation(deps.db, userId, conversationId);
  let requestId: string;
  let waitMs: number;
  if (/^[1-9]\d{0,9}$/.test(messageId) && Number(messageId) <= 2_147_483_647) {
    const message = await findOwnedMessage(deps.db, userId, conversationId, Number(messageId));
    if (!message) throw notFound('Message not found');
    requestId = message.requestId;
    waitMs = 1;
  } else if (UUID.test(messageId)) {
    requestId = messageId.toLowerCase();
    waitMs = STREAM_FIRST_WAIT_MS;
  } else {
    throw badRequest('messageId: must be a message id or the streamId sent with the question');
  }

  const stored = await findAnswerOf(deps.db, userId, conversationId, requestId);
  const reader = await deps.chat.replies.openReader(requestId, userId);
  const onAbort = () => reader.close();
  // Left while the place was being taken: the reader closes at once (its read throws).
  if (signal?.aborted) onAbort();
  signal?.addEventListener('abort', onAbort, { once: true });
  try {
    const { entries } = await reader.read('0', stored ? 1 : waitMs);
    const first = entries[0];
    if (!first) {
      if (!stored) throw streamNotFound();
      reader.close();
      const message = toMessageResponse(stored);
      return {
        kind: 'stored',
        events: [
          { type: 'token', text: message.content },
          { type: 'done', message, sources: message.sources, urgent: message.urgent },
        ],
      };
    }
    const start = first.event;
    if (start.type !== 'start' || start.userId !== userId || start.conversationId !== conversationId) {
      throw streamNotFound();
    }
    return {
      kind: 'live',
      reader,
      afterId: first.id,
      deadline: Date.now() + deps.chat.replyTimeoutMs + STREAM_MARGIN_MS,
    };
  } catch (err) {
    reader.close();
    throw err;
  } finally {
    signal?.removeEventListener('abort', onAbort);
  }
}
