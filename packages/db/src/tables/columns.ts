import { customType, timestamp } from 'drizzle-orm/pg-core';

export const bytea = customType<{ data: Buffer }>({ dataType: () => 'bytea' });
export const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });
/** Text compared byte by byte, as tsvector lexemes are, so that a prefix is one range of a btree. */
export const byteText = customType<{ data: string }>({ dataType: () => 'text COLLATE "C"' });
export const created = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
export const updated = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

export type PlatformMedia = { doc: string | null; chatbot: string | null };
