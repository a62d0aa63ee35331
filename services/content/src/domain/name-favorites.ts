import {
  AppError,
  generatedNameSchema,
  notFound,
  type GeneratedName,
  type InternalFamily,
  type Logger,
  type NameFavorites,
} from '@nestkeep/common';
import type { Db } from '../db/client.js';
import {
  countFavorites,
  deleteFavorite,
  findFavorite,
  insertFavorite,
  listFavoritesOf,
  type NameFavoriteRow,
} from '../db/name-favorites.js';

/** Favourites one user may keep. */
export const NAME_FAVORITES_MAX = 500;

export type NameFavorite = NameFavorites['favorites'][number];

/** Whose favourites a user sees, and how each owner is named to them (absent for their own). */
export interface FavoriteOwner {
  userId: string;
  sharedBy?: string;
}

/**
 * The family seam: whose favourites `userId` sees. Their own, and the partner's on the same family
 * plan while both share name favourites, as { userId: partnerId, sharedBy: partner's name or
 * email }. If identity cannot be asked, only their own: the list never fails for the family part.
 */
export async function favoriteOwnersFor(
  userId: string,
  familyOf: (userId: string) => Promise<InternalFamily>,
  logger?: Logger,
): Promise<FavoriteOwner[]> {
  const own = { userId };
  try {
    const family = await familyOf(userId);
    const partner = family.partner;
    if (!partner || !family.shareNameFavorites || partner.userId === userId) return [own];
    return [own, { userId: partner.userId, sharedBy: partner.displayName || partner.email }];
  } catch (err) {
    logger?.warn({ userId, err: String(err) }, 'family unknown (identity unreachable): own favourites only');
    return [own];
  }
}

function toFavorite(row: NameFavoriteRow, sharedBy: string | undefined): NameFavorite | null {
  // A stored card that no longer fits the contract (an older shape) is left out, not sent broken.
  const card = generatedNameSchema.safeParse(row.card);
  if (!card.success) return null;
  return { ...card.data, savedAt: row.createdAt.toISOString(), ...(sharedBy ? { sharedBy } : {}) };
}

/** The favourites the user sees, newest first: their own, then (with family sharing) the partner's. */
export async function listFavorites(
  db: Db,
  userId: string,
  familyOf: (userId: string) => Promise<InternalFamily>,
  logger?: Logger,
): Promise<NameFavorite[]> {
  const owners = await favoriteOwnersFor(userId, familyOf, logger);
  const sharedBy = new Map(owners.map((o) => [o.userId, o.userId === userId ? undefined : o.sharedBy]));
  const rows = await listFavoritesOf(
    db,
    owners.map((o) => o.userId),
  );
  // Own first, then the partner's; each newest first (the query's order, kept by a stable sort).
  const rank = new Map(owners.map((o, i) => [o.userId, i]));
  const ordered = [...rows].sort((a, b) => (rank.get(a.userId) ?? 0) - (rank.get(b.userId) ?? 0));
  return ordered.flatMap((row) => toFavorite(row, sharedBy.get(row.userId)) ?? []);
}

/** Keeps the card; saving a name already kept (any case) answers the kept one. */
export async function addFavorite(
  db: Db,
  userId: string,
  card: GeneratedName,
  now: Date,
): Promise<NameFavorite> {
  const existing = await findFavorite(db, userId, card.name);
  if (existing)
    return toFavorite(existing, undefined) ?? { ...card, savedAt: existing.createdAt.toISOString() };
  if ((await countFavorites(db, userId)) >= NAME_FAVORITES_MAX) {
    throw new AppError(
      409,
      'favorites_limit_reached',
      `You can keep at most ${NAME_FAVORITES_MAX} favorite names. Remove some to add more.`,
    );
  }
  const row = await insertFavorite(db, userId, card, now);
  return toFavorite(row, undefined)!;
}

export async function removeFavorite(db: Db, userId: string, name: string): Promise<void> {
  if (!(await deleteFavorite(db, userId, name))) throw notFound('This name is not in your favorites');
}
