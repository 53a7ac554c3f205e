import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApiResponse } from '@cp/ui';

/**
 * One admin list call keyed by its body: the old page stays on screen while the next one loads,
 * and `failure` carries the spec's list message when the call answers status false.
 */
export function useAdminList<T>(name: string, body: object, fetcher: () => Promise<ApiResponse<T[]>>, failureMessage: string) {
  const client = useQueryClient();
  const query = useQuery({ queryKey: ['admin', name, body], queryFn: fetcher, placeholderData: keepPreviousData });
  const res = query.data;
  return {
    rows: res?.status ? res.data : undefined,
    total: res?.status ? (res.total_record ?? 0) : 0,
    loading: query.isPending,
    refreshing: query.isFetching && query.isPlaceholderData,
    failure: res && !res.status ? failureMessage : query.isError ? failureMessage : null,
    reload: () => client.invalidateQueries({ queryKey: ['admin', name] }),
  };
}
