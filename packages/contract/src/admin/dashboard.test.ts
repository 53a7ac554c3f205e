import { afterEach, describe, expect, it, vi } from 'vitest';
import { abbreviateNumber, DASHBOARD_MAX_DAYS, dashboardQuerySchema } from './dashboard';
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

describe('dashboardQuerySchema (a date range: both ends or neither, in order, by today, at most ten years)', () => {
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
  describe('with today 2026-11-27 (UTC)', () => {
    afterEach(() => vi.useRealTimers());
    const today = () => vi.useFakeTimers({ now: new Date('2026-11-27T12:00:00Z'), toFake: ['Date'] });
    it('ends by today; the next UTC day is allowed for an admin whose today is ahead', () => {
      today();
      expect(messagesFor({ start: '2026-11-01', end: '2026-11-27' })).toEqual([]);
      expect(messagesFor({ start: '2026-11-01', end: '2026-11-28' })).toEqual([]);
      expect(messagesFor({ start: '2026-11-01', end: '2026-11-29' })).toEqual([adminMessages.dateRangeFuture]);
      expect(messagesFor({ start: '0001-01-01', end: '9999-12-31' })).toEqual([adminMessages.dateRangeFuture]);
    });
    it(`spans at most ${DASHBOARD_MAX_DAYS} days (ten years)`, () => {
      today();
      const daysBefore = (n: number) => new Date(Date.parse('2026-11-27') - n * 86_400_000).toISOString().slice(0, 10);
      expect(messagesFor({ start: daysBefore(DASHBOARD_MAX_DAYS - 1), end: '2026-11-27' })).toEqual([]);
      expect(messagesFor({ start: daysBefore(DASHBOARD_MAX_DAYS), end: '2026-11-27' })).toEqual([adminMessages.dateRangeTooLong]);
      expect(messagesFor({ start: '2016-11-27', end: '2026-11-27' })).toEqual([]);
      expect(messagesFor({ start: '1900-01-01', end: '2026-11-27' })).toEqual([adminMessages.dateRangeTooLong]);
    });
  });
});
