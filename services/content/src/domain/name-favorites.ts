import {
  AppError,
  generatedNameSchema,
  notFound,
  type GeneratedName,
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
 * The family seam: whose favourites `userId` sees. Today only their own. Family sharing (issue
 * 10) adds the partner on the same family plan here, as { userId: partnerId, sharedBy: partner's
 * name }; listing then marks those entries `sharedBy`, and only the user's own can be removed.
 */
export async function favoriteOwnersFor(userId: string): Promise<FavoriteOwner[]> {
  return [{ userId }];
}

function toFavorite(row: NameFavoriteRow, sharedBy: string | undefined): NameFavorite | null {
  // A stored card that no longer fits the contract (an older shape) is left out, not sent broken.
  const card = generatedNameSchema.safeParse(row.card);
  if (!card.success) return null;
  return { ...card.data, savedAt: row.createdAt.toISOString(), ...(sharedBy ? { sharedBy } : {}) };
}

/** The favourites the user sees, newest first: their own, then (with family sharing) the partner's. */
export async function listFavorites(db: Db, userId: string): Promise<NameFavorite[]> {
  const owners = await favoriteOwnersFor(userId);
  const sharedBy = new Map(owners.map((o) => [o.userId, o.userId === userId ? undefined : o.sharedBy]));
  const rows = await listFavoritesOf(
    db,
    owners.map((o) => o.userId),
  );
  return rows.flatMap((row) => toFavorite(row, sharedBy.get(row.userId)) ?? []);
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
