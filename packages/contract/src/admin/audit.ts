import { z } from 'zod';
import { adminListBody, dateRangeShape, withDateRange } from './lists';

/** What an administrator did; every admin action writes one audit row (docs/decisions.md, "Back-office"). */
export const AUDIT_ACTIONS = [
  'user.verify', 'user.unverify', 'user.ban', 'user.unban',
  'subject.verify', 'subject.unverify', 'subject.delete',
  'minigame.create', 'minigame.edit', 'minigame.publish', 'minigame.delete',
  'ticket.reply', 'faq.create', 'faq.edit', 'faq.delete', 'legal.edit',
  'export.users', 'export.subjects', 'export.audit',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export const ADMIN_AUDIT_SORTS = ['date', 'admin', 'action', 'target'] as const;
export const adminAuditBodySchema = withDateRange(adminListBody(ADMIN_AUDIT_SORTS, { order_by: 'date', asc: false }, {
  action: z.enum(AUDIT_ACTIONS).optional(),
  ...dateRangeShape,
}));
export type AdminAuditBody = z.input<typeof adminAuditBodySchema>;

export const auditEntrySchema = z.object({
  audit_id: z.number().int(),
  date: z.string(),
  admin: z.string(),
  action: z.enum(AUDIT_ACTIONS),
  target: z.string(),
  reason: z.string().nullable(),
  detail: z.string().nullable(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

/** The CSV downloads take the list's own filters as query parameters. */
export const auditDownloadQuerySchema = withDateRange(z.strictObject({ action: z.enum(AUDIT_ACTIONS).optional(), ...dateRangeShape }));
