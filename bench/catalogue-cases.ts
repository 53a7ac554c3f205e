import { adminPlainListBodySchema } from '@cp/contract';
import { listSessions } from '../apps/api/src/modules/auth/sessions';
import { faqPage, legalPage } from '../apps/api/src/modules/back-office/content';
import { gameModules, teachingMaterials } from '../apps/api/src/modules/back-office/minigames';
import { getUserInfo } from '../apps/api/src/modules/profile/service';
import type { AuthUser } from '../apps/api/src/platform/auth';
import { loadConfig } from '../apps/api/src/platform/config';
import type { AppContext } from '../apps/api/src/platform/context';
import { afterSession } from './calls';
import type { describeDataset } from './dataset';

type Dataset = Awaited<ReturnType<typeof describeDataset>>;

/**
 * What every page or form reads besides its own content: the catalogue (teaching formats and their
 * minigames) and the public pages (answered per version: only the session lookup or nothing runs),
 * the person's info and logins, and the back-office's FAQ, legal pages and catalogue lists.
 */
export function catalogueCases(base: string, auth: Record<string, string>, adminBase: string, adminAuth: Record<string, string>,
  dataset: Dataset, ctx: AppContext, session: () => Promise<unknown>, adminSession: () => Promise<unknown>) {
  const { username } = dataset.login;
  const viewer: AuthUser = { id: dataset.viewerId, username, email: `${username}@bench.local`, sessionId: 0 };
  const config = loadConfig();
  const call = (name: string, path: string, url: string, headers: Record<string, string>, sql?: () => Promise<unknown>) =>
    ({ name, method: 'GET' as const, path: `/api/v1${path}`, url: `${url}/api/v1${path}`, headers, sql });
  const plainList = adminPlainListBodySchema.parse({}) as Parameters<typeof faqPage>[1];
  const adminList = (name: string, path: string, run: () => Promise<unknown>) =>
    ({ name, method: 'POST' as const, path: `/api/v1${path}`, url: `${adminBase}/api/v1${path}`, headers: adminAuth, bodies: [{}], sql: afterSession(adminSession, run) });
  return [
    // Versioned: produced once per process and version (platform/etag.ts).
    call('teaching formats (catalogue)', '/modules', base, auth, session),
    call('minigames of a teaching format (catalogue)', '/modules/1/minigames', base, auth, session),
    call('FAQ (public)', '/statics/faq', base, {}),
    call('terms of service (public)', '/statics/tos', base, {}),
    call('app config (public)', '/app-config', base, {}),
    call('my info', '/user/info?username=me', base, auth, afterSession(session, () => getUserInfo(ctx, viewer, 'me'))),
    call('my logins (5 devices)', '/auth/sessions', base, auth, afterSession(session, () => listSessions({ ...ctx, config }, viewer))),
    adminList('back-office FAQ', '/admin/faq', () => faqPage(ctx, plainList)),
    adminList('back-office legal pages', '/admin/legal', () => legalPage(ctx, plainList)),
    call('back-office game modules', '/admin/modules', adminBase, adminAuth, afterSession(adminSession, () => gameModules(ctx))),
    call('back-office teaching formats', '/admin/teaching-materials', adminBase, adminAuth, afterSession(adminSession, () => teachingMaterials(ctx))),
  ];
}
