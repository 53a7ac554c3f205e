import { z } from 'zod';

/** Rules every text and id field shares, so the form and the server refuse the same input. */

/** PostgreSQL's `integer`: ids and counts past it would fail in the query instead of in validation. */
export const INT4_MAX = 2_147_483_647;

export const rowIdSchema = z.number().int().positive().max(INT4_MAX);
/** A whole number that may come as text; text that is not one is named so (zod would say "received NaN"). */
export const wholeNumberTextSchema = z.coerce
  .number({ error: (issue) => (issue.code === 'invalid_type' ? 'Invalid input: expected a whole number' : undefined) })
  .int();
/** A row id in a path or query string. */
export const rowIdParamSchema = wholeNumberTextSchema.positive().max(INT4_MAX);
export const pageNumberSchema = z.number().int().min(1).max(100_000);

export const textMessages = {
  controlCharacters: 'Please remove control characters and text-direction marks.',
} as const;

/**
 * C0/C1 control characters and the bidirectional overrides/isolates that can make a name read
 * differently than it is stored ("Trojan source"). Names, titles and topics are one line.
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const SINGLE_LINE_UNSAFE = /[\u0000-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069]/;
/** Longer text (descriptions, bios, messages) may keep line breaks and tabs. */
// eslint-disable-next-line no-control-regex -- as above
const MULTI_LINE_UNSAFE = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069]/;

export const isPlainLine = (value: string) => !SINGLE_LINE_UNSAFE.test(value);
export const isPlainText = (value: string) => !MULTI_LINE_UNSAFE.test(value);
