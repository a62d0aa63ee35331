import { randomBytes, randomUUID } from 'node:crypto';
import { EVENTS, outboxEvent } from '@nestkeep/common';
import { IDENTITY_SCHEMA, lockUser, type Db, type Tx } from './client.js';
import { markFamilyEnded } from './family.js';

const S = `"${IDENTITY_SCHEMA}"`;

/** What an admin's email becomes in audit rows they wrote once their account is gone. */
export const DELETED_ADMIN_EMAIL = 'deleted-admin';

/**
 * Earlier outbox events about the user (every identity event carries `userId`; user.created also
 * their email). Gone with the user so no table keeps their identifiers. Matched by id only: an
 * email substring also matches other users' events (joann@… contains ann@…).
 */
async function deleteOutboxAbout(tx: Tx, userId: string): Promise<void> {
  await tx.$executeRawUnsafe(`DELETE FROM ${S}."outbox" WHERE payload->>'userId' = $1`, userId);
}

/**
 * Removes a user from identity in ONE transaction: the user row (children, milestone progress,
 * growth, feeding, family rows and API tokens cascade; a family owner's member is marked to be
 * told why their family plan ended), pending family invitations addressed to
 * their email, earlier outbox events about them; admin audit rows keep their text but lose the
 * user's id (and, for rows the user wrote as an admin, their email). A `user.deleted` event is
 * written to the outbox in the same transaction so every other service removes its part.
 * Returns false (and writes nothing) when the user is already gone.
 */
export async function deleteUserEverywhere(db: Db, userId: string, reason: string): Promise<boolean> {
  return db.$transaction(async (tx) => {
    if (!(await lockUser(tx, userId))) return false;
    const user = await tx.user.findUniqueOrThrow({
      where: { id: userId },
      select: { email: true, plan: true },
    });
    const email = user.email.toLowerCase();
    // The owner's member loses the family with this account: they are told why on their next visit.
    if (user.plan === 'family') await markFamilyEnded(tx, userId, 'owner_deleted', new Date());
    await tx.adminAuditLog.updateMany({
      where: { adminId: userId },
      data: { adminId: null, adminEmail: DELETED_ADMIN_EMAIL },
    });
    await tx.adminAuditLog.updateMany({ where: { targetUserId: userId }, data: { targetUserId: null } });
    // Invitations someone sent to this address and the user never accepted.
    await tx.familyMember.deleteMany({ where: { email, memberUserId: null } });
    await deleteOutboxAbout(tx, userId);
    await tx.user.delete({ where: { id: userId } });
    await tx.outboxEvent.create({ data: outboxEvent(EVENTS.userDeleted, { userId, reason }) });
    return true;
  });
}

/** An address that can never receive mail (.invalid is reserved) and names no one. */
export function anonymizedEmail(): string {
  return `anonymized-${randomBytes(12).toString('hex')}@anonymized.invalid`;
}

/** Not a Google subject (those are digits only), so no Google account can sign in to the row again. */
export function unusableGoogleId(): string {
  return `anonymized:${randomUUID()}`;
}

/**
 * Replaces the user's personal identifiers in identity in ONE transaction and writes a
 * `user.anonymized` event: name, email, Google id, picture, role and email opt-in; children's names
 * and dates of birth (stage kept); free-text notes of milestones and feeds; family rows (as owner,
 * member or invitee) and API tokens removed (a family owner's member is marked to be told why
 * their family plan ended, as when the owner deletes their account); emails inside earlier outbox
 * events replaced.
 * Counts (children, milestones, measurements, feeds, plan, onboarding answers) are kept.
 * Returns false when the user is gone.
 */
