import { useEffect } from 'react';
import { Box, Button, Center, Paper, Stack, Text } from '@mantine/core';
import { IconBell, IconClipboardList } from '@tabler/icons-react';
import { messages } from '@cp/contract';
import { EmptyState, Loading, PageFrame } from '@cp/ui';
import { idOf, useFeedPages, useMarkRead, type Feed } from './hooks';
import { NoticeText } from './NoticeText';

function FeedList({ feed, empty, icon }: { feed: Feed; empty: string; icon: React.ReactNode }) {
  const pages = useFeedPages(feed);
  const markRead = useMarkRead(feed);
  const items = pages.data?.pages.flat() ?? [];
  const unreadIds = items.filter((item) => !item.read).map(idOf).join(',');

  // What the page shows counts as read.
  const { mutate } = markRead;
  useEffect(() => {
    if (unreadIds) mutate(unreadIds.split(',').map(Number));
  }, [unreadIds, mutate]);

  if (pages.isPending) {
    return (
      <Loading label="Loading" />
    );
  }
  if (items.length === 0) return <EmptyState message={empty} icon={icon} />;
  return (
    <Stack gap="md">
      <Paper withBorder radius="md">
        <Stack gap={0} component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
          {items.map((item) => (
            <Box component="li" key={idOf(item)} px="md" py="sm" bg={item.read ? undefined : 'indigo.0'} style={{ borderBottom: '1px solid var(--mantine-color-gray-2)' }}>
              <NoticeText item={item} />
            </Box>
          ))}
        </Stack>
      </Paper>
      {pages.hasNextPage && (
        <Center>
          <Button variant="default" onClick={() => void pages.fetchNextPage()} loading={pages.isFetchingNextPage}>
            Load More
          </Button>
        </Center>
      )}
    </Stack>
  );
}

/** /notification — all notifications (10 per page, Load More). */
export function NotificationsPage() {
  return (
    <PageFrame title="All Notifications" size="md" description={<Text c="dimmed">Everything that happened in your subjects.</Text>}>
      <FeedList feed="notifications" empty={messages.noRecentNotification} icon={<IconBell size={36} color="var(--mantine-color-gray-6)" aria-hidden />} />
    </PageFrame>
  );
}

/** /updates — all task updates (10 per page, Load More). */
export function UpdatesPage() {
  return (
    <PageFrame title="All Updates" size="md" description={<Text c="dimmed">Updates on the tasks assigned to you.</Text>}>
      <FeedList feed="updates" empty={messages.noRecentUpdates} icon={<IconClipboardList size={36} color="var(--mantine-color-gray-6)" aria-hidden />} />
    </PageFrame>
  );
}
