import { EVENTS, outboxEvent, type AnalysisJob, type ContentListQuery } from '@nestkeep/common';
import type { ContentItem, Prisma } from '../generated/prisma/client.js';
import { CONTENT_SCHEMA, isUniqueViolation, type Db, type Tx } from './client.js';
import { consumeSave } from './usage.js';
import { prefixTsQuery } from '../domain/search.js';

export type NewItem = Omit<Prisma.ContentItemUncheckedCreateInput, 'userId' | 'id'>;

export type SaveOutcome = { kind: 'created' | 'existing'; item: ContentItem } | { kind: 'limit' };

/** The job data the ai-worker needs for an item (it never reads this schema itself). */
export function analysisJobFor(item: ContentItem): AnalysisJob {
  return {
    itemId: item.id,
    userId: item.userId,
    url: item.originalUrl,
    platform: item.platform as AnalysisJob['platform'],
    title: item.title,
    description: item.description,
    text: item.sourceText,
    imageKey: item.imageKey,
  };
}

/**
 * Stores a save in one transaction: the same link again returns the existing item and costs
 * nothing; otherwise a save is counted against `limit` (null = unlimited), the item is written,
 * and a content.saved event goes to the outbox for the analysis job.
 */
export async function saveItem(
  db: Db,
  userId: string,
  data: NewItem,
  usage: { month: string; limit: number | null },
): Promise<SaveOutcome> {
  const findExisting = () =>
    data.normalizedUrl
      ? db.contentItem.findFirst({ where: { userId, normalizedUrl: data.normalizedUrl } })
      : Promise.resolve(null);
  const existing = await findExisting();
  if (existing) return { kind: 'existing', item: existing };
  try {
    const outcome = await db.$transaction(async (tx) => {
      // A limited plan counts inside the transaction (the usage row's lock keeps concurrent saves
      // from going over); an unlimited one counts after it, so its saves do not queue on that lock.
      if (usage.limit !== null && !(await consumeSave(tx, userId, usage.month, usage.limit))) {
        return { kind: 'limit' } as const;
      }
      const item = await tx.contentItem.create({ data: { ...data, userId } });
      await tx.outboxEvent.create({ data: outboxEvent(EVENTS.contentSaved, analysisJobFor(item)) });
      return { kind: 'created', item } as const;
    });
    if (outcome.kind === 'created' && usage.limit === null) await consumeSave(db, userId, usage.month, null);
    return outcome;
  } catch (err) {
    // The same link saved twice at once: the other request stored it (and this one's count rolled back).
    if (isUniqueViolation(err)) {
      const item = await findExisting();
      if (item) return { kind: 'existing', item };
    }
    throw err;
  }
}

export function findOwnedItem(db: Db, userId: string, id: number): Promise<ContentItem | null> {
  return db.contentItem.findFirst({ where: { id, userId } });
}

/** Items newest first, filtered; a search ranks by relevance instead (see searchItemIds). */
export async function listItems(db: Db, userId: string, q: ContentListQuery): Promise<ContentItem[]> {
  const where: Prisma.ContentItemWhereInput = {
    userId,
    ...(q.category ? { category: q.category } : {}),
    ...(q.phase ? { parentingPhase: q.phase } : {}),
    ...(q.favorites ? { isFavorite: true } : {}),
  };
  if (!q.search) {
    return db.contentItem.findMany({
      where,
      orderBy: [{ dateSaved: 'desc' }, { id: 'desc' }],
      take: q.limit ?? 500,
    });
  }
  const ids = await searchItemIds(db, userId, q);
  if (!ids.length) return [];
  const items = await db.contentItem.findMany({ where: { ...where, id: { in: ids } } });
  const order = new Map(ids.map((id, i) => [id, i]));
  return items.sort((a, b) => order.get(a.id)! - order.get(b.id)!);
}

/** How many of a user's newest items a search ranks before it looks further back. */
const SEARCH_WINDOW = 3000;

/**
 * Full-text search over the weighted search vector (title, then tags, then description and
 * notes), every word matched as a prefix while typing, ranked by relevance. Work is bounded for
 * huge libraries: matches are ranked among the newest SEARCH_WINDOW items first, and only when
 * those hold fewer than `limit` matches does the search rank the whole library (through the
 * (user_id, words) GIN index). When that still finds fewer than the limit, titles close to the
 * words typed (trigram word similarity) fill up the list: typo tolerance.
 */
