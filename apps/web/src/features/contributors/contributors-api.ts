import { useQuery, useQueryClient } from '@tanstack/react-query';
import { endpoints } from '@cp/contract';
import { notify, type ApiResponse } from '@cp/ui';
import { call } from '../../lib/api';

/** The contributor list and the requests refresh on the same beat as the notification counts. */
export const CONTRIBUTORS_POLL_MS = 15_000;


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
    queryFn: ({ signal }) => data(call(endpoints.contributors, { query: { code }, signal })),
    refetchInterval: CONTRIBUTORS_POLL_MS,
  });
}

/** `GET /contributors/request?code=` (role 3 only). */
export function useContributorRequests(code: string, enabled: boolean) {
  return useQuery({
    queryKey: contributorKeys.requests(code),
    queryFn: ({ signal }) => data(call(endpoints.accessRequests, { query: { code }, signal })),
    refetchInterval: CONTRIBUTORS_POLL_MS,
    enabled,
  });
}

/** `GET /contributors/candidates?code=&search=`: suggestions once something is typed. */
export function useCandidates(code: string, search: string, enabled: boolean) {
  return useQuery({
    queryKey: contributorKeys.candidates(code, search),
    queryFn: ({ signal }) => data(call(endpoints.contributorCandidates, { query: { code, search }, signal, quiet: true })),
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
  invite: (code: string, invitees: string[]) => call(endpoints.inviteContributors, { body: { code, invitees } }),
  answerRequest: (id: number, accept: boolean) => call(accept ? endpoints.acceptRequest : endpoints.rejectRequest, { params: { id } }),
  answerAll: (code: string, accept: boolean) => call(accept ? endpoints.acceptAllRequests : endpoints.rejectAllRequests, { query: { code } }),
  member: (action: 'promote' | 'demote' | 'remove', contributorId: number) => call({ promote: endpoints.promoteContributor, demote: endpoints.demoteContributor, remove: endpoints.removeContributor }[action], { params: { id: contributorId } }),
  invitation: (code: string, accept: boolean) => call(accept ? endpoints.acceptInvitation : endpoints.declineInvitation, { query: { code } }),
};
