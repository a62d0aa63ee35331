import type { ChildProfile } from '../generated/prisma/client.js';
import type { Db } from './client.js';
import { familyPartnerOf } from './family.js';

/**
 * What a user may do with a child profile: their own child (role 'owner'), or a child their
 * family partner shares with the family (role 'partner': read and record milestones, growth and
 * feeding, delete only the growth and feeding entries they added, never edit, activate or delete
 * the profile). `sharedBy` names the partner (display name or email) on a shared child, null on
 * one's own.
 */
export interface ChildAccess {
  child: ChildProfile;
  role: 'owner' | 'partner';
  /** The child's owner: the user whose lock serialises changes to the child's records. */
  ownerId: string;
  sharedBy: string | null;
}

/** The refusal of a partner's delete of an entry someone else added (they can see it: not a 404). */
export const ONLY_OWN_ENTRIES = 'You can only delete entries you added';

/**
 * Whether a user may change or delete one of a child's records (a growth measurement, a feeding
 * entry): the child's owner any record of their child, a family partner only the ones they added.
 */
export function mayChangeRecord(access: ChildAccess, userId: string, recordUserId: string): boolean {
  return access.role === 'owner' || recordUserId === userId;
}

/**
 * The one access rule for a child's records: null when the child does not exist, is another
 * user's and not shared, or is shared by someone who is no longer the user's family partner
 * (sharing ends with the family: `familyPartnerOf` answers null then).
 */
export async function childAccessFor(
  db: Db,
  userId: string,
  childProfileId: number,
): Promise<ChildAccess | null> {
  const child = await db.childProfile.findUnique({ where: { id: childProfileId } });
  if (!child) return null;
  if (child.userId === userId) return { child, role: 'owner', ownerId: userId, sharedBy: null };
  if (!child.sharedWithFamily) return null;
  const partner = await familyPartnerOf(db, userId);
  if (!partner || partner.userId !== child.userId) return null;
  return { child, role: 'partner', ownerId: child.userId, sharedBy: partner.displayName || partner.email };
}

/**
 * The children a user sees: their own (oldest first), then the ones their partner shares, with
 * which one is active for this user. That is the shared child they chose (`activeSharedChildId`)
 * while it is still shared with them, and then none of their own (their stored flag is kept for
 * when the choice ends); otherwise their own active child, and a shared one never.
 */
export async function visibleChildProfiles(
  db: Db,
  userId: string,
): Promise<Array<{ child: ChildProfile; sharedBy: string | null; isActive: boolean }>> {
  const [own, partner, user] = await Promise.all([
    db.childProfile.findMany({ where: { userId }, orderBy: { id: 'asc' } }),
    familyPartnerOf(db, userId),
    db.user.findUnique({ where: { id: userId }, select: { activeSharedChildId: true } }),
  ]);
  const shared = partner
    ? await db.childProfile.findMany({
        where: { userId: partner.userId, sharedWithFamily: true },
        orderBy: { id: 'asc' },
      })
    : [];
  const sharedBy = partner ? partner.displayName || partner.email : null;
  const choice = shared.find((c) => c.id === user?.activeSharedChildId)?.id ?? null;
  return [
    ...own.map((child) => ({ child, sharedBy: null, isActive: choice === null && child.isActive })),
    ...shared.map((child) => ({ child, sharedBy, isActive: child.id === choice })),
  ];
}

/**
 * Keeps a family partner's choice of a shared child (null: none, their own active child again).
 * False, and nothing changed, when the child is not one shared with them (another user's child not
 * shared, a former partner's, one's own, none).
 */
export async function chooseSharedChild(
  db: Db,
  userId: string,
  childProfileId: number | null,
): Promise<boolean> {
  if (childProfileId !== null) {
    const access = await childAccessFor(db, userId, childProfileId);
    if (access?.role !== 'partner') return false;
  }
  await db.user.update({ where: { id: userId }, data: { activeSharedChildId: childProfileId } });
  return true;
}
