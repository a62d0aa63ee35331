-- Save states a parent can trust (issue 7 points 8, 12, 14): the link's domain and site name,
-- whether its page could be read, the child a save is for, and a user-chosen description.

-- CreateEnum
CREATE TYPE "LinkStatus" AS ENUM ('pending', 'read', 'unreadable');

-- AlterTable
ALTER TABLE "content_items"
    ADD COLUMN "description_chosen" BOOLEAN NOT NULL DEFAULT false,
    ADD COLUMN "domain" TEXT,
    ADD COLUMN "site_name" TEXT,
    ADD COLUMN "link_status" "LinkStatus",
    ADD COLUMN "child_profile_id" INTEGER;

-- Existing links: the host as domainFromUrl decides it, and a read state from the analysis so far.
UPDATE "content_items"
   SET "domain" = regexp_replace(lower(substring("original_url" from '^[A-Za-z][A-Za-z0-9+.-]*://(?:[^/?#@]*@)?([^/?#:]+)')), '^(www|m)\.', ''),
       "link_status" = (CASE "analysis_status" WHEN 'pending' THEN 'pending' WHEN 'done' THEN 'read' ELSE 'unreadable' END)::"LinkStatus"
 WHERE "original_url" IS NOT NULL;

-- Typo tolerance: edit distance between a searched word and the words of a title.
CREATE EXTENSION IF NOT EXISTS fuzzystrmatch WITH SCHEMA public;
