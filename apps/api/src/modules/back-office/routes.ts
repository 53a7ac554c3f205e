import { sql } from 'drizzle-orm';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { adminMessages, endpoints, type UserAction } from '@cp/contract';
import { requireAdmin } from '../../platform/auth';
import type { AppContext } from '../../platform/context';
import { routeOf } from '../../platform/endpoint';
import { ok, paged } from '../../platform/envelope';
import { sendKeptList, withEtag } from '../../platform/etag';
import { audit, auditWhere, AUDIT_SELECT, toAuditEntry, auditPage } from './audit';
import { deleteFaq, faqPage, legalPage, saveFaq, updateLegal } from './content';
import { CSV_BATCH, inBatches, sendCsv } from './csv';
import { categoryDistribution, dailyAnalytics, generalStatistics, mostActiveUsers, mostPlayedSubjects } from './dashboard';
import { deleteMinigame, gameModules, minigamesPage, publishMinigame, saveMinigame, teachingMaterials } from './minigames';
import { allSubjects, SUBJECT_CSV, subjectAction, subjectsPage } from './subjects';
import { replyTicket, ticketsPage } from './tickets';
import { allUsers, USER_CSV, userAction, usersPage } from './users';


/** The back-office API (spec 3 §7 "Admin API"), registered on the admin listener only; every route needs an administrator. */
export const backOfficeRoutes = (ctx: AppContext): FastifyPluginAsync => async (plain) => {
  const app = plain.withTypeProvider<ZodTypeProvider>();

  app.route({ ...routeOf(endpoints.dashboardStatistics), handler: async (request) => ok(await generalStatistics(ctx, request.query)) });
  app.route({ ...routeOf(endpoints.dashboardActiveUsers), handler: async (request) => ok(await mostActiveUsers(ctx, request.query)) });
  app.route({ ...routeOf(endpoints.dashboardPlayedSubjects), handler: async (request) => ok(await mostPlayedSubjects(ctx, request.query)) });
  app.route({ ...routeOf(endpoints.dashboardDaily), handler: async (request) => ok(await dailyAnalytics(ctx, request.query)) });
  app.route({ ...routeOf(endpoints.dashboardCategories), handler: async (request) => ok(await categoryDistribution(ctx, request.query)) });

  app.route({ ...routeOf(endpoints.adminUsers), handler: async (request) => {
    const page = await usersPage(ctx, request.body);
    return paged(page.rows, page.total, request.body.n);
  } });
  const userReply = async (request: FastifyRequest, action: UserAction, username: string, reason?: string) => {
    const { user, message } = await userAction(ctx, requireAdmin(request), action, username, reason);
    return ok(user, message);
  };
  app.route({ ...routeOf(endpoints.verifyUser), handler: async (request) => userReply(request, 'verify', request.params.username) });
  app.route({ ...routeOf(endpoints.unverifyUser), handler: async (request) => userReply(request, 'unverify', request.params.username) });
  app.route({ ...routeOf(endpoints.unbanUser), handler: async (request) => userReply(request, 'unban', request.params.username) });
  app.route({ ...routeOf(endpoints.banUser), handler: async (request) => userReply(request, 'ban', request.params.username, request.body.reason) });
  app.route({ ...routeOf(endpoints.downloadUsers), handler: async (request, reply) => {
    await audit(ctx.db, requireAdmin(request), 'export.users', 'users');
    return sendCsv(reply, 'users', USER_CSV, allUsers(ctx));
  } });

  app.route({ ...routeOf(endpoints.adminSubjects), handler: async (request) => {
    const page = await subjectsPage(ctx, request.body);
    return paged(page.rows, page.total, request.body.n);
  } });
  app.route({ ...routeOf(endpoints.verifySubject), handler: async (request) => {
    const { subject, message } = await subjectAction(ctx, requireAdmin(request), 'verify', request.params.code);
    return ok(subject, message);
  } });
  app.route({ ...routeOf(endpoints.unverifySubject), handler: async (request) => {
    const { subject, message } = await subjectAction(ctx, requireAdmin(request), 'unverify', request.params.code);
    return ok(subject, message);
  } });
  app.route({ ...routeOf(endpoints.deleteSubjectByAdmin), handler: async (request) => {
    const { subject, message } = await subjectAction(ctx, requireAdmin(request), 'delete', request.params.code, request.body.reason);
    return ok(subject, message);
  } });
  app.route({ ...routeOf(endpoints.downloadSubjects), handler: async (request, reply) => {
    await audit(ctx.db, requireAdmin(request), 'export.subjects', 'subjects');
    return sendCsv(reply, 'subjects', SUBJECT_CSV, allSubjects(ctx));
  } });

  // Game modules and teaching formats are the catalogue's, changed only by its seed: versioned like the authoring app's catalogue calls.
  app.route({ ...routeOf(endpoints.adminModules), handler: async (request, reply) =>
    withEtag(ctx.db, request, reply, 'catalogue', 'private', async () => ok(await gameModules(ctx))) });
  app.route({ ...routeOf(endpoints.adminTeachingMaterials), handler: async (request, reply) =>
    withEtag(ctx.db, request, reply, 'catalogue', 'private', async () => ok(await teachingMaterials(ctx))) });
  app.route({ ...routeOf(endpoints.adminMinigames), handler: async (request) => {
    const page = await minigamesPage(ctx, request.body);
    return paged(page.rows, page.total, request.body.n);
  } });
  app.route({ ...routeOf(endpoints.saveMinigame), handler: async (request) => ok(await saveMinigame(ctx, requireAdmin(request), request.body), adminMessages.minigameSaved) });
  app.route({ ...routeOf(endpoints.publishMinigame), handler: async (request) => ok(await publishMinigame(ctx, requireAdmin(request), request.params.id), adminMessages.minigamePublished) });
  app.route({ ...routeOf(endpoints.deleteMinigame), handler: async (request) => {
    await deleteMinigame(ctx, requireAdmin(request), request.params.id);
    return ok(null, adminMessages.minigameDeleted);
  } });

  app.route({ ...routeOf(endpoints.adminTickets), handler: async (request) => {
    const page = await ticketsPage(ctx, request.body);
    return paged(page.rows, page.total, request.body.n);
  } });
  app.route({ ...routeOf(endpoints.replyTicket), handler: async (request) => ok(await replyTicket(ctx, requireAdmin(request), request.params.ticketId, request.body), adminMessages.ticketReplied) });

  // The FAQ and legal pages change only through the calls below, each raising the statics version.
  app.route({ ...routeOf(endpoints.adminFaq), handler: async (request, reply) => sendKeptList(ctx.db, request, reply, 'statics', async () => {
    const page = await faqPage(ctx, request.body);
    return paged(page.rows, page.total, request.body.n);
  }) });
  app.route({ ...routeOf(endpoints.saveFaq), handler: async (request) => ok(await saveFaq(ctx, requireAdmin(request), request.body), adminMessages.faqSaved) });
  app.route({ ...routeOf(endpoints.deleteFaq), handler: async (request) => {
    await deleteFaq(ctx, requireAdmin(request), request.params.id);
    return ok(null, adminMessages.faqDeleted);
  } });

  app.route({ ...routeOf(endpoints.adminLegal), handler: async (request, reply) => sendKeptList(ctx.db, request, reply, 'statics', async () => {
    const page = await legalPage(ctx, request.body);
    return paged(page.rows, page.total, request.body.n);
  }) });
  app.route({ ...routeOf(endpoints.updateLegal), handler: async (request) => {
    const { page, message } = await updateLegal(ctx, requireAdmin(request), request.params.type, request.body.content);
    return ok(page, message);
  } });

  app.route({ ...routeOf(endpoints.adminAudit), handler: async (request) => {
    const page = await auditPage(ctx, request.body);
    return paged(page.rows, page.total, request.body.n);
  } });
  app.route({ ...routeOf(endpoints.downloadAudit), handler: async (request, reply) => {
    const where = auditWhere(request.query);
    await audit(ctx.db, requireAdmin(request), 'export.audit', 'audit log');
    const rows = inBatches<Parameters<typeof toAuditEntry>[0]>(ctx.db, (after) => sql`${AUDIT_SELECT} WHERE ${where} AND a.id > ${after} ORDER BY a.id LIMIT ${CSV_BATCH}`);
    return sendCsv(reply, 'audit-log', AUDIT_CSV, (async function* () {
      for await (const r of rows) yield toAuditEntry(r);
    })());
  } });
};

const AUDIT_CSV: { header: string; value: (e: ReturnType<typeof toAuditEntry>) => unknown }[] = [
  { header: 'date', value: (e) => e.date },
  { header: 'admin', value: (e) => e.admin },
  { header: 'action', value: (e) => e.action },
  { header: 'target', value: (e) => e.target },
  { header: 'reason', value: (e) => e.reason },
  { header: 'detail', value: (e) => e.detail },
];
