CREATE TABLE "subject_pending_counts" (
	"subject_id" integer PRIMARY KEY NOT NULL,
	"pending" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
-- Each subject's entries on review: the sum of its chapter minigames' pending_count (0023), kept
-- as those change. Writers wait until this commits, so the backfill and the triggers see the same
-- counts.
LOCK TABLE "chapter_minigames", "chapters" IN SHARE ROW EXCLUSIVE MODE;--> statement-breakpoint
-- Adds counts to subjects, in the order of their ids, so two writers never wait for each other's rows.
CREATE FUNCTION "add_subject_pending"("subject_ids" integer[], "counts" integer[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO subject_pending_counts AS k (subject_id, pending)
    SELECT d.subject_id, sum(d.n)::int FROM unnest(subject_ids, counts) AS d(subject_id, n)
    GROUP BY 1 HAVING sum(d.n) <> 0 ORDER BY 1
    ON CONFLICT (subject_id) DO UPDATE SET pending = k.pending + EXCLUDED.pending;
$$;--> statement-breakpoint
-- What the changed minigames now hold, less what they held, goes to the subject of their chapter: a
-- changed count, a minigame added, moved to another chapter, or deleted. A chapter's minigames are
-- deleted before the chapter goes (chapters_drop_minigames), so their chapter is still there.
CREATE FUNCTION "subject_pending_keep"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM add_subject_pending(array_agg(c.subject_id), array_agg(d.pending_count))
      FROM new_rows d JOIN chapters c ON c.id = d.chapter_id WHERE d.pending_count <> 0;
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM add_subject_pending(array_agg(c.subject_id), array_agg(-d.pending_count))
      FROM old_rows d JOIN chapters c ON c.id = d.chapter_id WHERE d.pending_count <> 0;
  ELSE
    PERFORM add_subject_pending(array_agg(c.subject_id), array_agg(d.n))
      FROM (SELECT chapter_id, pending_count AS n FROM new_rows WHERE pending_count <> 0
            UNION ALL SELECT chapter_id, -pending_count FROM old_rows WHERE pending_count <> 0) d
      JOIN chapters c ON c.id = d.chapter_id;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "chapter_minigames_pending_insert" AFTER INSERT ON "chapter_minigames" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "subject_pending_keep"();--> statement-breakpoint
CREATE TRIGGER "chapter_minigames_pending_update" AFTER UPDATE ON "chapter_minigames" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "subject_pending_keep"();--> statement-breakpoint
CREATE TRIGGER "chapter_minigames_pending_delete" AFTER DELETE ON "chapter_minigames" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "subject_pending_keep"();--> statement-breakpoint
-- A chapter moved to another subject takes its minigames' entries on review with it.
CREATE FUNCTION "chapter_moves_pending"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM add_subject_pending(ARRAY[OLD.subject_id, NEW.subject_id], ARRAY[-sum(cm.pending_count), sum(cm.pending_count)]::int[])
    FROM chapter_minigames cm WHERE cm.chapter_id = NEW.id HAVING sum(cm.pending_count) <> 0;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "chapters_move_pending" AFTER UPDATE OF "subject_id" ON "chapters"
  FOR EACH ROW WHEN (OLD.subject_id <> NEW.subject_id) EXECUTE FUNCTION "chapter_moves_pending"();--> statement-breakpoint
INSERT INTO "subject_pending_counts" ("subject_id", "pending")
  SELECT c."subject_id", sum(cm."pending_count")::int FROM "chapter_minigames" cm JOIN "chapters" c ON c."id" = cm."chapter_id"
  WHERE cm."pending_count" <> 0 GROUP BY 1;
