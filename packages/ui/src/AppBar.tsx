import { Badge, Box, Burger, Button, Container, Group, Stack, UnstyledButton, VisuallyHidden, type MantineSize } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconLogout } from '@tabler/icons-react';
import { lazy, Suspense, type ReactNode } from 'react';
import { Link } from 'react-router';
import { Brand } from './Brand';

export interface AppBarProps {
  /** Where the brand links to, and its accessible name. */
  home: { to: string; label: string; badge?: string };
  size: MantineSize;
  /** Below this width the bar collapses into the menu drawer. Without `drawer` there is no collapse. */
  collapseBelow?: 'md' | 'lg';
  /** Shown next to the brand on wide screens (usually the main navigation). */
  start?: ReactNode;
  /** Shown on the right on wide screens. */
  end?: ReactNode;
  /** Shown on the right at every width (e.g. Register/Login when logged out). */
  always?: ReactNode;
  /** The phone drawer's content; `close` is called after the user picks something. */
  drawer?: (close: () => void) => ReactNode;
  /** Unread items behind the drawer, counted on the menu button so phone users see them. */
  menuCount?: number;
  menuCountLabel?: string;
  drawerId: string;
}

// Only signed-in bars have a drawer: visitors' pages do without its code (portal, focus trap).
const NavDrawer = lazy(async () => ({ default: (await import('./NavDrawer')).NavDrawer }));

/** The header of both apps: the brand, a bar on wide screens and the same choices in a drawer on phones. */
export function AppBar({ home, size, collapseBelow = 'md', start, end, always, drawer, menuCount = 0, menuCountLabel = 'unread', drawerId }: AppBarProps) {
  const [opened, menu] = useDisclosure(false);
  const countText = menuCount > 0 ? `, ${menuCount} ${menuCountLabel}` : '';
  return (
    <header className="app-header">
      <Container size={size} h={64}>
        <Group h="100%" justify="space-between" wrap="nowrap" gap="sm">
          <Group gap="lg" wrap="nowrap">
            <UnstyledButton component={Link} to={home.to} aria-label={home.label} style={{ borderRadius: 8 }}>
              <Brand badge={home.badge} />
            </UnstyledButton>
            {start && (
              <Box component="nav" aria-label="Main" visibleFrom={collapseBelow}>
                <Group gap={4} wrap="nowrap">
                  {start}
                </Group>
              </Box>
            )}
          </Group>
          {end && (
            <Group gap={6} wrap="nowrap" visibleFrom={collapseBelow}>
              {end}
            </Group>
          )}
          {always}
          {drawer && (
            <Box hiddenFrom={collapseBelow} pos="relative">
              <Burger
                opened={opened}
                onClick={menu.toggle}
                aria-label={(opened ? 'Close navigation' : 'Open navigation') + countText}
                aria-expanded={opened}
                aria-controls={drawerId}
              />
              {menuCount > 0 && (
                // The button's name already says the count; this is its picture.
                <Badge aria-hidden color="red.9" size="xs" circle={menuCount < 10} pos="absolute" top={-2} right={-6} style={{ pointerEvents: 'none' }}>
                  {menuCount > 99 ? '99+' : menuCount}
                </Badge>
              )}
            </Box>
          )}
        </Group>
      </Container>
      {drawer && (
        <Suspense fallback={null}>
          <NavDrawer id={drawerId} opened={opened} onClose={menu.close} hiddenFrom={collapseBelow}>
            {drawer(menu.close)}
          </NavDrawer>
        </Suspense>
      )}
    </header>
  );
}

export interface NavItem {
  label: string;
  to: string;
  /** A count shown as a badge after the label (0 or undefined: none). */
  count?: number;
  countLabel?: string;
}

/** Navigation links: a row in the bar, or a full-width stack in the drawer. */
export function NavLinks({ items, isActive, vertical, onNavigate }: { items: readonly NavItem[]; isActive: (to: string) => boolean; vertical?: boolean; onNavigate?: () => void }) {
  const links = items.map((item) => (
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
      aria-current={isActive(item.to) ? 'page' : undefined}
      onClick={onNavigate}
    >
      {item.label}
      <CountBadge count={item.count} label={item.countLabel} />
    </Button>
  ));
  if (!vertical) return links;
  return (
    <Box component="nav" aria-label="Main">
      <Stack gap={4}>{links}</Stack>
    </Box>
  );
}

/** A small red count; nothing when 0 or unknown. The label is read after the number by screen readers. */
export function CountBadge({ count, label = 'unread' }: { count?: number; label?: string }) {
  if (!count || count <= 0) return null;
  return (
    <Badge color="red.9" size="sm" circle={count < 10} ml={6}>
      {count > 99 ? '99+' : count}
      <VisuallyHidden> {label}</VisuallyHidden>
    </Badge>
  );
}

/** The red Logout action, in the bar or (full width) in the drawer. */
export function LogoutButton({ onLogout, wide }: { onLogout: () => void; wide?: boolean }) {
  return (
    <Button
      variant="subtle"
      color="red"
      px={wide ? undefined : 'sm'}
      justify={wide ? 'flex-start' : undefined}
      fullWidth={wide}
      leftSection={<IconLogout size={wide ? 18 : 16} aria-hidden />}
      onClick={onLogout}
    >
      Logout
    </Button>
  );
}
