import { ExternalLink, Heart, Maximize2, MoreVertical, Trash2 } from 'lucide-react';
import { useState } from 'react';
import type { ContentItem } from '@nestkeep/common/web';
import { useToggleFavorite } from '@/api/content';
import { TagList } from './tag-list';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { formatDate } from '@/lib/format';
import { cn } from '@/lib/utils';
import { CategoryBadge, CategoryIcon, categoryLook, type CategoryReading } from './category-icons';
import { useDeleteWithUndo } from './delete-with-undo';
import { GuidanceNotes } from './guidance-notes';
import { ImageLightbox } from './image-lightbox';
import { isScreenshot, sourceLabel } from './item-source';
import { ItemStatus } from './item-status';

/** The description gets a 'Show more' control only past this many characters (part 1 §5, §9). */
export const DESCRIPTION_TRUNCATE = 100;

export function showsMoreControl(description: string | null | undefined, fullContent = false): boolean {
  return !fullContent && (description?.length ?? 0) > DESCRIPTION_TRUNCATE;
}

/** A saved item (part 1 §2): thumbnail, title, category, platform, description, actions, date. */
export function ContentCard({
  item,
  onOpen,
  fullContent = false,
  reading = 'dashboard',
}: {
  item: ContentItem;
  onOpen?: (item: ContentItem) => void;
  fullContent?: boolean;
  reading?: CategoryReading;
}) {
  const [expanded, setExpanded] = useState(false);
  const [imageFailed, setImageFailed] = useState(false);
  const favorite = useToggleFavorite();
  const remove = useDeleteWithUndo();
  const thumbnail = item.thumbnail || item.imageUrl;
  const showMore = showsMoreControl(item.description, fullContent);
  const open = expanded || fullContent;
  // A screenshot's picture opens it full size (issue 22 point 6); its title opens the detail.
  const screenshot = isScreenshot(item) && item.imageUrl !== null;
  const [fullSize, setFullSize] = useState(false);
  // Without a picture a phone shows a small category tile beside the title instead of a 16:9
  // block of colour (issue 22 point 10); from the sm breakpoint cards share the grid's shape.
  const compact = !thumbnail || imageFailed;

  return (
    <Card
      className={cn('flex w-full min-w-0 overflow-hidden', compact ? 'flex-row sm:flex-col' : 'flex-col')}
      data-testid="content-card"
      data-compact={compact || undefined}
    >
      <button
        type="button"
        onClick={() => (screenshot ? setFullSize(true) : onOpen?.(item))}
        className={cn(
          'relative block overflow-hidden bg-muted focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-inset focus-visible:ring-primary',
          compact
            ? 'ml-3 mt-3 h-14 w-14 shrink-0 rounded-md sm:ml-0 sm:mt-0 sm:aspect-video sm:h-auto sm:w-full sm:rounded-none'
            : 'aspect-video w-full',
        )}
        data-testid="card-picture"
        aria-label={screenshot ? `View full size: ${item.title}` : `Open ${item.title}`}
        aria-haspopup={screenshot ? 'dialog' : undefined}
        // The title opens the detail too: only a screenshot's own action is in the tab order.
        tabIndex={screenshot ? 0 : -1}
      >
        {thumbnail && !imageFailed ? (
          <img
            src={thumbnail}
            alt={`Thumbnail for ${item.title}`}
            loading="lazy"
            // A screenshot's headline is at its top: keep it in view (issue 7 point 9).
            className={cn('h-full w-full object-cover', isScreenshot(item) && 'object-top')}
            onError={() => setImageFailed(true)}
          />
        ) : (
          <span
            className={cn('flex h-full w-full items-center justify-center', categoryLook(item.category).tone)}
            data-testid="category-fallback"
          >
            <CategoryIcon
              category={item.category}
              className={compact ? 'h-6 w-6 sm:h-10 sm:w-10' : 'h-10 w-10'}
            />
            <span className="sr-only">{item.category}</span>
          </span>
        )}
        {screenshot && !imageFailed && (
          <span
            className="absolute bottom-2 right-2 rounded-md bg-black/70 p-1.5 text-white"
            aria-hidden
            data-testid="full-size-hint"
          >
            <Maximize2 className="h-3.5 w-3.5" />
          </span>
        )}
      </button>
      {screenshot && (
        <ImageLightbox src={item.imageUrl!} title={item.title} open={fullSize} onOpenChange={setFullSize} />
      )}

      <div className={cn('flex min-w-0 flex-1 flex-col gap-2', compact ? 'p-3 sm:p-4' : 'p-4')}>
        <div className="flex items-start justify-between gap-2">
          <h3 className="min-w-0 [overflow-wrap:anywhere] font-semibold leading-snug">
            <button
              type="button"
              onClick={() => onOpen?.(item)}
              className="text-left hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-primary rounded"
            >
              {item.title}
            </button>
          </h3>
          <div className="flex shrink-0 items-center">
            <Button
              variant="ghost"
              size="icon"
              className="h-8 w-8"
              aria-pressed={item.isFavorite}
              aria-label={item.isFavorite ? 'Remove from favorites' : 'Add to favorites'}
              onClick={() => favorite.mutate(item)}
              disabled={favorite.isPending}
            >
              <Heart
                className={cn('h-4 w-4', item.isFavorite && 'fill-rose-500 text-rose-500')}
                aria-hidden
              />
            </Button>
            <DropdownMenu>
              <DropdownMenuTrigger asChild>
                <Button
                  variant="ghost"
                  size="icon"
                  className="h-8 w-8"
                  aria-label={`More actions for ${item.title}`}
                >
                  <MoreVertical className="h-4 w-4" aria-hidden />
                </Button>
              </DropdownMenuTrigger>
              <DropdownMenuContent align="end">
                {item.originalUrl && (
                  <DropdownMenuItem asChild>
                    <a href={item.originalUrl} target="_blank" rel="noopener noreferrer">
                      <ExternalLink className="h-4 w-4" aria-hidden /> Open original
                      <span className="sr-only"> (opens in a new tab)</span>
                    </a>
                  </DropdownMenuItem>
                )}
                <DropdownMenuItem onSelect={() => remove(item)} className="text-red-700 dark:text-red-300">
                  <Trash2 className="h-4 w-4" aria-hidden /> Delete
                </DropdownMenuItem>
              </DropdownMenuContent>
            </DropdownMenu>
          </div>
        </div>

        <div className="flex flex-wrap items-center gap-2 text-xs text-muted-foreground">
          <CategoryBadge category={item.category} reading={reading} />
          <span className="min-w-0 [overflow-wrap:anywhere]" data-testid="item-source">
            {sourceLabel(item)}
          </span>
          <ItemStatus item={item} />
        </div>

        <GuidanceNotes item={item} />

        {item.description && (
          <p
            className={cn('[overflow-wrap:anywhere] text-sm text-muted-foreground', !open && 'line-clamp-2')}
            data-testid="card-description"
          >
            {item.description}
          </p>
        )}
        {showMore && (
          <button
            type="button"
            className="self-start rounded text-sm font-medium text-primary hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-primary"
            aria-expanded={expanded}
            onClick={() => setExpanded((v) => !v)}
          >
            {expanded ? 'Show less' : 'Show more'}
          </button>
        )}

        {open && (item.note || item.tags.length > 0) && (
          <div className="space-y-2 border-t border-border pt-2 text-sm">
            {item.note && (
              <div>
                <h4 className="font-medium">Notes</h4>
                <p className="whitespace-pre-line [overflow-wrap:anywhere] text-muted-foreground">
                  {item.note}
                </p>
              </div>
            )}
            <TagList tags={item.tags} />
          </div>
        )}

        <p className="mt-auto pt-2 text-xs text-muted-foreground">
          Saved <time dateTime={item.dateSaved}>{formatDate(item.dateSaved)}</time>
        </p>
      </div>
    </Card>
  );
}
