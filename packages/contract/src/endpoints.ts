import { z } from 'zod';
import {
  adminAuditBodySchema, adminFaqListBodySchema, adminFaqSchema, adminLegalListBodySchema, adminLegalSchema, adminMinigameSchema, adminMinigamesBodySchema, adminModuleSchema,
  adminSubjectSchema, adminSubjectsBodySchema, adminTeachingMaterialSchema, adminTicketSchema, adminTicketsBodySchema, adminUserSchema, adminUsersBodySchema,
  auditDownloadQuerySchema, auditEntrySchema, categoryDistributionSchema, dailyFigureSchema, dashboardQuerySchema, faqIdParamsSchema, faqSaveBodySchema,
  generalStatisticsSchema, legalTypeParamsSchema, legalUpdateBodySchema, minigameIdParamsSchema, minigameSaveBodySchema, mostActiveUserSchema, playedSubjectSchema,
  reasonBodySchema, subjectCodePathSchema, ticketIdParamsSchema, ticketReplyBodySchema, usernameParamsSchema,
} from './admin';
import {
  chapterIdParamsSchema, chapterMinigameHideBodySchema, chapterMinigameParamsSchema, chapterMinigameSaveBodySchema, chapterMinigameSchema, chapterOrderBodySchema,
  chapterCreateBodySchema, chapterParamsSchema, chapterSchema, chapterUpdateBodySchema,
} from './chapters';
import { previewBodySchema, previewResultSchema } from './preview/calls';
import { questionIdParamsSchema, questionSaveBodySchema, questionSaveResultSchema } from './questions/save';
import {
  allTasksBodySchema, entryChangesSchema, historyItemSchema, managerTaskDetailSchema, managerTaskSchema, managerTasksBodySchema, reviewBodySchema, reviewParamsSchema,
  responseEvalBodySchema, reviewResultSchema, taskDecisionParamsSchema, taskIdParamsSchema,
} from './questions/review';
import { minigameParamsSchema, questionBannerSchema, questionEntrySchema, questionListBodySchema, questionListExtraSchema, questionListQuerySchema } from './questions/calls';
import { userInfoQuerySchema, userInfoSchema, userUpdateBodySchema } from './profile';
import { faqItemSchema, legalPageSchema } from './statics';
import { contactTicketBodySchema, contactTicketResultSchema } from './contact';
import { badWordsQuerySchema, badWordsResultSchema, referenceParamsSchema, referenceResultSchema } from './moderation';
import { publishCheckSchema, publishResultSchema } from './publishing';
import { activityHistoryBodySchema, activityItemSchema } from './activity';
import {
  activeSessionSchema, adminLoginBodySchema, adminSessionSchema, appConfigSchema, changePasswordBodySchema, endedSessionsSchema, forgotBodySchema, googleLoginBodySchema, loginBodySchema, registerBodySchema, resetBodySchema, sessionIdParamsSchema, sessionUserSchema, tokenParamsSchema, validateKindSchema, validateQuerySchema,
} from './auth';
import {
  categoryMenuItemSchema, minigameTemplateSchema, moduleMinigamesParamsSchema, moduleMinigamesQuerySchema, modulesQuerySchema, teachingModuleSchema,
} from './catalogue';
import {
  contributorCandidateSchema, contributorCandidatesQuerySchema, contributorDecisionResultSchema, contributorIdParamsSchema, contributorInviteBodySchema,
  contributorInviteResultSchema, contributorRequestSchema, contributorSchema, profileActivitySchema,
} from './contributors';
import {
  noticePageBodySchema, notificationSchema, readIdsQuerySchema, recentNotificationsSchema, recentTaskUpdatesSchema, taskCountSchema, taskUpdateSchema,
} from './notifications';
import {
  categorySuggestBodySchema, codeQuerySchema, contributorApplyBodySchema, contributorApplyResultSchema, diagnosticGameSchema, prerequisiteQuerySchema,
  prerequisiteSubjectSchema, profileSubjectSchema, profileSubjectsBodySchema, subjectCodeParamsSchema,
  subjectListBodySchema, subjectSaveBodySchema, subjectSchema, usernameQuerySchema,
} from './subjects';

