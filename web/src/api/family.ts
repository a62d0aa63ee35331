import { useMutation, useQuery } from '@tanstack/react-query';
import type {
  FamilyInviteLinkResponse,
  FamilyInviteResponse,
  FamilyOverview,
  FamilyStatus,
  PendingFamilyInvitation,
} from '@nestkeep/common/web';
import { USER_KEY } from './auth';
import { CHILD_PROFILES_KEY } from './child-profiles';
import { apiRequest, queryClient } from './client';

/** GET /api/family: status, the owner's members and the limit, in one answer for the profile card. */
export const FAMILY_KEY = ['/api/family'];

export function useFamily(enabled = true) {
  return useQuery<FamilyOverview>({ queryKey: FAMILY_KEY, enabled });
}

const refreshFamily = () => queryClient.invalidateQueries({ queryKey: FAMILY_KEY });

/** POST /api/family/invite {email}: the pending member, the link, whether an email went out. */
export function useInviteFamilyMember() {
  return useMutation({
    mutationFn: (email: string) => apiRequest<FamilyInviteResponse>('POST', '/api/family/invite', { email }),
    onSuccess: () => void refreshFamily(),
  });
}

/**
 * POST /api/family/invitations/:id/link: the link of the owner's pending invitation again (after
 * a reload the invite answer's link is gone), to copy and send.
 */
export function useFamilyInviteLink() {
  return useMutation({
    mutationFn: (id: number) =>
      apiRequest<FamilyInviteLinkResponse>('POST', `/api/family/invitations/${id}/link`),
    // Refused: the invitation was accepted, declined or expired meanwhile; the list shows which.
    onError: () => void refreshFamily(),
  });
}

/** DELETE /api/family/members/:id (the owner removes an invitation or a member). */
export function useRemoveFamilyMember() {
  return useMutation({
    mutationFn: (id: number) => apiRequest<void>('DELETE', `/api/family/members/${id}`),
    onSuccess: () => void refreshFamily(),
  });
}

/** PATCH /api/family/settings {shareNameFavorites}. */
export function useFamilySettings() {
  return useMutation({
    mutationFn: (shareNameFavorites: boolean) =>
      apiRequest<Partial<FamilyStatus>>('PATCH', '/api/family/settings', { shareNameFavorites }),
    onMutate: (shareNameFavorites) => {
      const before = queryClient.getQueryData<FamilyOverview>(FAMILY_KEY);
      if (before) queryClient.setQueryData<FamilyOverview>(FAMILY_KEY, { ...before, shareNameFavorites });
      return { before };
    },
    onError: (_err, _on, ctx) => {
      if (ctx?.before) queryClient.setQueryData(FAMILY_KEY, ctx.before);
    },
    onSettled: () => void refreshFamily(),
  });
}

/** Whatever a change of household moves: the plan (user), the family card and the shared children. */
function refreshHousehold() {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: USER_KEY }),
    refreshFamily(),
    queryClient.invalidateQueries({ queryKey: CHILD_PROFILES_KEY }),
    queryClient.invalidateQueries({ queryKey: ['/api/user/usage'] }),
  ]);
}

/** GET /api/family/invitations: the invitations sent to my address, waiting for my answer. */
export const FAMILY_INVITATIONS_KEY = ['/api/family/invitations'];

export function useFamilyInvitations(enabled = true) {
  return useQuery<PendingFamilyInvitation[]>({ queryKey: FAMILY_INVITATIONS_KEY, enabled });
}

const refreshInvitations = () => queryClient.invalidateQueries({ queryKey: FAMILY_INVITATIONS_KEY });

/** POST /api/family/invitations/:id/accept: joins that family (the household changes). */
export function useAcceptFamilyInvitation() {
  return useMutation({
    mutationFn: (id: number) => apiRequest<FamilyStatus>('POST', `/api/family/invitations/${id}/accept`),
    onSettled: () => void Promise.all([refreshInvitations(), refreshHousehold()]),
  });
}

