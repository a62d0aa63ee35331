import {
  AppError,
  badRequest,
  conflict,
  FAMILY_EXTRA_ADULTS,
  forbidden,
  notFound,
  type FamilyEndedReason,
} from '@nestkeep/common';
import type { FamilyMember as FamilyMemberRow, Plan, User } from '../generated/prisma/client.js';
import {
  effectivePlan,
  FAMILY_ERRORS,
  invitationAddressOf,
  invitationExpiry,
  isExpired,
} from '../domain/family.js';
import { isUniqueViolation, lockUser, type Db, type Tx } from './client.js';

export type FamilyMemberWithUser = FamilyMemberRow & { memberUser: User | null };

export interface FamilyPartner {
  userId: string;
  displayName: string | null;
  email: string;
}

const partnerOf = (u: User): FamilyPartner => ({ userId: u.id, displayName: u.displayName, email: u.email });

/**
 * The active membership a user is the member of (at most one), with its owner; null when none.
 * Whether it gives anything depends on the owner's plan (see `familyPartnerOf`, `effectivePlan`).
 */
export function activeMembershipOf(
  db: Db,
  userId: string,
): Promise<(FamilyMemberRow & { owner: User }) | null> {
  return db.familyMember.findFirst({
    where: { memberUserId: userId, status: 'active' },
    include: { owner: true },
  });
}

/**
 * The adult a user shares a family plan with: the owner's active member, or a member's owner,
 * only while the membership is active and the owner's own plan is 'family'. Null otherwise.
 */
export async function familyPartnerOf(db: Db, userId: string): Promise<FamilyPartner | null> {
  const link = await familyLinkOf(db, userId);
  return link ? partnerOf(link.partner) : null;
}

/**
 * The live family link of a user (same rule as `familyPartnerOf`) with the membership row, for
 * settings such as the name-favourite switches.
 */
export async function familyLinkOf(
  db: Db,
  userId: string,
): Promise<{ role: 'owner' | 'member'; membership: FamilyMemberRow; partner: User } | null> {
  const asMember = await activeMembershipOf(db, userId);
  if (asMember) {
    if (asMember.owner.plan !== 'family') return null;
    const { owner, ...membership } = asMember;
    return { role: 'member', membership, partner: owner };
  }
  const asOwner = await db.familyMember.findFirst({
    where: { ownerId: userId, status: 'active', memberUserId: { not: null }, owner: { plan: 'family' } },
    include: { memberUser: true },
    orderBy: { id: 'asc' },
  });
  if (!asOwner?.memberUser) return null;
  const { memberUser, ...membership } = asOwner;
  return { role: 'owner', membership, partner: memberUser };
}

/** The plan a user gets (their own, or 'family' through a live membership): see domain `effectivePlan`. */
export async function effectivePlanOf(db: Db, user: User): Promise<Plan> {
  const membership = await activeMembershipOf(db, user.id);
  return effectivePlan(user.plan, membership ? { ownerPlan: membership.owner.plan } : null);
}

/** The user as they are presented (GET /api/auth/user, /internal/users/:id): with the effective plan. */
export async function withEffectivePlan(db: Db, user: User): Promise<User> {
  return { ...user, plan: await effectivePlanOf(db, user) };
}

/** Every invitation (pending, active or declined) an owner has sent, oldest first. */
export function listFamilyMembers(db: Db, ownerId: string): Promise<FamilyMemberWithUser[]> {
  return db.familyMember.findMany({
    where: { ownerId },
    include: { memberUser: true },
    orderBy: { id: 'asc' },
  });
}

/** Whether a user already belongs to a family: an active member anywhere, or an owner with one. */
async function inAFamily(db: Db | Tx, userId: string): Promise<boolean> {
  const row = await db.familyMember.findFirst({
    where: { status: 'active', OR: [{ memberUserId: userId }, { ownerId: userId }] },
    select: { id: true },
  });
  return row !== null;
}

/**
 * The owner invites one adult. Serialised behind the owner's row, so two invites at once cannot
 * both pass the limit. The caller has checked that the owner's own plan is 'family'. Whether the
 * address already belongs to a family is not checked here: the answer must not tell the owner
 * (the invitee sees the notice and cannot accept while in a family).
 */
