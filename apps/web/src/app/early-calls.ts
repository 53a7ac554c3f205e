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

/** A subject's details (`useSubject`); resolves with them, for the calls that depend on the subject. */
export function askSubjectEarly(code: string) {
  return call.early(endpoints.subject, { params: { code } });
}

/**
 * What a subject's Content tab reads first: a normal subject's chapters (`useChapters`), asked once
 * the early details show it is one. An adaptive subject has none (the server refuses the call).
 */
export function askContentEarly(code: string, details: ReturnType<typeof askSubjectEarly>) {
  call.early(endpoints.chapters, { params: { code }, onlyIf: details.then((answer) => answer?.data?.adaptive === false) });
}
