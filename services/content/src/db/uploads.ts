import { CONTENT_SCHEMA, type Db, type Tx } from './client.js';

export type UploadReservation =
  { kind: 'reserved' } | { kind: 'over_quota' | 'too_many_pending'; used: number };

/**
 * Records an upload against its owner's quota before its files are written. One user's reservations
 * are serialised by a transaction-scoped advisory lock, so parallel uploads cannot pass the quota
 * together. `pendingMax` (null = no cap) bounds uploads not attached to an item.
 */
export async function reserveUpload(
  db: Db,
  upload: { key: string; userId: string; bytes: number; createdAt: Date },
  limits: { quotaBytes: number; pendingMax: number | null },
): Promise<UploadReservation> {
  return db.$transaction(async (tx: Tx) => {
    await tx.$executeRawUnsafe(`SELECT pg_advisory_xact_lock(hashtext('upload:' || $1))`, upload.userId);
    const [usage] = await tx.$queryRawUnsafe<Array<{ bytes: bigint | null; pending: bigint }>>(
      `SELECT sum(bytes) AS bytes, count(*) FILTER (WHERE item_id IS NULL) AS pending
         FROM "${CONTENT_SCHEMA}"."uploads" WHERE user_id = $1::uuid`,
      upload.userId,
    );
    const used = Number(usage?.bytes ?? 0);
    if (used + upload.bytes > limits.quotaBytes) return { kind: 'over_quota', used } as const;
    if (limits.pendingMax !== null && Number(usage?.pending ?? 0) >= limits.pendingMax)
      return { kind: 'too_many_pending', used } as const;
    await tx.upload.create({ data: upload });
    return { kind: 'reserved' } as const;
  });
}

/**
 * Attaches one of the user's unattached uploads to an item (it no longer expires, and goes when
 * the item does). False when it is not theirs or already attached: the row lock makes a racing
 * claim wait and then find it taken.
 */
export async function claimUpload(tx: Tx, userId: string, key: string, itemId: number): Promise<boolean> {
  const { count } = await tx.upload.updateMany({ where: { key, userId, itemId: null }, data: { itemId } });
  return count === 1;
}

/** True when `key` is one of the user's uploads not yet saved with an item. */
export async function isPendingUpload(db: Db, userId: string, key: string): Promise<boolean> {
  return (await db.upload.count({ where: { key, userId, itemId: null } })) > 0;
}

/** Forgets an upload whose files were removed (or never written). */
export async function forgetUpload(db: Db, key: string): Promise<void> {
  await db.upload.deleteMany({ where: { key } });
}

/** Bytes a user's uploads take (images and thumbnails). */
export async function uploadedBytes(db: Db, userId: string): Promise<number> {
  const { _sum } = await db.upload.aggregate({ where: { userId }, _sum: { bytes: true } });
  return _sum.bytes ?? 0;
}

/** Unattached uploads created before `before`, oldest first. */
export async function findOrphanUploads(db: Db, before: Date, limit: number): Promise<string[]> {
  const rows = await db.upload.findMany({
    where: { itemId: null, createdAt: { lt: before } },
    orderBy: { createdAt: 'asc' },
    take: limit,
    select: { key: true },
  });
  return rows.map((r) => r.key);
}

/** Deletes an orphan's row unless it was attached meanwhile; true when it was deleted. */
export async function forgetOrphan(db: Db, key: string): Promise<boolean> {
  const { count } = await db.upload.deleteMany({ where: { key, itemId: null } });
  return count > 0;
}
