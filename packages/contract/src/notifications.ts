import { z } from 'zod';
import { pageNumberSchema } from './fields';

/**
 * Notifications (spec 1 §3, types 1–19 plus default) tell a user what happened to them or to a
 * subject they manage. The numbers are ours (docs/decisions.md); an unknown number shows the
 * default wording.
 */
export const NOTIFICATION = {
  contributorInvitation: 1,
  requestAccepted: 2,
  requestRejected: 3,
  promotedToManager: 4,
  demotedToContributor: 5,
  removedFromSubject: 6,
  bannedByAdmin: 7,
  subjectDeletedByAdmin: 8,
  accessRequested: 9,
  invitationAccepted: 10,
  contributorLeft: 11,
  subjectVerified: 12,
  subjectUnverified: 13,
  accountVerified: 14,
  publishRequested: 15,
  subjectPublished: 16,
  publishDeclined: 17,
  ticketReplied: 18,
  unbannedByAdmin: 19,
} as const;
export type NotificationType = (typeof NOTIFICATION)[keyof typeof NOTIFICATION];

/** Task updates (spec 1 §3, types 1–12 plus default): news about work items. */
export const TASK_UPDATE = {
  entryApproved: 1,
  entryDeclined: 2,
  entrySubmitted: 3,
  topicAssigned: 4,
  assignmentChanged: 5,
  assignmentFinished: 6,
  assignmentRemoved: 7,
  entryEditedByManager: 8,
  entryDeletedByManager: 9,
  entriesMoved: 10,
  generationFinished: 11,
  generationFailed: 12,
} as const;
export type TaskUpdateType = (typeof TASK_UPDATE)[keyof typeof TASK_UPDATE];

export const noticeInfoSchema = z.object({
  subject_code: z.string().optional(),
  subject_name: z.string().optional(),
  username: z.string().optional(),
  role: z.string().optional(),
  reason: z.string().optional(),
  comment: z.string().optional(),
  topic_name: z.string().optional(),
  mini_game_name: z.string().optional(),
  question_id: z.number().int().optional(),
  chapter_mini_game_id: z.number().int().optional(),
  due_date: z.string().optional(),
  number_of_entries: z.number().int().optional(),
  ticket_topic: z.string().optional(),
});
export type NoticeInfo = z.infer<typeof noticeInfoSchema>;

export const notificationSchema = z.object({
  notification_id: z.number().int(),
  read: z.boolean(),
  type: z.number().int(),
  category_id: z.number().int().nullable(),
  identifier: z.string().nullable(),
  time: z.string(),
  info: noticeInfoSchema,
});
export type Notification = z.infer<typeof notificationSchema>;

export const taskUpdateSchema = z.object({
  task_id: z.number().int(),
  read: z.boolean(),
  type: z.number().int(),
  time: z.string(),
  info: noticeInfoSchema,
});
export type TaskUpdate = z.infer<typeof taskUpdateSchema>;

/** The dropdowns: the latest few plus how many are unread in all. */
export const recentNotificationsSchema = z.object({ list: z.array(notificationSchema), unread: z.number().int() });
export const recentTaskUpdatesSchema = z.object({ list: z.array(taskUpdateSchema), unread: z.number().int() });

export const NOTICE_PAGE_SIZE = 10;
export const RECENT_NOTICES = 5;
export const noticePageBodySchema = z.strictObject({
  n: z.number().int().min(1).max(50).default(NOTICE_PAGE_SIZE),
  page: pageNumberSchema.default(1),
});

/** `?ids=[1,2]` (the spec's form) or `?ids=1,2`. */
export const readIdsQuerySchema = z.strictObject({
  ids: z.string().max(2000).transform((value, ctx) => {
    const parts = value.replace(/^\[|\]$/g, '').split(',').map((p) => p.trim()).filter(Boolean);
    const ids = parts.map(Number);
    if (!parts.length || ids.some((id) => !Number.isSafeInteger(id) || id <= 0)) {
      ctx.addIssue({ code: 'custom', message: 'ids must be a list of positive whole numbers, e.g. [1,2]' });
      return z.NEVER;
    }
    return [...new Set(ids)];
  }),
});

export const taskCountSchema = z.object({ count: z.number().int() });

const subject = (info: NoticeInfo) => (info.subject_name ? `'${info.subject_name}'` : 'a subject');

