import { useMutation, useQuery } from '@tanstack/react-query';
import type { CurrentUser } from '@nestkeep/common/web';
import { apiRequest, getQueryFn, queryClient } from './client';

export const USER_KEY = ['/api/auth/user'];

/** The signed-in user, or null when signed out. Cached 5 minutes, no retry (part 1 §7). */
export function useCurrentUser() {
  const query = useQuery<CurrentUser | null>({
    queryKey: USER_KEY,
    queryFn: getQueryFn<CurrentUser>({ on401: 'returnNull' }),
    staleTime: 5 * 60 * 1000,
    retry: false,
  });
  const user = query.data ?? null;
  return {
    user,
    isLoading: query.isLoading,
    isAuthenticated: Boolean(user),
    isPro: user?.plan === 'pro' || user?.plan === 'trialing' || user?.plan === 'family',
  };
}

/** Sign out: clears cached data and goes to / (part 1 §4). */
export function useLogout() {
  return useMutation({
    mutationFn: () => apiRequest('POST', '/auth/logout'),
    onSuccess: () => {
      queryClient.clear();
      window.location.href = '/';
    },
  });
}

/** Sign-in is a full navigation to the identity provider; `redirect` comes back after. */
export function signIn(redirect?: string) {
  const target = redirect ?? localStorage.getItem('signup_redirect') ?? undefined;
  window.location.href = target ? `/auth/google?redirect=${encodeURIComponent(target)}` : '/auth/google';
}
