import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CurrentUser, OnboardingRequest } from '@nestkeep/common/web';
import { USER_KEY } from './auth';
import { CHILD_PROFILES_KEY } from './child-profiles';
import { apiRequest } from './client';

/**
 * Saves the onboarding answers (part 2 §7). The answer is not read: the user record is refetched
 * instead, which takes the shell out of the wizard and into the app.
 */
export function useCompleteOnboarding() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: OnboardingRequest) => apiRequest<CurrentUser>('POST', '/api/onboarding', body),
    // Not awaited: the refetched user unmounts the wizard (the shell shows the app), so the caller
    // gets its answer first and can show its toast and move to the app.
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: CHILD_PROFILES_KEY });
      void queryClient.invalidateQueries({ queryKey: USER_KEY });
    },
  });
}
