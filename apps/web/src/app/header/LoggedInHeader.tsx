import { ActionIcon, Avatar, Button, Divider, Group, Text, Tooltip } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconMathFunction, IconUser } from '@tabler/icons-react';
import { Link, useLocation } from 'react-router';
import type { SessionUser } from '@cp/contract';
import { AppBar, LogoutButton, NavLinks, type NavItem } from '@cp/ui';
import { MathKeyboardModal } from '../../features/math-keyboard/MathKeyboardModal';
import { NoticeDropdown } from '../../features/notifications/NoticeDropdowns';
import { useRecent, useTaskCount } from '../../features/notifications/hooks';
import { isActive } from './nav';
import { SearchBox } from './SearchBox';
import { UserMenu } from './UserMenu';

const drawerButton = { variant: 'subtle', color: 'gray', c: 'gray.8', justify: 'flex-start', fullWidth: true } as const;

/** The signed-in bar: its own chunk, so public pages never load notifications, search or the math keyboard. */
export function LoggedInHeader({ user, onLogout }: { user: SessionUser; onLogout: () => void }) {
  const { pathname } = useLocation();
  const taskCount = useTaskCount().data?.count;
  const unreadUpdates = useRecent('updates').data?.unread ?? 0;
  const unreadNotifications = useRecent('notifications').data?.unread ?? 0;
  const [keyboardOpened, keyboard] = useDisclosure(false);
  const active = (to: string) => isActive(pathname, to);
  const nav: NavItem[] = [
    { label: 'My Subjects', to: '/subject' },
    { label: 'Browse', to: '/browse' },
    { label: 'Task', to: '/task', count: taskCount, countLabel: 'pending' },
  ];
  const drawerOnly: NavItem[] = [
    { label: 'Task updates', to: '/updates', count: unreadUpdates },
    { label: 'Notifications', to: '/notification', count: unreadNotifications },
  ];

  return (
    <>
      <AppBar
        home={{ to: '/subject', label: 'Content+ home' }}
        size="lg"
        drawerId="main-nav-drawer"
        start={<NavLinks items={nav} isActive={active} />}
        end={
          <>
            <SearchBox />
            <Tooltip label="Math Keyboard">
              <ActionIcon variant="subtle" color="gray" c="gray.8" size="lg" radius="xl" aria-label="Math keyboard" onClick={keyboard.open}>
                <IconMathFunction size={20} aria-hidden />
              </ActionIcon>
            </Tooltip>
            <NoticeDropdown feed="updates" />
            <NoticeDropdown feed="notifications" />
            <UserMenu user={user} onLogout={onLogout} />
          </>
        }
        menuCount={unreadUpdates + unreadNotifications}
        drawer={(close) => (
          <>
            <SearchBox fullWidth onSearched={close} />
            <NavLinks items={[...nav, ...drawerOnly]} isActive={active} vertical onNavigate={close} />
            <Button
              {...drawerButton}
              leftSection={<IconMathFunction size={18} aria-hidden />}
              onClick={() => {
                close();
                keyboard.open();
              }}
            >
              Math Keyboard
            </Button>
            <Divider />
            <Group gap="sm" wrap="nowrap">
              <Avatar src={user.avatar} alt="" radius="xl" color="indigo" name={user.username} />
              <Text fw={600} truncate>
                {user.username}
              </Text>
            </Group>
            <div>
              <Button component={Link} to="/profile/me" {...drawerButton} leftSection={<IconUser size={18} aria-hidden />} onClick={close}>
                Profile
              </Button>
              <LogoutButton
                wide
                onLogout={() => {
                  close();
                  onLogout();
                }}
              />
            </div>
          </>
        )}
      />
      <MathKeyboardModal opened={keyboardOpened} onClose={keyboard.close} />
    </>
  );
}
