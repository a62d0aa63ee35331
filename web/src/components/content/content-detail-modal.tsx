import { useId, useState, type ReactNode } from 'react';
import {
  ChevronDown,
  ChevronUp,
  ExternalLink,
  Heart,
  Maximize2,
  Pencil,
  RotateCcw,
  Trash2,
} from 'lucide-react';
import {
  ACTION_ITEMS_SHOWN,
  KEY_POINTS_SHOWN,
  parseAnalysisNotes,
  type ContentItem,
} from '@nestkeep/common/web';
import { isInProgress, useReanalyze, useToggleFavorite } from '@/api/content';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { useAnalysisHidden } from '@/hooks/use-analysis-hidden';
import { formatDate, phaseLabel } from '@/lib/format';
import { cn } from '@/lib/utils';
import { CategoryEditor } from './category-editor';
import { ContentEditor } from './content-editor';
import { useDeleteWithUndo } from './delete-with-undo';
import { GuidanceNotes } from './guidance-notes';
import { ImageLightbox } from './image-lightbox';
import { isScreenshot, siteLine } from './item-source';
import { ItemStatus } from './item-status';

/** Text compared for repetition: case, punctuation, spacing and the formatter's 'overview' aside. */
function comparable(text: string): string {
  return text
    .toLowerCase()
    .replace(/summary/g, 'overview')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/**
 * Whether an analysis paragraph only repeats the description. The analysis fills an empty
 * description with its summary, which then opens the analysis too: shown once, as the description.
 */
export function repeatsDescription(paragraph: string, description: string | null | undefined): boolean {
  if (!description) return false;
  const p = comparable(paragraph);
  return p.length > 0 && comparable(description).includes(p);
}

/**
 * The item's tags and the analysis's hashtags as one list (the analysis adds its hashtags to the
 * tags): each once, whatever its case or '#', shown with a '#'.
 */
export function hashtagsOnce(tags: string[], analysisHashtags: string[]): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const raw of [...tags, ...analysisHashtags]) {
    const bare = raw.trim().replace(/^#+/, '');
    const key = bare.toLowerCase();
    if (!bare || seen.has(key)) continue;
    seen.add(key);
    out.push(/^[\p{L}\p{N}_]+$/u.test(bare) ? `#${bare}` : bare);
  }
  return out;
}

/**
 * The AI analysis of an item as the modal shows it (part 1 §2), with the display limits. Paragraphs
 * that repeat the description are left out (`description`), and the hashtags with `hashtags` false
 * (the modal shows them once, with the tags).
 */
