import type { DatabaseHandle } from '@cp/db';
import { hashPassword } from '../apps/api/src/platform/passwords';

const USERS = Number(process.env.BENCH_USERS ?? 2000);
const SUBJECTS = Number(process.env.BENCH_SUBJECTS ?? 10_000);

/** Bulk-generated users and subjects (plain SQL: this is load data, not a demo). */
export async function generateDataset({ pool }: DatabaseHandle) {
  const passwordHash = await hashPassword('bench-password');
  await pool.query(
    `INSERT INTO users (username, email, password_hash, email_verified, profile_complete, first_name, last_name)
     SELECT 'bench' || g, 'bench' || g || '@bench.local', $1, true, true, 'Bench', 'User ' || g FROM generate_series(1, $2) g`,
    [passwordHash, USERS],
  );
  await pool.query(
    `INSERT INTO subjects (code, name, description, owner_id, category_id, adaptive, private, published, play_sessions)
     SELECT 'B' || lpad(g::text, 7, '0'),
            (ARRAY['Fractions','Photosynthesis','World History','English Grammar','Algebra','Geography','Chemistry','Music Theory'])[1 + g % 8] || ' ' || g,
            'Generated subject number ' || g || ' for load tests.',
            1 + g % $2,
            (SELECT id FROM categories WHERE parent_id IS NOT NULL ORDER BY id OFFSET (g % 40) LIMIT 1),
            g % 5 = 0, g % 7 = 0, g % 3 = 0, (g * 37) % 1000
     FROM generate_series(1, $1) g`,
    [SUBJECTS, USERS],
  );
  // Some memberships, so that "most popular" and "contributors" sorts have counts to order by.
  await pool.query(
    `INSERT INTO subject_members (subject_id, user_id, role_id, active)
     SELECT s.id, 1 + (s.id * 13 + k) % $1, 2, true FROM subjects s, generate_series(1, 3) k WHERE s.id % 4 = 0
     ON CONFLICT DO NOTHING`,
    [USERS],
  );
  // One subject of bench1 with 50 chapters of 5 minigames each, 20 entries per minigame (the chapters endpoint).
  await pool.query(
    `INSERT INTO subjects (code, name, description, owner_id, category_id)
     SELECT 'BCHAPTER', 'Chapters at scale', 'Fifty chapters of five minigames.', u.id, (SELECT id FROM categories WHERE parent_id IS NOT NULL ORDER BY id LIMIT 1)
     FROM users u WHERE u.username = 'bench1'`,
  );
  await pool.query(
    `INSERT INTO chapters (subject_id, name, completion_rate, position)
     SELECT s.id, 'Chapter ' || g, 100, g FROM subjects s, generate_series(1, 50) g WHERE s.code = 'BCHAPTER'`,
  );
  await pool.query(
    `INSERT INTO chapter_minigames (chapter_id, minigame_id, creator_id)
     SELECT c.id, m.id, s.owner_id
     FROM chapters c JOIN subjects s ON s.id = c.subject_id,
          LATERAL (SELECT id FROM minigames WHERE published ORDER BY id LIMIT 5) m
     WHERE s.code = 'BCHAPTER'`,
  );
  await pool.query(
    `INSERT INTO questions (subject_id, chapter_minigame_id, question_object, approved, created_by)
     SELECT c.subject_id, cm.id, jsonb_build_object('question', 'Entry ' || g), true, cm.creator_id
     FROM chapter_minigames cm JOIN chapters c ON c.id = cm.chapter_id JOIN subjects s ON s.id = c.subject_id, generate_series(1, 20) g
     WHERE s.code = 'BCHAPTER'`,
  );
  // Statistics as autovacuum would have them on a live database.
  await pool.query('ANALYZE');
  const { rows } = await pool.query<{ id: number }>(`SELECT id FROM users WHERE username = 'bench1'`);
  /** Browse bodies the benchmark cycles through: searches, the 8 sorts, filters, categories and pages. */
  const subjectListBodies = [
    { search: 'fract', sort: '0-d', filter: [1], n: 6, page: 1 },
    { search: 'english grammar', sort: '2-a', filter: [], n: 6, page: 2 },
    { search: '', sort: '1-d', filter: [5], n: 6, page: 3 },
    { search: 'photosynthesis', sort: '3-d', filter: [0, 1], n: 6, page: 1 },
    { search: 'Algebr 12', sort: '0-a', filter: [], n: 6, page: 1 },
    { search: '', sort: '3-a', filter: [2], n: 6, page: 10 },
    { search: 'music theory', sort: '2-d', filter: [5], n: 6, page: 1 },
    { search: '', sort: '1-a', filter: [], category: 1, n: 6, page: 1 },
  ];
  return {
    login: { username: 'bench1', password: 'bench-password' },
    viewerId: rows[0]!.id,
    subjectListBodies,
    chapterSubject: 'BCHAPTER',
    summary: { users: USERS, subjects: SUBJECTS + 1, memberships: Math.floor(SUBJECTS / 4) * 3, chapters: 50, chapter_minigames: 250, entries: 5000 },
  };
}
