import { describe, expect, it } from 'vitest';
import { abbreviateNumber } from './dashboard';

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
