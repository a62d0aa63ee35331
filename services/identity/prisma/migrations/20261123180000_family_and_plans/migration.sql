-- Plan changes from billing carry a version; identity keeps the last one applied.
ALTER TABLE "users" ADD COLUMN "plan_version" INTEGER NOT NULL DEFAULT 0;

-- A child profile may be shared with the family partner (opt-in per child).
ALTER TABLE "child_profiles" ADD COLUMN "shared_with_family" BOOLEAN NOT NULL DEFAULT false;

-- CreateTable
CREATE TABLE "family_members" (
    "id" SERIAL NOT NULL,
    "owner_id" UUID NOT NULL,
    "email" TEXT NOT NULL,
    "member_user_id" UUID,
    "status" TEXT NOT NULL DEFAULT 'pending',
    "share_name_favorites" BOOLEAN NOT NULL DEFAULT true,
    "invited_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "accepted_at" TIMESTAMPTZ(3),

    CONSTRAINT "family_members_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "family_members_member_user_id_key" ON "family_members"("member_user_id");

-- CreateIndex
CREATE UNIQUE INDEX "family_members_owner_id_email_key" ON "family_members"("owner_id", "email");

-- CreateIndex
CREATE INDEX "family_members_email_idx" ON "family_members"("email");

-- AddForeignKey
ALTER TABLE "family_members" ADD CONSTRAINT "family_members_owner_id_fkey" FOREIGN KEY ("owner_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "family_members" ADD CONSTRAINT "family_members_member_user_id_fkey" FOREIGN KEY ("member_user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;
