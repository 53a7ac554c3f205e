-- The words a search that finds nothing can be corrected to: every word of three or more characters
-- without a digit that subject_words has had (numbers are left out, and so codes with a digit; 0034
-- leaves out the other codes). Kept by a trigger on subject_words, so every way a subject's words are
-- written fills it.
CREATE TABLE "subject_vocabulary" (
	"word" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
INSERT INTO "subject_vocabulary" ("word")
SELECT DISTINCT "word" FROM "subject_words" WHERE length("word") >= 3 AND "word" !~ '[0-9]';--> statement-breakpoint
CREATE INDEX "subject_vocabulary_trgm_idx" ON "subject_vocabulary" USING gin ("word" gin_trgm_ops);--> statement-breakpoint
CREATE FUNCTION "subject_vocabulary_insert"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO subject_vocabulary (word)
    SELECT DISTINCT n.word FROM new_words n WHERE length(n.word) >= 3 AND n.word !~ '[0-9]'
    -- In one order, so that two saves adding the same new words wait for each other, never both.
    ORDER BY n.word
    ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "subject_words_vocabulary" AFTER INSERT ON "subject_words" REFERENCING NEW TABLE AS new_words
  FOR EACH STATEMENT EXECUTE FUNCTION "subject_vocabulary_insert"();
