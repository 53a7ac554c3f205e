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
  return { login: { username: 'bench1', password: 'bench-password' }, summary: { users: USERS, subjects: SUBJECTS } };
}
