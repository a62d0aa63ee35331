-- The analysis sweep (jobs/analysis-sweep.ts) finds items still pending and the content.saved
-- event that queued each one's analysis. SQL-only indexes: Prisma's schema has no partial or
-- expression index.

CREATE INDEX "content_items_pending_idx" ON "content_items"("id") WHERE "analysis_status" = 'pending';

CREATE INDEX "outbox_content_saved_item_idx" ON "outbox"(((("payload"->>'itemId'))::integer), "id")
 WHERE "type" = 'content.saved';
