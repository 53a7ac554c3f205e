import { useQuery } from '@tanstack/react-query';
import type { ActivityItem, PrerequisiteSubject, Subject, SubjectListBody } from '@cp/contract';
import type { ApiResponse } from '@cp/ui';
import { api } from '../../lib/api';

export type SubjectPage = { items: Subject[]; totalPage: number; totalRecord: number };

/** `POST /subjects` (browse and prerequisite picker) or `POST /subjects/mine`. */
export async function fetchSubjects(list: 'browse' | 'mine', body: SubjectListBody, signal?: AbortSignal): Promise<SubjectPage> {
  const res = await api.post<Subject[]>(list === 'mine' ? '/subjects/mine' : '/subjects', body, { signal });
  if (!res.status) throw new Error(res.message);
  return { items: res.data, totalPage: res.total_page ?? 0, totalRecord: res.total_record ?? 0 };
}

export function useSubjectList(list: 'browse' | 'mine', body: SubjectListBody, enabled = true) {
  return useQuery({ queryKey: ['subjects', list, body], queryFn: ({ signal }) => fetchSubjects(list, body, signal), enabled });
}

/** `GET /subjects/{code}`: the response, so the page can tell a missing subject from a server failure. */
export function useSubject(code: string) {
  return useQuery({
    queryKey: ['subject', code],
    queryFn: ({ signal }) => api.get<Subject>(`/subjects/${encodeURIComponent(code)}`, { signal }),
    enabled: code !== '',
  });
}

export async function fetchPrerequisites(codes: string[]): Promise<ApiResponse<PrerequisiteSubject[]>> {
  return api.get<PrerequisiteSubject[]>(`/prerequisite?codes=${encodeURIComponent(codes.join(','))}`);
}

export async function fetchHistory(code: string, page: number, n: number) {
  return api.post<ActivityItem[]>(`/subjects/history/${encodeURIComponent(code)}`, { page, n });
}
