ALTER TABLE "chapter_minigames" ADD COLUMN "pending_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "questions_pending_content_idx" ON "questions" USING btree ("chapter_minigame_id","id") WHERE "questions"."approved" IS NULL;--> statement-breakpoint
CREATE INDEX "questions_pending_text_idx" ON "questions" USING btree (left("search_text", 64),"id","subject_id") WHERE "questions"."approved" IS NULL;--> statement-breakpoint
-- The entry counts' trigger also keeps each minigame's entries on review, so the task page can page
-- over a manager's minigames without counting their entries. Writers wait until this commits, so
-- the backfill and the trigger see the same entries.
LOCK TABLE "questions" IN SHARE ROW EXCLUSIVE MODE;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "chapter_minigame_entry_counts"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE chapter_minigames cm SET entry_count = cm.entry_count + d.entries, valid_count = cm.valid_count + d.valid,
      pending_count = cm.pending_count + d.pending, entries_changed_at = now()
    FROM (SELECT chapter_minigame_id AS id, count(*)::int AS entries, (count(*) FILTER (WHERE approved))::int AS valid,
            (count(*) FILTER (WHERE approved IS NULL))::int AS pending
          FROM new_rows WHERE chapter_minigame_id IS NOT NULL GROUP BY 1) d
    WHERE cm.id = d.id;
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE chapter_minigames cm SET entry_count = cm.entry_count - d.entries, valid_count = cm.valid_count - d.valid,
      pending_count = cm.pending_count - d.pending, entries_changed_at = now()
    FROM (SELECT chapter_minigame_id AS id, count(*)::int AS entries, (count(*) FILTER (WHERE approved))::int AS valid,
            (count(*) FILTER (WHERE approved IS NULL))::int AS pending
          FROM old_rows WHERE chapter_minigame_id IS NOT NULL GROUP BY 1) d
    WHERE cm.id = d.id;
  ELSE
    UPDATE chapter_minigames cm SET entry_count = cm.entry_count + d.entries, valid_count = cm.valid_count + d.valid,
      pending_count = cm.pending_count + d.pending, entries_changed_at = now()
    FROM (SELECT id, sum(entries)::int AS entries, sum(valid)::int AS valid, sum(pending)::int AS pending FROM (
            SELECT chapter_minigame_id AS id, 1 AS entries, CASE WHEN approved THEN 1 ELSE 0 END AS valid, CASE WHEN approved IS NULL THEN 1 ELSE 0 END AS pending
            FROM new_rows WHERE chapter_minigame_id IS NOT NULL
            UNION ALL
            SELECT chapter_minigame_id, -1, CASE WHEN approved THEN -1 ELSE 0 END, CASE WHEN approved IS NULL THEN -1 ELSE 0 END
            FROM old_rows WHERE chapter_minigame_id IS NOT NULL) c
          GROUP BY id) d
    WHERE cm.id = d.id;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
UPDATE "chapter_minigames" cm SET "pending_count" = p.n
FROM (SELECT "chapter_minigame_id" AS id, count(*)::int AS n FROM "questions" WHERE "approved" IS NULL AND "chapter_minigame_id" IS NOT NULL GROUP BY 1) p
WHERE cm.id = p.id;
