-- A Browse count reads a word's rows in subject_words and counts each subject in the row of its first
-- lexeme that begins with the word: whether the subject has an earlier one is one probe of this index
-- with the word beside the subject (with the subject alone, every row of the subject was read from the
-- table: '12' at a million subjects 31 -> 13 ms). Deleting a subject's rows reads it as before.
DROP INDEX "subject_words_subject_idx";--> statement-breakpoint
CREATE INDEX "subject_words_subject_idx" ON "subject_words" USING btree ("subject_id","word");