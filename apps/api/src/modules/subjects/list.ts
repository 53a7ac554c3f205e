import { sql, type SQL } from 'drizzle-orm';
import { HIDDEN_FILTERS, SUBJECT_FILTER, subjectMessages, type SubjectListView, type SubjectSort, type subjectListBodySchema } from '@cp/contract';
import type { z } from 'zod';
import type { AppContext } from '../../platform/context';
import { badRequest } from '../../platform/errors';
import { visibleTo } from '../subject-access/rules';
import { hydrate } from './detail';

/** Active members (managers and contributors), looked up per candidate row through the (subject_id, user_id) index. */
const MEMBER_COUNT = sql`(SELECT count(*) FROM subject_members mc WHERE mc.subject_id = s.id AND mc.active)`;

const ORDER: Record<SubjectSort, SQL> = {
  '0-d': sql`s.play_sessions DESC, ${MEMBER_COUNT} DESC, lower(s.name) ASC`,
  '0-a': sql`s.play_sessions ASC, ${MEMBER_COUNT} ASC, lower(s.name) ASC`,
  '1-d': sql`${MEMBER_COUNT} DESC, lower(s.name) ASC`,
  '1-a': sql`${MEMBER_COUNT} ASC, lower(s.name) ASC`,
  '2-a': sql`lower(s.name) ASC`,
  '2-d': sql`lower(s.name) DESC`,
  '3-d': sql`s.updated_at DESC`,
  '3-a': sql`s.updated_at ASC`,
};

/** `word1:* & word2:*` over the `simple` configuration the search column uses; null when no word. */
export function prefixQuery(search: string): string | null {
  const words = search.toLowerCase().match(/[\p{L}\p{N}]+/gu)?.slice(0, 8) ?? [];
  return words.length ? words.map((w) => `${w}:*`).join(' & ') : null;
}

export type SubjectListBody = z.output<typeof subjectListBodySchema>;

/**
 * Browse (`POST /subjects`, or the prerequisite picker with `is_prerequisite`) and My Subjects
 * (`POST /subjects/mine`): one page of cards plus the totals. Private subjects appear only to
 * people with a role on them.
 */
export async function listSubjects(ctx: AppContext, viewerId: number, body: SubjectListBody, list: 'browse' | 'mine') {
  const view: SubjectListView = list === 'mine' ? 'mine' : body.is_prerequisite ? 'prerequisite' : 'browse';
  const hidden = body.filter.filter((f) => (HIDDEN_FILTERS[view] as readonly number[]).includes(f));
  if (hidden.length) throw badRequest(`${subjectMessages.filterNotOffered} (filter ${hidden.join(', ')})`);

  const where: SQL[] = [visibleTo(viewerId)];
  if (list === 'mine') {
    where.push(sql`(s.owner_id = ${viewerId} OR EXISTS (SELECT 1 FROM subject_members mm WHERE mm.subject_id = s.id AND mm.user_id = ${viewerId} AND mm.active))`);
  }
  if (view === 'prerequisite' && body.current) where.push(sql`s.code <> ${body.current.toUpperCase()}`);
  if (body.category) {
    where.push(sql`s.category_id IN (SELECT id FROM categories WHERE id = ${body.category} OR parent_id = ${body.category})`);
  }
  for (const f of new Set(body.filter)) {
    if (f === SUBJECT_FILTER.verified) where.push(sql`s.verified`);
    if (f === SUBJECT_FILTER.public) where.push(sql`NOT s.private`);
    if (f === SUBJECT_FILTER.official) where.push(sql`o.official`);
    if (f === SUBJECT_FILTER.mine) where.push(sql`s.owner_id = ${viewerId}`);
    if (f === SUBJECT_FILTER.drafted) where.push(sql`NOT s.published`);
    if (f === SUBJECT_FILTER.published) where.push(sql`s.published`);
  }

  const run = async (search: SQL | null) => {
    const condition = sql.join(search ? [...where, search] : where, sql` AND `);
    const page = await ctx.db.execute<{ id: number; total: number }>(sql`
      SELECT s.id, count(*) OVER ()::int AS total FROM subjects s JOIN users o ON o.id = s.owner_id
      WHERE ${condition}
      ORDER BY ${ORDER[body.sort]}, s.id
      LIMIT ${body.n} OFFSET ${(body.page - 1) * body.n}`);
    if (page.rows.length > 0 || body.page === 1) return { ids: page.rows.map((r) => r.id), total: page.rows[0]?.total ?? 0 };
    // Past the last page: the rows are empty, the total still counts.
    const total = await ctx.db.execute<{ total: number }>(sql`SELECT count(*)::int AS total FROM subjects s JOIN users o ON o.id = s.owner_id WHERE ${condition}`);
    return { ids: [], total: total.rows[0]?.total ?? 0 };
  };

  // Words by prefix over code, name and description (GIN on the tsvector); when no subject has them,
  // names that look like the text (trigram GIN), so a typo still finds the subject.
  const query = prefixQuery(body.search);
  let found = await run(query ? sql`s.search @@ to_tsquery('simple', ${query})` : null);
  if (query && found.total === 0) found = await run(sql`s.name % ${body.search}`);
  const byId = await hydrate(ctx, found.ids, viewerId);
  return { items: found.ids.map((id) => byId.get(id)!), total: found.total };
}
