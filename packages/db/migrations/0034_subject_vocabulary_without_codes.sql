-- A subject's code is not a word a typo should be corrected to (a code without a digit is a word of
-- eight letters to the search column): the vocabulary leaves out each subject's own code, and loses
-- the codes 0033 put in unless another subject uses that word otherwise.
CREATE OR REPLACE FUNCTION "subject_vocabulary_insert"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO subject_vocabulary (word)
    SELECT DISTINCT n.word FROM new_words n WHERE length(n.word) >= 3 AND n.word !~ '[0-9]'
      AND NOT EXISTS (SELECT 1 FROM subjects s WHERE s.id = n.subject_id AND s.code = upper(n.word))
    -- In one order, so that two saves adding the same new words wait for each other, never both.
    ORDER BY n.word
    ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;--> statement-breakpoint
DELETE FROM "subject_vocabulary" v WHERE EXISTS (SELECT 1 FROM "subjects" s WHERE s."code" = upper(v."word"))
  AND NOT EXISTS (SELECT 1 FROM "subject_words" sw JOIN "subjects" s ON s."id" = sw."subject_id" WHERE sw."word" = v."word" AND s."code" <> upper(v."word"));