/** POST /api/family/invitations/:id/decline: the invitation is gone for good. */
export function useDeclineFamilyInvitation() {
  return useMutation({
    mutationFn: (id: number) => apiRequest<void>('POST', `/api/family/invitations/${id}/decline`),
    onSettled: () => void refreshInvitations(),
  });
}

/** DELETE /api/family/membership: a member leaves the family plan. */
export function useLeaveFamily() {
  return useMutation({
    mutationFn: () => apiRequest<void>('DELETE', '/api/family/membership'),
    onSuccess: () => void refreshHousehold(),
  });
}

export interface FamilyAcceptResponse {
  /** The owner whose plan was joined (display name or email), when the server says. */
  owner?: { displayName?: string | null; email?: string } | null;
  primaryUser?: { displayName?: string | null; email?: string } | null;
  ownerName?: string | null;
}

/** POST /api/family/accept {token} (the invitation link's page, on the invitee's Accept). */
export function useAcceptFamilyInvite() {
  return useMutation({
    mutationFn: (token: string) => apiRequest<FamilyAcceptResponse>('POST', '/api/family/accept', { token }),
    onSettled: () => void Promise.all([refreshInvitations(), refreshHousehold()]),
  });
}

/** POST /api/family/decline {token} (the invitation link's page, on the invitee's Decline). */
export function useDeclineFamilyInvite() {
  return useMutation({
    mutationFn: (token: string) => apiRequest<void>('POST', '/api/family/decline', { token }),
    onSettled: () => void Promise.all([refreshInvitations(), refreshFamily()]),
  });
}

/**
 * The invitation id a link's token names, read from its payload without checking the signature
 * (the server checks it on Accept or Decline): the page uses it only to find the invitation among
 * mine, to show who invited and until when. Null when the token does not read as one.
 */
export function invitationIdOfToken(token: string): number | null {
  const { m } = claimsOfToken(token);
  return Number.isSafeInteger(m) ? (m as number) : null;
}

/**
 * Who sent the invitation, as identity signed it into the link (issue 22 point 5): the link's page
 * names them before sign-in. Undefined for links from before, or a link that cannot be read.
 */
export function invitationOwnerOfToken(token: string): string | undefined {
  const { o } = claimsOfToken(token);
  return typeof o === 'string' && o.trim() ? o.trim() : undefined;
}

/** The readable part of an invitation token (base64url JSON of UTF-8); {} when it cannot be read. */
function claimsOfToken(token: string): { m?: unknown; o?: unknown } {
  const payload = token.split('.')[0];
  if (!payload) return {};
  try {
    const binary = atob(payload.replace(/-/g, '+').replace(/_/g, '/'));
    const json = new TextDecoder().decode(Uint8Array.from(binary, (c) => c.charCodeAt(0)));
    const claims = JSON.parse(json) as unknown;
    return claims && typeof claims === 'object' ? (claims as { m?: unknown; o?: unknown }) : {};
  } catch {
    return {};
  }
}

/** DELETE /api/family/ended-notice: the member has read why their family plan ended. */
export function useDismissFamilyEnded() {
  return useMutation({
    mutationFn: () => apiRequest<void>('DELETE', '/api/family/ended-notice'),
    onMutate: () => {
      const before = queryClient.getQueryData<FamilyOverview>(FAMILY_KEY);
      if (before) queryClient.setQueryData<FamilyOverview>(FAMILY_KEY, { ...before, familyEnded: null });
    },
    onSettled: () => void refreshFamily(),
  });
}

/** The owner's name from the accept answer, whichever field the server fills. */
export function ownerNameOf(res: FamilyAcceptResponse | undefined | null): string | undefined {
  const person = res?.owner ?? res?.primaryUser;
  return res?.ownerName || person?.displayName || person?.email || undefined;
}
