import { Loader2, Menu, MessageCircle, Plus, Sparkles, X } from 'lucide-react';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import {
  childStage,
  DEFAULT_CONVERSATION_TITLE,
  stageLabel,
  type ChatConversation,
} from '@nestkeep/common/web';
import { useCurrentUser } from '@/api/auth';
import { chatUsageText, createConversation, useChatUsage, useConversations, useMessages } from '@/api/chat';
import { useActivateChildProfile, useChildProfiles } from '@/api/child-profiles';
import { useContentList } from '@/api/content';
import { PageLoading, SignInRequired } from '@/components/auth-gate';
import { ChatComposer } from '@/components/chat/chat-composer';
import { ChatMessageView, PendingExchange } from '@/components/chat/chat-message';
import { ConversationList } from '@/components/chat/conversation-list';
import { starterQuestions } from '@/components/chat/starter-questions';
import { defaultChild } from '@/components/child-profiles/active-child';
import { childLabel } from '@/components/child-profiles/labels';
import { ChildProfileSetupDialog } from '@/components/child-profiles/setup-dialog';
import { ContentDetailModal } from '@/components/content/content-detail-modal';
import UpgradeDialog from '@/components/upgrade-dialog';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { toast } from '@/hooks/use-toast';
import { PAGE_META, usePageMeta } from '@/lib/meta';
import { cn } from '@/lib/utils';
import { createConversationFailed, useChatSender } from './use-chat-sender';
import { useThreadScroll } from './use-thread-scroll';

/** The AI chat (/chat), part 2 §2.6, §4, §5, §8 and issue 8 point 8. */
export default function Chat() {
  usePageMeta(PAGE_META['/chat']);
  const { isLoading, isAuthenticated } = useCurrentUser();
  if (isLoading) {
    return <PageLoading />;
  }
  if (!isAuthenticated) {
    return (
      <SignInRequired
        returnTo="/chat"
        title="Sign in to chat"
        description="Ask parenting questions and get answers from trusted sources and your saved content, shaped to your child's age."
      />
    );
  }
  return <ChatScreen />;
}

/** A saved source's item, found in the user's content list, shown in the detail modal. */
function SavedItemModal({ itemId, onClose }: { itemId: number | null; onClose: () => void }) {
  const list = useContentList({}, { enabled: itemId !== null });
  const item = itemId === null ? null : (list.data?.find((i) => i.id === itemId) ?? null);
  const missing = itemId !== null && Boolean(list.data) && !item && !list.isFetching;
  useEffect(() => {
    if (!missing) return;
    toast({
      title: 'Saved item not found',
      description: 'It may have been deleted.',
      variant: 'destructive',
    });
    onClose();
  }, [missing, onClose]);
  return <ContentDetailModal item={item} onOpenChange={(o) => !o && onClose()} />;
}

/** The stage someone trying to conceive chats in without any child profile (issue 22 point 2). */
const TTC_STAGE = 'trying-to-conceive';

