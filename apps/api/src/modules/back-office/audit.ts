import { sql, type SQL } from 'drizzle-orm';
import type { AdminAuditBody, AuditAction, AuditEntry } from '@cp/contract';
import { schema, type DbOrTx } from '@cp/db';
import type { AuthAdmin } from '../../platform/auth';
import type { AppContext } from '../../platform/context';
import { toIso } from '../../platform/time';
import { boundedCount, fieldsMatch, orderClause, searchPageOf, type ListPage } from './list';

/** The one way an admin action is recorded; called inside the action's own transaction. */
export async function audit(db: DbOrTx, admin: AuthAdmin, action: AuditAction, target: string, extra: { reason?: string; detail?: Record<string, unknown> } = {}) {
  await db.insert(schema.adminAudit).values({ adminId: admin.id, adminUsername: admin.username, action, target, reason: extra.reason ?? null, detail: extra.detail ?? null });
}

/** Each sort's key, read from the table (`a`) or from the page's rows (`p`). */
const SORTS = {
  date: (t: 'a' | 'p') => sql.raw(`${t}.created_at`), admin: (t: 'a' | 'p') => sql.raw(`lower(${t}.admin_username)`),
  action: (t: 'a' | 'p') => sql.raw(`${t}.action`), target: (t: 'a' | 'p') => sql.raw(`lower(${t}.target)`),
} as const;

export type AuditFilter = Pick<AdminAuditBody, 'action' | 'start' | 'end'> & { search?: string };

/** The text `admin_audit_search_idx` holds (on `admin_audit a`): every searched field. */
const AUDIT_SEARCH_TEXT = sql`(a.admin_username || ' ' || a.target || ' ' || coalesce(a.reason, ''))`;

export function auditWhere(f: AuditFilter): SQL {
  const parts: SQL[] = [sql`true`];
  if (f.action) parts.push(sql`a.action = ${f.action}`);
  if (f.start && f.end) parts.push(sql`a.created_at >= ${f.start}::date AND a.created_at < ${f.end}::date + 1`);
  if (f.search) parts.push(fieldsMatch(AUDIT_SEARCH_TEXT, [sql`a.admin_username`, sql`a.target`, sql`a.reason`], f.search));
  return sql.join(parts, sql` AND `);
}

interface AuditRow extends Record<string, unknown> {
  id: string;
  created_at: string;
  admin_username: string;
  action: string;
  target: string;
  reason: string | null;
  detail: Record<string, unknown> | null;
}

export const toAuditEntry = (r: AuditRow): AuditEntry => ({
  audit_id: Number(r.id),
  date: toIso(r.created_at),
  admin: r.admin_username,
  action: r.action as AuditAction,
  target: r.target,
  reason: r.reason,
  detail: r.detail ? JSON.stringify(r.detail) : null,
});

const AUDIT_COLUMNS = sql`a.id, a.created_at, a.admin_username, a.action, a.target, a.reason, a.detail`;
export const AUDIT_SELECT = sql`SELECT ${AUDIT_COLUMNS} FROM admin_audit a`;

export async function auditPage(ctx: AppContext, body: Required<Pick<AdminAuditBody, 'page' | 'n' | 'order_by' | 'asc'>> & AuditFilter): Promise<ListPage<AuditEntry>> {
  const where = auditWhere(body);
  // The whole log, or one action of it, is a kept total (migration 0030); a search or a range counts its matches, up to the limit.
  const kept = !body.search && !(body.start && body.end);
  const order = (key: SQL, id: SQL) => orderClause(key, body.asc, id);
  const matches = {
    from: sql`admin_audit a`, id: sql`a.id`, key: SORTS[body.order_by]('a'), where, order,
    rowsOf: (page: SQL) => sql`SELECT ${AUDIT_COLUMNS}, p.pos FROM admin_audit a JOIN ${page} ON p.id = a.id`,
  };
  return searchPageOf(ctx.db, body.search, matches, {
    count: kept
      ? sql`SELECT coalesce(sum(records), 0)::int AS n FROM audit_totals WHERE ${body.action ? sql`action = ${body.action}` : sql`true`}`
      : boundedCount(matches.from, where),
    rows: (window) => sql`${AUDIT_SELECT} WHERE ${where} ORDER BY ${order(matches.key, sql`a.id`)} ${window}`,
    together: order(SORTS[body.order_by]('p'), sql`p.id`),
    page: body.page,
    n: body.n,
    map: (r: AuditRow) => toAuditEntry(r),
  });
}
