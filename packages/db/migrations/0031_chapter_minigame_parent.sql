-- Deleting a chapter minigame (or a chapter, with its minigames) empties the parent_id of the minigames
-- that share its content, and without an index PostgreSQL read every chapter minigame to find them:
-- 180 ms a deletion at two million. Few share another's content, so the index holds only those.
CREATE INDEX "chapter_minigames_parent_idx" ON "chapter_minigames" USING btree ("parent_id") WHERE "chapter_minigames"."parent_id" IS NOT NULL;