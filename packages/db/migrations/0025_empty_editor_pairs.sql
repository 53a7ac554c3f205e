-- A (minigame, editor) pair whose last entry on review is decided, moved or deleted is removed, so
-- pending_by_editor holds only pairs with entries on review and the Editor sort reads no empty
-- ones (0024 kept them at zero, one for every pair that ever had an entry on review).
LOCK TABLE "questions" IN SHARE ROW EXCLUSIVE MODE;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "pending_editor_counts"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO pending_by_editor AS p (chapter_minigame_id, editor_id, entries)
      SELECT chapter_minigame_id, coalesce(updated_by, created_by, 0), count(*)::int FROM new_rows
      WHERE approved IS NULL AND chapter_minigame_id IS NOT NULL GROUP BY 1, 2
      ON CONFLICT (chapter_minigame_id, editor_id) DO UPDATE SET entries = p.entries + EXCLUDED.entries;
    RETURN NULL;
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
  -- Only a pair an old row was in can have dropped to zero.
  DELETE FROM pending_by_editor p
  USING (SELECT DISTINCT chapter_minigame_id, coalesce(updated_by, created_by, 0) AS editor_id FROM old_rows
         WHERE approved IS NULL AND chapter_minigame_id IS NOT NULL) o
  WHERE p.chapter_minigame_id = o.chapter_minigame_id AND p.editor_id = o.editor_id AND p.entries = 0;
  RETURN NULL;
END $$;--> statement-breakpoint
DELETE FROM "pending_by_editor" WHERE "entries" = 0;
