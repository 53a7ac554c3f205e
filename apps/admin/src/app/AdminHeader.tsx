import { Box, Burger, Button, Container, Divider, Drawer, Group, Stack, Text, UnstyledButton } from '@mantine/core';
import { Brand } from '@cp/ui';
import { useDisclosure } from '@mantine/hooks';
import { IconLogout } from '@tabler/icons-react';
import { Link, useLocation } from 'react-router';
import type { AdminSession } from '@cp/contract';

export const ADMIN_NAV = [
  { label: 'Dashboard', to: '/dashboard' },
  { label: 'Users', to: '/users' },
  { label: 'Subjects', to: '/subjects' },
  { label: 'Minigames', to: '/minigames' },
  { label: 'Contact Us', to: '/contact' },
  { label: 'FAQ', to: '/faq' },
  { label: 'Legal Page', to: '/legal' },
] as const;

export interface AdminHeaderProps {
  session: AdminSession | null;
  onLogout: () => void;
}

function NavButtons({ pathname, vertical, onNavigate }: { pathname: string; vertical?: boolean; onNavigate?: () => void }) {
  return ADMIN_NAV.map((item) => (
    <Button
      key={item.to}
      component={Link}
      to={item.to}
      variant="subtle"
      color="gray"
      className="nav-link"
      px="sm"
      justify={vertical ? 'flex-start' : undefined}
      fullWidth={vertical}
      aria-current={pathname === item.to ? 'page' : undefined}
      onClick={onNavigate}
    >
      {item.label}
    </Button>
  ));
}

/** The navigation bar shows only when logged in; logged out, the header holds the brand alone. */
export function AdminHeader({ session, onLogout }: AdminHeaderProps) {
  const { pathname } = useLocation();
  const [opened, drawer] = useDisclosure(false);

  return (
    <header className="app-header">
      <Container size="xl" h={64}>
        <Group h="100%" justify="space-between" wrap="nowrap">
          <UnstyledButton component={Link} to="/" aria-label="Content+ Admin home" style={{ borderRadius: 8 }}>
            <Brand badge="Admin" />
          </UnstyledButton>
          {session && (
            <>
              <Box component="nav" aria-label="Main" visibleFrom="lg">
                <Group gap={2} wrap="nowrap">
                  <NavButtons pathname={pathname} />
                  <Button
                    variant="subtle"
                    color="red"
                    c="red.9"
                    px="sm"
                    leftSection={<IconLogout size={16} aria-hidden />}
                    onClick={onLogout}
                  >
                    Logout
                  </Button>
                </Group>
              </Box>
              <Burger
                hiddenFrom="lg"
                opened={opened}
                onClick={drawer.toggle}
                aria-label={opened ? 'Close navigation' : 'Open navigation'}
                aria-expanded={opened}
                aria-controls="admin-nav-drawer"
              />
            </>
          )}
        </Group>
      </Container>

      {session && (
        <Drawer
          id="admin-nav-drawer"
          opened={opened}
          onClose={drawer.close}
          title="Menu"
          position="right"
          size="xs"
          hiddenFrom="lg"
          closeButtonProps={{ 'aria-label': 'Close navigation' }}
        >
          <Stack gap="md">
            <Text fw={600} c="gray.8">
              {session.full_name || session.username}
            </Text>
            <Box component="nav" aria-label="Main">
              <Stack gap={4}>
                <NavButtons pathname={pathname} vertical onNavigate={drawer.close} />
              </Stack>
            </Box>
            <Divider />
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
        </Drawer>
      )}
    </header>
  );
}
