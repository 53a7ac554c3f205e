import { describe, expect, it } from 'vitest';
import { abbreviateNumber, dashboardQuerySchema } from './dashboard';
import { adminMessages } from './messages';

describe('abbreviateNumber (dashboard cards: above 999 abbreviated)', () => {
  it('keeps numbers up to 999 whole', () => {
    expect(abbreviateNumber(0)).toBe('0');
    expect(abbreviateNumber(999)).toBe('999');
  });
  it('abbreviates thousands, millions and billions, rounding down so it never overstates', () => {
    expect(abbreviateNumber(1000)).toBe('1K');
    expect(abbreviateNumber(1290)).toBe('1.2K');
    expect(abbreviateNumber(99_999)).toBe('99.9K');
    expect(abbreviateNumber(123_456)).toBe('123K');
    expect(abbreviateNumber(1_010_000)).toBe('1M');
    expect(abbreviateNumber(2_550_000_000)).toBe('2.5B');
  });
});

describe('dashboardQuerySchema (a date range: both ends or neither, in order)', () => {
  const messagesFor = (query: Record<string, string>) => {
    const parsed = dashboardQuerySchema.safeParse(query);
    return parsed.success ? [] : parsed.error.issues.map((issue) => issue.message);
  };
  it('takes no range or an ordered one', () => {
    expect(messagesFor({})).toEqual([]);
    expect(messagesFor({ start: '2026-01-01', end: '2026-01-01' })).toEqual([]);
    expect(messagesFor({ start: '2026-01-01', end: '2026-03-31' })).toEqual([]);
  });
  it('gives one message per mistake', () => {
    expect(messagesFor({ start: '2026-01-01' })).toEqual([adminMessages.dateRangeRequired]);
    expect(messagesFor({ end: '2026-01-01' })).toEqual([adminMessages.dateRangeRequired]);
    expect(messagesFor({ start: '2026-05-01', end: '2026-01-01' })).toEqual([adminMessages.dateRangeOrder]);
    expect(messagesFor({ start: 'abc', end: '2026-01-01' })).toEqual(['Dates must be written YYYY-MM-DD.']);
    expect(messagesFor({ start: '2026-02-30', end: '2026-03-01' })).toEqual(['Dates must be written YYYY-MM-DD.']);
    expect(dashboardQuerySchema.safeParse(null).success).toBe(false);
  });
});
