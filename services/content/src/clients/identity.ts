import {
  AppError,
  internalFamily,
  PLANS,
  serviceToken,
  type InternalFamily,
  type Plan,
} from '@nestkeep/common';
import { z } from 'zod';

const userPlanResponse = z.object({ id: z.string(), plan: z.enum(PLANS) });

/**
 * A user's plan, asked of identity (which owns it) and remembered for `ttlMs`. If identity cannot
 * be reached, a remembered answer up to a day old is used rather than refusing a save.
 */
export function createPlanLookup(opts: { identityUrl: string; secret: string; ttlMs?: number }) {
  const ttlMs = opts.ttlMs ?? 30_000;
  const cache = new Map<string, { plan: Plan; at: number }>();
  return async function planOf(userId: string): Promise<Plan> {
    const hit = cache.get(userId);
    if (hit && Date.now() - hit.at < ttlMs) return hit.plan;
    try {
      const token = await serviceToken('content', { secret: opts.secret, audience: 'identity' });
      const res = await fetch(new URL(`/internal/users/${encodeURIComponent(userId)}`, opts.identityUrl), {
        headers: { 'x-internal-token': token },
        signal: AbortSignal.timeout(5000),
      });
      if (!res.ok) throw new Error(`identity answered ${res.status}`);
      const { plan } = userPlanResponse.parse(await res.json());
      if (cache.size > 50_000) cache.clear();
      cache.set(userId, { plan, at: Date.now() });
      return plan;
    } catch (err) {
      if (hit && Date.now() - hit.at < 86_400_000) return hit.plan;
      throw new AppError(503, 'unavailable', 'Your plan could not be checked right now; please try again', {
        cause: String(err),
      });
    }
  };
}
export type PlanLookup = ReturnType<typeof createPlanLookup>;

const userStageResponse = z.object({
  userStage: z.string().nullish(),
  trimester: z.string().nullish(),
});
export interface UserStageRef {
  userStage: string | null;
  trimester: string | null;
}

/**
 * The user's own onboarding stage and trimester (identity's GET /internal/users/:id), asked at
 * each call: a question asked about no child is answered for it (trying to conceive). Throws when
 * identity cannot answer.
 */
export function createUserStageLookup(opts: { identityUrl: string; secret: string; timeoutMs?: number }) {
  return async function userStageOf(userId: string): Promise<UserStageRef> {
    const token = await serviceToken('content', { secret: opts.secret, audience: 'identity' });
    const res = await fetch(new URL(`/internal/users/${encodeURIComponent(userId)}`, opts.identityUrl), {
      headers: { 'x-internal-token': token },
      signal: AbortSignal.timeout(opts.timeoutMs ?? 3000),
    });
    if (!res.ok) throw new Error(`identity answered ${res.status}`);
    const body = userStageResponse.parse(await res.json());
    return { userStage: body.userStage ?? null, trimester: body.trimester ?? null };
  };
}
export type UserStageLookup = ReturnType<typeof createUserStageLookup>;

const childrenResponse = z.array(
  z.object({
    id: z.number().int(),
    isActive: z.boolean(),
    // What the chat assistant reads of the child (optional: a fake or an older identity may omit them).
    name: z.string().nullish(),
    currentStage: z.string().optional(),
    dateOfBirth: z.string().nullish(),
    /** On a child the user's family partner shares with them: the partner's name (never active for the user). */
    sharedBy: z.string().nullish(),
  }),
);
export type ChildRef = z.infer<typeof childrenResponse>[number];

/**
 * A user's children ([{ id, isActive, name, currentStage, dateOfBirth, sharedBy }]): their own and
 * the ones their family partner shares with them, asked of identity at each call (sharing ends
 * with the family): a save is stamped with the child active right now or any of these when
 * chosen, and a chat question is answered
 * for the child's stage and age now. Throws when identity cannot answer; the caller decides what a save
 * does then (it still succeeds, unstamped).
 */
export function createChildrenLookup(opts: { identityUrl: string; secret: string; timeoutMs?: number }) {
  return async function childrenOf(userId: string): Promise<ChildRef[]> {
    const token = await serviceToken('content', { secret: opts.secret, audience: 'identity' });
    const res = await fetch(
      new URL(`/internal/users/${encodeURIComponent(userId)}/children`, opts.identityUrl),
      { headers: { 'x-internal-token': token }, signal: AbortSignal.timeout(opts.timeoutMs ?? 3000) },
    );
    if (!res.ok) throw new Error(`identity answered ${res.status}`);
    return childrenResponse.parse(await res.json());
  };
}
export type ChildrenLookup = ReturnType<typeof createChildrenLookup>;

/**
 * The adult a user shares a family plan with, and whether they share baby-name favourites
 * (identity's GET /internal/users/:id/family), asked at each call so sharing ends the moment the
 * family does. Throws when identity cannot answer; the caller decides (favourites: own only).
 */
export function createFamilyLookup(opts: { identityUrl: string; secret: string; timeoutMs?: number }) {
  return async function familyOf(userId: string): Promise<InternalFamily> {
    const token = await serviceToken('content', { secret: opts.secret, audience: 'identity' });
    const res = await fetch(
      new URL(`/internal/users/${encodeURIComponent(userId)}/family`, opts.identityUrl),
      { headers: { 'x-internal-token': token }, signal: AbortSignal.timeout(opts.timeoutMs ?? 2000) },
    );
    if (!res.ok) throw new Error(`identity answered ${res.status}`);
    return internalFamily.parse(await res.json());
  };
}
export type FamilyLookup = ReturnType<typeof createFamilyLookup>;
