CREATE TABLE "daily_category_subjects" (
	"day" date NOT NULL,
	"category_id" integer NOT NULL,
	"subjects" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "daily_category_subjects_day_category_id_pk" PRIMARY KEY("day","category_id")
);
--> statement-breakpoint
ALTER TABLE "daily_category_subjects" ADD CONSTRAINT "daily_category_subjects_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- The subjects' totals also keep live subjects per (UTC day made, category now): a move or a
-- deletion takes the subject out of its day and category, a restore puts it back. Writers wait
-- until this commits, so the backfill and the triggers see the same subjects.
LOCK TABLE "subjects" IN SHARE ROW EXCLUSIVE MODE;--> statement-breakpoint
DROP FUNCTION "add_subject_totals"(integer[], bigint[], bigint[]);--> statement-breakpoint
CREATE FUNCTION "add_subject_totals"(days date[], category_ids integer[], lives bigint[], plays bigint[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO category_subject_counts AS k (category_id, subjects)
    SELECT d.category_id, sum(d.live) FROM unnest(category_ids, lives) AS d(category_id, live) WHERE d.category_id IS NOT NULL GROUP BY 1 HAVING sum(d.live) <> 0
    ON CONFLICT (category_id) DO UPDATE SET subjects = k.subjects + EXCLUDED.subjects;
  INSERT INTO daily_category_subjects AS k (day, category_id, subjects)
    SELECT d.day, d.category_id, d.live FROM unnest(days, category_ids, lives) AS d(day, category_id, live) WHERE d.category_id IS NOT NULL AND d.live <> 0
    ON CONFLICT (day, category_id) DO UPDATE SET subjects = k.subjects + EXCLUDED.subjects;
  PERFORM add_platform_totals(0, (SELECT coalesce(sum(l), 0) FROM unnest(lives) l)::bigint, 0, (SELECT coalesce(sum(p), 0) FROM unnest(plays) p)::bigint);
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "subject_totals"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM add_subject_totals(array_agg(day), array_agg(category_id), array_agg(live), array_agg(plays)) FROM (
      SELECT (created_at AT TIME ZONE 'UTC')::date AS day, category_id, count(*) FILTER (WHERE deleted_at IS NULL) AS live, sum(play_sessions)::bigint AS plays
      FROM new_rows GROUP BY 1, 2) c;
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM add_subject_totals(array_agg(day), array_agg(category_id), array_agg(-live), array_agg(-plays)) FROM (
      SELECT (created_at AT TIME ZONE 'UTC')::date AS day, category_id, count(*) FILTER (WHERE deleted_at IS NULL) AS live, sum(play_sessions)::bigint AS plays
      FROM old_rows GROUP BY 1, 2) c;
  ELSE
    PERFORM add_subject_totals(array_agg(day), array_agg(category_id), array_agg(live), array_agg(plays)) FROM (
      SELECT (created_at AT TIME ZONE 'UTC')::date AS day, category_id, sum(live)::bigint AS live, sum(plays)::bigint AS plays FROM (
        SELECT created_at, category_id, (deleted_at IS NULL)::int AS live, play_sessions AS plays FROM new_rows
        UNION ALL SELECT created_at, category_id, -(deleted_at IS NULL)::int, -play_sessions FROM old_rows) u
      GROUP BY 1, 2) c;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
INSERT INTO "daily_category_subjects" ("day", "category_id", "subjects")
  SELECT ("created_at" AT TIME ZONE 'UTC')::date, "category_id", count(*) FROM "subjects"
  WHERE "deleted_at" IS NULL AND "category_id" IS NOT NULL GROUP BY 1, 2;
