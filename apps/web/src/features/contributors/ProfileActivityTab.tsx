import { Anchor, Button, Center, Group, Paper, Stack, Text } from '@mantine/core';
import { IconHistory } from '@tabler/icons-react';
import { useInfiniteQuery } from '@tanstack/react-query';
import dayjs from 'dayjs';
import { Link } from 'react-router';
import { endpoints, ACTIVITY_PAGE_SIZE, activityWording, messages } from '@cp/contract';
import { EmptyState, Loading } from '@cp/ui';
import { call } from '../../lib/api';
import { useSession } from '../../lib/session';

export interface ProfileActivityTabProps {
  /** The profile's username, or 'me'. */
  username: string;
  isMe?: boolean;
}

/**
 * Tab "Activity" of /profile/{username}/activity: the person's activity across the subjects the viewer
 * may see (`POST /user/activity-history`), 10 at a time; Load More goes once a page has fewer than 10.
 */
export function ProfileActivityTab({ username }: ProfileActivityTabProps) {
  const { user } = useSession();
  const name = username === 'me' ? (user?.username ?? '') : username;
  const pages = useInfiniteQuery({
    queryKey: ['profile-activity', name.toLowerCase()],
    initialPageParam: 1,
    enabled: name !== '',
    queryFn: async ({ pageParam, signal }) => {
      const res = await call(endpoints.activityHistory, { query: { username: name }, body: { page: pageParam, n: ACTIVITY_PAGE_SIZE }, signal });
      if (!res.status) throw new Error(res.message);
      return res.data;
    },
    getNextPageParam: (last, all) => (last.length < ACTIVITY_PAGE_SIZE ? undefined : all.length + 1),
  });

  if (pages.isPending) {
    return (
      <Loading label="Loading activity" />
    );
  }
  const items = pages.data?.pages.flat() ?? [];
  if (pages.isError || items.length === 0) {
    return <EmptyState message={messages.noDataFound} icon={<IconHistory size={36} color="var(--mantine-color-gray-6)" aria-hidden />} />;
  }
  return (
    <Stack gap="sm">
      <Paper withBorder radius="md">
        <Stack gap={0} component="ol" m={0} p={0} style={{ listStyle: 'none' }} aria-label="Activity history">
          {items.map((item, index) => (
            <Group
              key={`${item.time}-${index}`}
              component="li"
              justify="space-between"
              align="flex-start"
              wrap="nowrap"
              gap="md"
              px="md"
              py="sm"
              style={{ borderTop: index ? '1px solid var(--mantine-color-gray-2)' : undefined }}
            >
              <Stack gap={2} style={{ minWidth: 0 }}>
                <Text fz="sm">{activityWording(item)}</Text>
                {item.subject_code && item.subject_name && (
                  <Anchor component={Link} to={`/subject/detail/${item.subject_code}/activities`} fz="xs">
                    {item.subject_name}
                  </Anchor>
                )}
              </Stack>
              <Text fz="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                <time dateTime={item.time}>{dayjs(item.time).format('DD MMM YYYY, HH:mm')}</time>
              </Text>
            </Group>
          ))}
        </Stack>
      </Paper>
      {pages.hasNextPage && (
        <Center>
          <Button variant="light" loading={pages.isFetchingNextPage} onClick={() => void pages.fetchNextPage()}>
            Load More
          </Button>
        </Center>
      )}
    </Stack>
  );
}
