import { describe, expect, it } from 'vitest';
import { DEFAULT_SUBJECT_SORT, SUBJECT_SORTS, filtersFor } from './list-options';

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
