import { ActionIcon, Avatar, Box, Burger, Button, Container, Divider, Drawer, Group, Stack, Text, Tooltip } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconLogout, IconMathFunction, IconUser } from '@tabler/icons-react';
import { Link, useLocation } from 'react-router';
import type { SessionUser } from '@cp/contract';
import { MathKeyboardModal } from '../features/math-keyboard/MathKeyboardModal';
import { NoticeDropdown } from '../features/notifications/NoticeDropdowns';
import { useTaskCount } from '../features/notifications/hooks';
import { Logo } from './Logo';
import { NavButtons } from './header/NavButtons';
import { SearchBox } from './header/SearchBox';
import { UserMenu } from './header/UserMenu';

export interface AppHeaderProps {
  user: SessionUser | null;
  onLogout: () => void;
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
