import { describe, expect, it } from 'vitest';
import { ADMIN_COUNT_LIMIT } from '@cp/contract';
import { emptyMessage, totalText } from './AdminTable';

describe("'Showing N of M entries'", () => {
  it('writes M with separators, and a count the server stopped at the limit as "more than" the limit', () => {
    expect(totalText(0)).toBe('0');
    expect(totalText(1234)).toBe('1,234');
    expect(totalText(ADMIN_COUNT_LIMIT)).toBe('10,000');
    expect(totalText(ADMIN_COUNT_LIMIT + 1)).toBe('more than 10,000');
    // A whole table's kept total is exact however large.
    expect(totalText(ADMIN_COUNT_LIMIT + 8)).toBe('10,008');
    expect(totalText(1_000_000)).toBe('1,000,000');
  });
});

describe('an empty table', () => {
  it('says nothing matches when a search or a filter left rows out, and that it is empty only when nothing did', () => {
    expect(emptyMessage('fract', false)).toBe("Nothing matches 'fract'.");
    expect(emptyMessage('fract', true)).toBe("Nothing matches 'fract' with these filters.");
    expect(emptyMessage('', true)).toBe('Nothing matches these filters.');
    expect(emptyMessage('', false)).toBe('There is nothing here yet.');
  });
});
