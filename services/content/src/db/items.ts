import { EVENTS, outboxEvent, type AnalysisJob, type ContentListQuery } from '@nestkeep/common';
import type { ContentItem, Prisma } from '../generated/prisma/client.js';
import { CONTENT_SCHEMA, isUniqueViolation, type Db, type Tx } from './client.js';
import { consumeSave } from './usage.js';
import { prefixTsQuery, TYPO_CANDIDATE_SIMILARITY, typoSearch } from '../domain/search.js';

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
    ...(q.phases ? { AND: [{ parentingPhase: { in: q.phases } }] } : {}),
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
 * (user_id, words) GIN index). When the words match nothing at all, they are read as typos
 * (typoMatchIds).
 */
export async function searchItemIds(db: Db, userId: string, q: ContentListQuery): Promise<number[]> {
  const tsquery = prefixTsQuery(q.search ?? '');
  if (!tsquery) return [];
  const limit = q.limit ?? 100;
  const table = `"${CONTENT_SCHEMA}"."content_items"`;
  const ids = async (sql: string, ...params: unknown[]) =>
    (await db.$queryRawUnsafe<Array<{ id: number }>>(sql, ...searchFilterParams(userId, q), ...params)).map(
      (r) => r.id,
    );

  let found = await ids(
    `SELECT id FROM (SELECT id, search_vector, date_saved FROM ${table} WHERE ${SEARCH_FILTERS}
                      ORDER BY date_saved DESC LIMIT ${SEARCH_WINDOW}) newest
      WHERE search_vector @@ to_tsquery('english', $6)
      ORDER BY ts_rank(search_vector, to_tsquery('english', $6)) DESC, date_saved DESC LIMIT $7`,
    tsquery,
    limit,
  );
  if (
    found.length < limit &&
    (await ids(`SELECT id FROM ${table} WHERE ${SEARCH_FILTERS} OFFSET ${SEARCH_WINDOW} LIMIT 1`)).length
  ) {
    found = await ids(
      `SELECT id FROM ${table} WHERE ${SEARCH_FILTERS} AND search_vector @@ to_tsquery('english', $6)
        ORDER BY ts_rank(search_vector, to_tsquery('english', $6)) DESC, date_saved DESC LIMIT $7`,
      tsquery,
      limit,
    );
  }
  return found.length ? found : typoMatchIds(db, userId, q, limit);
}

/** The list filters of a search, as $1..$5 (searchFilterParams gives their values). */
const SEARCH_FILTERS = `user_id = $1::uuid AND ($2::text IS NULL OR category = $2)
        AND ($3::text IS NULL OR parenting_phase = $3)
        AND ($4::text[] IS NULL OR parenting_phase = ANY($4::text[])) AND (NOT $5::boolean OR is_favorite)`;

const searchFilterParams = (userId: string, q: ContentListQuery) =>
  [userId, q.category ?? null, q.phase ?? null, q.phases ?? null, q.favorites ?? false] as const;

/**
 * Typo tolerance: titles in which every searched word matches a word as a prefix, inside it
 * ('feeding' in 'breastfeeding'), or within the edits its length allows (levenshtein, fuzzystrmatch; the first letter is taken as typed, so
 * 'solds' is not 'olds'), also as the start of a longer word being typed ('bedtm' → 'bedtime'). Candidates come from the title's trigram index, one condition per
 * word at a lowered similarity (set for this transaction only); the best-matching titles first.
 */
async function typoMatchIds(db: Db, userId: string, q: ContentListQuery, limit: number): Promise<number[]> {
  const typo = typoSearch(q.search ?? '');
  if (!typo) return [];
  const table = `"${CONTENT_SCHEMA}"."content_items"`;
  const first = 9; // the parameter after the filters, the words, their edits and the limit
  const candidates = typo.indexed.map((_, i) => `$${first + i} OPERATOR(public.<%) title`).join(' AND ');
  return db.$transaction(async (tx) => {
    await tx.$queryRawUnsafe(
      `SELECT set_config('pg_trgm.word_similarity_threshold', $1, true)`,
      String(TYPO_CANDIDATE_SIMILARITY),
    );
    const rows = await tx.$queryRawUnsafe<Array<{ id: number }>>(
      `SELECT id FROM ${table} WHERE ${SEARCH_FILTERS} AND ${candidates}
          AND NOT EXISTS (
            SELECT 1 FROM unnest($6::text[], $7::int[]) AS q(word, edits)
             WHERE NOT EXISTS (
               SELECT 1 FROM regexp_split_to_table(lower(title), '[^[:alnum:]]+') AS t(w)
                WHERE starts_with(t.w, q.word) OR (length(q.word) >= 4 AND strpos(t.w, q.word) > 0)
                   OR (q.edits > 0 AND left(t.w, 1) = left(q.word, 1)
                       AND (public.levenshtein_less_equal(q.word, t.w, q.edits) <= q.edits
                       OR public.levenshtein_less_equal(q.word, left(t.w, length(q.word)), q.edits) <= q.edits))))
        ORDER BY (SELECT sum(public.word_similarity(word, title)) FROM unnest($6::text[]) AS word) DESC,
                 date_saved DESC
        LIMIT $8`,
      ...searchFilterParams(userId, q),
      typo.words,
      typo.edits,
      limit,
      ...typo.indexed,
    );
    return rows.map((r) => r.id);
  });
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
    // A link is read again: it is no longer 'unreadable' until the worker says so.
    await tx.contentItem.updateMany({
      where: { id, userId, originalUrl: { not: null } },
      data: { linkStatus: 'pending' },
    });
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
