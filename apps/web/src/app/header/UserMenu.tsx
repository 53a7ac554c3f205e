import { Avatar, Group, Menu, Text, UnstyledButton } from '@mantine/core';
import { IconChevronDown, IconLogout, IconUser } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { SessionUser } from '@cp/contract';

export function UserMenu({ user, onLogout }: { user: SessionUser; onLogout: () => void }) {
  return (
    <Menu position="bottom-end" width={220} shadow="md">
      <Menu.Target>
        <UnstyledButton aria-label={`Account menu for ${user.username}`} style={{ borderRadius: 999 }} px={4} py={2}>
          <Group gap={8} wrap="nowrap">
            <Avatar src={user.avatar} alt="" radius="xl" size={34} color="indigo" name={user.username} />
            <Text fz="sm" fw={600} maw={140} truncate visibleFrom="lg">
              {user.username}
            </Text>
            <IconChevronDown size={14} aria-hidden />
          </Group>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{user.email}</Menu.Label>
        <Menu.Item component={Link} to="/profile/me" leftSection={<IconUser size={16} aria-hidden />}>
          Profile
        </Menu.Item>
        <Menu.Item leftSection={<IconLogout size={16} aria-hidden />} onClick={onLogout}>
          Logout
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