/**
 * Every API call as data: method, path (under /api/v1, `:name` for path parameters), the schemas of
 * its input and of the `data` it answers, whether it is paged and whether it is public. The API
 * registers its routes from these (apps/api/src/platform/endpoint.ts) and the browser apps call them
 * through the typed client (packages/ui/src/typed-api.ts), so a path or a field cannot differ
 * between the two: renaming a field fails the typecheck wherever it is used.
 */
export interface EndpointDef {
  method: 'GET' | 'POST' | 'DELETE';
  path: string;
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  response: z.ZodType;
  /** The answer carries `total_page` and `total_record` beside a list. */
  paged?: boolean;
  /** Fields the spec puts beside `data` in the answer (e.g. the question list's `module_id`). */
  extra?: z.ZodObject;
  /** Callable without a session. */
  public?: boolean;
  /** The answer is a CSV file streamed as it is read, not the JSON envelope. */
  download?: boolean;
}

type Schemas = Omit<EndpointDef, 'method' | 'path'>;
const get = <const P extends string, const S extends Schemas>(path: P, s: S) => ({ method: 'GET' as const, path, ...s });
const post = <const P extends string, const S extends Schemas>(path: P, s: S) => ({ method: 'POST' as const, path, ...s });
const del = <const P extends string, const S extends Schemas>(path: P, s: S) => ({ method: 'DELETE' as const, path, ...s });

const none = z.null();
const updated = z.object({ updated: z.number().int() });

