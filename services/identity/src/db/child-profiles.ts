import type { ChildProfile } from '../generated/prisma/client.js';
import type { ChildProfileFields } from '../domain/child-profiles.js';
import { lockUser, type Db } from './client.js';

export function listChildProfiles(db: Db, userId: string): Promise<ChildProfile[]> {
  return db.childProfile.findMany({ where: { userId }, orderBy: { id: 'asc' } });
}

/** A new profile is active when asked to be, or when the user has no active profile yet. */
export async function createChildProfile(
  db: Db,
  userId: string,
  fields: ChildProfileFields & { currentStage: string },
  makeActive: boolean,
): Promise<ChildProfile> {
  return db.$transaction(async (tx) => {
    await lockUser(tx, userId);
    const activeCount = await tx.childProfile.count({ where: { userId, isActive: true } });
    const isActive = makeActive || activeCount === 0;
    if (isActive && activeCount > 0) {
      await tx.childProfile.updateMany({ where: { userId, isActive: true }, data: { isActive: false } });
    }
    // Asked to be active: it is, for a family partner too (their choice of a shared child ends).
    if (makeActive) await tx.user.update({ where: { id: userId }, data: { activeSharedChildId: null } });
    return tx.childProfile.create({ data: { ...fields, userId, isActive } });
  });
}

/**
 * Edits a profile with the fields `plan` decides from the stored row, under the user's lock so
 * two edits cannot combine into a date and stage neither checked. Null when the profile does not
 * exist or is not this user's; an error thrown by `plan` changes nothing.
 */
export async function updateChildProfile(
  db: Db,
  userId: string,
  id: number,
  plan: (stored: ChildProfile) => ChildProfileFields,
): Promise<ChildProfile | null> {
  return db.$transaction(async (tx) => {
    await lockUser(tx, userId);
    const stored = await tx.childProfile.findFirst({ where: { id, userId } });
    if (!stored) return null;
    return tx.childProfile.update({ where: { id }, data: plan(stored) });
  });
}

/** Deleting the active profile hands "active" to the oldest remaining one. False when not found. */
export async function deleteChildProfile(db: Db, userId: string, id: number): Promise<boolean> {
  return db.$transaction(async (tx) => {
    await lockUser(tx, userId);
    const profile = await tx.childProfile.findFirst({ where: { id, userId } });
    if (!profile) return false;
    await tx.childProfile.delete({ where: { id } });
    if (profile.isActive) {
      const next = await tx.childProfile.findFirst({ where: { userId }, orderBy: { id: 'asc' } });
      if (next) await tx.childProfile.update({ where: { id: next.id }, data: { isActive: true } });
    }
    return true;
  });
}

/**
 * Exactly one active profile per user, switched in one transaction, and no shared child chosen
 * any more (`chooseSharedChild`). Null when not found.
 */
export async function activateChildProfile(db: Db, userId: string, id: number): Promise<ChildProfile | null> {
  return db.$transaction(async (tx) => {
    await lockUser(tx, userId);
    const profile = await tx.childProfile.findFirst({ where: { id, userId } });
    if (!profile) return null;
    await tx.childProfile.updateMany({
      where: { userId, isActive: true, NOT: { id } },
      data: { isActive: false },
    });
    // One's own child chosen again: a family partner's choice of a shared child ends.
    await tx.user.update({ where: { id: userId }, data: { activeSharedChildId: null } });
    return tx.childProfile.update({ where: { id }, data: { isActive: true } });
  });
}
