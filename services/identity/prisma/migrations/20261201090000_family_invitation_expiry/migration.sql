-- Family invitations expire (issue 21): the moment is fixed when the invitation is sent, so the
-- link and the in-app notice agree. Invitations sent before this get the default 7 days; the
-- column default is only for rows written without one (the app always sets it).
ALTER TABLE "family_members" ADD COLUMN "expires_at" TIMESTAMPTZ(3);
UPDATE "family_members" SET "expires_at" = "invited_at" + INTERVAL '7 days';
ALTER TABLE "family_members" ALTER COLUMN "expires_at" SET DEFAULT (CURRENT_TIMESTAMP + INTERVAL '7 days');
ALTER TABLE "family_members" ALTER COLUMN "expires_at" SET NOT NULL;
