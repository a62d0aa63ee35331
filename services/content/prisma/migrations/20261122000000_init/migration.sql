-- CreateEnum
CREATE TYPE "AnalysisStatus" AS ENUM ('pending', 'done', 'skipped', 'failed');

-- CreateTable
CREATE TABLE "content_items" (
    "id" SERIAL NOT NULL,
    "user_id" UUID NOT NULL,
    "title" TEXT NOT NULL,
    "title_chosen" BOOLEAN NOT NULL DEFAULT false,
    "description" TEXT,
    "category" TEXT NOT NULL,
    "category_chosen" BOOLEAN NOT NULL DEFAULT false,
    "platform" TEXT NOT NULL,
    "thumbnail" TEXT,
    "original_url" TEXT,
    "normalized_url" TEXT,
    "source_text" TEXT,
    "image_key" TEXT,
    "date_saved" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "is_favorite" BOOLEAN NOT NULL DEFAULT false,
    "parenting_phase" TEXT,
    "personal_notes" TEXT,
    "tags" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "analysis_status" "AnalysisStatus" NOT NULL DEFAULT 'pending',
    "analysis_error" TEXT,
    "analyzed_at" TIMESTAMPTZ(3),
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "content_items_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "save_usage" (
    "user_id" UUID NOT NULL,
    "month" TEXT NOT NULL,
    "count" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "save_usage_pkey" PRIMARY KEY ("user_id","month")
);

-- CreateTable
CREATE TABLE "outbox" (
    "id" BIGSERIAL NOT NULL,
    "type" TEXT NOT NULL,
    "payload" JSONB NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "published_at" TIMESTAMPTZ(3),
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "last_error" TEXT,

    CONSTRAINT "outbox_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "content_items_user_id_normalized_url_key" ON "content_items"("user_id", "normalized_url");

-- CreateIndex
CREATE INDEX "content_items_user_id_date_saved_idx" ON "content_items"("user_id", "date_saved" DESC);

-- CreateIndex
CREATE INDEX "outbox_published_at_id_idx" ON "outbox"("published_at", "id");

-- Hand-written: full-text search. Title weighs most, then tags, then description and notes.
-- array_to_string is only STABLE, so an IMMUTABLE wrapper lets the column be generated.
CREATE FUNCTION "tags_text"(tags TEXT[]) RETURNS TEXT LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT coalesce(array_to_string(tags, ' '), '') $$;

ALTER TABLE "content_items" ADD COLUMN "search_vector" tsvector GENERATED ALWAYS AS (
    setweight(to_tsvector('english', coalesce("title", '')), 'A') ||
    setweight(to_tsvector('english', "tags_text"("tags")), 'B') ||
    setweight(to_tsvector('english', coalesce("description", '')), 'C') ||
    setweight(to_tsvector('english', coalesce("personal_notes", '')), 'D')
) STORED;

-- btree_gin lets one GIN index hold the owner and the words, so a search reads only that user's matches.
CREATE EXTENSION IF NOT EXISTS btree_gin WITH SCHEMA public;
CREATE INDEX "content_items_search_vector_idx" ON "content_items" USING GIN ("user_id", "search_vector");

-- Typo tolerance: trigram similarity on titles.
CREATE EXTENSION IF NOT EXISTS pg_trgm WITH SCHEMA public;
CREATE INDEX "content_items_title_trgm_idx" ON "content_items" USING GIN ("user_id", "title" public.gin_trgm_ops);
