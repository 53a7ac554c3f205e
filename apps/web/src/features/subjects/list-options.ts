/** Subject list sorts and filters (spec 1 §9), with the labels people see. */

export const SUBJECT_SORTS = [
  { value: '0-d', label: 'Most popular' },
  { value: '0-a', label: 'Least popular' },
  { value: '1-d', label: 'Most contributors' },
  { value: '1-a', label: 'Fewest contributors' },
  { value: '2-a', label: 'Name (A to Z)' },
  { value: '2-d', label: 'Name (Z to A)' },
  { value: '3-d', label: 'Recently updated' },
  { value: '3-a', label: 'Least recently updated' },
] as const;

export type SubjectSort = (typeof SUBJECT_SORTS)[number]['value'];
export const DEFAULT_SUBJECT_SORT: SubjectSort = '0-d';

export const SUBJECT_FILTERS = [
  { value: '0', label: 'Verified' },
  { value: '1', label: 'Public' },
  { value: '2', label: 'Created by official' },
  { value: '3', label: 'Created by me' },
  { value: '4', label: 'Drafted' },
  { value: '5', label: 'Published' },
] as const;

export type SubjectListView = 'mine' | 'browse' | 'prerequisite';

/** Filters 3 and 4 are hidden on browse and prerequisite views; 5 is hidden on My Subjects. */
export function filtersFor(view: SubjectListView) {
  const hidden = view === 'mine' ? ['5'] : ['3', '4'];
  return SUBJECT_FILTERS.filter((f) => !hidden.includes(f.value));
}

export const SUBJECT_PAGE_SIZE = 6;
