-- The same rows as 0044's view, without the UNION's sort: a member row is one per subject and person
-- (subject_members_user_idx), and the one for the owner is left to the owner's half, so no row comes
-- twice. Deduplicating 203 rows on subject, name and person was a fifth of the task page's first
-- statement (0.28–0.30 → 0.22–0.23 ms for 200 managed subjects, docs/performance.md, stop 60).
CREATE OR REPLACE VIEW "subject_managers" AS
  SELECT s.id AS subject_id, s.name AS subject_name, s.owner_id AS user_id FROM subjects s WHERE s.deleted_at IS NULL
  UNION ALL SELECT m.subject_id, s.name, m.user_id FROM subject_members m JOIN subjects s ON s.id = m.subject_id AND s.deleted_at IS NULL
  WHERE m.active AND m.role_id = 3 AND m.user_id IS NOT NULL AND m.user_id <> s.owner_id;
