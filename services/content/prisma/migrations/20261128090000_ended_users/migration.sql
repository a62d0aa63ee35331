-- Users whose content was erased on user.deleted / user.anonymized (jobs/user-events.ts): a save
-- that cannot read identity's "user ended" marker in Redis is decided here (db/items.ts saveItem).
-- Only the SHA-256 of the id is kept: nothing in content names the user after the erase.

-- CreateTable
CREATE TABLE "ended_users" (
    "user_digest" TEXT NOT NULL,
    "ended_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "ended_users_pkey" PRIMARY KEY ("user_digest")
);
