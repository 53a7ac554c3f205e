/** Subject list sorts and filters (spec 1 §9) as the select inputs need them; the lists live in the contract. */
import { DEFAULT_SUBJECT_SORT, SUBJECT_COUNT_LIMIT, SUBJECT_PAGE_SIZE, SUBJECT_SORTS, filtersForView, type SubjectFilter, type SubjectListBody, type SubjectListView, type SubjectSort } from '@cp/contract';
import { formatCount, plural } from '@cp/ui';

export { DEFAULT_SUBJECT_SORT, SUBJECT_PAGE_SIZE, SUBJECT_SORTS, type SubjectListView, type SubjectSort };

/** "1 subject", "24 subjects", or past the bounded count "More than 1,000 subjects". */
export function subjectCountLabel(total: number): string {
  if (total > SUBJECT_COUNT_LIMIT) return `More than ${formatCount(SUBJECT_COUNT_LIMIT)} subjects`;
  return plural(total, 'subject');
}

/** Filters offered on a view, with string values for the multi-select. */
export function filtersFor(view: SubjectListView) {
  return filtersForView(view).map((f) => ({ value: String(f.value), label: f.label }));
}

/** Everything a subject list shows, kept in the query string so Back, reload and shared links keep it. */
export interface ListState {
  search: string;
  sort: SubjectSort;
  category: number | null;
  filters: number[];
  page: number;
}

/** Reads the list state from the address; anything unknown or not offered on this view falls back to the default. */
export function readListState(params: URLSearchParams, view: SubjectListView): ListState {
  const sort = params.get('sort');
  const offered = new Set(filtersForView(view).map((f) => f.value as number));
  const category = Number(params.get('category'));
  const page = Number(params.get('page'));
  return {
    search: (params.get('search') ?? '').trim(),
    sort: SUBJECT_SORTS.some((s) => s.value === sort) ? (sort as SubjectSort) : DEFAULT_SUBJECT_SORT,
    category: Number.isInteger(category) && category > 0 ? category : null,
    filters: [...new Set((params.get('filter') ?? '').split(',').filter(Boolean).map(Number))].filter((f) => offered.has(f)).sort((a, b) => a - b),
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

/** The query string for a list state, leaving defaults out so plain /browse stays plain. */
export function listStateParams(state: ListState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.search) params.set('search', state.search);
  if (state.sort !== DEFAULT_SUBJECT_SORT) params.set('sort', state.sort);
  if (state.category) params.set('category', String(state.category));
  if (state.filters.length) params.set('filter', state.filters.join(','));
  if (state.page > 1) params.set('page', String(state.page));
  return params;
}

/** The list call's body for a list state: the page and a route's early request (app/early-calls.ts) ask the same. */
export function subjectListBody(state: ListState): SubjectListBody {
  return { search: state.search, sort: state.sort, filter: state.filters as SubjectFilter[], category: state.category, n: SUBJECT_PAGE_SIZE, page: state.page };
}
