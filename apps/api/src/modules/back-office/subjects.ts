import { sql, type SQL } from 'drizzle-orm';
import { ADMIN_COUNT_LIMIT, adminMessages, NOTIFICATION, type AdminSubject, type AdminSubjectsBody } from '@cp/contract';
import type { DbOrTx } from '@cp/db';
import type { AuthAdmin } from '../../platform/auth';
import type { AppContext } from '../../platform/context';
import { conflict, notFound } from '../../platform/errors';
import { toIso } from '../../platform/time';
import { notifyUser } from '../notifications/service';
import { audit } from './audit';
import { keptTotal } from './dashboard';
import { CSV_BATCH, inBatches } from './csv';
import { boundedCount, likePattern, orderClause, pageOf, searchPass, SORTED_SEARCH_LIMIT, trigramsNarrow, WALK_LIMIT } from './list';
import { USER_SEARCH_TEXT } from './users';

/** Each sort key is an index's expression (subjects table, "the back-office's subjects table"). */
const SORTS = {
  subject_code: sql`s.code`,
  subject_name: sql`lower(s.name)`,
  owner_username: sql`lower(o.username)`,
  date_of_creation: sql`s.created_at`,
} as const;

export interface SubjectAdminRow extends Record<string, unknown> {
  id: number;
  code: string;
  name: string;
  owner_username: string;
  members_manager: number;
  members_contributor: number;
  content_details: { chapter_name: string; chapter_completion_rate: number; number_of_entries: number }[];
  created_at: string;
  last_publish_version: number | null;
  last_publish_date: string | null;
  verified: boolean;
  deleted_at: string | null;
  delete_reason: string | null;
}

/** A subject row with its members and content per chapter, worked out only for the rows asked for. */
const SUBJECT_COLUMNS = sql`s.id, s.code, s.name, o.username AS owner_username,
  (SELECT count(*)::int FROM subject_members m WHERE m.subject_id = s.id AND m.active AND m.role_id = 3) AS members_manager,
  (SELECT count(*)::int FROM subject_members m WHERE m.subject_id = s.id AND m.active AND m.role_id = 2) AS members_contributor,
  (SELECT coalesce(json_agg(json_build_object('chapter_name', c.name, 'chapter_completion_rate', c.completion_rate,
      'number_of_entries', (SELECT coalesce(sum(cm.entry_count), 0)::int FROM chapter_minigames cm WHERE cm.chapter_id = c.id)) ORDER BY c.position, c.id), '[]')
    FROM chapters c WHERE c.subject_id = s.id) AS content_details,
  s.created_at, s.last_publish_version, s.last_publish_date, s.verified, s.deleted_at, s.delete_reason`;

export function toAdminSubject(r: SubjectAdminRow): AdminSubject {
  return {
    subject_code: r.code,
    subject_name: r.name,
    owner_username: r.owner_username,
    members_manager: r.members_manager,
    members_contributor: r.members_contributor,
    content_chapters: r.content_details.length,
    content_entries: r.content_details.reduce((sum, c) => sum + c.number_of_entries, 0),
    content_details: r.content_details,
    date_of_creation: toIso(r.created_at),
    published_version: r.last_publish_version,
    published_publication: r.last_publish_date ? toIso(r.last_publish_date) : null,
    verified: r.verified,
    deleted: r.deleted_at !== null,
    delete_reason: r.delete_reason,
  };
}

/** The verified and published filters (the search is applied by `subjectsPage`). */
function subjectsFilter(body: Pick<AdminSubjectsBody, 'verified_only' | 'published_only'>): SQL {
  const parts: SQL[] = [sql`true`];
  if (body.verified_only) parts.push(sql`s.verified`);
  if (body.published_only) parts.push(sql`s.last_publish_version IS NOT NULL`);
  return sql.join(parts, sql` AND `);
}

