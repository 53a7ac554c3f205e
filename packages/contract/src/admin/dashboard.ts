import { z } from 'zod';
import { dateRangeSchema, otherwiseValid } from './lists';
import { adminMessages } from './messages';

/** The longest range the dashboard shows; its chart has a point for every day of it. */
export const DASHBOARD_MAX_DAYS = 3_653;
const DAY_MS = 86_400_000;

/**
 * The last day a range may end on: today (spec 3 §2). The picker's today is the admin's own, which
 * can be a day ahead of the server's UTC date, so the server takes the UTC day after its own.
 */
const lastDay = () => new Date(Date.now() + DAY_MS).toISOString().slice(0, 10);
const days = (v: { start: string; end: string }) => (Date.parse(v.end) - Date.parse(v.start)) / DAY_MS + 1;

/**
 * Dashboard calls take an optional range, both ends or neither (YYYY-MM-DD, spec 3 §7), ending by
 * today and at most DASHBOARD_MAX_DAYS long. The dashboard's form and address run the same rules.
 */
export const dashboardQuerySchema = dateRangeSchema
  .refine((v) => !v.end || v.end <= lastDay(), { message: adminMessages.dateRangeFuture, path: ['end'], when: otherwiseValid })
  .refine((v) => !v.start || !v.end || v.start > v.end || days({ start: v.start, end: v.end }) <= DASHBOARD_MAX_DAYS, {
    message: adminMessages.dateRangeTooLong, path: ['start'], when: otherwiseValid,
  });
export type DashboardQuery = z.infer<typeof dashboardQuerySchema>;

export const TOP_LIST_SIZE = 5;

export const generalStatisticsSchema = z.object({
  total_entries: z.number().int(),
  play_session: z.number().int(),
  total_subject: z.number().int(),
  total_user: z.number().int(),
});
export type GeneralStatistics = z.infer<typeof generalStatisticsSchema>;

export const mostActiveUserSchema = z.object({ name: z.string(), username: z.string(), email: z.string(), contribution: z.number().int() });
export type MostActiveUser = z.infer<typeof mostActiveUserSchema>;

export const playedSubjectSchema = z.object({ subject_code: z.string(), subject_name: z.string(), subject_owner: z.string(), play_session: z.number().int() });
export type PlayedSubject = z.infer<typeof playedSubjectSchema>;

export const dailyFigureSchema = z.object({
  date: z.string(),
  entries_made: z.number().int(),
  entries_verified: z.number().int(),
  new_users: z.number().int(),
  subjects_made: z.number().int(),
});
export type DailyFigure = z.infer<typeof dailyFigureSchema>;

export const categoryDistributionSchema = z.object({
  category_name: z.string(),
  most_used_sub_category: z.string().nullable(),
  subject_count: z.number().int(),
  sub_categories: z.array(z.object({ sub_category_name: z.string(), sub_category_count: z.number().int() })),
});
export type CategoryDistribution = z.infer<typeof categoryDistributionSchema>;

/** Numbers above 999 are abbreviated on the cards (1.2K, 3.4M); the full value goes in a tooltip. */
export function abbreviateNumber(value: number): string {
  if (Math.abs(value) <= 999) return String(value);
  const units = [
    { size: 1e9, suffix: 'B' },
    { size: 1e6, suffix: 'M' },
    { size: 1e3, suffix: 'K' },
  ];
  const unit = units.find((u) => Math.abs(value) >= u.size)!;
  const scaled = value / unit.size;
  const text = scaled >= 100 ? Math.floor(scaled).toString() : (Math.floor(scaled * 10) / 10).toString();
  return `${text}${unit.suffix}`;
}
