CREATE TABLE "pending_by_editor" (
	"chapter_minigame_id" integer NOT NULL,
	"editor_id" integer NOT NULL,
	"entries" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "pending_by_editor_chapter_minigame_id_editor_id_pk" PRIMARY KEY("chapter_minigame_id","editor_id")
);
--> statement-breakpoint
ALTER TABLE "pending_by_editor" ADD CONSTRAINT "pending_by_editor_chapter_minigame_id_chapter_minigames_id_fk" FOREIGN KEY ("chapter_minigame_id") REFERENCES "public"."chapter_minigames"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "questions_pending_editor_idx" ON "questions" USING btree ("chapter_minigame_id",coalesce("updated_by", "created_by", 0),"id") WHERE "questions"."approved" IS NULL;--> statement-breakpoint
-- Entries on review per chapter minigame and editor, kept like chapter_minigames' counts (0006,
-- 0023): one statement-level trigger per event, reading the changed rows from transition tables.
-- Writers wait until this commits, so the backfill and the triggers see the same entries.
LOCK TABLE "questions" IN SHARE ROW EXCLUSIVE MODE;--> statement-breakpoint
CREATE FUNCTION "pending_editor_counts"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO pending_by_editor AS p (chapter_minigame_id, editor_id, entries)
      SELECT chapter_minigame_id, coalesce(updated_by, created_by, 0), count(*)::int FROM new_rows
      WHERE approved IS NULL AND chapter_minigame_id IS NOT NULL GROUP BY 1, 2
      ON CONFLICT (chapter_minigame_id, editor_id) DO UPDATE SET entries = p.entries + EXCLUDED.entries;
  ELSIF TG_OP = 'DELETE' THEN
    -- Only subtracts: a minigame deleted with its entries has already taken its rows here with it.
    UPDATE pending_by_editor p SET entries = p.entries - d.n
    FROM (SELECT chapter_minigame_id, coalesce(updated_by, created_by, 0) AS editor_id, count(*)::int AS n FROM old_rows
          WHERE approved IS NULL AND chapter_minigame_id IS NOT NULL GROUP BY 1, 2) d
    WHERE p.chapter_minigame_id = d.chapter_minigame_id AND p.editor_id = d.editor_id;
  ELSE
    -- An edit that keeps an entry on review by the same editor adds and takes one: nothing is written.
    INSERT INTO pending_by_editor AS p (chapter_minigame_id, editor_id, entries)
      SELECT chapter_minigame_id, editor_id, sum(n)::int FROM (
        SELECT chapter_minigame_id, coalesce(updated_by, created_by, 0) AS editor_id, 1 AS n FROM new_rows WHERE approved IS NULL AND chapter_minigame_id IS NOT NULL
        UNION ALL
        SELECT chapter_minigame_id, coalesce(updated_by, created_by, 0), -1 FROM old_rows WHERE approved IS NULL AND chapter_minigame_id IS NOT NULL) c
      GROUP BY 1, 2 HAVING sum(n) <> 0
      ON CONFLICT (chapter_minigame_id, editor_id) DO UPDATE SET entries = p.entries + EXCLUDED.entries;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "questions_pending_editor_insert" AFTER INSERT ON "questions" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "pending_editor_counts"();--> statement-breakpoint
CREATE TRIGGER "questions_pending_editor_update" AFTER UPDATE ON "questions" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "pending_editor_counts"();--> statement-breakpoint
CREATE TRIGGER "questions_pending_editor_delete" AFTER DELETE ON "questions" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "pending_editor_counts"();--> statement-breakpoint
INSERT INTO "pending_by_editor" ("chapter_minigame_id", "editor_id", "entries")
SELECT "chapter_minigame_id", coalesce("updated_by", "created_by", 0), count(*)::int FROM "questions"
WHERE "approved" IS NULL AND "chapter_minigame_id" IS NOT NULL GROUP BY 1, 2;
