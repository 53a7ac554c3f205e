/**
 * What the subject lists offer (spec 1 §9): page size, sorts and filters. Kept apart from the schemas
 * (and so from zod) because a list page's request is worked out from the address before the page
 * has loaded (apps/web, routes.tsx): importing these must not bring the schemas along.
 */
export const SUBJECT_PAGE_SIZE = 6;
/**
 * The subject lists count matches up to this many; past it `total_record` is this + 1, which the list
 * shows as "More than 1,000 subjects" (a bounded count keeps every page as fast at a million subjects
 * as at a thousand).
 */
export const SUBJECT_COUNT_LIMIT = 1000;

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

export const SUBJECT_FILTER = { verified: 0, public: 1, official: 2, mine: 3, drafted: 4, published: 5 } as const;
export const SUBJECT_FILTERS = [
  { value: 0, label: 'Verified' },
  { value: 1, label: 'Public' },
  { value: 2, label: 'Created by official' },
  { value: 3, label: 'Created by me' },
  { value: 4, label: 'Drafted' },
  { value: 5, label: 'Published' },
] as const;
export type SubjectFilter = (typeof SUBJECT_FILTERS)[number]['value'];

export type SubjectListView = 'mine' | 'browse' | 'prerequisite';
/** Filters 3 and 4 are hidden on browse and prerequisite views; 5 is hidden on My Subjects. */
export const HIDDEN_FILTERS: Record<SubjectListView, readonly SubjectFilter[]> = { mine: [5], browse: [3, 4], prerequisite: [3, 4] };
export const filtersForView = (view: SubjectListView) => SUBJECT_FILTERS.filter((f) => !HIDDEN_FILTERS[view].includes(f.value));
