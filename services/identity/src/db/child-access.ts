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

/** The children a user sees: their own (oldest first), then the ones their partner shares. */
export async function visibleChildProfiles(
  db: Db,
  userId: string,
): Promise<Array<{ child: ChildProfile; sharedBy: string | null }>> {
  const [own, partner] = await Promise.all([
    db.childProfile.findMany({ where: { userId }, orderBy: { id: 'asc' } }),
    familyPartnerOf(db, userId),
  ]);
  const shared = partner
    ? await db.childProfile.findMany({
        where: { userId: partner.userId, sharedWithFamily: true },
        orderBy: { id: 'asc' },
      })
    : [];
  const sharedBy = partner ? partner.displayName || partner.email : null;
  return [
    ...own.map((child) => ({ child, sharedBy: null })),
    ...shared.map((child) => ({ child, sharedBy })),
  ];
}
