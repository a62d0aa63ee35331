import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useSyncExternalStore } from 'react';
import type {
  ChildProfile,
  ChildProfileCreateRequest,
  ChildProfileUpdateRequest,
} from '@nestkeep/common/web';
import { ApiError, apiRequest, getQueryFn } from './client';

export const CHILD_PROFILES_KEY = ['/api/child-profiles'];

/*
 * A family partner's shared child cannot be made active on the server (it is the owner's profile),
 * so choosing one (in the header's switcher, chat or milestones) is kept in this browser: the lists
 * below then read it as the active child and one's own as not, so the switcher, saves, chat and the
 * tools all follow it (issue 22 point 5). Choosing one's own child again ends it; a choice that no
 * longer names a child shared with the user (sharing ended, another account) is ignored.
 */
const SHARED_CHOICE_KEY = 'nestkeep.sharedChildChoice';
const choiceListeners = new Set<() => void>();

function readSharedChoice(): number | null {
  try {
    const value = Number(window.localStorage.getItem(SHARED_CHOICE_KEY));
    return Number.isSafeInteger(value) && value > 0 ? value : null;
  } catch {
    return null;
  }
}

export function setSharedChoice(id: number | null): void {
  try {
    if (id === null) window.localStorage.removeItem(SHARED_CHOICE_KEY);
    else window.localStorage.setItem(SHARED_CHOICE_KEY, String(id));
  } catch {
    // Storage refused (private mode): the choice lasts as long as nothing reads it again.
  }
  choiceListeners.forEach((l) => l());
}

function subscribeChoice(listener: () => void) {
  choiceListeners.add(listener);
  return () => void choiceListeners.delete(listener);
}

/** The list as this user sees it: a shared child they chose is the active one. */
export function withSharedChoice(children: readonly ChildProfile[], choice: number | null): ChildProfile[] {
  const chosen = choice !== null && children.some((c) => c.id === choice && c.sharedBy);
  if (!chosen) return [...children];
  return children.map((c) => ({ ...c, isActive: c.id === choice }));
}

/** The signed-in user's child profiles (part 2 §7); off while signed out. */
export function useChildProfiles(enabled = true) {
  const choice = useSyncExternalStore(subscribeChoice, readSharedChoice, () => null);
  const select = useCallback(
    (data: ChildProfile[] | null) => (data ? withSharedChoice(data, choice) : data),
    [choice],
  );
  return useQuery<ChildProfile[] | null, Error, ChildProfile[] | null>({
    queryKey: CHILD_PROFILES_KEY,
    queryFn: getQueryFn<ChildProfile[]>({ on401: 'throw' }),
    enabled,
    select,
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
 * Choosing a child: one's own is made active on the server; a partner's shared child cannot be
 * (the server answers 404), so it is the choice kept in this browser (see `setSharedChoice`).
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
        setSharedChoice(id);
        return shared;
      }
      const activated = await apiRequest<ChildProfile>('PATCH', `/api/child-profiles/${id}/activate`, {});
      setSharedChoice(null);
      return activated;
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
