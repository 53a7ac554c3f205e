import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { NOTICE_PAGE_SIZE, type Notification, type TaskUpdate } from '@cp/contract';
import { api } from '../../lib/api';

/** Counts and dropdowns refresh by polling, so a change shows without a page reload. */
export const NOTICE_POLL_MS = 15_000;

type Recent<T> = { list: T[]; unread: number };

async function data<T>(promise: Promise<{ status: boolean; data: T; message: string }>): Promise<T> {
  const res = await promise;
  if (!res.status) throw new Error(res.message);
  return res.data;
}

const feeds = {
  notifications: { recent: '/user/notifications', page: '/user/notifications', read: '/user/notifications/read' },
  updates: { recent: '/user/tasks', page: '/user/tasks', read: '/user/tasks/read' },
} as const;
export type Feed = keyof typeof feeds;
type ItemOf<F extends Feed> = F extends 'notifications' ? Notification : TaskUpdate;

export function useRecent<F extends Feed>(feed: F) {
  return useQuery({
    queryKey: ['notices', feed, 'recent'],
    queryFn: () => data(api.get<Recent<ItemOf<F>>>(feeds[feed].recent, { quiet: true })),
    refetchInterval: NOTICE_POLL_MS,
  });
}

export function useFeedPages<F extends Feed>(feed: F) {
  return useInfiniteQuery({
    queryKey: ['notices', feed, 'pages'],
    initialPageParam: 1,
    queryFn: ({ pageParam }) => data(api.post<ItemOf<F>[]>(feeds[feed].page, { n: NOTICE_PAGE_SIZE, page: pageParam })),
    // Load More goes away once a page comes back with fewer than 10 items.
    getNextPageParam: (last, all) => (last.length < NOTICE_PAGE_SIZE ? undefined : all.length + 1),
  });
}

export function useMarkRead(feed: Feed) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (ids: number[]) => data(api.get<{ updated: number }>(`${feeds[feed].read}?ids=[${ids.join(',')}]`, { quiet: true })),
    onSuccess: () => client.invalidateQueries({ queryKey: ['notices', feed, 'recent'] }),
  });
}

export function useTaskCount() {
  return useQuery({
    queryKey: ['manager-task-count'],
    queryFn: () => data(api.get<{ count: number }>('/manager/tasks/number', { quiet: true })),
    refetchInterval: NOTICE_POLL_MS,
  });
}

export const idOf = (item: Notification | TaskUpdate) => ('notification_id' in item ? item.notification_id : item.task_id);
