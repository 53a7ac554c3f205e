import { z } from 'zod';
import { isPlainLine, pageNumberSchema, textMessages } from '../fields';
import { adminMessages } from './messages';

/** Admin tables (spec 3 §9): 10, 25, 50 or 100 rows, 10 by default, first page 1. */
export const ADMIN_PAGE_SIZES = [10, 25, 50, 100] as const;
export const DEFAULT_ADMIN_PAGE_SIZE = 10;
export const ADMIN_SEARCH_MAX = 100;
/**
 * A searched, filtered or date-limited admin table counts its matches up to this many: past it,
 * `total_record` is one more and the table says "more than 10,000" (docs/decisions.md). An exact
 * count of a broad search read every match on every page (0.5 s at a million people).
 */
export const ADMIN_COUNT_LIMIT = 10_000;

const pageSizeSchema = z
  .number()
  .int()
  .refine((n) => (ADMIN_PAGE_SIZES as readonly number[]).includes(n), `n must be one of ${ADMIN_PAGE_SIZES.join(', ')}`)
  .default(DEFAULT_ADMIN_PAGE_SIZE);

export const adminSearchSchema = z.string().trim().max(ADMIN_SEARCH_MAX).refine(isPlainLine, textMessages.controlCharacters).default('');

/** A date in a call: YYYY-MM-DD and a real day. */
export const isoDaySchema = z.iso.date('Dates must be written YYYY-MM-DD.');

/**
 * The body of an admin list call: page, n, order_by (one of the table's sortable columns), asc,
 * search, plus the list's own flags.
 */
export function adminListBody<const C extends readonly [string, ...string[]], F extends z.ZodRawShape>(
  columns: C,
  defaultSort: { order_by: C[number]; asc: boolean },
  flags: F,
) {
  return z.strictObject({
    page: pageNumberSchema.default(1),
    n: pageSizeSchema,
    order_by: z.enum(columns).default(defaultSort.order_by as never),
    asc: z.boolean().default(defaultSort.asc),
    search: adminSearchSchema,
    ...flags,
  });
}

/** Lists without sort fields (FAQ, legal pages): page, n, search. */
export const adminPlainListBodySchema = z.strictObject({ page: pageNumberSchema.default(1), n: pageSizeSchema, search: adminSearchSchema });
export type AdminPlainListBody = z.input<typeof adminPlainListBodySchema>;

/** The two ends of a date range, each optional here; `withDateRange` relates them. */
export const dateRangeShape = { start: isoDaySchema.optional(), end: isoDaySchema.optional() };

/**
 * The range rules read the dates only once the rest is valid: a malformed date already has its own
 * message, and a body that is not an object (null) has no dates to read.
 */
export const otherwiseValid = (payload: z.core.ParsePayload) => payload.issues.length === 0;

/** Both ends of a date range or neither, and the start not after the end: one message for each. */
export function withDateRange<T extends z.ZodType<{ start?: string; end?: string }>>(schema: T) {
  return schema
    .refine((v) => (v.start === undefined) === (v.end === undefined), { message: adminMessages.dateRangeRequired, path: ['start'], when: otherwiseValid })
    .refine((v) => !v.start || !v.end || v.start <= v.end, { message: adminMessages.dateRangeOrder, path: ['start'], when: otherwiseValid });
}

/** A date range alone (a screen's filter, the dashboard's query): both ends or neither, in order. */
export const dateRangeSchema = withDateRange(z.strictObject(dateRangeShape));
