import { EVENTS, outboxEvent, type UserUpsertRequest } from '@nestkeep/common';
import type { User } from '../generated/prisma/client.js';
import type { OnboardingPlan } from '../domain/onboarding.js';
import { isUniqueViolation, lockUser, type Db } from './client.js';

export function findUserById(db: Db, userId: string): Promise<User | null> {
  return db.user.findUnique({ where: { id: userId } });
}

/**
 * Records a sign-in: creates the user on first sight (with a user.created event in the same
 * transaction), else refreshes email, picture, role and last login (the one before it kept as
 * the previous sign-in). A display name the user chose is never overwritten by Google's.
 */
export async function upsertUserFromSignIn(
  db: Db,
  input: UserUpsertRequest,
  role: 'user' | 'admin',
  now: Date,
): Promise<{ user: User; created: boolean }> {
  // A pending family invitation is not accepted here: only the invitee's Accept joins a family.
  return upsertUser(db, input, role, now);
}

async function upsertUser(
  db: Db,
  input: UserUpsertRequest,
  role: 'user' | 'admin',
  now: Date,
): Promise<{ user: User; created: boolean }> {
  // The last sign-in becomes the previous one (none before it: this is the user's first).
  const refresh = async () => {
    const before = await db.user.findUniqueOrThrow({
      where: { googleId: input.googleId },
      select: { lastLoginAt: true },
    });
    return db.user.update({
      where: { googleId: input.googleId },
      data: {
        email: input.email,
        profilePicture: input.profilePicture ?? undefined,
        role,
        previousLoginAt: before.lastLoginAt,
        lastLoginAt: now,
      },
    });
  };
  const existing = await db.user.findUnique({ where: { googleId: input.googleId }, select: { id: true } });
  if (existing) return { user: await refresh(), created: false };
  try {
    const user = await db.$transaction(async (tx) => {
      const created = await tx.user.create({
        data: {
          googleId: input.googleId,
          email: input.email,
          displayName: input.displayName || null,
          profilePicture: input.profilePicture ?? null,
          role,
          lastLoginAt: now,
        },
      });
      await tx.outboxEvent.create({
        data: outboxEvent(EVENTS.userCreated, { userId: created.id, email: created.email }),
      });
      return created;
    });
    return { user, created: true };
  } catch (err) {
    // Two first sign-ins at once: the other one created the row.
    if (isUniqueViolation(err)) return { user: await refresh(), created: false };
    throw err;
  }
}

export function updateDisplayName(db: Db, userId: string, displayName: string): Promise<User> {
  return db.user.update({ where: { id: userId }, data: { displayName } });
}

/** Opting in stamps the date (kept if already opted in); opting out clears it. */
export async function setEmailOptIn(db: Db, userId: string, optIn: boolean, now: Date): Promise<User> {
  return db.$transaction(async (tx) => {
    const user = await tx.user.findUniqueOrThrow({ where: { id: userId } });
    const date = optIn ? (user.emailOptIn && user.emailOptInDate ? user.emailOptInDate : now) : null;
    return tx.user.update({ where: { id: userId }, data: { emailOptIn: optIn, emailOptInDate: date } });
  });
}

/**
 * Stores the onboarding answers. Child profiles are created only the first time, so a repeated
 * submission updates answers without duplicating children.
 */
export async function completeOnboarding(
  db: Db,
  userId: string,
  plan: OnboardingPlan,
  now: Date,
): Promise<User> {
  return db.$transaction(async (tx) => {
    await lockUser(tx, userId);
    const before = await tx.user.findUniqueOrThrow({ where: { id: userId } });
    const keepOptInDate = plan.user.emailOptIn && before.emailOptIn && before.emailOptInDate;
    const user = await tx.user.update({
      where: { id: userId },
      data: {
        ...plan.user,
        emailOptInDate: plan.user.emailOptIn ? (keepOptInDate ? before.emailOptInDate : now) : null,
        onboardingCompleted: true,
      },
    });
    if (!before.onboardingCompleted) {
      const hasActive = (await tx.childProfile.count({ where: { userId, isActive: true } })) > 0;
      for (const [i, child] of plan.children.entries()) {
        await tx.childProfile.create({ data: { ...child, userId, isActive: !hasActive && i === 0 } });
      }
      await tx.outboxEvent.create({
        data: outboxEvent(EVENTS.userOnboarded, { userId, userStage: plan.user.userStage }),
      });
    }
    return user;
  });
}
