-- Baby-name favourites (issue 9): one row per user and name, the card kept as shown.

-- CreateTable
CREATE TABLE "name_favorites" (
    "user_id" UUID NOT NULL,
    "name" TEXT NOT NULL,
    "card" JSONB NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "name_favorites_pkey" PRIMARY KEY ("user_id","name")
);
