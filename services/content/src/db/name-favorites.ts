import type { GeneratedName } from '@nestkeep/common';
import type { NameFavorite as NameFavoriteRow } from '../generated/prisma/client.js';
import type { Db } from './client.js';

export type { NameFavoriteRow };

/** The favourites of these users (the caller decides whose a user may see), newest first. */
export function listFavoritesOf(db: Db, userIds: readonly string[]): Promise<NameFavoriteRow[]> {
  return db.nameFavorite.findMany({
    where: { userId: { in: [...userIds] } },
    orderBy: [{ createdAt: 'desc' }, { name: 'asc' }],
    take: 2000,
  });
}

/** The user's own favourite of this name, whatever its case. */
export function findFavorite(db: Db, userId: string, name: string): Promise<NameFavoriteRow | null> {
  return db.nameFavorite.findFirst({ where: { userId, name: { equals: name, mode: 'insensitive' } } });
}

export function countFavorites(db: Db, userId: string): Promise<number> {
  return db.nameFavorite.count({ where: { userId } });
}

/** Stores the card; a concurrent save of the same name keeps the first. */
export async function insertFavorite(
  db: Db,
  userId: string,
  card: GeneratedName,
  now: Date,
): Promise<NameFavoriteRow> {
  return db.nameFavorite.upsert({
    where: { userId_name: { userId, name: card.name } },
    create: { userId, name: card.name, card, createdAt: now },
    update: {},
  });
}

/** Deletes the user's own favourite of this name (any case); false when there is none. */
export async function deleteFavorite(db: Db, userId: string, name: string): Promise<boolean> {
  const { count } = await db.nameFavorite.deleteMany({
    where: { userId, name: { equals: name, mode: 'insensitive' } },
  });
  return count > 0;
}
