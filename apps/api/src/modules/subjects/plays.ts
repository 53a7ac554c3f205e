import { sql } from 'drizzle-orm';
import type { DbOrTx } from '@cp/db';

/**
 * Counts a play session of a subject in the game app: the subject's total and the day's figure for
 * the dashboard, in one statement. The game app's delivery calls this; the demo seed does too.
 */
export async function recordPlaySession(db: DbOrTx, subjectId: number, at = new Date(), sessions = 1) {
  await db.execute(sql`WITH s AS (UPDATE subjects SET play_sessions = play_sessions + ${sessions} WHERE id = ${subjectId} RETURNING id)
    INSERT INTO daily_plays AS p (day, subject_id, sessions) SELECT (${at.toISOString()}::timestamptz AT TIME ZONE 'UTC')::date, id, ${sessions} FROM s
    ON CONFLICT (day, subject_id) DO UPDATE SET sessions = p.sessions + EXCLUDED.sessions`);
}
