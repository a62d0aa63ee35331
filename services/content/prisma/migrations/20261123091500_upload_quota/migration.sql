-- Upload accounting (issue 7 point 6): every stored image counts against its owner's storage
-- quota; one not attached to an item (item_id null) expires after UPLOAD_ORPHAN_HOURS. Deleting
-- an item deletes its row, which frees the quota.

-- CreateTable
CREATE TABLE "uploads" (
    "key" TEXT NOT NULL,
    "user_id" UUID NOT NULL,
    "bytes" INTEGER NOT NULL,
    "item_id" INTEGER,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "uploads_pkey" PRIMARY KEY ("key")
);

-- CreateIndex
CREATE INDEX "uploads_user_id_idx" ON "uploads"("user_id");

-- CreateIndex
CREATE INDEX "uploads_item_id_created_at_idx" ON "uploads"("item_id", "created_at");

-- AddForeignKey
ALTER TABLE "uploads" ADD CONSTRAINT "uploads_item_id_fkey" FOREIGN KEY ("item_id") REFERENCES "content_items"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- Links normalised before the length cap (domain/urls.ts MAX_NORMALIZED_URL): the same capped
-- form normalizeUrl now gives, so saving such a link again still finds its item.
UPDATE "content_items"
   SET "normalized_url" = left("normalized_url", 900) || '#sha256:' || encode(sha256(convert_to("normalized_url", 'UTF8')), 'hex')
 WHERE length("normalized_url") > 1000;
