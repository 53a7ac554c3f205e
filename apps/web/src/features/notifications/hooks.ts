import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { endpoints, NOTICE_PAGE_SIZE, type Notification, type TaskUpdate } from '@cp/contract';
import type { ApiResponse } from '@cp/ui';
import { call } from '../../lib/api';

/** Counts and dropdowns refresh by polling, so a change shows without a page reload. */
export const NOTICE_POLL_MS = 15_000;

type Recent<T> = { list: T[]; unread: number };

async function data<T>(promise: Promise<{ status: boolean; data: T; message: string }>): Promise<T> {
  const res = await promise;
  if (!res.status) throw new Error(res.message);
  return res.data;
}

const feeds = {
  notifications: { recent: endpoints.recentNotifications, page: endpoints.notifications, read: endpoints.readNotifications },
  updates: { recent: endpoints.recentTaskUpdates, page: endpoints.taskUpdates, read: endpoints.readTaskUpdates },
} as const;
export type Feed = keyof typeof feeds;
type ItemOf<F extends Feed> = F extends 'notifications' ? Notification : TaskUpdate;

export function useRecent<F extends Feed>(feed: F) {
  return useQuery({
    queryKey: ['notices', feed, 'recent'],
    queryFn: () => data(call(feeds[feed].recent, { quiet: true }) as Promise<ApiResponse<Recent<ItemOf<F>>>>),
    refetchInterval: NOTICE_POLL_MS,
  });
}

export function useFeedPages<F extends Feed>(feed: F) {
  return useInfiniteQuery({
    queryKey: ['notices', feed, 'pages'],
    initialPageParam: 1,
    queryFn: ({ pageParam }) => data(call(feeds[feed].page, { body: { n: NOTICE_PAGE_SIZE, page: pageParam } }) as Promise<ApiResponse<ItemOf<F>[]>>),
    // Load More goes away once a page comes back with fewer than 10 items.
    getNextPageParam: (last, all) => (last.length < NOTICE_PAGE_SIZE ? undefined : all.length + 1),
  });
}

export function useMarkRead(feed: Feed) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (ids: number[]) => data(call(feeds[feed].read, { query: { ids: `[${ids.join(',')}]` }, quiet: true })),
    onSuccess: () => client.invalidateQueries({ queryKey: ['notices', feed, 'recent'] }),
  });
}

export function useTaskCount() {
  return useQuery({
    queryKey: ['manager-task-count'],
    queryFn: () => data(call(endpoints.taskCount, { quiet: true })),
    refetchInterval: NOTICE_POLL_MS,
  });
}

export const idOf = (item: Notification | TaskUpdate) => ('notification_id' in item ? item.notification_id : item.task_id);
