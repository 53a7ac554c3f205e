/** Subject list sorts and filters (spec 1 §9) as the select inputs need them; the lists live in the contract. */
import { DEFAULT_SUBJECT_SORT, SUBJECT_PAGE_SIZE, SUBJECT_SORTS, filtersForView, type SubjectListView, type SubjectSort } from '@cp/contract';

export { DEFAULT_SUBJECT_SORT, SUBJECT_PAGE_SIZE, SUBJECT_SORTS, type SubjectListView, type SubjectSort };

/** Filters offered on a view, with string values for the multi-select. */
export function filtersFor(view: SubjectListView) {
  return filtersForView(view).map((f) => ({ value: String(f.value), label: f.label }));
}
