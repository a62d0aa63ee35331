import { AlertCircle, Loader2, RotateCcw } from 'lucide-react';
import type { ContentItem } from '@nestkeep/common/web';
import { isInProgress, useReanalyze } from '@/api/content';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';

/** The state of an item's page reading and analysis. */
export type ItemState = 'pending' | 'unreadable' | 'failed' | 'ready';

/** Pending wins (a retry shows at once); then a page that could not be read; then a failed analysis. */
export function itemState(item: ContentItem): ItemState {
  if (isInProgress(item)) return 'pending';
  if (item.linkStatus === 'unreadable') return 'unreadable';
  if (item.analysisStatus === 'failed') return 'failed';
  return 'ready';
}

/**
 * The state line of an item (card and modal). A link whose page could not be read says so, names
 * the site and offers Retry; it never passes off a guess as an analysis (issue 7 point 8).
 */
export function ItemStatus({ item, detailed = false }: { item: ContentItem; detailed?: boolean }) {
  const retry = useReanalyze();
  const state = itemState(item);
  if (state === 'pending') {
    return (
      <Badge variant="secondary" className="gap-1" role="status">
        <Loader2 className="h-3 w-3 animate-spin" aria-hidden /> Analysing…
      </Badge>
    );
  }
  if (state === 'ready') return null;

  const retryButton = (label: string) => (
    <Button
      size="sm"
      variant="outline"
      className="h-7"
      onClick={(e) => {
        e.stopPropagation();
        retry.mutate(item.id);
      }}
      disabled={retry.isPending}
    >
      <RotateCcw className="h-3 w-3" aria-hidden /> {label}
    </Button>
  );

  if (state === 'unreadable') {
    const site = item.siteName || item.domain || 'the site';
    return (
      <div
        className="flex w-full flex-wrap items-center gap-2 rounded-md bg-amber-50 px-2 py-1.5 text-xs text-amber-900 dark:bg-amber-950/40 dark:text-amber-100"
        data-testid="link-unreadable"
      >
        <AlertCircle className="h-3.5 w-3.5 shrink-0" aria-hidden />
        <span className="font-semibold">Couldn&apos;t read this page</span>
        {detailed && (
          <span className="basis-full">
            We saved your link to {site}, but could not read the page, so there is no AI summary. Try again,
            or edit the title and add your own note.
          </span>
        )}
        {retryButton('Retry')}
      </div>
    );
  }

  return (
    <div className="flex flex-wrap items-center gap-2 text-xs text-red-700 dark:text-red-300" role="alert">
      <AlertCircle className="h-3.5 w-3.5" aria-hidden />
      <span>Analysis failed{item.analysisError ? `: ${item.analysisError}` : ''}</span>
      {retryButton('Try again')}
    </div>
  );
}
