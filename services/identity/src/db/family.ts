import type { FamilyMember as FamilyMemberRow, User } from '../generated/prisma/client.js';
import type { Db } from './client.js';

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
 * settings such as shareNameFavorites.
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
