CREATE TABLE "manager_pending_counts" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"pending" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
-- Each person's entries on review across the subjects they manage: the subjects they own, and those
-- they are an active manager member of (role 3), while the subject is live. It is the sum of those
-- subjects' subject_pending_counts (0036), kept as those change and as who manages a subject
-- changes. Writers wait until this commits, so the backfill and the triggers see the same rows.
LOCK TABLE "subject_pending_counts", "subject_members", "subjects" IN SHARE ROW EXCLUSIVE MODE;--> statement-breakpoint
-- Adds each subject's change to the people who manage it now, in the order of their ids, so two
-- writers never wait for each other's rows. A person who owns a subject and is also its manager
-- member gets it once.
CREATE FUNCTION "add_manager_pending"("subject_ids" integer[], "counts" integer[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO manager_pending_counts AS k (user_id, pending)
    SELECT g.user_id, sum(d.n)::int FROM unnest(subject_ids, counts) AS d(subject_id, n)
    JOIN (SELECT s.id AS subject_id, s.owner_id AS user_id FROM subjects s WHERE s.id = ANY(subject_ids) AND s.deleted_at IS NULL
          UNION SELECT m.subject_id, m.user_id FROM subject_members m JOIN subjects s ON s.id = m.subject_id AND s.deleted_at IS NULL
          WHERE m.subject_id = ANY(subject_ids) AND m.active AND m.role_id = 3 AND m.user_id IS NOT NULL) g ON g.subject_id = d.subject_id
    GROUP BY 1 HAVING sum(d.n) <> 0 ORDER BY 1
    ON CONFLICT (user_id) DO UPDATE SET pending = k.pending + EXCLUDED.pending;
$$;--> statement-breakpoint
CREATE FUNCTION "manager_pending_keep"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM add_manager_pending(array_agg(subject_id), array_agg(pending)) FROM new_rows WHERE pending <> 0;
  ELSE
    PERFORM add_manager_pending(array_agg(n.subject_id), array_agg(n.pending - o.pending))
      FROM new_rows n JOIN old_rows o ON o.subject_id = n.subject_id WHERE n.pending <> o.pending;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "subject_pending_managers_insert" AFTER INSERT ON "subject_pending_counts" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "manager_pending_keep"();--> statement-breakpoint
CREATE TRIGGER "subject_pending_managers_update" AFTER UPDATE ON "subject_pending_counts" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "manager_pending_keep"();--> statement-breakpoint
-- Counts these people again from what the subjects they manage hold now: called when who manages
-- `subject_ids` changed. The subjects' rows are locked first, so a change to their counts made at
-- the same time has either committed (and is read below, in a statement of its own) or waits and
-- then reaches the new managers. The people's rows are locked next, in the order of their ids, as
-- add_manager_pending does, so a change to another of their subjects is not lost either.
CREATE FUNCTION "recount_manager_pending"("subject_ids" integer[], "user_ids" integer[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO subject_pending_counts (subject_id)
    SELECT DISTINCT s.id FROM subjects s WHERE s.id = ANY(subject_ids) ORDER BY 1 ON CONFLICT DO NOTHING;
  PERFORM 1 FROM subject_pending_counts WHERE subject_id = ANY(subject_ids) ORDER BY subject_id FOR SHARE;
  INSERT INTO manager_pending_counts (user_id)
    SELECT DISTINCT u FROM unnest(user_ids) u WHERE u IS NOT NULL ORDER BY 1 ON CONFLICT DO NOTHING;
  PERFORM 1 FROM manager_pending_counts WHERE user_id = ANY(user_ids) ORDER BY user_id FOR UPDATE;
  UPDATE manager_pending_counts k SET pending = coalesce((SELECT sum(p.pending) FROM (
      SELECT s.id FROM subjects s WHERE s.owner_id = k.user_id AND s.deleted_at IS NULL
      UNION SELECT m.subject_id FROM subject_members m JOIN subjects s ON s.id = m.subject_id AND s.deleted_at IS NULL
      WHERE m.user_id = k.user_id AND m.active AND m.role_id = 3) s
    JOIN subject_pending_counts p ON p.subject_id = s.id), 0)::int
  WHERE k.user_id = ANY(user_ids);
END $$;--> statement-breakpoint
-- A manager member joins, leaves, or changes role or state: both sides of the change are counted again.
CREATE FUNCTION "subject_members_managers_keep"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM recount_manager_pending(array_agg(subject_id), array_agg(user_id)) FROM new_rows WHERE active AND role_id = 3 AND user_id IS NOT NULL;
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM recount_manager_pending(array_agg(subject_id), array_agg(user_id)) FROM old_rows WHERE active AND role_id = 3 AND user_id IS NOT NULL;
  ELSE
    PERFORM recount_manager_pending(array_agg(d.subject_id), array_agg(d.user_id)) FROM (
      SELECT o.subject_id, o.user_id FROM old_rows o JOIN new_rows n ON n.id = o.id
        WHERE (o.active AND o.role_id = 3 OR n.active AND n.role_id = 3)
          AND (o.active, o.role_id, o.user_id, o.subject_id) IS DISTINCT FROM (n.active, n.role_id, n.user_id, n.subject_id)
      UNION SELECT n.subject_id, n.user_id FROM old_rows o JOIN new_rows n ON n.id = o.id
        WHERE (o.active AND o.role_id = 3 OR n.active AND n.role_id = 3)
          AND (o.active, o.role_id, o.user_id, o.subject_id) IS DISTINCT FROM (n.active, n.role_id, n.user_id, n.subject_id)) d
    WHERE d.user_id IS NOT NULL;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "subject_members_managers_insert" AFTER INSERT ON "subject_members" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "subject_members_managers_keep"();--> statement-breakpoint
CREATE TRIGGER "subject_members_managers_update" AFTER UPDATE ON "subject_members" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "subject_members_managers_keep"();--> statement-breakpoint
CREATE TRIGGER "subject_members_managers_delete" AFTER DELETE ON "subject_members" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "subject_members_managers_keep"();--> statement-breakpoint
-- A subject changes owner, or is deleted or restored: its owners, old and new, and its manager
-- members are counted again. A subject gone for good takes its members with it (they count their
-- own), so only its owner is counted again.
CREATE FUNCTION "subject_managers_keep"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM recount_manager_pending(ARRAY[NEW.id], ARRAY[OLD.owner_id, NEW.owner_id] || array_agg(m.user_id))
    FROM subject_members m WHERE m.subject_id = NEW.id AND m.active AND m.role_id = 3 AND m.user_id IS NOT NULL;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "subjects_managers_update" AFTER UPDATE OF "owner_id", "deleted_at" ON "subjects"
  FOR EACH ROW WHEN (OLD.owner_id <> NEW.owner_id OR (OLD.deleted_at IS NULL) <> (NEW.deleted_at IS NULL))
  EXECUTE FUNCTION "subject_managers_keep"();--> statement-breakpoint
CREATE FUNCTION "subjects_gone_managers_keep"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM recount_manager_pending('{}', array_agg(owner_id)) FROM old_rows;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "subjects_managers_delete" AFTER DELETE ON "subjects" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "subjects_gone_managers_keep"();--> statement-breakpoint
INSERT INTO "manager_pending_counts" ("user_id", "pending")
  SELECT g.user_id, sum(p.pending)::int FROM (
    SELECT s.id AS subject_id, s.owner_id AS user_id FROM subjects s WHERE s.deleted_at IS NULL
    UNION SELECT m.subject_id, m.user_id FROM subject_members m JOIN subjects s ON s.id = m.subject_id AND s.deleted_at IS NULL
    WHERE m.active AND m.role_id = 3 AND m.user_id IS NOT NULL) g
  JOIN subject_pending_counts p ON p.subject_id = g.subject_id
  GROUP BY 1 HAVING sum(p.pending) <> 0;
