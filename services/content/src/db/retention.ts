import { CONTENT_SCHEMA, type Db } from './client.js';

/**
 * What content keeps only as input to an analysis, never shown to the parent (the privacy page's
 * "analysis inputs"). Cleared once older than ANALYSIS_INPUT_RETENTION_DAYS:
 * - `content_items.source_text`: the text sent with a save (the iOS shortcut's or share target's
 *   caption, the save dialog's "Shared text"), which feeds the analysis job, and
 *   `content_items.read_text`: the text the analysis read from the page or screenshot. Both are
 *   searchable while kept. The item, its title, link, description, notes (with the analysis
 *   summary, key points and steps), tags and category stay, and so stay searchable.
 *   A re-analysis after that works from the link (or image) and what the item shows.
 * - published rows of `outbox`: each `content.saved` event holds a copy of the item's analysis
 *   input (link, title, description, that text). Once relayed a row is only a record; rows not
 *   yet relayed are kept whatever their age, or their event would be lost.
 *
 * Fetched page text and OCR text are kept only there (read_text), for search; everything else the
 * ai-worker writes back is its outcome (title, description, image link, site name, notes).
 * Chat messages hold only what the parent sees (question, answer, cited sources); the retrieval
 * context lives in the chat-replies job data in Redis (see jobs/retention.ts).
 *
 * Raw SQL, so `updated_at` keeps saying when the parent or the analysis last changed the item.
 * Batched, so a large backlog never holds long locks.
 */
export async function clearAnalysisInputs(db: Db, before: Date, batch = 1000): Promise<number> {
  return inBatches(
    db,
    batch,
    (limit) => `UPDATE "${CONTENT_SCHEMA}"."content_items" SET source_text = NULL, read_text = NULL
        WHERE id IN (SELECT id FROM "${CONTENT_SCHEMA}"."content_items"
                      WHERE id > $2 AND (source_text IS NOT NULL OR read_text IS NOT NULL)
                        AND date_saved < $1
                      ORDER BY id LIMIT ${limit})
        RETURNING id`,
    before,
  );
}

/** Deletes relayed outbox events created before `before` (see clearAnalysisInputs). */
export async function deletePublishedEvents(db: Db, before: Date, batch = 1000): Promise<number> {
  return inBatches(
    db,
    batch,
    (limit) => `DELETE FROM "${CONTENT_SCHEMA}"."outbox"
        WHERE id IN (SELECT id FROM "${CONTENT_SCHEMA}"."outbox"
                      WHERE id > $2 AND published_at IS NOT NULL AND created_at < $1
                      ORDER BY id LIMIT ${limit})
        RETURNING id`,
    before,
  );
}

/**
 * Runs `sql` (which takes the cutoff as $1 and the last id done as $2, and returns the ids it
 * changed) batch after batch in id order, each batch starting after the last: every row is
 * looked at once, however many there are. Returns how many rows changed.
 */
async function inBatches(
  db: Db,
  batch: number,
  sql: (limit: number) => string,
  before: Date,
): Promise<number> {
  const limit = Math.max(1, Math.trunc(batch));
  let after = 0n;
  let changed = 0;
  for (;;) {
    const rows = await db.$queryRawUnsafe<Array<{ id: number | bigint }>>(sql(limit), before, after);
    changed += rows.length;
    if (rows.length < limit) return changed;
    after = rows.reduce((max, r) => (BigInt(r.id) > max ? BigInt(r.id) : max), after);
  }
}
