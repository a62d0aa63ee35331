import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import type { AdminAuditEntry, AdminStats, AdminUser, AdminUsersResponse } from '@nestkeep/common/web';
import { apiRequest, queryClient } from './client';

/** The admin panel's calls (part 2 §7): stats, the paged user list, a user's plan or opt-in, deletion, the audit log. */
export const ADMIN_STATS_KEY = ['/api/admin/stats'];
export const ADMIN_USERS_KEY = ['/api/admin/users'];
export const ADMIN_AUDIT_KEY = ['/api/admin/audit'];
export const ADMIN_PAGE_SIZE = 25;
export const AUDIT_PAGE_SIZE = 20;

export interface AdminAuditPage {
  entries: AdminAuditEntry[];
  total: number;
}

/** What PATCH /api/admin/users/:userId takes: a plan, or email opt-in with its date (part 2 §4). */
export type AdminUserPatch =
  { plan: 'free' | 'pro' } | { emailOptIn: boolean; emailOptInDate: string | null };

/** The opt-in toggle's body: the date is now when turned on, null when turned off. */
export function optInPatch(on: boolean, now = new Date()): AdminUserPatch {
  return { emailOptIn: on, emailOptInDate: on ? now.toISOString() : null };
}

export function usersUrl(search: string, page: number, pageSize = ADMIN_PAGE_SIZE): string {
  const params = new URLSearchParams({ page: String(page), pageSize: String(pageSize) });
  const q = search.trim();
  if (q) params.set('search', q);
  return `/api/admin/users?${params.toString()}`;
}

export function useAdminStats() {
  return useQuery<AdminStats>({ queryKey: ADMIN_STATS_KEY });
}

export function useAdminUsers(search: string, page: number) {
  return useQuery<AdminUsersResponse>({
    queryKey: [...ADMIN_USERS_KEY, { search: search.trim(), page }],
    queryFn: () => apiRequest<AdminUsersResponse>('GET', usersUrl(search, page)),
    placeholderData: keepPreviousData,
  });
}

export function useAdminAudit(page: number) {
  return useQuery<AdminAuditPage>({
    queryKey: [...ADMIN_AUDIT_KEY, { page }],
    queryFn: () =>
      apiRequest<AdminAuditPage>('GET', `/api/admin/audit?page=${page}&pageSize=${AUDIT_PAGE_SIZE}`),
    placeholderData: keepPreviousData,
  });
}

function refreshAdmin() {
  void queryClient.invalidateQueries({ queryKey: ADMIN_USERS_KEY });
  void queryClient.invalidateQueries({ queryKey: ADMIN_STATS_KEY });
  void queryClient.invalidateQueries({ queryKey: ADMIN_AUDIT_KEY });
}

export function useUpdateAdminUser() {
  return useMutation({
    mutationFn: ({ userId, patch }: { userId: string; patch: AdminUserPatch }) =>
      apiRequest<AdminUser | unknown>('PATCH', `/api/admin/users/${encodeURIComponent(userId)}`, patch),
    onSuccess: refreshAdmin,
  });
}

export function useDeleteAdminUser() {
  return useMutation({
    mutationFn: (userId: string) => apiRequest('DELETE', `/api/admin/users/${encodeURIComponent(userId)}`),
    onSuccess: refreshAdmin,
  });
}
