import { useState, type ReactNode } from 'react';
import { ExternalLink, Heart, Pencil, Trash2 } from 'lucide-react';
import {
  ACTION_ITEMS_SHOWN,
  KEY_POINTS_SHOWN,
  parseAnalysisNotes,
  type ContentItem,
} from '@nestkeep/common/web';
import { useToggleFavorite } from '@/api/content';
import { Badge } from '@/components/ui/badge';
import { TagList } from './tag-list';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { formatDate, phaseLabel } from '@/lib/format';
import { cn } from '@/lib/utils';
import { CategoryEditor } from './category-editor';
import { ContentEditor } from './content-editor';
import { useDeleteWithUndo } from './delete-with-undo';
import { GuidanceNotes } from './guidance-notes';
import { isScreenshot, siteLine } from './item-source';
import { ItemStatus } from './item-status';

/** The AI analysis of an item as the modal shows it (part 1 §2), with the display limits. */
export function AnalysisView({ notes }: { notes: string }) {
  const parsed = parseAnalysisNotes(notes);
  const keyPoints = parsed.keyPoints.slice(0, KEY_POINTS_SHOWN);
  const actionItems = parsed.actionItems.slice(0, ACTION_ITEMS_SHOWN);
  return (
    <div className="space-y-4 [overflow-wrap:anywhere] text-sm">
      {parsed.paragraphs.map((p, i) => (
        <p key={i} className="whitespace-pre-line">
          {p}
        </p>
      ))}
      {keyPoints.length > 0 && (
        <AnalysisSection id="analysis-key-points" title="Key Points">
          <ul className="list-disc space-y-1 pl-5" data-testid="key-points">
            {keyPoints.map((k, i) => (
              <li key={i}>{k}</li>
            ))}
          </ul>
        </AnalysisSection>
      )}
      {actionItems.length > 0 && (
        <AnalysisSection id="analysis-action-items" title="Action Items">
          <ol className="list-decimal space-y-1 pl-5" data-testid="action-items">
            {actionItems.map((a, i) => (
              <li key={i}>{a}</li>
            ))}
          </ol>
        </AnalysisSection>
      )}
      {parsed.hashtags.length > 0 && (
        <AnalysisSection id="analysis-hashtags" title="Hashtags">
          <ul className="flex flex-wrap gap-1">
            {parsed.hashtags.map((h, i) => (
              <li key={i}>
                <Badge variant="secondary">{h}</Badge>
              </li>
            ))}
          </ul>
        </AnalysisSection>
      )}
    </div>
  );
}

/** The detail modal of a saved item: analysis, edits (title, description, note, category), favourite, delete. */
export function ContentDetailModal({
  item,
  onOpenChange,
}: {
  item: ContentItem | null;
  onOpenChange: (open: boolean) => void;
}) {
  const favorite = useToggleFavorite();
  const remove = useDeleteWithUndo();
  const [editingId, setEditingId] = useState<number | null>(null);
  const editing = item !== null && editingId === item.id;
  const thumbnail = item?.thumbnail || item?.imageUrl;

  return (
    <Dialog open={item !== null} onOpenChange={onOpenChange}>
      {item && (
        <DialogContent className="max-w-2xl">
          <DialogHeader>
            <DialogTitle className="pr-8">{item.title}</DialogTitle>
            <DialogDescription>
              {siteLine(item)} · Saved {formatDate(item.dateSaved)}
              {item.parentingPhase ? ` · ${phaseLabel(item.parentingPhase)}` : ''}
            </DialogDescription>
          </DialogHeader>

          <div className="space-y-4">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <CategoryEditor key={`${item.id}-${item.category}`} itemId={item.id} category={item.category} />
              {!editing && (
                <Button variant="ghost" size="sm" onClick={() => setEditingId(item.id)}>
                  <Pencil className="h-3.5 w-3.5" aria-hidden /> Edit details
                </Button>
              )}
            </div>
            <ItemStatus item={item} detailed />
            <GuidanceNotes item={item} />
            {thumbnail && (
              <img
                src={thumbnail}
                alt={`Image for ${item.title}`}
                className={cn('max-h-64 w-full rounded-lg object-cover', isScreenshot(item) && 'object-top')}
                onError={(e) => (e.currentTarget.style.display = 'none')}
              />
            )}
            {editing ? (
              <ContentEditor key={item.id} item={item} onDone={() => setEditingId(null)} />
            ) : (
              <>
                {item.description && (
                  <p className="[overflow-wrap:anywhere] text-sm text-muted-foreground">{item.description}</p>
                )}
                {item.personalNotes ? (
                  <section aria-label="AI analysis" className="rounded-lg bg-muted/50 p-4">
                    <AnalysisView notes={item.personalNotes} />
                  </section>
                ) : item.analysisStatus === 'pending' ? (
                  <p className="text-sm text-muted-foreground">
                    The AI analysis will appear here when it is ready.
                  </p>
                ) : null}
              </>
            )}
            <TagList tags={item.tags} />
          </div>

          <DialogFooter className="sm:justify-between">
            <div className="flex gap-2">
              <Button
                variant="outline"
                aria-pressed={item.isFavorite}
                onClick={() => favorite.mutate(item)}
                disabled={favorite.isPending}
              >
                <Heart
                  className={cn('h-4 w-4', item.isFavorite && 'fill-rose-500 text-rose-500')}
                  aria-hidden
                />
                {item.isFavorite ? 'Remove from favorites' : 'Add to favorites'}
              </Button>
              <Button
                variant="outline"
                onClick={() => {
                  remove(item);
                  onOpenChange(false);
                }}
              >
                <Trash2 className="h-4 w-4" aria-hidden /> Delete
              </Button>
            </div>
            {item.originalUrl && (
              <Button asChild>
                <a href={item.originalUrl} target="_blank" rel="noopener noreferrer">
                  <ExternalLink className="h-4 w-4" aria-hidden /> Open original
                  <span className="sr-only"> (opens in a new tab)</span>
                </a>
              </Button>
            )}
          </DialogFooter>
        </DialogContent>
      )}
    </Dialog>
  );
}

/** One labelled part of the analysis (Key Points, Action Items, Hashtags). */
function AnalysisSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id}>
      <h3 id={id} className="mb-1 font-semibold">
        {title}
      </h3>
      {children}
    </section>
  );
}
