import { sql, type Placeholder, type SQL } from 'drizzle-orm';
import { subjectMessages, type ProfileSubject } from '@cp/contract';
import { firstThenRows, pageAndTotal, preparedStatement, splitPage } from '@cp/db';
import type { AppContext } from '../../platform/context';
import { notFound } from '../../platform/errors';
import { visibleTo } from '../subject-store/repository';
import { personByUsername, usernameKey } from '../users/repository';

/**
 * A profile's subject lists. Each is one statement: the person first (`firstThenRows`), so that an
 * unknown username is no row at all, then what the viewer may see of their subjects, latest change
 * first. The person looked up apart cost a second wait under load (docs/performance.md, stop 60).
 */
const profileColumns = sql`s.code AS subject_code, s.name AS subject_name, s.image, s.verified, s.published, s.private, o.username AS owner_username`;

const OWNED_BY = preparedStatement<{ username: string; viewerId: number }>((v) => firstThenRows('person', personByUsername(v.username),
  sql`SELECT ${profileColumns}, s.updated_at AS k_at, s.id AS k_id FROM subjects s JOIN users o ON o.id = s.owner_id
    WHERE s.owner_id = person.person_id AND ${visibleTo(v.viewerId)}`,
  sql`r.k_at DESC, r.k_id DESC`));

const contributedBy = (userId: SQL, viewerId: Placeholder) => sql`EXISTS (SELECT 1 FROM subject_members um WHERE um.subject_id = s.id AND um.user_id = ${userId} AND um.active)
  AND s.owner_id <> ${userId} AND ${visibleTo(viewerId)}`;
/**
 * The memberships are walked once (`m`), counted, and only the page's rows joined to their owners.
 * Two statements walked them twice and joined every owner before sorting (2.2 ms of PostgreSQL for
 * a member of 200 subjects, stop 54).
 */
const CONTRIBUTED = preparedStatement<{ username: string; viewerId: number; n: number; offset: number }>((v) => firstThenRows('person', personByUsername(v.username),
  sql`WITH m AS MATERIALIZED (SELECT s.id, s.updated_at FROM subjects s WHERE ${contributedBy(sql`person.person_id`, v.viewerId)}),
    k AS (SELECT m.id, m.updated_at FROM m ORDER BY m.updated_at DESC, m.id DESC LIMIT ${v.n} OFFSET ${v.offset})
  ${pageAndTotal(sql`SELECT count(*)::int AS total FROM m`,
    sql`SELECT ${profileColumns}, k.updated_at AS k_at, k.id AS k_id FROM k JOIN subjects s ON s.id = k.id JOIN users o ON o.id = s.owner_id`)}`,
  sql`r.k_at DESC, r.k_id DESC`));

/** The rows of a profile list's statement, or 404 when no one has that username. */
function ofPerson<R>(rows: R[]): R[] {
  if (rows.length === 0) throw notFound(subjectMessages.userNotFound);
  return rows;
}

/** `GET /user/subjects/owned?username=`: what the viewer may see of what that user owns. */
export async function ownedSubjects(ctx: AppContext, viewerId: number, username: string): Promise<ProfileSubject[]> {
  const rows = ofPerson(await OWNED_BY.run<ProfileSubject & { in_rows: boolean | null }>(ctx.db, { username: usernameKey(username), viewerId }));
  return rows.filter((r) => r.in_rows);
}

/** `POST /user/subjects/contributed?username=`: subjects that user is an active member (not owner) of, paged. */
export async function contributedSubjects(ctx: AppContext, viewerId: number, username: string, page: number, n: number) {
  const rows = ofPerson(await CONTRIBUTED.run<ProfileSubject & { total: number; in_page: boolean | null }>(ctx.db,
    { username: usernameKey(username), viewerId, n, offset: (page - 1) * n }));
  const { rows: items, total } = splitPage(rows);
  return { items, total };
}
