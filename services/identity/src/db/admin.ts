import type { Prisma, User } from '../generated/prisma/client.js';
import { deleteUserEverywhere } from './privacy.js';
import { markFamilyEnded } from './family.js';
import { IDENTITY_SCHEMA, lockUser, type Db, type Tx } from './client.js';
import { writeAudit, type AuditActor } from './audit.js';
import {
  adminPlanOf,
  ADMIN_DELETE_REASON,
  DELETE_SUMMARY,
  optInSummary,
  PAID_PLANS,
  planSummary,
  type AdminPlan,
} from '../domain/admin.js';

/**
 * Each user's plan as they have it (domain `adminPlanOf`: the effective plan of /api/auth/user,
 * and the owner whose Family plan a member shares), from their active memberships in one query.
 */
export async function adminPlansOf(db: Db, users: User[]): Promise<Map<string, AdminPlan>> {
  const memberships = users.length
    ? await db.familyMember.findMany({
        where: { memberUserId: { in: users.map((u) => u.id) }, status: 'active' },
        include: { owner: true },
      })
    : [];
  const byMember = new Map(memberships.map((m) => [m.memberUserId, m]));
  return new Map(users.map((u) => [u.id, adminPlanOf(u, byMember.get(u.id) ?? null)]));
}

/** A page of users, newest first; `search` matches email or display name, case-insensitive. */
export async function listUsersForAdmin(
  db: Db,
  query: { search?: string; page: number; pageSize: number },
): Promise<{ users: User[]; total: number }> {
  // Prisma puts the text inside ILIKE '%…%' as is: escape LIKE's wildcards so they match themselves.
  const search = query.search?.trim().replace(/[\\%_]/g, (c) => `\\${c}`);
  const where: Prisma.UserWhereInput = search
    ? {
        OR: [
          { email: { contains: search, mode: 'insensitive' } },
          { displayName: { contains: search, mode: 'insensitive' } },
        ],
      }
    : {};
  const [users, total] = await Promise.all([
    db.user.findMany({
      where,
      orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
      skip: (query.page - 1) * query.pageSize,
      take: query.pageSize,
    }),
    db.user.count({ where }),
  ]);
  return { users, total };
}

/** Identity's part of the stat cards, in one statement. */
export async function userStats(
  db: Db,
  windows: { today: Date; week: Date; month: Date },
): Promise<{
  totalUsers: number;
  proUsers: number;
  emailOptInUsers: number;
  newUsersToday: number;
  newUsersThisWeek: number;
  newUsersThisMonth: number;
}> {
  const [row] = await db.$queryRawUnsafe<Array<Record<string, number>>>(
    `SELECT count(*)::int AS "totalUsers",
            count(*) FILTER (WHERE plan::text = ANY($1::text[]))::int AS "proUsers",
            count(*) FILTER (WHERE email_opt_in)::int AS "emailOptInUsers",
            count(*) FILTER (WHERE created_at >= $2)::int AS "newUsersToday",
            count(*) FILTER (WHERE created_at >= $3)::int AS "newUsersThisWeek",
            count(*) FILTER (WHERE created_at >= $4)::int AS "newUsersThisMonth"
       FROM "${IDENTITY_SCHEMA}"."users"`,
    [...PAID_PLANS],
    windows.today,
    windows.week,
    windows.month,
  );
  return {
    totalUsers: row!.totalUsers!,
    proUsers: row!.proUsers!,
    emailOptInUsers: row!.emailOptInUsers!,
    newUsersToday: row!.newUsersToday!,
    newUsersThisWeek: row!.newUsersThisWeek!,
    newUsersThisMonth: row!.newUsersThisMonth!,
  };
}

export interface AdminUpdate {
  plan?: 'free' | 'pro';
  emailOptIn?: boolean;
  emailOptInDate?: Date | null;
}

/**
 * Applies an admin's change to a user and writes one audit row per change, in ONE transaction
 * (the user row locked). Returns the updated user, or null when there is no such user.
 */
export async function updateUserAsAdmin(
  db: Db,
  admin: AuditActor,
  userId: string,
  update: AdminUpdate,
  now: Date,
): Promise<User | null> {
  return db.$transaction(async (tx) => {
    if (!(await lockUser(tx, userId))) return null;
    const before = await tx.user.findUniqueOrThrow({ where: { id: userId }, select: { plan: true } });
    // An owner's Family plan taken away: their member is told why on their next visit.
    if (before.plan === 'family' && update.plan !== undefined) {
      await markFamilyEnded(tx, userId, 'plan_ended', now);
    }
    const data: Prisma.UserUpdateInput = {};
    if (update.plan !== undefined) data.plan = update.plan;
    if (update.emailOptIn !== undefined) {
      data.emailOptIn = update.emailOptIn;
      data.emailOptInDate =
        update.emailOptInDate !== undefined ? update.emailOptInDate : update.emailOptIn ? now : null;
    }
    const user = await tx.user.update({ where: { id: userId }, data });
    if (update.plan !== undefined) {
      await writeAudit(tx, {
        admin,
        action: 'plan.changed',
        targetUserId: userId,
        summary: planSummary(update.plan),
        at: now,
      });
    }
    if (update.emailOptIn !== undefined) {
      await writeAudit(tx, {
        admin,
        action: 'email-opt-in.changed',
        targetUserId: userId,
        summary: optInSummary(update.emailOptIn),
        at: now,
      });
    }
    return user;
  });
}

/**
 * Runs `work`, written for a client that opens its own transaction (`db.$transaction(fn)`), inside
 * the transaction `tx` instead: its writes and ours commit or roll back together.
 */
function inTransaction(tx: Tx): Db {
  return new Proxy(tx, {
    get(target, prop, receiver) {
      if (prop === '$transaction') {
        return (arg: unknown) =>
          typeof arg === 'function'
            ? (arg as (t: Tx) => Promise<unknown>)(tx)
            : Promise.all(arg as unknown[]);
      }
      return Reflect.get(target, prop, receiver) as unknown;
    },
  }) as unknown as Db;
}

/**
 * The same deletion as the user's own (deleteUserEverywhere: identity's rows and a user.deleted
 * event for the other services) plus its audit row, in ONE transaction. The audit row names no one:
 * the deleted user's id is not kept. False when there is no such user.
 */
export async function deleteUserAsAdmin(
  db: Db,
  admin: AuditActor,
  userId: string,
  now: Date,
): Promise<boolean> {
  return db.$transaction(async (tx) => {
    const deleted = await deleteUserEverywhere(inTransaction(tx), userId, ADMIN_DELETE_REASON);
    if (deleted) {
      await writeAudit(tx, {
        admin,
        action: 'user.deleted',
        targetUserId: null,
        summary: DELETE_SUMMARY,
        at: now,
      });
    }
    return deleted;
  });
}
