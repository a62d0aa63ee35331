import express from 'express';
import {
  adminUserUpdate,
  adminUsersQuery,
  badRequest,
  notFound,
  parseInput,
  unauthorized,
  type AdminStats,
  type AdminUsersResponse,
} from '@nestkeep/common';
import { z } from 'zod';
import type { IdentityDeps } from '../deps.js';
import { contentUnavailable } from '../clients/content-admin.js';
import { findUserById } from '../db/users.js';
import {
  adminPlansOf,
  deleteUserAsAdmin,
  listUsersForAdmin,
  updateUserAsAdmin,
  userStats,
} from '../db/admin.js';
import { listAudit, type AuditActor } from '../db/audit.js';
import {
  CANNOT_CHANGE_OWN_PLAN,
  CANNOT_DELETE_SELF,
  requireAdmin,
  toAdminUser,
  utcWindows,
} from '../domain/admin.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const USER_NOT_FOUND = 'User not found';

const auditQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(25),
});

/**
 * The admin panel's API (part 2 §7): the admin role only (a signed-in non-admin gets 403 'Admin
 * access required'; the gateway answers anonymous callers 401). Every change writes an audit row
 * in the same transaction; counts come from content in one call per page (503 if content is down).
 */
export function adminRoutes(deps: IdentityDeps): express.Router {
  const router = express.Router();

  router.use('/api/admin', (req, _res, next) => {
    try {
      requireAdmin(req.principal);
      next();
    } catch (err) {
      next(err);
    }
  });

  /** The admin acting (id and email for the audit log); their account must still exist. */
  const actor = async (req: express.Request): Promise<AuditActor> => {
    const admin = await findUserById(deps.db, requireAdmin(req.principal));
    if (!admin) throw unauthorized();
    return { id: admin.id, email: admin.email };
  };
  const contentAdmin = () => {
    if (!deps.contentAdmin) throw contentUnavailable();
    return deps.contentAdmin;
  };
  const userIdParam = (req: express.Request) => {
    const userId = String(req.params.userId);
    if (!UUID.test(userId)) throw notFound(USER_NOT_FOUND);
    return userId;
  };

  router.get('/api/admin/stats', async (_req, res) => {
    const [users, content] = await Promise.all([
      userStats(deps.db, utcWindows(deps.now())),
      contentAdmin().stats(),
    ]);
    const body: AdminStats = { ...users, ...content };
    res.json(body);
  });

  router.get('/api/admin/users', async (req, res) => {
    const query = parseInput(adminUsersQuery, req.query);
    const { users, total } = await listUsersForAdmin(deps.db, query);
    const [counts, plans] = await Promise.all([
      contentAdmin().userCounts(users.map((u) => u.id)),
      adminPlansOf(deps.db, users),
    ]);
    const body: AdminUsersResponse = {
      users: users.map((u) => toAdminUser(u, counts[u.id], plans.get(u.id)!)),
      total,
      page: query.page,
      pageSize: query.pageSize,
    };
    res.json(body);
  });

  router.get('/api/admin/users/:userId', async (req, res) => {
    const user = await findUserById(deps.db, userIdParam(req));
    if (!user) throw notFound(USER_NOT_FOUND);
    const [counts, plans] = await Promise.all([
      contentAdmin().userCounts([user.id]),
      adminPlansOf(deps.db, [user]),
    ]);
    res.json(toAdminUser(user, counts[user.id], plans.get(user.id)!));
  });

  router.patch('/api/admin/users/:userId', async (req, res) => {
    const userId = userIdParam(req);
    const update = parseInput(adminUserUpdate, req.body);
    if (update.emailOptInDate !== undefined && update.emailOptIn === undefined) {
      throw badRequest('emailOptInDate: send it together with emailOptIn');
    }
    const admin = await actor(req);
    if (update.plan !== undefined && userId === admin.id) throw badRequest(CANNOT_CHANGE_OWN_PLAN);
    const user = await updateUserAsAdmin(
      deps.db,
      admin,
      userId,
      {
        plan: update.plan,
        emailOptIn: update.emailOptIn,
        emailOptInDate:
          update.emailOptInDate === undefined || update.emailOptInDate === null
            ? update.emailOptInDate
            : new Date(update.emailOptInDate),
      },
      deps.now(),
    );
    if (!user) throw notFound(USER_NOT_FOUND);
    // The change is committed: counts are shown when content answers, else zero (never a false 503).
    const counts = await contentAdmin()
      .userCounts([user.id])
      .catch(() => ({}) as Record<string, undefined>);
    const plans = await adminPlansOf(deps.db, [user]);
    res.json(toAdminUser(user, counts[user.id], plans.get(user.id)!));
  });

  router.delete('/api/admin/users/:userId', async (req, res) => {
    const userId = userIdParam(req);
    const admin = await actor(req);
    if (userId === admin.id) throw badRequest(CANNOT_DELETE_SELF);
    const deleted = await deps.endedUsers.ending(userId, () =>
      deleteUserAsAdmin(deps.db, admin, userId, deps.now()),
    );
    if (!deleted) throw notFound(USER_NOT_FOUND);
    deps.onEventsWritten();
    res.json({ deleted: true });
  });

  router.get('/api/admin/audit', async (req, res) => {
    const { page, pageSize } = parseInput(auditQuery, req.query);
    res.json(await listAudit(deps.db, page, pageSize));
  });

  return router;
}
