import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CurrentUser, OnboardingRequest } from '@nestkeep/common/web';
import { USER_KEY } from './auth';
import { CHILD_PROFILES_KEY } from './child-profiles';
import { apiRequest } from './client';

/**
 * The family invitation of the page the wizard is shown on: someone who signed up from an
 * invitation link onboards on its page (/family/join?token=...).
 */
export function invitationOfPage(location: Pick<Location, 'pathname' | 'search'> = window.location) {
  if (location.pathname !== '/family/join') return null;
  return new URLSearchParams(location.search).get('token') || null;
}

/**
 * Saves the onboarding answers (part 2 §7). The answer is not read: the user record is refetched
 * instead, which takes the shell out of the wizard and into the app. On an invitation link's page
 * the invitation goes along, so a child the inviting owner already shares is not made twice
 * (issue 22 point 5).
 */
export function useCompleteOnboarding() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: OnboardingRequest) => {
      const invitation = invitationOfPage();
      const path = invitation
        ? `/api/onboarding?familyInvitation=${encodeURIComponent(invitation)}`
        : '/api/onboarding';
      return apiRequest<CurrentUser>('POST', path, body);
    },
    // Not awaited: the refetched user unmounts the wizard (the shell shows the app), so the caller
    // gets its answer first and can show its toast and move to the app.
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: CHILD_PROFILES_KEY });
      void queryClient.invalidateQueries({ queryKey: USER_KEY });
    },
  });
}
