import express from 'express';
import {
  onboardingInvitationQuery,
  onboardingRequest,
  parseInput,
  unauthorized,
  userIdOf,
} from '@nestkeep/common';
import type { IdentityDeps } from '../deps.js';
import { childrenSharedByInvitation } from '../db/family.js';
import { completeOnboarding, findUserById } from '../db/users.js';
import { childrenNotAlreadyShared, verifyInvitation } from '../domain/family.js';
import { planOnboarding } from '../domain/onboarding.js';
import { toCurrentUser } from '../domain/users.js';

export function onboardingRoutes(deps: IdentityDeps): express.Router {
  const router = express.Router();

  router.post('/api/onboarding', async (req, res) => {
    const body = parseInput(onboardingRequest, req.body);
    const { familyInvitation } = parseInput(onboardingInvitationQuery, req.query);
    const userId = userIdOf(req);
    const before = await findUserById(deps.db, userId);
    if (!before) throw unauthorized();
    const now = deps.now();
    const plan = planOnboarding(body, now);
    // Onboarding on an invitation link's page (issue 22 point 5): a child the inviting owner
    // already shares with the family is not made a second time. A link that is not (or no longer)
    // this user's to accept changes nothing.
    const claims = familyInvitation
      ? verifyInvitation(deps.internalTokenSecret, familyInvitation, now)
      : null;
    if (claims) {
      const shared = await childrenSharedByInvitation(deps.db, before, claims.memberId, now);
      plan.children = childrenNotAlreadyShared(plan.children, shared);
    }
    const user = await completeOnboarding(deps.db, userId, plan, now);
    deps.onEventsWritten();
    res.json(toCurrentUser(user, deps.adminEmails));
  });

  return router;
}
