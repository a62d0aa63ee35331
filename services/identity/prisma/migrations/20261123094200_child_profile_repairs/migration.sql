-- Data only (issue 7 points 3 and 13).

-- Dates no person could mean (stored before every write checked them, e.g. year 10000) read as
-- no date: clear them so the row is plainly without one.
UPDATE "child_profiles"
SET "date_of_birth" = NULL
WHERE "date_of_birth" < TIMESTAMPTZ '1900-01-01 00:00:00+00'
   OR "date_of_birth" >= TIMESTAMPTZ '2200-01-01 00:00:00+00';

-- Onboarding used to create profiles without a name, which screens then called after the stage
-- ('Baby (Pregnant (2nd Trimester))'). Give them the defaults onboarding now uses: 'Baby' before
-- birth, 'Child N' after, N counting a user's unnamed born children in the order they were made.
WITH "unnamed" AS (
  SELECT "id",
         "current_stage" IN ('trying-to-conceive', 'pregnant-1st', 'pregnant-2nd', 'pregnant-3rd') AS "prenatal",
         row_number() OVER (
           PARTITION BY "user_id",
                        "current_stage" IN ('trying-to-conceive', 'pregnant-1st', 'pregnant-2nd', 'pregnant-3rd')
           ORDER BY "id"
         ) AS "n"
  FROM "child_profiles"
  WHERE "name" IS NULL OR btrim("name") = ''
)
UPDATE "child_profiles" AS "c"
SET "name" = CASE WHEN "u"."prenatal" THEN 'Baby' ELSE 'Child ' || "u"."n" END
FROM "unnamed" AS "u"
WHERE "c"."id" = "u"."id";
