-- Issue 22 point 2: someone trying to conceive chats with no child profile. A conversation
-- without a child is about the user's own stage.

-- AlterTable
ALTER TABLE "chat_conversations" ALTER COLUMN "child_profile_id" DROP NOT NULL;
