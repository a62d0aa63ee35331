import { EVENTS, outboxEvent } from '@nestkeep/common';
import { CONTENT_SCHEMA, type Db } from './client.js';
import { analysisJobFor } from './items.js';

/** An item still waiting for its analysis, and the latest content.saved event that asked for it. */
export interface PendingAnalysis {
  itemId: number;
  /** The outbox row (its id is the job id's number), or null when there is none any more. */
  eventId: bigint | null;
  published: boolean;
}

/**
 * Items pending since before `before`, in id order after `afterId`, at most `limit`, each with its
 * latest content.saved event (indexes: content_items_pending_idx, outbox_content_saved_item_idx).
 */
export async function findPendingAnalyses(
  db: Db,
  before: Date,
  afterId: number,
  limit: number,
): Promise<PendingAnalysis[]> {
  const rows = await db.$queryRawUnsafe<
    Array<{ item_id: number; event_id: bigint | null; published: boolean | null }>
  >(
    `SELECT i.id AS item_id, o.id AS event_id, o.published_at IS NOT NULL AS published
       FROM "${CONTENT_SCHEMA}"."content_items" i
       LEFT JOIN LATERAL (
         SELECT id, published_at FROM "${CONTENT_SCHEMA}"."outbox"
          WHERE type = '${EVENTS.contentSaved}' AND (payload->>'itemId')::integer = i.id
          ORDER BY id DESC LIMIT 1) o ON true
      WHERE i.analysis_status = 'pending' AND i.id > $2 AND i.updated_at < $1
      ORDER BY i.id LIMIT $3`,
    before,
    afterId,
    limit,
  );
  return rows.map((r) => ({
    itemId: r.item_id,
    eventId: r.event_id === null ? null : BigInt(r.event_id),
    published: r.published === true,
  }));
}

/** Marks relayed events as not relayed: the outbox relay sends them again, under the same job ids. */
export async function republishEvents(db: Db, eventIds: bigint[]): Promise<number> {
  if (!eventIds.length) return 0;
  return db.outboxEvent
    .updateMany({
      where: { id: { in: eventIds }, publishedAt: { not: null } },
      data: { publishedAt: null },
    })
    .then((r) => r.count);
}

/** A fresh content.saved event for each item still pending whose event is gone (retention). */
export async function requeueAnalyses(db: Db, itemIds: number[]): Promise<number> {
  if (!itemIds.length) return 0;
  return db.$transaction(async (tx) => {
    const items = await tx.contentItem.findMany({
      where: { id: { in: itemIds }, analysisStatus: 'pending' },
    });
    for (const item of items) {
      await tx.outboxEvent.create({ data: outboxEvent(EVENTS.contentSaved, analysisJobFor(item)) });
    }
    return items.length;
  });
}
