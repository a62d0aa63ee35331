import express from 'express';
import {
  createRateLimit,
  type createRedis,
  familyAcceptRequest,
  familyInviteRequest,
  familySettingsRequest,
  FAMILY_EXTRA_ADULTS,
  badRequest,
  forbidden,
  idParam,
  notFound,
  parseInput,
  unauthorized,
  userIdOf,
  type FamilyInviteLinkResponse,
  type FamilyInviteResponse,
  type FamilyOverview,
  type FamilyStatus,
  type Logger,
  type RateLimit,
} from '@nestkeep/common';
import type { IdentityDeps } from '../deps.js';
import type { Db } from '../db/client.js';
import {
  acceptFamilyInvitation,
  activeMembershipOf,
  clearFamilyEndedNotice,
  createFamilyInvitation,
  declineFamilyInvitation,
  findFamilyMember,
  invitationAddressedTo,
  leaveFamily,
  listFamilyMembers,
  markInvitationEmailed,
  ownedInvitation,
  pendingInvitationsFor,
  removeFamilyMember,
  setShareNameFavorites,
} from '../db/family.js';
import { findUserById } from '../db/users.js';
import type { User } from '../generated/prisma/client.js';
import {
  FAMILY_ERRORS,
  familyEndedNotice,
  invitationLinkRefusal,
  invitationUrl,
  partnerNameOf,
  signInvitationUntil,
  toFamilyMember,
  toPendingInvitation,
  verifyInvitation,
} from '../domain/family.js';

/** The per-owner limit on invite requests (FAMILY_INVITES_PER_HOUR), counted in Redis. */
export function familyInviteRateLimit(
  redis: ReturnType<typeof createRedis>,
  prefix: string,
  perHour: number,
  logger?: Logger,
  now?: () => Date,
): RateLimit {
  return createRateLimit({
    redis,
    prefix,
    max: perHour,
    windowSeconds: 3600,
    now,
    logger,
    message: FAMILY_ERRORS.tooManyInvites,
  });
}

export const DEFAULT_APP_ORIGIN = 'http://localhost:5000';
export const DEFAULT_FAMILY_INVITE_TTL_DAYS = 7;

/**
 * The family card: an owner (own plan 'family') sees hasFamilyPlan; a member of a live family
 * (active, owner's plan 'family') sees isFamilyMember and the owner as primaryUser. Each sees their
 * own name-favourite switch (shareNameFavorites) and their partner's (null while there is none).
 */
export async function familyStatusOf(db: Db, user: User): Promise<FamilyStatus> {
  const membership = await activeMembershipOf(db, user.id);
  if (membership && membership.owner.plan === 'family') {
    return {
      hasFamilyPlan: user.plan === 'family',
      isFamilyMember: true,
      primaryUser: { displayName: membership.owner.displayName, email: membership.owner.email },
      shareNameFavorites: membership.memberSharesNames,
      partnerSharesNameFavorites: membership.ownerSharesNames,
      familyEnded: null,
    };
  }
  const hasFamilyPlan = user.plan === 'family';
  const rows = hasFamilyPlan
    ? await db.familyMember.findMany({ where: { ownerId: user.id }, orderBy: { id: 'asc' } })
    : [];
  // The owner's switch is the same on every row of theirs; the partner's is on the joined row.
  const joined = rows.find((r) => r.status === 'active' && r.memberUserId !== null);
  return {
    hasFamilyPlan,
    isFamilyMember: false,
    primaryUser: null,
    shareNameFavorites: hasFamilyPlan ? ((joined ?? rows[0])?.ownerSharesNames ?? true) : false,
    partnerSharesNameFavorites: joined ? joined.memberSharesNames : null,
    // A family this user was a member of ended: why, until they have been told.
    familyEnded: familyEndedNotice(user, membership?.owner ?? null),
  };
}

