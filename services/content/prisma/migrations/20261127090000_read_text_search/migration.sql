-- Issue 20 point 5: a save is found by the words of its page or screenshot, not only by its
-- summary. The text read from the page or image (read_text) and the text sent with the save
-- (source_text) join the search vector at the lowest weight; both are analysis inputs, cleared
-- after ANALYSIS_INPUT_RETENTION_DAYS (db/retention.ts), while the title, tags, description and
-- notes (with the analysis) stay searchable.

-- AlterTable
ALTER TABLE "content_items" ADD COLUMN "read_text" TEXT;

-- Hand-written: the generated search vector again, with the two texts.
DROP INDEX "content_items_search_vector_idx";
ALTER TABLE "content_items" DROP COLUMN "search_vector";
ALTER TABLE "content_items" ADD COLUMN "search_vector" tsvector GENERATED ALWAYS AS (
    setweight(to_tsvector('english', coalesce("title", '')), 'A') ||
    setweight(to_tsvector('english', "tags_text"("tags")), 'B') ||
    setweight(to_tsvector('english', coalesce("description", '')), 'C') ||
    setweight(to_tsvector('english', coalesce("personal_notes", '')), 'D') ||
    setweight(to_tsvector('english', coalesce("source_text", '') || ' ' || coalesce("read_text", '')), 'D')
) STORED;
CREATE INDEX "content_items_search_vector_idx" ON "content_items" USING GIN ("user_id", "search_vector");
