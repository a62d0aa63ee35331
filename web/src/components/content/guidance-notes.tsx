import { TriangleAlert } from 'lucide-react';
import { guidanceNote, type ContentItem } from '@nestkeep/common/web';
import { cn } from '@/lib/utils';

/**
 * "This goes against NHS advice: ..." for each thing a saved item recommends that guidance says
 * never to follow (issue 20 point 4). The content API decides which (guidanceConflicts); this only
 * shows them, with a link to the guidance, on the card and in the detail.
 */
export function GuidanceNotes({ item, className }: { item: ContentItem; className?: string }) {
  if (item.guidanceConflicts.length === 0) return null;
  return (
    <ul
      className={cn(
        'space-y-1 rounded-md border border-amber-300 bg-amber-50 p-2 text-sm text-amber-950 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-50',
        className,
      )}
      aria-label="Goes against guidance"
      data-testid="guidance-notes"
    >
      {item.guidanceConflicts.map((c) => (
        <li key={c.id} className="flex gap-2 [overflow-wrap:anywhere]">
          <TriangleAlert className="mt-0.5 h-4 w-4 shrink-0" aria-hidden />
          <span>
            {guidanceNote(c)}{' '}
            <a href={c.url} target="_blank" rel="noopener noreferrer" className="font-medium underline">
              Read the {c.organisation} guidance<span className="sr-only"> (opens in a new tab)</span>
            </a>
          </span>
        </li>
      ))}
    </ul>
  );
}
