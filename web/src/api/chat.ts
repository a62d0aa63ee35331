import { useMutation, useQuery } from '@tanstack/react-query';
import type {
  ChatConversation,
  ChatMessage,
  ChatReplyResponse,
  ChatSource,
  ChatUsage,
} from '@nestkeep/common/web';
import { apiRequest, queryClient } from './client';
import { STATS_KEY } from './content';

/** Query keys (part 2 §7). Every conversation list starts with CONVERSATIONS_KEY. */
export const CONVERSATIONS_KEY = ['/api/chat/conversations'] as const;
export const CHAT_USAGE_KEY = ['/api/chat/usage'] as const;
export const messagesKey = (conversationId: number) =>
  ['/api/chat/conversations', conversationId, 'messages'] as const;

/** The message list is fresh for 30 seconds and not refetched on refocus (part 2 §7, §9). */
export const MESSAGES_STALE_MS = 30_000;

/** All the user's conversations, newest first; the screen keeps the selected child's. */
export function useConversations(enabled: boolean) {
  return useQuery<ChatConversation[]>({
    queryKey: CONVERSATIONS_KEY,
    queryFn: () => apiRequest<ChatConversation[]>('GET', '/api/chat/conversations'),
    enabled,
  });
}

export function useMessages(conversationId: number | null) {
  return useQuery<ChatMessage[]>({
    queryKey: messagesKey(conversationId ?? 0),
    queryFn: () => apiRequest<ChatMessage[]>('GET', `/api/chat/conversations/${conversationId}/messages`),
    enabled: conversationId !== null,
    staleTime: MESSAGES_STALE_MS,
    refetchOnWindowFocus: false,
  });
}

/** Questions asked this month; limit null when the plan is unlimited. */
export function useChatUsage(enabled: boolean) {
  return useQuery<ChatUsage>({
    queryKey: CHAT_USAGE_KEY,
    queryFn: () => apiRequest<ChatUsage>('GET', '/api/chat/usage'),
    enabled,
    staleTime: 0,
  });
}

/**
 * '3 of 20 questions this month', or null when unlimited or unknown. At the limit it says what
 * still works: an emergency is always answered (issue 8 point 7).
 */
export function chatUsageText(usage: ChatUsage | undefined): string | null {
  if (!usage || usage.limit === null) return null;
  if (usage.used >= usage.limit)
    return `All ${usage.limit} free questions used this month. Urgent questions are always answered.`;
  return `${usage.used} of ${usage.limit} questions this month`;
}

/** The conversation list, the dashboard's count and the usage after any change. */
export function refreshChatLists() {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: CONVERSATIONS_KEY }),
    queryClient.invalidateQueries({ queryKey: STATS_KEY }),
    queryClient.invalidateQueries({ queryKey: CHAT_USAGE_KEY }),
  ]);
}

export async function createConversation(childProfileId: number | null): Promise<ChatConversation> {
  const conversation = await apiRequest<ChatConversation>('POST', '/api/chat/conversations', {
    childProfileId,
  });
  // In the list at once, so the screen's "belongs to the child" check finds it before the refetch.
  queryClient.setQueryData<ChatConversation[]>(CONVERSATIONS_KEY, (list) =>
    list ? [conversation, ...list.filter((c) => c.id !== conversation.id)] : list,
  );
  void refreshChatLists();
  return conversation;
}

export function useRenameConversation() {
  return useMutation({
    mutationFn: ({ id, title }: { id: number; title: string }) =>
      apiRequest<ChatConversation>('PATCH', `/api/chat/conversations/${id}`, { title }),
    onSuccess: (updated) => {
      queryClient.setQueryData<ChatConversation[]>(CONVERSATIONS_KEY, (list) =>
        list?.map((c) => (c.id === updated.id ? updated : c)),
      );
      void refreshChatLists();
    },
  });
}

export function useDeleteConversation() {
  return useMutation({
    mutationFn: (id: number) => apiRequest<void>('DELETE', `/api/chat/conversations/${id}`),
    onSuccess: (_done, id) => {
      queryClient.setQueryData<ChatConversation[]>(CONVERSATIONS_KEY, (list) =>
        list?.filter((c) => c.id !== id),
      );
      queryClient.removeQueries({ queryKey: messagesKey(id) });
      void refreshChatLists();
    },
  });
}

/** POST a question; resolves once the whole answer is stored. */
export async function postMessage(
  conversationId: number,
  body: { content: string; childProfileId: number | null; streamId?: string },
): Promise<ChatReplyResponse> {
  const reply = await apiRequest<ChatReplyResponse>(
    'POST',
    `/api/chat/conversations/${conversationId}/messages`,
    body,
  );
  queryClient.setQueryData<ChatMessage[]>(messagesKey(conversationId), (list) => {
    const have = new Set((list ?? []).map((m) => m.id));
    return [...(list ?? []), ...[reply.userMessage, reply.assistantMessage].filter((m) => !have.has(m.id))];
  });
  return reply;
}

export interface StreamHandlers {
  /** The answer's text so far (after a reset, only what came since). */
  onText: (text: string) => void;
  /** The stream cannot be read (no EventSource, a dropped connection, an error event). */
  onUnavailable: () => void;
  onDone?: (event: { message: ChatMessage; sources: ChatSource[]; urgent: boolean }) => void;
}

/**
 * Reads a reply's server-sent events (GET /stream?messageId=) while its POST runs. Returns a
 * function that closes the stream. Without EventSource (old browsers, tests) it reports unavailable.
 */
export function openChatStream(
  conversationId: number,
  streamId: string,
  handlers: StreamHandlers,
): () => void {
  if (typeof EventSource === 'undefined') {
    handlers.onUnavailable();
    return () => {};
  }
  const url = `/api/chat/conversations/${conversationId}/stream?messageId=${encodeURIComponent(streamId)}`;
  const source = new EventSource(url, { withCredentials: true });
  let text = '';
  let closed = false;
  const close = () => {
    closed = true;
    source.close();
  };
  const parse = (e: Event): Record<string, unknown> | null => {
    try {
      return JSON.parse((e as MessageEvent<string>).data) as Record<string, unknown>;
    } catch {
      return null;
    }
  };
  source.addEventListener('token', (e) => {
    const data = parse(e);
    if (closed || typeof data?.text !== 'string') return;
    text += data.text;
    handlers.onText(text);
  });
  source.addEventListener('reset', () => {
    if (closed) return;
    text = '';
    handlers.onText(text);
  });
  source.addEventListener('done', (e) => {
    const data = parse(e);
    close();
    if (data) handlers.onDone?.(data as unknown as Parameters<NonNullable<StreamHandlers['onDone']>>[0]);
  });
  // Both the server's `event: error` and a dropped connection arrive here; either way, stop
  // (EventSource would otherwise reconnect) and let the POST's answer decide.
  source.addEventListener('error', () => {
    if (closed) return;
    close();
    handlers.onUnavailable();
  });
  return close;
}
