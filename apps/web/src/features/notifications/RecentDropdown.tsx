import type { ReactNode } from 'react';
import { ActionIcon, Anchor, Box, Divider, Group, Indicator, Popover, ScrollArea, Stack, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Link } from 'react-router';

export interface RecentItem {
  id: string | number;
  content: ReactNode;
  unread?: boolean;
}

export interface RecentDropdownProps {
  /** Accessible name of the icon button, also the dropdown's heading. */
  label: string;
  icon: ReactNode;
  emptyText: string;
  seeAllHref: string;
  items: RecentItem[];
  unreadCount?: number;
  /** Called each time the dropdown opens (e.g. to mark what it shows as read). */
  onOpen?: () => void;
}

/** Bell-like icon button with a small list of the latest items and a "See all" link. */
export function RecentDropdown({ label, icon, emptyText, seeAllHref, items, unreadCount = 0, onOpen }: RecentDropdownProps) {
  const [opened, { close, toggle }] = useDisclosure(false);
  return (
    <Indicator disabled={unreadCount <= 0} color="red.9" size={9} offset={6}>
      <Popover
        opened={opened}
        onChange={(next) => (next ? undefined : close())}
        position="bottom-end"
        width={320}
        shadow="md"
        trapFocus
        returnFocus
        withArrow
      >
        <Popover.Target>
          <ActionIcon
            variant="subtle"
            color="gray" c="gray.8"
            size="lg"
            radius="xl"
            aria-label={unreadCount > 0 ? `${label} (${unreadCount} unread)` : label}
            onClick={() => {
              if (!opened) onOpen?.();
              toggle();
            }}
          >
            {icon}
          </ActionIcon>
        </Popover.Target>
      <Popover.Dropdown p={0} aria-label={label}>
        <Box px="md" py="sm">
          <Title order={2} fz="sm" fw={700}>
            {label}
          </Title>
        </Box>
        <Divider />
        <ScrollArea.Autosize mah={320}>
          {items.length === 0 ? (
            <Text c="dimmed" fz="sm" ta="center" py="lg" px="md">
              {emptyText}
            </Text>
          ) : (
            <Stack gap={0} component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
              {items.map((item) => (
                <Box
                  component="li"
                  key={item.id}
                  px="md"
                  py="sm"
                  bg={item.unread ? 'indigo.0' : undefined}
                  style={{ borderBottom: '1px solid var(--mantine-color-gray-2)' }}
                  // Following a link in an item leaves the dropdown behind, closed.
                  onClick={(event) => (event.target as HTMLElement).closest('a') && close()}
                >
                  {item.content}
                </Box>
              ))}
            </Stack>
          )}
        </ScrollArea.Autosize>
        <Divider />
        <Group justify="center" py="xs">
          <Anchor component={Link} to={seeAllHref} fz="sm" fw={600} onClick={close}>
            See all
          </Anchor>
        </Group>
      </Popover.Dropdown>
      </Popover>
    </Indicator>
  );
}
