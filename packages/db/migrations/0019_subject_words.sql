CREATE TABLE "subject_words" (
	"word" text COLLATE "C" NOT NULL,
	"name_key" text NOT NULL,
	"subject_id" integer NOT NULL,
	CONSTRAINT "subject_words_word_name_key_subject_id_pk" PRIMARY KEY("word","name_key","subject_id")
);
--> statement-breakpoint
ALTER TABLE "subject_words" ADD CONSTRAINT "subject_words_subject_id_subjects_id_fk" FOREIGN KEY ("subject_id") REFERENCES "public"."subjects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "subject_words_subject_idx" ON "subject_words" USING btree ("subject_id");--> statement-breakpoint
INSERT INTO "subject_words" ("word", "name_key", "subject_id")
SELECT DISTINCT left(u.lexeme, 64), lower(s."name"), s."id" FROM "subjects" s, unnest(s."search") u WHERE s."deleted_at" IS NULL;--> statement-breakpoint
-- Keeps subject_words: a statement's new subjects in one insert (a bulk import too), and one
-- subject's words again when its code, name or description changes or it is deleted or restored.
-- Play counts, publishing and the other columns never touch it.
CREATE FUNCTION "subject_words_insert"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO subject_words (word, name_key, subject_id)
    SELECT DISTINCT left(u.lexeme, 64), lower(n.name), n.id FROM new_rows n, unnest(n.search) u WHERE n.deleted_at IS NULL;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "subjects_words_insert" AFTER INSERT ON "subjects" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "subject_words_insert"();--> statement-breakpoint
CREATE FUNCTION "subject_words_update"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM subject_words WHERE subject_id = OLD.id;
  IF NEW.deleted_at IS NULL THEN
    INSERT INTO subject_words (word, name_key, subject_id)
      SELECT DISTINCT left(u.lexeme, 64), lower(NEW.name), NEW.id FROM unnest(NEW.search) u;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "subjects_words_update" AFTER UPDATE OF "code", "name", "description", "deleted_at" ON "subjects"
  FOR EACH ROW WHEN (OLD.code IS DISTINCT FROM NEW.code OR OLD.name IS DISTINCT FROM NEW.name
    OR OLD.description IS DISTINCT FROM NEW.description OR (OLD.deleted_at IS NULL) <> (NEW.deleted_at IS NULL))
  EXECUTE FUNCTION "subject_words_update"();
