import { useQuery } from '@tanstack/react-query';
import { endpoints } from '@cp/contract';
import type { PrerequisiteSubject, Subject, SubjectListBody, SubjectSaveBody } from '@cp/contract';
import { firstFetch, notify, type ApiResponse } from '@cp/ui';
import { call } from '../../lib/api';

export type SubjectPage = { items: Subject[]; totalPage: number; totalRecord: number };

/** `POST /subjects` (browse and prerequisite picker) or `POST /subjects/mine`; `takeEarly` on a list page's first fetch. */
export async function fetchSubjects(list: 'browse' | 'mine', body: SubjectListBody, signal?: AbortSignal, takeEarly = false): Promise<SubjectPage> {
  const res = await call(list === 'mine' ? endpoints.mySubjects : endpoints.browseSubjects, { body, signal, takeEarly });
  if (!res.status) throw new Error(res.message);
  return { items: res.data, totalPage: res.total_page ?? 0, totalRecord: res.total_record ?? 0 };
}

export function useSubjectList(list: 'browse' | 'mine', body: SubjectListBody, enabled = true) {
  return useQuery({ queryKey: ['subjects', list, body], queryFn: (context) => fetchSubjects(list, body, context.signal, firstFetch(context)), enabled });
}

/** `GET /subjects/{code}`: the response, so the page can tell a missing subject from a server failure. */
export function useSubject(code: string) {
  return useQuery({
    queryKey: ['subject', code],
    queryFn: (context) => call(endpoints.subject, { params: { code }, signal: context.signal, takeEarly: firstFetch(context) }),
    enabled: code !== '',
  });
}

export async function fetchPrerequisites(codes: string[]): Promise<ApiResponse<PrerequisiteSubject[]>> {
  return call(endpoints.prerequisites, { query: { codes: codes.join(',') } });
}

export async function fetchHistory(code: string, page: number, n: number) {
  return call(endpoints.subjectHistory, { params: { code }, body: { page, n } });
}

/** `POST /subjects/save/`; shows the server's message when it refuses. */
export async function saveSubject(body: SubjectSaveBody): Promise<{ subject: Subject; message: string } | null> {
  const res = await call(endpoints.saveSubject, { body });
  if (!res.status) {
    notify.error(res.message);
    return null;
  }
  return { subject: res.data, message: res.message };
}

/** `DELETE /subjects/delete/{code}`; shows the server's message when it refuses. */
export async function deleteSubject(code: string): Promise<boolean> {
  const res = await call(endpoints.deleteSubject, { params: { code } });
  if (!res.status) notify.error(res.message);
  return res.status;
}
