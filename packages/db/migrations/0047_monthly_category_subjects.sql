CREATE TABLE "monthly_category_subjects" (
	"month" date NOT NULL,
	"category_id" integer NOT NULL,
	"subjects" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "monthly_category_subjects_month_category_id_pk" PRIMARY KEY("month","category_id")
);
--> statement-breakpoint
ALTER TABLE "monthly_category_subjects" ADD CONSTRAINT "monthly_category_subjects_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Live subjects per (UTC month made, category now), kept with the days of 0022 by the same function:
-- a year's category split summed up to 14,600 day rows (40 categories × 365 days, all of them at
-- 100×); now its whole months come from at most 40 × 12 rows and only its part-months from days
-- (docs/performance.md, stop 65). Writers wait until this commits, so the backfill and the triggers
-- see the same subjects.
LOCK TABLE "subjects" IN SHARE ROW EXCLUSIVE MODE;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "add_subject_totals"(days date[], category_ids integer[], lives bigint[], plays bigint[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO category_subject_counts AS k (category_id, subjects)
    SELECT d.category_id, sum(d.live) FROM unnest(category_ids, lives) AS d(category_id, live) WHERE d.category_id IS NOT NULL GROUP BY 1 HAVING sum(d.live) <> 0
    ON CONFLICT (category_id) DO UPDATE SET subjects = k.subjects + EXCLUDED.subjects;
  INSERT INTO daily_category_subjects AS k (day, category_id, subjects)
    SELECT d.day, d.category_id, d.live FROM unnest(days, category_ids, lives) AS d(day, category_id, live) WHERE d.category_id IS NOT NULL AND d.live <> 0
    ON CONFLICT (day, category_id) DO UPDATE SET subjects = k.subjects + EXCLUDED.subjects;
  INSERT INTO monthly_category_subjects AS k (month, category_id, subjects)
    SELECT date_trunc('month', d.day::timestamp)::date, d.category_id, sum(d.live) FROM unnest(days, category_ids, lives) AS d(day, category_id, live)
    WHERE d.category_id IS NOT NULL GROUP BY 1, 2 HAVING sum(d.live) <> 0
    ON CONFLICT (month, category_id) DO UPDATE SET subjects = k.subjects + EXCLUDED.subjects;
  PERFORM add_platform_totals(0, (SELECT coalesce(sum(l), 0) FROM unnest(lives) l)::bigint, 0, (SELECT coalesce(sum(p), 0) FROM unnest(plays) p)::bigint);
END $$;--> statement-breakpoint
INSERT INTO "monthly_category_subjects" ("month", "category_id", "subjects")
  SELECT date_trunc('month', "day"::timestamp)::date, "category_id", sum("subjects") FROM "daily_category_subjects" GROUP BY 1, 2 HAVING sum("subjects") <> 0;
