import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { Contributor, ContributorCandidate, ContributorRequest } from '@cp/contract';
import { notify, type ApiResponse } from '@cp/ui';
import { api } from '../../lib/api';

/** The contributor list and the requests refresh on the same beat as the notification counts. */
export const CONTRIBUTORS_POLL_MS = 15_000;

const q = encodeURIComponent;

async function data<T>(promise: Promise<ApiResponse<T>>): Promise<T> {
  const res = await promise;
  if (!res.status) throw new Error(res.message);
  return res.data;
}

export const contributorKeys = {
  all: (code: string) => ['contributors', code] as const,
  list: (code: string) => ['contributors', code, 'list'] as const,
  requests: (code: string) => ['contributors', code, 'requests'] as const,
  candidates: (code: string, search: string) => ['contributors', code, 'candidates', search] as const,
};

/** `GET /contributors?code=` */
export function useContributors(code: string) {
  return useQuery({
    queryKey: contributorKeys.list(code),
    queryFn: ({ signal }) => data(api.get<Contributor[]>(`/contributors?code=${q(code)}`, { signal })),
    refetchInterval: CONTRIBUTORS_POLL_MS,
  });
}

/** `GET /contributors/request?code=` (role 3 only). */
export function useContributorRequests(code: string, enabled: boolean) {
  return useQuery({
    queryKey: contributorKeys.requests(code),
    queryFn: ({ signal }) => data(api.get<ContributorRequest[]>(`/contributors/request?code=${q(code)}`, { signal })),
    refetchInterval: CONTRIBUTORS_POLL_MS,
    enabled,
  });
}

/** `GET /contributors/candidates?code=&search=`: suggestions once something is typed. */
export function useCandidates(code: string, search: string, enabled: boolean) {
  return useQuery({
    queryKey: contributorKeys.candidates(code, search),
    queryFn: ({ signal }) => data(api.get<ContributorCandidate[]>(`/contributors/candidates?code=${q(code)}&search=${q(search)}`, { signal, quiet: true })),
    enabled,
    staleTime: 30_000,
    placeholderData: (previous) => previous,
  });
}

/**
 * Runs one contributor action, shows its message as a toast (success or the server's refusal) and
 * refreshes the tab. Resolves to whether it succeeded.
 */
export function useContributorAction(code: string, onDone?: () => void) {
  const client = useQueryClient();
  return async (request: () => Promise<ApiResponse<unknown>>) => {
    const res = await request();
    if (res.status) notify.success(res.message);
    else notify.error(res.message);
    await client.invalidateQueries({ queryKey: contributorKeys.all(code) });
    if (res.status) onDone?.();
    return res.status;
  };
}

export const contributorCalls = {
  invite: (code: string, invitees: string[]) => api.post<{ invited: string[] }>('/contributors/request/invite/', { code, invitees }),
  answerRequest: (id: number, accept: boolean) => api.get<null>(`/contributors/request/${id}/${accept ? 'accept' : 'reject'}`),
  answerAll: (code: string, accept: boolean) => api.get<{ count: number }>(`/contributors/request/all/${accept ? 'accept' : 'reject'}?code=${q(code)}`),
  member: (action: 'promote' | 'demote' | 'remove', contributorId: number) => api.get<null>(`/contributors/${action}/${contributorId}`),
  invitation: (code: string, accept: boolean) => api.get<null>(`/contributors/invitation/${accept ? 'accept' : 'decline'}?code=${q(code)}`),
};
