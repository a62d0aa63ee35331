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
      description: 'The content item has been removed from your saved items.',
      action: {
        label: 'Undo',
        altText: `Undo: bring back ${item.title}`,
        onClick: () => contentDeletes.undo(item.id),
      },
    });
    // Once the delete is sent the Undo is gone with its toast.
    contentDeletes.schedule(item.id, { onSend: shown.dismiss });
  }, []);
}
