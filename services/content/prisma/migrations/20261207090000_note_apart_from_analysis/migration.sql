-- Issue 22 point 6: the parent's note is theirs. The AI analysis had been appended to the note
-- (personal_notes), so an edit of the note wiped it and a re-analysis added a second copy. The
-- analysis now has its own column; personal_notes holds only the parent's note. The API still
-- answers personalNotes in the spec's one text (the note, a blank line, the analysis).

-- AlterTable
ALTER TABLE "content_items" ADD COLUMN "analysis_notes" TEXT;

-- Hand-written: the generated search vector again, with the analysis beside the note.
DROP INDEX "content_items_search_vector_idx";
ALTER TABLE "content_items" DROP COLUMN "search_vector";
ALTER TABLE "content_items" ADD COLUMN "search_vector" tsvector GENERATED ALWAYS AS (
    setweight(to_tsvector('english', coalesce("title", '')), 'A') ||
    setweight(to_tsvector('english', "tags_text"("tags")), 'B') ||
    setweight(to_tsvector('english', coalesce("description", '')), 'C') ||
    setweight(to_tsvector('english', coalesce("personal_notes", '') || ' ' || coalesce("analysis_notes", '')), 'D') ||
    setweight(to_tsvector('english', coalesce("source_text", '') || ' ' || coalesce("read_text", '')), 'D')
) STORED;
CREATE INDEX "content_items_search_vector_idx" ON "content_items" USING GIN ("user_id", "search_vector");

-- Data: analysed items whose analysis was appended to the note are split. The analysis was written
-- (common's formatAnalysisNotes) as a summary paragraph, then 'Key Points:', 'Action Items:' and
-- 'Hashtags: #…' blocks, after the parent's note and a blank line. It starts at the paragraph before
-- the first of those labels; what comes before it is the parent's note (none when nothing does).
-- A summary of several paragraphs leaves its first ones in the note: shown, not lost. Items never
-- analysed are left alone, so a note of the parent's that merely looks like sections stays a note.
WITH cut AS (
  SELECT id, personal_notes AS t,
         left(personal_notes,
              regexp_instr(personal_notes, E'(^|\n\n)(Key Points:\n|Action Items:\n|Hashtags: #)') - 1) AS head
    FROM "content_items"
   WHERE analysis_status = 'done' AND analysis_notes IS NULL AND personal_notes IS NOT NULL
     AND regexp_instr(personal_notes, E'(^|\n\n)(Key Points:\n|Action Items:\n|Hashtags: #)') > 0
), split AS (
  SELECT id, t, head, strpos(reverse(head), E'\n\n') AS back FROM cut
)
UPDATE "content_items" AS c
   SET personal_notes = CASE WHEN s.back = 0 THEN NULL
                             ELSE nullif(btrim(left(s.head, length(s.head) - s.back - 1)), '') END,
       analysis_notes = CASE WHEN s.back = 0 THEN btrim(s.t)
                             ELSE btrim(substr(s.t, length(s.head) - s.back + 2)) END
  FROM split AS s
 WHERE c.id = s.id;
