import express from 'express';
import {
  childProfileCreateRequest,
  childProfileUpdateRequest,
  idParam,
  notFound,
  parseInput,
  sharedChildChoiceRequest,
  type SharedChildChoiceResponse,
  userIdOf,
} from '@nestkeep/common';
import type { IdentityDeps } from '../deps.js';
import {
  activateChildProfile,
  createChildProfile,
  deleteChildProfile,
  updateChildProfile,
} from '../db/child-profiles.js';
import { chooseSharedChild, visibleChildProfiles } from '../db/child-access.js';
import {
  planChildProfileEdit,
  toChildProfileFields,
  toChildProfileResponse,
} from '../domain/child-profiles.js';

/**
 * A user's child profiles, and (read-only) the ones their family partner shares. Editing,
 * deleting and activating are the owner's only: another user's profile id, a partner's shared one
 * included, answers 404. A partner chooses a shared child with PUT shared-choice instead.
 */
export function childProfileRoutes(deps: IdentityDeps): express.Router {
  const router = express.Router();

  router.get('/api/child-profiles', async (req, res) => {
    // The user's own children, then the ones their family partner shares (read-only here).
    const profiles = await visibleChildProfiles(deps.db, userIdOf(req));
    const now = deps.now();
    res.json(profiles.map((p) => toChildProfileResponse(p.child, now, p.sharedBy, p.isActive)));
  });

  // A family partner's choice of a shared child, kept for every device (before the :id routes).
  router.put('/api/child-profiles/shared-choice', async (req, res) => {
    const { childProfileId } = parseInput(sharedChildChoiceRequest, req.body);
    if (!(await chooseSharedChild(deps.db, userIdOf(req), childProfileId))) {
      throw notFound('Child profile not found');
    }
    res.json({ childProfileId } satisfies SharedChildChoiceResponse);
  });

  router.post('/api/child-profiles', async (req, res) => {
    const body = parseInput(childProfileCreateRequest, req.body);
    const fields = { ...toChildProfileFields(body), currentStage: body.currentStage };
    const profile = await createChildProfile(deps.db, userIdOf(req), fields, body.isActive === true);
    res.status(201).json(toChildProfileResponse(profile, deps.now()));
  });

  router.put('/api/child-profiles/:id', async (req, res) => {
    const id = idParam(req.params.id);
    const body = parseInput(childProfileUpdateRequest, req.body);
    const now = deps.now();
    const profile = await updateChildProfile(deps.db, userIdOf(req), id, (stored) =>
      planChildProfileEdit(stored, body, now),
    );
    if (!profile) throw notFound('Child profile not found');
    res.json(toChildProfileResponse(profile, now));
  });

  router.delete('/api/child-profiles/:id', async (req, res) => {
    const id = idParam(req.params.id);
    if (!(await deleteChildProfile(deps.db, userIdOf(req), id))) throw notFound('Child profile not found');
    res.status(204).end();
  });

  router.patch('/api/child-profiles/:id/activate', async (req, res) => {
    const id = idParam(req.params.id);
    const profile = await activateChildProfile(deps.db, userIdOf(req), id);
    if (!profile) throw notFound('Child profile not found');
    res.json(toChildProfileResponse(profile, deps.now()));
  });

  return router;
}
