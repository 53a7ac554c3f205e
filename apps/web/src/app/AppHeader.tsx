import { useState, type FormEvent } from 'react';
import {
  ActionIcon,
  Avatar,
  Badge,
  Box,
  Burger,
  Button,
  Container,
  Divider,
  Drawer,
  Group,
  Menu,
  Stack,
  Text,
  TextInput,
  Tooltip,
  UnstyledButton,
  VisuallyHidden,
} from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import {
  IconChevronDown,
  IconLogout,
  IconMathFunction,
  IconSearch,
  IconUser,
} from '@tabler/icons-react';
import { Link, useLocation, useNavigate } from 'react-router';
import type { SessionUser } from '@cp/contract';
import { MathKeyboardModal } from '../features/math-keyboard/MathKeyboardModal';
import { NoticeDropdown } from '../features/notifications/NoticeDropdowns';
import { useTaskCount } from '../features/notifications/hooks';
import { Logo } from './Logo';

const NAV_ITEMS = [
  { label: 'My Subjects', to: '/subject' },
  { label: 'Browse', to: '/browse' },
  { label: 'Task', to: '/task' },
] as const;

function isActive(pathname: string, to: string) {
  if (to === '/subject') return pathname === '/subject' || pathname.startsWith('/subject/');
  return pathname === to || pathname.startsWith(`${to}/`);
}

export interface AppHeaderProps {
  user: SessionUser | null;
  onLogout: () => void;
}

/** Manager task count (`GET /manager/tasks/number`); no badge when 0 or unknown. */
function TaskBadge({ count }: { count?: number }) {
  if (!count || count <= 0) return null;
  return (
    <Badge color="red.9" size="sm" circle={count < 10} ml={6}>
      {count > 99 ? '99+' : count}
      <VisuallyHidden> pending</VisuallyHidden>
    </Badge>
  );
}

function SearchBox({ onSearched, fullWidth = false }: { onSearched?: () => void; fullWidth?: boolean }) {
  const navigate = useNavigate();
  const [value, setValue] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const keyword = value.trim();
    if (!keyword) return;
    navigate(`/search?keyword=${encodeURIComponent(keyword)}`);
    onSearched?.();
  };
  return (
    <Box component="form" role="search" onSubmit={submit} w={fullWidth ? '100%' : { md: 180, lg: 240 }}>
      <TextInput
        aria-label="Search"
        placeholder="Search"
        type="search"
        value={value}
        onChange={(event) => setValue(event.currentTarget.value)}
        leftSection={<IconSearch size={16} aria-hidden />}
        radius="xl"
      />
    </Box>
  );
}

