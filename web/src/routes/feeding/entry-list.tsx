import { Baby, Milk, Trash2, Utensils } from 'lucide-react';
import { format } from 'date-fns';
import type { FeedingEntry } from '@nestkeep/common/web';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { formatDate } from '@/lib/format';
import { describeEntry } from './describe';

const ICONS = { breast: Baby, bottle: Milk, solids: Utensils } as const;

/**
 * The last seven days of feeds, newest first, each the user may delete with a delete button (on a
 * shared child, a partner deletes only the feeds they logged).
 */
export function EntryList({
  entries,
  deletingId,
  onDelete,
}: {
  entries: readonly FeedingEntry[];
  deletingId: number | null;
  onDelete: (entry: FeedingEntry) => void;
}) {
  return (
    <Card>
      <CardHeader className="pb-2">
        <CardTitle className="text-base">Recent feeds</CardTitle>
      </CardHeader>
      <CardContent>
        {entries.length === 0 ? (
          <p className="text-sm text-muted-foreground">No feeds in the last 7 days.</p>
        ) : (
          <ul className="divide-y divide-border" aria-label="Recent feeds">
            {entries.map((entry) => {
              const Icon = ICONS[entry.kind];
              const started = new Date(entry.startedAt);
              const when = `${formatDate(started)}, ${format(started, 'h:mm a')}`;
              const text = describeEntry(entry);
              return (
                <li key={entry.id} className="flex items-start gap-3 py-3">
                  <span className="mt-0.5 flex h-8 w-8 shrink-0 items-center justify-center rounded-full bg-primary/10 text-primary dark:text-violet-300">
                    <Icon className="h-4 w-4" aria-hidden />
                  </span>
                  <div className="min-w-0 flex-1">
                    <p className="flex flex-wrap items-center gap-2 font-medium">
                      <span className="break-words">{text}</span>
                      {entry.kind === 'solids' && entry.firstTime && (
                        <Badge variant="warning">First time</Badge>
                      )}
                    </p>
                    <p className="text-sm text-muted-foreground">
                      <time dateTime={entry.startedAt}>{when}</time>
                    </p>
                    {entry.notes && <p className="mt-1 break-words text-sm">{entry.notes}</p>}
                  </div>
                  {entry.canDelete && (
                    <Button
                      type="button"
                      variant="ghost"
                      size="icon"
                      aria-label={`Delete ${text}, ${when}`}
                      disabled={deletingId === entry.id}
                      onClick={() => onDelete(entry)}
                    >
                      <Trash2 className="h-4 w-4" aria-hidden />
                    </Button>
                  )}
                </li>
              );
            })}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
