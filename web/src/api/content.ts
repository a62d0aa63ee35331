import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { useCallback, useSyncExternalStore } from 'react';
import type {
  ContentItem,
  ContentSaveResponse,
  ContentUpdateRequest,
  ImageAnalysisResponse,
  StatsResponse,
  UsageResponse,
} from '@nestkeep/common/web';
import { toast } from '@/hooks/use-toast';
import { ApiError, apiRequest, queryClient } from './client';
import { createDeferredDeletes } from './deferred-deletes';

/** Query keys. The list key starts with '/api/content' so one invalidation refreshes every list. */
export const CONTENT_KEY = ['/api/content'] as const;
export const STATS_KEY = ['/api/stats'] as const;
export const USAGE_KEY = ['/api/user/usage'] as const;

/** How often a list refetches while any of its items is still being analysed. */
export const PENDING_POLL_MS = 3000;
/** The usage meter refreshes every 30 seconds (part 1 §4). */
export const USAGE_REFRESH_MS = 30_000;
/** The free limit when the usage response has none (part 1 §9, part 2 §9). */
export const FALLBACK_FREE_LIMIT = 8;

export interface ContentFilters {
  search?: string;
  category?: string;
  phase?: string;
  favorites?: boolean;
}

/** The query string of GET /api/content; empty values are left out. */
export function contentQueryString(filters: ContentFilters): string {
  const params = new URLSearchParams();
  if (filters.search?.trim()) params.set('search', filters.search.trim());
  if (filters.category) params.set('category', filters.category);
  if (filters.phase) params.set('phase', filters.phase);
  if (filters.favorites) params.set('favorites', 'true');
  const qs = params.toString();
  return qs ? `?${qs}` : '';
}

/** An item the worker has not finished with: its analysis, or the reading of its page. */
export const isInProgress = (item: ContentItem) =>
  item.analysisStatus === 'pending' || item.linkStatus === 'pending';

/**
 * The saved items matching the filters, without those waiting for their delete's Undo to expire.
 * Refetches every few seconds while any item is in progress.
 */
export function useContentList(filters: ContentFilters, options: { enabled?: boolean } = {}) {
  const hidden = useSyncExternalStore(contentDeletes.subscribe, contentDeletes.hiddenIds);
  const select = useCallback(
    (items: ContentItem[]) => (hidden.size ? items.filter((i) => !hidden.has(i.id)) : items),
    [hidden],
  );
  const normalised: ContentFilters = {
    search: filters.search?.trim() || undefined,
    category: filters.category || undefined,
    phase: filters.phase || undefined,
    favorites: filters.favorites || undefined,
  };
  return useQuery<ContentItem[]>({
    queryKey: [...CONTENT_KEY, normalised],
    queryFn: () => apiRequest<ContentItem[]>('GET', `/api/content${contentQueryString(normalised)}`),
    enabled: options.enabled ?? true,
    placeholderData: keepPreviousData,
    select,
    refetchInterval: (query) => (query.state.data?.some(isInProgress) ? PENDING_POLL_MS : false),
  });
}

export function useStats(options: { enabled?: boolean } = {}) {
  return useQuery<StatsResponse>({
    queryKey: STATS_KEY,
    queryFn: () => apiRequest<StatsResponse>('GET', '/api/stats'),
    enabled: options.enabled ?? true,
  });
}

/** GET /api/user/usage, refreshed every 30 s while shown. */
export function useUsage(options: { enabled?: boolean } = {}) {
  return useQuery<UsageResponse>({
    queryKey: USAGE_KEY,
    queryFn: () => apiRequest<UsageResponse>('GET', '/api/user/usage'),
    enabled: options.enabled ?? true,
    refetchInterval: USAGE_REFRESH_MS,
    staleTime: 0,
  });
}

/** The server's own message of a failed call (`{message}` or `{error}`), else a thrown Error's text. */
export function errorMessage(err: unknown): string | undefined {
  if (err instanceof ApiError) {
    const body = err.body;
    if (body && typeof body === 'object') {
      const b = body as { message?: unknown; error?: unknown };
      if (typeof b.message === 'string' && b.message) return b.message;
      if (typeof b.error === 'string' && b.error) return b.error;
    }
    return undefined;
  }
  if (err instanceof Error && err.message) return err.message;
  return undefined;
}

/** A save refused over the free limit: 403 with requiresUpgrade, or the message says so (part 2 §8). */
export function isUsageLimitError(err: unknown): boolean {
  if (err instanceof ApiError && err.status === 403) {
    const body = err.body as { requiresUpgrade?: unknown } | null;
    if (body && typeof body === 'object' && body.requiresUpgrade) return true;
  }
  const text = err instanceof Error ? err.message : String(err ?? '');
  return text.includes('Usage limit reached') || text.includes('requiresUpgrade');
}

export function invalidateContent() {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: CONTENT_KEY }),
    queryClient.invalidateQueries({ queryKey: STATS_KEY }),
  ]);
}

export function invalidateAfterSave() {
  return Promise.all([invalidateContent(), queryClient.invalidateQueries({ queryKey: USAGE_KEY })]);
}

