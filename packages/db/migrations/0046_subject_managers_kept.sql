-- Who manages a live subject, kept as a table instead of the view of 0044–0045, with each subject's
-- entries on review: the task page read a manager's 200 memberships and each subject's row on every
-- call (0.25 of its 0.52 ms sorted by a value, docs/performance.md, stop 61), and sorted by subject it
-- read every chapter and minigame of them to page them; now it reads one range of this table's key.
-- Writers wait until this commits, so the backfill and the triggers see the same rows.
LOCK TABLE "subject_pending_counts", "subject_members", "subjects" IN SHARE ROW EXCLUSIVE MODE;--> statement-breakpoint
DROP VIEW "subject_managers";--> statement-breakpoint
CREATE TABLE "subject_managers" (
	"user_id" integer NOT NULL,
	"subject_id" integer NOT NULL,
	"subject_name" varchar(100) NOT NULL,
	"pending" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "subject_managers_user_id_subject_id_pk" PRIMARY KEY("user_id","subject_id")
);
--> statement-breakpoint
CREATE INDEX "subject_managers_subject_idx" ON "subject_managers" USING btree ("subject_id");--> statement-breakpoint
-- The rule, written once: a live subject is managed by its owner and by its active manager members
-- (role 3); the owner's own member row is left to the owner's half, so no row comes twice. Writes
-- these subjects' rows anew from it, with their counts as they stand.
CREATE FUNCTION "refresh_subject_managers"("subject_ids" integer[]) RETURNS void LANGUAGE sql AS $$
  DELETE FROM subject_managers WHERE subject_id = ANY(subject_ids);
  INSERT INTO subject_managers (user_id, subject_id, subject_name, pending)
    SELECT g.user_id, g.subject_id, g.subject_name, coalesce(p.pending, 0) FROM (
      SELECT s.owner_id AS user_id, s.id AS subject_id, s.name AS subject_name FROM subjects s WHERE s.id = ANY(subject_ids) AND s.deleted_at IS NULL
      UNION ALL SELECT m.user_id, m.subject_id, s.name FROM subject_members m JOIN subjects s ON s.id = m.subject_id AND s.deleted_at IS NULL
      WHERE m.subject_id = ANY(subject_ids) AND m.active AND m.role_id = 3 AND m.user_id IS NOT NULL AND m.user_id <> s.owner_id) g
    LEFT JOIN subject_pending_counts p ON p.subject_id = g.subject_id;
$$;--> statement-breakpoint
-- A change to subjects' counts (0043's trigger on subject_pending_counts) reaches their managers'
-- rows here, then each manager's total. The writer holds those subjects' count rows, so a change to
-- their managers made at the same time (recount_manager_pending) has committed or waits for it.
CREATE OR REPLACE FUNCTION "add_manager_pending"("subject_ids" integer[], "counts" integer[]) RETURNS void LANGUAGE sql AS $$
  UPDATE subject_managers g SET pending = g.pending + d.n FROM unnest(subject_ids, counts) AS d(subject_id, n)
    WHERE g.subject_id = d.subject_id AND g.subject_id = ANY(subject_ids);
  INSERT INTO manager_pending_counts AS k (user_id, pending)
    SELECT g.user_id, sum(d.n)::int FROM unnest(subject_ids, counts) AS d(subject_id, n)
    JOIN subject_managers g ON g.subject_id = d.subject_id AND g.subject_id = ANY(subject_ids)
    GROUP BY 1 HAVING sum(d.n) <> 0 ORDER BY 1
    ON CONFLICT (user_id) DO UPDATE SET pending = k.pending + EXCLUDED.pending;
$$;--> statement-breakpoint
-- Called when who manages `subject_ids` changed (0043): writes their managers' rows anew, then counts
-- these people again from their rows. Locks, always in this order: the subjects' rows (shared, so a
-- rename or a change of owner made at the same time has committed, or waits for this), then their
-- count rows (exclusive, so two changes to one subject's managers write its rows one after the other;
-- a change to their counts has committed and is read below, or waits and then reaches the new
-- managers), then the people's rows in the order of their ids, as add_manager_pending does.
CREATE OR REPLACE FUNCTION "recount_manager_pending"("subject_ids" integer[], "user_ids" integer[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  PERFORM 1 FROM subjects WHERE id = ANY(subject_ids) ORDER BY id FOR SHARE;
  INSERT INTO subject_pending_counts (subject_id)
    SELECT DISTINCT s.id FROM subjects s WHERE s.id = ANY(subject_ids) ORDER BY 1 ON CONFLICT DO NOTHING;
  PERFORM 1 FROM subject_pending_counts WHERE subject_id = ANY(subject_ids) ORDER BY subject_id FOR UPDATE;
  PERFORM refresh_subject_managers(subject_ids);
  INSERT INTO manager_pending_counts (user_id)
    SELECT DISTINCT u FROM unnest(user_ids) u WHERE u IS NOT NULL ORDER BY 1 ON CONFLICT DO NOTHING;
  PERFORM 1 FROM manager_pending_counts WHERE user_id = ANY(user_ids) ORDER BY user_id FOR UPDATE;
  UPDATE manager_pending_counts k SET pending = coalesce((SELECT sum(g.pending) FROM subject_managers g WHERE g.user_id = k.user_id), 0)::int
  WHERE k.user_id = ANY(user_ids);
END $$;--> statement-breakpoint
-- A subject gone for good: its rows go, and its owners are counted again (its members went with it,
-- and counted their own).
CREATE OR REPLACE FUNCTION "subjects_gone_managers_keep"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM recount_manager_pending(array_agg(id), array_agg(owner_id)) FROM old_rows;
  RETURN NULL;
END $$;--> statement-breakpoint
-- A new subject: its owner manages it (it holds no entries yet, so no count changes).
CREATE FUNCTION "subjects_new_managers_keep"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM refresh_subject_managers(array_agg(id)) FROM new_rows;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "subjects_managers_insert" AFTER INSERT ON "subjects" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "subjects_new_managers_keep"();--> statement-breakpoint
-- A subject renamed: its managers' rows carry the new name. A change to its managers made at the same
-- time waits for this row (recount_manager_pending), so it writes the new name too.
CREATE FUNCTION "subjects_renamed_managers_keep"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE subject_managers SET subject_name = NEW.name WHERE subject_id = NEW.id;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "subjects_managers_rename" AFTER UPDATE OF "name" ON "subjects"
  FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name) EXECUTE FUNCTION "subjects_renamed_managers_keep"();--> statement-breakpoint
SELECT refresh_subject_managers(array(SELECT s.id FROM subjects s));