/**
 * A page of the subjects table. Unsearched, a page is read in the sort's order from its index and
 * the total of all subjects is kept (live ones in `platform_totals`, plus the deleted ones). A
 * search matches any part of the code, the name or the owner's username, each way from its own
 * trigram index. One pass reads each way for up to ADMIN_COUNT_LIMIT + 1 subjects and counts them;
 * when there are at most SORTED_SEARCH_LIMIT, the same statement sorts and pages them (with a filter,
 * each way is read for up to SORTED_SEARCH_LIMIT + 1, and more are counted in a pass over the
 * table). Otherwise the page reads the sort's index, checking each subject, for up to WALK_LIMIT
 * subjects; if they hold too few matches, all matches are sorted. A term without three letters or
 * digits in a row has no trigram to narrow by: one pass over the table finds and counts the
 * matches, and pages them the same way.
 */
export async function subjectsPage(ctx: AppContext, body: Required<AdminSubjectsBody>, sortedSearchLimit = SORTED_SEARCH_LIMIT, walkLimit = WALK_LIMIT) {
  const filter = subjectsFilter(body);
  const key = SORTS[body.order_by];
  // The page's ids, ending in the page's window (`pageOf`).
  type Ids = (window: SQL) => SQL;
  // The columns and counts of a page's rows only: joined to `page`, the FROM item `p` of their ids
  // and places (the pass's `rowsOf`), or to the page's ids in order (`columnsOf`).
  const rowsOf = (page: SQL) => sql`SELECT ${SUBJECT_COLUMNS}, p.pos FROM subjects s JOIN users o ON o.id = s.owner_id JOIN ${page} ON p.id = s.id`;
  const columnsOf = (ids: SQL) => sql`${rowsOf(sql`(SELECT p.id, row_number() OVER () AS pos FROM (${ids}) p) p`)} ORDER BY p.pos`;
  const page = (count: SQL | number, ids: Ids) =>
    pageOf(ctx.db, { count, rows: (window) => columnsOf(ids(window)), page: body.page, n: body.n, map: toAdminSubject });
  // `columns` of the subjects the filter keeps, in the sort's order (read from its index).
  const inSortOrder = (columns: SQL) => sql`SELECT ${columns} FROM subjects s JOIN users o ON o.id = s.owner_id WHERE ${filter}
    ORDER BY ${orderClause(key, body.asc, sql`s.id`)}`;
  const unfiltered = !body.verified_only && !body.published_only;
  if (!body.search) {
    return page(unfiltered
      ? sql`SELECT (${keptTotal('subjects')} + (SELECT count(*) FROM subjects WHERE deleted_at IS NOT NULL))::int AS n`
      : boundedCount(sql`subjects s`, filter), (window) => sql`${inSortOrder(sql`s.id`)} ${window}`);
  }
  const like = likePattern(body.search);
  const matching = sql`(s.code ILIKE ${like} OR s.name ILIKE ${like} OR o.username ILIKE ${like})`;
  // Many matches: the page from the subjects in the sort's order, up to walkLimit past the page's
  // offset, or, when those hold too few matches, from all matches sorted (a short last page too).
  const manyMatches = async (count: SQL | number, allSorted: Ids) => {
    const walked = await page(count, (window) =>
      sql`SELECT w.id FROM (${inSortOrder(sql`s.id, ${matching} AS hit`)} LIMIT ${(body.page - 1) * body.n + walkLimit}) w WHERE w.hit ${window}`);
    return walked.rows.length === body.n ? walked : page(walked.total, allSorted);
  };
  // The ways to match, selecting `columns` of `s` (and of its owner `o`, when `owner` joins it)
  // from the subjects `also` keeps. A term with trigrams reads each way from its own trigram index.
  // One without is read in two passes, subjects by code or name and then people by username (only
  // their subjects the first pass did not find, so the passes never meet and the second is not
  // started once enough are found). Together they cost two thirds of one pass joining every subject
  // to its owner (0.73 against 1.10–1.20 s at a million subjects).
  const narrow = trigramsNarrow(body.search);
  const waysOf = (columns: SQL, owner = sql``, also = sql`true`) => narrow
    ? [
        sql`SELECT ${columns} FROM subjects s ${owner} WHERE s.code ILIKE ${like} AND ${also}`,
        sql`SELECT ${columns} FROM subjects s ${owner} WHERE s.name ILIKE ${like} AND ${also}`,
        sql`SELECT ${columns} FROM subjects s JOIN users u ON u.id = s.owner_id ${owner} WHERE ${USER_SEARCH_TEXT} ILIKE ${like} AND u.username ILIKE ${like} AND ${also}`,
      ]
    : [
        sql`SELECT ${columns} FROM subjects s ${owner} WHERE (s.code ILIKE ${like} OR s.name ILIKE ${like}) AND ${also}`,
        sql`SELECT ${columns} FROM users u JOIN subjects s ON s.owner_id = u.id ${owner}
          WHERE u.username ILIKE ${like} AND NOT (s.code ILIKE ${like} OR s.name ILIKE ${like}) AND ${also}`,
      ];
  // Each way asked for at most one more than `limit` (when given): when together they find no more
  // than the limit, no way was cut short, so these are all the matches and their count is exact.
  const unionOf = (ways: SQL[], limit?: number) =>
    sql.join(ways.map((w) => (limit === undefined ? w : sql`(${w} LIMIT ${limit + 1})`)), narrow ? sql` UNION ` : sql` UNION ALL `);
  // The matches with their sort key, each way applying the filter itself: joined back to subjects
  // instead, sorting them all cost three times as much at a million subjects.
  const owner = body.order_by === 'owner_username' ? sql`JOIN users o ON o.id = s.owner_id` : sql``;
  const keyed = (limit?: number) => unionOf(waysOf(sql`s.id, ${key} AS k`, owner, filter), limit);
  const allSorted: Ids = (window) => sql`SELECT m.id FROM (${keyed()}) m ORDER BY ${orderClause(sql`m.k`, body.asc, sql`m.id`)} ${window}`;
  // One pass over the matches of `ways` (id, key k, and whether the filter keeps them when `kept`):
  // the kept ones among the first countLimit + 1 counted, and sorted and paged when at most
  // sortedSearchLimit match (`page` null when more do), with the page's rows.
  const passOver = async (ways: SQL, countLimit: number, kept?: SQL) => {
    const { total, rows } = await searchPass<SubjectAdminRow>(ctx.db, { from: sql`(${ways}) m`, id: sql`m.id`, key: sql`m.k`, kept, where: sql`true`,
      order: (k: SQL, id: SQL) => orderClause(k, body.asc, id), page: body.page, n: body.n,
      rowsOf, rowsApart: true }, sortedSearchLimit, countLimit);
    return { total, page: rows && { total, rows: rows.map(toAdminSubject) } };
  };
  // Every match the filter keeps comes from the ways, so one pass counts them up to ADMIN_COUNT_LIMIT
  // and, when few, pages them: each way's index is read once (a broad term's count read them again).
  if (!narrow || unfiltered) {
    const pass = await passOver(keyed(narrow ? ADMIN_COUNT_LIMIT : undefined), ADMIN_COUNT_LIMIT);
    return pass.page ?? manyMatches(pass.total, allSorted);
  }
  // With a filter, each way is asked for up to sortedSearchLimit + 1 subjects, the filter checked on
  // each of them (a way asked for filtered ones could read on through every match of a broad term).
  // More are counted in one pass over the table, up to ADMIN_COUNT_LIMIT, since a semi-join of a
  // large union back to subjects can run for minutes.
  const few = await passOver(unionOf(waysOf(sql`s.id, ${key} AS k, ${filter} AS kept`, owner), sortedSearchLimit), sortedSearchLimit, sql`m.kept`);
  return few.page ?? manyMatches(boundedCount(sql`subjects s JOIN users o ON o.id = s.owner_id`, sql`${matching} AND ${filter}`), allSorted);
}