/** Favourite toggle with the part 1 §8 toasts; success refreshes the lists and stats. */
export function useToggleFavorite() {
  return useMutation({
    mutationFn: (item: Pick<ContentItem, 'id'>) =>
      apiRequest<ContentItem>('POST', `/api/content/${item.id}/favorite`),
    onSuccess: (updated) => {
      toast(
        updated.isFavorite
          ? { title: 'Added to favorites', description: 'Content added to your favorites' }
          : { title: 'Removed from favorites', description: 'Content removed from your favorites' },
      );
      void invalidateContent();
    },
    onError: () => {
      toast({ title: 'Error', description: 'Failed to update favorite status', variant: 'destructive' });
    },
  });
}

/** How long a deleted item can be brought back: the delete toast's 5 s on screen (part 1 §9). */
export const UNDO_DELETE_MS = 5000;

/** DELETE /api/content/:id; keepalive lets it finish after the page is gone. 404: already gone. */
async function sendDelete(id: number, leaving: boolean): Promise<void> {
  const res = await fetch(`/api/content/${id}`, {
    method: 'DELETE',
    credentials: 'include',
    keepalive: leaving,
  });
  if (!res.ok && res.status !== 404) throw new ApiError(res.status, `${res.status}: ${res.statusText}`, null);
}

/** Deletes wait for Undo; `useDeleteWithUndo` (components/content) shows the toast. */
export const contentDeletes = createDeferredDeletes({
  delayMs: UNDO_DELETE_MS,
  send: sendDelete,
  onDeleted: () => invalidateContent(),
  onFailed: () =>
    toast({ title: 'Error', description: 'Failed to delete content item.', variant: 'destructive' }),
});

// Leaving the page (or hiding it, the last sure signal on phones) sends the waiting deletes.
if (typeof window !== 'undefined') {
  window.addEventListener('pagehide', () => contentDeletes.flush({ leaving: true }));
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') contentDeletes.flush({ leaving: true });
  });
}

/** Writes an item the server returned into every cached list, so the change shows at once. */
function putInLists(updated: ContentItem) {
  queryClient.setQueriesData<ContentItem[]>({ queryKey: CONTENT_KEY }, (items) =>
    items?.map((i) => (i.id === updated.id ? updated : i)),
  );
}

/** Edits an item's title, description and note (PUT /api/content/:id); only changed fields are sent. */
export function useUpdateContent() {
  return useMutation({
    mutationFn: ({ id, changes }: { id: number; changes: ContentUpdateRequest }) =>
      apiRequest<ContentItem>('PUT', `/api/content/${id}`, changes),
    onSuccess: (updated) => {
      putInLists(updated);
      toast({ title: 'Content updated', description: 'Your changes have been saved.' });
      void invalidateContent();
    },
    onError: (err) => {
      toast({
        title: 'Error',
        description: errorMessage(err) ?? 'Failed to update content. Please try again.',
        variant: 'destructive',
      });
    },
  });
}

export function useUpdateCategory() {
  return useMutation({
    mutationFn: ({ id, category }: { id: number; category: string }) =>
      apiRequest<ContentItem>('PUT', `/api/content/${id}`, { category }),
    onSuccess: () => {
      toast({ title: 'Category updated', description: 'Content category has been updated successfully.' });
      void invalidateContent();
    },
    onError: (err) => {
      toast({
        title: 'Error',
        description: errorMessage(err) ?? 'Failed to update category.',
        variant: 'destructive',
      });
    },
  });
}

/**
 * Re-runs an analysis or the reading of a page (POST /api/content/:id/analyze): the item shows as
 * pending at once, and the list polls until the worker is done.
 */
export function useReanalyze() {
  return useMutation({
    mutationFn: (id: number) => apiRequest<ContentItem>('POST', `/api/content/${id}/analyze`),
    onSuccess: (updated) => {
      putInLists({
        ...updated,
        analysisStatus: 'pending',
        linkStatus: updated.linkStatus === 'unreadable' ? 'pending' : updated.linkStatus,
      });
      void queryClient.invalidateQueries({ queryKey: CONTENT_KEY });
    },
    onError: (err) => {
      toast({
        title: 'Error',
        description: errorMessage(err) ?? 'Could not restart the analysis. Please try again.',
        variant: 'destructive',
      });
    },
  });
}

export interface SaveLinkInput {
  originalUrl?: string;
  title?: string;
  description?: string;
  category?: string;
  tags?: string[];
  personalNotes?: string;
  content?: string;
}

export const saveContent = (input: SaveLinkInput) =>
  apiRequest<ContentSaveResponse>('POST', '/api/content', input);

export interface SaveImageInput {
  image: File;
  title?: string;
  description?: string;
  category?: string;
  tags?: string[];
  personalNotes?: string;
}

export function saveImage(input: SaveImageInput) {
  const form = new FormData();
  form.append('image', input.image);
  if (input.title) form.append('title', input.title);
  if (input.description) form.append('description', input.description);
  if (input.category) form.append('category', input.category);
  if (input.tags?.length) form.append('tags', JSON.stringify(input.tags));
  if (input.personalNotes) form.append('personalNotes', input.personalNotes);
  return apiRequest<ContentSaveResponse>('POST', '/api/content/image', form);
}

export function analyzeImage(image: File) {
  const form = new FormData();
  form.append('image', image);
  return apiRequest<ImageAnalysisResponse>('POST', '/api/content/analyze-image', form);
}
