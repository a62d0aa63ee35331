import { createHmac, timingSafeEqual } from 'node:crypto';
import {
  dateKindOf,
  FAMILY_ENDED_REASONS,
  type FamilyEndedReason,
  type FamilyMember,
  type FamilyStatus,
  type PendingFamilyInvitation,
} from '@nestkeep/common';
import type { FamilyMember as FamilyMemberRow, Plan, User } from '../generated/prisma/client.js';

/** The texts the web shows as they are (part 1 §8: the server's message on an invite failure). */
export const FAMILY_ERRORS = {
  planRequired: 'Family Plan Required',
  inviteNeedsPlan:
    'Inviting another adult needs the Family plan. Upgrade to the Family plan to invite someone.',
  memberCannotInvite: 'Family members cannot invite others',
  limitReached: (extraAdults: number) =>
    `Your family plan includes ${extraAdults} additional adult${extraAdults === 1 ? '' : 's'}. ` +
    'Remove the current member to invite someone else.',
  inviteSelf: 'You cannot invite yourself. Enter the email address of the adult you want to invite.',
  alreadyInvited: 'You have already invited this address.',
  invalidToken: 'This invitation link is invalid or has expired. Ask for a new one.',
  invitationRemoved: 'This invitation is no longer available. Ask for a new one.',
  invitationExpired: 'This invitation has expired. Ask for a new one.',
  /** Naming the address (masked) tells the adult which account to sign in with. */
  wrongAccount: (invitedEmail: string) =>
    `This invitation was sent to ${maskEmail(invitedEmail)}. Sign in with that address to accept it.`,
  tooManyInvites: 'You have sent too many invitations. Please try again later',
  ownInvitation: 'This is your own invitation link. Send it to the adult you invited.',
  alreadyAccepted: 'This invitation has already been accepted.',
  /** The owner asks again for the link of an invitation that can no longer be accepted. */
  linkOfAccepted: 'This invitation has already been accepted. There is no link to share.',
  linkOfDeclined: 'This invitation was declined, so its link no longer works. You can send a new invitation.',
  linkOfExpired:
    'This invitation has expired, so its link no longer works. Remove it and send a new invitation.',
  acceptorInFamily: 'You are already part of a family plan.',
  ownerPlanEnded: 'The family plan this invitation belongs to is no longer active.',
  memberNotFound: 'Family member not found',
  notAMember: 'You are not a member of a family plan.',
  nothingShared: 'You are not sharing a family plan with anyone yet.',
} as const;

/**
 * The plan a user gets: their own, except an active member of a family whose owner's own plan is
 * 'family' gets 'family'. Computed on every read, so members fall back the moment the owner's
 * plan ends.
 */
export function effectivePlan(ownPlan: Plan, membership: { ownerPlan: Plan } | null): Plan {
  if (membership && membership.ownerPlan === 'family') return 'family';
  return ownPlan;
}

/**
 * Each adult has their own switch for sharing baby-name favourites; the two see each other's only
 * while both are on, so either may turn sharing off and neither can turn it back on for the other.
 */
export const sharesNameFavorites = (switches: { ownerSharesNames: boolean; memberSharesNames: boolean }) =>
  switches.ownerSharesNames && switches.memberSharesNames;

/** At most this many invite requests per owner per hour (default of FAMILY_INVITES_PER_HOUR). */
export const DEFAULT_FAMILY_INVITES_PER_HOUR = 10;

/** An address as it may be shown to someone else: 'a***@example.com'. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 1) return '***';
  return `${email[0]}***${email.slice(at)}`;
}

/** The address an account is invited under (invitations are stored lower-cased). */
export const invitationAddressOf = (user: { email: string }) => user.email.trim().toLowerCase();

/** A pending invitation past its expiry can no longer be accepted. */
export const isExpired = (row: { status: string; expiresAt: Date }, now: Date) =>
  row.status === 'pending' && row.expiresAt.getTime() <= now.getTime();

/** The status the owner sees: a declined invitation stays listed as declined. */
function memberStatus(row: FamilyMemberRow, now: Date): FamilyMember['status'] {
  if (row.status === 'active' || row.status === 'declined') return row.status;
  return isExpired(row, now) ? 'expired' : 'pending';
}

export function invitationExpiry(now: Date, ttlDays: number): Date {
  return new Date(now.getTime() + Math.round(ttlDays * 86_400) * 1000);
}

export function toFamilyMember(row: FamilyMemberRow & { memberUser: User | null }, now: Date): FamilyMember {
  return {
    id: row.id,
    email: row.email,
    memberUserId: row.memberUserId,
    displayName: row.memberUser?.displayName ?? null,
    memberEmail: row.memberUser?.email ?? null,
    status: memberStatus(row, now),
    invitedAt: row.invitedAt.toISOString(),
    acceptedAt: row.acceptedAt?.toISOString() ?? null,
    expiresAt: row.expiresAt.toISOString(),
    emailSent: row.emailSent,
  };
}

/** The name an adult is shown by to their family partner: their display name, else their email. */
export const partnerNameOf = (u: Pick<User, 'displayName' | 'email'>) => u.displayName || u.email;

/**
 * Why a member's family ended, as the family card tells it (null when there is nothing to tell).
 * `owner` is the owner still linked by the membership (their plan ended), null once they are gone.
 */
