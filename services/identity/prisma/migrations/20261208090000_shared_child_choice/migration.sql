-- Issue 22 follow-up. A family partner's chosen shared child, kept on the server so it holds on
-- every device (it lived only in the browser's localStorage before). Validated when read: a child
-- no longer shared with the user, or deleted, is ignored, so no foreign key.
ALTER TABLE "users" ADD COLUMN "active_shared_child_id" INTEGER;