/** /api/family/*: the family plan's owner invites and removes one adult; the adult accepts or leaves. */
export function familyRoutes(deps: IdentityDeps): express.Router {
  const router = express.Router();
  const appOrigin = deps.family?.appOrigin ?? DEFAULT_APP_ORIGIN;
  const ttlDays = deps.family?.inviteTtlDays ?? DEFAULT_FAMILY_INVITE_TTL_DAYS;
  const mailer = deps.family?.mailer ?? null;

  const currentUser = async (req: express.Request) => {
    const user = await findUserById(deps.db, userIdOf(req));
    if (!user) throw unauthorized(); // the session outlived its account
    return user;
  };

  router.get('/api/family/status', async (req, res) => {
    res.json(await familyStatusOf(deps.db, await currentUser(req)));
  });

  router.get('/api/family', async (req, res) => {
    const user = await currentUser(req);
    const status = await familyStatusOf(deps.db, user);
    const members = status.hasFamilyPlan ? await listFamilyMembers(deps.db, user.id) : [];
    const overview: FamilyOverview = {
      ...status,
      members: members.map((m) => toFamilyMember(m, deps.now())),
      limit: FAMILY_EXTRA_ADULTS,
    };
    res.json(overview);
  });

  router.get('/api/family/members', async (req, res) => {
    const user = await currentUser(req);
    if (user.plan !== 'family') throw forbidden(FAMILY_ERRORS.planRequired);
    res.json((await listFamilyMembers(deps.db, user.id)).map((m) => toFamilyMember(m, deps.now())));
  });

  /** The invitation's link, as the invite answer gives it and as the owner fetches it again. */
  const linkOf = (owner: User, row: { id: number; email: string; expiresAt: Date }) =>
    invitationUrl(
      appOrigin,
      signInvitationUntil(
        deps.internalTokenSecret,
        { memberId: row.id, email: row.email, ownerName: partnerNameOf(owner) },
        row.expiresAt,
      ),
    );

  router.post('/api/family/invite', async (req, res) => {
    const raw = (req.body ?? {}) as { email?: unknown };
    // Trimmed before the address check (the form trims too; pasted addresses carry spaces).
    const { email } = parseInput(familyInviteRequest, {
      ...raw,
      email: typeof raw.email === 'string' ? raw.email.trim() : raw.email,
    });
    const owner = await currentUser(req);
    // Every request counts, refused ones too: the answer must not become a free probe.
    await deps.family?.inviteRateLimit?.(owner.id, 'family-invite');
    if (owner.plan !== 'family') {
      const membership = await activeMembershipOf(deps.db, owner.id);
      throw forbidden(membership ? FAMILY_ERRORS.memberCannotInvite : FAMILY_ERRORS.inviteNeedsPlan);
    }
    const row = await createFamilyInvitation(deps.db, owner, email, deps.now(), ttlDays);
    const ownerName = partnerNameOf(owner);
    const inviteUrl = linkOf(owner, row);
    let emailSent = false;
    if (mailer) {
      try {
        await mailer.sendFamilyInvitation({ to: email, ownerName, inviteUrl });
        emailSent = true;
      } catch (err) {
        // The invitation stands: the owner copies the link instead.
        deps.logger.warn({ err, memberId: row.id }, 'family invitation email not sent');
      }
    }
    if (emailSent) await markInvitationEmailed(deps.db, row.id);
    const response: FamilyInviteResponse = {
      member: toFamilyMember({ ...row, emailSent }, deps.now()),
      inviteUrl,
      emailSent,
    };
    res.status(201).json(response);
  });

  /**
   * The owner's pending row after a reload ('Link ready to share'): its link again, to copy. The
   * same link as the invite's (nothing of it is stored; see `signInvitationUntil`), so one already
   * sent still works. Another owner's invitation is 404; one that can no longer be accepted, 400.
   */
  router.post('/api/family/invitations/:id/link', async (req, res) => {
    const id = idParam(String(req.params.id), FAMILY_ERRORS.memberNotFound);
    const owner = await currentUser(req);
    const row = await ownedInvitation(deps.db, owner.id, id);
    if (!row) throw notFound(FAMILY_ERRORS.memberNotFound);
    if (owner.plan !== 'family') throw forbidden(FAMILY_ERRORS.planRequired);
    const refusal = invitationLinkRefusal(row, deps.now());
    if (refusal) throw badRequest(refusal);
    const response: FamilyInviteLinkResponse = { inviteUrl: linkOf(owner, row) };
    res.json(response);
  });

  router.delete('/api/family/members/:id', async (req, res) => {
    const id = idParam(String(req.params.id), FAMILY_ERRORS.memberNotFound);
    await removeFamilyMember(deps.db, userIdOf(req), id);
    res.status(204).end();
  });

  /** The invitation a link names: its token checked, and still the row it was made for. */
  const invitationOfToken = async (body: unknown) => {
    const { token } = parseInput(familyAcceptRequest, body);
    const claims = verifyInvitation(deps.internalTokenSecret, token, deps.now());
    if (!claims) throw badRequest(FAMILY_ERRORS.invalidToken);
    const invitation = await findFamilyMember(deps.db, claims.memberId);
    // A removed or declined invitation, or its id reused by another address: gone either way.
    if (!invitation || invitation.email !== claims.email || invitation.status === 'declined') {
      throw notFound(FAMILY_ERRORS.invitationRemoved);
    }
    return invitation;
  };

  router.post('/api/family/accept', async (req, res) => {
    const invitation = await invitationOfToken(req.body);
    const user = await currentUser(req);
    await acceptFamilyInvitation(deps.db, invitation.id, user, deps.now());
    res.json(await familyStatusOf(deps.db, user));
  });

  /** The link's page declines: only the invited address may, like accepting. */
  router.post('/api/family/decline', async (req, res) => {
    const invitation = await invitationOfToken(req.body);
    const user = await currentUser(req);
    if (invitation.ownerId === user.id) throw badRequest(FAMILY_ERRORS.ownInvitation);
    if (invitation.status === 'active') throw notFound(FAMILY_ERRORS.invitationRemoved);
    if (invitation.email !== user.email.trim().toLowerCase()) {
      throw forbidden(FAMILY_ERRORS.wrongAccount(invitation.email));
    }
    await declineFamilyInvitation(deps.db, user, invitation.id);
    res.status(204).end();
  });

  // The in-app notice: the invitations sent to my address, each accepted or declined by me.
  router.get('/api/family/invitations', async (req, res) => {
    const user = await currentUser(req);
    res.json((await pendingInvitationsFor(deps.db, user, deps.now())).map(toPendingInvitation));
  });

  /** An invitation addressed to me, else 404 (another address's invitation is not mine to see). */
  const myInvitation = async (req: express.Request) => {
    const id = idParam(String(req.params.id), FAMILY_ERRORS.invitationRemoved);
    const user = await currentUser(req);
    const invitation = await invitationAddressedTo(deps.db, user, id);
    if (!invitation) throw notFound(FAMILY_ERRORS.invitationRemoved);
    return { user, invitation };
  };

  router.post('/api/family/invitations/:id/accept', async (req, res) => {
    const { user, invitation } = await myInvitation(req);
    await acceptFamilyInvitation(deps.db, invitation.id, user, deps.now());
    res.json(await familyStatusOf(deps.db, user));
  });

  router.post('/api/family/invitations/:id/decline', async (req, res) => {
    const { user, invitation } = await myInvitation(req);
    await declineFamilyInvitation(deps.db, user, invitation.id);
    res.status(204).end();
  });

  router.patch('/api/family/settings', async (req, res) => {
    const { shareNameFavorites } = parseInput(familySettingsRequest, req.body);
    const user = await currentUser(req);
    await setShareNameFavorites(deps.db, user.id, shareNameFavorites);
    res.json(await familyStatusOf(deps.db, user));
  });

  /** The member has read why their family plan ended (the notice of their next visit). */
  router.delete('/api/family/ended-notice', async (req, res) => {
    await clearFamilyEndedNotice(deps.db, userIdOf(req));
    res.status(204).end();
  });

  router.delete('/api/family/membership', async (req, res) => {
    await leaveFamily(deps.db, userIdOf(req));
    res.status(204).end();
  });

  return router;
}
