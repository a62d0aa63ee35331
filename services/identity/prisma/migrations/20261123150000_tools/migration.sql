-- Parenting tools (issue 9): the milestone catalogue and each child's progress, saved growth
-- measurements and the feeding log. Everything a child owns goes with the child (and the user).
-- The catalogue's rows are seeded by the next migration.

-- CreateTable
CREATE TABLE "milestone_stages" (
    "id" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "description" TEXT NOT NULL,
    "age_in_months" INTEGER NOT NULL,

    CONSTRAINT "milestone_stages_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "milestones" (
    "id" TEXT NOT NULL,
    "stage_id" TEXT NOT NULL,
    "category" TEXT NOT NULL,
    "description" TEXT NOT NULL,
    "has_video" BOOLEAN NOT NULL DEFAULT false,
    "position" INTEGER NOT NULL,

    CONSTRAINT "milestones_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "milestone_progress" (
    "child_profile_id" INTEGER NOT NULL,
    "milestone_id" TEXT NOT NULL,
    "user_id" UUID NOT NULL,
    "is_achieved" BOOLEAN NOT NULL DEFAULT false,
    "achieved_at" TIMESTAMPTZ(3),
    "notes" TEXT,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "milestone_progress_pkey" PRIMARY KEY ("child_profile_id","milestone_id")
);

-- CreateTable
CREATE TABLE "growth_measurements" (
    "id" SERIAL NOT NULL,
    "user_id" UUID NOT NULL,
    "child_profile_id" INTEGER NOT NULL,
    "measured_on" DATE NOT NULL,
    "weight_kg" DOUBLE PRECISION,
    "length_cm" DOUBLE PRECISION,
    "head_cm" DOUBLE PRECISION,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "growth_measurements_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "feeding_entries" (
    "id" SERIAL NOT NULL,
    "user_id" UUID NOT NULL,
    "child_profile_id" INTEGER NOT NULL,
    "kind" TEXT NOT NULL,
    "started_at" TIMESTAMPTZ(3) NOT NULL,
    "duration_seconds" INTEGER,
    "side" TEXT,
    "amount_ml" DOUBLE PRECISION,
    "unit" TEXT,
    "food" TEXT,
    "first_time" BOOLEAN NOT NULL DEFAULT false,
    "notes" TEXT,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "feeding_entries_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "milestones_stage_id_position_idx" ON "milestones"("stage_id", "position");
CREATE INDEX "milestone_progress_user_id_idx" ON "milestone_progress"("user_id");
CREATE INDEX "growth_measurements_child_profile_id_measured_on_idx" ON "growth_measurements"("child_profile_id", "measured_on");
CREATE INDEX "growth_measurements_user_id_idx" ON "growth_measurements"("user_id");
CREATE INDEX "feeding_entries_child_profile_id_started_at_idx" ON "feeding_entries"("child_profile_id", "started_at");
CREATE INDEX "feeding_entries_user_id_idx" ON "feeding_entries"("user_id");

-- AddForeignKey
ALTER TABLE "milestones" ADD CONSTRAINT "milestones_stage_id_fkey" FOREIGN KEY ("stage_id") REFERENCES "milestone_stages"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "milestone_progress" ADD CONSTRAINT "milestone_progress_child_profile_id_fkey" FOREIGN KEY ("child_profile_id") REFERENCES "child_profiles"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "milestone_progress" ADD CONSTRAINT "milestone_progress_milestone_id_fkey" FOREIGN KEY ("milestone_id") REFERENCES "milestones"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "milestone_progress" ADD CONSTRAINT "milestone_progress_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "growth_measurements" ADD CONSTRAINT "growth_measurements_child_profile_id_fkey" FOREIGN KEY ("child_profile_id") REFERENCES "child_profiles"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "growth_measurements" ADD CONSTRAINT "growth_measurements_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "feeding_entries" ADD CONSTRAINT "feeding_entries_child_profile_id_fkey" FOREIGN KEY ("child_profile_id") REFERENCES "child_profiles"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "feeding_entries" ADD CONSTRAINT "feeding_entries_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;