export function AnalysisView({
  notes,
  description,
  hashtags = true,
}: {
  notes: string;
  description?: string | null;
  hashtags?: boolean;
}) {
  const parsed = parseAnalysisNotes(notes);
  const paragraphs = parsed.paragraphs.filter((p) => !repeatsDescription(p, description));
  const keyPoints = parsed.keyPoints.slice(0, KEY_POINTS_SHOWN);
  const actionItems = parsed.actionItems.slice(0, ACTION_ITEMS_SHOWN);
  return (
    <div className="space-y-4 [overflow-wrap:anywhere] text-sm">
      {paragraphs.map((p, i) => (
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
      {hashtags && parsed.hashtags.length > 0 && <Hashtags tags={parsed.hashtags} />}
    </div>
  );
}

/** The labelled Hashtags list (part 1 §2). */
function Hashtags({ tags }: { tags: string[] }) {
  return (
    <AnalysisSection id="analysis-hashtags" title="Hashtags">
      <ul className="flex flex-wrap gap-1" data-testid="hashtags">
        {tags.map((h) => (
          <li key={h}>
            <Badge variant="secondary">{h}</Badge>
          </li>
        ))}
      </ul>
    </AnalysisSection>
  );
}

/**
 * The AI analysis part of the modal (issue 22 point 6): its own section apart from the parent's
 * note. The parent can hide it (remembered in this browser) and regenerate it (a re-analysis
 * through the queue, disabled while one is waiting); an edit never touches it.
 */
function AnalysisPanel({ item }: { item: ContentItem }) {
  const [hidden, setHidden] = useAnalysisHidden();
  const reanalyze = useReanalyze();
  const bodyId = useId();
  const pending = isInProgress(item) || reanalyze.isPending;
  const notes = item.analysisNotes;
  // Nothing yet to show or to regenerate: the waiting line, or nothing.
  if (!notes) {
    return item.analysisStatus === 'pending' ? (
      <p className="text-sm text-muted-foreground">The AI analysis will appear here when it is ready.</p>
    ) : null;
  }
  return (
    <section aria-labelledby={`${bodyId}-title`} className="rounded-lg bg-muted/50 p-4">
      <div className="mb-2 flex flex-wrap items-center justify-between gap-2">
        <h3 id={`${bodyId}-title`} className="font-semibold">
          AI analysis
        </h3>
        <div className="flex gap-1">
          <Button
            variant="ghost"
            size="sm"
            onClick={() => reanalyze.mutate(item.id)}
            disabled={pending}
            aria-busy={pending}
          >
            <RotateCcw className={cn('h-3.5 w-3.5', pending && 'animate-spin')} aria-hidden />
            {pending ? 'Regenerating…' : 'Regenerate'}
          </Button>
          <Button
            variant="ghost"
            size="sm"
            aria-expanded={!hidden}
            aria-controls={bodyId}
            onClick={() => setHidden(!hidden)}
          >
            {hidden ? (
              <ChevronDown className="h-3.5 w-3.5" aria-hidden />
            ) : (
              <ChevronUp className="h-3.5 w-3.5" aria-hidden />
            )}
            {hidden ? 'Show analysis' : 'Hide analysis'}
          </Button>
        </div>
      </div>
      <div id={bodyId} hidden={hidden} data-testid="analysis">
        <AnalysisView notes={notes} description={item.description} hashtags={false} />
      </div>
    </section>
  );
}

/**
 * The detail modal of a saved item: the description once, the parent's note, the AI analysis (hide,
 * regenerate), the hashtags once, edits (title, description, note, category), an image full size,
 * favourite, delete.
 */
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
  const [fullSize, setFullSize] = useState(false);
  const editing = item !== null && editingId === item.id;
  const thumbnail = item?.thumbnail || item?.imageUrl;
  const analysisHashtags = item?.analysisNotes ? parseAnalysisNotes(item.analysisNotes).hashtags : [];
  const hashtags = item ? hashtagsOnce(item.tags, analysisHashtags) : [];

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
            {thumbnail &&
              (item.imageUrl ? (
                <button
                  type="button"
                  className="group relative block w-full overflow-hidden rounded-lg focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-primary"
                  onClick={() => setFullSize(true)}
                  aria-label={`View full size: ${item.title}`}
                  aria-haspopup="dialog"
                >
                  <img
                    src={thumbnail}
                    alt={`Image for ${item.title}`}
                    className={cn('max-h-64 w-full object-cover', isScreenshot(item) && 'object-top')}
                    onError={(e) => (e.currentTarget.style.display = 'none')}
                  />
                  <span className="absolute bottom-2 right-2 flex items-center gap-1 rounded-md bg-black/70 px-2 py-1 text-xs text-white">
                    <Maximize2 className="h-3 w-3" aria-hidden /> View full size
                  </span>
                </button>
              ) : (
                <img
                  src={thumbnail}
                  alt={`Image for ${item.title}`}
                  className="max-h-64 w-full rounded-lg object-cover"
                  onError={(e) => (e.currentTarget.style.display = 'none')}
                />
              ))}
            {item.imageUrl && (
              <ImageLightbox
                src={item.imageUrl}
                title={item.title}
                open={fullSize}
                onOpenChange={setFullSize}
              />
            )}
            {editing ? (
              <ContentEditor key={item.id} item={item} onDone={() => setEditingId(null)} />
            ) : (
              <>
                {item.description && (
                  <p className="[overflow-wrap:anywhere] text-sm text-muted-foreground">{item.description}</p>
                )}
                {item.note && (
                  <section>
                    <h3 className="mb-1 text-sm font-semibold">Personal notes</h3>
                    <p className="whitespace-pre-line [overflow-wrap:anywhere] text-sm" data-testid="note">
                      {item.note}
                    </p>
                  </section>
                )}
              </>
            )}
            <AnalysisPanel item={item} />
            {hashtags.length > 0 && <Hashtags tags={hashtags} />}
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
