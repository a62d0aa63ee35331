import express from 'express';
import {
  emailPreferencesRequest,
  parseInput,
  profileUpdateRequest,
  unauthorized,
  userIdOf,
} from '@nestkeep/common';
import type { IdentityDeps } from '../deps.js';
import { findUserById, setEmailOptIn, updateDisplayName } from '../db/users.js';
import { withEffectivePlan } from '../db/family.js';
import { toCurrentUser } from '../domain/users.js';

/** The signed-in user's own record: /api/auth/user, /api/user/profile, /api/user/email-preferences. */
export function userRoutes(deps: IdentityDeps): express.Router {
  const router = express.Router();

  const currentUser = async (req: express.Request) => {
    const user = await findUserById(deps.db, userIdOf(req));
    if (!user) throw unauthorized(); // the session outlived its account
    return user;
  };
  /** The user as shown: with the effective plan (a live family membership gives 'family'). */
  const present = async (user: Awaited<ReturnType<typeof currentUser>>) =>
    toCurrentUser(await withEffectivePlan(deps.db, user), deps.adminEmails);

  router.get('/api/auth/user', async (req, res) => {
    res.json(await present(await currentUser(req)));
  });

  router.get('/api/user/profile', async (req, res) => {
    res.json(await present(await currentUser(req)));
  });

  router.put('/api/user/profile', async (req, res) => {
    const { displayName } = parseInput(profileUpdateRequest, req.body);
    await currentUser(req);
    res.json(await present(await updateDisplayName(deps.db, userIdOf(req), displayName)));
  });

  router.get('/api/user/email-preferences', async (req, res) => {
    const user = await currentUser(req);
    res.json({ emailOptIn: user.emailOptIn, emailOptInDate: user.emailOptInDate?.toISOString() ?? null });
  });

  router.post('/api/user/email-preferences', async (req, res) => {
    const { emailOptIn } = parseInput(emailPreferencesRequest, req.body);
    await currentUser(req);
    const user = await setEmailOptIn(deps.db, userIdOf(req), emailOptIn, deps.now());
    res.json({
      message: emailOptIn
        ? 'You are subscribed to parenting emails'
        : 'You are unsubscribed from parenting emails',
      emailOptIn: user.emailOptIn,
      emailOptInDate: user.emailOptInDate?.toISOString() ?? null,
    });
  });

  return router;
}