export async function searchItemIds(db: Db, userId: string, q: ContentListQuery): Promise<number[]> {
  const tsquery = prefixTsQuery(q.search ?? '');
  if (!tsquery) return [];
  const limit = q.limit ?? 100;
  const table = `"${CONTENT_SCHEMA}"."content_items"`;
  const filters = `user_id = $1::uuid AND ($2::text IS NULL OR category = $2)
        AND ($3::text IS NULL OR parenting_phase = $3) AND (NOT $4::boolean OR is_favorite)`;
  const common = [userId, q.category ?? null, q.phase ?? null, q.favorites ?? false] as const;
  const ids = async (sql: string, ...params: unknown[]) =>
    (await db.$queryRawUnsafe<Array<{ id: number }>>(sql, ...common, ...params)).map((r) => r.id);

  let found = await ids(
    `SELECT id FROM (SELECT id, search_vector, date_saved FROM ${table} WHERE ${filters}
                      ORDER BY date_saved DESC LIMIT ${SEARCH_WINDOW}) newest
      WHERE search_vector @@ to_tsquery('english', $5)
      ORDER BY ts_rank(search_vector, to_tsquery('english', $5)) DESC, date_saved DESC LIMIT $6`,
    tsquery,
    limit,
  );
  if (
    found.length < limit &&
    (await ids(`SELECT id FROM ${table} WHERE ${filters} OFFSET ${SEARCH_WINDOW} LIMIT 1`)).length
  ) {
    found = await ids(
      `SELECT id FROM ${table} WHERE ${filters} AND search_vector @@ to_tsquery('english', $5)
        ORDER BY ts_rank(search_vector, to_tsquery('english', $5)) DESC, date_saved DESC LIMIT $6`,
      tsquery,
      limit,
    );
  }
  if (found.length >= limit) return found;
  const similar = await ids(
    `SELECT id FROM ${table} WHERE ${filters} AND $5 OPERATOR(public.<%) title AND NOT (id = ANY($6::int[]))
      ORDER BY public.word_similarity($5, title) DESC, date_saved DESC LIMIT $7`,
    q.search,
    found,
    limit - found.length,
  );
  return [...found, ...similar];
}

/** Null when the item is not this user's. */
export async function updateOwnedItem(
  db: Db,
  userId: string,
  id: number,
  data: Prisma.ContentItemUpdateInput,
): Promise<ContentItem | null> {
  const { count } = await db.contentItem.updateMany({
    where: { id, userId },
    data: data as Prisma.ContentItemUpdateManyMutationInput,
  });
  return count ? findOwnedItem(db, userId, id) : null;
}

/** Flips the favourite flag in one statement (no lost toggle under double clicks). */
export async function toggleFavorite(db: Db, userId: string, id: number): Promise<ContentItem | null> {
  const rows = await db.$queryRawUnsafe<Array<{ id: number }>>(
    `UPDATE "${CONTENT_SCHEMA}"."content_items" SET is_favorite = NOT is_favorite, updated_at = now()
      WHERE id = $1 AND user_id = $2::uuid RETURNING id`,
    id,
    userId,
  );
  return rows.length ? findOwnedItem(db, userId, id) : null;
}

/** Deletes and returns the item (its image keys are the caller's to remove), or null. */
export async function deleteOwnedItem(db: Db, userId: string, id: number): Promise<ContentItem | null> {
  return db.$transaction(async (tx: Tx) => {
    const item = await tx.contentItem.findFirst({ where: { id, userId } });
    if (!item) return null;
    await tx.contentItem.delete({ where: { id } });
    return item;
  });
}

/** Marks an item for analysis again and queues it (a failed analysis can be re-run). */
export async function requestAnalysis(db: Db, userId: string, id: number): Promise<ContentItem | null> {
  return db.$transaction(async (tx: Tx) => {
    const { count } = await tx.contentItem.updateMany({
      where: { id, userId },
      data: { analysisStatus: 'pending', analysisError: null },
    });
    if (!count) return null;
    const item = await tx.contentItem.findFirstOrThrow({ where: { id, userId } });
    await tx.outboxEvent.create({ data: outboxEvent(EVENTS.contentSaved, analysisJobFor(item)) });
    return item;
  });
}

export async function stats(db: Db, userId: string) {
  const [totalItems, favoriteItems, groups] = await Promise.all([
    db.contentItem.count({ where: { userId } }),
    db.contentItem.count({ where: { userId, isFavorite: true } }),
    db.contentItem.groupBy({ by: ['category'], where: { userId }, _count: { _all: true } }),
  ]);
  const categoryCounts = Object.fromEntries(groups.map((g) => [g.category, g._count._all]));
  return { totalItems, favoriteItems, categoryCounts };
}
