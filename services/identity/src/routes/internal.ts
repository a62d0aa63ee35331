import express from 'express';
import {
  notFound,
  parseInput,
  requireServicePrincipal,
  saneDate,
  userUpsertRequest,
  type InternalFamily,
  type UserRoleResponse,
  type UserUpsertResponse,
} from '@nestkeep/common';
import type { IdentityDeps } from '../deps.js';
import { findUserById, upsertUserFromSignIn } from '../db/users.js';
import { visibleChildProfiles } from '../db/child-access.js';
import { roleFor } from '../domain/users.js';
import { effectivePlanOf, familyLinkOf } from '../db/family.js';
import { sharesNameFavorites } from '../domain/family.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Service-to-service routes; the gateway never proxies /internal, and user tokens are refused. */
export function internalRoutes(deps: IdentityDeps): express.Router {
  const router = express.Router();
  router.use('/internal', requireServicePrincipal);

  router.post('/internal/users/sign-in', async (req, res) => {
    const body = parseInput(userUpsertRequest, req.body);
    const { user, created } = await upsertUserFromSignIn(
      deps.db,
      body,
      roleFor(body.email, deps.adminEmails),
      deps.now(),
    );
    if (created) deps.onEventsWritten();
    const response: UserUpsertResponse = { id: user.id, role: user.role, created };
    res.status(created ? 201 : 200).json(response);
  });

  /**
   * Who a user is and which plan they are on (content asks, to apply the free limit), and their
   * own onboarding stage (a chat question about no child is answered for it).
   */
  router.get('/internal/users/:id', async (req, res) => {
    const userId = String(req.params.id);
    // Not found only when there is no such user: a database that is down answers 503, so content
    // keeps the plan it knew instead of taking the user for gone.
    const user = UUID.test(userId) ? await findUserById(deps.db, userId) : null;
    if (!user) throw notFound('User not found');
    // The effective plan: a member of a live family plan gets 'family' (and its limits).
    res.json({
      id: user.id,
      email: user.email,
      plan: await effectivePlanOf(deps.db, user),
      role: roleFor(user.email, deps.adminEmails),
      userStage: user.userStage,
      trimester: user.trimester,
    });
  });

  /**
   * The user's role now: ADMIN_EMAILS as configured at this moment, not as at sign-in (the
   * gateway asks, with a short cache, so an email removed from the list loses admin access).
   */
  router.get('/internal/users/:id/role', async (req, res) => {
    const userId = String(req.params.id);
    const user = UUID.test(userId) ? await findUserById(deps.db, userId) : null;
    if (!user) throw notFound('User not found');
    const answer: UserRoleResponse = { role: roleFor(user.email, deps.adminEmails) };
    res.json(answer);
  });

  /** The adult a user shares a live family plan with (content: shared baby-name favourites). */
  router.get('/internal/users/:id/family', async (req, res) => {
    const userId = String(req.params.id);
    if (!UUID.test(userId) || !(await findUserById(deps.db, userId))) throw notFound('User not found');
    const link = await familyLinkOf(deps.db, userId);
    const family: InternalFamily = link
      ? {
          partner: {
            userId: link.partner.id,
            displayName: link.partner.displayName,
            email: link.partner.email,
          },
          shareNameFavorites: sharesNameFavorites(link.membership),
        }
      : { partner: null, shareNameFavorites: false };
    res.json(family);
  });

  /**
   * The children a user may save for and chat about, as [{ id, isActive, name, currentStage,
   * dateOfBirth, sharedBy }]: their own, then the ones their family partner shares with them
   * (`sharedBy` names the partner; active for them only when they chose it, then none of their own is). Content stamps a save with the active
   * one, accepts any of these when chosen, and tells the chat assistant the child's name, stage and age.
   */
  router.get('/internal/users/:id/children', async (req, res) => {
    const userId = String(req.params.id);
    if (!UUID.test(userId)) throw notFound('User not found');
    const children = await visibleChildProfiles(deps.db, userId);
    res.json(
      children.map(({ child: c, sharedBy, isActive }) => ({
        id: c.id,
        isActive,
        name: c.name,
        currentStage: c.currentStage,
        dateOfBirth: saneDate(c.dateOfBirth)?.toISOString() ?? null,
        sharedBy,
      })),
    );
  });

  return router;
}