function ChatScreen() {
  const { user } = useCurrentUser();
  const profiles = useChildProfiles(true);
  // One's own children and the ones a family partner shares (content knows both through identity).
  const children = useMemo(() => profiles.data ?? [], [profiles.data]);
  const [childId, setChildId] = useState<number | null>(null);
  const activeId = defaultChild(children)?.id;
  const child = children.find((c) => c.id === childId) ?? defaultChild(children);
  // Choosing a child here makes it the active one, as in the header's switcher (part 2 §4); a
  // change of the active child (from either place) is followed here.
  const activate = useActivateChildProfile();
  useEffect(() => setChildId(null), [activeId]);
  const chooseChild = (id: number) => {
    setChildId(id);
    if (id !== activeId) activate.mutate(id);
  };
  // Trying to conceive is a start of its own: with no child profile, the chat is about the user's
  // own stage (content answers it so); a profile is never demanded of them (issue 22 point 2).
  const selfStage =
    profiles.data && children.length === 0 && user?.userStage === 'trying_to_conceive' ? TTC_STAGE : null;
  // Whom the chat is about: a child's id, null for the user's own stage, undefined for nobody yet.
  const aboutId = child ? child.id : selfStage ? null : undefined;
  const [setupOpen, setSetupOpen] = useState(false);
  const [sidebarOpen, setSidebarOpen] = useState(false);
  const [upgradeOpen, setUpgradeOpen] = useState(false);
  const [savedItemId, setSavedItemId] = useState<number | null>(null);
  const [input, setInput] = useState('');
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const [creating, setCreating] = useState(false);

  // The setup dialog opens by itself for a parent without any child profile (part 2 §2.4), never
  // for someone trying to conceive (issue 22 point 2).
  const trying = user?.userStage === 'trying_to_conceive';
  useEffect(() => {
    if (profiles.data && children.length === 0 && !trying) setSetupOpen(true);
  }, [profiles.data, children.length, trying]);

  const conversationsQuery = useConversations(true);
  const all = conversationsQuery.data;
  const conversations = useMemo(
    () => (all ?? []).filter((c) => aboutId !== undefined && c.childProfileId === aboutId),
    [all, aboutId],
  );
  const selected = all?.find((c) => c.id === selectedId) ?? null;
  const usage = useChatUsage(true);

  const { send, pending } = useChatSender({
    onConversationCreated: useCallback((c: ChatConversation) => setSelectedId(c.id), []),
    onSent: useCallback(() => setInput(''), []),
    onUpgradeNeeded: useCallback(() => setUpgradeOpen(true), []),
  });

  // Selection rules (part 2 §4): a conversation of another child is let go; with none selected,
  // the child's first (newest) is.
  useEffect(() => {
    if (aboutId === undefined || !all || pending || creating) return;
    if (selected && selected.childProfileId !== aboutId) setSelectedId(null);
    else if (selectedId === null && conversations.length > 0) setSelectedId(conversations[0].id);
    else if (selectedId !== null && !selected) setSelectedId(conversations[0]?.id ?? null);
  }, [aboutId, all, selected, selectedId, conversations, pending, creating]);

  const messages = useMessages(selectedId);
  const thread = messages.data ?? [];
  const showPending = pending && (pending.conversationId === null || pending.conversationId === selectedId);

  // The newest exchange is placed with its question at the top of the list, an urgent answer's
  // red banner in view, and a list the parent scrolled by hand is left alone (use-thread-scroll.ts).
  const scrollerRef = useRef<HTMLDivElement>(null);
  const newestUrgent = !showPending && thread.length > 0 && thread[thread.length - 1].urgent;
  useThreadScroll(scrollerRef, {
    conversationId: selectedId,
    sending: Boolean(pending),
    version: `${thread.length}:${showPending ? 1 : 0}:${pending?.streamed?.length ?? -1}:${messages.isLoading ? 1 : 0}`,
    urgent: newestUrgent,
  });

  const newConversation = async () => {
    if (aboutId === undefined) {
      toast({
        title: 'No child profile selected',
        description: 'Please select a child profile to start a conversation',
        variant: 'destructive',
      });
      return;
    }
    setCreating(true);
    try {
      const created = await createConversation(aboutId);
      setSelectedId(created.id);
      setSidebarOpen(false);
    } catch (err) {
      createConversationFailed(err);
    } finally {
      setCreating(false);
    }
  };

  const ask = (question: string) => {
    if (aboutId === undefined || !question.trim()) return;
    void send({ question, childProfileId: aboutId, conversationId: selectedId });
  };

  // The phone slide-over takes the focus when it opens and gives it back to its button when it
  // closes; while it is open the screen behind it is inert (keyboard and screen readers stay in it).
  const closeButtonRef = useRef<HTMLButtonElement>(null);
  const menuButtonRef = useRef<HTMLButtonElement>(null);
  const wasOpen = useRef(false);
  useEffect(() => {
    if (sidebarOpen) closeButtonRef.current?.focus();
    else if (wasOpen.current) {
      const lost = !document.activeElement || document.activeElement === document.body;
      const inside = document.getElementById('chat-sidebar')?.contains(document.activeElement);
      if (lost || inside) menuButtonRef.current?.focus();
    }
    wasOpen.current = sidebarOpen;
  }, [sidebarOpen]);

  const closeSaved = useCallback(() => setSavedItemId(null), []);
  const stage = child ? childStage(child) : (selfStage ?? undefined);
  // A partner's shared child is named with whose it is ('Baby · Ava's'), here as everywhere.
  const childName = child?.sharedBy ? childLabel(child, children) : child?.name || 'your child';

  const sidebar = (
    <div className="flex h-full flex-col gap-3">
      <div className="flex items-center justify-between gap-2">
        {/* min-w-0: a long name is cut short inside the sidebar, not drawn over the chat. */}
        <h2 className="flex min-w-0 items-center gap-2 font-semibold">
          <MessageCircle className="h-5 w-5 shrink-0 text-primary dark:text-violet-300" aria-hidden />
          <span className="min-w-0">
            <span data-testid="chat-child-name" className="block truncate">
              {child
                ? childName
                : selfStage
                  ? stageLabel(selfStage)
                  : profiles.data
                    ? 'No child selected'
                    : 'Loading...'}
            </span>
            {child && (
              <span className="block truncate text-xs font-normal text-muted-foreground">
                {child.ageLabel ?? child.stageLabel}
              </span>
            )}
          </span>
        </h2>
        <Button
          variant="ghost"
          size="icon"
          ref={closeButtonRef}
          className="h-8 w-8 md:hidden"
          aria-label="Close conversations"
          onClick={() => setSidebarOpen(false)}
        >
          <X className="h-4 w-4" aria-hidden />
        </Button>
      </div>
      {children.length > 1 && (
        <div className="space-y-1">
          <Label htmlFor="chat-child">Child</Label>
          <Select
            id="chat-child"
            value={child ? String(child.id) : ''}
            onChange={(e) => chooseChild(Number(e.target.value))}
            options={children.map((c) => ({ value: String(c.id), label: childLabel(c, children) }))}
            disabled={Boolean(pending)}
          />
        </div>
      )}
      <Button
        onClick={() => void newConversation()}
        disabled={creating || Boolean(pending) || !profiles.data}
        data-testid="new-conversation"
      >
        {creating ? (
          <Loader2 className="h-4 w-4 animate-spin" aria-hidden />
        ) : (
          <Plus className="h-4 w-4" aria-hidden />
        )}
        New Conversation
      </Button>
      <nav aria-label="Conversations" className="min-h-0 flex-1 overflow-y-auto">
        <ConversationList
          conversations={conversations}
          selectedId={selectedId}
          loading={conversationsQuery.isLoading}
          onSelect={(id) => {
            if (pending) return;
            setSelectedId(id);
            setSidebarOpen(false);
          }}
          onDeleted={(id) => {
            if (id === selectedId) setSelectedId(null);
          }}
        />
      </nav>
    </div>
  );

  // The screen fills the window exactly, between the header (4rem and its 1px border,
  // header.tsx) and, below `lg` where the bottom bar shows (phones and tablets), the bar (3.5rem and
  // its 1px border, bottom-nav.tsx): the message box sits right on the bar and the document itself
  // never scrolls, only the message list does. The shell pads the main area by 5rem for the bar;
  // the negative bottom margin gives back what the chat does not need of it. From `lg` there is no
  // bar and no padding. On a very short (landscape) window the 30rem minimum wins and the page
  // scrolls instead. `relative` on the list keeps its screen-reader-only labels (absolutely placed)
  // inside it: placed against this frame they stretched the page by the thread's length.
  return (
    <div
      className="relative mx-auto mb-[calc(1px-1.5rem)] flex h-[calc(100dvh-7.5rem-2px)] min-h-[30rem] max-w-6xl md:p-4 lg:mb-0 lg:h-[calc(100dvh-4rem-1px)]"
      data-screen="chat"
    >
      {sidebarOpen && (
        <div
          className="fixed inset-0 z-50 bg-black/40 md:hidden"
          aria-hidden
          onClick={() => setSidebarOpen(false)}
        />
      )}
      <aside
        id="chat-sidebar"
        aria-label="Conversations sidebar"
        onKeyDown={(e) => e.key === 'Escape' && setSidebarOpen(false)}
        className={cn(
          'fixed inset-y-0 left-0 z-50 w-72 border-r border-border bg-card p-3 transition-transform motion-reduce:transition-none',
          'md:relative md:z-auto md:visible md:translate-x-0 md:rounded-l-xl md:border',
          sidebarOpen ? 'visible translate-x-0' : 'invisible -translate-x-full',
        )}
      >
        {sidebar}
      </aside>

      <section
        inert={sidebarOpen}
        aria-label="Chat"
        className="flex min-w-0 flex-1 flex-col overflow-clip bg-background md:rounded-r-xl md:border md:border-l-0 md:border-border"
      >
        <header className="flex items-center gap-2 border-b border-border px-3 py-2">
          <Button
            variant="ghost"
            size="icon"
            ref={menuButtonRef}
            className="md:hidden"
            aria-label="Open conversations"
            aria-controls="chat-sidebar"
            aria-expanded={sidebarOpen}
            onClick={() => setSidebarOpen(true)}
          >
            <Menu className="h-5 w-5" aria-hidden />
          </Button>
          <h1 className="truncate text-lg font-semibold">
            {selected?.title ??
              (child ? `Chat about ${childName}` : selfStage ? 'Trying to conceive' : 'AI Chat')}
          </h1>
        </header>

        <div
          ref={scrollerRef}
          className="relative min-h-0 flex-1 overflow-y-auto overscroll-contain px-3 py-4"
          aria-live="off"
        >
          {!profiles.data || (selectedId !== null && messages.isLoading) ? (
            <p className="py-10 text-center text-muted-foreground" role="status">
              {profiles.data ? 'Loading messages...' : 'Loading...'}
            </p>
          ) : thread.length === 0 && !showPending ? (
            <div className="mx-auto flex max-w-lg flex-col items-center gap-4 py-8 text-center">
              <Sparkles className="h-10 w-10 text-primary dark:text-violet-300" aria-hidden />
              <div>
                <h2 className="text-lg font-semibold">
                  {child
                    ? `Ask anything about ${childName}`
                    : selfStage
                      ? 'Ask anything about trying to conceive'
                      : 'Add a child profile to start'}
                </h2>
                <p className="text-sm text-muted-foreground">
                  Answers draw on trusted guidance and your saved content, with their sources.
                </p>
              </div>
              {aboutId !== undefined && (
                <ul className="flex w-full flex-col gap-2" aria-label="Suggested questions">
                  {starterQuestions(stage).map((q) => (
                    <li key={q}>
                      <Button
                        variant="outline"
                        className="h-auto w-full justify-start whitespace-normal py-2 text-left"
                        data-testid="starter-question"
                        disabled={Boolean(pending)}
                        onClick={() => ask(q)}
                      >
                        {q}
                      </Button>
                    </li>
                  ))}
                </ul>
              )}
              {aboutId === undefined && profiles.data && (
                <Button onClick={() => setSetupOpen(true)}>Set up a child profile</Button>
              )}
            </div>
          ) : (
            <ol
              className="mx-auto flex max-w-3xl flex-col gap-4"
              aria-label={selected?.title ?? DEFAULT_CONVERSATION_TITLE}
            >
              {thread.map((m) => (
                <ChatMessageView key={m.id} message={m} onOpenSaved={setSavedItemId} />
              ))}
              {showPending && <PendingExchange question={pending.question} streamed={pending.streamed} />}
            </ol>
          )}
        </div>

        <ChatComposer
          value={input}
          onChange={setInput}
          onSend={() => ask(input)}
          disabled={aboutId === undefined}
          pending={Boolean(pending)}
          usageText={chatUsageText(usage.data)}
        />
      </section>

      <ChildProfileSetupDialog open={setupOpen} onOpenChange={setSetupOpen} />
      <UpgradeDialog open={upgradeOpen} onOpenChange={setUpgradeOpen} reason="chat" />
      <SavedItemModal itemId={savedItemId} onClose={closeSaved} />
    </div>
  );
}
