import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { GrowthMeasurement, GrowthMeasurementRequest } from '@nestkeep/common/web';
import { apiRequest, getQueryFn } from './client';

export const growthKey = (childProfileId: number) => ['/api/growth', String(childProfileId)];

/** A child's saved measurements, oldest first; off until a child is chosen. */
export function useGrowthMeasurements(childProfileId: number | null) {
  return useQuery<GrowthMeasurement[] | null>({
    queryKey: growthKey(childProfileId ?? 0),
    queryFn: getQueryFn<GrowthMeasurement[]>({ on401: 'throw' }),
    enabled: childProfileId !== null,
  });
}

export function useSaveGrowthMeasurement(childProfileId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: GrowthMeasurementRequest) =>
      apiRequest<GrowthMeasurement>('POST', `/api/growth/${childProfileId}`, body),
    onSuccess: () => client.invalidateQueries({ queryKey: growthKey(childProfileId) }),
  });
}

export function useDeleteGrowthMeasurement(childProfileId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiRequest<void>('DELETE', `/api/growth/${childProfileId}/${id}`),
    onSuccess: () => client.invalidateQueries({ queryKey: growthKey(childProfileId) }),
  });
}
