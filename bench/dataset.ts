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
    summary: { users: USERS, subjects: SUBJECTS, memberships: Math.floor(SUBJECTS / 4) * 3 },
  };
}
