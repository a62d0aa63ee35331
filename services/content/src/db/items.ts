import { createHash } from 'node:crypto';
import { EVENTS, outboxEvent, type AnalysisJob, type ContentListQuery } from '@nestkeep/common';
import type { ContentItem, Prisma } from '../generated/prisma/client.js';
import { CONTENT_SCHEMA, isUniqueViolation, type Db, type Tx } from './client.js';
import { claimUpload } from './uploads.js';
import { consumeSave } from './usage.js';
import { correctedTsQuery, prefixTsQuery, TYPO_CANDIDATE_SIMILARITY, typoSearch } from '../domain/search.js';

export type NewItem = Omit<Prisma.ContentItemUncheckedCreateInput, 'userId' | 'id'>;

export type SaveOutcome =
  | { kind: 'created' | 'existing'; item: ContentItem }
  | { kind: 'limit' }
  /** `imageKey` is not (or no longer) one of the user's uploads waiting for an item. */
  | { kind: 'upload_taken' }
  /** Identity has deleted or anonymised the user: nothing of theirs is stored any more. */
  | { kind: 'ended' };

/**
 * A per-user lock between saves and the erase of a deleted or anonymised user: a save holds it
 * shared while it checks the "user ended" marker and writes, the erase holds it alone (see
 * jobs/user-events.ts). So a save either commits before the erase starts (and is erased with the
 * rest) or checks the marker after identity set it (and is refused): none outlives the erase.
 */
export const USER_WRITES_LOCK_SQL = `hashtext('user-writes:' || $1)`;

async function holdUserWrites(tx: Tx, userId: string): Promise<void> {
  await tx.$executeRawUnsafe(`SELECT pg_advisory_xact_lock_shared(${USER_WRITES_LOCK_SQL})`, userId);
}

/** Rolls back a save of a user who has ended. */
class UserEnded extends Error {}

/** How an erased user is remembered in `ended_users`: the SHA-256 of the id, never the id itself. */
export function endedUserDigest(userId: string): string {
  return createHash('sha256').update(userId.toLowerCase()).digest('hex');
}

/**
 * Whether the user has ended, asked inside a save's transaction (after holdUserWrites).
 *
 * Identity's Redis marker first: it refuses a save from the moment identity starts ending the user.
 * When content cannot read it (its Redis unreachable, or not connected yet) the save is not failed
 * (500) nor refused (503): saves are never lost to a Redis outage (the analysis job waits in the
 * outbox). It is decided instead from what holds without Redis, content's own `ended_users` row
 * (the id's digest), which the erase writes in its transaction under the same lock held alone:
 * - the erase has committed: this transaction, which took the lock after it, sees the row: refused;
 * - the erase has not run yet (identity may be ending the user right now): the save commits first,
 *   and the erase, which waits for this lock, removes it with the rest. The user.deleted event that
 *   starts the erase comes through content's Redis, so it cannot run while that Redis is out.
 * Either way nothing saved outlives the erase, the promise the marker keeps; only the early 401 of
 * the window between identity's answer and content's erase is not given while Redis is out.
 */
async function hasEnded(
  tx: Tx,
  userId: string,
  isEnded: (userId: string) => Promise<boolean>,
): Promise<boolean> {
  try {
    return await isEnded(userId);
  } catch {
    return (await tx.endedUser.count({ where: { userDigest: endedUserDigest(userId) } })) > 0;
  }
}

/** Rolls back a save whose upload another save claimed first. */
class UploadTaken extends Error {}

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
 * its upload (if any) is attached to it, and a content.saved event goes to the outbox for the
 * analysis job. An upload is attached to one item only, in the same transaction: when saves of
 * the same upload race, one wins and the others write nothing (deleting an item deletes its files).
 */
