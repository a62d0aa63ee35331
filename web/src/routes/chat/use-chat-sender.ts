import { useCallback, useRef, useState } from 'react';
import type { ChatConversation } from '@nestkeep/common/web';
import { createConversation, messagesKey, openChatStream, postMessage, refreshChatLists } from '@/api/chat';
import { queryClient } from '@/api/client';
import { errorMessage, isUsageLimitError } from '@/api/content';
import { toast } from '@/hooks/use-toast';

/** The question on its way: shown as a temporary user message and an assistant placeholder. */
export interface PendingQuestion {
  /** Null while its conversation is being created. */
  conversationId: number | null;
  question: string;
  /** The answer streamed so far; null shows 'Thinking...'. */
  streamed: string | null;
}

/** A fresh stream id; crypto.randomUUID where there is one. */
function newStreamId(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const hex = Array.from({ length: 32 }, () => Math.floor(Math.random() * 16).toString(16)).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20)}`;
}

export function createConversationFailed(err: unknown) {
  toast({
    title: 'Failed to create conversation',
    description: errorMessage(err) ?? 'Please try again.',
    variant: 'destructive',
  });
}

/**
 * Sending a question (part 2 §4, §5, §8): without a conversation, one is created first; the
 * reply's stream is opened just before the POST, and its text replaces 'Thinking...' as tokens
 * arrive (back to 'Thinking...' if the stream fails, until the POST answers). Success refreshes
 * the lists; failure toasts, or opens the upgrade dialog at the free limit.
 */
export function useChatSender({
  onConversationCreated,
  onSent,
  onUpgradeNeeded,
}: {
  onConversationCreated: (conversation: ChatConversation) => void;
  onSent: () => void;
  onUpgradeNeeded: () => void;
}) {
  const [pending, setPending] = useState<PendingQuestion | null>(null);
  const busy = useRef(false);

  const send = useCallback(
    async ({
      question,
      childProfileId,
      conversationId,
    }: {
      question: string;
      /** Null: about the user's own stage (trying to conceive, no child profile). */
      childProfileId: number | null;
      conversationId: number | null;
    }) => {
      const content = question.trim();
      if (!content || busy.current) return;
      busy.current = true;
      setPending({ conversationId, question: content, streamed: null });
      let closeStream = () => {};
      try {
        let id = conversationId;
        if (id === null) {
          try {
            const created = await createConversation(childProfileId);
            id = created.id;
            onConversationCreated(created);
            setPending((p) => p && { ...p, conversationId: created.id });
          } catch (err) {
            createConversationFailed(err);
            return;
          }
        }
        const streamId = newStreamId();
        closeStream = openChatStream(id, streamId, {
          onText: (text) => setPending((p) => p && { ...p, streamed: text }),
          onUnavailable: () => setPending((p) => p && { ...p, streamed: null }),
        });
        try {
          await postMessage(id, { content, childProfileId, streamId });
        } catch (err) {
          if (isUsageLimitError(err)) {
            onUpgradeNeeded();
            void refreshChatLists();
          } else
            toast({
              title: 'Failed to send message',
              description: errorMessage(err) ?? 'Please try again.',
              variant: 'destructive',
            });
          return;
        }
        onSent();
        await Promise.all([
          queryClient.invalidateQueries({ queryKey: messagesKey(id) }),
          refreshChatLists(),
        ]).catch(() => undefined);
      } finally {
        closeStream();
        busy.current = false;
        setPending(null);
      }
    },
    [onConversationCreated, onSent, onUpgradeNeeded],
  );

  return { send, pending };
}
