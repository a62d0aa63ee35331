import type { RequestHandler } from 'express';
import { accountEnded, AppError, type EndedUsers } from '@nestkeep/common';
import { SESSIONS_UNAVAILABLE_MESSAGE } from './session.js';

/**
 * Refuses (401) a request whose session or API token belongs to an account identity has started
 * deleting or anonymising: one Redis EXISTS per authenticated request, no cache, so the refusal
 * holds from the moment identity answers (the user.deleted event ends the sessions later). A
 * request without a user passes. Redis down: 503, as for the session itself.
 */
export function refuseEndedUsers(endedUsers: Pick<EndedUsers, 'isEnded'>): RequestHandler {
  return (req, _res, next) => {
    const user = req.sessionUser;
    if (!user) return next();
    endedUsers.isEnded(user.id).then(
      (ended) => {
        if (!ended) return next();
        req.sessionUser = undefined;
        req.apiToken = undefined;
        next(accountEnded());
      },
      (err: unknown) =>
        next(new AppError(503, 'unavailable', SESSIONS_UNAVAILABLE_MESSAGE, { cause: String(err) })),
    );
  };
}
