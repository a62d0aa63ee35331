import type { GeneratedName } from '@nestkeep/common';
import type { NameFavorite as NameFavoriteRow } from '../generated/prisma/client.js';
import { CONTENT_SCHEMA, type Db } from './client.js';

export type { NameFavoriteRow };

/** The favourites of these users (the caller decides whose a user may see), newest first. */
export function listFavoritesOf(db: Db, userIds: readonly string[]): Promise<NameFavoriteRow[]> {
  return db.nameFavorite.findMany({
    where: { userId: { in: [...userIds] } },
    orderBy: [{ createdAt: 'desc' }, { name: 'asc' }],
    take: 2000,
  });
}

/**
 * The names of the user's favourites equal to `name` whatever its case. Compared with lower(), not
 * Prisma's `mode: 'insensitive'` (ILIKE): there `_`, `%` and `\` in a name act as a pattern.
 */
async function sameNameAnyCase(db: Db, userId: string, name: string): Promise<string[]> {
  const rows = await db.$queryRawUnsafe<Array<{ name: string }>>(
    `SELECT name FROM "${CONTENT_SCHEMA}"."name_favorites" WHERE user_id = $1::uuid AND lower(name) = lower($2)`,
    userId,
    name,
  );
  return rows.map((r) => r.name);
}

/** The user's own favourite of this name, whatever its case. */
export async function findFavorite(db: Db, userId: string, name: string): Promise<NameFavoriteRow | null> {
  const names = await sameNameAnyCase(db, userId, name);
  return names.length ? db.nameFavorite.findFirst({ where: { userId, name: { in: names } } }) : null;
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
  const count = await db.$executeRawUnsafe(
    `DELETE FROM "${CONTENT_SCHEMA}"."name_favorites" WHERE user_id = $1::uuid AND lower(name) = lower($2)`,
    userId,
    name,
  );
  return count > 0;
}
