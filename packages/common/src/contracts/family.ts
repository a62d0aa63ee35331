import { z } from 'zod';

/**
 * Why a member's family plan ended: the owner deleted their account (themselves or an admin did),
 * anonymised it (it can no longer be signed in to), or the owner's plan ended.
 */
export const FAMILY_ENDED_REASONS = ['owner_deleted', 'owner_anonymized', 'plan_ended'] as const;
export type FamilyEndedReason = (typeof FAMILY_ENDED_REASONS)[number];

/** A family plan is the owner plus this many adults (spec part 1 §4: 1 additional adult). */
export const FAMILY_EXTRA_ADULTS = 1;

/**
 * 'expired': a pending invitation past its expiresAt; 'declined': the invitee declined it. Neither
 * can be accepted; both free the owner's slot.
 */
export const FAMILY_MEMBER_STATUSES = ['pending', 'active', 'expired', 'declined'] as const;
export type FamilyMemberStatus = (typeof FAMILY_MEMBER_STATUSES)[number];

export const familyInviteRequest = z.object({
  email: z.email({ error: 'Enter a valid email address' }).trim().toLowerCase().max(320),
});

/** One invited adult as the owner sees it (part 1 §3: id, memberUserId, status). */
export const familyMember = z.object({
  id: z.number().int(),
  /** The invited address. */
  email: z.string(),
  memberUserId: z.string().nullable(),
  /** Who joined: the member's display name and account address (null while not joined). */
  displayName: z.string().nullable(),
  memberEmail: z.string().nullable(),
  status: z.enum(FAMILY_MEMBER_STATUSES),
  invitedAt: z.string(),
  acceptedAt: z.string().nullable(),
  /** When a pending invitation stops being acceptable. */
  expiresAt: z.string(),
  /**
   * Whether the invitation went out by email; false when none was sent (no SMTP configured, or
   * sending failed): the owner shares the link, and the list says 'Link ready to share'. Identity
   * always sends it; optional only so fixtures from before still type.
   */
  emailSent: z.boolean().optional(),
});
export type FamilyMember = z.infer<typeof familyMember>;

/** GET /api/family/status (part 1 §3). */
export const familyStatus = z.object({
  /** The user's own plan is 'family': they are the owner (a member sees false here). */
  hasFamilyPlan: z.boolean(),
  /** An active member of a family whose owner's plan is 'family' (false again once it ends). */
  isFamilyMember: z.boolean(),
  /** The plan owner, for a member. */
  primaryUser: z.object({ displayName: z.string().nullable(), email: z.string() }).nullable(),
  /**
   * The caller's own switch for sharing baby-name favourites. The two adults see each other's only
   * while both switches are on; each adult sets only their own.
   */
  shareNameFavorites: z.boolean(),
  /** The partner's switch; null while there is no partner (no member has joined yet). */
  partnerSharesNameFavorites: z.boolean().nullable(),
  /**
   * Why the family plan this user was a member of ended, until they have been told (DELETE
   * /api/family/ended-notice): the owner deleted or anonymised their account, or the owner's Family plan ended
   * (`ownerName` names them then; null once their account is gone). Null otherwise. Identity
   * always sends it; optional only so fixtures from before still type.
   */
  familyEnded: z
    .object({
      reason: z.enum(FAMILY_ENDED_REASONS),
      ownerName: z.string().nullable(),
      endedAt: z.string(),
    })
    .nullable()
    .optional(),
});
export type FamilyStatus = z.infer<typeof familyStatus>;

/** GET /api/family: status, members (the owner's view) and the limit, for the profile's card. */
export const familyOverview = familyStatus.extend({
  members: z.array(familyMember),
  limit: z.number().int(),
});
export type FamilyOverview = z.infer<typeof familyOverview>;

/** POST /api/family/invite answer: the member row and the link to send when no email went out. */
export const familyInviteResponse = z.object({
  member: familyMember,
  inviteUrl: z.string(),
  emailSent: z.boolean(),
});
export type FamilyInviteResponse = z.infer<typeof familyInviteResponse>;

/**
 * POST /api/family/invitations/:id/link (the owner's pending row, 'Copy link'): the invitation's
 * link again, after a reload. Only for the owner's own pending, unexpired invitation.
 */
export const familyInviteLinkResponse = z.object({ inviteUrl: z.string() });
export type FamilyInviteLinkResponse = z.infer<typeof familyInviteLinkResponse>;

/**
 * POST /api/onboarding?familyInvitation=<token>: onboarding on the invitation link's page. While
 * that invitation can be accepted, the children the answers imply that the inviting owner already
 * shares with the family (their pregnancy, a child with the same birth date) are not created again.
 */
export const onboardingInvitationQuery = z.object({
  familyInvitation: z.string().min(10).max(2000).optional(),
});

/** POST /api/family/accept { token } (the invitation link's page). */
export const familyAcceptRequest = z.object({
  token: z.string({ error: 'The invitation link is incomplete' }).min(10).max(2000),
});

/**
 * GET /api/family/invitations: the pending, unexpired invitations sent to the signed-in user's
 * address, shown as a notice with Accept (POST /api/family/invitations/:id/accept) and Decline
 * (POST /api/family/invitations/:id/decline). Signing in never accepts one.
 */
export const pendingFamilyInvitation = z.object({
  id: z.number().int(),
  owner: z.object({ displayName: z.string().nullable(), email: z.string() }),
  invitedAt: z.string(),
  expiresAt: z.string(),
});
export type PendingFamilyInvitation = z.infer<typeof pendingFamilyInvitation>;
export const pendingFamilyInvitations = z.array(pendingFamilyInvitation);

/** PATCH /api/family/settings { shareNameFavorites }: sets the caller's own switch only. */
export const familySettingsRequest = z.object({
  shareNameFavorites: z.boolean({ error: 'shareNameFavorites must be true or false' }),
});

/**
 * GET /internal/users/:id/family (content asks, for shared baby-name favourites): the adult the
 * user shares a family plan with (an active member and an owner whose plan is family), or null.
 */
export const internalFamily = z.object({
  partner: z.object({ userId: z.string(), displayName: z.string().nullable(), email: z.string() }).nullable(),
  /** Whether the two share baby-name favourites: both adults' switches are on. */
  shareNameFavorites: z.boolean(),
});
export type InternalFamily = z.infer<typeof internalFamily>;