export const endpoints = {
  // accounts and sessions (spec 3 §7)
  appConfig: get('/app-config', { response: appConfigSchema, public: true }),
  login: post('/auth/login', { body: loginBodySchema, response: sessionUserSchema, public: true }),
  loginGoogle: post('/auth/login/google', { body: googleLoginBodySchema, response: sessionUserSchema, public: true }),
  logout: get('/auth/logout', { response: none }),
  register: post('/auth/register', { body: registerBodySchema, response: sessionUserSchema, public: true }),
  validate: get('/validate/:kind', { params: validateKindSchema, query: validateQuerySchema, response: none, public: true }),
  verifyEmail: get('/auth/verify/:token', { params: tokenParamsSchema, response: sessionUserSchema, public: true }),
  resendVerification: get('/auth/resend-verify-email', { response: none }),
  forgotPassword: post('/auth/forgot-password', { body: forgotBodySchema, response: none, public: true }),
  /** Whether a reset link can still be used, before the form is shown (400 with why not). */
  checkResetLink: get('/auth/reset-password/:token', { params: tokenParamsSchema, response: none, public: true }),
  resetPassword: post('/auth/reset-password/:token', { params: tokenParamsSchema, body: resetBodySchema, response: none, public: true }),
  sessions: get('/auth/sessions', { response: z.array(activeSessionSchema) }),
  endOtherSessions: post('/auth/sessions/end-others', { response: endedSessionsSchema }),
  endSession: del('/auth/sessions/:id', { params: sessionIdParamsSchema, response: none }),
  changePassword: post('/auth/password', { body: changePasswordBodySchema, response: none }),
  userInfo: get('/user/info', { query: userInfoQuerySchema, response: userInfoSchema }),
  updateUserInfo: post('/user/info/update', { body: userUpdateBodySchema, response: userInfoSchema }),
  // static pages, contact, moderation
  faq: get('/statics/faq', { response: z.array(faqItemSchema), public: true }),
  tos: get('/statics/tos', { response: legalPageSchema, public: true }),
  privacy: get('/statics/privacy', { response: legalPageSchema, public: true }),
  cookie: get('/statics/cookie', { response: legalPageSchema, public: true }),
  sendTicket: post('/contact-us/send-ticket', { body: contactTicketBodySchema, response: contactTicketResultSchema, public: true }),
  badWordsCheck: get('/bad-words-check', { query: badWordsQuerySchema, response: badWordsResultSchema }),
  referenceCheck: get('/reference-check/:category/:identifier', { params: referenceParamsSchema, response: referenceResultSchema }),
  // catalogue (spec 1 §7)
  categoryMenu: get('/categories/menu', { response: z.array(categoryMenuItemSchema) }),
  suggestCategories: post('/categories/menu', { body: categorySuggestBodySchema, response: z.array(categoryMenuItemSchema) }),
  modules: get('/modules', { query: modulesQuerySchema, response: z.array(teachingModuleSchema) }),
  moduleMinigames: get('/modules/:moduleId/minigames', { params: moduleMinigamesParamsSchema, query: moduleMinigamesQuerySchema, response: z.array(minigameTemplateSchema) }),
  // chapters of a normal subject (spec 1 §7)
  chapters: get('/chapters/get/:code', { params: subjectCodeParamsSchema, response: z.array(chapterSchema) }),
  createChapter: post('/chapters/create', { body: chapterCreateBodySchema, response: chapterSchema }),
  orderChapters: post('/chapters/order', { body: chapterOrderBodySchema, response: none }),
  updateChapter: post('/chapters/update/:id', { params: chapterIdParamsSchema, body: chapterUpdateBodySchema, response: chapterSchema }),
  deleteChapter: del('/chapters/delete/:id', { params: chapterIdParamsSchema, response: none }),
  saveChapterMinigame: post('/chapters/:chapterId/minigames/save', { params: chapterParamsSchema, body: chapterMinigameSaveBodySchema, response: chapterMinigameSchema }),
  deleteChapterMinigame: del('/chapters/:chapterId/minigames/:id/delete', { params: chapterMinigameParamsSchema, response: none }),
  hideChapterMinigame: del('/chapters/:chapterId/minigames/:id/hide', { params: chapterMinigameParamsSchema, body: chapterMinigameHideBodySchema, response: none }),
  unhideChapterMinigame: del('/chapters/:chapterId/minigames/:id/unhide', { params: chapterMinigameParamsSchema, response: none }),
  // previews of an entry on each platform (spec 2 §7)
  generatePreview: post('/questions/generate-preview', { body: previewBodySchema, response: previewResultSchema }),
  questionBanner: get('/questions/:mg/banner', { params: minigameParamsSchema, response: questionBannerSchema }),
  questionList: post('/questions/:mg/list', {
    params: minigameParamsSchema, query: questionListQuerySchema, body: questionListBodySchema, response: questionEntrySchema, paged: true, extra: questionListExtraSchema,
  }),
  saveQuestion: post('/questions/:mg/save', { params: minigameParamsSchema, body: questionSaveBodySchema, response: questionSaveResultSchema }),
  deleteQuestion: del('/questions/:id/delete', { params: questionIdParamsSchema, response: none }),
  // review (spec 2 §7, spec 3 §7)
  approveQuestion: post('/questions/:mg/approve/:target', { params: reviewParamsSchema, body: reviewBodySchema, response: reviewResultSchema }),
  declineQuestion: post('/questions/:mg/decline/:target', { params: reviewParamsSchema, body: reviewBodySchema, response: reviewResultSchema }),
  questionHistory: get('/questions/:id/history', { params: questionIdParamsSchema, response: z.array(historyItemSchema) }),
  questionChanges: get('/questions/:id/changes', { params: questionIdParamsSchema, response: entryChangesSchema }),
  saveResponseEval: post('/response-eval/:mg/save', { params: minigameParamsSchema, body: responseEvalBodySchema, response: none }),
  managerTasks: post('/manager/tasks', { body: managerTasksBodySchema, response: managerTaskSchema, paged: true }),
  managerTask: post('/manager/tasks/:question_id', { params: taskIdParamsSchema, body: managerTasksBodySchema, response: managerTaskDetailSchema }),
  decideAllTasks: post('/manager/tasks/:decision/all', { params: taskDecisionParamsSchema, body: allTasksBodySchema, response: reviewResultSchema }),
  // subjects (spec 1 §7, spec 3 §7 profile lists)
  browseSubjects: post('/subjects', { body: subjectListBodySchema, response: subjectSchema, paged: true }),
  mySubjects: post('/subjects/mine', { body: subjectListBodySchema, response: subjectSchema, paged: true }),
  saveSubject: post('/subjects/save', { body: subjectSaveBodySchema, response: subjectSchema }),
  prerequisites: get('/prerequisite', { query: prerequisiteQuerySchema, response: z.array(prerequisiteSubjectSchema) }),
  deleteSubject: del('/subjects/delete/:code', { params: subjectCodeParamsSchema, response: none }),
  publishCheck: get('/subjects/publish/:code/check', { params: subjectCodeParamsSchema, response: publishCheckSchema }),
  publish: get('/subjects/publish/:code', { params: subjectCodeParamsSchema, response: publishResultSchema }),
  subject: get('/subjects/:code', { params: subjectCodeParamsSchema, response: subjectSchema }),
  diagnosticGames: get('/diagnostic/games/:code', { params: subjectCodeParamsSchema, response: z.array(diagnosticGameSchema) }),
  ownedSubjects: get('/user/subjects/owned', { query: usernameQuerySchema, response: z.array(profileSubjectSchema) }),
  contributedSubjects: post('/user/subjects/contributed', { query: usernameQuerySchema, body: profileSubjectsBodySchema, response: profileSubjectSchema, paged: true }),
  // activity
  subjectHistory: post('/subjects/history/:code', { params: subjectCodeParamsSchema, body: activityHistoryBodySchema, response: activityItemSchema, paged: true }),
  activityHistory: post('/user/activity-history', { query: usernameQuerySchema, body: activityHistoryBodySchema, response: profileActivitySchema, paged: true }),
  // notifications and task updates
  recentNotifications: get('/user/notifications', { response: recentNotificationsSchema }),
  notifications: post('/user/notifications', { body: noticePageBodySchema, response: z.array(notificationSchema) }),
  readNotifications: get('/user/notifications/read', { query: readIdsQuerySchema, response: updated }),
  recentTaskUpdates: get('/user/tasks', { response: recentTaskUpdatesSchema }),
  taskUpdates: post('/user/tasks', { body: noticePageBodySchema, response: z.array(taskUpdateSchema) }),
  readTaskUpdates: get('/user/tasks/read', { query: readIdsQuerySchema, response: updated }),
  taskCount: get('/manager/tasks/number', { response: taskCountSchema }),
  // contributors (spec 1 §7)
  contributors: get('/contributors', { query: codeQuerySchema, response: z.array(contributorSchema) }),
  accessRequests: get('/contributors/request', { query: codeQuerySchema, response: z.array(contributorRequestSchema) }),
  contributorCandidates: get('/contributors/candidates', { query: contributorCandidatesQuerySchema, response: z.array(contributorCandidateSchema) }),
  inviteContributors: post('/contributors/request/invite', { body: contributorInviteBodySchema, response: contributorInviteResultSchema }),
  applyForAccess: post('/contributors/request/apply', { body: contributorApplyBodySchema, response: contributorApplyResultSchema }),
  acceptAllRequests: get('/contributors/request/all/accept', { query: codeQuerySchema, response: contributorDecisionResultSchema }),
  rejectAllRequests: get('/contributors/request/all/reject', { query: codeQuerySchema, response: contributorDecisionResultSchema }),
  acceptRequest: get('/contributors/request/:id/accept', { params: contributorIdParamsSchema, response: none }),
  rejectRequest: get('/contributors/request/:id/reject', { params: contributorIdParamsSchema, response: none }),
  promoteContributor: get('/contributors/promote/:id', { params: contributorIdParamsSchema, response: none }),
  demoteContributor: get('/contributors/demote/:id', { params: contributorIdParamsSchema, response: none }),
  removeContributor: get('/contributors/remove/:id', { params: contributorIdParamsSchema, response: none }),
  acceptInvitation: get('/contributors/invitation/accept', { query: codeQuerySchema, response: none }),
  declineInvitation: get('/contributors/invitation/decline', { query: codeQuerySchema, response: none }),
  leaveSubject: get('/contributors/leave', { query: codeQuerySchema, response: none }),
  // back-office (admin listener only, spec 3 §7 "Admin API")
  adminLogin: post('/admin/auth/login', { body: adminLoginBodySchema, response: adminSessionSchema, public: true }),
  adminLogout: get('/admin/auth/logout', { response: none }),
  dashboardStatistics: get('/admin/dashboard/general-statistics', { query: dashboardQuerySchema, response: generalStatisticsSchema }),
  dashboardActiveUsers: get('/admin/dashboard/most-active-users', { query: dashboardQuerySchema, response: z.array(mostActiveUserSchema) }),
  dashboardPlayedSubjects: get('/admin/dashboard/most-played-subjects', { query: dashboardQuerySchema, response: z.array(playedSubjectSchema) }),
  dashboardDaily: get('/admin/dashboard/daily-analytics', { query: dashboardQuerySchema, response: z.array(dailyFigureSchema) }),
  dashboardCategories: get('/admin/dashboard/subject-distribution-category', { query: dashboardQuerySchema, response: z.array(categoryDistributionSchema) }),
  adminUsers: post('/admin/users', { body: adminUsersBodySchema, response: adminUserSchema, paged: true }),
  verifyUser: get('/admin/users/verify/:username', { params: usernameParamsSchema, response: adminUserSchema }),
  unverifyUser: get('/admin/users/unverify/:username', { params: usernameParamsSchema, response: adminUserSchema }),
  banUser: post('/admin/users/ban/:username', { params: usernameParamsSchema, body: reasonBodySchema, response: adminUserSchema }),
  unbanUser: get('/admin/users/unban/:username', { params: usernameParamsSchema, response: adminUserSchema }),
  downloadUsers: get('/admin/users/download', { response: z.string(), download: true }),
  adminSubjects: post('/admin/subjects', { body: adminSubjectsBodySchema, response: adminSubjectSchema, paged: true }),
  verifySubject: get('/admin/subjects/verify/:code', { params: subjectCodePathSchema, response: adminSubjectSchema }),
  unverifySubject: get('/admin/subjects/unverify/:code', { params: subjectCodePathSchema, response: adminSubjectSchema }),
  deleteSubjectByAdmin: del('/admin/subjects/delete/:code', { params: subjectCodePathSchema, body: reasonBodySchema, response: adminSubjectSchema }),
  downloadSubjects: get('/admin/subjects/download', { response: z.string(), download: true }),
  adminModules: get('/admin/modules', { response: z.array(adminModuleSchema) }),
  adminTeachingMaterials: get('/admin/teaching-materials', { response: z.array(adminTeachingMaterialSchema) }),
  adminMinigames: post('/admin/mini-games', { body: adminMinigamesBodySchema, response: adminMinigameSchema, paged: true }),
  saveMinigame: post('/admin/mini-games/save', { body: minigameSaveBodySchema, response: adminMinigameSchema }),
  publishMinigame: get('/admin/mini-games/publish/:id', { params: minigameIdParamsSchema, response: adminMinigameSchema }),
  deleteMinigame: del('/admin/mini-games/delete/:id', { params: minigameIdParamsSchema, response: none }),
  adminTickets: post('/admin/contacts/tickets', { body: adminTicketsBodySchema, response: adminTicketSchema, paged: true }),
  replyTicket: post('/admin/contacts/tickets/reply/:ticketId', { params: ticketIdParamsSchema, body: ticketReplyBodySchema, response: adminTicketSchema }),
  adminFaq: post('/admin/faq', { body: adminFaqListBodySchema, response: adminFaqSchema, paged: true }),
  saveFaq: post('/admin/faq/save', { body: faqSaveBodySchema, response: adminFaqSchema }),
  deleteFaq: del('/admin/faq/delete/:id', { params: faqIdParamsSchema, response: none }),
  adminLegal: post('/admin/legal', { body: adminLegalListBodySchema, response: adminLegalSchema, paged: true }),
  updateLegal: post('/admin/legal/update/:type', { params: legalTypeParamsSchema, body: legalUpdateBodySchema, response: adminLegalSchema }),
  adminAudit: post('/admin/audit', { body: adminAuditBodySchema, response: auditEntrySchema, paged: true }),
  downloadAudit: get('/admin/audit/download', { query: auditDownloadQuerySchema, response: z.string(), download: true }),
} satisfies Record<string, EndpointDef>;

export type Endpoints = typeof endpoints;
export type EndpointName = keyof Endpoints;
