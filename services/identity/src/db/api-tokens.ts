import type { ApiToken } from '../generated/prisma/client.js';
import type { Db } from './client.js';
import { lockUser } from './client.js';

/** The user's tokens, newest first. */
export function listApiTokens(db: Db, userId: string): Promise<ApiToken[]> {
  return db.apiToken.findMany({ where: { userId }, orderBy: [{ createdAt: 'desc' }, { id: 'desc' }] });
}

export type CreateApiTokenResult =
  { kind: 'created'; token: ApiToken } | { kind: 'limit' } | { kind: 'no_user' };

/**
 * Stores a token (its hash and hint only) unless the user already holds `max`; the user's row is
 * locked so two concurrent creates cannot both pass the count.
 */
export function createApiToken(
  db: Db,
  userId: string,
  fields: { name: string; scope: string; tokenHash: string; hint: string },
  max: number,
  now: Date,
): Promise<CreateApiTokenResult> {
  return db.$transaction(async (tx) => {
    if (!(await lockUser(tx, userId))) return { kind: 'no_user' } as const;
    const count = await tx.apiToken.count({ where: { userId } });
    if (count >= max) return { kind: 'limit' } as const;
    const token = await tx.apiToken.create({ data: { ...fields, userId, createdAt: now } });
    return { kind: 'created', token } as const;
  });
}

/** False when the user has no such token (another user's included). */
export async function deleteApiToken(db: Db, userId: string, id: number): Promise<boolean> {
  const { count } = await db.apiToken.deleteMany({ where: { id, userId } });
  return count > 0;
}

export function findApiTokenByHash(db: Db, tokenHash: string): Promise<ApiToken | null> {
  return db.apiToken.findUnique({ where: { tokenHash } });
}

/** Records a use, only when the stored time is `staleBefore` or older (at most once a minute). */
export async function touchApiToken(db: Db, id: number, now: Date, staleBefore: Date): Promise<void> {
  await db.apiToken.updateMany({
    where: { id, OR: [{ lastUsedAt: null }, { lastUsedAt: { lte: staleBefore } }] },
    data: { lastUsedAt: now },
  });
}
