import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  MilestonesResponse,
  MilestoneToggleRequest,
  MilestoneToggleResponse,
} from '@nestkeep/common/web';
import { CHILD_PROFILES_KEY } from './child-profiles';
import { ApiError, apiRequest, getQueryFn } from './client';

export const milestonesKey = (childProfileId: number) => ['/api/milestones', String(childProfileId)];

/**
 * A child's stages with progress (part 2 §7): fetched fresh on every mount and window focus,
 * unlike the app's never-stale default, since a partner may tick milestones on another device.
 */
export function useMilestones(childProfileId: number | null) {
  return useQuery<MilestonesResponse | null>({
    queryKey: milestonesKey(childProfileId ?? 0),
    queryFn: getQueryFn<MilestonesResponse>({ on401: 'throw' }),
    enabled: childProfileId !== null,
    staleTime: 0,
    refetchOnMount: 'always',
    refetchOnWindowFocus: 'always',
  });
}

/** The milestone with `progress` set as the toggle will store it, to show before the answer arrives. */
function withProgress(data: MilestonesResponse, body: MilestoneToggleRequest): MilestonesResponse {
  const stages = data.stages.map((stage) => {
    if (!stage.milestones.some((m) => m.id === body.milestoneId)) return stage;
    const milestones = stage.milestones.map((m) =>
      m.id !== body.milestoneId
        ? m
        : {
            ...m,
            progress: {
              isAchieved: body.isAchieved,
              achievedAt: body.isAchieved ? (m.progress?.achievedAt ?? new Date().toISOString()) : null,
              notes: body.notes === undefined ? (m.progress?.notes ?? null) : body.notes?.trim() || null,
            },
          },
    );
    return { ...stage, milestones };
  });
  return { ...data, stages };
}

/**
 * Stores a milestone's progress. The tick shows at once; whatever happens, the list is fetched
 * again afterwards (part 2 §7, §8), so counts and percentages come from the server.
 */
export function useToggleMilestone() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: MilestoneToggleRequest) =>
      apiRequest<MilestoneToggleResponse>('POST', '/api/milestones/toggle', body),
    onMutate: async (body) => {
      const key = milestonesKey(body.childProfileId);
      await client.cancelQueries({ queryKey: key });
      client.setQueryData<MilestonesResponse | null>(key, (data) => (data ? withProgress(data, body) : data));
    },
    onSettled: (_data, err, body) => {
      void client.invalidateQueries({ queryKey: milestonesKey(body.childProfileId) });
      // Not found: the child was deleted elsewhere, so the profile list is stale too.
      if (err instanceof ApiError && err.status === 404) {
        void client.invalidateQueries({ queryKey: CHILD_PROFILES_KEY });
      }
    },
  });
}
