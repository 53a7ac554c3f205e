import { ACTIVITY, CONTACT_TOPICS_USER, NOTIFICATION, SUBJECT_SORTS, TASK_UPDATE, activityCategory } from '@cp/contract';
import type { DatabaseHandle } from '@cp/db';
import { hashPassword } from '../apps/api/src/platform/passwords';

/**
 * BENCH_SCALE multiplies the dataset (users, subjects, entries; 1 = 10,000 / 10,000 / 1,000,000) so
 * runs at different sizes show whether page latency stays flat; the measured minigame, subject and
 * task list keep their size. BENCH_USERS, BENCH_SUBJECTS and BENCH_ENTRIES set one size exactly.
 * Entries stop growing at MAX_ENTRIES unless BENCH_ENTRIES asks for more: 100 million (100×) would
 * need about 230 GB of disk and hours to build, and no page reads the entries of other minigames.
 */
const MAX_ENTRIES = 10_000_000;
const SCALE = Number(process.env.BENCH_SCALE ?? 1);
const USERS = Number(process.env.BENCH_USERS ?? Math.max(300, Math.round(10_000 * SCALE)));
const SUBJECTS = Number(process.env.BENCH_SUBJECTS ?? Math.max(300, Math.round(10_000 * SCALE)));
const ENTRIES = Number(process.env.BENCH_ENTRIES ?? Math.min(MAX_ENTRIES, Math.max(20_000, Math.round(1_000_000 * SCALE))));
/** The entries of the one large minigame the entry list is measured on (page 1, a deep page, a search). */
const LARGE_MINIGAME = 5_000;
/**
 * That minigame's id: the first minigame of the chapters subject's first chapter, in the chapters'
 * order (a reorder, as `npm run bench:browser` makes and undoes, numbers positions from 0).
 */
const LARGE_MINIGAME_ID = `(SELECT cm.id FROM chapter_minigames cm JOIN chapters c ON c.id = cm.chapter_id JOIN subjects s ON s.id = c.subject_id
  WHERE s.code = 'BCHAPTER' ORDER BY c.position, c.id, cm.id LIMIT 1)`;
/** Subjects bench1 manages on top of those it owns, every entry of them on review (the task page). */
const MANAGED_SUBJECTS = 200;

/** A Word Hunter entry (module 1) built in SQL from a number `g`: word, definition and three hints. */
const ENTRY_SQL = `jsonb_build_object(
  'text', w.word || (g % 100),
  'definition', 'The meaning of ' || w.word || ' number ' || g || ', written for the load test.',
  'hint1', 'Think of <mark>' || w.word || (g % 100) || '</mark> when you read entry ' || g,
  'hint2', 'The word <mark>' || w.word || (g % 100) || '</mark> is in hint two',
  'hint3', '<mark>' || w.word || (g % 100) || '</mark> starts with ' || left(w.word, 1))`;
/** The address block (RFC 5737's TEST-NET-1) of the logins the dataset makes; every other login on a reused dataset is left over from a run. */
export const DATASET_LOGIN_NET = '192.0.2.';
const WORDS_SQL = `(SELECT (ARRAY['planet','river','library','harvest','volcano','compass','orchard','bridge'])[1 + g % 8] AS word) w`;
/**
 * A number from 0 to 2^31 - 1 that looks random but is the same every run: `mix(g, salt)`. Traits
 * drawn with it are independent of each other and of the subject number, as on a real platform; when
 * they all followed the number (g % 7, g % 8, g % 40…), a list sorted by one trait met the others in
 * long aligned runs that no real catalogue has. Names still follow the number (their first word is
 * g % 8), so a broad word's matches sit together in name order, as real names do.
 */
const mix = (value: string, salt: number) => `(hashint4((${value}) * 31 + ${salt}) & 2147483647)`;