export async function anonymizeUser(db: Db, userId: string): Promise<boolean> {
  return db.$transaction(async (tx) => {
    if (!(await lockUser(tx, userId))) return false;
    const before = await tx.user.findUniqueOrThrow({
      where: { id: userId },
      select: { email: true, plan: true },
    });
    const oldEmail = before.email.toLowerCase();
    // The owner's member loses the family with this account: they are told why on their next visit.
    if (before.plan === 'family') await markFamilyEnded(tx, userId, 'owner_anonymized', new Date());
    const email = anonymizedEmail();
    await tx.user.update({
      where: { id: userId },
      data: {
        email,
        googleId: unusableGoogleId(),
        displayName: null,
        profilePicture: null,
        role: 'user',
        emailOptIn: false,
        emailOptInDate: null,
      },
    });
    await tx.childProfile.updateMany({ where: { userId }, data: { name: null, dateOfBirth: null } });
    await tx.milestoneProgress.updateMany({ where: { userId }, data: { notes: null } });
    await tx.feedingEntry.updateMany({ where: { userId }, data: { notes: null } });
    await tx.familyMember.deleteMany({
      where: { OR: [{ ownerId: userId }, { memberUserId: userId }, { email: oldEmail }] },
    });
    await tx.apiToken.deleteMany({ where: { userId } });
    await tx.adminAuditLog.updateMany({
      where: { adminId: userId },
      data: { adminId: null, adminEmail: DELETED_ADMIN_EMAIL },
    });
    // Earlier events (user.created carries the email): keep them, without the address. Matched
    // by id only (every identity event carries userId): an email substring names other users too.
    await tx.$executeRawUnsafe(
      `UPDATE ${S}."outbox" SET payload = jsonb_set(payload::jsonb, '{email}', to_jsonb($2::text))
        WHERE payload->>'userId' = $1 AND payload::jsonb ? 'email'`,
      userId,
      email,
    );
    await tx.outboxEvent.create({ data: outboxEvent(EVENTS.userAnonymized, { userId }) });
    return true;
  });
}

/** Identity's part of a privacy export, except the feeding log (paged: `feedingPageForExport`). */
export async function identityExportOf(db: Db, userId: string) {
  const user = await db.user.findUnique({ where: { id: userId } });
  if (!user) return null;
  const [children, milestones, growth, owned, memberships, tokens] = await Promise.all([
    db.childProfile.findMany({ where: { userId }, orderBy: { id: 'asc' }, omit: { userId: true } }),
    db.milestoneProgress.findMany({
      where: { userId },
      orderBy: [{ childProfileId: 'asc' }, { milestoneId: 'asc' }],
      omit: { userId: true },
      include: { milestone: { select: { stageId: true, category: true, description: true } } },
    }),
    db.growthMeasurement.findMany({
      where: { userId },
      orderBy: [{ childProfileId: 'asc' }, { measuredOn: 'asc' }, { id: 'asc' }],
      omit: { userId: true },
    }),
    db.familyMember.findMany({
      where: { ownerId: userId },
      orderBy: { id: 'asc' },
      select: { email: true, status: true, ownerSharesNames: true, invitedAt: true, acceptedAt: true },
    }),
    db.familyMember.findMany({
      where: { memberUserId: userId },
      orderBy: { id: 'asc' },
      select: { status: true, memberSharesNames: true, invitedAt: true, acceptedAt: true },
    }),
    // Names only: never the hash (nor the hint, a piece of the secret).
    db.apiToken.findMany({
      where: { userId },
      orderBy: { id: 'asc' },
      select: { name: true, scope: true, createdAt: true, lastUsedAt: true },
    }),
  ]);
  // Each row carries the user's own name-favourite switch (as owner or as member), not the partner's.
  const family = {
    invited: owned.map(({ ownerSharesNames, ...row }) => ({ ...row, shareNameFavorites: ownerSharesNames })),
    memberOf: memberships.map(({ memberSharesNames, ...row }) => ({
      ...row,
      shareNameFavorites: memberSharesNames,
    })),
  };
  return { user, children, milestones, growth, family, tokens };
}

/** One page of the user's feeding log, oldest id first, after `afterId`. */
export function feedingPageForExport(db: Db, userId: string, afterId: number, take: number) {
  return db.feedingEntry.findMany({
    where: { userId, id: { gt: afterId } },
    orderBy: { id: 'asc' },
    take,
    omit: { userId: true },
  });
}
