import { sql, type SQL } from 'drizzle-orm';
import { ACTIVITY, TASK_UPDATE, entryState, type ReviewDecision, type ReviewResult } from '@cp/contract';
import { preparedStatement, type DbOrTx } from '@cp/db';
import { recordActivities, type NewActivity } from '../activity/service';
import { addTaskUpdate } from '../notifications/service';

/** An entry on review with the places and people a decision about it concerns. */
export type PendingEntry = {
  id: number;
  revision: number;
  approved: boolean | null;
  subject_id: number;
  subject_code: string;
  subject_name: string;
  chapter_id: number;
  chapter_name: string;
  chapter_minigame_id: number;
  mini_game_name: string;
  /** Who submitted it (the last editor) and their username. */
  author_id: number | null;
  editor: string | null;
};

/** The entries `where` selects (alias `q`), locked for this transaction, with their places. */
export async function lockEntries(tx: DbOrTx, where: SQL): Promise<PendingEntry[]> {
  const result = await tx.execute<PendingEntry>(sql`
    SELECT q.id, q.revision, q.approved, s.id AS subject_id, s.code AS subject_code, s.name AS subject_name,
           c.id AS chapter_id, c.name AS chapter_name, cm.id AS chapter_minigame_id, m.name AS mini_game_name,
           coalesce(q.updated_by, q.created_by) AS author_id, u.username AS editor
    FROM questions q
    JOIN subjects s ON s.id = q.subject_id AND s.deleted_at IS NULL
    JOIN chapter_minigames cm ON cm.id = q.chapter_minigame_id
    JOIN chapters c ON c.id = cm.chapter_id
    JOIN minigames m ON m.id = cm.minigame_id
    LEFT JOIN users u ON u.id = coalesce(q.updated_by, q.created_by)
    WHERE ${where}
    ORDER BY q.id
    FOR UPDATE OF q`);
  return result.rows;
}

type Decision = { decision: ReviewDecision; comment: string | null; reviewerId: number };

const group = <T, K>(items: T[], key: (item: T) => K) => {
  const out = new Map<K, T[]>();
  for (const item of items) {
    const list = out.get(key(item));
    if (list) list.push(item);
    else out.set(key(item), [item]);
  }
  return out;
};

/**
 * Approves or declines entries (already locked and checked) in the caller's transaction: their state,
 * a version each, one activity per minigame, and one task update per author and minigame.
 */
export async function decideEntries(tx: DbOrTx, entries: PendingEntry[], d: Decision) {
  if (!entries.length) return;
  const ids = sql.param(entries.map((e) => e.id));
  const approved = d.decision === 'approve';
  await tx.execute(sql`
    UPDATE questions SET approved = ${approved}, review_comment = ${d.comment}, revision = revision + 1
    WHERE id = ANY(${ids}::int[])`);
  await tx.execute(sql`
    INSERT INTO question_versions (question_id, question_object, status, editor_id, comment)
    SELECT id, question_object, ${entryState(approved)}, ${d.reviewerId}, ${d.comment} FROM questions WHERE id = ANY(${ids}::int[]) ORDER BY id`);
  const activities: NewActivity[] = [];
  for (const inMinigame of group(entries, (e) => e.chapter_minigame_id).values()) {
    const first = inMinigame[0]!;
    const place = {
      subject_name: first.subject_name, subject_code: first.subject_code, chapter_name: first.chapter_name, chapter_id: first.chapter_id,
      chapter_mini_game_id: first.chapter_minigame_id, mini_game_name: first.mini_game_name,
    };
    activities.push({
      subjectId: first.subject_id, userId: d.reviewerId, type: approved ? ACTIVITY.entryApproved : ACTIVITY.entryDeclined,
      identifier: inMinigame.length === 1 ? String(first.id) : 'all', info: { ...place, number_of_entry: inMinigame.length },
    });
    for (const [authorId, own] of group(inMinigame, (e) => e.author_id)) {
      if (authorId === null || authorId === d.reviewerId) continue;
      await addTaskUpdate(tx, authorId, approved ? TASK_UPDATE.entryApproved : TASK_UPDATE.entryDeclined, {
        ...place, question_id: own[0]!.id, number_of_entries: own.length, ...(d.comment ? { comment: d.comment } : {}),
      });
    }
  }
  await recordActivities(tx, activities);
}

/**
 * Decides the entries on review that `where` selects, in the caller's transaction; with `seen`, only
 * those the reviewer saw at their current revision; the others stay on review (`skipped`).
 */
export async function decidePending(tx: DbOrTx, where: SQL, seen: { id: number; revision: number }[] | undefined, d: Decision): Promise<ReviewResult> {
  const pending = await lockEntries(tx, where);
  const revisionOf = seen && new Map(seen.map((s) => [s.id, s.revision]));
  const decide = revisionOf ? pending.filter((e) => revisionOf.get(e.id) === e.revision) : pending;
  await decideEntries(tx, decide, d);
  return { changed: decide.length, skipped: pending.length - decide.length };
}

const ENTRY_VERSIONS = preparedStatement<{ questionId: number }>((v) => sql`
    SELECT v.status, (SELECT u.username FROM users u WHERE u.id = v.editor_id) AS editor, v.created_at, v.question_object, v.comment
    FROM question_versions v
    WHERE v.question_id = ${v.questionId} ORDER BY v.id DESC`);

/**
 * Every saved state of an entry, newest first, with who saved it. Each editor is looked up by key:
 * joined, PostgreSQL hashed every user to name a few hundred versions (3–5 ms at 10,000 people).
 */
export async function entryVersions(db: DbOrTx, questionId: number) {
  return ENTRY_VERSIONS.run<{ status: string; editor: string | null; created_at: Date | string; question_object: Record<string, unknown>; comment: string | null }>(db, { questionId });
}

/**
 * The last approved version's object of the entry `questionId` before its newest version, or null:
 * what View changes and the task page's detail compare with, read as a column of the entry's statement.
 */
export const lastApprovedObject = (questionId: SQL) => sql`(SELECT v.question_object FROM question_versions v
    WHERE v.question_id = ${questionId} AND v.status = 'Approved'
      AND v.id < (SELECT max(n.id) FROM question_versions n WHERE n.question_id = ${questionId})
    ORDER BY v.id DESC LIMIT 1)`;