export function notificationText(type: number, info: NoticeInfo): string {
  switch (type) {
    case NOTIFICATION.contributorInvitation:
      return `${info.username ?? 'Someone'} invited you to contribute to ${subject(info)}.`;
    case NOTIFICATION.requestAccepted:
      return `Your request to contribute to ${subject(info)} was accepted.`;
    case NOTIFICATION.requestRejected:
      return `Your request to contribute to ${subject(info)} was declined.`;
    case NOTIFICATION.promotedToManager:
      return `You were promoted to Manager of ${subject(info)}.`;
    case NOTIFICATION.demotedToContributor:
      return `You are now a Contributor of ${subject(info)}.`;
    case NOTIFICATION.removedFromSubject:
      return `You were removed from ${subject(info)}.`;
    case NOTIFICATION.bannedByAdmin:
      return `Your account was banned by an administrator${info.reason ? `: ${info.reason}` : '.'}`;
    case NOTIFICATION.subjectDeletedByAdmin:
      return `${subject(info)} was deleted by an administrator${info.reason ? `: ${info.reason}` : '.'}`;
    case NOTIFICATION.accessRequested:
      return `${info.username ?? 'Someone'} asked to contribute to ${subject(info)}.`;
    case NOTIFICATION.invitationAccepted:
      return `${info.username ?? 'Someone'} joined ${subject(info)}.`;
    case NOTIFICATION.contributorLeft:
      return `${info.username ?? 'Someone'} left ${subject(info)}.`;
    case NOTIFICATION.subjectVerified:
      return `${subject(info)} was verified.`;
    case NOTIFICATION.subjectUnverified:
      return `${subject(info)} is no longer verified.`;
    case NOTIFICATION.accountVerified:
      return 'Your account was verified.';
    case NOTIFICATION.publishRequested:
      return `Publishing of ${subject(info)} was requested; review takes 7 working days.`;
    case NOTIFICATION.subjectPublished:
      return `${subject(info)} was published to the game.`;
    case NOTIFICATION.publishDeclined:
      return `Publishing of ${subject(info)} was declined${info.comment ? `: ${info.comment}` : '.'}`;
    case NOTIFICATION.ticketReplied:
      return `We replied to your message${info.ticket_topic ? ` about ${info.ticket_topic}` : ''}; check your e-mail.`;
    case NOTIFICATION.unbannedByAdmin:
      return 'Your account is active again.';
    default:
      return 'You have a new notification.';
  }
}

export function taskUpdateText(type: number, info: NoticeInfo): string {
  const where = [info.mini_game_name ?? info.topic_name, info.subject_name].filter(Boolean).join(' in ');
  const inPlace = where ? ` in ${where}` : '';
  switch (type) {
    case TASK_UPDATE.entryApproved:
      return `Your entry${inPlace} was approved.`;
    case TASK_UPDATE.entryDeclined:
      return `Your entry${inPlace} was declined${info.comment ? `: ${info.comment}` : '.'}`;
    case TASK_UPDATE.entrySubmitted:
      return `${info.username ?? 'A contributor'} submitted an entry${inPlace} for review.`;
    case TASK_UPDATE.topicAssigned:
      return `You were assigned '${info.topic_name ?? 'a topic'}'${info.due_date ? `, due ${info.due_date}` : ''}.`;
    case TASK_UPDATE.assignmentChanged:
      return `Your assignment '${info.topic_name ?? 'a topic'}' changed${info.due_date ? `, now due ${info.due_date}` : ''}.`;
    case TASK_UPDATE.assignmentFinished:
      return `'${info.topic_name ?? 'A topic'}' was marked as done.`;
    case TASK_UPDATE.assignmentRemoved:
      return `You are no longer assigned '${info.topic_name ?? 'a topic'}'.`;
    case TASK_UPDATE.entryEditedByManager:
      return `${info.username ?? 'A manager'} edited your entry${inPlace}.`;
    case TASK_UPDATE.entryDeletedByManager:
      return `${info.username ?? 'A manager'} deleted your entry${inPlace}.`;
    case TASK_UPDATE.entriesMoved:
      return `${info.number_of_entries ?? 'Some'} of your entries were moved${inPlace}.`;
    case TASK_UPDATE.generationFinished:
      return `Questions were generated${inPlace}.`;
    case TASK_UPDATE.generationFailed:
      return `Question generation failed${inPlace}; please try again.`;
    default:
      return 'You have a new update.';
  }
}
