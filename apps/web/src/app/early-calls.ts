import { endpoints } from '@cp/contract';
import { readListState, subjectListBody } from '../features/subjects/list-options';
import { call } from '../lib/api';

// The calls a route sends while its page loads (routes.tsx, `call.early`): each the same endpoint and
// input as the page's first fetch, so the page takes the answer. Kept apart from the pages' API
// modules so a visitor's first load carries these few lines, not those modules.

/** My Subjects' or Browse's list for the address being opened (the input `useSubjectList` sends). */
export function askSubjectListEarly(list: 'browse' | 'mine', address: URL) {
  call.early(list === 'mine' ? endpoints.mySubjects : endpoints.browseSubjects, { body: subjectListBody(readListState(address.searchParams, list)) });
}

/** A subject's details (`useSubject`). */
export function askSubjectEarly(code: string) {
  call.early(endpoints.subject, { params: { code } });
}

/** A subject's chapters, for its Content tab (`useChapters`). */
export function askChaptersEarly(code: string) {
  call.early(endpoints.chapters, { params: { code } });
}
