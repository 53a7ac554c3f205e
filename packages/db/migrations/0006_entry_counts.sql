ALTER TABLE "chapter_minigames" ADD COLUMN "entry_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "chapter_minigames" ADD COLUMN "valid_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "chapter_minigames" ADD COLUMN "entries_changed_at" timestamp with time zone;--> statement-breakpoint
UPDATE "chapter_minigames" cm SET "entry_count" = e.entries, "valid_count" = e.valid, "entries_changed_at" = e.latest
FROM (SELECT "chapter_minigame_id" AS id, count(*)::int AS entries, (count(*) FILTER (WHERE "approved"))::int AS valid, max("updated_at") AS latest
      FROM "questions" WHERE "chapter_minigame_id" IS NOT NULL GROUP BY "chapter_minigame_id") e
WHERE cm.id = e.id;--> statement-breakpoint
-- Keeps chapter_minigames' entry counts: one statement-level trigger per event, reading the changed
-- rows from transition tables, so a bulk insert of a million entries updates each minigame once.
CREATE FUNCTION "chapter_minigame_entry_counts"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE chapter_minigames cm SET entry_count = cm.entry_count + d.entries, valid_count = cm.valid_count + d.valid, entries_changed_at = now()
    FROM (SELECT chapter_minigame_id AS id, count(*)::int AS entries, (count(*) FILTER (WHERE approved))::int AS valid
          FROM new_rows WHERE chapter_minigame_id IS NOT NULL GROUP BY 1) d
    WHERE cm.id = d.id;
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE chapter_minigames cm SET entry_count = cm.entry_count - d.entries, valid_count = cm.valid_count - d.valid, entries_changed_at = now()
    FROM (SELECT chapter_minigame_id AS id, count(*)::int AS entries, (count(*) FILTER (WHERE approved))::int AS valid
          FROM old_rows WHERE chapter_minigame_id IS NOT NULL GROUP BY 1) d
    WHERE cm.id = d.id;
  ELSE
    UPDATE chapter_minigames cm SET entry_count = cm.entry_count + d.entries, valid_count = cm.valid_count + d.valid, entries_changed_at = now()
    FROM (SELECT id, sum(entries)::int AS entries, sum(valid)::int AS valid FROM (
            SELECT chapter_minigame_id AS id, 1 AS entries, CASE WHEN approved THEN 1 ELSE 0 END AS valid FROM new_rows WHERE chapter_minigame_id IS NOT NULL
            UNION ALL
            SELECT chapter_minigame_id, -1, CASE WHEN approved THEN -1 ELSE 0 END FROM old_rows WHERE chapter_minigame_id IS NOT NULL) c
          GROUP BY id) d
    WHERE cm.id = d.id;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "questions_count_insert" AFTER INSERT ON "questions" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "chapter_minigame_entry_counts"();--> statement-breakpoint
CREATE TRIGGER "questions_count_update" AFTER UPDATE ON "questions" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "chapter_minigame_entry_counts"();--> statement-breakpoint
CREATE TRIGGER "questions_count_delete" AFTER DELETE ON "questions" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "chapter_minigame_entry_counts"();
