-- Each adult's name-favourite switch is their own (issue 21): one column per adult instead of one
-- shared switch either could turn back on. Favourites are shared only while both are on. A row
-- whose sharing was off keeps it off (both switches off: which adult turned it off is not known).
ALTER TABLE "family_members" ADD COLUMN "owner_shares_names" BOOLEAN NOT NULL DEFAULT true;
ALTER TABLE "family_members" ADD COLUMN "member_shares_names" BOOLEAN NOT NULL DEFAULT true;
UPDATE "family_members"
   SET "owner_shares_names" = "share_name_favorites",
       "member_shares_names" = "share_name_favorites";
ALTER TABLE "family_members" DROP COLUMN "share_name_favorites";
