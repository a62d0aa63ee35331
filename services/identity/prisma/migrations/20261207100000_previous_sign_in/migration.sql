-- The sign-in before the last one (issue 22 point 8): none means the user is on their first, and
-- the dashboard greets them with 'Welcome' rather than 'Welcome back'. Users who signed in before
-- this column existed are returning users: their last sign-in becomes the previous one.
ALTER TABLE "users" ADD COLUMN "previous_login_at" TIMESTAMPTZ(3);
UPDATE "users" SET "previous_login_at" = "last_login_at";
