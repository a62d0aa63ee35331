import express from 'express';
import { z } from 'zod';
import {
  chatConversationCreateRequest,
  chatConversationRenameRequest,
  chatMessageRequest,
  idParam,
  parseInput,
  rowIdInput,
  userIdOf,
  type ChatStreamEvent,
  type ChatUsage,
} from '@nestkeep/common';
import type { ContentDeps } from '../deps.js';
import {
  createConversation,
  deleteConversation,
  listConversations,
  listMessages,
  questionsThisMonth,
  renameConversation,
} from '../db/chat.js';
import {
  askQuestion,
  chatWithoutChild,
  conversationNotFound,
  ownedChild,
  ownedConversation,
  toConversationResponse,
  toMessageResponse,
} from '../domain/chat.js';
import { openReplyStream, STREAM_HEARTBEAT_MS, type ReplyStream } from '../domain/chat-stream.js';
import { isUnlimited, monthKey } from '../domain/usage.js';

const conversationListQuery = z.object({
  childProfileId: z.coerce.number().pipe(rowIdInput).optional(),
});
const streamQuery = z.object({ messageId: z.string({ error: 'messageId is required' }).min(1) });

const conversationId = (req: express.Request) => idParam(String(req.params.id), 'Conversation not found');

/** The AI chat (issue 8, part 2 §2.6, §7). Another user's conversation or child answers 404. */
export function chatRoutes(deps: ContentDeps): express.Router {
  const router = express.Router();

  router.get('/api/chat/conversations', async (req, res) => {
    const { childProfileId } = parseInput(conversationListQuery, req.query);
    const list = await listConversations(deps.db, userIdOf(req), childProfileId);
    res.json(list.map(toConversationResponse));
  });

  router.post('/api/chat/conversations', async (req, res) => {
    const body = parseInput(chatConversationCreateRequest, req.body);
    const userId = userIdOf(req);
    const childProfileId = body.childProfileId ?? null;
    // No child: the user's own stage must allow it (trying to conceive or pregnant).
    if (childProfileId === null) await chatWithoutChild(deps, userId, deps.now());
    else await ownedChild(deps, userId, childProfileId);
    const conversation = await createConversation(deps.db, userId, childProfileId, deps.now());
    res.status(201).json(toConversationResponse(conversation));
  });

  router.patch('/api/chat/conversations/:id', async (req, res) => {
    const id = conversationId(req);
    const body = parseInput(chatConversationRenameRequest, req.body);
    const conversation = await renameConversation(deps.db, userIdOf(req), id, body.title);
    if (!conversation) throw conversationNotFound();
    res.json(toConversationResponse(conversation));
  });

  router.delete('/api/chat/conversations/:id', async (req, res) => {
    if (!(await deleteConversation(deps.db, userIdOf(req), conversationId(req))))
      throw conversationNotFound();
    res.status(204).end();
  });

  router.get('/api/chat/conversations/:id/messages', async (req, res) => {
    const userId = userIdOf(req);
    const id = conversationId(req);
    await ownedConversation(deps.db, userId, id);
    res.json((await listMessages(deps.db, userId, id)).map(toMessageResponse));
  });

  router.post('/api/chat/conversations/:id/messages', async (req, res) => {
    const id = conversationId(req);
    const body = parseInput(chatMessageRequest, req.body);
    res.status(201).json(await askQuestion(deps, userIdOf(req), id, body));
  });

  router.get('/api/chat/conversations/:id/stream', async (req, res) => {
    const id = conversationId(req);
    const { messageId } = parseInput(streamQuery, req.query);
    // The client may leave while the stream's start is awaited: its reader is closed at once.
    const gone = new AbortController();
    res.on('close', () => gone.abort());
    let stream: ReplyStream;
    try {
      stream = await openReplyStream(deps, userIdOf(req), id, messageId, gone.signal);
    } catch (err) {
      if (gone.signal.aborted) return;
      throw err;
    }
    relay(stream, res, gone.signal);
  });

  router.get('/api/chat/usage', async (req, res) => {
    const userId = userIdOf(req);
    const [plan, used] = await Promise.all([
      deps.planOf(userId),
      questionsThisMonth(deps.db, userId, monthKey(deps.now())),
    ]);
    const body: ChatUsage = { used, limit: isUnlimited(plan) ? null : deps.chat.freeLimit };
    res.json(body);
  });

  return router;
}

const sse = (event: ChatStreamEvent) => `event: ${event.type}\ndata: ${JSON.stringify(event)}\n\n`;

/**
 * Server-sent events of one reply: every event after `start` as `event: <type>`, a heartbeat
 * comment when nothing came for a while, ending after `done` or `error`, when the client leaves,
 * or at the stream's deadline.
 */
function relay(stream: ReplyStream, res: express.Response, gone: AbortSignal): void {
  res.status(200).set({
    'Content-Type': 'text/event-stream; charset=utf-8',
    'Cache-Control': 'no-cache, no-transform',
    Connection: 'keep-alive',
    'X-Accel-Buffering': 'no',
  });
  res.flushHeaders();
  if (stream.kind === 'stored') {
    res.end(stream.events.map(sse).join(''));
    return;
  }
  const { reader, deadline } = stream;
  let closed = false;
  const finish = () => {
    if (closed) return;
    closed = true;
    gone.removeEventListener('abort', finish);
    reader.close();
    res.end();
  };
  // The response closes when the client leaves (req's 'close' only means the request was read).
  if (gone.aborted) return finish();
  gone.addEventListener('abort', finish, { once: true });

  void (async () => {
    let afterId = stream.afterId;
    try {
      while (!closed) {
        const left = deadline - Date.now();
        if (left <= 0) {
          res.write(
            sse({ type: 'error', error: 'timeout', message: 'The answer took too long. Please try again.' }),
          );
          break;
        }
        const { entries, lastId } = await reader.read(afterId, Math.min(left, STREAM_HEARTBEAT_MS));
        if (closed) break;
        afterId = lastId;
        if (!entries.length) {
          res.write(': heartbeat\n\n');
          continue;
        }
        let ended = false;
        for (const { event } of entries) {
          if (event.type === 'start') continue;
          res.write(sse(event));
          if (event.type === 'done' || event.type === 'error') ended = true;
        }
        if (ended) break;
      }
    } catch {
      // The reader's connection closed (the client left) or Redis failed: the stream just ends.
    }
    finish();
  })();
}
