-- Issue 22 point 5. Whether an invitation went out by email: the owner's list says 'Link ready to
-- share' for one that did not. Rows from before are taken as emailed (the old label stays).
ALTER TABLE "family_members" ADD COLUMN "email_sent" BOOLEAN NOT NULL DEFAULT false;
UPDATE "family_members" SET "email_sent" = true;

-- Why a member's family plan ended (the owner deleted their account, or their plan ended), kept
-- until the member has been told on their next visit.
ALTER TABLE "users" ADD COLUMN "family_ended_reason" TEXT;
ALTER TABLE "users" ADD COLUMN "family_ended_at" TIMESTAMPTZ(3);