export function familyEndedNotice(
  user: Pick<User, 'familyEndedReason' | 'familyEndedAt'>,
  owner: Pick<User, 'displayName' | 'email'> | null,
): FamilyStatus['familyEnded'] {
  const reason = user.familyEndedReason as FamilyEndedReason | null;
  if (!reason || !FAMILY_ENDED_REASONS.includes(reason) || !user.familyEndedAt) return null;
  return {
    reason,
    ownerName: reason === 'plan_ended' && owner ? partnerNameOf(owner) : null,
    endedAt: user.familyEndedAt.toISOString(),
  };
}

/**
 * The children onboarding would create that the inviting owner already shares with the family
 * (issue 22 point 5): a pregnancy when they share one, a born child when they share one born the
 * same day. Joining through the invitation, the partner sees those shared children instead of a
 * second 'Baby'; any other child is kept.
 */
export function childrenNotAlreadyShared<C extends { currentStage: string; dateOfBirth: Date | null }>(
  planned: C[],
  shared: Array<{ currentStage: string; dateOfBirth: Date | null }>,
): C[] {
  const sharesPregnancy = shared.some((c) => dateKindOf(c.currentStage) === 'due');
  const day = (d: Date | null) => d?.toISOString().slice(0, 10) ?? null;
  const sharedBirthDays = new Set(
    shared
      .filter((c) => dateKindOf(c.currentStage) === 'birth' && c.dateOfBirth)
      .map((c) => day(c.dateOfBirth)),
  );
  return planned.filter((c) => {
    const kind = dateKindOf(c.currentStage);
    if (kind === 'due') return !sharesPregnancy;
    if (kind === 'birth' && c.dateOfBirth) return !sharedBirthDays.has(day(c.dateOfBirth));
    return true;
  });
}

export function toPendingInvitation(row: FamilyMemberRow & { owner: User }): PendingFamilyInvitation {
  return {
    id: row.id,
    owner: { displayName: row.owner.displayName, email: row.owner.email },
    invitedAt: row.invitedAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
  };
}

/**
 * Why the owner cannot be given an invitation's link again (it can no longer be accepted), or
 * null while it is pending and unexpired.
 */
export function invitationLinkRefusal(row: { status: string; expiresAt: Date }, now: Date): string | null {
  if (row.status === 'active') return FAMILY_ERRORS.linkOfAccepted;
  if (row.status === 'declined') return FAMILY_ERRORS.linkOfDeclined;
  if (row.status !== 'pending' || isExpired(row, now)) return FAMILY_ERRORS.linkOfExpired;
  return null;
}

export function invitationUrl(appOrigin: string, token: string): string {
  return `${new URL(appOrigin).origin}/family/join?token=${encodeURIComponent(token)}`;
}

// --- Invitation tokens: `<payload>.<signature>`, both base64url; HMAC-SHA256 with a key derived
// from INTERNAL_TOKEN_SECRET for this purpose only (an internal token cannot pass as one).

export interface InvitationClaims {
  memberId: number;
  email: string;
  /**
   * The inviting owner's name as signed into the link, so its page can say who invited before
   * sign-in (the web reads it from the payload; links from before carry none).
   */
  ownerName?: string;
  /** Expiry, seconds since the epoch. */
  expiresAt: number;
}

const invitationKey = (secret: string) =>
  createHmac('sha256', secret).update('nestkeep:family-invitation:v1').digest();

const sign = (secret: string, payload: string) =>
  createHmac('sha256', invitationKey(secret)).update(payload).digest();

export function signInvitation(
  secret: string,
  claims: { memberId: number; email: string; ownerName?: string },
  now: Date,
  ttlDays: number,
): string {
  return signInvitationUntil(secret, claims, invitationExpiry(now, ttlDays));
}

/**
 * The link's token of an invitation row, expiring with the row (`expiresAt`). Nothing of it is
 * stored: signing the same invitation again gives the same token (the owner's name as it is now),
 * so the owner can fetch the link after a reload and a link already sent keeps working. Removing
 * or declining the invitation stops every token of it; past `expiresAt` none verifies.
 */
export function signInvitationUntil(
  secret: string,
  claims: { memberId: number; email: string; ownerName?: string },
  until: Date,
): string {
  const expiresAt = Math.floor(until.getTime() / 1000);
  const body = {
    m: claims.memberId,
    e: claims.email,
    x: expiresAt,
    ...(claims.ownerName ? { o: claims.ownerName } : {}),
  };
  const payload = Buffer.from(JSON.stringify(body)).toString('base64url');
  return `${payload}.${sign(secret, payload).toString('base64url')}`;
}

/** The claims of a genuine, unexpired invitation token; null for anything else. */
export function verifyInvitation(secret: string, token: string, now: Date): InvitationClaims | null {
  const parts = token.split('.');
  if (parts.length !== 2) return null;
  const [payload, signature] = parts as [string, string];
  const expected = sign(secret, payload);
  const given = Buffer.from(signature, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  let decoded: unknown;
  try {
    decoded = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
  const { m, e, x, o } = (decoded ?? {}) as { m?: unknown; e?: unknown; x?: unknown; o?: unknown };
  if (!Number.isSafeInteger(m) || typeof e !== 'string' || !Number.isSafeInteger(x)) return null;
  if ((x as number) * 1000 <= now.getTime()) return null;
  return {
    memberId: m as number,
    email: e,
    expiresAt: x as number,
    ...(typeof o === 'string' && o ? { ownerName: o } : {}),
  };
}
