import { CONTENT_SCHEMA, type Db, type Tx } from './client.js';

/** The monthly counters of the free plan: saves, and AI chat questions. */
export type UsageTable = 'save_usage' | 'chat_usage';

/**
 * Counts one use for the month, atomically: the row is locked by the upsert, so concurrent uses
 * can never go over `limit` (null = unlimited, still counted). False when the limit is reached.
 */
export async function consumeMonthly(
  tx: Tx | Db,
  table: UsageTable,
  userId: string,
  month: string,
  limit: number | null,
): Promise<boolean> {
  if (limit !== null && limit <= 0) return false;
  const rows = await tx.$queryRawUnsafe<Array<{ count: number }>>(
    `INSERT INTO "${CONTENT_SCHEMA}"."${table}" AS u (user_id, month, count) VALUES ($1::uuid, $2, 1)
     ON CONFLICT (user_id, month) DO UPDATE SET count = u.count + 1
       WHERE $3::int IS NULL OR u.count < $3::int
     RETURNING count`,
    userId,
    month,
    limit,
  );
  return rows.length > 0;
}

/** Counts one save for the month (see consumeMonthly). */
export function consumeSave(
  tx: Tx | Db,
  userId: string,
  month: string,
  limit: number | null,
): Promise<boolean> {
  return consumeMonthly(tx, 'save_usage', userId, month, limit);
}

export async function savesThisMonth(db: Db, userId: string, month: string): Promise<number> {
  const row = await db.saveUsage.findUnique({ where: { userId_month: { userId, month } } });
  return row?.count ?? 0;
}
