import { adminSubjectsBodySchema, adminUsersBodySchema } from '@cp/contract';
import { subjectsPage } from '../apps/api/src/modules/back-office/subjects';
import { usersPage } from '../apps/api/src/modules/back-office/users';
import type { AppContext } from '../apps/api/src/platform/context';
import { rotate } from './calls';

/**
 * The back-office's users and subjects tables: every sort, the filters, a narrow search and a deep
 * page, and apart from them a search whose word is in one name of eight.
 */
export function adminTableCases(adminBase: string, adminAuth: Record<string, string>, ctx: AppContext, adminSession: () => Promise<unknown>) {
  const userBodies = [{}, { order_by: 'username', asc: true }, { order_by: 'full_name', asc: true }, { order_by: 'email', asc: false },
    { order_by: 'last_login', asc: false }, { verified_only: true }, { search: 'bench12' }, { page: 50 }];
  const subjectBodies = [{}, { order_by: 'subject_name', asc: true }, { order_by: 'owner_username', asc: true }, { order_by: 'subject_code', asc: false },
    { verified_only: true }, { published_only: true }, { search: 'B00012' }, { page: 50 }];
  const broad = [{ search: 'fract' }];
  const users = (bodies: object[]) => rotate(bodies, async (body) => {
    await adminSession();
    await usersPage(ctx, adminUsersBodySchema.parse(body) as Parameters<typeof usersPage>[1]);
  });
  const subjects = (bodies: object[]) => rotate(bodies, async (body) => {
    await adminSession();
    await subjectsPage(ctx, adminSubjectsBodySchema.parse(body) as Parameters<typeof subjectsPage>[1]);
  });
  const call = (name: string, path: string, bodies: object[], sql: () => Promise<unknown>) =>
    ({ name, method: 'POST' as const, path: `/api/v1${path}`, url: `${adminBase}/api/v1${path}`, headers: adminAuth, bodies, sql });
  return [
    call('back-office users (every sort, filters, search, page 50; 8 bodies)', '/admin/users', userBodies, users(userBodies)),
    call('back-office subjects (every sort, filters, search, page 50; 8 bodies)', '/admin/subjects', subjectBodies, subjects(subjectBodies)),
    call("back-office subjects: search 'fract' (in one name of eight)", '/admin/subjects', broad, subjects(broad)),
  ];
}
