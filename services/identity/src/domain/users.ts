import type { CurrentUser } from '@nestkeep/common';
import type { User } from '../generated/prisma/client.js';

/** Admins are named by configuration (ADMIN_EMAILS), compared case-insensitively. */
export function roleFor(email: string, adminEmails: readonly string[]): 'user' | 'admin' {
  return adminEmails.includes(email.trim().toLowerCase()) ? 'admin' : 'user';
}

/** The user as shown to them; the role from ADMIN_EMAILS now, not as stored at sign-in (issue 21). */
export function toCurrentUser(u: User, adminEmails: readonly string[]): CurrentUser {
  const role = roleFor(u.email, adminEmails);
  return {
    id: u.id,
    email: u.email,
    displayName: u.displayName,
    profilePicture: u.profilePicture,
    plan: u.plan,
    subscriptionStatus: u.subscriptionStatus,
    role,
    isAdmin: role === 'admin',
    onboardingCompleted: u.onboardingCompleted,
    userStage: (u.userStage as CurrentUser['userStage']) ?? null,
    interests: u.interests,
    emailOptIn: u.emailOptIn,
    emailOptInDate: u.emailOptInDate ? u.emailOptInDate.toISOString() : null,
    createdAt: u.createdAt.toISOString(),
    firstSignIn: u.previousLoginAt === null,
  };
}
