import * as Toast from '@radix-ui/react-toast';
import { useCallback } from 'react';
import type { ContentItem } from '@nestkeep/common/web';
import { contentDeletes } from '@/api/content';
import { toast } from '@/hooks/use-toast';

/**
 * Delete without a blocking question (issue 7 point 10): the item leaves the lists at once and the
 * spec's 'Content deleted' toast offers Undo while it shows (5 s); the DELETE is sent only then.
 */
export function useDeleteWithUndo() {
  return useCallback((item: Pick<ContentItem, 'id' | 'title'>) => {
    const shown = toast({
      title: 'Content deleted',
      description: (
        <span className="flex flex-wrap items-center justify-between gap-2">
          <span>The content item has been removed from your saved items.</span>
          <Toast.Action
            altText={`Undo: bring back ${item.title}`}
            className="rounded-md border border-border bg-background px-3 py-1 text-sm font-semibold text-foreground hover:bg-muted focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-primary"
            onClick={() => contentDeletes.undo(item.id)}
          >
            Undo
          </Toast.Action>
        </span>
      ),
    });
    // Once the delete is sent the Undo is gone with its toast.
    contentDeletes.schedule(item.id, { onSend: shown.dismiss });
  }, []);
}
