import { z } from 'zod';

// Publishing a subject version for review (spec 1 §4, §7 `/subjects/publish`).

/** Review of a publish request takes this many working days (stated to the user). */
export const REVIEW_WORKING_DAYS = 7;

/** Adds working days (Monday to Friday) to a date, in UTC. */
export function addWorkingDays(from: Date, days: number): Date {
  const date = new Date(Date.UTC(from.getUTCFullYear(), from.getUTCMonth(), from.getUTCDate()));
  let left = days;
  while (left > 0) {
    date.setUTCDate(date.getUTCDate() + 1);
    const day = date.getUTCDay();
    if (day !== 0 && day !== 6) left -= 1;
  }
  return date;
}

export const publishCheckSchema = z.object({
  /** The owner's avatar, null while it is the default one (a warning). */
  avatar: z.string().nullable(),
  /** The subject's cover, null while it is the default one (a warning). */
  subject_cover: z.string().nullable(),
  /** The version a request now would ask for. */
  version: z.number().int(),
  update_detail: z.string(),
  error: z.boolean(),
  error_header: z.string().nullable(),
  error_body: z.string().nullable(),
});
export type PublishCheck = z.infer<typeof publishCheckSchema>;

export const publishResultSchema = z.object({
  version: z.number().int(),
  last_publish_status: z.string(),
  last_publish_date: z.string(),
  /** Requested plus REVIEW_WORKING_DAYS working days (YYYY-MM-DD). */
  expected_review_date: z.string(),
});
export type PublishResult = z.infer<typeof publishResultSchema>;