/** Bulk-generated users and subjects (plain SQL: this is load data, not a demo). */
export async function generateDataset(handle: DatabaseHandle) {
  const { pool } = handle;
  const passwordHash = await hashPassword('bench-password');
  await pool.query(
    `INSERT INTO users (username, email, password_hash, email_verified, profile_complete, first_name, last_name, created_at)
     SELECT 'bench' || g, 'bench' || g || '@bench.local', $1, true, true, 'Bench', 'User ' || g, now() - ((g * 7) % 365) * interval '1 day'
     FROM generate_series(1, $2) g`,
    [passwordHash, USERS],
  );
  await pool.query(
    `INSERT INTO subjects (code, name, description, owner_id, category_id, adaptive, private, published, created_at)
     SELECT 'B' || lpad(g::text, 7, '0'),
            (ARRAY['Fractions','Photosynthesis','World History','English Grammar','Algebra','Geography','Chemistry','Music Theory'])[1 + g % 8] || ' ' || g,
            'Generated subject number ' || g || ' for load tests.',
            1 + ${mix('g', 1)} % $2,
            (SELECT id FROM categories WHERE parent_id IS NOT NULL ORDER BY id OFFSET (${mix('g', 2)} % 40) LIMIT 1),
            ${mix('g', 3)} % 5 = 0, ${mix('g', 4)} % 7 = 0, ${mix('g', 5)} % 3 = 0, now() - (${mix('g', 6)} % 365) * interval '1 day'
     FROM generate_series(1, $1) g`,
    [SUBJECTS, USERS],
  );
  // Play sessions on twelve days of the last year per public subject (the dashboard's most played), kept as the game app would.
  await pool.query(
    `INSERT INTO daily_plays (day, subject_id, sessions)
     SELECT DISTINCT ON (1, 2) (now() - (${mix('s.id * 12 + k', 7)} % 365) * interval '1 day')::date, s.id, 1 + ${mix('s.id * 12 + k', 8)} % 90
     FROM subjects s, generate_series(1, 12) k WHERE NOT s.private`,
  );
  await pool.query(`UPDATE subjects s SET play_sessions = p.total FROM (SELECT subject_id, sum(sessions)::int AS total FROM daily_plays GROUP BY 1) p WHERE p.subject_id = s.id`);
  // Some memberships, so that "most popular" and "contributors" sorts have counts to order by.
  await pool.query(
    `INSERT INTO subject_members (subject_id, user_id, role_id, active)
     SELECT s.id, 1 + ${mix('s.id * 3 + k', 9)} % $1, 2, true FROM subjects s, generate_series(1, 3) k WHERE ${mix('s.id', 10)} % 4 = 0
     ON CONFLICT DO NOTHING`,
    [USERS],
  );
  // One subject of bench1 with 50 chapters of 5 minigames each, 20 entries per minigame (the chapters endpoint), and a diagnostic test.
  await pool.query(
    `INSERT INTO subjects (code, name, description, owner_id, category_id, has_diagnostic_test)
     SELECT 'BCHAPTER', 'Chapters at scale', 'Fifty chapters of five minigames.', u.id, (SELECT id FROM categories WHERE parent_id IS NOT NULL ORDER BY id LIMIT 1), true
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
    // The large minigame's (a Word Hunter, the first screen of its entry list) are shaped like its entries.
    `INSERT INTO questions (subject_id, chapter_minigame_id, question_object, approved, created_by)
     SELECT c.subject_id, cm.id, CASE WHEN cm.id = ${LARGE_MINIGAME_ID} THEN ${ENTRY_SQL} ELSE jsonb_build_object('question', 'Entry ' || g) END, true, cm.creator_id
     FROM chapter_minigames cm JOIN chapters c ON c.id = cm.chapter_id JOIN subjects s ON s.id = c.subject_id, generate_series(1, 20) g, LATERAL ${WORDS_SQL}
     WHERE s.code = 'BCHAPTER'`,
  );
  await pool.query(
    `INSERT INTO questions (subject_id, chapter_minigame_id, question_object, approved, created_by)
     SELECT c.subject_id, cm.id, ${ENTRY_SQL}, CASE WHEN g % 10 = 0 THEN NULL ELSE true END, cm.creator_id
     FROM chapter_minigames cm JOIN chapters c ON c.id = cm.chapter_id, generate_series(1, $1) g, LATERAL ${WORDS_SQL}
     WHERE cm.id = ${LARGE_MINIGAME_ID}`,
    [LARGE_MINIGAME],
  );
  // The rest of the entries spread over every generated subject: one chapter, two minigames each.
  await pool.query(
    `INSERT INTO chapters (subject_id, name, completion_rate, position)
     SELECT s.id, 'Chapter one', 100, 1 FROM subjects s WHERE s.code LIKE 'B0%'`,
  );
  await pool.query(
    `INSERT INTO chapter_minigames (chapter_id, minigame_id, creator_id)
     SELECT c.id, m.id, s.owner_id
     FROM chapters c JOIN subjects s ON s.id = c.subject_id AND s.code LIKE 'B0%',
          LATERAL (SELECT id FROM minigames WHERE published ORDER BY id LIMIT 2) m`,
  );
  const spread = Math.max(0, ENTRIES - 5000 - LARGE_MINIGAME);
  await pool.query(
    `INSERT INTO questions (subject_id, chapter_minigame_id, question_object, approved, created_by, created_at)
     SELECT c.subject_id, cm.id, ${ENTRY_SQL}, CASE WHEN g % 10 = 0 THEN NULL ELSE true END, cm.creator_id, now() - ((cm.id * 13 + g) % 365) * interval '1 day'
     FROM (SELECT id, chapter_id, creator_id FROM chapter_minigames
           WHERE chapter_id IN (SELECT c.id FROM chapters c JOIN subjects s ON s.id = c.subject_id AND s.code LIKE 'B0%')) cm
     JOIN chapters c ON c.id = cm.chapter_id,
     LATERAL generate_series(1, $1::int) g, LATERAL ${WORDS_SQL}`,
    [Math.ceil(spread / (2 * SUBJECTS))],
  );
  // The task page: bench1 manages 200 more subjects whose entries are all waiting for review.
  await pool.query(
    `WITH picked AS (SELECT s.id FROM subjects s, users u WHERE u.username = 'bench1' AND s.code LIKE 'B0%' AND s.owner_id <> u.id ORDER BY s.id LIMIT $1),
     joined AS (INSERT INTO subject_members (subject_id, user_id, role_id, active)
                SELECT p.id, u.id, 3, true FROM picked p, users u WHERE u.username = 'bench1'
                ON CONFLICT (subject_id, user_id) DO UPDATE SET role_id = 3, active = true RETURNING subject_id)
     UPDATE questions SET approved = NULL WHERE subject_id IN (SELECT subject_id FROM joined)`,
    [MANAGED_SUBJECTS],
  );
  // The collaboration pages of the chapters subject: 40 contributors, 30 pending access requests, 10 invitations.
  await pool.query(
    `INSERT INTO subject_members (subject_id, user_id, role_id, active)
     SELECT s.id, u.id, 2, true FROM subjects s, users u WHERE s.code = 'BCHAPTER' AND u.username IN (SELECT 'bench' || g FROM generate_series(2, 41) g)`,
  );
  await pool.query(
    `INSERT INTO contributor_requests (subject_id, user_id, status)
     SELECT s.id, u.id, 1 FROM subjects s, users u WHERE s.code = 'BCHAPTER' AND u.username IN (SELECT 'bench' || g FROM generate_series(42, 71) g)`,
  );
  await pool.query(
    `INSERT INTO subject_members (subject_id, invited_email, role_id, active)
     SELECT s.id, 'invited' || g || '@bench.local', 2, false FROM subjects s, generate_series(1, 10) g WHERE s.code = 'BCHAPTER'`,
  );
  // Activity: three edits per subject by its owner, and 2,000 by bench1 on the chapters subject (both histories).
  await pool.query(
    `INSERT INTO activities (subject_id, user_id, type, category, info, created_at)
     SELECT s.id, s.owner_id, $1, $2, jsonb_build_object('old_subject_name', 'Draft ' || s.id, 'new_subject_name', s.name), s.created_at + k * interval '1 hour'
     FROM subjects s, generate_series(1, 3) k`,
    [ACTIVITY.subjectRenamed, activityCategory(ACTIVITY.subjectRenamed)],
  );
  await pool.query(
    `INSERT INTO activities (subject_id, user_id, type, category, info, created_at)
     SELECT s.id, s.owner_id, $1, $2, jsonb_build_object('old_chapter_name', 'Chapter ' || g, 'new_chapter_name', 'Chapter ' || g || ' revised'), now() - g * interval '1 minute'
     FROM subjects s, generate_series(1, 2000) g WHERE s.code = 'BCHAPTER'`,
    [ACTIVITY.chapterRenamed, activityCategory(ACTIVITY.chapterRenamed)],
  );
  // Notifications: five per user, 2,000 for bench1 (every other one unread).
  await pool.query(
    `INSERT INTO notifications (user_id, type, info, read_at, created_at)
     SELECT u.id, $1, jsonb_build_object('subject_code', 'B0000001', 'subject_name', 'Fractions 1'), CASE WHEN g % 2 = 0 THEN now() END, now() - g * interval '1 hour'
     FROM users u, LATERAL generate_series(1, CASE WHEN u.username = 'bench1' THEN 2000 ELSE 5 END) g`,
    [NOTIFICATION.requestAccepted],
  );
  // Task updates the same way (the bell's second tab): five per user, 2,000 for bench1.
  await pool.query(
    `INSERT INTO task_updates (user_id, type, info, read_at, created_at)
     SELECT u.id, $1, jsonb_build_object('subject_code', 'B0000001', 'subject_name', 'Fractions 1', 'mini_game_name', 'Word Hunter'), CASE WHEN g % 2 = 0 THEN now() END, now() - g * interval '1 hour'
     FROM users u, LATERAL generate_series(1, CASE WHEN u.username = 'bench1' THEN 2000 ELSE 5 END) g`,
    [TASK_UPDATE.entryApproved],
  );
  await generateSupportRows(handle);
  await generateHistories(handle);
  // Statistics and visibility maps as autovacuum would have them on a live database.
  await pool.query('VACUUM ANALYZE');
  return describeDataset(handle);
}

/**
 * The back-office's support tables: a contact ticket per two people (a quarter from visitors, two in
 * three replied), and two audit records per person over three years, written in time order as the
 * log is.
 */
export async function generateSupportRows({ pool }: DatabaseHandle) {
  await pool.query(
    `INSERT INTO contact_tickets (user_id, email, topic, message, created_at, replied_at, reply_message)
     SELECT u.id, coalesce(u.email, 'visitor' || g || '@mail.example'),
            ($3::text[])[1 + ${mix('g', 10)} % array_length($3::text[], 1)],
            'Hello, I have a question about subject B' || lpad((1 + ${mix('g', 11)} % 10000)::text, 7, '0') || ' (ticket ' || g || ').',
            t.at, CASE WHEN g % 3 <> 0 THEN t.at + interval '5 hours' END, CASE WHEN g % 3 <> 0 THEN 'Thank you, this is fixed.' END
     FROM generate_series(1, $1) g
     CROSS JOIN LATERAL (SELECT now() - (${mix('g', 12)} % (365 * 24 * 60)) * interval '1 minute' AS at) t
     LEFT JOIN users u ON g % 4 <> 0 AND u.username = 'bench' || (1 + ${mix('g', 9)} % $2)`,
    [Math.round(USERS / 2), USERS, CONTACT_TOPICS_USER],
  );
  await pool.query(
    `INSERT INTO admin_audit (admin_username, action, target, reason, created_at)
     SELECT ($3::text[])[1 + ${mix('g', 13)} % 4], a.action,
            CASE WHEN a.action LIKE 'subject.%' THEN 'B' || lpad((1 + ${mix('g', 14)} % $2)::text, 7, '0') ELSE 'bench' || (1 + ${mix('g', 14)} % $2) END,
            CASE WHEN a.action IN ('user.ban', 'subject.delete') THEN 'Breaks the community rules (case ' || g || ').' END,
            now() - ($1 - g) * (3 * 365 * 24 * 60 / $1::float) * interval '1 minute'
     FROM generate_series(1, $1) g, LATERAL (SELECT ($4::text[])[1 + ${mix('g', 15)} % 6] AS action) a`,
    [USERS * 2, USERS, ['ops', 'nadia.ops', 'tomas.ops', 'lee.ops'], ['user.verify', 'user.ban', 'user.unban', 'subject.verify', 'subject.unverify', 'subject.delete']],
  );
}

/**
 * What people leave behind as they work: the version every entry starts its history with (as
 * `insertQuestion` writes it), 200 more of one entry of the large minigame (contributors' edits and
 * the owner's reviews in turn, the last one its current state), and the logins each person keeps:
 * a laptop and a phone, five for bench1.
 */
export async function generateHistories({ pool }: DatabaseHandle) {
  await pool.query(
    `INSERT INTO question_versions (question_id, question_object, status, editor_id, created_at)
     SELECT id, question_object, CASE WHEN approved IS NULL THEN 'On Review' WHEN approved THEN 'Approved' ELSE 'Declined' END, created_by, created_at
     FROM questions ORDER BY id`,
  );
  await pool.query(
    `INSERT INTO question_versions (question_id, question_object, status, editor_id, comment, created_at)
     SELECT q.id, CASE WHEN k = 200 THEN q.question_object ELSE jsonb_set(q.question_object, '{definition}', to_jsonb('Draft ' || k || ' of the meaning.')) END,
            CASE WHEN k % 2 = 1 THEN 'On Review' ELSE 'Approved' END,
            CASE WHEN k % 2 = 1 THEN e.id ELSE q.created_by END, CASE WHEN k % 2 = 0 THEN 'Checked, thank you.' END, q.created_at + k * interval '1 minute'
     FROM (SELECT * FROM questions WHERE chapter_minigame_id = ${LARGE_MINIGAME_ID} ORDER BY id LIMIT 1) q,
          generate_series(1, 200) k JOIN users e ON e.username = 'bench' || (2 + k % 40)
     ORDER BY k`,
  );
  await pool.query(
    `INSERT INTO sessions (token_hash, user_id, expires_at, created_at, last_seen_at, user_agent, ip)
     SELECT sha256((u.id || ' ' || k)::text::bytea), u.id, now() + interval '20 days', now() - k * interval '3 days', now() - k * interval '2 hours',
            (ARRAY['Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
                   'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1'])[1 + k % 2],
            '${DATASET_LOGIN_NET}' || (1 + u.id % 250)
     FROM users u, LATERAL generate_series(1, CASE WHEN u.username = 'bench1' THEN 5 ELSE 2 END) k`,
  );
}

/** What the bench measures on a generated dataset (BENCH_REUSE=1 reads it from the last run's database). */
export async function describeDataset({ pool }: DatabaseHandle) {
  const { rows } = await pool.query<{ id: number }>(`SELECT id FROM users WHERE username = 'bench1'`);
  const large = await pool.query<{ id: number }>(`SELECT ${LARGE_MINIGAME_ID} AS id`);
  // The entry generateHistories gave 200 versions more: the first of the large minigame.
  const edited = await pool.query<{ id: number }>(`SELECT min(id) AS id FROM questions WHERE chapter_minigame_id = $1`, [large.rows[0]!.id]);
  const counts = await pool.query<{ users: number; subjects: number; memberships: number; entries: number; versions: number; minigames: number; pending: number; activities: number; notifications: number; tickets: number; audit: number }>(
    `SELECT (SELECT count(*) FROM users)::int AS users, (SELECT count(*) FROM subjects)::int AS subjects,
            (SELECT count(*) FROM subject_members)::int AS memberships, (SELECT count(*) FROM questions)::int AS entries,
            (SELECT count(*) FROM question_versions)::int AS versions, (SELECT count(*) FROM chapter_minigames)::int AS minigames,
            (SELECT count(*) FROM questions WHERE approved IS NULL)::int AS pending,
            (SELECT count(*) FROM activities)::int AS activities, (SELECT count(*) FROM notifications)::int AS notifications,
            (SELECT count(*) FROM contact_tickets)::int AS tickets, (SELECT count(*) FROM admin_audit)::int AS audit`,
  );
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
  // Browse as it opens (the default body), a later page, another order and a category: no search.
  const unsearchedBodies = [
    { search: '', sort: '0-d', filter: [], n: 6, page: 1 },
    { search: '', sort: '0-d', filter: [], n: 6, page: 5 },
    { search: '', sort: '3-d', filter: [], n: 6, page: 2 },
    { search: '', sort: '0-d', filter: [], category: 1, n: 6, page: 1 },
  ];
  // A word in an eighth of all names, in every order: its matches sit together in name order, which
  // is every order's tie-breaker.
  const broadWordBodies = SUBJECT_SORTS.map(({ value: sort }) => ({ search: 'fract', sort, filter: [], n: 6, page: 1 }));
  // Searches whose matches sit late in their order (the names numbered 12, 120–129, 1200–1299, …
  // newest first and Z to A; in a category; "Music Theory 1…" far along the "theory" stream Z to A),
  // two one-letter words, and a short word no name has.
  const lateMatchBodies = [
    { search: '12', sort: '3-d', filter: [], n: 6, page: 1 },
    { search: '12', sort: '2-d', filter: [], n: 6, page: 1 },
    { search: 'theory 1', sort: '2-d', filter: [], n: 6, page: 1 },
    { search: '12', sort: '3-d', filter: [], category: 1, n: 6, page: 1 },
    { search: 'a b', sort: '3-d', filter: [], n: 6, page: 1 },
    { search: 'ma', sort: '0-d', filter: [], n: 6, page: 1 },
  ];
  // A prefix that begins every code (a lexeme each), two words whose matches the first rows of the
  // longer word ("number", in every description) do not show (the count reads the rows of each), and
  // two typos, corrected word by word.
  const countedByWordBodies = [
    { search: 'b0', sort: '3-d', filter: [], n: 6, page: 1 },
    { search: 'b0', sort: '2-a', filter: [], n: 6, page: 2 },
    { search: 'b0', sort: '1-d', filter: [], n: 6, page: 1 },
    { search: 'number 5', sort: '0-d', filter: [], n: 6, page: 1 },
    { search: 'musix theory', sort: '2-a', filter: [], n: 6, page: 1 },
    { search: 'photosinthesis', sort: '1-d', filter: [], n: 6, page: 1 },
  ];
  return {
    login: { username: 'bench1', password: 'bench-password' },
    viewerId: rows[0]!.id,
    subjectListBodies,
    unsearchedBodies,
    broadWordBodies,
    lateMatchBodies,
    countedByWordBodies,
    chapterSubject: 'BCHAPTER',
    /** The chapter minigame with LARGE_MINIGAME entries (+20), and list bodies to measure on it. */
    largeMinigame: large.rows[0]!.id,
    /** An entry of the large minigame with 201 versions (History, View changes). */
    editedEntry: edited.rows[0]!.id,
    summary: { scale: SCALE, users: counts.rows[0]!.users, subjects: counts.rows[0]!.subjects, memberships: counts.rows[0]!.memberships, chapter_minigames: counts.rows[0]!.minigames, entries: counts.rows[0]!.entries, entry_versions: counts.rows[0]!.versions, large_minigame_entries: LARGE_MINIGAME + 20, entries_on_review: counts.rows[0]!.pending, activities: counts.rows[0]!.activities, notifications: counts.rows[0]!.notifications, tickets: counts.rows[0]!.tickets, audit_records: counts.rows[0]!.audit },
  };
}