export async function saveItem(
  db: Db,
  userId: string,
  data: NewItem,
  usage: { month: string; limit: number | null },
  /** Whether identity has marked the user deleted or anonymised (a Redis EXISTS; may throw, see hasEnded). */
  isEnded: (userId: string) => Promise<boolean>,
): Promise<SaveOutcome> {
  const findExisting = () =>
    data.normalizedUrl
      ? db.contentItem.findFirst({ where: { userId, normalizedUrl: data.normalizedUrl } })
      : Promise.resolve(null);
  const existing = await findExisting();
  if (existing) return { kind: 'existing', item: existing };
  try {
    const outcome = await db.$transaction(async (tx) => {
      await holdUserWrites(tx, userId);
      if (await hasEnded(tx, userId, isEnded)) throw new UserEnded();
      // A limited plan counts inside the transaction (the usage row's lock keeps concurrent saves
      // from going over); an unlimited one counts after it, so its saves do not queue on that lock.
      if (usage.limit !== null && !(await consumeSave(tx, userId, usage.month, usage.limit))) {
        return { kind: 'limit' } as const;
      }
      const item = await tx.contentItem.create({ data: { ...data, userId } });
      if (data.imageKey && !(await claimUpload(tx, userId, data.imageKey, item.id))) throw new UploadTaken();
      await tx.outboxEvent.create({ data: outboxEvent(EVENTS.contentSaved, analysisJobFor(item)) });
      return { kind: 'created', item } as const;
    });
    if (outcome.kind === 'created' && usage.limit === null) await consumeSave(db, userId, usage.month, null);
    return outcome;
  } catch (err) {
    if (err instanceof UploadTaken) return { kind: 'upload_taken' };
    if (err instanceof UserEnded) return { kind: 'ended' };
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
 * Up to this many items, a search that the newest items could not answer reads the whole library
 * in date order and ranks it there: quicker than the (user_id, words) GIN index, whose lists for a
 * word prefix hold that word's items of every user (10,000 items among 1,000,000: about 20 ms read
 * in order, 50-90 ms through the index for two common words). Larger libraries use the index.
 */
const SCAN_LIBRARY_UP_TO = 20_000;

/**
 * Full-text search over the weighted search vector (title, then tags, then description and
 * notes), every word matched as a prefix while typing, ranked by relevance. When the words match
 * nothing at all they are read as typos: each is widened to the title words it may have meant
 * (typoCorrections) and the same search runs again.
 */
export async function searchItemIds(db: Db, userId: string, q: ContentListQuery): Promise<number[]> {
  const tsquery = prefixTsQuery(q.search ?? '');
  if (!tsquery) return [];
  const library: LibraryScope = {};
  const found = await fullTextIds(db, userId, q, tsquery, library);
  if (found.length) return found;
  const typo = typoSearch(q.search ?? '');
  if (!typo) return [];
  const corrected = correctedTsQuery(typo.words, await typoCorrections(db, userId, typo));
  // Corrections that are only the words themselves (real words that match no item together) make
  // the same query again, which has just found nothing.
  return corrected && corrected !== tsquery ? fullTextIds(db, userId, q, corrected, library) : [];
}

/** What one search learns about the filtered library, kept for its second (typo) query. */
interface LibraryScope {
  /**
   * How the whole filtered library is ranked: it is within the window (already done), small
   * enough to read in date order (up to SCAN_LIBRARY_UP_TO items), or through the words index.
   */
  reach?: 'window' | 'scan' | 'index';
}

/**
 * One ranked full-text search. Work is bounded for huge libraries: matches are ranked among the
 * newest SEARCH_WINDOW items first, and only when those hold fewer than `limit` matches does the
 * search rank the whole library (read in date order up to SCAN_LIBRARY_UP_TO items, else through
 * the (user_id, words) GIN index).
 */
async function fullTextIds(
  db: Db,
  userId: string,
  q: ContentListQuery,
  tsquery: string,
  library: LibraryScope,
): Promise<number[]> {
  const limit = q.limit ?? 100;
  const table = `"${CONTENT_SCHEMA}"."content_items"`;
  const filters = `user_id = $1::uuid AND ($2::text IS NULL OR category = $2)
        AND ($3::text IS NULL OR parenting_phase = $3)
        AND ($4::text[] IS NULL OR parenting_phase = ANY($4::text[])) AND (NOT $5::boolean OR is_favorite)`;
  const common = [
    userId,
    q.category ?? null,
    q.phase ?? null,
    q.phases ?? null,
    q.favorites ?? false,
  ] as const;
  const ids = async (sql: string, ...params: unknown[]) =>
    (await db.$queryRawUnsafe<Array<{ id: number }>>(sql, ...common, ...params)).map((r) => r.id);

  /** The search ranked among the newest `size` items of the library (all of them when fewer). */
  const amongNewest = (size: number) =>
    ids(
      `SELECT id FROM (SELECT id, search_vector, date_saved FROM ${table} WHERE ${filters}
                        ORDER BY date_saved DESC LIMIT ${size}) newest
        WHERE search_vector @@ to_tsquery('english', $6)
        ORDER BY ts_rank(search_vector, to_tsquery('english', $6)) DESC, date_saved DESC LIMIT $7`,
      tsquery,
      limit,
    );
  /** Whether the filtered library holds more than `size` items (read in date order, no further). */
  const holdsMoreThan = async (size: number) =>
    (await ids(`SELECT id FROM ${table} WHERE ${filters} ORDER BY date_saved DESC OFFSET ${size} LIMIT 1`))
      .length > 0;

  const found = await amongNewest(SEARCH_WINDOW);
  if (found.length >= limit) return found;
  library.reach ??= !(await holdsMoreThan(SEARCH_WINDOW))
    ? 'window'
    : (await holdsMoreThan(SCAN_LIBRARY_UP_TO))
      ? 'index'
      : 'scan';
  if (library.reach === 'window') return found;
  if (library.reach === 'scan') return amongNewest(SCAN_LIBRARY_UP_TO);
  return ids(
    `SELECT id FROM ${table} WHERE ${filters} AND search_vector @@ to_tsquery('english', $6)
      ORDER BY ts_rank(search_vector, to_tsquery('english', $6)) DESC, date_saved DESC LIMIT $7`,
    tsquery,
    limit,
  );
}

/** How many of a user's titles that look like a searched word are read for its corrections. */
const TYPO_SAMPLE = 200;

/**
 * The words a typo may have meant, per searched word (by position): words of the user's titles
 * that it begins (a whole word stems where a fragment cannot: 'trainin' → 'training'), that
 * contain it ('feeding' in 'breastfeeding') or lie within the edits its length allows
 * (levenshtein, fuzzystrmatch; the first letter is taken as typed, so 'solds' is not 'olds'),
 * also as the start of a longer word being typed ('bedtm' → 'bedtime'). Titles come from the
 * trigram index at a lowered word similarity (set for this statement only), a bounded sample
 * per word, so a typo of a word in thousands of titles costs no more than a rare one.
 */
export async function typoCorrections(
  db: Db,
  userId: string,
  typo: { words: string[]; edits: number[] },
): Promise<Array<Array<{ word: string; distance: number }>>> {
  // The function (migration 20261209090000) sets the trigram threshold for this statement only.
  const rows = await db.$queryRawUnsafe<Array<{ i: bigint | number; word: string; distance: number }>>(
    `SELECT i, word, distance FROM "${CONTENT_SCHEMA}"."typo_candidates"($1::uuid, $2::text[], $3::int[], $4::real, $5::int)`,
    userId,
    typo.words,
    typo.edits,
    TYPO_CANDIDATE_SIMILARITY,
    TYPO_SAMPLE,
  );
  const byWord = typo.words.map(() => [] as Array<{ word: string; distance: number }>);
  for (const row of rows) byWord[Number(row.i) - 1]!.push({ word: row.word, distance: row.distance });
  return byWord;
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

/**
 * Marks an item for analysis again and queues it (a failed analysis can be re-run, a done one
 * regenerated; the analysis there is stays until the new one replaces it). An item already waiting
 * for its analysis is returned as it is and not queued twice (a double click costs one analysis;
 * one stuck waiting is queued again by the analysis sweep).
 */
export async function requestAnalysis(db: Db, userId: string, id: number): Promise<ContentItem | null> {
  return db.$transaction(async (tx: Tx) => {
    const { count } = await tx.contentItem.updateMany({
      where: { id, userId, analysisStatus: { not: 'pending' } },
      data: { analysisStatus: 'pending', analysisError: null },
    });
    if (!count) return tx.contentItem.findFirst({ where: { id, userId } });
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
