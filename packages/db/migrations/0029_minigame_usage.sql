CREATE TABLE "minigame_subject_usage" (
	"minigame_id" integer NOT NULL,
	"subject_id" integer NOT NULL,
	"chapters" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "minigame_subject_usage_minigame_id_subject_id_pk" PRIMARY KEY("minigame_id","subject_id")
);
--> statement-breakpoint
CREATE TABLE "minigame_usage" (
	"minigame_id" integer NOT NULL,
	"shard" smallint NOT NULL,
	"subjects" integer DEFAULT 0 NOT NULL,
	"chapters" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "minigame_usage_minigame_id_shard_pk" PRIMARY KEY("minigame_id","shard")
);
--> statement-breakpoint
ALTER TABLE "minigame_subject_usage" ADD CONSTRAINT "minigame_subject_usage_minigame_id_minigames_id_fk" FOREIGN KEY ("minigame_id") REFERENCES "public"."minigames"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "minigame_usage" ADD CONSTRAINT "minigame_usage_minigame_id_minigames_id_fk" FOREIGN KEY ("minigame_id") REFERENCES "public"."minigames"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- The back-office's minigame list showed how many subjects and chapters use each minigame by
-- counting chapter_minigames for every row on every request (9 s at two million chapters); the
-- figures are now kept as chapters take minigames up and drop them. As in 0020, triggers come
-- first and the backfill last, so nothing written meanwhile is counted twice or missed.
--
-- add_minigame_usage adds one change per (minigame, subject, chapters +/-): the subject's row
-- goes up or down, a subject that starts or stops using the minigame moves its subjects figure,
-- and a row left at zero chapters is removed.
CREATE FUNCTION "add_minigame_usage"(minigame_ids integer[], subject_ids integer[], deltas integer[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  WITH d AS (
    SELECT m, s, sum(c)::int AS c FROM unnest(minigame_ids, subject_ids, deltas) AS x(m, s, c) GROUP BY 1, 2 HAVING sum(c) <> 0),
  kept AS (
    INSERT INTO minigame_subject_usage AS u (minigame_id, subject_id, chapters) SELECT m, s, c FROM d
    ON CONFLICT (minigame_id, subject_id) DO UPDATE SET chapters = u.chapters + EXCLUDED.chapters
    RETURNING u.minigame_id, u.subject_id, u.chapters)
  INSERT INTO minigame_usage AS t (minigame_id, shard, subjects, chapters)
    SELECT kept.minigame_id, pg_backend_pid() % 16,
           sum(CASE WHEN kept.chapters - d.c = 0 THEN 1 WHEN kept.chapters = 0 THEN -1 ELSE 0 END)::int, sum(d.c)::int
    FROM kept JOIN d ON d.m = kept.minigame_id AND d.s = kept.subject_id GROUP BY 1
  ON CONFLICT (minigame_id, shard) DO UPDATE SET subjects = t.subjects + EXCLUDED.subjects, chapters = t.chapters + EXCLUDED.chapters;
  DELETE FROM minigame_subject_usage u USING unnest(minigame_ids, subject_ids) AS x(m, s)
    WHERE u.minigame_id = x.m AND u.subject_id = x.s AND u.chapters = 0;
END $$;--> statement-breakpoint
CREATE FUNCTION "chapter_minigame_usage"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM add_minigame_usage(array_agg(n.minigame_id), array_agg(c.subject_id), array_agg(1)) FROM new_rows n JOIN chapters c ON c.id = n.chapter_id;
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM add_minigame_usage(array_agg(o.minigame_id), array_agg(c.subject_id), array_agg(-1)) FROM old_rows o JOIN chapters c ON c.id = o.chapter_id;
  ELSE
    PERFORM add_minigame_usage(ARRAY[OLD.minigame_id, NEW.minigame_id],
      ARRAY[(SELECT subject_id FROM chapters WHERE id = OLD.chapter_id), (SELECT subject_id FROM chapters WHERE id = NEW.chapter_id)], ARRAY[-1, 1]);
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "chapter_minigames_usage_insert" AFTER INSERT ON "chapter_minigames" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "chapter_minigame_usage"();--> statement-breakpoint
CREATE TRIGGER "chapter_minigames_usage_delete" AFTER DELETE ON "chapter_minigames" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "chapter_minigame_usage"();--> statement-breakpoint
CREATE TRIGGER "chapter_minigames_usage_move" AFTER UPDATE OF "chapter_id", "minigame_id" ON "chapter_minigames"
  FOR EACH ROW WHEN (OLD.chapter_id <> NEW.chapter_id OR OLD.minigame_id <> NEW.minigame_id) EXECUTE FUNCTION "chapter_minigame_usage"();--> statement-breakpoint
-- A chapter's minigames go before the chapter does: by the time the foreign key's cascade ran,
-- the chapter (and so the subject its minigames counted for) would already be gone.
CREATE FUNCTION "chapter_drops_minigames"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM chapter_minigames WHERE chapter_id = OLD.id;
  RETURN OLD;
END $$;--> statement-breakpoint
CREATE TRIGGER "chapters_drop_minigames" BEFORE DELETE ON "chapters"
  FOR EACH ROW EXECUTE FUNCTION "chapter_drops_minigames"();--> statement-breakpoint
CREATE FUNCTION "chapter_moves_usage"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM add_minigame_usage(array_agg(cm.minigame_id) || array_agg(cm.minigame_id),
    array_fill(OLD.subject_id, ARRAY[count(*)::int]) || array_fill(NEW.subject_id, ARRAY[count(*)::int]),
    array_fill(-1, ARRAY[count(*)::int]) || array_fill(1, ARRAY[count(*)::int]))
  FROM chapter_minigames cm WHERE cm.chapter_id = NEW.id;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "chapters_move_usage" AFTER UPDATE OF "subject_id" ON "chapters"
  FOR EACH ROW WHEN (OLD.subject_id <> NEW.subject_id) EXECUTE FUNCTION "chapter_moves_usage"();--> statement-breakpoint
INSERT INTO "minigame_subject_usage" ("minigame_id", "subject_id", "chapters")
  SELECT cm."minigame_id", c."subject_id", count(*) FROM "chapter_minigames" cm JOIN "chapters" c ON c."id" = cm."chapter_id" GROUP BY 1, 2;--> statement-breakpoint
INSERT INTO "minigame_usage" ("minigame_id", "shard", "subjects", "chapters")
  SELECT "minigame_id", 0, count(*), sum("chapters") FROM "minigame_subject_usage" GROUP BY 1;