function UserMenu({ user, onLogout }: { user: SessionUser; onLogout: () => void }) {
  return (
    <Menu position="bottom-end" width={220} shadow="md" withinPortal withInitialFocusPlaceholder={false}>
      <Menu.Target>
        <UnstyledButton aria-label={`Account menu for ${user.username}`} style={{ borderRadius: 999 }} px={4} py={2}>
          <Group gap={8} wrap="nowrap">
            <Avatar src={user.avatar} alt="" radius="xl" size={34} color="indigo">
              {user.username.slice(0, 2).toUpperCase()}
            </Avatar>
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

/** My Subjects, Browse and Task (with its badge): in the bar on desktop, stacked in the phone drawer. */
function NavButtons({ pathname, taskCount, vertical, onNavigate }: { pathname: string; taskCount?: number; vertical?: boolean; onNavigate?: () => void }) {
  return NAV_ITEMS.map((item) => (
    <Button
      key={item.to}
      component={Link}
      to={item.to}
      variant="subtle"
      color="gray"
      c="gray.8"
      className="nav-link"
      px={vertical ? undefined : 'sm'}
      justify={vertical ? 'flex-start' : undefined}
      fullWidth={vertical}
      aria-current={isActive(pathname, item.to) ? 'page' : undefined}
      onClick={onNavigate}
    >
      {item.label}
      {item.to === '/task' && <TaskBadge count={taskCount} />}
    </Button>
  ));
}

function LoggedInHeader({ user, onLogout }: AppHeaderProps & { user: SessionUser }) {
  const { pathname } = useLocation();
  const taskCount = useTaskCount().data?.count;
  const [drawerOpened, drawer] = useDisclosure(false);
  const [keyboardOpened, keyboard] = useDisclosure(false);

  return (
    <>
      <Container size="lg" h={64}>
        <Group h="100%" justify="space-between" wrap="nowrap" gap="sm">
          <Group gap="lg" wrap="nowrap">
            <Logo to="/subject" />
            <Box component="nav" aria-label="Main" visibleFrom="md">
              <Group gap={4} wrap="nowrap">
                <NavButtons pathname={pathname} taskCount={taskCount} />
              </Group>
            </Box>
          </Group>

          <Group gap={6} wrap="nowrap" visibleFrom="md">
            <SearchBox />
            <Tooltip label="Math Keyboard">
              <ActionIcon variant="subtle" color="gray" c="gray.8" size="lg" radius="xl" aria-label="Math keyboard" onClick={keyboard.open}>
                <IconMathFunction size={20} aria-hidden />
              </ActionIcon>
            </Tooltip>
            <NoticeDropdown feed="updates" />
            <NoticeDropdown feed="notifications" />
            <UserMenu user={user} onLogout={onLogout} />
          </Group>

          <Burger
            hiddenFrom="md"
            opened={drawerOpened}
            onClick={drawer.toggle}
            aria-label={drawerOpened ? 'Close navigation' : 'Open navigation'}
            aria-expanded={drawerOpened}
            aria-controls="main-nav-drawer"
          />
        </Group>
      </Container>

      <Drawer
        id="main-nav-drawer"
        opened={drawerOpened}
        onClose={drawer.close}
        title="Menu"
        position="right"
        size="xs"
        hiddenFrom="md"
        closeButtonProps={{ 'aria-label': 'Close navigation' }}
      >
        <Stack gap="md">
          <SearchBox fullWidth onSearched={drawer.close} />
          <Box component="nav" aria-label="Main">
            <Stack gap={4}>
              <NavButtons pathname={pathname} taskCount={taskCount} vertical onNavigate={drawer.close} />
              <Button
                component={Link}
                to="/updates"
                variant="subtle"
                color="gray" c="gray.8"
                justify="flex-start"
                onClick={drawer.close}
                fullWidth
              >
                Task updates
              </Button>
              <Button
                component={Link}
                to="/notification"
                variant="subtle"
                color="gray" c="gray.8"
                justify="flex-start"
                onClick={drawer.close}
                fullWidth
              >
                Notifications
              </Button>
              <Button
                variant="subtle"
                color="gray" c="gray.8"
                justify="flex-start"
                leftSection={<IconMathFunction size={18} aria-hidden />}
                onClick={() => {
                  drawer.close();
                  keyboard.open();
                }}
                fullWidth
              >
                Math Keyboard
              </Button>
            </Stack>
          </Box>
          <Divider />
          <Group gap="sm" wrap="nowrap">
            <Avatar src={user.avatar} alt="" radius="xl" color="indigo">
              {user.username.slice(0, 2).toUpperCase()}
            </Avatar>
            <Text fw={600} truncate>
              {user.username}
            </Text>
          </Group>
          <Stack gap={4}>
            <Button
              component={Link}
              to="/profile/me"
              variant="subtle"
              color="gray" c="gray.8"
              justify="flex-start"
              leftSection={<IconUser size={18} aria-hidden />}
              onClick={drawer.close}
              fullWidth
            >
              Profile
            </Button>
            <Button
              variant="subtle"
              color="red"
              c="red.9"
              justify="flex-start"
              leftSection={<IconLogout size={18} aria-hidden />}
              onClick={() => {
                drawer.close();
                onLogout();
              }}
              fullWidth
            >
              Logout
            </Button>
          </Stack>
        </Stack>
      </Drawer>

      <MathKeyboardModal opened={keyboardOpened} onClose={keyboard.close} />
    </>
  );
}

function LoggedOutHeader() {
  return (
    <Container size="lg" h={64}>
      <Group h="100%" justify="space-between" wrap="nowrap">
        <Logo to="/" />
        <Group gap="xs" wrap="nowrap" component="nav" aria-label="Account">
          <Button component={Link} to="/register" variant="default" size="sm">
            Register
          </Button>
          <Button component={Link} to="/login" size="sm">
            Login
          </Button>
        </Group>
      </Group>
    </Container>
  );
}

/** Top navigation: the logged-in bar (collapsing into a drawer on phones) or Register/Login. */
export function AppHeader(props: AppHeaderProps) {
  return (
    <header className="app-header">
      {props.user ? <LoggedInHeader {...props} user={props.user} /> : <LoggedOutHeader />}
    </header>
  );
}