async function subjectRow(db: DbOrTx, code: string): Promise<SubjectAdminRow | undefined> {
  const { rows } = await db.execute<SubjectAdminRow>(sql`SELECT ${SUBJECT_COLUMNS} FROM subjects s JOIN users o ON o.id = s.owner_id WHERE s.code = ${code.toUpperCase()}`);
  return rows[0];
}

/** The owner and every active member: who hears about what an administrator did to the subject. */
async function subjectPeople(db: DbOrTx, subjectId: number): Promise<number[]> {
  const { rows } = await db.execute<{ id: number }>(sql`SELECT owner_id AS id FROM subjects WHERE id = ${subjectId}
    UNION SELECT user_id FROM subject_members WHERE subject_id = ${subjectId} AND active AND user_id IS NOT NULL`);
  return rows.map((r) => r.id);
}

export type SubjectAction = 'verify' | 'unverify' | 'delete';

/** Verify, unverify or delete (with a reason) a subject: one transaction with notifications and the audit row. */
export async function subjectAction(ctx: AppContext, admin: AuthAdmin, action: SubjectAction, code: string, reason?: string): Promise<{ subject: AdminSubject; message: string }> {
  const subject = await ctx.db.transaction(async (tx) => {
    const { rows } = await tx.execute<{ id: number; code: string; name: string; owner_id: number; verified: boolean; deleted_at: string | null }>(
      sql`SELECT id, code, name, owner_id, verified, deleted_at FROM subjects WHERE code = ${code.toUpperCase()} FOR UPDATE`,
    );
    const row = rows[0];
    if (!row) throw notFound(adminMessages.subjectNotFound);
    if (row.deleted_at) throw conflict(adminMessages.subjectDeleted);
    const info = { subject_code: row.code, subject_name: row.name };
    if (action === 'delete') {
      await tx.execute(sql`UPDATE subjects SET deleted_at = now(), delete_reason = ${reason ?? null}, updated_at = now() WHERE id = ${row.id}`);
      for (const userId of await subjectPeople(tx, row.id)) await notifyUser(tx, userId, NOTIFICATION.subjectDeletedByAdmin, { ...info, reason }, { identifier: row.code });
    } else {
      const verified = action === 'verify';
      await tx.execute(sql`UPDATE subjects SET verified = ${verified}, updated_at = now() WHERE id = ${row.id}`);
      if (row.verified !== verified) await notifyUser(tx, row.owner_id, verified ? NOTIFICATION.subjectVerified : NOTIFICATION.subjectUnverified, info, { identifier: row.code });
    }
    await audit(tx, admin, `subject.${action}`, `${row.code} ${row.name}`, { reason });
    return row;
  });
  const message = action === 'delete' ? adminMessages.subjectDeletedDone : action === 'verify' ? adminMessages.subjectVerified : adminMessages.subjectUnverified;
  return { subject: toAdminSubject((await subjectRow(ctx.db, subject.code))!), message };
}

