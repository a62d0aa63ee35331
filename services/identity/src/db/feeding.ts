import type { FeedingEntry } from '../generated/prisma/client.js';
import type { FeedingFields } from '../domain/feeding.js';
import type { Db } from './client.js';

/*
 * A child's feeding log. The caller has checked the user may see and record for the child
 * (`childAccessFor`: their own, or one their family partner shares); each entry keeps who recorded it.
 */

/** The child's entries, by either adult, that started at or after `since`. */
export function listFeedingEntries(db: Db, childProfileId: number, since: Date): Promise<FeedingEntry[]> {
  return db.feedingEntry.findMany({
    where: { childProfileId, startedAt: { gte: since } },
    orderBy: [{ startedAt: 'desc' }, { id: 'desc' }],
  });
}

/** The child's most recent feed, however long ago. */
export function latestFeedingEntry(db: Db, childProfileId: number): Promise<FeedingEntry | null> {
  return db.feedingEntry.findFirst({
    where: { childProfileId },
    orderBy: [{ startedAt: 'desc' }, { id: 'desc' }],
  });
}

/** An entry recorded by `userId`. */
export function createFeedingEntry(
  db: Db,
  userId: string,
  childProfileId: number,
  fields: FeedingFields,
): Promise<FeedingEntry> {
  return db.feedingEntry.create({ data: { ...fields, userId, childProfileId } });
}

/** One entry of the child (by either adult); null when the child has no such entry. */
export function findFeedingEntry(db: Db, childProfileId: number, id: number): Promise<FeedingEntry | null> {
  return db.feedingEntry.findFirst({ where: { id, childProfileId } });
}

/** False when the child has no such entry. */
export async function deleteFeedingEntry(db: Db, childProfileId: number, id: number): Promise<boolean> {
  const { count } = await db.feedingEntry.deleteMany({ where: { id, childProfileId } });
  return count > 0;
}
