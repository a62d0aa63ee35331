import { Loader2, MessageSquare, Pencil, Trash2 } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { CHAT_TITLE_MAX_CHARS, type ChatConversation } from '@nestkeep/common/web';
import { errorMessage } from '@/api/content';
import { useDeleteConversation, useRenameConversation } from '@/api/chat';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '@/components/ui/alert-dialog';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Input, Label } from '@/components/ui/input';
import { toast } from '@/hooks/use-toast';
import { cn } from '@/lib/utils';
import { conversationTimeLabel } from './time-label';

function RenameDialog({ conversation, onClose }: { conversation: ChatConversation; onClose: () => void }) {
  const [title, setTitle] = useState(conversation.title);
  const rename = useRenameConversation();
  const blank = !title.trim();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (blank) return;
    rename.mutate(
      { id: conversation.id, title: title.trim() },
      {
        onSuccess: onClose,
        onError: (err) =>
          toast({
            title: 'Failed to rename conversation',
            description: errorMessage(err) ?? 'Please try again.',
            variant: 'destructive',
          }),
      },
    );
  };
  return (
    <Dialog open onOpenChange={(o) => !o && onClose()}>
      <DialogContent>
        <form onSubmit={submit} className="space-y-4">
          <DialogHeader>
            <DialogTitle>Rename conversation</DialogTitle>
            <DialogDescription>Give this conversation a name you will recognise.</DialogDescription>
          </DialogHeader>
          <div className="space-y-1">
            <Label htmlFor="conversation-title">Title</Label>
            <Input
              id="conversation-title"
              value={title}
              maxLength={CHAT_TITLE_MAX_CHARS}
              onChange={(e) => setTitle(e.target.value)}
              aria-invalid={blank}
              aria-describedby={blank ? 'conversation-title-error' : undefined}
              autoFocus
            />
            {blank && (
              <p id="conversation-title-error" className="text-sm text-red-700 dark:text-red-300">
                Title cannot be empty
              </p>
            )}
          </div>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" disabled={blank || rename.isPending}>
              {rename.isPending && <Loader2 className="h-4 w-4 animate-spin" aria-hidden />} Save
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

function DeleteDialog({
  conversation,
  onClose,
  onDeleted,
}: {
  conversation: ChatConversation;
  onClose: () => void;
  onDeleted: (id: number) => void;
}) {
  const remove = useDeleteConversation();
  return (
    <AlertDialog open onOpenChange={(o) => !o && onClose()}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>Delete this conversation?</AlertDialogTitle>
          <AlertDialogDescription>
            &ldquo;{conversation.title}&rdquo; and all its messages will be deleted. This cannot be undone.
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel>Cancel</AlertDialogCancel>
          <AlertDialogAction
            className="bg-red-600 text-white hover:bg-red-700"
            onClick={(e) => {
              e.preventDefault();
              remove.mutate(conversation.id, {
                onSuccess: () => {
                  onDeleted(conversation.id);
                  onClose();
                },
                onError: (err) =>
                  toast({
                    title: 'Failed to delete conversation',
                    description: errorMessage(err) ?? 'Please try again.',
                    variant: 'destructive',
                  }),
              });
            }}
            disabled={remove.isPending}
          >
            Delete
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}

/** The selected child's conversations, newest first, each with its time label, rename and delete. */
export function ConversationList({
  conversations,
  selectedId,
  onSelect,
  onDeleted,
  loading,
  now = new Date(),
}: {
  conversations: ChatConversation[];
  selectedId: number | null;
  onSelect: (id: number) => void;
  onDeleted: (id: number) => void;
  loading?: boolean;
  now?: Date;
}) {
  const [renaming, setRenaming] = useState<ChatConversation | null>(null);
  const [deleting, setDeleting] = useState<ChatConversation | null>(null);

  if (loading) {
    return (
      <p className="px-2 py-4 text-sm text-muted-foreground" role="status">
        Loading conversations...
      </p>
    );
  }
  if (conversations.length === 0) {
    return <p className="px-2 py-4 text-sm text-muted-foreground">No conversations yet.</p>;
  }
  return (
    <>
      <ul className="space-y-1" aria-label="Conversations">
        {conversations.map((c) => {
          const selected = c.id === selectedId;
          return (
            <li
              key={c.id}
              data-testid="conversation-item"
              className={cn(
                'group flex items-center gap-1 rounded-lg pr-1',
                selected ? 'bg-accent' : 'hover:bg-muted/60',
              )}
            >
              <button
                type="button"
                aria-current={selected ? 'true' : undefined}
                onClick={() => onSelect(c.id)}
                className="flex min-w-0 flex-1 items-start gap-2 rounded-lg px-2 py-2 text-left focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-primary"
              >
                <MessageSquare className="mt-0.5 h-4 w-4 shrink-0 text-muted-foreground" aria-hidden />
                <span className="min-w-0 flex-1">
                  <span className="block truncate text-sm font-medium">{c.title}</span>
                  <time dateTime={c.lastMessageAt} className="block text-xs text-muted-foreground">
                    {conversationTimeLabel(c.lastMessageAt, now)}
                  </time>
                </span>
              </button>
              <Button
                type="button"
                variant="ghost"
                size="icon"
                className="h-8 w-8 shrink-0"
                aria-label={`Rename conversation ${c.title}`}
                onClick={() => setRenaming(c)}
              >
                <Pencil className="h-3.5 w-3.5" aria-hidden />
              </Button>
              <Button
                type="button"
                variant="ghost"
                size="icon"
                className="h-8 w-8 shrink-0"
                aria-label={`Delete conversation ${c.title}`}
                onClick={() => setDeleting(c)}
              >
                <Trash2 className="h-3.5 w-3.5" aria-hidden />
              </Button>
            </li>
          );
        })}
      </ul>
      {renaming && <RenameDialog conversation={renaming} onClose={() => setRenaming(null)} />}
      {deleting && (
        <DeleteDialog conversation={deleting} onClose={() => setDeleting(null)} onDeleted={onDeleted} />
      )}
    </>
  );
}
