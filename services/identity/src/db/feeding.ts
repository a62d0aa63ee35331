import type { FeedingEntry } from '../generated/prisma/client.js';
import type { FeedingFields } from '../domain/feeding.js';
import type { Db } from './client.js';

/** True when the child profile exists and belongs to the user. */
export async function ownsChild(db: Db, userId: string, childProfileId: number): Promise<boolean> {
  return (await db.childProfile.count({ where: { id: childProfileId, userId } })) > 0;
}

/** The child's entries that started at or after `since`. */
export function listFeedingEntries(
  db: Db,
  userId: string,
  childProfileId: number,
  since: Date,
): Promise<FeedingEntry[]> {
  return db.feedingEntry.findMany({
    where: { userId, childProfileId, startedAt: { gte: since } },
    orderBy: [{ startedAt: 'desc' }, { id: 'desc' }],
  });
}

/** The child's most recent feed, however long ago. */
export function latestFeedingEntry(
  db: Db,
  userId: string,
  childProfileId: number,
): Promise<FeedingEntry | null> {
  return db.feedingEntry.findFirst({
    where: { userId, childProfileId },
    orderBy: [{ startedAt: 'desc' }, { id: 'desc' }],
  });
}

export function createFeedingEntry(
  db: Db,
  userId: string,
  childProfileId: number,
  fields: FeedingFields,
): Promise<FeedingEntry> {
  return db.feedingEntry.create({ data: { ...fields, userId, childProfileId } });
}

/** False when there is no such entry of this user's child. */
export async function deleteFeedingEntry(
  db: Db,
  userId: string,
  childProfileId: number,
  id: number,
): Promise<boolean> {
  const { count } = await db.feedingEntry.deleteMany({ where: { id, userId, childProfileId } });
  return count > 0;
}