/** Every subject (deleted ones too) as CSV rows, in keyset batches. */
export const allSubjects = (ctx: AppContext) =>
  inBatches<SubjectAdminRow>(ctx.db, (after) => sql`SELECT ${SUBJECT_COLUMNS} FROM subjects s JOIN users o ON o.id = s.owner_id
    WHERE s.id > ${after} ORDER BY s.id LIMIT ${CSV_BATCH}`);

export const SUBJECT_CSV: { header: string; value: (r: SubjectAdminRow) => unknown }[] = [
  { header: 'subject_code', value: (r) => r.code },
  { header: 'subject_name', value: (r) => r.name },
  { header: 'owner_username', value: (r) => r.owner_username },
  { header: 'members_manager', value: (r) => r.members_manager },
  { header: 'members_contributor', value: (r) => r.members_contributor },
  { header: 'content_chapters', value: (r) => r.content_details.length },
  { header: 'content_entries', value: (r) => r.content_details.reduce((sum, c) => sum + c.number_of_entries, 0) },
  { header: 'date_of_creation', value: (r) => toIso(r.created_at) },
  { header: 'published_version', value: (r) => r.last_publish_version },
  { header: 'published_publication', value: (r) => (r.last_publish_date ? toIso(r.last_publish_date) : '') },
  { header: 'verified', value: (r) => r.verified },
  { header: 'deleted', value: (r) => r.deleted_at !== null },
  { header: 'delete_reason', value: (r) => r.delete_reason },
];
