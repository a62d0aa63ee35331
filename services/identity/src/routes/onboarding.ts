import express from 'express';
import { onboardingRequest, parseInput, unauthorized, userIdOf } from '@nestkeep/common';
import type { IdentityDeps } from '../deps.js';
import { completeOnboarding, findUserById } from '../db/users.js';
import { planOnboarding } from '../domain/onboarding.js';
import { toCurrentUser } from '../domain/users.js';

export function onboardingRoutes(deps: IdentityDeps): express.Router {
  const router = express.Router();

  router.post('/api/onboarding', async (req, res) => {
    const body = parseInput(onboardingRequest, req.body);
    const userId = userIdOf(req);
    if (!(await findUserById(deps.db, userId))) throw unauthorized();
    const now = deps.now();
    const user = await completeOnboarding(deps.db, userId, planOnboarding(body, now), now);
    deps.onEventsWritten();
    res.json(toCurrentUser(user, deps.adminEmails));
  });

  return router;
}
