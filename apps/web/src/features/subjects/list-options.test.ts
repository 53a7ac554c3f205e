import { describe, expect, it } from 'vitest';
import { DEFAULT_SUBJECT_SORT, SUBJECT_SORTS, filtersFor, listStateParams, readListState, subjectCountLabel } from './list-options';

describe('subject list options', () => {
  it('offers the eight sorts with most popular as default', () => {
    expect(SUBJECT_SORTS.map((s) => s.value)).toEqual(['0-d', '0-a', '1-d', '1-a', '2-a', '2-d', '3-d', '3-a']);
    expect(DEFAULT_SUBJECT_SORT).toBe('0-d');
  });
  it('My Subjects shows filters 0 to 4', () => {
    expect(filtersFor('mine').map((f) => f.value)).toEqual(['0', '1', '2', '3', '4']);
  });
  it('Browse and prerequisite hide filters 3 and 4', () => {
    expect(filtersFor('browse').map((f) => f.value)).toEqual(['0', '1', '2', '5']);
    expect(filtersFor('prerequisite').map((f) => f.value)).toEqual(['0', '1', '2', '5']);
  });
});

describe('subject count', () => {
  it('counts exactly up to the limit and says "more than" past it', () => {
    expect(subjectCountLabel(1)).toBe('1 subject');
    expect(subjectCountLabel(1000)).toBe('1,000 subjects');
    expect(subjectCountLabel(1001)).toBe('More than 1,000 subjects');
  });
});

describe('subject list state in the address', () => {
  it('reads what is there and writes it back the same way', () => {
    const state = readListState(new URLSearchParams('search=cells&sort=2-a&category=7&filter=5,0&page=3'), 'browse');
    expect(state).toEqual({ search: 'cells', sort: '2-a', category: 7, filters: [0, 5], page: 3 });
    expect(listStateParams(state).toString()).toBe('search=cells&sort=2-a&category=7&filter=0%2C5&page=3');
  });

  it('falls back to the defaults for unknown values and drops filters the view does not offer', () => {
    const state = readListState(new URLSearchParams('sort=9-x&category=abc&filter=3,4,1&page=-2'), 'browse');
    expect(state).toEqual({ search: '', sort: DEFAULT_SUBJECT_SORT, category: null, filters: [1], page: 1 });
    expect(listStateParams(state).toString()).toBe('filter=1');
    expect(readListState(new URLSearchParams('filter=3,4,5'), 'mine').filters).toEqual([3, 4]);
  });
});
