DROP INDEX "subjects_updated_idx";--> statement-breakpoint
ALTER TABLE "subjects" ADD COLUMN "member_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
UPDATE "subjects" s SET "member_count" = m.members
FROM (SELECT "subject_id", count(*)::int AS members FROM "subject_members" WHERE "active" GROUP BY "subject_id") m
WHERE m."subject_id" = s."id";--> statement-breakpoint
CREATE INDEX "users_official_idx" ON "users" USING btree ("id") WHERE "users"."official";--> statement-breakpoint
CREATE INDEX "subjects_popular_desc_idx" ON "subjects" USING btree ("play_sessions" DESC,"member_count" DESC,lower("name"),"id") WHERE "subjects"."deleted_at" IS NULL;--> statement-breakpoint
CREATE INDEX "subjects_popular_asc_idx" ON "subjects" USING btree ("play_sessions","member_count",lower("name"),"id") WHERE "subjects"."deleted_at" IS NULL;--> statement-breakpoint
CREATE INDEX "subjects_members_desc_idx" ON "subjects" USING btree ("member_count" DESC,lower("name"),"id") WHERE "subjects"."deleted_at" IS NULL;--> statement-breakpoint
CREATE INDEX "subjects_members_asc_idx" ON "subjects" USING btree ("member_count",lower("name"),"id") WHERE "subjects"."deleted_at" IS NULL;--> statement-breakpoint
CREATE INDEX "subjects_name_idx" ON "subjects" USING btree (lower("name"),"id") WHERE "subjects"."deleted_at" IS NULL;--> statement-breakpoint
CREATE INDEX "subjects_verified_idx" ON "subjects" USING btree ("id") WHERE "subjects"."verified" AND "subjects"."deleted_at" IS NULL;--> statement-breakpoint
CREATE INDEX "subjects_updated_idx" ON "subjects" USING btree ("updated_at","id");;--> statement-breakpoint
-- Keeps subjects.member_count (active members) for the subject lists' sorts and the cards, as
-- migration 0006 keeps the entry counts: one statement-level trigger per event over transition tables.
CREATE FUNCTION "subject_member_counts"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE subjects s SET member_count = s.member_count + d.members
    FROM (SELECT subject_id, count(*)::int AS members FROM new_rows WHERE active GROUP BY 1) d WHERE s.id = d.subject_id;
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE subjects s SET member_count = s.member_count - d.members
    FROM (SELECT subject_id, count(*)::int AS members FROM old_rows WHERE active GROUP BY 1) d WHERE s.id = d.subject_id;
  ELSE
    UPDATE subjects s SET member_count = s.member_count + d.delta
    FROM (SELECT subject_id, sum(delta)::int AS delta FROM (
            SELECT subject_id, 1 AS delta FROM new_rows WHERE active
            UNION ALL
            SELECT subject_id, -1 FROM old_rows WHERE active) c
          GROUP BY 1 HAVING sum(delta) <> 0) d
    WHERE s.id = d.subject_id;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "subject_members_count_insert" AFTER INSERT ON "subject_members" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "subject_member_counts"();--> statement-breakpoint
CREATE TRIGGER "subject_members_count_update" AFTER UPDATE ON "subject_members" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "subject_member_counts"();--> statement-breakpoint
CREATE TRIGGER "subject_members_count_delete" AFTER DELETE ON "subject_members" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "subject_member_counts"();
