import { adminAuditBodySchema, adminMinigamesBodySchema, adminSubjectsBodySchema, adminTicketsBodySchema, adminUsersBodySchema } from '@cp/contract';
import { auditPage } from '../apps/api/src/modules/back-office/audit';
import { minigamesPage } from '../apps/api/src/modules/back-office/minigames';
import { subjectsPage } from '../apps/api/src/modules/back-office/subjects';
import { ticketsPage } from '../apps/api/src/modules/back-office/tickets';
import { usersPage } from '../apps/api/src/modules/back-office/users';
import type { AppContext } from '../apps/api/src/platform/context';
import { rotate } from './calls';

/**
 * The back-office's tables: every sort, the filters, a narrow search and a deep page of users,
 * subjects, tickets and the audit log (and apart from them a subject search whose word is in one
 * name of eight, by date and by name), and the minigames with their usage.
 */
export function adminTableCases(adminBase: string, adminAuth: Record<string, string>, ctx: AppContext, adminSession: () => Promise<unknown>) {
  const userBodies = [{}, { order_by: 'username', asc: true }, { order_by: 'full_name', asc: true }, { order_by: 'email', asc: false },
    { order_by: 'last_login', asc: false }, { verified_only: true }, { search: 'bench12' }, { page: 50 }];
  const subjectBodies = [{}, { order_by: 'subject_name', asc: true }, { order_by: 'owner_username', asc: true }, { order_by: 'subject_code', asc: false },
    { verified_only: true }, { published_only: true }, { search: 'B00012' }, { page: 50 }];
  const broad = [{ search: 'fract' }];
  // At a million subjects the 'Fractions' come after 375,000 other names.
  const broadByName = [{ search: 'fract', order_by: 'subject_name', asc: true }, { search: 'fract', order_by: 'subject_name', asc: false }];
  const users = (bodies: object[]) => rotate(bodies, async (body) => {
    await adminSession();
    await usersPage(ctx, adminUsersBodySchema.parse(body) as Parameters<typeof usersPage>[1]);
  });
  const subjects = (bodies: object[]) => rotate(bodies, async (body) => {
    await adminSession();
    await subjectsPage(ctx, adminSubjectsBodySchema.parse(body) as Parameters<typeof subjectsPage>[1]);
  });
  const month = { start: new Date(Date.now() - 30 * 86_400_000).toISOString().slice(0, 10), end: new Date().toISOString().slice(0, 10) };
  const ticketBodies = [{}, { order_by: 'sender_email', asc: true }, { order_by: 'topic', asc: true }, { order_by: 'reply_date', asc: false },
    { unreplied_only: true }, month, { search: 'bench12' }, { page: 50 }];
  const auditBodies = [{}, { order_by: 'admin', asc: true }, { order_by: 'action', asc: true }, { order_by: 'target', asc: false },
    { action: 'user.ban' }, month, { search: 'bench12' }, { page: 50 }];
  const minigameBodies = [{}, { order_by: 'used_by_subject', asc: false }, { order_by: 'used_by_chapter', asc: true }, { search: 'word' }];
  const tickets = rotate(ticketBodies, async (body) => {
    await adminSession();
    await ticketsPage(ctx, adminTicketsBodySchema.parse(body) as Parameters<typeof ticketsPage>[1]);
  });
  const audits = rotate(auditBodies, async (body) => {
    await adminSession();
    await auditPage(ctx, adminAuditBodySchema.parse(body) as Parameters<typeof auditPage>[1]);
  });
  const minigames = rotate(minigameBodies, async (body) => {
    await adminSession();
    await minigamesPage(ctx, adminMinigamesBodySchema.parse(body) as Parameters<typeof minigamesPage>[1]);
  });
  const call = (name: string, path: string, bodies: object[], sql: () => Promise<unknown>) =>
    ({ name, method: 'POST' as const, path: `/api/v1${path}`, url: `${adminBase}/api/v1${path}`, headers: adminAuth, bodies, sql });
  return [
    call('back-office users (every sort, filters, search, page 50; 8 bodies)', '/admin/users', userBodies, users(userBodies)),
    call('back-office subjects (every sort, filters, search, page 50; 8 bodies)', '/admin/subjects', subjectBodies, subjects(subjectBodies)),
    call("back-office subjects: search 'fract' (in one name of eight)", '/admin/subjects', broad, subjects(broad)),
    call("back-office subjects: search 'fract', by name both ways", '/admin/subjects', broadByName, subjects(broadByName)),
    call('back-office tickets (every sort, unreplied, a month, search, page 50; 8 bodies)', '/admin/contacts/tickets', ticketBodies, tickets),
    call('back-office audit log (every sort, an action, a month, search, page 50; 8 bodies)', '/admin/audit', auditBodies, audits),
    call('back-office minigames (by usage, search; 4 bodies)', '/admin/mini-games', minigameBodies, minigames),
  ];
}
