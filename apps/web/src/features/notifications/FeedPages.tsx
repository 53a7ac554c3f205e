import { Text } from '@mantine/core';
import { IconBell, IconClipboardList } from '@tabler/icons-react';
import { messages } from '@cp/contract';
import { EmptyState, PageFrame } from '@cp/ui';

/** /notification — all notifications (10 per page, Load More). */
export function NotificationsPage() {
  return (
    <PageFrame title="All Notifications" size="md" description={<Text c="dimmed">Everything that happened in your subjects.</Text>}>
      <EmptyState
        message={messages.noRecentNotification}
        icon={<IconBell size={36} color="var(--mantine-color-gray-6)" aria-hidden />}
      />
    </PageFrame>
  );
}

/** /updates — all task updates (10 per page, Load More). */
export function UpdatesPage() {
  return (
    <PageFrame title="All Updates" size="md" description={<Text c="dimmed">Updates on the tasks assigned to you.</Text>}>
      <EmptyState
        message={messages.noRecentUpdates}
        icon={<IconClipboardList size={36} color="var(--mantine-color-gray-6)" aria-hidden />}
      />
    </PageFrame>
  );
}
