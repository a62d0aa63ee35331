import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  ChildProfile,
  ChildProfileCreateRequest,
  ChildProfileUpdateRequest,
  SharedChildChoiceRequest,
  SharedChildChoiceResponse,
} from '@nestkeep/common/web';
import { ApiError, apiRequest, getQueryFn } from './client';

export const CHILD_PROFILES_KEY = ['/api/child-profiles'];

/** The signed-in user's child profiles (part 2 §7); off while signed out. */
export function useChildProfiles(enabled = true) {
  return useQuery<ChildProfile[] | null>({
    queryKey: CHILD_PROFILES_KEY,
    queryFn: getQueryFn<ChildProfile[]>({ on401: 'throw' }),
    enabled,
  });
}

/** Every change refreshes the list. */
function useRefresh() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: CHILD_PROFILES_KEY });
}

export function useCreateChildProfile() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (body: ChildProfileCreateRequest) =>
      apiRequest<ChildProfile>('POST', '/api/child-profiles', body),
    onSuccess: refresh,
  });
}

/** Any edit: the header's inline rename sends only the name, the edit dialog every field. */
export function useUpdateChildProfile() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, ...changes }: { id: number } & ChildProfileUpdateRequest) =>
      apiRequest<ChildProfile>('PUT', `/api/child-profiles/${id}`, changes),
    onSuccess: refresh,
  });
}

export function useDeleteChildProfile() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (id: number) => apiRequest<void>('DELETE', `/api/child-profiles/${id}`),
    onSuccess: refresh,
  });
}

/** The user's own children, without a family partner's shared ones (those they may edit). */
export function ownChildren(children: readonly ChildProfile[]): ChildProfile[] {
  return children.filter((c) => !c.sharedBy);
}

/**
 * Choosing a child, kept on the server so it holds on every device: one's own is made active
 * (which also ends a choice of a shared child); a family partner's shared child cannot be made
 * active (it is the owner's profile), so it is kept as the partner's choice (PUT shared-choice),
 * and the list then reads it as the active one and one's own as not (issue 22 point 5 and its
 * follow-up), so the switcher, saves, chat and the tools all follow it.
 */
export function useActivateChildProfile() {
  const client = useQueryClient();
  const refresh = useRefresh();
  return useMutation({
    mutationFn: async (id: number) => {
      const shared = client
        .getQueryData<ChildProfile[] | null>(CHILD_PROFILES_KEY)
        ?.find((c) => c.id === id && c.sharedBy);
      if (shared) {
        const body: SharedChildChoiceRequest = { childProfileId: id };
        await apiRequest<SharedChildChoiceResponse>('PUT', '/api/child-profiles/shared-choice', body);
        return { ...shared, isActive: true };
      }
      return apiRequest<ChildProfile>('PATCH', `/api/child-profiles/${id}/activate`, {});
    },
    onSuccess: refresh,
  });
}

/** The text of a server error body `{error, message}`, when there is one. */
export function serverErrorText(err: unknown): string | undefined {
  if (err instanceof ApiError && err.body && typeof err.body === 'object') {
    const body = err.body as { error?: unknown; message?: unknown };
    if (typeof body.message === 'string' && body.message) return body.message;
    if (typeof body.error === 'string' && body.error) return body.error;
  }
  return undefined;
}
