-- Who manages a live subject: its owner, and its active manager members (role 3). Written once here
-- and read by the kept counts of entries on review per manager (0043, whose functions are replaced
-- below to read it) and by the task page (tasks/service.ts, `managedBy`), which also takes the
-- subject's name from it (joining subjects again for the name cost a third more for 200 subjects).
-- A condition on subject_id or user_id reaches both halves of the union, so each reads its own index.
CREATE VIEW "subject_managers" AS
  SELECT s.id AS subject_id, s.name AS subject_name, s.owner_id AS user_id FROM subjects s WHERE s.deleted_at IS NULL
  UNION SELECT m.subject_id, s.name, m.user_id FROM subject_members m JOIN subjects s ON s.id = m.subject_id AND s.deleted_at IS NULL
  WHERE m.active AND m.role_id = 3 AND m.user_id IS NOT NULL;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "add_manager_pending"("subject_ids" integer[], "counts" integer[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO manager_pending_counts AS k (user_id, pending)
    SELECT g.user_id, sum(d.n)::int FROM unnest(subject_ids, counts) AS d(subject_id, n)
    JOIN subject_managers g ON g.subject_id = d.subject_id AND g.subject_id = ANY(subject_ids)
    GROUP BY 1 HAVING sum(d.n) <> 0 ORDER BY 1
    ON CONFLICT (user_id) DO UPDATE SET pending = k.pending + EXCLUDED.pending;
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "recount_manager_pending"("subject_ids" integer[], "user_ids" integer[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO subject_pending_counts (subject_id)
    SELECT DISTINCT s.id FROM subjects s WHERE s.id = ANY(subject_ids) ORDER BY 1 ON CONFLICT DO NOTHING;
  PERFORM 1 FROM subject_pending_counts WHERE subject_id = ANY(subject_ids) ORDER BY subject_id FOR SHARE;
  INSERT INTO manager_pending_counts (user_id)
    SELECT DISTINCT u FROM unnest(user_ids) u WHERE u IS NOT NULL ORDER BY 1 ON CONFLICT DO NOTHING;
  PERFORM 1 FROM manager_pending_counts WHERE user_id = ANY(user_ids) ORDER BY user_id FOR UPDATE;
  UPDATE manager_pending_counts k SET pending = coalesce((SELECT sum(p.pending)
    FROM subject_managers g JOIN subject_pending_counts p ON p.subject_id = g.subject_id WHERE g.user_id = k.user_id), 0)::int
  WHERE k.user_id = ANY(user_ids);
END $$;--> statement-breakpoint
-- A manager member joins, leaves, or changes role or state: both sides of the change are counted
-- again (each row's subject and person before and after).
CREATE OR REPLACE FUNCTION "subject_members_managers_keep"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM recount_manager_pending(array_agg(subject_id), array_agg(user_id)) FROM new_rows WHERE active AND role_id = 3 AND user_id IS NOT NULL;
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM recount_manager_pending(array_agg(subject_id), array_agg(user_id)) FROM old_rows WHERE active AND role_id = 3 AND user_id IS NOT NULL;
  ELSE
    PERFORM recount_manager_pending(array_agg(d.subject_id), array_agg(d.user_id))
      FROM old_rows o JOIN new_rows n ON n.id = o.id
      CROSS JOIN LATERAL (VALUES (o.subject_id, o.user_id), (n.subject_id, n.user_id)) AS d(subject_id, user_id)
      WHERE (o.active AND o.role_id = 3 OR n.active AND n.role_id = 3)
        AND (o.active, o.role_id, o.user_id, o.subject_id) IS DISTINCT FROM (n.active, n.role_id, n.user_id, n.subject_id)
        AND d.user_id IS NOT NULL;
  END IF;
  RETURN NULL;
END $$;
