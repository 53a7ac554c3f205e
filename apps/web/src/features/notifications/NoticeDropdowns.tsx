import { IconBell, IconClipboardList } from '@tabler/icons-react';
import { messages } from '@cp/contract';
import { idOf, useMarkRead, useRecent, type Feed } from './hooks';
import { NoticeText } from './NoticeText';
import { RecentDropdown } from './RecentDropdown';

const FEEDS = {
  updates: { label: 'Task updates', icon: <IconClipboardList size={20} aria-hidden />, empty: messages.noRecentUpdates, href: '/updates' },
  notifications: { label: 'Notifications', icon: <IconBell size={20} aria-hidden />, empty: messages.noRecentNotification, href: '/notification' },
} as const;

/** A header dropdown with the latest items of one feed; opening it marks the unread ones read. */
export function NoticeDropdown({ feed }: { feed: Feed }) {
  const recent = useRecent(feed);
  const markRead = useMarkRead(feed);
  const list = recent.data?.list ?? [];
  const config = FEEDS[feed];
  return (
    <RecentDropdown
      label={config.label}
      icon={config.icon}
      emptyText={config.empty}
      seeAllHref={config.href}
      unreadCount={recent.data?.unread ?? 0}
      items={list.map((item) => ({ id: idOf(item), unread: !item.read, content: <NoticeText item={item} /> }))}
      onOpen={() => {
        const unread = list.filter((item) => !item.read).map(idOf);
        if (unread.length) markRead.mutate(unread);
      }}
    />
  );
}
