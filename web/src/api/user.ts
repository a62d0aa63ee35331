import { useMutation, useQuery } from '@tanstack/react-query';
import type { CurrentUser, StatsResponse } from '@nestkeep/common/web';
import { USER_KEY } from './auth';
import { apiRequest, queryClient } from './client';

export const PROFILE_KEY = ['/api/user/profile'];
export const STATS_KEY = ['/api/stats'];
export const EMAIL_PREFERENCES_KEY = ['/api/user/email-preferences'];

export interface EmailPreferences {
  emailOptIn: boolean;
  emailOptInDate: string | null;
}

export interface EmailPreferencesUpdate extends EmailPreferences {
  message: string;
}

/** GET /api/user/profile (the same record as the current user). */
export function useProfile(enabled = true) {
  return useQuery<CurrentUser>({ queryKey: PROFILE_KEY, enabled });
}

/** GET /api/stats: total, favourites and the count per category. */
export function useStats(enabled = true) {
  return useQuery<StatsResponse>({ queryKey: STATS_KEY, enabled });
}

/**
 * PUT /api/user/profile. Success writes the returned user into the current-user cache and
 * refreshes the profile query (spec part 1 §4).
 */
export function useUpdateProfile() {
  return useMutation({
    mutationFn: (input: { displayName: string }) =>
      apiRequest<CurrentUser>('PUT', '/api/user/profile', input),
    onSuccess: (user) => {
      queryClient.setQueryData(USER_KEY, user);
      queryClient.setQueryData(PROFILE_KEY, user); // no flash of the old name while it refetches
      void queryClient.invalidateQueries({ queryKey: PROFILE_KEY });
    },
  });
}

/** GET /api/user/email-preferences. */
export function useEmailPreferences(enabled = true) {
  return useQuery<EmailPreferences>({ queryKey: EMAIL_PREFERENCES_KEY, enabled });
}

/** POST /api/user/email-preferences {emailOptIn}; the answer carries a message and the new state. */
export function useUpdateEmailPreferences() {
  return useMutation({
    mutationFn: (emailOptIn: boolean) =>
      apiRequest<EmailPreferencesUpdate>('POST', '/api/user/email-preferences', { emailOptIn }),
    onSuccess: ({ emailOptIn, emailOptInDate }) => {
      queryClient.setQueryData<EmailPreferences>(EMAIL_PREFERENCES_KEY, { emailOptIn, emailOptInDate });
    },
  });
}

/** Whether an edited display name should be sent: only a real, non-empty change (part 1 §5). */
export function displayNameChanged(current: string | null | undefined, edited: string): boolean {
  const next = edited.trim();
  return next.length > 0 && next !== (current ?? '').trim();
}
