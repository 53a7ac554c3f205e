DROP INDEX "questions_chapter_minigame_idx";--> statement-breakpoint
ALTER TABLE "questions" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(jsonb_path_query_array(question_object, 'strict $.** ? (@.type() == "string")')::text)) STORED;--> statement-breakpoint
CREATE INDEX "questions_content_idx" ON "questions" USING btree ("chapter_minigame_id","id","approved");--> statement-breakpoint
CREATE INDEX "questions_content_updated_idx" ON "questions" USING btree ("chapter_minigame_id","updated_at","id");