import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { FeedingEntry, FeedingEntryInput, FeedingLogResponse } from '@nestkeep/common/web';
import { apiRequest } from './client';

/** The browser's time zone: the server splits "today" and the week by it. */
export function browserTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}

const feedingKey = (childId: number) => ['/api/feeding', childId];

/** A child's feeding log: the last seven days of entries, last feed, today and the week. */
export function useFeedingLog(childId: number | undefined) {
  const timeZone = browserTimeZone();
  return useQuery<FeedingLogResponse>({
    queryKey: [...feedingKey(childId ?? 0), timeZone],
    queryFn: () =>
      apiRequest<FeedingLogResponse>(
        'GET',
        `/api/feeding/${childId}?days=7&tz=${encodeURIComponent(timeZone)}`,
      ),
    enabled: childId !== undefined,
  });
}

export function useLogFeeding(childId: number | undefined) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (entry: FeedingEntryInput) =>
      apiRequest<FeedingEntry>('POST', `/api/feeding/${childId}`, entry),
    onSuccess: () => client.invalidateQueries({ queryKey: feedingKey(childId ?? 0) }),
  });
}

export function useDeleteFeeding(childId: number | undefined) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (entryId: number) => apiRequest<void>('DELETE', `/api/feeding/${childId}/${entryId}`),
    onSuccess: () => client.invalidateQueries({ queryKey: feedingKey(childId ?? 0) }),
  });
}