export async function createFamilyInvitation(
  db: Db,
  owner: User,
  email: string,
  now: Date,
  ttlDays: number,
): Promise<FamilyMemberWithUser> {
  if (email === invitationAddressOf(owner)) throw badRequest(FAMILY_ERRORS.inviteSelf);
  try {
    return await db.$transaction(async (tx) => {
      await lockUser(tx, owner.id);
      if (await tx.familyMember.findFirst({ where: { memberUserId: owner.id, status: 'active' } })) {
        throw forbidden(FAMILY_ERRORS.memberCannotInvite);
      }
      // Expired and declined invitations free the slot (and the address) for a new one.
      await tx.familyMember.deleteMany({
        where: {
          ownerId: owner.id,
          OR: [{ status: 'pending', expiresAt: { lte: now } }, { status: 'declined' }],
        },
      });
      const existing = await tx.familyMember.findMany({ where: { ownerId: owner.id } });
      if (existing.some((m) => m.email === email)) throw conflict(FAMILY_ERRORS.alreadyInvited);
      if (existing.length >= FAMILY_EXTRA_ADULTS)
        throw conflict(FAMILY_ERRORS.limitReached(FAMILY_EXTRA_ADULTS));
      return tx.familyMember.create({
        data: {
          ownerId: owner.id,
          email,
          status: 'pending',
          invitedAt: now,
          expiresAt: invitationExpiry(now, ttlDays),
        },
        include: { memberUser: true },
      });
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw conflict(FAMILY_ERRORS.alreadyInvited);
    throw err;
  }
}

/** One invitation the owner sent (any state); null for another owner's, so it reads as 404. */
export function ownedInvitation(db: Db, ownerId: string, id: number) {
  return db.familyMember.findFirst({ where: { id, ownerId } });
}

export function findFamilyMember(db: Db, id: number) {
  return db.familyMember.findUnique({ where: { id }, include: { owner: true } });
}

/**
 * The pending, unexpired invitations addressed to the user (from owners whose plan is 'family'),
 * oldest first: the in-app notice.
 */
export function pendingInvitationsFor(db: Db, user: User, now: Date) {
  return db.familyMember.findMany({
    where: {
      email: invitationAddressOf(user),
      status: 'pending',
      expiresAt: { gt: now },
      ownerId: { not: user.id },
      owner: { plan: 'family' },
    },
    include: { owner: true },
    orderBy: { id: 'asc' },
  });
}

/** An invitation addressed to the user (any state); null for anyone else's, so it reads as 404. */
export function invitationAddressedTo(db: Db, user: User, id: number) {
  return db.familyMember.findFirst({ where: { id, email: invitationAddressOf(user) } });
}

/**
 * Turns a pending invitation into an active membership of `user`, only by their choice (the
 * link's page or the notice's Accept; never at sign-in). Throws the reason it cannot; an
 * invitation this user already accepted is accepted again without change.
 */
export async function acceptFamilyInvitation(db: Db, memberId: number, user: User, now: Date): Promise<void> {
  try {
    await db.$transaction(async (tx) => {
      const row = await tx.familyMember.findUnique({ where: { id: memberId }, select: { ownerId: true } });
      if (!row) throw notFound(FAMILY_ERRORS.invitationRemoved);
      await lockUser(tx, row.ownerId);
      const invitation = await tx.familyMember.findUnique({
        where: { id: memberId },
        include: { owner: true },
      });
      // A declined invitation is over for good, as if removed.
      if (!invitation || invitation.status === 'declined') throw notFound(FAMILY_ERRORS.invitationRemoved);
      if (invitation.ownerId === user.id) throw badRequest(FAMILY_ERRORS.ownInvitation);
      if (invitation.status === 'active') {
        if (invitation.memberUserId === user.id) return;
        throw conflict(FAMILY_ERRORS.alreadyAccepted);
      }
      // The invitation belongs to its address, not to whoever holds the link.
      if (invitation.email !== invitationAddressOf(user)) {
        throw forbidden(FAMILY_ERRORS.wrongAccount(invitation.email));
      }
      if (isExpired(invitation, now))
        throw new AppError(410, 'invitation_expired', FAMILY_ERRORS.invitationExpired);
      if (invitation.owner.plan !== 'family') throw conflict(FAMILY_ERRORS.ownerPlanEnded);
      if (await inAFamily(tx, user.id)) throw conflict(FAMILY_ERRORS.acceptorInFamily);
      const updated = await tx.familyMember.updateMany({
        where: { id: memberId, status: 'pending' },
        data: { status: 'active', memberUserId: user.id, acceptedAt: now },
      });
      if (updated.count !== 1) throw conflict(FAMILY_ERRORS.alreadyAccepted);
      // A new family: what was told of an earlier one that ended is over.
      await tx.user.update({
        where: { id: user.id },
        data: { familyEndedReason: null, familyEndedAt: null },
      });
    });
  } catch (err) {
    // The same adult accepted another invitation at the same moment (one family per adult).
    if (isUniqueViolation(err)) throw conflict(FAMILY_ERRORS.acceptorInFamily);
    throw err;
  }
}

/**
 * The invited adult declines: the invitation is marked 'declined', so the owner sees it so and
 * neither its link nor its notice can be accepted later (the owner may send a new one, which
 * replaces it). Anyone else's invitation is not found.
 */
export async function declineFamilyInvitation(db: Db, user: User, id: number): Promise<void> {
  const { count } = await db.familyMember.updateMany({
    where: { id, email: invitationAddressOf(user), status: 'pending' },
    data: { status: 'declined' },
  });
  if (count === 0) throw notFound(FAMILY_ERRORS.invitationRemoved);
}

/** The owner removes an invitation or a member; another owner's row is not found. */
export async function removeFamilyMember(db: Db, ownerId: string, id: number): Promise<void> {
  const { count } = await db.familyMember.deleteMany({ where: { id, ownerId } });
  if (count === 0) throw notFound(FAMILY_ERRORS.memberNotFound);
}

/** A member leaves the family they belong to: the membership (and so its invitation) is deleted for good. */
export async function leaveFamily(db: Db, userId: string): Promise<void> {
  const { count } = await db.familyMember.deleteMany({ where: { memberUserId: userId } });
  if (count === 0) throw notFound(FAMILY_ERRORS.notAMember);
}

/**
 * The user's own switch for sharing baby-name favourites, never the partner's: a member's on their
 * own row, an owner's on every row of theirs (pending ones too, so the choice holds when the
 * invitee accepts).
 */
export async function setShareNameFavorites(db: Db, userId: string, share: boolean): Promise<void> {
  const asMember = await db.familyMember.updateMany({
    where: { memberUserId: userId, status: 'active' },
    data: { memberSharesNames: share },
  });
  if (asMember.count > 0) return;
  const asOwner = await db.familyMember.updateMany({
    where: { ownerId: userId },
    data: { ownerSharesNames: share },
  });
  if (asOwner.count === 0) throw notFound(FAMILY_ERRORS.nothingShared);
}

/** The owner's invitation went out by email (the owner's list then says 'Invitation sent'). */
export async function markInvitationEmailed(db: Db, id: number): Promise<void> {
  await db.familyMember.updateMany({ where: { id }, data: { emailSent: true } });
}

/**
 * The owner's live family ends (they delete their account, or their Family plan ends): each
 * active member is told why on their next visit (`familyEnded` of the family status). Call it in
 * the owner's transaction, while the owner's membership rows still exist, and only when the
 * owner's plan was 'family' (a family already over was told already).
 */
export async function markFamilyEnded(
  tx: Tx,
  ownerId: string,
  reason: FamilyEndedReason,
  now: Date,
): Promise<void> {
  const rows = await tx.familyMember.findMany({
    where: { ownerId, status: 'active', memberUserId: { not: null } },
    select: { memberUserId: true },
  });
  const ids = rows.map((r) => r.memberUserId).filter((id): id is string => id !== null);
  if (ids.length === 0) return;
  await tx.user.updateMany({
    where: { id: { in: ids } },
    data: { familyEndedReason: reason, familyEndedAt: now },
  });
}

/** The owner's Family plan is back: their members' 'plan ended' notice no longer holds. */
export async function clearPlanEndedNotices(tx: Tx, ownerId: string): Promise<void> {
  await tx.user.updateMany({
    where: {
      familyEndedReason: 'plan_ended',
      familyMemberships: { some: { ownerId, status: 'active' } },
    },
    data: { familyEndedReason: null, familyEndedAt: null },
  });
}

/** The member has been told why their family ended: the notice goes. */
export async function clearFamilyEndedNotice(db: Db, userId: string): Promise<void> {
  await db.user.updateMany({
    where: { id: userId },
    data: { familyEndedReason: null, familyEndedAt: null },
  });
}

/**
 * The children an invitation's owner shares with the family, while `user` could accept it (it is
 * addressed to them, pending and unexpired, and the owner's plan is 'family'); empty otherwise.
 */
export async function childrenSharedByInvitation(
  db: Db,
  user: User,
  memberId: number,
  now: Date,
): Promise<Array<{ currentStage: string; dateOfBirth: Date | null }>> {
  const invitation = await db.familyMember.findFirst({
    where: {
      id: memberId,
      email: invitationAddressOf(user),
      status: 'pending',
      expiresAt: { gt: now },
      ownerId: { not: user.id },
      owner: { plan: 'family' },
    },
    select: { ownerId: true },
  });
  if (!invitation) return [];
  return db.childProfile.findMany({
    where: { userId: invitation.ownerId, sharedWithFamily: true },
    select: { currentStage: true, dateOfBirth: true },
  });
}
