/** A timestamp from the database (a Date, or text from a raw query) as ISO 8601 for a response. */
export const toIso = (value: Date | string) => (value instanceof Date ? value : new Date(value)).toISOString();
