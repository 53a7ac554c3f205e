import { describe, expect, it } from 'vitest';
import { formatCount, plural } from './format';

describe('counts', () => {
  it('are written with thousands separators', () => {
    expect(formatCount(0)).toBe('0');
    expect(formatCount(999)).toBe('999');
    expect(formatCount(20_520)).toBe('20,520');
    expect(formatCount(1_010_000)).toBe('1,010,000');
    expect(formatCount(-12_345)).toBe('-12,345');
  });
  it('name one thing or many', () => {
    expect(plural(1, 'entry', 'entries')).toBe('1 entry');
    expect(plural(0, 'manager')).toBe('0 managers');
    expect(plural(1_200, 'entry', 'entries')).toBe('1,200 entries');
  });
});
