import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './helpers';

/**
 * Deleting a row makes PostgreSQL look up every row that refers to it. Without an index led by the
 * referring columns that is a scan of the whole referring table for each deletion (a chapter
 * minigame's children: 180 ms a deletion at two million rows). Every foreign key has such an index,
 * except those whose parent rows the product never deletes, listed here with the reason.
 */
const NEVER_DELETED: Record<string, string> = {
  'questions.questions_updated_by_users_id_fk': 'people are never deleted',
  'questions.questions_created_by_users_id_fk': 'people are never deleted',
  'chapter_minigames.chapter_minigames_creator_id_users_id_fk': 'people are never deleted',
  'contact_tickets.contact_tickets_user_id_users_id_fk': 'people are never deleted',
  'question_versions.question_versions_editor_id_users_id_fk': 'people are never deleted',
  'publish_requests.publish_requests_requested_by_users_id_fk': 'people are never deleted',
  'admin_audit.admin_audit_admin_id_admins_id_fk': 'administrators are never deleted (the log keeps their names)',
  'contributions.contributions_subject_id_subjects_id_fk': 'subjects are deleted softly',
  'chapter_minigames.chapter_minigames_minigame_id_minigames_id_fk': 'minigames are deleted softly',
  'chapter_minigames.chapter_minigames_teaching_material_id_teaching_materials_id_fk': 'teaching formats are a fixed catalogue',
  'minigames.minigames_game_module_id_game_modules_id_fk': 'game modules are a fixed catalogue',
  'daily_category_subjects.daily_category_subjects_category_id_categories_id_fk': 'categories are a fixed catalogue',
  'monthly_category_subjects.monthly_category_subjects_category_id_categories_id_fk': 'categories are a fixed catalogue',
};

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => t?.close());

describe('foreign keys', () => {
  it('each have an index led by their columns, unless their parent rows are never deleted', async () => {
    const { rows } = await t.ctx.db.execute<{ name: string }>(sql`
      SELECT c.conrelid::regclass::text || '.' || c.conname AS name FROM pg_constraint c
      WHERE c.contype = 'f' AND c.connamespace = 'public'::regnamespace AND NOT EXISTS (
        SELECT 1 FROM pg_index i WHERE i.indrelid = c.conrelid
          AND (i.indkey::int2[])[0:cardinality(c.conkey) - 1] @> c.conkey AND c.conkey @> (i.indkey::int2[])[0:cardinality(c.conkey) - 1])
      ORDER BY 1`);
    expect(rows.map((r) => r.name)).toEqual(Object.keys(NEVER_DELETED).sort());
  });
});
